// A pull request as the prompt needs it (src/github/pull-request.ts): from a real webhook payload, and
// read through the GitHub client from the GitHub fake (its metadata, its changed files page by page).
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import {
  closedUnmergedPayload,
  mergedPayload,
  openedPayload,
  pullRequestOf,
} from '../../../__fixtures__/pull-request-payloads.js';
import {
  startGitHubFake,
  type FakePullRequestFile,
  type GitHubFake,
} from '../../../emulator/github-fake.js';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import {
  openPullRequest,
  openPullRequestHistory,
  pullRequestOfPayload,
  type PullRequestHistory,
  type PullRequestReader,
} from '../../../src/github/pull-request.js';
import { GitHubCallError } from '../../../src/github/retry.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const REAL = {
  title: 'Update the README with new information.',
  body: 'This is a pretty simple change that we need to pull into master.',
  url: 'https://github.com/Codertocat/Hello-World/pull/2',
  baseRef: 'master',
  changedFiles: 1,
  additions: 1,
  deletions: 1,
};

describe('pullRequestOfPayload: the pull request of an event payload', () => {
  test('opened, as GitHub sent it', () => {
    expect(pullRequestOfPayload(openedPayload())).toEqual({
      number: 2,
      ...REAL,
      merged: false,
      state: 'open',
    });
  });

  test('closed without merging, and merged', () => {
    expect(pullRequestOfPayload(closedUnmergedPayload(4))).toEqual({
      number: 4,
      ...REAL,
      merged: false,
      state: 'closed',
    });
    expect(pullRequestOfPayload(mergedPayload(5))).toEqual({
      number: 5,
      ...REAL,
      merged: true,
      state: 'closed',
    });
  });

  test('merged when merged is true, or when merged_at is a non-empty string', () => {
    const merged = (fields: Record<string, unknown>) =>
      pullRequestOfPayload({ pull_request: { number: 1, ...fields } })?.merged;
    expect(merged({ merged: true, merged_at: null })).toBe(true);
    expect(merged({ merged: false, merged_at: '2026-11-25T10:00:00Z' })).toBe(true);
    expect(merged({ merged: false, merged_at: '' })).toBe(false);
    expect(merged({ merged: false, merged_at: null })).toBe(false);
    expect(merged({ merged: 'true' })).toBe(false);
    expect(merged({ merged_at: 1_764_064_800_000 })).toBe(false);
    expect(merged({})).toBe(false);
  });

  test('fields of the wrong type read as empty or 0; counts only as whole non-negative numbers', () => {
    const pr = pullRequestOf(mergedPayload());
    Object.assign(pr, {
      title: null,
      body: 7,
      html_url: undefined,
      state: false,
      changed_files: -1,
      additions: 2.5,
      deletions: '3',
    });
    expect(pullRequestOfPayload({ pull_request: pr })).toEqual({
      number: 2,
      title: '',
      body: '',
      url: '',
      baseRef: 'master',
      merged: true,
      state: '',
      changedFiles: 0,
      additions: 0,
      deletions: 0,
    });
    const counts = (value: unknown) =>
      pullRequestOfPayload({ pull_request: { number: 1, changed_files: value } })?.changedFiles;
    expect(counts(0)).toBe(0);
    expect(counts(12)).toBe(12);
    expect(counts(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(counts(2 ** 53)).toBe(0);
    expect(counts(Number.NaN)).toBe(0);
  });

  test('a base that is missing, null or not an object: no base branch', () => {
    for (const base of [undefined, null, 'main', 3]) {
      expect(pullRequestOfPayload({ pull_request: { number: 1, base } })?.baseRef).toBe('');
    }
    expect(pullRequestOfPayload({ pull_request: { number: 1, base: { ref: 9 } } })?.baseRef).toBe(
      '',
    );
  });

  test('no pull request: none, null, not an object, or without a number', () => {
    for (const payload of [
      {},
      { pull_request: null },
      { pull_request: 'text' },
      { pull_request: 12 },
      { pull_request: { title: 'x' } },
      { pull_request: { number: '2' } },
      { issue: { number: 1 } },
    ]) {
      expect(pullRequestOfPayload(payload)).toBeUndefined();
    }
  });
});

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function reader(
  options: { perPageMax?: number; number?: number } = {},
): Promise<{ github: GitHubFake; pr: PullRequestReader; lines: string[] }> {
  const github = await startGitHubFake({ perPageMax: options.perPageMax ?? 100 });
  fake = github;
  const clock = new VirtualClock();
  const lines: string[] = [];
  const pr = await openPullRequest(
    {
      token: github.token,
      apiUrl: github.url,
      redact: (text) => text,
      owner: 'acme',
      repo: 'app',
      number: options.number ?? 7,
    },
    {
      clock,
      random: () => 0.5,
      budget: () => ({ deadline: clock.now() + 600_000 }),
      onRetry: (line) => lines.push(line),
    },
  );
  return { github, pr, lines };
}

const numbered = (count: number, from = 0): FakePullRequestFile[] =>
  Array.from({ length: count }, (_, i) => ({
    filename: `src/f${from + i}.ts`,
    patch: '@@ -1 +1,2 @@\n-a\n+b\n+c',
  }));

/** The pages asked for, as `per_page page`. */
const pages = (github: GitHubFake): string[] =>
  github.requests.map((r) => `${r.method} ${r.path} ${r.query.per_page} ${r.query.page}`);

describe('openPullRequest: get', () => {
  test('the pull request from GET …/pulls/{n}', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', {
      number: 7,
      title: 'Add a cache',
      body: 'Caches the lookups.',
      baseRef: 'develop',
      merged: true,
      files: [...numbered(2), { filename: 'README.md', additions: 4, deletions: 0 }],
    });
    expect(await pr.get()).toEqual({
      number: 7,
      title: 'Add a cache',
      body: 'Caches the lookups.',
      url: 'https://github.com/acme/app/pull/7',
      baseRef: 'develop',
      merged: true,
      state: 'closed',
      changedFiles: 3,
      additions: 8,
      deletions: 2,
    });
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/app/pulls/7',
    ]);
  });

  test('an issue, or nothing, at that number (404): undefined, asked once', async () => {
    const { github, pr, lines } = await reader();
    github.addIssue('acme/app', { number: 7, title: 'An issue' });
    expect(await pr.get()).toBeUndefined();
    expect(github.requests).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  test('any other failure is thrown as a GitHubCallError', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7 });
    github.injectFault({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const error = await pr.get().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(403);
    expect((error as GitHubCallError).message).toBe('Resource not accessible by integration');
  });

  test('a 5xx is tried again through the retry policy', async () => {
    const { github, pr, lines } = await reader();
    github.addPullRequest('acme/app', { number: 7, title: 'Retried' });
    github.injectFault({ status: 502 });
    expect((await pr.get())?.title).toBe('Retried');
    expect(lines).toEqual([
      'GitHub answered 502 on GET /repos/{owner}/{repo}/pulls/{pull_number}; trying again in 500ms',
    ]);
  });
});

describe('openPullRequest: listFiles', () => {
  test('each file as GitHub lists it: a rename’s old name, patches only when asked for', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', {
      number: 7,
      files: [
        { filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-x\n+y' },
        { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
        {
          filename: 'src/new.ts',
          status: 'renamed',
          previous_filename: 'src/old.ts',
          patch: '@@ -1 +1,2 @@\n-p\n+q\n+r',
        },
      ],
    });
    expect(await pr.listFiles(100, { patches: true })).toStrictEqual([
      {
        filename: 'src/a.ts',
        status: 'modified',
        additions: 1,
        deletions: 1,
        patch: '@@ -1 +1 @@\n-x\n+y',
      },
      { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
      {
        filename: 'src/new.ts',
        status: 'renamed',
        additions: 2,
        deletions: 1,
        previousFilename: 'src/old.ts',
        patch: '@@ -1 +1,2 @@\n-p\n+q\n+r',
      },
    ]);
    expect(await pr.listFiles(100, { patches: false })).toStrictEqual([
      { filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1 },
      { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
      {
        filename: 'src/new.ts',
        status: 'renamed',
        additions: 2,
        deletions: 1,
        previousFilename: 'src/old.ts',
      },
    ]);
    expect(pages(github)).toEqual([
      'GET /repos/acme/app/pulls/7/files 100 1',
      'GET /repos/acme/app/pulls/7/files 100 1',
    ]);
  });

  test('page after page of 100 until GitHub has no next page', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(230) });
    const files = await pr.listFiles(1000, { patches: false });
    expect(files.map((f) => f.filename)).toEqual(numbered(230).map((f) => f.filename));
    expect(pages(github)).toEqual([
      'GET /repos/acme/app/pulls/7/files 100 1',
      'GET /repos/acme/app/pulls/7/files 100 2',
      'GET /repos/acme/app/pulls/7/files 100 3',
    ]);
  });

  test('at most cap files, from at most ceil(cap / 100) pages', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(400) });
    const files = await pr.listFiles(150, { patches: false });
    expect(files.map((f) => f.filename)).toEqual(numbered(150).map((f) => f.filename));
    expect(pages(github)).toEqual([
      'GET /repos/acme/app/pulls/7/files 100 1',
      'GET /repos/acme/app/pulls/7/files 100 2',
    ]);
  });

  test('a server that serves fewer than 100 a page: still at most ceil(cap / 100) requests', async () => {
    const { github, pr } = await reader({ perPageMax: 40 });
    github.addPullRequest('acme/app', { number: 7, files: numbered(400) });
    const files = await pr.listFiles(150, { patches: false });
    expect(files.map((f) => f.filename)).toEqual(numbered(80).map((f) => f.filename));
    expect(pages(github)).toEqual([
      'GET /repos/acme/app/pulls/7/files 100 1',
      'GET /repos/acme/app/pulls/7/files 100 2',
    ]);
  });

  test('a page longer than asked for: cut at cap, and no further page asked for', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(400) });
    const long = numbered(150, 1000).map((f) => ({
      filename: f.filename,
      status: 'modified',
      additions: 2,
      deletions: 1,
    }));
    github.injectFault({
      status: 200,
      body: long,
      headers: { link: `<${github.url}/repos/acme/app/pulls/7/files?page=2>; rel="next"` },
    });
    const files = await pr.listFiles(120, { patches: false });
    expect(files.map((f) => f.filename)).toEqual(long.slice(0, 120).map((f) => f.filename));
    expect(github.requests).toHaveLength(1);
  });

  test('an empty page stops the listing even when a next page is named', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(400) });
    github.injectFault({
      status: 200,
      body: [],
      headers: { link: `<${github.url}/repos/acme/app/pulls/7/files?page=2>; rel="next"` },
    });
    expect(await pr.listFiles(300, { patches: false })).toEqual([]);
    expect(github.requests).toHaveLength(1);
  });

  test('a last page with fewer files than cap ends the listing before ceil(cap / 100) pages', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(120) });
    expect(await pr.listFiles(300, { patches: false })).toHaveLength(120);
    expect(pages(github)).toEqual([
      'GET /repos/acme/app/pulls/7/files 100 1',
      'GET /repos/acme/app/pulls/7/files 100 2',
    ]);
  });

  test('a page that fails for good fails the listing with GitHub’s status', async () => {
    const { github, pr } = await reader();
    github.addPullRequest('acme/app', { number: 7, files: numbered(150) });
    github.injectFault({ status: 422, skip: 1, body: { message: 'Validation Failed' } });
    const error = await pr.listFiles(300, { patches: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(422);
    expect(github.requests).toHaveLength(2);
  });
});

describe('a count of -0', () => {
  test('is read as 0, as JSON keeps its sign and the prompt would show "-0 lines"', () => {
    const pr = JSON.parse('{"number": 1, "changed_files": -0, "additions": -0, "deletions": -0}');
    const info = pullRequestOfPayload({ pull_request: pr });
    expect(Object.is(info?.changedFiles, 0)).toBe(true);
    expect(Object.is(info?.additions, 0)).toBe(true);
    expect(Object.is(info?.deletions, 0)).toBe(true);
    expect(`${info?.additions.toLocaleString('en-US')}`).toBe('0');
  });
});

describe('openPullRequestHistory: what a pull request’s docs job reads of its history', () => {
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);
  const C = 'c'.repeat(40);
  const D = 'd'.repeat(40);
  const E = 'e'.repeat(40);

  async function history(): Promise<{ github: GitHubFake; pr: PullRequestHistory }> {
    const github = await startGitHubFake();
    fake = github;
    github.addPullRequest('acme/app', { number: 7 });
    // A ← B ← C on one line; D on A beside them; E a root of its own.
    github.addCommits('acme/app', [
      { sha: A },
      {
        sha: B,
        parent: A,
        files: [
          { filename: 'src/b.ts', patch: '@@ -1 +1 @@\n-a\n+b' },
          { filename: 'docs/new.md', status: 'renamed', previous_filename: 'docs/old.md' },
        ],
      },
      {
        sha: C,
        parent: B,
        files: [{ filename: 'src/c.ts', status: 'added', patch: '@@ +1 @@\n+c' }],
      },
      { sha: D, parent: A },
      { sha: E },
    ]);
    const pr = await openPullRequestHistory(
      {
        token: github.token,
        apiUrl: github.url,
        redact: (t) => t,
        owner: 'acme',
        repo: 'app',
        number: 7,
      },
      retryInVirtualTime(),
    );
    return { github, pr };
  }

  test('compare: the commits since the base, and what they change', async () => {
    const { github, pr } = await history();

    expect(await pr.compare(A, C, { patches: true })).toStrictEqual({
      status: 'ahead',
      files: [
        {
          filename: 'docs/new.md',
          status: 'renamed',
          additions: 0,
          deletions: 0,
          previousFilename: 'docs/old.md',
        },
        {
          filename: 'src/b.ts',
          status: 'modified',
          additions: 1,
          deletions: 1,
          patch: '@@ -1 +1 @@\n-a\n+b',
        },
        {
          filename: 'src/c.ts',
          status: 'added',
          additions: 1,
          deletions: 0,
          patch: '@@ +1 @@\n+c',
        },
      ],
    });
    expect(github.requests.at(-1)?.path).toBe(`/repos/acme/app/compare/${A}...${C}`);
  });

  test('compare without patches: the files alone', async () => {
    const { pr } = await history();

    const { files } = await pr.compare(B, C, { patches: false });

    expect(files).toStrictEqual([
      { filename: 'src/c.ts', status: 'added', additions: 1, deletions: 0 },
    ]);
  });

  test('compare: identical, behind, diverged', async () => {
    const { pr } = await history();

    expect(await pr.compare(C, C, { patches: false })).toStrictEqual({
      status: 'identical',
      files: [],
    });
    expect((await pr.compare(C, A, { patches: false })).status).toBe('behind');
    expect((await pr.compare(C, D, { patches: false })).status).toBe('diverged');
  });

  test('compare: a commit GitHub does not know (a force-push dropped it) is missing', async () => {
    const { pr } = await history();

    expect(await pr.compare('f'.repeat(40), C, { patches: true })).toStrictEqual({
      status: 'missing',
      files: [],
    });
    expect(await pr.compare(E, C, { patches: true })).toStrictEqual({
      status: 'missing',
      files: [],
    });
  });

  test('compare: a status GitHub has not documented reads as diverged; no files as none', async () => {
    const { github, pr } = await history();
    github.injectFault({ path: /\/compare\//, status: 200, body: { status: 'sideways' } });

    expect(await pr.compare(A, C, { patches: true })).toStrictEqual({
      status: 'diverged',
      files: [],
    });
  });

  test('compare: any other failure is thrown', async () => {
    const { github, pr } = await history();
    github.injectFault({ path: /\/compare\//, status: 422 });

    const error = await pr.compare(A, C, { patches: true }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(422);
  });

  test('approvers: people who approved, each once, in order, every page', async () => {
    const { github, pr } = await history();
    github.addReview('acme/app', 7, { login: 'alice', state: 'APPROVED' });
    github.addReview('acme/app', 7, { login: 'bob', state: 'CHANGES_REQUESTED' });
    github.addReview('acme/app', 7, { login: 'ci[bot]', state: 'APPROVED' });
    github.addReview('acme/app', 7, { login: 'carol', state: 'COMMENTED' });
    github.addReview('acme/app', 7, { login: 'dave', state: 'APPROVED', type: 'Bot' });
    github.addReview('acme/app', 7, { login: 'erin[bot]', state: 'APPROVED', type: 'User' });
    github.addReview('acme/app', 7, { login: 'alice', state: 'APPROVED' });
    for (let i = 0; i < 100; i++)
      github.addReview('acme/app', 7, { login: 'bob', state: 'COMMENTED' });
    github.addReview('acme/app', 7, { login: 'frank', state: 'APPROVED' });

    expect(await pr.approvers()).toStrictEqual(['alice', 'frank']);
    const listed = github.requests.filter((r) => r.path === '/repos/acme/app/pulls/7/reviews');
    expect(listed.map((r) => r.query.per_page)).toStrictEqual(['100', '100']);
  });

  test('approvers: a review without a user is no one', async () => {
    const { github, pr } = await history();
    github.injectFault({
      path: '/repos/acme/app/pulls/7/reviews',
      status: 200,
      body: [
        { id: 1, state: 'APPROVED', user: null },
        { id: 2, state: 'APPROVED', user: { login: '', type: 'User' } },
        { id: 3, state: 'APPROVED', user: { login: 'alice', type: 'User' } },
      ],
    });

    expect(await pr.approvers()).toStrictEqual(['alice']);
  });
});
