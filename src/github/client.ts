// The only code that talks to GitHub: @actions/github's Octokit, each request through the one
// retry policy.
import { oneLine } from '../common/errors.js';
import { axiosFetch } from './transport.js';
import {
  GitHubCallError,
  withGitHubRetries,
  type GitHubCallKind,
  type GitHubRetryDeps,
} from './retry.js';

/** The issue or pull request a call is about, and how to reach it. */
export interface ThreadTarget extends GitHubAccess {
  /** Applied to every body sent: all of it is public, the hidden marker too. */
  readonly redact: (text: string) => string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

/**
 * How to reach GitHub: the token, the REST API's address (the run's GITHUB_API_URL), where
 * Octokit's own messages go.
 */
export interface GitHubAccess {
  readonly token: string;
  /**
   * The run's GITHUB_API_URL (repositoryOf). Unset: @actions/github's own address, github.com's
   * API unless the process names another.
   */
  readonly apiUrl?: string;
  /** Where Octokit's own messages go (the log's warnings). */
  readonly warn?: (message: string) => void;
}

export type GitHubClient = ReturnType<typeof import('@actions/github').getOctokit>;

/**
 * @actions/github's Octokit (`getOctokit`: its REST and pagination methods, the token, the
 * runner's user agent) at the run's API address, its requests sent with axios (github/transport.ts:
 * the action's one HTTP stack and proxy rule), every request of it (each page of a listing too)
 * through the one retry policy (github/retry.ts). Loaded on first use only: runs that never talk
 * to GitHub never pay for it.
 */
export async function octokitFor(
  { token, apiUrl, warn = () => undefined }: GitHubAccess,
  retry: GitHubRetryDeps,
): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github');
  // Octokit's own messages (deprecations and the like) go to the log through the printing gate
  // like every other line, never straight to stderr: Octokit's and each request's (a deprecated
  // endpoint's warning comes from @octokit/request, which logs to `request.log` or the console).
  const relay = (message: string) => warn(`GitHub: ${message}`);
  const quiet = () => undefined;
  const log = { debug: quiet, info: quiet, warn: relay, error: relay };
  const octokit = getOctokit(token, {
    // Named here: @actions/github reads the process's GITHUB_API_URL once, when it loads, and a
    // run's environment is its own (a step run in-process has one of its own).
    ...(apiUrl && { baseUrl: apiUrl }),
    log,
    // In place of @actions/github's fetch (undici, with the proxy it chose for its own address).
    request: { fetch: axiosFetch },
  });
  octokit.hook.wrap('request', (request, options) => {
    const method = options.method.toUpperCase();
    const route = String(options.url);
    // The path alone names the call in the log: a page of a listing comes with the whole URL.
    const withoutOrigin = route.replace(/^[a-z]+:\/\/[^/]*/i, '');
    // Stryker disable next-line Regex: the `$` only matters past a line break, which neither a route nor a Link header has
    const path = withoutOrigin.replace(/\?.*$/, '');
    return withGitHubRetries(
      kindOf(method, route),
      `${method} ${path}`,
      async ({ timeoutMs, signal }) => {
        const limit = AbortSignal.timeout(Math.ceil(timeoutMs));
        // Each hook gets the call's options object itself (before-after-hook binds it), so the
        // try's signal is set on it rather than passed along in a copy.
        options.request = {
          ...options.request,
          log,
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

/**
 * What a request does, from its method and route: a POST makes something, except a reaction
 * (GitHub answers 200 for one the token already made), adding labels (an issue has a label
 * once, however often it is added) and a GraphQL query.
 */
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
      // The action sends GraphQL queries only (who the token is), never a mutation.
      if (/\/graphql$/.test(route)) return 'read';
      if (/\/labels$/.test(route)) return 'edit';
      return /\/reactions$/.test(route) ? 'react' : 'create';
  }
}

// No connection at all: the request never reached GitHub.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Octokit's error as a GitHubCallError: the status when GitHub answered, and its message in one
 * line.
 */
function callError(error: unknown, wallNowMs: number): GitHubCallError {
  const failed = error as {
    status?: unknown;
    response?: { headers?: Record<string, string | undefined> };
    cause?: { cause?: { code?: unknown } };
  };
  // Octokit reports a request that got no answer as a 500 without a response; only its
  // RequestError carries a response, always with a number for status.
  const answered = failed.response !== undefined;
  const code = failed.cause?.cause?.code;
  return new GitHubCallError(answered ? (failed.status as number) : undefined, oneLine(error), {
    headers: answered ? failed.response?.headers : undefined,
    neverSent: typeof code === 'string' && NEVER_SENT.has(code),
    wallNowMs,
  });
}

/** Runs one GitHub call; anything else that fails becomes a GitHubCallError with one line. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof GitHubCallError) throw error;
    throw new GitHubCallError(undefined, oneLine(error));
  }
}

/**
 * The login the token writes as: GraphQL's `viewer`, which an installation token (the workflow's,
 * a GitHub App's) may read, unlike `GET /user`. '' when GitHub does not say.
 */
export async function viewerLogin(octokit: GitHubClient): Promise<string> {
  return call(async () => {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>(
      'query { viewer { login } }',
    );
    const login = answer.viewer?.login;
    return typeof login === 'string' ? login : '';
  });
}

/**
 * The run's repository (`GITHUB_REPOSITORY`) and the API it is reached at (`GITHUB_API_URL`, as the
 * run gives it: @actions/github's own when it gives none); undefined outside a workflow.
 */
export function repositoryOf(
  env: NodeJS.ProcessEnv,
):
  | { readonly owner: string; readonly repo: string; readonly apiUrl: string | undefined }
  | undefined {
  // Stryker disable next-line StringLiteral: any text without a '/' gives no repo, as '' does
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  return owner && repo ? { owner, repo, apiUrl: env.GITHUB_API_URL || undefined } : undefined;
}
