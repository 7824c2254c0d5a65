import { call, octokitFor, type ThreadTarget } from './client.js';
import type { GitHubRetryDeps } from './retry.js';

/** GitHub's largest page. */
const FILES_PER_PAGE = 100;

/**
 * A pull request, as every part of the action reads one: an event's, GitHub's pulls API's, or a
 * listing's of merged ones. Each reading adds what it has (PullRequestInfo, MergedPull).
 */
export interface PullRequest {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  /** html_url: shown as text, or linked when https; never fetched. */
  readonly url: string;
  /** The branch it targets ('' when GitHub does not say). */
  readonly baseRef: string;
}

/** A pull request as an event or GitHub's pulls API gives it: whether it merged, and its size. */
export interface PullRequestInfo extends PullRequest {
  readonly merged: boolean;
  /** 'open' or 'closed'. */
  readonly state: string;
  /** GitHub's count of changed files; the listing may stop before it. */
  readonly changedFiles: number;
  readonly additions: number;
  readonly deletions: number;
}

/** One entry of `GET …/pulls/{n}/files`. */
export interface ChangedFile {
  readonly filename: string;
  readonly status: string;
  readonly additions: number;
  readonly deletions: number;
  readonly previousFilename?: string;
  /** Absent for binary files and for diffs GitHub finds too large to show. */
  readonly patch?: string;
}

/** The pull request of an event payload (`pull_request`), or undefined when it has none. */
export function pullRequestOfPayload(
  payload: Readonly<Record<string, unknown>>,
): PullRequestInfo | undefined {
  // A value that is not an object has no number, which pullRequestOfJson asks for.
  const pr = payload.pull_request as Readonly<Record<string, unknown>> | null | undefined;
  return pr ? pullRequestOfJson(pr) : undefined;
}

/** A pull request object as GitHub sends it (webhook payload or `GET …/pulls/{n}`). */
function pullRequestOfJson(pr: Readonly<Record<string, unknown>>): PullRequestInfo | undefined {
  if (typeof pr.number !== 'number') return undefined;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  // `> 0`: JSON keeps the sign of -0, which would be shown as "-0 lines".
  const whole = (value: unknown): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
  // A base that is not an object has no ref either.
  const base = (pr.base ?? {}) as Readonly<Record<string, unknown>>;
  return {
    number: pr.number,
    title: text(pr.title),
    body: text(pr.body),
    url: text(pr.html_url),
    baseRef: text(base.ref),
    merged: pr.merged === true || (typeof pr.merged_at === 'string' && pr.merged_at !== ''),
    state: text(pr.state),
    changedFiles: whole(pr.changed_files),
    additions: whole(pr.additions),
    deletions: whole(pr.deletions),
  };
}

/** A pull request to read: its metadata and its changed files. */
export interface PullRequestReader {
  /**
   * `GET …/pulls/{n}`; undefined when there is no such pull request (404: an issue, or nothing).
   */
  get(): Promise<PullRequestInfo | undefined>;
  /**
   * `GET …/pulls/{n}/files`, page by page (100 a page), until GitHub has no next page or `cap`
   * files are listed: at most ceil(cap / 100) requests, each with its own time limit.
   */
  listFiles(cap: number, options: { patches: boolean }): Promise<ChangedFile[]>;
}

/** GitHub's comparison of two commits lists at most this many files, and not how many there are. */
export const COMPARE_FILE_CAP = 300;

/**
 * What a pull request's docs job reads of its history: the compare of two commits, and who approved
 * it.
 */
export interface PullRequestHistory {
  /**
   * `GET …/compare/{base}...{head}` in the pull request's repository: how `head` stands to `base`,
   * and the files changed between them (GitHub lists at most COMPARE_FILE_CAP); `missing` when
   * GitHub knows no such commit (404: a force-push may have dropped it).
   */
  compare(base: string, head: string, options: { patches: boolean }): Promise<Comparison>;
  /** Who approved it (`GET …/pulls/{n}/reviews`, every page): people only, never a bot. */
  approvers(): Promise<string[]>;
}

/** Two commits compared: `ahead` when `head` follows `base` on one line. */
export interface Comparison {
  readonly status: 'ahead' | 'identical' | 'behind' | 'diverged' | 'missing';
  readonly files: readonly ChangedFile[];
}

type FileEntry = {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  previous_filename?: string;
  patch?: string;
};

export function changedFile(entry: FileEntry, patches: boolean): ChangedFile {
  return {
    filename: entry.filename,
    status: entry.status,
    additions: entry.additions,
    deletions: entry.deletions,
    ...(entry.previous_filename !== undefined && { previousFilename: entry.previous_filename }),
    ...(patches && entry.patch !== undefined && { patch: entry.patch }),
  };
}

const COMPARE_STATUSES = new Set(['ahead', 'identical', 'behind', 'diverged']);

/** GitHub's compare answer as a comparison (a status it may add later reads as diverged). */
export function comparisonOf(
  data: { readonly status: string; readonly files?: FileEntry[] },
  patches: boolean,
): Comparison {
  const status = COMPARE_STATUSES.has(data.status)
    ? (data.status as Comparison['status'])
    : 'diverged';
  return { status, files: (data.files ?? []).map((f) => changedFile(f, patches)) };
}

export async function openPullRequest(
  target: ThreadTarget,
  retry: GitHubRetryDeps,
): Promise<PullRequestReader> {
  const octokit = await octokitFor(target, retry);
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
            files.push(changedFile(entry, patches));
          }
          // Stryker disable next-line StringLiteral: any text without rel="next" is no next page, as '' is
          const hasNext = /\brel="next"/.test(response.headers.link ?? '');
          if (!hasNext || response.data.length === 0) break;
        }
        return files;
      }),
  };
}

export async function openPullRequestHistory(
  target: ThreadTarget,
  retry: GitHubRetryDeps,
): Promise<PullRequestHistory> {
  const octokit = await octokitFor(target, retry);
  const where = () => ({ owner: target.owner, repo: target.repo, pull_number: target.number });
  return {
    compare: (base, head, { patches }) =>
      call(async () => {
        try {
          const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            owner: target.owner,
            repo: target.repo,
            basehead: `${base}...${head}`,
          });
          return comparisonOf(data, patches);
        } catch (error) {
          if ((error as { status?: unknown }).status === 404)
            return { status: 'missing', files: [] };
          throw error;
        }
      }),
    approvers: () =>
      call(async () => {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
          ...where(),
          per_page: 100,
        });
        const logins = reviews.flatMap((r) => {
          const login = r.state === 'APPROVED' && r.user?.type === 'User' ? r.user.login : '';
          return login !== '' && !login.endsWith('[bot]') ? [login] : [];
        });
        return [...new Set(logins)];
      }),
  };
}
