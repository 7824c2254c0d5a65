// The GitHub fake's second repository behind a second token (addToken): the docs repository is
// reached with a GitHub App's token, not the workflow's. The workflow token does not see it (404,
// as GitHub answers for a repository a token cannot see), a docs token that may not write there is
// refused (403 Resource not accessible by integration), and the default, one token for every
// repository, is unchanged. Then the docs PR travelling with its code PR end to end through
// Octokit, as the action reaches GitHub: every request and answer checked against GitHub's REST
// API description (@octokit/openapi).
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { DEFAULT_TOKEN, startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import {
  expectRequestsFollowGitHubApi,
  validateRequest,
  validateResponse,
} from '../../__fixtures__/github-openapi.js';

const CODE = 'acme/app';
const DOCS = 'acme/docs';
const DOCS_TOKEN = 'ghs_docs000000000000000000000000000000000';

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A fake with acme/app#7 (the code PR) and acme/docs#12 (its docs PR), the docs repository behind DOCS_TOKEN. */
async function start(access: { canWrite?: boolean } = {}): Promise<GitHubFake> {
  fake = await startGitHubFake();
  fake.addToken(DOCS_TOKEN, { repos: [DOCS], ...access });
  fake.addPullRequest(CODE, { number: 7, login: 'Codertocat', headRef: 'retries' });
  fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]', headRef: 'docs/pr-7' });
  return fake;
}

/** Calls the fake with `token`, request and answer checked against the description. */
async function call(
  f: GitHubFake,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const sent = body === undefined ? '' : JSON.stringify(body);
  validateRequest(method, path, sent);
  const res = await fetch(`${f.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : sent,
  });
  const text = await res.text();
  validateResponse(method, path, res.status, text);
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** The status of a request the description does not document a refusal for (checked by hand). */
async function statusOf(
  f: GitHubFake,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; message: unknown }> {
  const res = await fetch(`${f.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { message?: unknown; documentation_url?: unknown };
  expect(typeof answer.documentation_url).toBe('string');
  return { status: res.status, message: answer.message };
}

describe('a second repository behind a second token (addToken)', () => {
  it('the workflow token does not see the docs repository (404, reads and writes); the docs token works there and nowhere else', async () => {
    const f = await start();
    const workflow = f.token;
    for (const [method, path, body] of [
      ['GET', `/repos/${DOCS}`],
      ['GET', `/repos/${DOCS}/pulls/12`],
      ['POST', `/repos/${DOCS}/issues/12/comments`, { body: 'Docs for acme/app#7' }],
      ['PATCH', `/repos/${DOCS}/pulls/12`, { state: 'closed' }],
      ['POST', `/repos/${DOCS}/pulls/12/requested_reviewers`, { reviewers: ['octocat'] }],
    ] as const) {
      expect(await statusOf(f, workflow, method, path, body)).toEqual({
        status: 404,
        message: 'Not Found',
      });
    }
    expect(f.comments(DOCS, 12)).toEqual([]);

    expect((await call(f, DOCS_TOKEN, 'GET', `/repos/${DOCS}/pulls/12`)).status).toBe(200);
    const comment = await call(f, DOCS_TOKEN, 'POST', `/repos/${DOCS}/issues/12/comments`, {
      body: 'Docs for acme/app#7',
    });
    expect(comment.status).toBe(201);
    expect(comment.body.user).toMatchObject({ login: 'docs-writer[bot]', type: 'Bot' });
    expect(f.comments(DOCS, 12).map((c) => c.user.login)).toEqual(['docs-writer[bot]']);

    // The docs token reaches the docs repository only; the workflow token still reaches the rest.
    expect(await statusOf(f, DOCS_TOKEN, 'GET', `/repos/${CODE}/pulls/7`)).toMatchObject({
      status: 404,
    });
    expect((await call(f, workflow, 'GET', `/repos/${CODE}/pulls/7`)).status).toBe(200);
    expect((await call(f, workflow, 'GET', `/repos/${CODE}`)).status).toBe(200);
    expect(await statusOf(f, 'ghs_unknown', 'GET', `/repos/${CODE}/pulls/7`)).toEqual({
      status: 401,
      message: 'Bad credentials',
    });
  });

  it('who each token is (GraphQL viewer), and search: a repository a token cannot see is 422, as GitHub answers', async () => {
    const f = await start();
    const viewer = (token: string) =>
      getOctokit(token, { baseUrl: f.url }).graphql('{ viewer { login } }');
    expect(await viewer(f.token)).toEqual({ viewer: { login: 'github-actions[bot]' } });
    expect(await viewer(DOCS_TOKEN)).toEqual({ viewer: { login: 'docs-writer[bot]' } });
    const search = (token: string) =>
      call(f, token, 'GET', `/search/issues?q=${encodeURIComponent(`repo:${DOCS} is:pr`)}`);
    const refused = await search(f.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/cannot be searched/) }),
    ]);
    expect((await search(DOCS_TOKEN)).body.total_count).toBe(1);
  });

  it('a docs token that may not write there: 403 Resource not accessible by integration on every write; reads answered', async () => {
    const f = await start({ canWrite: false });
    const pull = `/repos/${DOCS}/pulls/12`;
    const closing = await call(f, DOCS_TOKEN, 'PATCH', pull, { state: 'closed' });
    expect(closing).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const asking = await call(f, DOCS_TOKEN, 'POST', `${pull}/requested_reviewers`, {
      reviewers: ['octocat'],
    });
    expect(asking.status).toBe(403);
    const commenting = await call(f, DOCS_TOKEN, 'POST', `/repos/${DOCS}/issues/12/comments`, {
      body: 'Docs for acme/app#7',
    });
    expect(commenting.status).toBe(403);
    expect((await call(f, DOCS_TOKEN, 'GET', pull)).body.state).toBe('open');
    expect(f.comments(DOCS, 12)).toEqual([]);
    expect(f.requestedReviewers(DOCS, 12)).toEqual([]);
  });

  it('without addToken the default token reaches every repository, as before', async () => {
    fake = await startGitHubFake();
    fake.addPullRequest(DOCS, { number: 12 });
    expect(fake.token).toBe(DEFAULT_TOKEN);
    expect((await call(fake, fake.token, 'GET', `/repos/${DOCS}/pulls/12`)).status).toBe(200);
    expect(await statusOf(fake, DOCS_TOKEN, 'GET', `/repos/${DOCS}/pulls/12`)).toMatchObject({
      status: 401,
    });
  });

  it('addToken refuses what could not be a second token', async () => {
    fake = await startGitHubFake();
    const f = fake;
    expect(() => f.addToken(f.token, { repos: [DOCS] })).toThrow(/not the default one/);
    expect(() => f.addToken('two words', { repos: [DOCS] })).toThrow(/one word/);
    expect(() => f.addToken(DOCS_TOKEN, { repos: [] })).toThrow(/must reach a repository/);
    expect(() => f.addToken(DOCS_TOKEN, { repos: ['docs'] })).toThrow(/owner\/name/);
  });
});

describe('the docs PR travels with the code PR, through Octokit', () => {
  it("the workflow token's check run and compare on the code PR; the docs token comments on, requests reviews for, and closes the docs PR", async () => {
    const f = await start();
    const [base, first, pushed] = ['1', '2', '3'].map((d) => d.repeat(40)) as [
      string,
      string,
      string,
    ];
    f.addCommits(CODE, [
      { sha: base },
      {
        sha: first,
        parent: base,
        files: [{ filename: 'src/retry.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
      },
      {
        sha: pushed,
        parent: first,
        files: [{ filename: 'src/retry.ts', patch: '@@ -1 +1 @@\n-b\n+c' }],
      },
    ]);
    f.addPullRequest(CODE, {
      number: 7,
      login: 'Codertocat',
      headRef: 'retries',
      headSha: first,
      baseSha: base,
    });
    f.addReview(CODE, 7, { login: 'alice', state: 'APPROVED' });
    f.addReview(CODE, 7, { login: 'renovate[bot]', state: 'APPROVED' });
    f.setPermission(DOCS, 'alice', 'write');
    f.setPullHead(CODE, 7, pushed);

    const workflow = getOctokit(f.token, { baseUrl: f.url });
    const code = { owner: 'acme', repo: 'app' };
    const { data: pr } = await workflow.rest.pulls.get({ ...code, pull_number: 7 });
    expect(pr.head.sha).toBe(pushed);
    const { data: run } = await workflow.rest.checks.create({
      ...code,
      name: 'Docs',
      head_sha: pr.head.sha,
      status: 'in_progress',
      details_url: 'https://agents.example/jobs/j-1',
      output: { title: 'Docs job running', summary: 'Following acme/app#7' },
    });
    const { data: diff } = await workflow.rest.repos.compareCommitsWithBasehead({
      ...code,
      basehead: `${first}...${pr.head.sha}`,
    });
    expect(diff).toMatchObject({ status: 'ahead', ahead_by: 1 });
    expect(diff.files?.map((file) => file.patch)).toEqual(['@@ -1 +1 @@\n-b\n+c']);
    const { data: reviews } = await workflow.rest.pulls.listReviews({ ...code, pull_number: 7 });
    const approvers = reviews
      .filter((review) => review.state === 'APPROVED' && review.user?.type === 'User')
      .map((review) => review.user?.login ?? '');
    expect(approvers).toEqual(['alice']);
    await workflow.rest.checks.update({ ...code, check_run_id: run.id, conclusion: 'success' });
    const { data: listed } = await workflow.rest.checks.listForRef({
      ...code,
      ref: 'retries',
      check_name: 'Docs',
    });
    expect(listed.check_runs.map((r) => [r.id, r.conclusion])).toEqual([[run.id, 'success']]);

    const docs = getOctokit(DOCS_TOKEN, { baseUrl: f.url });
    const docsPr = { owner: 'acme', repo: 'docs', pull_number: 12 };
    await docs.rest.issues.createComment({
      ...docsPr,
      issue_number: 12,
      body: 'Docs for acme/app#7',
    });
    await docs.rest.pulls.requestReviewers({ ...docsPr, reviewers: ['Codertocat', ...approvers] });
    const { data: closed } = await docs.rest.pulls.update({ ...docsPr, state: 'closed' });
    expect(closed.state).toBe('closed');
    expect(f.requestedReviewers(DOCS, 12)).toEqual(['Codertocat', 'alice']);
    expect(f.comments(DOCS, 12).map((c) => c.user.login)).toEqual(['docs-writer[bot]']);
    await expect(workflow.rest.pulls.update({ ...docsPr, state: 'open' })).rejects.toMatchObject({
      status: 404,
    });
    expectRequestsFollowGitHubApi(f.requests);
  });
});
