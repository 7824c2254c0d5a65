// The prompt-file input (src/settings/prompt-file.ts): real files, links, a FIFO and a device in a
// temporary workspace; node:fs is wrapped only to reach what no real file does (races, odd errors).
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import * as realFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../../../src/common/errors.js';
import { createRedactor } from '../../../src/common/redact.js';

type Fs = typeof realFs;

/** Replacements for one test; every call is passed through to the real node:fs otherwise. */
const swap: {
  openSync?: Fs['openSync'];
  fstatSync?: (fd: number) => realFs.Stats;
  readSync?: (fd: number, buffer: Buffer, offset: number, length: number) => number;
} = {};
const opened: Array<{ fd: number; flags: unknown }> = [];
const closed: number[] = [];
let reads = 0;

jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  openSync: (path: realFs.PathLike, flags: realFs.OpenMode, mode?: realFs.Mode) => {
    const fd = (swap.openSync ?? realFs.openSync)(path, flags, mode);
    opened.push({ fd, flags });
    return fd;
  },
  fstatSync: (fd: number) => (swap.fstatSync ?? realFs.fstatSync)(fd),
  readSync: (fd: number, buffer: Buffer, offset: number, length: number, position: null) => {
    reads += 1;
    return swap.readSync
      ? swap.readSync(fd, buffer, offset, length)
      : realFs.readSync(fd, buffer, offset, length, position);
  },
  closeSync: (fd: number) => {
    closed.push(fd);
    realFs.closeSync(fd);
  },
}));

const { readPromptFile } = await import('../../../src/settings/prompt-file.js');

const MIB = 1024 * 1024;
const SECRET = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
const redact = createRedactor([SECRET]);
const GIVE_A_FILE = 'give a regular file inside the workspace (the repository checked out there)';
const CHECK_OUT =
  'give a path relative to the workspace, and check out the repository (actions/checkout) first';

let root = '';
let workspace = '';

beforeAll(() => {
  root = realFs.mkdtempSync(join(tmpdir(), 'prompt-file-'));
  workspace = join(root, 'workspace');
  realFs.mkdirSync(join(workspace, 'docs'), { recursive: true });
  realFs.writeFileSync(join(workspace, 'prompt.md'), '\n  Write the release notes.\n\n');
  realFs.writeFileSync(join(workspace, 'docs', 'agent.md'), 'Review the docs.');
  realFs.writeFileSync(join(root, 'outside.md'), 'Not in the workspace.');
  realFs.symlinkSync(join(root, 'outside.md'), join(workspace, 'escape.md'));
  realFs.symlinkSync('docs/agent.md', join(workspace, 'alias.md'));
  realFs.symlinkSync('loop-b', join(workspace, 'loop-a'));
  realFs.symlinkSync('loop-a', join(workspace, 'loop-b'));
  realFs.writeFileSync(join(workspace, 'empty.md'), '');
  realFs.writeFileSync(join(workspace, 'blank.md'), ' \n\t\n ');
  realFs.writeFileSync(join(workspace, 'exact.md'), 'a'.repeat(MIB));
  realFs.writeFileSync(join(workspace, 'over.md'), 'a'.repeat(MIB + 1));
  execFileSync('mkfifo', [join(workspace, 'pipe')]);
});

afterAll(() => {
  realFs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  delete swap.openSync;
  delete swap.fstatSync;
  delete swap.readSync;
  opened.length = 0;
  closed.length = 0;
  reads = 0;
});

/** The message of the InputError that reading `file` throws. */
function refusal(file: string, where = workspace): string {
  let thrown: unknown;
  try {
    readPromptFile(file, where, redact);
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof InputError)) {
    throw new Error(`expected an InputError, got ${String(thrown)}`);
  }
  return thrown.message;
}

/** Every descriptor opened was closed, once. */
function expectAllClosed(): void {
  expect(closed).toEqual(opened.map((o) => o.fd));
}

describe('a regular file inside the workspace is read', () => {
  test('its text, trimmed', () => {
    expect(readPromptFile('prompt.md', workspace, redact)).toBe('Write the release notes.');
    expect(readPromptFile('docs/agent.md', workspace, redact)).toBe('Review the docs.');
    expect(readPromptFile(join(workspace, 'docs', 'agent.md'), workspace, redact)).toBe(
      'Review the docs.',
    );
    expectAllClosed();
    expect(opened).toHaveLength(3);
  });

  test('opened read-only, without blocking and without following a link', () => {
    readPromptFile('prompt.md', workspace, redact);
    const { O_RDONLY, O_NONBLOCK, O_NOFOLLOW } = realFs.constants;
    expect(opened.map((o) => o.flags)).toEqual([O_RDONLY | O_NONBLOCK | O_NOFOLLOW]);
  });

  test('a link to a file inside the workspace is followed', () => {
    expect(readPromptFile('alias.md', workspace, redact)).toBe('Review the docs.');
  });

  test('exactly 1 MiB is read whole', () => {
    const text = readPromptFile('exact.md', workspace, redact);
    expect(text.length).toBe(MIB);
    expectAllClosed();
  });

  test('however the reads come in (short reads), the whole text', () => {
    swap.readSync = (fd, buffer, offset, length) =>
      realFs.readSync(fd, buffer, offset, Math.min(length, 4), null);
    expect(readPromptFile('prompt.md', workspace, redact)).toBe('Write the release notes.');
    // 29 bytes, 4 at a time, and the read that finds the end.
    expect(reads).toBe(9);
  });
});

describe('what is refused, and what the message says', () => {
  test('a path that leads outside the workspace', () => {
    const outside = `leads outside the workspace once links are resolved: ${GIVE_A_FILE}`;
    expect(refusal('../outside.md')).toBe(`prompt-file '../outside.md' ${outside}`);
    expect(refusal('..')).toBe(`prompt-file '..' ${outside}`);
    expect(refusal(join(root, 'outside.md'))).toBe(
      `prompt-file '${join(root, 'outside.md')}' ${outside}`,
    );
    expect(opened).toEqual([]);
  });

  test('a link that leads outside the workspace', () => {
    expect(refusal('escape.md')).toBe(
      `prompt-file 'escape.md' leads outside the workspace once links are resolved: ${GIVE_A_FILE}`,
    );
    expect(opened).toEqual([]);
  });

  test('a sibling directory whose name starts like the workspace’s is outside too', () => {
    const sibling = `${workspace}-other`;
    realFs.mkdirSync(sibling, { recursive: true });
    realFs.writeFileSync(join(sibling, 'p.md'), 'x');
    expect(refusal('../workspace-other/p.md')).toBe(
      `prompt-file '../workspace-other/p.md' leads outside the workspace once links are resolved: ${GIVE_A_FILE}`,
    );
  });

  test('a file that does not exist, or a path through a file', () => {
    expect(refusal('missing.md')).toBe(`prompt-file 'missing.md' does not exist: ${CHECK_OUT}`);
    expect(refusal('prompt.md/more')).toBe(
      `prompt-file 'prompt.md/more' does not exist: ${CHECK_OUT}`,
    );
    expect(refusal('prompt.md', join(root, 'no-workspace'))).toBe(
      `prompt-file 'prompt.md' does not exist: ${CHECK_OUT}`,
    );
  });

  test('a link that loops', () => {
    expect(refusal('loop-a')).toBe(`prompt-file 'loop-a' is a link that loops: ${CHECK_OUT}`);
  });

  test('the workspace itself, or a directory in it', () => {
    expect(refusal('.')).toBe(`prompt-file '.' is a directory, not a regular file: ${GIVE_A_FILE}`);
    expect(refusal('docs')).toBe(
      `prompt-file 'docs' is a directory, not a regular file: ${GIVE_A_FILE}`,
    );
    expectAllClosed();
    expect(reads).toBe(0);
  });

  test('a named pipe: refused, never waited on', () => {
    // A writer holds the pipe open: were the pipe read, the test would hang rather than fail.
    const writer = realFs.openSync(join(workspace, 'pipe'), 'r+');
    try {
      expect(refusal('pipe')).toBe(
        `prompt-file 'pipe' is a named pipe (FIFO), not a regular file: ${GIVE_A_FILE}`,
      );
    } finally {
      realFs.closeSync(writer);
    }
    expectAllClosed();
    expect(reads).toBe(0);
  });

  test('a device (a workspace that holds one)', () => {
    expect(refusal('null', '/dev')).toBe(
      `prompt-file 'null' is a device, not a regular file: ${GIVE_A_FILE}`,
    );
    expectAllClosed();
    expect(reads).toBe(0);
  });

  test('a block device, a socket, or anything else that is not a regular file', () => {
    const kinds: Array<[keyof realFs.Stats, string]> = [
      ['isBlockDevice', 'is a device'],
      ['isSocket', 'is a socket'],
      ['isSymbolicLink', 'is not a regular file'],
    ];
    for (const [kind, what] of kinds) {
      swap.fstatSync = (fd) =>
        Object.assign(Object.create(realFs.Stats.prototype) as realFs.Stats, realFs.fstatSync(fd), {
          isFile: () => false,
          isDirectory: () => false,
          isFIFO: () => false,
          isCharacterDevice: () => false,
          isBlockDevice: () => false,
          isSocket: () => false,
          isSymbolicLink: () => false,
          [kind]: () => true,
        });
      expect(refusal('prompt.md')).toBe(
        `prompt-file 'prompt.md' ${what}, not a regular file: ${GIVE_A_FILE}`,
      );
    }
    expect(reads).toBe(0);
    expectAllClosed();
  });

  test('an empty or blank file', () => {
    const empty = 'is empty: write the instruction in it';
    expect(refusal('empty.md')).toBe(`prompt-file 'empty.md' ${empty}`);
    expect(refusal('blank.md')).toBe(`prompt-file 'blank.md' ${empty}`);
    expectAllClosed();
  });

  test('a file over 1 MiB: refused by its size, unread', () => {
    expect(refusal('over.md')).toBe(
      "prompt-file 'over.md' is larger than 1 MiB: shorten the instruction, or keep the details in the repository and name them in the prompt",
    );
    expect(reads).toBe(0);
    expectAllClosed();
  });

  test('a file that grows past 1 MiB after its size was read: refused, never more than 1 MiB + 1 byte read', () => {
    swap.fstatSync = (fd) => Object.assign(realFs.fstatSync(fd), { size: 10 });
    let loaded = 0;
    swap.readSync = (fd, buffer, offset, length) => {
      const read = realFs.readSync(fd, buffer, offset, length, null);
      loaded += read;
      return read;
    };
    expect(refusal('over.md')).toBe(
      "prompt-file 'over.md' is larger than 1 MiB: shorten the instruction, or keep the details in the repository and name them in the prompt",
    );
    expect(loaded).toBe(MIB + 1);
    expectAllClosed();
    // Exactly 1 MiB, though its size said otherwise, is still read whole.
    expect(readPromptFile('exact.md', workspace, redact)).toHaveLength(MIB);
  });

  test('other failures name their code (or "error" when there is none)', () => {
    const failing = (code: string | undefined) => () => {
      throw Object.assign(new Error(`failed ${code ?? ''}`), code === undefined ? {} : { code });
    };
    swap.openSync = failing('EACCES');
    expect(refusal('prompt.md')).toBe(
      `prompt-file 'prompt.md' cannot be read (EACCES): ${CHECK_OUT}`,
    );
    swap.openSync = failing('EISDIR');
    expect(refusal('prompt.md')).toBe(
      `prompt-file 'prompt.md' is a directory, not a regular file: ${CHECK_OUT}`,
    );
    swap.openSync = failing('ELOOP');
    expect(refusal('prompt.md')).toBe(`prompt-file 'prompt.md' is a link that loops: ${CHECK_OUT}`);
    swap.openSync = failing('ENOENT');
    expect(refusal('prompt.md')).toBe(`prompt-file 'prompt.md' does not exist: ${CHECK_OUT}`);
    delete swap.openSync;
    swap.readSync = failing('EIO');
    expect(refusal('prompt.md')).toBe(`prompt-file 'prompt.md' cannot be read (EIO): ${CHECK_OUT}`);
    swap.readSync = failing(undefined);
    expect(refusal('prompt.md')).toBe(
      `prompt-file 'prompt.md' cannot be read (error): ${CHECK_OUT}`,
    );
    delete swap.readSync;
    swap.fstatSync = failing('ENOTDIR');
    expect(refusal('prompt.md')).toBe(`prompt-file 'prompt.md' does not exist: ${CHECK_OUT}`);
    expectAllClosed();
    expect(opened).toHaveLength(3);
  });

  test('the file name is shown quoted, redacted and in printable ASCII', () => {
    expect(refusal(`${SECRET}.md`)).toBe(`prompt-file '***.md' does not exist: ${CHECK_OUT}`);
    expect(refusal('notes\u00e9\n.md')).toBe(
      `prompt-file 'notes??.md' does not exist: ${CHECK_OUT}`,
    );
  });
});
