// A sweep (the sweep action): the rounds that did not wait, found by their working-label, each job
// checked once and each ended round's result written; it starts nothing.
import type { RoundKind } from '../../steps/round.js';
import { runSweep } from './run.js';

export const sweepKind: RoundKind = {
  name: 'a sweep',
  pick: ({ asked }) =>
    asked.kind === 'sweep'
      ? (round) => runSweep(round.settings, asked.giveUpAfterMs, round)
      : undefined,
};
