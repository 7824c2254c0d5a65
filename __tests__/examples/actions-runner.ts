// Runs an example workflow (examples/*.yml) as GitHub runs it, for the examples tier: the file read
// by GitHub's own workflow parser (@actions/workflow-parser); the trigger (event, `types` with
// GitHub's defaults per event, `branches`, `paths`); the job's `if:` and every `${{ }}` through
// GitHub's expression evaluator (@actions/expressions) with the github, vars, secrets, inputs and
// steps contexts; secrets and the job's token as GitHub gives them per event (a fork's
// `pull_request` run: no secrets and a read-only token); the job's `concurrency` group (one running,
// one pending, a newer pending one replacing it); and the steps: this action run in-process
// (__fixtures__/run-in-process.ts, through the integration helpers) against the service emulator
// and the GitHub fake, on the repository's clock when it has one (a virtual clock runs the waits in
// virtual time), actions/create-github-app-token failing without its secrets as it does and
// limiting its token to the `permission-<scope>` it names, and a `run:` step simulated by what it
// needs (its `env:` evaluated).
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import type { Expr } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import type { Clock } from '../../src/common/clock.js';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
} from '@actions/workflow-parser';
import type { WorkflowTemplate } from '@actions/workflow-parser';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { actionOfUses, type ActionName } from '../../scripts/actions.js';
import { repoRoot } from '../../scripts/lint-workflows.js';
import { inputEnvName, readDeclaredInputs } from '../../scripts/run-action.js';
import { REPO, runWithGitHub } from '../integration/helpers.js';
import type { ActionResult, Emulator, GitHubFake } from '../integration/helpers.js';

/** An example as GitHub reads it, and its YAML for what the parsed template does not keep. */
export interface Example {
  /** examples/NAME.yml */
  file: string;
  template: WorkflowTemplate;
  jobs: Record<string, RawJob>;
}

interface RawStep {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface RawJob {
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  steps: RawStep[];
}

export function loadExample(name: string): Promise<Example> {
  const file = `examples/${name}`;
  return readExample(file, readFileSync(join(repoRoot, file), 'utf8'));
}

/** A workflow from its text (an example as a team might change it). */
export async function readExample(file: string, content: string): Promise<Example> {
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors();
  if (errors.length > 0 || !parsed.value) {
    throw new Error(`${file} does not parse: ${errors.map((e) => e.message).join('; ')}`);
  }
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  if (template.errors?.length) {
    throw new Error(`${file}: ${template.errors.map((e) => e.Message).join('; ')}`);
  }
  const raw = parseYaml(content) as { jobs: Record<string, RawJob> };
  return { file, template, jobs: raw.jobs };
}

// ---- the trigger ---------------------------------------------------------------------------------

/** An event as GitHub delivers it to every workflow of the repository. */
export interface Delivery {
  name: string;
  payload: Record<string, unknown>;
  /** The files the pull request or push changed (for `paths`). */
  files?: string[];
  /** GITHUB_REF of the run (a push's ref; a pull request's is its merge ref). */
  ref?: string;
}

/**
 * The activity types a workflow hears when its `on.<event>` names none (GitHub's documentation,
 * "Events that trigger workflows"): for a pull request, opened, synchronize and reopened only;
 * for the other events here, every type.
 */
const DEFAULT_TYPES: Record<string, string[] | undefined> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};

interface FilterConfig {
  types?: string[];
  branches?: string[];
  'branches-ignore'?: string[];
  paths?: string[];
  'paths-ignore'?: string[];
}

/** Whether `example`'s `on:` starts a run for `event`: its name, type, branches and paths. */
export function triggers(example: Example, event: Delivery): boolean {
  const events = example.template.events as Record<string, FilterConfig | undefined>;
  if (!(event.name in events)) return false;
  // A schedule runs each workflow on its own crons: a delivery that names one starts only those.
  if (event.name === 'schedule') {
    const crons = (events.schedule as unknown as Array<{ cron: string }> | undefined) ?? [];
    const cron = event.payload.schedule;
    return typeof cron !== 'string' || crons.some((each) => each.cron === cron);
  }
  const config = events[event.name] ?? {};
  const action = event.payload.action;
  const types = config.types ?? DEFAULT_TYPES[event.name];
  if (typeof action === 'string' && types && !types.includes(action)) return false;
  const branch = branchOf(event);
  if (config.branches && (branch === undefined || !matchesFilters(config.branches, [branch]))) {
    return false;
  }
  const files = event.files ?? [];
  if (config.paths && !matchesFilters(config.paths, files)) return false;
  return true;
}

/** The branch `branches` filters: a pull request's base, a push's branch. */
function branchOf(event: Delivery): string | undefined {
  const pull = event.payload.pull_request as { base?: { ref?: string } } | undefined;
  if (pull) return pull.base?.ref;
  return event.ref?.replace(/^refs\/heads\//, '');
}

/** GitHub's filter patterns: some item is matched by the patterns, `!` excludes, the last match decides. */
export function matchesFilters(patterns: string[], items: string[]): boolean {
  return items.some((item) => {
    let included = false;
    for (const pattern of patterns) {
      const negated = pattern.startsWith('!');
      if (globToRegExp(negated ? pattern.slice(1) : pattern).test(item)) included = !negated;
    }
    return included;
  });
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] ?? '';
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

// ---- expressions ---------------------------------------------------------------------------------

type Contexts = Record<string, unknown>;

const CONTEXT_NAMES = ['github', 'vars', 'secrets', 'inputs', 'steps', 'env', 'job', 'runner'];

/** The job status functions, as the runner answers them for a step: `success()` until one fails. */
function statusFunctions(failed: boolean) {
  const fn = (name: string, value: boolean) => ({
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value),
  });
  return [
    fn('success', !failed),
    fn('failure', failed),
    fn('always', true),
    fn('cancelled', false),
  ];
}

/** Evaluates one expression (no `${{ }}`) as GitHub does. */
export function evaluate(
  expression: string,
  contexts: Contexts,
  failed = false,
): data.ExpressionData {
  const functions = statusFunctions(failed);
  const parsed: Expr = new Parser(
    new Lexer(expression).lex().tokens,
    CONTEXT_NAMES,
    functions,
  ).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return new Evaluator(parsed, context, new Map(functions.map((f) => [f.name, f]))).evaluate();
}

/** A value as GitHub turns it into a string: null is '', booleans and numbers as JSON writes them. */
function asString(value: data.ExpressionData): string {
  if (value instanceof data.Dictionary || value instanceof data.Array) {
    return JSON.stringify(value, data.replacer);
  }
  return value.coerceString();
}

/** A YAML value with its `${{ }}` evaluated, as the runner hands it to a step. */
export function interpolate(value: unknown, contexts: Contexts): string {
  const text = typeof value === 'string' ? value : String(value);
  return text.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) =>
    asString(evaluate(expression.trim(), contexts)),
  );
}

// ---- a repository and its runs -------------------------------------------------------------------

/** What GitHub knows of the repository: its variables, its secrets, its Actions concurrency groups. */
export interface Repository {
  emu: Emulator;
  fake: GitHubFake;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  /** The repository's concurrency groups, shared by all its workflows. */
  groups: ConcurrencyGroups;
  /** The clock this action's steps run on; default the system's. */
  clock?: Clock;
}

interface StepRecord {
  id?: string;
  uses?: string;
  conclusion: 'success' | 'failure' | 'skipped';
  /** What this action's step printed and wrote. */
  result?: ActionResult;
  /** Why a simulated step failed. */
  error?: string;
  /** actions/create-github-app-token: the repositories its token reaches. */
  reaches?: string[];
  /** actions/create-github-app-token: the scopes its token may write, when limited. */
  writes?: string[];
}

/** One workflow's run for one event. */
export interface RunRecord {
  file: string;
  /** `on:` matched: GitHub created a workflow run. */
  triggered: boolean;
  /** The job's `if:` held: a runner started (and costs runner minutes). */
  runnerStarted: boolean;
  /** GitHub's conclusion of the run. */
  conclusion: 'not triggered' | 'skipped' | 'cancelled' | 'success' | 'failure';
  /** The job's concurrency group, evaluated. */
  group?: string;
  steps: StepRecord[];
}

/** One running and one pending run per group; a newer pending run replaces (cancels) the older. */
export class ConcurrencyGroups {
  private readonly state = new Map<string, { running: boolean; pending?: (go: boolean) => void }>();

  /** Resolves true when the run may start, false when a newer run replaced it while pending. */
  enter(group: string): Promise<boolean> {
    const state = this.state.get(group) ?? { running: false };
    this.state.set(group, state);
    if (!state.running) {
      state.running = true;
      return Promise.resolve(true);
    }
    state.pending?.(false);
    return new Promise((resolve) => (state.pending = resolve));
  }

  leave(group: string): void {
    const state = this.state.get(group);
    if (!state) return;
    const next = state.pending;
    state.pending = undefined;
    if (next) next(true);
    else state.running = false;
  }
}

let runCounter = 7_000_000;

/** A fork's pull request: the head repository is not the base repository. */
function fromFork(event: Delivery): boolean {
  const pull = event.payload.pull_request as
    { head?: { repo?: { full_name?: string } | null } } | undefined;
  return pull !== undefined && pull.head?.repo?.full_name !== REPO;
}

/**
 * Delivers `event` to every one of `examples` at once, as GitHub starts each workflow's run: a pull
 * request's activity is both a `pull_request` and a `pull_request_target` event (the same payload),
 * each heard by the workflows that name it. One record per run, or per example that heard nothing.
 */
export async function deliver(
  repo: Repository,
  examples: Example[],
  event: Delivery,
): Promise<RunRecord[]> {
  const names =
    event.name === 'pull_request' ? ['pull_request', 'pull_request_target'] : [event.name];
  const runs = examples.map(async (example) => {
    const heard = names
      .map((name) => ({ ...event, name }))
      .filter((each) => triggers(example, each));
    if (heard.length === 0) {
      return [
        {
          file: example.file,
          triggered: false,
          runnerStarted: false,
          conclusion: 'not triggered',
          steps: [],
        } satisfies RunRecord,
      ];
    }
    return Promise.all(heard.map((each) => runWorkflow(repo, example, each)));
  });
  return (await Promise.all(runs)).flat();
}

async function runWorkflow(
  repo: Repository,
  example: Example,
  event: Delivery,
): Promise<RunRecord> {
  const record: RunRecord = {
    file: example.file,
    triggered: true,
    runnerStarted: false,
    conclusion: 'skipped',
    steps: [],
  };
  const [job] = example.template.jobs;
  const jobId = job?.id.value ?? '';
  const raw = example.jobs[jobId];
  if (!job || job.type !== 'job' || !raw) throw new Error(`${example.file}: one job expected`);

  runCounter += 1;
  const runId = String(runCounter);
  const token = `ghs_job${runId}`;
  const fork = event.name === 'pull_request' && fromFork(event);
  const granted = raw.permissions ?? {};
  // A fork's pull_request run: a token that may write nothing.
  repo.fake.addJobToken(
    token,
    fork ? Object.fromEntries(Object.keys(granted).map((scope) => [scope, 'read'])) : granted,
  );
  const contexts = contextsOf(repo, event, runId, token);

  if (!truthy(evaluate(job.if.expression, contexts))) return record;
  record.runnerStarted = true;
  const group = raw.concurrency ? interpolate(raw.concurrency.group, contexts) : undefined;
  record.group = group;
  if (group !== undefined && !(await repo.groups.enter(group))) {
    record.conclusion = 'cancelled';
    return record;
  }
  try {
    await runSteps(repo, { file: example.file, jobId }, raw, job.steps, contexts, event, record);
  } finally {
    if (group !== undefined) repo.groups.leave(group);
  }
  record.conclusion = record.steps.some((s) => s.conclusion === 'failure') ? 'failure' : 'success';
  return record;
}

/**
 * The contexts of a run for `event`: github (the event, its name and action, the repository, the
 * actor, the run's id and token), vars, and secrets as GitHub gives them: none but GITHUB_TOKEN on
 * a fork's `pull_request` run.
 */
function contextsOf(
  repo: Pick<Repository, 'vars' | 'secrets'>,
  event: Delivery,
  runId: string,
  token: string,
): Contexts {
  const fork = event.name === 'pull_request' && fromFork(event);
  const sender = (event.payload.sender as { login?: string } | undefined)?.login ?? 'octocat';
  return {
    github: {
      event: event.payload,
      event_name: event.name,
      action: typeof event.payload.action === 'string' ? event.payload.action : '',
      repository: REPO,
      repository_owner: REPO.split('/')[0],
      ref: event.ref ?? '',
      run_id: runId,
      actor: sender,
      token,
    },
    vars: repo.vars,
    secrets: fork ? { GITHUB_TOKEN: token } : { ...repo.secrets, GITHUB_TOKEN: token },
    inputs: (event.payload.inputs as Record<string, unknown> | undefined) ?? {},
    steps: {},
    env: {},
    job: {},
    runner: {},
  };
}

/**
 * Whether `event` starts a runner for `example` (its trigger and its job's `if:`), decided as
 * GitHub decides it, before anything runs. A pull request's activity counts under both names.
 */
export function startsRunner(
  repo: Pick<Repository, 'vars' | 'secrets'>,
  example: Example,
  event: Delivery,
): boolean {
  const names =
    event.name === 'pull_request' ? ['pull_request', 'pull_request_target'] : [event.name];
  const [job] = example.template.jobs;
  if (!job) return false;
  return names.some((name) => {
    const each = { ...event, name };
    return (
      triggers(example, each) &&
      truthy(evaluate(job.if.expression, contextsOf(repo, each, '1', 'ghs_decide')))
    );
  });
}

type ParsedStep = { if?: { expression: string } };

/** Which workflow file and job a step runs in (GITHUB_WORKFLOW_REF, GITHUB_JOB). */
interface StepPlace {
  file: string;
  jobId: string;
}

async function runSteps(
  repo: Repository,
  place: StepPlace,
  raw: RawJob,
  parsed: ParsedStep[],
  contexts: Contexts,
  event: Delivery,
  record: RunRecord,
): Promise<void> {
  const steps = contexts.steps as Record<string, { outputs: Record<string, string> }>;
  for (const [index, step] of raw.steps.entries()) {
    const failed = record.steps.some((s) => s.conclusion === 'failure');
    const condition = parsed[index]?.if?.expression ?? 'success()';
    const done: StepRecord = { id: step.id, uses: step.uses, conclusion: 'skipped' };
    record.steps.push(done);
    if (!truthy(evaluate(condition, contexts, failed))) continue;
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [name, interpolate(value, contexts)]),
    );
    let outputs: Record<string, string> = {};
    if (step.uses?.startsWith('actions/create-github-app-token@')) {
      outputs = createAppToken(repo, inputs, done);
    } else if (step.uses && actionOfUses(step.uses)) {
      const action = actionOfUses(step.uses);
      const result = await runThisAction(repo, place, action, inputs, contexts, event);
      done.result = result;
      done.conclusion = result.exitCode === 0 ? 'success' : 'failure';
      outputs = result.outputs;
    } else if (step.run !== undefined) {
      // A `run:` step of the examples only prints what its env gives it: evaluating that is its run.
      for (const value of Object.values(step.env ?? {})) interpolate(value, contexts);
      done.conclusion = 'success';
    } else {
      throw new Error(`a step the examples tier cannot run: ${step.uses ?? '?'}`);
    }
    if (step.id) steps[step.id] = { outputs };
  }
}

/**
 * actions/create-github-app-token: `app-id` and `private-key` are required (a run without them
 * fails, as a fork's `pull_request` run does: no secrets); with them, an installation token that
 * reaches the repositories named (under `owner`) and, when the step names `permission-<scope>:
 * write` inputs, writes only those scopes (else all the app's).
 */
function createAppToken(
  repo: Repository,
  inputs: Record<string, string>,
  done: StepRecord,
): Record<string, string> {
  for (const name of ['app-id', 'private-key']) {
    if (!inputs[name]) {
      done.conclusion = 'failure';
      done.error = `Input required and not supplied: ${name}`;
      return {};
    }
  }
  const owner = inputs.owner ?? REPO.split('/')[0];
  const names = (inputs.repositories ?? '').split(/[\s,]+/).filter(Boolean);
  if (names.length === 0) {
    done.conclusion = 'failure';
    done.error = 'no repository named';
    return {};
  }
  runCounter += 1;
  const token = `ghs_app${runCounter}`;
  done.reaches = names.map((name) => `${owner}/${name}`);
  const limited = Object.entries(inputs).filter(([name]) => name.startsWith('permission-'));
  if (limited.length > 0) {
    done.writes = limited
      .filter(([, level]) => level === 'write')
      .map(([name]) => name.slice('permission-'.length));
  }
  repo.fake.addToken(token, { repos: done.reaches, writes: done.writes });
  done.conclusion = 'success';
  return { token };
}

/** The default branch's ref, from which GitHub runs a workflow's file. */
const DEFAULT_REF = 'refs/heads/master';

/** Fast polling, so that a run that waits for its job takes a fraction of a second. */
const FAST = { 'poll-interval': '50ms', 'max-poll-interval': '100ms' };

/**
 * On a virtual clock, the waiting inputs an example leaves alone at the action's defaults, as a
 * workflow gets them (not the integration helpers' fast polling and 20 s timeout, which would end
 * the wait for a job of minutes).
 */
function waitingDefaults(action: ActionName | undefined): Record<string, string> {
  const waiting = ['poll-interval', 'max-poll-interval', 'timeout'];
  return Object.fromEntries(
    readDeclaredInputs(action)
      .filter((input) => waiting.includes(input.name))
      .map((input) => [input.name, input.default ?? '']),
  );
}

/**
 * One of this repository's actions, as the runner runs the one a step's `uses:` names
 * (`OWNER/agent-job-action/sweep@v1`: sweep/action.yml, its inputs and its `runs.main`).
 */
function runThisAction(
  repo: Repository,
  place: StepPlace,
  action: ActionName | undefined,
  inputs: Record<string, string>,
  contexts: Contexts,
  event: Delivery,
): Promise<ActionResult> {
  const github = contexts.github as { run_id: string; actor: string; token: string; ref: string };
  const declared = new Set(readDeclaredInputs(action).map((input) => input.name));
  const where = Object.entries({
    // The runner's value for the inputs the example leaves to their defaults.
    'github-token': github.token,
    // The emulator stands in for Mintlify's API: where the action finds it, and a fast poll in
    // real time (on a virtual clock, the action's own gaps, as the example leaves them).
    'base-url': repo.emu.url,
    ...(repo.clock ? waitingDefaults(action) : FAST),
  }).filter(([name]) => declared.has(name));
  // The runner passes an input the action does not declare all the same (with a warning).
  const given = Object.entries(inputs);
  const undeclared = given.filter(([name]) => !declared.has(name));
  return runWithGitHub(
    repo.emu,
    repo.fake,
    {
      ...Object.fromEntries(where),
      ...Object.fromEntries(given.filter(([name]) => declared.has(name))),
    },
    {
      action,
      event: { name: event.name, payload: event.payload },
      ...(repo.clock && { clock: repo.clock }),
      env: {
        // The workflow's file, as the runner names it (rate-limit counts its runs).
        GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/${basename(place.file)}@${DEFAULT_REF}`,
        GITHUB_JOB: place.jobId,
        GITHUB_RUN_ID: github.run_id,
        GITHUB_ACTOR: github.actor,
        GITHUB_REF: github.ref,
        GITHUB_REPOSITORY: REPO,
        GITHUB_REPOSITORY_OWNER: REPO.split('/')[0],
        ...Object.fromEntries(undeclared.map(([name, value]) => [inputEnvName(name), value])),
      },
    },
  );
}
