import { call, octokitFor, type GitHubAccess } from './client.js';
import type { GitHubRetryDeps } from './retry.js';

/** An issue or pull request that has the label. */
export interface Labelled {
  readonly number: number;
  readonly isPullRequest: boolean;
}

/**
 * The repository's issues and pull requests that have the label, open or closed, every page (100
 * a page), oldest first; each page through the one retry policy, so the listing ends by its
 * budget. Closed ones too: a round that did not wait is still owed its answer when its pull
 * request merged, or its issue was closed, before the job ended (the label goes with the answer,
 * so the list stays short).
 */
export async function listLabelled(
  target: GitHubAccess & { readonly owner: string; readonly repo: string },
  label: string,
  retry: GitHubRetryDeps,
): Promise<Labelled[]> {
  const octokit = await octokitFor(target, retry);
  const issues = await call(() =>
    octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: target.owner,
      repo: target.repo,
      labels: label,
      state: 'all',
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    }),
  );
  return issues.map((issue) => ({
    number: issue.number,
    isPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
  }));
}
