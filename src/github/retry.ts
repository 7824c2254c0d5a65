import type { Clock } from '../common/clock.js';
import { formatDuration } from '../common/duration.js';
import { oneLine, ServiceError, UserError } from '../common/errors.js';
import { backoffMs, retryAfterMs } from '../common/backoff.js';

/**
 * The one retry policy for calls to GitHub (the service's is in job/service-retry.ts and
 * job/attempts.ts). Which failures may be tried again depends on what the call does: a read, an
 * edit, a delete or a reaction leaves GitHub the same however often it is sent; a new comment is
 * sent again only when GitHub certainly did not make it (a rate limit, or no connection at all). A
 * rate limit is waited out when the time left allows it, and is never taken for a missing
 * permission.
 */

/** What a call does to the thread, which decides what may be repeated. */
export type GitHubCallKind = 'read' | 'edit' | 'delete' | 'react' | 'create';

/** A failed call, as GitHub answered it (or did not). */
export interface GitHubAnswer {
  /** The HTTP status; undefined when there was no answer (a reset, a time-out, no connection). */
  readonly status?: number;
  /** The answer's headers, names in lower case. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
  /** GitHub's message, one line. */
  readonly message: string;
}

/** What a failure means for the round. */
export type GitHubFault =
  /** GitHub asks to slow down: wait `waitMs`, then try again. Not a missing permission. */
  | { readonly kind: 'rate-limit'; readonly secondary: boolean; readonly waitMs: number }
  /** GitHub or the way to it failed (5xx, no answer): trying again may work. */
  | { readonly kind: 'unavailable' }
  /** 401: the token itself was refused. */
  | { readonly kind: 'token' }
  /** 403 without a sign of a rate limit: the token lacks a permission. */
  | { readonly kind: 'forbidden' }
  /** Anything else (404, 422…): the same call will fail the same way. */
  | { readonly kind: 'other' };

/**
 * GitHub: "If the retry-after header is not present, wait at least one minute" (secondary limits).
 */
export const SECONDARY_DEFAULT_WAIT_MS = 60_000;

/** Reads a failure the way GitHub's REST documentation describes its rate limits. */
export function classify(answer: GitHubAnswer, wallNowMs: number): GitHubFault {
  const { status, headers = {} } = answer;
  if (status === undefined || status >= 500) return { kind: 'unavailable' };
  if (status === 401) return { kind: 'token' };
  if (status !== 403 && status !== 429) return { kind: 'other' };
  const retryAfter = retryAfterMs(headers['retry-after'], wallNowMs);
  const secondary = /secondary rate limit/i.test(answer.message);
  if (retryAfter !== undefined) return { kind: 'rate-limit', secondary, waitMs: retryAfter };
  const reset = Number(headers['x-ratelimit-reset']);
  if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)) {
    // The reset is a whole second: a second more, so the next try does not land just before it.
    return { kind: 'rate-limit', secondary, waitMs: Math.max(0, reset * 1000 - wallNowMs) + 1000 };
  }
  if (secondary || status === 429) {
    return { kind: 'rate-limit', secondary: true, waitMs: SECONDARY_DEFAULT_WAIT_MS };
  }
  return { kind: 'forbidden' };
}

/** Whether a call of this kind may be sent again after this failure. */
export function mayRepeat(kind: GitHubCallKind, error: GitHubCallError): boolean {
  switch (error.fault.kind) {
    case 'rate-limit':
      return true;
    case 'unavailable':
      // A new comment might have been made: only the caller can look (by the round's marker). A
      // reaction might have been made too, and a second try's 200 would then read as another
      // run's claim on the comment (the 👀 claims an instruction): neither is sent again.
      return (kind !== 'create' && kind !== 'react') || error.neverSent;
    case 'token':
    case 'forbidden':
    case 'other':
      return false;
  }
}

/**
 * A failed GitHub call, reduced to what a person needs: the status, GitHub's message, what it
 * means.
 */
export class GitHubCallError extends Error {
  override readonly name = 'GitHubCallError';
  readonly status: number | undefined;
  readonly fault: GitHubFault;
  readonly neverSent: boolean;
  /** How many tries were made before giving up. */
  attempts = 1;
  /** Set when the policy stopped because the wait GitHub asked for is longer than the time left. */
  waitRefusedMs?: number;

  constructor(
    status: number | undefined,
    message: string,
    more: { headers?: GitHubAnswer['headers']; neverSent?: boolean; wallNowMs?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.neverSent = more.neverSent === true;
    this.fault = classify({ status, message, headers: more.headers }, more.wallNowMs ?? 0);
  }

  /**
   * GitHub certainly did not act on the call: it answered with a rate limit, or was never reached.
   */
  get certainlyNotDone(): boolean {
    return this.fault.kind === 'rate-limit' || this.neverSent;
  }
}

/** How long the calls of a phase may go on, and what ends them early. */
export interface GitHubBudget {
  /** Monotonic time by which the call and its retries are over. */
  readonly deadline: number;
  /** Aborts a try in flight, and any wait (a cancelled run, once its grace is over). */
  readonly signal?: AbortSignal;
  /** Aborts the waits between tries only, and stops retrying: a try in flight may still finish. */
  readonly stopWaiting?: AbortSignal;
}

export interface GitHubRetryDeps {
  readonly clock: Clock;
  readonly random: () => number;
  /** Read at the start of each call: the phase of the run decides it. */
  readonly budget: () => GitHubBudget;
  /** One line per retry, for the log. */
  readonly onRetry?: (line: string) => void;
}

/**
 * A round's budget while it runs: until its `timeout`; a cancellation stops any wait between
 * tries at once, and a try in flight gets the grace (`requestSignal`).
 */
export function roundBudget(
  deadline: number,
  cancellation: { readonly signal: AbortSignal; readonly requestSignal: AbortSignal } | undefined,
): GitHubBudget {
  return { deadline, signal: cancellation?.requestSignal, stopWaiting: cancellation?.signal };
}

/**
 * GitHub's retry settings for a step: the step's clock and chance, the budget its phase gives,
 * and each retry as a log line. Every GitHub call of a run, a sweep or a post step goes through
 * settings made here.
 */
export function githubRetry(
  step: { readonly clock: Clock; readonly random: () => number },
  budget: () => GitHubBudget,
  log: { info(line: string): void },
): GitHubRetryDeps {
  return {
    clock: step.clock,
    random: step.random,
    budget,
    onRetry: (line) => log.info(line),
  };
}

/**
 * How long a run's GitHub calls and their retries may go on. While the round runs: until its
 * `timeout` (once the settings are read; before, `untilMs` from the start); a cancellation stops
 * any wait between tries at once, and a try in flight gets the grace (the rest of the grace is
 * for the last report). The last report has a bound of its own, a few seconds when the run was
 * cancelled: the runner kills it soon.
 */
export class RunGitHubTime {
  /** GitHub's retry settings for the run: every GitHub call of the round goes through them. */
  readonly retry: GitHubRetryDeps;
  private timeoutMs?: number;
  private cancellation?: { readonly signal: AbortSignal; readonly requestSignal: AbortSignal };
  /** Set when the last report starts. */
  private lastReport?: GitHubBudget;

  constructor(
    step: { readonly clock: Clock; readonly random: () => number },
    private readonly startedAt: number,
    /** The bound before the round's timeout is known (an input error's report). */
    private readonly untilMs: number,
    log: { info(line: string): void },
  ) {
    this.retry = githubRetry(step, () => this.budget(), log);
  }

  /**
   * The round's settings are read: its timeout bounds GitHub's calls, and its cancellation stops
   * them.
   */
  roundRuns(
    timeoutMs: number,
    cancellation: { readonly signal: AbortSignal; readonly requestSignal: AbortSignal },
  ): void {
    this.timeoutMs = timeoutMs;
    this.cancellation = cancellation;
  }

  /** The last report starts: `ms` from now, and a try in flight stops on `signal`. */
  reportFor(ms: number, signal: AbortSignal | undefined): void {
    this.lastReport = { deadline: this.retry.clock.now() + ms, signal };
  }

  private budget(): GitHubBudget {
    if (this.lastReport) return this.lastReport;
    return roundBudget(this.startedAt + (this.timeoutMs ?? this.untilMs), this.cancellation);
  }
}

/** One try of a call: its own time limit, and the budget's signal. */
export interface GitHubAttempt {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

export const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5_000;
/** The longest one try may take; GitHub answers in well under a second when it is well. */
export const CALL_TIMEOUT_MS = 20_000;
/** The shortest time limit a try gets, however little time is left. */
export const MIN_CALL_MS = 2_000;

/**
 * Runs `attempt` until it succeeds, or until the failure may not be repeated, `MAX_ATTEMPTS` tries
 * were made, the wait before the next try would pass the budget's deadline, or the budget's signal
 * aborts. The last failure is thrown as it was (a GitHubCallError); `waitRefusedMs` says when
 * GitHub asked for a longer wait than the time left.
 */
export async function withGitHubRetries<T>(
  kind: GitHubCallKind,
  what: string,
  attempt: (call: GitHubAttempt) => Promise<T>,
  deps: GitHubRetryDeps,
): Promise<T> {
  const { clock } = deps;
  const { deadline, signal, stopWaiting } = deps.budget();
  const waitSignal =
    signal && stopWaiting ? AbortSignal.any([signal, stopWaiting]) : (signal ?? stopWaiting);
  for (let attempts = 1; ; attempts += 1) {
    const timeoutMs = Math.min(CALL_TIMEOUT_MS, Math.max(MIN_CALL_MS, deadline - clock.now()));
    try {
      return await attempt({ timeoutMs, signal });
    } catch (error) {
      if (!(error instanceof GitHubCallError) || waitSignal?.aborted) throw error;
      error.attempts = attempts;
      if (!mayRepeat(kind, error) || attempts >= MAX_ATTEMPTS) throw error;
      const { fault } = error;
      const delayMs =
        fault.kind === 'rate-limit'
          ? fault.waitMs
          : backoffMs(attempts - 1, BASE_DELAY_MS, MAX_DELAY_MS, deps.random);
      if (delayMs > deadline - clock.now()) {
        if (fault.kind === 'rate-limit') error.waitRefusedMs = delayMs;
        throw error;
      }
      deps.onRetry?.(
        `GitHub ${describeFault(error)} on ${what}; trying again in ${formatDuration(delayMs)}`,
      );
      await clock.sleep(delayMs, waitSignal);
    }
  }
}

/** The failure in a few words, for the retry line. */
function describeFault(error: GitHubCallError): string {
  const { fault } = error;
  if (fault.kind === 'rate-limit') {
    return fault.secondary ? 'asked to slow down (secondary rate limit)' : 'rate limit reached';
  }
  return error.status === undefined
    ? `did not answer (${error.message})`
    : `answered ${error.status}`;
}

/**
 * The failure in one line for a person: a refused token or a missing permission says what to fix,
 * a rate limit is named as one (never as a permission), anything else gives GitHub's status.
 * `what` is the call ("comment on #7"); `grant` says which permission to give the job; `token`
 * names the input the token came from.
 */
export function githubProblem(
  error: unknown,
  what: string,
  grant: string,
  token = 'github-token',
): string {
  if (!(error instanceof GitHubCallError)) {
    return `could not ${what} (${oneLine(error)})`;
  }
  const { fault } = error;
  switch (fault.kind) {
    case 'token':
      return `could not ${what}: GitHub refused the token (401): check ${token}`;
    case 'forbidden':
      return `could not ${what} (403: ${error.message}): ${grant}`;
    case 'rate-limit': {
      const limit = fault.secondary ? 'secondary rate limit' : 'rate limit';
      const wait =
        error.waitRefusedMs === undefined
          ? `still there after ${error.attempts} tries`
          : `asks to wait ${formatDuration(error.waitRefusedMs)}, longer than the time left`;
      return `could not ${what}: GitHub's ${limit} ${wait}`;
    }
    default: {
      const status = error.status === undefined ? 'no answer' : String(error.status);
      const tries = error.attempts > 1 ? `, after ${error.attempts} tries` : '';
      return `could not ${what} (${status}: ${error.message}${tries})`;
    }
  }
}

/** The token itself, or its permissions, were refused: writing again would only fail again. */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof GitHubCallError &&
    (error.fault.kind === 'token' || error.fault.kind === 'forbidden')
  );
}

/**
 * What a failed GitHub call the round cannot go on without means: a refusal (the token, or a
 * permission it lacks) is the workflow's to fix, and running again changes nothing; anything
 * else is GitHub's, and running again may pass. `refused` widens what counts as a refusal (a
 * pull request GitHub will not show is a 404). The one place that decides it.
 */
export function stopFor(
  error: unknown,
  lines: { readonly refused: string; readonly passing: string },
  refused = isRefusal(error),
): UserError | ServiceError {
  return refused ? new UserError(lines.refused) : new ServiceError(lines.passing);
}

/**
 * A GitHub read the round cannot go on without: its value, or, when GitHub failed it, what
 * `stop` makes of the failure (stopFor). A cancelled run's failure is the cancellation; any other
 * error is not GitHub's and goes on as it is.
 */
export async function readOrStop<T>(
  read: () => Promise<T>,
  signal: AbortSignal | undefined,
  stop: (error: GitHubCallError) => Error,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (!(error instanceof GitHubCallError)) throw error;
    throw stop(error);
  }
}

/** A GitHub read the round needed before it sent anything: stopFor, saying so. */
export function stopBeforeSending(error: unknown, line: string): UserError | ServiceError {
  return stopFor(error, {
    refused: `${line}; nothing was sent to the service`,
    passing: `${line}; nothing was sent to the service: run the workflow again`,
  });
}
