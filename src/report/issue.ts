import { ServiceError } from '../errors.js';
import type { ThreadSettings } from '../inputs.js';
import {
  latestJob,
  markedComments,
  resultBody,
  workingBody,
  type MarkedComment,
  type RoundEnd,
  type RoundView,
  type ThreadJob,
} from './comment.js';
import { GitHubCallError, openThread, type IssueThread } from './github.js';
import { RoundComment } from './round-comment.js';

export interface IssueReportOptions {
  readonly env: NodeJS.ProcessEnv;
  /** Applied to every text sent to GitHub: all of it is public. */
  readonly redact: (text: string) => string;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
  /** Ends GitHub calls on cancellation (after the grace a last comment gets). */
  readonly cancelled?: AbortSignal;
  /** The round, as the main step saved it (the post step); default: this run's. */
  readonly round?: string;
}

/**
 * The round as the issue or pull request shows it: 👀 on the instruction, the issue's jobs as the
 * action's comments record them, the round's working note and result, and the label removed at
 * the end. Failures are warnings: the step's result never depends on the thread.
 */
export class IssueReport {
  private readonly comment?: RoundComment;
  private marked?: MarkedComment[];

  private constructor(
    private readonly thread: IssueThread,
    private readonly settings: ThreadSettings,
    private readonly options: IssueReportOptions,
    readonly round: string,
  ) {
    if (settings.comment) this.comment = new RoundComment(thread, round, options.warn);
  }

  /** Opens the thread when the run has one and something to do on it; undefined otherwise (GitHub's client is never loaded). */
  static async open(
    settings: ThreadSettings,
    options: IssueReportOptions,
    reacting = false,
  ): Promise<IssueReport | undefined> {
    const wanted = reacting || settings.labelToRemove !== undefined || settings.comment;
    const [owner, repo] = (options.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!wanted || settings.issueNumber === undefined) return undefined;
    if (!owner || !repo || !settings.githubToken) {
      options.warn(
        'no GITHUB_REPOSITORY or github-token: the issue is left as it is (no comment, reaction or label change)',
      );
      return undefined;
    }
    const thread = await openThread(
      {
        token: settings.githubToken,
        owner,
        repo,
        number: settings.issueNumber,
        redact: options.redact,
      },
      options.warn,
      options.cancelled,
    );
    return new IssueReport(thread, settings, options, options.round ?? roundOf(options.env));
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

  /** 👀 on the comment that asked: seen, and under way. */
  async acknowledge(commentId: number): Promise<void> {
    try {
      await this.thread.react(commentId, 'eyes');
    } catch (error) {
      this.options.warn(
        `could not react to the comment: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * The action's comments on the thread, read once: the issue's latest job, and this round's
   * comments from an earlier attempt of the same workflow run. Without them a follow-up could
   * become a second job, so a failure stops the run before anything is sent.
   */
  async readJobs(): Promise<{ latest?: ThreadJob; ownRound?: ThreadJob }> {
    if (!this.marked) {
      try {
        this.marked = markedComments(await this.thread.listComments());
      } catch (error) {
        const status = error instanceof GitHubCallError && error.status ? ` (${error.status})` : '';
        throw new ServiceError(
          `could not read the comments of #${this.thread.number}${status} to find its job; nothing was sent: run the workflow again`,
        );
      }
      this.comment?.adopt(this.marked);
    }
    return {
      latest: latestJob(this.marked),
      ownRound: latestJob(this.marked.filter((m) => m.marker.round === this.round)),
    };
  }

  /** Takes over the working note the main step wrote (the post step ends the round in it). */
  resumeWorking(commentId: number): void {
    this.comment?.resume(commentId);
  }

  /** The working note, once the job is known and the round will wait for it. */
  async working(view: RoundView): Promise<void> {
    await this.comment?.showWorking(workingBody(view));
  }

  /** The round's result as a new comment, and the label removed: whatever the outcome. */
  async finished(view: RoundView, end: RoundEnd): Promise<void> {
    // A cancelled run updates its working note in place: it may be killed before a second write.
    // So does the post step of a killed run: its time is short too.
    const inPlace = end === 'cancelled' || end === 'stopped';
    await this.comment?.showResult(resultBody(view, end), { inPlace });
    const { labelToRemove } = this.settings;
    if (!labelToRemove) return;
    try {
      await this.thread.removeLabel(labelToRemove);
      this.options.info(`Removed the label '${labelToRemove}' from #${this.thread.number}`);
    } catch (error) {
      if (!(error instanceof GitHubCallError && error.status === 404)) {
        this.options.warn(
          `could not remove the label '${labelToRemove}': ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}

/**
 * The round: this workflow run and step. A re-run of the run keeps both, so it finds the comment
 * its earlier attempt wrote; another run, or another step using the action, is another round.
 */
export function roundOf(env: NodeJS.ProcessEnv): string {
  const run = env.GITHUB_RUN_ID?.trim() || 'local';
  const step = env.GITHUB_ACTION?.trim();
  return [run, step]
    .filter(Boolean)
    .join('.')
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .slice(0, 120);
}

/** The workflow run's page, where the log is. */
export function runUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  return env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
    : undefined;
}
