import * as core from '@actions/core';
import { listenForCancellation } from './cancel.js';
import { systemClock, type Clock } from './clock.js';
import { CancelledError, oneLine, ServiceError, UserError } from './errors.js';
import { readEvent } from './event.js';
import { promptToSend, readSettings, type Settings } from './inputs.js';
import { describeOutcome, failureFor, outcomeOf } from './outcome.js';
import { ProgressLog } from './progress.js';
import { createRedactor, type Redactor } from './redact.js';
import type { CommentView } from './report/comment.js';
import { IssueReport } from './report/issue.js';
import { writeOutputs } from './report/outputs.js';
import type { RunState } from './report/state.js';
import { writeSummary } from './report/summary.js';
import { AgentJobClient } from './service/client.js';
import { RequestFailure } from './service/failure.js';
import { checkJobId, startJob } from './start.js';
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
  const apiKey = core.getInput('api-key');
  maskKey(apiKey);
  let redact = createRedactor([apiKey]);
  const { clock, env } = runtime;
  const startedAt = clock.now();
  const state: RunState = { timedOut: false, waitedMs: 0, commentUrl: '' };
  const cancellation = listenForCancellation();
  const log = new ProgressLog((text) => redact(text));
  let issue: IssueReport | undefined;
  let phase: CommentView['phase'] = 'error';
  try {
    let settings = readSettings((name) => core.getInput(name), {
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      event: readEvent(env),
    });
    redact = createRedactor([apiKey, settings.githubToken]);
    if (settings.conversation?.kind === 'skip') {
      core.notice(redact(`Nothing to do: ${settings.conversation.reason}.`));
      return;
    }
    const client = new AgentJobClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      apiKey: settings.apiKey,
      userAgent: USER_AGENT,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      redact,
    });
    issue = await IssueReport.open(settings, {
      env,
      redact: (text) => redact(text),
      info: (message) => core.info(redact(message)),
      warn: (message) => core.warning(redact(message)),
    });
    const currentStatus = (jobId: string) => statusAtService(client, jobId, cancellation.signal);
    settings = (await issue?.resolveConversation(settings, currentStatus)) ?? settings;
    state.mode = settings.mode;
    if (settings.jobId) await issue?.findComment(settings.jobId);

    const deadline = startedAt + settings.timeoutMs;

    log.starting(settings);
    const first = await startJob(settings, promptToSend(settings), {
      client,
      clock,
      random: runtime.random,
      signal: cancellation.signal,
      requestSignal: cancellation.requestSignal,
      deadline,
      onRetry: (failure, delayMs, attempt) =>
        log.retrying(operationName(settings), failure, delayMs, attempt),
    });
    state.record = first;
    state.jobId = settings.jobId ?? first.id;
    const jobId = settings.jobId ?? checkJobId(first);
    log.started(settings, jobId, first);
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
      core.setFailed(redact(failureFor(outcome, jobId, state.waitedMs)));
    }
  } catch (error) {
    state.waitedMs = clock.now() - startedAt;
    state.headline = failureLine(error, state);
    phase = error instanceof CancelledError ? 'cancelled' : 'error';
    core.setFailed(redact(state.headline));
  } finally {
    cancellation.dispose();
    await report(state, issue, phase, redact);
  }
}

/** Outputs first (a cancelled run may be killed soon), then the summary and the comment. */
async function report(
  state: RunState,
  issue: IssueReport | undefined,
  phase: CommentView['phase'],
  redact: Redactor,
): Promise<void> {
  if (state.jobId === undefined) return;
  writeOutputs(state, redact);
  await writeSummary(state, redact);
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
function maskKey(apiKey: string): void {
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
