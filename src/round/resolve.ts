import type { ThreadJob } from '../github/marker.js';
import type { RoundMode, Settings } from '../settings/types.js';
import { planned, shownOf, type ClaimTarget, type JobPlan, type RoundPlan } from './plan.js';

/**
 * What the 👀 reaction on an instruction says: `claimed`, this run made it (GitHub answered 201);
 * `taken`, this token had made it already (200): another run's claim, or an earlier attempt's of
 * this one; `unknown`, GitHub gave no answer to go by (the round goes on).
 */
export type Claim = 'claimed' | 'taken' | 'unknown';

/** What resolving a round reads of the issue or pull request, and the claim it makes there. */
export interface RoundThread {
  readonly number: number;
  claim(on: ClaimTarget): Promise<Claim>;
  /**
   * The thread's latest job, and the job this round's earlier attempt reached, from the action's
   * comments.
   */
  readJobs(): Promise<{ readonly latest?: ThreadJob; readonly ownRound?: ThreadJob }>;
}

/**
 * The job's status at the service now; 'gone' when it no longer knows the job, undefined when it
 * cannot be read.
 */
export type StatusLookup = (jobId: string) => Promise<string | undefined>;

/**
 * What a round can be asked: anything but nothing to do or a sweep, which end the run before a
 * round, or a digest, or a pull request's docs job.
 */
export type ResolvableMode = Exclude<
  RoundMode,
  { kind: 'skip' | 'digest' | 'sweep' | 'pull-request' | 'push' }
>;

/**
 * Decides the round from the thread. An instruction comment is claimed first (👀): a first
 * attempt that finds it claimed already does nothing, since another run answers it. An
 * instruction goes to the job as a follow-up, or starts a new job when the issue has none
 * usable; the trigger phrase alone checks on the job.
 *
 * A re-run of a workflow run whose round already reached a job checks on that job instead of
 * sending anything a second time, in every mode (a create, a follow-up with or without a given
 * job-id, an instruction): only a job the service no longer knows lets it do what the run asks.
 * A watch with a given job-id sends nothing, so it is left as it is. The marker only knows what
 * the last run saw, so the service is asked before a job is reused.
 */
export async function resolveRound(
  asked: ResolvableMode,
  settings: Settings,
  thread: RoundThread | undefined,
  currentStatus: StatusLookup,
  info: (message: string) => void,
  rerun: boolean,
): Promise<RoundPlan> {
  const conversation = settings.conversation;
  const onThread = conversation?.kind === 'instruction' || conversation?.kind === 'ask';
  // The claim comes before any request to the service.
  const claimOn = claimOf(settings);
  if (thread && claimOn && stopsRound(await thread.claim(claimOn), rerun)) {
    return { kind: 'taken', on: claimOn };
  }
  if (thread && rerun && (asked.kind !== 'watch' || onThread)) {
    const { ownRound } = await thread.readJobs();
    // A run the service does not let be followed is still a run: it is not triggered twice.
    const triggered = asked.kind === 'automation';
    if (ownRound && (triggered || (await currentStatus(ownRound.jobId)) !== 'gone')) {
      info(
        `An earlier attempt of this run already reached job ${ownRound.jobId}: checking on it instead of sending anything again`,
      );
      return { kind: 'watch', jobId: ownRound.jobId, shown: shownOf(asked, settings) };
    }
    if (ownRound) {
      info(
        `Job ${ownRound.jobId}, which an earlier attempt of this run reached, no longer exists: doing what the run asks`,
      );
    }
  }
  if (asked.kind === 'check-thread') {
    const latest = thread && (await thread.readJobs()).latest;
    if (!thread || !latest) return { kind: 'no-job' };
    info(`Checking on job ${latest.jobId}, the latest of #${thread.number}`);
    return planned({ kind: 'watch', jobId: latest.jobId }, settings);
  }
  // A given job-id is the round's job; only an instruction on a thread looks for the thread's.
  if (!thread || asked.kind !== 'create' || conversation?.kind !== 'instruction') {
    return planned(asked, settings);
  }
  const { latest } = await thread.readJobs();
  if (!latest) {
    info(`#${thread.number} has no job yet: starting one`);
    return planned(asked, settings);
  }
  const status = (await currentStatus(latest.jobId)) ?? latest.status;
  if (usable(status)) {
    info(
      `#${thread.number} has job ${latest.jobId}: sending the instruction of ${conversation.author} to it`,
    );
    const followUp: JobPlan = { kind: 'follow-up', jobId: latest.jobId, ask: asked.ask };
    return planned(followUp, settings);
  }
  info(
    `The last job on #${thread.number} (${latest.jobId}) ${status === 'gone' ? 'no longer exists' : status}: starting a new job`,
  );
  return planned(asked, settings);
}

/**
 * What the round claims, if anything: the instruction comment it answers, or the merge its event
 * reports when the round would start a job for it (a follow-up to a given job starts none). A
 * dispatch that names a past merge (issue-number) claims nothing: a person asks for it on purpose.
 */
export function claimOf(
  settings: Pick<Settings, 'asked' | 'conversation' | 'pullEvent'>,
): ClaimTarget | undefined {
  const { conversation, pullEvent } = settings;
  if (conversation?.kind === 'instruction' || conversation?.kind === 'ask') {
    return { kind: 'comment', commentId: conversation.commentId };
  }
  return settings.asked.kind === 'create' && pullEvent?.action === 'merged'
    ? { kind: 'merge', number: pullEvent.pr.number }
    : undefined;
}

/**
 * Whether a claim stops the round: another run holds it. GitHub answers 200 for a reaction this
 * token made already: on a first attempt another run's claim, on a re-run its earlier attempt's
 * (which goes on, and checks on the job it reached).
 */
export function stopsRound(claim: Claim, rerun: boolean): boolean {
  return claim === 'taken' && !rerun;
}

/**
 * A job a round can go on with: not failed, archived or gone (unknown counts as usable: the wait
 * will tell).
 */
function usable(status: string | undefined): boolean {
  return status !== 'failed' && status !== 'archived' && status !== 'gone';
}
