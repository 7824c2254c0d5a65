/** Time as the core sees it: injected, so the waiter runs in virtual time under test. */
export interface Clock {
  /** Monotonic milliseconds, for deadlines and intervals. */
  now(): number;
  /** Wall-clock epoch milliseconds, for Retry-After dates only. */
  wallNow(): number;
  /** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

// setTimeout overflows above 2^31-1 ms; longer sleeps are taken in slices.
const MAX_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const end = performance.now() + ms;
      let timer: NodeJS.Timeout;
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const arm = () => {
        const left = end - performance.now();
        // Not `left <= 0`: a NaN delay (from a date that did not parse) would re-arm forever.
        if (!(left > 0)) {
          signal?.removeEventListener('abort', onAbort);
          return resolve();
        }
        timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      arm();
    }),
};
