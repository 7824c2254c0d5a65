// The merged pull requests of a window (src/github/merged-pulls.ts): the listing's rules over a page
// function, and the repository reader through the GitHub client against the GitHub fake.
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { seedMergedPulls } from '../../../__fixtures__/merged-pulls.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import {
  inOrder,
  inSpan,
  mergedPullOfJson,
  openRepository,
  readMergedFromPulls,
  type ListingPage,
  type MergedPull,
  type RepositoryReader,
} from '../../../src/github/merged-pulls.js';
import { GitHubCallError } from '../../../src/github/retry.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const HOUR = 3_600_000;
const TO = Date.parse('2026-11-25T12:00:00Z');
const FROM = TO - 24 * HOUR;
const WINDOW = { from: FROM, to: TO };
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

describe('inSpan: [from, to)', () => {
  test('from is in, to is the next window’s', () => {
    expect(inSpan(WINDOW, FROM - 1)).toBe(false);
    expect(inSpan(WINDOW, FROM)).toBe(true);
    expect(inSpan(WINDOW, TO - 1)).toBe(true);
    expect(inSpan(WINDOW, TO)).toBe(false);
  });
});

describe('mergedPullOfJson: a listing or search item as a merged pull request', () => {
  test('a pulls-listing item', () => {
    expect(
      mergedPullOfJson({
        number: 12,
        title: 'Add a cache',
        body: 'Caches lookups.',
        html_url: 'https://github.com/acme/app/pull/12',
        user: { login: 'octocat' },
        merged_at: '2026-11-25T10:00:00Z',
        base: { ref: 'main' },
      }),
    ).toEqual({
      number: 12,
      title: 'Add a cache',
      body: 'Caches lookups.',
      url: 'https://github.com/acme/app/pull/12',
      author: 'octocat',
      mergedAt: Date.parse('2026-11-25T10:00:00Z'),
      baseRef: 'main',
    });
  });

  test('a search item: the merge time under pull_request, no base', () => {
    expect(
      mergedPullOfJson({
        number: 3,
        title: 'Fix',
        pull_request: { merged_at: '2026-11-24T09:30:00Z' },
      }),
    ).toEqual({
      number: 3,
      title: 'Fix',
      body: '',
      url: '',
      author: '',
      mergedAt: Date.parse('2026-11-24T09:30:00Z'),
      baseRef: '',
    });
  });

  test('merged_at of the item wins over the one under pull_request', () => {
    const pull = mergedPullOfJson({
      number: 3,
      merged_at: '2026-11-20T00:00:00Z',
      pull_request: { merged_at: '2026-11-24T00:00:00Z' },
    });
    expect(pull?.mergedAt).toBe(Date.parse('2026-11-20T00:00:00Z'));
  });

  test('text fields of another type, and null user or base, read as empty', () => {
    expect(
      mergedPullOfJson({
        number: 4,
        title: 1,
        body: null,
        html_url: {},
        user: null,
        merged_at: '2026-11-24T00:00:00Z',
        base: null,
      }),
    ).toEqual({
      number: 4,
      title: '',
      body: '',
      url: '',
      author: '',
      mergedAt: Date.parse('2026-11-24T00:00:00Z'),
      baseRef: '',
    });
    expect(
      mergedPullOfJson({
        number: 4,
        user: { login: 5 },
        base: { ref: ['main'] },
        merged_at: '2026-11-24T00:00:00Z',
      }),
    ).toMatchObject({ author: '', baseRef: '' });
  });

  test('not a merged pull request: no whole number, no merge time, or not an object', () => {
    const at = '2026-11-24T00:00:00Z';
    for (const item of [
      null,
      undefined,
      'text',
      7,
      {},
      { number: '7', merged_at: at },
      { number: 1.5, merged_at: at },
      { number: 2 ** 53, merged_at: at },
      { number: 7 },
      { number: 7, merged_at: null },
      { number: 7, merged_at: 'yesterday' },
      { number: 7, pull_request: null },
      { number: 7, pull_request: { merged_at: null } },
    ]) {
      expect(mergedPullOfJson(item)).toBeUndefined();
    }
  });
});

const pull = (number: number, mergedAt: number): MergedPull => ({
  number,
  title: `#${number}`,
  body: '',
  url: '',
  author: '',
  mergedAt,
  baseRef: 'main',
});

describe('inOrder: oldest merge first, ties by number', () => {
  test('sorted by merge time, then number', () => {
    const found = new Map<number, MergedPull>(
      [pull(5, 300), pull(9, 100), pull(2, 300), pull(7, 200), pull(1, 300)].map((p) => [
        p.number,
        p,
      ]),
    );
    expect(inOrder(found).map((p) => p.number)).toEqual([9, 7, 1, 2, 5]);
    expect(inOrder(new Map())).toEqual([]);
  });
});

interface Item {
  number: number;
  mergedAt?: number;
  updatedAt: number;
  base?: string;
}

const item = (p: Item) => ({
  number: p.number,
  title: `Change ${p.number}`,
  html_url: `https://github.com/acme/app/pull/${p.number}`,
  user: { login: 'octocat' },
  merged_at: p.mergedAt === undefined ? null : iso(p.mergedAt),
  updated_at: iso(p.updatedAt),
  base: { ref: p.base ?? 'main' },
});

/** A page function serving these pages as given, recording each page asked for. */
function listing(served: Array<{ items: unknown[]; hasNext: boolean }>) {
  const asked: number[] = [];
  const fetch = (page: number): Promise<ListingPage> => {
    asked.push(page);
    const answer = served[page - 1];
    if (!answer) throw new Error(`page ${page} was not expected`);
    return Promise.resolve(answer);
  };
  return { fetch, asked };
}

describe('readMergedFromPulls: the listing read newest update first', () => {
  test('the window’s merges into the base only, oldest first, and the pages read', async () => {
    const { fetch, asked } = listing([
      {
        items: [
          item({ number: 10, mergedAt: TO, updatedAt: TO + HOUR }),
          item({ number: 9, mergedAt: TO - HOUR, updatedAt: TO - HOUR }),
          item({ number: 8, updatedAt: TO - 2 * HOUR }),
          item({ number: 7, mergedAt: TO - 3 * HOUR, updatedAt: TO - 3 * HOUR, base: 'release' }),
        ],
        hasNext: true,
      },
      {
        items: [
          item({ number: 6, mergedAt: FROM, updatedAt: FROM + HOUR }),
          item({ number: 5, mergedAt: FROM - 1, updatedAt: FROM - 1 }),
        ],
        hasNext: true,
      },
    ]);
    expect(await readMergedFromPulls(fetch, WINDOW, 'main')).toEqual({
      pulls: [pull(6, FROM), { ...pull(9, TO - HOUR) }].map((p) => ({
        ...p,
        title: `Change ${p.number}`,
        url: `https://github.com/acme/app/pull/${p.number}`,
        author: 'octocat',
      })),
      requests: 2,
      complete: true,
    });
    expect(asked).toEqual([1, 2]);
  });

  test('a page whose last item was updated at the window’s start: the next page is read too', async () => {
    const { fetch, asked } = listing([
      {
        items: [
          item({ number: 4, mergedAt: FROM + HOUR, updatedAt: FROM + HOUR }),
          item({ number: 3, updatedAt: FROM }),
        ],
        hasNext: true,
      },
      { items: [item({ number: 2, mergedAt: FROM, updatedAt: FROM })], hasNext: false },
    ]);
    const listed = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listed.pulls.map((p) => p.number)).toEqual([2, 4]);
    expect(listed.requests).toBe(2);
    expect(asked).toEqual([1, 2]);
  });

  test('the last item decides, not the first: a page ending before the window is the last read', async () => {
    const { fetch, asked } = listing([
      {
        items: [
          item({ number: 4, mergedAt: FROM + HOUR, updatedAt: FROM + HOUR }),
          item({ number: 3, updatedAt: FROM + 1 }),
          item({ number: 2, updatedAt: FROM - 1 }),
        ],
        hasNext: true,
      },
    ]);
    const listed = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listed).toEqual({
      pulls: [expect.objectContaining({ number: 4 })],
      requests: 1,
      complete: true,
    });
    expect(asked).toEqual([1]);
  });

  test('a page whose second item is before the window but the last is not: read on', async () => {
    const { fetch, asked } = listing([
      {
        items: [
          item({ number: 4, updatedAt: FROM + 3 }),
          item({ number: 3, updatedAt: FROM - 1 }),
          item({ number: 2, updatedAt: FROM + 1 }),
        ],
        hasNext: true,
      },
      { items: [], hasNext: true },
    ]);
    const listed = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listed.requests).toBe(2);
    expect(asked).toEqual([1, 2]);
  });

  test('no next page, or an empty page, ends the listing', async () => {
    const last = listing([
      { items: [item({ number: 2, mergedAt: TO - 1, updatedAt: TO - 1 })], hasNext: false },
    ]);
    expect(await readMergedFromPulls(last.fetch, WINDOW, 'main')).toEqual({
      pulls: [expect.objectContaining({ number: 2, mergedAt: TO - 1 })],
      requests: 1,
      complete: true,
    });
    expect(last.asked).toEqual([1]);
    const empty = listing([{ items: [], hasNext: true }]);
    expect(await readMergedFromPulls(empty.fetch, WINDOW, 'main')).toEqual({
      pulls: [],
      requests: 1,
      complete: true,
    });
    expect(empty.asked).toEqual([1]);
  });

  test('a pull request listed on two pages (updated while listing) is counted once, as last seen', async () => {
    const { fetch } = listing([
      {
        items: [
          item({ number: 5, mergedAt: TO - HOUR, updatedAt: TO - 10 }),
          item({ number: 4, mergedAt: TO - 2 * HOUR, updatedAt: TO - 20 }),
        ],
        hasNext: true,
      },
      {
        items: [
          { ...item({ number: 4, mergedAt: TO - 2 * HOUR, updatedAt: TO - 30 }), title: 'Renamed' },
        ],
        hasNext: false,
      },
    ]);
    const listed = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listed.pulls.map((p) => `${p.number} ${p.title}`)).toEqual(['4 Renamed', '5 Change 5']);
  });

  test('items that are not merged pull requests are skipped, and an unreadable last update ends nothing', async () => {
    const { fetch, asked } = listing([
      { items: [null, 'x', { number: 3, updated_at: 'soon' }], hasNext: true },
      { items: [item({ number: 2, mergedAt: FROM, updatedAt: FROM })], hasNext: false },
    ]);
    const listed = await readMergedFromPulls(fetch, WINDOW, 'main');
    expect(listed.pulls.map((p) => p.number)).toEqual([2]);
    expect(asked).toEqual([1, 2]);
  });
});

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function repository(): Promise<{
  github: GitHubFake;
  repo: RepositoryReader;
  lines: string[];
}> {
  const github = await startGitHubFake();
  fake = github;
  const clock = new VirtualClock();
  const lines: string[] = [];
  const repo = await openRepository(
    {
      token: github.token,
      apiUrl: github.url,
      redact: (text) => text,
      owner: 'acme',
      repo: 'app',
    },
    {
      clock,
      random: () => 0.5,
      budget: () => ({ deadline: clock.now() + 600_000 }),
      onRetry: (line) => lines.push(line),
    },
  );
  return { github, repo, lines };
}

const routes = (github: GitHubFake): string[] =>
  github.requests.map((r) => {
    const query = new URLSearchParams(r.query).toString();
    return `${r.method} ${r.path}${query ? `?${query}` : ''}`;
  });

async function failure(promise: Promise<unknown>): Promise<GitHubCallError> {
  const error = await promise.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof GitHubCallError)) throw error;
  return error;
}

describe('openRepository: defaultBranch', () => {
  test('the repository’s default branch, from GET /repos/{o}/{r}', async () => {
    const { github, repo } = await repository();
    github.setDefaultBranch('acme/app', 'trunk');
    expect(await repo.defaultBranch()).toBe('trunk');
    expect(routes(github)).toEqual(['GET /repos/acme/app']);
  });
});

describe('openRepository: listMerged', () => {
  test('every page of the pulls listing, closed, into the base, by update newest first', async () => {
    const { github, repo } = await repository();
    const now = Date.parse('2026-11-25T06:00:00Z');
    const seeded = seedMergedPulls(github, 'acme/app', {
      count: 150,
      now,
      days: 2,
      unmergedEvery: 10,
      otherBaseEvery: 20,
    });
    const listed = await repo.listMerged({ from: now - 2 * 24 * HOUR, to: now }, 'main');
    expect(listed.pulls.map((p) => p.number)).toEqual(seeded.merged);
    expect(listed.pulls[0]).toEqual({
      number: 1,
      title: 'Update the README with new information. (1)',
      body: 'This is a pretty simple change that we need to pull into master.',
      url: 'https://github.com/acme/app/pull/1',
      author: 'Codertocat',
      mergedAt: seeded.mergedAt.get(1),
      baseRef: 'main',
    });
    expect(listed.requests).toBe(2);
    expect(listed.complete).toBe(true);
    expect(routes(github)).toEqual([
      'GET /repos/acme/app/pulls?state=closed&base=main&sort=updated&direction=desc&per_page=100&page=1',
      'GET /repos/acme/app/pulls?state=closed&base=main&sort=updated&direction=desc&per_page=100&page=2',
    ]);
  });

  test('a failing page fails the listing as a GitHubCallError', async () => {
    const { github, repo } = await repository();
    github.injectFault({ status: 422, body: { message: 'Validation Failed' } });
    const error = await failure(repo.listMerged(WINDOW, 'main'));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation Failed');
  });
});

describe('openRepository: files', () => {
  test('one page: the files, and counts summed from them, without reading the pull request', async () => {
    const { github, repo } = await repository();
    github.addPullRequest('acme/app', {
      number: 9,
      merged: true,
      changedFiles: 40,
      files: [
        { filename: 'src/a.ts', patch: '@@ -1 +1,2 @@\n-x\n+y\n+z' },
        {
          filename: 'src/b.ts',
          status: 'renamed',
          previous_filename: 'src/old-b.ts',
          additions: 5,
          deletions: 3,
        },
      ],
    });
    expect(await repo.files(9, true)).toStrictEqual({
      files: [
        {
          filename: 'src/a.ts',
          status: 'modified',
          additions: 2,
          deletions: 1,
          patch: '@@ -1 +1,2 @@\n-x\n+y\n+z',
        },
        {
          filename: 'src/b.ts',
          status: 'renamed',
          additions: 5,
          deletions: 3,
          previousFilename: 'src/old-b.ts',
        },
      ],
      changedFiles: 2,
      additions: 7,
      deletions: 4,
    });
    expect(await repo.files(9, false)).toStrictEqual({
      files: [
        { filename: 'src/a.ts', status: 'modified', additions: 2, deletions: 1 },
        {
          filename: 'src/b.ts',
          status: 'renamed',
          additions: 5,
          deletions: 3,
          previousFilename: 'src/old-b.ts',
        },
      ],
      changedFiles: 2,
      additions: 7,
      deletions: 4,
    });
    expect(routes(github)).toEqual([
      'GET /repos/acme/app/pulls/9/files?per_page=100',
      'GET /repos/acme/app/pulls/9/files?per_page=100',
    ]);
  });

  test('more than a page: the first 100 files, and the counts of the pull request itself', async () => {
    const { github, repo } = await repository();
    github.addPullRequest('acme/app', {
      number: 9,
      merged: true,
      files: Array.from({ length: 130 }, (_, i) => ({
        filename: `src/f${i}.ts`,
        additions: 3,
        deletions: 1,
      })),
    });
    const read = await repo.files(9, false);
    expect(read.files).toHaveLength(100);
    expect(read.files[99]).toStrictEqual({
      filename: 'src/f99.ts',
      status: 'modified',
      additions: 3,
      deletions: 1,
    });
    expect({ ...read, files: undefined }).toEqual({
      changedFiles: 130,
      additions: 390,
      deletions: 130,
    });
    expect(routes(github)).toEqual([
      'GET /repos/acme/app/pulls/9/files?per_page=100',
      'GET /repos/acme/app/pulls/9',
    ]);
  });

  test('GitHub’s changed_files below the files listed: at least the files listed', async () => {
    const { github, repo } = await repository();
    github.addPullRequest('acme/app', {
      number: 9,
      merged: true,
      changedFiles: 60,
      files: Array.from({ length: 101 }, (_, i) => ({ filename: `f${i}`, additions: 1 })),
    });
    const read = await repo.files(9, false);
    expect(read.changedFiles).toBe(100);
    expect(read.additions).toBe(101);
    expect(read.deletions).toBe(0);
  });
});

describe('openRepository: closedActivity', () => {
  test('every page of the closed issues updated since then: the pull requests, with their comment and 🚀 counts', async () => {
    const { github, repo } = await repository();
    const now = Date.parse('2026-11-25T06:00:00Z');
    const seeded = seedMergedPulls(github, 'acme/app', { count: 120, now, days: 2 });
    github.addComment('acme/app', 7, { body: 'Shipped', login: 'octocat' });
    github.addComment('acme/app', 7, { body: 'Thanks', login: 'octocat' });
    github.addIssueReaction('acme/app', 7, { content: 'rocket', login: 'github-actions[bot]' });
    github.addIssueReaction('acme/app', 7, { content: 'heart', login: 'octocat' });
    github.addIssue('acme/app', { number: 500 });
    github.closeIssue('acme/app', 500);
    github.addPullRequest('acme/app', { number: 501, state: 'open' });

    const activity = await repo.closedActivity(now - 2 * 24 * HOUR + 123);

    expect([...activity.keys()].sort((a, b) => a - b)).toEqual(seeded.merged);
    expect(activity.get(7)).toEqual({ comments: 2, rockets: 1 });
    expect(activity.get(8)).toEqual({ comments: 0, rockets: 0 });
    expect(routes(github)).toEqual([
      'GET /repos/acme/app/issues?state=closed&since=2026-11-23T06%3A00%3A00Z&per_page=100',
      'GET /repos/acme/app/issues?state=closed&since=2026-11-23T06%3A00%3A00Z&per_page=100&page=2',
    ]);
  });

  test('a listing without reaction counts: the comments only', async () => {
    const { github, repo } = await repository();
    github.injectFault({
      method: 'GET',
      path: '/repos/acme/app/issues',
      status: 200,
      body: [
        { number: 3, comments: 4, pull_request: { url: 'x' } },
        { number: 4, comments: 0 },
      ],
    });
    expect([...(await repo.closedActivity(0))]).toStrictEqual([[3, { comments: 4 }]]);
  });
});

describe('openRepository: pullState', () => {
  test('open or closed, from GET /repos/{o}/{r}/pulls/{n} of any repository', async () => {
    const { github, repo } = await repository();
    github.addPullRequest('acme/docs', { number: 3, state: 'open' });
    github.addPullRequest('acme/docs', { number: 4, state: 'closed' });
    github.addPullRequest('acme/docs', { number: 5, merged: true });
    expect(await repo.pullState('acme', 'docs', 3)).toBe('open');
    expect(await repo.pullState('acme', 'docs', 4)).toBe('closed');
    expect(await repo.pullState('acme', 'docs', 5)).toBe('closed');
    expect(routes(github)).toEqual([
      'GET /repos/acme/docs/pulls/3',
      'GET /repos/acme/docs/pulls/4',
      'GET /repos/acme/docs/pulls/5',
    ]);
  });

  test('unknown when GitHub will not say: 404 or 403, asked once', async () => {
    const { github, repo, lines } = await repository();
    github.addPullRequest('acme/docs', { number: 3, state: 'open' });
    expect(await repo.pullState('acme', 'docs', 8)).toBeUndefined();
    github.injectFault({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    expect(await repo.pullState('acme', 'docs', 3)).toBeUndefined();
    expect(github.requests).toHaveLength(2);
    expect(lines).toEqual([]);
  });

  test('any other failure is thrown', async () => {
    const { github, repo } = await repository();
    github.addPullRequest('acme/docs', { number: 3, state: 'open' });
    github.injectFault({ status: 422, body: { message: 'Unprocessable' } });
    const error = await failure(repo.pullState('acme', 'docs', 3));
    expect(error.status).toBe(422);
    github.injectFault({ status: 401, body: { message: 'Bad credentials' } });
    expect((await failure(repo.pullState('acme', 'docs', 3))).status).toBe(401);
  });
});
