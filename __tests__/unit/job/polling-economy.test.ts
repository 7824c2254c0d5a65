// Counts in virtual time: how many status requests a job costs with the default 5s / 30s
// polling, and how soon a short job's end is seen.
import { describe, expect, test } from '@jest/globals';
import { jobRecord, recordingEvents } from '../../../__fixtures__/jobs.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { waitForJob } from '../../../src/job/wait.js';

const active = jobRecord({ status: 'active' });
const completed = jobRecord({ status: 'completed', prLink: 'https://github.com/o/r/pull/9' });

/** Waits with the defaults for a job that ends `jobMs` after the wait starts. */
async function simulate(jobMs: number, timeoutMs = 2 * 60 * 60_000) {
  const clock = new VirtualClock();
  let requests = 0;
  const result = await waitForJob(
    { projectId: 'proj_1', jobId: 'job_1', record: active, afterFollowUp: false },
    {
      pollIntervalMs: 5_000,
      maxPollIntervalMs: 30_000,
      startedAt: 0,
      deadline: timeoutMs,
      outageAfterMs: 300_000,
      heartbeatMs: 60_000,
      requestTimeoutMs: 30_000,
    },
    {
      clock,
      random: () => 0.5,
      signal: new AbortController().signal,
      events: recordingEvents(() => clock.now()).events,
      poll: async () => {
        requests += 1;
        return clock.now() >= jobMs ? completed : active;
      },
    },
  );
  return { requests, seenAt: clock.now(), result };
}

describe('polling economy with the defaults (5s, 30s)', () => {
  test('a 60-minute job costs at most 250 status requests', async () => {
    const { requests, seenAt, result } = await simulate(60 * 60_000);
    expect(result.record.status).toBe('completed');
    expect(requests).toBeLessThanOrEqual(250);
    // ...and its end is still seen within one max-poll-interval.
    expect(seenAt - 60 * 60_000).toBeLessThanOrEqual(30_000);
  });

  test('a 1-minute job is seen finishing within 6 s', async () => {
    const { seenAt } = await simulate(60_000);
    expect(seenAt - 60_000).toBeLessThanOrEqual(6_000);
  });

  test('every job up to a minute long is seen finishing within 6 s', async () => {
    for (let seconds = 1; seconds <= 60; seconds++) {
      const { seenAt } = await simulate(seconds * 1000);
      expect(seenAt - seconds * 1000).toBeLessThanOrEqual(6_000);
    }
  });

  test('a 30-minute time-out costs at most 100 status requests', async () => {
    const { requests, result } = await simulate(Infinity, 30 * 60_000);
    expect(result.timedOut).toBe(true);
    expect(requests).toBeLessThanOrEqual(100);
  });
});
