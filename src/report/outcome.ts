import { formatDuration } from '../common/duration.js';
import type { FailOn } from '../settings/types.js';
import type { JobRecord } from '../service/record.js';

/** How the run ended, in the vocabulary of `fail-on`, plus the two that never fail. */
export type Outcome = 'pr' | FailOn | 'running';

export function outcomeOf(record: JobRecord, timedOut: boolean): Outcome {
  if (timedOut) return 'timeout';
  switch (record.status) {
    case 'completed':
      return record.prLink ? 'pr' : 'no-pr';
    case 'failed':
      return 'failed';
    case 'archived':
      return 'archived';
    default:
      return 'running';
  }
}

/**
 * The outcome in a sentence, for the log, the summary and the comment. Plain text; escape before
 * rendering.
 */
export function describeOutcome(outcome: Outcome, jobId: string, waitedMs: number): string {
  switch (outcome) {
    case 'pr':
      return `Job ${jobId} finished and opened a pull request.`;
    case 'no-pr':
      return `Job ${jobId} finished without changing any files, so there is no pull request.`;
    case 'failed':
      return `Job ${jobId} failed at the service.`;
    case 'archived':
      return `Job ${jobId} was archived at the service before it finished.`;
    case 'timeout':
      return `Stopped waiting after ${formatDuration(waitedMs)}; the job goes on at the service: run again with job-id: ${jobId} to resume waiting.`;
    case 'running':
      return `The job goes on at the service: run again with job-id: ${jobId} to wait for it.`;
  }
}

/** The failure line for an outcome listed in `fail-on`. */
export function failureFor(outcome: FailOn, jobId: string, waitedMs: number): string {
  switch (outcome) {
    case 'failed':
      return `job ${jobId} failed at the service; look at the job in the dashboard, then start a new job (fail-on includes 'failed')`;
    case 'archived':
      return `job ${jobId} was archived before it finished (fail-on includes 'archived')`;
    case 'no-pr':
      return `job ${jobId} completed without a pull request: the agent changed no files (fail-on includes 'no-pr')`;
    case 'timeout':
      return `timed out after ${formatDuration(waitedMs)} waiting for job ${jobId}, which goes on at the service: raise timeout, or run again with job-id: ${jobId} to resume (fail-on includes 'timeout')`;
  }
}

/** The log line of a run the runner killed before it could report (the post step prints it). */
export function describeStopped(jobId: string | undefined): string {
  return jobId
    ? `The runner stopped the main step before it could report; job ${jobId} goes on at the service: run again with job-id: ${jobId} to resume waiting.`
    : 'The runner stopped the main step before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again.';
}
