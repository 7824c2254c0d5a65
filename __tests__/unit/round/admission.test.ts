// Whether who asked may start a job (src/round/admission.ts): the decision over a permission lookup.
import { describe, expect, test } from '@jest/globals';
import { UnverifiedAskerError } from '../../../src/common/errors.js';
import type { Access } from '../../../src/github/permission.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import { admit } from '../../../src/round/admission.js';
import type { Asker, AskerRules } from '../../../src/settings/asker.js';

const RULES: AskerRules = { minPermission: 'triage', allowedBots: new Set(['renovate']) };

function lookup(roles: Record<string, Access>) {
  const asked: string[] = [];
  const accessOf = async (login: string) => {
    asked.push(login);
    const role = roles[login];
    if (role === undefined) throw new Error(`no role for ${login}`);
    return role;
  };
  return { asked, accessOf };
}

const person = (login: string, provesWrite = false): Asker => ({
  kind: 'person',
  login,
  provesWrite,
});

describe('who may start a job', () => {
  test('nobody asked (a schedule): allowed, and GitHub is not asked', async () => {
    const { asked, accessOf } = lookup({});
    expect(await admit({ asker: { kind: 'nobody' }, askerRules: RULES }, 'o/r', accessOf)).toEqual({
      kind: 'allowed',
    });
    expect(asked).toEqual([]);
  });

  test.each([
    ['read', false],
    ['none', false],
    ['triage', true],
    ['write', true],
    ['maintain', true],
    ['admin', true],
  ] as const)('a person with %s access, min-permission triage: allowed %s', async (role, ok) => {
    const { asked, accessOf } = lookup({ someone: role });
    const admission = await admit({ asker: person('someone'), askerRules: RULES }, 'o/r', accessOf);
    expect(admission).toEqual(
      ok ? { kind: 'allowed' } : { kind: 'refused', login: 'someone', access: role },
    );
    expect(asked).toEqual(['someone']);
  });

  test('min-permission is the bar: admin needs admin', async () => {
    const rules: AskerRules = { ...RULES, minPermission: 'admin' };
    const { accessOf } = lookup({ m: 'maintain', a: 'admin' });
    expect(await admit({ asker: person('m'), askerRules: rules }, 'o/r', accessOf)).toEqual({
      kind: 'refused',
      login: 'm',
      access: 'maintain',
    });
    expect(await admit({ asker: person('a'), askerRules: rules }, 'o/r', accessOf)).toEqual({
      kind: 'allowed',
    });
  });

  test('a listed bot is allowed without a permission read; another bot is refused', async () => {
    const { asked, accessOf } = lookup({});
    const bot = (login: string): Asker => ({ kind: 'bot', login, provesWrite: false });
    expect(
      await admit({ asker: bot('renovate[bot]'), askerRules: RULES }, 'o/r', accessOf),
    ).toEqual({ kind: 'allowed' });
    expect(await admit({ asker: bot('evil[bot]'), askerRules: RULES }, 'o/r', accessOf)).toEqual({
      kind: 'refused',
      login: 'evil[bot]',
      access: 'bot',
    });
    expect(asked).toEqual([]);
  });

  test('an event that proves write access: no read up to min-permission write, a read above it', async () => {
    const { asked, accessOf } = lookup({ d: 'write' });
    for (const minPermission of ['read', 'triage', 'write'] as const) {
      const rules = { ...RULES, minPermission };
      expect(await admit({ asker: person('d', true), askerRules: rules }, 'o/r', accessOf)).toEqual(
        { kind: 'allowed' },
      );
    }
    expect(asked).toEqual([]);
    const rules = { ...RULES, minPermission: 'maintain' as const };
    expect(await admit({ asker: person('d', true), askerRules: rules }, 'o/r', accessOf)).toEqual({
      kind: 'refused',
      login: 'd',
      access: 'write',
    });
    expect(asked).toEqual(['d']);
  });
});

describe('a merge', () => {
  const merger = (kind: 'person' | 'bot', login: string): Asker => ({
    kind,
    login,
    provesWrite: true,
    merge: true,
  });

  test.each(['mergify[bot]', 'github-merge-queue[bot]'])(
    'by a merge bot or queue (%s) is no bot asking: allowed with no permission read up to min-permission write',
    async (login) => {
      const { asked, accessOf } = lookup({});
      for (const minPermission of ['read', 'triage', 'write'] as const) {
        const rules = { ...RULES, minPermission };
        expect(
          await admit({ asker: merger('bot', login), askerRules: rules }, 'o/r', accessOf),
        ).toEqual({ kind: 'allowed' });
      }
      expect(asked).toEqual([]);
    },
  );

  test('by a bot above min-permission write: refused as a merge, with no read (a bot has no permission to read), unless allowed-bots lists it', async () => {
    const { asked, accessOf } = lookup({});
    for (const minPermission of ['maintain', 'admin'] as const) {
      const rules = { ...RULES, minPermission };
      expect(
        await admit({ asker: merger('bot', 'mergify[bot]'), askerRules: rules }, 'o/r', accessOf),
      ).toEqual({ kind: 'refused', login: 'mergify[bot]', access: 'bot', merge: true });
      expect(
        await admit({ asker: merger('bot', 'renovate[bot]'), askerRules: rules }, 'o/r', accessOf),
      ).toEqual({ kind: 'allowed' });
    }
    expect(asked).toEqual([]);
  });

  test('by a person: no read up to min-permission write, their permission read above it', async () => {
    const { asked, accessOf } = lookup({ ann: 'maintain' });
    const write = { ...RULES, minPermission: 'write' as const };
    expect(
      await admit({ asker: merger('person', 'ann'), askerRules: write }, 'o/r', accessOf),
    ).toEqual({ kind: 'allowed' });
    expect(asked).toEqual([]);
    const admin = { ...RULES, minPermission: 'admin' as const };
    expect(
      await admit({ asker: merger('person', 'ann'), askerRules: admin }, 'o/r', accessOf),
    ).toEqual({ kind: 'refused', login: 'ann', access: 'maintain' });
    expect(asked).toEqual(['ann']);
  });

  test('any other event of a bot that proves write access (a push) is the bot asking: refused unless listed', async () => {
    const { asked, accessOf } = lookup({});
    const pusher: Asker = { kind: 'bot', login: 'ci[bot]', provesWrite: true };
    expect(await admit({ asker: pusher, askerRules: RULES }, 'o/r', accessOf)).toEqual({
      kind: 'refused',
      login: 'ci[bot]',
      access: 'bot',
    });
    expect(asked).toEqual([]);
  });
});

describe('cannot tell: never allowed, one line naming GitHub', () => {
  const expectUnverified = async (promise: Promise<unknown>, message: string) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnverifiedAskerError);
    expect((error as Error).message).toBe(message);
  };

  test('an event that names nobody', async () => {
    await expectUnverified(
      admit(
        { asker: { kind: 'unknown', why: 'the issues event names nobody' }, askerRules: RULES },
        'o/r',
        undefined,
      ),
      'could not tell who asked: the issues event names nobody; nothing was sent to the service',
    );
  });

  test('no token or repository to ask with', async () => {
    await expectUnverified(
      admit({ asker: person('x'), askerRules: RULES }, undefined, undefined),
      'could not read the permission of x on this repository from GitHub: no github-token or GITHUB_REPOSITORY; nothing was sent to the service: give the step a github-token',
    );
  });

  test('GitHub knows no such login (404)', async () => {
    const { accessOf } = lookup({ ghost: 'unknown' });
    await expectUnverified(
      admit({ asker: person('ghost'), askerRules: RULES }, 'o/r', accessOf),
      'could not read the permission of ghost on o/r from GitHub: GitHub knows no such user (404); nothing was sent to the service',
    );
  });

  test('GitHub fails after its retries: run again; the label stays', async () => {
    const failing = async () => {
      const error = new GitHubCallError(502, 'Bad Gateway');
      error.attempts = 5;
      throw error;
    };
    await expectUnverified(
      admit({ asker: person('x'), askerRules: RULES }, 'o/r', failing),
      'could not read the permission of x on o/r from GitHub (502: Bad Gateway, after 5 tries); nothing was sent to the service and the label stays: run the workflow again',
    );
  });

  test('a token GitHub refuses: fix the token, not run again', async () => {
    const refused = async () => {
      throw new GitHubCallError(403, 'Resource not accessible by integration');
    };
    await expectUnverified(
      admit({ asker: person('x'), askerRules: RULES }, 'o/r', refused),
      "could not read the permission of x on o/r from GitHub (403: Resource not accessible by integration): give the token read access to the repository's metadata; nothing was sent to the service and the label stays",
    );
    const bad = async () => {
      throw new GitHubCallError(401, 'Bad credentials');
    };
    await expectUnverified(
      admit({ asker: person('x'), askerRules: RULES }, 'o/r', bad),
      'could not read the permission of x on o/r from GitHub: GitHub refused the token (401): check github-token; nothing was sent to the service and the label stays',
    );
  });
});
