import { call, octokitFor, type GitHubAccess } from './client.js';
import { changedFile, comparisonOf, type ChangedFile, type Comparison } from './pull-request.js';
import type { GitHubRetryDeps } from './retry.js';

/** A pull request a pushed commit belongs to, as GitHub's commit-to-pulls list gives it. */
export interface CommitPull {
  readonly number: number;
  readonly title: string;
  readonly merged: boolean;
}

/** What a push brought, between its `before` and `after`: GitHub's compare of the two. */
interface PushComparison extends Comparison {
  /** The commits `after` is ahead by, oldest first (GitHub lists at most 250). */
  readonly commits: readonly string[];
}

/** What a push's round reads of the repository: the only code that calls GitHub. */
export interface PushReader {
  /** `before...after`; status `missing` when GitHub knows no such commit (404). */
  compare(before: string, after: string, options: { patches: boolean }): Promise<PushComparison>;
  /** One commit's own changes (GitHub lists at most 300 files of it). */
  commitFiles(sha: string, options: { patches: boolean }): Promise<ChangedFile[]>;
  /** The pull requests GitHub ties the commit to (merged or not). */
  pullsOf(sha: string): Promise<CommitPull[]>;
}

export async function openPushReader(
  target: GitHubAccess & { readonly owner: string; readonly repo: string },
  retry: GitHubRetryDeps,
): Promise<PushReader> {
  const octokit = await octokitFor(target, retry);
  const where = () => ({ owner: target.owner, repo: target.repo });
  return {
    compare: (before, after, { patches }) =>
      call(async () => {
        try {
          const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            ...where(),
            basehead: `${before}...${after}`,
          });
          return { ...comparisonOf(data, patches), commits: data.commits.map((c) => c.sha) };
        } catch (error) {
          if ((error as { status?: unknown }).status !== 404) throw error;
          return { status: 'missing', commits: [], files: [] };
        }
      }),
    commitFiles: (sha, { patches }) =>
      call(async () => {
        const { data } = await octokit.rest.repos.getCommit({
          ...where(),
          ref: sha,
        });
        return (data.files ?? []).map((f) => changedFile(f, patches));
      }),
    pullsOf: (sha) =>
      call(async () => {
        const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
          ...where(),
          commit_sha: sha,
          per_page: 100,
        });
        return data.map((p) => ({
          number: p.number,
          title: p.title,
          merged: p.merged_at !== null,
        }));
      }),
  };
}
