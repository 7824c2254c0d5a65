// Answers from the service are untrusted: records with fields missing, extra or of the wrong type,
// unknown status values, and an id that fails the id rule. Unreadable bodies are in
// faults.test.ts, the follow-up race in faults.test.ts and follow-up.test.ts. Tests run
// each with its own emulator.
import { expect, test } from '@jest/globals';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import {
  summaryText,
  CREATE_PATH,
  EMULATOR_JOB_ID,
  expectOneLineError,
  expectSuccess,
  jobOutput,
  type JobRecordJson,
  logLines,
  run,
  TIMEOUT_UNDER_LOAD,
  withEmulator,
} from './helpers.js';

const PROMPT = 'Document the rateLimit option.';

test('a record with only id and status is enough to work', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({
      activeForMs: 100,
      override: {
        source: undefined,
        model: undefined,
        prLink: undefined,
        createdAt: undefined,
        archivedAt: undefined,
      },
    });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': '' });
    expect(jobOutput(result)).toEqual({ id, status: 'completed' });
    expect(summaryText(result)).toContain(id);
  }));

test('extra fields are kept in the job output, and optional fields of the wrong type are ignored', () =>
  withEmulator(async (emu) => {
    const extra = { costUsd: 1.25, steps: [{ name: 'plan' }], reviewer: null };
    // The documented fields, with types the service does not document.
    const wrongTypes: Record<string, unknown> = {
      model: 42,
      source: 'not an object',
      prLink: 7,
      createdAt: false,
    };
    emu.scriptNextJob({
      activeForMs: 100,
      override: { ...extra, ...(wrongTypes as Partial<JobRecordJson>) },
    });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': '' });
    expect(jobOutput(result)).toMatchObject({ ...extra, model: 42, prLink: 7 });
  }));

test('an unknown status is not terminal: the wait goes on, and each unknown value is logged once', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({
      polls: ['queued', 'queued', 'thinking', 'queued', 'queued', 'completed'],
    });

    const result = await run(emu, { prompt: PROMPT });

    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(emu.count('GET')).toBe(6);
    expect(logLines(result, /unknown status 'queued'/)).toHaveLength(1);
    expect(logLines(result, /unknown status 'thinking'/)).toHaveLength(1);
  }));

test('a job that stays in an unknown status times out with that status in the outputs', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ polls: ['paused'] });

    const result = await run(
      emu,
      { prompt: PROMPT, timeout: TIMEOUT_UNDER_LOAD },
      { clock: new VirtualClock() },
    );

    expectOneLineError(result);
    expect(result.outputs).toMatchObject({ status: 'paused', 'timed-out': 'true' });
    expect(logLines(result, /unknown status 'paused'/)).toHaveLength(1);
  }));

test.each(['../evil', 'job/../../evil', '%2e%2e', 'job?evil=1', 'evil job', '-evil'])(
  'the create answer’s id %p stops the run: no request ever carries it',
  (badId) =>
    withEmulator(async (emu) => {
      emu.scriptNextJob({ activeForMs: 100, override: { id: badId } });

      const result = await run(emu, { prompt: PROMPT });

      expectOneLineError(result, /job id/i, /not safe|invalid|not valid/i);
      expect(emu.count('POST', CREATE_PATH)).toBe(1);
      expect(emu.requests).toHaveLength(1);
      expect(emu.requests.some((r) => r.path.includes('evil'))).toBe(false);
      // The id never reaches the job-id output (a workflow may put it in a script); the answer
      // itself is still recorded, as JSON, in the job output.
      expect(result.outputs['job-id']).toBe('');
      expect(JSON.parse(result.outputs.job ?? '{}')).toMatchObject({ id: badId });
    }),
);
