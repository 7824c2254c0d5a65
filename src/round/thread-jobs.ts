import { latestJob, markedComments, type MarkedComment, type ThreadJob } from '../github/marker.js';
import type { MarkerTrust, Permissions } from '../github/permission.js';
import { githubProblem, stopBeforeSending } from '../github/retry.js';
import { isRerun, ownComments, type RoundIdentity } from '../github/round-id.js';
import { ISSUE_GRANT, type IssueThread } from '../github/thread.js';
import type { ClaimTarget } from './plan.js';
import type { Claim, RoundThread } from './resolve.js';

export interface ThreadJobsOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly warn: (message: string) => void;
  /** Which round this run is: its markers name it. */
  readonly round: RoundIdentity;
  /**
   * This round's own comments, once read: the thread's report writes on them rather than adding.
   */
  readonly adopt: (own: readonly MarkedComment[]) => void;
}

/**
 * What resolving a round reads of its issue or pull request, and the claim it makes there: 👀 on
 * the instruction, and the thread's jobs as the action's comments record them (read once).
 */
export class ThreadJobs implements RoundThread {
  private marked?: MarkedComment[];
  private own: MarkedComment[] = [];

  constructor(
    private readonly thread: IssueThread,
    /** Whose markers count (see Permissions.trusts). */
    private readonly trust: MarkerTrust,
    private readonly options: ThreadJobsOptions,
  ) {}

  get number(): number {
    return this.thread.number;
  }

  /**
   * 👀 on the comment that asked, or 🚀 on the merged pull request the round documents: seen,
   * under way, and claimed, so that one comment or one merge starts one round however many runs
   * it reaches (see claimBy).
   */
  claim(on: ClaimTarget): Promise<Claim> {
    const { warn } = this.options;
    return on.kind === 'comment'
      ? claimBy(() => this.thread.react(on.commentId, 'eyes'), 'react to the comment', warn)
      : claimMerge(this.thread, on.number, warn);
  }

  /**
   * The action's comments on the thread, read once: the issue's latest job, and the job this
   * round's earlier attempt already gave what the round sends (its latest comment's job, unless
   * that comment says the prompt never reached it). Without them a follow-up could become a
   * second job, or a re-run send its prompt twice, so a failure (after the policy's retries)
   * stops the run before anything is sent, with one line naming GitHub and what to do: fix the
   * token, or run again.
   */
  async readJobs(): Promise<{ latest?: ThreadJob; ownRound?: ThreadJob }> {
    if (!this.marked) {
      try {
        this.marked = await markedComments(await this.thread.listComments(), this.trust);
      } catch (error) {
        throw stopBeforeSending(
          error,
          githubProblem(
            error,
            `read the comments of #${this.thread.number} on GitHub to find its job`,
            ISSUE_GRANT,
          ),
        );
      }
      this.own = ownComments(this.marked, this.options.round, isRerun(this.options.env));
      this.options.adopt(this.own);
    }
    const last = this.own.findLast((m) => m.marker.jobId !== undefined);
    return {
      latest: latestJob(this.marked),
      ownRound: last?.marker.sent === false ? undefined : latestJob(this.own),
    };
  }

  /**
   * The action's comments on the thread, and this round's earlier attempt's, oldest first (a
   * digest's window and job).
   */
  async markers(): Promise<{ all: readonly MarkedComment[]; own: readonly MarkedComment[] }> {
    await this.readJobs();
    return { all: this.marked ?? [], own: this.own };
  }

  /**
   * On a re-run, this round's comments from the earlier attempt, so that they are updated rather
   * than added to. Read once: a round that chose its job from the thread has them already. When
   * they cannot be read, the round's comments are written as new ones.
   */
  async adoptEarlierAttempt(): Promise<void> {
    if (this.marked || !isRerun(this.options.env)) return;
    await this.readJobs().catch(() => undefined);
  }
}

/**
 * The one rule of a claim: a reaction GitHub makes once per token and subject, so that of two runs
 * that make it at once, exactly one is answered 201 (`claimed`); 200 (`taken`) means this token
 * had made it already. A reaction GitHub refuses or does not answer does not stop the round: a
 * warning, and the round goes on (a token without the right to react can still have its round
 * carried out; at worst two runs that both failed to react both start, and both warn).
 */
async function claimBy(
  react: () => Promise<'created' | 'existing'>,
  what: string,
  warn: (message: string) => void,
): Promise<Claim> {
  try {
    return (await react()) === 'created' ? 'claimed' : 'taken';
  } catch (error) {
    warn(githubProblem(error, what, ISSUE_GRANT));
    return 'unknown';
  }
}

/**
 * The claim of a merge: 🚀 on the merged pull request ("launched"), a reaction no person is asked
 * to make and none of this action's other claims uses (👀 is an instruction's). Every workflow
 * that hears the merge (its `pull_request` and `pull_request_target` runs, a push's) makes the
 * same reaction with the workflow's token (github-actions[bot]), so only the first starts a job.
 */
export function claimMerge(
  thread: Pick<IssueThread, 'reactToIssue'>,
  number: number,
  warn: (message: string) => void,
): Promise<Claim> {
  return claimBy(
    () => thread.reactToIssue(number, 'rocket'),
    `claim the merge of pull request #${number} (its 🚀 reaction)`,
    warn,
  );
}

/** How a merged pull request already had its docs job: its merge claimed, or a job on its thread. */
export type DocumentedBy = 'claim' | 'job';

/**
 * What is worth reading of a merged pull request's thread, as a listing already told: its 🚀
 * reactions (none: no claim to read), its comments (none: no marker to read).
 */
export interface DocumentedLook {
  readonly reactions: boolean;
  readonly comments: boolean;
}

/**
 * Whether a merged pull request already had its docs job, so that a digest leaves it out (one
 * change, paid once): its merge claimed by a run that documents merges (the 🚀 claimMerge makes,
 * counted only when the login this action posts as made it: anyone else's 🚀 is a cheer), or a
 * marker that counts on its thread naming a job (its open pull request's docs job, or any round
 * on it). Two reads at most, each only when `look` says it may find something: the 🚀 reactions,
 * then, when the merge is unclaimed, the comments (a page a hundred); a marker by another author
 * than the action's costs a permission read the first time its author is met.
 */
export async function documentedBy(
  thread: Pick<IssueThread, 'whoReacted' | 'listComments'>,
  trust: MarkerTrust & Pick<Permissions, 'ownLogin'>,
  look: DocumentedLook = { reactions: true, comments: true },
): Promise<DocumentedBy | undefined> {
  if (look.reactions) {
    const own = (await trust.ownLogin()).toLowerCase();
    const rockets = await thread.whoReacted('rocket');
    if (rockets.some((login) => login.toLowerCase() === own)) return 'claim';
  }
  if (!look.comments) return undefined;
  const marked = await markedComments(await thread.listComments(), trust);
  return latestJob(marked) ? 'job' : undefined;
}
