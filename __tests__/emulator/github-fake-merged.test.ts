// The GitHub fake's listings of merged pull requests (what a digest reads): the search API and the
// pulls listing, paginated with Link headers, every answer checked against GitHub's REST API
// description (@octokit/openapi), seeded from real pull_request payload shapes.
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import {
  MAX_SEARCH_RESULTS,
  parseSearchQuery,
  requestsByRoute,
  startGitHubFake,
  type GitHubFake,
} from '../../emulator/github-fake.js';
import { validateRequest, validateResponse } from '../../__fixtures__/github-openapi.js';
import { seedMergedPulls } from '../../__fixtures__/merged-pulls.js';
import { mergedPayload, pullRequestOf } from '../../__fixtures__/pull-request-payloads.js';

const REPO = 'acme/app';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 86_400_000;

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  return fake;
}

/** GET through the fake, request and answer checked against GitHub's description. */
async function documented(
  f: GitHubFake,
  path: string,
): Promise<{ status: number; body: unknown; link: string | null }> {
  validateRequest('GET', path, '');
  const res = await fetch(`${f.url}${path}`, {
    headers: { authorization: `token ${f.token}`, accept: 'application/vnd.github+json' },
  });
  const text = await res.text();
  validateResponse('GET', path, res.status, text);
  return { status: res.status, body: JSON.parse(text) as unknown, link: res.headers.get('link') };
}

function links(header: string | null): Record<string, string> {
  return Object.fromEntries(
    [...(header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]),
  );
}

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

interface Item {
  number: number;
  title: string;
  user: { login: string };
  merged_at?: string | null;
  updated_at: string;
  base?: { ref: string };
  pull_request?: { merged_at: string | null };
}

describe('seeding merged pull requests from real payload shapes', () => {
  it('spreads the merges over the days before now, with unmerged and other-base ones beside them', async () => {
    const f = await start();
    const seeded = seedMergedPulls(f, REPO, {
      count: 20,
      now: NOW,
      days: 10,
      unmergedEvery: 5,
      otherBaseEvery: 4,
    });
    expect(seeded.merged).toHaveLength(20);
    expect(seeded.unmerged).toHaveLength(4);
    expect(seeded.otherBase).toHaveLength(5);
    const times = seeded.merged.map((n) => seeded.mergedAt.get(n) ?? 0);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 10 * DAY);
    expect(Math.max(...times)).toBeLessThan(NOW);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(9 * DAY);
    const real = pullRequestOf(mergedPayload());
    const { body } = await documented(f, `/repos/${REPO}/pulls/${seeded.merged[0]}`);
    expect(body).toMatchObject({
      title: `${String(real.title)} (${seeded.merged[0]})`,
      body: real.body,
      user: { login: (real.user as { login: string }).login },
      merged: true,
      merged_at: iso(times[0] ?? 0),
    });
  });
});

describe('GET /repos/{owner}/{repo}/pulls (list pull requests)', () => {
  it('closed pull requests into main, most recently updated first, 100 a page with Link headers', async () => {
    const f = await start();
    const seeded = seedMergedPulls(f, REPO, {
      count: 230,
      now: NOW,
      unmergedEvery: 10,
      otherBaseEvery: 23,
    });
    const query = 'state=closed&base=main&sort=updated&direction=desc&per_page=100';
    const first = await documented(f, `/repos/${REPO}/pulls?${query}&page=1`);
    const pages = [first];
    expect(links(first.link)).toEqual({
      next: expect.stringMatching(/[?&]page=2(&|$)/),
      last: expect.stringMatching(/[?&]page=3(&|$)/),
    });
    let next = links(first.link).next;
    while (next) {
      const page = await documented(f, new URL(next).pathname + new URL(next).search);
      pages.push(page);
      next = links(page.link).next;
    }
    const items = pages.flatMap((p) => p.body as Item[]);
    // 230 merged and 23 closed without merging, all into main; the ones into release are not listed.
    expect(items).toHaveLength(253);
    expect(items.every((i) => i.base?.ref === 'main')).toBe(true);
    const updated = items.map((i) => Date.parse(i.updated_at));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const merged = items.filter((i) => i.merged_at).map((i) => i.number);
    expect(merged.sort((a, b) => a - b)).toEqual(seeded.merged);
    // The listing carries no merge or size details (pull-request-simple).
    expect(items[0]).not.toHaveProperty('merged');
    expect(items[0]).not.toHaveProperty('changed_files');
  });

  it('open by default, and a bad state is 422 as GitHub documents', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 1 });
    seedMergedPulls(f, REPO, { count: 2, now: NOW, first: 2 });
    const open = await documented(f, `/repos/${REPO}/pulls`);
    expect((open.body as Item[]).map((i) => i.number)).toEqual([1]);
    expect((await documented(f, `/repos/${REPO}/pulls?state=merged`)).status).toBe(422);
  });
});

describe('GET /search/issues (search issues and pull requests)', () => {
  const q = (range: string): string =>
    `q=${encodeURIComponent(`repo:${REPO} is:pr is:merged base:main merged:${range}`)}`;

  it('finds the pull requests merged into main within a range of times, and says how many', async () => {
    const f = await start();
    const seeded = seedMergedPulls(f, REPO, {
      count: 50,
      now: NOW,
      days: 10,
      unmergedEvery: 7,
      otherBaseEvery: 9,
    });
    const from = NOW - 3 * DAY;
    const { body, link } = await documented(
      f,
      `/search/issues?${q(`${iso(from)}..${iso(NOW)}`)}&per_page=100`,
    );
    const result = body as { total_count: number; incomplete_results: boolean; items: Item[] };
    const expected = seeded.merged.filter((n) => (seeded.mergedAt.get(n) ?? 0) >= from);
    expect(expected.length).toBeGreaterThan(10);
    expect(result.total_count).toBe(expected.length);
    expect(result.incomplete_results).toBe(false);
    expect(result.items.map((i) => i.number).sort((a, b) => a - b)).toEqual(expected);
    expect(result.items.every((i) => i.pull_request?.merged_at)).toBe(true);
    expect(link).toBeNull();
    // `>=` with an offset, as GitHub's search syntax writes it.
    const since = await documented(
      f,
      `/search/issues?${q(`>=${iso(from).replace('Z', '+00:00')}`)}`,
    );
    expect((since.body as { total_count: number }).total_count).toBe(expected.length);
  });

  it('serves the first 1,000 results only: 10 pages of 100, then 422', async () => {
    const f = await start();
    seedMergedPulls(f, REPO, { count: 1_050, now: NOW });
    const path = (page: number): string =>
      `/search/issues?${q(`>=${iso(NOW - 8 * DAY)}`)}&per_page=100&page=${page}`;
    const first = await documented(f, path(1));
    expect((first.body as { total_count: number }).total_count).toBe(1_050);
    expect(links(first.link).last).toMatch(/[?&]page=10(&|$)/);
    const tenth = await documented(f, path(10));
    expect((tenth.body as { items: Item[] }).items).toHaveLength(100);
    expect(links(tenth.link).next).toBeUndefined();
    const eleventh = await documented(f, path(11));
    expect(eleventh.status).toBe(422);
    expect(eleventh.body).toMatchObject({
      message: `Only the first ${MAX_SEARCH_RESULTS} search results are available`,
    });
  });

  it('a query it does not understand is 422, never a silent wrong answer', async () => {
    const f = await start();
    expect(
      (await documented(f, `/search/issues?q=${encodeURIComponent('docs is:pr')}`)).status,
    ).toBe(422);
    expect(parseSearchQuery(`repo:${REPO} merged:yesterday`)).toMatch(/not a date/);
    expect(parseSearchQuery('is:pr')).toMatch(/repo:OWNER\/NAME/);
    expect(parseSearchQuery(`repo:${REPO} merged:2026-11-01..*`)).toMatchObject({
      mergedFrom: Date.parse('2026-11-01T00:00:00Z'),
      mergedTo: Number.POSITIVE_INFINITY,
    });
    expect(parseSearchQuery(`repo:${REPO} merged:<2026-11-02`)).toMatchObject({
      mergedTo: Date.parse('2026-11-02T00:00:00Z') - 1,
    });
    expect(parseSearchQuery(`repo:${REPO} merged:2026-11-02`)).toMatchObject({
      mergedFrom: Date.parse('2026-11-02T00:00:00Z'),
      mergedTo: Date.parse('2026-11-03T00:00:00Z') - 1,
    });
  });
});

describe('with Octokit, and counted by route', () => {
  it('paginates both listings and counts each route', async () => {
    const f = await start();
    seedMergedPulls(f, REPO, { count: 150, now: NOW, unmergedEvery: 50 });
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    const pulls = await octokit.paginate(octokit.rest.pulls.list, {
      owner: 'acme',
      repo: 'app',
      state: 'closed',
      base: 'main',
      sort: 'updated',
      direction: 'desc',
      per_page: 100,
    });
    expect(pulls).toHaveLength(153);
    const found = await octokit.paginate(octokit.rest.search.issuesAndPullRequests, {
      q: `repo:${REPO} is:pr is:merged base:main merged:>=${iso(NOW - 8 * DAY)}`,
      per_page: 100,
    });
    expect(found).toHaveLength(150);
    await octokit.rest.pulls.listFiles({ owner: 'acme', repo: 'app', pull_number: 1 });
    expect(Object.fromEntries(requestsByRoute(f.requests))).toEqual({
      'GET /repos/{owner}/{repo}/pulls': 2,
      'GET /search/issues': 2,
      'GET /repos/{owner}/{repo}/pulls/{n}/files': 1,
    });
  });
});

describe('the repository (its default branch)', () => {
  it('GET /repos/{owner}/{repo} answers a full repository, as GitHub describes it, with the default branch set', async () => {
    const f = await start();
    const before = await documented(f, `/repos/${REPO}`);
    expect(before.status).toBe(200);
    expect((before.body as { default_branch: string }).default_branch).toBe('main');
    f.setDefaultBranch(REPO, 'trunk');
    const after = await documented(f, `/repos/${REPO}`);
    expect(after.body).toMatchObject({ full_name: REPO, default_branch: 'trunk' });
  });
});
