// Polling economy in virtual time: the real waiter (src/job/wait.ts) against a simulated job, on the
// test suite's virtual clock, so an hour of polling takes milliseconds and no real time passes.
import { VirtualClock } from '../__fixtures__/virtual-clock.js';
import { parseJobRecord, type JobRecord } from '../src/service/record.js';
import { waitForJob, type WaitEvents } from '../src/job/wait.js';

export interface Schedule {
  readonly pollIntervalMs: number;
  readonly maxPollIntervalMs: number;
}

export interface PollingRun {
  /** Status requests sent (GETs), not counting the create answer the wait starts from. */
  readonly requests: number;
  /** Virtual time from the job finishing to the waiter returning. */
  readonly latencyMs: number;
  /**
   * The latency had the job ended just after the last poll before it ended: the length of the
   * gap that straddles the end. The schedule does not depend on the job, so this is exact.
   */
  readonly worstLatencyMs: number;
  readonly timedOut: boolean;
}

const quiet: WaitEvents = {
  statusChanged: () => {},
  heartbeat: () => {},
  recordSeen: () => {},
  unknownStatus: () => {},
  pollFailed: () => {},
  staleResultAccepted: () => {},
};

function record(status: 'active' | 'completed'): JobRecord {
  const parsed = parseJobRecord({
    id: 'job_bench',
    status,
    source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    model: 'claude-sonnet-4',
    prLink: status === 'completed' ? 'https://github.com/acme/docs/pull/1' : null,
    createdAt: '2030-01-01T12:00:00.000Z',
    archivedAt: null,
  });
  if (!parsed) throw new Error('the bench job record does not parse');
  return parsed;
}

/**
 * A job created at virtual time 0 that is active until `jobMs`, then completed; the waiter starts
 * from the create answer (active) as the action does, and every status request answers at once.
 */
export async function simulateJob(
  jobMs: number,
  schedule: Schedule,
  timeoutMs: number,
): Promise<PollingRun> {
  const clock = new VirtualClock({ start: 0 });
  const pollTimes: number[] = [];
  const result = await waitForJob(
    { projectId: 'proj_bench', jobId: 'job_bench', record: record('active'), afterFollowUp: false },
    {
      pollIntervalMs: schedule.pollIntervalMs,
      maxPollIntervalMs: schedule.maxPollIntervalMs,
      startedAt: 0,
      deadline: timeoutMs,
      outageAfterMs: 5 * 60_000,
      heartbeatMs: 60_000,
      requestTimeoutMs: 30_000,
    },
    {
      clock,
      random: () => 0.5,
      signal: new AbortController().signal,
      events: quiet,
      poll: async () => {
        const now = clock.now();
        pollTimes.push(now);
        return record(now >= jobMs ? 'completed' : 'active');
      },
    },
  );
  const returnedAt = clock.now();
  const detectedAt = pollTimes.findIndex((t) => t >= jobMs);
  const worstLatencyMs =
    detectedAt < 0 ? Number.NaN : (pollTimes[detectedAt] ?? 0) - (pollTimes[detectedAt - 1] ?? 0);
  return {
    requests: pollTimes.length,
    latencyMs: returnedAt - jobMs,
    worstLatencyMs,
    timedOut: result.timedOut,
  };
}
