import { describe, expect, it } from '@jest/globals';
import {
  mergedSearchQuery,
  readMergedFromSearch,
  SEARCH_RESULT_CAP,
} from '../../bench/merged-search.js';
import {
  mergedPullOfJson,
  readMergedFromPulls,
  type ListingPage,
} from '../../src/github/merged-pulls.js';

const HOUR = 3_600_000;
const TO = Date.parse('2026-11-25T12:00:00Z');
const WINDOW = { from: TO - 7 * 24 * HOUR, to: TO };
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

interface Pull {
  number: number;
  mergedAt: number | null;
  updatedAt: number;
  base: string;
}

/** A pulls-listing item in GitHub's shape (the fields the reader reads). */
const listItem = (p: Pull) => ({
  number: p.number,
  title: `Change ${p.number}`,
  body: 'Body',
  html_url: `https://github.com/acme/app/pull/${p.number}`,
  user: { login: 'octocat' },
  merged_at: p.mergedAt === null ? null : iso(p.mergedAt),
  updated_at: iso(p.updatedAt),
  base: { ref: p.base },
});

/** The pulls listing over `pulls` as GitHub serves state=closed&sort=updated&direction=desc, 100 a page. */
function pullsListing(pulls: Pull[], perPage = 100) {
  const sorted = [...pulls].sort((a, b) => b.updatedAt - a.updatedAt);
  const pages: number[] = [];
  const fetch = (page: number): Promise<ListingPage> => {
    pages.push(page);
    const items = sorted.slice((page - 1) * perPage, page * perPage).map(listItem);
    return Promise.resolve({ items, hasNext: page * perPage < sorted.length });
  };
  return { fetch, pages };
}

/** The search API over `pulls` (merged into main only), 100 a page, the first 1,000 only. */
function searchApi(pulls: Pull[], options: { incomplete?: boolean } = {}) {
  const calls: Array<{ from: number; to: number; page: number }> = [];
  const fetch = (range: { from: number; to: number }, page: number): Promise<ListingPage> => {
    calls.push({ ...range, page });
    const found = pulls.filter(
      (p) =>
        p.base === 'main' &&
        p.mergedAt !== null &&
        p.mergedAt >= range.from &&
        p.mergedAt <= range.to + 999,
    );
    const reachable = found.slice(0, SEARCH_RESULT_CAP);
    const items = reachable.slice((page - 1) * 100, page * 100).map((p) => ({
      ...listItem(p),
      merged_at: undefined,
      base: undefined,
      pull_request: { merged_at: iso(p.mergedAt ?? 0) },
    }));
    return Promise.resolve({
      items,
      hasNext: page * 100 < reachable.length,
      totalCount: found.length,
      incomplete: options.incomplete ?? false,
    });
  };
  return { fetch, calls };
}

/** `count` pull requests merged into main, spread over the window, plus others around them. */
function repository(count: number): Pull[] {
  const pulls: Pull[] = [];
  const step = (WINDOW.to - WINDOW.from) / count;
  for (let i = 0; i < count; i += 1) {
    const mergedAt = Math.floor((WINDOW.from + i * step) / 1000) * 1000;
    pulls.push({ number: pulls.length + 1, mergedAt, updatedAt: mergedAt, base: 'main' });
  }
  // Before the window, one of them commented on since (updated in the window, merged before it).
  pulls.push({
    number: 9001,
    mergedAt: WINDOW.from - HOUR,
    updatedAt: WINDOW.from - HOUR,
    base: 'main',
  });
  pulls.push({
    number: 9002,
    mergedAt: WINDOW.from - 2 * HOUR,
    updatedAt: TO - HOUR,
    base: 'main',
  });
  for (let k = 0; k < 30; k += 1) {
    const t = WINDOW.from - (k + 3) * HOUR;
    pulls.push({ number: 9100 + k, mergedAt: t, updatedAt: t, base: 'main' });
  }
  // In the window but closed without merging, or into another branch.
  pulls.push({ number: 9003, mergedAt: null, updatedAt: TO - 2 * HOUR, base: 'main' });
  pulls.push({ number: 9004, mergedAt: TO - 3 * HOUR, updatedAt: TO - 3 * HOUR, base: 'release' });
  // Merged at the very end of the window: the next window's.
  pulls.push({ number: 9005, mergedAt: TO, updatedAt: TO, base: 'main' });
  return pulls;
}

const numbers = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

describe('a listing item as a merged pull request', () => {
  it('reads the pulls listing and the search shapes alike', () => {
    const pull = { number: 7, mergedAt: TO - HOUR, updatedAt: TO, base: 'main' };
    const expected = {
      number: 7,
      title: 'Change 7',
      body: 'Body',
      url: 'https://github.com/acme/app/pull/7',
      author: 'octocat',
      mergedAt: TO - HOUR,
    };
    expect(mergedPullOfJson(listItem(pull))).toEqual({ ...expected, baseRef: 'main' });
    expect(
      mergedPullOfJson({
        ...listItem(pull),
        merged_at: undefined,
        base: undefined,
        pull_request: { merged_at: iso(TO - HOUR) },
      }),
    ).toEqual({ ...expected, baseRef: '' });
  });

  it('is nothing when not merged or not a pull request; missing text is empty', () => {
    expect(
      mergedPullOfJson(listItem({ number: 1, mergedAt: null, updatedAt: TO, base: 'main' })),
    ).toBeUndefined();
    expect(mergedPullOfJson({ title: 'x', merged_at: iso(TO) })).toBeUndefined();
    expect(mergedPullOfJson({ number: 1.5, merged_at: iso(TO) })).toBeUndefined();
    expect(mergedPullOfJson(null)).toBeUndefined();
    expect(mergedPullOfJson({ number: 3, merged_at: iso(TO), user: null, body: null })).toEqual({
      number: 3,
      title: '',
      body: '',
      url: '',
      author: '',
      mergedAt: TO,
      baseRef: '',
    });
  });
});

describe('reading the pulls listing', () => {
  it('finds exactly the window merges into the base, oldest first, and stops at the page that ends before the window', async () => {
    const { fetch, pages } = pullsListing(repository(250));
    const listing = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(250));
    expect(listing.complete).toBe(true);
    // 250 in the window + 4 others updated in it fill pages 1–3; page 3 ends before the window.
    expect(pages).toEqual([1, 2, 3]);
    expect(listing.requests).toBe(3);
  });

  it('reads on while pages end inside the window, and stops at the last page', async () => {
    const pulls = repository(10);
    const { fetch, pages } = pullsListing(pulls, 4);
    const listing = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(10));
    // 14 updated within the window at 4 a page: page 4 is the first to end before it.
    expect(pages).toEqual([1, 2, 3, 4]);
    const everything = pullsListing(pulls.slice(0, 10), 4);
    await readMergedFromPulls(everything.fetch, WINDOW, 'main');
    expect(everything.pages).toEqual([1, 2, 3]);
  });

  it('stops at an empty page, and finds nothing in an empty window', async () => {
    const fetch = (): Promise<ListingPage> => Promise.resolve({ items: [], hasNext: true });
    expect(await readMergedFromPulls(fetch, WINDOW, 'main')).toEqual({
      pulls: [],
      requests: 1,
      complete: true,
    });
    const { fetch: list } = pullsListing(repository(5));
    expect((await readMergedFromPulls(list, { from: TO, to: TO }, 'main')).pulls).toEqual([]);
  });
});

describe('reading the search API', () => {
  it('asks for the window as an inclusive range of whole seconds', async () => {
    const { fetch, calls } = searchApi(repository(30));
    const listing = await readMergedFromSearch(fetch, WINDOW);
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(30));
    expect(calls).toEqual([{ from: WINDOW.from, to: WINDOW.to - 1000, page: 1 }]);
    expect(mergedSearchQuery('acme/app', 'main', calls[0] ?? WINDOW)).toBe(
      'repo:acme/app is:pr is:merged base:main merged:2026-11-18T12:00:00Z..2026-11-25T11:59:59Z',
    );
  });

  it('reads every page up to 1,000 in one range', async () => {
    const { fetch, calls } = searchApi(repository(1000));
    const listing = await readMergedFromSearch(fetch, WINDOW);
    expect(listing.pulls).toHaveLength(1000);
    expect(calls.map((c) => c.page)).toEqual(numbers(10));
    expect(listing.complete).toBe(true);
  });

  it('splits a window of more than 1,000 by time until each half fits, losing none', async () => {
    const { fetch, calls } = searchApi(repository(2500));
    const listing = await readMergedFromSearch(fetch, WINDOW);
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(2500));
    expect(listing.complete).toBe(true);
    // The ranges read tile the window: no second twice, none left out.
    const read = calls.filter((c) => c.page === 1).map((c) => [c.from, c.to] as const);
    const leaves = read.filter(
      ([from, to]) => !read.some(([f, t]) => (f !== from || t !== to) && f >= from && t <= to),
    );
    leaves.sort((a, b) => a[0] - b[0]);
    expect(leaves[0]?.[0]).toBe(WINDOW.from);
    expect(leaves.at(-1)?.[1]).toBe(WINDOW.to - 1000);
    for (let i = 1; i < leaves.length; i += 1) {
      expect(leaves[i]?.[0]).toBe((leaves[i - 1]?.[1] ?? 0) + 1000);
    }
    // 2,500 at 100 a page is 25 pages, plus one first page per split.
    expect(listing.requests).toBe(calls.length);
    expect(calls.length).toBeLessThanOrEqual(25 + 2 * leaves.length);
  });

  it('says the list may be incomplete when GitHub does, or when one second holds more than 1,000', async () => {
    const incomplete = searchApi(repository(10), { incomplete: true });
    expect((await readMergedFromSearch(incomplete.fetch, WINDOW)).complete).toBe(false);
    const burst: Pull[] = Array.from({ length: 1001 }, (_, i) => ({
      number: i + 1,
      mergedAt: TO - 5000,
      updatedAt: TO - 5000,
      base: 'main',
    }));
    const crowded = searchApi(burst);
    const listing = await readMergedFromSearch(crowded.fetch, WINDOW);
    expect(listing.complete).toBe(false);
    expect(listing.pulls).toHaveLength(1000);
  });

  it('sends nothing for an empty window', async () => {
    const { fetch, calls } = searchApi(repository(3));
    expect(await readMergedFromSearch(fetch, { from: TO, to: TO })).toEqual({
      pulls: [],
      requests: 0,
      complete: true,
    });
    expect(calls).toEqual([]);
  });
});

describe('reading the search API, page by page', () => {
  /** A search API that answers each page of the whole window as scripted, and nothing elsewhere. */
  function scripted(pages: Record<number, { numbers: number[]; hasNext: boolean; total: number }>) {
    const calls: Array<{ from: number; to: number; page: number }> = [];
    const fetch = (range: { from: number; to: number }, page: number): Promise<ListingPage> => {
      calls.push({ ...range, page });
      const whole = range.from === WINDOW.from && range.to === WINDOW.to - 1000;
      const answer = whole ? pages[page] : undefined;
      const items = (answer?.numbers ?? []).map((n) => ({
        ...listItem({ number: n, mergedAt: null, updatedAt: TO, base: 'main' }),
        base: undefined,
        pull_request: { merged_at: iso(WINDOW.from + n * 1000) },
      }));
      return Promise.resolve({
        items,
        hasNext: answer?.hasNext ?? false,
        totalCount: answer?.total ?? 0,
        incomplete: false,
      });
    };
    return { fetch, calls };
  }
  const whole = (page: number) => ({ from: WINDOW.from, to: WINDOW.to - 1000, page });

  // The first page's total_count decides whether a range is split or too big; a later page's
  // (the search index moved while reading) neither splits the range again nor marks the list
  // incomplete.
  it('judges a range by its first page: a bigger total on a later page changes nothing', async () => {
    const { fetch, calls } = scripted({
      1: { numbers: numbers(100), hasNext: true, total: 150 },
      2: { numbers: numbers(150).slice(100), hasNext: false, total: SEARCH_RESULT_CAP + 1 },
    });
    const listing = await readMergedFromSearch(fetch, WINDOW);
    expect(calls).toEqual([whole(1), whole(2)]);
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(150));
    expect(listing.requests).toBe(2);
    expect(listing.complete).toBe(true);
  });

  // An empty page ends the reading even when GitHub's Link header names a next one.
  it('stops at an empty page that claims a next one', async () => {
    const { fetch, calls } = scripted({
      1: { numbers: numbers(100), hasNext: true, total: 300 },
      2: { numbers: [], hasNext: true, total: 300 },
      3: { numbers: [101], hasNext: false, total: 300 },
    });
    const listing = await readMergedFromSearch(fetch, WINDOW);
    expect(calls).toEqual([whole(1), whole(2)]);
    expect(listing.pulls.map((p) => p.number)).toEqual(numbers(100));
    expect(listing.requests).toBe(2);
    expect(listing.complete).toBe(true);
  });
});
