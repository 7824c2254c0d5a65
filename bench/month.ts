// `npm run bench -- --month`: a month of a team (bench/month-stream.ts) played through each set of
// examples the README offers together (bench/month-sets.ts), as the examples tier runs them
// (__tests__/examples/actions-runner.ts: each workflow's trigger, `if:`, secrets and token, and this
// action run in-process against the service emulator and the GitHub fake), on one virtual clock.
//
// What is real and what is counted: every event is delivered to every workflow of the set, and
// every run that starts a runner runs the action for real; the service's jobs take 15 minutes of
// the clock, so a step that waits for its job waits that long in virtual time (the action's own
// polling), which takes no real time. Events are played one at a time in time order, and the
// workflows of a set one after the other for each event, each from the event's moment: a run
// that waits moves the clock on, and the next event sets it back to its own time (the service
// answers from the clock, so a job is as far along as it would be then). The GitHub fake's
// timestamps follow the same clock. Scheduled runs are computed from the crons of the set's
// workflow files; a scheduled sweep that finds nothing to finish (no open issue or pull request
// carries its working label) is counted as a copy of the last such sweep played, not played again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { startEmulator } from '../emulator/server.js';
import type { JobScript } from '../emulator/server.js';
import { actionOfUses } from '../scripts/actions.js';
import { repoRoot } from '../scripts/lint-workflows.js';
import type { Clock } from '../src/common/clock.js';
import {
  MESSAGE_PATH,
  REPO,
  issueCommentEvent,
  issuesEvent,
} from '../__tests__/integration/helpers.js';
import { deliver, readExample } from '../__tests__/examples/actions-runner.js';
import type {
  Delivery,
  Example,
  Repository,
  RunRecord,
} from '../__tests__/examples/actions-runner.js';
import {
  DEFAULT_BRANCH,
  DIGEST_ISSUE,
  DOCS_REPOSITORY,
  PullRequest,
  pullOpenedBy,
  pushTo,
  repository,
} from '../__tests__/examples/scenario.js';
import { EXAMPLE_SETS, MINTLIFY_GUIDE, QUICK, exampleLabel } from './month-sets.js';
import type { ExampleSet, ExampleUse, ModelledWorkflow } from './month-sets.js';
import {
  MONTH,
  PEOPLE,
  jobOutcomes,
  monthStream,
  type MonthEvent,
  type MonthStream,
  type Outcome,
  type Thread,
} from './month-stream.js';
import { cronTimes } from '../scripts/cron.js';
import {
  MONTH_COLUMNS,
  RUNNER_SETUP_MS,
  failureReasons,
  markdownTable,
  monthRow,
  monthTableRows,
  sharesTable,
  type RunTally,
  type SetMonth,
} from './month-table.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JOB_MS = MONTH.jobMinutes * MINUTE;

/** The labels the examples listen for: an issue's (issue-labelled.yml, label-no-wait.yml), a pull request's (pull-request-docs.yml). */
const ISSUE_LABEL = 'docs-agent';
const PULL_LABEL = 'docs-agent-pr';
/** The sweep's label when its workflow names none (the action's default). */
const DEFAULT_WORKING_LABEL = 'agent-working';
/** Issues of the month are numbered from here, clear of the pull requests' numbers. */
const ISSUE_BASE = 100_000;
/** The docs pull requests the jobs open, in the documentation repository: a create's, an automation run's. */
const DOCS_PULL_BASE = 1_000;
const AUTOMATION_DOCS_PULL_BASE = 5_000;
/** The team merges each docs pull request this long after the agent opened it. */
const DOCS_PULL_MERGED_AFTER_MS = DAY;
/** Scripts queued for the creates of one set: more than any set makes. */
const SCRIPTED_JOBS = 1_000;

/** A clock the month sets: sleeps move it on at once, and each event sets it to its own time. */
class MonthClock implements Clock {
  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  wallNow(): number {
    return this.time;
  }

  moveTo(at: number): void {
    this.time = at;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    this.time += Math.max(0, ms);
    await Promise.resolve();
    if (signal?.aborted) throw signal.reason;
  }
}

/** A set as it is played: its workflows read from their files (or the model's YAML). */
interface LoadedSet {
  readonly name: string;
  readonly workflows: readonly Example[];
}

/** An example with a set's overrides given to its steps of this repository's actions. */
async function loadUse(use: string | ExampleUse): Promise<Example> {
  const file = typeof use === 'string' ? use : use.file;
  const text = readFileSync(join(repoRoot, 'examples', file), 'utf8');
  const given = typeof use === 'string' ? {} : (use.with ?? {});
  if (Object.keys(given).length === 0) return readExample(`examples/${file}`, text);
  const doc = parseDocument(text);
  const jobs = doc.toJS() as { jobs: Record<string, { steps?: Array<{ uses?: string }> }> };
  for (const [jobId, job] of Object.entries(jobs.jobs)) {
    for (const [i, step] of (job.steps ?? []).entries()) {
      if (step.uses === undefined || actionOfUses(step.uses) === undefined) continue;
      for (const [name, value] of Object.entries(given)) {
        doc.setIn(['jobs', jobId, 'steps', i, 'with', name], value);
      }
    }
  }
  return readExample(`examples/${exampleLabel(use)}`, doc.toString());
}

export async function loadSet(set: ExampleSet): Promise<LoadedSet> {
  return { name: set.name, workflows: await Promise.all(set.examples.map(loadUse)) };
}

async function loadModelled(workflow: ModelledWorkflow): Promise<LoadedSet> {
  return { name: workflow.name, workflows: [await readExample(workflow.file, workflow.yaml)] };
}

// ---- the month's events as GitHub delivers them ---------------------------------------------------

/** An event of the month in play: the stream's, a scheduled run, the agent's docs pull request, a docs merge. */
type PlayEvent =
  | MonthEvent
  | {
      readonly at: number;
      readonly kind: 'scheduled';
      readonly workflow: Example;
      readonly cron: string;
    }
  | { readonly at: number; readonly kind: 'docs-pull-opened'; readonly docsPull: number }
  | { readonly at: number; readonly kind: 'docs-pull-merged'; readonly docsPull: number };

const isBot = (login: string): boolean => login.endsWith('[bot]');
const isWriter = (login: string): boolean => (PEOPLE.writers as readonly string[]).includes(login);

/** The payload's sender (and the pull request's author when it is theirs) marked as a bot. */
function asBotWhereBot(delivery: Delivery): Delivery {
  const sender = delivery.payload.sender as { login?: string; type?: string } | undefined;
  if (sender?.login && isBot(sender.login)) sender.type = 'Bot';
  const pull = delivery.payload.pull_request as
    { user?: { login?: string; type?: string } } | undefined;
  if (pull?.user?.login && isBot(pull.user.login)) pull.user.type = 'Bot';
  return delivery;
}

const sha = (seed: string): string => {
  let hex = '';
  for (let i = 0; hex.length < 40; i += 1) {
    let h = 2_166_136_261;
    for (const char of `${seed}:${i}`) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619) >>> 0;
    hex += h.toString(16).padStart(8, '0');
  }
  return hex.slice(0, 40);
};

/** The repository in the month: the examples tier's, its service on the month's clock. */
class MonthRepository {
  readonly pulls = new Map<number, PullRequest>();
  /** Every issue and pull request number of this repository the month made (for the working label). */
  readonly threads = new Set<number>();
  /** Of those, the closed ones (merged pull requests): a sweep lists open ones only. */
  readonly closed = new Set<number>();

  constructor(
    readonly repo: Repository,
    private readonly stream: MonthStream,
  ) {}

  issueSeed(issue: number) {
    const spec = this.stream.issues[issue];
    return {
      number: ISSUE_BASE + issue,
      title: `Document feature ${issue}`,
      body: spec?.byForm
        ? 'Submitted with the documentation request form.'
        : 'Please cover the new option.',
    };
  }

  /** The deliveries of a stream event, the repository changed as the event says. */
  deliveries(event: MonthEvent): Delivery[] {
    const { repo } = this;
    switch (event.kind) {
      case 'pull-opened': {
        const spec = this.stream.pulls[event.pull];
        if (!spec) throw new Error(`no pull request ${event.pull}`);
        const pull = new PullRequest(repo, {
          author: spec.author,
          fork: spec.fork,
          file: spec.file,
        });
        this.pulls.set(spec.id, pull);
        this.threads.add(pull.number);
        return [pull.opened()];
      }
      case 'pull-labelled':
        return [this.pull(event.pull).label(PULL_LABEL, event.by)];
      case 'pull-pushed':
        return [this.pull(event.pull).push(event.by)];
      case 'pull-merged': {
        const pull = this.pull(event.pull);
        this.closed.add(pull.number);
        return [pull.merge(event.by), pull.mergePush(event.by)].map(asBotWhereBot);
      }
      case 'pushed': {
        const spec = this.stream.pushes[event.push];
        if (!spec) throw new Error(`no push ${event.push}`);
        const before = sha(`push ${spec.id} before`);
        const after = sha(`push ${spec.id} after`);
        repo.fake.addCommits(REPO, [
          { sha: before },
          {
            sha: after,
            parent: before,
            files: [{ filename: spec.file, patch: '@@ -1 +1 @@\n-a\n+b' }],
          },
        ]);
        return [
          pushTo(DEFAULT_BRANCH, { before, after, sender: { login: spec.by }, files: [spec.file] }),
        ];
      }
      case 'issue-labelled': {
        const spec = this.stream.issues[event.issue];
        if (!spec) throw new Error(`no issue ${event.issue}`);
        const seed = this.issueSeed(event.issue);
        this.threads.add(seed.number);
        return [
          issuesEvent(repo.fake, seed, { label: ISSUE_LABEL, sender: { login: spec.labelledBy } }),
        ];
      }
      case 'commented': {
        const thread =
          'issue' in event.on
            ? this.issueSeed(event.on.issue)
            : { number: this.pull(event.on.pull).number, isPullRequest: true };
        const comment = issueCommentEvent(repo.fake, thread, {
          body: event.body,
          login: event.by,
          association: isWriter(event.by) ? 'MEMBER' : 'NONE',
        });
        return [comment];
      }
    }
  }

  private pull(id: number): PullRequest {
    const pull = this.pulls.get(id);
    if (!pull) throw new Error(`pull request ${id} acted on before it was opened`);
    return pull;
  }

  /** The agent opens its docs pull request as its job ends: in the documentation repository, and GitHub tells this one. */
  docsPullOpened(docsPull: number): Delivery {
    this.recordDocsPull(docsPull, false);
    const opened = asBotWhereBot(pullOpenedBy(this.repo, PEOPLE.agent));
    this.threads.add(Number(opened.payload.number));
    return opened;
  }

  /** A writer merges the agent's docs pull request (in the documentation repository: no event here). */
  docsPullMerged(docsPull: number): void {
    this.recordDocsPull(docsPull, true);
  }

  /** The agent's docs pull request as the documentation repository holds it. */
  private recordDocsPull(docsPull: number, merged: boolean): void {
    this.repo.fake.addPullRequest(docsRepo(), {
      number: docsPull,
      login: PEOPLE.agent,
      headRef: `mintlify/docs-${docsPull}`,
      title: 'Update the documentation',
      merged,
    });
  }

  /** The issues and pull requests, open or closed, that carry any of `labels`. */
  carrying(labels: readonly string[]): number {
    return [...this.threads].filter((n) =>
      this.repo.fake.labels(REPO, n).some((label) => labels.includes(label)),
    ).length;
  }

  /** Whether any open issue or pull request carries `label` (a sweep then has work). */
  anyOpenCarries(label: string): boolean {
    return [...this.threads].some(
      (n) => !this.closed.has(n) && this.repo.fake.labels(REPO, n).includes(label),
    );
  }
}

const docsRepo = (): string => `${REPO.split('/')[0]}/${DOCS_REPOSITORY}`;
const docsPullLink = (n: number): string => `https://github.com/${docsRepo()}/pull/${n}`;

function jobScript(outcome: Outcome, docsPull: number): JobScript {
  return {
    activeForMs: JOB_MS,
    outcome: outcome === 'failed' ? 'failed' : 'completed',
    prLink: outcome === 'pr' ? docsPullLink(docsPull) : null,
  };
}

// ---- who asked, and for which change ----------------------------------------------------------

/** Whether the event's sender may ask for a job (the contract's "Who may start a job"). */
function mayAsk(event: PlayEvent, stream: MonthStream): boolean {
  switch (event.kind) {
    case 'scheduled':
      return true; // nobody asks: the workflow file is the authority
    case 'docs-pull-opened':
    case 'docs-pull-merged':
      return false; // the agent's app, not in allowed-bots
    case 'pull-opened':
      return !(stream.pulls[event.pull]?.fork ?? true);
    case 'pull-pushed':
      return isWriter(event.by);
    case 'pull-labelled':
      return isWriter(event.by);
    case 'pull-merged':
      return true; // a merge (a merge bot's included) takes write
    case 'pushed':
      return true; // a push takes write
    case 'issue-labelled':
      return !(stream.issues[event.issue]?.byForm ?? true);
    case 'commented':
      return isWriter(event.by);
  }
}

/** The change an event is about. */
function changeOf(event: PlayEvent): string {
  switch (event.kind) {
    case 'pull-opened':
    case 'pull-labelled':
    case 'pull-pushed':
    case 'pull-merged':
      return `pull:${event.pull}`;
    case 'pushed':
      return `push:${event.push}`;
    case 'issue-labelled':
      return `issue:${event.issue}`;
    case 'commented':
      return threadChange(event.on);
    case 'docs-pull-opened':
    case 'docs-pull-merged':
      return `docs:${event.docsPull}`;
    case 'scheduled':
      return `scheduled:${event.workflow.file}:${event.at}`;
  }
}

const threadChange = (on: Thread): string =>
  'issue' in on ? `issue:${on.issue}` : `pull:${on.pull}`;

/** The month's changes that matter: writers' labelled issues, code merged or pushed to the default branch. */
export function changesThatMatter(stream: MonthStream, until: number): Set<string> {
  const out = new Set<string>();
  for (const event of stream.events) {
    if (event.at >= until) continue;
    if (event.kind === 'issue-labelled' && !stream.issues[event.issue]?.byForm) {
      out.add(`issue:${event.issue}`);
    } else if (event.kind === 'pull-merged' && stream.pulls[event.pull]?.touches === 'code') {
      out.add(`pull:${event.pull}`);
    } else if (event.kind === 'pushed' && stream.pushes[event.push]?.touches === 'code') {
      out.add(`push:${event.push}`);
    }
  }
  return out;
}

// ---- playing a set ----------------------------------------------------------------------------

/** The crons a workflow file names (`on.schedule`). */
function cronsOf(workflow: Example): string[] {
  const events = workflow.template.events as { schedule?: Array<{ cron: string }> };
  return (events.schedule ?? []).map((entry) => entry.cron);
}

/** The working label of a workflow that runs the sweep action; undefined for any other. */
function sweepLabel(workflow: Example): string | undefined {
  for (const job of Object.values(workflow.jobs)) {
    for (const step of job.steps) {
      if (step.uses && actionOfUses(step.uses) === 'sweep') {
        const given = step.with?.['working-label'];
        return typeof given === 'string' && given !== '' ? given : DEFAULT_WORKING_LABEL;
      }
    }
  }
  return undefined;
}

/** The labels a round that does not wait leaves for the set's sweeps (the action's default one too). */
function workingLabels(set: LoadedSet): string[] {
  const labels = set.workflows.map(sweepLabel).filter((label) => label !== undefined);
  return [...new Set([DEFAULT_WORKING_LABEL, ...labels])];
}

/** Events in time order, with room for the ones the month adds as it goes (a job's docs pull request). */
class Timeline {
  private readonly queue: Array<{ event: PlayEvent; seq: number }> = [];
  private seq = 0;

  add(event: PlayEvent): void {
    const entry = { event, seq: this.seq++ };
    // Insert after every event at or before its time: ties keep the order they were added in.
    let i = this.queue.length;
    while (i > 0 && (this.queue[i - 1]?.event.at ?? 0) > event.at) i -= 1;
    this.queue.splice(i, 0, entry);
  }

  next(): PlayEvent | undefined {
    return this.queue.shift()?.event;
  }
}

export interface PlayOptions {
  /** Play only the month's first days (the quick variant). */
  readonly days?: number;
  readonly progress?: (text: string) => void;
}

/** Plays the month through one set of workflows; what every run did. */
export async function playMonth(
  set: LoadedSet,
  stream: MonthStream,
  options: PlayOptions = {},
): Promise<SetMonth> {
  const until = Math.min(stream.end, stream.start + (options.days ?? MONTH.days) * DAY);
  const clock = new MonthClock(stream.start);
  const realNow = Date.now;
  // The GitHub fake stamps comments, merges and updates with Date.now: on the month's clock too.
  Date.now = () => clock.wallNow();
  const repo = await repository();
  try {
    await repo.emu.close();
    repo.emu = await startEmulator({
      host: '127.0.0.1',
      now: () => clock.wallNow(),
      jobDurationMs: JOB_MS,
      apiKey: repo.secrets.AGENT_API_KEY,
      projectId: repo.vars.AGENT_PROJECT_ID,
      // The service's limit is 100 an hour; a month's events that the clock sets back would
      // count one hour's requests twice.
      rateLimitPerHour: 1_000_000,
      defaultRound: { activeForMs: JOB_MS },
      automations: [{ id: repo.vars.AGENT_AUTOMATION_ID ?? 'auto_1' }],
    });
    repo.clock = clock;
    return await play(set, stream, until, clock, repo, options.progress);
  } finally {
    Date.now = realNow;
    await repo.emu.close();
    await repo.fake.close();
  }
}

async function play(
  set: LoadedSet,
  stream: MonthStream,
  until: number,
  clock: MonthClock,
  repo: Repository,
  progress: ((text: string) => void) | undefined,
): Promise<SetMonth> {
  const month = new MonthRepository(repo, stream);
  for (const login of PEOPLE.writers) {
    if (login !== 'Codertocat' && login !== 'octocat')
      repo.fake.setPermission(REPO, login, 'write');
  }
  for (const login of PEOPLE.outsiders) repo.fake.setPermission(REPO, login, 'none');
  repo.fake.addIssue(REPO, { number: DIGEST_ISSUE, title: 'Docs digest' });
  repo.fake.addIssue(REPO, {
    number: Number(repo.vars.DOCS_TRACKING_ISSUE ?? 51),
    title: 'Docs weekly',
  });

  const outcomes = jobOutcomes(SCRIPTED_JOBS);
  outcomes.forEach((outcome, k) => repo.emu.scriptNextJob(jobScript(outcome, DOCS_PULL_BASE + k)));
  const automationOutcomes = jobOutcomes(SCRIPTED_JOBS, MONTH, MONTH.seed + 2);
  const automationId = repo.vars.AGENT_AUTOMATION_ID ?? 'auto_1';
  let triggers = 0;

  const timeline = new Timeline();
  for (const event of stream.events) if (event.at < until) timeline.add(event);
  for (const workflow of set.workflows) {
    for (const cron of cronsOf(workflow)) {
      for (const at of cronTimes(cron, stream.start, until)) {
        timeline.add({ at, kind: 'scheduled', workflow, cron });
      }
    }
  }

  const runs: RunTally[] = [];
  /** The jobs each change got that did not fail, and the changes that had a job fail. */
  const jobsOfChange = new Map<string, number>();
  const failedOfChange = new Set<string>();
  const idleSweep = new Map<Example, RunTally>();
  const known = new Set<string>();
  let created = 0;
  let retries = 0;
  let delivered = 0;
  repo.emu.addAutomation({
    id: automationId,
    run: jobScript(automationOutcomes[0] ?? 'pr', AUTOMATION_DOCS_PULL_BASE),
  });

  /** A job that ends with a pull request: the agent opens it as the job ends, a writer merges it later. */
  const docsPullOf = (id: string, outcome: Outcome | undefined, docsPull: number): void => {
    const createdAt = Date.parse(repo.emu.job(id)?.createdAt ?? '');
    if (outcome !== 'pr' || Number.isNaN(createdAt)) return;
    const opened = createdAt + JOB_MS;
    if (opened < until) timeline.add({ at: opened, kind: 'docs-pull-opened', docsPull });
    const merged = opened + DOCS_PULL_MERGED_AFTER_MS;
    if (merged < until) timeline.add({ at: merged, kind: 'docs-pull-merged', docsPull });
  };

  for (let event = timeline.next(); event; event = timeline.next()) {
    clock.moveTo(event.at);
    if (event.kind === 'docs-pull-merged') {
      month.docsPullMerged(event.docsPull);
      continue;
    }
    let workflows = set.workflows;
    let deliveries: Delivery[];
    /** A scheduled sweep with nothing to finish: played once, then counted as copies of that run. */
    let idle = false;
    if (event.kind === 'scheduled') {
      workflows = [event.workflow];
      const label = sweepLabel(event.workflow);
      idle = label !== undefined && !month.anyOpenCarries(label);
      const copy = idleSweep.get(event.workflow);
      if (idle && copy) {
        runs.push({ ...copy, played: false });
        continue;
      }
      deliveries = [{ name: 'schedule', payload: { schedule: event.cron } }];
    } else if (event.kind === 'docs-pull-opened') {
      deliveries = [month.docsPullOpened(event.docsPull)];
    } else {
      deliveries = month.deliveries(event);
    }
    const asked = mayAsk(event, stream);
    for (const delivery of deliveries) {
      for (const workflow of workflows) {
        // Each workflow's run starts at the event's moment, whatever the one before it waited.
        clock.moveTo(event.at);
        const messagesBefore = countOf(repo, MESSAGE_PATH);
        const records = await deliver(repo, [workflow], delivery);
        delivered += 1;
        const newJobs = repo.emu.jobIds().filter((id) => !known.has(id));
        for (const id of newJobs) known.add(id);
        const triggered = repo.emu.triggered().slice(triggers);
        const triggeredJobs = new Map(triggered.map((run, i) => [run.jobId, triggers + i]));
        triggers += triggered.length;
        if (triggered.length > 0) {
          // The next automation run ends as the next outcome says.
          repo.emu.addAutomation({
            id: automationId,
            run: jobScript(
              automationOutcomes[triggers] ?? 'pr',
              AUTOMATION_DOCS_PULL_BASE + triggers,
            ),
          });
        }

        let unasked = 0;
        for (const id of newJobs) {
          const changes =
            event.kind === 'scheduled' ? coveredChanges(repo, id, month, event) : [changeOf(event)];
          // A change that already has a job that did not fail: this one is a second job (a new
          // job after a failed one is asked again, not a second). A writer's `/agent …` asked for
          // it, a second job or not: it counts in the jobs per change, not here.
          const second = changes.every((change) => (jobsOfChange.get(change) ?? 0) > 0);
          if (!asked || (second && event.kind !== 'commented')) unasked += 1;
          else if (changes.some((change) => failedOfChange.has(change))) retries += 1;
          const run = triggeredJobs.get(id);
          const outcome = run !== undefined ? automationOutcomes[run] : outcomes[created];
          if (run !== undefined) docsPullOf(id, outcome, AUTOMATION_DOCS_PULL_BASE + run);
          else docsPullOf(id, outcome, DOCS_PULL_BASE + created);
          if (run === undefined) created += 1;
          if (outcome !== 'failed') {
            for (const change of changes)
              jobsOfChange.set(change, (jobsOfChange.get(change) ?? 0) + 1);
          } else {
            for (const change of changes) failedOfChange.add(change);
          }
        }

        const started = records.filter((record) => record.runnerStarted);
        const followUps = countOf(repo, MESSAGE_PATH) - messagesBefore;
        const tallies = (started.length > 0 ? started : records.slice(0, 1)).map(
          (record, i): RunTally => ({
            workflow: record.file.replace(/^examples\//, ''),
            runnerStarted: record.runnerStarted,
            failed: record.conclusion === 'failure',
            ...(record.conclusion === 'failure' && { failure: failureOf(record) }),
            stepsMs: record.steps.reduce(
              (total, step) => total + (step.result?.durationMs ?? 0),
              0,
            ),
            jobs: i === 0 ? newJobs.length : 0,
            unasked: i === 0 ? unasked : 0,
            followUps: i === 0 ? followUps : 0,
            played: true,
          }),
        );
        runs.push(...tallies);
        if (idle && tallies[0]) idleSweep.set(workflow, tallies[0]);
      }
    }
  }
  progress?.(
    `month: ${set.name}: ${delivered} deliveries, ${runs.filter((r) => r.runnerStarted).length} runs`,
  );

  const matter = changesThatMatter(stream, until);
  const served = [...matter].filter(
    (change) => (jobsOfChange.get(change) ?? 0) > 0 || failedOfChange.has(change),
  );
  return {
    name: set.name,
    runs,
    changesThatMatter: matter.size,
    served: served.length,
    retries,
    unanswered: month.carrying(workingLabels(set)),
    mostJobsForOneChange: Math.max(
      0,
      ...served.map((change) => Math.max(1, jobsOfChange.get(change) ?? 0)),
    ),
  };
}

/** A failed run's first error line (a simulated step's error, or the action's `::error::`), ids left out. */
function failureOf(record: RunRecord): string {
  for (const step of record.steps) {
    if (step.conclusion !== 'failure') continue;
    const line =
      step.error ?? (step.result?.stdout ?? '').split('\n').find((l) => l.startsWith('::error'));
    if (line === undefined) continue;
    return line
      .replace(/^::error[^:]*::/, '')
      .replace(/job_\d+_[0-9a-f]+/g, '…')
      .replace(/%25/g, '%');
  }
  return 'no error line';
}

const countOf = (repo: Repository, path: RegExp): number =>
  repo.emu.requests.filter((r) => r.method === 'POST' && path.test(r.path)).length;

/**
 * The changes a scheduled run's job is about: the pull requests of this repository its prompt names
 * (a digest's), else the run itself.
 */
function coveredChanges(
  repo: Repository,
  jobId: string,
  month: MonthRepository,
  event: PlayEvent,
): string[] {
  const prompt = repo.emu.prompts(jobId)[0] ?? '';
  const byNumber = new Map([...month.pulls].map(([id, pull]) => [pull.number, id]));
  const named = new Set<string>();
  for (const match of prompt.matchAll(/https:\/\/github\.com\/([^/\s]+\/[^/\s]+)\/pull\/(\d+)/g)) {
    const id = match[1] === REPO ? byNumber.get(Number(match[2])) : undefined;
    if (id !== undefined) named.add(`pull:${id}`);
  }
  return named.size > 0 ? [...named] : [changeOf(event)];
}

// ---- the whole bench ---------------------------------------------------------------------------

export interface MonthFigures {
  readonly quick: boolean;
  readonly days: number;
  readonly stream: MonthStream;
  readonly sets: readonly SetMonth[];
  /** The scheduled runs of each workflow file in the days played, from its crons. */
  readonly scheduled: ReadonlyArray<readonly [string, number]>;
  readonly elapsedMs: number;
}

/** The month through every set (the quick variant: the first set over the month's first days). */
export async function measureMonth(
  progress: (text: string) => void,
  quick: boolean,
): Promise<MonthFigures> {
  const began = performance.now();
  const stream = monthStream();
  const days = quick ? QUICK.days : MONTH.days;
  const loaded = quick
    ? await Promise.all(EXAMPLE_SETS.slice(0, QUICK.sets).map(loadSet))
    : [...(await Promise.all(EXAMPLE_SETS.map(loadSet))), await loadModelled(MINTLIFY_GUIDE)];
  const sets: SetMonth[] = [];
  for (const set of loaded) {
    const started = performance.now();
    sets.push(await playMonth(set, stream, { days, progress }));
    progress(`month: ${set.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const scheduled = new Map<string, number>();
  for (const set of loaded) {
    for (const workflow of set.workflows) {
      const times = cronsOf(workflow).flatMap((cron) =>
        cronTimes(cron, stream.start, stream.start + days * DAY),
      );
      if (times.length > 0) scheduled.set(workflow.file.replace(/^examples\//, ''), times.length);
    }
  }
  return {
    quick,
    days,
    stream,
    sets,
    scheduled: [...scheduled],
    elapsedMs: performance.now() - began,
  };
}

function unansweredText(sets: readonly SetMonth[]): string {
  const left = sets.filter((set) => set.unanswered > 0);
  if (left.length === 0) return 'none';
  return left.map((set) => `${set.name}: ${set.unanswered.toLocaleString('en-US')}`).join('; ');
}

/** The quick start's month must cost under a tenth of what the old 10-minute sweep billed alone. */
const QUICK_START_MINUTES = (30 * 24 * 60) / 10 / 10;

export function monthReport(figures: MonthFigures): string {
  const { stream } = figures;
  const rows = figures.sets.map(monthRow);
  const pulls = stream.pulls.filter((pull) => !pull.fork);
  const at = (when: number): string => new Date(when).toISOString().slice(0, 10);
  const failing = (test: (row: (typeof rows)[number]) => boolean): string => {
    const missed = rows.filter((row) => !test(row)).map((row) => row.name);
    return missed.length === 0 ? 'met by every set' : `not met by ${missed.join('; ')}`;
  };
  const quickStart = rows[0];
  return [
    `A month of a team (${figures.days} days from ${at(stream.start)}, a Monday${figures.quick ? '; `--quick`: the first set over the first days only, not figures to quote' : ''}), played through each set of examples as the examples tier runs them:`,
    '',
    markdownTable(MONTH_COLUMNS, monthTableRows(rows)),
    '',
    `- The month: ${pulls.length} merged pull requests (${pulls.filter((p) => p.touches === 'tests-ci').length} touch only tests and CI, ${pulls.filter((p) => p.mergedBy === PEOPLE.mergeBot).length} merged by ${PEOPLE.mergeBot}, ${pulls.filter((p) => p.labelledForDocs).length} labelled \`${PULL_LABEL}\` with ${MONTH.pushesPerDocsPull} pushes each); ${stream.pushes.length} direct pushes to the default branch (${stream.pushes.filter((p) => p.touches === 'tests-ci').length} tests and CI only); ${stream.pulls.length - pulls.length} pull requests from outsiders' forks (opened, pushed to once); ${stream.issues.filter((i) => !i.byForm).length} issues labelled \`${ISSUE_LABEL}\` by writers and ${stream.issues.filter((i) => i.byForm).length} by an issue form on outsiders' issues; ${MONTH.agentCommentsByWriters} \`/agent …\` comments by writers (one on each labelled issue, ${MONTH.agentCommentsOnMergedPulls} on merged pull requests) and ${MONTH.agentCommentsByOutsiders} by outsiders; people act in working hours (${MONTH.workFromHour}:00–${MONTH.workToHour}:00 UTC, Monday to Friday), at seeded times (seed ${MONTH.seed}). Every agent job and follow-up round works ${MONTH.jobMinutes} minutes; of every 20 jobs ${MONTH.outcomesPer20.pr} end with a pull request, ${MONTH.outcomesPer20['no-pr']} without one and ${MONTH.outcomesPer20.failed} fails. As a job ends with a pull request, ${PEOPLE.agent} opens it (a \`pull_request\` \`opened\` event delivered to every workflow), and a writer merges it a day later in the documentation repository. Scheduled runs from the crons of the files, in ${figures.days} days: ${figures.scheduled.map(([file, n]) => `${file} ${n.toLocaleString('en-US')}`).join(', ') || 'none'}.`,
    `- Changes that matter: the writers' labelled issues, and the merged pull requests and direct pushes that touch code (\`src/\`), ${quickStart?.changesThatMatter ?? 0} in all; served: some job worked on it (a digest's job on each pull request its prompt names). Jobs per change that matters: the set's jobs ÷ the changes served, and in brackets the most jobs one change got; a new job that a writer asked for after a change's job failed is not counted as a second one (it is in the Jobs column). Jobs nobody asked for: started by an event from someone who may not ask (an outsider, a fork's author, a bot not in \`allowed-bots\`, such as the agent's own pull request), or a second job for a change that already had one that no person asked for (a writer's \`/agent …\` is asked for, a second job or not: it shows in the jobs per change).`,
    `- Real and counted: every event is delivered to every workflow of the set, one workflow after the other from the event's moment, and every run whose \`if:\` holds runs the action in-process against the service emulator and the GitHub fake on one virtual clock (a waiting step waits out its job with the action's own polling, in no real time; the next event sets the clock back to its own moment). A scheduled sweep that finds no open issue or pull request carrying its working label is played once and then counted as a copy of that run (${rows.reduce((n, row) => n + row.counted, 0).toLocaleString('en-US')} runs counted so). Runner minutes: each run's steps in virtual time plus ${RUNNER_SETUP_MS / 1000} s of a hosted runner's set-up (assumed), rounded up to a whole minute, as GitHub bills.`,
    `- Goals: 0 jobs nobody asked for (${failing((row) => row.unasked === 0)}); 0 failed runs (${failing((row) => row.failed === 0)}); at most one job per change that matters (${failing((row) => (row.jobsPerChange ?? 0) <= 1 && row.mostJobsForOneChange <= 1)}); the quick start's month under ${QUICK_START_MINUTES} runner minutes, a tenth of the old 10-minute sweep's ${(QUICK_START_MINUTES * 10).toLocaleString('en-US')} (${quickStart ? `${quickStart.name}: ${quickStart.minutes.toLocaleString('en-US')}, ${quickStart.minutes < QUICK_START_MINUTES ? 'met' : 'not met'}` : '—'}${rows[1] && !figures.quick ? `; ${rows[1].name}: ${rows[1].minutes.toLocaleString('en-US')}, ${rows[1].minutes < QUICK_START_MINUTES ? 'met' : 'not met'}` : ''}).`,
    `- Why runs failed: ${failureReasons(figures.sets).join('; ') || 'none failed'}.`,
    `- Rounds that did not wait and were never answered (their issue or pull request still carries the working label at the month's end): ${unansweredText(figures.sets)}.`,
    `- Played in ${(figures.elapsedMs / 1000).toFixed(0)} s.`,
    '',
    'What each row is made of:',
    '',
    sharesTable(figures.sets),
  ].join('\n');
}
