// Faults, each proven on a whole step: the retry policy of the contract's Requests section (status
// checks retried on anything transient; create and follow-up POSTs only when the service certainly
// did not act on them), Retry-After as a floor and beyond the time left, the per-request time
// limit, the outage rule, redirects, cancellation with a request in flight, and a service that
// keeps answering with the previous round's result after a follow-up (the follow-up race).
//
// Each test has an emulator of its own (withEmulator); every run is swept for the api-key (helpers.ts).
import { expect, test } from '@jest/globals';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import type { Fault } from '../../emulator/index.js';
import type { ActionResult, CancelSignal } from '../../scripts/run-action.js';
import {
  summaryText,
  closedPort,
  CREATE_PATH,
  EMULATOR_JOB_ID,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  httpDate,
  jobOutput,
  logLines,
  MESSAGE_PATH,
  requestsOf,
  run,
  STOP_BOUND_MS,
  withEmulator,
} from './helpers.js';
import { sawRequest } from '../../__fixtures__/wait-for.js';

const PROMPT = 'Document the rateLimit option.';
const MAY_OR_MAY_NOT = /may or may not/;
const OLD_PR = 'https://github.com/acme/docs/pull/1';
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

/** Milliseconds between request `i` and request `i + 1` of `list`. */
function gapAfter(list: Array<{ at: number }>, i: number): number {
  const [a, b] = [list[i], list[i + 1]];
  if (!a || !b) throw new Error(`expected at least ${i + 2} requests, got ${list.length}`);
  return b.at - a.at;
}

/** Stopped by itself after the signal, in time (STOP_BOUND_MS says why the bound is safe). */
function expectStoppedInTime(result: ActionResult): void {
  expect(result.signalSentAtMs).toBeDefined();
  expect(result.signal).toBeNull();
  expect(result.durationMs - (result.signalSentAtMs ?? 0)).toBeLessThan(STOP_BOUND_MS);
}

// First, so that it starts at once: it takes the full 30 s request time limit.
test(
  'a create that gets no answer within the request time limit is not sent again, and the message says the job may or may not exist',
  () =>
    withEmulator(async (emu) => {
      emu.injectFault({ method: 'POST', action: 'hang', times: 10 });

      // timeout 1m: time enough for a second attempt, were one (wrongly) made after 30 s; it
      // would hang too, and the run be killed at 55 s.
      const result = await run(emu, { prompt: PROMPT, timeout: '1m' }, { timeoutMs: 55_000 });

      expectOneLineError(result, MAY_OR_MAY_NOT, /in time/);
      expect(emu.count('POST')).toBe(1);
      expect(result.outputs['job-id'] ?? '').toBe('');
    }),
  70_000,
);

// Second: the follow-up race's rule takes ten seconds.
test('a stale terminal status that never changes is accepted only after three polls and ten seconds', () =>
  withEmulator(async (emu) => {
    const id = emu.seedJob({
      activeForMs: 0,
      prLink: OLD_PR,
      // The message answer and every poll show the previous round's completed record.
      followUps: [{ initialStatus: 'completed', polls: [{ status: 'completed', prLink: OLD_PR }] }],
    });

    const clock = new VirtualClock();
    const result = await run(
      emu,
      { 'job-id': id, prompt: PROMPT, timeout: '30s' },
      { timeoutMs: 40_000, clock },
    );

    expectSuccess(result);
    // Accepted, not timed out: the wait ended on the rule, well before the 30 s time-out.
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'pr-link': OLD_PR,
      'timed-out': 'false',
    });
    expect(logLines(result, /never became active/)).toHaveLength(1);
    expect(emu.count('GET')).toBeGreaterThanOrEqual(3);
    // Ten seconds of virtual time waited between the message and the last check.
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(10_000);
    // How soon after the ten seconds it is accepted is pinned by the unit tests (wait.test.ts).
  }));

test('a status check that never answers ends the wait at timeout, with the job id to resume', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({ method: 'GET', action: 'hang', times: 100 });

    const result = await run(emu, { prompt: PROMPT, timeout: '2s' });

    const message = expectOneLineError(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(message).toContain(id);
    expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'true' });
    expect(jobOutput(result).id).toBe(id);
    expect(summaryText(result)).toContain(id);
    // timeout (2 s), plus at most the 2 s a last check is allowed, plus start-up; a check not
    // cut at the time-out would hang for its 30 s request time limit. 15 s is between the two
    // with room for a busy machine.
    expect(result.durationMs).toBeGreaterThanOrEqual(2000);
    expect(result.durationMs).toBeLessThan(15_000);
  }));

test('on a status check, Retry-After in seconds: the next check comes no sooner', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 100 });
    emu.injectFault({ method: 'GET', status: 503, headers: { 'Retry-After': '1' } });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    const gets = requestsOf(emu, 'GET', GET_PATH);
    // Without the floor the gap would be at most max-poll-interval (100ms).
    expect(gapAfter(gets, 0)).toBeGreaterThanOrEqual(1000);
  }));

test('on a status check, Retry-After as an HTTP date: the next check comes no sooner than that date', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 100 });
    // The date is made when the failing answer is: 2 to 3 s ahead of it however long the
    // action took to start (the date has whole seconds).
    let date = { header: '', atMs: Infinity };
    emu.injectFault({
      method: 'GET',
      status: 503,
      headers: () => {
        date = httpDate(Date.now() + 3000);
        return { 'Retry-After': date.header };
      },
    });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    const gets = requestsOf(emu, 'GET', GET_PATH);
    const failedAt = gets[0]?.at ?? Infinity;
    expect(date.atMs - failedAt).toBeGreaterThanOrEqual(1000);
    expect(gets[1]?.at ?? 0).toBeGreaterThanOrEqual(date.atMs - 15);
  }));

test('on a create answered 503, Retry-After in seconds: the create is sent again no sooner', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 100 });
    emu.injectFault({ method: 'POST', status: 503, headers: { 'Retry-After': '1' } });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    const posts = requestsOf(emu, 'POST', CREATE_PATH);
    expect(posts).toHaveLength(2);
    expect(gapAfter(posts, 0)).toBeGreaterThanOrEqual(1000);
    expect(emu.jobIds()).toHaveLength(1);
  }));

test('status checks failing in a row for 10 × max-poll-interval end the wait with the job id to resume', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({ method: 'GET', status: 503, times: 1000 });

    // max-poll-interval 100ms: the service counts as down after 1 s of failures (at least 3).
    const result = await run(emu, { prompt: PROMPT, timeout: '10s' });

    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    const message = expectOneLineError(result, /503/, new RegExp(`job-id: ${id}`));
    expect(message).not.toMatch(/timed? ?out/i);
    expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'false' });
    expect(jobOutput(result).id).toBe(id);
    expect(emu.count('GET')).toBeGreaterThanOrEqual(3);
    // At least the 1 s of failures; before the 10 s time-out shows in timed-out=false above.
    expect(result.durationMs).toBeGreaterThanOrEqual(1000);
  }));

test.each<CancelSignal>(['SIGINT', 'SIGTERM', 'SIGHUP'])(
  '%s while a status check hangs: aborts it, writes the outputs, exits non-zero within 5 s',
  (signal) =>
    withEmulator(async (emu) => {
      emu.scriptNextJob({ activeForMs: 60_000 });
      emu.injectFault({ method: 'GET', action: 'hang', times: 100 });

      // Sent once the status check is in flight (the emulator has it, and never answers).
      const result = await run(
        emu,
        { prompt: PROMPT, timeout: '1m' },
        { signal: { name: signal, when: () => sawRequest(emu, 'GET', GET_PATH) } },
      );

      expectStoppedInTime(result);
      expect(emu.count('GET')).toBe(1);
      const id = result.outputs['job-id'] ?? '';
      expect(id).toMatch(EMULATOR_JOB_ID);
      expectOneLineError(result, /cancel/i, new RegExp(`job-id: ${id}`));
      expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'false' });
      expect(jobOutput(result).id).toBe(id);
      expect(summaryText(result)).toContain(id);
    }),
);

test('SIGINT while the create hangs: exits non-zero within 5 s and says the job may or may not exist', () =>
  withEmulator(async (emu) => {
    emu.injectFault({ method: 'POST', action: 'hang' });

    // Sent once the create is in flight (the emulator has it, and never answers).
    const result = await run(
      emu,
      { prompt: PROMPT, timeout: '1m' },
      { signal: { name: 'SIGINT', when: () => sawRequest(emu, 'POST', CREATE_PATH) } },
    );

    expectStoppedInTime(result);
    expectOneLineError(result, /cancel/i, MAY_OR_MAY_NOT);
    expect(emu.count('POST')).toBe(1);
    expect(result.outputs['job-id'] ?? '').toBe('');
  }));

test('SIGTERM during a long Retry-After wait between status checks stops at once', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({ method: 'GET', status: 503, headers: { 'Retry-After': '20' } });

    const result = await run(
      emu,
      { prompt: PROMPT, timeout: '1m' },
      { signal: { name: 'SIGTERM', whenStdoutMatches: /Status check failed/, afterMs: 200 } },
    );

    expectStoppedInTime(result);
    expect(emu.count('GET')).toBe(1);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    // The action's own cancel line: a wait the signal did not cut would run into the hard-exit
    // backstop (4.5 s after the signal), which exits without one.
    expectOneLineError(result, /cancel/i, new RegExp(id));
  }));

test.each<[string, Fault]>([
  ['a connection reset', { action: 'reset' }],
  ['408', { status: 408 }],
  ['429', { status: 429 }],
  ['500', { status: 500 }],
  ['502', { status: 502 }],
  ['504', { status: 504 }],
  ['a truncated body', { action: 'truncate', afterHandling: true }],
  [
    'an HTML page from a gateway',
    { status: 502, headers: { 'Content-Type': 'text/html' }, body: HTML_PAGE },
  ],
  [
    'a 200 that is not JSON',
    { status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'OK' },
  ],
  ['a 200 with an empty body', { status: 200, body: '' }],
  [
    'a 200 whose JSON is not a job record (no status)',
    { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"ok":true}' },
  ],
])('%s: retried, and the wait goes on to the result', (_label, fault) =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 150 });
    emu.injectFault({ method: 'GET', times: 2, ...fault });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(emu.count('POST')).toBe(1);
    expect(emu.count('GET')).toBeGreaterThanOrEqual(3);
    expect(logLines(result, /Status check failed/)).toHaveLength(2);
  }),
);

test.each([
  ['in seconds', () => '3600'],
  ['as an HTTP date', () => httpDate(Date.now() + 3_600_000).header],
])(
  'a status check told to wait longer than the time left (Retry-After %s) fails at once, naming the wait and the job',
  (_label, retryAfter) =>
    withEmulator(async (emu) => {
      emu.scriptNextJob({ activeForMs: 60_000 });
      emu.injectFault({
        method: 'GET',
        status: 503,
        headers: { 'Retry-After': retryAfter() },
        times: 10,
      });

      const result = await run(emu, { prompt: PROMPT, timeout: '1m' });

      const message = expectOneLineError(result, /Retry-After/, /\b(1h|59m)\b/);
      const id = result.outputs['job-id'] ?? '';
      expect(id).toMatch(EMULATOR_JOB_ID);
      expect(message).toContain(`job-id: ${id}`);
      expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'false' });
      expect(emu.count('GET')).toBe(1);
      // At once, not after a wait: a wait would last until the 1 min time-out.
      expect(result.durationMs).toBeLessThan(15_000);
    }),
);

test('a refused connection is retried, then fails without the duplicate warning', () =>
  withEmulator(async (emu) => {
    const port = await closedPort();

    const result = await run(emu, { prompt: PROMPT, 'base-url': `http://127.0.0.1:${port}` });

    const message = expectOneLineError(result, /ECONNREFUSED|could not reach/i);
    expect(message).not.toMatch(MAY_OR_MAY_NOT);
    const attempts = logLines(result, /Creating the job failed .*ECONNREFUSED/);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(result.outputs['job-id'] ?? '').toBe('');
  }));

test('a create answered 503 then 201 makes exactly one job', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 100 });
    emu.injectFault({ method: 'POST', status: 503 });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(2);
    expect(emu.jobIds()).toEqual([result.outputs['job-id']]);
  }));

test.each<[string, Fault]>([
  ['500', { status: 500 }],
  ['504', { status: 504 }],
  ['a 502 HTML page from a gateway', { status: 502, body: HTML_PAGE }],
  ['a connection reset', { action: 'reset' }],
  ['a truncated answer', { action: 'truncate' }],
])(
  'a create answered with %s after the job was made is sent once, and the message says the job may or may not exist',
  (_label, fault) =>
    withEmulator(async (emu) => {
      emu.injectFault({ method: 'POST', afterHandling: true, times: 10, ...fault });

      const result = await run(emu, { prompt: PROMPT });

      expectOneLineError(result, MAY_OR_MAY_NOT);
      expect(emu.count('POST')).toBe(1);
      expect(emu.jobIds()).toHaveLength(1);
      expect(emu.count('GET')).toBe(0);
    }),
);

test('a message answered 429 is sent again and reaches the job once', () =>
  withEmulator(async (emu) => {
    const id = emu.seedJob({ activeForMs: 0, followUps: [{ activeForMs: 100 }] });
    emu.injectFault({ method: 'POST', status: 429, headers: { 'Retry-After': '0' } });

    const result = await run(emu, { 'job-id': id, prompt: PROMPT });

    expectSuccess(result);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(2);
    expect(emu.prompts(id)).toEqual([PROMPT]);
  }));

test.each<[string, Fault]>([
  ['500', { status: 500 }],
  ['a connection reset', { action: 'reset' }],
])(
  'a message answered with %s after the service took it is sent once, and the message says it may or may not have reached the job',
  (_label, fault) =>
    withEmulator(async (emu) => {
      const id = emu.seedJob({ activeForMs: 0 });
      emu.injectFault({ method: 'POST', afterHandling: true, times: 10, ...fault });

      const result = await run(emu, { 'job-id': id, prompt: PROMPT });

      expectOneLineError(result, MAY_OR_MAY_NOT, new RegExp(id));
      expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
      expect(emu.prompts(id)).toEqual([PROMPT]);
    }),
);

test.each([301, 302, 307, 308])(
  'a create answered %i with a Location fails with one line and sends nothing there',
  (status) =>
    withEmulator(async (emu) => {
      emu.injectFault({
        method: 'POST',
        status,
        headers: { Location: `${emu.url}/moved/v2/agent/${emu.projectId}/job` },
        body: '',
      });

      const result = await run(emu, { prompt: PROMPT });

      expectOneLineError(result, /redirect/i, new RegExp(String(status)), /base-url/);
      expect(emu.requests).toHaveLength(1);
      expect(emu.requests.some((r) => r.path.startsWith('/moved'))).toBe(false);
    }),
);

test('a status check answered 302 fails with one line, keeps the job id, and sends nothing there', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({
      method: 'GET',
      status: 302,
      headers: { Location: `${emu.url}/moved/elsewhere` },
      body: '',
      times: 10,
    });

    const result = await run(emu, { prompt: PROMPT });

    expectOneLineError(result, /redirect/i, /302/);
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    expect(emu.count('GET')).toBe(1);
    expect(emu.requests.some((r) => r.path.startsWith('/moved'))).toBe(false);
  }));
