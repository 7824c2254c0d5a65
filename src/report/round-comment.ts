import { githubProblem, isRefusal } from '../github/retry.js';
import { markedComments, type MarkedComment } from '../github/marker.js';
import { GitHubCallError } from '../github/retry.js';
import type { MarkerTrust } from '../github/permission.js';
import { ISSUE_GRANT, type IssueThread, type ThreadComment } from '../github/thread.js';

/** How many times a result is posted when listing shows that the last try did not land. */
const RESULT_POSTS = 2;
const COMMENT_GRANT = `${ISSUE_GRANT}, or set comment: false`;

/**
 * One round's comments on the thread. While the round runs, a working note; when it ends, the
 * result as a new comment (GitHub notifies on new comments, never on edits), and the working note
 * removed, so that each finished round leaves exactly one comment. A re-run of the same workflow
 * run finds its round's comment and updates it instead of adding another.
 *
 * Failures are warnings: the step's result never depends on the thread. GitHub's own faults are
 * retried by the GitHub client (github/retry.ts); what is left is handled here, where the round's
 * marker tells whether a comment landed.
 */
export class RoundComment {
  private working?: ThreadComment;
  /** The result an earlier attempt of this run left: a re-run updates it. */
  private result?: ThreadComment;
  /**
   * GitHub refused the token (401) or the permission (403): further writes would only repeat the
   * warning.
   */
  private refused = false;
  /** Creating the working note failed in a way that may have made it anyway (5xx, no answer). */
  private workingMayExist = false;
  /** The round's result is on the thread. */
  private resultShown = false;

  constructor(
    private readonly thread: IssueThread,
    private readonly round: string,
    private readonly warn: (message: string) => void,
    /** Whose markers count: a comment that imitates this round's is never edited or removed. */
    private readonly trust: MarkerTrust,
  ) {}

  /** The comment a person should open: the result once there is one. */
  get url(): string {
    return (this.result ?? this.working)?.url ?? '';
  }

  /** Whether the round's result reached the thread (else the post step tries again). */
  get ended(): boolean {
    return this.resultShown;
  }

  /**
   * The comment that shows the working note: the working note, or the result of an earlier attempt
   * that a re-run updated.
   */
  get workingId(): number | undefined {
    return (this.result ?? this.working)?.id;
  }

  /** Takes over the working note by its id (the post step has nothing else of it). */
  resume(commentId: number): void {
    this.working = {
      id: commentId,
      url: '',
      // Stryker disable StringLiteral: only a resumed note's id is read (an edit needs nothing else)
      body: '',
      login: '',
      authorType: 'Bot',
      association: 'NONE',
      // Stryker restore StringLiteral
    };
  }

  /**
   * Takes over what an earlier attempt of this round left on the thread (`own`: its comments,
   * oldest first).
   */
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
   * edit is all it can count on.
   */
  async showResult(body: string, { inPlace = false } = {}): Promise<void> {
    this.resultShown = await this.write('comment on', async () => {
      if (inPlace && !this.result && this.working) {
        const folded = await this.foldInto(body);
        if (folded) {
          this.result = folded;
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
      this.result = await this.postResult(body);
      await this.removeWorking();
    });
  }

  /** Keeps the edit of `result ?? working`: the result when there is one (an edit keeps its id). */
  private keep(comment: ThreadComment): void {
    if (this.result) this.result = comment;
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

  /**
   * The result as a new comment. A post that failed is posted again only when GitHub certainly
   * did not make it: the policy already waited out a rate limit, so here it is a failure that may
   * have landed, and listing the thread (the round's marker) tells. When it cannot be posted, or
   * the listing cannot tell, the result goes into the working note: a thread never ends on
   * "working".
   */
  private async postResult(body: string): Promise<ThreadComment> {
    let failure: unknown;
    for (let posts = 1; posts <= RESULT_POSTS; posts += 1) {
      try {
        return await this.thread.createComment(body);
      } catch (error) {
        if (isRefusal(error)) throw error;
        failure = error;
        if (!mayHaveMade(error)) break;
      }
      const landed = await this.ownComment('result').catch(() => null);
      if (landed) return landed;
      if (landed === null) break;
    }
    const folded = await this.foldInto(body).catch(() => undefined);
    if (!folded) throw failure;
    this.warn(
      `${githubProblem(failure, `post the result as a new comment on #${this.thread.number}`, COMMENT_GRANT)}; it is in the working note instead (an edit, so GitHub notifies nobody)`,
    );
    return folded;
  }

  /** This round's latest comment of that kind on the thread, as GitHub has it now. */
  private async ownComment(kind: 'working' | 'result'): Promise<ThreadComment | undefined> {
    return (await markedComments(await this.thread.listComments(), this.trust)).findLast(
      (m) => m.marker.round === this.round && m.marker.kind === kind,
    )?.comment;
  }

  private async foldInto(body: string): Promise<ThreadComment | undefined> {
    if (!this.working) return undefined;
    const folded = await this.updateOrNull(this.working, body);
    // Folded, it is the result now; deleted by someone meanwhile, there is nothing left to fold
    // into nor to remove: either way no working note is left.
    this.working = undefined;
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
    const line = githubProblem(error, `${what} #${this.thread.number}`, COMMENT_GRANT);
    return isRefusal(error) ? line : `${line}; the job is not affected`;
  }
}

/** A failed create that may have reached GitHub all the same: a 5xx, or no answer at all. */
function mayHaveMade(error: unknown): boolean {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: every failure here comes through github/client.ts's call(), as a GitHubCallError
  if (!(error instanceof GitHubCallError)) return true;
  if (error.certainlyNotDone) return false;
  return error.status === undefined || error.status >= 500;
}
