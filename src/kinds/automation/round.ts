import type { Printer } from '../../common/log.js';
import type { Redactor } from '../../common/redact.js';
import { waitUntilDone, type JobWork } from '../../job/at-service.js';
import {
  roundWaits,
  type AutomationPlan,
  type JobPlan,
  type RoundDescription,
} from '../../round/plan.js';
import type { RunReport } from '../../report/run-report.js';
import type { Settings } from '../../settings/types.js';
import { followingOf, notFollowedNotice, shownId } from './following.js';
import { lookUpRunJob, triggerRun } from './trigger.js';

/**
 * A round that triggers the service's automation (automation-id): the trigger, sent once; its
 * ids in the outputs at once; then, when the workflow waits and the get-job endpoint knows the
 * run's job, that job followed as a created one is, through to its pull request. A run that is
 * not followed ends the step successfully, with a notice that says where to follow it.
 */
export async function runAutomation(
  plan: AutomationPlan & { readonly shown: RoundDescription },
  round: JobWork & {
    readonly settings: Settings;
    readonly report: RunReport;
    readonly log: Pick<Printer, 'info'> & { readonly redact: Redactor };
  },
): Promise<void> {
  const { settings, report, log } = round;
  log.info(
    `Triggering automation ${plan.automationId} in project ${settings.projectId} at ${settings.baseUrl.origin}`,
  );
  const run = await triggerRun(plan, settings, round);
  const following = followingOf(run);
  const jobId = following.kind === 'follow' ? following.jobId : undefined;
  log.info(
    `The service queued run ${run.instanceId === undefined ? '(unnamed)' : shownId(run.instanceId, log.redact)} of automation ${plan.automationId}${run.jobId === undefined ? '' : `, job ${shownId(run.jobId, log.redact)}`}`,
  );
  // Its ids reach the outputs and the summary before anything else can go wrong.
  await report.automationTriggered(run.instanceId, jobId);
  if (!roundWaits(settings))
    return report.notFollowed(notFollowedNotice(run, 'not-waiting', log.redact));
  if (following.kind === 'not-followed') {
    return report.notFollowed(notFollowedNotice(run, following.reason, log.redact));
  }

  const first = await lookUpRunJob(following.jobId, settings, round);
  if (!first) return report.notFollowed(notFollowedNotice(run, 'unknown-job', log.redact));
  const watch: JobPlan = { kind: 'watch', jobId: following.jobId };
  report.recordSeen(first);
  round.progress.started(watch, settings, following.jobId, first);
  await report.jobKnown(following.jobId);
  if (round.cancellation.signal.aborted) throw round.cancellation.signal.reason;
  const result = await waitUntilDone(
    watch,
    settings,
    { jobId: following.jobId, record: first },
    round,
    (record) => report.recordSeen(record),
  );
  report.ended(result.record, result.timedOut);
}
