// The check run a pull request's docs job left in progress on the head its job had seen, when the
// round did not wait: the sweep ends it as a waiting round would have (report/check-run.ts). The
// round's working note records the head (`head=` in its marker). GitHub's refusal is a warning:
// the round's result is posted already.
import type { RunnerLog } from '../../common/log.js';
import { CHECKS_GRANT, openCheckRuns } from '../../github/checks.js';
import type { GitHubAccess } from '../../github/client.js';
import { githubProblem, type GitHubRetryDeps } from '../../github/retry.js';
import { conclusionOf, endedOutput } from '../../report/check-run.js';
import type { RoundEnd } from '../../report/round-view.js';

export interface HeadCheckEnd {
  /** check-name: the check runs of this name are the round's. */
  readonly name: string;
  readonly head: string;
  readonly end: RoundEnd;
  readonly jobId: string;
  readonly prLink?: string;
}

/** Ends the check runs named `name` still in progress on `head`; how many it ended. */
export async function endHeadCheck(
  target: GitHubAccess & { readonly owner: string; readonly repo: string },
  github: GitHubRetryDeps,
  check: HeadCheckEnd,
  log: Pick<RunnerLog, 'redact' | 'warning'>,
  number: number,
): Promise<number> {
  const conclusion = conclusionOf(check.end);
  if (!conclusion) return 0;
  try {
    const runs = await openCheckRuns({ ...target, name: check.name, redact: log.redact }, github);
    const open = await runs.inProgress(check.head);
    const output = endedOutput(check.end, check, log.redact);
    for (const id of open) await runs.complete(id, conclusion, output);
    return open.length;
  } catch (error) {
    log.warning(
      githubProblem(
        error,
        `end the check run '${check.name}' on the head of #${number}`,
        CHECKS_GRANT,
      ),
    );
    return 0;
  }
}
