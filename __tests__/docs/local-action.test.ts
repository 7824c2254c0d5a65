// `npm run local-action` as the README documents it: with .env.example as it is committed, it
// starts the emulator, runs src/main.ts under @github/local-action, and the job completes.
import { expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/readme.js';

function runScript(args: string[]): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', EMULATOR_JOB_MS: '1000' };
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [join(repoRoot, 'scripts', 'local-action.ts'), ...args],
      { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('npm run local-action with .env.example completes a job against the emulator', async () => {
  const { code, output } = await runScript(['.env.example']);
  if (code !== 0) throw new Error(`exit code ${String(code)}\n${output}`);
  expect(output).toMatch(/local-action: started the emulator at http:\/\/127\.0\.0\.1:\d+/);
  expect(output).toMatch(/^::set-output name=status::completed$/m);
  expect(output).toMatch(/^::set-output name=pr-link::https:\/\/\S+$/m);
  expect(output).toMatch(/local-action: done, job \S+/);
  expect(output).not.toMatch(/^::error::/m);
}, 120_000);
