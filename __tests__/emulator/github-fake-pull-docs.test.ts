// The GitHub fake's answers for a docs PR that travels with its code PR: check runs on a pull
// request's head commit (create, update, list for a ref), the compare of two commits of a seeded
// history (two pushes, a push that changes nothing, a force-push), and closing a pull request, its
// reviews and requested reviewers. Every request and answer is checked against GitHub's REST API
// description (@octokit/openapi); an error answer the description leaves out for that operation is
// checked against GitHub's shared error schemas (basic-error, validation-error).
import { afterEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import {
  MAX_COMPARE_COMMITS,
  MAX_COMPARE_FILES,
  MAX_REQUESTED_REVIEWERS,
  requestsByRoute,
  startGitHubFake,
} from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import {
  expectRequestsFollowGitHubApi,
  validateRequest,
  validateResponse,
} from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/app';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** The sha (40 hex digits) of the test's commit number n. */
const sha = (n: number): string => createHash('sha1').update(`commit ${n}`).digest('hex');
const BASE = sha(1);

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  return fake;
}

// ---- judging answers --------------------------------------------------------------------

const require = createRequire(import.meta.url);
let errorSchemas: { basic: ValidateFunction; validation: ValidateFunction } | undefined;

/** GitHub's shared error schemas (the description's `basic-error` and `validation-error`). */
function sharedErrorSchemas(): NonNullable<typeof errorSchemas> {
  if (errorSchemas) return errorSchemas;
  const description = require('@octokit/openapi/generated/api.github.com.json') as {
    components: { schemas: Record<string, object> };
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  errorSchemas = {
    basic: ajv.compile(description.components.schemas['basic-error'] ?? {}),
    validation: ajv.compile(description.components.schemas['validation-error'] ?? {}),
  };
  return errorSchemas;
}

/**
 * The answer against the description: its operation documents the status and the body fits. An
 * error (4xx) the operation leaves out (`GitHub documents only …`) or documents without a body
 * (the 422 of a review request) is GitHub's error shape all the same: it must fit basic-error
 * (validation-error for a 422).
 */
function judge(method: string, path: string, status: number, text: string): void {
  try {
    validateResponse(method, path, status, text);
  } catch (error) {
    const undocumented = /documents only|GitHub documents none/.test(String(error));
    if (!undocumented || status < 400 || status >= 500) throw error;
    const { basic, validation } = sharedErrorSchemas();
    const validate = status === 422 ? validation : basic;
    const body = JSON.parse(text) as { message?: unknown };
    if (!validate(body) || typeof body.message !== 'string') {
      throw new Error(`${method} ${path} answered ${status} off GitHub's error schema: ${text}`, {
        cause: error,
      });
    }
  }
}

interface Documented {
  status: number;
  // The tests read what they check; the shapes are the description's to judge.
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  link: string | null;
}

/** Calls the fake with `token`, request and answer checked against the description. */
async function documented(
  f: GitHubFake,
  method: string,
  path: string,
  body?: unknown,
  options: { offSchema?: boolean; token?: string } = {},
): Promise<Documented> {
  const sent = body === undefined ? '' : JSON.stringify(body);
  // A request made wrong on purpose (to see the fake's 422) must be wrong by the description too.
  if (options.offSchema) expect(() => validateRequest(method, path, sent)).toThrow();
  else validateRequest(method, path, sent);
  const res = await fetch(`${f.url}${path}`, {
    method,
    headers: {
      authorization: `token ${options.token ?? f.token}`,
      accept: 'application/vnd.github+json',
      ...(body !== undefined && { 'content-type': 'application/json; charset=utf-8' }),
    },
    body: body === undefined ? undefined : sent,
  });
  const text = await res.text();
  judge(method, path, res.status, text);
  return {
    status: res.status,
    body: (text === '' ? {} : JSON.parse(text)) as Documented['body'],
    link: res.headers.get('link'),
  };
}

function links(header: string | null): Record<string, string> {
  return Object.fromEntries(
    [...(header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]),
  );
}

const shas = (list: unknown): string[] => (list as Array<{ sha: string }>).map((c) => c.sha);
const names = (list: unknown): string[] =>
  (list as Array<{ filename: string }>).map((c) => c.filename);

// ---- check runs -------------------------------------------------------------------------

describe('check runs on a head commit (POST, PATCH …/check-runs; GET …/commits/{ref}/check-runs)', () => {
  const HEAD = sha(2);
  const runs = `/repos/${REPO}/check-runs`;

  it('in progress on the pull request head, then completed: the pull request named, the accessor', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 7, headRef: 'retries', headSha: HEAD, baseSha: BASE });
    const created = await documented(f, 'POST', runs, {
      name: 'Docs',
      head_sha: HEAD,
      status: 'in_progress',
      details_url: 'https://agents.example/jobs/j-1',
      external_id: 'j-1',
      output: { title: 'Docs job running', summary: 'Round 1 of job j-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Docs',
      head_sha: HEAD,
      status: 'in_progress',
      conclusion: null,
      started_at: expect.stringMatching(ISO),
      completed_at: null,
      details_url: 'https://agents.example/jobs/j-1',
      external_id: 'j-1',
      output: { title: 'Docs job running', summary: 'Round 1 of job j-1', text: null },
      app: { slug: 'github-actions', name: 'GitHub Actions' },
      pull_requests: [
        { number: 7, head: { ref: 'retries', sha: HEAD }, base: { ref: 'main', sha: BASE } },
      ],
    });
    const id = created.body.id as number;
    const done = await documented(f, 'PATCH', `${runs}/${id}`, {
      conclusion: 'success',
      output: { title: 'Docs PR opened', summary: 'acme/docs#12' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id,
      status: 'completed',
      conclusion: 'success',
      completed_at: expect.stringMatching(ISO),
    });
    expect(f.checkRuns(REPO)).toEqual([
      {
        id,
        name: 'Docs',
        head_sha: HEAD,
        status: 'completed',
        conclusion: 'success',
        details_url: 'https://agents.example/jobs/j-1',
        external_id: 'j-1',
        output: { title: 'Docs PR opened', summary: 'acme/docs#12', text: null },
        started_at: expect.stringMatching(ISO),
        completed_at: expect.stringMatching(ISO),
      },
    ]);
    expect(f.checkRuns(REPO, BASE)).toEqual([]);
    expect(f.checkRuns('acme/other')).toEqual([]);
  });

  it('validates as GitHub does: a conclusion with completed, allowed values, a known commit; 422 else', async () => {
    const f = await start();
    f.addCommits(REPO, [{ sha: BASE }, { sha: HEAD, parent: BASE }]);
    const post = (body: unknown, offSchema = false) =>
      documented(f, 'POST', runs, body, { offSchema });
    const completedAlone = await post({ name: 'Docs', head_sha: HEAD, status: 'completed' });
    expect(completedAlone.status).toBe(422);
    expect(completedAlone.body.message).toMatch(/"conclusion" wasn't supplied/);
    const refused = [
      await post({ name: 'Docs', head_sha: HEAD, status: 'done' }, true),
      await post({ name: 'Docs', head_sha: HEAD, conclusion: 'stale' }),
      await post({ name: 'Docs', head_sha: HEAD, completed_at: '2026-11-25T12:00:00Z' }),
      await post({ head_sha: HEAD }, true),
      await post({ name: 'Docs', head_sha: sha(99) }),
      await post({ name: 'Docs', head_sha: HEAD, output: { title: 'no summary' } }, true),
      await post(
        { name: 'Docs', head_sha: HEAD, output: { title: 't', summary: 'x'.repeat(65536) } },
        true,
      ),
    ];
    expect(refused.map((r) => r.status)).toEqual([422, 422, 422, 422, 422, 422, 422]);
    expect(refused[4]?.body.message).toBe(`No commit found for SHA: ${sha(99)}`);
    expect(f.checkRuns(REPO)).toEqual([]);

    // A conclusion alone completes the run.
    const neutral = await post({ name: 'Docs', head_sha: HEAD, conclusion: 'neutral' });
    expect(neutral.body).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    const queued = await post({ name: 'Docs', head_sha: HEAD });
    expect(queued.body).toMatchObject({ status: 'queued', conclusion: null });
    const patch = (id: unknown, body: unknown, offSchema = false) =>
      documented(f, 'PATCH', `${runs}/${String(id)}`, body, { offSchema });
    expect((await patch(queued.body.id, { status: 'completed' }, true)).status).toBe(422);
    expect((await patch(queued.body.id, { status: 'waiting' }, true)).status).toBe(422);
    expect((await patch(77, { conclusion: 'success' })).status).toBe(404);
    // Started again: in progress, its conclusion gone.
    const again = await patch(neutral.body.id, { status: 'in_progress' });
    expect(again.body).toMatchObject({
      status: 'in_progress',
      conclusion: null,
      completed_at: null,
    });
    expect(f.checkRuns(REPO).map((r) => r.status)).toEqual(['in_progress', 'queued']);
  });

  it("a fork's pull_request token (denyChecks): 403 Resource not accessible by integration, no run; listing still answers", async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 7, headSha: HEAD });
    const before = await documented(f, 'POST', runs, { name: 'Docs', head_sha: HEAD });
    f.denyChecks(REPO);
    for (const refused of [
      await documented(f, 'POST', runs, { name: 'Docs', head_sha: HEAD, status: 'in_progress' }),
      await documented(f, 'PATCH', `${runs}/${String(before.body.id)}`, { conclusion: 'success' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Resource not accessible by integration');
    }
    expect(f.checkRuns(REPO).map((r) => r.status)).toEqual(['queued']);
    const listed = await documented(f, 'GET', `/repos/${REPO}/commits/${HEAD}/check-runs`);
    expect(listed.body.total_count).toBe(1);
  });

  it('lists a ref’s runs newest first: the latest of each name, or all; by name and status; paged; by branch', async () => {
    const f = await start();
    const OTHER = sha(3);
    f.addCommits(REPO, [{ sha: BASE }, { sha: HEAD, parent: BASE }, { sha: OTHER, parent: HEAD }]);
    const create = async (name: string, head: string, conclusion?: string) =>
      (
        await documented(f, 'POST', runs, {
          name,
          head_sha: head,
          ...(conclusion && { conclusion }),
        })
      ).body.id as number;
    const first = await create('Docs', HEAD, 'timed_out');
    const lint = await create('Lint', HEAD, 'success');
    const second = await create('Docs', HEAD);
    await create('Docs', OTHER);
    const list = (ref: string, query = '') =>
      documented(f, 'GET', `/repos/${REPO}/commits/${ref}/check-runs${query}`);
    const ids = (r: Documented): number[] =>
      (r.body.check_runs as Array<{ id: number }>).map((c) => c.id);

    const latest = await list(HEAD);
    expect(latest.body.total_count).toBe(2);
    expect(ids(latest)).toEqual([second, lint]);
    expect(ids(await list(HEAD, '?filter=all'))).toEqual([second, lint, first]);
    expect(ids(await list(HEAD, '?check_name=Docs&filter=all'))).toEqual([second, first]);
    expect(ids(await list(HEAD, '?check_name=Docs&status=completed'))).toEqual([]);
    expect(ids(await list(HEAD, '?check_name=Docs&status=completed&filter=all'))).toEqual([first]);

    const page1 = await list(HEAD, '?filter=all&per_page=2');
    expect(page1.body.total_count).toBe(3);
    expect(ids(page1)).toEqual([second, lint]);
    const next = new URL(links(page1.link).next ?? '');
    const page2 = await documented(f, 'GET', `${next.pathname}${next.search}`);
    expect(ids(page2)).toEqual([first]);

    // A ref with slashes, encoded as Octokit sends it.
    f.setBranch(REPO, 'docs/guide', HEAD);
    expect(ids(await list(encodeURIComponent('docs/guide')))).toEqual([second, lint]);
    expect(ids(await list(encodeURIComponent('heads/docs/guide')))).toEqual([second, lint]);
    expect((await list('no-such-branch')).status).toBe(422);
    expect((await list(HEAD, '?status=done')).status).toBe(422);
  });
});

// ---- compare ----------------------------------------------------------------------------

describe('compare two commits (GET …/compare/{basehead})', () => {
  const file = (filename: string, line: string, status?: 'added' | 'removed') => ({
    filename,
    ...(status && { status }),
    patch: `@@ -1 +1 @@\n-old\n+${line}`,
  });
  const compare = (f: GitHubFake, basehead: string, query = '') =>
    documented(f, 'GET', `/repos/${REPO}/compare/${basehead}${query}`);

  it('two pushes, then a push that changes no file: ahead, the commits since the recorded head oldest first, their files', async () => {
    const f = await start();
    const [C1, C2, C3, C4] = [sha(11), sha(12), sha(13), sha(14)];
    f.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files: [file('src/a.ts', 'a1')] }]);
    f.addPullRequest(REPO, { number: 7, headRef: 'retries', headSha: C1, baseSha: BASE });
    // Two pushes, one commit each.
    f.addCommits(REPO, [
      { sha: C2, parent: C1, files: [file('src/b.ts', 'b2')], message: 'Add b' },
      { sha: C3, parent: C2, files: [file('src/a.ts', 'a3'), file('docs/c.md', 'c3', 'added')] },
    ]);
    f.setPullHead(REPO, 7, C2);
    f.setPullHead(REPO, 7, C3);
    const pull = await documented(f, 'GET', `/repos/${REPO}/pulls/7`);
    expect(pull.body).toMatchObject({
      head: { sha: C3, ref: 'retries' },
      base: { sha: BASE, ref: 'main' },
    });

    const since = await compare(f, `${C1}...${C3}`);
    expect(since.body).toMatchObject({
      status: 'ahead',
      ahead_by: 2,
      behind_by: 0,
      total_commits: 2,
      base_commit: { sha: C1 },
      merge_base_commit: { sha: C1 },
    });
    expect(shas(since.body.commits)).toEqual([C2, C3]);
    expect(since.body.commits[0]).toMatchObject({
      commit: { message: 'Add b' },
      parents: [{ sha: C1 }],
    });
    // Each file once, by path; a file two commits change carries the latest one's entry.
    expect(since.body.files).toEqual([
      expect.objectContaining({
        filename: 'docs/c.md',
        status: 'added',
        patch: '@@ -1 +1 @@\n-old\n+c3',
      }),
      expect.objectContaining({
        filename: 'src/a.ts',
        status: 'modified',
        patch: '@@ -1 +1 @@\n-old\n+a3',
        additions: 1,
        deletions: 1,
      }),
      expect.objectContaining({ filename: 'src/b.ts', patch: '@@ -1 +1 @@\n-old\n+b2' }),
    ]);

    // A push that changes no file.
    f.addCommits(REPO, [{ sha: C4, parent: C3 }]);
    f.setPullHead(REPO, 7, C4);
    const empty = await compare(f, `${C3}...${C4}`);
    expect(empty.body).toMatchObject({ status: 'ahead', ahead_by: 1, files: [] });
    expect(shas(empty.body.commits)).toEqual([C4]);
    const same = await compare(f, `${C4}...${C4}`);
    expect(same.body).toMatchObject({
      status: 'identical',
      ahead_by: 0,
      behind_by: 0,
      commits: [],
      files: [],
    });
    const back = await compare(f, `${C3}...${C1}`);
    expect(back.body).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 2, commits: [] });
    // Refs: the pull request's branch (setPullHead moved it), an abbreviated sha.
    const whole = await compare(f, `${BASE.slice(0, 7)}...retries`);
    expect(whole.body).toMatchObject({ status: 'ahead', ahead_by: 4 });
    expect(names(whole.body.files)).toEqual(['docs/c.md', 'src/a.ts', 'src/b.ts']);
  });

  it('a force-push that drops the recorded head: diverged, the old head off the new line; the base to the new head again', async () => {
    const f = await start();
    const [C1, C2, F1] = [sha(21), sha(22), sha(23)];
    f.addCommits(REPO, [
      { sha: BASE },
      { sha: C1, parent: BASE, files: [file('src/a.ts', 'a1')] },
      { sha: C2, parent: C1, files: [file('src/b.ts', 'b2')] },
      // Rewritten history: one commit on the base, in place of C1 and C2.
      { sha: F1, parent: BASE, files: [file('src/a.ts', 'a1'), file('src/b.ts', 'b2')] },
    ]);
    f.addPullRequest(REPO, { number: 7, headSha: C2, baseSha: BASE });
    f.setPullHead(REPO, 7, F1);
    expect((await documented(f, 'GET', `/repos/${REPO}/pulls/7`)).body.head.sha).toBe(F1);
    const dropped = await compare(f, `${C2}...${F1}`);
    expect(dropped.body).toMatchObject({
      status: 'diverged',
      ahead_by: 1,
      behind_by: 2,
      merge_base_commit: { sha: BASE },
    });
    expect(shas(dropped.body.commits)).toEqual([F1]);
    const again = await compare(f, `${BASE}...${F1}`);
    expect(again.body).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0 });
    expect(names(again.body.files)).toEqual(['src/a.ts', 'src/b.ts']);
  });

  it('404 for a commit or branch the repository lacks, or for no common ancestor', async () => {
    const f = await start();
    const ROOT2 = sha(31);
    f.addCommits(REPO, [{ sha: BASE }, { sha: ROOT2 }]);
    expect((await compare(f, `${BASE}...${sha(32)}`)).status).toBe(404);
    expect((await compare(f, `${BASE}...no-such-branch`)).status).toBe(404);
    expect((await compare(f, `${BASE}..${BASE}`)).status).toBe(404);
    const unrelated = await compare(f, `${BASE}...${ROOT2}`);
    expect(unrelated.status).toBe(404);
    expect(unrelated.body.message).toBe(`No common ancestor between ${BASE} and ${ROOT2}.`);
    expect((await compare(f, `${BASE}...${BASE}`)).body.status).toBe('identical');
  });

  it(`at most ${MAX_COMPARE_FILES} files; unpaged, the last ${MAX_COMPARE_COMMITS} commits; paged, the files on the first page only`, async () => {
    const f = await start();
    const BIG = sha(40);
    const wide = Array.from({ length: 320 }, (_, i) =>
      file(`src/f${String(i).padStart(3, '0')}.ts`, `${i}`),
    );
    f.addCommits(REPO, [{ sha: BASE }, { sha: BIG, parent: BASE, files: wide }]);
    const big = await compare(f, `${BASE}...${BIG}`);
    expect(big.body.files).toHaveLength(MAX_COMPARE_FILES);
    expect(big.body.files[MAX_COMPARE_FILES - 1].filename).toBe('src/f299.ts');

    const chain = Array.from({ length: 260 }, (_, i) => ({
      sha: sha(1000 + i),
      parent: i === 0 ? BASE : sha(999 + i),
      files: [file(`src/c${i}.ts`, `${i}`)],
    }));
    f.addCommits(REPO, chain);
    const tip = sha(1259);
    const unpaged = await compare(f, `${BASE}...${tip}`);
    expect(unpaged.body.total_commits).toBe(260);
    expect(unpaged.body.commits).toHaveLength(MAX_COMPARE_COMMITS);
    expect(unpaged.body.commits.at(-1).sha).toBe(tip);
    expect(unpaged.body.files).toHaveLength(260);
    expect(unpaged.link).toBeNull();

    const first = await compare(f, `${BASE}...${tip}`, '?per_page=100');
    expect(shas(first.body.commits)).toEqual(chain.slice(0, 100).map((c) => c.sha));
    expect(first.body.files).toHaveLength(260);
    expect(links(first.link).last).toMatch(/[?&]page=3(&|$)/);
    const third = await compare(f, `${BASE}...${tip}`, '?per_page=100&page=3');
    expect(shas(third.body.commits)).toEqual(chain.slice(200).map((c) => c.sha));
    expect(third.body.files).toEqual([]);
    expect(third.body.total_commits).toBe(260);
  });
});

// ---- pull requests: close, reviews, requested reviewers -----------------------------------

describe('a pull request: closing it, its reviews, requesting reviews', () => {
  const pullPath = (n: number): string => `/repos/${REPO}/pulls/${n}`;

  it('PATCH closes a pull request and reopens one not merged; 422 for a state GitHub does not take; 404 for none', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 9, title: 'Docs for acme/app#7' });
    f.addPullRequest(REPO, { number: 10, merged: true });
    const closed = await documented(f, 'PATCH', pullPath(9), { state: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      number: 9,
      state: 'closed',
      closed_at: expect.stringMatching(ISO),
      merged: false,
    });
    expect((await documented(f, 'GET', pullPath(9))).body.state).toBe('closed');
    const open = await documented(f, 'GET', `/repos/${REPO}/pulls?state=open`);
    expect(open.body).toEqual([]);
    const closedIssues = await documented(f, 'GET', `/repos/${REPO}/issues?state=closed`);
    // A merged pull request is a closed one too.
    expect((closedIssues.body as Array<{ number: number }>).map((i) => i.number)).toEqual([10, 9]);

    const reopened = await documented(f, 'PATCH', pullPath(9), {
      state: 'open',
      title: 'Docs, again',
    });
    expect(reopened.body).toMatchObject({ state: 'open', closed_at: null, title: 'Docs, again' });
    expect(
      (await documented(f, 'PATCH', pullPath(9), { state: 'merged' }, { offSchema: true })).status,
    ).toBe(422);
    expect((await documented(f, 'PATCH', pullPath(10), { state: 'open' })).status).toBe(422);
    expect((await documented(f, 'PATCH', pullPath(77), { state: 'closed' })).status).toBe(404);
  });

  it('lists its reviews oldest first, paged: the approvers with their login and type', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 7, login: 'Codertocat', headSha: sha(2) });
    f.addReview(REPO, 7, { login: 'alice', state: 'APPROVED', body: 'LGTM' });
    f.addReview(REPO, 7, { login: 'bob', state: 'CHANGES_REQUESTED' });
    f.addReview(REPO, 7, { login: 'renovate[bot]', state: 'APPROVED' });
    f.addReview(REPO, 7, { login: 'octocat', state: 'COMMENTED', commitId: sha(1) });
    const all = await documented(f, 'GET', `${pullPath(7)}/reviews`);
    expect(all.body).toEqual([
      expect.objectContaining({
        state: 'APPROVED',
        body: 'LGTM',
        user: expect.objectContaining({ login: 'alice', type: 'User' }),
        commit_id: sha(2),
      }),
      expect.objectContaining({
        state: 'CHANGES_REQUESTED',
        user: expect.objectContaining({ login: 'bob' }),
      }),
      expect.objectContaining({
        state: 'APPROVED',
        user: expect.objectContaining({ login: 'renovate[bot]', type: 'Bot' }),
      }),
      expect.objectContaining({
        state: 'COMMENTED',
        commit_id: sha(1),
        author_association: 'COLLABORATOR',
      }),
    ]);
    const page2 = await documented(f, 'GET', `${pullPath(7)}/reviews?per_page=3&page=2`);
    expect(page2.body).toHaveLength(1);
    expect(links(page2.link).first).toMatch(/[?&]page=1(&|$)/);
    expect((await documented(f, 'GET', `${pullPath(8)}/reviews`)).status).toBe(404);
    expect(() => f.addReview(REPO, 8, { login: 'alice', state: 'APPROVED' })).toThrow(
      /no pull request/,
    );
  });

  it(`requests reviews: 201 with the pull request; 422 for its author, a non-collaborator, a team, more than ${MAX_REQUESTED_REVIEWERS}`, async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 7, login: 'Codertocat' });
    const logins = Array.from({ length: MAX_REQUESTED_REVIEWERS + 1 }, (_, i) => `dev${i}`);
    for (const login of ['alice', ...logins]) f.setPermission(REPO, login, 'write');
    f.setPermission(REPO, 'mallory', 'none');
    const request = (body: unknown) =>
      documented(f, 'POST', `${pullPath(7)}/requested_reviewers`, body);

    const asked = await request({ reviewers: ['alice', 'octocat'] });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ number: 7, user: { login: 'Codertocat' } });
    expect(
      (asked.body.requested_reviewers as Array<{ login: string }>).map((u) => u.login),
    ).toEqual(['alice', 'octocat']);
    expect(f.requestedReviewers(REPO, 7)).toEqual(['alice', 'octocat']);

    const author = await request({ reviewers: ['alice', 'codertocat'] });
    expect(author.status).toBe(422);
    expect(author.body.message).toBe('Review cannot be requested from pull request author.');
    for (const body of [
      { reviewers: ['mallory'] },
      { reviewers: ['stranger'] },
      { reviewers: ['docs-agent[bot]'] },
      { team_reviewers: ['docs'] },
    ]) {
      const refused = await request(body);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Reviews may only be requested from collaborators/);
    }
    expect((await request({ reviewers: logins })).status).toBe(422);
    expect(f.requestedReviewers(REPO, 7)).toEqual(['alice', 'octocat']);
    expect((await request({ reviewers: logins.slice(0, MAX_REQUESTED_REVIEWERS) })).status).toBe(
      201,
    );
    expect(f.requestedReviewers(REPO, 7)).toHaveLength(2 + MAX_REQUESTED_REVIEWERS);

    // Asked again: once. A review ends the request, as GitHub says.
    await request({ reviewers: ['alice'] });
    f.addReview(REPO, 7, { login: 'alice', state: 'APPROVED' });
    const still = await documented(f, 'GET', `${pullPath(7)}/requested_reviewers`);
    expect((still.body.users as Array<{ login: string }>).map((u) => u.login)).toEqual([
      'octocat',
      ...logins.slice(0, MAX_REQUESTED_REVIEWERS),
    ]);
    expect(still.body.teams).toEqual([]);
    expect((await documented(f, 'GET', pullPath(7))).body.requested_reviewers).toHaveLength(
      1 + MAX_REQUESTED_REVIEWERS,
    );
    expect(
      (await documented(f, 'POST', `${pullPath(8)}/requested_reviewers`, { reviewers: ['alice'] }))
        .status,
    ).toBe(404);
    expect(f.requestedReviewers(REPO, 8)).toEqual([]);
  });

  it('every request these tests send is one GitHub takes, counted by route', async () => {
    const f = await start();
    f.addCommits(REPO, [{ sha: BASE }, { sha: sha(2), parent: BASE }]);
    f.addPullRequest(REPO, { number: 7, headSha: sha(2), baseSha: BASE });
    await documented(f, 'POST', `/repos/${REPO}/check-runs`, { name: 'Docs', head_sha: sha(2) });
    await documented(f, 'GET', `/repos/${REPO}/commits/${sha(2)}/check-runs?check_name=Docs`);
    await documented(f, 'GET', `/repos/${REPO}/compare/${BASE}...${sha(2)}`);
    await documented(f, 'GET', `/repos/${REPO}/pulls/7/reviews`);
    expectRequestsFollowGitHubApi(f.requests);
    expect(Object.fromEntries(requestsByRoute(f.requests))).toEqual({
      'POST /repos/{owner}/{repo}/check-runs': 1,
      'GET /repos/{owner}/{repo}/commits/{ref}/check-runs': 1,
      'GET /repos/{owner}/{repo}/compare/{basehead}': 1,
      'GET /repos/{owner}/{repo}/pulls/{n}/reviews': 1,
    });
  });

  it('seeding refuses what GitHub could not hold', async () => {
    const f = await start();
    expect(() => f.addCommits(REPO, [{ sha: 'abc' }])).toThrow(/40 hex digits/);
    expect(() => f.addCommits(REPO, [{ sha: sha(2), parent: sha(1) }])).toThrow(
      /not a seeded commit/,
    );
    f.addCommits(REPO, [{ sha: BASE }]);
    expect(() => f.addCommits(REPO, [{ sha: BASE }])).toThrow(/seeded already/);
    expect(() => f.setBranch(REPO, 'main', 'HEAD')).toThrow(/40 hex digits/);
    expect(() => f.setPullHead(REPO, 7, BASE)).toThrow(/no pull request/);
    expect(() => f.addPullRequest(REPO, { number: 7, headSha: 'abc' })).toThrow(/40 hex digits/);
  });
});
