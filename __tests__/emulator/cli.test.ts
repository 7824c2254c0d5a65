import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Runs `emulator/cli.ts` through tsx as `npm run emulator` does, on a free port, with its env
// file in a temp directory. tsx is loaded into node (`--import tsx`) rather than run as its own
// command: that command is a second process that relays signals with a 30 ms handshake, which a
// busy machine misses (it then exits 143 on SIGTERM). A script run to its end needs no signal.
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

interface Cli {
  child: ChildProcess;
  envFile: string;
  output: () => string;
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

const started: Cli[] = [];
const temps: string[] = [];
afterEach(() => {
  // End the whole process group: nothing the CLI started lives on.
  for (const cli of started.splice(0)) {
    if (cli.child.exitCode === null && cli.child.pid !== undefined) {
      try {
        process.kill(-cli.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startCli(args: string[] = []): Cli {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-cli-'));
  temps.push(dir);
  const envFile = join(dir, 'emulator.env');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulator/cli.ts', '--dotenv', envFile, ...args],
    {
      cwd: process.cwd(),
      env: { ...process.env, PORT: '0', EMULATOR_JOB_MS: '50' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let out = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Waits for a line to be printed (polling the output collected so far), with a generous limit.
  const waitFor = async (pattern: RegExp): Promise<RegExpMatchArray> => {
    for (let i = 0; i < 1200; i += 1) {
      const match = pattern.exec(out);
      if (match) return match;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`CLI never printed ${String(pattern)}; output so far:\n${out}`);
  };
  const cli = { child, envFile, output: () => out, waitFor, exited };
  started.push(cli);
  return cli;
}

async function ready(cli: Cli): Promise<{ url: string; key: string }> {
  const [, url = ''] = await cli.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  const [, key = ''] = await cli.waitFor(/api-key:\s+(emu_[0-9a-f]+)/);
  // The command comes in a later write than the address: wait for it, not for one read.
  await cli.waitFor(/or in a workflow step: .*\n/);
  return { url, key };
}

/** Creates a job and polls it (every 50 ms, up to a generous limit) until it is no longer active. */
async function finishedJob(url: string, key: string): Promise<Record<string, unknown>> {
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const created = await fetch(`${url}/v2/agent/proj_demo/job`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: 'hi' }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 600; i += 1) {
    const record = (await (
      await fetch(`${url}/v2/agent/proj_demo/job/${id}`, { headers })
    ).json()) as Record<string, unknown>;
    if (record.status !== 'active') return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} stayed active`);
}

describe('emulator CLI', () => {
  it('prints the address, project id, key and the command to run, logs requests, and stops on SIGTERM', async () => {
    const cli = startCli();
    const { url, key } = await ready(cli);
    expect(cli.output()).toMatch(/project-id:\s+proj_demo/);
    expect(cli.output()).toMatch(/jobs run for 50 ms, then complete with a pull request link/);
    expect(cli.output()).toContain(`npm run local-action -- ${cli.envFile}`);
    // The env file is .env.example pointed at this emulator.
    const env = readFileSync(cli.envFile, 'utf8');
    expect(env).toContain(`INPUT_BASE-URL='${url}'`);
    expect(env).toContain(`INPUT_API-KEY='${key}'`);
    expect(env).toContain(`INPUT_PROJECT-ID='proj_demo'`);
    expect(env).toMatch(/^INPUT_PROMPT=/m);

    const record = await finishedJob(url, key);
    expect(record).toMatchObject({ status: 'completed' });
    expect(record.prLink).toMatch(/^https:\/\//);
    await cli.waitFor(/POST \/v2\/agent\/proj_demo\/job → 201/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it.each([
    ['failed', { status: 'failed', prLink: null }, /then fail/],
    ['no-pr', { status: 'completed', prLink: null }, /without a pull request/],
    ['archived', { status: 'archived', prLink: null }, /then are archived/],
  ])('--outcome %s makes every job end that way', async (outcome, expected, says) => {
    const cli = startCli(['--outcome', outcome]);
    const { url, key } = await ready(cli);
    expect(cli.output()).toMatch(says);
    expect(await finishedJob(url, key)).toMatchObject(expected);
    // A follow-up round ends the same way.
    const again = await finishedJob(url, key);
    expect(again).toMatchObject(expected);
  });

  it('--outcome slow keeps every job active', async () => {
    const cli = startCli(['--outcome', 'slow']);
    const { url, key } = await ready(cli);
    expect(cli.output()).toMatch(/stay active for a day/);
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${url}/v2/agent/proj_demo/job`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prompt: 'hi' }),
    });
    const { id } = (await created.json()) as { id: string };
    const createdAt = Date.now();
    // Ten times the 50 ms a job runs for without --outcome slow, measured, not slept.
    let polls = 0;
    while (Date.now() - createdAt < 500 || polls < 3) {
      const record = (await (
        await fetch(`${url}/v2/agent/proj_demo/job/${id}`, { headers })
      ).json()) as { status: string };
      expect(record.status).toBe('active');
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('refuses an unknown outcome with the usage', async () => {
    const cli = startCli(['--outcome', 'exploded']);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toMatch(/unknown --outcome "exploded"/);
    expect(cli.output()).toMatch(
      /usage: npm run emulator -- \[--outcome completed\|failed\|no-pr\|archived\|slow\]/,
    );
  });

  it('the command it prints runs the action with action.yml defaults: a failed job fails the run', async () => {
    const cli = startCli(['--outcome', 'failed']);
    await ready(cli);
    const [, envFile = ''] = await cli.waitFor(/npm run local-action -- (\S+)/);
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.NODE_OPTIONS;
    const run = spawn(tsx, ['scripts/local-action.ts', envFile], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
    // The file sets no fail-on: action.yml's default (failed,timeout) applies, as on the runner.
    expect(out).toMatch(/Something already listens at http:\/\/127\.0\.0\.1:\d+; using it/);
    expect(out).toMatch(/^::set-output name=status::failed$/m);
    expect(out).toMatch(/^::error::/m);
    expect(code).toBe(1);
  }, 120_000);
});
