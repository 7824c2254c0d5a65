import type { Cancellation } from '../common/cancel.js';
import type { Clock } from '../common/clock.js';
import type { JobPlan } from '../round/plan.js';
import type { Settings } from '../settings/types.js';
import type { ProgressLog } from './progress-log.js';
import type { AgentJobClient } from '../service/client.js';
import { isGone, RequestFailure } from '../service/failure.js';
import type { JobRecord } from '../service/record.js';
import { startJob } from './first-record.js';
import { waitForJob, type WaitResult } from './wait.js';

const REQUEST_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 60_000;
const OUTAGE_MAX_MS = 5 * 60_000;

/** What working with the service needs, beyond the round's settings. */
export interface JobWork {
  readonly client: AgentJobClient;
  readonly clock: Clock;
  readonly random: () => number;
  readonly cancellation: Cancellation;
  readonly progress: ProgressLog;
  /** Monotonic time the run started: the wait's gap stretches with the time since. */
  readonly startedAt: number;
}

export { REQUEST_TIMEOUT_MS };

/**
 * The first record of the round: the created job, the job that took the message (`prompt`, as
 * composed), or the job as it stands. `onRequestOut` is told when each attempt's request is out.
 */
export async function startOrFindJob(
  plan: JobPlan,
  settings: Settings,
  prompt: string,
  work: JobWork,
  onRequestOut?: () => void,
): Promise<JobRecord> {
  const { progress } = work;
  progress.starting(plan, settings);
  return startJob(plan, settings, prompt, {
    client: work.client,
    clock: work.clock,
    random: work.random,
    signal: work.cancellation.signal,
    requestSignal: work.cancellation.requestSignal,
    deadline: work.startedAt + settings.timeoutMs,
    onRetry: (failure, delayMs, attempt) =>
      progress.retrying(operationName(plan), failure, delayMs, attempt),
    onRequestOut,
  });
}

/** Polls until the job ends or `timeout` passes; `onRecord` sees every record on the way. */
export function waitUntilDone(
  plan: JobPlan,
  settings: Settings,
  job: { readonly jobId: string; readonly record: JobRecord },
  work: JobWork,
  onRecord: (record: JobRecord) => void,
): Promise<WaitResult> {
  return waitForJob(
    { ...job, projectId: settings.projectId, afterFollowUp: plan.kind === 'follow-up' },
    {
      pollIntervalMs: settings.pollIntervalMs,
      maxPollIntervalMs: settings.maxPollIntervalMs,
      startedAt: work.startedAt,
      deadline: work.startedAt + settings.timeoutMs,
      outageAfterMs: Math.min(OUTAGE_MAX_MS, 10 * settings.maxPollIntervalMs),
      heartbeatMs: HEARTBEAT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    },
    {
      clock: work.clock,
      random: work.random,
      poll: (call) => work.client.getJob(job.jobId, call),
      signal: work.cancellation.signal,
      events: {
        ...work.progress.waitEvents(job.jobId),
        // Each record reaches the report first, then the debug log.
        recordSeen: (record) => {
          onRecord(record);
          work.progress.recordSeen(record);
        },
      },
    },
  );
}

/**
 * A job as the service has it now: 'gone' when it no longer knows it, undefined when it cannot be
 * read.
 */
export type JobLookup = (
  jobId: string,
) => Promise<{ readonly status: string; readonly prLink?: string } | 'gone' | undefined>;

/**
 * The job's status and pull request at the service, for choosing a round's job (its own, or a
 * digest's).
 */
export function jobAtService(client: AgentJobClient, signal: AbortSignal): JobLookup {
  return async (jobId) => {
    try {
      const record = await client.getJob(jobId, { signal });
      return { status: record.status, prLink: record.prLink };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return isGone(error) ? 'gone' : undefined;
    }
  };
}

/**
 * The job's status now, for choosing the round's job: 'gone' when the service no longer knows it,
 * undefined when it cannot be read.
 */
export function statusAtService(
  client: AgentJobClient,
  signal: AbortSignal,
): (jobId: string) => Promise<string | undefined> {
  const lookup = jobAtService(client, signal);
  return async (jobId) => {
    const found = await lookup(jobId);
    return found === 'gone' ? found : found?.status;
  };
}

function operationName(plan: JobPlan): string {
  return plan.kind === 'create'
    ? 'Creating the job'
    : plan.kind === 'follow-up'
      ? 'Sending the message'
      : 'Looking up the job';
}
