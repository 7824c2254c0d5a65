// The check run of a pull request's docs job on the head commit the job has seen: started while
// the job runs, ended with the round. GitHub's refusals are the workflow's to fix and never touch
// the round: a token without `checks: write` (a fork's pull_request token) gets one notice and no
// check; any other failure one warning.
import { repositoryOf } from '../../github/client.js';
import {
  CHECKS_GRANT,
  openCheckRuns,
  type CheckConclusion,
  type CheckOutput,
  type CheckRuns,
} from '../../github/checks.js';
import { GitHubCallError, githubProblem } from '../../github/retry.js';
import { runUrlOf } from '../../github/round-id.js';
import type { RunState } from '../../report/round-view.js';
import type { Round } from '../../steps/round.js';
import { conclusionOf, endedOutput, runningOutput } from '../../report/check-run.js';

/** What the check reads of the round. */
type CheckRound = Pick<Round, 'settings' | 'env' | 'github'> & {
  readonly log: Pick<Round['log'], 'notice' | 'warning' | 'redact'>;
};

export class HeadCheck {
  private runs?: Promise<CheckRuns | undefined>;
  private id?: number;
  /** GitHub refused or failed a call: said once, and no more calls. */
  private off = false;

  constructor(
    private readonly round: CheckRound,
    private readonly head: string,
  ) {}

  /** In progress on the head, linking the round. */
  async start(): Promise<void> {
    await this.use('start the check run', async (runs) => {
      this.id = await runs.start(this.head, runningOutput(undefined, runUrlOf(this.round.env)));
    });
  }

  /** The round ended: the check ends with it (a round that goes on leaves it in progress). */
  async end(state: RunState): Promise<void> {
    const conclusion = state.end && conclusionOf(state.end);
    const { id } = this;
    if (!state.end || !conclusion || id === undefined) return;
    const output = endedOutput(
      state.end,
      { jobId: state.jobId, prLink: state.record?.prLink, failure: state.headline },
      this.round.log.redact,
    );
    await this.use('end the check run', (runs) => runs.complete(id, conclusion, output));
  }

  /** A check on the head that shows the job's end (a push that changed nothing). */
  async ended(conclusion: CheckConclusion, output: CheckOutput): Promise<void> {
    await this.use('show the check run', (runs) => runs.ended(this.head, conclusion, output));
  }

  private async use(what: string, act: (runs: CheckRuns) => Promise<void>): Promise<void> {
    const runs = await this.open();
    if (!runs || this.off) return;
    try {
      await act(runs);
    } catch (error) {
      this.off = true;
      const { log } = this.round;
      // A refusal of the token's permissions: GitHub's 403 that is no rate limit.
      if (error instanceof GitHubCallError && error.fault.kind === 'forbidden') {
        log.notice(
          `No check run on the pull request: GitHub refused to let the token write one (403); ${CHECKS_GRANT} (a pull request from a fork gets a read-only token: use pull_request_target). The round goes on.`,
        );
      } else {
        log.warning(githubProblem(error, what, CHECKS_GRANT));
      }
    }
  }

  private open(): Promise<CheckRuns | undefined> {
    this.runs ??= this.opened();
    return this.runs;
  }

  private async opened(): Promise<CheckRuns | undefined> {
    const { settings, env, log } = this.round;
    const repository = repositoryOf(env);
    if (!settings.checkName || !repository || !settings.githubToken) return undefined;
    return openCheckRuns(
      {
        token: settings.githubToken,
        ...repository,
        name: settings.checkName,
        detailsUrl: runUrlOf(env),
        redact: log.redact,
        warn: (message) => log.warning(message),
      },
      this.round.github,
    );
  }
}
