// rate-limit: a person below maintain who already started N rounds of this workflow in the window
// is refused as an asker without permission is. The rounds are counted from GitHub's list of the
// workflow's runs for that actor. GitHub's fault never blocks a team: a read it refuses or fails
// is one warning, and the round goes on.
import { repositoryOf } from '../github/client.js';
import { grants } from '../github/permission.js';
import { githubProblem } from '../github/retry.js';
import type { GitHubRetryDeps } from '../github/retry.js';
import { listWorkflowRuns, workflowFileOf } from '../github/workflow-runs.js';
import type { Settings } from '../settings/types.js';
import type { AccessLookup, Admission } from './admission.js';

export interface RateLimitDeps {
  readonly env: NodeJS.ProcessEnv;
  /** Wall-clock epoch ms, from the injected clock. */
  readonly now: number;
  readonly accessOf: AccessLookup;
  readonly github: GitHubRetryDeps;
  readonly warn: (message: string) => void;
}

const ACTIONS_READ = 'give the job `permissions: actions: read`';

/**
 * The admission under `rate-limit`: allowed, or refused with when the asker may ask again. Nobody
 * (a schedule), a maintainer or an admin, or a merge bot's merge is never limited.
 */
export async function underRateLimit(
  settings: Pick<Settings, 'asker' | 'rateLimit' | 'githubToken'>,
  deps: RateLimitDeps,
): Promise<Admission> {
  const { asker, rateLimit: limit } = settings;
  if (!limit || (asker.kind !== 'person' && asker.kind !== 'bot')) return { kind: 'allowed' };
  // A merge bot or queue merges for everyone who may merge: it is no one person asking.
  if (asker.kind === 'bot' && asker.merge) return { kind: 'allowed' };
  const { login } = asker;
  const notApplied = (why: string): Admission => {
    deps.warn(`rate-limit: ${why}; the limit was not applied to this round`);
    return { kind: 'allowed' };
  };
  const repository = repositoryOf(deps.env);
  const workflow = workflowFileOf(deps.env);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: accessOf exists only with a token and a repository; they are named for the types
  if (!repository || !workflow || !settings.githubToken || !deps.accessOf) {
    return notApplied(
      `could not count the rounds ${login} started: no github-token, GITHUB_REPOSITORY or GITHUB_WORKFLOW_REF`,
    );
  }
  try {
    const access = asker.kind === 'bot' ? 'bot' : await deps.accessOf(login);
    if (access !== 'bot' && grants(access, 'maintain')) return { kind: 'allowed' };
    const since = deps.now - limit.windowMs;
    // A run was admitted by this same rule, which looked one window back from it: the listing
    // reaches two windows back, so that the runs inside this one are judged as they were.
    const runs = await listWorkflowRuns(
      { token: settings.githubToken, ...repository, warn: deps.warn },
      deps.github,
      { workflow, actor: login, since: since - limit.windowMs },
    );
    // This run is not one already started; a run whose job was skipped started no round.
    const earlier = runs
      .filter((run) => String(run.id) !== deps.env.GITHUB_RUN_ID && run.conclusion !== 'skipped')
      .map((run) => run.createdAt);
    const counted = startedRounds(earlier, limit).filter((createdAt) => createdAt >= since);
    if (counted.length < limit.count) return { kind: 'allowed' };
    // Once the run that put them at the limit leaves the window, they are below it again.
    // Stryker disable next-line LogicalOperator: the index is within the list (it holds count or more)
    const freed = (counted[counted.length - limit.count] ?? since) + limit.windowMs;
    return {
      kind: 'refused',
      login,
      access,
      limit: { text: limit.text, rounds: counted.length, until: freed },
    };
  } catch (error) {
    const what = `read how many rounds ${login} started (this workflow's runs) from GitHub`;
    return notApplied(githubProblem(error, what, ACTIONS_READ));
  }
}

/**
 * When the runs that started a round were made (ascending), from when each run was made: each was
 * admitted by this rule, so one that found `count` started rounds in the window before it was
 * refused and started nothing. Counting it would keep a person who asks while refused refused.
 */
export function startedRounds(
  createdAt: readonly number[],
  limit: { readonly count: number; readonly windowMs: number },
): number[] {
  const started: number[] = [];
  for (const at of [...createdAt].sort((a, b) => a - b)) {
    const inWindow = started.filter((earlier) => earlier >= at - limit.windowMs).length;
    if (inWindow < limit.count) started.push(at);
  }
  return started;
}
