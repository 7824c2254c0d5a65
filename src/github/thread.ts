import { call, octokitFor, type ThreadTarget } from './client.js';
import type { GitHubRetryDeps } from './retry.js';

/** One issue or pull request, as far as the action talks to it. The only code that calls GitHub. */
/** The permission a write to the thread needs, as a warning says it. */
export const ISSUE_GRANT =
  'give the job `permissions: issues: write` (and `pull-requests: write` for a pull request)';

export interface IssueThread {
  readonly number: number;
  listComments(): Promise<ThreadComment[]>;
  createComment(body: string): Promise<ThreadComment>;
  updateComment(id: number, body: string): Promise<ThreadComment>;
  deleteComment(id: number): Promise<void>;
  /** `created` (201) for a new reaction; `existing` (200) when this token had made it already. */
  react(commentId: number, content: 'eyes'): Promise<'created' | 'existing'>;
  /**
   * A reaction on issue or pull request `number` itself, answered as `react` is: `created` (201)
   * or `existing` (200).
   */
  reactToIssue(number: number, content: 'rocket'): Promise<'created' | 'existing'>;
  /** Who made this reaction on the issue or pull request itself: their logins, every page. */
  whoReacted(content: 'rocket'): Promise<string[]>;
  removeLabel(name: string): Promise<void>;
  /** Adds the label (an issue has it once, however often it is added). */
  addLabel(name: string): Promise<void>;
}

export interface ThreadComment {
  readonly id: number;
  readonly body: string;
  readonly url: string;
  /** Who wrote it ('' when GitHub does not say: a deleted account). */
  readonly login: string;
  readonly authorType: string;
  readonly association: string;
}

/** Opens the thread (see octokitFor). */
export async function openThread(
  target: ThreadTarget,
  /**
   * The retry policy's clock and budget: each call ends by the budget's deadline, and on its
   * signal.
   */
  retry: GitHubRetryDeps,
): Promise<IssueThread> {
  const octokit = await octokitFor(target, retry);
  const where = () => ({ owner: target.owner, repo: target.repo });
  // GitHub's JSON is read with big integers kept (json-with-bigint), so an id's type allows one;
  // comment ids are far below 2^53.
  const toComment = (c: {
    id: number | bigint;
    body?: string | null;
    html_url: string;
    user?: { login?: string; type?: string } | null;
    author_association?: string;
  }): ThreadComment => ({
    id: Number(c.id),
    body: c.body ?? '',
    url: c.html_url,
    login: c.user?.login ?? '',
    authorType: c.user?.type ?? '',
    association: c.author_association ?? 'NONE',
  });
  return {
    number: target.number,
    listComments: () =>
      call(async () =>
        (
          await octokit.paginate(octokit.rest.issues.listComments, {
            ...where(),
            issue_number: target.number,
            per_page: 100,
          })
        ).map(toComment),
      ),
    createComment: (body) =>
      call(async () =>
        toComment(
          (
            await octokit.rest.issues.createComment({
              ...where(),
              issue_number: target.number,
              body: target.redact(body),
            })
          ).data,
        ),
      ),
    updateComment: (id, body) =>
      call(async () =>
        toComment(
          (
            await octokit.rest.issues.updateComment({
              ...where(),
              comment_id: id,
              body: target.redact(body),
            })
          ).data,
        ),
      ),
    deleteComment: (id) =>
      call(async () => {
        await octokit.rest.issues.deleteComment({
          ...where(),
          comment_id: id,
        });
      }),
    // Not repeated after a failure GitHub may have acted on (5xx, no answer): a 200 on a second
    // try could be this run's own first try, and would read as another run's claim.
    react: (commentId, content) =>
      call(async () => {
        const { status } = await octokit.rest.reactions.createForIssueComment({
          ...where(),
          comment_id: commentId,
          content,
        });
        return status === 201 ? 'created' : 'existing';
      }),
    reactToIssue: (number, content) =>
      call(async () => {
        const { status } = await octokit.rest.reactions.createForIssue({
          ...where(),
          issue_number: number,
          content,
        });
        return status === 201 ? 'created' : 'existing';
      }),
    whoReacted: (content) =>
      call(async () =>
        (
          await octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
            ...where(),
            issue_number: target.number,
            content,
            per_page: 100,
          })
        )
          // A reaction whose account was deleted has no user: nobody to name.
          .flatMap((reaction) => (reaction.user ? [reaction.user.login] : [])),
      ),
    removeLabel: (name) =>
      call(async () => {
        await octokit.rest.issues.removeLabel({
          ...where(),
          issue_number: target.number,
          name,
        });
      }),
    addLabel: (name) =>
      call(async () => {
        await octokit.rest.issues.addLabels({
          ...where(),
          issue_number: target.number,
          labels: [name],
        });
      }),
  };
}
