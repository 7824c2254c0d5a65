// Outputs are written whenever a job id is known (from the service, or given as job-id), also
// when the step then fails, and before any GitHub call that could hang; every request ends by
// `timeout` (with a small floor), in every mode. Each test runs the action against its own
// emulator (and GitHub fake).
import { afterEach, expect, test } from '@jest/globals';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  EMULATOR_JOB_ID,
  expectOneLineError,
  GET_PATH,
  GH_COMMENTS_PATH,
  githubFake,
  issuesEvent,
  jobOutput,
  MESSAGE_PATH,
  run,
  runWithGitHub,
  STOP_BOUND_MS,
} from './helpers.js';
import { sawRequest } from '../../__fixtures__/wait-for.js';

const PROMPT = 'Document the rateLimit option.';
// Under the 30 s a request may take at most: a run that waits that long is killed and fails. Not
// much under it: a busy machine takes seconds to start the action.
const KILL_AFTER_MS = 25_000;

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

test('watch: a first status check that never answers ends at timeout, with the given job id in the outputs', async () => {
  const emu = await emulator();
  const id = emu.seedJob({ activeForMs: 60_000 });
  emu.injectFault({ method: 'GET', path: GET_PATH, action: 'hang', times: 100 });

  const result = await run(emu, { 'job-id': id, timeout: '3s' }, { timeoutMs: KILL_AFTER_MS });

  expectOneLineError(result, /did not answer in time while checking the job/);
  expect(result.outputs['job-id']).toBe(id);
  expect(result.outputs['timed-out']).toBe('false');
  expect(result.summary).toContain(id);
});

test('create: a create that never answers ends at timeout, saying the job may or may not exist', async () => {
  const emu = await emulator();
  emu.injectFault({ method: 'POST', path: CREATE_PATH, action: 'hang' });

  const result = await run(emu, { prompt: PROMPT, timeout: '3s' }, { timeoutMs: KILL_AFTER_MS });

  expectOneLineError(result, /did not answer in time while creating the job/, /may or may not/);
  expect(emu.count('POST', CREATE_PATH)).toBe(1);
});

test('follow-up: a message answered 500 (not repeated) still writes the job-id output and the summary', async () => {
  const emu = await emulator();
  const id = emu.seedJob({ activeForMs: 0 });
  emu.injectFault({ method: 'POST', path: MESSAGE_PATH, status: 500 });

  const result = await run(emu, { 'job-id': id, prompt: PROMPT });

  expectOneLineError(result, /500/, /may or may not have reached job/);
  expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
  expect(result.outputs['job-id']).toBe(id);
  expect(result.outputs.status).toBe('');
  expect(result.summary).toContain(id);
  expect(result.summary).toContain('may or may not have reached');
});

test('SIGTERM while the comment POST hangs: the outputs are already written, the comment call is abandoned, the step fails by itself', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ activeForMs: 60_000 });
  const fake = await githubFake();
  fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, action: 'hang', times: 10 });
  const event = issuesEvent(fake, { number: 5, title: 'Document retries' });

  const result = await runWithGitHub(
    emu,
    fake,
    { prompt: PROMPT, timeout: '1m' },
    {
      event,
      // While the comment POST hangs: the fake has it, and never answers.
      signal: { name: 'SIGTERM', when: () => sawRequest(fake, 'POST', GH_COMMENTS_PATH) },
      timeoutMs: KILL_AFTER_MS,
    },
  );

  expect(result.signalSentAtMs).toBeDefined();
  expect(result.durationMs - (result.signalSentAtMs ?? 0)).toBeLessThan(STOP_BOUND_MS);
  expect(fake.count('POST', GH_COMMENTS_PATH)).toBeGreaterThanOrEqual(1);
  // The action's own failure line: the hard-exit backstop would leave without one.
  expectOneLineError(result, /the workflow run was cancelled/, /goes on at the service/);
  const id = result.outputs['job-id'] ?? '';
  expect(id).toMatch(EMULATOR_JOB_ID);
  expect(jobOutput(result).id).toBe(id);
  expect(result.summary).toContain(id);
});
