import { markedComments, type MarkedComment } from './comment.js';
import { GitHubCallError, type IssueThread, type ThreadComment } from './github.js';

/**
 * One round's comments on the thread. While the round runs, a working note; when it ends, the
 * result as a new comment (GitHub notifies on new comments, never on edits), and the working note
 * removed, so that each finished round leaves exactly one comment. A re-run of the same workflow
 * run finds its round's comment and updates it instead of adding another.
 *
 * Failures are warnings: the step's result never depends on the thread.
 */
export class RoundComment {
  private working?: ThreadComment;
  /** The result an earlier attempt of this run left: a re-run updates it. */
  private result?: ThreadComment;
  /** GitHub refused the token (403): further writes would only repeat the warning. */
  private refused = false;
  /** Creating the working note failed in a way that may have made it anyway (5xx, no answer). */
  private workingMayExist = false;
  /** The round's result is on the thread. */
  private resultShown = false;

  constructor(
    private readonly thread: IssueThread,
    private readonly round: string,
    private readonly warn: (message: string) => void,
  ) {}

  /** The comment a person should open: the result once there is one. */
  get url(): string {
    return (this.result ?? this.working)?.url ?? '';
  }

  /** Whether the round's result reached the thread (else the post step tries again). */
  get ended(): boolean {
    return this.resultShown;
  }

  /** The comment that shows the working note: the working note, or the result of an earlier attempt that a re-run updated. */
  get workingId(): number | undefined {
    return (this.result ?? this.working)?.id;
  }

  /** Takes over the working note by its id (the post step has nothing else of it). */
  resume(commentId: number): void {
    this.working = { id: commentId, body: '', url: '', authorType: 'Bot', association: 'NONE' };
  }

  /** Takes over what an earlier attempt of this round left on the thread (`own`: its comments, oldest first). */
  adopt(own: readonly MarkedComment[]): void {
    this.result = own.findLast((m) => m.marker.kind === 'result')?.comment;
    this.working = own.findLast((m) => m.marker.kind === 'working')?.comment;
  }

  async showWorking(body: string): Promise<void> {
    await this.write('comment on', async () => {
      const existing = this.result ?? this.working;
      if (existing) {
        const updated = await this.updateOrNull(existing, body);
        if (updated) return this.keep(updated);
      }
      try {
        this.working = await this.thread.createComment(body);
      } catch (error) {
        this.workingMayExist = mayHaveMade(error);
        throw error;
      }
    });
  }

  /**
   * The round's result. `inPlace`: update the working note rather than post a new comment and
   * delete the note. A cancelled run has seconds left (the runner kills it soon after), and one
   * edit is all it can count on; GitHub spaces a token's writes about a second apart.
   */
  async showResult(body: string, { inPlace = false } = {}): Promise<void> {
    this.resultShown = await this.write('comment on', async () => {
      if (inPlace && !this.result && this.working) {
        const folded = await this.foldInto(body);
        if (folded) {
          this.result = folded;
          this.working = undefined;
          return;
        }
      }
      if (this.result) {
        const updated = await this.updateOrNull(this.result, body);
        if (updated) {
          this.result = updated;
          return this.removeWorking();
        }
      }
      try {
        this.result = await this.thread.createComment(body);
      } catch (error) {
        if (isRefusal(error)) throw error;
        // The result must not be lost: put it in the working note, unless the create went through after all.
        this.result = (await this.createdAfterAll()) ?? (await this.foldInto(body));
        if (!this.result) throw error;
        if (this.result === this.working) this.working = undefined;
      }
      await this.removeWorking();
    });
  }

  private keep(comment: ThreadComment): void {
    if (this.result && comment.id === this.result.id) this.result = comment;
    else this.working = comment;
  }

  /** The comment updated, or null when someone deleted it meanwhile. */
  private async updateOrNull(comment: ThreadComment, body: string): Promise<ThreadComment | null> {
    try {
      return await this.thread.updateComment(comment.id, body);
    } catch (error) {
      if (error instanceof GitHubCallError && error.status === 404) return null;
      throw error;
    }
  }

  /** After a create that failed without a clear refusal: GitHub may have made it anyway. */
  private async createdAfterAll(): Promise<ThreadComment | undefined> {
    return this.ownComment('result');
  }

  /** This round's latest comment of that kind on the thread, as GitHub has it now. */
  private async ownComment(kind: 'working' | 'result'): Promise<ThreadComment | undefined> {
    return markedComments(await this.thread.listComments()).findLast(
      (m) => m.marker.round === this.round && m.marker.kind === kind,
    )?.comment;
  }

  private async foldInto(body: string): Promise<ThreadComment | undefined> {
    if (!this.working) return undefined;
    const folded = await this.updateOrNull(this.working, body);
    // Someone deleted the note: there is nothing left to fold into, nor to remove.
    if (!folded) this.working = undefined;
    return folded ?? undefined;
  }

  private async removeWorking(): Promise<void> {
    if (!this.working && this.workingMayExist) this.working = await this.ownComment('working');
    const working = this.working;
    if (!working || working.id === this.result?.id) return;
    this.working = undefined;
    try {
      await this.thread.deleteComment(working.id);
    } catch (error) {
      if (error instanceof GitHubCallError && error.status === 404) return;
      this.warn(this.problem('remove the working comment from', error));
    }
  }

  /** Runs a write; false when it failed (a warning says why). */
  private async write(what: string, body: () => Promise<void>): Promise<boolean> {
    if (this.refused) return false;
    try {
      await body();
      return true;
    } catch (error) {
      this.refused = isRefusal(error);
      this.warn(this.problem(what, error));
      return false;
    }
  }

  private problem(what: string, error: unknown): string {
    const where = `#${this.thread.number}`;
    if (isRefusal(error)) {
      return `could not ${what} ${where} (403: ${error instanceof Error ? error.message : ''}): give the job \`permissions: issues: write\` (and \`pull-requests: write\` for a pull request), or set comment: false`;
    }
    const status = error instanceof GitHubCallError && error.status ? `${error.status}: ` : '';
    return `could not ${what} ${where} (${status}${error instanceof Error ? error.message : String(error)}); the job is not affected`;
  }
}

/** A failed create that may have reached GitHub all the same: a 5xx, or no answer at all. */
function mayHaveMade(error: unknown): boolean {
  return !(error instanceof GitHubCallError && error.status !== undefined && error.status < 500);
}

function isRefusal(error: unknown): boolean {
  return error instanceof GitHubCallError && error.status === 403;
}
