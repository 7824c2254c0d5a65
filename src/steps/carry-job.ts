import { NothingToSend } from '../common/errors.js';
import { checkJobId } from '../job/first-record.js';
import { startOrFindJob, statusAtService, waitUntilDone } from '../job/at-service.js';
import type { KindReport } from '../report/run-report.js';
import type { ClaimTarget, JobPlan, RoundPlan, RoundDescription } from '../round/plan.js';
import { roundWaits } from '../round/plan.js';
import { composePrompt } from '../round/prompt.js';
import { resolveRound, type ResolvableMode } from '../round/resolve.js';
import { withTieBack } from './docs-pull.js';
import type { Round } from './round.js';

/**
 * A round on an issue or pull request (or none): the thread opened, and the plan resolved from it
 * (the comment's claim, the thread's job, an earlier attempt's job). Only an automation is asked
 * for an automation plan.
 */
export function resolveOnThread(
  round: Round,
  asked: Exclude<ResolvableMode, { kind: 'automation' }>,
): Promise<Exclude<RoundPlan, { kind: 'automation' }>>;
export function resolveOnThread(round: Round, asked: ResolvableMode): Promise<RoundPlan>;
export async function resolveOnThread(round: Round, asked: ResolvableMode): Promise<RoundPlan> {
  const { settings, log } = round;
  const issue = await round.report.openThread(settings, round.cancellation);
  return resolveRound(
    asked,
    settings,
    issue?.jobs,
    statusAtService(round.client, round.signal),
    (m) => log.info(m),
    round.rerun,
  );
}

/**
 * The steps every kind that carries one job shares: the plan reported, what it sends composed
 * and sent (or the job found), the job's id in the outputs before anything else can go wrong,
 * then the wait, unless the workflow asked not to, and the end.
 */
export async function carryJob(
  round: Round,
  plan: JobPlan & { readonly shown: RoundDescription },
  compose: () => Promise<string>,
  kindReport?: KindReport,
): Promise<void> {
  const { report, settings, log, cancellation } = round;
  // The runner's toolkit loads once the first request is out (RunnerLog.holdingToolkit).
  const first = await log.holdingToolkit(async (requestOut) => {
    await report.planned(plan, withTieBack(round, plan, kindReport));
    let prompt: string;
    try {
      prompt = await compose();
    } catch (error) {
      if (error instanceof NothingToSend) return report.nothingSent(error.message);
      throw error;
    }
    return startOrFindJob(plan, settings, prompt, round, requestOut);
  });
  if (!first) return;
  report.recordSeen(first);
  const jobId = plan.kind === 'create' ? checkJobId(first, log.redact) : plan.jobId;
  round.progress.started(plan, settings, jobId, first);
  await report.jobKnown(jobId);
  if (cancellation.signal.aborted) throw cancellation.signal.reason;

  const result = roundWaits(settings)
    ? await waitUntilDone(plan, settings, { jobId, record: first }, round, (record) =>
        report.recordSeen(record),
      )
    : { record: first, timedOut: false };
  report.ended(result.record, result.timedOut);
}

/**
 * A resolved plan: its job carried, or the round's end without one: another run took the
 * comment, or the thread has no job to check on.
 */
export async function carryPlan(
  round: Round,
  plan: Exclude<RoundPlan, { kind: 'automation' }>,
  compose: (plan: JobPlan) => Promise<string>,
): Promise<void> {
  if (plan.kind === 'taken') return round.log.notice(takenNotice(plan.on));
  if (plan.kind === 'no-job') return round.report.noJob();
  await carryJob(round, plan, () => compose(plan));
}

/** Why a round whose claim another run holds does nothing: that run's claim, named. */
export function takenNotice(on: ClaimTarget): string {
  return on.kind === 'comment'
    ? 'Nothing to do: another run already took this comment (it has the 👀 reaction of this token), and answers it.'
    : `Nothing to do: another run already took the merge of pull request #${on.number} (it has the 🚀 reaction of this token), and documents it in its job.`;
}

/**
 * The round of a kind that works with one job on a thread (an issue or pull request asked by
 * label, an instruction in a comment, docs follow code): resolved from the thread, its prompt
 * composed as asked, its job carried.
 */
export function threadRound(
  asked: Exclude<ResolvableMode, { kind: 'automation' }>,
): (round: Round) => Promise<void> {
  return async (round) =>
    carryPlan(round, await resolveOnThread(round, asked), (plan) =>
      composePrompt(plan, round.settings, round),
    );
}
