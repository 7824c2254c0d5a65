// The real clock (src/common/clock.ts) under jest's fake timers, which replace setTimeout and
// performance.now: the waits below take no wall-clock time.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { getEventListeners } from 'node:events';
import { systemClock } from '../../../src/common/clock.js';

const MAX_TIMER_MS = 2 ** 31 - 1;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** A sleep whose settling the test can look at without awaiting it. */
function watch(promise: Promise<void>): { readonly state: () => string } {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    (error: unknown) => (state = `rejected: ${String(error)}`),
  );
  return { state: () => state };
}

describe('now and wallNow', () => {
  test('now is the monotonic clock, wallNow the epoch time', () => {
    jest.setSystemTime(new Date('2030-01-02T03:04:05Z'));
    const start = systemClock.now();
    expect(start).toBe(performance.now());
    jest.advanceTimersByTime(1234);
    expect(systemClock.now() - start).toBe(1234);
    expect(systemClock.wallNow()).toBe(Date.parse('2030-01-02T03:04:05Z') + 1234);
  });
});

describe('sleep', () => {
  test('resolves once the time has passed, not before', async () => {
    const sleep = watch(systemClock.sleep(1000));
    await jest.advanceTimersByTimeAsync(999);
    expect(sleep.state()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(sleep.state()).toBe('resolved');
    expect(jest.getTimerCount()).toBe(0);
  });

  test.each([0, -5, NaN])('a sleep of %d ms resolves without a timer', async (ms) => {
    const sleep = watch(systemClock.sleep(ms));
    await Promise.resolve();
    expect(sleep.state()).toBe('resolved');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a sleep longer than one timer allows is taken in slices, neither early nor overflowing', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const ms = MAX_TIMER_MS + 1000;
    const sleep = watch(systemClock.sleep(ms));
    expect(setTimeoutSpy.mock.calls.map(([, delay]) => delay)).toEqual([MAX_TIMER_MS]);
    await jest.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(sleep.state()).toBe('pending');
    expect(setTimeoutSpy.mock.calls.map(([, delay]) => delay)).toEqual([MAX_TIMER_MS, 1000]);
    await jest.advanceTimersByTimeAsync(999);
    expect(sleep.state()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(sleep.state()).toBe('resolved');
    expect(setTimeoutSpy).toHaveBeenCalledTimes(2);
  });

  test('twice the longest timer and more: every slice fits in a timer', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    const sleep = watch(systemClock.sleep(2 * MAX_TIMER_MS + 10));
    await jest.advanceTimersByTimeAsync(2 * MAX_TIMER_MS + 9);
    expect(sleep.state()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(sleep.state()).toBe('resolved');
    expect(setTimeoutSpy.mock.calls.map(([, delay]) => delay)).toEqual([
      MAX_TIMER_MS,
      MAX_TIMER_MS,
      10,
    ]);
  });

  test('a signal that did not abort is left without a listener once the sleep is over', async () => {
    const controller = new AbortController();
    const sleep = watch(systemClock.sleep(50, controller.signal));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(50);
    expect(sleep.state()).toBe('resolved');
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });

  test('an abort during the sleep rejects with the reason at once and stops the timer', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const sleep = systemClock.sleep(1000, controller.signal);
    const watched = watch(sleep);
    await jest.advanceTimersByTimeAsync(400);
    expect(watched.state()).toBe('pending');
    controller.abort(reason);
    await Promise.resolve();
    expect(watched.state()).toBe('rejected: Error: cancelled');
    await expect(sleep).rejects.toBe(reason);
    expect(jest.getTimerCount()).toBe(0);
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });

  test('an abort during a long sleep, after its first slice', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const sleep = systemClock.sleep(MAX_TIMER_MS + 1000, controller.signal);
    const watched = watch(sleep);
    await jest.advanceTimersByTimeAsync(MAX_TIMER_MS + 500);
    expect(watched.state()).toBe('pending');
    controller.abort(reason);
    await Promise.resolve();
    expect(watched.state()).toBe('rejected: Error: cancelled');
    await expect(sleep).rejects.toBe(reason);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a signal that already aborted rejects with its reason, with no timer and no listener', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled before');
    controller.abort(reason);
    await expect(systemClock.sleep(1000, controller.signal)).rejects.toBe(reason);
    expect(jest.getTimerCount()).toBe(0);
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });
});
