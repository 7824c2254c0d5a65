// Reading the pull requests merged in a window, every page of the listing, from either of GitHub's
// two ways to list them. Pure over one small interface (a function that fetches one page), so that
// the reading rules are tested without HTTP; the GitHub client supplies the function.
//
// - The pulls listing (`GET /repos/{o}/{r}/pulls?state=closed&base=…&sort=updated&direction=desc`)
//   is read from the most recently updated down, until a page ends before the window: a pull request
//   merged in the window was updated at its merge or later. Closed-unmerged ones are skipped here.
// - The search API (`GET /search/issues`, `merged:FROM..TO`) lists only what merged in the window,
//   but serves the first 1,000 results of a query: a bigger window is split in halves by time until
//   each half fits, at the cost of one request per split.
import { inWindow, type DigestWindow } from './window.js';

/** A merged pull request, as far as the digest needs it before its files are read. */
export interface MergedPull {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  /** html_url: shown as text or linked when https, never fetched. */
  readonly url: string;
  /** The author's login, or '' when GitHub gave none. */
  readonly author: string;
  /** Epoch ms. */
  readonly mergedAt: number;
  /** The branch it was merged into ('' when the listing does not say: the search's own base filter). */
  readonly baseRef: string;
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

/** `GET /repos/{o}/{r}/pulls?state=closed&base=…&sort=updated&direction=desc&per_page=100&page=N`. */
export type PullsPageFetcher = (page: number) => Promise<ListingPage>;

/** `GET /search/issues?q=…merged:FROM..TO&per_page=100&page=N`, both ends inclusive (epoch ms). */
export type SearchPageFetcher = (
  range: { readonly from: number; readonly to: number },
  page: number,
) => Promise<ListingPage>;

export interface MergedListing {
  /** Oldest merge first (ties by number); each once. */
  readonly pulls: MergedPull[];
  /** Pages fetched. */
  readonly requests: number;
  /** false when GitHub said its list may miss some (search timed out, or >1,000 in one second). */
  readonly complete: boolean;
}

/** What the search API serves of one query. */
export const SEARCH_RESULT_CAP = 1000;

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

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

function inOrder(found: Map<number, MergedPull>): MergedPull[] {
  return [...found.values()].sort((a, b) => a.mergedAt - b.mergedAt || a.number - b.number);
}

/**
 * Every pull request merged into `base` within the window, from the pulls listing sorted by
 * update time, newest first: page after page until there is no next page or a page's last pull
 * request was last updated before the window starts.
 */
export async function readMergedFromPulls(
  fetchPage: PullsPageFetcher,
  window: Pick<DigestWindow, 'from' | 'to'>,
  base: string,
): Promise<MergedListing> {
  const found = new Map<number, MergedPull>();
  let requests = 0;
  for (let page = 1; ; page += 1) {
    const { items, hasNext } = await fetchPage(page);
    requests += 1;
    for (const item of items) {
      const pull = mergedPullOfJson(item);
      if (pull && pull.baseRef === base && inWindow(window, pull.mergedAt)) {
        found.set(pull.number, pull);
      }
    }
    const last = Date.parse(text(object(items.at(-1)).updated_at));
    if (!hasNext || items.length === 0 || last < window.from) break;
  }
  return { pulls: inOrder(found), requests, complete: true };
}

/** A search query for the pull requests merged into `base` of `repo` within [from, to] (inclusive). */
export function mergedSearchQuery(
  repo: string,
  base: string,
  range: { readonly from: number; readonly to: number },
): string {
  // `Z`, not `+00:00`: Octokit leaves a `+` in the query string as it is, and there it is a space.
  const at = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `repo:${repo} is:pr is:merged base:${base} merged:${at(range.from)}..${at(range.to)}`;
}

/**
 * Every pull request merged within the window, from the search API: the window as one inclusive
 * range (its end is exclusive, so the range stops a second before it), and any range whose
 * total_count is over the 1,000 the API serves split in two halves by time, down to one second.
 */
export async function readMergedFromSearch(
  fetchPage: SearchPageFetcher,
  window: Pick<DigestWindow, 'from' | 'to'>,
): Promise<MergedListing> {
  const found = new Map<number, MergedPull>();
  let requests = 0;
  let complete = true;
  if (window.to <= window.from) return { pulls: [], requests, complete };
  const ranges = [{ from: window.from, to: window.to - 1000 }];
  for (let range = ranges.shift(); range; range = ranges.shift()) {
    for (let page = 1; ; page += 1) {
      const answer = await fetchPage(range, page);
      requests += 1;
      const total = answer.totalCount ?? 0;
      if (page === 1 && total > SEARCH_RESULT_CAP && range.to > range.from) {
        const mid = range.from + Math.floor((range.to - range.from) / 2000) * 1000;
        ranges.unshift({ from: range.from, to: mid }, { from: mid + 1000, to: range.to });
        break;
      }
      if (answer.incomplete || (page === 1 && total > SEARCH_RESULT_CAP)) complete = false;
      for (const item of answer.items) {
        const pull = mergedPullOfJson(item);
        if (pull && inWindow(window, pull.mergedAt)) found.set(pull.number, pull);
      }
      if (!answer.hasNext || answer.items.length === 0) break;
    }
  }
  return { pulls: inOrder(found), requests, complete };
}
