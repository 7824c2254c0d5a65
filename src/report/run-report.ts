import type { Cancellation } from '../common/cancel.js';
import type { Clock } from '../common/clock.js';
import {
  CancelledError,
  oneLine,
  ServiceError,
  UnverifiedAskerError,
  UserError,
} from '../common/errors.js';
import { repositoryOf } from '../github/client.js';
import { Permissions } from '../github/permission.js';
import type { AccessLookup, Admission } from '../round/admission.js';
import { claimOf } from '../round/resolve.js';
import { refusalNote, refusalNotice } from './refusal.js';
import { RunGitHubTime, type GitHubRetryDeps } from '../github/retry.js';
import type { Settings, ThreadSettings } from '../settings/types.js';
import type { RunnerLog } from '../common/log.js';
import { describeOutcome, failureFor, outcomeOf } from './outcome.js';
import { isTerminal, type JobRecord } from '../service/record.js';
import { roundWaits, type ServicePlan } from '../round/plan.js';
import type { RoundView } from './round-view.js';
import type { Redactor } from '../common/redact.js';
import { ThreadReport } from './thread-report.js';
import { runUrlOf } from '../github/round-id.js';
import { knowsJob, StepOutputs } from './outputs.js';
import type { RoundIdentity } from '../github/round-id.js';
import { SavedRoundState } from './saved-round.js';
import type { RunState } from './round-view.js';
import type { ThreadReportOptions } from './thread-report.js';
import { summaryMarkdown } from './summary.js';
import { shorten } from '../common/redact.js';
import { escapeMarkdown } from '../common/markdown.js';
import { projectTag, roundFactsComment } from './round-facts.js';

/**
 * What a kind of round adds to the run's report: its part of the round's view (a digest's window
 * and covered list), and its last word once the result is on the thread (a digest's notes on its
 * sources). Given with the plan (RunReport.planned).
 */
export interface KindReport {
  view(
    redact: Redactor,
  ): Partial<Pick<RoundView, 'until' | 'covered' | 'head' | 'docsPr'>> | undefined;
  ended(state: RunState, options: ThreadReportOptions): Promise<void>;
}

/**
 * The run as people see it: it learns as the run goes, and tells each writer what is known, so
 * that whatever happens it reaches all of them: the step's outputs (StepOutputs), the job summary,
 * the round on the issue (ThreadReport) and the state saved for the post step (SavedRoundState).
 */
export class RunReport {
  readonly state: RunState = { timedOut: false, waitedMs: 0, commentUrl: '' };
  /** GitHub's retry policy for this run (the prompt's pull request reads it too). */
  readonly github: GitHubRetryDeps;
  private thread?: ThreadSettings;
  private round: RoundIdentity = {
    id: 'local',
    // Stryker disable next-line StringLiteral: answerOn sets the run's round before any thread is read, and no marker's round is 'local' or any other word here
    legacy: 'local',
  };
  private settings?: Settings;
  /** What the round does with its job, once resolved. */
  private plan?: ServicePlan;
  /** What the round's kind adds to the report (a digest's window and notes). */
  private kindReport?: KindReport;
  private issue?: ThreadReport;
  /** The other threads the round answers on as well (a push's other merged pull requests). */
  private alsoOn: readonly ThreadReport[] = [];
  private cancellation?: Pick<Cancellation, 'signal' | 'requestSignal'>;
  /** How long GitHub's calls may go on: the round's timeout, then the last report's bound. */
  private readonly githubTime: RunGitHubTime;
  /** The round as saved for the post step, which ends it should the runner kill this one first. */
  private readonly saved: SavedRoundState;
  private readonly outputs: StepOutputs;
  /**
   * The round did not wait: its working note and label are on the thread, and a sweep writes its
   * result.
   */
  private leftForSweep = false;
  /**
   * The run's permission reads (who asked, whose markers count), when it has a token and a
   * repository.
   */
  private permissions?: Permissions;
  /** Who asked could not be told: a failure then is not answered on the thread. */
  private askerUnverified?: boolean;

  constructor(
    private readonly log: RunnerLog,
    private readonly env: NodeJS.ProcessEnv,
    private readonly clock: Clock,
    private readonly startedAt: number,
    random: () => number = Math.random,
  ) {
    this.saved = new SavedRoundState(log, clock.wallNow());
    this.outputs = new StepOutputs(log);
    this.githubTime = new RunGitHubTime({ clock, random }, startedAt, REPORT_MS, log);
    this.github = this.githubTime.retry;
  }

  /**
   * Where the round is answered: known before the other inputs are read, so that an input error is
   * answered too.
   */
  answerOn(thread: ThreadSettings, round: RoundIdentity): void {
    this.thread = thread;
    this.round = round;
    const repository = repositoryOf(this.env);
    if (repository && thread.githubToken) {
      this.permissions = new Permissions(
        { token: thread.githubToken, ...repository, warn: (m) => this.log.warning(m) },
        this.github,
        thread.askerRules.minPermission,
      );
    }
  }

  /**
   * The run's permission reads (whose markers count, the login this action posts as), read once a
   * run and shared by every thread it reads; undefined without a token or repository.
   */
  get trust(): Permissions | undefined {
    return this.permissions;
  }

  /**
   * How the check of who asked reads a login's access (undefined without a token or repository).
   * From here on the round's settings and cancellation bound GitHub's calls.
   */
  accessLookup(
    settings: Settings,
    cancellation: Pick<Cancellation, 'signal' | 'requestSignal'>,
  ): AccessLookup {
    this.settings = settings;
    this.cancellation = cancellation;
    this.githubTime.roundRuns(settings.timeoutMs, cancellation);
    const { permissions } = this;
    return permissions && ((login) => permissions.accessOf(login));
  }

  /**
   * Who asked may not start a job: a notice, and the step succeeds. A refused label is removed and
   * the issue gets one note; a refused comment gets nothing (one outsider must not make the action
   * write once per comment).
   */
  async refused(refusal: Extract<Admission, { kind: 'refused' }>): Promise<void> {
    const { settings } = this;
    if (!settings) return;
    this.log.notice(refusalNotice(refusal, settings.askerRules, this.env.GITHUB_REPOSITORY));
    const label = settings.eventLabel;
    if (label === undefined) return;
    const issue = await ThreadReport.open(settings, this.issueOptions(), true);
    await issue?.refuse(label, refusalNote(refusal, settings.askerRules, label));
  }

  /** The issue or pull request of the round, opened when there is something to do on it. */
  async openThread(
    settings: Settings,
    cancellation: Pick<Cancellation, 'signal' | 'requestSignal'>,
  ): Promise<ThreadReport | undefined> {
    this.cancellation = cancellation;
    this.settings = settings;
    this.githubTime.roundRuns(settings.timeoutMs, cancellation);
    // A round that claims (a comment, a merge) reacts whatever `comment` says.
    const claiming = claimOf(settings) !== undefined;
    this.issue = await ThreadReport.open(settings, this.issueOptions(), claiming);
    if (this.issue) {
      this.saved.save({
        round: this.issue.round,
        issue: this.issue.number,
        comment: settings.comment,
        label: settings.labelToRemove,
        mention: settings.sender,
      });
    }
    return this.issue;
  }

  /**
   * A merged pull request of a push, opened whatever `comment` says: the round reads its job there
   * before it claims it, and may answer on it too (answerAlsoOn).
   */
  openPull(settings: Settings, number: number): Promise<ThreadReport | undefined> {
    return ThreadReport.open({ ...settings, issueNumber: number }, this.issueOptions(), true);
  }

  /**
   * Threads that get the round's working note and result as its own thread does, each in one
   * comment of its own (a push's merged pull requests after the first).
   */
  answerAlsoOn(threads: readonly ThreadReport[]): void {
    this.alsoOn = threads;
  }

  /**
   * The round as resolved: which job, and what it sends to it. A job given as job-id (or found on
   * the thread) is known from now on: the outputs and the summary name it at once, whatever the
   * first request then does.
   */
  async planned(plan: ServicePlan, kindReport?: KindReport): Promise<void> {
    this.plan = plan;
    this.kindReport = kindReport;
    const jobId = plan.kind === 'create' || plan.kind === 'automation' ? undefined : plan.jobId;
    this.state.jobId = jobId;
    this.saved.save({
      action: plan.shown.action,
      jobId,
      until: kindReport?.view((text) => text)?.until,
    });
    await this.writeOutputsAndSummary();
  }

  /**
   * The job is known: the outputs and the summary at once, before any GitHub call that could hang
   * (a cancelled run may be killed soon), then the working note if the round waits for it.
   */
  async jobKnown(jobId: string): Promise<void> {
    this.state.jobId = jobId;
    this.saved.save({ jobId });
    await this.writeOutputsAndSummary();
    const waits = this.settings && roundWaits(this.settings);
    if (waits && !isTerminal(this.state.record?.status)) {
      await this.issue?.working(this.view());
      for (const other of this.alsoOn) await other.working(this.view());
      this.saved.save({ workingId: this.issue?.workingId });
      this.state.commentUrl = this.issue?.commentUrl ?? '';
      this.outputs.commentUrl(this.state.commentUrl);
    } else if (this.settings && !waits) {
      await this.leaveForSweep(this.settings);
    }
  }

  /**
   * A round that does not wait, on a thread with comments: its working note and label stay for the
   * sweep.
   */
  private async leaveForSweep(settings: Settings): Promise<void> {
    const label = settings.workingLabel;
    if (!this.issue || !settings.comment || !label || isTerminal(this.state.record?.status)) return;
    const view = this.view();
    const facts = roundFactsComment({
      startedAt: this.saved.current.startedAt ?? this.clock.wallNow(),
      asker: view.mention,
      labelToRemove: settings.labelToRemove,
      request: view.request,
      action: view.action,
      runId: this.env.GITHUB_RUN_ID,
      documentsPullRequest: view.documentsPullRequest,
      project: projectTag(settings.projectId),
      checkName: settings.checkName,
      triggerPhrase: settings.triggerPhrase,
    });
    this.leftForSweep = await this.issue.leaveForSweep(view, facts, label);
    this.saved.save({ workingId: this.issue.workingId });
    this.state.commentUrl = this.issue.commentUrl;
    this.outputs.commentUrl(this.state.commentUrl);
  }

  recordSeen(record: JobRecord): void {
    this.state.record = record;
    if (record.status !== this.saved.current.status) this.saved.save({ status: record.status });
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

  // ---- automations (automation-id) ----------------------------------------------------------

  /**
   * The automation queued a run: its id, and its job's when that is safe to use, reach the outputs
   * and the summary at once, before any GitHub call that could hang.
   */
  async automationTriggered(runId: string | undefined, jobId: string | undefined): Promise<void> {
    this.state.automationRunId = runId;
    this.state.jobId = jobId;
    this.saved.save({ jobId });
    await this.writeOutputsAndSummary();
  }

  /**
   * The run goes on at the service and this run does not follow it: a notice, and the step
   * succeeds.
   */
  notFollowed(notice: string): void {
    const { state } = this;
    state.waitedMs = this.clock.now() - this.startedAt;
    state.end = 'triggered';
    state.headline = notice;
    this.log.notice(notice);
  }

  /**
   * Nothing to send (a change outside `paths`): a notice in the log and the summary; no job, and
   * nothing on the thread.
   */
  async nothingSent(notice: string): Promise<void> {
    this.log.notice(notice);
    await this.log.writeSummary(escapeMarkdown(notice));
  }

  /** `/agent` alone on a thread that has no job: the answer says so. */
  noJob(): void {
    this.state.end = 'no-job';
    this.log.notice(
      `#${this.issue?.number ?? '?'} has no job of this action yet: nothing to check on`,
    );
  }

  /**
   * The run failed: one line that says what happened and what to do, naming the job when there is
   * one.
   */
  failed(error: unknown): void {
    const { state } = this;
    state.waitedMs = this.clock.now() - this.startedAt;
    state.end = error instanceof CancelledError ? 'cancelled' : 'error';
    this.askerUnverified = error instanceof UnverifiedAskerError;
    state.headline = failureLine(error, state.jobId);
    this.log.fail(state.headline);
  }

  /** The last word: outputs and summary as they stand, then the round's result on the thread. */
  async close(): Promise<void> {
    const { state } = this;
    if (state.end === undefined) return this.saved.reported();
    // Should the runner kill the step before the thread has this end, the post step writes it.
    this.saved.save({
      end: state.end,
      prLink: state.record?.prLink,
      failure: state.end === 'error' ? state.headline : undefined,
    });
    await this.writeOutputsAndSummary();
    if (this.leftForSweep && state.end === 'running') return this.saved.reported();
    const left = state.end === 'cancelled' ? CANCELLED_REPORT_MS : REPORT_MS;
    this.githubTime.reportFor(left, this.cancellation?.requestSignal);
    const answers = this.thread?.answersFailures && !this.askerUnverified;
    if (!this.issue && this.thread && state.end === 'error' && answers) {
      this.issue = await ThreadReport.open(this.thread, this.issueOptions()).catch(() => undefined);
    }
    await this.issue?.finished(this.view(), state.end);
    for (const other of this.alsoOn) await other.finished(this.view(), state.end);
    await this.kindReport?.ended(state, this.issueOptions());
    const url = this.issue?.commentUrl ?? '';
    if (url !== state.commentUrl) {
      state.commentUrl = url;
      this.outputs.commentUrl(url);
    }
    // A result GitHub did not take (it hung, or failed past its retries) is the post step's to
    // write.
    if (this.issue?.answered !== false) this.saved.reported();
  }

  private async writeOutputsAndSummary(): Promise<void> {
    const { state } = this;
    if (!knowsJob(state)) return;
    this.outputs.write(state);
    if (!state.jobId && !state.automationRunId) return;
    const markdown = summaryMarkdown(state, this.view(), state.end ?? 'running', this.log.redact);
    await this.log.writeSummary(markdown);
  }

  /**
   * What the round shows, every text redacted before it is escaped or cut: the comment is public.
   */
  private view(): RoundView {
    const { state, plan, thread } = this;
    const redact = this.log.redact;
    const request = plan?.shown.request;
    return {
      round: this.issue?.round,
      jobId: state.jobId && redact(state.jobId),
      // A watch sends nothing; a create or follow-up has reached its job once the service answered
      // it; a trigger has queued its run once the service named it.
      sent:
        plan?.kind === 'watch' ||
        state.record !== undefined ||
        (plan?.kind === 'automation' && knowsJob(state)),
      status: state.record?.status,
      action: plan?.shown.action ?? 'start',
      prLink: state.record?.prLink && redact(state.record.prLink),
      request: request && {
        title: request.title && redact(request.title),
        text: redact(request.text),
      },
      mention: thread?.sender,
      runUrl: runUrlOf(this.env),
      waitedMs: state.waitedMs,
      failure: state.headline && redact(state.headline),
      documentsPullRequest: plan?.shown.documentsPullRequest ?? false,
      triggerPhrase: thread?.triggerPhrase ?? '/agent',
      ...this.kindReport?.view(redact),
      // Once the service queued the run: a trigger that failed started nothing.
      automation:
        plan?.kind === 'automation' && knowsJob(state)
          ? this.automationShown(plan.automationId)
          : undefined,
    };
  }

  private automationShown(automationId: string): RoundView['automation'] {
    const runId = this.state.automationRunId;
    return { automationId, runId: runId && this.log.redact(runId) };
  }

  private issueOptions() {
    return {
      trust: this.permissions,
      env: this.env,
      redact: this.log.redact,
      info: (message: string) => this.log.info(message),
      warn: (message: string) => this.log.warning(message),
      github: this.github,
      round: this.round,
    };
  }
}

/**
 * The last report's bound on GitHub's waits (a secondary rate limit asks for a minute when it names
 * no time).
 */
const REPORT_MS = 2 * 60_000;
/**
 * A cancelled run's: the runner sends SIGTERM 7.5 s after SIGINT, and GitHub calls end 3 s after
 * it.
 */
const CANCELLED_REPORT_MS = 2_500;

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
