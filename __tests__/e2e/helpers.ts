// Shared pieces of the end-to-end tests: each test starts its own emulator, runs the bundled
// action against it through runAction, and asserts on exit code, outputs, summary and the
// requests the emulator recorded.
import { expect } from '@jest/globals';
import { startEmulator } from '../../emulator/index.js';
import type { Emulator, EmulatorOptions, JobRecordJson } from '../../emulator/index.js';
import { runAction } from '../../scripts/run-action.js';
import type { ActionResult, RunActionOptions } from '../../scripts/run-action.js';

export type { ActionResult, Emulator, JobRecordJson };

/** Paths as the emulator records them (without the base path). */
export const CREATE_PATH = /^\/v2\/agent\/[^/]+\/job$/;
export const MESSAGE_PATH = /^\/v2\/agent\/[^/]+\/job\/[^/]+\/message$/;
export const GET_PATH = /^\/v2\/agent\/[^/]+\/job\/[^/]+$/;
/** The ids the emulator hands out. */
export const EMULATOR_JOB_ID = /job_\d+_[0-9a-f]{8}/;

/** Fast polling through the action's own inputs; the job scripts keep jobs short. */
export const FAST_INPUTS = {
  'poll-interval': '50ms',
  'max-poll-interval': '100ms',
  timeout: '20s',
} as const;

const running: Emulator[] = [];

/** Starts an emulator that `closeEmulators` (in afterEach) will close. */
export async function emulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const started = await startEmulator({ jobDurationMs: 200, ...options });
  running.push(started);
  return started;
}

export async function closeEmulators(): Promise<void> {
  await Promise.all(running.splice(0).map((e) => e.close()));
}

/** The inputs every run needs (project, key, base-url) plus fast polling, then `inputs`. */
export function inputsFor(
  emu: Emulator,
  inputs: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    'project-id': emu.projectId,
    'api-key': emu.apiKey,
    'base-url': emu.url,
    ...FAST_INPUTS,
    ...inputs,
  };
}

/** Runs the bundle against `emu` with `inputsFor(emu, inputs)`. */
export function run(
  emu: Emulator,
  inputs: Record<string, string | undefined> = {},
  options: Omit<RunActionOptions, 'inputs'> = {},
): Promise<ActionResult> {
  return runAction({ timeoutMs: 20_000, ...options, inputs: inputsFor(emu, inputs) });
}

/** The stdout/stderr of a run, attached to a failed expectation so the reason is visible. */
function explain(result: ActionResult): string {
  return [
    `exit code ${String(result.exitCode)}, signal ${String(result.signal)}, ${result.durationMs} ms`,
    '--- stdout ---',
    result.stdout.trimEnd(),
    '--- stderr ---',
    result.stderr.trimEnd(),
    '--- outputs ---',
    JSON.stringify(result.outputs, null, 2),
  ].join('\n');
}

function check(condition: boolean, message: string, result: ActionResult): void {
  if (!condition) throw new Error(`${message}\n${explain(result)}`);
}

/** The `::error` lines of the log, with the workflow-command escapes undone. */
export function errorLines(result: ActionResult): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error'))
    .map((line) => line.replace(/^::error[^:]*::/, '').replace(/%25/g, '%'));
}

const STACK_FRAME = /^\s+at .*(\(.*:\d+:\d+\)|:\d+:\d+)\s*$/m;

export function expectSuccess(result: ActionResult): void {
  check(result.exitCode === 0, 'expected the step to succeed (exit code 0)', result);
  check(errorLines(result).length === 0, 'expected no ::error line', result);
}

/** A failed step: a non-zero exit code, not a crash by signal. */
export function expectFailure(result: ActionResult): void {
  check(
    result.exitCode !== null && result.exitCode !== 0,
    'expected the step to fail with a non-zero exit code',
    result,
  );
}

/**
 * A failed step that says why in exactly one `::error::` line (no embedded newline, no stack
 * trace anywhere) matching each of `patterns`.
 */
export function expectOneLineError(result: ActionResult, ...patterns: RegExp[]): string {
  expectFailure(result);
  const errors = errorLines(result);
  check(errors.length === 1, `expected exactly one ::error line, got ${errors.length}`, result);
  const message = errors[0] ?? '';
  check(!/%0A|%0D/.test(message), 'expected the error message on one line', result);
  check(!STACK_FRAME.test(result.stdout + result.stderr), 'expected no stack trace', result);
  for (const pattern of patterns) {
    check(pattern.test(message), `expected the error message to match ${String(pattern)}`, result);
  }
  return message;
}

/**
 * The api-key is masked before anything else is printed, and appears nowhere else: not in the
 * log (nor its secret part), stderr, the outputs file or the job summary.
 */
export function expectNoKeyLeak(result: ActionResult, key: string): void {
  const lines = result.stdout.split('\n');
  expect(lines[0]).toBe(`::add-mask::${key}`);
  const rest = lines.filter((line) => !line.startsWith('::add-mask::')).join('\n');
  const needles = [key, encodeURIComponent(key)];
  const secretPart = key.slice(key.indexOf('_') + 1);
  if (secretPart.length >= 8) needles.push(secretPart);
  for (const needle of needles) {
    const where: Array<[string, string]> = [
      ['stdout', rest],
      ['stderr', result.stderr],
      ['the outputs file', result.outputsRaw],
      ['the job summary', result.summary],
    ];
    for (const [name, text] of where) {
      check(!text.includes(needle), `the api-key leaked into ${name}`, result);
    }
  }
}

/** The `job` output: compact JSON of the last record seen. */
export function jobOutput(result: ActionResult): JobRecordJson {
  const text = result.outputs.job ?? '';
  check(text !== '', 'expected a job output', result);
  const record = JSON.parse(text) as JobRecordJson;
  expect(text).toBe(JSON.stringify(record));
  return record;
}

/** Nothing was sent to the service, and the step failed with one readable line. */
export function expectInputError(
  result: ActionResult,
  emu: Emulator,
  ...patterns: RegExp[]
): string {
  expect(emu.requests).toHaveLength(0);
  return expectOneLineError(result, ...patterns);
}
