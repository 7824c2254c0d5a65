// An instruction in a comment (`/agent …`): claimed with 👀, sent to the thread's job as a
// follow-up or to a new job with the thread as context; the trigger phrase alone checks on the
// thread's latest job.
import { threadRound } from '../../steps/carry-job.js';
import type { RoundKind } from '../../steps/round.js';

export const commentKind: RoundKind = {
  name: 'an instruction in a comment',
  // Stryker disable ConditionalExpression,EqualityOperator: the label kind runs the same round (threadRound) for what this one leaves, so which of the two picks it is not seen
  pick: ({ asked, conversation }) =>
    (conversation?.kind === 'instruction' || conversation?.kind === 'ask') &&
    (asked.kind === 'create' ||
      asked.kind === 'follow-up' ||
      asked.kind === 'watch' ||
      asked.kind === 'check-thread')
      ? threadRound(asked)
      : undefined,
  // Stryker restore ConditionalExpression,EqualityOperator
};
