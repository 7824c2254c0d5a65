// `npm run emulator -- --automation ID[:KIND]`: the standalone emulator serves the trigger for the
// automations it is given. Runs `emulator/cli.ts` through tsx as the CLI's own tests do (see
// cli.test.ts for why tsx is loaded into node rather than run as its own command).
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Cli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Cli[] = [];
const temps: string[] = [];

afterEach(() => {
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

function startCli(args: string[]): Cli {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-cli-automation-'));
  temps.push(dir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulator/cli.ts', '--dotenv', join(dir, 'emulator.env'), ...args],
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
  const cli = { child, output: () => out, exited };
  started.push(cli);
  return cli;
}

/** Waits for the output to match (polling what was printed so far), with a generous limit. */
async function printed(cli: Cli, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 1200; i += 1) {
    const match = pattern.exec(cli.output());
    if (match) return match;
    if (cli.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`CLI never printed ${String(pattern)}; output so far:\n${cli.output()}`);
}

describe('npm run emulator -- --automation', () => {
  it('serves each automation as its kind says, and lists them', async () => {
    const cli = startCli([
      '--automation',
      'auto_weekly',
      '--automation',
      'auto_bg:unknown-job',
      '--automation',
      'auto_off:inactive',
      '--automation',
      'auto_onpush:not-scheduled',
    ]);
    const [, url = ''] = await printed(cli, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const [, key = ''] = await printed(cli, /api-key:\s+(emu_[0-9a-f]+)/);
    const [, project = ''] = await printed(cli, /project-id:\s+(\S+)/);
    await printed(cli, /automation auto_onpush: .*\n/);
    expect(cli.output()).toContain("automation auto_weekly: active; its run's job is followed");
    expect(cli.output()).toContain('automation auto_bg: active; its run');
    expect(cli.output()).toContain('automation auto_off: not active: a trigger answers 400');

    const trigger = (id: string) =>
      fetch(`${url}/v1/workflow/${project}/${id}/trigger`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
      });
    const statuses = [];
    const runs: Array<{ jobId: string }> = [];
    for (const id of ['auto_weekly', 'auto_bg', 'auto_off', 'auto_onpush', 'auto_none']) {
      const res = await trigger(id);
      statuses.push(res.status);
      if (res.status === 202) runs.push((await res.json()) as { jobId: string });
      else await res.text();
    }
    expect(statuses).toEqual([202, 202, 400, 400, 404]);
    const get = async (jobId: string) =>
      (
        await fetch(`${url}/v2/agent/${project}/job/${jobId}`, {
          headers: { Authorization: `Bearer ${key}` },
        })
      ).status;
    expect([await get(runs[0]?.jobId ?? ''), await get(runs[1]?.jobId ?? '')]).toEqual([200, 404]);
  });

  it.each([
    ['an unknown kind', 'auto_x:paused', /unknown --automation kind "paused"/],
    ['an id that is no id', 'a/b', /--automation takes ID or ID:KIND, got "a\/b"/],
    ['too many parts', 'a:inactive:x', /--automation takes ID or ID:KIND/],
  ])('refuses %s with the usage, exit 2', async (_name, spec, message) => {
    const cli = startCli(['--automation', spec]);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toMatch(message);
    expect(cli.output()).toMatch(
      /usage: .*--automation ID\[:inactive\|:not-scheduled\|:unknown-job\]/,
    );
  });
});
