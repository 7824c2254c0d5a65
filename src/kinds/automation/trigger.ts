import { ServiceError, type UserError } from '../../common/errors.js';
import { requestTimeLimit, sendWithRetries } from '../../job/attempts.js';
import { lookUpPolicy, MAX_POST_ATTEMPTS, mayHaveActed } from '../../job/first-record.js';
import { isRetryablePost } from '../../job/service-retry.js';
import type { JobWork } from '../../job/at-service.js';
import type { AutomationPlan } from '../../round/plan.js';
import type { Settings } from '../../settings/types.js';
import type { AutomationRun } from '../../service/automation.js';
import { describeTriggerFailure } from '../../service/describe.js';
import { RequestFailure } from '../../service/failure.js';
import type { JobRecord } from '../../service/record.js';

/** What a failed trigger adds when the service may have queued the run all the same. */
const MAY_HAVE_QUEUED =
  "the run may or may not have been queued: check the automation's run history before running again, so that it does not run twice";

/**
 * Triggers the automation once, through the service's retry policy for a POST: repeated only when
 * the service certainly did not act on it (a run costs credits, as a job does).
 */
export function triggerRun(
  plan: AutomationPlan,
  settings: Settings,
  work: JobWork,
): Promise<AutomationRun> {
  const deadline = work.startedAt + settings.timeoutMs;
  const ctx = { projectId: settings.projectId, automationId: plan.automationId };
  return sendWithRetries(
    () =>
      work.client.triggerAutomation(plan.automationId, {
        // Lags the cancellation, as a create's does: a run being queued is not lost.
        signal: work.cancellation.requestSignal,
        timeoutMs: requestTimeLimit(deadline, work.clock.now()),
      }),
    {
      ...policyOf(settings, deadline),
      isRetryable: isRetryablePost,
      maxAttempts: MAX_POST_ATTEMPTS,
      describe: (failure, attempts): UserError | ServiceError => {
        const described = describeTriggerFailure(failure, { ...ctx, attempts });
        if (!mayHaveActed(failure)) return described;
        return new ServiceError(`${described.message}; ${MAY_HAVE_QUEUED}`);
      },
    },
    depsOf(work, 'Triggering the automation'),
  );
}

/**
 * The run's job as the get-job endpoint has it, or undefined when that endpoint does not know it
 * (404: the service documents no link between the two). One look-up, retried as a poll is.
 */
export function lookUpRunJob(
  jobId: string,
  settings: Settings,
  work: JobWork,
): Promise<JobRecord | undefined> {
  const deadline = work.startedAt + settings.timeoutMs;
  const signal = work.cancellation.signal;
  return sendWithRetries(
    async () => {
      try {
        return await work.client.getJob(jobId, {
          signal,
          timeoutMs: requestTimeLimit(deadline, work.clock.now()),
        });
      } catch (error) {
        if (
          error instanceof RequestFailure &&
          error.kind === 'http' &&
          error.detail.status === 404
        ) {
          return undefined;
        }
        throw error;
      }
    },
    lookUpPolicy(jobId, settings, deadline),
    depsOf(work, "Looking up the run's job"),
  );
}

function policyOf(settings: Settings, deadline: number) {
  return {
    baseDelayMs: settings.pollIntervalMs,
    maxDelayMs: settings.maxPollIntervalMs,
    deadline,
  };
}

function depsOf(work: JobWork, what: string) {
  return {
    clock: work.clock,
    random: work.random,
    signal: work.cancellation.signal,
    onRetry: (failure: RequestFailure, delayMs: number, attempt: number) =>
      work.progress.retrying(what, failure, delayMs, attempt),
  };
}
