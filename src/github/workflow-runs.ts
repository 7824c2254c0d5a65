import { call, octokitFor } from './client.js';
import type { RepositoryAccess } from './permission.js';
import type { GitHubRetryDeps } from './retry.js';

/** A run of the workflow, as a rate limit counts it. */
export interface WorkflowRun {
  readonly id: number;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly conclusion: string | null;
}

/**
 * The file name of this run's workflow (`docs.yml`), from GITHUB_WORKFLOW_REF
 * (`owner/repo/.github/workflows/docs.yml@refs/heads/main`): GitHub's runs listing takes it as the
 * workflow's id.
 */
export function workflowFileOf(env: NodeJS.ProcessEnv): string | undefined {
  // Stryker disable next-line StringLiteral: any text without '/.github/workflows/' names no workflow, as '' does
  const match = /\/\.github\/workflows\/([^/@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '');
  return match?.[1];
}

/**
 * `GET /repos/{o}/{r}/actions/workflows/{workflow}/runs?actor=…&created=>=…`, every page: the
 * runs `actor` started since `since` (epoch ms). Needs `actions: read`.
 */
export async function listWorkflowRuns(
  repository: RepositoryAccess,
  retry: GitHubRetryDeps,
  query: { readonly workflow: string; readonly actor: string; readonly since: number },
): Promise<WorkflowRun[]> {
  const octokit = await octokitFor(repository, retry);
  return call(async () => {
    const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRuns, {
      owner: repository.owner,
      repo: repository.repo,
      workflow_id: query.workflow,
      actor: query.actor,
      // Stryker disable next-line Regex: an ISO string has its milliseconds and Z only at its end
      created: `>=${new Date(query.since).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
      per_page: 100,
    });
    return runs.map((run) => ({
      id: run.id,
      createdAt: Date.parse(run.created_at),
      conclusion: run.conclusion,
    }));
  });
}
