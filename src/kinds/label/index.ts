// A job asked on an issue or pull request by its label, or by the workflow's own prompt or job-id
// (a dispatch, a schedule): a new job, a follow-up to the given job, or a check on it.
import { threadRound } from '../../steps/carry-job.js';
import type { RoundKind } from '../../steps/round.js';

export const labelKind: RoundKind = {
  name: 'an issue or pull request asked by label, or the workflow’s own prompt',
  pick: ({ asked }) =>
    asked.kind === 'create' ||
    asked.kind === 'follow-up' ||
    asked.kind === 'watch' ||
    // Stryker disable next-line ConditionalExpression: only the trigger phrase alone asks check-thread, and the comment kind picks a comment first
    asked.kind === 'check-thread'
      ? threadRound(asked)
      : undefined,
};
