import type { Clock } from '../common/clock.js';
import { ServiceError, type UserError } from '../common/errors.js';
import { nextAttemptDelayMs, retryAfterBeyond } from './service-retry.js';
import { RequestFailure } from '../service/failure.js';

export interface SendPolicy {
  readonly isRetryable: (failure: RequestFailure) => boolean;
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Monotonic time after which no attempt starts. */
  readonly deadline: number;
  /** Turns the last failure into the one line the user reads. */
  readonly describe: (failure: RequestFailure, attempts: number) => UserError | ServiceError;
}

export interface SendDeps {
  readonly clock: Clock;
  readonly random: () => number;
  readonly signal: AbortSignal;
  readonly onRetry: (failure: RequestFailure, delayMs: number, attempt: number) => void;
}

/**
 * The shortest time limit a request gets, however little time is left: a last check still gets a
 * fair chance.
 */
const MIN_REQUEST_MS = 2_000;

/**
 * A request's own time limit: the time left before the deadline (the `timeout` input), never under
 * the floor.
 */
export function requestTimeLimit(deadline: number, now: number): number {
  return Math.max(MIN_REQUEST_MS, deadline - now);
}

/**
 * One request, repeated on the failures the policy allows, with jittered back-off and Retry-After
 * as the floor.
 */
export async function sendWithRetries<T>(
  attempt: () => Promise<T>,
  policy: SendPolicy,
  deps: SendDeps,
): Promise<T> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (!policy.isRetryable(error) || attempts >= policy.maxAttempts) {
        throw policy.describe(error, attempts);
      }
      const next = nextAttemptDelayMs(error, attempts - 1, {
        baseMs: policy.baseDelayMs,
        capMs: policy.maxDelayMs,
        random: deps.random,
        wallNowMs: deps.clock.wallNow(),
      });
      const left = policy.deadline - deps.clock.now();
      const tooLong = retryAfterBeyond(next, left);
      if (tooLong)
        throw new ServiceError(`${policy.describe(error, attempts).message}; ${tooLong}`);
      if (next.delayMs > left) throw policy.describe(error, attempts);
      deps.onRetry(error, next.delayMs, attempts);
      await deps.clock.sleep(next.delayMs, deps.signal);
    }
  }
}
