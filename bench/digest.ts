// The cost of a digest: for windows of 10, 200 and 1,000 merged pull requests (and 2,000, past the
// search API's 1,000 results) served by the GitHub fake, the GitHub requests, the prompt's size and
// the time to build it, with each way of listing the merged pull requests: the pulls listing and
// the search API. Phase one of the digest measures its modules (src/kinds/digest/) with a real Octokit
// client against the fake; once the digest is wired into the action, the bundle is measured as
// bench/docs-follow.ts measures docs follow code.
import { getOctokit } from '@actions/github';
import { requestsByRoute, startGitHubFake } from '../emulator/github-fake.js';
import type { FakePullRequestFile } from '../emulator/github-fake.js';
import { seedMergedPulls } from '../__fixtures__/merged-pulls.js';
import type { ChangedFile } from '../src/github/pull-request.js';
import { DEFAULT_DIFF_BUDGET } from '../src/settings/values.js';
import { coveredList } from '../src/kinds/digest/covered.js';
import { digestPrompt, splitAtCap, type DigestPull } from '../src/kinds/digest/prompt.js';
import { mergedSearchQuery, readMergedFromSearch } from './merged-search.js';
import {
  readMergedFromPulls,
  type ListingPage,
  type MergedListing,
  type MergedPull,
} from '../src/github/merged-pulls.js';
import { resolveWindow } from '../src/kinds/digest/window.js';

type Listing = 'pulls' | 'search';

export interface DigestFigures {
  readonly merged: number;
  readonly listing: Listing;
  /** Pages of the listing read. */
  readonly listRequests: number;
  /** Requests for the described pull requests' files (and the few whose files span pages). */
  readonly detailRequests: number;
  readonly githubRequests: number;
  readonly found: number;
  readonly complete: boolean;
  readonly promptChars: number;
  readonly coveredChars: number;
  readonly wallMs: number;
}

const SIZES = [10, 200, 1_000, 2_000] as const;
const OWNER = 'acme';
const NAME = 'app';
export const REPO = `${OWNER}/${NAME}`;
const BASE = 'main';
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T06:17:00Z');
const PER_PAGE = 100;
// A typical change: three source files with ~1.5 KB of patch each, and the lock file.
const PATCH = `@@ -1,3 +1,60 @@\n${'+export const setting = readSetting("name");\n'.repeat(34)}`;
const files = (n: number): FakePullRequestFile[] => [
  { filename: `src/feature${n}/index.ts`, patch: PATCH },
  { filename: `src/feature${n}/options.ts`, patch: PATCH },
  { filename: `test/feature${n}.test.ts`, status: 'added', patch: PATCH },
  { filename: 'package-lock.json', patch: '@@ -1 +1 @@\n-"1.0.0"\n+"1.0.1"' },
];

type Octokit = ReturnType<typeof getOctokit>;

const hasNext = (link: string | undefined): boolean => /\brel="next"/.test(link ?? '');

/** The pulls listing, one page: what the action's GitHub client will hand the reader. */
export function pullsPages(octokit: Octokit): (page: number) => Promise<ListingPage> {
  return async (page) => {
    const response = await octokit.rest.pulls.list({
      owner: OWNER,
      repo: NAME,
      state: 'closed',
      base: BASE,
      sort: 'updated',
      direction: 'desc',
      per_page: PER_PAGE,
      page,
    });
    return { items: response.data, hasNext: hasNext(response.headers.link) };
  };
}

/** The search API, one page of one range. */
export function searchPages(
  octokit: Octokit,
): (range: { from: number; to: number }, page: number) => Promise<ListingPage> {
  return async (range, page) => {
    const response = await octokit.request('GET /search/issues', {
      q: mergedSearchQuery(REPO, BASE, range),
      per_page: PER_PAGE,
      page,
    });
    return {
      items: response.data.items,
      hasNext: hasNext(response.headers.link),
      totalCount: response.data.total_count,
      incomplete: response.data.incomplete_results,
    };
  };
}

/** A described pull request's files: one page of 100; the pull request itself only when more. */
export async function withFiles(octokit: Octokit, pull: MergedPull): Promise<DigestPull> {
  const where = { owner: OWNER, repo: NAME, pull_number: pull.number };
  const response = await octokit.rest.pulls.listFiles({ ...where, per_page: PER_PAGE });
  const listed: ChangedFile[] = response.data.map((f) => ({
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(f.previous_filename !== undefined && { previousFilename: f.previous_filename }),
    ...(f.patch !== undefined && { patch: f.patch }),
  }));
  const sum = (pick: (f: ChangedFile) => number): number =>
    listed.reduce((total, f) => total + pick(f), 0);
  if (!hasNext(response.headers.link)) {
    return {
      ...pull,
      files: listed,
      changedFiles: listed.length,
      additions: sum((f) => f.additions),
      deletions: sum((f) => f.deletions),
    };
  }
  const { data } = await octokit.rest.pulls.get(where);
  return {
    ...pull,
    files: listed,
    changedFiles: data.changed_files,
    additions: data.additions,
    deletions: data.deletions,
  };
}

async function measureOne(merged: number, listing: Listing): Promise<DigestFigures> {
  const github = await startGitHubFake();
  try {
    // The window's merges, the week before it as history, and closed-unmerged and other-branch
    // pull requests among both.
    const history = { unmergedEvery: 10, otherBaseEvery: 20, files };
    seedMergedPulls(github, REPO, {
      ...history,
      count: merged,
      now: NOW - 7 * DAY,
      first: 100_000,
    });
    seedMergedPulls(github, REPO, { ...history, count: merged, now: NOW });
    const octokit = getOctokit(github.token, { baseUrl: github.url });
    const started = performance.now();
    const window = resolveWindow({ kind: 'last-digest' }, { now: NOW });
    const found: MergedListing =
      listing === 'pulls'
        ? await readMergedFromPulls(pullsPages(octokit), window, BASE)
        : await readMergedFromSearch(searchPages(octokit), window);
    const listRequests = github.requests.length;
    const { described, named } = splitAtCap(found.pulls);
    const detailed: DigestPull[] = [];
    // Four at a time, as a client that minds GitHub's secondary rate limits would.
    for (let i = 0; i < described.length; i += 4) {
      detailed.push(
        ...(await Promise.all(described.slice(i, i + 4).map((p) => withFiles(octokit, p)))),
      );
    }
    const prompt = digestPrompt(window, detailed, named, {
      diffBudget: DEFAULT_DIFF_BUDGET,
      base: BASE,
    });
    const covered = coveredList(found.pulls, { window, serverUrl: 'https://github.com' });
    const wallMs = performance.now() - started;
    const routes = requestsByRoute(github.requests);
    return {
      merged,
      listing,
      listRequests,
      detailRequests:
        (routes.get('GET /repos/{owner}/{repo}/pulls/{n}/files') ?? 0) +
        (routes.get('GET /repos/{owner}/{repo}/pulls/{n}') ?? 0),
      githubRequests: github.requests.length,
      found: found.pulls.length,
      complete: found.complete,
      promptChars: prompt.length,
      coveredChars: covered.length,
      wallMs,
    };
  } finally {
    await github.close();
  }
}

export async function measureDigest(progress: (text: string) => void): Promise<DigestFigures[]> {
  const out: DigestFigures[] = [];
  for (const merged of SIZES) {
    for (const listing of ['pulls', 'search'] as const) {
      progress(`digest: ${merged} merged pull requests, listed with the ${listing} API`);
      const figures = await measureOne(merged, listing);
      if (figures.found !== merged) {
        throw new Error(`the ${listing} listing found ${figures.found} of ${merged} merges`);
      }
      out.push(figures);
    }
  }
  return out;
}

const n = (value: number): string => value.toLocaleString('en-US');

export function digestReport(figures: readonly DigestFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${n(f.merged)} | ${f.listing === 'pulls' ? 'pulls listing' : 'search API'} | ${n(f.listRequests)} | ${n(f.detailRequests)} | ${n(f.githubRequests)} | ${n(f.promptChars)} | ${n(f.coveredChars)} | ${f.wallMs.toFixed(0)} ms |`,
  );
  return [
    '| Merged in the window | Listed with | List pages | Files requests | GitHub requests | Prompt (characters) | Covered list (characters) | Build time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `- Digest: src/kinds/digest/ with a real Octokit client (@actions/github) against the GitHub fake, a \`last-digest\` window of 7 days with no digest before it. The repository also holds the week before (as many merges again), one pull request closed without merging per 10 merged and one merged into another branch per 20. Each pull request changes three source files (~1.5 KB of patch each) and the lock file. The pulls listing reads closed pull requests into main by update time, newest first, until a page ends before the window (it also pages through the closed-unmerged ones); the search API lists only the window's merges, but serves 1,000 results of a query: past that, the window is split in halves by time (one extra request per split). At most ${n(100)} pull requests are described (one files request each, 100 files a page); the rest are named by number. diff-budget at its default ${n(DEFAULT_DIFF_BUDGET)}.`,
  ].join('\n');
}
