import { ServiceError } from '../errors.js';
import type { Settings } from '../inputs.js';
import { isTerminal } from '../service/record.js';
import { JobComment, jobsInThread, type CommentView } from './comment.js';
import { GitHubCallError, openThread, type IssueThread } from './github.js';
import type { RunState } from './state.js';

export interface IssueReportOptions {
  readonly env: NodeJS.ProcessEnv;
  /** Applied to every text from the run before it is rendered: the comment is public. */
  readonly redact: (text: string) => string;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
  /** Ends GitHub calls on cancellation (after the grace a last comment update gets). */
  readonly cancelled?: AbortSignal;
}

/**
 * Everything the action does on the triggering issue or pull request: the 👀 reaction, finding
 * the issue's job for a conversation, the one comment per job, and removing the label.
 */
export class IssueReport {
  private readonly comment?: JobComment;

  private constructor(
    private readonly thread: IssueThread,
    private readonly settings: Settings,
    private readonly options: IssueReportOptions,
  ) {
    if (settings.comment) this.comment = new JobComment(thread, options.warn);
  }

  /** Opens the thread when there is something to do on it; undefined otherwise (and GitHub's client is never loaded). */
  static async open(
    settings: Settings,
    options: IssueReportOptions,
  ): Promise<IssueReport | undefined> {
    const conversing = settings.conversation?.kind === 'instruction';
    const wanted = conversing || settings.labelToRemove !== undefined || settings.comment;
    const [owner, repo] = (options.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!wanted || settings.issueNumber === undefined) return undefined;
    if (!owner || !repo || !settings.githubToken) {
      options.warn(
        'no GITHUB_REPOSITORY or github-token: the issue is left as it is (no comment, reaction or label change)',
      );
      return undefined;
    }
    const thread = await openThread(
      { token: settings.githubToken, owner, repo, number: settings.issueNumber },
      options.warn,
      options.cancelled,
    );
    return new IssueReport(thread, settings, options);
  }

  get commentUrl(): string {
    return this.comment?.url ?? '';
  }

  /**
   * For an instruction in a comment: react 👀, then send it to the issue's job as a follow-up, or
   * start a new job when the issue has none (or its last one failed or was archived).
   */
  async resolveConversation(
    settings: Settings,
    /** The job's status at the service now, if it can be read: the marker only knows what the last run saw. */
    currentStatus: (jobId: string) => Promise<string | undefined>,
  ): Promise<Settings> {
    const conversation = settings.conversation;
    if (conversation?.kind !== 'instruction' || settings.jobId) return settings;
    try {
      await this.thread.react(conversation.commentId, 'eyes');
    } catch (error) {
      this.options.warn(
        `could not react to the comment: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let comments;
    try {
      comments = await this.thread.listComments();
    } catch (error) {
      // Without the listing a follow-up could become a second job; stop before anything is sent.
      const status = error instanceof GitHubCallError && error.status ? ` (${error.status})` : '';
      throw new ServiceError(
        `could not read the comments of #${this.thread.number}${status} to find its job; nothing was sent: run the workflow again`,
      );
    }
    const marked = jobsInThread(comments).at(-1);
    const latest = marked && {
      ...marked,
      status: (await currentStatus(marked.jobId)) ?? marked.status,
    };
    if (
      latest &&
      latest.status !== 'failed' &&
      latest.status !== 'archived' &&
      latest.status !== 'gone'
    ) {
      this.options.info(
        `#${this.thread.number} has job ${latest.jobId}: sending the instruction of ${conversation.author} to it`,
      );
      this.comment?.adopt(latest.comment);
      return { ...settings, mode: 'follow-up', jobId: latest.jobId };
    }
    this.options.info(
      latest
        ? `The last job on #${this.thread.number} (${latest.jobId}) ${latest.status === 'gone' ? 'no longer exists' : latest.status}: starting a new job`
        : `#${this.thread.number} has no job yet: starting one`,
    );
    return settings;
  }

  /** A follow-up, a watch or a re-run updates the job's existing comment instead of adding one. */
  async findComment(jobId: string): Promise<void> {
    await this.comment?.find(jobId);
  }

  async started(state: RunState): Promise<void> {
    if (state.jobId) await this.comment?.show(this.view(state, 'working'));
  }

  async ended(state: RunState, phase: CommentView['phase']): Promise<void> {
    if (!state.jobId) return;
    await this.comment?.show(this.view(state, phase));
    const { labelToRemove } = this.settings;
    if (labelToRemove && state.record && isTerminal(state.record.status)) {
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

  private view(state: RunState, phase: CommentView['phase']): CommentView {
    const { env } = this.options;
    const runUrl =
      env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const { redact } = this.options;
    return {
      // The heading and the hidden marker are public too: an id or status from the service may carry the key.
      jobId: redact(state.jobId ?? ''),
      status: redact(state.record?.status ?? 'unknown'),
      mode: state.mode ?? 'create',
      phase,
      // Redacted before escaping: escaping would break up the key and hide it from the redactor.
      sentence:
        phase === 'working' || !state.headline ? undefined : this.options.redact(state.headline),
      prLink: state.record?.prLink && this.options.redact(state.record.prLink),
      request: this.settings.prompt && this.options.redact(this.settings.prompt),
      runUrl,
      waitedMs: state.waitedMs,
    };
  }
}
