// `npm run local-action [-- FILE.env]`: runs the TypeScript sources (src/main.ts) with
// @github/local-action, which stubs @actions/core and @actions/github, taking inputs and
// environment from a dotenv file (default .env, else .env.example).
//
// When the file's INPUT_BASE-URL is a loopback http address, an emulator of the service is
// started in this process at that address, with the file's INPUT_API-KEY and INPUT_PROJECT-ID
// (port 0: any free port), unless something already listens there. local-action is then given
// a copy of the file with the emulator's real address and a job summary file.
//
// The action reads its inputs from INPUT_* itself, so @github/local-action's own defaults never
// reach it: this script fills in action.yml's default for every input the file leaves out, as the
// runner does (`fail-on` then fails a failed or timed-out job here as it does in a workflow).
//
// local-action exits 0 even when the action fails, so this script judges the run itself: it
// exits 1 on an `::error::` line, or when no job id was set as an output.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startEmulator } from '../emulator/index.js';
import type { Emulator } from '../emulator/index.js';
import { inputEnvName, readDeclaredInputs } from './run-action.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Parses a dotenv file: `KEY=value` lines, `#` comments, optional quotes around a value. */
export function parseDotenv(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([\w.-]+)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', rest = ''] = match;
    const quoted = /^(['"`])([\s\S]*)\1$/.exec(rest);
    entries.set(key, quoted ? (quoted[2] ?? '') : rest.replace(/\s+#.*$/, '').trim());
  }
  return entries;
}

/** Writes entries back in a form dotenv reads literally. */
export function formatDotenv(entries: Map<string, string>): string {
  const lines: string[] = [];
  for (const [key, value] of entries) {
    const quote = ["'", '"', '`'].find((q) => !value.includes(q)) ?? "'";
    lines.push(`${key}=${quote}${value.replace(/\r?\n/g, ' ')}${quote}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Sets action.yml's default for each input the entries leave out, as the runner does. */
export async function applyActionDefaults(entries: Map<string, string>): Promise<void> {
  for (const input of await readDeclaredInputs()) {
    const key = inputEnvName(input.name);
    if (!entries.has(key) && input.default !== undefined) entries.set(key, input.default);
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** Starts the emulator the file asks for, if it asks for one; returns it and its address. */
async function emulatorFor(entries: Map<string, string>): Promise<Emulator | undefined> {
  const raw = entries.get('INPUT_BASE-URL') ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return undefined;
  const apiKey = entries.get('INPUT_API-KEY') || undefined;
  const projectId = entries.get('INPUT_PROJECT-ID') || undefined;
  const port = url.port === '' ? 80 : Number(url.port);
  try {
    return await startEmulator({
      host: '127.0.0.1',
      port,
      basePath: url.pathname.replace(/\/+$/, ''),
      apiKey,
      projectId,
      jobDurationMs: Number(process.env.EMULATOR_JOB_MS ?? 3000),
      log: (line) => console.log(`[emulator] ${line}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.log(`Something already listens at ${url.origin}; using it as the service.`);
      return undefined;
    }
    throw error;
  }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

async function main(): Promise<number> {
  const given = process.argv[2];
  const envFile = given
    ? resolve(given)
    : existsSync(join(repoRoot, '.env'))
      ? join(repoRoot, '.env')
      : join(repoRoot, '.env.example');
  if (!existsSync(envFile)) {
    console.error(`local-action: ${envFile} does not exist (copy .env.example to .env)`);
    return 1;
  }
  const entries = parseDotenv(readFileSync(envFile, 'utf8'));
  console.log(`local-action: inputs and environment from ${envFile}`);

  await applyActionDefaults(entries);
  const emulator = await emulatorFor(entries);
  const temp = await mkdtemp(join(tmpdir(), 'local-action-'));
  try {
    if (emulator) {
      entries.set('INPUT_BASE-URL', emulator.url);
      console.log(`local-action: started the emulator at ${emulator.url}`);
    }
    const summaryFile = join(temp, 'step-summary.md');
    await writeFile(summaryFile, '');
    if (!entries.get('GITHUB_STEP_SUMMARY')) entries.set('GITHUB_STEP_SUMMARY', summaryFile);
    const runEnv = join(temp, 'run.env');
    await writeFile(runEnv, formatDotenv(entries), { mode: 0o600 });

    const { exitCode, stdout } = await runLocalAction(runEnv);
    const log = stdout.replace(ANSI, '');
    const failed = /^::error::/m.test(log);
    const jobId = /^::set-output name=job-id::(.+)$/m.exec(log)?.[1];

    const summary = await readFile(summaryFile, 'utf8').catch(() => '');
    if (summary.trim() !== '') console.log(`\n--- job summary ---\n${summary.trim()}`);
    if (exitCode !== 0) {
      console.error(`local-action: @github/local-action exited with ${String(exitCode)}`);
      return 1;
    }
    if (failed || !jobId) {
      console.error(
        failed
          ? 'local-action: the action failed (see ::error:: above)'
          : 'local-action: no job id',
      );
      return 1;
    }
    console.log(`local-action: done, job ${jobId}`);
    return 0;
  } finally {
    await rm(temp, { recursive: true, force: true });
    await emulator?.close();
  }
}

function runLocalAction(envFile: string): Promise<{ exitCode: number | null; stdout: string }> {
  const bin = join(repoRoot, 'node_modules', '.bin', 'local-action');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(bin, ['run', repoRoot, 'src/main.ts', envFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise({ exitCode, stdout });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
