import type { JobRecord } from '../service/record.js';
import type { RoundEnd } from './round-view.js';

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
