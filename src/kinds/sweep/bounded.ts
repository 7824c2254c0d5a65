import pLimit from 'p-limit';
import type { Clock } from '../../common/clock.js';

/**
 * What became of one item of a sweep: `done` with the task's value; `failed` with what it threw
 * (the other items go on); `not-reached` when the deadline passed, the signal aborted, or a
 * failure that stops all came, before it could start (the next sweep takes it).
 */
export type EachResult<T, R> =
  | { readonly item: T; readonly kind: 'done'; readonly value: R }
  | { readonly item: T; readonly kind: 'failed'; readonly error: unknown }
  | { readonly item: T; readonly kind: 'not-reached' };

export interface EachOptions {
  /** How many tasks run at once (at least 1). */
  readonly concurrency: number;
  /** The injected clock: only its monotonic `now` is read. */
  readonly clock: Pick<Clock, 'now'>;
  /** Monotonic time after which no task starts; a task under way finishes within its own limits. */
  readonly deadline: number;
  /** A cancelled run: no task starts once it aborts. */
  readonly signal?: AbortSignal;
  /**
   * A failure that is every item's, not one item's (the service refused the key): once a task
   * throws one, no further task starts. Default: none, every item is tried.
   */
  readonly stopsAll?: (error: unknown) => boolean;
}

/**
 * Runs `task` over every item, at most `concurrency` at a time, in the items' order, and keeps
 * going when one fails: a fault on one issue must not cost the others their result. Results come
 * back in the items' order. The concurrency is p-limit's (a few hundred bytes, ESM, no
 * dependencies of its own but a queue); the deadline and the failures are this function's.
 */
export async function forEachBounded<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  options: EachOptions,
): Promise<Array<EachResult<T, R>>> {
  const limit = pLimit(Math.max(1, Math.floor(options.concurrency)));
  let stopped = false;
  const late = (): boolean =>
    stopped || options.signal?.aborted === true || options.clock.now() >= options.deadline;
  return Promise.all(
    items.map((item) =>
      limit(async (): Promise<EachResult<T, R>> => {
        if (late()) return { item, kind: 'not-reached' };
        try {
          return { item, kind: 'done', value: await task(item) };
        } catch (error) {
          if (options.stopsAll?.(error) === true) stopped = true;
          return { item, kind: 'failed', error };
        }
      }),
    ),
  );
}
