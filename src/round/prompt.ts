import {
  docsPrompt,
  FILE_CAP,
  pullRequestContext,
  underPaths,
  type FileListing,
} from './docs-prompt.js';
import { type PullRequestInfo } from '../github/pull-request.js';
import { InputError } from '../common/errors.js';
import { isRefusal, readOrStop, stopFor, type GitHubRetryDeps } from '../github/retry.js';
import type { Settings } from '../settings/types.js';
import type { JobPlan } from './plan.js';
import { issueAsPrompt } from '../github/event.js';
import { repositoryOf } from '../github/client.js';
import type { Redactor } from '../common/redact.js';
import { openPullRequest, type PullRequestReader } from '../github/pull-request.js';
import type { Printer } from '../common/log.js';

export interface PromptDeps {
  readonly env: NodeJS.ProcessEnv;
  /**
   * Where progress and warnings go; it redacts what it prints, and knows the secrets for GitHub.
   */
  readonly log: Pick<Printer, 'info' | 'warning'> & { readonly redact: Redactor };
  /** The run's cancellation: stops a listing in progress. */
  readonly signal?: AbortSignal;
  /** GitHub's retry policy (clock, budget); the run report's. */
  readonly github: GitHubRetryDeps;
  /** Opens the pull request on GitHub; openPullRequest unless a test gives another. */
  readonly open?: typeof openPullRequest;
}

/**
 * The prompt as sent ('' for a watch, which sends nothing). For a merged pull request (docs follow
 * code) its context is read from GitHub first: the pull request itself on workflow_dispatch, and
 * its changed files with patches.
 */
export async function composePrompt(
  plan: JobPlan,
  settings: Settings,
  deps: PromptDeps,
): Promise<string> {
  if (plan.kind === 'watch') return '';
  const { ask } = plan;
  // A digest's prompt is composed by digest/compose.ts, which main.ts calls for it.
  if (ask.source === 'digest') throw new Error('a digest is composed in digest/compose.ts');
  if (ask.source === 'push') throw new Error('a push is composed in kinds/push/');
  const given = ask.source === 'pull-request' ? undefined : ask.prompt;
  const source = ask.pullRequest;
  // Stryker disable next-line StringLiteral: given is undefined only for a 'pull-request' ask, which always has a pullRequest
  if (!source) return promptToSend(given ?? '', plan, settings);
  const info = (message: string): void => deps.log.info(message);
  const repository = repositoryOf(deps.env);
  if (!repository || !settings.githubToken) {
    throw new InputError(
      `reading pull request #${source.number} needs GITHUB_REPOSITORY and github-token: run in a GitHub workflow, or give a prompt`,
    );
  }
  const open = deps.open ?? openPullRequest;
  const reader = await open(
    {
      token: settings.githubToken,
      ...repository,
      number: source.number,
      redact: deps.log.redact,
      warn: (message) => deps.log.warning(message),
    },
    deps.github,
  );
  const pr = source.fromEvent ?? (await mergedPullRequest(reader, source.number, deps.signal));
  const budget = settings.diffBudget;
  const files = await readGitHub(source.number, deps.signal, () =>
    reader.listFiles(FILE_CAP, { patches: budget > 0 }),
  );
  const listing: FileListing = underPaths(
    { files, total: Math.max(pr.changedFiles, files.length) },
    settings.paths,
    `merged pull request #${pr.number}`,
  );
  const prompt =
    given === undefined
      ? docsPrompt(pr, listing, { diffBudget: budget })
      : `${given}\n\n---\n${pullRequestContext(pr, listing, { diffBudget: budget })}`;
  const shown = listing.files.length;
  const listed =
    listing.total > shown
      ? `${shown.toLocaleString('en-US')} of ${listing.total.toLocaleString('en-US')} changed files listed (at most ${FILE_CAP.toLocaleString('en-US')})`
      : `${shown.toLocaleString('en-US')} changed files`;
  const leftOut = listing.leftOut
    ? ` (${listing.leftOut.toLocaleString('en-US')} more outside paths, left out)`
    : '';
  info(
    `${given === undefined ? 'Documenting' : 'Adding the context of'} merged pull request #${pr.number}: ${listed}${leftOut}, ${budget > 0 ? `diff within ${budget.toLocaleString('en-US')} characters` : 'no diff (diff-budget: 0)'}; prompt of ${prompt.length.toLocaleString('en-US')} characters`,
  );
  return prompt;
}

/**
 * The prompt as sent: the instruction, with the issue appended as context when asked for, and
 * for a new job started from a comment (a follow-up goes to a job that has the issue already).
 */
function promptToSend(
  prompt: string,
  plan: Exclude<JobPlan, { kind: 'watch' }>,
  settings: Settings,
): string {
  const { issue } = settings;
  const startedFromComment =
    settings.conversation?.kind === 'instruction' && plan.kind === 'create';
  if (
    !issue ||
    plan.ask.source === 'issue' ||
    !(settings.includeIssueContext || startedFromComment)
  ) {
    return prompt;
  }
  const kind = issue.isPullRequest ? 'pull request' : 'issue';
  return `${prompt}\n\n---\nContext: GitHub ${kind} #${issue.number}\n\n${issueAsPrompt(issue)}`;
}

/** issue-number on workflow_dispatch: the pull request, which must exist and be merged. */
async function mergedPullRequest(
  reader: PullRequestReader,
  number: number,
  signal: AbortSignal | undefined,
): Promise<PullRequestInfo> {
  const pr = await readGitHub(number, signal, () => reader.get());
  if (!pr) {
    throw new InputError(
      `no prompt, and #${number} is not a pull request: set prompt or prompt-file to start a job, or give issue-number of a merged pull request to document it`,
    );
  }
  if (!pr.merged) {
    throw new InputError(
      `pull request #${number} is not merged (${pr.state || 'unknown state'}): documenting follows a merge; merge it first, or give a prompt to start a job about it`,
    );
  }
  return pr;
}

/** A GitHub read, with its failure in one line: whose fault it is and what to do. */
async function readGitHub<T>(
  number: number,
  signal: AbortSignal | undefined,
  read: () => Promise<T>,
): Promise<T> {
  return readOrStop(read, signal, (error) => {
    const what = `could not read pull request #${number} from GitHub (${error.status ?? 'no answer'}: ${error.message})`;
    const refused =
      error.fault.kind === 'token'
        ? `could not read pull request #${number}: GitHub refused the token (401): check github-token`
        : `${what}: give github-token the permission pull-requests: read`;
    return stopFor(
      error,
      {
        refused: `${refused}; nothing was sent to the service`,
        passing: `${what}: nothing was sent to the service; run the workflow again`,
      },
      // A pull request GitHub will not show this token is a 404.
      isRefusal(error) || error.status === 404,
    );
  });
}
