// Cancellation (src/common/cancel.ts): the first cancel signal stops the waits at once, requests
// in flight get 3 s more, and 4.5 s after it the process ends whatever still holds it (the runner
// sends SIGTERM 7.5 s after SIGINT, then kills). The timers are recorded, not waited for.
import { describe, expect, test } from '@jest/globals';
import { EventEmitter } from 'node:events';
import {
  HARD_EXIT_MS,
  listenForCancellation,
  REQUEST_GRACE_MS,
  type ProcessControl,
} from '../../../src/common/cancel.js';
import { CancelledError } from '../../../src/common/errors.js';

function fakeProcess() {
  const signals = new EventEmitter();
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const exits: number[] = [];
  const control: ProcessControl = {
    signals,
    exit: () => exits.push(exits.length),
    later: (ms, callback) => timers.push({ ms, callback }),
  };
  return { signals, timers, exits, control };
}

describe('listenForCancellation', () => {
  test('the backstop is 4.5 s and the grace for requests 3 s: both well inside the runner’s 7.5 s', () => {
    expect(HARD_EXIT_MS).toBe(4500);
    expect(REQUEST_GRACE_MS).toBe(3000);
  });

  test.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    '%s stops the waits at once; requests after the grace; the process at the backstop',
    (name) => {
      const { signals, timers, exits, control } = fakeProcess();
      const cancellation = listenForCancellation(control);
      expect(cancellation.signal.aborted).toBe(false);

      signals.emit(name, name);

      expect(cancellation.signal.aborted).toBe(true);
      expect(cancellation.signal.reason).toBeInstanceOf(CancelledError);
      expect((cancellation.signal.reason as CancelledError).signalName).toBe(name);
      expect(cancellation.requestSignal.aborted).toBe(false);
      expect(timers.map((t) => t.ms)).toEqual([REQUEST_GRACE_MS, HARD_EXIT_MS]);

      timers[0]?.callback();
      expect(cancellation.requestSignal.aborted).toBe(true);
      expect(cancellation.requestSignal.reason).toBe(cancellation.signal.reason);
      expect(exits).toEqual([]);

      timers[1]?.callback();
      expect(exits).toHaveLength(1);
    },
  );

  test('a second signal changes nothing: one grace, one backstop', () => {
    const { signals, timers, control } = fakeProcess();
    const cancellation = listenForCancellation(control);
    signals.emit('SIGINT', 'SIGINT');
    const reason: unknown = cancellation.signal.reason;
    signals.emit('SIGTERM', 'SIGTERM');
    expect(timers).toHaveLength(2);
    expect(cancellation.signal.reason).toBe(reason);
  });

  test('listens to exactly the three cancel signals, and no longer once disposed', () => {
    const { signals, timers, control } = fakeProcess();
    const cancellation = listenForCancellation(control);
    expect(signals.eventNames().sort()).toEqual(['SIGHUP', 'SIGINT', 'SIGTERM']);
    for (const name of signals.eventNames()) expect(signals.listenerCount(name)).toBe(1);

    cancellation.dispose();

    expect(signals.eventNames()).toEqual([]);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(cancellation.signal.aborted).toBe(false);
    expect(timers).toEqual([]);
  });
});
