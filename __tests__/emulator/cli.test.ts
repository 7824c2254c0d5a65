import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

// Runs `emulator/cli.ts` the way `npm run emulator` does (through tsx), on a free port.
describe('emulator CLI', () => {
  it('prints the address, project id, key and an example, logs requests, and stops on SIGTERM', async () => {
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['emulator/cli.ts'], {
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
      const waitFor = async (pattern: RegExp): Promise<RegExpMatchArray> => {
        for (let i = 0; i < 200; i += 1) {
          const match = pattern.exec(out);
          if (match) return match;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`CLI never printed ${String(pattern)}; output so far:\n${out}`);
      };
      const [, url] = await waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      const [, key] = await waitFor(/api-key:\s+(emu_[0-9a-f]+)/);
      expect(out).toMatch(/project-id:\s+proj_demo/);
      // The example comes in a later write than the address: wait for it, not for one read.
      await waitFor(/or in a workflow step: .*\n/);
      expect(out).toContain(`INPUT_BASE-URL=${url}`);
      const res = await fetch(`${url}/v2/agent/proj_demo/job`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt: 'hi' }),
      });
      expect(res.status).toBe(201);
      await waitFor(/POST \/v2\/agent\/proj_demo\/job → 201/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
