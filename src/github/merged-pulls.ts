// The pull requests merged into a branch in a window, from the pulls listing (a digest), and what
// a digest reads besides: the repository's default branch, each pull request's changed files,
// and whether a docs pull request is still open. The listing's rules are pure over a function
// that fetches one page, so they are tested without HTTP; openRepository supplies it.
//
// The pulls listing (`GET /repos/{o}/{r}/pulls?state=closed&base=…&sort=updated&direction=desc`)
// is read from the most recently updated down, until a page ends before the window: a pull request
// merged in the window was updated at its merge or later. Closed-unmerged ones are skipped. (The
// search API lists only a window's merges, but lags behind merges, allows 30 requests a minute
// and serves 1,000 results a query: bench/digest.ts measures both.)
import { call, octokitFor, type ThreadTarget } from './client.js';
import type { ChangedFile, PullRequest } from './pull-request.js';
import type { GitHubRetryDeps } from './retry.js';

/**
 * A pull request of a listing of merged ones (a digest's, before its files are read): who wrote it
 * and when it merged.
 */
export interface MergedPull extends PullRequest {
  /** The author's login, or '' when GitHub gave none. */
  readonly author: string;
  /** Epoch ms. */
  readonly mergedAt: number;
}

/** One page of a listing as GitHub answered it. */
export interface ListingPage {
  readonly items: readonly unknown[];
  /** The Link header names a next page. */
  readonly hasNext: boolean;
  /** The search API's total_count. */
  readonly totalCount?: number;
  /** The search API's incomplete_results: it timed out and the list may miss some. */
  readonly incomplete?: boolean;
}

/**
 * `GET /repos/{o}/{r}/pulls?state=closed&base=…&sort=updated&direction=desc&per_page=100&page=N`.
 */
export type PullsPageFetcher = (page: number) => Promise<ListingPage>;

/** A window of time, [from, to) in epoch ms. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

export interface MergedListing {
  /** Oldest merge first (ties by number); each once. */
  readonly pulls: MergedPull[];
  /** Pages fetched. */
  readonly requests: number;
  /** false when GitHub said its list may miss some (search timed out, or >1,000 in one second). */
  readonly complete: boolean;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

/** Whether a merge time falls in the window (half-open: a merge at `to` is the next one's). */
export function inSpan(span: Span, mergedAt: number): boolean {
  return mergedAt >= span.from && mergedAt < span.to;
}

/** A pulls-listing or search item as a merged pull request; undefined when it is not one. */
export function mergedPullOfJson(item: unknown): MergedPull | undefined {
  const json = object(item);
  if (typeof json.number !== 'number' || !Number.isSafeInteger(json.number)) return undefined;
  // The pulls listing has merged_at; a search result has it under pull_request.
  const mergedAt = Date.parse(text(json.merged_at) || text(object(json.pull_request).merged_at));
  if (Number.isNaN(mergedAt)) return undefined;
  return {
    number: json.number,
    title: text(json.title),
    body: text(json.body),
    url: text(json.html_url),
    author: text(object(json.user).login),
    mergedAt,
    baseRef: text(object(json.base).ref),
  };
}

/** Oldest merge first, ties by number. */
export function inOrder(found: Map<number, MergedPull>): MergedPull[] {
  return [...found.values()].sort((a, b) => a.mergedAt - b.mergedAt || a.number - b.number);
}

/**
 * Every pull request merged into `base` within the window, from the pulls listing sorted by
 * update time, newest first: page after page until there is no next page or a page's last pull
 * request was last updated before the window starts.
 */
export async function readMergedFromPulls(
  fetchPage: PullsPageFetcher,
  window: Span,
  base: string,
): Promise<MergedListing> {
  const found = new Map<number, MergedPull>();
  let requests = 0;
  for (let page = 1; ; page += 1) {
    const { items, hasNext } = await fetchPage(page);
    requests += 1;
    for (const item of items) {
      const pull = mergedPullOfJson(item);
      if (pull && pull.baseRef === base && inSpan(window, pull.mergedAt)) {
        found.set(pull.number, pull);
      }
    }
    const last = Date.parse(text(object(items.at(-1)).updated_at));
    if (!hasNext || items.length === 0 || last < window.from) break;
  }
  return { pulls: inOrder(found), requests, complete: true };
}

/** A merged pull request's changed files, and GitHub's counts of them. */
interface PullFiles {
  readonly files: ChangedFile[];
  /** GitHub's count of changed files: at least files.length. */
  readonly changedFiles: number;
  readonly additions: number;
  readonly deletions: number;
}

/**
 * What GitHub's issues listing says of a closed pull request: how many comments it has, and how
 * many 🚀 reactions (undefined when the listing gives no reaction counts).
 */
export interface PullActivity {
  readonly comments: number;
  readonly rockets?: number;
}

/**
 * A docs pull request's state: `open`, `closed` (merged or not), or unknown (GitHub would not say).
 */
export type PullState = 'open' | 'closed' | undefined;

/**
 * A repository, as far as a digest reads it. Every call through the GitHub client's retry policy.
 */
export interface RepositoryReader {
  /** `GET /repos/{o}/{r}`: its default branch. */
  defaultBranch(): Promise<string>;
  /** The merged pull requests of the window into `base`: every page of the pulls listing. */
  listMerged(window: Span, base: string): Promise<MergedListing>;
  /**
   * A pull request's changed files: one page of 100 (patches only when wanted), and the pull
   * request itself for the counts only when there are more: one request for most.
   */
  files(number: number, patches: boolean): Promise<PullFiles>;
  /**
   * `GET /repos/{o}/{r}/pulls/{n}` of any repository this token may read; undefined when GitHub
   * will not say (404, 403).
   */
  pullState(owner: string, repo: string, number: number): Promise<PullState>;
  /**
   * `GET /repos/{o}/{r}/issues?state=closed&since=…`, every page: the pull requests closed and
   * last updated at or after `since` (epoch ms; a merge in a window was updated at its merge or
   * later), by number, with their comment and 🚀 counts. A page holds a hundred closed issues and
   * pull requests.
   */
  closedActivity(since: number): Promise<Map<number, PullActivity>>;
}

const PER_PAGE = 100;
// Stryker disable next-line StringLiteral: any text without rel="next" is no next page, as '' is
const hasNextPage = (link: string | undefined): boolean => /\brel="next"/.test(link ?? '');

/** Opens the repository of `target` (its number is not used). */
export async function openRepository(
  target: Omit<ThreadTarget, 'number'>,
  retry: GitHubRetryDeps,
): Promise<RepositoryReader> {
  const octokit = await octokitFor(target, retry);
  const repo = { owner: target.owner, repo: target.repo };
  return {
    defaultBranch: () => call(async () => (await octokit.rest.repos.get(repo)).data.default_branch),
    listMerged: (window, base) =>
      call(() =>
        readMergedFromPulls(
          async (page) => {
            const response = await octokit.rest.pulls.list({
              ...repo,
              state: 'closed',
              base,
              sort: 'updated',
              direction: 'desc',
              per_page: PER_PAGE,
              page,
            });
            return { items: response.data, hasNext: hasNextPage(response.headers.link) };
          },
          window,
          base,
        ),
      ),
    files: (number, patches) =>
      call(async () => {
        const where = { ...repo, pull_number: number };
        const response = await octokit.rest.pulls.listFiles({ ...where, per_page: PER_PAGE });
        const files: ChangedFile[] = response.data.map((f) => ({
          filename: f.filename,
          status: f.status,
          additions: f.additions,
          deletions: f.deletions,
          ...(f.previous_filename !== undefined && { previousFilename: f.previous_filename }),
          ...(patches && f.patch !== undefined && { patch: f.patch }),
        }));
        if (!hasNextPage(response.headers.link)) {
          const sum = (pick: (f: ChangedFile) => number): number =>
            files.reduce((total, f) => total + pick(f), 0);
          return {
            files,
            changedFiles: files.length,
            additions: sum((f) => f.additions),
            deletions: sum((f) => f.deletions),
          };
        }
        const { data } = await octokit.rest.pulls.get(where);
        return {
          files,
          changedFiles: Math.max(data.changed_files, files.length),
          additions: data.additions,
          deletions: data.deletions,
        };
      }),
    closedActivity: (since) =>
      call(async () => {
        const items = await octokit.paginate('GET /repos/{owner}/{repo}/issues', {
          ...repo,
          state: 'closed',
          // As GitHub documents it (whole seconds), rounded down: nothing updated at `since` is lost.
          since: new Date(Math.floor(since / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
          per_page: PER_PAGE,
        });
        const activity = new Map<number, PullActivity>();
        for (const item of items) {
          if (!item.pull_request) continue;
          const rockets = item.reactions?.rocket;
          activity.set(item.number, {
            comments: item.comments,
            ...(typeof rockets === 'number' && { rockets }),
          });
        }
        return activity;
      }),
    pullState: (owner, name, number) =>
      call(async () => {
        try {
          const { data } = await octokit.rest.pulls.get({
            owner,
            repo: name,
            pull_number: number,
          });
          return data.state === 'open' ? 'open' : 'closed';
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          if (status === 404 || status === 403) return undefined;
          throw error;
        }
      }),
  };
}
