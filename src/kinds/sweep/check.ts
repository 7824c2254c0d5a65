import type { Clock } from '../../common/clock.js';
import { sendWithRetries } from '../../job/attempts.js';
import { lookUpPolicy } from '../../job/first-record.js';
import type { AgentJobClient } from '../../service/client.js';
import { isGone, type RequestFailure } from '../../service/failure.js';
import type { Settings } from '../../settings/types.js';
import type { JobSeen } from './decide.js';

export interface CheckDeps {
  readonly clock: Clock;
  readonly random: () => number;
  readonly signal: AbortSignal;
  /** Monotonic time after which no attempt starts: the sweep's own limit (SWEEP_LIMIT_MS). */
  readonly deadline: number;
  readonly onRetry: (failure: RequestFailure, delayMs: number, attempt: number) => void;
}

const MAX_GET_ATTEMPTS = 5;
/** A status check's own time limit: a sweep has many to make. */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * One round's job as the service has it now: one GET, repeated only on the failures a status
 * check of a waiting round is (the service's poll rules); 404 is an answer, not a failure: the
 * service no longer knows the job.
 */
export function checkJob(
  client: AgentJobClient,
  jobId: string,
  settings: Pick<Settings, 'projectId' | 'pollIntervalMs' | 'maxPollIntervalMs'>,
  deps: CheckDeps,
): Promise<JobSeen> {
  return sendWithRetries(
    async (): Promise<JobSeen> => {
      try {
        const timeoutMs = Math.min(
          CHECK_TIMEOUT_MS,
          Math.max(2_000, deps.deadline - deps.clock.now()),
        );
        return {
          kind: 'record',
          record: await client.getJob(jobId, { signal: deps.signal, timeoutMs }),
        };
      } catch (error) {
        if (isGone(error)) return { kind: 'unknown' };
        throw error;
      }
    },
    lookUpPolicy(jobId, settings, deps.deadline, MAX_GET_ATTEMPTS),
    deps,
  );
}
