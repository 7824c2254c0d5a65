import type { Cancellation } from '../common/cancel.js';
import { formatDuration } from '../common/duration.js';
import { oneLine } from '../common/errors.js';
import type { RunnerLog } from '../common/log.js';
import { escapeMarkdown } from '../common/markdown.js';
import type { Redactor } from '../common/redact.js';
import { code, say, wordsMarkdown, wordsText, type Words } from '../common/words.js';
import { repositoryOf } from '../github/client.js';
import { setUpReader } from '../github/setup-check.js';
import { checkSetUp, type Check } from '../round/dry-run.js';
import type { AgentJobClient } from '../service/client.js';
import type { MergedSince, PromptSource, Settings } from '../settings/types.js';
import type { RunReport } from './run-report.js';

/**
 * What a dry run reads with: the run's log, environment, report, cancellation and service client.
 */
export interface DryRunDeps {
  readonly log: RunnerLog;
  readonly env: NodeJS.ProcessEnv;
  /** The run's report: GitHub's retry policy, and the lookup of who asked (as a round reads it). */
  readonly report: Pick<RunReport, 'accessLookup' | 'github'>;
  readonly cancellation: Pick<Cancellation, 'signal' | 'requestSignal'>;
  readonly client: Pick<AgentJobClient, 'getJob'>;
}

const MARK: Record<Check['state'], string> = { passed: '✅', failed: '❌', note: 'ℹ️' };

/**
 * dry-run: true. Checks the set-up (src/round/dry-run.ts) and prints the checklist to the log and
 * the job summary; starts nothing, sends the service no prompt and writes nothing on GitHub. The
 * step fails when a check fails. The only output is `status`: `dry-run`.
 */
export async function runDryRun(settings: Settings, deps: DryRunDeps): Promise<void> {
  const { log, report, cancellation } = deps;
  log.setOutput('status', 'dry-run');
  log.info(
    'Dry run: checking the set-up; no job is started, no credit spent and nothing written on GitHub',
  );
  const repository = repositoryOf(deps.env);
  const token = settings.githubToken;
  // From here on the run's settings and cancellation bound GitHub's calls.
  const accessOf = report.accessLookup(settings, cancellation);
  let checks: Check[];
  try {
    const found = await checkSetUp(settings, {
      // Stryker disable next-line StringLiteral: the name is read only beside GitHub's reads, which need a repository
      repository: repository ? `${repository.owner}/${repository.repo}` : 'this repository',
      jobStatus: (jobId) => deps.client.getJob(jobId, { signal: cancellation.signal }),
      github:
        repository && token
          ? setUpReader({ token, ...repository, warn: (m) => log.warning(m) }, report.github)
          : undefined,
      accessOf,
    });
    checks = [
      { topic: 'Inputs', state: 'passed', words: say`valid: a run would ${intent(settings)}` },
      ...found,
    ];
  } catch (error) {
    return log.fail(
      `dry run: stopped before the checks were done (${oneLine(error)}); nothing was started or written`,
    );
  }
  for (const check of checks) {
    log.info(`${MARK[check.state]} ${check.topic}: ${wordsText(check.words)}`);
  }
  await log.writeSummary(checklistMarkdown(checks, log.redact));
  const failed = checks.filter((check) => check.state === 'failed');
  if (failed.length > 0) {
    return log.fail(
      `dry run: ${failed.length} of ${checks.length} checks failed (${failed.map((check) => check.topic).join(', ')}): each line of the checklist says what to fix`,
    );
  }
  const notes = checks.some((check) => check.state === 'note')
    ? `; the line marked ${MARK.note} says what to make sure of in the workflow file`
    : '';
  log.notice(
    `dry run: all ${checks.length} checks passed${notes}; nothing was started or written: remove dry-run (or set it to false) to start jobs`,
  );
}

/** The checklist as the job summary shows it: the outcome, what was not done, a line per check. */
function checklistMarkdown(checks: readonly Check[], redact: Redactor): string {
  const failed = checks.filter((check) => check.state === 'failed').length;
  const [heading, next] =
    failed === 0
      ? ['✅ Dry run: the set-up works', 'Remove `dry-run` (or set it to `false`) to start jobs.']
      : [
          `❌ Dry run: ${failed} of ${checks.length} checks failed`,
          `Fix each line marked ${MARK.failed}, then run the workflow again.`,
        ];
  const lines = checks.map(
    (check) =>
      `- ${MARK[check.state]} **${escapeMarkdown(check.topic)}:** ${wordsMarkdown(check.words, redact)}`,
  );
  return [
    `### ${heading}`,
    `No job was started, no credit spent and nothing written on GitHub. ${next}`,
    lines.join('\n'),
  ]
    .join('\n\n')
    .concat('\n');
}

const START_WITH: Record<PromptSource, string> = {
  prompt: 'start a job with the prompt',
  'prompt-file': 'start a job with the text of prompt-file',
  issue: "start a job with the issue's title and body as its request",
  comment: "send the comment's instruction to the thread's job, or start a job with it",
};

/** What a run with these settings would do, in words. */
function intent(settings: Settings): Words {
  const { asked } = settings;
  switch (asked.kind) {
    case 'skip':
      return say`start nothing: ${asked.reason}`;
    case 'create': {
      const { ask } = asked;
      return ask.source === 'pull-request'
        ? say`start a job to document pull request #${ask.pullRequest.number}`
        : say`${START_WITH[ask.source as PromptSource]}`;
    }
    case 'follow-up':
      return say`send a follow-up to job ${code(asked.jobId)}`;
    case 'watch':
      return say`wait for job ${code(asked.jobId)}`;
    case 'check-thread':
      return say`check on the thread's job`;
    case 'automation':
      return say`trigger the automation ${code(asked.automationId)}`;
    case 'sweep':
      return say`finish the rounds labelled ${code(String(settings.workingLabel))} that did not wait`;
    case 'digest':
      return say`send a digest of the pull requests merged ${since(asked.since)}`;
    case 'push':
      return say`start a job to document the push to ${asked.push.branch}`;
    case 'pull-request':
      return asked.event.action === 'closed'
        ? say`let go of the docs pull request of #${asked.event.pr.number}, closed without being merged`
        : say`follow pull request #${asked.event.pr.number} with its docs job`;
  }
}

function since(window: MergedSince): string {
  switch (window.kind) {
    case 'last-digest':
      return 'since the last digest';
    case 'duration':
      return `in the last ${formatDuration(window.ms)}`;
    case 'date':
      return `since ${new Date(window.at).toISOString()}`;
  }
}
