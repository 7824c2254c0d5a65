import { oneLine } from '../errors.js';

/** One issue or pull request, as far as the action talks to it. The only code that calls GitHub. */
export interface IssueThread {
  readonly number: number;
  listComments(): Promise<ThreadComment[]>;
  createComment(body: string): Promise<ThreadComment>;
  updateComment(id: number, body: string): Promise<ThreadComment>;
  react(commentId: number, content: 'eyes'): Promise<void>;
  removeLabel(name: string): Promise<void>;
}

export interface ThreadComment {
  readonly id: number;
  readonly body: string;
  readonly url: string;
  readonly authorType: string;
  readonly association: string;
}

export interface ThreadTarget {
  readonly token: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

/** A failed GitHub call, reduced to what a person needs: the status and GitHub's message. */
export class GitHubCallError extends Error {
  override readonly name = 'GitHubCallError';
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

const GITHUB_TIMEOUT_MS = 20_000;
// A write that hits a rate limit is retried once if the wait is short; GitHub did not act on it.
const MAX_RATE_LIMIT_WAIT_S = 10;

/**
 * Opens the thread with @actions/github's Octokit (GITHUB_API_URL, so GitHub Enterprise Server and
 * proxies work) and the throttling plugin. Loaded on first use only: runs without a comment never
 * pay for the GitHub client.
 */
export async function openThread(
  target: ThreadTarget,
  warn: (message: string) => void,
  /** Aborts every call in flight or to come: a cancelled run must not wait on a GitHub that hangs. */
  cancelled?: AbortSignal,
): Promise<IssueThread> {
  const [{ getOctokit }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-throttling'),
  ]);
  const retryIfShort =
    (what: string) =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      _: unknown,
      retryCount: number,
    ) => {
      if (retryCount > 0 || retryAfter > MAX_RATE_LIMIT_WAIT_S) return false;
      warn(
        `GitHub ${what} on ${options.method ?? ''} ${options.url ?? ''}; retrying in ${retryAfter}s`,
      );
      return true;
    };
  const octokit = getOctokit(
    target.token,
    {
      throttle: {
        onRateLimit: retryIfShort('rate limit'),
        onSecondaryRateLimit: retryIfShort('secondary rate limit'),
      },
    },
    throttling,
  );
  // Each call carries its own time limit, and ends on cancellation: a GitHub that hangs must not
  // hold up the job's report, nor a cancelled run.
  const where = () => {
    const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
    return {
      owner: target.owner,
      repo: target.repo,
      request: { signal: cancelled ? AbortSignal.any([cancelled, timeout]) : timeout },
    };
  };
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      throw new GitHubCallError(typeof status === 'number' ? status : undefined, oneLine(error));
    }
  };
  const toComment = (c: {
    id: number;
    body?: string | null;
    html_url: string;
    user?: { type?: string } | null;
    author_association?: string;
  }): ThreadComment => ({
    id: c.id,
    body: c.body ?? '',
    url: c.html_url,
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
              body,
            })
          ).data,
        ),
      ),
    updateComment: (id, body) =>
      call(async () =>
        toComment(
          (await octokit.rest.issues.updateComment({ ...where(), comment_id: id, body })).data,
        ),
      ),
    react: (commentId, content) =>
      call(async () => {
        await octokit.rest.reactions.createForIssueComment({
          ...where(),
          comment_id: commentId,
          content,
        });
      }),
    removeLabel: (name) =>
      call(async () => {
        await octokit.rest.issues.removeLabel({ ...where(), issue_number: target.number, name });
      }),
  };
}
