// The GitHub fake's job tokens (addJobToken): a workflow job's own token writes only where the job's
// `permissions:` grant `write`, and GitHub's refusal is 403 Resource not accessible by integration;
// reads are unchanged but the workflows' runs, which take `actions: read`, and the default token is
// unaffected. A GitHub App's token limited to some scopes writes only those. Each request and answer is checked
// against GitHub's REST API description (@octokit/openapi).
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_TOKEN, startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import { validateRequest, validateResponse } from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/app';
const SHA = 'a'.repeat(40);

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  fake.addIssue(REPO, { number: 3, title: 'An issue' });
  fake.addPullRequest(REPO, { number: 7, login: 'Codertocat', headSha: SHA });
  return fake;
}

async function status(
  f: GitHubFake,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<number> {
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
  // GitHub's description documents no 403 for a check run: that refusal is checked by hand.
  if (res.status === 403) {
    expect(JSON.parse(text)).toEqual({
      message: 'Resource not accessible by integration',
      documentation_url: expect.any(String),
      status: '403',
    });
  } else validateResponse(method, path, res.status, text);
  return res.status;
}

const comment = { body: 'hello' };
const checkRun = { name: 'Docs', head_sha: SHA };

describe('a job token writes only what its permissions grant', () => {
  it('issues: write comments on an issue and on a pull request; not a check run', async () => {
    const f = await start();
    f.addJobToken('ghs_job1', { issues: 'write' });
    expect(await status(f, 'ghs_job1', 'POST', `/repos/${REPO}/issues/3/comments`, comment)).toBe(
      201,
    );
    expect(await status(f, 'ghs_job1', 'POST', `/repos/${REPO}/issues/7/comments`, comment)).toBe(
      201,
    );
    expect(await status(f, 'ghs_job1', 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(403);
  });

  it('pull-requests: write may write an issue thread too (GitHub takes either); checks: write a check run', async () => {
    const f = await start();
    f.addJobToken('ghs_job2', { 'pull-requests': 'write', checks: 'write' });
    expect(await status(f, 'ghs_job2', 'POST', `/repos/${REPO}/issues/7/comments`, comment)).toBe(
      201,
    );
    expect(await status(f, 'ghs_job2', 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(201);
  });

  it("a fork's read-only token writes nothing and still reads", async () => {
    const f = await start();
    f.addJobToken('ghs_fork', { issues: 'read', 'pull-requests': 'read', checks: 'read' });
    expect(await status(f, 'ghs_fork', 'POST', `/repos/${REPO}/issues/7/comments`, comment)).toBe(
      403,
    );
    expect(await status(f, 'ghs_fork', 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(403);
    expect(await status(f, 'ghs_fork', 'GET', `/repos/${REPO}/pulls/7`)).toBe(200);
    expect(f.comments(REPO, 7)).toEqual([]);
  });

  it("reads the workflows' runs only with actions granted (read or write), as a job that names its permissions has none for the others", async () => {
    const f = await start();
    f.addWorkflowRun(REPO, {
      id: 1,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: '2030-01-01T12:00:00Z',
    });
    const runs = `/repos/${REPO}/actions/workflows/docs.yml/runs`;
    f.addJobToken('ghs_reads', { issues: 'write', actions: 'read' });
    f.addJobToken('ghs_writes', { actions: 'write' });
    f.addJobToken('ghs_none', { issues: 'write', 'pull-requests': 'write' });
    expect(await status(f, 'ghs_reads', 'GET', runs)).toBe(200);
    expect(await status(f, 'ghs_writes', 'GET', runs)).toBe(200);
    expect(await status(f, 'ghs_none', 'GET', runs)).toBe(403);
    expect(await status(f, 'ghs_none', 'GET', `/repos/${REPO}/issues/3`)).toBe(200);
    expect(await status(f, DEFAULT_TOKEN, 'GET', runs)).toBe(200);
  });

  it("an app's token limited to pull-requests writes a pull request and its comments, not a check run", async () => {
    const f = await start();
    f.addToken('ghs_app', { repos: [REPO], writes: ['pull-requests'] });
    f.addToken('ghs_app_all', { repos: [REPO] });
    expect(await status(f, 'ghs_app', 'POST', `/repos/${REPO}/issues/7/comments`, comment)).toBe(
      201,
    );
    expect(await status(f, 'ghs_app', 'PATCH', `/repos/${REPO}/pulls/7`, { state: 'closed' })).toBe(
      200,
    );
    expect(await status(f, 'ghs_app', 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(403);
    expect(await status(f, 'ghs_app_all', 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(201);
  });

  it('the default token is unchanged, and a job token is a token of its own', async () => {
    const f = await start();
    f.addJobToken('ghs_job3', {});
    expect(await status(f, DEFAULT_TOKEN, 'POST', `/repos/${REPO}/check-runs`, checkRun)).toBe(201);
    expect(() => f.addJobToken(DEFAULT_TOKEN, {})).toThrow(/token of its own/);
    expect(() => f.addJobToken('two words', {})).toThrow(/one word/);
  });
});
