import type { Clock } from '../clock.js';
import { CancelledError, oneLine, ServiceError, UserError } from '../errors.js';
import type { Settings, ThreadSettings } from '../inputs.js';
import type { RunnerLog } from '../log.js';
import { describeOutcome, failureFor, outcomeOf } from '../outcome.js';
import { isTerminal, type JobRecord } from '../service/record.js';
import type { Request, RoundView } from './comment.js';
import { IssueReport, runUrlOf } from './issue.js';
import { commentUrlOutput, knowsJob, WITHHELD_PR_LINK, writeOutputs } from './outputs.js';
import type { RunState } from './state.js';
import { summaryMarkdown } from './summary.js';
import { shorten } from '../redact.js';

/**
 * The run as people see it: the step's outputs, the job summary and the round on the issue. It
 * learns as the run goes, so that whatever happens, what is known reaches all three.
 */
export class RunReport {
  readonly state: RunState = { timedOut: false, waitedMs: 0, commentUrl: '' };
  private thread?: ThreadSettings;
  private settings?: Settings;
  private issue?: IssueReport;
  /** Ends GitHub calls once a cancelled run has had its grace for the last report. */
  private cancelled?: AbortSignal;
  /** The pull request link last withheld from pr-link: warned about once. */
  private withheldPrLink?: string;

  constructor(
    private readonly log: RunnerLog,
    private readonly env: NodeJS.ProcessEnv,
    private readonly clock: Clock,
    private readonly startedAt: number,
  ) {}

  /** Where the round is answered: known before the other inputs are read, so that an input error is answered too. */
  answerOn(thread: ThreadSettings): void {
    this.thread = thread;
    this.log.addSecret(thread.githubToken);
  }

  /** The issue or pull request of the round, opened when there is something to do on it. */
  async openIssue(settings: Settings, cancelled: AbortSignal): Promise<IssueReport | undefined> {
    this.cancelled = cancelled;
    this.settings = settings;
    const asking =
      settings.conversation?.kind === 'instruction' || settings.conversation?.kind === 'ask';
    this.issue = await IssueReport.open(settings, this.issueOptions(), asking);
    return this.issue;
  }

  /**
   * The round as resolved: which job, and what it sends to it. A job given as job-id (or found on
   * the thread) is known from now on: the outputs and the summary name it at once, whatever the
   * first request then does.
   */
  async about(settings: Settings): Promise<void> {
    this.settings = settings;
    this.state.jobId = settings.jobId;
    await this.writeOutputsAndSummary();
  }

  /**
   * The job is known: the outputs and the summary at once, before any GitHub call that could hang
   * (a cancelled run may be killed soon), then the working note if the round waits for it.
   */
  async jobKnown(jobId: string | undefined, record: JobRecord): Promise<void> {
    this.state.jobId = jobId;
    this.state.record = record;
    await this.writeOutputsAndSummary();
    if (jobId && this.settings?.wait && !isTerminal(record.status)) {
      await this.issue?.working(this.view());
      this.state.commentUrl = this.issue?.commentUrl ?? '';
      this.log.setOutput('comment-url', commentUrlOutput(this.log.redact(this.state.commentUrl)));
    }
  }

  recordSeen(record: JobRecord): void {
    this.state.record = record;
  }

  /** The job ended, or the wait did: the outcome, and the step fails if `fail-on` lists it. */
  ended(record: JobRecord, timedOut: boolean): void {
    const { state } = this;
    state.record = record;
    state.timedOut = timedOut;
    state.waitedMs = this.clock.now() - this.startedAt;
    const outcome = outcomeOf(record, timedOut);
    state.end = outcome;
    state.headline = describeOutcome(outcome, state.jobId ?? record.id, state.waitedMs);
    this.log.info(state.headline);
    if (record.prLink)
      this.log.info(`Pull request: ${shorten(record.prLink, 500, this.log.redact)}`);
    if (outcome !== 'pr' && outcome !== 'running' && this.settings?.failOn.has(outcome)) {
      this.log.fail(failureFor(outcome, state.jobId ?? record.id, state.waitedMs));
    }
  }

  /** `/agent` alone on a thread that has no job: the answer says so. */
  noJob(): void {
    this.state.end = 'no-job';
    this.log.notice(
      `#${this.issue?.number ?? '?'} has no job of this action yet: nothing to check on`,
    );
  }

  /** The run failed: one line that says what happened and what to do, naming the job when there is one. */
  failed(error: unknown): void {
    const { state } = this;
    state.waitedMs = this.clock.now() - this.startedAt;
    state.end = error instanceof CancelledError ? 'cancelled' : 'error';
    state.headline = failureLine(error, state.jobId);
    this.log.fail(state.headline);
  }

  /** The last word: outputs and summary as they stand, then the round's result on the thread. */
  async close(): Promise<void> {
    const { state } = this;
    if (state.end === undefined) return;
    await this.writeOutputsAndSummary();
    if (!this.issue && this.thread && state.end === 'error' && this.thread.answersFailures) {
      this.issue = await IssueReport.open(this.thread, this.issueOptions()).catch(() => undefined);
    }
    await this.issue?.finished(this.view(), state.end);
    const url = this.issue?.commentUrl ?? '';
    if (url !== state.commentUrl) {
      state.commentUrl = url;
      this.log.setOutput('comment-url', commentUrlOutput(this.log.redact(url)));
    }
  }

  private async writeOutputsAndSummary(): Promise<void> {
    const { state } = this;
    if (!knowsJob(state)) return;
    const withheld = writeOutputs(this.log, state, this.log.redact);
    if (withheld !== undefined && withheld !== this.withheldPrLink) {
      this.withheldPrLink = withheld;
      this.log.warning(WITHHELD_PR_LINK);
    }
    if (!state.jobId) return;
    const markdown = summaryMarkdown(state, this.view(), state.end ?? 'running', this.log.redact);
    await this.log.writeSummary(markdown);
  }

  /** What the round shows, every text redacted before it is escaped or cut: the comment is public. */
  private view(): RoundView {
    const { state, settings, thread } = this;
    const redact = this.log.redact;
    const request = settings && requestOf(settings);
    return {
      round: this.issue?.round,
      jobId: state.jobId && redact(state.jobId),
      status: state.record?.status,
      action:
        settings?.mode === 'follow-up'
          ? 'follow-up'
          : settings?.mode === 'watch'
            ? 'check'
            : 'start',
      prLink: state.record?.prLink && redact(state.record.prLink),
      request: request && {
        title: request.title && redact(request.title),
        text: redact(request.text),
      },
      mention: thread?.sender,
      runUrl: runUrlOf(this.env),
      waitedMs: state.waitedMs,
      failure: state.headline && redact(state.headline),
      documentsPullRequest: settings?.pullRequestToDocument !== undefined,
      triggerPhrase: thread?.triggerPhrase ?? '/agent',
    };
  }

  private issueOptions() {
    return {
      env: this.env,
      redact: this.log.redact,
      info: (message: string) => this.log.info(message),
      warn: (message: string) => this.log.warning(message),
      cancelled: this.cancelled,
    };
  }
}

/** What the person asked, for quoting in the result: the issue's title and body apart, or the instruction. */
function requestOf(settings: Settings): Request | undefined {
  if (settings.prompt === undefined) return undefined;
  if (settings.promptSource === 'issue' && settings.issue) {
    return { title: settings.issue.title, text: settings.issue.body };
  }
  if (settings.promptSource === 'comment' && settings.conversation?.kind === 'instruction') {
    return { text: settings.conversation.text };
  }
  return { text: settings.prompt };
}

/** One line: what happened and what to do, naming the job whenever one exists. */
function failureLine(error: unknown, jobId: string | undefined): string {
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
