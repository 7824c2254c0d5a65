import { CancelledError } from './errors.js';

export interface Cancellation {
  /** Aborts at once on SIGINT, SIGTERM or SIGHUP: waits and status checks stop. */
  readonly signal: AbortSignal;
  /** Aborts `graceMs` later: a create or message in flight gets that long to return the job's id. */
  readonly requestSignal: AbortSignal;
  dispose(): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * A cancelled workflow sends SIGINT, then SIGTERM 7.5 s later, then kills. The action stops
 * waiting at the first signal and exits well within that; `hardExitMs` is the backstop should
 * anything still hold the event loop.
 */
export function listenForCancellation(graceMs = 3000, hardExitMs = 4500): Cancellation {
  const waiting = new AbortController();
  const requests = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (waiting.signal.aborted) return;
    const reason = new CancelledError(name);
    waiting.abort(reason);
    setTimeout(() => requests.abort(reason), graceMs).unref();
    setTimeout(() => process.exit(process.exitCode || 1), hardExitMs).unref();
  };
  for (const name of SIGNALS) process.on(name, onSignal);
  return {
    signal: waiting.signal,
    requestSignal: requests.signal,
    dispose: () => {
      for (const name of SIGNALS) process.off(name, onSignal);
    },
  };
}
