// The run as people see it (src/report/run-report.ts): the outputs, the job summary, the saved
// round and the thread, driven call by call as main.ts drives a run, against the GitHub fake.
import { digestReport } from '../../../src/kinds/digest/report.js';
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  CancelledError,
  ServiceError,
  UnverifiedAskerError,
  UserError,
} from '../../../src/common/errors.js';
import { projectTag, readRoundFacts } from '../../../src/report/round-facts.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { RunnerLog } from '../../../src/common/log.js';
import type { Toolkit } from '../../../src/common/toolkit.js';
import { RunReport } from '../../../src/report/run-report.js';
import { parseJobRecord, type JobRecord } from '../../../src/service/record.js';
import type { PullEvent, Settings } from '../../../src/settings/types.js';
import type { ServicePlan } from '../../../src/round/plan.js';

const KEY = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const START = 1_000_000;

type Event = [string, ...string[]];

/** A toolkit that notes every call, in order. */
class NotingToolkit implements Toolkit {
  readonly events: Event[] = [];
  setSecret(): void {}
  info(message: string): void {
    this.events.push(['info', message]);
  }
  debug(message: string): void {
    this.events.push(['debug', message]);
  }
  warning(message: string): void {
    this.events.push(['warning', message]);
  }
  notice(message: string): void {
    this.events.push(['notice', message]);
  }
  setFailed(message: string): void {
    this.events.push(['fail', message]);
  }
  setOutput(name: string, value: string): void {
    this.events.push(['output', name, value]);
  }
  saveState(name: string, value: string): void {
    this.events.push(['state', name, value]);
  }
  async writeSummary(markdown: string): Promise<void> {
    this.events.push(['summary', markdown]);
  }
}

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function record(raw: Record<string, unknown>): JobRecord {
  const parsed = parseJobRecord(raw);
  if (!parsed) throw new Error('bad record');
  return parsed;
}

function settingsOf(overrides: Partial<Settings> = {}): Settings {
  return {
    asked: { kind: 'watch', jobId: 'job_1' },
    projectId: 'proj_1',
    apiKey: KEY,
    baseUrl: new URL('http://127.0.0.1:1'),
    wait: true,
    pollIntervalMs: 5000,
    maxPollIntervalMs: 30000,
    timeoutMs: 30 * 60_000,
    failOn: new Set(['failed', 'archived', 'timeout']),
    comment: true,
    issueNumber: 7,
    githubToken: 'ghs_fake0000000000000000000000000000000',
    includeIssueContext: false,
    workingLabel: 'agent-working',
    sender: 'octocat',
    asker: { kind: 'nobody' },
    askerRules: { minPermission: 'triage', allowedBots: new Set() },
    triggerPhrase: '/agent',
    answersFailures: true,
    diffBudget: 0,
    paths: undefined,
    docsToken: '',
    checkName: '',
    ...overrides,
  };
}

async function setup(env: NodeJS.ProcessEnv = {}) {
  const toolkit = new NotingToolkit();
  const log = new RunnerLog(KEY, async () => toolkit);
  const clock = new VirtualClock({ start: START });
  const report = new RunReport(log, env, clock, START, () => 1);
  const events = async () => {
    await log.flushed();
    return toolkit.events.splice(0);
  };
  return { toolkit, log, clock, report, events };
}

async function github(): Promise<{ fake: GitHubFake; env: NodeJS.ProcessEnv }> {
  fake = await startGitHubFake();
  fake.addIssue('o/r', { number: 7, title: 'Fix the docs', body: 'Please' });
  return {
    fake,
    env: {
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
    },
  };
}

const cancellation = () => {
  const signal = new AbortController().signal;
  const requestSignal = new AbortController().signal;
  return { signal, requestSignal };
};

/** A report that answers on issue 7 of the GitHub fake, its thread opened: where most rounds report. */
async function reportOnThread() {
  const { env } = await github();
  const made = await setup(env);
  const s = settingsOf();
  made.report.answerOn(s, ROUND);
  await made.report.openThread(s, cancellation());
  return made;
}

const watch = (jobId = 'job_1'): ServicePlan => ({
  kind: 'watch',
  jobId,
  shown: { action: 'check', documentsPullRequest: false },
});

const WALL = Date.UTC(2030, 0, 1, 12, 0, 0);
const OUTPUTS = [
  'job-id',
  'status',
  'pr-link',
  'timed-out',
  'job',
  'comment-url',
  'automation-run-id',
];

/** Each event as one line: `output name=value`, `state name=value`, `kind: text`. */
function lines(events: Event[]): string[] {
  return events.map(([kind, a = '', b = '']) =>
    kind === 'output' || kind === 'state' ? `${kind} ${a}=${b}` : `${kind}: ${a}`,
  );
}

/** The seven outputs as written, in order; timed-out false and the rest empty unless given. */
function outputs(values: Record<string, string> = {}): string[] {
  return OUTPUTS.map(
    (name) => `output ${name}=${values[name] ?? (name === 'timed-out' ? 'false' : '')}`,
  );
}

const state = (saved: Record<string, unknown>) =>
  `state round=${JSON.stringify({ startedAt: WALL, ...saved })}`;

/** The fake's requests: method and path, and the body's text when it has one. */
function sent(f: GitHubFake): string[][] {
  return f.requests.map((r) => {
    const body = r.body ? (JSON.parse(r.body) as Record<string, unknown>) : undefined;
    const text = body?.body ?? body?.labels ?? body?.content;
    return text === undefined ? [r.method, r.path] : [r.method, r.path, JSON.stringify(text)];
  });
}

const follow = (jobId = 'job_1'): ServicePlan => ({
  kind: 'follow-up',
  jobId,
  ask: { source: 'prompt', prompt: 'Add a page' },
  shown: { action: 'follow-up', request: { text: 'Add a page' }, documentsPullRequest: false },
});

const create = (request = { text: 'Write the guide' }): ServicePlan => ({
  kind: 'create',
  ask: { source: 'prompt', prompt: request.text },
  shown: { action: 'start', request, documentsPullRequest: false },
});

const ROUND = { id: 'r1', legacy: 'r1' };
const MARK = (rest: string) => `<!-- agent-job-action round=r1 ${rest} -->`;
const RUN = '[Workflow run](https://github.com/o/r/actions/runs/42)';

describe('a run that waits, on a thread', () => {
  test('the outputs and summary as the job becomes known, the working note, then the result and the note removed', async () => {
    const { env } = await github();
    const { report, events, clock } = await setup(env);
    const s = settingsOf();
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    expect(lines(await events())).toEqual([
      state({ round: 'r1', issue: 7, comment: true, mention: 'octocat' }),
    ]);
    const saved = { round: 'r1', issue: 7, comment: true, mention: 'octocat' };

    await report.planned(watch());
    expect(lines(await events())).toEqual([
      state({ ...saved, action: 'check', jobId: 'job_1' }),
      ...outputs({ 'job-id': 'job_1' }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_1`\n- **Waited:** 0ms\n',
    ]);

    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    await report.jobKnown('job_1');
    const active = { ...saved, action: 'check', jobId: 'job_1', status: 'active' };
    const job = JSON.stringify({ id: 'job_1', status: 'active' });
    expect(lines(await events())).toEqual([
      state(active),
      state(active),
      ...outputs({ 'job-id': 'job_1', status: 'active', job }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_1` (active)\n- **Waited:** 0ms\n',
      state({ ...active, workingId: 2400000001 }),
      'output comment-url=https://github.com/o/r/issues/7#issuecomment-2400000001',
    ]);

    clock.advance(65_000);
    const pr = 'https://github.com/o/d/pull/3';
    const done = record({ id: 'job_1', status: 'completed', prLink: pr });
    report.ended(done, false);
    expect(lines(await events())).toEqual([
      'info: Job job_1 finished and opened a pull request.',
      `info: Pull request: ${pr}`,
    ]);
    await report.close();
    expect(lines(await events())).toEqual([
      state({ ...active, workingId: 2400000001, end: 'pr', prLink: pr }),
      ...outputs({
        'job-id': 'job_1',
        status: 'completed',
        'pr-link': pr,
        job: JSON.stringify({ id: 'job_1', status: 'completed', prLink: pr }),
        'comment-url': 'https://github.com/o/r/issues/7#issuecomment-2400000001',
      }),
      `summary: ### ✅ Pull request ready: [o/d#3](${pr})\n\n- **Job:** \`job_1\` (completed)\n- **Waited:** 1m 5s\n`,
      'output comment-url=https://github.com/o/r/issues/7#issuecomment-2400000002',
      'state reported=true',
    ]);
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### 🤖 Still working on it\n\nThe agent is on it. A new comment will follow here when it ends.\n\n<sub>Job \`job_1\` · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=active kind=working')}\n`,
        ),
      ],
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ✅ Pull request ready: [o/d#3](${pr})\n\n@octocat The agent opened a pull request. Review it, or comment \`/agent …\` with changes you want.\n\n<sub>Job \`job_1\` · 1m 5s · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=completed kind=result')}\n`,
        ),
      ],
      ['DELETE', '/repos/o/r/issues/comments/2400000001'],
    ]);
  });
});

describe("GitHub's retry policy for the run", () => {
  test('the clock and random given; a retry is a log line', async () => {
    const random = () => 0.25;
    const toolkit = new NotingToolkit();
    const log = new RunnerLog(KEY, async () => toolkit);
    const clock = new VirtualClock({ start: START });
    const report = new RunReport(log, {}, clock, START, random);
    expect(report.github.clock).toBe(clock);
    expect(report.github.random).toBe(random);
    report.github.onRetry?.('GitHub answered 502: trying again in 1s');
    await log.flushed();
    expect(lines(toolkit.events)).toEqual(['info: GitHub answered 502: trying again in 1s']);
  });

  test('before the settings: two minutes from the start, nothing to stop it', async () => {
    const { report } = await setup();
    expect(report.github.budget()).toEqual({
      deadline: START + 120_000,
      signal: undefined,
      stopWaiting: undefined,
    });
  });

  test('while the round runs: until its timeout, with the cancellation; the last report: its own bound', async () => {
    const { report, clock } = await setup();
    const c = cancellation();
    await report.openThread(settingsOf({ comment: false, issueNumber: undefined }), c);
    const budget = report.github.budget();
    expect(budget).toEqual({
      deadline: START + 30 * 60_000,
      signal: c.requestSignal,
      stopWaiting: c.signal,
    });
    expect(budget.signal).toBe(c.requestSignal);
    expect(budget.stopWaiting).toBe(c.signal);
    await report.planned(watch());
    clock.advance(10_000);
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    const last = report.github.budget();
    expect(last).toEqual({ deadline: START + 10_000 + 120_000, signal: c.requestSignal });
    expect(last.signal).toBe(c.requestSignal);
  });

  test('a cancelled run: two and a half seconds for the last report', async () => {
    const { report, clock } = await setup();
    const c = cancellation();
    await report.openThread(settingsOf({ comment: false, issueNumber: undefined }), c);
    await report.planned(watch());
    clock.advance(3_000);
    report.failed(new CancelledError('SIGINT'));
    await report.close();
    expect(report.github.budget()).toEqual({
      deadline: START + 3_000 + 2_500,
      signal: c.requestSignal,
    });
  });
});

describe('openThread', () => {
  test('nothing to do on the thread: not opened, nothing saved', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ comment: false });
    report.answerOn(s, ROUND);
    expect(await report.openThread(s, cancellation())).toBeUndefined();
    expect(lines(await events())).toEqual([]);
    expect(fake!.requests).toEqual([]);
  });

  test.each([
    ['an instruction', { kind: 'instruction', commentId: 9, text: 'go', author: 'octocat' }],
    ['a question', { kind: 'ask', commentId: 9, author: 'octocat' }],
  ] as const)(
    '%s in a comment opens it, to react, even without comments',
    async (_, conversation) => {
      const { env } = await github();
      const { report, events } = await setup(env);
      const s = settingsOf({ comment: false, conversation });
      report.answerOn(s, ROUND);
      const issue = await report.openThread(s, cancellation());
      expect(issue?.number).toBe(7);
      expect(lines(await events())).toEqual([
        state({ round: 'r1', issue: 7, comment: false, mention: 'octocat' }),
      ]);
    },
  );

  test('a merge its round would start a job for opens it, to claim the merge, even without comments', async () => {
    const { env } = await github();
    const { report } = await setup(env);
    const pullEvent = { action: 'merged', pr: { number: 7 }, head: 'a'.repeat(40) } as PullEvent;
    const ask = { source: 'pull-request', pullRequest: { number: 7 } } as const;
    const merged = settingsOf({ comment: false, pullEvent, asked: { kind: 'create', ask } });
    report.answerOn(merged, ROUND);
    expect((await report.openThread(merged, cancellation()))?.number).toBe(7);
    const followUp = settingsOf({
      comment: false,
      pullEvent,
      asked: { kind: 'follow-up', jobId: 'job_1', ask },
    });
    expect(await report.openThread(followUp, cancellation())).toBeUndefined();
  });

  test('a comment that is no instruction does not open it', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ comment: false, conversation: { kind: 'skip', reason: 'no phrase' } });
    report.answerOn(s, ROUND);
    expect(await report.openThread(s, cancellation())).toBeUndefined();
    expect(lines(await events())).toEqual([]);
  });

  test('the label to remove is saved; without answerOn the round is local, the phrase /agent, and no one is mentioned', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    // The settings' sender is saved, but the comment mentions only the sender of answerOn's thread.
    const s = settingsOf({ labelToRemove: 'docs', triggerPhrase: '/bot' });
    await report.openThread(s, cancellation());
    expect(lines(await events())).toEqual([
      state({ round: 'local', issue: 7, comment: true, label: 'docs', mention: 'octocat' }),
    ]);
    await report.planned(watch());
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ✅ Done, with no changes to make\n\nThe agent finished without changing any files, so there is no pull request. Comment \`/agent …\` if something should have changed.\n\n<sub>Job \`job_1\` · 0ms · ${RUN}</sub>\n\n<!-- agent-job-action round=local job-id=job_1 status=completed kind=result -->\n`,
        ),
      ],
      ['DELETE', '/repos/o/r/issues/7/labels/docs'],
    ]);
  });
});

describe('planned', () => {
  test('a create knows no job yet: saved, but no output and no summary', async () => {
    const { report, events } = await setup();
    await report.planned(create());
    expect(lines(await events())).toEqual([state({ action: 'start' })]);
  });

  test('a follow-up names its job at once', async () => {
    const { report, events } = await setup();
    await report.planned(follow('job_9'));
    expect(lines(await events())).toEqual([
      state({ action: 'follow-up', jobId: 'job_9' }),
      ...outputs({ 'job-id': 'job_9' }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_9`\n- **Waited:** 0ms\n',
    ]);
  });

  test('an automation knows no job: saved as a start', async () => {
    const { report, events } = await setup();
    await report.planned({
      kind: 'automation',
      automationId: 'auto_1',
      shown: { action: 'start', documentsPullRequest: false },
    });
    expect(lines(await events())).toEqual([state({ action: 'start' })]);
  });

  test('a digest saves where its window ends, and its summary lists what it covers', async () => {
    const { report, events } = await setup({ GITHUB_SERVER_URL: 'https://ghe.example' });
    const to = Date.UTC(2030, 0, 1, 11, 0, 0);
    const plan: ServicePlan = {
      kind: 'watch',
      jobId: 'job_1',
      shown: {
        action: 'check',
        documentsPullRequest: false,
        digest: {
          from: to - 86_400_000,
          to,
          base: 'main',
          pulls: [
            {
              number: 4,
              title: `Use ${KEY}`,
              body: '',
              url: 'https://ghe.example/o/r/pull/4',
              author: 'dev',
              mergedAt: to - 1000,
              baseRef: 'main',
            },
          ],
        },
      },
    };
    // The digest's kind gives its part of the report with the plan.
    const env = { GITHUB_SERVER_URL: 'https://ghe.example' };
    await report.planned(plan, digestReport(plan.shown, env, settingsOf()));
    const got = lines(await events());
    expect(got.slice(0, 8)).toEqual([
      state({ action: 'check', jobId: 'job_1', until: '2030-01-01T11:00:00Z' }),
      ...outputs({ 'job-id': 'job_1' }),
    ]);
    expect(got).toHaveLength(9);
    expect(got[8]).toBe(
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_1`\n- **Waited:** 0ms\n\n**Pull request covered** (1, merged from 2029-12-31 to 2030-01-01):\n\n- [#4](https://ghe.example/o/r/pull/4) Use \\*\\*\\*\n',
    );
  });
});

describe('a round that does not wait', () => {
  const docsPlan: ServicePlan = {
    kind: 'create',
    ask: { source: 'issue', prompt: 'Fix the docs\n\nPlease' },
    shown: {
      action: 'start',
      request: { title: 'Fix the docs', text: 'Please' },
      documentsPullRequest: true,
    },
  };

  test('its working note carries the facts for the sweep, the label is added, and the round is left for the sweep', async () => {
    const { env } = await github();
    const { report, events, clock } = await setup(env);
    const s = settingsOf({ wait: false, labelToRemove: 'docs', workingLabel: 'agent-busy' });
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await report.planned(docsPlan);
    clock.advance(5_000);
    report.recordSeen(record({ id: 'job_2', status: 'pending' }));
    await events();
    await report.jobKnown('job_2');
    const saved = {
      round: 'r1',
      issue: 7,
      comment: true,
      label: 'docs',
      mention: 'octocat',
      action: 'start',
      jobId: 'job_2',
      status: 'pending',
    };
    expect(lines(await events())).toEqual([
      state(saved),
      ...outputs({
        'job-id': 'job_2',
        status: 'pending',
        job: JSON.stringify({ id: 'job_2', status: 'pending' }),
      }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_2` (pending)\n- **Waited:** 0ms\n',
      "info: Added the label 'agent-busy' to #7: a scheduled sweep posts the result",
      state({ ...saved, workingId: 2400000001 }),
      'output comment-url=https://github.com/o/r/issues/7#issuecomment-2400000001',
    ]);
    const requests = sent(fake!);
    expect(requests.map((r) => r.slice(0, 2))).toEqual([
      ['POST', '/repos/o/r/issues/7/comments'],
      ['POST', '/repos/o/r/issues/7/labels'],
    ]);
    expect(requests[1]?.[2]).toBe(JSON.stringify(['agent-busy']));
    const note = JSON.parse(requests[0]?.[2] ?? '""') as string;
    expect(readRoundFacts(note)).toEqual({
      startedAt: WALL,
      asker: 'octocat',
      labelToRemove: 'docs',
      request: { title: 'Fix the docs', text: 'Please' },
      action: 'start',
      runId: '42',
      documentsPullRequest: true,
      project: projectTag('proj_1'),
      triggerPhrase: '/agent',
    });

    report.ended(record({ id: 'job_2', status: 'pending' }), false);
    await report.close();
    expect(lines(await events())).toEqual([
      'info: The job goes on at the service: run again with job-id: job_2 to wait for it.',
      state({ ...saved, workingId: 2400000001, end: 'running' }),
      ...outputs({
        'job-id': 'job_2',
        status: 'pending',
        job: JSON.stringify({ id: 'job_2', status: 'pending' }),
        'comment-url': 'https://github.com/o/r/issues/7#issuecomment-2400000001',
      }),
      'summary: ### 🤖 The agent is working on it\n\nThe job goes on at the service\\: run again with job\\-id\\: job\\_2 to wait for it\\.\n\n- **Job:** `job_2` (pending)\n- **Waited:** 5s\n',
      'state reported=true',
    ]);
    // No result: the sweep writes it.
    expect(fake!.requests).toHaveLength(2);
  });

  test.each([
    ['without comments', { comment: false }, []],
    ['without a working label', { workingLabel: undefined }, ['POST']],
  ])(
    '%s: no note and no label, and the round ends with its result',
    async (_, overrides, methods) => {
      const { env } = await github();
      const { report, events } = await setup(env);
      const s = settingsOf({ wait: false, ...overrides });
      report.answerOn(s, ROUND);
      await report.openThread(s, cancellation());
      await report.planned(create());
      report.recordSeen(record({ id: 'job_2', status: 'pending' }));
      await events();
      await report.jobKnown('job_2');
      const got = lines(await events());
      expect(got).toHaveLength(9);
      expect(got.filter((l) => l.startsWith('output comment-url') || l.startsWith('info'))).toEqual(
        ['output comment-url='],
      );
      expect(fake!.requests).toEqual([]);
      report.ended(record({ id: 'job_2', status: 'pending' }), false);
      await report.close();
      expect(lines(await events()).at(-1)).toBe('state reported=true');
      expect(fake!.requests.map((r) => r.method)).toEqual(methods);
    },
  );

  test('a job already ended: no note, no label', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ wait: false });
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await report.planned(create());
    report.recordSeen(record({ id: 'job_2', status: 'failed' }));
    await events();
    await report.jobKnown('job_2');
    expect(
      lines(await events()).filter((l) => !l.startsWith('output') && !l.startsWith('summary')),
    ).toEqual([
      state({
        round: 'r1',
        issue: 7,
        comment: true,
        mention: 'octocat',
        action: 'start',
        jobId: 'job_2',
        status: 'failed',
      }),
    ]);
    expect(fake!.requests).toEqual([]);
  });

  test('no thread: nothing but the outputs and the summary', async () => {
    const { report, events } = await setup();
    const s = settingsOf({ wait: false, issueNumber: undefined });
    await report.openThread(s, cancellation());
    await report.planned(create());
    await report.jobKnown('job_2');
    expect(lines(await events())).toEqual([
      state({ action: 'start' }),
      state({ action: 'start', jobId: 'job_2' }),
      ...outputs({ 'job-id': 'job_2' }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_2`\n- **Waited:** 0ms\n',
    ]);
  });
});

describe('a round that waits', () => {
  test('a job already ended: no working note', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(create());
    report.recordSeen(record({ id: 'job_2', status: 'completed' }));
    await events();
    await report.jobKnown('job_2');
    const got = lines(await events());
    expect(got).toHaveLength(9);
    expect(got.filter((l) => l.startsWith('output comment-url'))).toEqual(['output comment-url=']);
    expect(fake!.requests).toEqual([]);
  });

  test('before the thread is open: outputs and summary only', async () => {
    const { report, events } = await setup();
    await report.planned(create());
    await report.jobKnown('job_2');
    expect(lines(await events())).toEqual([
      state({ action: 'start' }),
      state({ action: 'start', jobId: 'job_2' }),
      ...outputs({ 'job-id': 'job_2' }),
      'summary: ### 🤖 The agent is working on it\n\n- **Job:** `job_2`\n- **Waited:** 0ms\n',
    ]);
  });

  test('a thread without comments: no note, and comment-url stays empty', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ comment: false, labelToRemove: 'docs' });
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await report.planned(watch());
    await events();
    await report.jobKnown('job_1');
    expect(lines(await events()).slice(-2)).toEqual([
      state({
        round: 'r1',
        issue: 7,
        comment: false,
        label: 'docs',
        mention: 'octocat',
        action: 'check',
        jobId: 'job_1',
      }),
      'output comment-url=',
    ]);
  });
});

describe('recordSeen', () => {
  test('a status is saved when it changes, once', async () => {
    const { report, events } = await setup();
    report.recordSeen(record({ id: 'job_1', status: 'pending' }));
    report.recordSeen(record({ id: 'job_1', status: 'pending' }));
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    expect(lines(await events())).toEqual([
      state({ status: 'pending' }),
      state({ status: 'active' }),
    ]);
  });
});

describe('ended', () => {
  test('a timeout listed in fail-on: the time waited from the start, the headline, and the step fails', async () => {
    const { report, events, clock } = await setup();
    await report.openThread(settingsOf({ issueNumber: undefined }), cancellation());
    await report.planned(watch('job_5'));
    await events();
    clock.advance(90_000);
    report.ended(record({ id: 'job_5', status: 'active' }), true);
    expect(lines(await events())).toEqual([
      'info: Stopped waiting after 1m 30s; the job goes on at the service: run again with job-id: job_5 to resume waiting.',
      "fail: timed out after 1m 30s waiting for job job_5, which goes on at the service: raise timeout, or run again with job-id: job_5 to resume (fail-on includes 'timeout')",
    ]);
    expect(report.state).toEqual({
      jobId: 'job_5',
      record: record({ id: 'job_5', status: 'active' }),
      timedOut: true,
      waitedMs: 90_000,
      end: 'timeout',
      headline:
        'Stopped waiting after 1m 30s; the job goes on at the service: run again with job-id: job_5 to resume waiting.',
      commentUrl: '',
    });
  });

  test('an outcome fail-on does not list: no failure', async () => {
    const { report, events } = await setup();
    await report.openThread(
      settingsOf({ issueNumber: undefined, failOn: new Set(['failed']) }),
      cancellation(),
    );
    report.ended(record({ id: 'job_5', status: 'archived' }), false);
    expect(lines(await events())).toEqual([
      'info: Job job_5 was archived at the service before it finished.',
    ]);
  });

  test('no-pr listed: the step fails, naming the record when no job id is known', async () => {
    const { report, events } = await setup();
    await report.openThread(
      settingsOf({ issueNumber: undefined, failOn: new Set(['no-pr']) }),
      cancellation(),
    );
    report.ended(record({ id: 'job_6', status: 'completed' }), false);
    expect(lines(await events())).toEqual([
      'info: Job job_6 finished without changing any files, so there is no pull request.',
      "fail: job job_6 completed without a pull request: the agent changed no files (fail-on includes 'no-pr')",
    ]);
  });

  test('a pull request or a running job never fails the step; before the settings nothing fails', async () => {
    const { report, events } = await setup();
    report.ended(record({ id: 'job_6', status: 'failed' }), false);
    expect(lines(await events())).toEqual(['info: Job job_6 failed at the service.']);
    await report.openThread(
      settingsOf({
        issueNumber: undefined,
        failOn: new Set(['failed', 'archived', 'timeout', 'no-pr']),
      }),
      cancellation(),
    );
    report.ended(record({ id: 'job_6', status: 'active' }), false);
    report.ended(
      record({ id: 'job_6', status: 'completed', prLink: 'https://github.com/o/d/pull/1' }),
      false,
    );
    expect(lines(await events())).toEqual([
      'info: The job goes on at the service: run again with job-id: job_6 to wait for it.',
      'info: Job job_6 finished and opened a pull request.',
      'info: Pull request: https://github.com/o/d/pull/1',
    ]);
  });

  test('a long pull request link is cut at 500 characters in the log', async () => {
    const { report, events } = await setup();
    const link = `https://github.com/o/d/pull/1?${'a'.repeat(600)}`;
    report.ended(record({ id: 'job_6', status: 'completed', prLink: link }), false);
    expect(lines(await events())).toEqual([
      'info: Job job_6 finished and opened a pull request.',
      `info: Pull request: ${link.slice(0, 500)}…`,
    ]);
  });
});

describe('an automation', () => {
  const plan: ServicePlan = {
    kind: 'automation',
    automationId: 'auto_1',
    shown: { action: 'start', documentsPullRequest: false },
  };

  test('its run and job reach the outputs and the summary at once; not followed: a notice, and the summary says why', async () => {
    const { report, events, clock } = await setup();
    await report.planned(plan);
    await events();
    await report.automationTriggered('run_3', 'job_4');
    expect(lines(await events())).toEqual([
      state({ action: 'start', jobId: 'job_4' }),
      ...outputs({ 'job-id': 'job_4', 'automation-run-id': 'run_3' }),
      "summary: ### 🤖 The agent is working on it\n\nThis workflow started a run of the service's automation `auto_1` (run `run_3`).\n\n- **Job:** `job_4`\n- **Waited:** 0ms\n",
    ]);
    clock.advance(2_000);
    report.notFollowed('The run goes on at the service');
    expect(report.state.waitedMs).toBe(2_000);
    await report.close();
    expect(lines(await events())).toEqual([
      'notice: The run goes on at the service',
      state({ action: 'start', jobId: 'job_4', end: 'triggered' }),
      ...outputs({ 'job-id': 'job_4', 'automation-run-id': 'run_3' }),
      "summary: ### 🤖 Automation run started\n\nThe run goes on at the service\n\nThis workflow started a run of the service's automation `auto_1` (run `run_3`).\n\n- **Job:** `job_4`\n- **Waited:** 2s\n",
      'state reported=true',
    ]);
  });

  test('a run without a job: the summary names the run alone', async () => {
    const { report, events } = await setup();
    await report.planned(plan);
    await events();
    await report.automationTriggered('run_3', undefined);
    expect(lines(await events())).toEqual([
      state({ action: 'start' }),
      ...outputs({ 'automation-run-id': 'run_3' }),
      "summary: ### 🤖 The agent is working on it\n\nThis workflow started a run of the service's automation `auto_1` (run `run_3`).\n",
    ]);
  });

  test('no run named: nothing is known, nothing written', async () => {
    const { report, events } = await setup();
    await report.planned(plan);
    await events();
    await report.automationTriggered(undefined, undefined);
    expect(lines(await events())).toEqual([state({ action: 'start' })]);
  });
});

describe('noJob', () => {
  test('the thread has no job: a notice naming it', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ conversation: { kind: 'ask', commentId: 9, author: 'octocat' } });
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await events();
    report.noJob();
    expect(report.state.end).toBe('no-job');
    expect(lines(await events())).toEqual([
      'notice: #7 has no job of this action yet: nothing to check on',
    ]);
  });

  test('without a thread: #?', async () => {
    const { report, events } = await setup();
    report.noJob();
    expect(lines(await events())).toEqual([
      'notice: #? has no job of this action yet: nothing to check on',
    ]);
  });
});

describe('failed', () => {
  test.each([
    [
      'cancelled with a job',
      new CancelledError('SIGINT'),
      'job_1',
      'cancelled',
      'the workflow run was cancelled: stopped waiting; job job_1 goes on at the service: run again with job-id: job_1 to resume',
    ],
    [
      'cancelled before a job',
      new CancelledError('SIGTERM'),
      undefined,
      'cancelled',
      'the workflow run was cancelled before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again',
    ],
    [
      'a user error',
      new UserError('the key was refused'),
      undefined,
      'error',
      'the key was refused',
    ],
    [
      'a service error with a job',
      new ServiceError('the service answered 500'),
      'job_1',
      'error',
      'the service answered 500 (job job_1)',
    ],
    [
      'a service error that names the job',
      new ServiceError('job job_1 is gone'),
      'job_1',
      'error',
      'job job_1 is gone',
    ],
    [
      'anything else',
      new TypeError('x is undefined'),
      undefined,
      'error',
      'unexpected error: x is undefined; please report it',
    ],
    [
      'anything else, with a job',
      new Error('boom'),
      'job_1',
      'error',
      'unexpected error: boom; please report it (job job_1)',
    ],
  ] as const)('%s', async (_, error, jobId, end, line) => {
    const { report, events, clock } = await setup();
    if (jobId) await report.planned(watch(jobId));
    await events();
    clock.advance(4_000);
    report.failed(error);
    expect(lines(await events())).toEqual([`fail: ${line}`]);
    expect(report.state.end).toBe(end);
    expect(report.state.headline).toBe(line);
    expect(report.state.waitedMs).toBe(4_000);
  });
});

describe('close', () => {
  test('a round that did not end (a skip, a sweep): only the flag that it reported', async () => {
    const { report, events } = await setup();
    await report.close();
    expect(lines(await events())).toEqual(['state reported=true']);
  });

  test('an input error before the thread was opened: the thread is opened to answer it', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf();
    report.answerOn(s, ROUND);
    report.failed(new UserError(`timeout 'soon' is not a duration`));
    await report.close();
    expect(lines(await events())).toEqual([
      "fail: timeout 'soon' is not a duration",
      state({ end: 'error', failure: "timeout 'soon' is not a duration" }),
      'output comment-url=https://github.com/o/r/issues/7#issuecomment-2400000001',
      'state reported=true',
    ]);
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The agent did not start\n\n@octocat Timeout &#39;soon&#39; is not a duration\\. The workflow run has the details; fix the cause, then ask again.\n\n<sub>${RUN}</sub>\n\n${MARK('job-id=- status=error kind=result')}\n`,
        ),
      ],
    ]);
  });

  test('a failure the thread does not answer (a comment that was no instruction): nothing on it', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    report.answerOn(settingsOf({ answersFailures: false }), ROUND);
    report.failed(new UserError('bad input'));
    await report.close();
    expect(lines(await events())).toEqual([
      'fail: bad input',
      state({ end: 'error', failure: 'bad input' }),
      'state reported=true',
    ]);
    expect(fake!.requests).toEqual([]);
  });

  test('who asked could not be told: the step fails, and nothing is written on the thread', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    report.answerOn(settingsOf(), ROUND);
    report.failed(new UnverifiedAskerError('could not tell who asked'));
    await report.close();
    expect(lines(await events())).toEqual([
      'fail: could not tell who asked',
      state({ end: 'error', failure: 'could not tell who asked' }),
      'state reported=true',
    ]);
    expect(fake!.requests).toEqual([]);
  });

  test('a cancellation before the thread was opened: not opened, and no failure saved', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    report.answerOn(settingsOf(), ROUND);
    report.failed(new CancelledError('SIGINT'));
    await report.close();
    expect(lines(await events())).toEqual([
      'fail: the workflow run was cancelled before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again',
      state({ end: 'cancelled' }),
      'state reported=true',
    ]);
    expect(fake!.requests).toEqual([]);
  });

  test('an error with no thread to answer on: outputs, summary, reported', async () => {
    const { report, events } = await setup();
    await report.planned(watch());
    await events();
    report.failed(new ServiceError('the service answered 503'));
    await report.close();
    expect(lines(await events())).toEqual([
      'fail: the service answered 503 (job job_1)',
      state({
        action: 'check',
        jobId: 'job_1',
        end: 'error',
        failure: 'the service answered 503 (job job_1)',
      }),
      ...outputs({ 'job-id': 'job_1' }),
      'summary: ### ⚠️ The run stopped with an error\n\nthe service answered 503 \\(job job\\_1\\)\n\n- **Job:** `job_1`\n- **Waited:** 0ms\n',
      'state reported=true',
    ]);
  });

  test('a cancelled run updates its working note in place: comment-url is not written again', async () => {
    const { env } = await github();
    const { report, events, clock } = await setup(env);
    const s = settingsOf();
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await report.planned(watch());
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    await report.jobKnown('job_1');
    await events();
    clock.advance(7_000);
    report.failed(new CancelledError('SIGINT'));
    await report.close();
    const line =
      'the workflow run was cancelled: stopped waiting; job job_1 goes on at the service: run again with job-id: job_1 to resume';
    const url = 'https://github.com/o/r/issues/7#issuecomment-2400000001';
    expect(lines(await events())).toEqual([
      `fail: ${line}`,
      state({
        round: 'r1',
        issue: 7,
        comment: true,
        mention: 'octocat',
        action: 'check',
        jobId: 'job_1',
        status: 'active',
        workingId: 2400000001,
        end: 'cancelled',
      }),
      ...outputs({
        'job-id': 'job_1',
        status: 'active',
        job: JSON.stringify({ id: 'job_1', status: 'active' }),
        'comment-url': url,
      }),
      `summary: ### ⏹️ Stopped watching: the workflow run was cancelled\n\nthe workflow run was cancelled\\: stopped waiting; job job\\_1 goes on at the service\\: run again with job\\-id\\: job\\_1 to resume\n\n- **Job:** \`job_1\` (active)\n- **Waited:** 7s\n`,
      'state reported=true',
    ]);
    expect(sent(fake!).map((r) => r.slice(0, 2))).toEqual([
      ['POST', '/repos/o/r/issues/7/comments'],
      ['PATCH', '/repos/o/r/issues/comments/2400000001'],
    ]);
  });

  test('a result GitHub refused: no reported flag, the post step writes it', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(watch());
    await events();
    fake!.injectFault({
      method: 'POST',
      path: '/repos/o/r/issues/7/comments',
      status: 403,
      times: 10,
    });
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    const got = lines(await events());
    expect(got.filter((l) => l.startsWith('state reported'))).toEqual([]);
    expect(got.filter((l) => l.startsWith('warning'))).toHaveLength(1);
    expect(got.filter((l) => l.startsWith('output comment-url'))).toEqual(['output comment-url=']);
  });

  test("a follow-up that failed before its job answered: the result's marker says the prompt was not sent", async () => {
    const { report, events } = await reportOnThread();
    await report.planned(follow());
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The run stopped with an error\n\n@octocat The service answered 500 \\(job job\\_1\\)\\. Comment \`/agent\` to check on it again.\n\n**What was asked:**\n> Add a page\n\n<sub>Job \`job_1\` · 0ms · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=error kind=result sent=no')}\n`,
        ),
      ],
    ]);
  });
});

describe('a pull request link that is no plain https address', () => {
  const WARNING =
    "warning: the service's pull request link is not a plain https address, so the pr-link output was left empty; the job output has the record exactly as the service sent it";

  test('withheld from pr-link, with one warning however often the outputs are written', async () => {
    const { report, events } = await setup();
    await report.planned(watch());
    await events();
    const odd = record({ id: 'job_1', status: 'active', prLink: 'http://example.com/pull/1' });
    report.recordSeen(odd);
    await report.jobKnown('job_1');
    report.ended(odd, false);
    await report.close();
    const got = lines(await events());
    expect(got.filter((l) => l.startsWith('warning'))).toEqual([WARNING]);
    expect(got.filter((l) => l.startsWith('output pr-link'))).toEqual([
      'output pr-link=',
      'output pr-link=',
    ]);
  });

  test('another such link: warned about again', async () => {
    const { report, events } = await setup();
    await report.planned(watch());
    report.recordSeen(
      record({ id: 'job_1', status: 'active', prLink: 'http://example.com/pull/1' }),
    );
    await report.jobKnown('job_1');
    report.ended(
      record({ id: 'job_1', status: 'completed', prLink: 'http://example.com/pull/2' }),
      false,
    );
    await report.close();
    expect(lines(await events()).filter((l) => l.startsWith('warning'))).toEqual([
      WARNING,
      WARNING,
    ]);
  });
});

describe('what the thread shows is redacted before it is escaped', () => {
  test('the request, the failure and the job id', async () => {
    const { report, events } = await reportOnThread();
    await report.planned({
      kind: 'create',
      ask: { source: 'issue', prompt: 'x' },
      shown: {
        action: 'start',
        request: { title: `Title ${KEY}`, text: `Body ${KEY}` },
        documentsPullRequest: false,
      },
    });
    report.failed(new ServiceError(`refused ${KEY}`));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The agent did not start\n\n@octocat Refused \\*\\*\\*\\. The workflow run has the details; fix the cause, then ask again.\n\n**What was asked:**\n> **Title \\*\\*\\***\n>\n> Body \\*\\*\\*\n\n<sub>${RUN}</sub>\n\n${MARK('job-id=- status=error kind=result')}\n`,
        ),
      ],
    ]);
  });

  test('the pull request link and the automation run', async () => {
    const { report, events } = await reportOnThread();
    await report.planned({
      kind: 'automation',
      automationId: 'auto_1',
      shown: { action: 'start', documentsPullRequest: false },
    });
    await report.automationTriggered(`run_${KEY}`, 'job_1');
    report.ended(
      record({
        id: 'job_1',
        status: 'completed',
        prLink: `https://github.com/o/d/pull/3?k=${KEY}`,
      }),
      false,
    );
    await report.close();
    await events();
    const bodies = sent(fake!).map((r) => r[2]);
    expect(bodies.join('\n')).not.toContain(KEY.slice(5));
    expect(bodies).toHaveLength(1);
  });
});

describe('a digest that ends with a pull request', () => {
  test('each pull request it covered gets a note', async () => {
    const { env } = await github();
    fake!.addPullRequest('o/r', { number: 4, title: 'Change', merged: true });
    const { report, events } = await setup(env);
    const s = settingsOf();
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    const to = Date.UTC(2030, 0, 1, 11, 0, 0);
    const plan: ServicePlan = {
      kind: 'watch',
      jobId: 'job_1',
      shown: {
        action: 'check',
        documentsPullRequest: false,
        digest: {
          from: to - 86_400_000,
          to,
          base: 'main',
          pulls: [
            {
              number: 4,
              title: 'Change',
              body: '',
              url: 'https://github.com/o/r/pull/4',
              author: 'dev',
              mergedAt: to - 1000,
              baseRef: 'main',
            },
          ],
        },
      },
    };
    await report.planned(plan, digestReport(plan.shown, env, s));
    report.ended(
      record({ id: 'job_1', status: 'completed', prLink: 'https://github.com/o/d/pull/3' }),
      false,
    );
    await report.close();
    await events();
    expect(sent(fake!).map((r) => r.slice(0, 2))).toEqual([
      ['POST', '/repos/o/r/issues/7/comments'],
      ['GET', '/repos/o/r/issues/4/comments'],
      ['POST', '/repos/o/r/issues/4/comments'],
    ]);
  });
});

describe('more of what the round shows', () => {
  test('a round that waits without a thread: comment-url empty, and not written again at the end', async () => {
    const { report, events } = await setup();
    await report.openThread(settingsOf({ issueNumber: undefined }), cancellation());
    await report.planned(watch());
    await events();
    await report.jobKnown('job_1');
    expect(lines(await events()).slice(-1)).toEqual(['output comment-url=']);
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    const got = lines(await events());
    expect(got.filter((l) => l.startsWith('output comment-url'))).toEqual(['output comment-url=']);
    expect(got.at(-1)).toBe('state reported=true');
  });

  test('the outcome names the job of the run, not the id the record carries', async () => {
    const { report, events } = await setup();
    await report.openThread(settingsOf({ issueNumber: undefined }), cancellation());
    await report.planned(watch('job_5'));
    await events();
    report.ended(record({ id: 'job_other', status: 'failed' }), false);
    expect(lines(await events())).toEqual([
      'info: Job job_5 failed at the service.',
      "fail: job job_5 failed at the service; look at the job in the dashboard, then start a new job (fail-on includes 'failed')",
    ]);
  });

  test('a round left for the sweep that then fails: its result is written', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ wait: false });
    report.answerOn(s, ROUND);
    await report.openThread(s, cancellation());
    await report.planned(create());
    report.recordSeen(record({ id: 'job_2', status: 'pending' }));
    await report.jobKnown('job_2');
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    const got = lines(await events());
    expect(got.at(-2)).toBe(
      'output comment-url=https://github.com/o/r/issues/7#issuecomment-2400000002',
    );
    expect(got.at(-1)).toBe('state reported=true');
    expect(sent(fake!).map((r) => r.slice(0, 2))).toEqual([
      ['POST', '/repos/o/r/issues/7/comments'],
      ['POST', '/repos/o/r/issues/7/labels'],
      ['POST', '/repos/o/r/issues/7/comments'],
      ['DELETE', '/repos/o/r/issues/comments/2400000001'],
    ]);
  });

  test('a watch that failed before any record: its marker does not say unsent', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(watch());
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The run stopped with an error\n\n@octocat The service answered 500 \\(job job\\_1\\)\\. Comment \`/agent\` to check on it again.\n\n<sub>Job \`job_1\` · 0ms · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=error kind=result')}\n`,
        ),
      ],
    ]);
  });

  const automation: ServicePlan = {
    kind: 'automation',
    automationId: 'auto_1',
    shown: { action: 'start', documentsPullRequest: false },
  };

  test('an automation whose run was queued, then the run failed: sent, and the automation named', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(automation);
    await report.automationTriggered('run_3', 'job_4');
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The run stopped with an error\n\n@octocat The service answered 500 \\(job job\\_4\\)\\. Comment \`/agent\` to check on it again.\n\nThis workflow started a run of the service's automation \`auto_1\` (run \`run_3\`).\n\n<sub>Job \`job_4\` · 0ms · ${RUN}</sub>\n\n${MARK('job-id=job_4 status=error kind=result')}\n`,
        ),
      ],
    ]);
  });

  test('an automation whose trigger failed: no automation named', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(automation);
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The agent did not start\n\n@octocat The service answered 500\\. The workflow run has the details; fix the cause, then ask again.\n\n<sub>${RUN}</sub>\n\n${MARK('job-id=- status=error kind=result')}\n`,
        ),
      ],
    ]);
  });

  test('a documented pull request that needed no change says so; a follow-up that opened one says it updated it', async () => {
    const { report, events } = await reportOnThread();
    await report.planned({
      kind: 'watch',
      jobId: 'job_1',
      shown: { action: 'check', documentsPullRequest: true },
    });
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    await events();
    expect(JSON.parse(sent(fake!)[0]?.[2] ?? '""')).toBe(
      `### ✅ No documentation change needed\n\n@octocat The agent checked this change against the documentation and found nothing to update.\n\n<sub>Job \`job_1\` · 0ms · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=completed kind=result')}\n`,
    );
  });
});

describe('edges of the outputs, the summary and the marker', () => {
  test('a link withheld, then a plain one: no second warning', async () => {
    const { report, events } = await setup();
    await report.planned(watch());
    report.recordSeen(
      record({ id: 'job_1', status: 'active', prLink: 'http://example.com/pull/1' }),
    );
    await report.jobKnown('job_1');
    const pr = 'https://github.com/o/d/pull/1';
    report.ended(record({ id: 'job_1', status: 'completed', prLink: pr }), false);
    await report.close();
    const got = lines(await events());
    expect(got.filter((l) => l.startsWith('warning'))).toHaveLength(1);
    expect(got.filter((l) => l.startsWith('output pr-link'))).toEqual([
      'output pr-link=',
      'output pr-link=',
      `output pr-link=${pr}`,
    ]);
  });

  test('a record without a job id (a create whose answer named no usable id): outputs, but no summary', async () => {
    const { report, events } = await setup();
    await report.planned(create());
    report.recordSeen(record({ id: 'job_1', status: 'pending' }));
    report.failed(new ServiceError('the service named no job'));
    await report.close();
    expect(lines(await events())).toEqual([
      state({ action: 'start' }),
      state({ action: 'start', status: 'pending' }),
      'fail: the service named no job',
      state({
        action: 'start',
        status: 'pending',
        end: 'error',
        failure: 'the service named no job',
      }),
      ...outputs({ status: 'pending', job: JSON.stringify({ id: 'job_1', status: 'pending' }) }),
      'state reported=true',
    ]);
  });

  test('a follow-up its job answered: the result does not say unsent', async () => {
    const { report, events } = await reportOnThread();
    await report.planned(follow());
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    report.failed(new ServiceError('the service answered 500'));
    await report.close();
    await events();
    expect(sent(fake!)).toEqual([
      [
        'POST',
        '/repos/o/r/issues/7/comments',
        JSON.stringify(
          `### ⚠️ The run stopped with an error\n\n@octocat The service answered 500 \\(job job\\_1\\)\\. Comment \`/agent\` to check on it again.\n\n**What was asked:**\n> Add a page\n\n<sub>Job \`job_1\` · 0ms · ${RUN}</sub>\n\n${MARK('job-id=job_1 status=active kind=result')}\n`,
        ),
      ],
    ]);
  });

  test('a job known without a plan: a result without a pull request is no documentation round', async () => {
    const { report, events } = await setup();
    await report.jobKnown('job_1');
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    const summaries = lines(await events()).filter((l) => l.startsWith('summary'));
    expect(summaries.at(-1)).toBe(
      'summary: ### ✅ Done, with no changes to make\n\n- **Job:** `job_1` (completed)\n- **Waited:** 0ms\n',
    );
  });
});

describe('who asked', () => {
  const refusal = { kind: 'refused', login: 'newcomer', access: 'read' } as const;
  const NOTICE =
    'notice: Not started: newcomer has read access to o/r, and only people with triage access or more to this repository may start a job (min-permission: triage); nothing was sent to the service';

  test('their access is read from GitHub with the run’s token, once per login', async () => {
    const { env } = await github();
    fake!.setPermission('o/r', 'newcomer', 'read');
    const { report } = await setup(env);
    report.answerOn(settingsOf(), ROUND);
    const accessOf = report.accessLookup(settingsOf(), cancellation());
    expect(await accessOf?.('newcomer')).toBe('read');
    expect(await accessOf?.('NewComer')).toBe('read');
    expect(sent(fake!)).toEqual([['GET', '/repos/o/r/collaborators/newcomer/permission']]);
    expect(fake!.requests[0]?.headers.authorization).toBe(`token ${fake!.token}`);
  });

  test.each([
    ['no repository', { GITHUB_REPOSITORY: '' }, {}],
    ['no token', {}, { githubToken: '' }],
  ])('%s: nothing to read it with', async (_name, envChange, settingsChange) => {
    const { env } = await github();
    const { report } = await setup({ ...env, ...envChange });
    report.answerOn(settingsOf(settingsChange), ROUND);
    expect(report.accessLookup(settingsOf(), cancellation())).toBeUndefined();
  });

  test('Octokit’s own warnings on those reads reach the log', async () => {
    const { env } = await github();
    fake!.injectFault({
      path: /\/collaborators\//,
      status: 200,
      body: { permission: 'admin', role_name: 'admin', user: null },
      headers: {
        deprecation: 'true',
        sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
        link: '<https://docs.github.com/rest/deprecations>; rel="deprecation"',
      },
    });
    const { report, events } = await setup(env);
    report.answerOn(settingsOf(), ROUND);
    expect(await report.accessLookup(settingsOf(), cancellation())?.('someone')).toBe('admin');
    expect(lines(await events())).toEqual([
      `warning: GitHub: [@octokit/request] "GET ${fake!.url}/repos/o/r/collaborators/someone/permission" is deprecated. It is scheduled to be removed on Tue, 01 Jun 2027 00:00:00 GMT. See https://docs.github.com/rest/deprecations`,
    ]);
  });

  test('the lookup follows the round’s time and cancellation from then on', async () => {
    const { env } = await github();
    const { report } = await setup(env);
    report.answerOn(settingsOf(), ROUND);
    const stop = new AbortController();
    const s = settingsOf({ timeoutMs: 90_000 });
    report.accessLookup(s, { signal: stop.signal, requestSignal: stop.signal });
    expect(report.github.budget()).toEqual({
      deadline: START + 90_000,
      signal: stop.signal,
      stopWaiting: stop.signal,
    });
  });

  test('a refused label: a notice, the label removed and one note on the issue; the step succeeds', async () => {
    const { env } = await github();
    fake!.addIssue('o/r', { number: 7, labels: ['docs-agent', 'bug'] });
    const { report, events } = await setup(env);
    const s = settingsOf({ eventLabel: 'docs-agent', comment: true });
    report.answerOn(s, ROUND);
    report.accessLookup(s, cancellation());
    await report.refused(refusal);
    await report.close();
    expect(lines(await events())).toEqual([
      NOTICE,
      "info: Removed the label 'docs-agent' from #7",
      'state reported=true',
    ]);
    expect(fake!.labels('o/r', 7)).toEqual(['bug']);
    expect(fake!.comments('o/r', 7).map((c) => c.body)).toEqual([
      'The documentation agent did not start: the label `docs-agent` was added by `newcomer`, and only people with triage access or more to this repository can start it. The label was removed; someone with that access can add it again to start the agent.\n\n<!-- agent-job-action refused -->',
    ]);
  });

  test('the note is written whatever remove-label and comment say of a round, but not with comment: false', async () => {
    const { env } = await github();
    fake!.addIssue('o/r', { number: 7, labels: ['docs-agent'] });
    const { report } = await setup(env);
    const s = settingsOf({ eventLabel: 'docs-agent', comment: false, labelToRemove: undefined });
    report.answerOn(s, ROUND);
    report.accessLookup(s, cancellation());
    await report.refused(refusal);
    expect(fake!.labels('o/r', 7)).toEqual([]);
    expect(fake!.comments('o/r', 7)).toEqual([]);
  });

  test('a refused comment or dispatch (no label): a notice, and nothing on GitHub', async () => {
    const { env } = await github();
    const { report, events } = await setup(env);
    const s = settingsOf({ eventLabel: undefined });
    report.answerOn(s, ROUND);
    report.accessLookup(s, cancellation());
    await report.refused(refusal);
    expect(lines(await events())).toEqual([NOTICE]);
    expect(fake!.requests).toEqual([]);
  });

  test('a refusal before the settings are known: nothing at all', async () => {
    const { report, events } = await setup();
    await report.refused(refusal);
    expect(await events()).toEqual([]);
  });
});

describe('openPull and answerAlsoOn: the other threads a round answers on', () => {
  test('opened whatever `comment` says; each gets the working note and the result, as the round’s own thread', async () => {
    const { env } = await github();
    fake!.addPullRequest('o/r', { number: 8, merged: true });
    const { report, events, clock } = await setup(env);
    const s = settingsOf({ comment: false });
    report.answerOn(s, ROUND);
    report.accessLookup(s, cancellation());
    const closed = await report.openPull(s, 8);
    expect(closed?.number).toBe(8);

    const shown = settingsOf();
    report.answerOn(shown, ROUND);
    await report.openThread(shown, cancellation());
    const other = await report.openPull(shown, 8);
    report.answerAlsoOn([other!]);
    await report.planned(watch());
    report.recordSeen(record({ id: 'job_1', status: 'active' }));
    await report.jobKnown('job_1');
    clock.advance(1_000);
    report.ended(record({ id: 'job_1', status: 'completed' }), false);
    await report.close();
    await events();

    const posted = (n: number) =>
      sent(fake!)
        .filter(([method, path]) => method === 'POST' && path === `/repos/o/r/issues/${n}/comments`)
        .map(([, , body]) => body);
    expect(posted(8)).toHaveLength(2);
    expect(posted(8)).toEqual(posted(7));
    expect(posted(8)[1]).toMatch(/kind=result/);
  });
});

describe('nothingSent', () => {
  test('a notice in the log and the same words in the summary, as text; nothing saved, no output', async () => {
    const { report, events } = await setup();
    await report.nothingSent('Nothing sent: *none* of the 3 files is under paths');
    expect(lines(await events())).toEqual([
      'notice: Nothing sent: *none* of the 3 files is under paths',
      'summary: Nothing sent\\: \\*none\\* of the 3 files is under paths',
    ]);
  });
});
