// Rounds that do not wait, and the scheduled sweep that finishes them: the action against the
// service emulator and the GitHub fake, every request the action makes to the fake checked against
// GitHub's REST API description.
import { afterEach, describe, expect, test } from '@jest/globals';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import { waitFor } from '../../__fixtures__/wait-for.js';
import { realEvent } from '../../__fixtures__/webhooks.js';
import { faultOnIssue, seedLabelledIssues } from '../../emulator/github-fake.js';
import { timeline } from '../../emulator/timeline.js';
import { marker } from '../../src/github/marker.js';
import { projectTag, roundFactsComment } from '../../src/report/round-facts.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  EMULATOR_JOB_ID,
  expectInputError,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  GH_COMMENTS_PATH,
  githubFake,
  issuesEvent,
  markedComments,
  REPO,
  runWithGitHub,
  summaryText,
  warningLines,
  type Emulator,
  type GitHubFake,
  githubWrites,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const PR = 'https://github.com/acme/docs/pull/77';
const WORKING = 'agent-working';
/** A sweep's inputs: long enough a `give-up-after` that only a round seeded as old is "still running". */
const SWEEP = { 'give-up-after': '30m' };

function sweepRun(emu: Emulator, fake: GitHubFake, env: Record<string, string> = {}) {
  return runWithGitHub(emu, fake, SWEEP, {
    action: 'sweep',
    event: realEvent('workflow_dispatch'),
    env,
  });
}

/**
 * A round that did not wait, as its thread shows it: the issue with the working label and the
 * label that started it, and the action's working note with the round's facts.
 */
function seedWaitingRound(
  fake: GitHubFake,
  emu: Emulator,
  issue: number,
  jobId: string,
  { startedAt = Date.now(), asker = 'octocat' }: { startedAt?: number; asker?: string } = {},
): void {
  fake.addIssue(REPO, { number: issue, labels: [WORKING, 'agent', 'bug'] });
  fake.addComment(REPO, issue, {
    body: workingNote(emu, issue, jobId, startedAt, asker),
    login: 'github-actions[bot]',
  });
}

function workingNote(
  emu: Emulator,
  issue: number,
  jobId: string,
  startedAt: number,
  asker: string,
): string {
  const facts = roundFactsComment({
    startedAt,
    asker,
    labelToRemove: 'agent',
    action: 'start',
    request: { title: `Issue ${issue}`, text: 'Document the new flag.' },
    runId: '1000',
    project: projectTag(emu.projectId),
  });
  const mark = marker({ round: `1000-1-docs-${issue}`, jobId, status: 'active', kind: 'working' });
  return `### 🤖 Working on it\n\n${facts}\n\n${mark}\n`;
}

interface Swept {
  issue: number;
  'job-id': string;
  status: string;
  'pr-link': string;
}

function sweptOf(result: { outputs: Record<string, string> }): Swept[] {
  return JSON.parse(result.outputs.swept ?? '[]') as Swept[];
}

describe('a round that does not wait, then a sweep', () => {
  test('the round leaves its note and the label; the sweep posts one result that mentions who asked, and takes both labels off', async () => {
    const emu = await emulator();
    // Active when the round creates it, ended at the sweep's one check.
    emu.scriptNextJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: 12, title: 'Document the flag' });

    const round = await runWithGitHub(
      emu,
      fake,
      { wait: 'false', 'remove-label': 'true' },
      { event },
    );

    expectSuccess(round);
    const notes = markedComments(fake, 12);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain('the next scheduled check after the job ends posts it');
    expect(notes[0]?.body).toContain('<!-- agent-job-action-round d=');
    expect(fake.labels(REPO, 12).sort()).toEqual(['agent', WORKING]);

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    const after = markedComments(fake, 12);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(notes[0]?.id);
    expect(after[0]?.body).toContain('Pull request ready');
    const sender = (event.payload.sender as { login: string }).login;
    expect(after[0]?.body).toContain(`@${sender}`);
    expect(fake.labels(REPO, 12)).toEqual([]);
    const jobId = round.outputs['job-id'];
    expect(sweptOf(sweep)).toEqual([
      { issue: 12, 'job-id': jobId, status: 'completed', 'pr-link': PR },
    ]);
    expect(summaryText(sweep)).toContain('#12');
    expectRequestsFollowGitHubApi(fake.requests);
  });
});

describe('the sweep', () => {
  test('a round whose issue was closed, or whose pull request merged, before its job ended is still answered', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedWaitingRound(fake, emu, 4, jobId);
    fake.closeIssue(REPO, 4);

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    expect(sweptOf(sweep)).toEqual([
      { issue: 4, 'job-id': jobId, status: 'completed', 'pr-link': PR },
    ]);
    expect(markedComments(fake, 4).map((c) => c.body)).toEqual([
      expect.stringContaining('Pull request ready'),
    ]);
    expect(fake.labels(REPO, 4)).toEqual(['bug']);
  });

  test('one ended, one active and one timed-out round: a result for the ended one, "still running" for the old one, the active one left as it is', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const ended = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    const active = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    const old = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedWaitingRound(fake, emu, 1, ended);
    seedWaitingRound(fake, emu, 2, active);
    seedWaitingRound(fake, emu, 3, old, { startedAt: Date.now() - 2 * 3_600_000 });

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    expect(markedComments(fake, 1).map((c) => c.body)).toEqual([
      expect.stringContaining('Done, with no changes to make'),
    ]);
    expect(markedComments(fake, 1)[0]?.body).toContain('@octocat');
    expect(fake.labels(REPO, 1)).toEqual(['bug']);
    expect(markedComments(fake, 2).map((c) => c.body)).toEqual([
      expect.stringContaining('Working on it'),
    ]);
    expect(fake.labels(REPO, 2).sort()).toEqual(['agent', WORKING, 'bug']);
    expect(markedComments(fake, 3).map((c) => c.body)).toEqual([
      expect.stringContaining('Still running after'),
    ]);
    expect(fake.labels(REPO, 3)).toEqual(['bug']);
    expect(sweptOf(sweep).map((s) => [s.issue, s.status])).toEqual([
      [1, 'completed'],
      [3, 'active'],
    ]);
    const summary = summaryText(sweep);
    expect(summary).toContain('2 of 3 round(s) finished');
    expect(summary).toContain('Still working: left as it is');
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('250 labelled issues: every page is listed and every round checked once', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const jobs = new Map<number, string>();
    seedLabelledIssues(fake, REPO, {
      count: 250,
      labels: [WORKING],
      pullRequestEvery: 10,
      comments: (n) => {
        const jobId = emu.seedJob(
          n === 250
            ? timeline({ activeChecks: 0 }, 'pr', PR)
            : timeline({ activeForMs: 3_600_000 }, 'pr', PR),
        );
        jobs.set(n, jobId);
        return [
          { body: workingNote(emu, n, jobId, Date.now(), 'octocat'), login: 'github-actions[bot]' },
        ];
      },
    });

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    expect(fake.count('GET', /\/issues$/)).toBe(3);
    for (const [n, jobId] of jobs) {
      expect(emu.count('GET', new RegExp(`/job/${jobId}$`))).toBe(1);
      expect(fake.count('GET', new RegExp(`/issues/${n}/comments$`))).toBe(1);
    }
    expect(sweptOf(sweep)).toEqual([
      { issue: 250, 'job-id': jobs.get(250), status: 'completed', 'pr-link': PR },
    ]);
    expect(fake.labels(REPO, 250)).toEqual([]);
    expect(fake.labels(REPO, 1)).toEqual([WORKING]);
  });

  test('a GitHub fault on one issue: a warning, and the other rounds are finished', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    for (const n of [1, 2, 3])
      seedWaitingRound(fake, emu, n, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    fake.injectFault(faultOnIssue(REPO, 2, { status: 500 }));

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    expect(sweptOf(sweep).map((s) => s.issue)).toEqual([1, 3]);
    expect(
      warningLines(sweep).some((line) => line.includes('#2') && line.includes('next sweep')),
    ).toBe(true);
    expect(fake.labels(REPO, 2).sort()).toEqual(['agent', WORKING, 'bug']);
    expect(fake.labels(REPO, 1)).toEqual(['bug']);
    expect(fake.labels(REPO, 3)).toEqual(['bug']);
  });

  test('a result GitHub refuses: the working label is put back for the next sweep, which posts it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedWaitingRound(fake, emu, 5, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    fake.injectFault({ method: 'POST', path: /\/issues\/5\/comments$/, status: 403 });

    const refused = await sweepRun(emu, fake);

    expectSuccess(refused);
    expect(sweptOf(refused)).toEqual([]);
    expect(fake.labels(REPO, 5)).toContain(WORKING);
    expect(markedComments(fake, 5).map((c) => c.body)).toEqual([
      expect.stringContaining('Working on it'),
    ]);
    expect(summaryText(refused)).toContain('Failed, tried again by the next sweep');

    const next = await sweepRun(emu, fake);

    expect(sweptOf(next).map((s) => s.issue)).toEqual([5]);
    expect(markedComments(fake, 5).map((c) => c.body)).toEqual([
      expect.stringContaining('Pull request ready'),
    ]);
    expect(fake.labels(REPO, 5)).toEqual(['bug']);
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('two sweeps at once: one result per round', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    // No more rounds than a sweep checks at once: each sweep asks about every job before any
    // answer comes, so both have read every thread before either writes.
    const issues = [1, 2, 3, 4];
    for (const n of issues) {
      seedWaitingRound(fake, emu, n, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    }
    const bothAsked = waitFor(
      () => emu.count('GET', GET_PATH) >= 2 * issues.length,
      'both sweeps to ask about every job',
      { limitMs: 40_000 },
    );
    emu.injectFault({
      method: 'GET',
      path: GET_PATH,
      action: 'hold',
      afterHandling: true,
      until: bothAsked,
      times: 2 * issues.length,
    });

    const [a, b] = await Promise.all([
      sweepRun(emu, fake, { GITHUB_RUN_ID: '5001' }),
      sweepRun(emu, fake, { GITHUB_RUN_ID: '5002' }),
    ]);

    expectSuccess(a);
    expectSuccess(b);
    // Every thread was read by both sweeps before the first result was written.
    const firstWrite = fake.requests.findIndex((r) => r.method === 'POST' && r.path !== '/graphql');
    const reads = fake.requests.slice(0, firstWrite).filter((r) => /\/comments$/.test(r.path));
    expect(reads).toHaveLength(2 * issues.length);
    for (const n of issues) {
      const bodies = markedComments(fake, n).map((c) => c.body);
      expect(bodies).toEqual([expect.stringContaining('Pull request ready')]);
      expect(fake.labels(REPO, n)).toEqual(['bug']);
    }
    const finished = [...sweptOf(a), ...sweptOf(b)].map((s) => s.issue).sort((x, y) => x - y);
    expect(finished).toEqual(issues);
    expect(fake.count('POST', /\/issues\/\d+\/comments$/)).toBe(issues.length);
    expect(summaryText(a) + summaryText(b)).toContain('Another sweep posted the result');
  });

  test("a sweep's re-run: nothing is left to finish, and nothing is posted twice", async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedWaitingRound(fake, emu, 4, emu.seedJob(timeline({ activeChecks: 0 }, 'failed')));

    const first = await sweepRun(emu, fake, { GITHUB_RUN_ID: '6000', GITHUB_RUN_ATTEMPT: '1' });
    const again = await sweepRun(emu, fake, { GITHUB_RUN_ID: '6000', GITHUB_RUN_ATTEMPT: '2' });

    expectSuccess(first);
    expectSuccess(again);
    expect(sweptOf(first).map((s) => [s.issue, s.status])).toEqual([[4, 'failed']]);
    expect(sweptOf(again)).toEqual([]);
    expect(markedComments(fake, 4).map((c) => c.body)).toEqual([
      expect.stringContaining('The agent could not finish'),
    ]);
  });

  test('a round whose job the service no longer knows: a result that says so, and the labels come off', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    emu.forgetJob(jobId);
    seedWaitingRound(fake, emu, 9, jobId);

    const sweep = await sweepRun(emu, fake);

    expectSuccess(sweep);
    const bodies = markedComments(fake, 9).map((c) => c.body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('The job is gone from the service');
    expect(bodies[0]).toContain(`Job \`${jobId}\``);
    expect(bodies[0]).toContain('@octocat');
    expect(fake.labels(REPO, 9)).toEqual(['bug']);
    expect(sweptOf(sweep)).toEqual([{ issue: 9, 'job-id': jobId, status: 'gone', 'pr-link': '' }]);
  });

  test('a sweep given a prompt is an input error that names the main action, before any request', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(emu, fake, SWEEP, {
      action: 'sweep',
      event: realEvent('workflow_dispatch'),
      env: { INPUT_PROMPT: 'Fix the docs.' },
    });

    expectInputError(
      result,
      emu,
      /^the sweep action has no input prompt: it is an input of the main action; use uses: OWNER\/agent-job-action@v1 for that, or remove prompt$/,
    );
    expect(fake.requests).toEqual([]);
  });

  test('sweep: true given to the main action is an input error that names the sweep action, before any request', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(
      emu,
      fake,
      { prompt: 'Fix the docs.' },
      { event: realEvent('workflow_dispatch'), env: { INPUT_SWEEP: 'true' } },
    );

    expectInputError(
      result,
      emu,
      /^this action has no input sweep: the sweep is an action of its own; use uses: OWNER\/agent-job-action\/sweep@v1 for that, or remove sweep$/,
    );
    expect(fake.requests).toEqual([]);
  });
});

describe('who sent the sweep’s event does not matter: it starts nothing', () => {
  /** A pull request opened in the repository, sent by `sender`. */
  const opened = (name: string, sender: { login: string; type: 'User' | 'Bot' }) => {
    const event = realEvent('pull_request', 'opened', { 'pull_request.number': 88, number: 88 });
    return { name, payload: { ...event.payload, sender } };
  };

  test.each([
    [
      'pull_request opened by the agent’s app',
      opened('pull_request', { login: 'mintlify[bot]', type: 'Bot' }),
    ],
    [
      'pull_request_target opened by an outsider',
      opened('pull_request_target', { login: 'outsider', type: 'User' }),
    ],
    [
      'a dispatch by someone GitHub knows no permission for',
      realEvent('workflow_dispatch', undefined, { 'sender.login': 'stranger' }),
    ],
    ['a schedule', { name: 'schedule', payload: {} }],
  ])(
    '%s: no "who asked" refusal, no permission read; the ended round is finished and nothing but status checks reach the service',
    async (_name, event) => {
      const emu = await emulator();
      const fake = await githubFake({ permissions: {} });
      const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
      seedWaitingRound(fake, emu, 12, jobId);

      const sweep = await runWithGitHub(emu, fake, SWEEP, { action: 'sweep', event });

      expectSuccess(sweep);
      expect(sweep.stdout).not.toContain('allowed-bots');
      expect(sweep.stdout).not.toContain('Not started');
      expect(fake.count('GET', /\/collaborators\//)).toBe(0);
      expect(sweptOf(sweep)).toEqual([
        { issue: 12, 'job-id': jobId, status: 'completed', 'pr-link': PR },
      ]);
      expect(emu.requests.map((r) => [r.method, GET_PATH.test(r.path)])).toEqual([['GET', true]]);
      // Only the round's thread is written to, never the pull request of the event.
      expect(githubWrites(fake).filter((r) => /\/(issues|pulls)\/88\b/.test(r.path))).toEqual([]);
      expect(githubWrites(fake).filter((r) => /\/issues\/12\//.test(r.path))).not.toEqual([]);
      expectRequestsFollowGitHubApi(fake.requests);
    },
  );
});

describe('a sweep has no thread of its own', () => {
  test('failing on the agent’s docs pull request’s event (the key refused): the step fails, and nothing is written on that pull request', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedWaitingRound(fake, emu, 12, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    fake.addPullRequest(REPO, { number: 88 });
    emu.injectFault({ method: 'GET', path: GET_PATH, status: 401, times: 10 });
    const event = realEvent('pull_request', 'opened', { 'pull_request.number': 88, number: 88 });

    const sweep = await runWithGitHub(emu, fake, SWEEP, {
      action: 'sweep',
      event: {
        name: 'pull_request',
        payload: { ...event.payload, sender: { login: 'mintlify[bot]', type: 'Bot' } },
      },
    });

    expectOneLineError(sweep, /^authentication failed \(401\) while checking the job/);
    expect(githubWrites(fake)).toEqual([]);
    expect(fake.comments(REPO, 88)).toEqual([]);
  });
});

describe('the sweep finishes when the pull request arrives', () => {
  /** The agent's docs pull request, opened by its app as its job ends. */
  const docsPullOpened = (name = 'pull_request') => {
    const event = realEvent('pull_request', 'opened', { 'pull_request.number': 88, number: 88 });
    return { name, payload: { ...event.payload, sender: { login: 'mintlify[bot]', type: 'Bot' } } };
  };

  /** The emulator and the sweep on one virtual clock: a job's time passes as the sweep waits. */
  async function onVirtualTime() {
    const clock = new VirtualClock();
    const emu = await emulator({ now: () => clock.wallNow() });
    const fake = await githubFake();
    const ending = emu.seedJob(timeline({ activeForMs: 40_000 }, 'pr', PR));
    const longer = emu.seedJob(timeline({ activeForMs: 3 * 60_000 }, 'pr', PR));
    seedWaitingRound(fake, emu, 1, ending, { startedAt: clock.wallNow() - 10 * 60_000 });
    seedWaitingRound(fake, emu, 2, longer, { startedAt: clock.wallNow() - 10 * 60_000 });
    const checks = (jobId: string) => emu.count('GET', new RegExp(`/job/${jobId}$`));
    return { clock, emu, fake, ending, longer, checks };
  }

  test.each(['pull_request', 'pull_request_target'])(
    'on %s: a job that ends 40 s after the sweep starts is finished in that run; one still active at two minutes is left to a later sweep',
    async (name) => {
      const { clock, emu, fake, ending, longer, checks } = await onVirtualTime();

      // The sweep's gaps are the wait's at their defaults: 5 s growing to at most 30 s.
      const sweep = await runWithGitHub(emu, fake, SWEEP, {
        action: 'sweep',
        event: docsPullOpened(name),
        clock,
      });

      expectSuccess(sweep);
      expect(sweptOf(sweep)).toEqual([
        { issue: 1, 'job-id': ending, status: 'completed', 'pr-link': PR },
      ]);
      expect(markedComments(fake, 1).map((c) => c.body)).toEqual([
        expect.stringContaining('Pull request ready'),
      ]);
      expect(markedComments(fake, 2).map((c) => c.body)).toEqual([
        expect.stringContaining('Working on it'),
      ]);
      expect(fake.labels(REPO, 2)).toContain(WORKING);
      // Checked with the wait's gaps (5 s at first) until it ended, and the other until two
      // minutes had passed, not longer.
      expect(checks(ending)).toBeGreaterThan(2);
      expect(checks(ending)).toBeLessThan(checks(longer));
      expect(clock.now()).toBe(2 * 60_000);
      expect(clock.sleeps[0]).toBe(5_000);
      expect(Math.max(...clock.sleeps)).toBeLessThanOrEqual(30_000);
      expect(summaryText(sweep)).toContain('Still working: left as it is');
      expect(fake.count('GET', /\/collaborators\//)).toBe(0);
      expectRequestsFollowGitHubApi(fake.requests);
    },
  );

  test.each([
    ['a schedule', { name: 'schedule', payload: {} }],
    ['a dispatch', realEvent('workflow_dispatch')],
  ])(
    'on %s: each job is checked once, no wait; both are left to a later sweep',
    async (_name, event) => {
      const { clock, emu, fake, ending, longer, checks } = await onVirtualTime();

      const sweep = await runWithGitHub(emu, fake, SWEEP, { action: 'sweep', event, clock });

      expectSuccess(sweep);
      expect(sweptOf(sweep)).toEqual([]);
      expect(checks(ending)).toBe(1);
      expect(checks(longer)).toBe(1);
      expect(clock.sleeps).toEqual([]);
      expect(fake.labels(REPO, 1)).toContain(WORKING);
    },
  );
});

describe('a round that does not wait, cancelled', () => {
  test('cancelled while its note is on its way: the round ends as cancelled, not as started', async () => {
    const emu = await emulator();
    emu.scriptNextJob(timeline({ activeForMs: 600_000 }, 'pr', PR));
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: 12, title: 'Document the flag' });
    // The job exists; the note it leaves for the sweep never gets an answer, and the run is cancelled.
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, action: 'hang' });

    const round = await runWithGitHub(
      emu,
      fake,
      { wait: 'false', 'remove-label': 'true' },
      {
        event,
        signal: { name: 'SIGTERM', when: () => fake.count('POST', GH_COMMENTS_PATH) === 1 },
      },
    );

    // The job is known: its id and status are in the outputs, and the step fails as cancelled.
    const jobId = round.outputs['job-id'] ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);
    expect(round.outputs.status).toBe('active');
    expect(expectOneLineError(round, /the workflow run was cancelled/)).toBe(
      `the workflow run was cancelled: stopped waiting; job ${jobId} goes on at the service: run again with job-id: ${jobId} to resume`,
    );
    expect(round.summary.split('\n')[0]).toBe(
      '### ⏹️ Stopped watching: the workflow run was cancelled',
    );
    expect(summaryText(round)).not.toContain('The agent is working on it');
    expect(round.stdout).not.toContain('The job goes on at the service');
    expect(githubWrites(fake).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${REPO}/issues/12/comments`,
    ]);
  });
});
