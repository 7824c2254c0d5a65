import { ServiceError, UserError } from '../common/errors.js';
import { RequestFailure } from './failure.js';

/**
 * What the request was for; `check` is a dry run's status request, made only to see the key and
 * project accepted.
 */
export type Operation = 'create' | 'message' | 'get' | 'trigger' | 'check';

export interface FailureContext {
  readonly operation: Operation;
  readonly projectId: string;
  readonly jobId?: string;
  /** The attempts made, when a retry policy gave up. */
  readonly attempts?: number;
}

const WHAT: Record<Operation, string> = {
  create: 'creating the job',
  message: 'sending the follow-up message',
  get: 'checking the job',
  trigger: 'triggering the automation',
  check: 'checking the api-key and project',
};

/**
 * One line a person understands: what happened and what to do. UserError when an input, the key or
 * a permission must change; ServiceError when the service or the network misbehaved.
 */
export function describeFailure(
  failure: RequestFailure,
  ctx: FailureContext,
): UserError | ServiceError {
  const d = failure.detail;
  const said = d.serviceMessage ? ` (the service said: ${d.serviceMessage})` : '';
  const tries = ctx.attempts && ctx.attempts > 1 ? ` after ${ctx.attempts} attempts` : '';
  const during = WHAT[ctx.operation];
  switch (failure.kind === 'http' ? d.status : failure.kind) {
    case 401:
      return new UserError(
        `authentication failed (401) while ${during}: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret${said}`,
      );
    case 403:
      return new UserError(
        `permission denied (403) while ${during}: the api-key lacks the scope (reads need 'read', jobs and messages need 'write'), or the project's IP allowlist refuses this runner (GitHub-hosted runners have no fixed address); give the key that scope, or add the runner's address to the allowlist${said}`,
      );
    case 404:
      return new UserError(
        ctx.jobId
          ? `not found (404) while ${during}: job '${ctx.jobId}' does not exist in project '${ctx.projectId}'; check job-id and project-id${said}`
          : `not found (404) while ${during}: project '${ctx.projectId}' does not exist for this key; check project-id${said}`,
      );
    case 400:
      return new UserError(
        `the service refused the request (400) while ${during}${said || ' (no reason given)'}; change the prompt or inputs`,
      );
    case 429:
      return new ServiceError(
        `rate limited (429) while ${during}${tries}: the service allows 100 new jobs and messages per project per hour; run again later${said}`,
      );
    case 'redirect':
      return new UserError(
        `the service answered ${during} with a redirect (${d.status}${d.location ? ` to ${d.location}` : ''}), which is not followed; set base-url to the service's final address`,
      );
    case 'proxy':
      return d.status !== undefined && (d.status === 429 || d.status >= 500)
        ? new ServiceError(
            `the proxy (HTTPS_PROXY) could not open a tunnel to the service (HTTP ${d.status}) while ${during}${tries}; the service was not reached: check the proxy, or try again later`,
          )
        : new UserError(
            `the proxy (HTTPS_PROXY) refused to open a tunnel to the service (HTTP ${d.status}) while ${during}; the service was not reached: allow CONNECT to the base-url's host and port on the proxy, or add the host to NO_PROXY`,
          );
    case 'network':
      return new ServiceError(
        d.neverSent
          ? `could not reach the service while ${during}${tries} (${d.code ?? 'network error'}); check base-url and the runner's network`
          : `the connection to the service broke while ${during}${tries} (${d.code ?? 'network error'}); try again later`,
      );
    case 'timeout':
      return new ServiceError(
        `the service did not answer in time while ${during}${tries}; try again later`,
      );
    case 'unreadable':
      return new ServiceError(
        `the service's answer to ${during} was not a readable job record (HTTP ${d.status})${tries}; try again later`,
      );
    default:
      return new ServiceError(
        `the service failed (HTTP ${d.status}) while ${during}${tries}${said}; try again later`,
      );
  }
}

// ---- the automation trigger ------------------------------------------------------------------

export interface TriggerFailureContext {
  readonly projectId: string;
  readonly automationId: string;
  /** The attempts made, when a retry policy gave up. */
  readonly attempts?: number;
}

/**
 * A failed trigger in one line. The trigger's own answers (400: not a scheduled automation or not
 * active; 404: no such automation; 429; a 2xx without the run) say what to check; the rest as for
 * any request.
 */
export function describeTriggerFailure(
  failure: RequestFailure,
  ctx: TriggerFailureContext,
): UserError | ServiceError {
  const d = failure.detail;
  const said = d.serviceMessage ? ` (the service said: ${d.serviceMessage})` : '';
  const tries = ctx.attempts && ctx.attempts > 1 ? ` after ${ctx.attempts} attempts` : '';
  const automation = `automation '${ctx.automationId}'`;
  switch (failure.kind === 'http' ? d.status : failure.kind) {
    case 400:
      return new UserError(
        `the service refused to trigger ${automation} (400)${said}: only an active automation with a custom schedule can be triggered; check in the dashboard that automation-id names one and that it is turned on`,
      );
    case 404:
      return new UserError(
        `${automation} was not found (404) in project '${ctx.projectId}'${said}; check automation-id (in the automation's settings in the dashboard) and project-id`,
      );
    case 429:
      return new ServiceError(
        `rate limited (429) while triggering ${automation}${tries}; run again later${said}`,
      );
    case 'unreadable':
      return new ServiceError(
        `the service accepted the trigger of ${automation} (HTTP ${d.status}) but its answer was unreadable`,
      );
    default:
      return describeFailure(failure, {
        operation: 'trigger',
        projectId: ctx.projectId,
        attempts: ctx.attempts,
      });
  }
}
