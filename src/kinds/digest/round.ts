// A digest's round: the window from the thread's earlier digests, the pull requests merged in it,
// and the job to send them to (the previous digest's while it is at work or its docs pull
// request is still open, else a new one). Nothing merged: no job, a notice, no comment.
import pLimit from 'p-limit';
import { type MarkedComment } from '../../github/marker.js';
import { githubProblem, readOrStop, stopBeforeSending } from '../../github/retry.js';
import type { MergedPull, RepositoryReader } from '../../github/merged-pulls.js';
import { splitByPaths, type PathFilter } from '../../common/path-filter.js';
import { planned, type JobPlan, type RoundDescription } from '../../round/plan.js';
import type { JobLookup } from '../../job/at-service.js';
import type { DocumentedBy, DocumentedLook } from '../../round/thread-jobs.js';
import type { RoundMode, Digest, Settings } from '../../settings/types.js';
import {
  formatWindowEnd,
  previousDigestEnd,
  readWindowEnd,
  resolveWindow,
  type DigestRound,
  type DigestWindow,
} from './window.js';

type DigestMode = Extract<RoundMode, { kind: 'digest' }>;

/** The digest thread (issue-number), as far as choosing the window and the job needs it. */
export interface DigestThread {
  readonly number: number;
  /**
   * The action's comments on the thread, and those of this round's earlier attempt, oldest first.
   */
  markers(): Promise<{
    readonly all: readonly MarkedComment[];
    readonly own: readonly MarkedComment[];
  }>;
}

export interface DigestDeps {
  /** undefined without issue-number: a digest with no thread is always a new job. */
  readonly thread?: DigestThread;
  readonly repository: () => Promise<RepositoryReader>;
  readonly lookup: JobLookup;
  /** Wall-clock epoch ms: the window ends now. */
  readonly now: number;
  /** GITHUB_SERVER_URL: a docs pull request on it is read through the API to see if it is open. */
  readonly serverUrl: string;
  readonly rerun: boolean;
  readonly info: (message: string) => void;
  readonly notice: (message: string) => void;
  /** The run's cancellation. */
  readonly signal?: AbortSignal;
  /**
   * Whether merged pull request `number` already had its docs job (round/thread-jobs.ts,
   * documentedBy), reading what `look` says is worth reading; undefined: none is looked for.
   */
  readonly documented?: (number: number, look: DocumentedLook) => Promise<DocumentedBy | undefined>;
}

/** A digest round's plan: a job to work with, or nothing merged (a notice, no job, no comment). */
export type DigestPlan =
  | (JobPlan & { readonly shown: RoundDescription })
  | { readonly kind: 'nothing-merged'; readonly notice: string };

/** Statuses whose job did not take the digest in hand: its pull requests go into the next one. */
const NOT_COVERED = new Set(['failed', 'archived']);

/** The digest rounds the thread's markers record (those with a window end). */
export function digestRounds(marked: readonly MarkedComment[]): DigestRound[] {
  const rounds: DigestRound[] = [];
  for (const { marker } of marked) {
    const end = readWindowEnd(marker.until);
    if (end === undefined) continue;
    const covered =
      marker.jobId !== undefined && marker.sent !== false && !NOT_COVERED.has(marker.status);
    rounds.push({ end, covered });
  }
  return rounds;
}

/**
 * The owner, name and number of a pull request link on this GitHub (`serverUrl`); undefined for
 * any other address, which is then never read.
 */
export function pullOfLink(
  link: string,
  serverUrl: string,
): { owner: string; repo: string; number: number } | undefined {
  const prefix = `${serverUrl.replace(/\/+$/, '')}/`;
  if (!/^https:\/\//.test(prefix) || !link.startsWith(prefix)) return undefined;
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/([1-9]\d{0,9})(?:[/?#].*)?$/.exec(
    link.slice(prefix.length),
  );
  return match
    ? // Stryker disable next-line StringLiteral: both groups are required, so a match always has them
      { owner: match[1] ?? '', repo: match[2] ?? '', number: Number(match[3]) }
    : undefined;
}

const day = (ms: number): string => formatWindowEnd(ms);
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * The digest's round. A re-run of a run whose digest already reached its job checks on that job
 * (with the same window, read again for the list of what it covered) and sends nothing twice.
 */
export async function resolveDigest(
  asked: DigestMode,
  settings: Settings,
  deps: DigestDeps,
): Promise<DigestPlan> {
  // A date in the future is an input error before any request.
  // Stryker disable next-line ConditionalExpression: resolveWindow never throws for last-digest (and its window is not read here)
  if (asked.since.kind !== 'last-digest') resolveWindow(asked.since, { now: deps.now });
  const { all, own } = deps.thread ? await deps.thread.markers() : { all: [], own: [] };
  const ownRound = own.findLast((m) => m.marker.jobId !== undefined && m.marker.sent !== false);
  const ownEnd = readWindowEnd(ownRound?.marker.until);
  const earlier = all.filter((m) => !own.includes(m));
  // A re-run whose earlier attempt's job is gone: that attempt's pull requests are not in hand.
  let counted = all;
  if (deps.rerun && ownRound?.marker.jobId && ownEnd !== undefined) {
    const jobId = ownRound.marker.jobId;
    counted = earlier;
    if ((await deps.lookup(jobId)) !== 'gone') {
      deps.info(
        `An earlier attempt of this run already sent its digest to job ${jobId}: checking on it instead of sending anything again`,
      );
      const window = resolveWindow(asked.since, {
        now: ownEnd,
        previousEnd: previousDigestEnd(digestRounds(earlier)),
      });
      const { digest } = await merged(window, deps, settings);
      const shown: RoundDescription = {
        action: 'check',
        request: asked.given && { text: asked.given.prompt },
        documentsPullRequest: false,
        digest,
      };
      return { kind: 'watch', jobId, shown };
    }
  }
  const window = resolveWindow(asked.since, {
    now: deps.now,
    previousEnd: previousDigestEnd(digestRounds(counted)),
  });
  deps.info(
    `Digest window: from ${formatWindowEnd(window.from)} (${window.start}) to ${formatWindowEnd(window.to)}`,
  );
  const { digest, leftOut } = await merged(window, deps, settings);
  if (digest.pulls.length === 0) {
    return { kind: 'nothing-merged', notice: nothingLeft(digest, leftOut, settings.paths) };
  }
  if (leftOut > 0) {
    deps.info(
      `${count(leftOut)} merged pull requests left out: none of their files is under paths`,
    );
  }
  const documented = digest.documented ?? [];
  if (documented.length > 0) {
    deps.notice(
      `${count(documented.length)} merged pull request${documented.length === 1 ? '' : 's'} left out of this digest as already documented (${documented.length === 1 ? 'it' : 'each'} had its own docs job): ${numbers(documented)}`,
    );
  }
  deps.info(`${count(digest.pulls.length)} pull requests merged into ${digest.base} in the window`);
  const ask = { source: 'digest' as const, digest, ...(asked.given && { given: asked.given }) };
  const jobId = await previousJob(all, deps);
  return planned(jobId ? { kind: 'follow-up', jobId, ask } : { kind: 'create', ask }, settings);
}

/**
 * The window's merged pull requests into the repository's default branch; under `paths`, only
 * those with a file that counts (their files read now, as the prompt reads them), and how many
 * were left out; then, of those, the ones that already had their docs job are left out too
 * (`documented` in the digest).
 */
async function merged(
  window: DigestWindow,
  deps: DigestDeps,
  settings: Pick<Settings, 'paths' | 'diffBudget'>,
): Promise<{ digest: Digest; leftOut: number }> {
  const found = await fromGitHub(
    'list the merged pull requests on GitHub',
    deps.signal,
    async () => {
      const repository = await deps.repository();
      const base = await repository.defaultBranch();
      const listing = await repository.listMerged(window, base);
      return { from: window.from, to: window.to, base, pulls: listing.pulls };
    },
  );
  const counted = await underPaths(found.pulls, deps, settings);
  const documented = await alreadyDocumented(counted, window, deps);
  const pulls = counted.filter((pull) => !documented.includes(pull));
  return {
    digest: { ...found, pulls, ...(documented.length > 0 && { documented }) },
    leftOut: found.pulls.length - counted.length,
  };
}

/** The merged pull requests with a file under `paths` (all of them without). */
async function underPaths(
  pulls: readonly MergedPull[],
  deps: DigestDeps,
  settings: Pick<Settings, 'paths' | 'diffBudget'>,
): Promise<readonly MergedPull[]> {
  const { paths } = settings;
  if (!paths) return pulls;
  const repository = await deps.repository();
  const kept: MergedPull[] = [];
  // Stryker disable next-line EqualityOperator: one more pass slices an empty batch, which reads nothing
  for (let i = 0; i < pulls.length; i += FILES_AT_ONCE) {
    const batch = pulls.slice(i, i + FILES_AT_ONCE);
    const counts = await Promise.all(
      batch.map(async (pull) => {
        const { files } = await fromGitHub(
          `read the changed files of pull request #${pull.number}`,
          deps.signal,
          () => repository.files(pull.number, settings.diffBudget > 0),
        );
        return splitByPaths(files, paths).counted.length > 0;
      }),
    );
    kept.push(...batch.filter((_, j) => counts[j]));
  }
  return kept;
}

/**
 * The merged pull requests that already had their docs job (deps.documented), in their order.
 * What it costs: the window's closed pull requests with their comment and 🚀 counts, from GitHub's
 * issues listing (a page a hundred closed issues and pull requests updated since the window
 * began); then, only for a pull request with a 🚀 or a comment, its 🚀 reactions (when it has
 * one) and its comments (when it has some and its merge is unclaimed), DOCUMENTED_AT_ONCE pull
 * requests at a time. A merged pull request with neither costs nothing more.
 */
async function alreadyDocumented(
  pulls: readonly MergedPull[],
  window: DigestWindow,
  deps: DigestDeps,
): Promise<MergedPull[]> {
  const { documented } = deps;
  if (!documented || pulls.length === 0) return [];
  const repository = await deps.repository();
  const activity = await fromGitHub(
    'list the closed pull requests on GitHub',
    deps.signal,
    () => repository.closedActivity(window.from),
    ISSUES_READ,
  );
  const limit = pLimit(DOCUMENTED_AT_ONCE);
  const found = await Promise.all(
    pulls.map((pull) => {
      // A pull request the listing missed is read in full.
      const seen = activity.get(pull.number);
      const look = {
        reactions: seen?.rockets !== 0,
        comments: seen === undefined || seen.comments > 0,
      };
      if (!look.reactions && !look.comments) return undefined;
      return limit(() =>
        fromGitHub(
          `read whether pull request #${pull.number} already had its docs job`,
          deps.signal,
          () => documented(pull.number, look),
          ISSUES_READ,
        ),
      );
    }),
  );
  return pulls.filter((_, i) => found[i] !== undefined);
}

/** Merged pull requests whose docs job is looked for at once. */
const DOCUMENTED_AT_ONCE = 4;

/** Pull request numbers named at most in a line; the rest are counted. */
const NUMBERS_NAMED = 20;

/** `#12, #15`, and how many more past NUMBERS_NAMED. */
function numbers(pulls: readonly MergedPull[]): string {
  const named = pulls
    .slice(0, NUMBERS_NAMED)
    .map((pull) => `#${pull.number}`)
    .join(', ');
  const more = pulls.length - NUMBERS_NAMED;
  return more > 0 ? `${named} and ${count(more)} more` : named;
}

/**
 * Why a digest has nothing to send, as its notice says it: nothing merged in the window, nothing
 * merged under `paths` (`leftOut`), every merge already documented, or both of the last two.
 */
function nothingLeft(digest: Digest, leftOut: number, paths: PathFilter | undefined): string {
  const documented = digest.documented?.length ?? 0;
  const merged = `merged into ${digest.base} from ${day(digest.from)} to ${day(digest.to)}`;
  const underPaths = `under paths (${paths?.patterns.join(', ')})`;
  const wereDocumented = `${documented === 1 ? 'was' : 'were'} already documented (${documented === 1 ? 'it' : 'each'} had its own docs job)`;
  const what =
    documented === 0
      ? leftOut === 0
        ? `No pull requests were ${merged}:`
        : `None of the ${count(leftOut)} pull requests ${merged} changed a file ${underPaths}: nothing sent to Mintlify,`
      : leftOut === 0
        ? `${documented === 1 ? 'The one pull request' : `All ${count(documented)} pull requests`} ${merged} ${wereDocumented}: nothing sent to Mintlify,`
        : `None of the ${count(leftOut + documented)} pull requests ${merged} is left to document: ${count(leftOut)} changed no file ${underPaths}, and ${count(documented)} ${wereDocumented}: nothing sent to Mintlify,`;
  return `${what} no digest this time (no job, no comment); the next one starts from the same point`;
}

/** Pull requests whose files are read at once: GitHub's secondary rate limits frown on more. */
export const FILES_AT_ONCE = 4;

/**
 * A GitHub read the digest cannot do without: its failure in one line, whose fault and what to do.
 */
export async function fromGitHub<T>(
  what: string,
  signal: AbortSignal | undefined,
  read: () => Promise<T>,
  grant = 'give the job `permissions: pull-requests: read`',
): Promise<T> {
  return readOrStop(read, signal, (error) =>
    stopBeforeSending(error, githubProblem(error, what, grant)),
  );
}

/** What reading a pull request's issue side (the issues listing, comments, reactions) takes. */
const ISSUES_READ = 'give the job `permissions: issues: read` and `pull-requests: read`';

/**
 * The previous digest's job, when the new digest should go to it: still at work, or completed
 * with a docs pull request that is still open. When that pull request cannot be read (another
 * repository the token cannot see), a new job: at worst a second docs pull request, never
 * changes sent to a pull request that was already merged.
 */
async function previousJob(
  all: readonly MarkedComment[],
  deps: DigestDeps,
): Promise<string | undefined> {
  const latest = all.findLast((m) => m.marker.until !== undefined && m.marker.jobId !== undefined);
  const jobId = latest?.marker.jobId;
  if (!latest || !jobId || !deps.thread) return undefined;
  const where = `the previous digest's job ${jobId}`;
  const found = await deps.lookup(jobId);
  const status = found === 'gone' ? 'gone' : (found?.status ?? latest.marker.status);
  if (status === 'active') {
    deps.info(`${where} is still at work: sending it this digest as a follow-up`);
    return jobId;
  }
  const prLink = found !== 'gone' ? found?.prLink : undefined;
  if (status !== 'completed' || !prLink) {
    const why =
      status === 'gone'
        ? 'no longer exists'
        : status === 'completed'
          ? 'completed with no pull request'
          : `ended ${status}`;
    deps.info(`${where} ${why}: starting a new job`);
    return undefined;
  }
  const pull = pullOfLink(prLink, deps.serverUrl);
  const state = pull
    ? await (
        await deps.repository()
      )
        .pullState(pull.owner, pull.repo, pull.number)
        .catch((error: unknown) => {
          if (deps.signal?.aborted) throw error;
          return undefined;
        })
    : undefined;
  if (state === 'open') {
    deps.info(
      `${where} has a pull request that is still open: sending it this digest as a follow-up`,
    );
    return jobId;
  }
  if (state === 'closed') {
    deps.info(`${where}'s pull request is closed: starting a new job`);
    return undefined;
  }
  deps.notice(
    `Could not tell whether the pull request of ${where} is still open (GitHub would not show it to this token, or it is not on this GitHub): starting a new job rather than adding to a pull request that may be merged already; close one of the two if they overlap`,
  );
  return undefined;
}
