import { pullRequestOfJson, type ChangedFile, type PullRequestInfo } from '../docs-prompt.js';
import { oneLine } from '../errors.js';

/** One issue or pull request, as far as the action talks to it. The only code that calls GitHub. */
export interface IssueThread {
  readonly number: number;
  listComments(): Promise<ThreadComment[]>;
  createComment(body: string): Promise<ThreadComment>;
  updateComment(id: number, body: string): Promise<ThreadComment>;
  deleteComment(id: number): Promise<void>;
  /** `created` (201) for a new reaction; `existing` (200) when this token had made it already. */
  react(commentId: number, content: 'eyes'): Promise<'created' | 'existing'>;
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
  /** Applied to every body sent: all of it is public, the hidden marker too. */
  readonly redact: (text: string) => string;
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
/** GitHub's largest page. */
const FILES_PER_PAGE = 100;
// A write that hits a rate limit is retried once if the wait is short; GitHub did not act on it.
const MAX_RATE_LIMIT_WAIT_S = 10;

type GitHubClient = ReturnType<typeof import('@actions/github').getOctokit>;

/**
 * @actions/github's Octokit (GITHUB_API_URL, so GitHub Enterprise Server and proxies work) with the
 * throttling plugin. Loaded on first use only: runs that never talk to GitHub never pay for it.
 */
async function octokitFor(token: string, warn: (message: string) => void): Promise<GitHubClient> {
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
  return getOctokit(
    token,
    {
      throttle: {
        onRateLimit: retryIfShort('rate limit'),
        onSecondaryRateLimit: retryIfShort('secondary rate limit'),
      },
    },
    throttling,
  );
}

/** One call's signal: its own time limit, and the run's cancellation when there is one. */
function callSignal(cancelled: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
  return cancelled ? AbortSignal.any([cancelled, timeout]) : timeout;
}

/** Runs one GitHub call; a failure becomes a GitHubCallError with the status and one line. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    throw new GitHubCallError(typeof status === 'number' ? status : undefined, oneLine(error));
  }
}

/** Opens the thread (see octokitFor). */
export async function openThread(
  target: ThreadTarget,
  warn: (message: string) => void,
  /** Aborts every call in flight or to come: a cancelled run must not wait on a GitHub that hangs. */
  cancelled?: AbortSignal,
): Promise<IssueThread> {
  const octokit = await octokitFor(target.token, warn);
  // Each call carries its own time limit, and ends on cancellation: a GitHub that hangs must not
  // hold up the job's report, nor a cancelled run.
  const where = () => ({
    owner: target.owner,
    repo: target.repo,
    request: { signal: callSignal(cancelled) },
  });
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
        await octokit.rest.issues.deleteComment({ ...where(), comment_id: id });
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
    removeLabel: (name) =>
      call(async () => {
        await octokit.rest.issues.removeLabel({ ...where(), issue_number: target.number, name });
      }),
  };
}

/** A pull request to read: its metadata and its changed files. */
export interface PullRequestReader {
  /** `GET …/pulls/{n}`; undefined when there is no such pull request (404: an issue, or nothing). */
  get(): Promise<PullRequestInfo | undefined>;
  /**
   * `GET …/pulls/{n}/files`, page by page (100 a page), until GitHub has no next page or `cap`
   * files are listed: at most ceil(cap / 100) requests, each with its own time limit.
   */
  listFiles(cap: number, options: { patches: boolean }): Promise<ChangedFile[]>;
}

export async function openPullRequest(
  target: ThreadTarget,
  warn: (message: string) => void,
  signal?: AbortSignal,
): Promise<PullRequestReader> {
  const octokit = await octokitFor(target.token, warn);
  const where = () => ({
    owner: target.owner,
    repo: target.repo,
    pull_number: target.number,
    request: { signal: callSignal(signal) },
  });
  return {
    get: () =>
      call(async () => {
        try {
          const { data } = await octokit.rest.pulls.get(where());
          return pullRequestOfJson(data as unknown as Record<string, unknown>);
        } catch (error) {
          if ((error as { status?: unknown }).status === 404) return undefined;
          throw error;
        }
      }),
    listFiles: (cap, { patches }) =>
      call(async () => {
        const files: ChangedFile[] = [];
        const lastPage = Math.ceil(cap / FILES_PER_PAGE);
        for (let page = 1; page <= lastPage && files.length < cap; page += 1) {
          const response = await octokit.rest.pulls.listFiles({
            ...where(),
            per_page: FILES_PER_PAGE,
            page,
          });
          for (const entry of response.data.slice(0, cap - files.length)) {
            files.push({
              filename: entry.filename,
              status: entry.status,
              additions: entry.additions,
              deletions: entry.deletions,
              ...(entry.previous_filename !== undefined && {
                previousFilename: entry.previous_filename,
              }),
              ...(patches && entry.patch !== undefined && { patch: entry.patch }),
            });
          }
          const hasNext = /\brel="next"/.test(response.headers.link ?? '');
          if (!hasNext || response.data.length === 0) break;
        }
        return files;
      }),
  };
}
