// A pull request's docs job: the docs PR travels with the code PR. A label on an open pull request
// starts a job for the change as it stands; each push sends what changed since the head the job
// has seen (recorded in the round's marker); a check run on the head shows the job; a close without
// merging lets its docs pull request go; a merge defers to the job (no second one) and asks for
// reviews of its docs pull request.
import { serverUrlOf } from '../../github/round-id.js';
import { repositoryOf } from '../../github/client.js';
import {
  docsPullField,
  docsPullName,
  docsPullOf,
  docsPullOfField,
  docsPullPage,
} from '../../github/docs-pull.js';
import {
  COMPARE_FILE_CAP,
  openPullRequest,
  openPullRequestHistory,
} from '../../github/pull-request.js';
import { readOrStop, stopBeforeSending } from '../../github/retry.js';
import { statusAtService } from '../../job/at-service.js';
import { letGoBody, noteMarker } from '../../report/docs-notes.js';
import type { KindReport } from '../../report/run-report.js';
import type { ThreadReport } from '../../report/thread-report.js';
import { FILE_CAP, underPaths, type FileListing } from '../../round/docs-prompt.js';
import { InputError, NothingToSend } from '../../common/errors.js';
import type { JobPlan, RoundPlan, RoundDescription } from '../../round/plan.js';
import { composePrompt } from '../../round/prompt.js';
import { resolveRound, type ResolvableMode } from '../../round/resolve.js';
import type { JobInput, PullEvent, RoundMode } from '../../settings/types.js';
import { carryJob, carryPlan } from '../../steps/carry-job.js';
import { askReviews, closeDocsPull } from '../../steps/docs-pull.js';
import type { Round, RoundKind } from '../../steps/round.js';
import { conclusionOf, endedOutput, recordedEnd } from '../../report/check-run.js';
import { HeadCheck } from './head-check.js';
import { openPullPrompt, pushPrompt, type Push } from './prompt.js';
import { pullJobOf, type PullJob } from './thread-job.js';

type Merged = Extract<RoundMode, { kind: 'create' }>;

export const pullRequestKind: RoundKind = {
  name: 'a pull request’s docs job',
  pick: ({ asked, pullEvent }) => {
    if (asked.kind === 'pull-request') {
      const { event } = asked;
      if (event.action === 'labeled') return (round) => labeled(round, event);
      if (event.action === 'synchronize') return (round) => pushed(round, event);
      return (round) => closedUnmerged(round, event);
    }
    const merged =
      asked.kind === 'create' &&
      asked.ask.source === 'pull-request' &&
      pullEvent?.action === 'merged';
    return merged ? (round) => mergedRound(round, asked, pullEvent) : undefined;
  },
};

/**
 * The ask of a pull request's docs job: the pull request is the prompt (no change needed: no pull
 * request).
 */
function askOf(event: PullEvent): JobInput {
  return { source: 'pull-request', pullRequest: { number: event.pr.number, fromEvent: event.pr } };
}

/**
 * A label on an open pull request: a job for the change as it stands. Its files are read before
 * the check starts: a change none of whose files match `paths` starts nothing.
 */
async function labeled(round: Round, event: PullEvent): Promise<void> {
  const issue = await round.report.openThread(round.settings, round.cancellation);
  const asked: Exclude<ResolvableMode, { kind: 'automation' }> = {
    kind: 'create',
    ask: askOf(event),
  };
  const plan = await resolved(round, asked, issue);
  let listing: FileListing | undefined;
  if (plan.kind === 'create') {
    try {
      listing = underPaths(
        await wholeChange(round, event),
        round.settings.paths,
        `pull request #${event.pr.number}`,
      );
    } catch (error) {
      if (error instanceof NothingToSend) return round.report.nothingSent(error.message);
      throw error;
    }
  }
  await carryPull(round, plan, event, () => {
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration: only a create composes a prompt, and it has the listing
    const files = listing ?? { files: [], total: 0 };
    round.log.info(
      `Documenting open pull request #${event.pr.number} as it stands at ${event.head.slice(0, 7)}: ${files.files.length.toLocaleString('en-US')} changed files`,
    );
    return Promise.resolve(openPullPrompt(event.pr, files, round.settings.diffBudget));
  });
}

/** A push: what changed since the head the thread's job has seen, as a follow-up to it. */
async function pushed(round: Round, event: PullEvent): Promise<void> {
  const { issue, job } = await threadJob(round);
  if (!issue || !job) {
    return round.log.notice(
      `Nothing to do: pull request #${event.pr.number} has no docs job of this action${issue ? '' : ' that this run can read (comment: false)'}; add the label to start one.`,
    );
  }
  await followPush(round, issue, job, event);
}

/**
 * Sends `job` the push that brought the pull request to `event.head`: what changed since the head
 * the job saw, or the whole change again (a force-push dropped that head, or none is recorded).
 */
async function followPush(
  round: Round,
  issue: ThreadReport,
  job: PullJob,
  event: PullEvent,
): Promise<void> {
  const { settings, log } = round;
  const number = event.pr.number;
  let push: Push;
  let listing: FileListing;
  if (job.head === undefined) {
    push = { kind: 'no-record', to: event.head };
    log.info(
      `No comment of #${number} records the head job ${job.jobId} saw: sending the whole change`,
    );
    listing = await wholeChange(round, event);
  } else {
    const from = job.head;
    const history = await codeHistory(round, number);
    const compared = await readOf(round, number)('the commits', () =>
      history.compare(from, event.head, { patches: withPatches(round) }),
    );
    const kept = compared.status === 'ahead' || compared.status === 'identical';
    push = { kind: kept ? 'since' : 'force-push', from, to: event.head };
    if (kept) {
      const { files } = compared;
      // GitHub's comparison stops at its cap without saying how many files there are.
      listing = { files, total: files.length, cut: files.length >= COMPARE_FILE_CAP };
    } else {
      log.info(
        `The head job ${job.jobId} saw (${from.slice(0, 7)}) is no longer on #${number}'s branch (a force-push): sending the whole change again`,
      );
      listing = await wholeChange(round, event);
    }
  }
  if (push.kind === 'since' && listing.files.length === 0) {
    return unchanged(round, issue, job, event);
  }
  try {
    listing = underPaths(listing, settings.paths, `the push to #${number}`);
  } catch (error) {
    if (!(error instanceof NothingToSend)) throw error;
    return unchanged(round, issue, job, event, error.message);
  }
  const asked: Exclude<ResolvableMode, { kind: 'automation' }> = {
    kind: 'follow-up',
    jobId: job.jobId,
    ask: askOf(event),
  };
  await carryPull(round, await resolved(round, asked, issue), event, async () => {
    log.info(
      `Sending job ${job.jobId} the push to #${number}: ${listing.total.toLocaleString('en-US')}${listing.cut ? ' or more' : ''} changed files${push.kind === 'since' ? ` since ${push.from.slice(0, 7)}` : ''}`,
    );
    return pushPrompt(event.pr, push, listing, settings.diffBudget);
  });
}

/**
 * A push that changed no file: nothing is sent, and the new head's check shows the round as it
 * stands. A job the thread records as ended shows its end; one that may still run is watched
 * (read, never sent to), so that its check ends as a round's does: with this round when it waits,
 * else with the sweep, which finds the new head in this round's note.
 */
async function unchanged(
  round: Round,
  issue: ThreadReport,
  job: PullJob,
  event: PullEvent,
  /** The push changed files, none under `paths`: this notice, in the log and the summary. */
  outside?: string,
): Promise<void> {
  const { log } = round;
  const where = `the push to #${event.pr.number} changes no file since job ${job.jobId} last saw it`;
  const say = async (notice: string) =>
    outside === undefined ? log.notice(notice) : round.report.nothingSent(outside);
  const end = recordedEnd(job.status, job.docsPr);
  if (end) {
    await say(`Nothing sent: ${where}, and the job has ended (${job.status}).`);
    const pull = docsPullOfField(job.docsPr);
    const link = pull && docsPullPage(pull, serverUrlOf(round.env));
    const output = endedOutput(end, { jobId: job.jobId, prLink: link }, log.redact);
    return new HeadCheck(round, event.head).ended(conclusionOf(end), output);
  }
  await say(`Nothing sent: ${where}; checking on the job, which may still be running.`);
  const watch = await resolved(round, { kind: 'watch', jobId: job.jobId }, issue);
  // Stryker disable next-line StringLiteral: a watch's prompt is never composed (carryPull)
  await carryPull(round, watch, event, () => Promise.resolve(''));
}

/**
 * Closed without merging: the thread says its docs pull request is not needed; docs-token closes
 * it. No job, nothing to the service.
 */
async function closedUnmerged(round: Round, event: PullEvent): Promise<void> {
  const { log } = round;
  const number = event.pr.number;
  const { issue, job } = await threadJob(round);
  if (!issue || !job) {
    return log.notice(`Nothing to do: pull request #${number} was closed without being merged.`);
  }
  const pull = docsPullOfField(job.docsPr);
  const closed = pull ? await closeDocsPull(round, pull, number) : undefined;
  log.notice(
    `Pull request #${number} was closed without being merged: its docs pull request is no longer needed${closed ? ' and is closed' : ''}.`,
  );
  const shown = pull && docsPullName(pull);
  await issue.noteOnce(
    noteMarker('let-go', job.jobId),
    letGoBody(job.jobId, shown, closed === undefined ? 'left' : closed ? 'closed' : 'failed'),
  );
}

/**
 * Merged: a thread that has this action's job defers to it (no second job); pushes it has not
 * seen are sent first, then its docs pull request's reviews asked. A thread without one, or a
 * re-run of a merge's own round, is docs follow code.
 */
async function mergedRound(round: Round, asked: Merged, event: PullEvent): Promise<void> {
  const { settings, log } = round;
  const { issue, job } = await threadJob(round);
  if (!issue || !job || (round.rerun && (await issue.jobs.readJobs()).ownRound)) {
    const plan = await resolved(round, asked, issue);
    return carryPlan(round, plan, (p) => composePrompt(p, settings, round));
  }
  log.notice(
    `No second job: pull request #${event.pr.number} already has its docs job ${job.jobId}, which follows the merge.`,
  );
  if (job.head !== undefined && job.head !== event.head) await followPush(round, issue, job, event);
  // The docs pull request this round got, else the one the thread records.
  const pull = roundDocsPull(round) ?? docsPullOfField(job.docsPr);
  if (pull) await askReviews(round, pull, event.pr.number, event.author);
}

/** The pull request's thread, and the docs job its comments record. */
async function threadJob(round: Round): Promise<{ issue?: ThreadReport; job?: PullJob }> {
  const issue = await round.report.openThread(round.settings, round.cancellation);
  return { issue, job: issue && pullJobOf((await issue.jobs.markers()).all) };
}

/** The round's plan from the thread, as every kind that carries one job resolves it. */
async function resolved(
  round: Round,
  asked: Exclude<ResolvableMode, { kind: 'automation' }>,
  issue: ThreadReport | undefined,
): Promise<Exclude<RoundPlan, { kind: 'automation' }>> {
  // Only an automation is asked for an automation plan.
  return resolveRound(
    asked,
    round.settings,
    issue?.jobs,
    statusAtService(round.client, round.signal),
    (m) => round.log.info(m),
    round.rerun,
  ) as Promise<Exclude<RoundPlan, { kind: 'automation' }>>;
}

/**
 * The job carried with its check: in progress on the head while it runs, ended with the round;
 * the marker records the head the job has now seen and its docs pull request. When the round gets
 * a docs pull request, docs-token ties it back.
 */
async function carryPull(
  round: Round,
  plan: Exclude<RoundPlan, { kind: 'automation' }>,
  event: PullEvent,
  compose: () => Promise<string>,
): Promise<void> {
  if (plan.kind !== 'create' && plan.kind !== 'follow-up' && plan.kind !== 'watch') {
    return carryPlan(round, plan, compose);
  }
  const check = new HeadCheck(round, event.head);
  const kindReport: KindReport = {
    view: () => {
      const pull = roundDocsPull(round);
      return { head: event.head, ...(pull && { docsPr: docsPullField(pull) }) };
    },
    ended: (state) => check.end(state),
  };
  const shown: JobPlan & { readonly shown: RoundDescription } = plan;
  await carryJob(
    round,
    shown,
    async () => {
      await check.start();
      // Stryker disable next-line StringLiteral: a watch sends nothing, so its prompt is never read
      return shown.kind === 'watch' ? '' : compose();
    },
    kindReport,
  );
}

/** The docs pull request the round's job has opened, as far as the round has seen it. */
const roundDocsPull = (round: Round) =>
  docsPullOf(round.report.state.record?.prLink, serverUrlOf(round.env));

/** Patches are read only when the prompt may show them. */
// Stryker disable next-line ConditionalExpression,EqualityOperator: patches only save memory here: with diff-budget 0 the prompt leaves every diff out either way
const withPatches = (round: Round): boolean => round.settings.diffBudget > 0;

/** A read of pull request `number` that stops the round, before anything is sent, when it fails. */
function readOf(round: Round, number: number) {
  return <T>(what: string, call: () => Promise<T>): Promise<T> =>
    readOrStop(call, round.signal, (error) =>
      stopBeforeSending(error, `could not read ${what} of pull request #${number}`),
    );
}

/** The pull request's own list of changed files: every file, up to FILE_CAP. */
async function wholeChange(round: Round, event: PullEvent): Promise<FileListing> {
  const number = event.pr.number;
  const reader = await codeReader(round, number);
  const files = await readOf(round, number)('the files', () =>
    reader.listFiles(FILE_CAP, { patches: withPatches(round) }),
  );
  return { files, total: Math.max(event.pr.changedFiles, files.length) };
}

function codeTarget(round: Round, number: number) {
  const repository = repositoryOf(round.env);
  if (!repository || !round.settings.githubToken) {
    throw new InputError(
      // Stryker disable next-line StringLiteral: who asked is read first, with the same token and repository, and stops the run without them
      `pull request #${number}'s docs job reads the pull request with github-token: leave github-token at its default (github.token), in a GitHub workflow (GITHUB_REPOSITORY)`,
    );
  }
  const { log } = round;
  return {
    token: round.settings.githubToken,
    ...repository,
    number,
    redact: log.redact,
    warn: (message: string) => log.warning(message),
  };
}

const codeReader = (round: Round, number: number) =>
  openPullRequest(codeTarget(round, number), round.github);
const codeHistory = (round: Round, number: number) =>
  openPullRequestHistory(codeTarget(round, number), round.github);
