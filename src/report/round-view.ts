import type { JobRecord } from '../service/record.js';
import type { Request, RoundDescription } from '../round/plan.js';
import type { Outcome } from './outcome.js';

/**
 * How a round ended, as the thread tells it; `no-job` answers a question about a job the issue does
 * not have; `stopped`: the runner killed the run before it could report (the post step says so);
 * `triggered`: an automation's run was queued, and this run does not follow it. `gone`: a sweep
 * found that the service no longer has the round's job.
 */
export type RoundEnd =
  Outcome | 'cancelled' | 'stopped' | 'error' | 'no-job' | 'triggered' | 'gone';

/**
 * What one round shows. Every text is plain, already redacted (the comment is public); it is
 * escaped here.
 */
export interface RoundView {
  readonly round?: string;
  readonly jobId?: string;
  /** false: what the round had to send did not reach the job (see the marker). */
  readonly sent?: boolean;
  readonly status?: string;
  /** Starts a job, sends a follow-up to one, or checks on one. */
  readonly action: RoundDescription['action'];
  readonly prLink?: string;
  readonly request?: Request;
  /** The login of the person who asked; mentioned in the result so that GitHub notifies them. */
  readonly mention?: string;
  readonly runUrl?: string;
  readonly waitedMs?: number;
  /** The failure in one line, for `error`; for `triggered`, why the run is not followed. */
  readonly failure?: string;
  /**
   * The round documents a merged pull request: a result without a pull request means none was
   * needed.
   */
  readonly documentsPullRequest?: boolean;
  /** A digest's round: where its window ended, for the marker (`2026-11-25T19:05:06Z`). */
  readonly until?: string;
  /**
   * A pull request's docs job: the head commit its job has seen, and its docs pull request
   * (`owner:repo:number`), for the marker.
   */
  readonly head?: string;
  readonly docsPr?: string;
  /** A digest's round: the pull requests it covered, as Markdown (already escaped and capped). */
  readonly covered?: string;
  /**
   * With automation-id: the automation the round triggered, and its run once the service named it.
   */
  readonly automation?: { readonly automationId: string; readonly runId?: string };
  /** The phrase that talks to the agent in a comment, for saying what to do next. */
  readonly triggerPhrase: string;
}

/**
 * What the run knows about its job, kept current as it goes, so that reporters have it whatever
 * happens.
 */
export interface RunState {
  jobId?: string;
  /** The last record seen. */
  record?: JobRecord;
  timedOut: boolean;
  waitedMs: number;
  /** How the round ended, once it has. */
  end?: RoundEnd;
  /** The outcome or the failure, in a sentence. */
  headline?: string;
  commentUrl: string;
  /** With automation-id: the run the service queued (its instanceId), once it answered. */
  automationRunId?: string;
}
