// Shared pieces of the end-to-end tests: each test starts its own emulator, runs the bundled
// action against it through runAction, and asserts on exit code, outputs, summary and the
// requests the emulator recorded.
import { afterAll, afterEach, expect } from '@jest/globals';
import { createServer } from 'node:net';
import { startGitHubFake } from '../../emulator/github-fake.js';
import type {
  FakeComment,
  GitHubFake,
  GitHubFakeOptions,
  GitHubFakeRequest,
} from '../../emulator/github-fake.js';
import { startEmulator } from '../../emulator/index.js';
import type { Emulator, EmulatorOptions, JobRecordJson } from '../../emulator/index.js';
import { runAction } from '../../scripts/run-action.js';
import type { Clock } from '../../src/common/clock.js';
import { ACTION_INPUTS } from '../../src/settings/actions.js';
import type { ActionName } from '../../src/settings/types.js';
import { render } from '../../__fixtures__/github-render.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import { realEvent } from '../../__fixtures__/webhooks.js';
import type { AuthorAssociation, PayloadEdits } from '../../__fixtures__/webhooks.js';
import type { ActionResult, RunActionOptions } from '../../scripts/run-action.js';

export type { ActionResult, Emulator, FakeComment, GitHubFake, JobRecordJson };

/** Paths as the emulator records them (without the base path). */
export const CREATE_PATH = /^\/v2\/agent\/[^/]+\/job$/;
export const MESSAGE_PATH = /^\/v2\/agent\/[^/]+\/job\/[^/]+\/message$/;
export const GET_PATH = /^\/v2\/agent\/[^/]+\/job\/[^/]+$/;
/** The ids the emulator hands out. */
export const EMULATOR_JOB_ID = /job_\d+_[0-9a-f]{8}/;

/** Fast polling through the action's own inputs; the job scripts keep jobs short. */
const FAST_INPUTS = {
  'poll-interval': '50ms',
  'max-poll-interval': '100ms',
  timeout: '20s',
} as const;

const running: Emulator[] = [];

/** Starts an emulator that `closeEmulators` (in afterEach) will close. */
export async function emulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const started = await startEmulator({ jobDurationMs: 200, ...options });
  running.push(started);
  witnessFor().servers.add(started);
  return started;
}

export async function closeEmulators(): Promise<void> {
  await Promise.all(running.splice(0).map((e) => e.close()));
}

/**
 * For `test.concurrent`: runs `body` with an emulator of its own and closes it when `body` settles
 * (an afterEach(closeEmulators) would close the emulators of the tests still running).
 */
export async function withEmulator<T>(
  body: (emu: Emulator) => Promise<T>,
  options: EmulatorOptions = {},
): Promise<T> {
  const started = await startEmulator({ jobDurationMs: 200, ...options });
  // Concurrent tests share the file's hooks: this test's runs and requests are witnessed apart.
  const witness = new Witness();
  witness.servers.add(started);
  witnesses.set(started, witness);
  try {
    const value = await body(started);
    // Hooks do not wrap concurrent tests one by one: sweep this test's runs here, so that a leak
    // fails the test that made it.
    sweepForKey((swept) => swept.emu === started);
    return value;
  } catch (error) {
    throw witness.attachTo(error);
  } finally {
    await started.close();
  }
}

/** The inputs every run needs (project, key, base-url) plus fast polling, then `inputs`. */
export function inputsFor(
  emu: Emulator,
  inputs: Record<string, string | undefined> = {},
  action: ActionName = 'root',
): Record<string, string | undefined> {
  // The fast polling where the action waits (the sweep action has no such inputs).
  const fast = Object.entries(FAST_INPUTS).filter(([name]) => ACTION_INPUTS[action].includes(name));
  return {
    'project-id': emu.projectId,
    'api-key': emu.apiKey,
    'base-url': emu.url,
    ...Object.fromEntries(fast),
    ...inputs,
  };
}

/** How a step is run, and what it may be given. */
export interface StepOptions extends Omit<RunActionOptions, 'inputs'> {
  /** In-process only: the step's clock (a VirtualClock runs its waits in virtual time). */
  clock?: Clock;
  /** In-process only: told when the step loads the runner's toolkit. */
  onToolkitLoad?: () => void;
}
type StepRunner = (
  options: RunActionOptions & Pick<StepOptions, 'clock' | 'onToolkitLoad'>,
) => Promise<ActionResult>;

/** How a step runs: the bundle in a child process here; the in-process tier's helpers set their own. */
let runStep: StepRunner = runAction;

/** Runs every step of this test file with `runner` (__tests__/integration/helpers.ts: in-process). */
export function runStepsWith(runner: StepRunner): void {
  runStep = runner;
}

/** Runs the action against `emu` with `inputsFor(emu, inputs)`. */
export function run(
  emu: Emulator,
  inputs: Record<string, string | undefined> = {},
  options: StepOptions = {},
): Promise<ActionResult> {
  if (options.clock && runStep === runAction) {
    throw new Error('the bundle runs on the system clock: give a clock to a step in-process only');
  }
  if (options.onToolkitLoad && runStep === runAction) {
    throw new Error('the bundle loads its own toolkit: watch it load in-process only');
  }
  const all = inputsFor(emu, inputs, options.action);
  sweepGitHubFakeAt(options.env?.GITHUB_API_URL, all['api-key']);
  const witnessed = witnessFor(emu).runStarted(options.env?.GITHUB_API_URL);
  // A run killed after 45 s: only a hung action gets there, also on a busy machine (runs took up to
  // 17 s at a load of 25–30), and the test's own time-out (60 s) is not reached first.
  return runStep({ timeoutMs: 45_000, ...options, inputs: all }).then(
    (result) => {
      witnessed.result = result;
      return recordForKeySweep(result, all['api-key'], emu);
    },
    (error: unknown) => {
      witnessed.error = error instanceof Error ? error.message : String(error);
      throw error;
    },
  );
}

/** Far longer than a loaded machine takes to start the action, create the job and check it a few times. */
export const TIMEOUT_UNDER_LOAD = '5s';

/**
 * The longest a cancelled action may take, from the signal to its exit, as the test process sees
 * it: the runner's own grace between SIGTERM and SIGKILL (7.5 s). The action stops at once and
 * exits by itself; its backstop (a hard exit 4.5 s after the signal) leaves 3 s for a busy machine
 * to schedule the processes, so only an action that ignores the signal goes past it. That it
 * stopped by itself, not by the backstop, shows in its one cancel error line (the backstop exits
 * without one).
 */
export const STOP_BOUND_MS = 7500;

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
function errorLines(result: ActionResult): string[] {
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
 * The api-key is masked before anything else is printed, and appears nowhere else, whole or in
 * part (any 8 characters of it in a row): not in the log, stderr, the outputs file or the job summary.
 */
export function expectNoKeyLeak(result: ActionResult, key: string): void {
  noteKeyChecked(result, key);
  const lines = result.stdout.split('\n');
  // A step that prints nothing at all (the post step of a run that reported) has nothing to mask.
  if (result.stdout !== '') expect(lines[0]).toBe(`::add-mask::${key}`);
  const rest = lines.filter((line) => !line.startsWith('::add-mask::')).join('\n');
  const where: Array<[string, string]> = [
    ['stdout', rest],
    ['stderr', result.stderr],
    ['the outputs file', result.outputsRaw],
    ['the job summary', result.summary],
  ];
  for (const [name, text] of where) {
    const fragment = leakedFragment(text, key);
    check(fragment === undefined, `the api-key leaked into ${name} (${fragment})`, result);
  }
}

/** Secrets leak in part too (a cut after redaction): any 8 characters of the key in a row count. */
const KEY_FRAGMENT_LENGTH = 8;

/**
 * The first piece of `key` found in `text`: the key itself URL-encoded, or any run of
 * KEY_FRAGMENT_LENGTH characters of it (every longer piece contains one of these).
 */
export function leakedFragment(text: string, key: string): string | undefined {
  const needles = new Set([encodeURIComponent(key)]);
  if (key.length <= KEY_FRAGMENT_LENGTH) needles.add(key);
  for (let i = 0; i + KEY_FRAGMENT_LENGTH <= key.length; i++) {
    needles.add(key.slice(i, i + KEY_FRAGMENT_LENGTH));
  }
  return [...needles].find((needle) => text.includes(needle));
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

// ---- what a failed test shows ------------------------------------------------------------------
// When an end-to-end test fails, for whatever reason (a helper's check or a plain expect), its
// failure message ends with what the runs of that test printed (exit, stdout, stderr, outputs)
// and every request the service emulator and the GitHub fake saw, in order, with the status
// answered and the time since the test began: a flake and a bug can be told apart from the CI log.
// A test run one at a time is witnessed from its start (jest's test environment,
// __fixtures__/test-environment.mjs, calls `start` and `describe` through WITNESS_HOOK); a
// concurrent test by the emulator `withEmulator` gave it, whose errors it extends itself.

/** Something that records the requests it received (the service emulator, the GitHub fake). */
interface RequestRecorder {
  readonly url: string;
  readonly requests: ReadonlyArray<{
    method: string;
    path: string;
    at: number;
    status?: number;
  }>;
}

interface WitnessedRun {
  startedAt: number;
  githubUrl?: string;
  result?: ActionResult;
  error?: string;
}

/** How much of a run's stdout and stderr a failure shows (the end, where it failed). */
const SHOWN_LINES = 80;
const SHOWN_CHARS = 8000;
const described = new WeakSet<object>();

class Witness {
  readonly startedAt = Date.now();
  readonly runs: WitnessedRun[] = [];
  readonly servers = new Set<RequestRecorder>();

  runStarted(githubUrl: string | undefined): WitnessedRun {
    const witnessed: WitnessedRun = { startedAt: Date.now(), githubUrl };
    this.runs.push(witnessed);
    return witnessed;
  }

  /** A run the helpers did not start themselves (runAction, then recordForKeySweep). */
  runEnded(result: ActionResult): void {
    if (this.runs.some((r) => r.result === result)) return;
    this.runs.push({ startedAt: Date.now() - result.durationMs, result });
  }

  /** The report, or undefined when the test started no run and no server. */
  report(): string | undefined {
    const servers = new Set(this.servers);
    for (const run of this.runs) {
      const fake = run.githubUrl === undefined ? undefined : knownFakes.get(run.githubUrl);
      if (fake) servers.add(fake);
    }
    if (this.runs.length === 0 && servers.size === 0) return undefined;
    const parts = ['', '==== what this test saw (runs of the action, then requests) ===='];
    this.runs.forEach((run, i) => parts.push(this.describeRun(run, i + 1)));
    for (const server of servers) parts.push(this.describeServer(server));
    return parts.join('\n');
  }

  /** `error` with the report appended to its message (and stack); once only. */
  attachTo(error: unknown): unknown {
    // Duck-typed: an assertion error may come from another realm than this module's Error.
    if (!isErrorLike(error) || described.has(error)) return error;
    described.add(error);
    const report = this.report();
    if (report === undefined) return error;
    const { message, stack } = error; // V8 writes the stack when first read: read it before the change
    error.message = `${message}\n${report}`;
    if (typeof stack === 'string' && message !== '' && stack.includes(message)) {
      error.stack = stack.replace(message, () => error.message);
    }
    return error;
  }

  private offset(at: number): string {
    return `+${((at - this.startedAt) / 1000).toFixed(3)} s`;
  }

  private describeRun(run: WitnessedRun, n: number): string {
    const head = `---- run ${n}, started at ${this.offset(run.startedAt)}`;
    const { result } = run;
    if (!result) return `${head}: ${run.error ?? 'still running when the test failed'}`;
    return [
      `${head}: exit code ${String(result.exitCode)}, signal ${String(result.signal)}, ${result.durationMs} ms` +
        (result.signalSentAtMs === undefined
          ? ''
          : `, signal sent at +${result.signalSentAtMs} ms`),
      '-- stdout --',
      lastLines(result.stdout.replace(/^::add-mask::.*$/gm, '::add-mask::***')),
      '-- stderr --',
      lastLines(result.stderr),
      '-- outputs --',
      JSON.stringify(result.outputs, null, 2),
    ].join('\n');
  }

  private describeServer(server: RequestRecorder): string {
    const kind = knownFakes.get(server.url) === server ? 'GitHub fake' : 'service emulator';
    const lines = server.requests.map(
      (r) =>
        `  ${this.offset(r.at)}  ${r.method} ${r.path} → ${r.status === undefined ? 'no (complete) answer' : String(r.status)}`,
    );
    const count = `${lines.length} request${lines.length === 1 ? '' : 's'}`;
    return [`---- ${kind} at ${server.url}: ${count}`, ...lines].join('\n');
  }
}

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'message') === 'string'
  );
}

function lastLines(text: string): string {
  const lines = text.trimEnd().split('\n');
  const kept = lines.slice(-SHOWN_LINES).join('\n').slice(-SHOWN_CHARS);
  const cut = kept.length < text.trimEnd().length;
  return `${cut ? '[… earlier lines left out]\n' : ''}${kept}`;
}

/** The fakes started by `githubFake`, by URL: a run names the one it reaches by GITHUB_API_URL. */
const knownFakes = new Map<string, GitHubFake>();
/** The witness of each concurrent test's emulator. */
const witnesses = new WeakMap<Emulator, Witness>();
/** The witness of the test running one at a time. */
let current = new Witness();

function witnessFor(emu?: Emulator): Witness {
  return (emu && witnesses.get(emu)) ?? current;
}

/** What __fixtures__/test-environment.mjs calls: at each test's start, and on its failure. */
const WITNESS_HOOK = Symbol.for('agent-job-action.e2e.witness');
(globalThis as Record<symbol, unknown>)[WITNESS_HOOK] = {
  start(): void {
    current = new Witness();
  },
  describe(error: unknown): void {
    current.attachTo(error);
  },
};

// ---- the suite-wide key sweep ------------------------------------------------------------------
// Every result that `run` produces is swept for the api-key it was given, after each test of every
// e2e file (this module registers the hooks in each file that imports it): stdout (minus the mask
// commands), stderr, the outputs file and the job summary. A leak fails the test that made it.

interface SweptRun {
  result: ActionResult;
  key: string;
  emu?: Emulator;
}

const unswept: SweptRun[] = [];
/** Results a test already checked with expectNoKeyLeak, per key: the sweep does not report them twice. */
const checked = new WeakMap<ActionResult, Set<string>>();

function noteKeyChecked(result: ActionResult, key: string): void {
  const keys = checked.get(result) ?? new Set<string>();
  keys.add(key);
  checked.set(result, keys);
}

/** Queues `result` for the sweep with the api-key the run was given; returns it unchanged. */
export function recordForKeySweep(
  result: ActionResult,
  apiKey: string | undefined,
  emu?: Emulator,
): ActionResult {
  witnessFor(emu).runEnded(result);
  const key = (apiKey ?? '').trim();
  if (key !== '') unswept.push({ result, key, emu });
  return result;
}

/** Checks (and forgets) the queued results that `which` selects; all of them by default. */
function sweepForKey(which: (swept: SweptRun) => boolean = () => true): void {
  const now = unswept.filter(which);
  for (const swept of now) unswept.splice(unswept.indexOf(swept), 1);
  for (const { result, key } of now) {
    if (!checked.get(result)?.has(key)) expectNoKeyLeak(result, key);
  }
}

afterEach(() => sweepForKey());
// Whatever is left (a run outside a test, a concurrent test that failed first) at the end of the file.
afterAll(() => sweepForKey());

// ---- small helpers for the fault, secret and cancellation tests ----------------------------------

/** The log lines (stdout) that match `pattern`. */
export function logLines(result: ActionResult, pattern: RegExp): string[] {
  return result.stdout.split('\n').filter((line) => pattern.test(line));
}

/** The requests the emulator recorded with this method and a path matching `path`, in order. */
export function requestsOf(emu: Emulator, method: string, path: RegExp): Emulator['requests'] {
  return emu.requests.filter((r) => r.method === method && path.test(r.path));
}

/** A 127.0.0.1 port with nothing listening on it: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An IMF-fixdate (the HTTP date format of Retry-After) for the epoch time `ms`, and that time rounded down to the second. */
export function httpDate(ms: number): { header: string; atMs: number } {
  const atMs = Math.floor(ms / 1000) * 1000;
  return { header: new Date(atMs).toUTCString(), atMs };
}

// ---- GitHub: the fake REST server, event payloads and comment checks ----------------------------
// For the comment and conversation tests: each test starts its own GitHub fake (closed by
// `closeGitHubFakes` in afterEach) and points the action at it through GITHUB_API_URL.

/** The repository runAction's environment names (GITHUB_REPOSITORY). */
export const REPO = 'acme/docs';
/** The run link the action's comment must carry, from runAction's GITHUB_SERVER_URL/GITHUB_REPOSITORY/GITHUB_RUN_ID. */
export const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242';
/** Request paths (after the fake's basePath) of the endpoints the action uses. */
export const GH_COMMENTS_PATH = /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/;
export const GH_COMMENT_PATH = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/\d+$/;
export const GH_REACTION_PATH = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/\d+\/reactions$/;
export const GH_LABEL_PATH = /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/labels\/[^/]+$/;
/** The action's hidden marker, with the job id and the status it last showed. */
/** The action's hidden marker (round, job id, status, kind); group 1 is the job id, `-` when there is none. */
const MARKER_PATTERN =
  /<!-- agent-job-action (?:round=\S+ )?job-id=(\S+) status=([a-z-]+)(?: kind=[a-z]+)? -->/g;

const fakes: GitHubFake[] = [];

/** Starts a GitHub fake that `closeGitHubFakes` (in afterEach) will close. */
export async function githubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const started = await startGitHubFake(options);
  fakes.push(started);
  knownFakes.set(started.url, started);
  return started;
}

/**
 * Closes the fakes `githubFake` started, after checking every request the action sent them against
 * GitHub's REST description (method, path, body): the action speaks GitHub's API, not the fake's.
 */
export async function closeGitHubFakes(): Promise<void> {
  const closing = fakes.splice(0);
  try {
    for (const fake of closing) expectRequestsFollowGitHubApi(fake.requests);
  } finally {
    await Promise.all(closing.map((f) => f.close()));
  }
}

/** The environment that points the action at `fake` (GITHUB_API_URL). */
export function githubEnv(fake: GitHubFake): Record<string, string> {
  return { GITHUB_API_URL: fake.url };
}

export interface IssueSeed {
  number: number;
  title?: string;
  body?: string;
  labels?: string[];
  isPullRequest?: boolean;
}

/**
 * The edits that turn the issue (or pull request) of a real payload into `seed`: its number, title,
 * body and address in REPO. The labels are only seeded in the fake; the action reads none.
 */
function issueEdits(seed: IssueSeed): PayloadEdits {
  const kind = seed.isPullRequest ? 'pull' : 'issues';
  return {
    'issue.number': seed.number,
    'issue.title': seed.title ?? `Issue ${seed.number}`,
    'issue.body': seed.body ?? '',
    'issue.html_url': `https://github.com/${REPO}/${kind}/${seed.number}`,
  };
}

/**
 * A real `issues` event (default action `labeled`); seeds the issue in `fake` too. Edited: the
 * issue (issueEdits), when labeled the label's name (default `agent`), and the sender when given
 * (who added the label; the payload's own otherwise).
 */
export function issuesEvent(
  fake: GitHubFake,
  seed: IssueSeed,
  options: {
    action?: string;
    label?: string;
    sender?: { login: string; type?: 'User' | 'Bot' };
  } = {},
): { name: string; payload: Record<string, unknown> } {
  const label = options.label ?? 'agent';
  fake.addIssue(REPO, { ...seed, labels: seed.labels ?? [label] });
  const action = options.action ?? 'labeled';
  const { sender } = options;
  return realEvent('issues', action, {
    ...issueEdits(seed),
    ...(action === 'labeled' ? { 'label.name': label } : {}),
    ...(sender && { 'sender.login': sender.login, 'sender.type': sender.type ?? 'User' }),
  });
}

export interface CommentSeed {
  body: string;
  login?: string;
  type?: 'User' | 'Bot';
  association?: AuthorAssociation;
  /** Default 'created'. */
  action?: string;
}

/**
 * A real `issue_comment` event for a comment that is also seeded on the issue in `fake` (the issue
 * is seeded or updated, keeping its comments), so the action can react to it. Edited: the issue
 * (issueEdits), and the comment's id, address, body, author and author association, and the sender.
 */
export function issueCommentEvent(
  fake: GitHubFake,
  issue: IssueSeed,
  comment: CommentSeed,
): { name: string; payload: Record<string, unknown> } {
  fake.addIssue(REPO, issue);
  const login = comment.login ?? 'octocat';
  const association = comment.association ?? 'MEMBER';
  const seeded = fake.addComment(REPO, issue.number, {
    body: comment.body,
    login,
    type: comment.type,
    author_association: association,
  });
  const type = seeded.user.type === 'Bot' ? 'Bot' : 'User';
  return realEvent(
    'issue_comment',
    comment.action ?? 'created',
    {
      ...issueEdits(issue),
      'comment.id': seeded.id,
      'comment.html_url': seeded.html_url,
      'comment.body': comment.body,
      'comment.user.login': login,
      'comment.user.type': type,
      'comment.author_association': association,
      'sender.login': login,
      'sender.type': type,
    },
    { on: issue.isPullRequest ? 'pull_request' : 'issue' },
  );
}

/** The comments on the issue that carry the action's marker (any author). */
export function markedComments(fake: GitHubFake, issueNumber: number): FakeComment[] {
  return fake.comments(REPO, issueNumber).filter((c) => c.body.includes('<!-- agent-job-action'));
}

/** The job ids in the markers of a comment body (a well-rendered comment has exactly one). */
export function markerJobIds(body: string): string[] {
  return [...body.matchAll(MARKER_PATTERN)].map((m) => m[1] ?? '').filter((id) => id !== '-');
}

/** The fake's requests with this method and a path matching `path`, in order. */
export function githubRequestsOf(
  fake: GitHubFake,
  method: string,
  path: RegExp,
): GitHubFakeRequest[] {
  return fake.requests.filter((r) => r.method === method && path.test(r.path));
}

/** The fake's requests that change something on GitHub: any but a read (a GET, or the GraphQL query of who the token is). */
export function githubWrites(fake: GitHubFake): GitHubFakeRequest[] {
  return fake.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql');
}

/** The `::warning` lines of the log, with the workflow-command escapes undone. */
export function warningLines(result: ActionResult): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning'))
    .map((line) => line.replace(/^::warning[^:]*::/, '').replace(/%25/g, '%'));
}

/** The `::notice` lines of the log, with the workflow-command escapes undone. */
export function noticeLines(result: ActionResult): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::notice'))
    .map((line) => line.replace(/^::notice[^:]*::/, '').replace(/%25/g, '%'));
}

/**
 * The api-key appears nowhere in what the action sent to GitHub (paths, queries, headers and
 * bodies: comments and their hidden markers), whole or in part.
 */
export function expectNoKeyInGitHub(fake: GitHubFake, key: string): void {
  noteGitHubChecked(fake, key);
  // Every byte the action sent: method, path, query, headers and body (comments, markers included).
  const sent = fake.requests.map(
    (r) =>
      `${r.method} ${r.path}?${JSON.stringify(r.query)}\n${JSON.stringify(r.headers)}\n${r.body}`,
  );
  for (const text of sent) {
    const fragment = leakedFragment(text, key);
    if (fragment !== undefined) {
      throw new Error(`the api-key leaked into a GitHub request (${fragment}):\n${text}`);
    }
  }
}

const githubSweep: Array<{ fake: GitHubFake; key: string }> = [];

/** A test that checked a fake itself is not reported twice by the sweep. */
function noteGitHubChecked(fake: GitHubFake, key: string): void {
  for (let i = githubSweep.length - 1; i >= 0; i -= 1) {
    const entry = githubSweep[i];
    if (entry?.fake === fake && entry.key === key) githubSweep.splice(i, 1);
  }
}

/**
 * Runs the action against `emu` with GITHUB_API_URL pointing at `fake` (plus `options.env`); like
 * every run that reaches a fake, the requests the fake received are swept for the api-key after the test.
 */
export async function runWithGitHub(
  emu: Emulator,
  fake: GitHubFake,
  inputs: Record<string, string | undefined> = {},
  options: StepOptions = {},
): Promise<ActionResult> {
  return run(emu, inputs, { ...options, env: { ...githubEnv(fake), ...options.env } });
}

/** A run that reaches a GitHub fake (by GITHUB_API_URL, whichever helper started it) has everything it sent swept. */
function sweepGitHubFakeAt(apiUrl: string | undefined, apiKey: string | undefined): void {
  const fake = fakes.find((f) => f.url === apiUrl);
  const key = (apiKey ?? '').trim();
  if (!fake || key === '') return;
  if (!githubSweep.some((entry) => entry.fake === fake && entry.key === key)) {
    githubSweep.push({ fake, key });
  }
}

function sweepGitHubForKey(): void {
  for (const { fake, key } of githubSweep.splice(0)) expectNoKeyInGitHub(fake, key);
}

afterEach(sweepGitHubForKey);
afterAll(sweepGitHubForKey);

/** The job summary's text as GitHub shows it (rendered by cmark-gfm), for asserting on what a person reads. */
export function summaryText(result: ActionResult): string {
  return render(result.summary).text;
}

/** Where the job summary's links go, as GitHub renders them. */
export function summaryLinks(result: ActionResult): string[] {
  return render(result.summary).links.map((link) => link.href);
}
