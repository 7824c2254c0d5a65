import { afterEach, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import {
  summaryLinks,
  summaryText,
  closeEmulators,
  emulator,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  jobOutput,
  run,
  TIMEOUT_UNDER_LOAD,
} from './helpers.js';

const PR = 'https://github.com/acme/docs/pull/9';

afterEach(closeEmulators);

describe('watch mode (job-id, no prompt)', () => {
  test('waits for an existing job without sending any POST and reports its status and PR', async () => {
    const emu = await emulator();
    // Status by poll, not by time: a loaded machine must not see the job end before the first check.
    const id = emu.seedJob({ polls: ['active', 'active', { status: 'completed', prLink: PR }] });

    const result = await run(emu, { 'job-id': id });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(emu.count('POST')).toBe(0);
    expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(2);
    expect(emu.requests.every((r) => r.path === `/v2/agent/${emu.projectId}/job/${id}`)).toBe(true);
    expect(result.outputs).toMatchObject({
      'job-id': id,
      status: 'completed',
      'pr-link': PR,
      'timed-out': 'false',
    });
    expect(jobOutput(result)).toEqual(emu.job(id));
    expect(summaryText(result)).toContain(id);
    expect(summaryLinks(result)).toContain(PR);
    expect(summaryText(result)).toMatch(/^✅ Pull request ready/);
  });

  test('an already finished job is reported after a single read', async () => {
    const emu = await emulator();
    const id = emu.seedJob({ activeForMs: 0, prLink: PR });

    const result = await run(emu, { 'job-id': id });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR });
    expect(emu.requests).toHaveLength(1);
  });

  test('a watched job that fails fails the step with the outputs set', async () => {
    const emu = await emulator();
    const id = emu.seedJob({ activeForMs: 100, outcome: 'failed' });

    const result = await run(emu, { 'job-id': id });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /fail/i);
    expect(result.outputs).toMatchObject({ 'job-id': id, status: 'failed' });
    expect(emu.count('POST')).toBe(0);
  });

  test('a watch that times out reports timed-out=true and the job id to resume with', async () => {
    const emu = await emulator();
    const id = emu.seedJob({ activeForMs: 60_000 });

    // In virtual time: the whole time-out passes at once.
    const result = await run(
      emu,
      { 'job-id': id, timeout: TIMEOUT_UNDER_LOAD },
      { clock: new VirtualClock() },
    );

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result);
    expect(result.outputs).toMatchObject({ 'job-id': id, status: 'active', 'timed-out': 'true' });
    expect(emu.count('POST')).toBe(0);
    // The first read, then the checks until the time-out.
    expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(2);
  });

  test('watching an unknown job fails with one readable 404 line', async () => {
    const emu = await emulator();

    const result = await run(emu, { 'job-id': 'job_does_not_exist' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /404|not found/i);
    expect(emu.count('POST')).toBe(0);
    expect(emu.count('GET')).toBe(1);
  });
});
