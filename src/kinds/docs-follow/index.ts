// Docs follow code: a merged pull request (its event, or issue-number on a dispatch) becomes a
// documentation job, its change read from GitHub (title, body, files, diff within diff-budget).
import { threadRound } from '../../steps/carry-job.js';
import type { RoundKind } from '../../steps/round.js';

export const docsFollowKind: RoundKind = {
  name: 'docs follow code',
  pick: ({ asked }) =>
    // Stryker disable next-line ConditionalExpression: the label kind runs the same round (threadRound) for what this one leaves, so which of the two picks it is not seen
    (asked.kind === 'create' || asked.kind === 'follow-up') &&
    'pullRequest' in asked.ask &&
    asked.ask.pullRequest
      ? threadRound(asked)
      : undefined,
};
