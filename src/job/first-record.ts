import type { Clock } from '../common/clock.js';
import { ServiceError, type UserError } from '../common/errors.js';
import { isSafeId, quoteForLog } from '../common/ids.js';
import type { JobPlan } from '../round/plan.js';
import type { Settings } from '../settings/types.js';
import type { Redactor } from '../common/redact.js';
import { isRetryablePoll, isRetryablePost } from './service-retry.js';
import { requestTimeLimit, sendWithRetries, type SendPolicy } from './attempts.js';
import type { AgentJobClient } from '../service/client.js';
import { describeFailure, type Operation } from '../service/describe.js';
import type { RequestFailure } from '../service/failure.js';
import type { JobRecord } from '../service/record.js';

export interface StartDeps {
  readonly client: AgentJobClient;
  readonly clock: Clock;
  readonly random: () => number;
  /** Aborts waits between attempts at once when the run is cancelled. */
  readonly signal: AbortSignal;
  /**
   * Aborts a create or message in flight; lags the cancellation so that a job being created is not
   * lost.
   */
  readonly requestSignal: AbortSignal;
  readonly deadline: number;
  readonly onRetry: (failure: RequestFailure, delayMs: number, attempt: number) => void;
  /** Told when each attempt's request is out (CallOptions.onOut). */
  readonly onRequestOut?: () => void;
}

export const MAX_POST_ATTEMPTS = 5;
const MAX_GET_ATTEMPTS = 10;

/**
 * The first record of the run: the created job (create), the job that took the message
 * (follow-up), or the job as it stands (watch). `prompt` is the text to send, as composed.
 */
export async function startJob(
  plan: JobPlan,
  settings: Settings,
  prompt: string,
  deps: StartDeps,
): Promise<JobRecord> {
  const { client } = deps;
  // Every attempt, in every mode, ends by the deadline (with a small floor).
  const timeoutMs = () => requestTimeLimit(deps.deadline, deps.clock.now());
  const policy = {
    baseDelayMs: settings.pollIntervalMs,
    maxDelayMs: settings.maxPollIntervalMs,
    deadline: deps.deadline,
  };
  if (plan.kind === 'watch') {
    const { jobId } = plan;
    return sendWithRetries(
      () =>
        client.getJob(jobId, {
          signal: deps.signal,
          timeoutMs: timeoutMs(),
          onOut: deps.onRequestOut,
        }),
      lookUpPolicy(jobId, settings, deps.deadline),
      deps,
    );
  }
  return sendWithRetries(
    () => {
      const call = {
        signal: deps.requestSignal,
        timeoutMs: timeoutMs(),
        onOut: deps.onRequestOut,
      };
      return plan.kind === 'create'
        ? client.createJob(prompt, call)
        : client.sendMessage(plan.jobId, prompt, call);
    },
    {
      ...policy,
      isRetryable: isRetryablePost,
      maxAttempts: MAX_POST_ATTEMPTS,
      describe: describePost(plan, settings),
    },
    deps,
  );
}

/**
 * How a look-up of a job is repeated: on the failures a status check may repeat (the service's
 * poll rules), with the poll intervals as back-off, by the deadline; the last failure named with
 * the job and the project.
 */
export function lookUpPolicy(
  jobId: string,
  settings: Pick<Settings, 'projectId' | 'pollIntervalMs' | 'maxPollIntervalMs'>,
  deadline: number,
  maxAttempts = MAX_GET_ATTEMPTS,
): SendPolicy {
  return {
    isRetryable: isRetryablePoll,
    maxAttempts,
    baseDelayMs: settings.pollIntervalMs,
    maxDelayMs: settings.maxPollIntervalMs,
    deadline,
    describe: (failure, attempts) =>
      describeFailure(failure, {
        operation: 'get',
        projectId: settings.projectId,
        jobId,
        attempts,
      }),
  };
}

/**
 * The service's id for the job is untrusted: it must pass the id rule before it goes into a path.
 */
export function checkJobId(record: JobRecord, redact: Redactor): string {
  if (!isSafeId(record.id)) {
    throw new ServiceError(
      `the service returned a job id that is not safe to use in a request (${quoteForLog(record.id, redact)}); stopped without polling: check the job in the dashboard`,
    );
  }
  return record.id;
}

/** POST failures name the risk of a duplicate when the service may have acted on the request. */
function describePost(plan: Exclude<JobPlan, { kind: 'watch' }>, settings: Settings) {
  const operation: Operation = plan.kind === 'create' ? 'create' : 'message';
  const jobId = plan.kind === 'follow-up' ? plan.jobId : undefined;
  return (failure: RequestFailure, attempts: number): UserError | ServiceError => {
    const described = describeFailure(failure, {
      operation,
      projectId: settings.projectId,
      jobId,
      attempts,
    });
    if (!mayHaveActed(failure)) return described;
    const what =
      operation === 'create'
        ? 'the job may or may not have been created: check the dashboard before running again, so that it is not started twice'
        : `the message may or may not have reached job ${jobId}: check the job before sending it again`;
    return new ServiceError(`${described.message}; ${what}`);
  };
}

/**
 * Whether a POST that failed may have been acted on all the same: then it is not repeated, and the
 * message says so.
 */
export function mayHaveActed(failure: RequestFailure): boolean {
  const { kind, detail } = failure;
  if (kind === 'network') return !detail.neverSent;
  if (kind === 'http')
    return detail.status === undefined || (detail.status >= 500 && detail.status !== 503);
  return kind === 'timeout' || kind === 'unreadable';
}
