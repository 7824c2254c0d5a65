import { listenForCancellation } from './cancel.js';
import { systemClock, type Clock } from './clock.js';
import { CancelledError, oneLine, ServiceError, UserError } from './errors.js';
import { readEvent } from './event.js';
import { promptToSend, readSettings, type Settings } from './inputs.js';
import { describeOutcome, failureFor, outcomeOf } from './outcome.js';
import { ProgressLog } from './progress.js';
import { createRedactor, type Redactor } from './redact.js';
import type { CommentView } from './report/comment.js';
import { IssueReport, type IssueReportOptions } from './report/issue.js';
import { knowsJob, reportJobKnown, writeOutputs } from './report/outputs.js';
import type { RunState } from './report/state.js';
import { writeSummary } from './report/summary.js';
import { AgentJobClient } from './service/client.js';
import { RequestFailure } from './service/failure.js';
import { checkJobId, startJob } from './start.js';
import { loadToolkit, readInput, type Toolkit } from './toolkit.js';
import { USER_AGENT } from './version.js';
import { waitForJob } from './wait.js';

const REQUEST_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 60_000;
const OUTAGE_MAX_MS = 5 * 60_000;

export interface Runtime {
  readonly clock: Clock;
  readonly random: () => number;
  readonly env: NodeJS.ProcessEnv;
}

const defaultRuntime: Runtime = { clock: systemClock, random: Math.random, env: process.env };

/** The action: read inputs → start or find the job → wait → report. */
export async function run(runtime: Runtime = defaultRuntime): Promise<void> {
  const { clock, env } = runtime;
  const apiKey = readInput('api-key', env);
  // Loaded on first use, after the first request is on its way: nothing is printed before it,
  // and the mask is the first thing it prints.
  let loading: Promise<Toolkit> | undefined;
  const toolkit = (): Promise<Toolkit> =>
    (loading ??= loadToolkit().then((core) => {
      maskKey(core, apiKey);
      return core;
    }));
  let redact = createRedactor([apiKey]);
  const redactNow: Redactor = (text) => redact(text);
  const startedAt = clock.now();
  const state: RunState = { timedOut: false, waitedMs: 0, commentUrl: '' };
  const cancellation = listenForCancellation();
  let issue: IssueReport | undefined;
  let phase: CommentView['phase'] = 'error';
  try {
    let settings = readSettings((name) => readInput(name, env), {
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      event: readEvent(env),
    });
    redact = createRedactor([apiKey, settings.githubToken]);
    const client = new AgentJobClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      apiKey: settings.apiKey,
      userAgent: USER_AGENT,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      redact,
    });
    if (settings.conversation?.kind === 'skip') {
      (await toolkit()).notice(redact(`Nothing to do: ${settings.conversation.reason}.`));
      return;
    }
    if (settings.conversation) {
      // An instruction in a comment: the issue decides between a follow-up and a new job.
      issue = await IssueReport.open(
        settings,
        reportOptions(await toolkit(), env, redactNow, cancellation.requestSignal),
      );
      const currentStatus = (jobId: string) => statusAtService(client, jobId, cancellation.signal);
      settings = (await issue?.resolveConversation(settings, currentStatus)) ?? settings;
    }
    state.mode = settings.mode;
    state.jobId = settings.jobId;
    const deadline = startedAt + settings.timeoutMs;

    // The first request goes out before the toolkit loads.
    const starting = startJob(settings, promptToSend(settings), {
      client,
      clock,
      random: runtime.random,
      signal: cancellation.signal,
      requestSignal: cancellation.requestSignal,
      deadline,
      onRetry: (failure, delayMs, attempt) =>
        void toolkit().then((core) =>
          new ProgressLog(core, redactNow).retrying(
            operationName(settings),
            failure,
            delayMs,
            attempt,
          ),
        ),
    });
    starting.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
    const log = new ProgressLog(await toolkit(), redactNow);
    log.starting(settings);
    await reportJobKnown(await toolkit(), state, redact);
    issue ??= await IssueReport.open(
      settings,
      reportOptions(await toolkit(), env, redactNow, cancellation.requestSignal),
    );
    if (settings.jobId) await issue?.findComment(settings.jobId);
    const first = await starting;
    state.record = first;
    // An id that fails the rule is never used or output; the `job` output still records the answer.
    const jobId = settings.jobId ?? checkJobId(first, redact);
    state.jobId = jobId;
    log.started(settings, jobId, first);
    await reportJobKnown(await toolkit(), state, redact);
    if (cancellation.signal.aborted) throw cancellation.signal.reason;
    await issue?.started(state);
    state.commentUrl = issue?.commentUrl ?? '';

    if (settings.wait) {
      const result = await waitForJob(
        {
          projectId: settings.projectId,
          jobId,
          record: first,
          afterFollowUp: settings.mode === 'follow-up',
        },
        {
          pollIntervalMs: settings.pollIntervalMs,
          maxPollIntervalMs: settings.maxPollIntervalMs,
          startedAt,
          deadline,
          outageAfterMs: Math.min(OUTAGE_MAX_MS, 10 * settings.maxPollIntervalMs),
          heartbeatMs: HEARTBEAT_MS,
          requestTimeoutMs: REQUEST_TIMEOUT_MS,
        },
        {
          clock,
          random: runtime.random,
          poll: (call) => client.getJob(jobId, call),
          signal: cancellation.signal,
          events: log.waitEvents(jobId, (record) => (state.record = record)),
        },
      );
      state.record = result.record;
      state.timedOut = result.timedOut;
    }

    state.waitedMs = clock.now() - startedAt;
    const outcome = outcomeOf(state.record, state.timedOut);
    phase = outcome;
    state.headline = describeOutcome(outcome, jobId, state.waitedMs);
    log.finished(state.headline, state.record);
    if (outcome !== 'pr' && outcome !== 'running' && settings.failOn.has(outcome)) {
      (await toolkit()).setFailed(redact(failureFor(outcome, jobId, state.waitedMs)));
    }
  } catch (error) {
    state.waitedMs = clock.now() - startedAt;
    state.headline = failureLine(error, state);
    phase = error instanceof CancelledError ? 'cancelled' : 'error';
    (await toolkit()).setFailed(redact(state.headline));
  } finally {
    cancellation.dispose();
    await report(await toolkit(), state, issue, phase, redact);
  }
}

function reportOptions(
  core: Toolkit,
  env: NodeJS.ProcessEnv,
  redact: Redactor,
  cancelled: AbortSignal,
): IssueReportOptions {
  return {
    env,
    redact,
    cancelled,
    info: (message) => core.info(redact(message)),
    warn: (message) => core.warning(redact(message)),
  };
}

/** Outputs first (a cancelled run may be killed soon), then the summary and the comment. */
async function report(
  core: Toolkit,
  state: RunState,
  issue: IssueReport | undefined,
  phase: CommentView['phase'],
  redact: Redactor,
): Promise<void> {
  if (!knowsJob(state)) return;
  writeOutputs(core, state, redact);
  await writeSummary(core, state, redact);
  // Without a record (a follow-up that failed) the comment is left as it is.
  if (state.record === undefined) return;
  await issue?.ended(state, phase);
  if (issue && issue.commentUrl !== state.commentUrl) {
    state.commentUrl = issue.commentUrl;
    core.setOutput('comment-url', state.commentUrl);
  }
}

/**
 * The job's status now, for choosing between a follow-up and a new job: 'gone' when the service
 * no longer knows it, undefined when it cannot be read (the comment's record stands).
 */
async function statusAtService(
  client: AgentJobClient,
  jobId: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    return (await client.getJob(jobId, { signal })).status;
  } catch (error) {
    if (!(error instanceof RequestFailure)) throw error;
    return error.detail.status === 404 ? 'gone' : undefined;
  }
}

/** Masks the key, and the secret after its `<prefix>_`, before anything else is printed. */
function maskKey(core: Toolkit, apiKey: string): void {
  if (!apiKey) return;
  core.setSecret(apiKey);
  const secret = apiKey.slice(apiKey.indexOf('_') + 1);
  if (secret !== apiKey && secret.length >= 8) core.setSecret(secret);
}

function operationName(settings: Settings): string {
  return settings.mode === 'create'
    ? 'Creating the job'
    : settings.mode === 'follow-up'
      ? 'Sending the message'
      : 'Looking up the job';
}

/** One line: what happened and what to do, naming the job whenever one exists. */
function failureLine(error: unknown, state: RunState): string {
  const { jobId } = state;
  if (error instanceof CancelledError) {
    if (jobId) {
      return `${error.message}: stopped waiting; job ${jobId} goes on at the service: run again with job-id: ${jobId} to resume`;
    }
    return `${error.message} before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again`;
  }
  const line = oneLine(error);
  const known = error instanceof UserError || error instanceof ServiceError;
  const text = known ? line : `unexpected error: ${line}; please report it`;
  return jobId && !text.includes(jobId) ? `${text} (job ${jobId})` : text;
}
