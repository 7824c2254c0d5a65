// `npm run emulator [-- --outcome failed|no-pr|archived|slow] [--port N] [--dotenv PATH]
// [--automation ID[:inactive|:not-scheduled|:unknown-job]]...`: a standalone local Agent Job
// Service for trying the action by hand.
//
// Every job ends the way --outcome says (default completed, with a pull request). It writes a
// ready dotenv file (default .tmp/emulator.env: .env.example with this emulator's address, key
// and project) and prints the command that runs the action with it, `npm run local-action --
// .tmp/emulator.env`, which applies action.yml's defaults as the runner does (so `fail-on`
// fails a failed or timed-out job) and exits 1 when the action fails.
//
// Environment: PORT (default 8787), EMULATOR_JOB_MS (default 5000), and optionally
// EMULATOR_API_KEY / EMULATOR_PROJECT_ID to keep the same credentials across restarts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatDotenv, parseDotenv } from '../scripts/local-action.js';
import { startEmulator } from './server.js';
import type { AutomationScript, RoundScript } from './server.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** What each --outcome makes of every round, and how the CLI describes it. */
export const OUTCOMES: Record<string, { round: RoundScript; says: string }> = {
  completed: { round: {}, says: 'then complete with a pull request link' },
  failed: { round: { outcome: 'failed' }, says: 'then fail' },
  'no-pr': {
    round: { outcome: 'completed', prLink: null },
    says: 'then complete without a pull request',
  },
  archived: { round: { outcome: 'archived' }, says: 'then are archived' },
  slow: {
    round: { activeForMs: 24 * 60 * 60 * 1000 },
    says: "and stay active for a day (the action stops at its 'timeout')",
  },
};

function usage(message: string): never {
  console.error(`emulator: ${message}`);
  console.error(
    `usage: npm run emulator -- [--outcome ${Object.keys(OUTCOMES).join('|')}] [--port N] [--dotenv PATH] [--automation ID[:${Object.keys(AUTOMATION_KINDS).join('|:')}]]...`,
  );
  process.exit(2);
}

function nonNegativeInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    usage(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * What `--automation ID:KIND` makes of the automation (no KIND: active, its run's job known to the
 * get-job endpoint), and how the CLI describes it.
 */
export const AUTOMATION_KINDS: Record<
  string,
  { script: Omit<AutomationScript, 'id'>; says: string }
> = {
  inactive: { script: { state: 'inactive' }, says: 'not active: a trigger answers 400' },
  'not-scheduled': {
    script: { state: 'not-scheduled' },
    says: 'not a custom-schedule automation: a trigger answers 400',
  },
  'unknown-job': {
    script: { jobKnown: false },
    says: "active; its run's job is unknown to the get-job endpoint (404)",
  },
};

function parseAutomation(spec: string): AutomationScript {
  const [id = '', kind, ...rest] = spec.split(':');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id) || rest.length > 0) {
    usage(`--automation takes ID or ID:KIND, got ${JSON.stringify(spec)}`);
  }
  if (kind === undefined) return { id };
  const known = AUTOMATION_KINDS[kind];
  if (!known) usage(`unknown --automation kind ${JSON.stringify(kind)}`);
  return { id, ...known.script };
}

function describeAutomation(a: AutomationScript): string {
  const kind = Object.entries(AUTOMATION_KINDS).find(
    ([, k]) => k.script.state === a.state && k.script.jobKnown === a.jobKnown,
  );
  return kind ? kind[1].says : "active; its run's job is followed like any job";
}

let args;
try {
  args = parseArgs({
    options: {
      outcome: { type: 'string', default: 'completed' },
      port: { type: 'string' },
      dotenv: { type: 'string', default: '.tmp/emulator.env' },
      automation: { type: 'string', multiple: true, default: [] },
    },
  }).values;
} catch (error) {
  usage((error as Error).message);
}
const outcome = OUTCOMES[args.outcome];
if (!outcome) usage(`unknown --outcome ${JSON.stringify(args.outcome)}`);

const port = nonNegativeInt('--port', args.port ?? process.env.PORT, 8787);
const automations = args.automation.map(parseAutomation);
const jobDurationMs = nonNegativeInt('EMULATOR_JOB_MS', process.env.EMULATOR_JOB_MS, 5000);

let emulator;
try {
  emulator = await startEmulator({
    host: '127.0.0.1',
    port,
    jobDurationMs,
    defaultRound: outcome.round,
    apiKey: process.env.EMULATOR_API_KEY || undefined,
    projectId: process.env.EMULATOR_PROJECT_ID || undefined,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
    automations,
  });
} catch (error) {
  console.error(`emulator: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
  process.exit(1);
}
const emu = emulator;

// The env file: .env.example's inputs and runner variables, pointed at this emulator.
const envFile = resolve(args['dotenv']);
const entries = parseDotenv(readFileSync(resolve(repoRoot, '.env.example'), 'utf8'));
entries.set('INPUT_BASE-URL', emu.url);
entries.set('INPUT_PROJECT-ID', emu.projectId);
entries.set('INPUT_API-KEY', emu.apiKey);
mkdirSync(dirname(envFile), { recursive: true });
writeFileSync(envFile, formatDotenv(entries), { mode: 0o600 });
// `npm run` runs scripts in the repository's root: name the file from there when it is inside.
const fromRoot = relative(repoRoot, envFile);
const shownEnvFile = fromRoot.startsWith('..') || isAbsolute(fromRoot) ? envFile : fromRoot;

console.log(`Agent Job Service emulator listening on ${emu.url}`);
console.log(`  project-id:    ${emu.projectId}`);
console.log(`  api-key:       ${emu.apiKey}`);
console.log(`  read-only key: ${emu.readOnlyKey}`);
console.log(`  jobs run for ${jobDurationMs} ms, ${outcome.says}`);
for (const a of automations) console.log(`  automation ${a.id}: ${describeAutomation(a)}`);
console.log(
  `Run the action against it, with action.yml's defaults as the runner applies them (inputs in ${shownEnvFile}):`,
);
console.log(`  npm run local-action -- ${shownEnvFile}`);
console.log(
  `  or in a workflow step: with: { base-url: ${emu.url}, project-id: ${emu.projectId} }`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) {
    // A second signal means "now".
    process.exit(130);
  }
  stopping = true;
  console.log(`${signal}: shutting down`);
  await emu.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
