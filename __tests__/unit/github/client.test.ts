// The GitHub client (src/github/client.ts): @actions/github's Octokit at the run's API address
// against the GitHub fake, every request through the one retry policy in virtual time, and what a
// failure becomes.
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { waitFor } from '../../../__fixtures__/wait-for.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { axios } from '../../../src/common/http.js';
import { call, kindOf, octokitFor, repositoryOf } from '../../../src/github/client.js';
import { GitHubCallError, type GitHubRetryDeps } from '../../../src/github/retry.js';

const WALL = Date.UTC(2030, 0, 1, 12, 0, 0);
const REPO = { owner: 'acme', repo: 'app' };

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function github(options: { basePath?: string } = {}): Promise<GitHubFake> {
  fake = await startGitHubFake(options);
  fake.addIssue('acme/app', { number: 7, title: 'Crash on start', body: 'Steps' });
  return fake;
}

function retryDeps(budget: { deadlineIn?: number; signal?: AbortSignal } = {}) {
  const clock = new VirtualClock({ wallStart: WALL });
  const lines: string[] = [];
  const deps: GitHubRetryDeps = {
    clock,
    random: () => 0.5,
    budget: () => ({
      deadline: clock.now() + (budget.deadlineIn ?? 600_000),
      ...(budget.signal && { signal: budget.signal }),
    }),
    onRetry: (line) => lines.push(line),
  };
  return { clock, lines, deps };
}

async function client(g: GitHubFake, budget: Parameters<typeof retryDeps>[0] = {}) {
  const r = retryDeps(budget);
  const warnings: string[] = [];
  const octokit = await octokitFor(
    { token: g.token, apiUrl: g.url, warn: (line) => warnings.push(line) },
    r.deps,
  );
  return { ...r, warnings, octokit };
}

async function failure(promise: Promise<unknown>): Promise<GitHubCallError> {
  const error = await promise.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof GitHubCallError)) throw error;
  return error;
}

const comment = (octokit: Awaited<ReturnType<typeof client>>['octokit']) =>
  octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...REPO,
    issue_number: 7,
    body: 'Started',
  });

describe('octokitFor: Octokit at the run’s API address', () => {
  test('reaches the API at apiUrl (a GitHub Enterprise Server path too) with the token', async () => {
    const g = await github({ basePath: '/api/v3' });
    const { octokit, lines } = await client(g);
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      ...REPO,
      issue_number: 7,
    });
    expect(data.title).toBe('Crash on start');
    expect(g.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/app/issues/7',
    ]);
    expect(g.requests[0]?.headers.authorization).toBe(`token ${g.token}`);
    expect(lines).toEqual([]);
  });

  test('without the run’s address, @actions/github’s own: the process’s GITHUB_API_URL when it loaded', async () => {
    const r = retryDeps();
    const octokit = await octokitFor({ token: 'ghs_x' }, r.deps);
    const error = await failure(octokit.rest.issues.get({ ...REPO, issue_number: 7 }));
    // beforeAll named a closed local port before the package loaded.
    expect(error.message).toMatch(/ECONNREFUSED 127\.0\.0\.1:9$/);
    expect(error.neverSent).toBe(true);
  });

  test('@actions/github’s client: its REST methods, and the runner’s orchestration in its user agent', async () => {
    const g = await github();
    const saved = process.env.ACTIONS_ORCHESTRATION_ID;
    try {
      for (const id of [undefined, ' Run-7/a b.c_d ']) {
        if (id === undefined) delete process.env.ACTIONS_ORCHESTRATION_ID;
        else process.env.ACTIONS_ORCHESTRATION_ID = id;
        const { octokit } = await client(g);
        const { data } = await octokit.rest.issues.get({ ...REPO, issue_number: 7 });
        expect(data.title).toBe('Crash on start');
      }
    } finally {
      if (saved === undefined) delete process.env.ACTIONS_ORCHESTRATION_ID;
      else process.env.ACTIONS_ORCHESTRATION_ID = saved;
    }
    const agents = g.requests.map((r) => r.headers['user-agent']);
    expect(agents[0]).toMatch(/^octokit-core\.js\/\S+ /);
    expect(agents[1]).toBe(`actions_orchestration_id/Run-7_a_b.c_d ${agents[0]}`);
  });

  test('requests go through the action’s axios (github/transport.ts), never a fetch of Node’s or @actions/github’s', async () => {
    const g = await github();
    const nodeFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('Node’s fetch was used'));
    const sent: string[] = [];
    const watch = axios.interceptors.request.use((config) => {
      sent.push(`${String(config.method).toUpperCase()} ${String(config.url)}`);
      return config;
    });
    try {
      const { octokit } = await client(g);
      const { data } = await octokit.rest.issues.get({ ...REPO, issue_number: 7 });
      expect(data.number).toBe(7);
    } finally {
      globalThis.fetch = nodeFetch;
      axios.interceptors.request.eject(watch);
    }
    expect(sent).toEqual([`GET ${g.url}/repos/acme/app/issues/7`]);
  });

  test('Octokit’s own warnings go to warn, named as GitHub’s, never to the console', async () => {
    const g = await github();
    const { octokit, warnings } = await client(g);
    octokit.log.warn('a plugin’s warning');
    octokit.log.error('a plugin’s error');
    octokit.log.info('chatter');
    octokit.log.debug('chatter');
    expect(warnings).toEqual(['GitHub: a plugin’s warning', 'GitHub: a plugin’s error']);
  });

  test('a deprecated endpoint’s warning goes to warn too, never to the console', async () => {
    const g = await github();
    const { octokit, warnings } = await client(g);
    g.injectFault({
      method: 'GET',
      path: '/repos/acme/app/issues/7',
      status: 200,
      body: { number: 7, title: 'Crash on start' },
      headers: {
        deprecation: 'true',
        sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
        link: '<https://docs.github.com/rest/deprecations>; rel="deprecation"',
      },
    });
    const printed: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void printed.push(args);
    try {
      await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
        ...REPO,
        issue_number: 7,
      });
    } finally {
      console.warn = original;
    }
    expect(printed).toEqual([]);
    expect(warnings).toEqual([
      `GitHub: [@octokit/request] "GET ${g.url}/repos/acme/app/issues/7" is deprecated. It is scheduled to be removed on Tue, 01 Jun 2027 00:00:00 GMT. See https://docs.github.com/rest/deprecations`,
    ]);
  });

  test('without warn, Octokit’s warnings go nowhere (and the call still works)', async () => {
    const g = await github();
    const { deps } = retryDeps();
    const octokit = await octokitFor({ token: g.token, apiUrl: g.url }, deps);
    await expect(octokit.request('GET /user/interaction-limits')).rejects.toThrow('Not Found');
    expect(g.requests).toHaveLength(1);
  });
});

describe('every request through the retry policy, named by its method and path', () => {
  test('a read answered 502 is tried again; the line names the route', async () => {
    const g = await github();
    g.injectFault({ method: 'GET', path: '/repos/acme/app/issues/7', status: 502 });
    const { octokit, lines, clock } = await client(g);
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      ...REPO,
      issue_number: 7,
    });
    expect(data.number).toBe(7);
    expect(lines).toEqual([
      'GitHub answered 502 on GET /repos/{owner}/{repo}/issues/{issue_number}; trying again in 500ms',
    ]);
    expect(clock.sleeps).toEqual([500]);
    expect(g.requests.map((r) => r.status)).toEqual([502, 200]);
  });

  test('a later page of a listing is named by its path alone: no origin, no query', async () => {
    const g = await github({ basePath: '/api/v3' });
    for (const body of ['a', 'b', 'c', 'd', 'e']) g.addComment('acme/app', 7, { body });
    g.injectFault({ path: '/repos/acme/app/issues/7/comments', status: 503, skip: 1 });
    const { octokit, lines } = await client(g);
    const all = await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...REPO,
      issue_number: 7,
      per_page: 2,
    });
    expect(all.map((c) => c.body)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(lines).toEqual([
      'GitHub answered 503 on GET /api/v3/repos/acme/app/issues/7/comments; trying again in 500ms',
    ]);
    expect(g.requests.map((r) => `${r.query.page ?? '-'} ${r.status}`)).toEqual([
      '- 200',
      '2 503',
      '2 200',
      '3 200',
    ]);
  });

  test('a new comment answered 502 is not sent again (GitHub may have made it)', async () => {
    const g = await github();
    g.injectFault({ method: 'POST', status: 502 });
    const { octokit, lines } = await client(g);
    const error = await failure(comment(octokit));
    expect(error.status).toBe(502);
    expect(error.attempts).toBe(1);
    expect(error.neverSent).toBe(false);
    expect(lines).toEqual([]);
    expect(g.count('POST')).toBe(1);
    expect(g.comments('acme/app', 7)).toEqual([]);
  });

  test('an edit (PATCH) and adding labels (POST …/labels) are tried again after a 502', async () => {
    const g = await github();
    const made = g.addComment('acme/app', 7, { body: 'old', login: 'github-actions[bot]' });
    g.injectFault({ method: 'PATCH', status: 502 });
    g.injectFault({ method: 'POST', path: '/repos/acme/app/issues/7/labels', status: 502 });
    const { octokit, lines } = await client(g);
    await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      ...REPO,
      comment_id: made.id,
      body: 'new',
    });
    await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
      ...REPO,
      issue_number: 7,
      labels: ['agent'],
    });
    expect(lines).toEqual([
      'GitHub answered 502 on PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}; trying again in 500ms',
      'GitHub answered 502 on POST /repos/{owner}/{repo}/issues/{issue_number}/labels; trying again in 500ms',
    ]);
    expect(g.comments('acme/app', 7).map((c) => c.body)).toEqual(['new']);
    expect(g.labels('acme/app', 7)).toEqual(['agent']);
  });

  test('a secondary rate limit is waited out as long as retry-after says', async () => {
    const g = await github();
    g.injectFault({
      method: 'GET',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '3' },
    });
    const { octokit, lines, clock } = await client(g);
    await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      ...REPO,
      issue_number: 7,
    });
    expect(lines).toEqual([
      'GitHub asked to slow down (secondary rate limit) on GET /repos/{owner}/{repo}/issues/{issue_number}; trying again in 3s',
    ]);
    expect(clock.sleeps).toEqual([3000]);
  });

  test('a primary rate limit is waited out until a second past its reset, on the clock’s wall time', async () => {
    const g = await github();
    g.injectFault({
      method: 'POST',
      status: 403,
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(WALL / 1000 + 30) },
    });
    const { octokit, lines, clock } = await client(g);
    await comment(octokit);
    expect(lines).toEqual([
      'GitHub rate limit reached on POST /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 31s',
    ]);
    expect(clock.sleeps).toEqual([31_000]);
    expect(g.comments('acme/app', 7).map((c) => c.body)).toEqual(['Started']);
  });
});

describe('what a failure becomes: a GitHubCallError', () => {
  test('an answer: its status, GitHub’s message in one line, its meaning', async () => {
    const g = await github();
    const { octokit, lines } = await client(g);
    const error = await failure(
      octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
        ...REPO,
        issue_number: 8,
      }),
    );
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      'Not Found - https://docs.github.com/rest/issues/issues#get-an-issue',
    );
    expect(error.fault).toEqual({ kind: 'other' });
    expect(error.neverSent).toBe(false);
    expect(lines).toEqual([]);
  });

  test('a 403 without a rate limit: a missing permission, its headers read but not a wait', async () => {
    const g = await github();
    g.injectFault({ status: 403, body: { message: 'Resource not accessible by integration' } });
    const { octokit } = await client(g);
    const error = await failure(
      octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
        ...REPO,
        issue_number: 7,
      }),
    );
    expect(error.status).toBe(403);
    expect(error.fault).toEqual({ kind: 'forbidden' });
    expect(error.message).toBe('Resource not accessible by integration');
    expect(g.requests).toHaveLength(1);
  });

  test('a connection reset: no answer (no status); a new comment is not sent again', async () => {
    const g = await github();
    g.injectFault({ method: 'POST', action: 'reset' });
    const { octokit, lines } = await client(g);
    const error = await failure(comment(octokit));
    expect(error.status).toBeUndefined();
    expect(error.fault).toEqual({ kind: 'unavailable' });
    expect(error.neverSent).toBe(false);
    expect(error.attempts).toBe(1);
    expect(error.message).not.toContain('\n');
    expect(lines).toEqual([]);
    expect(g.count('POST')).toBe(1);
  });

  test('a connection reset on a read: tried again, "did not answer"', async () => {
    const g = await github();
    g.injectFault({ method: 'GET', action: 'reset' });
    const { octokit, lines } = await client(g);
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
      ...REPO,
      issue_number: 7,
    });
    expect(data.number).toBe(7);
    expect(g.requests.map((r) => r.status)).toEqual([undefined, 200]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^GitHub did not answer \([^)]+\) on GET \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}; trying again in 500ms$/,
    );
  });

  test('a refused connection: never sent, so even a new comment is tried again, five times in all', async () => {
    const g = await github();
    const { url, token } = g;
    await g.close();
    const r = retryDeps();
    const octokit = await octokitFor({ token, apiUrl: url }, r.deps);
    const error = await failure(comment(octokit));
    expect(error.status).toBeUndefined();
    expect(error.neverSent).toBe(true);
    expect(error.attempts).toBe(5);
    expect(r.clock.sleeps).toEqual([500, 1000, 2000, 2500]);
    expect(r.lines[0]).toBe(
      `GitHub did not answer (${error.message}) on POST /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 500ms`,
    );
  });

  test('a name GitHub’s address does not resolve to (ENOTFOUND, EAI_AGAIN): never sent; other codes: maybe sent', async () => {
    const g = await github();
    const outcomes: Array<[string, boolean, number]> = [];
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT']) {
      const { octokit, clock } = await client(g);
      let calls = 0;
      const fetch = () => {
        calls += 1;
        const cause = Object.assign(new Error(`getaddrinfo ${code} ghe.example`), { code });
        return Promise.reject(new TypeError('fetch failed', { cause }));
      };
      const error = await failure(
        octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...REPO,
          issue_number: 7,
          body: 'Started',
          request: { fetch },
        }),
      );
      expect(error.message).toBe(`getaddrinfo ${code} ghe.example`);
      expect(clock.sleeps).toHaveLength(calls - 1);
      outcomes.push([code, error.neverSent, calls]);
    }
    expect(outcomes).toEqual([
      ['ENOTFOUND', true, 5],
      ['EAI_AGAIN', true, 5],
      ['ECONNRESET', false, 1],
      ['ETIMEDOUT', false, 1],
    ]);
    // The request options a caller gives (here its fetch) are kept: the fake saw nothing.
    expect(g.requests).toEqual([]);
  });

  test('the budget’s signal aborts a try in flight, and the abort is thrown as it is', async () => {
    const g = await github();
    g.injectFault({ method: 'GET', action: 'hang' });
    const stop = new AbortController();
    // A short time left: a try that ignored the signal would end at its own 2 s limit instead.
    const { octokit, lines } = await client(g, { signal: stop.signal, deadlineIn: 1000 });
    const pending = octokit
      .request('GET /repos/{owner}/{repo}/issues/{issue_number}', { ...REPO, issue_number: 7 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await waitFor(() => g.requests.length === 1, 'the request to arrive');
    const cancelled = new Error('the run was cancelled');
    stop.abort(cancelled);
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(GitHubCallError);
    expect(error.message).toBe('the run was cancelled');
    expect(error.cause).toBe(cancelled);
    expect(lines).toEqual([]);
    expect(g.requests).toHaveLength(1);
  });

  test('a try that gets no answer ends at its own time limit: no answer, not tried again past the deadline', async () => {
    const g = await github();
    g.injectFault({ method: 'GET', action: 'hang' });
    const { octokit, lines } = await client(g, { deadlineIn: 100 });
    const error = await failure(
      octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
        ...REPO,
        issue_number: 7,
      }),
    );
    expect(error.status).toBeUndefined();
    expect(error.fault).toEqual({ kind: 'unavailable' });
    expect(error.neverSent).toBe(false);
    expect(g.requests).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});

describe('call: one GitHub call, anything thrown as a GitHubCallError', () => {
  test('a value passes through', async () => {
    await expect(call(() => Promise.resolve(42))).resolves.toBe(42);
  });

  test('a GitHubCallError is thrown as it is', async () => {
    const original = new GitHubCallError(422, 'Validation Failed');
    original.attempts = 3;
    await expect(call(() => Promise.reject(original))).rejects.toBe(original);
  });

  test('anything else: a GitHubCallError with no status and the message in one line', async () => {
    const error = await failure(call(() => Promise.reject(new Error('bad\n  data\r\nhere'))));
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('bad data here');
    expect(error.fault).toEqual({ kind: 'unavailable' });
    expect(error.neverSent).toBe(false);
    const text = await failure(call(() => Promise.reject(new Error('plain'))));
    expect(text.message).toBe('plain');
  });
});

describe('kindOf: what a request does', () => {
  test('by method, and a POST by its route', () => {
    expect(kindOf('GET', '/x')).toBe('read');
    expect(kindOf('HEAD', '/x')).toBe('read');
    expect(kindOf('DELETE', '/x')).toBe('delete');
    expect(kindOf('PATCH', '/x')).toBe('edit');
    expect(kindOf('PUT', '/x')).toBe('edit');
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels')).toBe('edit');
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels/x')).toBe('create');
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions')).toBe(
      'react',
    );
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/x')).toBe(
      'create',
    );
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments')).toBe('create');
    // A GraphQL query (who the token is) changes nothing; the action sends no mutation.
    expect(kindOf('POST', '/graphql')).toBe('read');
    expect(kindOf('POST', '/graphql/x')).toBe('create');
  });
});

describe('repositoryOf: the run’s repository and API', () => {
  test('GITHUB_REPOSITORY, and GITHUB_API_URL as the run gives it', () => {
    expect(
      repositoryOf({
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: 'https://ghe.example.com/api/v3',
      }),
    ).toEqual({ owner: 'acme', repo: 'app', apiUrl: 'https://ghe.example.com/api/v3' });
  });

  test('no API address when the run gives none (getOctokit’s own then)', () => {
    const none = { owner: 'acme', repo: 'app', apiUrl: undefined };
    expect(repositoryOf({ GITHUB_REPOSITORY: 'acme/app' })).toEqual(none);
    expect(repositoryOf({ GITHUB_REPOSITORY: 'acme/app', GITHUB_API_URL: '' })).toEqual(none);
  });

  test('undefined outside a workflow, or without an owner or a name', () => {
    for (const value of [undefined, '', 'acme', 'acme/', '/app']) {
      expect(repositoryOf({ GITHUB_REPOSITORY: value })).toBeUndefined();
    }
  });
});

describe('a relative next link (RFC 8288 allows one; Octokit follows it from the API address)', () => {
  // Only an origin at the start is cut from the name: a "://" inside the path is part of the path.
  test('is named by its whole path, a "://" inside it too; its query is cut', async () => {
    const g = await github();
    const next = '/repos/acme/app/issues/7/comments/at/https://mirror.example/x';
    g.injectFault({
      method: 'GET',
      path: '/repos/acme/app/issues/7/comments',
      status: 200,
      body: [],
      headers: { link: `<${next}?page=2>; rel="next"` },
    });
    g.injectFault({ method: 'GET', path: next, status: 503 });
    g.injectFault({ method: 'GET', path: next, status: 200, body: [] });
    const { octokit, lines } = await client(g);
    const all = await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...REPO,
      issue_number: 7,
    });
    expect(all).toEqual([]);
    expect(lines).toEqual([`GitHub answered 503 on GET ${next}; trying again in 500ms`]);
    expect(g.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /repos/acme/app/issues/7/comments 200',
      `GET ${next} 503`,
      `GET ${next} 200`,
    ]);
  });
});
