import { afterEach, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { getOctokit } from '@actions/github';
import {
  DEFAULT_TOKEN,
  MAX_COMMENT_LENGTH,
  MAX_LISTED_FILES,
  primaryRateLimit,
  secondaryRateLimit,
  startGitHubFake,
} from '../../emulator/github-fake.js';
import type { GitHubFake, GitHubFakeOptions } from '../../emulator/github-fake.js';
import {
  expectRequestsFollowGitHubApi,
  validateRequest,
  validateResponse,
} from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/docs';

let fake: GitHubFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  fake = await startGitHubFake(options);
  return fake;
}

/** A fake with acme/docs#1 (an issue with labels) and acme/docs#2 (a pull request). */
async function seeded(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const f = await start(options);
  f.addIssue(REPO, { number: 1, title: 'Docs are stale', labels: ['agent: run', 'docs'] });
  f.addIssue(REPO, { number: 2, title: 'Update guide', isPullRequest: true });
  return f;
}

interface CallOptions {
  method?: string;
  body?: unknown;
  /** Full Authorization header; null for none. Default `token <fake.token>`. */
  auth?: string | null;
}

function call(f: GitHubFake, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'user-agent': 'octokit-core.js/7.0.6 Node.js/20',
  };
  const auth = options.auth === undefined ? `token ${f.token}` : options.auth;
  if (auth !== null) headers.authorization = auth;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return fetch(`${f.url}${path}`, { method, headers, body });
}

interface WireUser {
  login: string;
  id: number;
  type: string;
}
interface WireComment {
  id: number;
  node_id: string;
  body: string;
  url: string;
  html_url: string;
  issue_url: string;
  user: WireUser;
  created_at: string;
  updated_at: string;
  author_association: string;
  reactions: Record<string, unknown>;
}
interface WireError {
  message: string;
  documentation_url: string;
  errors?: Array<Record<string, unknown>>;
}

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await res.json()) as T;
}

async function expectError(res: Response, status: number, message: string): Promise<WireError> {
  const body = await json<WireError>(res, status);
  expect(body.message).toBe(message);
  expect(body.documentation_url).toMatch(/^https:\/\/docs\.github\.com\//);
  return body;
}

const commentsPath = (n: number): string => `/repos/${REPO}/issues/${n}/comments`;

async function postComment(f: GitHubFake, n: number, body: unknown): Promise<Response> {
  return call(f, commentsPath(n), { body: { body } });
}

/** GET with a chosen Host header (fetch will not send one). */
function getWithHost(
  f: GitHubFake,
  path: string,
  host: string,
): Promise<{ status: number; link: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${f.url}${path}`,
      { headers: { host, authorization: `Bearer ${f.token}` } },
      (res) => {
        res.resume();
        res.on('end', () => {
          const link = res.headers.link;
          resolve({ status: res.statusCode ?? 0, link: Array.isArray(link) ? link[0] : link });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('startGitHubFake basics', () => {
  it('listens on 127.0.0.1 with the default token', async () => {
    const f = await start();
    expect(f.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(f.token).toBe(DEFAULT_TOKEN);
    expect(DEFAULT_TOKEN).toBe('ghs_fake0000000000000000000000000000000');
  });

  it('closes twice without error', async () => {
    const f = await start();
    await f.close();
    await f.close();
    fake = undefined;
  });

  it('rejects seeding a comment on an unknown issue or a malformed repo', async () => {
    const f = await start();
    expect(() => f.addComment(REPO, 9, { body: 'x' })).toThrow(/addIssue/);
    expect(() => f.addIssue('acme', { number: 1 })).toThrow(/owner\/name/);
    expect(f.comments(REPO, 9)).toEqual([]);
    expect(f.labels(REPO, 9)).toEqual([]);
    expect(f.reactions(REPO, 1)).toEqual([]);
  });
});

describe('authentication and headers', () => {
  it('answers 401 Bad credentials without a token or with a wrong one', async () => {
    const f = await seeded();
    await expectError(
      await call(f, '/repos/acme/docs/issues/1', { auth: null }),
      401,
      'Bad credentials',
    );
    await expectError(
      await call(f, '/repos/acme/docs/issues/1', { auth: 'token ghs_wrong' }),
      401,
      'Bad credentials',
    );
    await expectError(await call(f, '/nope', { auth: 'Basic abc' }), 401, 'Bad credentials');
  });

  it('accepts `token X` and `Bearer X`, and a custom token', async () => {
    const f = await start({ token: 'ghp_custom' });
    f.addIssue(REPO, { number: 1 });
    expect((await call(f, '/repos/acme/docs/issues/1', { auth: 'token ghp_custom' })).status).toBe(
      200,
    );
    expect((await call(f, '/repos/acme/docs/issues/1', { auth: 'Bearer ghp_custom' })).status).toBe(
      200,
    );
    expect((await call(f, '/repos/acme/docs/issues/1', { auth: 'bearer ghp_custom' })).status).toBe(
      200,
    );
  });

  it('sends rate-limit headers and a request id on every answer', async () => {
    const f = await seeded();
    const first = await call(f, '/repos/acme/docs/issues/1');
    const second = await call(f, '/repos/acme/docs/issues/404');
    const unauthorized = await call(f, '/repos/acme/docs/issues/1', { auth: null });
    for (const res of [first, second, unauthorized]) {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-ratelimit-limit')).toBe('5000');
      expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d{10}$/);
      expect(res.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]+(:[0-9A-F]+){4}$/);
    }
    expect(first.headers.get('x-ratelimit-used')).toBe('1');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(second.headers.get('x-ratelimit-used')).toBe('2');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('4998');
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(first.headers.get('x-github-request-id')).not.toBe(
      second.headers.get('x-github-request-id'),
    );
  });

  it('records every request with its path, query, headers and body', async () => {
    const f = await seeded();
    await call(f, `${commentsPath(1)}?per_page=5&page=2`);
    await postComment(f, 1, 'hello');
    expect(f.requests).toHaveLength(2);
    expect(f.requests[0]).toMatchObject({
      method: 'GET',
      path: '/repos/acme/docs/issues/1/comments',
      query: { per_page: '5', page: '2' },
      body: '',
    });
    expect(f.requests[0]?.headers['user-agent']).toMatch(/^octokit-core\.js/);
    expect(f.requests[1]).toMatchObject({ method: 'POST', body: '{"body":"hello"}' });
    expect(f.count('post')).toBe(1);
    expect(f.count('GET', /\/comments$/)).toBe(1);
    expect(f.count('GET', /\/labels/)).toBe(0);
  });
});

describe('issues', () => {
  it('serves an issue with its labels and no pull_request key', async () => {
    const f = await seeded();
    const issue = await json<Record<string, unknown>>(
      await call(f, '/repos/acme/docs/issues/1'),
      200,
    );
    expect(issue).toMatchObject({
      number: 1,
      title: 'Docs are stale',
      body: '',
      state: 'open',
      locked: false,
      comments: 0,
      html_url: 'https://github.com/acme/docs/issues/1',
      url: `${f.url}/repos/acme/docs/issues/1`,
      user: { login: 'octocat', type: 'User' },
    });
    expect((issue.labels as Array<{ name: string }>).map((l) => l.name)).toEqual([
      'agent: run',
      'docs',
    ]);
    expect(issue).not.toHaveProperty('pull_request');
  });

  it('serves a pull request with a pull_request key and a /pull/ html_url', async () => {
    const f = await seeded();
    const pr = await json<Record<string, unknown>>(await call(f, '/repos/acme/docs/issues/2'), 200);
    expect(pr.html_url).toBe('https://github.com/acme/docs/pull/2');
    expect(pr.pull_request).toMatchObject({
      url: `${f.url}/repos/acme/docs/pulls/2`,
      html_url: 'https://github.com/acme/docs/pull/2',
    });
  });

  it('matches owner and repo case-insensitively and 404s unknown issues', async () => {
    const f = await seeded();
    expect((await call(f, '/repos/ACME/Docs/issues/1')).status).toBe(200);
    await expectError(await call(f, '/repos/acme/docs/issues/3'), 404, 'Not Found');
    await expectError(await call(f, '/repos/acme/other/issues/1'), 404, 'Not Found');
  });

  it('re-seeding an issue updates it and keeps its comments', async () => {
    const f = await seeded();
    f.addComment(REPO, 1, { body: 'first' });
    f.addIssue(REPO, { number: 1, labels: ['x'], locked: true });
    expect(f.labels(REPO, 1)).toEqual(['x']);
    expect(f.comments(REPO, 1)).toHaveLength(1);
    const issue = await json<{ locked: boolean; title: string; comments: number }>(
      await call(f, '/repos/acme/docs/issues/1'),
      200,
    );
    expect(issue).toMatchObject({ locked: true, title: 'Docs are stale', comments: 1 });
  });
});

describe('listing comments', () => {
  it('lists seeded comments oldest first, in GitHub shape, without a Link header', async () => {
    const f = await seeded();
    const a = f.addComment(REPO, 1, { body: 'from a user', login: 'alice' });
    const b = f.addComment(REPO, 1, {
      body: '<!-- agent-job -->\nearlier',
      login: 'github-actions[bot]',
      author_association: 'CONTRIBUTOR',
    });
    expect(a.user).toEqual({ login: 'alice', type: 'User', id: expect.any(Number) });
    expect(b.user).toEqual({ login: 'github-actions[bot]', type: 'Bot', id: 41898282 });
    const res = await call(f, commentsPath(1));
    expect(res.headers.get('link')).toBeNull();
    const list = await json<WireComment[]>(res, 200);
    expect(list.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(b.id).toBeGreaterThan(a.id);
    expect(a.id).toBeGreaterThan(2 ** 31);
    expect(list[1]).toMatchObject({
      body: '<!-- agent-job -->\nearlier',
      user: { login: 'github-actions[bot]', type: 'Bot', id: 41898282 },
      author_association: 'CONTRIBUTOR',
      html_url: `https://github.com/acme/docs/issues/1#issuecomment-${b.id}`,
      url: `${f.url}/repos/acme/docs/issues/comments/${b.id}`,
      issue_url: `${f.url}/repos/acme/docs/issues/1`,
      reactions: { total_count: 0, '+1': 0, eyes: 0 },
    });
    expect(list[0]?.author_association).toBe('NONE');
    expect(list[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('answers [] for an issue without comments and 404 for an unknown issue', async () => {
    const f = await seeded();
    expect(await json<unknown[]>(await call(f, commentsPath(2)), 200)).toEqual([]);
    await expectError(await call(f, commentsPath(7)), 404, 'Not Found');
  });

  describe('pagination across 250 comments', () => {
    async function with250(
      options: GitHubFakeOptions = {},
    ): Promise<{ f: GitHubFake; ids: number[] }> {
      const f = await seeded(options);
      const ids: number[] = [];
      for (let i = 0; i < 250; i += 1) {
        ids.push(f.addComment(REPO, 1, { body: `comment ${i}`, login: `user${i % 7}` }).id);
      }
      return { f, ids };
    }

    it('per_page=100: three pages with exact Link headers', async () => {
      const { f, ids } = await with250();
      const base = `${f.url}/repos/acme/docs/issues/1/comments`;
      const page = async (n: number): Promise<{ link: string | null; list: WireComment[] }> => {
        const res = await call(f, `${commentsPath(1)}?per_page=100&page=${n}`);
        return { link: res.headers.get('link'), list: await json<WireComment[]>(res, 200) };
      };
      const p1 = await page(1);
      expect(p1.link).toBe(
        `<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=3>; rel="last"`,
      );
      expect(p1.list.map((c) => c.id)).toEqual(ids.slice(0, 100));
      const p2 = await page(2);
      expect(p2.link).toBe(
        `<${base}?per_page=100&page=1>; rel="prev", <${base}?per_page=100&page=3>; rel="next", ` +
          `<${base}?per_page=100&page=3>; rel="last", <${base}?per_page=100&page=1>; rel="first"`,
      );
      expect(p2.list.map((c) => c.id)).toEqual(ids.slice(100, 200));
      const p3 = await page(3);
      expect(p3.link).toBe(
        `<${base}?per_page=100&page=2>; rel="prev", <${base}?per_page=100&page=1>; rel="first"`,
      );
      expect(p3.list.map((c) => c.id)).toEqual(ids.slice(200));
      expect(p3.list.at(-1)?.body).toBe('comment 249');
      const p4 = await page(4);
      expect(p4.list).toEqual([]);
      expect(p4.link).toContain('page=3>; rel="prev"');
      expect(p4.link).not.toContain('rel="next"');
    });

    it('defaults to 30 per page and follows rel="next" to the end', async () => {
      const { f, ids } = await with250();
      const first = await call(f, commentsPath(1));
      expect(first.headers.get('link')).toBe(
        `<${f.url}${commentsPath(1)}?page=2>; rel="next", <${f.url}${commentsPath(1)}?page=9>; rel="last"`,
      );
      const seen: number[] = [];
      let url: string | undefined = `${f.url}${commentsPath(1)}`;
      let pages = 0;
      while (url) {
        const res: Response = await fetch(url, { headers: { authorization: `token ${f.token}` } });
        const list = await json<WireComment[]>(res, 200);
        expect(list.length).toBe(pages < 8 ? 30 : 10);
        seen.push(...list.map((c) => c.id));
        url = /<([^<>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
        pages += 1;
      }
      expect(pages).toBe(9);
      expect(seen).toEqual(ids);
    });

    it('clamps per_page to the maximum (100, or perPageMax)', async () => {
      const { f } = await with250();
      const res = await call(f, `${commentsPath(1)}?per_page=500`);
      expect(await json<unknown[]>(res, 200)).toHaveLength(100);
      expect(res.headers.get('link')).toContain('per_page=500&page=3>; rel="last"');
      await f.close();
      const small = await with250({ perPageMax: 50 });
      const res2 = await call(small.f, `${commentsPath(1)}?per_page=100`);
      expect(await json<unknown[]>(res2, 200)).toHaveLength(50);
      expect(res2.headers.get('link')).toContain('page=5>; rel="last"');
    });

    it('builds Link URLs from the request Host header', async () => {
      const { f } = await with250();
      const res = await getWithHost(f, `${commentsPath(1)}?per_page=100`, 'api.example.test:8080');
      expect(res.status).toBe(200);
      expect(res.link).toBe(
        '<http://api.example.test:8080/repos/acme/docs/issues/1/comments?per_page=100&page=2>; rel="next", ' +
          '<http://api.example.test:8080/repos/acme/docs/issues/1/comments?per_page=100&page=3>; rel="last"',
      );
    });
  });
});

describe('creating comments', () => {
  it('creates a comment authored by the bot and answers 201', async () => {
    const f = await seeded();
    const res = await postComment(f, 1, 'Job started');
    expect(res.headers.get('location')).toMatch(/\/repos\/acme\/docs\/issues\/comments\/\d+$/);
    const created = await json<WireComment>(res, 201);
    expect(created).toMatchObject({
      body: 'Job started',
      user: { login: 'github-actions[bot]', type: 'Bot', id: 41898282 },
      author_association: 'NONE',
    });
    expect(created.node_id).toMatch(/^IC_/);
    expect(created.created_at).toBe(created.updated_at);
    const stored = f.comments(REPO, 1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: created.id,
      body: 'Job started',
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: created.html_url,
      url: created.url,
      reactions: [],
    });
    // comments() hands out copies.
    if (stored[0]) stored[0].body = 'mutated';
    expect(f.comments(REPO, 1)[0]?.body).toBe('Job started');
  });

  it('uses botLogin for comments and their html_url on a pull request', async () => {
    const f = await seeded({ botLogin: 'agent-app[bot]' });
    const created = await json<WireComment>(await postComment(f, 2, 'On a PR'), 201);
    expect(created.user).toMatchObject({ login: 'agent-app[bot]', type: 'Bot' });
    expect(created.html_url).toBe(`https://github.com/acme/docs/pull/2#issuecomment-${created.id}`);
  });

  it('validates the body: missing, empty, blank and too long → 422 Validation Failed', async () => {
    const f = await seeded();
    const missing = await expectError(
      await call(f, commentsPath(1), { body: {} }),
      422,
      'Validation Failed',
    );
    expect(missing.errors?.[0]).toMatchObject({ resource: 'IssueComment', field: 'body' });
    await expectError(await postComment(f, 1, ''), 422, 'Validation Failed');
    await expectError(await postComment(f, 1, '  \n'), 422, 'Validation Failed');
    const tooLong = await expectError(
      await postComment(f, 1, 'x'.repeat(MAX_COMMENT_LENGTH + 1)),
      422,
      'Validation Failed',
    );
    expect(tooLong.errors?.[0]?.message).toBe('Body is too long (maximum is 65536 characters)');
    expect(f.comments(REPO, 1)).toEqual([]);
    expect((await postComment(f, 1, 'x'.repeat(MAX_COMMENT_LENGTH))).status).toBe(201);
    // The limit counts characters (code points), not UTF-16 units.
    expect((await postComment(f, 1, '📝'.repeat(MAX_COMMENT_LENGTH))).status).toBe(201);
    expect(f.comments(REPO, 1)).toHaveLength(2);
  });

  it('answers 400 for unparseable JSON and 422 for a non-string body', async () => {
    const f = await seeded();
    await expectError(
      await call(f, commentsPath(1), { body: '{nope' }),
      400,
      'Problems parsing JSON',
    );
    const res = await call(f, commentsPath(1), { body: { body: 42 } });
    expect(res.status).toBe(422);
    expect(f.comments(REPO, 1)).toEqual([]);
  });

  it('ignores unknown keys in the request body', async () => {
    const f = await seeded();
    const res = await call(f, commentsPath(1), {
      body: { body: 'extra keys', status: 200, headers: {}, labels: ['x'] },
    });
    expect((await json<WireComment>(res, 201)).body).toBe('extra keys');
  });

  it('refuses a locked issue with 403 and an unknown issue with 404', async () => {
    const f = await seeded();
    f.addIssue(REPO, { number: 3, locked: true });
    await expectError(
      await postComment(f, 3, 'hi'),
      403,
      'Unable to create comment because issue is locked.',
    );
    await expectError(await postComment(f, 99, 'hi'), 404, 'Not Found');
    expect(f.comments(REPO, 3)).toEqual([]);
  });
});

describe('getting and updating comments', () => {
  it('gets a comment by id, only under its own repository', async () => {
    const f = await seeded();
    f.addIssue('acme/other', { number: 1 });
    const c = f.addComment(REPO, 1, { body: 'hello', login: 'bob' });
    const got = await json<WireComment>(
      await call(f, `/repos/acme/docs/issues/comments/${c.id}`),
      200,
    );
    expect(got).toMatchObject({ id: c.id, body: 'hello', user: { login: 'bob', type: 'User' } });
    await expectError(await call(f, `/repos/acme/other/issues/comments/${c.id}`), 404, 'Not Found');
    await expectError(await call(f, '/repos/acme/docs/issues/comments/12345'), 404, 'Not Found');
  });

  it('updates the body and moves updated_at', async () => {
    const f = await seeded();
    const created = await json<WireComment>(await postComment(f, 1, 'v1'), 201);
    const path = `/repos/acme/docs/issues/comments/${created.id}`;
    const updated = await json<WireComment>(
      await call(f, path, { method: 'PATCH', body: { body: 'v2' } }),
      200,
    );
    expect(updated).toMatchObject({ id: created.id, body: 'v2', created_at: created.created_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    expect(updated.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(f.comments(REPO, 1).map((c) => c.body)).toEqual(['v2']);
    expect(f.comments(REPO, 1)[0]?.updated_at).toBe(updated.updated_at);
  });

  it('applies the same 422 rules and 404s an unknown comment', async () => {
    const f = await seeded();
    const c = f.addComment(REPO, 1, { body: 'keep' });
    const path = `/repos/acme/docs/issues/comments/${c.id}`;
    const tooLong = 'y'.repeat(MAX_COMMENT_LENGTH + 1);
    await expectError(
      await call(f, path, { method: 'PATCH', body: { body: tooLong } }),
      422,
      'Validation Failed',
    );
    await expectError(
      await call(f, path, { method: 'PATCH', body: { body: '' } }),
      422,
      'Validation Failed',
    );
    await expectError(
      await call(f, '/repos/acme/docs/issues/comments/1', { method: 'PATCH', body: { body: 'x' } }),
      404,
      'Not Found',
    );
    expect(f.comments(REPO, 1)[0]?.body).toBe('keep');
  });
});

describe('reactions', () => {
  it('creates a reaction (201) and answers 200 for the same one again', async () => {
    const f = await seeded();
    const c = f.addComment(REPO, 1, { body: '/agent run', login: 'alice' });
    const path = `/repos/acme/docs/issues/comments/${c.id}/reactions`;
    const first = await json<{ id: number; content: string; user: WireUser }>(
      await call(f, path, { body: { content: 'eyes' } }),
      201,
    );
    expect(first).toMatchObject({
      content: 'eyes',
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });
    const again = await json<{ id: number }>(
      await call(f, path, { body: { content: 'eyes' } }),
      200,
    );
    expect(again.id).toBe(first.id);
    expect((await call(f, path, { body: { content: '+1' } })).status).toBe(201);
    expect(f.reactions(REPO, c.id)).toEqual([
      { content: 'eyes', login: 'github-actions[bot]' },
      { content: '+1', login: 'github-actions[bot]' },
    ]);
    expect(f.reactions('acme/other', c.id)).toEqual([]);
    expect(f.comments(REPO, 1)[0]?.reactions).toEqual([
      { id: first.id, content: 'eyes', user: { login: 'github-actions[bot]' } },
      { id: expect.any(Number), content: '+1', user: { login: 'github-actions[bot]' } },
    ]);
    const got = await json<WireComment>(
      await call(f, `/repos/acme/docs/issues/comments/${c.id}`),
      200,
    );
    expect(got.reactions).toMatchObject({ total_count: 2, eyes: 1, '+1': 1, heart: 0 });
  });

  it('accepts every GitHub reaction and 422s anything else', async () => {
    const f = await seeded();
    const c = f.addComment(REPO, 1, { body: 'x' });
    const path = `/repos/acme/docs/issues/comments/${c.id}/reactions`;
    for (const content of ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']) {
      expect((await call(f, path, { body: { content } })).status).toBe(201);
    }
    await expectError(
      await call(f, path, { body: { content: 'thumbsup' } }),
      422,
      'Validation Failed',
    );
    await expectError(await call(f, path, { body: {} }), 422, 'Validation Failed');
    expect(f.reactions(REPO, c.id)).toHaveLength(8);
  });

  it('reacts to an issue or pull request itself: 201, 200 for the same one again, 404, 422', async () => {
    const f = await seeded();
    const path = '/repos/acme/docs/issues/1/reactions';
    const first = await json<{ id: number; content: string; user: WireUser }>(
      await call(f, path, { body: { content: 'rocket' } }),
      201,
    );
    expect(first).toMatchObject({ content: 'rocket', user: { login: 'github-actions[bot]' } });
    const again = await json<{ id: number }>(
      await call(f, path, { body: { content: 'rocket' } }),
      200,
    );
    expect(again.id).toBe(first.id);
    await expectError(await call(f, path, { body: { content: 'x' } }), 422, 'Validation Failed');
    await expectError(
      await call(f, '/repos/acme/docs/issues/42/reactions', { body: { content: 'rocket' } }),
      404,
      'Not Found',
    );
    expect(f.issueReactions(REPO, 1)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
    expect(f.issueReactions(REPO, 42)).toEqual([]);
    const issue = await json<{ reactions: Record<string, unknown> }>(
      await call(f, '/repos/acme/docs/issues/1'),
      200,
    );
    expect(issue.reactions).toMatchObject({ total_count: 1, rocket: 1, eyes: 0 });
  });

  it('lists an issue’s or pull request’s reactions, by content, with who made each; seeded ones too', async () => {
    const f = await seeded();
    f.addIssueReaction(REPO, 2, { content: 'rocket', login: 'octocat' });
    f.addIssueReaction(REPO, 2, { content: 'rocket', login: 'octocat' });
    f.addIssueReaction(REPO, 2, { content: 'heart', login: 'octocat' });
    expect(
      (await call(f, '/repos/acme/docs/issues/2/reactions', { body: { content: 'rocket' } }))
        .status,
    ).toBe(201);
    const path = '/repos/acme/docs/issues/2/reactions';
    validateRequest('GET', `${path}?content=rocket&per_page=100`, '');
    const res = await call(f, `${path}?content=rocket&per_page=100`);
    const text = await res.clone().text();
    validateResponse('GET', path, res.status, text);
    const rockets = await json<{ content: string; user: WireUser }[]>(res, 200);
    expect(rockets.map((r) => [r.content, r.user.login, r.user.type])).toEqual([
      ['rocket', 'octocat', 'User'],
      ['rocket', 'github-actions[bot]', 'Bot'],
    ]);
    const all = await json<unknown[]>(await call(f, path), 200);
    expect(all).toHaveLength(3);
    const page = await call(f, `${path}?per_page=2`);
    expect(page.headers.get('link')).toContain('rel="next"');
    expect(f.issueReactions(REPO, 2)).toEqual([
      { content: 'rocket', login: 'octocat' },
      { content: 'heart', login: 'octocat' },
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
    await expectError(await call(f, `${path}?content=thumbsup`), 422, 'Validation Failed');
    await expectError(await call(f, '/repos/acme/docs/issues/42/reactions'), 404, 'Not Found');
    expect(() => f.addIssueReaction(REPO, 42, { content: 'rocket', login: 'x' })).toThrow(
      'no issue acme/docs#42',
    );
    expect(() => f.addIssueReaction(REPO, 2, { content: 'party', login: 'x' })).toThrow(
      'party is no reaction GitHub takes',
    );
    expectRequestsFollowGitHubApi(f.requests);
  });

  it('404s a reaction on an unknown comment', async () => {
    const f = await seeded();
    await expectError(
      await call(f, '/repos/acme/docs/issues/comments/42/reactions', { body: { content: 'eyes' } }),
      404,
      'Not Found',
    );
  });
});

describe('removing labels', () => {
  it('removes a URL-encoded label and answers the remaining labels', async () => {
    const f = await seeded();
    const res = await call(
      f,
      `/repos/acme/docs/issues/1/labels/${encodeURIComponent('agent: run')}`,
      {
        method: 'DELETE',
      },
    );
    const remaining = await json<Array<{ name: string; id: number; url: string }>>(res, 200);
    expect(remaining.map((l) => l.name)).toEqual(['docs']);
    expect(remaining[0]?.url).toBe(`${f.url}/repos/acme/docs/labels/docs`);
    expect(f.labels(REPO, 1)).toEqual(['docs']);
  });

  it('matches names case-insensitively; 404 Label does not exist when absent', async () => {
    const f = await seeded();
    await expectError(
      await call(f, '/repos/acme/docs/issues/1/labels/missing', { method: 'DELETE' }),
      404,
      'Label does not exist',
    );
    const res = await call(f, '/repos/acme/docs/issues/1/labels/DOCS', { method: 'DELETE' });
    expect(await json<unknown[]>(res, 200)).toHaveLength(1);
    expect(f.labels(REPO, 1)).toEqual(['agent: run']);
    await expectError(
      await call(f, '/repos/acme/docs/issues/1/labels/docs', { method: 'DELETE' }),
      404,
      'Label does not exist',
    );
    await expectError(
      await call(f, '/repos/acme/docs/issues/77/labels/docs', { method: 'DELETE' }),
      404,
      'Not Found',
    );
  });
});

describe('routing', () => {
  it('answers GitHub 404 JSON for any other route or method', async () => {
    const f = await seeded();
    for (const [method, path] of [
      ['GET', '/user'],
      ['DELETE', '/repos/acme/docs'],
      ['DELETE', '/repos/acme/docs/issues/1'],
      ['PUT', commentsPath(1)],
      ['GET', '/repos/acme/docs/issues/1/labels/docs'],
      ['GET', '/repos/acme/docs/issues/abc'],
    ] as const) {
      const body = await expectError(await call(f, path, { method }), 404, 'Not Found');
      expect(body.documentation_url).toBe('https://docs.github.com/rest');
    }
  });
});

describe('GHES basePath', () => {
  it('serves under /api/v3 with html_url on the fake origin and Link under the base', async () => {
    const f = await seeded({ basePath: '/api/v3' });
    expect(f.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    const origin = f.url.replace(/\/api\/v3$/, '');
    for (let i = 0; i < 3; i += 1) f.addComment(REPO, 1, { body: `c${i}` });
    const res = await call(f, `${commentsPath(1)}?per_page=2`);
    expect(res.headers.get('link')).toBe(
      `<${f.url}${commentsPath(1)}?per_page=2&page=2>; rel="next", <${f.url}${commentsPath(1)}?per_page=2&page=2>; rel="last"`,
    );
    const list = await json<WireComment[]>(res, 200);
    expect(list[0]?.html_url).toBe(`${origin}/acme/docs/issues/1#issuecomment-${list[0]?.id}`);
    expect(list[0]?.url).toBe(`${f.url}/repos/acme/docs/issues/comments/${list[0]?.id}`);
    expect((await postComment(f, 1, 'x')).status).toBe(201);
    expect(f.requests.at(-1)?.path).toBe(commentsPath(1));
    // Outside the base path nothing is served.
    const outside = await fetch(`${origin}${commentsPath(1)}`, {
      headers: { authorization: `token ${f.token}` },
    });
    await expectError(outside, 404, 'Not Found');
  });

  it('takes an explicit serverUrl for html_url', async () => {
    const f = await seeded({ basePath: 'api/v3/', serverUrl: 'https://ghes.example.com/' });
    expect(f.url).toMatch(/\/api\/v3$/);
    expect(f.addComment(REPO, 2, { body: 'x' }).html_url).toMatch(
      /^https:\/\/ghes\.example\.com\/acme\/docs\/pull\/2#issuecomment-\d+$/,
    );
  });
});

describe('faults', () => {
  it('respond: a permission 403 once, then normal handling', async () => {
    const f = await seeded();
    f.injectFault({
      method: 'POST',
      path: /\/comments$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      },
    });
    // A GET does not match the fault.
    expect((await call(f, commentsPath(1))).status).toBe(200);
    const res = await postComment(f, 1, 'x');
    expect(res.headers.get('x-ratelimit-limit')).toBe('5000');
    await expectError(res, 403, 'Resource not accessible by integration');
    expect(f.comments(REPO, 1)).toEqual([]);
    expect((await postComment(f, 1, 'x')).status).toBe(201);
  });

  it('respond: a secondary rate limit with retry-after, `times` of them', async () => {
    const f = await seeded();
    f.injectFault({
      path: '/repos/acme/docs/issues/1/comments',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
      headers: { 'retry-after': '1' },
      times: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await postComment(f, 1, 'x');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(((await res.json()) as WireError).message).toMatch(/secondary rate limit/);
      expect(res.status).toBe(403);
    }
    expect((await postComment(f, 1, 'x')).status).toBe(201);
    expect(f.count('POST', /\/comments$/)).toBe(3);
  });

  it('secondaryRateLimit: 403 with retry-after and the message GitHub documents, on the comment POST it documents 403 for', async () => {
    const f = await seeded();
    f.injectFault(secondaryRateLimit({ method: 'POST', path: /\/comments$/ }));
    const res = await postComment(f, 1, 'x');
    expect(res.status).toBe(403);
    expect(res.headers.get('retry-after')).toBe('1');
    // The usual rate headers are still there, with room left: it is not the primary limit.
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    const text = await res.text();
    expect((JSON.parse(text) as WireError).message).toMatch(/secondary rate limit/);
    expect(() => validateResponse('POST', commentsPath(1), 403, text)).not.toThrow();
    expect(f.comments(REPO, 1)).toEqual([]);
    // 429, and no retry-after at all (GitHub then asks for at least a minute).
    f.injectFault(secondaryRateLimit({ status: 429, retryAfter: null }));
    const bare = await call(f, commentsPath(1));
    expect(bare.status).toBe(429);
    expect(bare.headers.get('retry-after')).toBeNull();
  });

  it('skip: the first matching requests pass, the next ones get the fault', async () => {
    const f = await seeded();
    f.injectFault({ method: 'POST', path: /\/comments$/, status: 502, skip: 2 });
    expect((await postComment(f, 1, 'a')).status).toBe(201);
    // Another method does not count.
    expect((await call(f, commentsPath(1))).status).toBe(200);
    expect((await postComment(f, 1, 'b')).status).toBe(201);
    expect((await postComment(f, 1, 'c')).status).toBe(502);
    expect((await postComment(f, 1, 'd')).status).toBe(201);
    expect(f.comments(REPO, 1).map((c) => c.body)).toEqual(['a', 'b', 'd']);
  });

  it('primaryRateLimit: remaining 0 and the reset in epoch seconds', async () => {
    const f = await seeded();
    const before = Math.floor(Date.now() / 1000);
    f.injectFault(primaryRateLimit({ method: 'POST', resetInS: 30 }));
    const res = await postComment(f, 1, 'x');
    expect(res.status).toBe(403);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(before + 30);
    expect(reset).toBeLessThanOrEqual(before + 32);
    const text = await res.text();
    expect((JSON.parse(text) as WireError).message).toMatch(/^API rate limit exceeded/);
    expect(() => validateResponse('POST', commentsPath(1), 403, text)).not.toThrow();
  });

  it('respond: default 500 JSON, a raw string body, and a 502', async () => {
    const f = await seeded();
    f.injectFault({});
    f.injectFault({
      status: 502,
      body: '<html>Bad Gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    const failed = await call(f, '/repos/acme/docs/issues/1');
    expect(await json<WireError>(failed, 500)).toEqual({ message: 'Internal Server Error' });
    const bad = await call(f, '/repos/acme/docs/issues/1');
    expect(bad.status).toBe(502);
    expect(bad.headers.get('content-type')).toBe('text/html');
    expect(await bad.text()).toBe('<html>Bad Gateway</html>');
    expect((await call(f, '/repos/acme/docs/issues/1')).status).toBe(200);
  });

  it('afterHandling: the comment IS created, the answer is a 502', async () => {
    const f = await seeded();
    f.injectFault({ method: 'POST', path: /\/comments$/, status: 502, afterHandling: true });
    const res = await postComment(f, 1, 'created anyway');
    expect(res.status).toBe(502);
    expect(f.comments(REPO, 1).map((c) => c.body)).toEqual(['created anyway']);
    const list = await json<WireComment[]>(await call(f, commentsPath(1)), 200);
    expect(list.map((c) => c.body)).toEqual(['created anyway']);
  });

  it('reset: destroys the connection without an answer (also after handling)', async () => {
    const f = await seeded();
    f.injectFault({ action: 'reset' });
    await expect(call(f, '/repos/acme/docs/issues/1')).rejects.toThrow();
    expect((await call(f, '/repos/acme/docs/issues/1')).status).toBe(200);
    f.injectFault({ method: 'POST', action: 'reset', afterHandling: true });
    await expect(postComment(f, 1, 'lost answer')).rejects.toThrow();
    expect(f.comments(REPO, 1).map((c) => c.body)).toEqual(['lost answer']);
  });
});

describe('with Octokit (@actions/github getOctokit)', () => {
  it('paginates, creates, updates, reacts and removes labels; errors become RequestErrors', async () => {
    const f = await seeded();
    for (let i = 0; i < 250; i += 1) f.addComment(REPO, 1, { body: `c${i}` });
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    const params = { owner: 'acme', repo: 'docs', issue_number: 1 };

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...params,
      per_page: 100,
    });
    expect(all).toHaveLength(250);
    expect(all.at(-1)?.body).toBe('c249');
    expect(f.count('GET', /\/comments$/)).toBe(3);

    const issue = await octokit.rest.issues.get(params);
    expect(issue.data.labels).toHaveLength(2);
    expect(issue.headers['x-ratelimit-remaining']).toBeDefined();

    const created = await octokit.rest.issues.createComment({ ...params, body: 'Job started' });
    expect(created.status).toBe(201);
    expect(created.data.user?.login).toBe('github-actions[bot]');
    const updated = await octokit.rest.issues.updateComment({
      owner: 'acme',
      repo: 'docs',
      comment_id: created.data.id,
      body: 'Job done',
    });
    expect(updated.data.body).toBe('Job done');
    const reaction = await octokit.rest.reactions.createForIssueComment({
      owner: 'acme',
      repo: 'docs',
      comment_id: created.data.id,
      content: 'rocket',
    });
    expect(reaction.status).toBe(201);
    const labels = await octokit.rest.issues.removeLabel({ ...params, name: 'agent: run' });
    expect(labels.data.map((l) => l.name)).toEqual(['docs']);

    await expect(
      octokit.rest.issues.createComment({ ...params, body: 'z'.repeat(MAX_COMMENT_LENGTH + 1) }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/^Validation Failed/) });
    await expect(
      octokit.rest.issues.removeLabel({ ...params, name: 'agent: run' }),
    ).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/Label does not exist/),
    });
    await expect(
      getOctokit('ghs_wrong', { baseUrl: f.url }).rest.issues.get(params),
    ).rejects.toMatchObject({ status: 401 });
    expect(f.requests.every((r) => /octokit/.test(String(r.headers['user-agent'])))).toBe(true);
  });
});

// ---- pull requests (docs follow code) ----------------------------------------------------------

describe('pull requests', () => {
  const files = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      filename: `src/file${i}.ts`,
      patch: `@@ -1 +1,2 @@\n-old${i}\n+new${i}\n+more`,
    }));

  /** The rel → URL pairs of a Link header. */
  function links(header: string | null): Record<string, string> {
    return Object.fromEntries(
      [...(header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]),
    );
  }

  it('GET pulls/{n}: a merged pull request in GitHub shape, with counts from its files', async () => {
    const f = await start();
    f.addPullRequest(REPO, {
      number: 9,
      title: 'Add retries',
      body: 'Retries uploads.',
      merged: true,
      baseRef: 'main',
      headRef: 'retries',
      files: [
        ...files(2),
        { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
        { filename: 'docs/new.md', status: 'renamed', previous_filename: 'docs/old.md' },
      ],
    });
    const pr = await json<Record<string, unknown>>(await call(f, '/repos/acme/docs/pulls/9'), 200);
    expect(pr).toMatchObject({
      number: 9,
      title: 'Add retries',
      body: 'Retries uploads.',
      html_url: 'https://github.com/acme/docs/pull/9',
      url: `${f.url}/repos/acme/docs/pulls/9`,
      state: 'closed',
      merged: true,
      merged_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      merge_commit_sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      head: { ref: 'retries', sha: expect.stringMatching(/^[0-9a-f]{40}$/) },
      user: { login: 'octocat', type: 'User' },
      changed_files: 4,
      additions: 4,
      deletions: 2,
    });
    // A pull request is an issue too: its thread takes comments.
    const issue = await json<Record<string, unknown>>(
      await call(f, '/repos/acme/docs/issues/9'),
      200,
    );
    expect(issue).toMatchObject({ number: 9, pull_request: expect.any(Object) });
  });

  it('an open pull request is not merged; an unknown one, or an issue, is 404', async () => {
    const f = await seeded();
    f.addPullRequest(REPO, { number: 5 });
    const open = await json<Record<string, unknown>>(
      await call(f, '/repos/acme/docs/pulls/5'),
      200,
    );
    expect(open).toMatchObject({ state: 'open', merged: false, merged_at: null, closed_at: null });
    await json(await call(f, '/repos/acme/docs/pulls/1'), 404);
    await json(await call(f, '/repos/acme/docs/pulls/77'), 404);
    await json(await call(f, '/repos/acme/docs/pulls/77/files'), 404);
  });

  it('GET pulls/{n}/files: diff entries with patch, previous_filename, and no patch for a binary file', async () => {
    const f = await start();
    f.addPullRequest(REPO, {
      number: 3,
      files: [
        ...files(1),
        { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
        { filename: 'docs/new.md', status: 'renamed', previous_filename: 'docs/old.md' },
      ],
    });
    const list = await json<Array<Record<string, unknown>>>(
      await call(f, '/repos/acme/docs/pulls/3/files'),
      200,
    );
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      filename: 'src/file0.ts',
      status: 'modified',
      additions: 2,
      deletions: 1,
      changes: 3,
      blob_url: expect.stringMatching(
        /^https:\/\/github\.com\/acme\/docs\/blob\/[0-9a-f]{40}\/src\/file0\.ts$/,
      ),
      raw_url: expect.stringMatching(/\/raw\//),
      contents_url: expect.stringMatching(/\/repos\/acme\/docs\/contents\/src\/file0\.ts\?ref=/),
      patch: '@@ -1 +1,2 @@\n-old0\n+new0\n+more',
    });
    expect(list[1]).not.toHaveProperty('patch');
    expect(list[2]).toMatchObject({ status: 'renamed', previous_filename: 'docs/old.md' });
  });

  it('paginates like GitHub: 30 a page by default, at most 100, Link with next and last', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 4, files: files(250) });
    const first = await call(f, '/repos/acme/docs/pulls/4/files');
    expect(await json<unknown[]>(first, 200)).toHaveLength(30);
    const big = await call(f, '/repos/acme/docs/pulls/4/files?per_page=500&page=3');
    expect(await json<unknown[]>(big, 200)).toHaveLength(50);
    const middle = await call(f, '/repos/acme/docs/pulls/4/files?per_page=100&page=2');
    const rels = links(middle.headers.get('link'));
    expect(Object.keys(rels).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(rels.next).toMatch(/[?&]page=3(&|$)/);
    expect(rels.last).toMatch(/[?&]page=3(&|$)/);
    expect(rels.next).toMatch(/[?&]per_page=100(&|$)/);
    expect(links(big.headers.get('link')).next).toBeUndefined();
    const past = await call(f, '/repos/acme/docs/pulls/4/files?per_page=100&page=9');
    expect(await json<unknown[]>(past, 200)).toEqual([]);
  });

  it('lists at most 3,000 files, while changed_files counts them all', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 6, files: files(3_050), merged: true });
    const pr = await json<{ changed_files: number }>(
      await call(f, '/repos/acme/docs/pulls/6'),
      200,
    );
    expect(pr.changed_files).toBe(3_050);
    const last = await call(f, '/repos/acme/docs/pulls/6/files?per_page=100&page=30');
    const page = await json<Array<{ filename: string }>>(last, 200);
    expect(page).toHaveLength(100);
    expect(page.at(-1)?.filename).toBe(`src/file${MAX_LISTED_FILES - 1}.ts`);
    expect(links(last.headers.get('link')).next).toBeUndefined();
    const beyond = await call(f, '/repos/acme/docs/pulls/6/files?per_page=100&page=31');
    expect(await json<unknown[]>(beyond, 200)).toEqual([]);
  });

  it('with Octokit: pulls.get and a paginated pulls.listFiles', async () => {
    const f = await start();
    f.addPullRequest(REPO, { number: 8, files: files(230), merged: true, baseRef: 'trunk' });
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    const params = { owner: 'acme', repo: 'docs', pull_number: 8 };
    const pr = await octokit.rest.pulls.get(params);
    expect(pr.data.merged).toBe(true);
    expect(pr.data.base.ref).toBe('trunk');
    const all = await octokit.paginate(octokit.rest.pulls.listFiles, { ...params, per_page: 100 });
    expect(all).toHaveLength(230);
    expect(all[229]?.filename).toBe('src/file229.ts');
    expect(f.count('GET', /\/pulls\/8\/files$/)).toBe(3);
  });
});

// Every endpoint the action calls, each answer the fake gives there (success and the errors GitHub
// documents for it), checked against GitHub's own REST API description: status code documented,
// JSON body on its schema. The requests these tests send are checked against it too.
describe("against GitHub's REST API description (@octokit/openapi)", () => {
  /** Calls the fake and checks request and answer against the description; returns the answer. */
  async function documented(
    f: GitHubFake,
    path: string,
    options: CallOptions & { method: string; offSchema?: boolean },
  ): Promise<{ status: number; body: unknown }> {
    const sent = options.body === undefined ? '' : JSON.stringify(options.body);
    // A request made wrong on purpose (to see the fake's 422) must be wrong by the description too.
    if (options.offSchema) expect(() => validateRequest(options.method, path, sent)).toThrow();
    else validateRequest(options.method, path, sent);
    const res = await call(f, path, options);
    const text = await res.text();
    validateResponse(options.method, path, res.status, text);
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  }

  it('list issue comments: 200 on every page, 404 for an unknown issue', async () => {
    const f = await seeded();
    for (const body of ['one', 'two', 'three']) f.addComment(REPO, 1, { body, login: 'bob' });
    await postComment(f, 2, 'on a pull request');
    const page = (n: number): string => `/repos/acme/docs/issues/1/comments?per_page=2&page=${n}`;
    expect((await documented(f, page(1), { method: 'GET' })).body).toHaveLength(2);
    expect((await documented(f, page(2), { method: 'GET' })).body).toHaveLength(1);
    expect(
      (await documented(f, '/repos/acme/docs/issues/2/comments', { method: 'GET' })).body,
    ).toHaveLength(1);
    expect(
      (await documented(f, '/repos/acme/docs/issues/9/comments', { method: 'GET' })).status,
    ).toBe(404);
  });

  it('create a comment: 201, 403 on a locked issue, 404, 422', async () => {
    const f = await seeded();
    f.addIssue(REPO, { number: 3, locked: true });
    const path = (n: number): string => `/repos/acme/docs/issues/${n}/comments`;
    const statuses = [];
    for (const [n, body] of [
      [1, 'hello'],
      [3, 'locked'],
      [9, 'nobody'],
      [1, ''],
      [1, 'x'.repeat(MAX_COMMENT_LENGTH + 1)],
    ] as const) {
      statuses.push((await documented(f, path(n), { method: 'POST', body: { body } })).status);
    }
    expect(statuses).toEqual([201, 403, 404, 422, 422]);
  });

  it('update a comment: 200 and 422 (GitHub documents no 404 here, the fake gives one)', async () => {
    const f = await seeded();
    const c = f.addComment(REPO, 1, { body: 'v1' });
    const path = `/repos/acme/docs/issues/comments/${c.id}`;
    expect((await documented(f, path, { method: 'PATCH', body: { body: 'v2' } })).status).toBe(200);
    expect((await documented(f, path, { method: 'PATCH', body: { body: ' ' } })).status).toBe(422);
    expect(() => validateResponse('PATCH', path, 404, '{}')).toThrow(/documents only 200, 422/);
  });

  it('delete a comment: 204 with no body, then it is gone', async () => {
    const f = await seeded();
    const keep = f.addComment(REPO, 1, { body: 'keep' });
    const c = f.addComment(REPO, 1, { body: 'working on it' });
    const path = `/repos/acme/docs/issues/comments/${c.id}`;
    const res = await documented(f, path, { method: 'DELETE' });
    expect(res).toEqual({ status: 204, body: undefined });
    expect(f.comments(REPO, 1).map((x) => x.id)).toEqual([keep.id]);
    await expectError(await call(f, path), 404, 'Not Found');
    await expectError(await call(f, path, { method: 'DELETE' }), 404, 'Not Found');
  });

  it('create a reaction for an issue comment: 201, 200 for the same again, 422', async () => {
    const f = await seeded();
    const c = f.addComment(REPO, 1, { body: '/agent go', login: 'alice' });
    const path = `/repos/acme/docs/issues/comments/${c.id}/reactions`;
    const statuses = [];
    for (const content of ['eyes', 'eyes', 'thumbsup']) {
      const offSchema = content === 'thumbsup';
      const body = { content };
      statuses.push((await documented(f, path, { method: 'POST', body, offSchema })).status);
    }
    expect(statuses).toEqual([201, 200, 422]);
  });

  it('create a reaction for an issue: 201, 200 for the same again, 422 (GitHub documents no 404 here, the fake gives one)', async () => {
    const f = await seeded();
    const path = '/repos/acme/docs/issues/1/reactions';
    const statuses = [];
    for (const content of ['rocket', 'rocket', 'thumbsup']) {
      const offSchema = content === 'thumbsup';
      const body = { content };
      statuses.push((await documented(f, path, { method: 'POST', body, offSchema })).status);
    }
    expect(statuses).toEqual([201, 200, 422]);
  });

  it('remove a label: 200 with the remaining labels, 404 when absent', async () => {
    const f = await seeded();
    const path = (n: number, label: string): string =>
      `/repos/acme/docs/issues/${n}/labels/${encodeURIComponent(label)}`;
    expect((await documented(f, path(1, 'agent: run'), { method: 'DELETE' })).status).toBe(200);
    expect((await documented(f, path(1, 'agent: run'), { method: 'DELETE' })).status).toBe(404);
    expect((await documented(f, path(9, 'docs'), { method: 'DELETE' })).status).toBe(404);
  });

  it('a pull request and its changed files (docs follow code): 200 on every page, 404 for no pull request', async () => {
    const f = await seeded();
    f.addPullRequest(REPO, {
      number: 40,
      title: 'Add retries',
      merged: true,
      files: Array.from({ length: 3 }, (_, i) => ({
        filename: `src/f${i}.ts`,
        patch: `@@ -1 +1 @@\n-a\n+b${i}`,
      })),
    });
    expect((await documented(f, '/repos/acme/docs/pulls/40', { method: 'GET' })).status).toBe(200);
    const page = (n: number) => `/repos/acme/docs/pulls/40/files?per_page=2&page=${n}`;
    expect((await documented(f, page(1), { method: 'GET' })).body).toHaveLength(2);
    expect((await documented(f, page(2), { method: 'GET' })).body).toHaveLength(1);
    expect((await documented(f, '/repos/acme/docs/pulls/77', { method: 'GET' })).status).toBe(404);
  });

  it('the same answers under a GHES base path (/api/v3)', async () => {
    const f = await start({ basePath: '/api/v3' });
    f.addIssue(REPO, { number: 1 });
    const created = await documented(f, '/repos/acme/docs/issues/1/comments', {
      method: 'POST',
      body: { body: 'on GHES' },
    });
    expect(created.status).toBe(201);
    expect(f.requests.map((r) => r.path)).toEqual(['/repos/acme/docs/issues/1/comments']);
  });

  it('the checks catch a drift: an undocumented status, a body off its schema, a wrong request', () => {
    const comments = '/repos/acme/docs/issues/1/comments';
    expect(() => validateResponse('POST', comments, 200, '{}')).toThrow(/documents only 201/);
    expect(() => validateResponse('POST', comments, 201, '{"id":1}')).toThrow(
      /off its schema: .*required property/,
    );
    expect(() =>
      validateResponse('DELETE', `${comments.slice(0, -11)}/comments/5`, 204, '{}'),
    ).toThrow();
    expect(() => validateRequest('POST', comments, '{"text":"x"}')).toThrow(
      /required property 'body'/,
    );
    expect(() => validateRequest('PUT', comments, '')).toThrow(/no operation PUT/);
    expect(() => validateRequest('GET', '/repos/acme/docs/issues/x1/comments', '')).toThrow(
      /issue_number is x1, not an integer/,
    );
    expect(() =>
      expectRequestsFollowGitHubApi([
        { method: 'POST', path: comments, body: '{"body":"ok"}' },
        { method: 'POST', path: '/repos/acme/docs/issues/comments/5/reactions', body: '{}' },
      ]),
    ).toThrow(/reactions.*required property 'content'/s);
  });
});
