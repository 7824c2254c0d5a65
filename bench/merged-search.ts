// Bench-only: reading the pull requests merged in a window from the search API, every page (the action reads
// the pulls listing: github/merged-pulls.ts; bench/digest.ts measures both). Pure over a
// function that fetches one page. The search API (`GET /search/issues`, `merged:FROM..TO`) lists
// only what merged in the window, but serves the first 1,000 results of a query: a bigger window
// is split in halves by time until each half fits, at the cost of one request per split.
import {
  inOrder,
  inSpan,
  mergedPullOfJson,
  type ListingPage,
  type MergedListing,
  type MergedPull,
  type Span,
} from '../src/github/merged-pulls.js';
import { formatWindowEnd } from '../src/kinds/digest/window.js';

/** `GET /search/issues?q=…merged:FROM..TO&per_page=100&page=N`, both ends inclusive (epoch ms). */
export type SearchPageFetcher = (
  range: { readonly from: number; readonly to: number },
  page: number,
) => Promise<ListingPage>;

/** What the search API serves of one query. */
export const SEARCH_RESULT_CAP = 1000;

/** A search query for the pull requests merged into `base` of `repo` within [from, to] (inclusive). */
export function mergedSearchQuery(
  repo: string,
  base: string,
  range: { readonly from: number; readonly to: number },
): string {
  // Whole seconds ending in `Z`, as a marker's window end is written; not `+00:00`: Octokit leaves
  // a `+` in the query string as it is, and there it is a space.
  const [from, to] = [formatWindowEnd(range.from), formatWindowEnd(range.to)];
  return `repo:${repo} is:pr is:merged base:${base} merged:${from}..${to}`;
}

/**
 * Every pull request merged within the window, from the search API: the window as one inclusive
 * range (its end is exclusive, so the range stops a second before it), and any range whose
 * total_count is over the 1,000 the API serves split in two halves by time, down to one second.
 */
export async function readMergedFromSearch(
  fetchPage: SearchPageFetcher,
  window: Span,
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
        if (pull && inSpan(window, pull.mergedAt)) found.set(pull.number, pull);
      }
      if (!answer.hasNext || answer.items.length === 0) break;
    }
  }
  return { pulls: inOrder(found), requests, complete };
}
