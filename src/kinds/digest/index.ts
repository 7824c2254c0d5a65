// A digest: the pull requests merged since the last digest (merged-since), in one job on the
// digest issue; the previous digest's job while it is at work or its docs pull request is open.
import { carryJob } from '../../steps/carry-job.js';
import type { RoundKind } from '../../steps/round.js';
import { digestReport } from './report.js';
import { DigestRun } from './run.js';

export const digestKind: RoundKind = {
  name: 'a digest',
  pick: ({ asked }) =>
    asked.kind === 'digest'
      ? async (round) => {
          const { settings } = round;
          const issue = await round.report.openThread(settings, round.cancellation);
          const digest = new DigestRun(round);
          const plan = await digest.resolve(asked, issue?.jobs);
          if (plan.kind === 'nothing-merged') return round.report.nothingSent(plan.notice);
          await carryJob(
            round,
            plan,
            async () => (await digest.compose(plan)) ?? '',
            digestReport(plan.shown, round.env, settings),
          );
        }
      : undefined,
};
