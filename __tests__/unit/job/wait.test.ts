import { describe, expect, test } from '@jest/globals';
import { jobRecord, recordingEvents } from '../../../__fixtures__/jobs.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { CancelledError, ServiceError, UserError } from '../../../src/common/errors.js';
import { RequestFailure } from '../../../src/service/failure.js';
import type { JobRecord } from '../../../src/service/record.js';
import { pollGapMs, waitForJob, type WaitPolicy, type WaitResult } from '../../../src/job/wait.js';

type Answer = JobRecord | RequestFailure | Error;

const DEFAULT_POLICY: WaitPolicy = {
  pollIntervalMs: 5_000,
  maxPollIntervalMs: 30_000,
  startedAt: 0,
  deadline: 30 * 60_000,
  outageAfterMs: 300_000,
  heartbeatMs: 60_000,
  requestTimeoutMs: 30_000,
};

const active = jobRecord({ status: 'active' });
const completed = jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/1' });
const http = (status: number, retryAfter?: string) =>
  new RequestFailure('http', { status, retryAfter });

interface Setup {
  start?: JobRecord;
  afterFollowUp?: boolean;
  policy?: Partial<WaitPolicy>;
  random?: () => number;
  signal?: AbortSignal;
  /** Virtual time at the start; default 0. */
  clockStart?: number;
  /** The answer to poll number `n` (1-based) at virtual time `now`. */
  answer: (n: number, now: number) => Answer;
}

function setup(options: Setup) {
  const clock = new VirtualClock({ start: options.clockStart ?? 0 });
  const { events, log } = recordingEvents(() => clock.now());
  const polls: { at: number; timeoutMs: number; signal: AbortSignal }[] = [];
  const signal = options.signal ?? new AbortController().signal;
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const run = (): Promise<WaitResult> =>
    waitForJob(
      {
        projectId: 'proj_1',
        jobId: 'job_1',
        record: options.start ?? active,
        afterFollowUp: options.afterFollowUp ?? false,
      },
      policy,
      {
        clock,
        random: options.random ?? (() => 0.5),
        signal,
        events,
        poll: async (call) => {
          polls.push({ at: clock.now(), timeoutMs: call.timeoutMs, signal: call.signal });
          const answer = options.answer(polls.length, clock.now());
          if (answer instanceof Error) throw answer;
          return answer;
        },
      },
    );
  return { clock, log, polls, run, signal };
}

/** A job that is active until `endAt` (virtual ms), then completed. */
const finishesAt =
  (endAt: number, final: JobRecord = completed) =>
  (_n: number, now: number): JobRecord =>
    now >= endAt ? final : active;

/** Rejection value of a promise that must reject. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the wait to fail');
  return outcome;
}

describe('pollGapMs: a tenth of the time waited, within [poll-interval, max-poll-interval]', () => {
  test.each([
    [0, 5_000],
    [10_000, 5_000],
    [50_000, 5_000],
    [60_000, 6_000],
    [120_000, 12_000],
    [299_000, 29_900],
    [300_000, 30_000],
    [3_600_000, 30_000],
  ])('after %i ms waited the gap is %i ms (5s / 30s)', (waited, gap) => {
    expect(pollGapMs(waited, 5_000, 30_000)).toBe(gap);
  });

  test('equal bounds give a constant gap', () => {
    expect(pollGapMs(0, 1_000, 1_000)).toBe(1_000);
    expect(pollGapMs(1e9, 1_000, 1_000)).toBe(1_000);
  });
});

describe('waitForJob', () => {
  test('a record that is already terminal ends the wait at once, with zero polls', async () => {
    for (const status of ['completed', 'failed', 'archived']) {
      const start = jobRecord({ status });
      const { run, polls, clock } = setup({ start, answer: () => active });
      const result = await run();
      expect(result).toEqual({ record: start, timedOut: false, polls: 0 });
      expect(polls).toEqual([]);
      expect(clock.sleeps).toEqual([]);
    }
  });

  test('polls until the job completes and returns the completed record', async () => {
    const { run, polls, log } = setup({ answer: (n) => (n < 3 ? active : completed) });
    const result = await run();
    expect(result).toEqual({ record: completed, timedOut: false, polls: 3 });
    expect(polls.map((p) => p.at)).toEqual([5_000, 10_000, 15_000]);
    expect(log.statusChanges).toEqual([{ from: 'active', to: 'completed', at: 15_000 }]);
    expect(log.seen).toHaveLength(3);
  });

  test('the gap starts at poll-interval and stretches to a tenth of the time waited, up to max-poll-interval', async () => {
    const { run, clock } = setup({ answer: finishesAt(15 * 60_000) });
    await run();
    const sleeps = clock.sleeps;
    // The first eleven checks (until 50 s waited) keep poll-interval, then the gap grows by a tenth.
    expect(sleeps.slice(0, 11)).toEqual(Array(11).fill(5_000));
    expect(sleeps[11]).toBeCloseTo(5_500, 6);
    expect(sleeps[12]).toBeCloseTo(6_050, 6);
    let at = 0;
    for (const [i, gap] of sleeps.entries()) {
      expect(gap).toBeCloseTo(Math.min(30_000, Math.max(5_000, at / 10)), 6);
      expect(gap).toBeGreaterThanOrEqual(5_000);
      expect(gap).toBeLessThanOrEqual(30_000);
      if (i > 0) expect(gap).toBeGreaterThanOrEqual(sleeps[i - 1] ?? 0);
      at += gap;
    }
    expect(sleeps.at(-1)).toBe(30_000);
  });

  test('a time-out returns timedOut with the last record, after a final check at the deadline', async () => {
    const numbered = (n: number) => jobRecord({ status: 'active', n });
    const { run, polls } = setup({ policy: { deadline: 60_000 }, answer: numbered });
    const result = await run();
    expect(result.timedOut).toBe(true);
    expect(polls.at(-1)?.at).toBe(60_000);
    expect(result.polls).toBe(polls.length);
    expect(result.record.raw).toEqual({ id: 'job_1', status: 'active', n: polls.length });
    // The final check still gets a usable request time limit.
    expect(polls.at(-1)?.timeoutMs).toBe(2_000);
    for (const p of polls) expect(p.at).toBeLessThanOrEqual(60_000);
  });

  test('a terminal status seen by the final check at the deadline is a result, not a time-out', async () => {
    const { run } = setup({ policy: { deadline: 60_000 }, answer: finishesAt(60_000) });
    expect(await run()).toMatchObject({ record: completed, timedOut: false });
  });

  test('a deadline already passed returns timedOut without polling', async () => {
    const { run, polls } = setup({
      policy: { startedAt: -10_000, deadline: 0 },
      answer: () => completed,
    });
    expect(await run()).toEqual({ record: active, timedOut: true, polls: 0 });
    expect(polls).toEqual([]);
  });

  test('each check gets the request time limit and the cancellation signal', async () => {
    const { run, polls, signal } = setup({ answer: (n) => (n < 2 ? active : completed) });
    await run();
    for (const p of polls) {
      expect(p.timeoutMs).toBe(30_000);
      expect(p.signal).toBe(signal);
    }
  });

  test('a heartbeat comes about once a minute, with the time waited', async () => {
    const { run, log } = setup({ answer: finishesAt(5 * 60_000 + 1) });
    await run();
    const beats = log.heartbeats;
    expect(beats.length).toBeGreaterThanOrEqual(4);
    expect(beats.length).toBeLessThanOrEqual(5);
    let previous = 0;
    for (const beat of beats) {
      expect(beat.waitedMs).toBe(beat.at);
      expect(beat.at - previous).toBeGreaterThanOrEqual(60_000);
      expect(beat.at - previous).toBeLessThan(60_000 + 30_000);
      expect(beat.status).toBe('active');
      previous = beat.at;
    }
  });

  test('a heartbeat comes at the check where heartbeatMs has passed exactly', async () => {
    // Checks every 5 s: the fourth and the eighth are 20 s after the start and the last beat.
    const { run, log } = setup({ policy: { heartbeatMs: 20_000 }, answer: finishesAt(45_000) });
    await run();
    expect(log.heartbeats.map((beat) => beat.at)).toEqual([20_000, 40_000]);
  });

  test('no heartbeat at the check that finds the job finished, even when a minute has passed', async () => {
    // Checks every 5 s: the one at 60 s, when a beat is due, finds the job completed.
    const { run, log } = setup({ answer: finishesAt(60_000) });
    const result = await run();
    expect(result.record.status).toBe('completed');
    expect(log.heartbeats).toEqual([]);
  });

  test('no heartbeat for a job that ends within a minute', async () => {
    const { run, log } = setup({ answer: finishesAt(40_000) });
    await run();
    expect(log.heartbeats).toEqual([]);
  });

  test('an unknown status is reported once and does not end the wait', async () => {
    const statuses = ['queued', 'queued', 'running', 'queued', 'completed'];
    const { run, log } = setup({
      start: jobRecord({ status: 'queued' }),
      answer: (n) => jobRecord({ status: statuses[n - 1] ?? 'completed' }),
    });
    const result = await run();
    expect(result.record.status).toBe('completed');
    expect(result.polls).toBe(5);
    expect(log.unknownStatuses).toEqual(['queued', 'running']);
  });

  test.each<[string, RequestFailure]>([
    ['503', http(503)],
    ['500', http(500)],
    ['408', http(408)],
    ['a network error', new RequestFailure('network', { code: 'ECONNRESET' })],
    ['a request time-out', new RequestFailure('timeout', {})],
    ['an unreadable body', new RequestFailure('unreadable', { status: 200 })],
  ])('retries a status check after %s, with back-off, then succeeds', async (_name, failure) => {
    const { run, polls, log } = setup({ answer: (n) => (n === 1 ? failure : completed) });
    const result = await run();
    expect(result).toEqual({ record: completed, timedOut: false, polls: 1 });
    expect(polls).toHaveLength(2);
    // random 0.5 of a 5 s ceiling.
    expect(polls.map((p) => p.at)).toEqual([5_000, 7_500]);
    expect(log.pollFailures).toEqual([{ failure, retryInMs: 2_500, inARow: 1 }]);
  });

  test('the back-off grows with failures in a row and resets after a success', async () => {
    const script: Answer[] = [http(503), http(503), http(503), active, http(503), completed];
    const { run, log } = setup({ answer: (n) => script[n - 1] ?? completed });
    await run();
    expect(log.pollFailures.map((f) => [f.retryInMs, f.inARow])).toEqual([
      [2_500, 1],
      [5_000, 2],
      [10_000, 3],
      [2_500, 1],
    ]);
  });

  test('retries a 429 no sooner than its Retry-After (seconds)', async () => {
    const { run, polls, log } = setup({
      random: () => 0,
      answer: (n) => (n === 1 ? http(429, '20') : completed),
    });
    await run();
    expect(polls.map((p) => p.at)).toEqual([5_000, 25_000]);
    expect(log.pollFailures[0]?.retryInMs).toBe(20_000);
  });

  test('retries no sooner than a Retry-After HTTP date', async () => {
    const clockProbe = new VirtualClock();
    const date = new Date(clockProbe.wallNow() + 5_000 + 40_000).toUTCString();
    const { run, polls } = setup({
      random: () => 0,
      answer: (n) => (n === 1 ? http(503, date) : completed),
    });
    await run();
    expect(polls.map((p) => p.at)).toEqual([5_000, 45_000]);
  });

  test('a Retry-After beyond the time left fails at once, naming the wait and how to resume', async () => {
    const { run, polls, clock } = setup({
      policy: { deadline: 60_000 },
      answer: () => http(503, '120'),
    });
    const error = await rejection(run());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('the service asked to wait 2m (Retry-After)');
    expect(error.message).toContain('55s left before timeout');
    expect(error.message).toContain('job-id: job_1');
    expect(error.message).not.toContain('\n');
    expect(polls).toHaveLength(1);
    expect(clock.now()).toBe(5_000);
  });

  test('a Retry-After exactly as long as the time left is honoured, with a last check at the deadline', async () => {
    const { run, polls, log } = setup({
      policy: { deadline: 60_000 },
      random: () => 0,
      answer: (n) => (n === 1 ? http(503, '55') : completed),
    });
    expect(await run()).toEqual({ record: completed, timedOut: false, polls: 1 });
    expect(polls.map((p) => p.at)).toEqual([5_000, 60_000]);
    expect(log.pollFailures.map((f) => f.retryInMs)).toEqual([55_000]);
  });

  test('401 on a status check is a UserError at once', async () => {
    const { run, polls } = setup({ answer: () => http(401) });
    const error = await rejection(run());
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^authentication failed \(401\) while checking the job/);
    expect(polls).toHaveLength(1);
  });

  test('404 on a status check is a UserError naming the job and the project', async () => {
    const { run, polls } = setup({ answer: (n) => (n === 1 ? active : http(404)) });
    const error = await rejection(run());
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain("job 'job_1' does not exist in project 'proj_1'");
    expect(polls).toHaveLength(2);
  });

  test('a redirect on a status check is a UserError, not retried', async () => {
    const redirect = new RequestFailure('redirect', {
      status: 301,
      location: 'https://x.example/',
    });
    const { run, polls } = setup({ answer: () => redirect });
    expect(await rejection(run())).toBeInstanceOf(UserError);
    expect(polls).toHaveLength(1);
  });

  test('an outage (every check failing for outageAfterMs) ends the wait, naming the job and how to resume', async () => {
    const { run, polls, clock } = setup({ answer: () => http(503) });
    const error = await rejection(run());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('job job_1 may still be running');
    expect(error.message).toContain('job-id: job_1');
    expect(error.message).toContain('HTTP 503');
    expect(error.message).not.toContain('\n');
    const firstFailure = polls[0]?.at ?? 0;
    const lasted = clock.now() - firstFailure;
    expect(lasted).toBeGreaterThanOrEqual(300_000);
    expect(lasted).toBeLessThan(300_000 + 30_000);
    expect(polls.length).toBeGreaterThanOrEqual(3);
  });

  test('the failure at which the checks have failed for exactly outageAfterMs ends the wait', async () => {
    // random 1: each back-off is its ceiling, so the failures come at 5 s, 10 s and 20 s.
    const { run, polls } = setup({
      policy: { outageAfterMs: 15_000 },
      random: () => 1,
      answer: () => http(503),
    });
    await expect(run()).rejects.toThrow(
      /^the service has failed every status check for 15s \(3 in a row/,
    );
    expect(polls.map((p) => p.at)).toEqual([5_000, 10_000, 20_000]);
  });

  test('an outage needs at least three failures in a row, however short outageAfterMs is', async () => {
    const { run, polls } = setup({ policy: { outageAfterMs: 0 }, answer: () => http(502) });
    await expect(run()).rejects.toThrow('(3 in a row');
    expect(polls).toHaveLength(3);
  });

  test('failures broken by a success are not an outage', async () => {
    // Each run of failures lasts about a minute with outageAfterMs 90 s.
    const { run, log } = setup({
      policy: { outageAfterMs: 90_000 },
      random: () => 0.9,
      answer: (n) => (n % 6 === 0 ? active : n > 40 ? completed : http(503)),
    });
    const result = await run();
    expect(result.record.status).toBe('completed');
    expect(Math.max(...log.pollFailures.map((f) => f.inARow))).toBe(5);
  });

  test('a failure that is not a RequestFailure passes through', async () => {
    const bug = new TypeError('bug in poll');
    const { run } = setup({ answer: () => bug });
    await expect(run()).rejects.toBe(bug);
  });

  test('a cancellation during the wait rejects with its reason and stops polling', async () => {
    const controller = new AbortController();
    const reason = new CancelledError('SIGTERM');
    const { run, polls, clock } = setup({ signal: controller.signal, answer: () => active });
    clock.at(42_000, () => controller.abort(reason));
    await expect(run()).rejects.toBe(reason);
    expect(clock.now()).toBe(42_000);
    expect(polls.every((p) => p.at < 42_000)).toBe(true);
  });

  test('an already-cancelled signal rejects before any check', async () => {
    const controller = new AbortController();
    const reason = new CancelledError('SIGINT');
    controller.abort(reason);
    const { run, polls } = setup({ signal: controller.signal, answer: () => completed });
    await expect(run()).rejects.toBe(reason);
    expect(polls).toEqual([]);
  });
});

describe('waitForJob after a follow-up message', () => {
  // The answer to the message still carries the previous round's result.
  const stale = jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/1' });
  const fresh = jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/2' });

  test('a stale terminal answer is not the result until three polls and ten seconds have passed', async () => {
    const { run, polls, log, clock } = setup({
      start: stale,
      afterFollowUp: true,
      answer: () => jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/1' }),
    });
    const result = await run();
    expect(result.timedOut).toBe(false);
    expect(result.record.raw).toEqual(stale.raw);
    // 5 s apart: the third poll (15 s) is the first with both three polls and ten seconds.
    expect(polls.map((p) => p.at)).toEqual([5_000, 10_000, 15_000]);
    expect(result.polls).toBe(3);
    expect(clock.now()).toBe(15_000);
    expect(log.staleAccepted).toHaveLength(1);
  });

  test('with fast polling, ten seconds is the longer bound', async () => {
    const { run, polls, log } = setup({
      start: stale,
      afterFollowUp: true,
      policy: { pollIntervalMs: 1_000, maxPollIntervalMs: 1_000 },
      answer: () => stale,
    });
    const result = await run();
    expect(polls).toHaveLength(10);
    expect(polls.at(-1)?.at).toBe(10_000);
    expect(result.polls).toBe(10);
    expect(log.staleAccepted).toHaveLength(1);
  });

  test('stale, then active, then completed: the result is the new completed record', async () => {
    const script = [stale, active, fresh];
    const { run, log } = setup({
      start: stale,
      afterFollowUp: true,
      answer: (n) => script[n - 1] ?? fresh,
    });
    const result = await run();
    expect(result.record).toBe(fresh);
    expect(result.polls).toBe(3);
    expect(log.staleAccepted).toEqual([]);
  });

  test('stale, active, then the same terminal record as before is accepted once seen active', async () => {
    const script = [active, stale];
    const { run, log } = setup({
      start: stale,
      afterFollowUp: true,
      answer: (n) => script[n - 1] ?? stale,
    });
    const result = await run();
    expect(result.polls).toBe(2);
    expect(log.staleAccepted).toEqual([]);
  });

  test('a changed record (a new prLink) counts as fresh and is accepted at once', async () => {
    const { run, log } = setup({ start: stale, afterFollowUp: true, answer: () => fresh });
    const result = await run();
    expect(result).toEqual({ record: fresh, timedOut: false, polls: 1 });
    expect(log.staleAccepted).toEqual([]);
  });

  test('when the message answer is active, a later terminal status is accepted at once', async () => {
    const { run } = setup({ start: active, afterFollowUp: true, answer: () => stale });
    expect(await run()).toEqual({ record: stale, timedOut: false, polls: 1 });
  });

  test('the stale rule never outlasts the deadline', async () => {
    const { run, polls } = setup({
      start: stale,
      afterFollowUp: true,
      policy: { deadline: 7_000 },
      answer: () => stale,
    });
    const result = await run();
    expect(result.timedOut).toBe(true);
    expect(polls.at(-1)?.at).toBe(7_000);
  });
});

// A monotonic clock does not start at 0 (performance.now() counts from the process start): every
// rule that measures time since a moment must subtract that moment, which a start at 0 cannot show.
describe('waitForJob with the clock not starting at 0', () => {
  const T0 = 1_000_000;
  const at = (policy: Partial<WaitPolicy> = {}): Partial<WaitPolicy> => ({
    ...policy,
    startedAt: T0,
    deadline: T0 + (policy.deadline ?? DEFAULT_POLICY.deadline),
  });
  const stale = jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/1' });

  test('the gap stretches with the time since the wait started, not with the clock', async () => {
    const { run, clock, polls } = setup({
      clockStart: T0,
      policy: at(),
      answer: (_n, now) => (now >= T0 + 15 * 60_000 ? completed : active),
    });
    await run();
    expect(clock.sleeps.slice(0, 11)).toEqual(Array(11).fill(5_000));
    expect(clock.sleeps[11]).toBeCloseTo(5_500, 6);
    expect(clock.sleeps[12]).toBeCloseTo(6_050, 6);
    expect(polls[0]?.at).toBe(T0 + 5_000);
  });

  test('the stale result after a follow-up waits ten seconds from the message', async () => {
    const { run, polls, log } = setup({
      clockStart: T0,
      start: stale,
      afterFollowUp: true,
      policy: at({ pollIntervalMs: 1_000, maxPollIntervalMs: 1_000 }),
      answer: () => stale,
    });
    const result = await run();
    expect(polls.map((p) => p.at - T0)).toEqual([
      1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000,
    ]);
    expect(result.polls).toBe(10);
    expect(log.staleAccepted).toHaveLength(1);
  });

  test('a heartbeat a minute after the start, with the time waited since the start', async () => {
    const { run, log } = setup({
      clockStart: T0,
      policy: at(),
      answer: (_n, now) => (now > T0 + 5 * 60_000 ? completed : active),
    });
    await run();
    expect(log.heartbeats.length).toBeGreaterThanOrEqual(4);
    expect(log.heartbeats.length).toBeLessThanOrEqual(5);
    let previous = T0;
    for (const beat of log.heartbeats) {
      expect(beat.waitedMs).toBe(beat.at - T0);
      expect(beat.at - previous).toBeGreaterThanOrEqual(60_000);
      expect(beat.at - previous).toBeLessThan(60_000 + 30_000);
      previous = beat.at;
    }
  });

  test('no heartbeat at the check that finds the job finished, even when a minute has passed', async () => {
    // Checks every 5 s: the one at 60 s, when a beat is due, finds the job completed.
    const { run, log } = setup({ answer: finishesAt(60_000) });
    const result = await run();
    expect(result.record.status).toBe('completed');
    expect(log.heartbeats).toEqual([]);
  });

  test('no heartbeat for a job that ends within a minute', async () => {
    const { run, log } = setup({
      clockStart: T0,
      policy: at(),
      answer: (_n, now) => (now >= T0 + 40_000 ? completed : active),
    });
    await run();
    expect(log.heartbeats).toEqual([]);
  });

  test('a wait that started earlier stretches the first gap already', async () => {
    // The clock is at T0, the wait started two minutes before it.
    const { run, clock } = setup({
      clockStart: T0,
      policy: { startedAt: T0 - 120_000, deadline: T0 + 60_000 },
      answer: () => completed,
    });
    await run();
    expect(clock.sleeps).toEqual([12_000]);
  });

  test('an outage is measured from the first failure', async () => {
    const { run, polls, clock } = setup({
      clockStart: T0,
      policy: at({ outageAfterMs: 60_000 }),
      random: () => 1,
      answer: () => http(503),
    });
    await expect(run()).rejects.toThrow(
      /^the service has failed every status check for 1m 5s \(5 in a row/,
    );
    expect(polls.map((p) => p.at - T0)).toEqual([5_000, 10_000, 20_000, 40_000, 70_000]);
    expect(clock.now() - T0).toBe(70_000);
  });

  test('the last sleep ends at the deadline, and the final check gets the 2 s floor', async () => {
    const { run, polls } = setup({
      clockStart: T0,
      policy: at({ deadline: 12_000 }),
      answer: () => active,
    });
    const result = await run();
    expect(result.timedOut).toBe(true);
    expect(polls.map((p) => [p.at - T0, p.timeoutMs])).toEqual([
      [5_000, 7_000],
      [10_000, 2_000],
      [12_000, 2_000],
    ]);
  });

  test('a Retry-After longer than the time left ends the wait, saying how long was left', async () => {
    const { run, polls } = setup({
      clockStart: T0,
      policy: at({ deadline: 60_000 }),
      answer: () => http(503, '120'),
    });
    await expect(run()).rejects.toThrow(
      'the service asked to wait 2m (Retry-After) before the next status check, longer than the 55s left before timeout',
    );
    expect(polls).toHaveLength(1);
  });
});
