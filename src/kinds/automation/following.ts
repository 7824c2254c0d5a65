import { isSafeId, quoteForLog } from '../../common/ids.js';
import type { Redactor } from '../../common/redact.js';
import type { AutomationRun } from '../../service/automation.js';

/** Why the action does not follow a queued run's job to its end. */
export type NotFollowedReason = 'not-waiting' | 'unknown-job' | 'no-job-id' | 'unsafe-job-id';

export type RunFollowing =
  | { readonly kind: 'follow'; readonly jobId: string }
  | { readonly kind: 'not-followed'; readonly reason: NotFollowedReason };

/**
 * Whether the run's job can be followed through the get-job endpoint: only with a job id that is
 * safe in a path. ('unknown-job' comes later, from that endpoint's 404.)
 */
export function followingOf(run: AutomationRun): RunFollowing {
  if (run.jobId === undefined) return { kind: 'not-followed', reason: 'no-job-id' };
  if (!isSafeId(run.jobId)) return { kind: 'not-followed', reason: 'unsafe-job-id' };
  return { kind: 'follow', jobId: run.jobId };
}

/**
 * An id from the service as a person reads it: as it is when it passes the id rule, else quoted and
 * cut.
 */
export function shownId(id: string, redact: Redactor): string {
  const clean = redact(id);
  return isSafeId(clean) ? clean : quoteForLog(id, redact);
}

const WHY: Record<NotFollowedReason, (jobId: string) => string> = {
  'not-waiting': () => 'this workflow does not wait for it (wait: false)',
  'unknown-job': (job) => `the service does not let its job ${job} be followed from here`,
  'no-job-id': () => 'the service named no job for it',
  'unsafe-job-id': (job) => `the service named its job with an id that is not safe to use (${job})`,
};

/**
 * The notice of a queued run the action does not follow: the outcome first, then why, then where
 * the run can be followed. Ids from the service are untrusted: redacted, and quoted when odd.
 */
export function notFollowedNotice(
  run: AutomationRun,
  reason: NotFollowedReason,
  redact: Redactor,
): string {
  const name = run.instanceId === undefined ? '' : ` ${shownId(run.instanceId, redact)}`;
  // Stryker disable next-line StringLiteral: only 'not-waiting' and 'no-job-id' come without a job id (followingOf), and neither names one
  const job = run.jobId === undefined ? '' : shownId(run.jobId, redact);
  return `The automation run${name} is queued, but ${WHY[reason](job)}: follow it in the run history on the Automations page of the service's dashboard.`;
}
