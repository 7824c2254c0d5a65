import { formatDuration } from '../common/duration.js';
import { roundWaits, type JobPlan } from '../round/plan.js';
import type { JobInput, Settings } from '../settings/types.js';
import type { Printer } from '../common/log.js';
import { shorten, type Redactor } from '../common/redact.js';
import type { RequestFailure } from '../service/failure.js';
import type { JobRecord } from '../service/record.js';
import type { WaitEvents } from './wait.js';

/**
 * The log a person watches: a line per event that matters, details behind debug. Service text is
 * cut short here; the printing gate makes every line one visible line.
 */
export class ProgressLog {
  constructor(
    private readonly log: Pick<Printer, 'info' | 'debug'>,
    private readonly redact: Redactor,
  ) {}

  private line(text: string): void {
    this.log.info(text);
  }

  /** Service text for a line: redacted before it is cut. */
  private forLog(text: string, max = 200): string {
    return shorten(text, max, this.redact);
  }

  /** The whole record, behind debug. */
  recordSeen(record: JobRecord): void {
    this.log.debug(`job record: ${JSON.stringify(record.raw)}`);
  }

  starting(plan: JobPlan, settings: Settings): void {
    const where = `project ${settings.projectId} at ${settings.baseUrl.origin}`;
    switch (plan.kind) {
      case 'create':
        return this.line(`Creating a job in ${where}${promptNote(plan.ask)}`);
      case 'follow-up':
        return this.line(
          `Sending a follow-up message to job ${plan.jobId} in ${where}${promptNote(plan.ask)}`,
        );
      case 'watch':
        return this.line(`Looking up job ${plan.jobId} in ${where}`);
    }
  }

  started(plan: JobPlan, settings: Settings, jobId: string, record: JobRecord): void {
    this.recordSeen(record);
    const status = this.forLog(record.status, 40);
    const waiting = roundWaits(settings)
      ? `; waiting up to ${formatDuration(settings.timeoutMs)} for it to finish`
      : '';
    switch (plan.kind) {
      case 'create':
        return this.line(`Created job ${jobId} (status ${status})${waiting}`);
      case 'follow-up':
        return this.line(`Job ${jobId} accepted the message (status ${status})${waiting}`);
      case 'watch':
        return this.line(`Job ${jobId} is ${status}${waiting}`);
    }
  }

  retrying(what: string, failure: RequestFailure, delayMs: number, attempt: number): void {
    this.line(
      `${what} failed (${this.forLog(failure.message)}); trying again in ${formatDuration(delayMs)} (attempt ${attempt + 1})`,
    );
  }

  /** The waiter's events, as log lines (each record behind debug: recordSeen). */
  waitEvents(jobId: string): Omit<WaitEvents, 'recordSeen'> {
    return {
      statusChanged: (record, previous) =>
        this.line(
          `Job ${jobId}: ${this.forLog(previous.status, 40)} → ${this.forLog(record.status, 40)}`,
        ),
      heartbeat: (waitedMs, record) =>
        this.line(
          `Job ${jobId} is still ${this.forLog(record.status, 40)} after ${formatDuration(waitedMs)}`,
        ),
      unknownStatus: (status) =>
        this.line(
          `The service reported an unknown status '${this.forLog(status, 40)}'; treating it as not finished`,
        ),
      pollFailed: (failure, retryInMs, inARow) =>
        this.line(
          `Status check failed (${this.forLog(failure.message)}); trying again in ${formatDuration(retryInMs)}${inARow > 1 ? ` (${inARow} failures in a row)` : ''}`,
        ),
      staleResultAccepted: (record) =>
        this.line(
          `Job ${jobId} still shows status ${this.forLog(record.status, 40)} from before the message and never became active again; taking it as the result`,
        ),
    };
  }
}

/** Where the prompt came from, and its length: the prompt itself stays out of the log. */
function promptNote(ask: JobInput): string {
  if (ask.source === 'digest') {
    return ` (a digest of ${ask.digest.pulls.length.toLocaleString('en-US')} merged pull requests)`;
  }
  return ask.source === 'pull-request' || ask.source === 'push'
    ? ''
    : ` (prompt from ${ask.source}, ${ask.prompt.length} characters)`;
}
