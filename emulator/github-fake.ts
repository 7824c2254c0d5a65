// A local fake of the few GitHub REST endpoints the action uses to keep its comments on an issue
// or pull request (list, create, update, delete), react to comments, remove labels and read a
// merged pull request (its metadata and changed files, for docs follow code), to ask what a
// user may do on a repository and who the token is (GraphQL's viewer), and to read a repository's
// labels and what GitHub reports the token may do there (a dry run), and what a docs PR that travels
// with its code PR needs (check runs on a head commit, the compare of two commits of a seeded
// history, closing a pull request, its reviews and requested reviewers, a second repository behind
// a second token): a real HTTP server on node:http, pointed to by GITHUB_API_URL in end-to-end
// tests, with GitHub's JSON shapes, status codes and headers (Link pagination, x-ratelimit-*),
// in-memory state and injectable faults.
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { countRequests, FaultQueue, listen, normalizeBasePath, readBody } from './http-common.js';

/** A comment as the fake stores it (what `comments()` returns; not the REST wire shape). */
export interface FakeComment {
  id: number;
  node_id: string;
  body: string;
  user: { login: string; type: 'User' | 'Bot'; id: number };
  html_url: string;
  url: string;
  created_at: string;
  updated_at: string;
  author_association: string;
  reactions: Array<{ id: number; content: string; user: { login: string } }>;
}

/** A changed file of a seeded pull request, as `GET …/pulls/{n}/files` lists it. */
export interface FakePullRequestFile {
  filename: string;
  /** Default 'modified'. */
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** Default: the patch's `+` lines. */
  additions?: number;
  /** Default: the patch's `-` lines. */
  deletions?: number;
  /** Absent for binary files and diffs too large for GitHub to show. */
  patch?: string;
  previous_filename?: string;
}

interface FakePullRequestSeed {
  number: number;
  title?: string;
  body?: string;
  /** Default 'closed' when merged, else 'open'. */
  state?: 'open' | 'closed';
  /** Default false. */
  merged?: boolean;
  /** Default 'main'. */
  baseRef?: string;
  /** Default 'feature'. */
  headRef?: string;
  /** The author; default 'octocat'. */
  login?: string;
  files?: FakePullRequestFile[];
  /** GitHub's changed_files; default files.length. GitHub lists at most 3,000 of them. */
  changedFiles?: number;
  /** When it was opened (ISO 8601); default the time of seeding. */
  createdAt?: string;
  /** When it was merged (ISO 8601), if merged; default the time of seeding. */
  mergedAt?: string;
  /** When it was last updated (ISO 8601); default its merge or seeding time. A comment moves it on. */
  updatedAt?: string;
  /** head.sha (40 hex digits); default the one it had, else a random one. setPullHead moves it. */
  headSha?: string;
  /** base.sha (40 hex digits); default the one it had, else a random one. */
  baseSha?: string;
  /** merge_commit_sha of a merged one (40 hex digits); default a random one. */
  mergeSha?: string;
  /**
   * Commits GitHub ties to it besides its head and merge commit (a rebase merge's): `GET
   * …/commits/{sha}/pulls` lists it for each.
   */
  commits?: string[];
}

/** A commit of a repository's seeded history (addCommits), for the compare of two commits. */
interface FakeCommitSeed {
  /** 40 hexadecimal digits. */
  sha: string;
  /** Its one parent, seeded before it (earlier in the same call, or by an earlier call); absent: a root. */
  parent?: string;
  /** What it changes, as a pull request's files are seeded; default none (a commit that changes no file). */
  files?: FakePullRequestFile[];
  /** Default `Commit <its first 7 digits>`. */
  message?: string;
  /** Its author's login; default 'octocat'. */
  login?: string;
}

/** A check run as the fake stores it (what `checkRuns()` returns; not the REST wire shape). */
interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  details_url: string;
  external_id: string;
  output: { title: string | null; summary: string | null; text: string | null };
  started_at: string;
  completed_at: string | null;
}

/** A submitted review of a pull request (addReview), as `GET …/pulls/{n}/reviews` lists it. */
interface FakeReviewSeed {
  login: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';
  /** Default ''. */
  body?: string;
  /** Default 'Bot' for a login ending in '[bot]', else 'User'. */
  type?: 'User' | 'Bot';
  /** The commit it reviewed; default the pull request's head. */
  commitId?: string;
}

/** What a token added with addToken reaches (a GitHub App's installation token on other repositories). */
interface FakeTokenAccess {
  /**
   * The repositories (`owner/name`) it reaches. Each is then out of sight (404) of every token that
   * does not name it, the default token included, as a private repository the workflow's
   * installation is not on; the token answers 404 on every other repository.
   */
  repos: string[];
  /** Default true; false: a write there (POST, PATCH, PUT, DELETE) is 403 Resource not accessible by integration. */
  canWrite?: boolean;
  /** Its identity: author of what it creates, GraphQL's viewer; default 'docs-writer[bot]'. */
  login?: string;
  /**
   * The scopes it may write (`pull-requests`, `issues`, …), as a GitHub App's token limited with
   * `permission-<scope>: write` (actions/create-github-app-token) is; any other write is 403
   * Resource not accessible by integration. Default: every scope (the app's own permissions).
   */
  writes?: string[];
}

export interface GitHubFakeOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** '' (default) for api.github.com style; '/api/v3' for GHES style. */
  basePath?: string;
  /** The accepted token, sent as `token X` or `Bearer X`; default DEFAULT_TOKEN. */
  token?: string;
  /** Login of the token's identity, author of comments and reactions created through the API; default 'github-actions[bot]'. */
  botLogin?: string;
  /** Largest per_page honoured; default 100, like GitHub. */
  perPageMax?: number;
  /**
   * Addition: the web origin used in html_url fields. Default 'https://github.com' with an empty
   * basePath, else the fake's own origin (a GHES serves the web UI on the API's host).
   */
  serverUrl?: string;
  /**
   * The users `GET /repos/{owner}/{repo}/collaborators/{username}/permission` knows, on every
   * repository: login (case-insensitive) → role, as setPermission takes it. Replaces the default,
   * DEFAULT_PERMISSIONS (octocat and Codertocat, the human senders of the real event payloads the
   * tests use, admin of every repository); `{}` leaves every login unknown (404) until set.
   */
  permissions?: Record<string, FakeRole>;
}

/**
 * A user's role on a repository. A name: `admin`, `maintain`, `write`, `triage`, `read` (the legacy
 * `permission` follows: maintain → write, triage → read), `none` (a user with no grant: on the
 * fake's repositories, which are public, GitHub answers `permission` and `role_name` `read`), or a
 * custom role's name (its base taken as `read`). Or the answer's two fields as given: a custom role
 * on another base (`{ role_name: 'docs-writer', permission: 'write' }`), or a private repository's
 * user with no grant (`{ role_name: 'none', permission: 'none' }`).
 */
type FakeRole = string | { role_name: string; permission: string };

export interface GitHubFault {
  /** Match; default any. */
  method?: string;
  /** Match against the raw path after basePath, without query; string = exact; default any. */
  path?: string | RegExp;
  /** Default 500. */
  status?: number;
  /** A string is sent as is; anything else as JSON. Default {"message":"<status text>"}. */
  body?: unknown;
  /** Merged over the usual headers (content-type, x-ratelimit-*, x-github-request-id). */
  headers?: Record<string, string>;
  /** How many matching requests it answers; default 1. */
  times?: number;
  /** How many matching requests it lets through first (answered normally); default 0. */
  skip?: number;
  /**
   * reset: destroy the socket with no answer; hang: never answer (until close()); slow: handle the
   * request normally, and answer after `delayMs`. Default 'respond'.
   */
  action?: 'respond' | 'reset' | 'hang' | 'slow';
  /** With action 'slow': how long the answer takes; default 1000. */
  delayMs?: number;
  /** Handle the request normally first (the comment IS created), then answer with the fault. */
  afterHandling?: boolean;
}

export interface GitHubFakeRequest {
  method: string;
  /**
   * Raw (still percent-encoded) path after basePath, without query. A GraphQL request is
   * `/graphql` in both styles, though a GHES serves GraphQL at `/api/graphql`, beside `/api/v3`
   * (and so is a request to `/api/v3/graphql`, which no GHES serves: answered 404).
   */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
  /** The status code answered, once the answer is sent; absent while pending or when none was (reset, hang). */
  status?: number;
}

/**
 * A run of a workflow (addWorkflowRun), as `GET …/actions/workflows/{workflow_id}/runs` lists it:
 * the workflow by its file name, who triggered it, when, and how it ended.
 */
interface FakeWorkflowRun {
  readonly id: number;
  /** The workflow's file name (`docs.yml`), as GITHUB_WORKFLOW_REF ends. */
  readonly workflow: string;
  readonly actor: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** Default `completed`. */
  readonly status?: string;
  /** Default `success`; null while it runs. */
  readonly conclusion?: string | null;
}

export interface GitHubFake {
  /** 'http://127.0.0.1:PORT' + basePath: what GITHUB_API_URL is set to. */
  readonly url: string;
  readonly token: string;
  /** Every request received, in order of arrival. */
  readonly requests: GitHubFakeRequest[];
  /**
   * Seed an issue (or PR with isPullRequest) with labels. Seeding an existing number updates its
   * title, body, labels, kind and lock, and keeps its comments.
   */
  addIssue(
    repo: string,
    issue: {
      number: number;
      title?: string;
      body?: string;
      labels?: string[];
      isPullRequest?: boolean;
      locked?: boolean;
    },
  ): void;
  /**
   * Seed a comment (from another user, or an earlier one of the bot) on an issue that exists
   * (else throws). login defaults to 'octocat'; type to 'Bot' for a login ending in '[bot]',
   * else 'User'; author_association to 'NONE'.
   */
  addComment(
    repo: string,
    issueNumber: number,
    comment: { body: string; login?: string; type?: 'User' | 'Bot'; author_association?: string },
  ): FakeComment;
  /** Copies of the issue's comments, oldest first; [] for an unknown issue. */
  comments(repo: string, issueNumber: number): FakeComment[];
  /** The issue's label names; [] for an unknown issue. */
  labels(repo: string, issueNumber: number): string[];
  /**
   * Seed a pull request: `GET …/pulls/{n}` and `GET …/pulls/{n}/files` (paginated like GitHub:
   * per_page default 30, at most perPageMax, Link header, at most 3,000 files listed). It is an
   * issue too (issues/{n}, comments), seeded as with addIssue({isPullRequest: true}).
   */
  addPullRequest(repo: string, seed: FakePullRequestSeed): void;
  /** Addition: `GET /repos/{owner}/{repo}` answers with this default_branch (default 'main'). */
  setDefaultBranch(repo: string, branch: string): void;
  /**
   * The login's (case-insensitive) role on this repository, over the `permissions` option; the
   * login's casing as given is the one answered. Throws for a repo not `owner/name`, an empty
   * login or role, a legacy `permission` other than admin, write, read and none, one a built-in
   * role's name contradicts, or a `none` on one side only.
   */
  setPermission(
    repo: string,
    login: string,
    role: string | { role_name: string; permission: string },
  ): void;
  /**
   * A label of the repository: `GET /repos/{owner}/{repo}/labels/{name}` answers it (names compared
   * case-insensitively, as GitHub does). Seeding an issue with labels, or adding labels to one
   * through the API, adds them to its repository too, as on GitHub.
   */
  addRepositoryLabel(repo: string, name: string): void;
  /**
   * A run of one of the repository's workflows: `GET …/actions/workflows/{workflow_id}/runs` (the
   * workflow by file name) lists it, newest first, filtered by `actor` and `created` as GitHub does.
   */
  addWorkflowRun(repo: string, run: FakeWorkflowRun): void;
  /** Deletes a label from the repository and from each of its issues, as GitHub does. */
  deleteRepositoryLabel(repo: string, name: string): void;
  /**
   * The token belongs to a user with this role on the repository: `GET /repos/{owner}/{repo}`
   * answers its `permissions` (admin, maintain, push, triage, pull). Undefined (the default), as for
   * the workflow's own installation token: the answer has no `permissions`.
   */
  setTokenRole(repo: string, role: BaseRole | undefined): void;
  /** Reactions on a comment of that repository; [] for an unknown comment. */
  reactions(repo: string, commentId: number): Array<{ content: string; login: string }>;
  /** Reactions on an issue or pull request itself; [] for an unknown one. */
  issueReactions(repo: string, issueNumber: number): Array<{ content: string; login: string }>;
  /**
   * Seeds a reaction on an issue or pull request that exists (else throws), made by `login` (a
   * person celebrating a merge, or another workflow's claim): `GET …/issues/{n}/reactions` lists
   * it, and creating the same one with that login's token answers 200. Throws for a content
   * GitHub does not take.
   */
  addIssueReaction(
    repo: string,
    issueNumber: number,
    reaction: { content: string; login: string },
  ): void;
  /** Closes a seeded issue or pull request: `GET …/issues?state=open` no longer lists it. */
  closeIssue(repo: string, issueNumber: number): void;
  /**
   * Seeds commits of the repository's history, each with one parent (or none: a root), for
   * `GET /repos/{owner}/{repo}/compare/{basehead}`: two pushes are two commits, one on the other; a
   * push that changes nothing a commit with no files; a force-push a commit whose line does not hold
   * the old head. Throws for a sha not 40 hex digits, one seeded already, or an unknown parent.
   */
  addCommits(repo: string, commits: FakeCommitSeed[]): void;
  /**
   * The branch's tip (40 hex digits): compare and the check runs of a ref resolve the name to it.
   * Moves no pull request (setPullHead does).
   */
  setBranch(repo: string, branch: string, sha: string): void;
  /**
   * A push (or force-push) to a seeded pull request's head branch: its head.sha becomes `sha`, the
   * branch (head.ref) points there (setBranch), and updated_at moves on. Throws for an unknown pull
   * request or a sha not 40 hex digits.
   */
  setPullHead(repo: string, pullNumber: number, sha: string): void;
  /**
   * Copies of the repository's check runs (on `headSha` only, when given), oldest first, as
   * `POST …/check-runs` created them and `PATCH …/check-runs/{id}` left them.
   */
  checkRuns(repo: string, headSha?: string): FakeCheckRun[];
  /**
   * The default token has no `checks: write` on the repository (a fork's `pull_request` token):
   * creating or updating a check run there is 403 Resource not accessible by integration; listing
   * them still works.
   */
  denyChecks(repo: string): void;
  /**
   * Seeds a submitted review of a seeded pull request (else throws), newest last; its reviewer is
   * no longer a requested reviewer, as on GitHub.
   */
  addReview(repo: string, pullNumber: number, review: FakeReviewSeed): void;
  /**
   * The logins whose review is requested on the pull request, in the order requested; [] for an
   * unknown one. `POST …/pulls/{n}/requested_reviewers` adds to them as GitHub does: collaborators
   * only (a role from setPermission or the `permissions` option; no team), never the author, at most
   * MAX_REQUESTED_REVIEWERS at once; each refusal a 422.
   */
  requestedReviewers(repo: string, pullNumber: number): string[];
  /**
   * A second token, sent as `token X` or `Bearer X`, reaching only `access.repos`, which the
   * default token then no longer sees (404), as a docs repository reached with a GitHub App's
   * token rather than the workflow's. Without a call the default token reaches every repository.
   * Throws for the default token, a token with white space, no repos, or a repo not `owner/name`.
   */
  addToken(token: string, access: FakeTokenAccess): void;
  /**
   * A workflow job's own token (what `${{ github.token }}` is in that job), sent as `token X` or
   * `Bearer X`: it sees what the default token sees, as the same installation, and writes only
   * where the job's `permissions:` grant `write` (GitHub's scopes: `issues`, `pull-requests`,
   * `checks`, `contents`, …); any other write is 403 Resource not accessible by integration. A
   * write to an issue's endpoints (its comments, labels and reactions) takes `issues: write` or
   * `pull-requests: write`, as GitHub accepts either for a pull request's (the fake does not tell
   * an issue's from a pull request's here). A fork's `pull_request` token is one with no `write`.
   * It reads the workflows' runs (`…/actions/…`) only where `permissions:` grant `actions` (read
   * or write): a job that names its permissions has `none` for every scope it does not name.
   * Throws for the default token or a token with white space.
   */
  addJobToken(token: string, permissions: Record<string, string>): void;
  /** Queue; checked in order before normal handling. */
  injectFault(fault: GitHubFault): void;
  /** Requests received whose method (case-insensitive) and path match. */
  count(method: string, pathPattern?: RegExp): number;
  /** Closes the server and its connections. */
  close(): Promise<void>;
}

/** Where GitHub's rate-limit answers point (its REST documentation). */
const RATE_LIMIT_DOCS =
  'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';

type FaultMatch = Pick<GitHubFault, 'method' | 'path' | 'times' | 'skip' | 'afterHandling'>;

/**
 * GitHub's secondary rate limit, as its REST documentation describes the answer: 403 (or 429), a
 * `retry-after` in seconds (none when `retryAfter` is null), and a message that names it.
 */
export function secondaryRateLimit(
  match: FaultMatch & { retryAfter?: string | null; status?: 403 | 429 } = {},
): GitHubFault {
  const { retryAfter = '1', status = 403, ...rest } = match;
  return {
    ...rest,
    status,
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.',
      documentation_url: `${RATE_LIMIT_DOCS}#about-secondary-rate-limits`,
    },
    headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
  };
}

/**
 * GitHub's primary rate limit: 403 (or 429) with `x-ratelimit-remaining: 0` and the reset,
 * `resetInS` seconds from now, in `x-ratelimit-reset` (epoch seconds).
 */
export function primaryRateLimit(
  match: FaultMatch & { resetInS?: number; status?: 403 | 429 } = {},
): GitHubFault {
  const { resetInS = 1, status = 403, ...rest } = match;
  const reset = Math.ceil(Date.now() / 1000) + resetInS;
  return {
    ...rest,
    status,
    body: {
      message:
        'API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.',
      documentation_url: RATE_LIMIT_DOCS,
    },
    headers: {
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': String(RATE_LIMIT),
      'x-ratelimit-reset': String(reset),
    },
  };
}

export const DEFAULT_TOKEN = 'ghs_fake0000000000000000000000000000000';
/** GitHub's limit on an issue comment body, in characters (code points). */
export const MAX_COMMENT_LENGTH = 65536;
const REACTION_CONTENTS = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes',
] as const;

const DEFAULT_PER_PAGE = 30;
/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_FILES = 3000;
const RATE_LIMIT = 5000;
const RATE_WINDOW_SECONDS = 3600;
const DOCS = 'https://docs.github.com/rest';
const DOC = {
  listWorkflowRuns: `${DOCS}/actions/workflow-runs#list-workflow-runs-for-a-workflow`,
  getIssue: `${DOCS}/issues/issues#get-an-issue`,
  listComments: `${DOCS}/issues/comments#list-issue-comments`,
  createComment: `${DOCS}/issues/comments#create-an-issue-comment`,
  getComment: `${DOCS}/issues/comments#get-an-issue-comment`,
  updateComment: `${DOCS}/issues/comments#update-an-issue-comment`,
  deleteComment: `${DOCS}/issues/comments#delete-an-issue-comment`,
  createReaction: `${DOCS}/reactions/reactions#create-reaction-for-an-issue-comment`,
  createIssueReaction: `${DOCS}/reactions/reactions#create-reaction-for-an-issue`,
  listIssueReactions: `${DOCS}/reactions/reactions#list-reactions-for-an-issue`,
  removeLabel: `${DOCS}/issues/labels#remove-a-label-from-an-issue`,
  getPull: `${DOCS}/pulls/pulls#get-a-pull-request`,
  listPullFiles: `${DOCS}/pulls/pulls#list-pull-requests-files`,
  getPermission: `${DOCS}/collaborators/collaborators#get-repository-permissions-for-a-user`,
  graphql: 'https://docs.github.com/graphql',
  locking: 'https://docs.github.com/articles/locking-conversations/',
};
// Real ids, so the fake's users look like the ones the action meets.
const KNOWN_USER_IDS: Record<string, number> = {
  'github-actions[bot]': 41898282,
  octocat: 583231,
  Codertocat: 21031067,
};

interface IssueState {
  repo: string;
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string;
  labels: string[];
  isPullRequest: boolean;
  locked: boolean;
  createdAt: string;
  updatedAt: string;
  comments: FakeComment[];
  /** Reactions on the issue or pull request itself (a merge's claim). */
  reactions: FakeComment['reactions'];
}

interface PullState {
  seed: FakePullRequestSeed;
  issue: IssueState;
  id: number;
  headSha: string;
  baseSha: string;
  mergeSha: string | null;
  closedAt: string | null;
  mergedAt: string | null;
  /** Logins whose review is requested, in the order requested. */
  requestedReviewers: string[];
  reviews: ReviewState[];
}

interface ReviewState {
  id: number;
  login: string;
  type: 'User' | 'Bot';
  state: FakeReviewSeed['state'];
  body: string;
  commitId: string;
  submittedAt: string;
}

interface CommitState {
  sha: string;
  parent: string | undefined;
  files: FakePullRequestFile[];
  message: string;
  login: string;
  date: string;
  treeSha: string;
}

interface CheckRunState {
  repo: string;
  id: number;
  name: string;
  headSha: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  detailsUrl: string;
  externalId: string;
  output: FakeCheckRun['output'];
  startedAt: string;
  completedAt: string | null;
  suiteId: number;
  app: Json;
}

/** Who a request's token is. */
interface Caller {
  login: string;
  /** The lower-case repositories it reaches; undefined for the default token (every one no added token names). */
  repos: Set<string> | undefined;
  canWrite: boolean;
  /** A job's token (addJobToken), or a token limited to scopes: the scopes it may write; undefined for any other token. */
  writes?: ReadonlySet<string>;
  /** A job's token (addJobToken): the scopes it may read or write; undefined for any other token. */
  reads?: ReadonlySet<string>;
}

/**
 * The scopes of which one must be granted `write` for a write to `path` (after `/repos/{o}/{r}/`):
 * an issue's endpoints take `issues` or `pull-requests` (GitHub takes either on a pull request),
 * a pull request's `pull-requests`, a check run's `checks`; anything else the repository's
 * `contents`.
 */
function scopesOfWrite(path: string): string[] {
  const section = path.split('/')[4];
  if (section === 'issues') return ['issues', 'pull-requests'];
  if (section === 'pulls') return ['pull-requests'];
  if (section === 'check-runs') return ['checks'];
  return ['contents'];
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

type Json = Record<string, unknown>;

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');
const nodeId = (prefix: string): string => `${prefix}_kwDO${randomBytes(9).toString('base64url')}`;
/** GitHub's timestamp format: ISO 8601 in UTC, whole seconds. */
const timestamp = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const codePoints = (text: string): number => Array.from(text).length;

/** A file's line counts: as seeded, else counted from its patch. */
function lineCounts(file: FakePullRequestFile): { additions: number; deletions: number } {
  const lines = (file.patch ?? '').split('\n');
  return {
    additions: file.additions ?? lines.filter((l) => l.startsWith('+')).length,
    deletions: file.deletions ?? lines.filter((l) => l.startsWith('-')).length,
  };
}

function answer(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return { status, body: JSON.stringify(value), headers };
}

/** GitHub's error shape (recent API versions also send the status as a string). */
function errorAnswer(
  status: number,
  message: string,
  documentationUrl = DOCS,
  extra?: Json,
): Answer {
  return answer(status, {
    message,
    ...extra,
    documentation_url: documentationUrl,
    status: String(status),
  });
}

const notFound = (documentationUrl = DOCS): Answer =>
  errorAnswer(404, 'Not Found', documentationUrl);

function validationFailed(errors: Json[], documentationUrl: string): Answer {
  return errorAnswer(422, 'Validation Failed', documentationUrl, { errors });
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || segment === '') return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function parseNumber(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return undefined;
  return Number(segment);
}

function parseToken(header: string | undefined): string | undefined {
  const match = /^(?:token|bearer) +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

function splitRepo(repo: string): { owner: string; name: string } {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repo);
  if (!match?.[1] || !match[2]) throw new Error(`repo must look like 'owner/name', got '${repo}'`);
  return { owner: match[1], name: match[2] };
}

type Route =
  | { kind: 'getIssue'; repo: string; issue: number }
  | { kind: 'listComments'; repo: string; issue: number }
  | { kind: 'createComment'; repo: string; issue: number }
  | { kind: 'getComment'; repo: string; comment: number }
  | { kind: 'updateComment'; repo: string; comment: number }
  | { kind: 'deleteComment'; repo: string; comment: number }
  | { kind: 'createReaction'; repo: string; comment: number }
  | { kind: 'createIssueReaction'; repo: string; issue: number }
  | { kind: 'listIssueReactions'; repo: string; issue: number }
  | { kind: 'removeLabel'; repo: string; issue: number; label: string }
  | { kind: 'getPull'; repo: string; pull: number }
  | { kind: 'listPullFiles'; repo: string; pull: number };

function matchRoute(method: string, path: string): Route | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'issues' | 'pulls', ...rest]
  if (parts[0] !== '' || parts[1] !== 'repos') return undefined;
  if (parts[4] !== 'issues' && parts[4] !== 'pulls') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  if (!owner || !name) return undefined;
  const repo = `${owner}/${name}`;
  const rest = parts.slice(5);
  if (parts[4] === 'pulls') {
    const pull = parseNumber(rest[0]);
    if (pull === undefined || method !== 'GET') return undefined;
    if (rest.length === 1) return { kind: 'getPull', repo, pull };
    if (rest.length === 2 && rest[1] === 'files') return { kind: 'listPullFiles', repo, pull };
    return undefined;
  }
  if (rest[0] === 'comments') {
    const comment = parseNumber(rest[1]);
    if (comment === undefined) return undefined;
    if (rest.length === 2 && method === 'GET') return { kind: 'getComment', repo, comment };
    if (rest.length === 2 && method === 'PATCH') return { kind: 'updateComment', repo, comment };
    if (rest.length === 2 && method === 'DELETE') return { kind: 'deleteComment', repo, comment };
    if (rest.length === 3 && rest[2] === 'reactions' && method === 'POST') {
      return { kind: 'createReaction', repo, comment };
    }
    return undefined;
  }
  const issue = parseNumber(rest[0]);
  if (issue === undefined) return undefined;
  if (rest.length === 1 && method === 'GET') return { kind: 'getIssue', repo, issue };
  if (rest.length === 2 && rest[1] === 'comments') {
    if (method === 'GET') return { kind: 'listComments', repo, issue };
    if (method === 'POST') return { kind: 'createComment', repo, issue };
    return undefined;
  }
  if (rest.length === 2 && rest[1] === 'reactions') {
    if (method === 'POST') return { kind: 'createIssueReaction', repo, issue };
    if (method === 'GET') return { kind: 'listIssueReactions', repo, issue };
    return undefined;
  }
  if (rest.length === 3 && rest[1] === 'labels' && method === 'DELETE') {
    const label = decodeSegment(rest[2]);
    return label === undefined ? undefined : { kind: 'removeLabel', repo, issue, label };
  }
  return undefined;
}

// ---- routes of the sweep: list a repository's issues by label, add labels to one ----------

const SWEEP_DOC = {
  listIssues: `${DOCS}/issues/issues#list-repository-issues`,
  addLabels: `${DOCS}/issues/labels#add-labels-to-an-issue`,
};

type SweepRoute =
  { kind: 'listIssues'; repo: string } | { kind: 'addLabels'; repo: string; issue: number };

function matchSweepRoute(method: string, path: string): SweepRoute | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'issues', number?, 'labels'?]
  if (parts[0] !== '' || parts[1] !== 'repos' || parts[4] !== 'issues') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  if (!owner || !name) return undefined;
  const repo = `${owner}/${name}`;
  if (parts.length === 5 && method === 'GET') return { kind: 'listIssues', repo };
  const issue = parseNumber(parts[5]);
  if (parts.length === 7 && parts[6] === 'labels' && method === 'POST' && issue !== undefined) {
    return { kind: 'addLabels', repo, issue };
  }
  return undefined;
}

/** The label names of an add-labels body (`{"labels": [...]}` or a bare array), or GitHub's 4xx for it. */
function parseLabels(raw: string): string[] | Answer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return errorAnswer(400, 'Problems parsing JSON');
  }
  const list: unknown =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Json).labels
      : parsed;
  const names = Array.isArray(list)
    ? list.map((item: unknown) =>
        typeof item === 'object' && item !== null ? (item as Json).name : item,
      )
    : undefined;
  if (!names || !names.every((n): n is string => typeof n === 'string' && n.trim() !== '')) {
    return validationFailed(
      [{ resource: 'Label', field: 'name', code: 'invalid' }],
      SWEEP_DOC.addLabels,
    );
  }
  return names;
}

/**
 * A fault on everything under one issue (`…/issues/{n}` and below: the issue, its comments and
 * labels), answering every such request until the fake closes unless `times` says otherwise: one
 * issue's fault, with the other issues served normally.
 */
export function faultOnIssue(
  repo: string,
  issueNumber: number,
  fault: Omit<GitHubFault, 'path'> = {},
): GitHubFault {
  const escaped = repo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    times: Number.POSITIVE_INFINITY,
    ...fault,
    path: new RegExp(`^/repos/${escaped}/issues/${issueNumber}(?:/|$)`, 'i'),
  };
}

/**
 * Seeds `count` open issues (every `pullRequestEvery`-th a pull request) numbered from `first`,
 * each with `labels`, and each given the comments `comments(n)` returns (e.g. a round's working
 * note): 250 labelled issues in a few milliseconds, for the sweep's pagination.
 */
export function seedLabelledIssues(
  fake: GitHubFake,
  repo: string,
  seed: {
    count: number;
    labels: string[];
    first?: number;
    pullRequestEvery?: number;
    comments?: (issueNumber: number) => Parameters<GitHubFake['addComment']>[2][];
  },
): number[] {
  const first = seed.first ?? 1;
  const numbers: number[] = [];
  for (let number = first; number < first + seed.count; number += 1) {
    const isPullRequest =
      seed.pullRequestEvery !== undefined && (number - first + 1) % seed.pullRequestEvery === 0;
    fake.addIssue(repo, { number, title: `Issue ${number}`, labels: seed.labels, isPullRequest });
    for (const comment of seed.comments?.(number) ?? []) fake.addComment(repo, number, comment);
    numbers.push(number);
  }
  return numbers;
}

// ---- listing merged pull requests (a digest): the search API and the pulls listing ----------

const LISTING_DOC = {
  searchIssues: `${DOCS}/search/search#search-issues-and-pull-requests`,
  listPulls: `${DOCS}/pulls/pulls#list-pull-requests`,
};
/** The search API serves the first 1,000 results of a query, whatever total_count says. */
export const MAX_SEARCH_RESULTS = 1000;

type MergedListingRoute =
  | { kind: 'searchIssues' }
  | { kind: 'listPulls'; repo: string }
  | { kind: 'getRepo'; repo: string };

function matchMergedListingRoute(method: string, path: string): MergedListingRoute | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/search/issues') return { kind: 'searchIssues' };
  const parts = path.split('/');
  // ['', 'repos', owner, repo]: the repository itself (its default branch).
  if (parts.length === 4 && parts[0] === '' && parts[1] === 'repos') {
    const owner = decodeSegment(parts[2]);
    const name = decodeSegment(parts[3]);
    return owner && name ? { kind: 'getRepo', repo: `${owner}/${name}` } : undefined;
  }
  // ['', 'repos', owner, repo, 'pulls']
  if (parts.length !== 5 || parts[0] !== '' || parts[1] !== 'repos' || parts[4] !== 'pulls') {
    return undefined;
  }
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  return owner && name ? { kind: 'listPulls', repo: `${owner}/${name}` } : undefined;
}

/** A search query's qualifiers, as far as listing merged pull requests needs them. */
export interface SearchQuery {
  repo?: string;
  pullRequestsOnly: boolean;
  merged?: boolean;
  state?: 'open' | 'closed';
  base?: string;
  /** merged_at within [from, to] (epoch ms, both inclusive). */
  mergedFrom: number;
  mergedTo: number;
}

/**
 * GitHub's search date: `YYYY-MM-DD` (the whole day, UTC) or `YYYY-MM-DDTHH:MM:SS` with `Z` or an
 * offset (that second). Returns the first and last millisecond it covers.
 */
function searchDate(text: string): [number, number] | undefined {
  if (/^\d{4}-\d\d-\d\d$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(start) ? undefined : [start, start + 86_400_000 - 1];
  }
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:Z|[+-]\d\d:\d\d)$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : [at, at + 999];
}

/** `merged:` ranges: `>=D`, `>D`, `<=D`, `<D`, `D..D`, `D..*`, `*..D`, `D`. */
function mergedRange(text: string): [number, number] | undefined {
  const any: [number, number] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const range = /^(.+)\.\.(.+)$/.exec(text);
  if (range?.[1] && range[2]) {
    const from = range[1] === '*' ? any : searchDate(range[1]);
    const to = range[2] === '*' ? any : searchDate(range[2]);
    return from && to ? [from[0], to[1]] : undefined;
  }
  const compared = /^(>=|<=|>|<)?(.+)$/.exec(text);
  const date = compared?.[2] ? searchDate(compared[2]) : undefined;
  if (!date) return undefined;
  switch (compared?.[1]) {
    case '>=':
      return [date[0], any[1]];
    case '>':
      return [date[1] + 1, any[1]];
    case '<=':
      return [any[0], date[1]];
    case '<':
      return [any[0], date[0] - 1];
    default:
      return date;
  }
}

/** The qualifiers of `q`, or the reason GitHub would refuse it (the fake knows no free text). */
export function parseSearchQuery(q: string): SearchQuery | string {
  const query: SearchQuery = {
    pullRequestsOnly: false,
    mergedFrom: Number.NEGATIVE_INFINITY,
    mergedTo: Number.POSITIVE_INFINITY,
  };
  for (const term of q.trim().split(/\s+/).filter(Boolean)) {
    const [key = '', ...rest] = term.split(':');
    const value = rest.join(':');
    if (key === 'repo' && /^[^/\s]+\/[^/\s]+$/.test(value)) query.repo = value;
    else if ((key === 'is' || key === 'type') && ['pr', 'pull-request'].includes(value)) {
      query.pullRequestsOnly = true;
    } else if (key === 'is' && (value === 'merged' || value === 'unmerged')) {
      query.merged = value === 'merged';
    } else if ((key === 'is' || key === 'state') && (value === 'open' || value === 'closed')) {
      query.state = value;
    } else if (key === 'base' && value !== '') query.base = value;
    else if (key === 'merged') {
      const range = mergedRange(value);
      if (!range) return `the merged qualifier '${value}' is not a date or a range of dates`;
      query.mergedFrom = Math.max(query.mergedFrom, range[0]);
      query.mergedTo = Math.min(query.mergedTo, range[1]);
    } else return `the GitHub fake does not search for '${term}'`;
  }
  if (!query.repo) return 'the GitHub fake searches one repository: give repo:OWNER/NAME';
  return query;
}

/**
 * Requests counted by route: `GET /repos/{owner}/{repo}/pulls/{n}/files` and the like (owner and
 * repository, numbers, label names and usernames replaced by placeholders), for benches and tests.
 */
export function requestsByRoute(
  requests: readonly Pick<GitHubFakeRequest, 'method' | 'path'>[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const route = request.path
      .replace(/^\/repos\/[^/]+\/[^/]+/, '/repos/{owner}/{repo}')
      .replace(/\/labels\/[^/]+$/, '/labels/{name}')
      .replace(/\/commits\/.+\/check-runs$/, '/commits/{ref}/check-runs')
      .replace(/\/compare\/.+$/, '/compare/{basehead}')
      .replace(/\/collaborators\/[^/]+\/permission$/, '/collaborators/{username}/permission')
      .replace(/\/actions\/workflows\/[^/]+\/runs$/, '/actions/workflows/{workflow_id}/runs')
      .replace(/\/\d+(?=\/|$)/g, '/{n}');
    const key = `${request.method} ${route}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The request body as a JSON object, or the answer GitHub gives for it. */
function parseJsonObject(body: string): { value: Json } | { error: Answer } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: errorAnswer(400, 'Problems parsing JSON') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      error: errorAnswer(
        422,
        `Invalid request.\n\nFor 'links/0/schema', ${body} is not an object.`,
      ),
    };
  }
  return { value: parsed as Json };
}

/** Validates an issue comment's `body`; returns it or the 422 GitHub gives. */
function parseCommentBody(raw: string, documentationUrl: string): string | Answer {
  const parsed = parseJsonObject(raw);
  if ('error' in parsed) return parsed.error;
  const body = parsed.value.body;
  const error = { resource: 'IssueComment', field: 'body' };
  if (body === undefined || body === null) {
    return validationFailed([{ ...error, code: 'missing_field' }], documentationUrl);
  }
  if (typeof body !== 'string') {
    return errorAnswer(
      422,
      `Invalid request.\n\nFor 'properties/body', ${JSON.stringify(body)} is not a string.`,
      documentationUrl,
    );
  }
  if (body.trim() === '') {
    return validationFailed(
      [{ ...error, code: 'custom', message: 'Body cannot be blank' }],
      documentationUrl,
    );
  }
  if (codePoints(body) > MAX_COMMENT_LENGTH) {
    return validationFailed(
      [
        {
          ...error,
          code: 'custom',
          message: `Body is too long (maximum is ${MAX_COMMENT_LENGTH} characters)`,
        },
      ],
      documentationUrl,
    );
  }
  return body;
}

// ---- a repository's labels (what a dry run checks exist) ---------------------------------

const SETUP_DOC = {
  getLabel: `${DOCS}/issues/labels#get-a-label`,
};

function matchLabelRoute(method: string, path: string): { repo: string; name: string } | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'labels', name]
  if (method !== 'GET' || parts.length !== 6 || parts[0] !== '' || parts[1] !== 'repos') {
    return undefined;
  }
  if (parts[4] !== 'labels') return undefined;
  const owner = decodeSegment(parts[2]);
  const repo = decodeSegment(parts[3]);
  const name = decodeSegment(parts[5]);
  return owner && repo && name ? { repo: `${owner}/${repo}`, name } : undefined;
}

// ---- who may do what (a collaborator's permission) and who the token is (GraphQL's viewer) --

/**
 * The default of the `permissions` option: the human senders of the real event payloads the tests
 * use (Codertocat sends the issues, issue_comment, pull_request and push examples, octocat the
 * workflow_dispatch one, and octocat is the default author of a seeded comment), admin of every
 * repository. Any other login, a bot's included, is unknown (404) unless set.
 */
export const DEFAULT_PERMISSIONS: Readonly<Record<string, FakeRole>> = {
  octocat: 'admin',
  Codertocat: 'admin',
};

/** GitHub's built-in repository roles, least first; each can do all the ones before it can. */
const BASE_ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
type BaseRole = (typeof BASE_ROLES)[number];
/** The legacy `permission` of each built-in role. */
const LEGACY_PERMISSION: Record<BaseRole, string> = {
  read: 'read',
  triage: 'read',
  write: 'write',
  maintain: 'write',
  admin: 'admin',
};
const LEGACY_PERMISSIONS = ['admin', 'write', 'read', 'none'];

/** A user's role as the permission answer gives it; `login` with the casing it was set with. */
interface Grant {
  login: string;
  roleName: string;
  permission: string;
  /** Set as `none`: no grant (so not a collaborator), whatever a public repository answers. */
  none?: boolean;
}

const isBaseRole = (name: string): name is BaseRole =>
  (BASE_ROLES as readonly string[]).includes(name);

/** A role as setPermission takes it, as GitHub would answer it; throws for one it could not. */
function grantOf(login: string, role: FakeRole): Grant {
  if (login.trim() === '') throw new Error('a login must not be empty');
  if (typeof role === 'string') {
    const name = role.trim();
    if (name === '') throw new Error(`the role of ${login} must not be empty`);
    // No grant: anyone may read a public repository, and GitHub says so.
    if (name === 'none') return { login, roleName: 'read', permission: 'read', none: true };
    const permission = isBaseRole(name) ? LEGACY_PERMISSION[name] : 'read';
    return { login, roleName: name, permission };
  }
  const { role_name: roleName, permission } = role;
  if (roleName.trim() === '') throw new Error(`the role_name of ${login} must not be empty`);
  if (!LEGACY_PERMISSIONS.includes(permission)) {
    throw new Error(
      `the permission of ${login} is admin, write, read or none, not '${permission}'`,
    );
  }
  if (isBaseRole(roleName) && LEGACY_PERMISSION[roleName] !== permission) {
    throw new Error(`role ${roleName} has the permission ${LEGACY_PERMISSION[roleName]}`);
  }
  if ((roleName === 'none') !== (permission === 'none')) {
    throw new Error(`role_name none goes with permission none only, not ${roleName}/${permission}`);
  }
  return { login, roleName, permission, ...(roleName === 'none' && { none: true }) };
}

/** The user's `permissions` booleans: its built-in role's, or (a custom role) its base's. */
function permissionFlags(grant: Grant): Record<string, boolean> {
  const base = isBaseRole(grant.roleName)
    ? grant.roleName
    : isBaseRole(grant.permission)
      ? grant.permission
      : undefined;
  const rank = base === undefined ? -1 : BASE_ROLES.indexOf(base);
  return {
    admin: rank >= 4,
    maintain: rank >= 3,
    push: rank >= 2,
    triage: rank >= 1,
    pull: rank >= 0,
  };
}

function matchPermissionRoute(
  method: string,
  path: string,
): { repo: string; login: string } | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'collaborators', username, 'permission']
  if (method !== 'GET' || parts.length !== 7 || parts[0] !== '' || parts[1] !== 'repos') {
    return undefined;
  }
  if (parts[4] !== 'collaborators' || parts[6] !== 'permission') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  const login = decodeSegment(parts[5]);
  return owner && name && login ? { repo: `${owner}/${name}`, login } : undefined;
}

function matchWorkflowRunsRoute(
  method: string,
  path: string,
): { repo: string; workflow: string } | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'actions', 'workflows', workflow_id, 'runs']
  if (method !== 'GET' || parts.length !== 8 || parts[1] !== 'repos') return undefined;
  if (parts[4] !== 'actions' || parts[5] !== 'workflows' || parts[7] !== 'runs') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  const workflow = decodeSegment(parts[6]);
  return owner && name && workflow ? { repo: `${owner}/${name}`, workflow } : undefined;
}

/** `viewer { login }`, whitespace aside, as an anonymous query or a named one. */
const VIEWER_LOGIN_QUERY =
  /^\s*(?:query(?:\s+[_A-Za-z]\w*)?\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/;

/** GitHub's GraphQL endpoint, as far as the fake serves it: the login of the token's identity. */
function graphqlAnswer(body: string, login: string): Answer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorAnswer(400, 'Problems parsing JSON', DOC.graphql);
  }
  const query = typeof parsed === 'object' && parsed !== null ? (parsed as Json).query : undefined;
  // A request GitHub cannot run is answered 200, the reasons in `errors`.
  if (typeof query !== 'string') {
    return answer(200, {
      errors: [{ message: 'A query attribute must be specified and must be a string.' }],
    });
  }
  if (!VIEWER_LOGIN_QUERY.test(query)) {
    const shown = JSON.stringify(query.length > 200 ? `${query.slice(0, 200)}…` : query);
    return answer(200, {
      errors: [{ message: `the GitHub fake answers only { viewer { login } }, not ${shown}` }],
    });
  }
  return answer(200, { data: { viewer: { login } } });
}

// ---- the docs PR travels with the code PR: check runs, compare, closing a pull request, its
// reviews and requested reviewers -------------------------------------------------------------

const FOLLOW_DOC = {
  createCheckRun: `${DOCS}/checks/runs#create-a-check-run`,
  updateCheckRun: `${DOCS}/checks/runs#update-a-check-run`,
  listCheckRuns: `${DOCS}/checks/runs#list-check-runs-for-a-git-reference`,
  compare: `${DOCS}/commits/commits#compare-two-commits`,
  getCommit: `${DOCS}/commits/commits#get-a-commit`,
  listCommitPulls: `${DOCS}/commits/commits#list-pull-requests-associated-with-a-commit`,
  updatePull: `${DOCS}/pulls/pulls#update-a-pull-request`,
  listReviews: `${DOCS}/pulls/reviews#list-reviews-for-a-pull-request`,
  listRequestedReviewers: `${DOCS}/pulls/review-requests#get-all-requested-reviewers-for-a-pull-request`,
  requestReviewers: `${DOCS}/pulls/review-requests#request-reviewers-for-a-pull-request`,
};

/** The statuses a check run can be given (GitHub Actions alone sets waiting, requested and pending). */
const CHECK_STATUSES = ['queued', 'in_progress', 'completed'] as const;
type CheckStatus = (typeof CHECK_STATUSES)[number];
/** The conclusions a check run can be given (only GitHub sets `stale`). */
const CHECK_CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'timed_out',
] as const;
type CheckConclusion = (typeof CHECK_CONCLUSIONS)[number];
/** A check run's output summary and text: at most this many characters each. */
const MAX_CHECK_OUTPUT = 65535;

/**
 * The compare of two commits lists at most 300 changed files, on the first page only when paged
 * (GitHub's REST description of `GET /repos/{owner}/{repo}/compare/{basehead}`: "it includes up to
 * 300 changed files for the entire comparison").
 */
export const MAX_COMPARE_FILES = 300;
/**
 * Without `per_page` or `page`, the compare lists at most 250 commits, the most recent last (the
 * same description).
 */
export const MAX_COMPARE_COMMITS = 250;
/**
 * At most 15 users and teams in one review request. GitHub's REST description and its docs state no
 * number; 15 is the limit integrators meet (Mergify's request_reviews documentation: "GitHub does
 * not allow to request more than 15 users or teams for a review"; Zephyr's CI requests reviewers
 * in batches of 15 since GitHub refuses more in one request).
 */
export const MAX_REQUESTED_REVIEWERS = 15;

const isSha = (text: string): boolean => /^[0-9a-f]{40}$/i.test(text);
const WRITE_METHODS = ['POST', 'PATCH', 'PUT', 'DELETE'];

type FollowRoute =
  | { kind: 'createCheckRun'; repo: string }
  | { kind: 'updateCheckRun'; repo: string; checkRun: number }
  | { kind: 'listCheckRuns'; repo: string; ref: string }
  | { kind: 'compare'; repo: string; basehead: string }
  | { kind: 'getCommit'; repo: string; sha: string }
  | { kind: 'listCommitPulls'; repo: string; sha: string }
  | { kind: 'updatePull'; repo: string; pull: number }
  | { kind: 'listReviews'; repo: string; pull: number }
  | { kind: 'listRequestedReviewers'; repo: string; pull: number }
  | { kind: 'requestReviewers'; repo: string; pull: number };

function matchFollowRoute(method: string, path: string): FollowRoute | undefined {
  const parts = path.split('/');
  // ['', 'repos', owner, repo, 'check-runs' | 'commits' | 'compare' | 'pulls', ...rest]
  if (parts[0] !== '' || parts[1] !== 'repos') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  if (!owner || !name) return undefined;
  const repo = `${owner}/${name}`;
  const [section, ...rest] = parts.slice(4);
  if (section === 'check-runs') {
    if (rest.length === 0 && method === 'POST') return { kind: 'createCheckRun', repo };
    const checkRun = parseNumber(rest[0]);
    if (rest.length === 1 && checkRun !== undefined && method === 'PATCH') {
      return { kind: 'updateCheckRun', repo, checkRun };
    }
    return undefined;
  }
  // A ref and a basehead may hold slashes (`heads/docs/guide`, `main...docs/guide`).
  if (section === 'commits' && rest.length >= 2 && rest.at(-1) === 'check-runs') {
    const ref = decodeSegment(rest.slice(0, -1).join('/'));
    return ref && method === 'GET' ? { kind: 'listCheckRuns', repo, ref } : undefined;
  }
  if (section === 'commits' && method === 'GET' && rest[0] && isSha(rest[0])) {
    if (rest.length === 1) return { kind: 'getCommit', repo, sha: rest[0].toLowerCase() };
    if (rest.length === 2 && rest[1] === 'pulls') {
      return { kind: 'listCommitPulls', repo, sha: rest[0].toLowerCase() };
    }
  }
  if (section === 'compare' && rest.length >= 1) {
    const basehead = decodeSegment(rest.join('/'));
    return basehead && method === 'GET' ? { kind: 'compare', repo, basehead } : undefined;
  }
  if (section !== 'pulls') return undefined;
  const pull = parseNumber(rest[0]);
  if (pull === undefined) return undefined;
  if (rest.length === 1 && method === 'PATCH') return { kind: 'updatePull', repo, pull };
  if (rest.length === 2 && rest[1] === 'reviews' && method === 'GET') {
    return { kind: 'listReviews', repo, pull };
  }
  if (rest.length === 2 && rest[1] === 'requested_reviewers') {
    if (method === 'GET') return { kind: 'listRequestedReviewers', repo, pull };
    if (method === 'POST') return { kind: 'requestReviewers', repo, pull };
  }
  return undefined;
}

/** The repository a `/repos/{owner}/{repo}/…` path is about. */
function repoOfPath(path: string): string | undefined {
  const parts = path.split('/');
  if (parts[0] !== '' || parts[1] !== 'repos') return undefined;
  const owner = decodeSegment(parts[2]);
  const name = decodeSegment(parts[3]);
  return owner && name ? `${owner}/${name}` : undefined;
}

/** GitHub's 422 for a body its request schema refuses. */
const invalidRequest = (detail: string, documentationUrl: string): Answer =>
  errorAnswer(422, `Invalid request.\n\n${detail}`, documentationUrl);
const notSupplied = (field: string): string => `"${field}" wasn't supplied.`;
const notA = (field: string, value: unknown, type: string): string =>
  `For 'properties/${field}', ${JSON.stringify(value)} is not ${type}.`;
const notMember = (field: string, value: unknown, allowed: readonly string[]): string =>
  `For 'properties/${field}', ${JSON.stringify(value)} is not a member of ${JSON.stringify(allowed)}.`;
const isDateTime = (text: string): boolean =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/.test(text) &&
  !Number.isNaN(Date.parse(text));

/** A create or update check run body, as far as the fake keeps it. */
interface CheckRunInput {
  name?: string;
  head_sha?: string;
  details_url?: string;
  external_id?: string;
  started_at?: string;
  completed_at?: string;
  status?: CheckStatus;
  conclusion?: CheckConclusion;
  output?: { title?: string; summary: string; text?: string };
}

/**
 * Validates a check run's body as GitHub does: `name` and `head_sha` required to create; a status
 * and a conclusion among the allowed ones; a conclusion sets the status to `completed`, and the
 * status `completed` (or a `completed_at`) needs one, when creating; an output needs a `summary`
 * (and a `title` when creating), each text at most 65,535 characters.
 */
function parseCheckRunBody(
  raw: string,
  creating: boolean,
  doc: string,
): { input: CheckRunInput } | { error: Answer } {
  const parsed = parseJsonObject(raw);
  if ('error' in parsed) return parsed;
  const value = parsed.value;
  const input: CheckRunInput = {};
  const strings = ['name', 'head_sha', 'details_url', 'external_id', 'started_at', 'completed_at'];
  for (const field of strings) {
    const given = value[field];
    if (given === undefined) continue;
    if (typeof given !== 'string')
      return { error: invalidRequest(notA(field, given, 'a string'), doc) };
    (input as Record<string, string>)[field] = given;
  }
  for (const field of creating ? ['name', 'head_sha'] : []) {
    if (value[field] === undefined) return { error: invalidRequest(notSupplied(field), doc) };
  }
  if (input.name?.trim() === '') {
    return {
      error: validationFailed(
        [{ resource: 'CheckRun', field: 'name', code: 'missing_field' }],
        doc,
      ),
    };
  }
  for (const field of ['started_at', 'completed_at'] as const) {
    const given = input[field];
    if (given !== undefined && !isDateTime(given)) {
      return { error: invalidRequest(notA(field, given, 'a date-time'), doc) };
    }
  }
  if (value.status !== undefined) {
    if (!(CHECK_STATUSES as readonly unknown[]).includes(value.status)) {
      return { error: invalidRequest(notMember('status', value.status, CHECK_STATUSES), doc) };
    }
    input.status = value.status as CheckStatus;
  }
  if (value.conclusion !== undefined) {
    if (!(CHECK_CONCLUSIONS as readonly unknown[]).includes(value.conclusion)) {
      return {
        error: invalidRequest(notMember('conclusion', value.conclusion, CHECK_CONCLUSIONS), doc),
      };
    }
    input.conclusion = value.conclusion as CheckConclusion;
    // "Providing conclusion will automatically set the status parameter to completed."
    input.status = 'completed';
  }
  if (value.output !== undefined) {
    const output = value.output;
    if (typeof output !== 'object' || output === null || Array.isArray(output)) {
      return { error: invalidRequest(notA('output', output, 'an object'), doc) };
    }
    const fields = output as Json;
    for (const field of creating ? ['title', 'summary'] : ['summary']) {
      if (fields[field] === undefined) return { error: invalidRequest(notSupplied(field), doc) };
    }
    for (const field of ['title', 'summary', 'text']) {
      const given = fields[field];
      if (given === undefined) continue;
      if (typeof given !== 'string') {
        return { error: invalidRequest(notA(`output/${field}`, given, 'a string'), doc) };
      }
      if (field !== 'title' && codePoints(given) > MAX_CHECK_OUTPUT) {
        return {
          error: invalidRequest(
            `For 'properties/output/${field}', the text is longer than ${MAX_CHECK_OUTPUT} characters.`,
            doc,
          ),
        };
      }
    }
    input.output = fields as CheckRunInput['output'];
  }
  const completing = input.status === 'completed' || input.completed_at !== undefined;
  if (creating && completing && input.conclusion === undefined) {
    return { error: invalidRequest(notSupplied('conclusion'), doc) };
  }
  return { input };
}

/** A review request's logins (`reviewers`) and team slugs (`team_reviewers`), or GitHub's 4xx. */
function parseReviewRequest(
  raw: string,
  doc: string,
): { reviewers: string[]; teams: string[] } | { error: Answer } {
  const parsed = parseJsonObject(raw);
  if ('error' in parsed) return parsed;
  const lists: Record<string, string[]> = {};
  for (const field of ['reviewers', 'team_reviewers']) {
    const given = parsed.value[field] ?? [];
    if (!Array.isArray(given)) {
      return { error: invalidRequest(notA(field, given, 'an array'), doc) };
    }
    const bad = given.find((item: unknown) => typeof item !== 'string' || item.trim() === '');
    if (bad !== undefined) {
      return { error: invalidRequest(notA(`${field}/items`, bad, 'a login'), doc) };
    }
    lists[field] = given as string[];
  }
  return { reviewers: lists.reviewers ?? [], teams: lists.team_reviewers ?? [] };
}

export function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const host = options.host ?? '127.0.0.1';
  const basePath = normalizeBasePath(options.basePath);
  const token = options.token ?? DEFAULT_TOKEN;
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const perPageMax = Math.max(1, options.perPageMax ?? 100);
  // Where Octokit sends GraphQL: `/graphql` beside the REST API, `/api/graphql` beside a GHES's
  // `/api/v3`.
  const graphqlPath = `${basePath.replace(/\/api\/v3$/, '/api')}/graphql`;
  /** Roles on every repository, by lower-case login. */
  const grants = new Map<string, Grant>();
  try {
    for (const [login, role] of Object.entries(options.permissions ?? DEFAULT_PERMISSIONS)) {
      grants.set(login.toLowerCase(), grantOf(login, role));
    }
  } catch (error) {
    return Promise.reject(error as Error);
  }
  /** Roles on one repository (setPermission), by `owner/repo login` in lower case. */
  const repoGrants = new Map<string, Grant>();
  /** Workflow runs (addWorkflowRun), by `owner/repo` in lower case. */
  const workflowRuns = new Map<string, FakeWorkflowRun[]>();
  const grantKey = (repo: string, login: string): string =>
    `${repo.toLowerCase()} ${login.toLowerCase()}`;

  const issues = new Map<string, IssueState>();
  const pulls = new Map<string, PullState>();
  const defaultBranches = new Map<string, string>();
  /** The role of the token's user on a repository (setTokenRole), by lower-case `owner/repo`. */
  const tokenRoles = new Map<string, BaseRole>();
  /** Each repository's labels, by lower-case `owner/repo`, then lower-case name → name. */
  const repositoryLabels = new Map<string, Map<string, string>>();
  const commentIndex = new Map<number, { issue: IssueState; comment: FakeComment }>();
  const userIds = new Map<string, number>(Object.entries(KNOWN_USER_IDS));
  const labelIds = new Map<string, number>();
  const faults = new FaultQueue<GitHubFault>();
  const requests: GitHubFakeRequest[] = [];
  /** Each repository's seeded commits, by lower-case `owner/repo`, then sha. */
  const commits = new Map<string, Map<string, CommitState>>();
  /** Each repository's branch tips, by lower-case `owner/repo`, then branch name. */
  const branches = new Map<string, Map<string, string>>();
  const checkRuns: CheckRunState[] = [];
  const checkSuites = new Map<string, number>();
  /** Repositories (lower case) where the default token has no `checks: write`. */
  const checksDenied = new Set<string>();
  /** Tokens added with addToken. */
  const addedTokens = new Map<string, Caller>();
  let issueCounter = 0;
  let checkRunCounter = 40_000_000_000;
  let checkSuiteCounter = 30_000_000_000;
  let reviewCounter = 3_100_000_000;
  // Above 2^31, as real comment ids are: an action that assumes 32-bit ids fails here too.
  let commentCounter = 2_400_000_000;
  let reactionCounter = 260_000_000;
  let userCounter = 90_000_000;
  let labelCounter = 6_000_000_000;
  let rateUsed = 0;
  let rateReset = 0;
  // Known once listening (before any request or seeding can happen).
  let apiUrl = '';
  let webUrl = '';

  // ---- state -----------------------------------------------------------------------------

  const issueKey = (repo: string, number: number): string => `${repo.toLowerCase()}#${number}`;
  const findIssue = (repo: string, number: number): IssueState | undefined =>
    issues.get(issueKey(repo, number));

  function userId(login: string): number {
    let id = userIds.get(login);
    if (id === undefined) {
      userCounter += 1;
      id = userCounter;
      userIds.set(login, id);
    }
    return id;
  }

  function labelId(repo: string, name: string): number {
    const key = `${repo.toLowerCase()}:${name.toLowerCase()}`;
    let id = labelIds.get(key);
    if (id === undefined) {
      labelCounter += 1;
      id = labelCounter;
      labelIds.set(key, id);
    }
    return id;
  }

  function labelsOf(repo: string): Map<string, string> {
    const key = repo.toLowerCase();
    let labels = repositoryLabels.get(key);
    if (!labels) {
      labels = new Map();
      repositoryLabels.set(key, labels);
    }
    return labels;
  }

  /** The repository has the label from now on (it keeps the name it was first given). */
  function keepLabel(repo: string, name: string): void {
    const labels = labelsOf(repo);
    if (!labels.has(name.toLowerCase())) labels.set(name.toLowerCase(), name);
  }

  function getRepositoryLabel(repo: string, name: string): Answer {
    const found = repositoryLabels.get(repo.toLowerCase())?.get(name.toLowerCase());
    return found === undefined
      ? notFound(SETUP_DOC.getLabel)
      : answer(200, wireRepositoryLabel(repo, found));
  }

  const userType = (login: string): 'User' | 'Bot' => (login.endsWith('[bot]') ? 'Bot' : 'User');

  /** updated_at must move on an edit even within the same second. */
  function laterTimestamp(previous: string): string {
    const nowMs = Date.now();
    const previousMs = Date.parse(previous);
    return timestamp(nowMs >= previousMs + 1000 ? nowMs : previousMs + 1000);
  }

  function createComment(
    issue: IssueState,
    body: string,
    login: string,
    type: 'User' | 'Bot',
    authorAssociation: string,
  ): FakeComment {
    commentCounter += 1;
    const id = commentCounter;
    const created = timestamp(Date.now());
    const comment: FakeComment = {
      id,
      node_id: nodeId('IC'),
      body,
      user: { login, type, id: userId(login) },
      html_url: `${issueHtmlUrl(issue)}#issuecomment-${id}`,
      url: `${apiUrl}/repos/${issue.repo}/issues/comments/${id}`,
      created_at: created,
      updated_at: created,
      author_association: authorAssociation,
      reactions: [],
    };
    issue.comments.push(comment);
    issue.updatedAt = created;
    commentIndex.set(id, { issue, comment });
    return comment;
  }

  const copyComment = (comment: FakeComment): FakeComment => structuredClone(comment);

  // ---- wire shapes -----------------------------------------------------------------------

  const issueHtmlUrl = (issue: IssueState): string =>
    `${webUrl}/${issue.repo}/${issue.isPullRequest ? 'pull' : 'issues'}/${issue.number}`;

  function wireUser(login: string, type: 'User' | 'Bot' = userType(login)): Json {
    const bot = type === 'Bot';
    const id = userId(login);
    const encoded = encodeURIComponent(login);
    const userUrl = `${apiUrl}/users/${encoded}`;
    return {
      login,
      id,
      node_id: bot ? `BOT_kgDO${id.toString(36)}` : `U_kgDO${id.toString(36)}`,
      avatar_url: bot
        ? `https://avatars.githubusercontent.com/in/${id}?v=4`
        : `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: userUrl,
      html_url: bot ? `${webUrl}/apps/${login.replace(/\[bot\]$/, '')}` : `${webUrl}/${login}`,
      followers_url: `${userUrl}/followers`,
      following_url: `${userUrl}/following{/other_user}`,
      gists_url: `${userUrl}/gists{/gist_id}`,
      starred_url: `${userUrl}/starred{/owner}{/repo}`,
      subscriptions_url: `${userUrl}/subscriptions`,
      organizations_url: `${userUrl}/orgs`,
      repos_url: `${userUrl}/repos`,
      events_url: `${userUrl}/events{/privacy}`,
      received_events_url: `${userUrl}/received_events`,
      type,
      user_view_type: 'public',
      site_admin: false,
    };
  }

  function reactionRollup(url: string, reactions: FakeComment['reactions']): Json {
    const rollup: Json = { url: `${url}/reactions`, total_count: reactions.length };
    for (const content of REACTION_CONTENTS) {
      rollup[content] = reactions.filter((r) => r.content === content).length;
    }
    return rollup;
  }

  const wireLabel = (issue: IssueState, name: string): Json =>
    wireRepositoryLabel(issue.repo, name);

  function wireRepositoryLabel(repo: string, name: string): Json {
    const id = labelId(repo, name);
    return {
      id,
      node_id: `LA_kwDO${id.toString(36)}`,
      url: `${apiUrl}/repos/${repo}/labels/${encodeURIComponent(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
    };
  }

  function wireIssue(issue: IssueState): Json {
    const url = `${apiUrl}/repos/${issue.repo}/issues/${issue.number}`;
    const json: Json = {
      url,
      repository_url: `${apiUrl}/repos/${issue.repo}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: issueHtmlUrl(issue),
      id: issue.id,
      node_id: issue.nodeId,
      number: issue.number,
      title: issue.title,
      user: wireUser('octocat'),
      labels: issue.labels.map((name) => wireLabel(issue, name)),
      state: 'open',
      locked: issue.locked,
      assignee: null,
      assignees: [],
      milestone: null,
      comments: issue.comments.length,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: null,
      author_association: 'OWNER',
      active_lock_reason: issue.locked ? 'resolved' : null,
      body: issue.body,
      closed_by: null,
      reactions: reactionRollup(url, issue.reactions),
      timeline_url: `${url}/timeline`,
      performed_via_github_app: null,
      state_reason: null,
    };
    if (issue.isPullRequest) {
      json.draft = false;
      json.pull_request = {
        url: `${apiUrl}/repos/${issue.repo}/pulls/${issue.number}`,
        html_url: issueHtmlUrl(issue),
        diff_url: `${issueHtmlUrl(issue)}.diff`,
        patch_url: `${issueHtmlUrl(issue)}.patch`,
        merged_at: null,
      };
    }
    return json;
  }

  /** A stable id per repository name. */
  const repositoryId = (repo: string): number =>
    100_000_000 +
    [...repo.toLowerCase()].reduce(
      (hash, c) => (hash * 31 + (c.codePointAt(0) ?? 0)) % 900_000_000,
      0,
    );

  /** A repository as GitHub embeds it in a pull request's head and base (the schema's required fields). */
  function wireRepository(repo: string): Json {
    const { owner, name } = splitRepo(repo);
    const url = `${apiUrl}/repos/${repo}`;
    const html = `${webUrl}/${repo}`;
    const created = '2020-01-01T00:00:00Z';
    const id = repositoryId(repo);
    return {
      id,
      node_id: `R_kgDO${id.toString(36)}`,
      name,
      full_name: repo,
      owner: wireUser(owner, 'User'),
      private: false,
      html_url: html,
      description: null,
      fork: false,
      url,
      archive_url: `${url}/{archive_format}{/ref}`,
      assignees_url: `${url}/assignees{/user}`,
      blobs_url: `${url}/git/blobs{/sha}`,
      branches_url: `${url}/branches{/branch}`,
      collaborators_url: `${url}/collaborators{/collaborator}`,
      comments_url: `${url}/comments{/number}`,
      commits_url: `${url}/commits{/sha}`,
      compare_url: `${url}/compare/{base}...{head}`,
      contents_url: `${url}/contents/{+path}`,
      contributors_url: `${url}/contributors`,
      deployments_url: `${url}/deployments`,
      downloads_url: `${url}/downloads`,
      events_url: `${url}/events`,
      forks_url: `${url}/forks`,
      git_commits_url: `${url}/git/commits{/sha}`,
      git_refs_url: `${url}/git/refs{/sha}`,
      git_tags_url: `${url}/git/tags{/sha}`,
      git_url: `git://${new URL(webUrl).host}/${repo}.git`,
      issue_comment_url: `${url}/issues/comments{/number}`,
      issue_events_url: `${url}/issues/events{/number}`,
      issues_url: `${url}/issues{/number}`,
      keys_url: `${url}/keys{/key_id}`,
      labels_url: `${url}/labels{/name}`,
      languages_url: `${url}/languages`,
      merges_url: `${url}/merges`,
      milestones_url: `${url}/milestones{/number}`,
      notifications_url: `${url}/notifications{?since,all,participating}`,
      pulls_url: `${url}/pulls{/number}`,
      releases_url: `${url}/releases{/id}`,
      ssh_url: `git@${new URL(webUrl).host}:${repo}.git`,
      stargazers_url: `${url}/stargazers`,
      statuses_url: `${url}/statuses/{sha}`,
      subscribers_url: `${url}/subscribers`,
      subscription_url: `${url}/subscription`,
      tags_url: `${url}/tags`,
      teams_url: `${url}/teams`,
      trees_url: `${url}/git/trees{/sha}`,
      clone_url: `${html}.git`,
      mirror_url: null,
      hooks_url: `${url}/hooks`,
      svn_url: html,
      homepage: null,
      language: null,
      forks_count: 0,
      stargazers_count: 0,
      watchers_count: 0,
      size: 0,
      default_branch: 'main',
      open_issues_count: 0,
      has_issues: true,
      has_projects: true,
      has_wiki: true,
      has_pages: false,
      has_downloads: true,
      archived: false,
      disabled: false,
      visibility: 'public',
      pushed_at: created,
      created_at: created,
      updated_at: created,
      license: null,
      forks: 0,
      open_issues: 0,
      watchers: 0,
    };
  }

  function wirePull(pull: PullState): Json {
    const { issue, seed } = pull;
    const url = `${apiUrl}/repos/${issue.repo}/pulls/${issue.number}`;
    const issueUrl = `${apiUrl}/repos/${issue.repo}/issues/${issue.number}`;
    const html = issueHtmlUrl(issue);
    const files = seed.files ?? [];
    const sum = (
      pick: (f: Required<Pick<FakePullRequestFile, 'additions' | 'deletions'>>) => number,
    ) => files.reduce((total, f) => total + pick(lineCounts(f)), 0);
    const author = seed.login ?? 'octocat';
    const ref = (name: string, sha: string): Json => ({
      label: `${splitRepo(issue.repo).owner}:${name}`,
      ref: name,
      sha,
      user: wireUser(splitRepo(issue.repo).owner, 'User'),
      repo: wireRepository(issue.repo),
    });
    const merged = seed.merged ?? false;
    return {
      url,
      id: pull.id,
      node_id: nodeId('PR'),
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issueUrl,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${apiUrl}/repos/${issue.repo}/pulls/comments{/number}`,
      comments_url: `${issueUrl}/comments`,
      statuses_url: `${apiUrl}/repos/${issue.repo}/statuses/${pull.headSha}`,
      number: issue.number,
      state: seed.state ?? (merged ? 'closed' : 'open'),
      locked: issue.locked,
      title: issue.title,
      user: wireUser(author),
      body: issue.body,
      labels: issue.labels.map((name) => wireLabel(issue, name)),
      milestone: null,
      active_lock_reason: null,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: pull.closedAt,
      merged_at: pull.mergedAt,
      merge_commit_sha: pull.mergeSha,
      assignee: null,
      assignees: [],
      requested_reviewers: pull.requestedReviewers.map((login) => wireUser(login)),
      requested_teams: [],
      head: ref(seed.headRef ?? 'feature', pull.headSha),
      base: ref(seed.baseRef ?? 'main', pull.baseSha),
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issueUrl },
        comments: { href: `${issueUrl}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${apiUrl}/repos/${issue.repo}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${apiUrl}/repos/${issue.repo}/statuses/${pull.headSha}` },
      },
      author_association: 'MEMBER',
      auto_merge: null,
      draft: false,
      merged,
      mergeable: merged ? null : true,
      rebaseable: merged ? null : true,
      mergeable_state: merged ? 'unknown' : 'clean',
      merged_by: merged ? wireUser('octocat') : null,
      comments: issue.comments.length,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: 1,
      additions: sum((f) => f.additions),
      deletions: sum((f) => f.deletions),
      changed_files: seed.changedFiles ?? files.length,
    };
  }

  const wirePullFile = (pull: PullState, file: FakePullRequestFile): Json =>
    wireFile(pull.issue.repo, pull.headSha, file);

  /** A changed file (diff-entry) of a pull request or a compare, at commit `ref`. */
  function wireFile(repo: string, ref: string, file: FakePullRequestFile): Json {
    const { additions, deletions } = lineCounts(file);
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    const json: Json = {
      sha: file.status === 'removed' ? null : randomHex(20),
      filename: file.filename,
      status: file.status ?? 'modified',
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: `${webUrl}/${repo}/blob/${ref}/${path}`,
      raw_url: `${webUrl}/${repo}/raw/${ref}/${path}`,
      contents_url: `${apiUrl}/repos/${repo}/contents/${path}?ref=${ref}`,
    };
    if (file.patch !== undefined) json.patch = file.patch;
    if (file.previous_filename !== undefined) json.previous_filename = file.previous_filename;
    return json;
  }

  function wireComment(issue: IssueState, comment: FakeComment): Json {
    return {
      url: comment.url,
      html_url: comment.html_url,
      issue_url: `${apiUrl}/repos/${issue.repo}/issues/${issue.number}`,
      id: comment.id,
      node_id: comment.node_id,
      user: wireUser(comment.user.login, comment.user.type),
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      author_association: comment.author_association,
      body: comment.body,
      reactions: reactionRollup(comment.url, comment.reactions),
      performed_via_github_app: null,
    };
  }

  function wireReaction(reaction: FakeComment['reactions'][number], createdAt: string): Json {
    return {
      id: reaction.id,
      node_id: `REA_lADO${reaction.id.toString(36)}`,
      user: wireUser(reaction.user.login),
      content: reaction.content,
      created_at: createdAt,
    };
  }

  // ---- rate limit ------------------------------------------------------------------------

  /** Counts one authenticated request. The limit is reported, not enforced (use a fault). */
  function countRate(): void {
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (nowSeconds >= rateReset) {
      rateUsed = 0;
      rateReset = nowSeconds + RATE_WINDOW_SECONDS;
    }
    rateUsed += 1;
  }

  function baseHeaders(): Record<string, string> {
    if (rateReset === 0) rateReset = Math.floor(Date.now() / 1000) + RATE_WINDOW_SECONDS;
    const group = (bytes: number): string => randomHex(bytes).toUpperCase();
    return {
      'content-type': 'application/json; charset=utf-8',
      server: 'github.com',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT - rateUsed)),
      'x-ratelimit-reset': String(rateReset),
      'x-ratelimit-used': String(rateUsed),
      'x-ratelimit-resource': 'core',
      'x-github-request-id': `${group(2)}:${group(3)}:${group(3)}:${group(3)}:${group(4)}`,
    };
  }

  // ---- request handling ------------------------------------------------------------------

  function listComments(
    issue: IssueState,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer {
    return paginated(issue.comments, req, path, query, (comment) => wireComment(issue, comment));
  }

  /** One page of `items` as GitHub serves it: per_page (default 30, at most perPageMax), page, Link. */
  function paginated<T>(
    items: readonly T[],
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    toJson: (item: T) => Json,
  ): Answer {
    const requested = Number.parseInt(query.get('per_page') ?? '', 10);
    const perPage =
      Number.isFinite(requested) && requested >= 1
        ? Math.min(requested, perPageMax)
        : Math.min(DEFAULT_PER_PAGE, perPageMax);
    const requestedPage = Number.parseInt(query.get('page') ?? '', 10);
    const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
    const total = items.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);

    const headers: Record<string, string> = {};
    if (lastPage > 1 || page > 1) {
      const origin = `http://${req.headers.host ?? new URL(apiUrl).host}`;
      const pageUrl = (n: number): string => {
        const params = new URLSearchParams(query);
        params.set('page', String(n));
        return `<${origin}${basePath}${path}?${params.toString()}>`;
      };
      const links: string[] = [];
      if (page > 1) links.push(`${pageUrl(Math.min(page - 1, lastPage))}; rel="prev"`);
      if (page < lastPage) {
        links.push(`${pageUrl(page + 1)}; rel="next"`, `${pageUrl(lastPage)}; rel="last"`);
      }
      if (page > 1) links.push(`${pageUrl(1)}; rel="first"`);
      headers.link = links.join(', ');
    }
    return answer(200, slice.map(toJson), headers);
  }

  function getPermission(repo: string, login: string): Answer {
    const grant = repoGrants.get(grantKey(repo, login)) ?? grants.get(login.toLowerCase());
    if (!grant) return notFound(DOC.getPermission);
    return answer(200, {
      permission: grant.permission,
      role_name: grant.roleName,
      user: {
        ...wireUser(grant.login),
        permissions: permissionFlags(grant),
        role_name: grant.roleName,
      },
    });
  }

  /** `GET …/actions/workflows/{workflow_id}/runs`: newest first, by `actor` and `created`. */
  function listWorkflowRuns(
    repo: string,
    workflow: string,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer {
    const doc = DOC.listWorkflowRuns;
    const ofRepo = workflowRuns.get(repo.toLowerCase()) ?? [];
    if (!ofRepo.some((run) => run.workflow === workflow)) return notFound(doc);
    const actor = query.get('actor')?.toLowerCase();
    const created = query.get('created');
    // A `created` GitHub cannot read matches no run (GitHub documents no error for it).
    const range = created === null ? undefined : (mergedRange(created) ?? [1, 0]);
    const listed = ofRepo
      .filter((run) => run.workflow === workflow)
      .filter((run) => actor === undefined || run.actor.toLowerCase() === actor)
      .filter((run) => {
        const at = Date.parse(run.createdAt);
        return !range || (at >= range[0] && at <= range[1]);
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const page = paginated(listed, req, path, query, (run) => wireWorkflowRun(repo, run));
    return answer(
      200,
      { total_count: listed.length, workflow_runs: JSON.parse(page.body) as unknown },
      page.headers,
    );
  }

  function wireWorkflowRun(repo: string, run: FakeWorkflowRun): Json {
    const url = `${apiUrl}/repos/${repo}/actions/runs/${run.id}`;
    const workflowId = userId(`workflow ${run.workflow}`);
    const sha = '0'.repeat(40);
    return {
      id: run.id,
      name: run.workflow,
      node_id: `WFR_kwLO${run.id.toString(36)}`,
      head_branch: 'main',
      head_sha: sha,
      path: `.github/workflows/${run.workflow}`,
      display_title: run.workflow,
      run_number: run.id,
      event: 'issues',
      status: run.status ?? 'completed',
      conclusion: run.conclusion === undefined ? 'success' : run.conclusion,
      workflow_id: workflowId,
      url,
      html_url: `${webUrl}/${repo}/actions/runs/${run.id}`,
      pull_requests: [],
      created_at: run.createdAt,
      updated_at: run.createdAt,
      actor: wireUser(run.actor),
      triggering_actor: wireUser(run.actor),
      run_attempt: 1,
      run_started_at: run.createdAt,
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      check_suite_url: `${apiUrl}/repos/${repo}/check-suites/${run.id}`,
      artifacts_url: `${url}/artifacts`,
      cancel_url: `${url}/cancel`,
      rerun_url: `${url}/rerun`,
      workflow_url: `${apiUrl}/repos/${repo}/actions/workflows/${workflowId}`,
      head_commit: null,
      repository: wireRepository(repo),
      head_repository: wireRepository(repo),
    };
  }

  function handle(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: string,
    graphql: boolean,
  ): Answer {
    const method = (req.method ?? '').toUpperCase();
    const caller = callerOf(parseToken(req.headers.authorization));
    if (!caller) return errorAnswer(401, 'Bad credentials', graphql ? DOC.graphql : DOCS);
    countRate();

    if (graphql)
      return method === 'POST' ? graphqlAnswer(body, caller.login) : notFound(DOC.graphql);
    const repo = repoOfPath(path);
    // GitHub answers 404 for a repository the token cannot see, and 403 for a write it may not make.
    if (repo !== undefined && !sees(caller, repo)) return notFound();
    if (repo !== undefined && !caller.canWrite && WRITE_METHODS.includes(method)) {
      return errorAnswer(403, 'Resource not accessible by integration');
    }
    const writes = caller.writes;
    if (
      repo !== undefined &&
      writes !== undefined &&
      WRITE_METHODS.includes(method) &&
      !scopesOfWrite(path).some((scope) => writes.has(scope))
    ) {
      return errorAnswer(403, 'Resource not accessible by integration');
    }
    // A job's token reads the workflows' runs only with `actions` granted.
    const reads = caller.reads;
    if (repo !== undefined && reads !== undefined && path.split('/')[4] === 'actions') {
      if (!reads.has('actions')) return errorAnswer(403, 'Resource not accessible by integration');
    }
    const follow = matchFollowRoute(method, path);
    if (follow) return handleFollowRoute(follow, caller, req, path, query, body);
    const permission = matchPermissionRoute(method, path);
    if (permission) return getPermission(permission.repo, permission.login);

    const label = matchLabelRoute(method, path);
    if (label) return getRepositoryLabel(label.repo, label.name);
    const runsOf = matchWorkflowRunsRoute(method, path);
    if (runsOf) return listWorkflowRuns(runsOf.repo, runsOf.workflow, req, path, query);
    const sweepRoute = matchSweepRoute(method, path);
    if (sweepRoute) return handleSweepRoute(sweepRoute, req, path, query, body);
    const listing = matchMergedListingRoute(method, path);
    if (listing) return handleMergedListing(listing, caller, req, path, query);
    const route = matchRoute(method, path);
    if (!route) return notFound();

    switch (route.kind) {
      case 'getIssue': {
        const issue = findIssue(route.repo, route.issue);
        return issue ? answer(200, wireIssue(issue)) : notFound(DOC.getIssue);
      }
      case 'listComments': {
        const issue = findIssue(route.repo, route.issue);
        return issue ? listComments(issue, req, path, query) : notFound(DOC.listComments);
      }
      case 'createComment': {
        const issue = findIssue(route.repo, route.issue);
        if (!issue) return notFound(DOC.createComment);
        const text = parseCommentBody(body, DOC.createComment);
        if (typeof text !== 'string') return text;
        if (issue.locked) {
          return errorAnswer(403, 'Unable to create comment because issue is locked.', DOC.locking);
        }
        const comment = createComment(issue, text, caller.login, userType(caller.login), 'NONE');
        return answer(201, wireComment(issue, comment), { location: comment.url });
      }
      case 'getComment':
      case 'updateComment':
      case 'deleteComment':
      case 'createReaction': {
        const doc = DOC[route.kind];
        const entry = commentIndex.get(route.comment);
        if (!entry || entry.issue.repo.toLowerCase() !== route.repo.toLowerCase()) {
          return notFound(doc);
        }
        const { issue, comment } = entry;
        if (route.kind === 'getComment') return answer(200, wireComment(issue, comment));
        if (route.kind === 'deleteComment') {
          issue.comments.splice(issue.comments.indexOf(comment), 1);
          commentIndex.delete(comment.id);
          issue.updatedAt = timestamp(Date.now());
          return { status: 204, body: '', headers: {} };
        }
        if (route.kind === 'updateComment') {
          const text = parseCommentBody(body, doc);
          if (typeof text !== 'string') return text;
          comment.body = text;
          comment.updated_at = laterTimestamp(comment.updated_at);
          return answer(200, wireComment(issue, comment));
        }
        return createReaction(comment.reactions, body, caller.login, doc);
      }
      case 'createIssueReaction': {
        const issue = findIssue(route.repo, route.issue);
        if (!issue) return notFound(DOC.createIssueReaction);
        return createReaction(issue.reactions, body, caller.login, DOC.createIssueReaction);
      }
      case 'listIssueReactions': {
        const issue = findIssue(route.repo, route.issue);
        if (!issue) return notFound(DOC.listIssueReactions);
        // `content` filters by one reaction, as GitHub does; any other value is GitHub's 422.
        const content = query.get('content');
        if (content !== null && !(REACTION_CONTENTS as readonly string[]).includes(content)) {
          return validationFailed(
            [{ resource: 'Reaction', code: 'invalid', field: 'content', value: content }],
            DOC.listIssueReactions,
          );
        }
        const listed = issue.reactions.filter((r) => content === null || r.content === content);
        return paginated(listed, req, path, query, (reaction) =>
          wireReaction(reaction, reactionTimes.get(reaction.id) ?? ''),
        );
      }
      case 'getPull': {
        const pull = pulls.get(issueKey(route.repo, route.pull));
        return pull ? answer(200, wirePull(pull)) : notFound(DOC.getPull);
      }
      case 'listPullFiles': {
        const pull = pulls.get(issueKey(route.repo, route.pull));
        if (!pull) return notFound(DOC.listPullFiles);
        const listed = (pull.seed.files ?? []).slice(0, MAX_LISTED_FILES);
        return paginated(listed, req, path, query, (file) => wirePullFile(pull, file));
      }
      case 'removeLabel': {
        const issue = findIssue(route.repo, route.issue);
        if (!issue) return notFound(DOC.removeLabel);
        const wanted = route.label.toLowerCase();
        const index = issue.labels.findIndex((name) => name.toLowerCase() === wanted);
        if (index < 0) return errorAnswer(404, 'Label does not exist', DOC.removeLabel);
        issue.labels.splice(index, 1);
        issue.updatedAt = timestamp(Date.now());
        return answer(
          200,
          issue.labels.map((name) => wireLabel(issue, name)),
        );
      }
    }
  }

  // ---- listing labelled issues and adding labels (what a sweep and a round that does not wait use)

  /** Issues closed by closeIssue(): listed with state=closed or all, never with open. */
  const closedIssues = new Set<IssueState>();

  function handleSweepRoute(
    route: SweepRoute,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: string,
  ): Answer {
    if (route.kind === 'listIssues') {
      const state = query.get('state') ?? 'open';
      if (!['open', 'closed', 'all'].includes(state)) {
        return validationFailed(
          [{ resource: 'Issue', field: 'state', code: 'invalid', value: state }],
          SWEEP_DOC.listIssues,
        );
      }
      // GitHub's `since`: only what was last updated at or after it (an ISO 8601 time).
      const sinceText = query.get('since');
      const since = sinceText === null ? undefined : Date.parse(sinceText);
      if (since !== undefined && Number.isNaN(since)) {
        return validationFailed(
          [{ resource: 'Issue', field: 'since', code: 'invalid', value: sinceText }],
          SWEEP_DOC.listIssues,
        );
      }
      const pullOf = (issue: IssueState) => pulls.get(issueKey(issue.repo, issue.number));
      // Closed: by closeIssue, or a pull request closed or merged.
      const isClosed = (issue: IssueState) =>
        closedIssues.has(issue) || (pullOf(issue)?.closedAt ?? null) !== null;
      // GitHub's labels filter: every listed label, names compared case-insensitively.
      const wanted = (query.get('labels') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      const listed = [...issues.values()]
        .filter((issue) => issue.repo.toLowerCase() === route.repo.toLowerCase())
        .filter((issue) => state === 'all' || isClosed(issue) === (state === 'closed'))
        .filter((issue) => since === undefined || Date.parse(issue.updatedAt) >= since)
        .filter((issue) =>
          wanted.every((name) => issue.labels.some((label) => label.toLowerCase() === name)),
        )
        // GitHub's default order: newest first (sort=created, direction=desc).
        .sort((a, b) => (query.get('direction') === 'asc' ? a.id - b.id : b.id - a.id));
      return paginated(listed, req, path, query, (issue) => {
        const pull = pullOf(issue);
        const wired = wireIssue(issue);
        if (pull?.closedAt) {
          const links = wired.pull_request as Json;
          return {
            ...wired,
            state: 'closed',
            closed_at: pull.closedAt,
            pull_request: { ...links, merged_at: pull.mergedAt },
          };
        }
        return closedIssues.has(issue)
          ? { ...wired, state: 'closed', closed_at: issue.updatedAt }
          : wired;
      });
    }
    const issue = findIssue(route.repo, route.issue);
    if (!issue) return notFound(SWEEP_DOC.addLabels);
    const parsed = parseLabels(body);
    if (typeof parsed !== 'object' || !Array.isArray(parsed)) return parsed;
    for (const name of parsed) {
      // GitHub makes a label the repository does not have yet.
      keepLabel(issue.repo, name);
      if (!issue.labels.some((label) => label.toLowerCase() === name.toLowerCase())) {
        issue.labels.push(name);
      }
    }
    issue.updatedAt = timestamp(Date.now());
    return answer(
      200,
      issue.labels.map((name) => wireLabel(issue, name)),
    );
  }

  // ---- listing merged pull requests (a digest) -------------------------------------------

  /** Newest first by `field`, or oldest first with `ascending`; ties by number. */
  function sortPulls(list: PullState[], field: 'created' | 'updated', ascending: boolean): void {
    const at = (pull: PullState): number =>
      Date.parse(field === 'created' ? pull.issue.createdAt : pull.issue.updatedAt);
    list.sort((a, b) => (at(a) - at(b) || a.issue.number - b.issue.number) * (ascending ? 1 : -1));
  }

  const stateOf = (pull: PullState): 'open' | 'closed' =>
    pull.seed.state ?? (pull.seed.merged ? 'closed' : 'open');

  /** A pull request as the pulls listing shows it (pull-request-simple: no merge or size details). */
  function wirePullSimple(pull: PullState): Json {
    const json = wirePull(pull);
    for (const key of [
      'merged',
      'mergeable',
      'rebaseable',
      'mergeable_state',
      'merged_by',
      'comments',
      'review_comments',
      'maintainer_can_modify',
      'commits',
      'additions',
      'deletions',
      'changed_files',
    ]) {
      delete json[key];
    }
    return json;
  }

  /** A pull request as the search API finds it: an issue with its merge time and a score. */
  function wireSearchItem(pull: PullState): Json {
    const json = wireIssue(pull.issue);
    return {
      ...json,
      user: wireUser(pull.seed.login ?? 'octocat'),
      state: stateOf(pull),
      closed_at: pull.closedAt,
      pull_request: { ...(json.pull_request as Json), merged_at: pull.mergedAt },
      score: 1,
    };
  }

  function handleMergedListing(
    route: MergedListingRoute,
    caller: Caller,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer {
    if (route.kind === 'getRepo') {
      const role = tokenRoles.get(route.repo.toLowerCase());
      return answer(200, {
        ...wireRepository(route.repo),
        default_branch: defaultBranches.get(route.repo.toLowerCase()) ?? 'main',
        has_discussions: false,
        network_count: 0,
        subscribers_count: 0,
        // A user's token only: GitHub leaves it out for an installation token.
        ...(role && {
          permissions: permissionFlags({ login: '', roleName: role, permission: role }),
        }),
      });
    }
    if (route.kind === 'listPulls') {
      const state = query.get('state') ?? 'open';
      const sort = query.get('sort') ?? 'created';
      const direction = query.get('direction') ?? (sort === 'created' ? 'desc' : 'asc');
      if (!['open', 'closed', 'all'].includes(state) || !['created', 'updated'].includes(sort)) {
        return validationFailed(
          [{ resource: 'PullRequest', field: 'state', code: 'invalid' }],
          LISTING_DOC.listPulls,
        );
      }
      const base = query.get('base');
      const listed = [...pulls.values()].filter(
        (pull) =>
          pull.issue.repo.toLowerCase() === route.repo.toLowerCase() &&
          (state === 'all' || stateOf(pull) === state) &&
          (base === null || (pull.seed.baseRef ?? 'main') === base),
      );
      sortPulls(listed, sort as 'created' | 'updated', direction === 'asc');
      return paginated(listed, req, path, query, wirePullSimple);
    }
    const parsed = parseSearchQuery(query.get('q') ?? '');
    if (typeof parsed === 'string') {
      return validationFailed(
        [{ resource: 'Search', field: 'q', code: 'invalid', message: parsed }],
        LISTING_DOC.searchIssues,
      );
    }
    if (parsed.repo !== undefined && !sees(caller, parsed.repo)) {
      const message =
        'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.';
      return validationFailed(
        [{ resource: 'Search', field: 'q', code: 'invalid', message }],
        LISTING_DOC.searchIssues,
      );
    }
    const found = [...pulls.values()].filter((pull) => {
      const mergedAt = pull.mergedAt === null ? undefined : Date.parse(pull.mergedAt);
      return (
        pull.issue.repo.toLowerCase() === parsed.repo?.toLowerCase() &&
        (parsed.merged === undefined || (mergedAt !== undefined) === parsed.merged) &&
        (parsed.state === undefined || stateOf(pull) === parsed.state) &&
        (parsed.base === undefined || (pull.seed.baseRef ?? 'main') === parsed.base) &&
        ((parsed.mergedFrom === Number.NEGATIVE_INFINITY &&
          parsed.mergedTo === Number.POSITIVE_INFINITY) ||
          (mergedAt !== undefined && mergedAt >= parsed.mergedFrom && mergedAt <= parsed.mergedTo))
      );
    });
    // Best match, for a query without words, is taken as newest first.
    const sort = query.get('sort') === 'updated' ? 'updated' : 'created';
    sortPulls(found, sort, query.get('order') === 'asc');
    const perPage = Math.min(
      perPageMax,
      Number.parseInt(query.get('per_page') ?? '', 10) || DEFAULT_PER_PAGE,
    );
    const page = Number.parseInt(query.get('page') ?? '', 10) || 1;
    if ((page - 1) * perPage >= MAX_SEARCH_RESULTS) {
      return errorAnswer(
        422,
        `Only the first ${MAX_SEARCH_RESULTS} search results are available`,
        LISTING_DOC.searchIssues,
      );
    }
    const reachable = found.slice(0, MAX_SEARCH_RESULTS);
    const listed = paginated(reachable, req, path, query, wireSearchItem);
    return answer(
      200,
      {
        total_count: found.length,
        incomplete_results: false,
        items: JSON.parse(listed.body) as unknown,
        search_type: 'lexical',
      },
      listed.headers,
    );
  }

  // ---- the docs PR travels with the code PR: tokens, check runs, compare, pull requests ----

  function callerOf(presented: string | undefined): Caller | undefined {
    if (presented === undefined) return undefined;
    if (presented === token) return { login: botLogin, repos: undefined, canWrite: true };
    return addedTokens.get(presented);
  }

  /** An added token sees the repositories it names; the default token every one no added token names. */
  function sees(caller: Caller, repo: string): boolean {
    const key = repo.toLowerCase();
    if (caller.repos) return caller.repos.has(key);
    return ![...addedTokens.values()].some((other) => other.repos?.has(key));
  }

  const commitsOf = (repo: string): Map<string, CommitState> =>
    commits.get(repo.toLowerCase()) ?? new Map<string, CommitState>();

  /**
   * The sha a ref names: a branch's tip (`heads/` optional), a full sha, or a unique prefix (7 digits
   * or more) of a seeded commit's.
   */
  function refSha(repo: string, ref: string): string | undefined {
    const tip = branches.get(repo.toLowerCase())?.get(ref.replace(/^(?:refs\/)?heads\//, ''));
    if (tip !== undefined) return tip;
    if (isSha(ref)) return ref.toLowerCase();
    if (!/^[0-9a-f]{7,39}$/i.test(ref)) return undefined;
    const found = [...commitsOf(repo).keys()].filter((sha) => sha.startsWith(ref.toLowerCase()));
    return found.length === 1 ? found[0] : undefined;
  }

  /** The seeded commit a ref names (refSha). */
  function resolveRef(repo: string, ref: string): CommitState | undefined {
    const sha = refSha(repo, ref);
    return sha === undefined ? undefined : commitsOf(repo).get(sha);
  }

  /** The commit, its parent, and so on to its root. */
  function lineage(repo: string, commit: CommitState): CommitState[] {
    const known = commitsOf(repo);
    const line = [commit];
    let parent = commit.parent === undefined ? undefined : known.get(commit.parent);
    while (parent) {
      line.push(parent);
      parent = parent.parent === undefined ? undefined : known.get(parent.parent);
    }
    return line;
  }

  /** A commit GitHub would find in the repository: seeded, a branch's tip, or a pull request's head or base. */
  function knownCommit(repo: string, sha: string): boolean {
    const wanted = sha.toLowerCase();
    if (commitsOf(repo).has(wanted)) return true;
    if ([...(branches.get(repo.toLowerCase())?.values() ?? [])].includes(wanted)) return true;
    return [...pulls.values()].some(
      (pull) =>
        pull.issue.repo.toLowerCase() === repo.toLowerCase() &&
        [pull.headSha, pull.baseSha, pull.mergeSha].includes(wanted),
    );
  }

  function wireCommit(repo: string, commit: CommitState): Json {
    const url = `${apiUrl}/repos/${repo}/commits/${commit.sha}`;
    const person = {
      name: commit.login,
      email: `${userId(commit.login)}+${commit.login}@users.noreply.github.com`,
      date: commit.date,
    };
    const parentOf = (sha: string): Json => ({
      sha,
      url: `${apiUrl}/repos/${repo}/commits/${sha}`,
      html_url: `${webUrl}/${repo}/commit/${sha}`,
    });
    return {
      sha: commit.sha,
      node_id: `C_kwDO${commit.sha.slice(0, 20)}`,
      commit: {
        author: person,
        committer: person,
        message: commit.message,
        tree: { sha: commit.treeSha, url: `${apiUrl}/repos/${repo}/git/trees/${commit.treeSha}` },
        url: `${apiUrl}/repos/${repo}/git/commits/${commit.sha}`,
        comment_count: 0,
        verification: {
          verified: false,
          reason: 'unsigned',
          signature: null,
          payload: null,
          verified_at: null,
        },
      },
      url,
      html_url: `${webUrl}/${repo}/commit/${commit.sha}`,
      comments_url: `${url}/comments`,
      author: wireUser(commit.login),
      committer: wireUser(commit.login),
      parents: commit.parent === undefined ? [] : [parentOf(commit.parent)],
    };
  }

  /**
   * The app a check run belongs to: GitHub Actions for the default token (the workflow's
   * GITHUB_TOKEN), else an app named after the added token's login.
   */
  function wireApp(caller: Caller, repo: string): Json {
    const actions = caller.repos === undefined;
    const slug = actions ? 'github-actions' : caller.login.replace(/\[bot\]$/, '');
    const id = actions ? 15368 : userId(caller.login);
    const owner = actions ? 'github' : splitRepo(repo).owner;
    return {
      id,
      slug,
      node_id: actions ? 'MDM6QXBwMTUzNjg=' : `A_kwDO${id.toString(36)}`,
      owner: { ...wireUser(owner, 'User'), type: 'Organization' },
      name: actions ? 'GitHub Actions' : slug,
      description: actions ? 'Automate your workflow from idea to production' : '',
      external_url: actions ? 'https://help.github.com/en/actions' : `${webUrl}/apps/${slug}`,
      html_url: `${webUrl}/apps/${slug}`,
      created_at: '2018-07-30T09:30:17Z',
      updated_at: '2019-12-10T19:04:12Z',
      permissions: {
        checks: 'write',
        contents: 'write',
        issues: 'write',
        metadata: 'read',
        pull_requests: 'write',
      },
      events: ['check_run', 'check_suite', 'pull_request', 'push'],
    };
  }

  /** A pull request as a check run names it (pull-request-minimal). */
  function wirePullMinimal(pull: PullState): Json {
    const { repo, number } = pull.issue;
    const repository = {
      id: repositoryId(repo),
      url: `${apiUrl}/repos/${repo}`,
      name: splitRepo(repo).name,
    };
    return {
      id: pull.id,
      number,
      url: `${apiUrl}/repos/${repo}/pulls/${number}`,
      head: { ref: pull.seed.headRef ?? 'feature', sha: pull.headSha, repo: repository },
      base: { ref: pull.seed.baseRef ?? 'main', sha: pull.baseSha, repo: repository },
    };
  }

  function wireCheckRun(run: CheckRunState): Json {
    const url = `${apiUrl}/repos/${run.repo}/check-runs/${run.id}`;
    // GitHub names the open pull requests of the repository whose head is the run's commit.
    const onHead = [...pulls.values()].filter(
      (pull) =>
        pull.issue.repo.toLowerCase() === run.repo.toLowerCase() &&
        stateOf(pull) === 'open' &&
        pull.headSha === run.headSha,
    );
    return {
      id: run.id,
      head_sha: run.headSha,
      node_id: `CR_kwDO${run.id.toString(36)}`,
      external_id: run.externalId,
      url,
      html_url: `${webUrl}/${run.repo}/runs/${run.id}`,
      details_url: run.detailsUrl,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.startedAt,
      completed_at: run.completedAt,
      output: { ...run.output, annotations_count: 0, annotations_url: `${url}/annotations` },
      name: run.name,
      check_suite: { id: run.suiteId },
      app: run.app,
      pull_requests: onHead.map(wirePullMinimal),
    };
  }

  const copyCheckRun = (run: CheckRunState): FakeCheckRun => ({
    id: run.id,
    name: run.name,
    head_sha: run.headSha,
    status: run.status,
    conclusion: run.conclusion,
    details_url: run.detailsUrl,
    external_id: run.externalId,
    output: { ...run.output },
    started_at: run.startedAt,
    completed_at: run.completedAt,
  });

  /** A collaborator: a user with a role on the repository (setPermission, or the `permissions` option). */
  function collaborator(repo: string, login: string): Grant | undefined {
    const grant = repoGrants.get(grantKey(repo, login)) ?? grants.get(login.toLowerCase());
    return grant && !grant.none && grant.permission !== 'none' ? grant : undefined;
  }

  function wireReview(pull: PullState, review: ReviewState): Json {
    const pullUrl = `${apiUrl}/repos/${pull.issue.repo}/pulls/${pull.issue.number}`;
    const html = `${issueHtmlUrl(pull.issue)}#pullrequestreview-${review.id}`;
    return {
      id: review.id,
      node_id: `PRR_kwDO${review.id.toString(36)}`,
      user: wireUser(review.login, review.type),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: pullUrl,
      author_association: collaborator(pull.issue.repo, review.login) ? 'COLLABORATOR' : 'NONE',
      _links: { html: { href: html }, pull_request: { href: pullUrl } },
      submitted_at: review.submittedAt,
      commit_id: review.commitId,
    };
  }

  function handleFollowRoute(
    route: FollowRoute,
    caller: Caller,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: string,
  ): Answer {
    switch (route.kind) {
      case 'createCheckRun':
      case 'updateCheckRun':
        return writeCheckRun(route, caller, body);
      case 'listCheckRuns':
        return listCheckRuns(route.repo, route.ref, req, path, query);
      case 'compare':
        return compare(route.repo, route.basehead, req, path, query);
      case 'getCommit': {
        const commit = commitsOf(route.repo).get(route.sha);
        if (!commit)
          return errorAnswer(422, `No commit found for SHA: ${route.sha}`, FOLLOW_DOC.getCommit);
        const files = commit.files.map((file) => wireFile(route.repo, commit.sha, file));
        const additions = commit.files.reduce((n, f) => n + lineCounts(f).additions, 0);
        const deletions = commit.files.reduce((n, f) => n + lineCounts(f).deletions, 0);
        return answer(200, {
          ...wireCommit(route.repo, commit),
          stats: { total: additions + deletions, additions, deletions },
          files,
        });
      }
      case 'listCommitPulls': {
        const tied = [...pulls.values()].filter(
          (pull) =>
            pull.issue.repo.toLowerCase() === route.repo.toLowerCase() &&
            (pull.headSha === route.sha ||
              pull.mergeSha === route.sha ||
              (pull.seed.commits ?? []).some((sha) => sha.toLowerCase() === route.sha)),
        );
        return paginated(tied, req, path, query, wirePullSimple);
      }
    }
    const pull = pulls.get(issueKey(route.repo, route.pull));
    if (!pull) return notFound(FOLLOW_DOC[route.kind]);
    switch (route.kind) {
      case 'updatePull':
        return updatePull(pull, body);
      case 'listReviews':
        return paginated(pull.reviews, req, path, query, (review) => wireReview(pull, review));
      case 'listRequestedReviewers':
        return answer(200, {
          users: pull.requestedReviewers.map((login) => wireUser(login)),
          teams: [],
        });
      case 'requestReviewers':
        return requestReviewers(pull, body);
    }
  }

  function writeCheckRun(
    route: Extract<FollowRoute, { kind: 'createCheckRun' | 'updateCheckRun' }>,
    caller: Caller,
    raw: string,
  ): Answer {
    const doc = FOLLOW_DOC[route.kind];
    const repo = route.repo;
    if (caller.repos === undefined && checksDenied.has(repo.toLowerCase())) {
      return errorAnswer(403, 'Resource not accessible by integration', doc);
    }
    const run =
      route.kind === 'updateCheckRun'
        ? checkRuns.find(
            (r) => r.id === route.checkRun && r.repo.toLowerCase() === repo.toLowerCase(),
          )
        : undefined;
    if (route.kind === 'updateCheckRun' && !run) return notFound(doc);
    const parsed = parseCheckRunBody(raw, run === undefined, doc);
    if ('error' in parsed) return parsed.error;
    const input = parsed.input;
    const now = timestamp(Date.now());
    if (!run) {
      const headSha = (input.head_sha ?? '').toLowerCase();
      if (!knownCommit(repo, headSha)) {
        return errorAnswer(422, `No commit found for SHA: ${input.head_sha ?? ''}`, doc);
      }
      const suiteKey = `${repo.toLowerCase()} ${headSha} ${caller.login}`;
      let suiteId = checkSuites.get(suiteKey);
      if (suiteId === undefined) {
        checkSuiteCounter += 1;
        suiteId = checkSuiteCounter;
        checkSuites.set(suiteKey, suiteId);
      }
      checkRunCounter += 1;
      const app = wireApp(caller, repo);
      const created: CheckRunState = {
        repo,
        id: checkRunCounter,
        name: input.name ?? '',
        headSha,
        status: input.status ?? 'queued',
        conclusion: input.conclusion ?? null,
        // "If the integrator does not provide this, then the homepage of the GitHub app is used."
        detailsUrl: input.details_url ?? String(app.external_url),
        externalId: input.external_id ?? '',
        output: {
          title: input.output?.title ?? null,
          summary: input.output?.summary ?? null,
          text: input.output?.text ?? null,
        },
        startedAt: input.started_at ? timestamp(Date.parse(input.started_at)) : now,
        completedAt: null,
        suiteId,
        app,
      };
      if (created.status === 'completed') {
        created.completedAt = input.completed_at ? timestamp(Date.parse(input.completed_at)) : now;
      }
      checkRuns.push(created);
      return answer(201, wireCheckRun(created));
    }
    // The status `completed` needs a conclusion, given now or kept from before.
    if (input.status === 'completed' && (input.conclusion ?? run.conclusion) === null) {
      return invalidRequest(notSupplied('conclusion'), doc);
    }
    if (input.completed_at !== undefined && (input.conclusion ?? run.conclusion) === null) {
      return invalidRequest(notSupplied('conclusion'), doc);
    }
    run.name = input.name ?? run.name;
    run.detailsUrl = input.details_url ?? run.detailsUrl;
    run.externalId = input.external_id ?? run.externalId;
    if (input.started_at) run.startedAt = timestamp(Date.parse(input.started_at));
    if (input.output) {
      run.output = {
        title: input.output.title ?? run.output.title,
        summary: input.output.summary,
        text: input.output.text ?? run.output.text,
      };
    }
    if (input.status === 'queued' || input.status === 'in_progress') {
      // Started again: no conclusion until it completes.
      run.status = input.status;
      run.conclusion = null;
      run.completedAt = null;
    } else if (input.status === 'completed' || input.completed_at !== undefined) {
      run.status = 'completed';
      run.conclusion = input.conclusion ?? run.conclusion;
      run.completedAt = input.completed_at
        ? timestamp(Date.parse(input.completed_at))
        : (run.completedAt ?? now);
    }
    return answer(200, wireCheckRun(run));
  }

  function listCheckRuns(
    repo: string,
    ref: string,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer {
    const doc = FOLLOW_DOC.listCheckRuns;
    const sha = refSha(repo, ref);
    if (sha === undefined) return errorAnswer(422, `No commit found for SHA: ${ref}`, doc);
    const status = query.get('status');
    const filter = query.get('filter') ?? 'latest';
    if (status !== null && !(CHECK_STATUSES as readonly string[]).includes(status)) {
      return validationFailed([{ resource: 'CheckRun', field: 'status', code: 'invalid' }], doc);
    }
    if (filter !== 'latest' && filter !== 'all') {
      return validationFailed([{ resource: 'CheckRun', field: 'filter', code: 'invalid' }], doc);
    }
    const onCommit = checkRuns.filter(
      (run) => run.repo.toLowerCase() === repo.toLowerCase() && run.headSha === sha,
    );
    // `latest`: the most recent run of each name.
    const latest = new Map<string, CheckRunState>();
    for (const run of onCommit) latest.set(run.name, run);
    const name = query.get('check_name');
    const listed = (filter === 'latest' ? [...latest.values()] : onCommit)
      .filter(
        (run) => (name === null || run.name === name) && (status === null || run.status === status),
      )
      .sort((a, b) => b.id - a.id);
    const page = paginated(listed, req, path, query, wireCheckRun);
    return answer(
      200,
      { total_count: listed.length, check_runs: JSON.parse(page.body) as unknown },
      page.headers,
    );
  }

  /**
   * GitHub's three-dot compare: the commits on HEAD's line since the merge base (the newest commit
   * on both lines), oldest first; how far HEAD is ahead of and BASE behind it; and the files those
   * commits change, each once (the latest commit's entry: the fake does not combine diffs), sorted
   * by path, at most 300.
   */
  function compare(
    repo: string,
    basehead: string,
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
  ): Answer {
    const doc = FOLLOW_DOC.compare;
    const [baseRef, headRef, ...extra] = basehead.split('...');
    if (!baseRef || !headRef || extra.length > 0) return notFound(doc);
    const base = resolveRef(repo, baseRef);
    const head = resolveRef(repo, headRef);
    if (!base || !head) return notFound(doc);
    const baseLine = lineage(repo, base);
    const headLine = lineage(repo, head);
    const onBase = new Set(baseLine.map((c) => c.sha));
    const aheadBy = headLine.findIndex((c) => onBase.has(c.sha));
    const mergeBase = headLine[aheadBy];
    if (!mergeBase) {
      return errorAnswer(404, `No common ancestor between ${baseRef} and ${headRef}.`, doc);
    }
    const behindBy = baseLine.indexOf(mergeBase);
    const ahead = headLine.slice(0, aheadBy).reverse();
    const status =
      aheadBy > 0 && behindBy > 0
        ? 'diverged'
        : aheadBy > 0
          ? 'ahead'
          : behindBy > 0
            ? 'behind'
            : 'identical';
    const changed = new Map<string, FakePullRequestFile>();
    for (const commit of ahead) for (const file of commit.files) changed.set(file.filename, file);
    const files = [...changed.values()]
      .sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0))
      .slice(0, MAX_COMPARE_FILES);
    // Paged (per_page or page): the files on the first page only. Else the last 250 commits.
    const paged = query.has('per_page') || query.has('page');
    const page = Number.parseInt(query.get('page') ?? '', 10);
    const firstPage = !paged || !(page > 1);
    const listed = paged
      ? paginated(ahead, req, path, query, (c) => wireCommit(repo, c))
      : answer(
          200,
          ahead.slice(-MAX_COMPARE_COMMITS).map((c) => wireCommit(repo, c)),
        );
    const html = `${webUrl}/${repo}/compare/${basehead}`;
    const { owner } = splitRepo(repo);
    return answer(
      200,
      {
        url: `${apiUrl}/repos/${repo}/compare/${basehead}`,
        html_url: html,
        permalink_url: `${webUrl}/${repo}/compare/${owner}:${base.sha}...${owner}:${head.sha}`,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        base_commit: wireCommit(repo, base),
        merge_base_commit: wireCommit(repo, mergeBase),
        status,
        ahead_by: aheadBy,
        behind_by: behindBy,
        total_commits: aheadBy,
        commits: JSON.parse(listed.body) as unknown,
        files: firstPage ? files.map((file) => wireFile(repo, head.sha, file)) : [],
      },
      listed.headers,
    );
  }

  /** `PATCH …/pulls/{n}`: its title, body, base branch, and state (closing it, or reopening one not merged). */
  function updatePull(pull: PullState, raw: string): Answer {
    const doc = FOLLOW_DOC.updatePull;
    const parsed = parseJsonObject(raw);
    if ('error' in parsed) return parsed.error;
    const { title, body, base, state, maintainer_can_modify: maintainerCanModify } = parsed.value;
    for (const [field, given] of [
      ['title', title],
      ['body', body],
      ['base', base],
    ] as const) {
      if (given !== undefined && typeof given !== 'string') {
        return invalidRequest(notA(field, given, 'a string'), doc);
      }
    }
    if (state !== undefined && state !== 'open' && state !== 'closed') {
      return invalidRequest(notMember('state', state, ['open', 'closed']), doc);
    }
    if (maintainerCanModify !== undefined && typeof maintainerCanModify !== 'boolean') {
      return invalidRequest(notA('maintainer_can_modify', maintainerCanModify, 'a boolean'), doc);
    }
    if (typeof title === 'string' && title.trim() === '') {
      return validationFailed(
        [{ resource: 'PullRequest', field: 'title', code: 'missing_field' }],
        doc,
      );
    }
    if (state === 'open' && pull.mergedAt !== null) {
      return validationFailed(
        [
          {
            resource: 'PullRequest',
            field: 'state',
            code: 'custom',
            message: 'state cannot be changed. The pull request has been merged.',
          },
        ],
        doc,
      );
    }
    const { issue } = pull;
    if (typeof title === 'string') issue.title = title;
    if (typeof body === 'string') issue.body = body;
    if (typeof base === 'string') pull.seed.baseRef = base;
    if (state === 'closed' && stateOf(pull) === 'open') {
      pull.seed.state = 'closed';
      pull.closedAt = timestamp(Date.now());
      closedIssues.add(issue);
    } else if (state === 'open' && stateOf(pull) === 'closed') {
      pull.seed.state = 'open';
      pull.closedAt = null;
      closedIssues.delete(issue);
    }
    issue.updatedAt = laterTimestamp(issue.updatedAt);
    return answer(200, wirePull(pull));
  }

  /**
   * `POST …/pulls/{n}/requested_reviewers`: 422 for more than 15 at once, for the pull request's
   * author, and for a user who is not a collaborator (or any team: the fake knows none), as GitHub
   * answers; else 201 with the pull request.
   */
  function requestReviewers(pull: PullState, raw: string): Answer {
    const doc = FOLLOW_DOC.requestReviewers;
    const parsed = parseReviewRequest(raw, doc);
    if ('error' in parsed) return parsed.error;
    const { reviewers, teams } = parsed;
    if (reviewers.length + teams.length > MAX_REQUESTED_REVIEWERS) {
      return validationFailed(
        [
          {
            resource: 'PullRequest',
            field: 'requested_reviewers',
            code: 'invalid',
            message: `At most ${MAX_REQUESTED_REVIEWERS} users and teams may be requested at once (the GitHub fake's wording)`,
          },
        ],
        doc,
      );
    }
    const author = (pull.seed.login ?? 'octocat').toLowerCase();
    if (reviewers.some((login) => login.toLowerCase() === author)) {
      return errorAnswer(422, 'Review cannot be requested from pull request author.', doc);
    }
    const { repo } = pull.issue;
    if (teams.length > 0 || reviewers.some((login) => !collaborator(repo, login))) {
      return errorAnswer(
        422,
        `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repo} repository.`,
        doc,
      );
    }
    for (const login of reviewers) {
      const known = collaborator(repo, login)?.login ?? login;
      const requested = pull.requestedReviewers.some(
        (r) => r.toLowerCase() === login.toLowerCase(),
      );
      if (!requested) pull.requestedReviewers.push(known);
    }
    pull.issue.updatedAt = laterTimestamp(pull.issue.updatedAt);
    return answer(201, wirePullSimple(pull));
  }

  const reactionTimes = new Map<number, string>();

  function createReaction(
    reactions: FakeComment['reactions'],
    raw: string,
    login: string,
    doc: string,
  ): Answer {
    const parsed = parseJsonObject(raw);
    if ('error' in parsed) return parsed.error;
    const content = parsed.value.content;
    if (
      typeof content !== 'string' ||
      !(REACTION_CONTENTS as readonly string[]).includes(content)
    ) {
      return validationFailed(
        [{ resource: 'Reaction', code: 'invalid', field: 'content', value: content ?? null }],
        doc,
      );
    }
    const existing = reactions.find((r) => r.content === content && r.user.login === login);
    if (existing) {
      return answer(200, wireReaction(existing, reactionTimes.get(existing.id) ?? ''));
    }
    const reaction = addReaction(reactions, content, login);
    return answer(201, wireReaction(reaction, reactionTimes.get(reaction.id) ?? ''));
  }

  function addReaction(
    reactions: FakeComment['reactions'],
    content: string,
    login: string,
  ): FakeComment['reactions'][number] {
    reactionCounter += 1;
    const reaction = { id: reactionCounter, content, user: { login } };
    reactionTimes.set(reaction.id, timestamp(Date.now()));
    reactions.push(reaction);
    return reaction;
  }

  function send(res: ServerResponse, reply: Answer): void {
    if (res.destroyed || res.headersSent) return;
    const headers: Record<string, string> = { ...baseHeaders(), ...reply.headers };
    // GitHub sends no content type with a 204 (No Content).
    if (reply.status === 204) delete headers['content-type'];
    res.writeHead(reply.status, {
      ...headers,
      'content-length': String(Buffer.byteLength(reply.body)),
    });
    res.end(reply.body);
  }

  function applyFault(fault: GitHubFault, req: IncomingMessage, res: ServerResponse): void {
    if (fault.action === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    // close() ends the connection (closeAllConnections).
    if (fault.action === 'hang') return;
    const status = fault.status ?? 500;
    const body =
      fault.body === undefined
        ? JSON.stringify({ message: STATUS_CODES[status] ?? 'Error' })
        : typeof fault.body === 'string'
          ? fault.body
          : JSON.stringify(fault.body);
    send(res, { status, body, headers: { ...fault.headers } });
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const method = (req.method ?? '').toUpperCase();
    const rawUrl = req.url ?? '/';
    const hashAt = rawUrl.indexOf('#');
    const withoutHash = hashAt < 0 ? rawUrl : rawUrl.slice(0, hashAt);
    const queryAt = withoutHash.indexOf('?');
    const fullPath = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
    const graphql = fullPath === graphqlPath;
    const inBase =
      graphql || basePath === '' || fullPath === basePath || fullPath.startsWith(`${basePath}/`);
    const path = graphql ? '/graphql' : inBase ? fullPath.slice(basePath.length) || '/' : fullPath;
    const recorded: GitHubFakeRequest = {
      method,
      path,
      query: Object.fromEntries(query),
      headers: req.headers,
      body: '',
      at: Date.now(),
    };
    requests.push(recorded);
    res.once('finish', () => (recorded.status = res.statusCode));

    const cutOff = (): void => {
      res.setHeader('connection', 'close');
      send(res, errorAnswer(413, 'Payload Too Large'));
    };
    readBody(req, res, cutOff, (body, tooLarge) => {
      recorded.body = body;
      const fault = faults.take(method, path);
      if (fault && !fault.afterHandling && fault.action !== 'slow') {
        applyFault(fault, req, res);
        return;
      }
      let reply: Answer;
      try {
        if (!inBase) reply = notFound();
        else if (tooLarge) reply = errorAnswer(413, 'Payload Too Large');
        else reply = handle(req, path, query, recorded.body, graphql);
      } catch (error) {
        // Never let an odd request take the fake down; report it as GitHub would.
        reply = errorAnswer(500, `Internal fake error: ${String(error)}`);
      }
      if (fault?.action === 'slow') {
        const timer = setTimeout(() => send(res, reply), fault.delayMs ?? 1000);
        res.once('close', () => clearTimeout(timer));
        return;
      }
      if (fault) {
        applyFault(fault, req, res);
        return;
      }
      send(res, reply);
    });
  }

  // ---- server ----------------------------------------------------------------------------

  const server = createServer(onRequest);
  let closing: Promise<void> | undefined;

  return listen(server, options.port ?? 0, host).then((port) => {
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    apiUrl = `${origin}${basePath}`;
    webUrl = (options.serverUrl ?? (basePath === '' ? 'https://github.com' : origin)).replace(
      /\/+$/,
      '',
    );
    const fake: GitHubFake = {
      url: apiUrl,
      token,
      requests,
      addIssue(repo, seed) {
        const { owner, name } = splitRepo(repo);
        if (!Number.isSafeInteger(seed.number) || seed.number < 1) {
          throw new Error(`issue number must be a positive integer, got ${seed.number}`);
        }
        for (const label of seed.labels ?? []) keepLabel(repo, label);
        const existing = findIssue(repo, seed.number);
        if (existing) {
          existing.title = seed.title ?? existing.title;
          existing.body = seed.body ?? existing.body;
          existing.labels = [...(seed.labels ?? existing.labels)];
          existing.isPullRequest = seed.isPullRequest ?? existing.isPullRequest;
          existing.locked = seed.locked ?? existing.locked;
          return;
        }
        issueCounter += 1;
        const created = timestamp(Date.now());
        issues.set(issueKey(repo, seed.number), {
          repo: `${owner}/${name}`,
          number: seed.number,
          id: 3_000_000_000 + issueCounter,
          nodeId: nodeId(seed.isPullRequest ? 'PR' : 'I'),
          title: seed.title ?? `Issue ${seed.number}`,
          body: seed.body ?? '',
          labels: [...(seed.labels ?? [])],
          isPullRequest: seed.isPullRequest ?? false,
          locked: seed.locked ?? false,
          createdAt: created,
          updatedAt: created,
          comments: [],
          reactions: [],
        });
      },
      setDefaultBranch(repo, branch) {
        defaultBranches.set(repo.toLowerCase(), branch);
      },
      addWorkflowRun(repo, run) {
        splitRepo(repo);
        const key = repo.toLowerCase();
        workflowRuns.set(key, [...(workflowRuns.get(key) ?? []), run]);
      },
      setPermission(repo, login, role) {
        splitRepo(repo);
        repoGrants.set(grantKey(repo, login), grantOf(login, role));
      },
      addRepositoryLabel(repo, name) {
        splitRepo(repo);
        if (name.trim() === '') throw new Error('a label name must not be empty');
        keepLabel(repo, name);
      },
      deleteRepositoryLabel(repo, name) {
        repositoryLabels.get(repo.toLowerCase())?.delete(name.toLowerCase());
        for (const issue of issues.values()) {
          if (issue.repo.toLowerCase() !== repo.toLowerCase()) continue;
          issue.labels = issue.labels.filter((label) => label.toLowerCase() !== name.toLowerCase());
        }
      },
      setTokenRole(repo, role) {
        splitRepo(repo);
        if (role === undefined) tokenRoles.delete(repo.toLowerCase());
        else if (isBaseRole(role)) tokenRoles.set(repo.toLowerCase(), role);
        else
          throw new Error(
            `a token's role is one of ${BASE_ROLES.join(', ')}, not '${String(role)}'`,
          );
      },
      addPullRequest(repo, seed) {
        fake.addIssue(repo, {
          number: seed.number,
          title: seed.title,
          body: seed.body,
          isPullRequest: true,
        });
        const issue = findIssue(repo, seed.number);
        if (!issue) throw new Error(`could not seed pull request ${repo}#${seed.number}`);
        const merged = seed.merged ?? false;
        const closed = merged || seed.state === 'closed';
        const now = timestamp(Date.now());
        const existing = pulls.get(issueKey(repo, seed.number));
        const mergedAt = seed.mergedAt === undefined ? now : timestamp(Date.parse(seed.mergedAt));
        issue.createdAt = seed.createdAt ? timestamp(Date.parse(seed.createdAt)) : issue.createdAt;
        issue.updatedAt = seed.updatedAt
          ? timestamp(Date.parse(seed.updatedAt))
          : merged
            ? mergedAt
            : issue.updatedAt;
        for (const sha of [seed.headSha, seed.baseSha]) {
          if (sha !== undefined && !isSha(sha)) {
            throw new Error(`a head or base sha is 40 hex digits, got '${sha}'`);
          }
        }
        pulls.set(issueKey(repo, seed.number), {
          seed: structuredClone(seed),
          issue,
          id: existing?.id ?? 2_000_000_000 + seed.number,
          headSha: seed.headSha?.toLowerCase() ?? existing?.headSha ?? randomHex(20),
          baseSha: seed.baseSha?.toLowerCase() ?? existing?.baseSha ?? randomHex(20),
          mergeSha: merged ? (seed.mergeSha?.toLowerCase() ?? randomHex(20)) : null,
          closedAt: merged ? mergedAt : closed ? now : null,
          mergedAt: merged ? mergedAt : null,
          requestedReviewers: existing?.requestedReviewers ?? [],
          reviews: existing?.reviews ?? [],
        });
      },
      addComment(repo, issueNumber, seed) {
        const issue = findIssue(repo, issueNumber);
        if (!issue) throw new Error(`no issue ${repo}#${issueNumber}: addIssue it first`);
        const login = seed.login ?? 'octocat';
        const comment = createComment(
          issue,
          seed.body,
          login,
          seed.type ?? userType(login),
          seed.author_association ?? 'NONE',
        );
        return copyComment(comment);
      },
      comments(repo, issueNumber) {
        return (findIssue(repo, issueNumber)?.comments ?? []).map(copyComment);
      },
      labels(repo, issueNumber) {
        return [...(findIssue(repo, issueNumber)?.labels ?? [])];
      },
      reactions(repo, commentId) {
        const entry = commentIndex.get(commentId);
        if (!entry || entry.issue.repo.toLowerCase() !== repo.toLowerCase()) return [];
        return entry.comment.reactions.map((r) => ({ content: r.content, login: r.user.login }));
      },
      issueReactions(repo, issueNumber) {
        return (findIssue(repo, issueNumber)?.reactions ?? []).map((r) => ({
          content: r.content,
          login: r.user.login,
        }));
      },
      addIssueReaction(repo, issueNumber, { content, login }) {
        const issue = findIssue(repo, issueNumber);
        if (!issue) throw new Error(`no issue ${repo}#${issueNumber}: addIssue it first`);
        if (!(REACTION_CONTENTS as readonly string[]).includes(content)) {
          throw new Error(`${content} is no reaction GitHub takes`);
        }
        if (!issue.reactions.some((r) => r.content === content && r.user.login === login)) {
          addReaction(issue.reactions, content, login);
        }
      },
      closeIssue(repo, issueNumber) {
        const issue = findIssue(repo, issueNumber);
        if (!issue) throw new Error(`no issue ${repo}#${issueNumber}: addIssue it first`);
        closedIssues.add(issue);
      },
      addCommits(repo, seeds) {
        splitRepo(repo);
        const key = repo.toLowerCase();
        const known = commits.get(key) ?? new Map<string, CommitState>();
        commits.set(key, known);
        for (const seed of seeds) {
          const sha = seed.sha.toLowerCase();
          if (!isSha(sha)) throw new Error(`a commit's sha is 40 hex digits, got '${seed.sha}'`);
          if (known.has(sha)) throw new Error(`commit ${sha} of ${repo} is seeded already`);
          const parent = seed.parent?.toLowerCase();
          if (parent !== undefined && !known.has(parent)) {
            throw new Error(`the parent ${parent} of ${sha} is not a seeded commit of ${repo}`);
          }
          known.set(sha, {
            sha,
            parent,
            files: structuredClone(seed.files ?? []),
            message: seed.message ?? `Commit ${sha.slice(0, 7)}`,
            login: seed.login ?? 'octocat',
            date: timestamp(Date.now()),
            treeSha: randomHex(20),
          });
        }
      },
      setBranch(repo, branch, sha) {
        splitRepo(repo);
        if (!isSha(sha)) throw new Error(`a branch's tip is 40 hex digits, got '${sha}'`);
        if (branch.trim() === '') throw new Error('a branch name must not be empty');
        const key = repo.toLowerCase();
        const tips = branches.get(key) ?? new Map<string, string>();
        branches.set(key, tips);
        tips.set(branch, sha.toLowerCase());
      },
      setPullHead(repo, pullNumber, sha) {
        const pull = pulls.get(issueKey(repo, pullNumber));
        if (!pull)
          throw new Error(`no pull request ${repo}#${pullNumber}: addPullRequest it first`);
        fake.setBranch(repo, pull.seed.headRef ?? 'feature', sha);
        pull.headSha = sha.toLowerCase();
        pull.issue.updatedAt = laterTimestamp(pull.issue.updatedAt);
      },
      checkRuns(repo, headSha) {
        return checkRuns
          .filter(
            (run) =>
              run.repo.toLowerCase() === repo.toLowerCase() &&
              (headSha === undefined || run.headSha === headSha.toLowerCase()),
          )
          .map(copyCheckRun);
      },
      denyChecks(repo) {
        splitRepo(repo);
        checksDenied.add(repo.toLowerCase());
      },
      addReview(repo, pullNumber, seed) {
        const pull = pulls.get(issueKey(repo, pullNumber));
        if (!pull)
          throw new Error(`no pull request ${repo}#${pullNumber}: addPullRequest it first`);
        if (seed.login.trim() === '') throw new Error('a reviewer login must not be empty');
        reviewCounter += 1;
        pull.reviews.push({
          id: reviewCounter,
          login: seed.login,
          type: seed.type ?? userType(seed.login),
          state: seed.state,
          body: seed.body ?? '',
          commitId: seed.commitId ?? pull.headSha,
          submittedAt: timestamp(Date.now()),
        });
        // "Once a requested reviewer submits a review, they are no longer considered a requested reviewer."
        pull.requestedReviewers = pull.requestedReviewers.filter(
          (login) => login.toLowerCase() !== seed.login.toLowerCase(),
        );
      },
      requestedReviewers(repo, pullNumber) {
        return [...(pulls.get(issueKey(repo, pullNumber))?.requestedReviewers ?? [])];
      },
      addToken(added, access) {
        if (added === token) throw new Error('addToken gives a second token, not the default one');
        if (!/^\S+$/.test(added)) throw new Error('a token must be one word');
        if (access.repos.length === 0) throw new Error(`token ${added} must reach a repository`);
        for (const repo of access.repos) splitRepo(repo);
        addedTokens.set(added, {
          login: access.login ?? 'docs-writer[bot]',
          repos: new Set(access.repos.map((repo) => repo.toLowerCase())),
          canWrite: access.canWrite ?? true,
          ...(access.writes && { writes: new Set(access.writes) }),
        });
      },
      addJobToken(added, permissions) {
        if (added === token) throw new Error('addJobToken gives a job a token of its own');
        if (!/^\S+$/.test(added)) throw new Error('a token must be one word');
        const writes = Object.entries(permissions).filter(([, level]) => level === 'write');
        addedTokens.set(added, {
          login: botLogin,
          repos: undefined,
          canWrite: true,
          writes: new Set(writes.map(([scope]) => scope)),
          reads: new Set(
            Object.entries(permissions)
              .filter(([, level]) => level === 'read' || level === 'write')
              .map(([scope]) => scope),
          ),
        });
      },
      injectFault(fault) {
        faults.add(fault);
      },
      count(method, pathPattern) {
        return countRequests(requests, method, pathPattern);
      },
      close() {
        closing ??= new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
        return closing;
      },
    };
    return fake;
  });
}
