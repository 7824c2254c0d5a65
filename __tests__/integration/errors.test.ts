import { afterEach, describe, expect, test } from '@jest/globals';
import {
  closeEmulators,
  CREATE_PATH,
  emulator,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  run,
} from './helpers.js';

const PROMPT = 'Document the rateLimit option.';

afterEach(closeEmulators);

describe('service errors become one readable line', () => {
  test('a wrong api-key (401) fails the step and says the key was refused', async () => {
    const emu = await emulator();
    const wrongKey = 'emu_0123456789abcdef0123456789abcdef';

    const result = await run(emu, { prompt: PROMPT, 'api-key': wrongKey });

    expectNoKeyLeak(result, wrongKey);
    expectOneLineError(result, /401/, /key/i);
    expect(emu.count('POST')).toBe(1);
    expect(result.outputs['job-id'] ?? '').toBe('');
  });

  test('a read-only key on create (403) fails the step with one line', async () => {
    const emu = await emulator();

    const result = await run(emu, { prompt: PROMPT, 'api-key': emu.readOnlyKey });

    expectNoKeyLeak(result, emu.readOnlyKey);
    expectOneLineError(result, /403/);
    expect(emu.count('POST')).toBe(1);
  });

  test('an unknown project (404) fails the step with one line', async () => {
    const emu = await emulator();

    const result = await run(emu, { prompt: PROMPT, 'project-id': 'proj_unknown' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /404/);
    expect(emu.count('POST')).toBe(1);
  });

  test('a 400 shows the service’s error text', async () => {
    const emu = await emulator();
    const reason = 'prompt references a branch that does not exist';
    emu.injectFault({
      method: 'POST',
      path: CREATE_PATH,
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: reason }),
    });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /400/, new RegExp(reason));
    expect(emu.count('POST')).toBe(1);
  });

  test('rate limiting (429) on create is retried, then fails with one line', async () => {
    const emu = await emulator({ rateLimitPerHour: 0, retryAfterOn429: '0' });

    const result = await run(emu, { prompt: PROMPT, timeout: '5s' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /429|rate/i);
    expect(emu.count('POST', CREATE_PATH)).toBeGreaterThanOrEqual(2);
    expect(result.durationMs).toBeLessThan(15_000);
  });

  test('a Retry-After longer than the time left fails at once and names the wait', async () => {
    const emu = await emulator();
    emu.injectFault({
      method: 'POST',
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '3600' },
      body: '{"error":"Rate limit exceeded"}',
      times: 10,
    });

    const result = await run(emu, { prompt: PROMPT, timeout: '1m' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /3600|1h|60 ?m|hour/i);
    expect(emu.count('POST')).toBe(1);
    // At once, not after a wait: a wait would last until the 1 min time-out.
    expect(result.durationMs).toBeLessThan(15_000);
  });
});

describe('retries of a create', () => {
  test.each([429, 503])(
    'a create answered %i once is sent again and the job is created once',
    async (status) => {
      const emu = await emulator();
      emu.scriptNextJob({ activeForMs: 100 });
      emu.injectFault({ method: 'POST', status, headers: { 'Retry-After': '0' } });

      const result = await run(emu, { prompt: PROMPT });

      expectNoKeyLeak(result, emu.apiKey);
      expectSuccess(result);
      expect(emu.count('POST', CREATE_PATH)).toBe(2);
      expect(result.outputs.status).toBe('completed');
    },
  );

  test.each([500, 502, 504])(
    'a create answered %i is sent exactly once, since the job may exist',
    async (status) => {
      const emu = await emulator();
      emu.injectFault({ method: 'POST', status, times: 10 });

      const result = await run(emu, { prompt: PROMPT });

      expectNoKeyLeak(result, emu.apiKey);
      expectOneLineError(result, new RegExp(String(status)));
      expect(emu.count('POST')).toBe(1);
    },
  );

  test('a connection reset after the create was handled is not retried', async () => {
    const emu = await emulator();
    emu.injectFault({ method: 'POST', action: 'reset', afterHandling: true, times: 10 });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result);
    expect(emu.count('POST')).toBe(1);
  });

  test('a poll answered 503 is retried and the wait goes on', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100 });
    emu.injectFault({ method: 'GET', status: 503, headers: { 'Retry-After': '0' }, times: 2 });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(emu.count('GET')).toBeGreaterThanOrEqual(3);
  });
});

describe('the api-key never leaks', () => {
  test('not even when an error body echoes it back (401 on create)', async () => {
    const emu = await emulator();
    emu.injectFault({
      method: 'POST',
      status: 401,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: `API key ${emu.apiKey} has expired` }),
    });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /401/);
  });

  test('not even when an error body echoes it back (400 on a poll)', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({
      method: 'GET',
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: `bad request from Bearer ${emu.apiKey}` }),
    });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /400/);
    expect(result.outputs['job-id']).toBeTruthy();
  });
});
