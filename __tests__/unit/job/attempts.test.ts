import { describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { CancelledError, ServiceError, UserError } from '../../../src/common/errors.js';
import { isRetryablePoll, isRetryablePost } from '../../../src/job/service-retry.js';
import { sendWithRetries, type SendPolicy } from '../../../src/job/attempts.js';
import { describeFailure } from '../../../src/service/describe.js';
import { RequestFailure } from '../../../src/service/failure.js';

const http = (status: number, retryAfter?: string) =>
  new RequestFailure('http', { status, retryAfter });

/** An attempt function that answers from a script, one entry per call, and counts calls with their times. */
function scripted<T>(clock: VirtualClock, script: (T | RequestFailure)[]) {
  const calls: number[] = [];
  const attempt = async (): Promise<T> => {
    calls.push(clock.now());
    const next = script[Math.min(calls.length, script.length) - 1];
    if (next === undefined) throw new Error('script is empty');
    if (next instanceof RequestFailure) throw next;
    return next;
  };
  return { attempt, calls };
}

function setup(overrides: Partial<SendPolicy> = {}, random = () => 0.5) {
  const clock = new VirtualClock();
  const retries: { failure: RequestFailure; delayMs: number; attempt: number }[] = [];
  const policy: SendPolicy = {
    isRetryable: isRetryablePost,
    maxAttempts: 5,
    baseDelayMs: 5_000,
    maxDelayMs: 30_000,
    deadline: 30 * 60_000,
    describe: (failure, attempts) =>
      describeFailure(failure, { operation: 'create', projectId: 'proj_1', attempts }),
    ...overrides,
  };
  const deps = {
    clock,
    random,
    signal: new AbortController().signal,
    onRetry: (failure: RequestFailure, delayMs: number, attempt: number) =>
      retries.push({ failure, delayMs, attempt }),
  };
  return { clock, policy, deps, retries };
}

describe('sendWithRetries', () => {
  test('returns the first answer without waiting', async () => {
    const { clock, policy, deps } = setup();
    const { attempt, calls } = scripted(clock, ['job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toEqual([0]);
    expect(clock.sleeps).toEqual([]);
  });

  test('retries a create after 503 with jittered back-off, then succeeds', async () => {
    const { clock, policy, deps, retries } = setup();
    const { attempt, calls } = scripted(clock, [http(503), http(503), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toHaveLength(3);
    // random 0.5: half of 5s, then half of 10s.
    expect(clock.sleeps).toEqual([2_500, 5_000]);
    expect(calls).toEqual([0, 2_500, 7_500]);
    expect(retries.map((r) => [r.delayMs, r.attempt])).toEqual([
      [2_500, 1],
      [5_000, 2],
    ]);
  });

  test('retries a connection that was refused (never sent)', async () => {
    const { clock, policy, deps } = setup();
    const refused = new RequestFailure('network', { code: 'ECONNREFUSED', neverSent: true });
    const { attempt, calls } = scripted(clock, [refused, 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toHaveLength(2);
  });

  test.each([500, 502, 504])('never repeats a create after %i: one attempt', async (status) => {
    const { clock, policy, deps, retries } = setup();
    const { attempt, calls } = scripted(clock, [http(status), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).rejects.toThrow(
      `the service failed (HTTP ${status}) while creating the job`,
    );
    expect(calls).toHaveLength(1);
    expect(retries).toEqual([]);
    expect(clock.sleeps).toEqual([]);
  });

  test('never repeats a create after a reset once sent', async () => {
    const { clock, policy, deps } = setup();
    const reset = new RequestFailure('network', { code: 'ECONNRESET' });
    const { attempt, calls } = scripted(clock, [reset, 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).rejects.toBeInstanceOf(ServiceError);
    expect(calls).toHaveLength(1);
  });

  test('a non-retryable 401 is a UserError after one attempt', async () => {
    const { clock, policy, deps } = setup();
    const { attempt, calls } = scripted(clock, [http(401)]);
    const error: unknown = await sendWithRetries(attempt, policy, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toContain('authentication failed (401)');
    expect(calls).toHaveLength(1);
  });

  test('stops at maxAttempts and says how many attempts were made', async () => {
    const { clock, policy, deps } = setup({ maxAttempts: 4 });
    const { attempt, calls } = scripted(clock, [http(503)]);
    await expect(sendWithRetries(attempt, policy, deps)).rejects.toThrow('after 4 attempts');
    expect(calls).toHaveLength(4);
    expect(clock.sleeps).toHaveLength(3);
  });

  test('a poll policy retries a 500 that a post policy would not', async () => {
    const { clock, policy, deps } = setup({ isRetryable: isRetryablePoll });
    const { attempt, calls } = scripted(clock, [http(500), http(502), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toHaveLength(3);
  });

  test('honours Retry-After as the floor of the wait', async () => {
    const { clock, policy, deps } = setup({}, () => 0);
    const { attempt, calls } = scripted(clock, [http(429, '12'), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toEqual([0, 12_000]);
  });

  test('a Retry-After longer than the time left fails at once, naming the wait', async () => {
    const { clock, policy, deps } = setup({ deadline: 60_000 });
    const { attempt, calls } = scripted(clock, [http(429, '300'), 'job']);
    const error: unknown = await sendWithRetries(attempt, policy, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    const message = (error as Error).message;
    expect(message).toContain('rate limited (429) while creating the job');
    expect(message).toContain('the service asked to wait 5m (Retry-After)');
    expect(message).toContain('longer than the 1m left before timeout');
    expect(message).not.toContain('\n');
    expect(calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  test('a back-off that would end past the deadline stops instead of sleeping', async () => {
    // 10s left; random 0.9 of the 30s ceiling is 27s: too long.
    const { clock, policy, deps } = setup({ deadline: 20_000, baseDelayMs: 30_000 }, () => 0.9);
    clock.advance(10_000);
    const { attempt, calls } = scripted(clock, [http(503), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).rejects.toThrow(
      'the service failed (HTTP 503) while creating the job',
    );
    expect(calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
    expect(clock.now()).toBe(10_000);
  });

  test('never starts an attempt after the deadline', async () => {
    const { clock, policy, deps } = setup({ deadline: 12_000, maxAttempts: 100 });
    const { attempt, calls } = scripted(clock, [http(503)]);
    await expect(sendWithRetries(attempt, policy, deps)).rejects.toBeInstanceOf(ServiceError);
    for (const at of calls) expect(at).toBeLessThanOrEqual(12_000);
    expect(calls.length).toBeGreaterThan(1);
  });

  test('a cancellation during the back-off rejects with the reason and makes no more attempts', async () => {
    const { clock, policy } = setup();
    const controller = new AbortController();
    const reason = new CancelledError('SIGINT');
    clock.at(1_000, () => controller.abort(reason));
    const { attempt, calls } = scripted(clock, [http(503), 'job']);
    await expect(
      sendWithRetries(attempt, policy, {
        clock,
        random: () => 0.5,
        signal: controller.signal,
        onRetry: () => undefined,
      }),
    ).rejects.toBe(reason);
    expect(calls).toHaveLength(1);
    expect(clock.now()).toBe(1_000);
  });

  test('an error that is not a RequestFailure passes through untouched', async () => {
    const { policy, deps } = setup();
    const boom = new TypeError('bug');
    await expect(
      sendWithRetries(
        async () => {
          throw boom;
        },
        policy,
        deps,
      ),
    ).rejects.toBe(boom);
  });
});

describe('sendWithRetries: a back-off that ends exactly at the deadline', () => {
  test('is waited, and the attempt at the deadline is made', async () => {
    // Only a wait that would end past the deadline stops the retries; one ending on it does not.
    // random 0.5 of the 5s base is 2.5s: exactly the time left.
    const { clock, policy, deps, retries } = setup({ deadline: 2_500 });
    const { attempt, calls } = scripted(clock, [http(503), 'job']);
    await expect(sendWithRetries(attempt, policy, deps)).resolves.toBe('job');
    expect(calls).toEqual([0, 2_500]);
    expect(clock.sleeps).toEqual([2_500]);
    expect(retries.map((r) => [r.delayMs, r.attempt])).toEqual([[2_500, 1]]);
  });
});
