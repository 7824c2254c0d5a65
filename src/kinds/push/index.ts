// Docs follow pushes: a `push` with no prompt documents what it brought (GitHub's compare of its
// `before` and `after`, or `after`'s own commit when there is nothing to compare with). The result
// goes to issue-number, else to each merged pull request the pushed commits belong to (once each),
// else only to the summary and outputs. A merge heard both as a push and as a merged pull request is one job:
// the push claims each merged pull request it belongs to (🚀), as the merge's own round does.
import { InputError, NothingToSend } from '../../common/errors.js';
import { repositoryOf } from '../../github/client.js';
import { COMPARE_FILE_CAP, type ChangedFile } from '../../github/pull-request.js';
import { openPushReader, type CommitPull, type PushReader } from '../../github/push.js';
import { readOrStop, stopBeforeSending } from '../../github/retry.js';
import { openThread } from '../../github/thread.js';
import { statusAtService } from '../../job/at-service.js';
import { underPaths, type FileListing } from '../../round/docs-prompt.js';
import { resolveRound, stopsRound } from '../../round/resolve.js';
import { claimMerge } from '../../round/thread-jobs.js';
import type { PushEvent } from '../../settings/types.js';
import type { ThreadReport } from '../../report/thread-report.js';
import { carryPlan, takenNotice } from '../../steps/carry-job.js';
import type { Round, RoundKind } from '../../steps/round.js';
import { commitCount, ownCommitReason, pushDocsPrompt, type Brought } from './prompt.js';

/** Pushed commits whose pull requests are looked up at most, the newest first. */
const PULL_LOOKUP_CAP = 20;

export const pushKind: RoundKind = {
  name: 'docs follow pushes',
  pick: ({ asked }) =>
    asked.kind === 'push' ? (round) => pushRound(round, asked.push) : undefined,
};

async function pushRound(round: Round, push: PushEvent): Promise<void> {
  const { settings, log } = round;
  const access = accessOf(round);
  const reader = await openPushReader(access, round.github);
  const read = await whatItBrought(round, reader, push);
  if (read.listing.files.length === 0) {
    return round.report.nothingSent(
      `Nothing to document: the push to ${push.branch} changes no file.`,
    );
  }
  let brought: Brought;
  try {
    brought = {
      ...read,
      listing: underPaths(read.listing, settings.paths, `the push to ${push.branch}`),
    };
  } catch (error) {
    if (error instanceof NothingToSend) return round.report.nothingSent(error.message);
    throw error;
  }
  const { listing } = brought;
  log.info(
    brought.kind === 'compared'
      ? `Documenting the push to ${push.branch}: ${commitCount(brought.commits.length)}, ${listing.total.toLocaleString('en-US')}${listing.cut ? ' or more' : ''} changed files`
      : `Documenting the commit ${push.after.slice(0, 7)} alone: ${ownCommitReason(push, brought.why)}`,
  );
  const pulls = await mergedPullsOf(
    round,
    reader,
    brought.kind === 'compared' ? brought.commits : [push.after],
  );
  const { ours, taken, elsewhere } = await claimed(round, access, pulls);
  if (pulls.length > 0 && ours.length === 0) {
    for (const pull of taken) log.notice(takenNotice({ kind: 'merge', number: pull.number }));
    return;
  }
  const [first, ...others] = ours;
  const issue = await round.report.openThread(
    { ...settings, issueNumber: settings.issueNumber ?? first?.pull.number },
    round.cancellation,
  );
  // Each merged pull request the round claimed gets its result, once: issue-number takes them all.
  if (settings.issueNumber === undefined) round.report.answerAlsoOn(others.map((o) => o.thread));
  const plan = await resolveRound(
    { kind: 'create', ask: { source: 'push', push } },
    settings,
    issue?.jobs,
    statusAtService(round.client, round.signal),
    (m) => log.info(m),
    round.rerun,
  );
  await carryPlan(round, plan as Exclude<typeof plan, { kind: 'automation' }>, () =>
    Promise.resolve(pushDocsPrompt(push, brought, { diffBudget: settings.diffBudget, elsewhere })),
  );
}

/**
 * One merge, one job: each merged pull request of the push is claimed, as the merge's own round
 * claims it. One that another run holds is left to that run, and one whose thread already has this
 * action's job (a pull request's docs job, which follows its merge) to that job: the prompt says
 * so; when none is left, this push is documented there and this round starts nothing. A claim
 * GitHub does not answer is this round's, with a warning, as a comment's is.
 */
async function claimed(
  round: Round,
  access: ReturnType<typeof accessOf>,
  pulls: readonly CommitPull[],
): Promise<{
  ours: { pull: CommitPull; thread: ThreadReport }[];
  taken: CommitPull[];
  elsewhere: CommitPull[];
}> {
  const ours: { pull: CommitPull; thread: ThreadReport }[] = [];
  const taken: CommitPull[] = [];
  const elsewhere: CommitPull[] = [];
  const [first] = pulls;
  if (!first) return { ours, taken, elsewhere };
  const claimer = await openThread({ ...access, number: first.number }, round.github);
  for (const pull of pulls) {
    if (stopsRound(await claimMerge(claimer, pull.number, access.warn), round.rerun)) {
      taken.push(pull);
      elsewhere.push(pull);
      continue;
    }
    // Read after the claim: a job the merge's own round started is then its claim's, never this.
    const thread = (await round.report.openPull(round.settings, pull.number)) as ThreadReport;
    const job = await threadJobOf(thread);
    if (job === undefined) {
      ours.push({ pull, thread });
      continue;
    }
    round.log.notice(
      `No second job: pull request #${pull.number} already has its docs job ${job}, which follows the merge.`,
    );
    elsewhere.push(pull);
  }
  return { ours, taken, elsewhere };
}

/**
 * The job the thread already has, unless it is this round's own from an earlier attempt (a
 * re-run goes on with it).
 */
async function threadJobOf(thread: ThreadReport): Promise<string | undefined> {
  const { latest, ownRound } = await thread.jobs.readJobs();
  return ownRound ? undefined : latest?.jobId;
}

/**
 * GitHub's compare of `before` and `after`, or `after`'s own commit when there is nothing to
 * compare with: a new branch, a `before` GitHub no longer knows, or an `after` not ahead of it (a
 * force-push). Never a failure of its own: only GitHub's failing to answer stops the round.
 */
async function whatItBrought(round: Round, reader: PushReader, push: PushEvent): Promise<Brought> {
  // Patches are read only when the prompt may show them.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: patches only save memory here: with diff-budget 0 the prompt leaves every diff out either way
  const patches = round.settings.diffBudget > 0;
  const read = readOf(round, push);
  let why: Extract<Brought, { kind: 'own-commit' }>['why'] = 'new-branch';
  if (push.before !== undefined) {
    const before = push.before;
    const compared = await read('the compare', () =>
      reader.compare(before, push.after, { patches }),
    );
    if (compared.status === 'ahead' || compared.status === 'identical') {
      return { kind: 'compared', commits: compared.commits, listing: listingOf(compared.files) };
    }
    why = compared.status === 'missing' ? 'unknown-before' : 'not-ahead';
  }
  const files = await read('the commit', () => reader.commitFiles(push.after, { patches }));
  return { kind: 'own-commit', why, listing: listingOf(files) };
}

/** GitHub lists at most 300 files of a compare or a commit, without saying how many there are. */
function listingOf(files: readonly ChangedFile[]): FileListing {
  return { files, total: files.length, cut: files.length >= COMPARE_FILE_CAP };
}

/**
 * The merged pull requests the pushed commits belong to, each once, in the order first met (the
 * newest commit first: a merge commit or a squashed one is the push's last).
 */
async function mergedPullsOf(
  round: Round,
  reader: PushReader,
  commits: readonly string[],
): Promise<CommitPull[]> {
  const newest = [...commits].reverse().slice(0, PULL_LOOKUP_CAP);
  const found = new Map<number, CommitPull>();
  for (const sha of newest) {
    const pulls = await readOrStop(
      () => reader.pullsOf(sha),
      round.signal,
      (error) =>
        stopBeforeSending(error, `could not read the pull requests of commit ${sha.slice(0, 7)}`),
    );
    for (const pull of pulls)
      if (pull.merged && !found.has(pull.number)) found.set(pull.number, pull);
  }
  return [...found.values()];
}

function readOf(round: Round, push: PushEvent) {
  return <T>(what: string, call: () => Promise<T>): Promise<T> =>
    readOrStop(call, round.signal, (error) =>
      stopBeforeSending(error, `could not read ${what} of the push to ${push.branch}`),
    );
}

function accessOf(round: Round) {
  const repository = repositoryOf(round.env);
  if (!repository || !round.settings.githubToken) {
    throw new InputError(
      'a push is documented from GitHub with github-token: leave github-token at its default (github.token), in a GitHub workflow (GITHUB_REPOSITORY)',
    );
  }
  const { log } = round;
  return {
    token: round.settings.githubToken,
    ...repository,
    redact: log.redact,
    warn: (message: string) => log.warning(message),
  };
}
