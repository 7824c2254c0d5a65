// Runs the action's main step (src/main.ts `run`) or post step (src/post.ts `post`) in this
// process, the way scripts/run-action.ts runs the bundle in a child: the same step layout and
// environment (prepareStep), the same result read back from the same files (readStep). The run
// gets a runtime of its own: this step's environment (never the test process's), a toolkit that
// writes this step's stdout and files (StepToolkit), and cancel signals that only it hears.
// A kill ends the step where it stands: the result is what it had written by then; the run, which
// nothing can stop in-process, is then wound down as a cancelled one with no time given to it,
// and a test awaits its end (settleKilledSteps). A step that may be killed reaches the service and
// GitHub through links cut at the kill (severable-link.ts), so that, as with a killed process,
// nothing the wound-down run sends lands. What only the bundle proves stays with runAction: the
// ncc build, Node 24, a signal to a real process and its exit, proxies, the post entry that ends
// without loading the toolkit.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ProcessControl } from '../src/common/cancel.js';
import { systemClock, type Clock } from '../src/common/clock.js';
import type { Runtime } from '../src/common/runtime.js';
import { run } from '../src/main.js';
import { post } from '../src/post.js';
import {
  actionPostEntry,
  parseFileCommands,
  prepareStep,
  readStep,
  type ActionResult,
  type RunActionOptions,
} from '../scripts/run-action.js';
import { severableLink, type SeverableLink } from './severable-link.js';
import { StepToolkit } from './step-toolkit.js';

export type InProcessOptions = Omit<RunActionOptions, 'node' | 'timeoutMs'> & {
  /** The runtime's random numbers (jitter); default Math.random. */
  random?: () => number;
  /** The runtime's clock; default the system's. A VirtualClock runs the waits in virtual time. */
  clock?: Clock;
  /** Told when the step loads the runner's toolkit. */
  onToolkitLoad?: () => void;
};

/** The addresses of the servers a step talks to: the service's and GitHub's API. */
const SERVER_ADDRESSES = ['INPUT_BASE-URL', 'GITHUB_API_URL'];

/** Puts the step's servers behind links that a kill cuts (loopback http addresses only). */
async function severableServers(env: NodeJS.ProcessEnv): Promise<SeverableLink[]> {
  const links: SeverableLink[] = [];
  for (const name of SERVER_ADDRESSES) {
    const address = env[name];
    if (!address?.startsWith('http://127.0.0.1:')) continue;
    const link = await severableLink(address);
    env[name] = link.url;
    links.push(link);
  }
  return links;
}

/** How often a `signal.when` condition is looked at, as runAction does. */
const LOOK_EVERY_MS = 20;

/** Killed steps whose runs have not ended yet. */
const leftRunning = new Set<Promise<void>>();

/** Waits for the runs of killed steps to end (call it after closing the servers they talk to). */
export async function settleKilledSteps(): Promise<void> {
  await Promise.all([...leftRunning]);
}

export async function runInProcess(options: InProcessOptions = {}): Promise<ActionResult> {
  const action = options.action ?? 'root';
  const entry =
    options.entry === actionPostEntry
      ? post
      : options.entry
        ? undefined
        : (runtime: Runtime) => run(runtime, action);
  if (!entry) throw new Error(`runInProcess runs the main or the post step, not ${options.entry}`);
  const step = await prepareStep(options);
  const links = options.signal?.name === 'SIGKILL' ? await severableServers(step.env) : [];
  const cutLinks = () => Promise.all(links.map((link) => link.cut()));
  const timers = new Set<NodeJS.Timeout>();
  // Once the step is killed its run is only wound down: what it waits for comes at once.
  let dying = false;
  const later = (ms: number, callback: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        callback();
      },
      dying ? 0 : ms,
    );
    timers.add(timer);
  };
  const cleanUp = async () => {
    for (const timer of timers) clearTimeout(timer);
    await cutLinks();
    await step.remove();
  };

  const started = Date.now();
  const signals = new EventEmitter();
  let backstop = false;
  let signalSentAt: number | undefined;
  let pending = '';
  const toolkit = new StepToolkit(step.env, (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onStdout?.(line.replace(/\r$/, ''));
    if (cancel?.whenStdoutMatches && toolkit.stdout.search(cancel.whenStdoutMatches) >= 0) arm();
  });

  /** What the step had written when it was killed: read at once, before its run goes on. */
  const killedResult = (): ActionResult => {
    const read = (path: string) => readFileSync(path, 'utf8');
    const outputsRaw = read(step.files.GITHUB_OUTPUT);
    return {
      exitCode: null,
      signal: 'SIGKILL',
      stdout: toolkit.stdout,
      stderr: '',
      outputs: parseFileCommands(outputsRaw),
      outputsRaw,
      state: parseFileCommands(read(step.files.GITHUB_STATE)),
      summary: read(step.files.GITHUB_STEP_SUMMARY),
      durationMs: (signalSentAt ?? started) - started,
      signalSentAtMs: (signalSentAt ?? started) - started,
    };
  };

  // The signal, as runAction sends it: after a delay, once stdout matches, or once `when` holds.
  const cancel = options.signal;
  let armed = false;
  let killed: ((snapshot: ActionResult) => void) | undefined;
  const kill = new Promise<ActionResult>((resolve) => (killed = resolve));
  const arm = () => {
    if (!cancel || armed) return;
    armed = true;
    later(cancel.afterMs ?? 0, () => {
      signalSentAt = Date.now();
      if (cancel.name !== 'SIGKILL') return void signals.emit(cancel.name, cancel.name);
      killed?.(killedResult());
      // Wound down as a cancelled run: its waits and calls stop at once, and none of them lands.
      dying = true;
      void cutLinks().then(() => signals.emit('SIGTERM', 'SIGTERM'));
    });
  };
  if (cancel && !cancel.whenStdoutMatches && !cancel.when) arm();
  const condition = cancel?.when;
  if (condition) {
    const look = async () => {
      if (armed) return;
      const state = await readFile(step.files.GITHUB_STATE, 'utf8').catch(() => undefined);
      if (state !== undefined && condition(state)) arm();
      else later(LOOK_EVERY_MS, () => void look());
    };
    void look();
  }

  const control: ProcessControl = {
    signals,
    exit: () => {
      backstop = true;
    },
    later,
  };
  const runtime: Runtime = {
    clock: options.clock ?? systemClock,
    random: options.random ?? Math.random,
    env: step.env,
    toolkit: () => {
      options.onToolkitLoad?.();
      return Promise.resolve(toolkit);
    },
    process: control,
  };
  const ran = entry(runtime).then(() => undefined);
  let first: ActionResult | undefined;
  try {
    first = await Promise.race([ran, kill]);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  if (first !== undefined) {
    const ending = ran.catch(() => undefined).then(cleanUp);
    leftRunning.add(ending);
    void ending.finally(() => leftRunning.delete(ending));
    return first;
  }
  try {
    if (pending !== '') options.onStdout?.(pending);
    if (backstop) {
      throw new Error(
        `the step did not end by itself: the hard-exit backstop fired\n${toolkit.stdout}`,
      );
    }
    return {
      exitCode: toolkit.exitCode ?? 0,
      signal: null,
      stdout: toolkit.stdout,
      stderr: '',
      ...(await readStep(step.files)),
      durationMs: Date.now() - started,
      signalSentAtMs: signalSentAt === undefined ? undefined : signalSentAt - started,
    };
  } finally {
    await cleanUp();
  }
}
