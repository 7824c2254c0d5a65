// What a digest round needs from the run, opened once: the repository on GitHub (lazily), the
// job lookup at the service, the clock's now, the log. The digest's kind (index.ts) calls resolve
// and compose.
import { serverUrlOf } from '../../github/round-id.js';
import type { Clock } from '../../common/clock.js';
import { InputError } from '../../common/errors.js';
import type { Printer } from '../../common/log.js';
import type { Redactor } from '../../common/redact.js';
import { repositoryOf, type ThreadTarget } from '../../github/client.js';
import type { Permissions } from '../../github/permission.js';
import { openThread } from '../../github/thread.js';
import type { RunReport } from '../../report/run-report.js';
import { documentedBy, type DocumentedBy, type DocumentedLook } from '../../round/thread-jobs.js';
import { openRepository, type RepositoryReader } from '../../github/merged-pulls.js';
import type { GitHubRetryDeps } from '../../github/retry.js';
import type { JobPlan } from '../../round/plan.js';
import type { AgentJobClient } from '../../service/client.js';
import type { RoundMode, Settings } from '../../settings/types.js';
import { composeDigest } from './compose.js';
import { jobAtService } from '../../job/at-service.js';
import { resolveDigest, type DigestPlan, type DigestThread } from './round.js';

export interface DigestRunDeps {
  readonly settings: Settings;
  readonly env: NodeJS.ProcessEnv;
  readonly log: Pick<Printer, 'info' | 'warning' | 'notice'> & { readonly redact: Redactor };
  readonly github: GitHubRetryDeps;
  readonly client: AgentJobClient;
  readonly signal: AbortSignal;
  /** The injected clock: the window ends at its wall-clock now. */
  readonly clock: Pick<Clock, 'wallNow'>;
  readonly rerun: boolean;
  /** Whose markers count on the merged pull requests' threads (RunReport.trust). */
  readonly report: Pick<RunReport, 'trust'>;
}

export class DigestRun {
  private repository?: Promise<RepositoryReader>;
  /** When the run opened the digest: the window ends here. */
  private readonly now: number;

  constructor(private readonly deps: DigestRunDeps) {
    this.now = deps.clock.wallNow();
  }

  /** The digest's round: its window, what merged in it, and its job. */
  resolve(
    asked: Extract<RoundMode, { kind: 'digest' }>,
    thread: DigestThread | undefined,
  ): Promise<DigestPlan> {
    const { deps } = this;
    const trust = deps.report.trust;
    return resolveDigest(asked, deps.settings, {
      thread,
      repository: () => this.open(),
      lookup: jobAtService(deps.client, deps.signal),
      now: this.now,
      serverUrl: serverUrlOf(deps.env),
      rerun: deps.rerun,
      info: (message) => deps.log.info(message),
      notice: (message) => deps.log.notice(message),
      signal: deps.signal,
      documented: trust && ((number, look) => this.documented(number, look, trust)),
    });
  }

  /** Whether merged pull request `number` already had its docs job, as its thread shows. */
  private async documented(
    number: number,
    look: DocumentedLook,
    trust: Permissions,
  ): Promise<DocumentedBy | undefined> {
    const thread = await openThread({ ...this.access(), number }, this.deps.github);
    return documentedBy(thread, trust, look);
  }

  /** The prompt of a digest plan; undefined for any other plan. */
  async compose(plan: JobPlan): Promise<string | undefined> {
    if (plan.kind === 'watch' || plan.ask.source !== 'digest') return undefined;
    const { ask } = plan;
    return composeDigest(ask.digest, ask.given?.prompt, this.deps.settings.diffBudget, {
      repository: () => this.open(),
      info: (message) => this.deps.log.info(message),
      signal: this.deps.signal,
      paths: this.deps.settings.paths,
    });
  }

  /** The repository on GitHub, and how to reach it. */
  private access(): Omit<ThreadTarget, 'number'> {
    const { deps } = this;
    const repository = repositoryOf(deps.env);
    if (!repository || !deps.settings.githubToken) {
      throw new InputError(
        'merged-since needs GITHUB_REPOSITORY and github-token to list the merged pull requests: run it in a GitHub workflow',
      );
    }
    return {
      token: deps.settings.githubToken,
      ...repository,
      redact: deps.log.redact,
      warn: (message) => deps.log.warning(message),
    };
  }

  private open(): Promise<RepositoryReader> {
    const { deps } = this;
    this.repository ??= (async () => {
      const opened = await openRepository(this.access(), deps.github);
      // Under paths the files are read to choose the pull requests, and the prompt reads them
      // again: once from GitHub.
      const files = new Map<string, ReturnType<RepositoryReader['files']>>();
      return {
        ...opened,
        files: (number, patches) => {
          const key = `${number} ${patches}`;
          const read = files.get(key) ?? opened.files(number, patches);
          files.set(key, read);
          return read;
        },
      };
    })();
    return this.repository;
  }
}
