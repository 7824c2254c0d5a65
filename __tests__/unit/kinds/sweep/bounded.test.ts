import { describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { forEachBounded } from '../../../../src/kinds/sweep/bounded.js';

/** A task that records how many run at once, and takes `ms` of virtual time. */
function tracked(clock: VirtualClock, ms: number, fail: (n: number) => boolean = () => false) {
  let running = 0;
  const peak = { value: 0 };
  const started: number[] = [];
  const task = async (n: number): Promise<number> => {
    started.push(n);
    running += 1;
    peak.value = Math.max(peak.value, running);
    try {
      await clock.sleep(ms);
      if (fail(n)) throw new Error(`item ${n} failed`);
      return n * 10;
    } finally {
      running -= 1;
    }
  };
  return { task, peak, started };
}

const items = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('forEachBounded', () => {
  test('runs every item, never more than `concurrency` at once, results in the items order', async () => {
    const clock = new VirtualClock();
    const { task, peak, started } = tracked(clock, 0);
    const results = await forEachBounded(items(25), task, {
      concurrency: 4,
      clock,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(peak.value).toBe(4);
    expect(started).toEqual(items(25));
    expect(results).toEqual(items(25).map((n) => ({ item: n, kind: 'done', value: n * 10 })));
  });

  test('keeps going when items fail: each failure is its own, the others are done', async () => {
    const clock = new VirtualClock();
    const { task } = tracked(clock, 0, (n) => n % 3 === 0);
    const results = await forEachBounded(items(7), task, {
      concurrency: 2,
      clock,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(results.map((r) => r.kind)).toEqual([
      'done',
      'done',
      'failed',
      'done',
      'done',
      'failed',
      'done',
    ]);
    const failed = results[2];
    expect(failed?.kind === 'failed' && (failed.error as Error).message).toBe('item 3 failed');
  });

  test('starts nothing once the deadline on the monotonic clock has passed; started tasks finish', async () => {
    const clock = new VirtualClock({ start: 1_000 });
    // Each task takes 10 s; one at a time; the deadline falls while the third runs.
    const { task, started } = tracked(clock, 10_000);
    const results = await forEachBounded(items(5), task, {
      concurrency: 1,
      clock,
      deadline: 1_000 + 25_000,
    });
    expect(started).toEqual([1, 2, 3]);
    expect(results.map((r) => r.kind)).toEqual([
      'done',
      'done',
      'done',
      'not-reached',
      'not-reached',
    ]);
  });

  test('a deadline exactly now starts nothing', async () => {
    const clock = new VirtualClock({ start: 500 });
    const { task, started } = tracked(clock, 0);
    const results = await forEachBounded(items(2), task, { concurrency: 3, clock, deadline: 500 });
    expect(started).toEqual([]);
    expect(results.every((r) => r.kind === 'not-reached')).toBe(true);
  });

  test('a cancelled run starts nothing more', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    const { task, started } = tracked(clock, 1_000);
    const results = await forEachBounded(
      items(4),
      async (n) => {
        if (n === 2) controller.abort();
        return task(n);
      },
      { concurrency: 1, clock, deadline: Number.POSITIVE_INFINITY, signal: controller.signal },
    );
    expect(started).toEqual([1, 2]);
    expect(results.map((r) => r.kind)).toEqual(['done', 'done', 'not-reached', 'not-reached']);
  });

  test('a failure that is every item’s stops the items not yet started; other failures do not', async () => {
    const clock = new VirtualClock();
    const refused = new Error('the key was refused');
    const results = await forEachBounded(
      items(6),
      async (n) => {
        if (n === 2) throw new Error('one issue');
        if (n === 4) throw refused;
        return n;
      },
      {
        concurrency: 1,
        clock,
        deadline: Number.POSITIVE_INFINITY,
        stopsAll: (error) => error === refused,
      },
    );
    expect(results.map((r) => r.kind)).toEqual([
      'done',
      'failed',
      'done',
      'failed',
      'not-reached',
      'not-reached',
    ]);
  });

  test('a concurrency below one still runs the items, one at a time', async () => {
    const clock = new VirtualClock();
    const { task, peak } = tracked(clock, 5);
    const results = await forEachBounded(items(3), task, {
      concurrency: 0,
      clock,
      deadline: Number.POSITIVE_INFINITY,
    });
    expect(peak.value).toBe(1);
    expect(results).toHaveLength(3);
  });

  test('no items: no results', async () => {
    const clock = new VirtualClock();
    expect(await forEachBounded([], async () => 1, { concurrency: 2, clock, deadline: 0 })).toEqual(
      [],
    );
  });
});
