import { afterEach, describe, expect, test } from '@jest/globals';
import type { CancelSignal } from '../../scripts/run-action.js';
import {
  summaryText,
  closeEmulators,
  emulator,
  EMULATOR_JOB_ID,
  expectNoKeyLeak,
  expectOneLineError,
  jobOutput,
  run,
  STOP_BOUND_MS,
} from './helpers.js';

afterEach(closeEmulators);

describe('a cancelled workflow', () => {
  test.each<CancelSignal>(['SIGTERM', 'SIGINT', 'SIGHUP'])(
    '%s after the job was created stops waiting, writes the outputs and exits non-zero within 5 s',
    async (signal) => {
      const emu = await emulator();
      emu.scriptNextJob({ activeForMs: 60_000 });

      const result = await run(
        emu,
        { prompt: 'Document the rateLimit option.', timeout: '1m' },
        { signal: { name: signal, whenStdoutMatches: EMULATOR_JOB_ID, afterMs: 200 } },
      );

      expectNoKeyLeak(result, emu.apiKey);
      expect(result.signalSentAtMs).toBeDefined();
      expectOneLineError(result);
      expect(result.durationMs - (result.signalSentAtMs ?? 0)).toBeLessThan(STOP_BOUND_MS);
      const id = result.outputs['job-id'] ?? '';
      expect(id).toMatch(EMULATOR_JOB_ID);
      expect(result.outputs.status).toBe('active');
      expect(jobOutput(result).id).toBe(id);
      expect(summaryText(result)).toContain(id);
      expect(emu.count('POST')).toBe(1);
    },
  );
});
