import type { Mode } from '../inputs.js';
import type { Outcome } from '../outcome.js';
import type { JobRecord } from '../service/record.js';

/** What the run knows about its job, kept current as it goes, so that reporters have it whatever happens. */
export interface RunState {
  mode?: Mode;
  jobId?: string;
  /** The last record seen. */
  record?: JobRecord;
  timedOut: boolean;
  waitedMs: number;
  outcome?: Outcome;
  /** The outcome or the failure, in a sentence. */
  headline?: string;
  commentUrl: string;
}
