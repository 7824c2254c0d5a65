// Bad input not covered by inputs.test.ts: every case is refused before any request, with one line
// that names the input and what to change. Each test has its own emulator.
import { afterAll, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectInputError, run, withEmulator } from './helpers.js';

const PROMPT = 'Document the rateLimit option.';

const workspaces: string[] = [];

afterAll(async () => {
  await Promise.all(workspaces.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workspaceWith(files: Record<string, string>, dirs: string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-job-e2e-bad-input-'));
  workspaces.push(dir);
  for (const sub of dirs) await mkdir(join(dir, sub), { recursive: true });
  for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
  return dir;
}

test('max-poll-interval below poll-interval', () =>
  withEmulator(async (emu) => {
    const result = await run(emu, {
      prompt: PROMPT,
      'poll-interval': '2s',
      'max-poll-interval': '1s',
    });
    expectInputError(result, emu, /max-poll-interval/, /poll-interval/, /raise|lower/);
  }));

test.each([
  ['timeout', '0'],
  ['timeout', '1.5.5m'],
  ['max-poll-interval', '1sec'],
  ['poll-interval', 'Infinity'],
  ['poll-interval', '-0.5'],
])('%s %p', (input, value) =>
  withEmulator(async (emu) => {
    const result = await run(emu, { prompt: PROMPT, [input]: value });
    expectInputError(result, emu, new RegExp(input), /duration|seconds/);
  }),
);

test('a prompt-file that cannot be read (a directory)', () =>
  withEmulator(async (emu) => {
    const workspace = await workspaceWith({}, ['prompts']);
    const result = await run(emu, { 'prompt-file': 'prompts' }, { workspace });
    expectInputError(result, emu, /prompt-file/, /'prompts'/, /directory|cannot be read/);
  }));

test.each([
  ['empty', ''],
  ['only whitespace', ' \n\t\n'],
])('a prompt-file that is %s', (_label, text) =>
  withEmulator(async (emu) => {
    const workspace = await workspaceWith({ 'task.md': text });
    const result = await run(emu, { 'prompt-file': 'task.md' }, { workspace });
    expectInputError(result, emu, /prompt-file/, /empty/);
  }),
);

test('a missing prompt-file in follow-up mode sends no message', () =>
  withEmulator(async (emu) => {
    const id = emu.seedJob({ activeForMs: 0 });
    const workspace = await workspaceWith({});
    const result = await run(emu, { 'job-id': id, 'prompt-file': 'missing.md' }, { workspace });
    expectInputError(result, emu, /prompt-file/, /missing\.md/);
  }));

test.each(['http://localhost.example.com', 'http://127.0.0.1.nip.io:8080/agent-api'])(
  'base-url %p: plain http to a name that only looks like loopback',
  (baseUrl) =>
    withEmulator(async (emu) => {
      const result = await run(emu, { prompt: PROMPT, 'base-url': baseUrl });
      expectInputError(result, emu, /base-url/, /https/);
    }),
);

test('a base-url with a password is refused without echoing it', () =>
  withEmulator(async (emu) => {
    const result = await run(emu, {
      prompt: PROMPT,
      'base-url': 'https://user:hunter2secret@api.example.com/',
    });
    expectInputError(result, emu, /base-url/);
    if (result.stdout.includes('hunter2secret') || result.outputsRaw.includes('hunter2secret')) {
      throw new Error(`the base-url password was printed:\n${result.stdout}`);
    }
  }));

test('a bad input in watch mode sends no request either', () =>
  withEmulator(async (emu) => {
    const id = emu.seedJob({ activeForMs: 0 });
    const result = await run(emu, { 'job-id': id, 'fail-on': 'failed,never' });
    expectInputError(result, emu, /fail-on/, /never/);
  }));
