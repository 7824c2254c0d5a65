// `npm run emulator`: a standalone local Agent Job Service for trying the action by hand.
// Environment: PORT (default 8787), EMULATOR_JOB_MS (default 5000), and optionally
// EMULATOR_API_KEY / EMULATOR_PROJECT_ID to keep the same credentials across restarts.
import { startEmulator } from './server.js';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const port = intFromEnv('PORT', 8787);
const jobDurationMs = intFromEnv('EMULATOR_JOB_MS', 5000);

let emulator;
try {
  emulator = await startEmulator({
    host: '127.0.0.1',
    port,
    jobDurationMs,
    apiKey: process.env.EMULATOR_API_KEY || undefined,
    projectId: process.env.EMULATOR_PROJECT_ID || undefined,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
} catch (error) {
  console.error(`emulator: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
  process.exit(1);
}
const emu = emulator;

console.log(`Agent Job Service emulator listening on ${emu.url}`);
console.log(`  project-id:    ${emu.projectId}`);
console.log(`  api-key:       ${emu.apiKey}`);
console.log(`  read-only key: ${emu.readOnlyKey}`);
console.log(`  jobs run for ${jobDurationMs} ms, then complete with a pull request link`);
console.log('Point the action at it (input names keep their hyphens, hence `env`):');
console.log(
  `  env 'INPUT_BASE-URL=${emu.url}' 'INPUT_PROJECT-ID=${emu.projectId}' ` +
    `'INPUT_API-KEY=${emu.apiKey}' 'INPUT_PROMPT=Fix the typo in the README' ` +
    `'INPUT_POLL-INTERVAL=1s' node dist/index.js`,
);
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
