import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../__fixtures__/run-in-process.js';
import {
  closeEmulators,
  CREATE_PATH,
  emulator,
  EMULATOR_JOB_ID,
  expectInputError,
  expectNoKeyLeak,
  expectSuccess,
  inputsFor,
  recordForKeySweep,
  run,
} from './helpers.js';
import type { Emulator } from './helpers.js';

const PROMPT = 'Document the rateLimit option.';

const workspaces: string[] = [];

afterEach(async () => {
  await closeEmulators();
  await Promise.all(workspaces.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workspaceWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-job-e2e-workspace-'));
  workspaces.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('input errors send nothing and fail with one line', () => {
  test.each([
    ['empty', ''],
    ['not set at all', undefined],
  ])('a missing project-id (%s) is an input error', async (_label, projectId) => {
    const emu = await emulator();
    const result = await run(emu, { prompt: PROMPT, 'project-id': projectId });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, /project-id/);
  });

  test('a missing api-key is an input error', async () => {
    const emu = await emulator();
    const result = await run(emu, { prompt: PROMPT, 'api-key': '' });
    expectInputError(result, emu, /api-key/);
  });

  test('prompt and prompt-file together are an input error', async () => {
    const emu = await emulator();
    const workspace = await workspaceWith({ 'task.md': 'Do the thing.' });
    const result = await run(emu, { prompt: PROMPT, 'prompt-file': 'task.md' }, { workspace });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, /prompt-file/);
  });

  test.each([
    ['empty', ''],
    ['only whitespace', '   '],
  ])(
    'no prompt (%s) and no job-id on workflow_dispatch is an input error',
    async (_label, prompt) => {
      const emu = await emulator();
      const result = await run(emu, { prompt });
      expectNoKeyLeak(result, emu.apiKey);
      expectInputError(result, emu, /prompt/);
    },
  );

  test.each([
    ['poll-interval', '0'],
    ['poll-interval', '-1s'],
    ['poll-interval', '5d'],
    ['poll-interval', 'abc'],
    ['max-poll-interval', '0ms'],
    ['timeout', '-1s'],
    ['timeout', '10 minutes'],
  ])('%s %p is an input error', async (input, value) => {
    const emu = await emulator();
    const result = await run(emu, { prompt: PROMPT, [input]: value });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, new RegExp(input));
  });

  test('an unknown fail-on word is an input error that names it', async () => {
    const emu = await emulator();
    const result = await run(emu, { prompt: PROMPT, 'fail-on': 'failed,explode' });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, /fail-on/, /explode/);
  });

  test('a wait that is not a boolean is an input error', async () => {
    const emu = await emulator();
    const result = await run(emu, { prompt: PROMPT, wait: 'maybe' });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, /wait/);
  });

  test.each(['../..', 'a/b', '%2e%2e', 'proj demo', '-leading-dash'])(
    'project-id %p is an input error',
    async (projectId) => {
      const emu = await emulator();
      const result = await run(emu, { prompt: PROMPT, 'project-id': projectId });
      expectNoKeyLeak(result, emu.apiKey);
      expectInputError(result, emu, /project-id/);
    },
  );

  test.each(['../..', 'a/b', '%2e%2e', 'job?x=1'])(
    'job-id %p is an input error, in watch and in follow-up mode',
    async (jobId) => {
      const emu = await emulator();
      const watch = await run(emu, { 'job-id': jobId });
      expectNoKeyLeak(watch, emu.apiKey);
      expectInputError(watch, emu, /job-id/);
      const followUp = await run(emu, { 'job-id': jobId, prompt: PROMPT });
      expectNoKeyLeak(followUp, emu.apiKey);
      expectInputError(followUp, emu, /job-id/);
    },
  );

  test.each([
    'http://api.example.com',
    'http://10.0.0.8:8080/agent-api',
    'ftp://127.0.0.1/',
    'not a url',
  ])(
    'base-url %p is an input error (HTTPS only, plain HTTP for loopback alone)',
    async (baseUrl) => {
      const emu = await emulator();
      const result = await run(emu, { prompt: PROMPT, 'base-url': baseUrl });
      expectNoKeyLeak(result, emu.apiKey);
      expectInputError(result, emu, /base-url/);
    },
  );

  test('a prompt-file that does not exist is an input error', async () => {
    const emu = await emulator();
    const workspace = await workspaceWith({});
    const result = await run(emu, { 'prompt-file': 'prompts/missing.md' }, { workspace });
    expectNoKeyLeak(result, emu.apiKey);
    expectInputError(result, emu, /missing\.md|prompt-file/);
  });
});

describe('valid inputs', () => {
  test('prompt-file is read relative to GITHUB_WORKSPACE and sent as the prompt', async () => {
    const emu = await emulator();
    const text = '# Task\n\nDocument the `retry` option.\nKeep the examples short.';
    const workspace = await workspaceWith({ 'prompts/task.md': text });

    const result = await run(emu, { 'prompt-file': 'prompts/task.md' }, { workspace });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    expect(emu.prompts(id)).toEqual([text]);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
  });

  test('durations accept plain seconds and the ms, s and m units', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100 });

    const result = await run(emu, {
      prompt: PROMPT,
      'poll-interval': '0.05',
      'max-poll-interval': '100ms',
      timeout: '0.5m',
    });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
  });

  test.each([
    ['without a trailing slash', ''],
    ['with a trailing slash', '/'],
  ])('base-url with a path prefix reaches the service (%s)', async (_label, suffix) => {
    const emu = await emulator({ basePath: '/agent-api' });
    emu.scriptNextJob({ activeForMs: 100 });
    expect(emu.url).toMatch(/\/agent-api$/);

    const result = await run(emu, { prompt: PROMPT, 'base-url': `${emu.url}${suffix}` });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.requests.every((r) => r.path.startsWith('/v2/agent/'))).toBe(true);
  });
});

describe('a default follows the value the workflow set', () => {
  /** The inputs as the runner passes them when the workflow sets only `set`: action.yml's defaults for the rest. */
  function onlyPolling(emu: Emulator, set: Record<string, string>): Record<string, string> {
    const inputs: Record<string, string | undefined> = inputsFor(emu, { prompt: PROMPT });
    delete inputs['poll-interval'];
    delete inputs['max-poll-interval'];
    return { ...(inputs as Record<string, string>), ...set };
  }

  test('poll-interval: 45s alone is not refused: max-poll-interval follows it', async () => {
    const emu = await emulator();
    const inputs = onlyPolling(emu, { 'poll-interval': '45s', wait: 'false' });
    expect(inputs).not.toHaveProperty('max-poll-interval');

    const result = recordForKeySweep(await runInProcess({ inputs }), emu.apiKey, emu);

    expectSuccess(result);
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
  });

  test('max-poll-interval: 1s alone is not refused: the first gap comes down to it', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100 });
    const inputs = onlyPolling(emu, { 'max-poll-interval': '1s' });

    const result = recordForKeySweep(await runInProcess({ inputs }), emu.apiKey, emu);

    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
  });
});
