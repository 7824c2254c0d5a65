import { pullRequestOfJson, type ChangedFile, type PullRequestInfo } from '../round/docs-prompt.js';
import { oneLine } from '../common/errors.js';
import {
  GitHubCallError,
  withGitHubRetries,
  type GitHubCallKind,
  type GitHubRetryDeps,
} from './retry.js';

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
  /** Where Octokit's own messages go (the log's warnings). */
  readonly warn?: (message: string) => void;
}

export { GitHubCallError };

/** GitHub's largest page. */
const FILES_PER_PAGE = 100;

type GitHubClient = ReturnType<typeof import('@actions/github').getOctokit>;

/**
 * @actions/github's Octokit (GITHUB_API_URL, so GitHub Enterprise Server and proxies work), every
 * request of it (each page of a listing too) sent through the one retry policy
 * (github-retry.ts). Loaded on first use only: runs that never talk to GitHub never pay for it.
 */
async function octokitFor(
  token: string,
  retry: GitHubRetryDeps,
  warn: (message: string) => void = () => undefined,
): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github');
  // Octokit's own messages (deprecations and the like) go to the log through the printing gate
  // like every other line, never straight to stderr.
  const relay = (message: string) => warn(`GitHub: ${message}`);
  const quiet = () => undefined;
  const octokit = getOctokit(token, {
    log: { debug: quiet, info: quiet, warn: relay, error: relay },
  });
  octokit.hook.wrap('request', (request, options) => {
    const method = options.method.toUpperCase();
    const route = String(options.url);
    // The path alone names the call in the log: a page of a listing comes with the whole URL.
    const path = route.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/\?.*$/, '');
    return withGitHubRetries(
      kindOf(method, route),
      `${method} ${path}`,
      async ({ timeoutMs, signal }) => {
        const limit = AbortSignal.timeout(Math.ceil(timeoutMs));
        // Each hook gets the call's options object itself (before-after-hook binds it), so the
        // try's signal is set on it rather than passed along in a copy.
        options.request = {
          ...options.request,
          signal: signal ? AbortSignal.any([limit, signal]) : limit,
        };
        try {
          return await request(options);
        } catch (error) {
          if (signal?.aborted) throw error;
          throw callError(error, retry.clock.wallNow());
        }
      },
      retry,
    );
  });
  return octokit;
}

/** What a request does, from its method and route: a POST makes something, except a reaction (GitHub answers 200 for one the token already made). */
export function kindOf(method: string, route: string): GitHubCallKind {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return 'read';
    case 'DELETE':
      return 'delete';
    case 'PATCH':
    case 'PUT':
      return 'edit';
    default:
      return /\/reactions$/.test(route) ? 'react' : 'create';
  }
}

// No connection at all: the request never reached GitHub.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** Octokit's error as a GitHubCallError: the status when GitHub answered, and its message in one line. */
function callError(error: unknown, wallNowMs: number): GitHubCallError {
  const failed = error as {
    status?: unknown;
    response?: { headers?: Record<string, string | undefined> };
    cause?: { cause?: { code?: unknown } };
  };
  // Octokit reports a request that got no answer as a 500 without a response.
  const answered = typeof failed.status === 'number' && failed.response !== undefined;
  const code = failed.cause?.cause?.code;
  return new GitHubCallError(answered ? (failed.status as number) : undefined, oneLine(error), {
    headers: answered ? failed.response?.headers : undefined,
    neverSent: typeof code === 'string' && NEVER_SENT.has(code),
    wallNowMs,
  });
}

/** Runs one GitHub call; anything else that fails becomes a GitHubCallError with one line. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof GitHubCallError) throw error;
    throw new GitHubCallError(undefined, oneLine(error));
  }
}

/** Opens the thread (see octokitFor). */
export async function openThread(
  target: ThreadTarget,
  /** The retry policy's clock and budget: each call ends by the budget's deadline, and on its signal. */
  retry: GitHubRetryDeps,
): Promise<IssueThread> {
  const octokit = await octokitFor(target.token, retry, target.warn);
  const where = () => ({ owner: target.owner, repo: target.repo });
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
  retry: GitHubRetryDeps,
): Promise<PullRequestReader> {
  const octokit = await octokitFor(target.token, retry, target.warn);
  const where = () => ({ owner: target.owner, repo: target.repo, pull_number: target.number });
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
