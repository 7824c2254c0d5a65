// prompt-file is read only when it is a regular file inside the workspace once links are
// resolved, of at most 1 MiB, and never more than that is loaded: a pull request can commit a
// link to /dev/zero, to /proc/self/environ or to any file of the runner. Anything else is an
// input error before any request. Each test has its own emulator and workspace.
import { afterAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CREATE_PATH, expectInputError, expectSuccess, run, withEmulator } from './helpers.js';

const MiB = 1024 * 1024;
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `agent-job-e2e-prompt-file-${label}-`));
  dirs.push(dir);
  return dir;
}

/** A workspace with a `docs/` folder, laid out by `build`. */
async function workspace(build: (docs: string) => Promise<void>): Promise<string> {
  const dir = await tempDir('workspace');
  await mkdir(join(dir, 'docs'));
  await build(join(dir, 'docs'));
  return dir;
}

test('a committed link to /dev/zero is refused before anything is read or sent', () =>
  withEmulator(async (emu) => {
    const ws = await workspace((docs) => symlink('/dev/zero', join(docs, 'prompt.md')));

    const result = await run(emu, { 'prompt-file': 'docs/prompt.md' }, { workspace: ws });

    expectInputError(result, emu, /^prompt-file 'docs\/prompt\.md'/, /outside the workspace/);
  }));

test('a link to a file outside the workspace is refused, and its text never sent', () =>
  withEmulator(async (emu) => {
    const outside = await tempDir('outside');
    await writeFile(join(outside, 'secret.txt'), 'the runner has this secret');
    const ws = await workspace((docs) => symlink(join(outside, 'secret.txt'), join(docs, 'p.md')));

    const result = await run(emu, { 'prompt-file': 'docs/p.md' }, { workspace: ws });

    expectInputError(result, emu, /outside the workspace/, /regular file inside the workspace/);
    expect(result.stdout).not.toContain('the runner has this secret');
  }));

test('a path that climbs out of the workspace (../) is refused', () =>
  withEmulator(async (emu) => {
    const outside = await tempDir('sibling');
    await writeFile(join(outside, 'task.md'), 'Document everything.');
    const ws = await workspace(async () => {});

    const result = await run(
      emu,
      { 'prompt-file': join('..', outside.split('/').at(-1) ?? '', 'task.md') },
      { workspace: ws },
    );

    expectInputError(result, emu, /outside the workspace/);
  }));

test('a link to /proc/self/environ (the action’s own environment) is refused', () =>
  withEmulator(async (emu) => {
    const ws = await workspace((docs) => symlink('/proc/self/environ', join(docs, 'env.md')));

    const result = await run(emu, { 'prompt-file': 'docs/env.md' }, { workspace: ws });

    expectInputError(result, emu, /outside the workspace/);
  }));

test('a device inside the workspace is refused: not a regular file', () =>
  withEmulator(async (emu) => {
    // /dev as the workspace puts a real device inside it without needing root.
    const result = await run(emu, { 'prompt-file': 'null' }, { workspace: '/dev' });

    expectInputError(result, emu, /^prompt-file 'null' is a device, not a regular file/);
  }));

test('a named pipe (FIFO) is refused at once, without waiting for a writer', () =>
  withEmulator(async (emu) => {
    const ws = await workspace(async (docs) => {
      execFileSync('mkfifo', [join(docs, 'pipe.md')]);
    });

    const result = await run(
      emu,
      { 'prompt-file': 'docs/pipe.md' },
      { workspace: ws, timeoutMs: 10_000 },
    );

    expectInputError(result, emu, /is a named pipe \(FIFO\), not a regular file/);
  }));

test('a directory (also through a link) is refused', () =>
  withEmulator(async (emu) => {
    const ws = await workspace((docs) => symlink('.', join(docs, 'here')));

    const result = await run(emu, { 'prompt-file': 'docs/here' }, { workspace: ws });

    expectInputError(result, emu, /is a directory, not a regular file/);
  }));

test('a file larger than 1 MiB is refused without being read', () =>
  withEmulator(async (emu) => {
    const ws = await workspace(async (docs) => {
      await writeFile(join(docs, 'huge.md'), 'Document this.\n');
      await truncate(join(docs, 'huge.md'), 64 * MiB);
    });

    const result = await run(emu, { 'prompt-file': 'docs/huge.md' }, { workspace: ws });

    expectInputError(result, emu, /is larger than 1 MiB/, /shorten the instruction/);
  }));

test('a link inside the workspace to a file inside it is fine, up to 1 MiB', () =>
  withEmulator(async (emu) => {
    const text = `Document the options.\n${'x'.repeat(MiB - 100)}`;
    const ws = await workspace(async (docs) => {
      await mkdir(join(docs, 'prompts'));
      await writeFile(join(docs, 'prompts', 'task.md'), text);
      await symlink('prompts/task.md', join(docs, 'prompt.md'));
    });

    const result = await run(
      emu,
      { 'prompt-file': 'docs/prompt.md', wait: 'false' },
      { workspace: ws },
    );

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.prompts(result.outputs['job-id'] ?? '')).toEqual([text]);
  }));
