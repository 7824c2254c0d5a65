// Runs the bundled action (dist/index.js) in a child process the way the GitHub runner does:
// every declared input as INPUT_<NAME> (defaults from action.yml filled in), a clean
// environment with the runner's variables and file commands, an event payload file. The
// outputs and the job summary are read back from the files the action wrote. The node binary
// is ACTION_NODE when set (.ci/run runs the end-to-end tests again under Node 24 that way).
// The post step runs as the runner runs it: dist/post.js, with the state the main step saved
// (its GITHUB_STATE file, returned as `state`) as STATE_<name> variables and the same inputs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { realEvent } from '../__fixtures__/webhooks.js';
import { actionInfo, mainEntry, readManifest, type ActionName } from './actions.js';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const actionEntry = join(repoRoot, 'dist', 'index.js');
/** action.yml `runs.post`: the post step's entry. */
export const actionPostEntry = join(repoRoot, 'dist', 'post.js');

/** What the runner substitutes for `${{ github.token }}`. */
export const FAKE_GITHUB_TOKEN = 'ghs_fake0000000000000000000000000000000';

export type CancelSignal = 'SIGTERM' | 'SIGINT' | 'SIGHUP';
/** A cancel signal, or the kill the runner ends with (after the cancel grace, or at timeout-minutes). */
type StopSignal = CancelSignal | 'SIGKILL';

export interface RunActionOptions {
  /**
   * Which of the repository's actions the step uses (its action.yml's inputs and `runs.main`);
   * default the root action.
   */
  action?: ActionName;
  /** Inputs by their action.yml name. Absent: the action.yml default. `undefined`: not set at all. */
  inputs?: Record<string, string | undefined>;
  /** Extra environment, applied last; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** The triggering event; default the real `workflow_dispatch` payload (no inputs). */
  event?: { name: string; payload?: Record<string, unknown> };
  /** GITHUB_WORKSPACE; default a fresh temp dir. */
  workspace?: string;
  /** Kill the action and reject after this long; default 60 s. */
  timeoutMs?: number;
  /**
   * Send a signal like a cancelled workflow (or the kill that ends one): after a delay, once stdout
   * matches, once `when` holds (asked every 20 ms with the state the action has saved so far, the
   * GITHUB_STATE file: a request a fake server saw, a state written), or a delay counted from that.
   */
  signal?: {
    name: StopSignal;
    afterMs?: number;
    whenStdoutMatches?: RegExp;
    when?: (savedState: string) => boolean;
  };
  /** Saved state handed to the step as the runner does to a post step: STATE_<name>. */
  state?: Record<string, string>;
  /** Called with each complete stdout line as it arrives. */
  onStdout?: (line: string) => void;
  /** Called with each complete stderr line as it arrives. */
  onStderr?: (line: string) => void;
  /** The node binary; default actionNode(). */
  node?: string;
  /** The script to run; default the action's `runs.main` (the root action's: dist/index.js). */
  entry?: string;
}

export interface ActionResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** The GITHUB_OUTPUT file as the action wrote it. */
  outputsRaw: string;
  /** The state the action saved (GITHUB_STATE), as the runner reads it: the post step gets it. */
  state: Record<string, string>;
  summary: string;
  durationMs: number;
  /** Milliseconds after the start at which the cancel signal was sent, if it was. */
  signalSentAtMs?: number;
}

interface ActionInput {
  name: string;
  default?: string;
}

const declaredInputs = new Map<ActionName, ActionInput[]>();

/** The inputs an action.yml declares, with their defaults as the runner evaluates them. */
export function readDeclaredInputs(action: ActionName = 'root'): ActionInput[] {
  const known = declaredInputs.get(action);
  if (known) return known;
  const inputs = readManifest(action).inputs ?? {};
  const declared = Object.entries(inputs).map(([name, spec]) => {
    const raw = isRecord(spec) ? spec.default : undefined;
    if (raw === undefined || raw === null) return { name };
    return { name, default: evaluateDefault(String(raw)) };
  });
  declaredInputs.set(action, declared);
  return declared;
}

function evaluateDefault(value: string): string {
  return value.replace(/\$\{\{\s*github\.token\s*\}\}/g, FAKE_GITHUB_TOKEN);
}

/** The runner's env name for an input: upper-cased, spaces to `_`, hyphens kept. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Parses a file-command file (GITHUB_OUTPUT, GITHUB_ENV) as the runner does: `name=value`
 * lines and `name<<DELIMITER` heredocs. Throws on a line the runner would reject.
 */
export function parseFileCommands(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      result[line.slice(0, equals)] = line.slice(equals + 1);
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (name === '' || delimiter === '') throw new Error(`invalid file command line: ${line}`);
      const value: string[] = [];
      for (i++; ; i++) {
        if (i >= lines.length) throw new Error(`no closing delimiter ${delimiter} for ${name}`);
        if (lines[i] === delimiter) break;
        value.push(lines[i] ?? '');
      }
      result[name] = value.join('\n');
    } else {
      throw new Error(`invalid file command line: ${line}`);
    }
  }
  return result;
}

// The default event is the real workflow_dispatch payload GitHub sent (inputs empty), so that
// every run that names no event still reads a payload of the real shape.
const DEFAULT_EVENT = realEvent('workflow_dispatch');

/** The runner's file-command files, as environment variable name → path. */
type RunnerFiles = Record<
  'GITHUB_OUTPUT' | 'GITHUB_STEP_SUMMARY' | 'GITHUB_STATE' | 'GITHUB_ENV' | 'GITHUB_PATH',
  string
>;

export interface RunnerDirs {
  files: RunnerFiles;
  /** Where the event payload goes (not written here). */
  eventPath: string;
  workspace: string;
  runnerTemp: string;
}

/**
 * Lays out a step's runner state in `dir`: creates the workspace (default `dir`/workspace) and
 * RUNNER_TEMP, and names the file-command files and the event file (neither written here).
 */
export async function prepareRunnerDirs(dir: string, workspace?: string): Promise<RunnerDirs> {
  const dirs: RunnerDirs = {
    files: {
      GITHUB_OUTPUT: join(dir, 'output.txt'),
      GITHUB_STEP_SUMMARY: join(dir, 'step-summary.md'),
      GITHUB_STATE: join(dir, 'state.txt'),
      GITHUB_ENV: join(dir, 'env.txt'),
      GITHUB_PATH: join(dir, 'path.txt'),
    },
    eventPath: join(dir, 'event.json'),
    workspace: workspace ?? join(dir, 'workspace'),
    runnerTemp: join(dir, 'runner-temp'),
  };
  await mkdir(dirs.workspace, { recursive: true });
  await mkdir(dirs.runnerTemp, { recursive: true });
  return dirs;
}

/**
 * The variables the runner sets for a step (CI, GITHUB_*, RUNNER_*) in acme/docs, with the
 * file-command files, the event and the directories given. Not PATH, HOME or the inputs.
 */
export function runnerEnvironment(
  step: RunnerDirs & { eventName: string },
): Record<string, string> {
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    ...step.files,
    GITHUB_EVENT_NAME: step.eventName,
    GITHUB_EVENT_PATH: step.eventPath,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9/api/v3',
    GITHUB_GRAPHQL_URL: 'http://127.0.0.1:9/api/graphql',
    GITHUB_WORKSPACE: step.workspace,
    GITHUB_WORKFLOW: 'Agent',
    GITHUB_JOB: 'agent',
    GITHUB_ACTION: 'agent',
    GITHUB_ACTOR: 'octocat',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: 'refs/heads/main',
    RUNNER_TEMP: step.runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'local',
  };
}

/**
 * The node binary that runs the action: ACTION_NODE when set (e.g. Node 24, the runtime
 * action.yml names, while the tests themselves run on the machine's node), else this node.
 */
export function actionNode(env: NodeJS.ProcessEnv = process.env): string {
  return env.ACTION_NODE?.trim() || process.execPath;
}

export async function runAction(options: RunActionOptions = {}): Promise<ActionResult> {
  const entry = options.entry ?? mainEntry(options.action ?? 'root');
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const step = await prepareStep(options);
  try {
    const started = Date.now();
    const run = await spawnAction(step.env, options, step.files.GITHUB_STATE);
    return {
      ...run,
      ...(await readStep(step.files)),
      durationMs: Date.now() - started,
      signalSentAtMs: run.signalSentAt === undefined ? undefined : run.signalSentAt - started,
    };
  } finally {
    await step.remove();
  }
}

/** A step laid out for a run: its environment, as the runner sets it, and its files. */
export interface PreparedStep {
  readonly env: Record<string, string>;
  readonly files: RunnerFiles;
  /** Removes the step's directory. */
  remove(): Promise<void>;
}

/**
 * Lays out a step as the runner does before it starts the action: a temporary directory with the
 * file-command files (empty) and the event payload, and the environment: PATH and HOME, the
 * runner's variables, the inputs (action.yml defaults filled in), saved state, then `options.env`.
 */
export async function prepareStep(options: RunActionOptions): Promise<PreparedStep> {
  const inputEnv = buildInputEnv(options.action ?? 'root', options.inputs ?? {});
  const temp = await mkdtemp(join(tmpdir(), 'agent-job-action-'));
  const remove = () => rm(temp, { recursive: true, force: true });
  try {
    const step = await prepareRunnerDirs(temp, options.workspace);
    const { files, eventPath } = step;
    for (const file of Object.values(files)) await writeFile(file, '');
    const event = options.event ?? DEFAULT_EVENT;
    await writeFile(eventPath, JSON.stringify(event.payload ?? {}));
    const env = cleanEnv({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...runnerEnvironment({ ...step, eventName: event.name }),
      ...inputEnv,
      ...stateEnv(options.state),
      ...options.env,
    });
    return { env, files, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** What a finished step left in its files: the outputs, the saved state and the job summary. */
export async function readStep(
  files: RunnerFiles,
): Promise<Pick<ActionResult, 'outputs' | 'outputsRaw' | 'state' | 'summary'>> {
  const outputsRaw = await readFile(files.GITHUB_OUTPUT, 'utf8');
  return {
    outputs: parseFileCommands(outputsRaw),
    outputsRaw,
    state: parseFileCommands(await readFile(files.GITHUB_STATE, 'utf8')),
    summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
  };
}

function buildInputEnv(
  action: ActionName,
  given: Record<string, string | undefined>,
): Record<string, string> {
  const declared = readDeclaredInputs(action);
  const names = new Set(declared.map((input) => input.name));
  const unknown = Object.keys(given).filter((name) => !names.has(name));
  if (unknown.length > 0) {
    throw new Error(`inputs not declared in ${actionInfo(action).manifest}: ${unknown.join(', ')}`);
  }
  const env: Record<string, string> = {};
  for (const input of declared) {
    const value = Object.hasOwn(given, input.name) ? given[input.name] : (input.default ?? '');
    if (value !== undefined) env[inputEnvName(input.name)] = value;
  }
  return env;
}

/** Saved state as the runner passes it to the post step: `STATE_<name>` for each name. */
function stateEnv(state: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value]));
}

function cleanEnv(env: Record<string, string | undefined>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) clean[name] = value;
  return clean;
}

interface SpawnResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  signalSentAt?: number;
}

function spawnAction(
  env: Record<string, string>,
  options: RunActionOptions,
  stateFile: string,
): Promise<SpawnResult> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolvePromise, reject) => {
    const entry = options.entry ?? mainEntry(options.action ?? 'root');
    const child = spawn(options.node ?? actionNode(), [entry], {
      cwd: env.GITHUB_WORKSPACE,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let signalSentAt: number | undefined;
    let signalArmed = false;
    const timers: NodeJS.Timeout[] = [];

    const cancel = options.signal;
    const armSignal = (): void => {
      if (!cancel || signalArmed) return;
      signalArmed = true;
      timers.push(
        setTimeout(() => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          signalSentAt = Date.now();
          child.kill(cancel.name);
        }, cancel.afterMs ?? 0),
      );
    };
    if (cancel && !cancel.whenStdoutMatches && !cancel.when) armSignal();
    const condition = cancel?.when;
    if (condition) {
      const look = (): void => {
        if (signalArmed || child.exitCode !== null || child.signalCode !== null) return;
        readFile(stateFile, 'utf8')
          .then((text) => {
            if (condition(text)) armSignal();
            else timers.push(setTimeout(look, 20));
          })
          .catch(() => timers.push(setTimeout(look, 20)));
      };
      look();
    }

    const stdoutLines = lineSplitter((line) => options.onStdout?.(line));
    const stderrLines = lineSplitter((line) => options.onStderr?.(line));
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      stdoutLines.push(chunk);
      if (cancel?.whenStdoutMatches && stdout.search(cancel.whenStdoutMatches) >= 0) armSignal();
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      stderrLines.push(chunk);
    });

    let timedOut = false;
    timers.push(
      setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs),
    );

    child.on('error', (error) => {
      timers.forEach(clearTimeout);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      timers.forEach(clearTimeout);
      stdoutLines.end();
      stderrLines.end();
      if (timedOut) {
        reject(
          new Error(
            `the action did not finish within ${timeoutMs} ms and was killed; last output:\n` +
              tail(stdout + stderr, 20),
          ),
        );
        return;
      }
      resolvePromise({ exitCode, signal, stdout, stderr, signalSentAt });
    });
  });
}

function lineSplitter(onLine: (line: string) => void): {
  push: (chunk: string) => void;
  end: () => void;
} {
  let pending = '';
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.replace(/\r$/, ''));
    },
    end() {
      if (pending !== '') onLine(pending);
      pending = '';
    },
  };
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
