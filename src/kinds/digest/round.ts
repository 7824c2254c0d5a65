// A digest's round: the window from the thread's earlier digests, the pull requests merged in it,
// and the job to send them to (the previous digest's while it is at work or its docs pull
// request is still open, else a new one). Nothing merged: no job, a notice, no comment.
import { type MarkedComment } from '../../github/marker.js';
import { githubProblem, readOrStop, stopBeforeSending } from '../../github/retry.js';
import type { MergedPull, RepositoryReader } from '../../github/merged-pulls.js';
import { splitByPaths } from '../../common/path-filter.js';
import { planned, type JobPlan, type RoundDescription } from '../../round/plan.js';
import type { JobLookup } from '../../job/at-service.js';
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
    const what =
      leftOut > 0
        ? `None of the ${count(leftOut)} pull requests merged into ${digest.base} from ${day(window.from)} to ${day(window.to)} changed a file under paths (${settings.paths?.patterns.join(', ')}): nothing sent to Mintlify,`
        : `No pull requests were merged into ${digest.base} from ${day(window.from)} to ${day(window.to)}:`;
    return {
      kind: 'nothing-merged',
      notice: `${what} no digest this time (no job, no comment); the next one starts from the same point`,
    };
  }
  if (leftOut > 0) {
    deps.info(
      `${count(leftOut)} merged pull requests left out: none of their files is under paths`,
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
 * were left out.
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
  const { paths } = settings;
  if (!paths) return { digest: found, leftOut: 0 };
  const repository = await deps.repository();
  const kept: MergedPull[] = [];
  // Stryker disable next-line EqualityOperator: one more pass slices an empty batch, which reads nothing
  for (let i = 0; i < found.pulls.length; i += FILES_AT_ONCE) {
    const batch = found.pulls.slice(i, i + FILES_AT_ONCE);
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
  return { digest: { ...found, pulls: kept }, leftOut: found.pulls.length - kept.length };
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
): Promise<T> {
  return readOrStop(read, signal, (error) =>
    stopBeforeSending(
      error,
      githubProblem(error, what, 'give the job `permissions: pull-requests: read`'),
    ),
  );
}

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
