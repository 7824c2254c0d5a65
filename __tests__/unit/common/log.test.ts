// The printing gate (src/common/log.ts): every line the action prints is one visible line that the
// runner cannot take for a workflow command, whatever text from outside it holds. Checked on the
// rule itself (logLine), and through the real toolkit with the output replayed as the runner
// reads it (__fixtures__/runner-log.ts).
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayLog } from '../../../__fixtures__/runner-log.js';
import { logLine, RunnerLog } from '../../../src/common/log.js';
import type { Toolkit } from '../../../src/common/toolkit.js';

/** Text that, printed raw, adds a mask, stops command processing and forges annotations. */
export const HOSTILE =
  'x\n::add-mask::completed\r\n::stop-commands::FORGEDTOKEN\r::error::FORGED-ERROR%0A' +
  '::warning::FORGED-WARNING\u0000\u2028::notice::FORGED-NOTICE\u2029 ##[add-mask]completed ' +
  '##[error]FORGED-LEGACY \u0085\u001b[31m red \u202egnp.exe\u2060';

describe('logLine', () => {
  test.each([
    ['a line feed', 'a\nb', 'a\\nb'],
    ['a carriage return', 'a\rb', 'a\\rb'],
    ['CRLF', 'a\r\nb', 'a\\r\\nb'],
    ['a tab', 'a\tb', 'a\\tb'],
    ['NUL', 'a\u0000b', 'a\\u0000b'],
    ['ESC', 'a\u001bb', 'a\\u001bb'],
    ['DEL', 'a\u007fb', 'a\\u007fb'],
    ['NEL', 'a\u0085b', 'a\\u0085b'],
    ['a line separator', 'a\u2028b', 'a\\u2028b'],
    ['a paragraph separator', 'a\u2029b', 'a\\u2029b'],
    ['a right-to-left override', 'logo\u202egnp.exe', 'logo<U+202E>gnp.exe'],
    ['a word joiner', 'a\u2060b', 'a<U+2060>b'],
    ['a zero-width space', 'a\u200bb', 'a<U+200B>b'],
  ])('shows %s as an escape', (_name, text, shown) => {
    expect(logLine(text)).toBe(shown);
  });

  test('a line break cannot start a workflow command on a line of its own', () => {
    const line = logLine('done\n::set-output name=x::y\r\n::add-mask::z');
    expect(line).toBe('done\\n::set-output name=x::y\\r\\n::add-mask::z');
    expect(replayLog(line).commands).toEqual([]);
  });

  test.each([
    ['::add-mask::completed', '\\::add-mask::completed'],
    ['  ::error::forged', '  \\::error::forged'],
    ['\u00a0\u3000::error::forged', '\u00a0\u3000\\::error::forged'],
    ['\u0301::error::forged', '\u0301\\::error::forged'],
    [':x', '\\:x'],
  ])('a line that would start with a colon, %p, gets a backslash before it', (text, shown) => {
    expect(logLine(text)).toBe(shown);
    expect(replayLog(logLine(text)).commands).toEqual([]);
  });

  test('a NUL or a tab before `::` is shown, so the line starts with a backslash', () => {
    expect(logLine('\t::error::x')).toBe('\\t::error::x');
    expect(logLine('\u0000::error::x')).toBe('\\u0000::error::x');
  });

  test.each([
    ['##[add-mask]completed', '##\\[add-mask]completed'],
    ['see ##[error]forged and ##[warning]again', 'see ##\\[error]forged and ##\\[warning]again'],
    ['###[error]x', '###\\[error]x'],
  ])('the old command form %p is broken wherever it is', (text, shown) => {
    expect(logLine(text)).toBe(shown);
    expect(replayLog(logLine(text)).commands).toEqual([]);
  });

  test('leaves ordinary text alone: a colon inside a line, percent signs, unicode, emoji', () => {
    const text = 'Job job_1: active → completed; 100%0A done ✓ läuft 👍🏽 ❤️ #12 [x]';
    expect(logLine(text)).toBe(text);
  });

  test('the hostile text is one line with no command in it', () => {
    const line = logLine(HOSTILE);
    expect(line.split(/\r\n|\r|\n/)).toHaveLength(1);
    expect(replayLog(line).commands).toEqual([]);
    expect(line).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
  });
});

describe('RunnerLog, through the real toolkit, as the runner reads it', () => {
  const KEY = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  let written: string[];
  let exitCode: typeof process.exitCode;
  let summaryDir: string;
  const saved = { ...process.env };

  beforeEach(async () => {
    written = [];
    exitCode = process.exitCode;
    summaryDir = await mkdtemp(join(tmpdir(), 'gate-'));
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    process.env.GITHUB_OUTPUT = join(summaryDir, 'output.txt');
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    process.exitCode = exitCode;
    process.env = { ...saved };
    await rm(summaryDir, { recursive: true, force: true });
  });

  test('every kind of line carries hostile text as one line: the only commands are the mask and its own', async () => {
    const log = new RunnerLog(KEY);
    log.info(`Pull request: ${HOSTILE}`);
    log.debug(`job record: ${HOSTILE}`);
    log.warning(`could not remove the label '${HOSTILE}'`);
    log.notice(`Nothing to do: ${HOSTILE}`);
    log.fail(`the service failed (HTTP 500): ${HOSTILE}`);
    log.info(HOSTILE.replace(/^x\n/, ''));
    await log.flushed();

    const { commands, masks, shown } = replayLog(written.join(''));
    expect(commands.map((c) => `${c.form} ${c.name}`)).toEqual([
      'current add-mask',
      'current add-mask',
      'current debug',
      'current warning',
      'current notice',
      'current error',
    ]);
    expect(masks).toEqual([KEY, KEY.slice('mint_'.length)]);
    for (const command of commands.slice(2)) {
      expect(command.data).not.toMatch(/^FORGED|[\r\n]/);
      expect(command.data).toContain(logLine(HOSTILE));
    }
    expect(shown.filter(Boolean)).toEqual([
      `Pull request: ${logLine(HOSTILE)}`,
      logLine(HOSTILE.replace(/^x\n/, '')),
    ]);
    expect(shown.join('\n')).toContain('::add-mask::completed');
    expect(process.exitCode).toBe(1);
  });

  test('a message is redacted before it is escaped', async () => {
    const log = new RunnerLog(KEY);
    log.info(`echoed ${KEY}\n`);
    log.warning(`tail ${KEY.slice(5)}`);
    await log.flushed();
    const text = written.join('');
    expect(text.split('\n').slice(2).join('\n')).not.toContain(KEY.slice(5, 13));
    expect(text).toContain('echoed ***\\n');
    expect(text).toContain('::warning::tail ***');
  });

  test('a summary that cannot be written is a warning through the gate, not a failure', async () => {
    // A file that is not there: the toolkit refuses it (and, unlike a path it accepts, does not keep it).
    process.env.GITHUB_STEP_SUMMARY = join(summaryDir, 'missing.md');
    const log = new RunnerLog(KEY);
    await log.writeSummary('### done\n');
    await log.flushed();
    const { commands } = replayLog(written.join(''));
    expect(commands.map((c) => c.name)).toEqual(['add-mask', 'add-mask', 'warning']);
    expect(commands[2]?.data).toMatch(/^could not write the job summary: /);
    expect(process.exitCode).toBe(exitCode);
  });

  test('an output is redacted, goes to the outputs file and prints nothing', async () => {
    await writeFile(process.env.GITHUB_OUTPUT ?? '', '');
    const log = new RunnerLog(KEY);
    log.setOutput('job', `{"echo":"${KEY}","x":"\\n::add-mask::completed"}`);
    await log.flushed();
    expect(await readFile(process.env.GITHUB_OUTPUT ?? '', 'utf8')).toMatch(
      /^job<<ghadelimiter_[-0-9a-f]+\n\{"echo":"\*\*\*","x":"\\n::add-mask::completed"\}\n/,
    );
    expect(replayLog(written.join('')).commands.map((c) => c.name)).toEqual([
      'add-mask',
      'add-mask',
    ]);
  });

  test('only the outputs the action declares are written, when it names them', async () => {
    await writeFile(process.env.GITHUB_OUTPUT ?? '', '');
    const log = new RunnerLog(KEY, undefined, new Set(['swept', 'status']));
    log.setOutput('job-id', 'job_1');
    log.setOutput('swept', '[]');
    log.setOutput('comment-url', '');
    await log.flushed();
    expect(await readFile(process.env.GITHUB_OUTPUT ?? '', 'utf8')).toMatch(
      /^swept<<ghadelimiter_[-0-9a-f]+\n\[\]\nghadelimiter_[-0-9a-f]+\n$/,
    );
  });

  test('saved state is redacted and one line: control characters become spaces, nothing is printed', async () => {
    process.env.GITHUB_STATE = join(summaryDir, 'state.txt');
    await writeFile(process.env.GITHUB_STATE, '');
    const log = new RunnerLog(KEY);
    log.saveState('round', `{"a":"${KEY}","b":"x\ny\r\tz"}`);
    await log.flushed();
    expect(await readFile(process.env.GITHUB_STATE, 'utf8')).toMatch(
      /^round<<ghadelimiter_[-0-9a-f]+\n\{"a":"\*\*\*","b":"x y {2}z"\}\n/,
    );
    expect(replayLog(written.join('')).commands.map((c) => c.name)).toEqual([
      'add-mask',
      'add-mask',
    ]);
  });

  test('a secret added later (the GitHub token) is redacted from then on, once however often it is added', async () => {
    const log = new RunnerLog(KEY);
    const token = 'ghs_0123456789abcdefghijABCDEFGHIJ012345';
    log.addSecret(token);
    log.addSecret(token);
    log.addSecret('');
    log.info(`token ${token} and key ${KEY}`);
    await log.flushed();
    expect(replayLog(written.join('')).shown).toContain('token *** and key ***');
    expect(log.redact(`${token}`)).toBe('***');
    expect(log.redact('nothing secret')).toBe('nothing secret');
  });

  test('a secret added with mask (a docs token): the runner masks it too; empty, nothing', async () => {
    const log = new RunnerLog(KEY);
    await log.flushed();
    const before = replayLog(written.join('')).masks;
    const docsToken = 'ghs_docs456789abcdefghijABCDEFGHIJ012345';
    const githubToken = 'ghs_0123456789abcdefghijABCDEFGHIJ012345';
    log.addSecret(githubToken);
    log.addSecret('', { mask: true });
    log.addSecret(docsToken, { mask: true });
    log.info(`docs ${docsToken}`);
    await log.flushed();
    const replay = replayLog(written.join(''));
    expect(replay.masks).toEqual([...before, docsToken]);
    expect(replay.shown).toContain('docs ***');
    expect(log.redact(`${githubToken} ${docsToken}`)).toBe('*** ***');
  });

  test.each([
    ['a key without a prefix', 'abcdefghijklmnop', ['abcdefghijklmnop']],
    ['a key whose part after the prefix is short', 'mint_abcdefg', ['mint_abcdefg']],
    ['a key whose part after the prefix is 8 long', 'mint_abcdefgh', ['mint_abcdefgh', 'abcdefgh']],
  ])('%s: the masks', async (_name, key, masks) => {
    const log = new RunnerLog(key);
    await log.flushed();
    const replay = replayLog(written.join(''));
    expect(replay.masks).toEqual(masks);
    expect(replay.commands.map((c) => c.data)).toEqual(masks);
  });

  test('the toolkit loads once, at the first line and not before; the mask comes first', async () => {
    const calls: string[] = [];
    const toolkit = {
      setSecret: (secret: string) => calls.push(`mask ${secret}`),
      info: (message: string) => calls.push(`info ${message}`),
    } as unknown as Toolkit;
    let loads = 0;
    const log = new RunnerLog(KEY, () => {
      loads += 1;
      return Promise.resolve(toolkit);
    });
    log.addSecret('ghs_notmasked');
    expect(loads).toBe(0);
    log.info('one');
    log.info('two');
    await log.flushed();
    expect(loads).toBe(1);
    expect(calls[0]).toBe(`mask ${KEY}`);
    expect(calls.filter((c) => c.startsWith('info'))).toEqual(['info one', 'info two']);
  });

  describe('held while a round’s first request goes out', () => {
    /** A toolkit that notes what is asked of it, and how often it was loaded. */
    function noted() {
      const calls: string[] = [];
      const state = { loads: 0 };
      const toolkit = {
        setSecret: (secret: string) => calls.push(`mask ${secret}`),
        info: (message: string) => calls.push(`info ${message}`),
        writeSummary: (markdown: string) => {
          calls.push(`summary ${markdown}`);
          return Promise.resolve();
        },
      } as unknown as Toolkit;
      const load = () => {
        state.loads += 1;
        return Promise.resolve(toolkit);
      };
      return { calls, state, load };
    }
    /** What the toolkit is asked first: the key, and its secret after the prefix, masked. */
    const MASKS = [`mask ${KEY}`, `mask ${KEY.slice(KEY.indexOf('_') + 1)}`];
    /** One turn of the event loop: a toolkit that was free to load has loaded by then. */
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

    test('lines wait, in order, until the release; then the mask, then the lines', async () => {
      const { calls, state, load } = noted();
      const log = new RunnerLog(KEY, load);
      const seen = await log.holdingToolkit(async (release) => {
        log.info('one');
        log.info('two');
        await turn();
        const held = { loads: state.loads, calls: [...calls] };
        release();
        return held;
      });
      expect(seen).toEqual({ loads: 0, calls: [] });
      await turn();
      expect(state.loads).toBe(1);
      expect(calls).toEqual([...MASKS, 'info one', 'info two']);
    });

    test('the hold ends with the work when it never released it, or threw', async () => {
      const { calls, load } = noted();
      const log = new RunnerLog(KEY, load);
      await log.holdingToolkit(async () => {
        log.info('not sent');
      });
      await turn();
      expect(calls).toEqual([...MASKS, 'info not sent']);

      const other = noted();
      const thrown = new RunnerLog(KEY, other.load);
      await expect(
        thrown.holdingToolkit(async () => {
          thrown.info('failed');
          throw new Error('compose failed');
        }),
      ).rejects.toThrow('compose failed');
      await turn();
      expect(other.calls).toEqual([...MASKS, 'info failed']);
    });

    test('the summary and flushed release it: nothing waits for itself', async () => {
      const { calls, state, load } = noted();
      const log = new RunnerLog(KEY, load);
      await log.holdingToolkit(async () => {
        log.info('planned');
        await log.writeSummary('### a job\n');
        expect(calls).toEqual([...MASKS, 'info planned', 'summary ### a job\n']);
      });
      const flushing = noted();
      const flushed = new RunnerLog(KEY, flushing.load);
      await flushed.holdingToolkit(async () => {
        flushed.info('cancelled');
        await flushed.flushed();
        expect(flushing.calls).toEqual([...MASKS, 'info cancelled']);
      });
      expect(state.loads).toBe(1);
    });

    test('a warning releases it: trouble shows at once, after the lines before it', async () => {
      const { calls, load } = noted();
      const warned = (message: string) => calls.push(`warning ${message}`);
      const log = new RunnerLog(KEY, () =>
        load().then((toolkit) => ({ ...toolkit, warning: warned })),
      );
      await log.holdingToolkit(async () => {
        log.info('composing');
        log.warning('GitHub failed (HTTP 502); trying again');
        await turn();
        expect(calls).toEqual([
          ...MASKS,
          'info composing',
          'warning GitHub failed (HTTP 502); trying again',
        ]);
      });
    });

    test('a hold asked for once the toolkit is loading changes nothing', async () => {
      const { calls, load } = noted();
      const log = new RunnerLog(KEY, load);
      log.info('first');
      await log.holdingToolkit(async () => {
        log.info('second');
        await turn();
        expect(calls).toEqual([...MASKS, 'info first', 'info second']);
      });
    });
  });

  test('nothing printed: the key is still masked when the log is flushed', async () => {
    let loads = 0;
    const masks: string[] = [];
    const log = new RunnerLog(KEY, () => {
      loads += 1;
      return Promise.resolve({ setSecret: (s: string) => masks.push(s) } as unknown as Toolkit);
    });
    expect(loads).toBe(0);
    await log.flushed();
    expect(loads).toBe(1);
    expect(masks[0]).toBe(KEY);
  });

  test('no key: no mask, and the log works', async () => {
    const log = new RunnerLog('');
    log.info('hello');
    await log.flushed();
    expect(written.join('')).toBe('hello\n');
  });

  test('a write that throws does not stop the ones after it', async () => {
    const log = new RunnerLog(KEY);
    log.setOutput('x', 'y');
    process.env.GITHUB_OUTPUT = join(summaryDir, 'missing', 'output.txt'); // the next write throws
    log.setOutput('x', 'y');
    log.info('still here');
    await log.flushed();
    expect(replayLog(written.join('')).shown).toContain('still here');
  });

  test('without GITHUB_STEP_SUMMARY there is no summary to write, and nothing is printed', async () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    const log = new RunnerLog(KEY);
    await log.writeSummary('### done\n');
    await log.flushed();
    expect(replayLog(written.join('')).commands.map((c) => c.name)).toEqual([
      'add-mask',
      'add-mask',
    ]);
  });

  test('the summary is written redacted, replacing what was there', async () => {
    const file = join(summaryDir, 'summary.md');
    await writeFile(file, ''); // the runner makes the file
    process.env.GITHUB_STEP_SUMMARY = file;
    const log = new RunnerLog(KEY);
    await log.writeSummary('first\n');
    await log.writeSummary(`### done ${KEY}\n`);
    expect(await readFile(file, 'utf8')).toBe('### done ***\n');
  });
});
