import { githubProblem, GitHubCallError, type GitHubRetryDeps } from '../github/retry.js';
import type { ThreadSettings } from '../settings/types.js';
import { Permissions, type MarkerTrust } from '../github/permission.js';
import { resultBody, workingBody } from './comment-body.js';
import { type RoundEnd, type RoundView } from './round-view.js';
import { repositoryOf } from '../github/client.js';
import { ThreadJobs } from '../round/thread-jobs.js';
import { ISSUE_GRANT, openThread, type IssueThread } from '../github/thread.js';
import { RoundComment } from './round-comment.js';
import { REFUSAL_MARKER } from './refusal.js';
import type { RoundIdentity } from '../github/round-id.js';

export interface ThreadReportOptions {
  readonly env: NodeJS.ProcessEnv;
  /** Applied to every text sent to GitHub: all of it is public. */
  readonly redact: (text: string) => string;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
  /** GitHub's retry policy: the clock, and how long calls may go on in the run's current phase. */
  readonly github: GitHubRetryDeps;
  /** Which round this run is (roundOf; the post step: as the main step saved it). */
  readonly round: RoundIdentity;
  /**
   * Whose markers count: the run's permission reads, shared with the check of who asked; the thread
   * makes its own without.
   */
  readonly trust?: MarkerTrust;
}

/** What the thread needs of the settings (the post step has no more than this). */
export type ThreadReportSettings = Pick<
  ThreadSettings,
  'comment' | 'issueNumber' | 'githubToken' | 'labelToRemove' | 'askerRules' | 'eventLabel'
>;

/**
 * The round as the issue or pull request shows it: the round's working note and result, and the
 * label removed at the end. Failures are warnings: the step's result never depends on the thread.
 */
export class ThreadReport {
  private readonly comment?: RoundComment;
  /** What resolving the round reads of the thread (its jobs) and the claim it makes there. */
  readonly jobs: ThreadJobs;
  /** This round's id, as its markers carry it. */
  readonly round: string;

  private constructor(
    private readonly thread: IssueThread,
    private readonly settings: ThreadReportSettings,
    private readonly options: ThreadReportOptions,
    /** Whose markers count (see Permissions.trusts). */
    private readonly trust: MarkerTrust,
  ) {
    this.round = options.round.id;
    if (settings.comment) {
      this.comment = new RoundComment(thread, this.round, options.warn, trust);
    }
    this.jobs = new ThreadJobs(thread, trust, {
      env: options.env,
      warn: options.warn,
      round: options.round,
      adopt: (own) => this.comment?.adopt(own),
    });
  }

  /**
   * Opens the thread when the run has one and something to do on it; undefined otherwise (GitHub's
   * client is never loaded).
   */
  static async open(
    settings: ThreadReportSettings,
    options: ThreadReportOptions,
    /**
     * The round writes on the thread whatever `comment` and `remove-label` say (a reaction, a
     * refusal).
     */
    writing = false,
  ): Promise<ThreadReport | undefined> {
    const wanted = writing || settings.labelToRemove !== undefined || settings.comment;
    const repository = repositoryOf(options.env);
    if (!wanted || settings.issueNumber === undefined) return undefined;
    if (!repository || !settings.githubToken) {
      options.warn(
        'no GITHUB_REPOSITORY or github-token: the issue is left as it is (no comment, reaction or label change)',
      );
      return undefined;
    }
    const access = {
      token: settings.githubToken,
      ...repository,
      redact: options.redact,
      warn: options.warn,
    };
    const thread = await openThread({ ...access, number: settings.issueNumber }, options.github);
    const trust =
      options.trust ?? new Permissions(access, options.github, settings.askerRules.minPermission);
    return new ThreadReport(thread, settings, options, trust);
  }

  get number(): number {
    return this.thread.number;
  }

  get commentUrl(): string {
    return this.comment?.url ?? '';
  }

  /** Whether the round's end is on the thread, or there is none to write (comment: false). */
  get answered(): boolean {
    return this.comment?.ended ?? true;
  }

  /** The round's working note, while it has one. */
  get workingId(): number | undefined {
    return this.comment?.workingId;
  }

  /** Takes over the working note the main step wrote (the post step ends the round in it). */
  resumeWorking(commentId: number): void {
    this.comment?.resume(commentId);
  }

  /** The working note, once the job is known and the round will wait for it. */
  async working(view: RoundView): Promise<void> {
    await this.jobs.adoptEarlierAttempt();
    await this.comment?.showWorking(workingBody(view));
  }

  /**
   * A round that does not wait: the working note with the facts a sweep needs (`facts`, the
   * hidden comment), and `label` added for the sweep to find it. False when either did not reach
   * the thread (a warning says why): the round then ends as a round that does not wait always did.
   */
  async leaveForSweep(view: RoundView, facts: string, label: string): Promise<boolean> {
    await this.jobs.adoptEarlierAttempt();
    await this.comment?.showWorking(workingBody(view, facts));
    if (this.comment?.workingId === undefined) return false;
    try {
      await this.thread.addLabel(label);
      this.options.info(
        `Added the label '${label}' to #${this.thread.number}: a scheduled sweep posts the result`,
      );
      return true;
    } catch (error) {
      this.options.warn(githubProblem(error, `add the label '${label}'`, ISSUE_GRANT));
      return false;
    }
  }

  /**
   * A refused label: removed, and the one note that says who may start a job (once per issue,
   * with `comment`). Failures are warnings, like every write here.
   */
  async refuse(label: string, note: string): Promise<void> {
    await this.removeLabel(label);
    if (!this.settings.comment) return;
    try {
      const comments = await this.thread.listComments();
      if (comments.some((c) => c.body.includes(REFUSAL_MARKER))) return;
      await this.thread.createComment(note);
    } catch (error) {
      this.options.warn(githubProblem(error, `answer on #${this.thread.number}`, ISSUE_GRANT));
    }
  }

  /**
   * A note written once on the thread (with `comment`): none when a comment whose author's markers
   * count (Permissions.trusts) carries its marker already. Failures are warnings, like every write
   * here.
   */
  async noteOnce(marker: string, body: string): Promise<void> {
    if (!this.settings.comment) return;
    try {
      for (const comment of await this.thread.listComments()) {
        if (comment.body.includes(marker) && (await this.trust.trusts(comment))) return;
      }
      await this.thread.createComment(body);
    } catch (error) {
      this.options.warn(githubProblem(error, `write on #${this.thread.number}`, ISSUE_GRANT));
    }
  }

  /** The round's result as a new comment, and the label removed: whatever the outcome. */
  async finished(view: RoundView, end: RoundEnd): Promise<void> {
    await this.jobs.adoptEarlierAttempt();
    // A cancelled run updates its working note in place: it may be killed before a second write.
    // So does the post step of a killed run: its time is short too.
    const inPlace = end === 'cancelled' || end === 'stopped';
    await this.comment?.showResult(resultBody(view, end), { inPlace });
    const { labelToRemove } = this.settings;
    if (labelToRemove) await this.removeLabel(labelToRemove);
  }

  /** Removes the label; one already gone is no failure. */
  private async removeLabel(label: string): Promise<void> {
    try {
      await this.thread.removeLabel(label);
      this.options.info(`Removed the label '${label}' from #${this.thread.number}`);
    } catch (error) {
      if (!(error instanceof GitHubCallError && error.status === 404)) {
        this.options.warn(githubProblem(error, `remove the label '${label}'`, ISSUE_GRANT));
      }
    }
  }
}
