import { call, octokitFor, type GitHubAccess } from './client.js';
import type { GitHubRetryDeps } from './retry.js';

/** What to add when GitHub refuses a check run. */
export const CHECKS_GRANT = 'give the job `permissions: checks: write`';

/** How a check run ends, as the docs job of a pull request uses them. */
export type CheckConclusion = 'success' | 'neutral' | 'failure' | 'timed_out' | 'cancelled';

/**
 * What a check run shows: a title and a Markdown summary (GitHub takes at most 65,535 characters).
 */
export interface CheckOutput {
  readonly title: string;
  readonly summary: string;
}

/** The check runs of one repository: started on a commit, then ended. */
export interface CheckRuns {
  /** A check run `in_progress` on `headSha`; its id. */
  start(headSha: string, output: CheckOutput): Promise<number>;
  /** Ends the check run `id`. */
  complete(id: number, conclusion: CheckConclusion, output: CheckOutput): Promise<void>;
  /**
   * A check run on `headSha` that is already ended (a push that changed nothing shows the round's
   * state).
   */
  ended(headSha: string, conclusion: CheckConclusion, output: CheckOutput): Promise<void>;
  /** The ids of this name's check runs on `headSha` that have not ended (newest of each app). */
  inProgress(headSha: string): Promise<number[]>;
}

const SUMMARY_MAX = 65_000;

/** The check runs named `name` in `owner/repo`, `detailsUrl` linked from each (see octokitFor). */
export async function openCheckRuns(
  target: GitHubAccess & {
    readonly owner: string;
    readonly repo: string;
    readonly name: string;
    readonly detailsUrl?: string;
    /** Applied to every text sent: a check run is public. */
    readonly redact: (text: string) => string;
  },
  retry: GitHubRetryDeps,
): Promise<CheckRuns> {
  const octokit = await octokitFor(target, retry);
  const where = { owner: target.owner, repo: target.repo };
  const shown = (output: CheckOutput) => ({
    title: target.redact(output.title).slice(0, 200),
    summary: target.redact(output.summary).slice(0, SUMMARY_MAX),
  });
  // Stryker disable next-line ConditionalExpression: details_url: undefined is left out of the request's JSON, as {} is
  const link = target.detailsUrl === undefined ? {} : { details_url: target.detailsUrl };
  return {
    start: (headSha, output) =>
      call(async () => {
        const { data } = await octokit.rest.checks.create({
          ...where,
          name: target.name,
          head_sha: headSha,
          status: 'in_progress',
          ...link,
          output: shown(output),
        });
        return Number(data.id); // read with big integers kept; check run ids are far below 2^53
      }),
    complete: (id, conclusion, output) =>
      call(async () => {
        await octokit.rest.checks.update({
          ...where,
          check_run_id: id,
          conclusion,
          output: shown(output),
        });
      }),
    ended: (headSha, conclusion, output) =>
      call(async () => {
        await octokit.rest.checks.create({
          ...where,
          name: target.name,
          head_sha: headSha,
          conclusion,
          ...link,
          output: shown(output),
        });
      }),
    inProgress: (headSha) =>
      call(async () => {
        const { data } = await octokit.rest.checks.listForRef({
          ...where,
          ref: headSha,
          check_name: target.name,
          filter: 'latest',
          per_page: 100,
        });
        return data.check_runs
          .filter((run) => run.status !== 'completed')
          .map((run) => Number(run.id));
      }),
  };
}
