import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { waitFor } from '../../__fixtures__/wait-for.js';

// Runs `emulator/cli.ts` through tsx as `npm run emulator` does, on a free port. tsx is loaded
// into node (`--import tsx`) rather than run as its own command: that command is a second process
// that relays signals with a 30 ms handshake, which a busy machine misses (it then exits 143).
describe('emulator CLI', () => {
  it('prints the address, project id, key and an example, logs requests, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, PORT: '0', EMULATOR_JOB_MS: '50' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.stderr.on('data', () => undefined);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const printed = (pattern: RegExp): Promise<RegExpMatchArray> =>
        waitFor(() => pattern.exec(out), `the CLI to print ${String(pattern)}`, {
          detail: () => `output so far:\n${out}`,
        });
      const [, url] = await printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      const [, key] = await printed(/api-key:\s+(emu_[0-9a-f]+)/);
      expect(out).toMatch(/project-id:\s+proj_demo/);
      // The example comes in a later write than the address: wait for it, not for one read.
      await printed(/or in a workflow step: .*\n/);
      expect(out).toContain(`INPUT_BASE-URL=${url}`);
      const res = await fetch(`${url}/v2/agent/proj_demo/job`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt: 'hi' }),
      });
      expect(res.status).toBe(201);
      await printed(/POST \/v2\/agent\/proj_demo\/job → 201/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // tsx compiles the CLI at start: slow on a busy machine.
  }, 60_000);
});
