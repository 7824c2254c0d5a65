// The in-process tier's toolkit (__fixtures__/step-toolkit.ts) stands in for @actions/core: held
// here to the real one (through loadToolkit, the adapter the action uses), call for call: the
// same bytes on stdout, in the output and state files and the job summary, the same exit code.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StepToolkit } from '../../../__fixtures__/step-toolkit.js';
import { loadToolkit, type Toolkit } from '../../../src/common/toolkit.js';

/** Text that needs every escape: percent signs, CR, LF, colons and commas. */
const AWKWARD = 'a%b%0A\r\nc: d, e ::error::x';

async function script(toolkit: Toolkit): Promise<void> {
  toolkit.setSecret(`s3cr3t-${AWKWARD}`);
  toolkit.info(AWKWARD);
  toolkit.debug(AWKWARD);
  toolkit.warning(AWKWARD);
  toolkit.notice(AWKWARD);
  toolkit.setOutput('job', `{"id":"x"}\n${AWKWARD}`);
  toolkit.setOutput('status, odd: name', '');
  toolkit.saveState('round', AWKWARD);
  toolkit.setFailed(AWKWARD);
  await toolkit.writeSummary(`# Done\n\n${AWKWARD}`);
}

const FILES = ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'] as const;

interface Step {
  stdout: string;
  files: Record<string, string>;
  exitCode: number | undefined;
}

describe('StepToolkit writes what @actions/core writes', () => {
  const saved = { ...process.env };
  const exitCode = process.exitCode;
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'step-toolkit-'));
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    process.env = { ...saved };
    process.exitCode = exitCode;
    await rm(dir, { recursive: true, force: true });
  });

  /** The step's files (empty) under `name`, as the runner names them in the environment. */
  async function files(name: string, which: readonly string[]): Promise<Record<string, string>> {
    const env: Record<string, string> = {};
    for (const variable of which) {
      env[variable] = join(dir, `${name}-${variable}`);
      await writeFile(env[variable], '');
    }
    return env;
  }

  async function read(env: Record<string, string>): Promise<Record<string, string>> {
    const read: Record<string, string> = {};
    for (const [variable, path] of Object.entries(env)) {
      // Each file command's delimiter is random: the same everywhere once named.
      read[variable] = (await readFile(path, 'utf8')).replace(/ghadelimiter_[0-9a-f-]{36}/g, 'D');
    }
    return read;
  }

  async function throughRealToolkit(which: readonly string[]): Promise<Step> {
    const env = await files('real', which);
    for (const variable of FILES) delete process.env[variable];
    Object.assign(process.env, env);
    let stdout = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      stdout += String(chunk);
      return true;
    });
    process.exitCode = undefined;
    await script(await loadToolkit());
    const step = { stdout, files: await read(env), exitCode: Number(process.exitCode) };
    jest.restoreAllMocks();
    process.exitCode = exitCode;
    return step;
  }

  async function throughStepToolkit(which: readonly string[]): Promise<Step> {
    const env = await files('step', which);
    const toolkit = new StepToolkit(env);
    await script(toolkit);
    return { stdout: toolkit.stdout, files: await read(env), exitCode: toolkit.exitCode };
  }

  test('with the output, state and summary files the runner gives a step', async () => {
    const real = await throughRealToolkit(FILES);
    const step = await throughStepToolkit(FILES);
    expect(step).toEqual(real);
    expect(real.exitCode).toBe(1);
    expect(real.files.GITHUB_OUTPUT).toContain('job<<D');
  });

  // (@actions/core keeps the summary file's path from its first write, once per load: the reason
  // the in-process tier cannot use it. No summary file here, so none is written.)
  test('without the files: outputs and state as workflow commands', async () => {
    const real = await throughRealToolkit([]);
    const step = await throughStepToolkit([]);
    expect(step).toEqual(real);
    expect(real.stdout).toContain('::set-output name=job::');
    expect(real.stdout).toContain('::save-state name=round::');
  });

  test('a summary file that cannot be written fails the same way', async () => {
    const missing = { GITHUB_STEP_SUMMARY: join(dir, 'missing', 'summary.md') };
    const failure = await new StepToolkit(missing).writeSummary('x').catch((e: Error) => e);
    expect(String(failure)).toMatch(/^Error: Unable to access summary file: '.*missing/);
  });

  test('no summary file named: nothing written, nothing thrown', async () => {
    await expect(new StepToolkit({}).writeSummary('x')).resolves.toBeUndefined();
  });
});
