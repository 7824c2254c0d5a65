import { ServiceError, UserError } from '../errors.js';
import { githubProblem, isRefusal, type GitHubRetryDeps } from '../github-retry.js';
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
import { ISSUE_GRANT, RoundComment } from './round-comment.js';

export interface IssueReportOptions {
  readonly env: NodeJS.ProcessEnv;
  /** Applied to every text sent to GitHub: all of it is public. */
  readonly redact: (text: string) => string;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
  /** GitHub's retry policy: the clock, and how long calls may go on in the run's current phase. */
  readonly github: GitHubRetryDeps;
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
      options.github,
    );
    return new IssueReport(thread, settings, options, roundOf(options.env));
  }

  get number(): number {
    return this.thread.number;
  }

  get commentUrl(): string {
    return this.comment?.url ?? '';
  }

  /** 👀 on the comment that asked: seen, and under way. */
  async acknowledge(commentId: number): Promise<void> {
    try {
      await this.thread.react(commentId, 'eyes');
    } catch (error) {
      this.options.warn(githubProblem(error, 'react to the comment', ISSUE_GRANT));
    }
  }

  /**
   * The action's comments on the thread, read once: the issue's latest job, and this round's
   * comments from an earlier attempt of the same workflow run. Without them a follow-up could
   * become a second job, so a failure (after the policy's retries) stops the run before anything
   * is sent, with one line naming GitHub and what to do: fix the token, or run again.
   */
  async readJobs(): Promise<{ latest?: ThreadJob; ownRound?: ThreadJob }> {
    if (!this.marked) {
      try {
        this.marked = markedComments(await this.thread.listComments());
      } catch (error) {
        const line = githubProblem(
          error,
          `read the comments of #${this.thread.number} on GitHub to find its job`,
          ISSUE_GRANT,
        );
        if (isRefusal(error)) throw new UserError(`${line}; nothing was sent to the service`);
        throw new ServiceError(`${line}; nothing was sent to the service: run the workflow again`);
      }
      this.comment?.adopt(this.marked);
    }
    return {
      latest: latestJob(this.marked),
      ownRound: latestJob(this.marked.filter((m) => m.marker.round === this.round)),
    };
  }

  /** The working note, once the job is known and the round will wait for it. */
  async working(view: RoundView): Promise<void> {
    await this.comment?.showWorking(workingBody(view));
  }

  /** The round's result as a new comment, and the label removed: whatever the outcome. */
  async finished(view: RoundView, end: RoundEnd): Promise<void> {
    // A cancelled run updates its working note in place: it may be killed before a second write.
    await this.comment?.showResult(resultBody(view, end), { inPlace: end === 'cancelled' });
    const { labelToRemove } = this.settings;
    if (!labelToRemove) return;
    try {
      await this.thread.removeLabel(labelToRemove);
      this.options.info(`Removed the label '${labelToRemove}' from #${this.thread.number}`);
    } catch (error) {
      if (!(error instanceof GitHubCallError && error.status === 404)) {
        this.options.warn(githubProblem(error, `remove the label '${labelToRemove}'`, ISSUE_GRANT));
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
