// An automation (automation-id): the service's automation triggered once, then its run's job
// followed when the service lets it be; a re-run checks on the job its earlier attempt reached.
import { composePrompt } from '../../round/prompt.js';
import { carryPlan, resolveOnThread } from '../../steps/carry-job.js';
import type { RoundKind } from '../../steps/round.js';
import { runAutomation } from './round.js';

export const automationKind: RoundKind = {
  name: 'an automation',
  pick: ({ asked }) =>
    asked.kind === 'automation'
      ? async (round) => {
          const plan = await resolveOnThread(round, asked);
          if (plan.kind !== 'automation') {
            return carryPlan(round, plan, (p) => composePrompt(p, round.settings, round));
          }
          await round.report.planned(plan);
          await runAutomation(plan, round);
        }
      : undefined,
};
