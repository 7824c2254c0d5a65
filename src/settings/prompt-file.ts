import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError } from '../common/errors.js';
import { quoteForLog } from '../common/ids.js';
import type { Redactor } from '../common/redact.js';

/**
 * The largest prompt-file read; a longer instruction belongs in the repository, pointed to from the
 * prompt.
 */
const MAX_PROMPT_FILE_BYTES = 1024 * 1024;

/**
 * The prompt file's text. A pull request can commit any file or link: only a regular file inside
 * the workspace once links are resolved, of at most MAX_PROMPT_FILE_BYTES, is read, and never
 * more than that bound is loaded (a link to /dev/zero or /proc/self/environ is refused, not read).
 */
export function readPromptFile(file: string, workspace: string, redact: Redactor): string {
  const problem = (what: string, todo: string) =>
    new InputError(`prompt-file ${quoteForLog(file, redact)} ${what}: ${todo}`);
  const giveAFile = 'give a regular file inside the workspace (the repository checked out there)';
  let path: string;
  try {
    const root = realpathSync(workspace);
    path = realpathSync(resolve(root, file));
    const inside = relative(root, path);
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw problem('leads outside the workspace once links are resolved', giveAFile);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error, problem);
  }
  let fd: number;
  try {
    // Non-blocking: opening a FIFO must not wait for a writer; fstat below refuses it.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    throw unreadable(error, problem);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw problem(`is ${kindOf(stat)}, not a regular file`, giveAFile);
    const tooLarge = problem(
      `is larger than ${MAX_PROMPT_FILE_BYTES / 1024 / 1024} MiB`,
      'shorten the instruction, or keep the details in the repository and name them in the prompt',
    );
    if (stat.size > MAX_PROMPT_FILE_BYTES) throw tooLarge;
    // The size can change after fstat: read one byte past the bound, never more.
    const buffer = Buffer.alloc(MAX_PROMPT_FILE_BYTES + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > MAX_PROMPT_FILE_BYTES) throw tooLarge;
    }
    const prompt = buffer.toString('utf8', 0, length).trim();
    if (!prompt) throw problem('is empty', 'write the instruction in it');
    return prompt;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error, problem);
  } finally {
    closeSync(fd);
  }
}

function unreadable(
  error: unknown,
  problem: (what: string, todo: string) => InputError,
): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  const hint =
    'give a path relative to the workspace, and check out the repository (actions/checkout) first';
  if (code === 'ENOENT' || code === 'ENOTDIR') return problem('does not exist', hint);
  if (code === 'ELOOP') return problem('is a link that loops', hint);
  if (code === 'EISDIR') return problem('is a directory, not a regular file', hint);
  return problem(`cannot be read (${code ?? 'error'})`, hint);
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}
