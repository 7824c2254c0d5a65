import type { Settings } from '../settings/read.js';
import type { IssueReport } from '../report/thread-report.js';

/**
 * What this round does: work with a job (settings say which, and what to send), answer that the
 * issue has none, or nothing, because another run took the instruction.
 */
export type Round =
  | {
      readonly kind: 'job';
      readonly settings: Settings;
      /** A re-run that checks on its job: the round as its earlier attempt asked it, for the thread. */
      readonly shown?: Settings;
    }
  | { readonly kind: 'no-job' }
  | { readonly kind: 'taken' };

/** The job's status at the service now; 'gone' when it no longer knows the job, undefined when it cannot be read. */
export type StatusLookup = (jobId: string) => Promise<string | undefined>;

/**
 * Decides the round from the thread. An instruction comment is claimed first (👀): a first
 * attempt that finds it claimed already does nothing, since another run answers it. An
 * instruction goes to the issue's job as a follow-up, or starts a new job when the issue has none
 * usable; the trigger phrase alone checks on the issue's job.
 *
 * A re-run of a workflow run whose round already reached a job checks on that job instead of
 * sending anything a second time, in every mode (a create, a follow-up with or without a given
 * job-id, an instruction): only a job the service no longer knows lets it do what the run asks.
 * A watch with a given job-id sends nothing, so it is left as it is. The marker only knows what
 * the last run saw, so the service is asked before a job is reused.
 */
export async function resolveRound(
  settings: Settings,
  issue: IssueReport | undefined,
  currentStatus: StatusLookup,
  info: (message: string) => void,
  rerun: boolean,
): Promise<Round> {
  const conversation = settings.conversation;
  const asked = conversation?.kind === 'instruction' || conversation?.kind === 'ask';
  // The claim comes before any request to the service. GitHub answers 200 for a reaction this
  // token made already: on a first attempt another run's claim, on a re-run its earlier attempt's.
  if (issue && asked && (await issue.claim(conversation.commentId)) === 'taken' && !rerun) {
    return { kind: 'taken' };
  }
  if (issue && rerun && (settings.mode !== 'watch' || asked)) {
    const { ownRound } = await issue.readJobs();
    if (ownRound && (await currentStatus(ownRound.jobId)) !== 'gone') {
      info(
        `An earlier attempt of this run already reached job ${ownRound.jobId}: checking on it instead of sending anything again`,
      );
      return { kind: 'job', settings: watch(settings, ownRound.jobId), shown: settings };
    }
    if (ownRound) {
      info(
        `Job ${ownRound.jobId}, which an earlier attempt of this run reached, no longer exists: doing what the run asks`,
      );
    }
  }
  if (!issue || settings.jobId || !asked) {
    return conversation?.kind === 'ask' && !settings.jobId
      ? { kind: 'no-job' }
      : { kind: 'job', settings };
  }

  const { latest } = await issue.readJobs();
  if (conversation?.kind === 'ask') {
    if (!latest) return { kind: 'no-job' };
    info(`Checking on job ${latest.jobId}, the latest of #${issue.number}`);
    return { kind: 'job', settings: watch(settings, latest.jobId) };
  }
  if (conversation?.kind !== 'instruction' || !latest) {
    if (conversation?.kind === 'instruction') info(`#${issue.number} has no job yet: starting one`);
    return { kind: 'job', settings };
  }
  const status = (await currentStatus(latest.jobId)) ?? latest.status;
  if (usable(status)) {
    info(
      `#${issue.number} has job ${latest.jobId}: sending the instruction of ${conversation.author} to it`,
    );
    return { kind: 'job', settings: { ...settings, mode: 'follow-up', jobId: latest.jobId } };
  }
  info(
    `The last job on #${issue.number} (${latest.jobId}) ${status === 'gone' ? 'no longer exists' : status}: starting a new job`,
  );
  return { kind: 'job', settings };
}

/** A job a round can go on with: not failed, archived or gone (unknown counts as usable: the wait will tell). */
function usable(status: string | undefined): boolean {
  return status !== 'failed' && status !== 'archived' && status !== 'gone';
}

/** Checks on the job: nothing to send, so no prompt, and no pull request to read for one. */
function watch(settings: Settings, jobId: string): Settings {
  return {
    ...settings,
    mode: 'watch',
    jobId,
    prompt: undefined,
    promptSource: undefined,
    pullRequestContext: undefined,
  };
}
