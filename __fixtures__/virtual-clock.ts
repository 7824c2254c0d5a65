import type { Clock } from '../src/common/clock.js';

interface Timer {
  readonly at: number;
  readonly seq: number;
  readonly run: () => void;
}

/**
 * A `Clock` in virtual time: `sleep` advances time at once instead of waiting, so an hour of
 * polling takes milliseconds. Callbacks scheduled with `at` run when a sleep passes their time
 * (an abort scheduled there interrupts the sleep at that moment, as a real timer would be).
 */
export class VirtualClock implements Clock {
  private time: number;
  private readonly wallAtZero: number;
  private timers: Timer[] = [];
  private seq = 0;
  private readonly maxSleeps: number;
  /** Every sleep requested, in order, in ms. */
  readonly sleeps: number[] = [];

  constructor(options: { start?: number; wallStart?: number; maxSleeps?: number } = {}) {
    this.time = options.start ?? 0;
    this.maxSleeps = options.maxSleeps ?? 100_000;
    // A whole second, so that HTTP dates (second precision) round-trip exactly.
    this.wallAtZero = (options.wallStart ?? Date.UTC(2030, 0, 1, 12, 0, 0)) - this.time;
  }

  now(): number {
    return this.time;
  }

  wallNow(): number {
    return this.wallAtZero + this.time;
  }

  /** Moves time forward outside a sleep (a request that takes a while); due callbacks run. */
  advance(ms: number): void {
    const end = this.time + Math.max(0, ms);
    this.runUntil(end);
    this.time = end;
  }

  /** Runs `run` once virtual time reaches `at`. */
  at(at: number, run: () => void): void {
    this.timers.push({ at, seq: this.seq++, run });
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    this.sleeps.push(ms);
    if (this.sleeps.length > this.maxSleeps) {
      throw new Error(`VirtualClock: more than ${this.maxSleeps} sleeps; is the loop stuck?`);
    }
    const end = this.time + Math.max(0, ms);
    const stoppedEarly = this.runUntil(end, signal);
    if (!stoppedEarly) this.time = end;
    // A sleep always yields, as a timer would.
    await Promise.resolve();
    if (signal?.aborted) throw signal.reason;
  }

  /** Runs the callbacks due by `end` in time order; true when one aborted `signal` (time stays at that callback). */
  private runUntil(end: number, signal?: AbortSignal): boolean {
    for (;;) {
      const due = this.timers
        .filter((t) => t.at <= end)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) return false;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.run();
      if (signal?.aborted) return true;
    }
  }
}
