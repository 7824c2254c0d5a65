// What GitHub says of who may do what (src/github/permission.ts), against the GitHub fake: the
// collaborator permission by its role_name, the token's own login, each read once, and whose
// markers count.
import { afterEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import {
  grants,
  Permissions,
  ROLES,
  roleOfAnswer,
  type Role,
} from '../../../src/github/permission.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import type { ThreadComment } from '../../../src/github/thread.js';

const REPO = 'acme/docs';
let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function permissionsAt(
  options: Parameters<typeof startGitHubFake>[0] = {},
  least: Role = 'triage',
): Promise<{ fake: GitHubFake; permissions: Permissions }> {
  fake = await startGitHubFake(options);
  const permissions = new Permissions(
    { token: fake.token, apiUrl: fake.url, owner: 'acme', repo: 'docs' },
    retryInVirtualTime(),
    least,
  );
  return { fake, permissions };
}

const PERMISSION_PATH = /\/collaborators\/[^/]+\/permission$/;

describe('roles', () => {
  test('each role grants itself and those before it, never those after', () => {
    for (const [i, role] of ROLES.entries()) {
      for (const [j, least] of ROLES.entries()) expect(grants(role, least)).toBe(i >= j);
    }
    expect(ROLES).toEqual(['read', 'triage', 'write', 'maintain', 'admin']);
  });

  test('no access, or an unknown login, grants nothing', () => {
    for (const least of ROLES) {
      expect(grants('none', least)).toBe(false);
      expect(grants('unknown', least)).toBe(false);
    }
  });

  test('role_name is the role: permission folds triage into read and maintain into write', () => {
    expect(roleOfAnswer({ permission: 'read', role_name: 'triage' })).toBe('triage');
    expect(roleOfAnswer({ permission: 'write', role_name: 'maintain' })).toBe('maintain');
  });

  test('a custom role: its base, as permission gives it', () => {
    expect(roleOfAnswer({ permission: 'write', role_name: 'docs-editor' })).toBe('write');
    expect(roleOfAnswer({ permission: 'admin' })).toBe('admin');
  });

  test('anything else grants nothing', () => {
    expect(roleOfAnswer({ permission: 'none', role_name: 'none' })).toBe('none');
    expect(roleOfAnswer({})).toBe('none');
    expect(roleOfAnswer({ permission: 7, role_name: null })).toBe('none');
  });
});

describe('a login’s access', () => {
  test.each(['read', 'triage', 'write', 'maintain', 'admin'] as const)(
    'GitHub’s role_name %s',
    async (role) => {
      const { fake, permissions } = await permissionsAt();
      fake.setPermission(REPO, 'someone', role);
      expect(await permissions.accessOf('someone')).toBe(role);
    },
  );

  test('an unknown login is unknown (404), not an error', async () => {
    const { permissions } = await permissionsAt();
    expect(await permissions.accessOf('nobody-here')).toBe('unknown');
  });

  test('read once per login, whatever its case', async () => {
    const { fake, permissions } = await permissionsAt();
    expect(await permissions.accessOf('octocat')).toBe('admin');
    expect(await permissions.accessOf('OctoCat')).toBe('admin');
    expect(fake.count('GET', PERMISSION_PATH)).toBe(1);
  });

  test('a read that failed is asked again next time', async () => {
    const { fake, permissions } = await permissionsAt();
    fake.injectFault({ path: PERMISSION_PATH, status: 500, times: 5 });
    const error = await permissions.accessOf('octocat').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(500);
    expect(await permissions.accessOf('octocat')).toBe('admin');
    expect(fake.count('GET', PERMISSION_PATH)).toBe(6);
  });

  test('GitHub’s 5xx is retried by the one policy', async () => {
    const { fake, permissions } = await permissionsAt();
    fake.injectFault({ path: PERMISSION_PATH, status: 502, times: 2 });
    expect(await permissions.accessOf('octocat')).toBe('admin');
    expect(fake.count('GET', PERMISSION_PATH)).toBe(3);
  });
});

describe('the login the token posts as', () => {
  test('GitHub’s viewer, read once', async () => {
    const { fake, permissions } = await permissionsAt({ botLogin: 'docs-app[bot]' });
    expect(await permissions.ownLogin()).toBe('docs-app[bot]');
    expect(await permissions.ownLogin()).toBe('docs-app[bot]');
    expect(fake.count('POST', /^\/graphql$/)).toBe(1);
  });

  test('a viewer read that failed is asked again next time', async () => {
    const { fake, permissions } = await permissionsAt();
    fake.injectFault({ path: '/graphql', status: 401, body: { message: 'Bad credentials' } });
    const error = await permissions.ownLogin().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(401);
    expect(await permissions.ownLogin()).toBe('github-actions[bot]');
  });

  test('an answer without a login is a failure, not a login', async () => {
    const { fake, permissions } = await permissionsAt();
    fake.injectFault({ path: '/graphql', status: 200, body: { data: { viewer: { login: '' } } } });
    await expect(permissions.ownLogin()).rejects.toThrow(
      'GitHub did not say which login the token is',
    );
    fake.injectFault({ path: '/graphql', status: 200, body: { data: {} } });
    await expect(permissions.ownLogin()).rejects.toThrow(
      'GitHub did not say which login the token is',
    );
  });
});

describe('whose markers count', () => {
  const comment = (login: string, authorType = 'User'): ThreadComment => ({
    id: 1,
    body: '',
    url: '',
    login,
    authorType,
    association: 'OWNER',
  });

  test('the action’s own login (any case), with no permission read', async () => {
    const { fake, permissions } = await permissionsAt();
    expect(await permissions.trusts(comment('GitHub-Actions[bot]', 'Bot'))).toBe(true);
    expect(fake.count('GET', PERMISSION_PATH)).toBe(0);
  });

  test('a token that is a person’s: their own comments count', async () => {
    const { permissions } = await permissionsAt({ botLogin: 'docs-writer' });
    expect(await permissions.trusts(comment('docs-writer'))).toBe(true);
  });

  test('another bot never counts, whatever its association', async () => {
    const { fake, permissions } = await permissionsAt();
    expect(await permissions.trusts(comment('copier[bot]', 'Bot'))).toBe(false);
    expect(await permissions.trusts(comment('copier-app', 'Bot'))).toBe(false);
    expect(await permissions.trusts(comment('looks-human[bot]'))).toBe(false);
    expect(fake.count('GET', PERMISSION_PATH)).toBe(0);
  });

  test('a person counts when they hold min-permission', async () => {
    const { fake, permissions } = await permissionsAt({}, 'write');
    fake.setPermission(REPO, 'writer', 'write');
    fake.setPermission(REPO, 'triager', 'triage');
    expect(await permissions.trusts(comment('writer'))).toBe(true);
    expect(await permissions.trusts(comment('triager'))).toBe(false);
    expect(await permissions.trusts(comment('stranger'))).toBe(false);
  });

  test('a comment GitHub names no author of never counts, and asks nothing', async () => {
    const { fake, permissions } = await permissionsAt();
    expect(await permissions.trusts(comment(''))).toBe(false);
    expect(fake.requests).toEqual([]);
  });
});
