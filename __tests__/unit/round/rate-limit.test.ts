// A limit per person (src/round/rate-limit.ts): the rounds a person started, replayed from this
// workflow's runs on the GitHub fake, and what is decided from them; GitHub's faults never block.
import { afterEach, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import type { Access } from '../../../src/github/permission.js';
import type { GitHubRetryDeps } from '../../../src/github/retry.js';
import { startedRounds, underRateLimit } from '../../../src/round/rate-limit.js';
import type { Asker } from '../../../src/settings/asker.js';
import type { RateLimit } from '../../../src/settings/rate-limit.js';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REPO = 'acme/docs';
const RUN_ID = 9999;
const LIMIT: RateLimit = { count: 2, windowMs: HOUR, text: '2/1h' };
const ann: Asker = { kind: 'person', login: 'ann', provesWrite: false };
const bot: Asker = { kind: 'bot', login: 'ann', provesWrite: false };

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const at = (minutesAgo: number): string => new Date(NOW - minutesAgo * MINUTE).toISOString();

async function github(runs: readonly { minutesAgo: number; conclusion?: string }[]) {
  fake = await startGitHubFake();
  fake.addWorkflowRun(REPO, { id: RUN_ID, workflow: 'docs.yml', actor: 'ann', createdAt: at(0) });
  runs.forEach(({ minutesAgo, conclusion }, i) =>
    fake?.addWorkflowRun(REPO, {
      id: 100 + i,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: at(minutesAgo),
      ...(conclusion && { conclusion }),
    }),
  );
  return fake;
}

function deps(g: GitHubFake | undefined, access: Access = 'write', env: NodeJS.ProcessEnv = {}) {
  const clock = new VirtualClock({ wallStart: NOW });
  const warnings: string[] = [];
  const looked: string[] = [];
  const retry: GitHubRetryDeps = {
    clock,
    random: () => 0.5,
    budget: () => ({ deadline: clock.now() + 600_000 }),
    onRetry: () => undefined,
  };
  return {
    warnings,
    looked,
    deps: {
      env: {
        GITHUB_REPOSITORY: REPO,
        GITHUB_API_URL: g?.url ?? 'http://127.0.0.1:9',
        GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/docs.yml@refs/heads/main`,
        GITHUB_RUN_ID: String(RUN_ID),
        ...env,
      },
      now: NOW,
      accessOf: (login: string) => {
        looked.push(login);
        return Promise.resolve(access);
      },
      github: retry,
      warn: (line: string) => warnings.push(line),
    },
  };
}

const settings = (asker: Asker = ann, rateLimit: RateLimit | null = LIMIT) => ({
  asker,
  rateLimit: rateLimit ?? undefined,
  githubToken: fake?.token ?? 'ghs_token',
});

describe('startedRounds: the runs that started a round, as each was decided', () => {
  test('a run that found the limit reached in the window before it started nothing', () => {
    const m = (minutes: number) => minutes * MINUTE;
    expect(startedRounds([m(0), m(10), m(20), m(50)], LIMIT)).toEqual([m(0), m(10)]);
    // Once the first leaves its window (at exactly one window, it is still in), room again.
    expect(startedRounds([m(0), m(10), m(60), m(61)], LIMIT)).toEqual([m(0), m(10), m(61)]);
  });

  test('in the order they were made, whatever order they come in', () => {
    expect(startedRounds([3, 1, 2], { count: 2, windowMs: 10 })).toEqual([1, 2]);
    expect(startedRounds([], LIMIT)).toEqual([]);
  });
});

describe('underRateLimit', () => {
  test('no limit, nobody who asked, or who asked unknown: allowed, nothing read', async () => {
    const d = deps(undefined);
    for (const asker of [ann, { kind: 'nobody' } as const]) {
      expect(await underRateLimit(settings(asker, null), d.deps)).toEqual({ kind: 'allowed' });
    }
    const unknown: Asker = { kind: 'unknown', why: 'no sender' };
    expect(await underRateLimit(settings(unknown), d.deps)).toEqual({ kind: 'allowed' });
    expect(d.looked).toEqual([]);
    expect(d.warnings).toEqual([]);
  });

  test('a merge by a merge bot or queue: allowed, nothing read (it merges for everyone who may)', async () => {
    const g = await github([{ minutesAgo: 10 }, { minutesAgo: 5 }]);
    const d = deps(g, 'triage');
    const mergeBot: Asker = { kind: 'bot', login: 'ann', provesWrite: true, merge: true };
    expect(await underRateLimit(settings(mergeBot), d.deps)).toEqual({ kind: 'allowed' });
    expect(d.looked).toEqual([]);
    expect(g.requests).toEqual([]);
    // A person's merge is theirs: limited as they are.
    const merger: Asker = { kind: 'person', login: 'ann', provesWrite: true, merge: true };
    expect(await underRateLimit(settings(merger), d.deps)).toMatchObject({ kind: 'refused' });
  });

  test('maintain or admin: allowed without reading the runs', async () => {
    const g = await github([{ minutesAgo: 10 }, { minutesAgo: 5 }]);
    for (const access of ['maintain', 'admin'] as const) {
      const d = deps(g, access);
      expect(await underRateLimit(settings(), d.deps)).toEqual({ kind: 'allowed' });
    }
    expect(g.requests.filter((r) => r.path.includes('/runs'))).toEqual([]);
  });

  test('at the limit: refused, with the rounds counted and when they may ask again', async () => {
    const g = await github([{ minutesAgo: 50 }, { minutesAgo: 20 }]);
    const d = deps(g, 'triage');
    expect(await underRateLimit(settings(), d.deps)).toEqual({
      kind: 'refused',
      login: 'ann',
      access: 'triage',
      limit: { text: '2/1h', rounds: 2, until: NOW + 10 * MINUTE },
    });
    expect(d.looked).toEqual(['ann']);
    const [listing] = g.requests.filter((r) => r.path.includes('/runs'));
    // Two windows back, so that the runs of this one are judged as they were.
    expect(listing?.query).toMatchObject({ actor: 'ann', created: '>=2030-01-01T10:00:00Z' });
  });

  test('this run, a skipped one, runs refused in their turn and runs before the window: not counted', async () => {
    // 100 and 90 minutes ago started rounds, so 50 was refused; 20 started. In this window: 20
    // alone. Counted, this run, the skipped one (55) or the refused one (50) would make two.
    const g = await github([
      { minutesAgo: 130 },
      { minutesAgo: 100 },
      { minutesAgo: 90 },
      { minutesAgo: 55, conclusion: 'skipped' },
      { minutesAgo: 50 },
      { minutesAgo: 20 },
    ]);
    const d = deps(g, 'write');
    expect(await underRateLimit(settings(), d.deps)).toEqual({ kind: 'allowed' });
  });

  test('a run whose job was skipped started no round', async () => {
    const g = await github([{ minutesAgo: 45, conclusion: 'skipped' }, { minutesAgo: 20 }]);
    expect(await underRateLimit(settings(), deps(g).deps)).toEqual({ kind: 'allowed' });
  });

  test('a round started exactly one window ago still counts, until this minute', async () => {
    const g = await github([{ minutesAgo: 60 }, { minutesAgo: 20 }]);
    expect(await underRateLimit(settings(), deps(g).deps)).toEqual({
      kind: 'refused',
      login: 'ann',
      access: 'write',
      limit: { text: '2/1h', rounds: 2, until: NOW },
    });
  });

  test('a bot is limited with no permission read: below the limit, allowed', async () => {
    const g = await github([{ minutesAgo: 30 }]);
    const d = deps(g);
    expect(await underRateLimit(settings(bot), d.deps)).toEqual({ kind: 'allowed' });
    expect(d.looked).toEqual([]);
  });

  test('a bot is limited with no permission read: at the limit, refused', async () => {
    const g = await github([{ minutesAgo: 30 }, { minutesAgo: 20 }]);
    const d = deps(g);
    expect(await underRateLimit(settings(bot), d.deps)).toMatchObject({
      kind: 'refused',
      access: 'bot',
    });
    expect(d.looked).toEqual([]);
  });

  test('GitHub refuses the list: one warning naming actions: read, and allowed', async () => {
    const g = await github([{ minutesAgo: 50 }, { minutesAgo: 20 }]);
    g.injectFault({ method: 'GET', path: /\/runs$/, status: 403 });
    const d = deps(g);
    expect(await underRateLimit(settings(), d.deps)).toEqual({ kind: 'allowed' });
    expect(d.warnings).toEqual([
      expect.stringMatching(
        /^rate-limit: could not read how many rounds ann started \(this workflow's runs\) from GitHub \(403: .*\): give the job `permissions: actions: read`; the limit was not applied to this round$/,
      ),
    ]);
  });

  test.each([
    ['no GITHUB_WORKFLOW_REF', { GITHUB_WORKFLOW_REF: '' }],
    ['no GITHUB_REPOSITORY', { GITHUB_REPOSITORY: '' }],
  ])('%s: one warning, and allowed', async (_, env) => {
    const d = deps(undefined, 'write', env);
    expect(await underRateLimit(settings(), d.deps)).toEqual({ kind: 'allowed' });
    expect(d.warnings).toEqual([
      'rate-limit: could not count the rounds ann started: no github-token, GITHUB_REPOSITORY or GITHUB_WORKFLOW_REF; the limit was not applied to this round',
    ]);
  });
});
