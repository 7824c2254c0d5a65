import { CancelledError } from './errors.js';

export interface Cancellation {
  /** Aborts at once on SIGINT, SIGTERM or SIGHUP: waits and status checks stop. */
  readonly signal: AbortSignal;
  /**
   * Aborts `graceMs` later: a create or message in flight gets that long to return the job's id.
   */
  readonly requestSignal: AbortSignal;
  /**
   * Stops listening for signals (a backstop already set stays set: the run may still hang after
   * this).
   */
  dispose(): void;
}

/** The process a run belongs to: where cancel signals arrive, and how it ends. */
export interface ProcessControl {
  readonly signals: {
    on(name: NodeJS.Signals, listener: (name: NodeJS.Signals) => void): unknown;
    off(name: NodeJS.Signals, listener: (name: NodeJS.Signals) => void): unknown;
  };
  /** Ends the process now, failing the step unless it had already a result. */
  exit(): void;
  /** Calls `callback` after `ms` without keeping the process alive for it. */
  later(ms: number, callback: () => void): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How long after the first signal a create or message in flight may still return the job's id. */
export const REQUEST_GRACE_MS = 3000;
/**
 * A cancelled workflow sends SIGINT, then SIGTERM 7.5 s later, then kills. The action stops
 * waiting at the first signal and exits well within that; this is the backstop should anything
 * still hold the event loop: the process ends 4.5 s after the signal, 3 s before the runner's kill.
 */
export const HARD_EXIT_MS = 4500;

export function listenForCancellation(control: ProcessControl): Cancellation {
  const waiting = new AbortController();
  const requests = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (waiting.signal.aborted) return;
    const reason = new CancelledError(name);
    waiting.abort(reason);
    control.later(REQUEST_GRACE_MS, () => requests.abort(reason));
    control.later(HARD_EXIT_MS, () => control.exit());
  };
  for (const name of SIGNALS) control.signals.on(name, onSignal);
  return {
    signal: waiting.signal,
    requestSignal: requests.signal,
    dispose: () => {
      for (const name of SIGNALS) control.signals.off(name, onSignal);
    },
  };
}

/** The process the runner started: its signals, its exit, its timers (unref'd). */
// Stryker disable all: the bundle's own process, which only the end-to-end tests have (a real
// signal, a real exit); the tests in-process give a run a ProcessControl of their own.
export const runnerProcess: ProcessControl = {
  signals: process,
  exit: () => process.exit(process.exitCode || 1),
  later: (ms, callback) => {
    setTimeout(callback, ms).unref();
  },
};
// Stryker restore all
