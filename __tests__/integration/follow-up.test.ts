import { afterEach, describe, expect, test } from '@jest/globals';
import {
  summaryLinks,
  summaryText,
  closeEmulators,
  CREATE_PATH,
  emulator,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  jobOutput,
  MESSAGE_PATH,
  run,
} from './helpers.js';

const OLD_PR = 'https://github.com/acme/docs/pull/1';
const NEW_PR = 'https://github.com/acme/docs/pull/2';
const FOLLOW_UP = 'Also add an example for the retry option.';

afterEach(closeEmulators);

describe('follow-up mode (job-id and a prompt)', () => {
  test('posts exactly one message, creates nothing, and reports the new round’s PR link', async () => {
    const emu = await emulator();
    const id = emu.seedJob({
      activeForMs: 0,
      prLink: OLD_PR,
      followUps: [{ activeForMs: 300, prLink: NEW_PR }],
    });

    const result = await run(emu, { 'job-id': id, prompt: FOLLOW_UP });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
    expect(emu.count('POST')).toBe(1);
    const message = emu.requests.find((r) => r.method === 'POST');
    expect(message?.path).toBe(`/v2/agent/${emu.projectId}/job/${id}/message`);
    expect(message?.body).toBe(JSON.stringify({ prompt: FOLLOW_UP }));
    expect(message?.headers['content-type']).toMatch(/^application\/json\b/i);
    expect(emu.prompts(id)).toEqual([FOLLOW_UP]);
    expect(result.outputs).toMatchObject({
      'job-id': id,
      status: 'completed',
      'pr-link': NEW_PR,
      'timed-out': 'false',
    });
    expect(jobOutput(result)).toEqual(emu.job(id));
    expect(summaryText(result)).toContain(id);
    expect(summaryLinks(result)).toContain(NEW_PR);
    expect(summaryText(result)).toMatch(/updated the pull request|Pull request ready/);
  });

  test('does not take the previous round’s completed record for the answer: waits for active, then the new PR', async () => {
    const emu = await emulator();
    const stale = { status: 'completed', prLink: OLD_PR };
    const id = emu.seedJob({
      activeForMs: 0,
      prLink: OLD_PR,
      followUps: [
        {
          // The message answer and the first polls still show the finished previous round.
          initialStatus: 'completed',
          polls: [stale, stale, 'active', 'active', { status: 'completed', prLink: NEW_PR }],
        },
      ],
    });

    const result = await run(emu, { 'job-id': id, prompt: FOLLOW_UP });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': NEW_PR });
    expect(emu.count('GET')).toBe(5);
    expect(emu.count('POST')).toBe(1);
  });

  test('takes a changed terminal record as the new round’s result even without seeing active', async () => {
    const emu = await emulator();
    const stale = { status: 'completed', prLink: OLD_PR };
    const id = emu.seedJob({
      activeForMs: 0,
      prLink: OLD_PR,
      followUps: [
        { initialStatus: 'completed', polls: [stale, { status: 'completed', prLink: NEW_PR }] },
      ],
    });

    const result = await run(emu, { 'job-id': id, prompt: FOLLOW_UP });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': NEW_PR });
    expect(emu.count('GET')).toBe(2);
  });

  test('a follow-up round that fails fails the step with the outputs set', async () => {
    const emu = await emulator();
    const id = emu.seedJob({
      activeForMs: 0,
      prLink: OLD_PR,
      followUps: [{ activeForMs: 100, outcome: 'failed' }],
    });

    const result = await run(emu, { 'job-id': id, prompt: FOLLOW_UP });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /fail/i);
    expect(result.outputs).toMatchObject({ 'job-id': id, status: 'failed', 'timed-out': 'false' });
    expect(emu.count('POST')).toBe(1);
  });

  test('wait: false returns the message answer at once without reading the job', async () => {
    const emu = await emulator();
    const id = emu.seedJob({ activeForMs: 0, prLink: OLD_PR });

    const result = await run(emu, { 'job-id': id, prompt: FOLLOW_UP, wait: 'false' });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ 'job-id': id, status: 'active', 'timed-out': 'false' });
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(emu.count('GET')).toBe(0);
  });

  test('a follow-up to an unknown job fails with one readable 404 line and creates nothing', async () => {
    const emu = await emulator();

    const result = await run(emu, { 'job-id': 'job_does_not_exist', prompt: FOLLOW_UP });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /404|not found/i);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
  });
});
