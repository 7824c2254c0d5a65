import type { Cancellation } from '../common/cancel.js';
import type { Clock } from '../common/clock.js';
import type { RunnerLog } from '../common/log.js';
import type { GitHubRetryDeps } from '../github/retry.js';
import type { ProgressLog } from '../job/progress-log.js';
import type { RunReport } from '../report/run-report.js';
import type { AgentJobClient } from '../service/client.js';
import type { Settings } from '../settings/types.js';

/**
 * One round of the action, as every step of it sees it: the settings, the runtime (time, chance,
 * the environment), the log, the cancellation, the service's and GitHub's clients and the report.
 * Made once, when the round is admitted (main.ts), and handed whole to each step: a step reads
 * what it needs and never packs a bag of its own.
 */
export interface Round {
  readonly settings: Settings;
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly random: () => number;
  /** Masks the secrets before anything is printed; every line of the round goes through it. */
  readonly log: RunnerLog;
  readonly cancellation: Cancellation;
  /** The cancellation's signal: every wait and read of the round stops on it. */
  readonly signal: AbortSignal;
  /** Monotonic time the run started: the round's `timeout` counts from it. */
  readonly startedAt: number;
  /** The run as people see it: outputs, summary, thread, saved state. */
  readonly report: RunReport;
  /** GitHub's retry settings for the round (the report's time budget). */
  readonly github: GitHubRetryDeps;
  readonly client: AgentJobClient;
  readonly progress: ProgressLog;
  /** A re-run of a workflow run: what its earlier attempt reached is not sent again. */
  readonly rerun: boolean;
}

/**
 * A kind of round: when the workflow asks for it, and the round itself (how it resolves its
 * plan, what it sends, how it reports), in a folder of kinds/. main.ts lists the kinds, picks one
 * per run and runs the steps every kind shares around it: settings, who asked, the report's last
 * word.
 */
export interface RoundKind {
  /** What the kind is, as the docs name it. */
  readonly name: string;
  /** The kind's round, with what was asked in hand, when the workflow asked for this kind. */
  readonly pick: (settings: Settings) => ((round: Round) => Promise<void>) | undefined;
}
