import type { Clock } from '../common/clock.js';
import { formatDuration } from '../common/duration.js';
import { ServiceError } from '../common/errors.js';
import { isRetryablePoll, nextAttemptDelayMs, retryAfterBeyond } from './service-retry.js';
import { requestTimeLimit } from './attempts.js';
import { describeFailure } from '../service/describe.js';
import { RequestFailure } from '../service/failure.js';
import { isKnownStatus, isTerminal, type JobRecord } from '../service/record.js';

export interface WaitPolicy {
  readonly pollIntervalMs: number;
  readonly maxPollIntervalMs: number;
  /** Monotonic time the wait started; the gap stretches with the time since. */
  readonly startedAt: number;
  /** Monotonic time at which the wait gives up (the `timeout` input). */
  readonly deadline: number;
  /**
   * A run of failed polls, with no success in between, lasting this long means the service is down.
   */
  readonly outageAfterMs: number;
  readonly heartbeatMs: number;
  /** The longest a single status request may take. */
  readonly requestTimeoutMs: number;
}

export interface WaitStart {
  readonly projectId: string;
  readonly jobId: string;
  /**
   * The record known when the wait begins: the create or message answer, or a first status check.
   */
  readonly record: JobRecord;
  /**
   * After a follow-up message, a terminal status may be the previous round's (see how `waitForJob`
   * tells a fresh one).
   */
  readonly afterFollowUp: boolean;
}

export interface WaitEvents {
  statusChanged(record: JobRecord, previous: JobRecord): void;
  heartbeat(waitedMs: number, record: JobRecord): void;
  recordSeen(record: JobRecord): void;
  unknownStatus(status: string): void;
  pollFailed(failure: RequestFailure, retryInMs: number, failuresInARow: number): void;
  staleResultAccepted(record: JobRecord): void;
}

export interface WaitDeps {
  readonly clock: Clock;
  readonly random: () => number;
  readonly poll: (call: { signal: AbortSignal; timeoutMs: number }) => Promise<JobRecord>;
  readonly signal: AbortSignal;
  readonly events: WaitEvents;
}

export interface WaitResult {
  readonly record: JobRecord;
  readonly timedOut: boolean;
  readonly polls: number;
}

/**
 * The gap before the next status check: about a tenth of the time waited, within [poll-interval,
 * max-poll-interval].
 */
export function pollGapMs(
  waitedMs: number,
  pollIntervalMs: number,
  maxPollIntervalMs: number,
): number {
  return Math.min(maxPollIntervalMs, Math.max(pollIntervalMs, waitedMs / 10));
}

// After a follow-up: accept a terminal status not known to be fresh once both have passed.
const STALE_MIN_POLLS = 3;
const STALE_MIN_MS = 10_000;

/**
 * Polls until the job reaches a terminal status or the deadline passes. A pure policy: time comes
 * from the injected clock, records from the injected poll, and what to say from the events.
 */
export async function waitForJob(
  start: WaitStart,
  policy: WaitPolicy,
  deps: WaitDeps,
): Promise<WaitResult> {
  const { clock, events, signal } = deps;
  const followUpSentAt = clock.now();
  const baseline = JSON.stringify(start.record.raw);
  const unknownStatuses = new Set<string>();
  let last = start.record;
  // After a follow-up, a terminal record is the result once any record differs from the answer
  // to the message: a new status (active, say) or a new field. The status is part of the record,
  // so an answer that was active already differs from every terminal record that comes after it.
  let fresh = !start.afterFollowUp;
  let polls = 0;
  let failuresInARow = 0;
  let firstFailureAt = 0;
  let retryDelayMs: number | undefined;
  let lastHeartbeat = policy.startedAt;

  const noteStatus = (record: JobRecord) => {
    if (!isKnownStatus(record.status) && !unknownStatuses.has(record.status)) {
      unknownStatuses.add(record.status);
      events.unknownStatus(record.status);
    }
  };
  noteStatus(last);

  for (;;) {
    const now = clock.now();
    if (isTerminal(last.status)) {
      if (fresh) return { record: last, timedOut: false, polls };
      if (polls >= STALE_MIN_POLLS && now - followUpSentAt >= STALE_MIN_MS) {
        events.staleResultAccepted(last);
        return { record: last, timedOut: false, polls };
      }
    }
    if (now >= policy.deadline) return { record: last, timedOut: true, polls };

    const gap =
      retryDelayMs ??
      pollGapMs(now - policy.startedAt, policy.pollIntervalMs, policy.maxPollIntervalMs);
    await clock.sleep(Math.min(gap, policy.deadline - now), signal);
    retryDelayMs = undefined;

    try {
      const record = await deps.poll({
        signal,
        timeoutMs: Math.min(
          policy.requestTimeoutMs,
          requestTimeLimit(policy.deadline, clock.now()),
        ),
      });
      polls += 1;
      failuresInARow = 0;
      events.recordSeen(record);
      noteStatus(record);
      if (JSON.stringify(record.raw) !== baseline) fresh = true;
      if (record.status !== last.status) events.statusChanged(record, last);
      last = record;
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (!isRetryablePoll(error)) {
        throw describeFailure(error, {
          operation: 'get',
          projectId: start.projectId,
          jobId: start.jobId,
        });
      }
      const failedAt = clock.now();
      failuresInARow += 1;
      if (failuresInARow === 1) firstFailureAt = failedAt;
      const outageMs = failedAt - firstFailureAt;
      if (failuresInARow >= 3 && outageMs >= policy.outageAfterMs) {
        throw new ServiceError(
          `the service has failed every status check for ${formatDuration(outageMs)} (${failuresInARow} in a row, last: ${error.message}); job ${start.jobId} may still be running: run again later with job-id: ${start.jobId} to resume`,
        );
      }
      const next = nextAttemptDelayMs(error, failuresInARow - 1, {
        baseMs: policy.pollIntervalMs,
        capMs: policy.maxPollIntervalMs,
        random: deps.random,
        wallNowMs: clock.wallNow(),
      });
      const left = policy.deadline - failedAt;
      const tooLong = retryAfterBeyond(next, left, ' before the next status check');
      if (tooLong) {
        throw new ServiceError(
          `${tooLong}; job ${start.jobId} goes on: run again later with job-id: ${start.jobId}`,
        );
      }
      retryDelayMs = next.delayMs;
      events.pollFailed(error, next.delayMs, failuresInARow);
    }

    // A check that finds the job finished is said by the end's own line, not by a heartbeat.
    const afterPoll = clock.now();
    if (!isTerminal(last.status) && afterPoll - lastHeartbeat >= policy.heartbeatMs) {
      lastHeartbeat = afterPoll;
      events.heartbeat(afterPoll - policy.startedAt, last);
    }
  }
}
