import { formatDuration } from '../common/duration.js';
import { backoffMs, retryAfterMs } from '../common/backoff.js';
import type { RequestFailure } from '../service/failure.js';

/**
 * Which failures may be retried, and how long to wait before the next attempt. Pure: the callers
 * own the loop, the clock and the deadline.
 */

/** A poll changes nothing at the service, so anything transient is worth another try. */
export function isRetryablePoll(failure: RequestFailure): boolean {
  const { status } = failure.detail;
  switch (failure.kind) {
    case 'network':
    case 'timeout':
    case 'unreadable':
      return true;
    case 'http':
      return status !== undefined && (status === 408 || status === 429 || status >= 500);
    case 'proxy':
      return proxyMayRecover(failure);
    case 'redirect':
      return false;
  }
}

/**
 * A create or follow-up is repeated only when the service certainly did not act on it: a duplicate
 * job costs the user money.
 */
export function isRetryablePost(failure: RequestFailure): boolean {
  const { detail } = failure;
  switch (failure.kind) {
    case 'network':
      return detail.neverSent === true;
    case 'proxy':
      // No tunnel, so the service never saw it: safe to send again when the proxy's trouble may
      // pass.
      return proxyMayRecover(failure);
    case 'http':
      return detail.status === 429 || detail.status === 503;
    // The service may have acted on it (a time-out, an unreadable answer), or sent us elsewhere.
    case 'timeout':
    case 'unreadable':
    case 'redirect':
      return false;
  }
}

/**
 * A proxy that could not reach the service (5xx) or is busy (429) may manage later; a refusal (403,
 * 407) will not change.
 */
function proxyMayRecover({ detail }: RequestFailure): boolean {
  return detail.status !== undefined && (detail.status === 429 || detail.status >= 500);
}

/** The wait before the next attempt: the jittered back-off, never sooner than Retry-After. */
export function nextAttemptDelayMs(
  failure: RequestFailure,
  attempt: number,
  policy: { baseMs: number; capMs: number; random: () => number; wallNowMs: number },
): { delayMs: number; retryAfterMs?: number } {
  const floor = retryAfterMs(failure.detail.retryAfter, policy.wallNowMs);
  const jittered = backoffMs(attempt, policy.baseMs, policy.capMs, policy.random);
  return { delayMs: Math.max(jittered, floor ?? 0), retryAfterMs: floor };
}

/**
 * When the service asks (Retry-After) for a longer wait than the time left before `timeout`: the
 * words that say so, for the run's last line; undefined when the wait fits. `before`: what the
 * wait comes before, when the line says it.
 */
export function retryAfterBeyond(
  next: { readonly retryAfterMs?: number },
  leftMs: number,
  before = '',
): string | undefined {
  if (next.retryAfterMs === undefined || next.retryAfterMs <= leftMs) return undefined;
  return `the service asked to wait ${formatDuration(next.retryAfterMs)} (Retry-After)${before}, longer than the ${formatDuration(Math.max(0, leftMs))} left before timeout`;
}
