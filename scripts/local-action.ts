// `npm run local-action [-- FILE.env] [--action digest|sweep|automation] [--with NAME=VALUE]...`:
// runs the TypeScript sources (src/main.ts, for the action's folder) with @github/local-action,
// which stubs @actions/core and @actions/github, taking inputs and environment from a dotenv file
// (default .env, else .env.example). `--action` runs one of the sub-actions (its action.yml's
// inputs and defaults; scripts/local-entry.ts runs it), `--with` sets an input for this run.
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
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.js';
import type { Emulator } from '../emulator/index.js';
import { ACTIONS, type ActionName } from './actions.js';
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

/** Sets the action.yml's default for each input the entries leave out, as the runner does. */
export function applyActionDefaults(
  entries: Map<string, string>,
  action: ActionName = 'root',
): void {
  for (const input of readDeclaredInputs(action)) {
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

/** The command line: the env file, the action, and inputs set for this run. */
function readArguments(argv: string[]): {
  file?: string;
  action: ActionName;
  inputs: Array<[string, string]>;
} {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      action: { type: 'string', default: 'root' },
      with: { type: 'string', multiple: true, default: [] },
    },
  });
  const action = ACTIONS.find((known) => known.name === values.action)?.name;
  if (!action) {
    throw new Error(
      `--action ${values.action}: name digest, sweep or automation (or none for the action)`,
    );
  }
  const inputs = values.with.map((pair): [string, string] => {
    const at = pair.indexOf('=');
    if (at <= 0)
      throw new Error(`--with ${pair}: write NAME=VALUE, as in --with automation-id=auto_1`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
  return { file: positionals[0], action, inputs };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof readArguments>;
  try {
    args = readArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`local-action: ${(error as Error).message}`);
    return 1;
  }
  const given = args.file;
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

  // The file's inputs are a step's `with:`: a sub-action's step gives only the inputs it takes.
  const declared = new Set(
    readDeclaredInputs(args.action).map((input) => inputEnvName(input.name)),
  );
  const leftOut = [...entries.keys()].filter(
    (key) => key.startsWith('INPUT_') && !declared.has(key),
  );
  if (args.action !== 'root' && leftOut.length > 0) {
    for (const key of leftOut) entries.delete(key);
    console.log(
      `local-action: the ${args.action} action does not take ${leftOut.map((key) => key.slice(6).toLowerCase()).join(', ')}: left out`,
    );
  }
  for (const [name, value] of args.inputs) entries.set(inputEnvName(name), value);
  applyActionDefaults(entries, args.action);
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

    const { exitCode, stdout } = await runLocalAction(runEnv, args.action);
    const log = stdout.replace(ANSI, '');
    const failed = /^::error::/m.test(log);
    const jobId = /^::set-output name=job-id::(.+)$/m.exec(log)?.[1];

    const summary = await readFile(summaryFile, 'utf8').catch(() => '');
    if (summary.trim() !== '') console.log(`\n--- job summary ---\n${summary.trim()}`);
    if (exitCode !== 0) {
      console.error(`local-action: @github/local-action exited with ${String(exitCode)}`);
      return 1;
    }
    // A sweep starts no job: its run is judged by its errors alone.
    if (failed || (!jobId && args.action !== 'sweep')) {
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

function runLocalAction(
  envFile: string,
  action: ActionName,
): Promise<{ exitCode: number | null; stdout: string }> {
  const bin = join(repoRoot, 'node_modules', '.bin', 'local-action');
  // local-action reads the action.yml in the folder it is given, and calls the entry's run().
  const [folder, entry] =
    action === 'root'
      ? [repoRoot, 'src/main.ts']
      : [join(repoRoot, action), '../scripts/local-entry.ts'];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(bin, ['run', folder, entry, envFile], {
      cwd: repoRoot,
      env: { ...process.env, LOCAL_ACTION_NAME: action },
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
