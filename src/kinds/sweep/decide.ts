import { outcomeOf, type Outcome } from '../../report/outcome.js';
import { isTerminal, type JobRecord } from '../../service/record.js';

/**
 * A round that did not wait, as the sweep finds it on a labelled issue or pull request: its job,
 * when it started, and whether the thread already has its result (another sweep, or an earlier
 * attempt of this one, wrote it).
 */
export interface WaitingRound {
  readonly jobId: string;
  /**
   * Wall-clock epoch ms the round started, from its marker; when the marker has none, when its
   * working note was created (GitHub's time). Undefined: neither is known.
   */
  readonly startedAt?: number;
  /** The thread has this round's result already: nothing is left but the label and the note. */
  readonly answered: boolean;
  /**
   * The round's job belongs to another project than the sweep's (its marker says so): the sweep
   * cannot ask about it, and must not take the service's 404 for a job that is gone.
   */
  readonly otherProject?: boolean;
}

/** What the service said about the round's job: its record, or 404 (it no longer knows it). */
export type JobSeen =
  { readonly kind: 'record'; readonly record: JobRecord } | { readonly kind: 'unknown' };

/**
 * What the sweep does for one round:
 * - `finish`: the job ended; write the round's result for `end` (a new comment that mentions who
 *   asked, the working note removed, the labels removed).
 * - `leave`: the job is active and the round younger than `give-up-after`: touch nothing.
 * - `still-running`: the job is active and the round is older than `give-up-after`: write the
 *   "still running" result (`end` 'timeout'), as a waiting round does when its wait ends.
 * - `unknown-job`: the service answers 404 for the job: write a result that says so.
 * - `tidy`: the thread has the result already: remove what is left (the label, the working
 *   note), write no comment.
 * - `other-project`: the round is another project's: touch nothing (that project's sweep
 *   finishes it); a sweep with a mistyped `project-id` thus answers no round "job not found".
 */
export type SweepDecision =
  | { readonly kind: 'finish'; readonly end: Outcome; readonly waitedMs: number }
  | { readonly kind: 'leave'; readonly waitedMs: number }
  | { readonly kind: 'still-running'; readonly end: 'timeout'; readonly waitedMs: number }
  | { readonly kind: 'unknown-job'; readonly waitedMs: number }
  | { readonly kind: 'tidy' }
  | { readonly kind: 'other-project' };

/**
 * Whether the sweep must ask the service about the round's job: not once its result is written, nor
 * another project's.
 */
export function needsCheck(round: WaitingRound): boolean {
  return !round.answered && round.otherProject !== true;
}

/**
 * The sweep's decision for one round, given what the service said about its job, the wall-clock
 * time now (the injected clock's `wallNow`) and the sweep's `give-up-after`. A round whose start is
 * unknown, or in the future (a clock ahead of this runner's), counts as just started: it is never
 * answered "still running" before its time, only finished when its job ends.
 */
export function decide(
  round: WaitingRound,
  seen: JobSeen | undefined,
  wallNow: number,
  giveUpAfterMs: number,
): SweepDecision {
  if (round.answered) return { kind: 'tidy' };
  if (round.otherProject === true) return { kind: 'other-project' };
  const waitedMs = round.startedAt === undefined ? 0 : Math.max(0, wallNow - round.startedAt);
  if (seen === undefined) return { kind: 'leave', waitedMs };
  if (seen.kind === 'unknown') return { kind: 'unknown-job', waitedMs };
  if (isTerminal(seen.record.status)) {
    return { kind: 'finish', end: outcomeOf(seen.record, false), waitedMs };
  }
  if (waitedMs >= giveUpAfterMs) return { kind: 'still-running', end: 'timeout', waitedMs };
  return { kind: 'leave', waitedMs };
}

/** How long a sweep run on a pull request's event keeps checking the jobs still at work. */
export const WATCH_ON_PULL_REQUEST_MS = 120_000;

/**
 * How long, from its start, a sweep keeps checking the jobs that still read `active`: on a pull
 * request's event (`pull_request`, `pull_request_target`: the agent opens its docs pull request as
 * its job ends, and the job may read `active` a little longer) up to two minutes, with the wait's
 * gaps; on any other event (a schedule, a dispatch) none: each job is checked once, since nothing
 * says a job is ending and waiting costs runner minutes.
 */
export function watchForMs(eventName: string | undefined): number {
  return eventName === 'pull_request' || eventName === 'pull_request_target'
    ? WATCH_ON_PULL_REQUEST_MS
    : 0;
}
