// The GitHub fake's answers to who may do what on a repository (`GET …/collaborators/{username}/
// permission`) and who the token is (GraphQL's `viewer { login }`, at `/graphql` and, for a GHES,
// `/api/graphql`): every REST answer checked against GitHub's REST API description
// (@octokit/openapi), and the GraphQL one reached through Octokit as the action would reach GitHub.
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import {
  DEFAULT_PERMISSIONS,
  requestsByRoute,
  startGitHubFake,
} from '../../emulator/github-fake.js';
import type { GitHubFake, GitHubFakeOptions } from '../../emulator/github-fake.js';
import {
  expectRequestsFollowGitHubApi,
  validateRequest,
  validateResponse,
} from '../../__fixtures__/github-openapi.js';
import { realPayload } from '../../__fixtures__/webhooks.js';

const REPO = 'acme/docs';
const DOC =
  'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user';

let fake: GitHubFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  fake = await startGitHubFake(options);
  return fake;
}

interface Flags {
  admin: boolean;
  maintain: boolean;
  push: boolean;
  triage: boolean;
  pull: boolean;
}

interface PermissionAnswer {
  permission: string;
  role_name: string;
  user: { login: string; type: string; role_name: string; permissions: Flags };
}

const permissionPath = (login: string, repo = REPO): string =>
  `/repos/${repo}/collaborators/${encodeURIComponent(login)}/permission`;

/** GET a login's permission, request and answer checked against GitHub's description. */
async function permissionOf(
  f: GitHubFake,
  login: string,
  repo = REPO,
): Promise<{ status: number; body: PermissionAnswer & { message?: string } }> {
  const path = permissionPath(login, repo);
  validateRequest('GET', path, '');
  const res = await fetch(`${f.url}${path}`, {
    headers: { authorization: `token ${f.token}`, accept: 'application/vnd.github+json' },
  });
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const text = await res.text();
  validateResponse('GET', path, res.status, text);
  return { status: res.status, body: JSON.parse(text) as PermissionAnswer & { message?: string } };
}

/** The `permissions` booleans of a built-in role. */
function flagsOf(role: 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'): Flags {
  const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
  return {
    admin: rank >= 4,
    maintain: rank >= 3,
    push: rank >= 2,
    triage: rank >= 1,
    pull: rank >= 0,
  };
}

/** POST a GraphQL body (a string as is, else as JSON) to `url`. */
function postGraphql(url: string, body: unknown, token: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `bearer ${token}`,
      'content-type': 'application/json; charset=utf-8',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('GET /repos/{owner}/{repo}/collaborators/{username}/permission', () => {
  it('by default octocat and Codertocat are admin of every repository', async () => {
    const f = await start();
    for (const [login, repo] of [
      ['octocat', REPO],
      ['Codertocat', 'Codertocat/Hello-World'],
      ['octocat', 'octo-org/octo-repo'],
    ] as const) {
      const { status, body } = await permissionOf(f, login, repo);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        permission: 'admin',
        role_name: 'admin',
        user: { login, type: 'User', role_name: 'admin', permissions: flagsOf('admin') },
      });
    }
    expect(Object.keys(DEFAULT_PERMISSIONS).sort()).toEqual(['Codertocat', 'octocat']);
  });

  it('the defaults cover every human sender of the real payloads the tests use', () => {
    const senders = new Set(
      [
        realPayload('issues', 'labeled'),
        realPayload('issues', 'opened'),
        realPayload('issue_comment', 'created'),
        realPayload('issue_comment', 'created', {}, { on: 'pull_request' }),
        realPayload('pull_request', 'opened'),
        realPayload('pull_request', 'labeled'),
        realPayload('pull_request', 'closed'),
        realPayload('push'),
        realPayload('workflow_dispatch'),
      ].map((payload) => (payload.sender as { login: string }).login),
    );
    expect([...senders].sort()).toEqual(Object.keys(DEFAULT_PERMISSIONS).sort());
  });

  it.each([
    ['admin', 'admin', flagsOf('admin')],
    ['maintain', 'write', flagsOf('maintain')],
    ['write', 'write', flagsOf('write')],
    ['triage', 'read', flagsOf('triage')],
    ['read', 'read', flagsOf('read')],
  ] as const)(
    'role %s: permission %s and its permissions booleans',
    async (role, legacy, flags) => {
      const f = await start();
      f.setPermission(REPO, 'alice', role);
      const { status, body } = await permissionOf(f, 'alice');
      expect(status).toBe(200);
      expect(body.permission).toBe(legacy);
      expect(body.role_name).toBe(role);
      expect(body.user).toMatchObject({ login: 'alice', role_name: role, permissions: flags });
    },
  );

  it("'none': a user with no grant reads a public repository, as GitHub answers; a private one is given as is", async () => {
    const f = await start();
    f.setPermission(REPO, 'visitor', 'none');
    f.setPermission('acme/secret', 'visitor', { role_name: 'none', permission: 'none' });
    const open = await permissionOf(f, 'visitor');
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      permission: 'read',
      role_name: 'read',
      user: { role_name: 'read', permissions: flagsOf('read') },
    });
    const closed = await permissionOf(f, 'visitor', 'acme/secret');
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      permission: 'none',
      role_name: 'none',
      user: { role_name: 'none', permissions: flagsOf('none') },
    });
    expect(Object.values(closed.body.user.permissions)).not.toContain(true);
  });

  it('a custom role: on a read base by default, or on the base given', async () => {
    const f = await start({
      permissions: {
        'docs-reader': 'docs-reviewer',
        editor: { role_name: 'docs', permission: 'write' },
      },
    });
    const reader = await permissionOf(f, 'docs-reader');
    expect(reader.body).toMatchObject({
      permission: 'read',
      role_name: 'docs-reviewer',
      user: { role_name: 'docs-reviewer', permissions: flagsOf('read') },
    });
    const editor = await permissionOf(f, 'editor');
    expect(editor.body).toMatchObject({
      permission: 'write',
      role_name: 'docs',
      user: { role_name: 'docs', permissions: flagsOf('write') },
    });
  });

  it('matches logins and repositories case-insensitively, answering the login as set', async () => {
    const f = await start();
    f.setPermission('Acme/Docs', 'Alice', 'write');
    for (const [asked, answered] of [
      ['OCTOCAT', 'octocat'],
      ['codertocat', 'Codertocat'],
      ['ALICE', 'Alice'],
      ['alice', 'Alice'],
    ] as const) {
      const { status, body } = await permissionOf(f, asked, 'acme/DOCS');
      expect(status).toBe(200);
      expect(body.user.login).toBe(answered);
    }
    expect((await permissionOf(f, 'alice', 'acme/other')).status).toBe(404);
  });

  it('404 Not Found, as GitHub answers, for a login it does not know, bots included', async () => {
    const f = await start();
    for (const login of ['mallory', 'github-actions[bot]', 'renovate[bot]']) {
      const { status, body } = await permissionOf(f, login);
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: 'Not Found', documentation_url: DOC });
    }
    f.setPermission(REPO, 'renovate[bot]', 'write');
    const bot = await permissionOf(f, 'renovate[bot]');
    expect(bot.status).toBe(200);
    expect(bot.body.user).toMatchObject({ login: 'renovate[bot]', type: 'Bot' });
  });

  it('the permissions option replaces the default; setPermission on one repository wins over it', async () => {
    const f = await start({ permissions: { alice: 'triage' } });
    expect((await permissionOf(f, 'octocat')).status).toBe(404);
    expect((await permissionOf(f, 'alice')).body.role_name).toBe('triage');
    f.setPermission(REPO, 'alice', 'maintain');
    expect((await permissionOf(f, 'alice')).body.role_name).toBe('maintain');
    expect((await permissionOf(f, 'alice', 'acme/other')).body.role_name).toBe('triage');
    await fake?.close();
    const none = await start({ permissions: {} });
    expect((await permissionOf(none, 'octocat')).status).toBe(404);
  });

  it('refuses a role GitHub could not answer', async () => {
    const f = await start();
    expect(() => f.setPermission(REPO, 'alice', ' ')).toThrow(/must not be empty/);
    expect(() => f.setPermission(REPO, '', 'read')).toThrow(/login must not be empty/);
    expect(() => f.setPermission('acme', 'alice', 'read')).toThrow(/owner\/name/);
    expect(() =>
      f.setPermission(REPO, 'alice', { role_name: 'docs', permission: 'maintain' }),
    ).toThrow(/admin, write, read or none/);
    expect(() =>
      f.setPermission(REPO, 'alice', { role_name: 'maintain', permission: 'read' }),
    ).toThrow(/maintain has the permission write/);
    expect(() => f.setPermission(REPO, 'alice', { role_name: 'docs', permission: 'none' })).toThrow(
      /none goes with permission none only/,
    );
    await expect(startGitHubFake({ permissions: { alice: '' } })).rejects.toThrow(/empty/);
  });

  it('is counted and faulted like the other routes', async () => {
    const f = await start();
    f.injectFault({ method: 'GET', path: /\/collaborators\//, status: 502 });
    const faulted = await fetch(`${f.url}${permissionPath('octocat')}`, {
      headers: { authorization: `token ${f.token}` },
    });
    expect(faulted.status).toBe(502);
    expect((await permissionOf(f, 'octocat')).status).toBe(200);
    expect(f.count('GET', /\/collaborators\/[^/]+\/permission$/)).toBe(2);
    expect(f.requests.map((r) => r.status)).toEqual([502, 200]);
    expect(Object.fromEntries(requestsByRoute(f.requests))).toEqual({
      'GET /repos/{owner}/{repo}/collaborators/{username}/permission': 2,
    });
    const denied = await fetch(`${f.url}${permissionPath('octocat')}`, {
      headers: { authorization: 'token ghs_wrong' },
    });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ message: 'Bad credentials' });
    // Only GET: another method is a route GitHub does not have here.
    const put = await fetch(`${f.url}${permissionPath('octocat')}`, {
      method: 'PUT',
      headers: { authorization: `token ${f.token}` },
    });
    expect(put.status).toBe(404);
  });

  it('with Octokit: repos.getCollaboratorPermissionLevel, on github.com and on a GHES', async () => {
    for (const basePath of ['', '/api/v3']) {
      const f = await start({ basePath });
      const octokit = getOctokit(f.token, { baseUrl: f.url });
      const params = { owner: 'acme', repo: 'docs', username: 'octocat' };
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel(params);
      expect(data).toMatchObject({ permission: 'admin', role_name: 'admin' });
      await expect(
        octokit.rest.repos.getCollaboratorPermissionLevel({ ...params, username: 'mallory' }),
      ).rejects.toMatchObject({ status: 404 });
      expect(f.requests.map((r) => r.path)).toEqual([
        permissionPath('octocat'),
        permissionPath('mallory'),
      ]);
      expectRequestsFollowGitHubApi(f.requests);
      await f.close();
    }
  });
});

describe('GraphQL viewer { login }', () => {
  it.each([
    ['github.com style', ''],
    ['GHES style', '/api/v3'],
  ])('%s: Octokit graphql() reaches it and learns the bot login', async (_, basePath) => {
    const f = await start({ basePath });
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    expect(await octokit.graphql('query { viewer { login } }')).toEqual({
      viewer: { login: 'github-actions[bot]' },
    });
    expect(f.requests).toHaveLength(1);
    expect(f.requests[0]).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
    expect(JSON.parse(f.requests[0]?.body ?? '')).toEqual({ query: 'query { viewer { login } }' });
    expect(f.count('POST', /^\/graphql$/)).toBe(1);
    expectRequestsFollowGitHubApi(f.requests);
  });

  it('answers at /graphql, or at /api/graphql beside a GHES /api/v3, and not elsewhere', async () => {
    const github = await start();
    const origin = github.url;
    expect(
      (await postGraphql(`${origin}/graphql`, { query: '{viewer{login}}' }, github.token)).status,
    ).toBe(200);
    expect(
      (await postGraphql(`${origin}/api/graphql`, { query: '{viewer{login}}' }, github.token))
        .status,
    ).toBe(404);
    await github.close();
    const ghes = await start({ basePath: '/api/v3' });
    const ghesOrigin = ghes.url.replace(/\/api\/v3$/, '');
    const at = async (path: string): Promise<number> =>
      (await postGraphql(`${ghesOrigin}${path}`, { query: '{viewer{login}}' }, ghes.token)).status;
    expect(await at('/api/graphql')).toBe(200);
    expect(await at('/api/v3/graphql')).toBe(404);
    expect(await at('/graphql')).toBe(404);
    expect(ghes.requests.map((r) => [r.path, r.status])).toEqual([
      ['/graphql', 200],
      ['/graphql', 404],
      ['/graphql', 404],
    ]);
  });

  it('takes the query whitespace-insensitively, anonymous or named, and answers botLogin', async () => {
    const f = await start({ botLogin: 'docs-agent[bot]' });
    for (const query of [
      '{ viewer { login } }',
      'query { viewer { login } }',
      '{viewer{login}}',
      '\n  query Me {\n    viewer {\n      login\n    }\n  }\n',
    ]) {
      const res = await postGraphql(`${f.url}/graphql`, { query }, f.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ data: { viewer: { login: 'docs-agent[bot]' } } });
    }
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    // Variables beside the query, as Octokit sends them.
    expect(await octokit.graphql('query Me { viewer { login } }', { unused: 1 })).toEqual({
      viewer: { login: 'docs-agent[bot]' },
    });
    expect(JSON.parse(f.requests.at(-1)?.body ?? '')).toEqual({
      query: 'query Me { viewer { login } }',
      variables: { unused: 1 },
    });
    expectRequestsFollowGitHubApi(f.requests);
  });

  it('a wrong token: 401 Bad credentials, JSON as the fake answers elsewhere', async () => {
    const f = await start();
    const res = await postGraphql(
      `${f.url}/graphql`,
      { query: '{ viewer { login } }' },
      'ghs_wrong',
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/graphql',
    });
    await expect(
      getOctokit('ghs_wrong', { baseUrl: f.url }).graphql('query { viewer { login } }'),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('any other query: 200 with GraphQL errors, which Octokit throws', async () => {
    const f = await start();
    for (const body of [
      { query: '{ viewer { login name } }' },
      { query: '{ repository(owner: "acme", name: "docs") { id } }' },
      { query: 'mutation { viewer { login } }' },
      { variables: {} },
    ]) {
      const res = await postGraphql(`${f.url}/graphql`, body, f.token);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { data?: unknown; errors: Array<{ message: string }> };
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([{ message: expect.any(String) }]);
    }
    const broken = await postGraphql(`${f.url}/graphql`, '{"query":', f.token);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: 'Problems parsing JSON' });
    await expect(
      getOctokit(f.token, { baseUrl: f.url }).graphql('{ viewer { id } }'),
    ).rejects.toMatchObject({
      name: 'GraphqlResponseError',
      errors: [{ message: expect.stringMatching(/only \{ viewer \{ login \} \}/) }],
    });
  });

  it.each([
    ['github.com style', ''],
    ['GHES style', '/api/v3'],
  ])('%s: faults by path /graphql, then normal answers', async (_, basePath) => {
    const f = await start({ basePath });
    f.injectFault({ method: 'POST', path: '/graphql', status: 502 });
    f.injectFault({ path: /graphql/, action: 'reset' });
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    await expect(octokit.graphql('{ viewer { login } }')).rejects.toMatchObject({ status: 502 });
    await expect(octokit.graphql('{ viewer { login } }')).rejects.toThrow();
    expect(await octokit.graphql('{ viewer { login } }')).toEqual({
      viewer: { login: 'github-actions[bot]' },
    });
    expect(f.requests.map((r) => [r.path, r.status])).toEqual([
      ['/graphql', 502],
      ['/graphql', undefined],
      ['/graphql', 200],
    ]);
  });
});

describe('expectRequestsFollowGitHubApi and GraphQL', () => {
  const request = (method: string, path: string, body: unknown = '') => ({
    method,
    path,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('accepts POST /graphql with a string query, and optional variables and operationName', () => {
    expect(() =>
      expectRequestsFollowGitHubApi([
        request('POST', '/graphql', { query: '{ viewer { login } }' }),
        request('POST', '/graphql', { query: 'query Q($a: Int) { x }', variables: { a: 1 } }),
        request('POST', '/graphql', { query: 'query Q { x }', operationName: 'Q' }),
        request('GET', permissionPath('octocat')),
      ]),
    ).not.toThrow();
  });

  it('rejects any other GraphQL request, and still an undocumented REST path', () => {
    for (const wrong of [
      request('POST', '/graphql', {}),
      request('POST', '/graphql', { query: 1 }),
      request('POST', '/graphql', { query: '{ x }', variables: [1] }),
      request('POST', '/graphql', { query: '{ x }', extra: true }),
      request('POST', '/graphql', '{"query":'),
      request('POST', '/graphql', ['{ x }']),
    ]) {
      expect(() => expectRequestsFollowGitHubApi([wrong])).toThrow(
        /POST \/graphql: the request body/,
      );
    }
    expect(() => expectRequestsFollowGitHubApi([request('GET', '/graphql')])).toThrow(
      /no operation GET \/graphql/,
    );
    expect(() =>
      expectRequestsFollowGitHubApi([request('POST', '/api/v3/graphql', { query: '{ x }' })]),
    ).toThrow(/no operation POST \/graphql/);
    expect(() =>
      expectRequestsFollowGitHubApi([
        request('GET', '/repos/acme/docs/collaborators/octocat/powers'),
      ]),
    ).toThrow(/no operation GET \/repos\/acme\/docs\/collaborators\/octocat\/powers/);
  });
});
