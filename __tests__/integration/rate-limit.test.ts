// A limit per person (docs/usage.md, "Spend only on what matters"): with rate-limit, a person
// below maintain who already started N rounds of this workflow in the window (GitHub's list of the
// workflow's runs for that actor, this run and skipped runs aside) is refused as an asker without
// permission is, and told when they may ask again. Maintainers and schedules are never limited; a
// list GitHub refuses is one warning and the round goes on. In-process (helpers.ts), against the
// job emulator and the GitHub fake, on a virtual clock.
import { afterEach, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectInputError,
  expectSuccess,
  githubFake,
  githubWrites,
  issueCommentEvent,
  issuesEvent,
  noticeLines,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 12;
const LABEL = 'docs-agent';
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
const RUN_ID = 9999;
const RUNS_PATH = /^\/repos\/acme\/docs\/actions\/workflows\/docs\.yml\/runs$/;
const INPUTS = { 'rate-limit': '2/1h', wait: 'false' };
const ENV = {
  GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/docs.yml@refs/heads/main`,
  GITHUB_RUN_ID: String(RUN_ID),
};

const at = (minutesAgo: number): string => new Date(NOW - minutesAgo * MINUTE).toISOString();

/** ann's runs of docs.yml: this run, one skipped, and `started` that started rounds. */
function seedRuns(fake: GitHubFake, started: number[]): void {
  fake.addWorkflowRun(REPO, { id: RUN_ID, workflow: 'docs.yml', actor: 'ann', createdAt: at(0) });
  fake.addWorkflowRun(REPO, {
    id: 500,
    workflow: 'docs.yml',
    actor: 'ann',
    createdAt: at(45),
    conclusion: 'skipped',
  });
  started.forEach((minutesAgo, i) =>
    fake.addWorkflowRun(REPO, {
      id: 600 + i,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: at(minutesAgo),
    }),
  );
  // Another person's runs, and a run of ann's before the two windows read, count for nothing.
  fake.addWorkflowRun(REPO, { id: 700, workflow: 'docs.yml', actor: 'bob', createdAt: at(5) });
  fake.addWorkflowRun(REPO, { id: 701, workflow: 'docs.yml', actor: 'ann', createdAt: at(121) });
}

const labelledBy = (fake: GitHubFake, login: string) =>
  issuesEvent(
    fake,
    { number: ISSUE, title: 'Document the CLI', body: 'The CLI.' },
    {
      label: LABEL,
      sender: { login },
    },
  );

const step = (event: ReturnType<typeof labelledBy>) => ({
  event,
  env: ENV,
  clock: new VirtualClock({ wallStart: NOW }),
});

describe('a person below maintain', () => {
  test('at the limit: refused as an asker without permission is; the label removed, one note; when they may ask again', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [50, 20]);

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(noticeLines(result)).toEqual([
      'Not started: ann already started 2 rounds of this workflow within rate-limit 2/1h; they may ask again from 2030-01-01 12:10 UTC (people with maintain access or more are not limited); nothing was sent to Mintlify',
    ]);
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    const notes = fake.comments(REPO, ISSUE).map((c) => c.body);
    expect(notes).toEqual([
      expect.stringMatching(
        /^The documentation agent did not start: the label `docs-agent` was added by `ann`, who already started as many rounds as this workflow allows \(2\/1h\)\. The label was removed; it can be added again from 2030-01-01 12:10 UTC, or now by someone with maintain access\./,
      ),
    ]);
    expect(fake.count('GET', RUNS_PATH)).toBe(1);
    const [listing] = fake.requests.filter((r) => RUNS_PATH.test(r.path));
    // Two windows back: the runs of this one were admitted by what came in the one before.
    expect(listing?.query).toMatchObject({ actor: 'ann', created: '>=2030-01-01T10:00:00Z' });
  });

  test('runs refused at the limit started nothing: they neither count nor put off when they may ask again', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'triage');
    // 55 and 40 minutes ago started rounds; 30 and 10 minutes ago were refused (two in the window).
    seedRuns(fake, [55, 40, 30, 10]);

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expect(noticeLines(result)[0]).toContain(
      'ann already started 2 rounds of this workflow within rate-limit 2/1h; they may ask again from 2030-01-01 12:05 UTC',
    );
    expect(emu.requests).toEqual([]);
  });

  test('a run refused in the window before (at the limit then) leaves room now', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'triage');
    // 100 and 90 minutes ago started rounds; 50 minutes ago was refused; 20 minutes ago started.
    seedRuns(fake, [100, 90, 50, 20]);

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
  });

  test('below the limit (this run and a skipped one not counted): the round starts', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [20]);

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(noticeLines(result).join('\n')).not.toContain('rate-limit');
  });

  test('a refused comment gets no reply and no reaction', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [50, 20]);
    const event = issueCommentEvent(
      fake,
      { number: ISSUE },
      { body: '/agent write the CLI page', login: 'ann', association: 'COLLABORATOR' },
    );

    const result = await runWithGitHub(emu, fake, INPUTS, {
      event,
      env: ENV,
      clock: new VirtualClock({ wallStart: NOW }),
    });

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(githubWrites(fake)).toEqual([]);
    expect(noticeLines(result)[0]).toMatch(/^Not started: ann already started 2 rounds/);
  });

  test('more runs than a page holds: every page is counted, so the oldest rounds in the window still decide', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    // 55 and 40 minutes ago started rounds; since then 120 runs were skipped (comments that asked
    // nothing): the newest 100 alone hold no round, the second page holds both.
    seedRuns(fake, [55, 40]);
    for (let i = 0; i < 120; i += 1) {
      fake.addWorkflowRun(REPO, {
        id: 1000 + i,
        workflow: 'docs.yml',
        actor: 'ann',
        createdAt: new Date(NOW - 30 * MINUTE + i * 10_000).toISOString(),
        conclusion: 'skipped',
      });
    }

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(noticeLines(result)[0]).toContain(
      'ann already started 2 rounds of this workflow within rate-limit 2/1h; they may ask again from 2030-01-01 12:05 UTC',
    );
    const listings = fake.requests.filter((r) => RUNS_PATH.test(r.path));
    expect(listings.map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
    expect(listings[0]?.query).toMatchObject({ per_page: '100' });
  });

  test('GitHub refuses the list (no actions: read): one warning naming it, and the round goes on', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [50, 20]);
    fake.injectFault({ method: 'GET', path: RUNS_PATH, status: 403 });

    const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    const warnings = warningLines(result);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^rate-limit: could not read how many rounds ann started \(this workflow's runs\) from GitHub \(403: .*\): give the job `permissions: actions: read`; the limit was not applied to this round$/,
    );
  });

  test('no GITHUB_WORKFLOW_REF to count by: one warning, and the round goes on', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');

    const result = await runWithGitHub(emu, fake, INPUTS, {
      event: labelledBy(fake, 'ann'),
      env: { GITHUB_RUN_ID: String(RUN_ID) },
      clock: new VirtualClock({ wallStart: NOW }),
    });

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(warningLines(result)).toEqual([
      'rate-limit: could not count the rounds ann started: no github-token, GITHUB_REPOSITORY or GITHUB_WORKFLOW_REF; the limit was not applied to this round',
    ]);
  });
});

describe('who else is limited', () => {
  test('a bot that allowed-bots lists: limited like a person, with no permission read', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    for (const [i, minutesAgo] of [50, 20].entries()) {
      fake.addWorkflowRun(REPO, {
        id: 800 + i,
        workflow: 'docs.yml',
        actor: 'renovate[bot]',
        createdAt: at(minutesAgo),
      });
    }
    const event = issuesEvent(
      fake,
      { number: ISSUE, title: 'Deps', body: 'Bump.' },
      {
        label: LABEL,
        sender: { login: 'renovate[bot]', type: 'Bot' },
      },
    );

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, 'allowed-bots': 'renovate[bot]' },
      { event, env: ENV, clock: new VirtualClock({ wallStart: NOW }) },
    );

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(noticeLines(result)[0]).toMatch(
      /^Not started: renovate\[bot\] already started 2 rounds/,
    );
    expect(fake.count('GET', /\/collaborators\//)).toBe(0);
  });

  test('a dispatch (which proves write access): the permission is read for the limit, and counts', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [50, 20]);

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, prompt: 'Check the links' },
      {
        event: {
          name: 'workflow_dispatch',
          payload: { inputs: {}, sender: { login: 'ann', type: 'User' } },
        },
        env: { ...ENV, GITHUB_ACTOR: 'ann' },
        clock: new VirtualClock({ wallStart: NOW }),
      },
    );

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(noticeLines(result)[0]).toMatch(/^Not started: ann already started 2 rounds/);
    expect(fake.count('GET', /\/collaborators\/ann\/permission$/)).toBe(1);
  });
});

describe('never limited', () => {
  test.each(['maintain', 'admin'] as const)(
    'a person with %s access: no list read',
    async (role) => {
      const emu = await emulator();
      const fake = await githubFake();
      fake.setPermission(REPO, 'ann', role);
      seedRuns(fake, [50, 40, 30, 20]);

      const result = await runWithGitHub(emu, fake, INPUTS, step(labelledBy(fake, 'ann')));

      expectSuccess(result);
      expect(emu.count('POST', CREATE_PATH)).toBe(1);
      expect(fake.count('GET', RUNS_PATH)).toBe(0);
    },
  );

  test('a schedule: nobody asked, no list read', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, prompt: 'Check the links' },
      {
        event: { name: 'schedule', payload: {} },
        env: ENV,
        clock: new VirtualClock({ wallStart: NOW }),
      },
    );

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(fake.count('GET', RUNS_PATH)).toBe(0);
  });

  test('without rate-limit: no list read', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'ann', 'write');
    seedRuns(fake, [50, 40, 30, 20]);

    const result = await runWithGitHub(emu, fake, { wait: 'false' }, step(labelledBy(fake, 'ann')));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(fake.count('GET', RUNS_PATH)).toBe(0);
  });
});

test.each(['x', '0/1h', '5', '5/', '5/1d', '-1/1h', '1.5/1h'])(
  'rate-limit %j is an input error before anything is sent',
  async (text) => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(
      emu,
      fake,
      { 'rate-limit': text, prompt: 'x' },
      { env: ENV },
    );
    expectInputError(result, emu, /rate-limit/);
  },
);
