import type { Cancellation } from '../../common/cancel.js';
import type { Clock } from '../../common/clock.js';
import { formatDuration } from '../../common/duration.js';
import { UserError } from '../../common/errors.js';
import type { RunnerLog } from '../../common/log.js';
import { repositoryOf, type GitHubAccess } from '../../github/client.js';
import { docsPullField, docsPullOf } from '../../github/docs-pull.js';
import { listLabelled, type Labelled } from '../../github/labelled.js';
import { markedComments, type MarkedComment } from '../../github/marker.js';
import { Permissions } from '../../github/permission.js';
import {
  GitHubCallError,
  githubProblem,
  githubRetry,
  roundBudget,
  stopFor,
  type GitHubRetryDeps,
} from '../../github/retry.js';
import { runUrlOf, serverUrlOf } from '../../github/round-id.js';
import { openThread, type IssueThread } from '../../github/thread.js';
import { resultBody } from '../../report/comment-body.js';
import { plainHttps, statusWord } from '../../report/outputs.js';
import { RoundComment } from '../../report/round-comment.js';
import { ISSUE_GRANT } from '../../github/thread.js';
import { projectTag, readRoundFacts, type RoundFacts } from '../../report/round-facts.js';
import type { RoundEnd, RoundView } from '../../report/round-view.js';
import { wordsFor } from '../../report/outcome-words.js';
import type { AgentJobClient } from '../../service/client.js';
import type { JobRecord } from '../../service/record.js';
import type { Settings } from '../../settings/types.js';
import { pollGapMs } from '../../job/wait.js';
import { DEFAULT_TRIGGER_PHRASE } from '../../settings/thread.js';
import { checkJob } from './check.js';
import {
  decide,
  needsCheck,
  watchForMs,
  type JobSeen,
  type SweepDecision,
  type WaitingRound,
} from './decide.js';
import { forEachBounded } from './bounded.js';
import { endHeadCheck } from './head-check.js';
import { sweepSummary, type SweepRow } from './summary.js';

/** What a sweep needs beyond its settings. */
export interface SweepDeps {
  readonly log: RunnerLog;
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly random: () => number;
  readonly cancellation: Cancellation;
  readonly client: AgentJobClient;
  /** Monotonic time the run started: the sweep ends by it plus SWEEP_LIMIT_MS. */
  readonly startedAt: number;
}

/**
 * How long a sweep goes on: listing, checking and answering. What it has not reached by then is
 * left for the next sweep.
 */
const SWEEP_LIMIT_MS = 10 * 60_000;

/**
 * How many issues are handled at once: a few, so that GitHub's limits on concurrent writes are
 * never near.
 */
const CONCURRENCY = 4;

/**
 * The sweep: every open issue and pull request with `working-label`, its waiting round's job
 * checked, and each ended round's result written as the round would have written it. Each job is
 * checked once, except on a pull request's event (watchForMs), where the jobs still at work are
 * checked again with the wait's gaps for up to two minutes. One issue's failure is a warning; the
 * others go on. Writes the `swept` output and the job summary.
 */
export async function runSweep(
  settings: Settings,
  /** give-up-after: a round started longer ago gets the "still running" result. */
  giveUpAfterMs: number,
  deps: SweepDeps,
): Promise<void> {
  const { log, clock, cancellation } = deps;
  const repository = repositoryOf(deps.env);
  if (!repository || !settings.githubToken) {
    throw new UserError(
      'a sweep reads and answers issues on GitHub: run it in a workflow (GITHUB_REPOSITORY) with github-token set',
    );
  }
  const label = settings.workingLabel ?? 'agent-working';
  const deadline = deps.startedAt + SWEEP_LIMIT_MS;
  const github = githubRetry(deps, () => roundBudget(deadline, cancellation), log);
  const target = {
    token: settings.githubToken,
    ...repository,
    warn: (m: string) => log.warning(m),
  };
  let listed: Labelled[];
  try {
    listed = await listLabelled(target, label, github);
  } catch (error) {
    const line = githubProblem(error, `list the issues labelled '${label}'`, ISSUE_GRANT);
    throw stopFor(error, { refused: line, passing: `${line}: run the sweep again` });
  }
  log.info(`Sweep: ${listed.length} issue(s) and pull request(s) labelled '${label}' to check`);

  const sweeper = new Sweeper(
    settings,
    { ...deps, giveUpAfterMs, deadline },
    label,
    github,
    target,
  );
  // The service refused the key: every other check would be refused too.
  const stopsAll = (error: unknown) => error instanceof UserError;
  let stop: UserError | undefined;
  /** Each item's row, in the items' order. */
  const each = async <T>(
    items: readonly T[],
    issueOf: (item: T) => number,
    task: (item: T) => Promise<SweepRow>,
  ): Promise<SweepRow[]> => {
    const results = await forEachBounded(items, task, {
      concurrency: CONCURRENCY,
      clock,
      deadline,
      signal: cancellation.signal,
      stopsAll,
    });
    return results.map((result): SweepRow => {
      const issue = issueOf(result.item);
      if (result.kind === 'done') return result.value;
      if (result.kind === 'not-reached') return { issue, did: 'not-reached' };
      if (stopsAll(result.error)) stop ??= result.error as UserError;
      const problem =
        result.error instanceof GitHubCallError
          ? githubProblem(result.error, `handle #${issue}`, ISSUE_GRANT)
          : log.redact(result.error instanceof Error ? result.error.message : String(result.error));
      log.warning(`Sweep: #${issue}: ${problem}; the next sweep tries it again`);
      return { issue, did: 'failed', problem };
    });
  };
  let rows = await each(
    listed,
    (item) => item.number,
    (item) => sweeper.one(item),
  );

  // On a pull request's event, the jobs still at work are checked again, with the wait's gaps
  // (job/wait.ts), for up to two minutes from the sweep's start: well within SWEEP_LIMIT_MS.
  const until = deps.startedAt + watchForMs(deps.env.GITHUB_EVENT_NAME);
  if (sweeper.atWork().length > 0 && clock.now() < until) {
    log.info(
      `Sweep: ${sweeper.atWork().length} job(s) still at work; a pull request has arrived, so checking them again for up to ${formatDuration(until - clock.now())}`,
    );
  }
  while (stop === undefined && sweeper.atWork().length > 0 && clock.now() < until) {
    const now = clock.now();
    const gap = pollGapMs(
      now - deps.startedAt,
      settings.pollIntervalMs,
      settings.maxPollIntervalMs,
    );
    try {
      await clock.sleep(Math.min(gap, until - now), cancellation.signal);
    } catch {
      break; // cancelled: what was found so far is reported
    }
    const again = new Map(
      (
        await each(
          sweeper.atWork(),
          (found) => found.issue,
          (found) => sweeper.again(found),
        )
      ).map((row) => [row.issue, row]),
    );
    // A round not reached again stays as its last check left it.
    rows = rows.map((row) => {
      const next = again.get(row.issue);
      return next && next.did !== 'not-reached' ? next : row;
    });
  }

  const swept = rows
    .filter((row) => row.did === 'finished' || row.did === 'still-running' || row.did === 'gone')
    .map((row) => {
      // Stryker disable next-line StringLiteral: these rows come from finish(), given the job id of the round it found
      const jobId = row.jobId ?? '';
      // Stryker disable next-line StringLiteral: these rows but a gone one hold the service's status, never empty; statusWord reads '' and other words alike
      const status = row.status ?? '';
      // Stryker disable next-line StringLiteral: plainHttps refuses any text that is not an https address, '' too
      const prLink = row.prLink ?? '';
      return {
        issue: row.issue,
        'job-id': jobId,
        // A job the service no longer has: `gone`, as the result's marker says.
        status: row.did === 'gone' ? 'gone' : statusWord(log.redact(status)),
        'pr-link': plainHttps(log.redact(prLink)) ?? '',
      };
    });
  log.setOutput('swept', JSON.stringify(swept));
  log.info(`Sweep: ${swept.length} round(s) finished, ${rows.length - swept.length} left`);
  const server = deps.env.GITHUB_SERVER_URL;
  await log.writeSummary(
    sweepSummary(rows, label, log.redact, (n) =>
      server ? `${server}/${repository.owner}/${repository.repo}/issues/${n}` : undefined,
    ),
  );
  if (stop) throw stop;
}

/** A round the sweep found waiting on its thread, as far as checking its job again needs it. */
interface FoundRound {
  readonly issue: number;
  readonly thread: IssueThread;
  readonly waiting: Waiting;
  readonly round: WaitingRound;
}

/** One issue's part of the sweep. */
class Sweeper {
  private readonly project: string;
  /** Whose markers count, read once for the whole sweep. */
  private readonly permissions: Permissions;
  /** The rounds whose job read `active` at its last check, by issue. */
  private readonly stillAtWork = new Map<number, FoundRound>();

  constructor(
    private readonly settings: Settings,
    private readonly deps: SweepDeps & {
      readonly giveUpAfterMs: number;
      readonly deadline: number;
    },
    private readonly label: string,
    private readonly github: GitHubRetryDeps,
    private readonly target: GitHubAccess & { readonly owner: string; readonly repo: string },
  ) {
    this.project = projectTag(settings.projectId);
    this.permissions = new Permissions(target, github, settings.askerRules.minPermission);
  }

  async one(item: Labelled): Promise<SweepRow> {
    const { log } = this.deps;
    const thread = await openThread(
      {
        ...this.target,
        number: item.number,
        redact: log.redact,
        warn: (m) => log.warning(m),
      },
      this.github,
    );
    const marked = await markedComments(await thread.listComments(), this.permissions);
    const waiting = waitingRound(marked);
    if (!waiting) return { issue: item.number, did: 'no-round' };
    const { working, facts, answered } = waiting;
    // Stryker disable next-line StringLiteral: waitingRound only finds a working note whose marker names its job and round
    const jobId = working.marker.jobId ?? '';
    const round = {
      jobId,
      startedAt: facts.startedAt,
      answered,
      otherProject: facts.project !== undefined && facts.project !== this.project,
    };
    const found = { issue: item.number, thread, waiting, round };
    return this.settle(found, needsCheck(round) ? await this.check(found) : undefined);
  }

  /** The rounds whose job read `active` at its last check. */
  atWork(): FoundRound[] {
    return [...this.stillAtWork.values()];
  }

  /** A round whose job read `active`, checked again: finished once it ended, else left again. */
  async again(found: FoundRound): Promise<SweepRow> {
    this.stillAtWork.delete(found.issue);
    return this.settle(found, await this.check(found));
  }

  private check({ issue, round }: FoundRound): Promise<JobSeen> {
    const { log } = this.deps;
    return checkJob(this.deps.client, round.jobId, this.settings, {
      clock: this.deps.clock,
      random: this.deps.random,
      signal: this.deps.cancellation.signal,
      deadline: this.deps.deadline,
      onRetry: (failure, delayMs) =>
        log.info(
          `Sweep: #${issue}: checking job ${round.jobId} failed (${log.redact(failure.message)}); again in ${Math.ceil(delayMs / 1000)}s`,
        ),
    });
  }

  /** What the sweep does with the round, given what the service said of its job. */
  private async settle(found: FoundRound, seen: JobSeen | undefined): Promise<SweepRow> {
    const { thread, waiting, round } = found;
    const { jobId } = round;
    const decision = decide(round, seen, this.deps.clock.wallNow(), this.deps.giveUpAfterMs);
    const record = seen?.kind === 'record' ? seen.record : undefined;
    const row = { issue: found.issue, jobId, status: record?.status, prLink: record?.prLink };
    switch (decision.kind) {
      case 'leave':
        this.stillAtWork.set(found.issue, found);
        return { ...row, did: 'left' };
      case 'other-project':
        return { ...row, did: 'other-project' };
      case 'tidy':
        await this.removeLabel(thread, this.label);
        return { ...row, did: 'tidied' };
      default:
        return this.finish(thread, waiting, decision, record, row);
    }
  }

  /**
   * Writes the round's result. Removing the working label first is the claim: of two sweeps at
   * once, GitHub removes it for one and answers 404 to the other, which then writes nothing. A
   * result that does not reach the thread puts the label back, for the next sweep.
   */
  private async finish(
    thread: IssueThread,
    waiting: Waiting,
    decision: Exclude<SweepDecision, { kind: 'leave' | 'other-project' | 'tidy' }>,
    record: JobRecord | undefined,
    row: Omit<SweepRow, 'did'>,
  ): Promise<SweepRow> {
    const { log } = this.deps;
    // Stryker disable next-line StringLiteral: the row of a round waitingRound found, which names its job
    const jobId = row.jobId ?? '';
    if (!(await this.removeLabel(thread, this.label))) return { ...row, did: 'taken' };
    const end: RoundEnd =
      decision.kind === 'finish'
        ? decision.end
        : decision.kind === 'still-running'
          ? 'timeout'
          : 'gone';
    // The job's earlier rounds still waiting first (oldest first), then the latest: each round's
    // result, as each would have written it. Stopped at the first GitHub does not take: the next
    // sweep finds the rounds left, in the same order.
    const rounds = [...waiting.earlier, waiting];
    let written = 0;
    for (const each of rounds) {
      const shown = this.view(each, decision.waitedMs, record, jobId);
      if (!(await this.writeResult(thread, each, shown, end))) break;
      written += 1;
    }
    if (written < rounds.length) {
      // Put back, so that the next sweep tries again; said plainly when even that was refused,
      // since no sweep will then find the round.
      const labelBack = await thread.addLabel(this.label).then(
        () => true,
        // Stryker disable next-line ArrowFunction: labelBack is only read as a condition, where undefined is false too
        () => false,
      );
      return labelBack
        ? {
            ...row,
            did: 'failed',
            problem:
              'GitHub did not take the result (the warning above says why); the label is back on',
          }
        : {
            ...row,
            did: 'failed',
            unlabelled: true,
            problem: `GitHub did not take the result (the warning above says why), nor the label back; add the label ${this.label} again for the next sweep to find this round`,
          };
    }
    log.info(`Sweep: #${thread.number}: posted the result of job ${jobId}`);
    // The check the round keeps, by the name its own workflow gave it.
    const name = waiting.facts.checkName ?? '';
    const view = this.view(waiting, decision.waitedMs, record, jobId);
    for (const head of name ? waiting.heads : []) {
      const check = { name, head, end, jobId, prLink: view.prLink };
      await endHeadCheck(this.target, this.github, check, log, thread.number);
    }
    // Each round's trigger label, once (the label and `/agent` rounds of one job may name one).
    const triggers = new Set([...waiting.earlier, waiting].map((each) => each.facts.labelToRemove));
    for (const trigger of triggers) {
      if (!trigger || trigger === this.label) continue;
      // The result is posted: a label left behind is a warning, not a failure of the round.
      await this.removeLabel(thread, trigger).catch((error: unknown) =>
        log.warning(
          githubProblem(error, `remove the label '${trigger}' from #${thread.number}`, ISSUE_GRANT),
        ),
      );
    }
    const did =
      decision.kind === 'finish'
        ? 'finished'
        : decision.kind === 'still-running'
          ? 'still-running'
          : 'gone';
    return { ...row, did, end, heading: wordsFor(view, end).heading };
  }

  /** One round's result on the thread, its working note folded in: true once GitHub took it. */
  private async writeResult(
    thread: IssueThread,
    waiting: RoundNotes,
    view: RoundView,
    end: RoundEnd,
  ): Promise<boolean> {
    const { log } = this.deps;
    // Stryker disable next-line StringLiteral: waitingRound only finds a working note whose marker names its job and round
    const round = waiting.working.marker.round ?? '';
    const comment = new RoundComment(thread, round, (m) => log.warning(m), this.permissions);
    comment.adopt(waiting.own);
    await comment.showResult(resultBody(view, end));
    return comment.ended;
  }

  /**
   * Removes a label: true when this call removed it, false when it was not there (GitHub's 404).
   */
  private async removeLabel(thread: IssueThread, name: string): Promise<boolean> {
    try {
      await thread.removeLabel(name);
      return true;
    } catch (error) {
      if (error instanceof GitHubCallError && error.status === 404) return false;
      throw error;
    }
  }

  /** The round as its own result shows it, from the facts it left. */
  private view(
    waiting: RoundNotes,
    waitedMs: number,
    record: JobRecord | undefined,
    jobId: string,
  ): RoundView {
    const { log, env } = this.deps;
    const { facts } = waiting;
    const redact = log.redact;
    const { head } = waiting.working.marker;
    const docsPull = head ? docsPullOf(record?.prLink, serverUrlOf(env)) : undefined;
    return {
      round: waiting.working.marker.round,
      jobId: redact(jobId),
      sent: true,
      status: record?.status,
      action: facts.action,
      prLink: record?.prLink && redact(record.prLink),
      request: facts.request,
      mention: facts.asker,
      runUrl: facts.runId ? runUrlOf(env, facts.runId) : undefined,
      waitedMs,
      documentsPullRequest: facts.documentsPullRequest ?? false,
      // The phrase the round's own workflow listens for.
      triggerPhrase: facts.triggerPhrase ?? DEFAULT_TRIGGER_PHRASE,
      // A pull request's docs job (its note records the head): the next push reads them here.
      head,
      docsPr: docsPull ? docsPullField(docsPull) : waiting.working.marker.docsPr,
    };
  }
}

/** A round that did not wait, as its notes on the thread show it. */
interface RoundNotes {
  readonly working: MarkedComment;
  readonly facts: RoundFacts;
  /** The round's comments (its working note, and a result if one was written). */
  readonly own: MarkedComment[];
}

/** The thread's latest round that did not wait, and what the sweep finishes with it. */
interface Waiting extends RoundNotes {
  readonly answered: boolean;
  /**
   * The same job's earlier rounds that did not wait and have no result, oldest first (a label's
   * round, then `/agent` on the thread before the job ended): each is answered with the latest.
   */
  readonly earlier: readonly RoundNotes[];
  /**
   * The heads whose check this job's rounds left in progress (a pull request's docs job): the
   * heads the working notes of its rounds that have no result record, oldest first. A push that
   * changed nothing leaves a round of its own on the same job, and the round before it is never
   * answered: both checks end with the job.
   */
  readonly heads: readonly string[];
}

/**
 * The thread's latest round that did not wait: its working note (a marker that counts, with the
 * round's facts beside it), and whether that round's result is on the thread already.
 */
function waitingRound(marked: readonly MarkedComment[]): Waiting | undefined {
  const notes = marked.flatMap((m): RoundNotes[] => {
    const facts = readRoundFacts(m.comment.body);
    const { kind, round, jobId } = m.marker;
    if (kind !== 'working' || round === undefined || jobId === undefined || !facts) return [];
    return [{ working: m, facts, own: marked.filter((o) => o.marker.round === round) }];
  });
  const latest = notes.at(-1);
  if (!latest) return undefined;
  const { working, facts, own } = latest;
  const answered = (round: string | undefined) =>
    marked.some((m) => m.marker.round === round && m.marker.kind === 'result');
  const earlier = notes.filter(
    (note) =>
      note.working.marker.jobId === working.marker.jobId &&
      note.working.marker.round !== working.marker.round &&
      !answered(note.working.marker.round),
  );
  // The job's notes of rounds with no result: their working notes.
  const heads = marked
    .filter((m) => m.marker.jobId === working.marker.jobId && !answered(m.marker.round))
    .flatMap((m) => (m.marker.head === undefined ? [] : [m.marker.head]));
  return {
    working,
    facts,
    own,
    answered: answered(working.marker.round),
    earlier,
    heads: [...new Set(heads)],
  };
}
