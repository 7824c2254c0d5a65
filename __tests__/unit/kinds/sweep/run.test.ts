// The scheduled sweep (src/kinds/sweep/run.ts): runSweep against the service emulator and the GitHub fake,
// in virtual time, with a toolkit that records every line, output and the job summary.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../../__fixtures__/settings.js';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { startEmulator, timeline, type Emulator } from '../../../../emulator/index.js';
import {
  DEFAULT_TOKEN,
  faultOnIssue,
  startGitHubFake,
  type GitHubFake,
} from '../../../../emulator/github-fake.js';
import type { Cancellation } from '../../../../src/common/cancel.js';
import { ServiceError, UserError } from '../../../../src/common/errors.js';
import { RunnerLog } from '../../../../src/common/log.js';
import { createRedactor } from '../../../../src/common/redact.js';
import type { Toolkit } from '../../../../src/common/toolkit.js';
import { marker } from '../../../../src/github/marker.js';
import {
  projectTag,
  roundFactsComment,
  type RoundFacts,
} from '../../../../src/report/round-facts.js';
import { AgentJobClient } from '../../../../src/service/client.js';
import type { Settings } from '../../../../src/settings/types.js';
import { runSweep, type SweepDeps } from '../../../../src/kinds/sweep/run.js';

/** The login the sweep's token posts as (the fake's default). */
const OWN = 'github-actions[bot]';
const REPO = 'acme/docs';
const PR = 'https://github.com/acme/docs/pull/77';
const WORKING = 'agent-working';
// Not 0: a mutant that adds the start instead of subtracting it must show.
const START = 1_000_000;
/** The sweep's wall clock: whole seconds, as the round's facts keep them. */
const WALL = Date.UTC(2030, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

let emu: Emulator;
let fake: GitHubFake;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1' });
  fake = await startGitHubFake();
});

afterEach(async () => {
  await emu.close();
  await fake.close();
});

/** The runner's toolkit, recording: each line as `kind: text`, the outputs, the summary. */
class RecordingToolkit implements Toolkit {
  readonly lines: string[] = [];
  readonly outputs: Record<string, string> = {};
  summary: string | undefined;
  setSecret(): void {}
  info(message: string): void {
    this.lines.push(`info: ${message}`);
  }
  debug(): void {}
  warning(message: string): void {
    this.lines.push(`warning: ${message}`);
  }
  notice(message: string): void {
    this.lines.push(`notice: ${message}`);
  }
  setFailed(message: string): void {
    this.lines.push(`failed: ${message}`);
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  saveState(): void {}
  writeSummary(markdown: string): Promise<void> {
    this.summary = markdown;
    return Promise.resolve();
  }
}

function settingsOf(values: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    'github-token': DEFAULT_TOKEN,
    ...values,
  };
  return settingsFrom(all, { name: 'schedule', payload: {} }, 'sweep');
}

const ENV = () => ({
  GITHUB_REPOSITORY: REPO,
  GITHUB_API_URL: fake.url,
  GITHUB_SERVER_URL: 'https://github.com',
});

interface Sweep {
  readonly toolkit: RecordingToolkit;
  readonly clock: VirtualClock;
  /** What runSweep threw, if anything. */
  readonly thrown: unknown;
  readonly swept: unknown;
}

async function sweep(
  options: {
    settings?: Settings;
    env?: NodeJS.ProcessEnv;
    client?: AgentJobClient;
    clock?: VirtualClock;
    startedAt?: number;
    cancellation?: Cancellation;
    /** give-up-after; default 30 minutes. */
    giveUpAfterMs?: number;
  } = {},
): Promise<Sweep> {
  const toolkit = new RecordingToolkit();
  const settings = options.settings ?? settingsOf();
  const log = new RunnerLog(settings.apiKey, () => Promise.resolve(toolkit));
  log.addSecret(settings.githubToken);
  const clock = options.clock ?? new VirtualClock({ start: START, wallStart: WALL });
  const never = new AbortController().signal;
  const deps: SweepDeps = {
    log,
    env: options.env ?? ENV(),
    clock,
    random: () => 0.5,
    cancellation: options.cancellation ?? {
      signal: never,
      requestSignal: never,
      dispose: () => undefined,
    },
    client: options.client ?? clientOf(settings),
    startedAt: options.startedAt ?? START,
  };
  const thrown = await runSweep(settings, options.giveUpAfterMs ?? 30 * 60_000, deps).then(
    () => undefined,
    // Something thrown, even `undefined`, is never taken for a sweep that ended well.
    (error: unknown) => error ?? new Error('runSweep threw undefined'),
  );
  await log.flushed();
  const swept = toolkit.outputs.swept === undefined ? undefined : JSON.parse(toolkit.outputs.swept);
  return { toolkit, clock, thrown, swept };
}

function clientOf(settings: Settings): AgentJobClient {
  return new AgentJobClient({
    baseUrl: settings.baseUrl,
    projectId: settings.projectId,
    apiKey: settings.apiKey,
    userAgent: 'agent-job-action/test',
    requestTimeoutMs: 10_000,
    redact: createRedactor([settings.apiKey]),
  });
}

/** A round's working note, as a round that does not wait leaves it. */
function workingNote(
  issue: number,
  jobId: string,
  facts: Partial<RoundFacts> = {},
  round = `1000-1-docs-${issue}`,
): string {
  const hidden = roundFactsComment({
    startedAt: WALL - 5 * MINUTE,
    asker: 'octocat',
    labelToRemove: 'agent',
    action: 'start',
    request: { title: `Issue ${issue}`, text: 'Document the new flag.' },
    runId: '1000',
    project: projectTag(emu.projectId),
    ...facts,
  });
  const mark = marker({ round, jobId, status: 'active', kind: 'working' });
  return `### 🤖 Working on it\n\n${hidden}\n\n${mark}\n`;
}

function seedRound(
  issue: number,
  jobId: string,
  facts: Partial<RoundFacts> = {},
  labels = [WORKING, 'agent', 'bug'],
): number {
  fake.addIssue(REPO, { number: issue, labels });
  return fake.addComment(REPO, issue, { body: workingNote(issue, jobId, facts), login: OWN }).id;
}

const bodies = (issue: number) => fake.comments(REPO, issue).map((c) => c.body);

/** The result a round writes, as the sweep writes it for that round. */
function result(
  issue: number,
  jobId: string,
  heading: string,
  words: string,
  {
    waited = ' · 5m',
    status,
    run = ' · [Workflow run](https://github.com/acme/docs/actions/runs/1000)',
  }: { waited?: string; status: string; run?: string },
): string {
  return (
    `### ${heading}\n\n@octocat ${words}\n\n**What was asked:**\n> **Issue ${issue}**\n>\n> Document the new flag\\.\n\n` +
    `<sub>Job \`${jobId}\`${waited}${run}</sub>\n\n` +
    `<!-- agent-job-action round=1000-1-docs-${issue} job-id=${jobId} status=${status} kind=result -->\n`
  );
}

const PR_READY = `✅ Pull request ready: [acme/docs#77](${PR})`;
const PR_WORDS =
  'The agent opened a pull request. Review it, or comment `/agent …` with changes you want.';

/** The requests sent to GitHub about one issue (its working note's own path too), as `METHOD path`. */
function issueRequests(issue: number, noteId?: number): string[] {
  return fake.requests
    .map((r) => `${r.method} ${r.path.replace(`/repos/${REPO}/issues/`, '')}`)
    .filter((line) => line.includes(` ${issue}/`) || line.endsWith(` comments/${noteId}`));
}

const GET_JOB = /^\/v2\/agent\/[^/]+\/job\/[^/]+$/;

describe('the sweep', () => {
  test("GitHub's warning for a deprecated endpoint reaches the log as a warning: the listing's and a thread's", async () => {
    const DEPRECATED = {
      deprecation: 'true',
      sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
    };
    fake.injectFault({
      method: 'GET',
      path: `/repos/${REPO}/issues`,
      status: 200,
      body: [{ number: 1, state: 'open', labels: [{ name: 'agent-working' }] }],
      headers: DEPRECATED,
    });
    fake.injectFault({
      method: 'GET',
      path: `/repos/${REPO}/issues/1/comments`,
      status: 200,
      body: [],
      headers: DEPRECATED,
    });

    const { toolkit, thrown } = await sweep();

    expect(thrown).toBeUndefined();
    const deprecated = (path: string) =>
      `warning: GitHub: [@octokit/request] "GET ${fake.url}${path}" is deprecated. It is scheduled to be removed on Tue, 01 Jun 2027 00:00:00 GMT`;
    const lines = toolkit.lines.filter((line) => line.startsWith('warning:'));
    expect(lines.map((line) => line.replace(/\?[^"]*"/, '"'))).toEqual([
      deprecated(`/repos/${REPO}/issues`),
      deprecated(`/repos/${REPO}/issues/1/comments`),
    ]);
  });

  test('an ended job, an active one, an old one and a gone one: three results, each as its round would write it, and one left', async () => {
    const ended = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const active = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    const old = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    const gone = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    emu.forgetJob(gone);
    const note = seedRound(1, ended);
    seedRound(2, active);
    seedRound(3, old, { startedAt: WALL - 120 * MINUTE });
    seedRound(4, gone);

    const { toolkit, thrown, swept } = await sweep();

    expect(thrown).toBeUndefined();
    expect(toolkit.lines).toEqual([
      "info: Sweep: 4 issue(s) and pull request(s) labelled 'agent-working' to check",
      `info: Sweep: #1: posted the result of job ${ended}`,
      `info: Sweep: #3: posted the result of job ${old}`,
      `info: Sweep: #4: posted the result of job ${gone}`,
      'info: Sweep: 3 round(s) finished, 1 left',
    ]);
    expect(swept).toEqual([
      { issue: 1, 'job-id': ended, status: 'completed', 'pr-link': PR },
      { issue: 3, 'job-id': old, status: 'active', 'pr-link': '' },
      { issue: 4, 'job-id': gone, status: 'gone', 'pr-link': '' },
    ]);
    expect(toolkit.summary).toBe(
      [
        '### 🧹 Sweep: 3 of 4 round(s) finished',
        '',
        'Issues and pull requests labelled `agent-working`:',
        '',
        '| Issue | Job | What the sweep did |',
        '| --- | --- | --- |',
        `| [#1](https://github.com/acme/docs/issues/1) | \`${ended}\` | Posted the result: ${PR_READY} |`,
        `| [#2](https://github.com/acme/docs/issues/2) | \`${active}\` | Still working: left as it is |`,
        `| [#3](https://github.com/acme/docs/issues/3) | \`${old}\` | Posted the result: still running after \`give-up-after\` |`,
        `| [#4](https://github.com/acme/docs/issues/4) | \`${gone}\` | Posted the result: the service no longer has the job |`,
        '',
      ].join('\n'),
    );
    expect(bodies(1)).toEqual([result(1, ended, PR_READY, PR_WORDS, { status: 'completed' })]);
    expect(bodies(2)).toEqual([workingNote(2, active)]);
    expect(bodies(3)).toEqual([
      result(
        3,
        old,
        '⏳ Still running after 2h',
        'The agent is still working; this run stopped waiting for it. Comment `/agent` to check on it again.',
        { status: 'active', waited: '' },
      ),
    ]);
    expect(bodies(4)).toEqual([
      result(
        4,
        gone,
        '❓ The job is gone from the service',
        'The service no longer has this job, so how it ended cannot be known; a pull request it opened is still in the docs repository. Comment `/agent …` to start again.',
        { status: 'gone' },
      ),
    ]);
    expect(fake.labels(REPO, 1)).toEqual(['bug']);
    expect(fake.labels(REPO, 2)).toEqual([WORKING, 'agent', 'bug']);
    expect(fake.labels(REPO, 3)).toEqual(['bug']);
    expect(fake.labels(REPO, 4)).toEqual(['bug']);
    // The claim (the working label) first, then the result, the note removed, the trigger label.
    expect(issueRequests(1, note)).toEqual([
      'GET 1/comments',
      'DELETE 1/labels/agent-working',
      'POST 1/comments',
      `DELETE comments/${note}`,
      'DELETE 1/labels/agent',
    ]);
    expect(issueRequests(2)).toEqual(['GET 2/comments']);
    // Each job checked once; none twice.
    expect(emu.count('GET', GET_JOB)).toBe(4);
  });
});

describe('what the sweep needs', () => {
  const NEEDS =
    'a sweep reads and answers issues on GitHub: run it in a workflow (GITHUB_REPOSITORY) with github-token set';

  test('no repository: an input error, and no request', async () => {
    const { thrown, toolkit } = await sweep({ env: { GITHUB_API_URL: fake.url } });

    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as Error).message).toBe(NEEDS);
    expect(fake.requests).toEqual([]);
    expect(toolkit.outputs).toEqual({});
  });

  test('no github-token: an input error, and no request', async () => {
    const { thrown } = await sweep({ settings: { ...settingsOf(), githubToken: '' } });

    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as Error).message).toBe(NEEDS);
    expect(fake.requests).toEqual([]);
  });
});

describe('the listing', () => {
  test('nothing labelled: an empty `swept`, and a summary that says so', async () => {
    fake.addIssue(REPO, { number: 1, labels: ['bug'] });

    const { toolkit, thrown, swept } = await sweep();

    expect(thrown).toBeUndefined();
    expect(swept).toEqual([]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 0 issue(s) and pull request(s) labelled 'agent-working' to check",
      'info: Sweep: 0 round(s) finished, 0 left',
    ]);
    expect(toolkit.summary).toBe(
      '### 🧹 Sweep: nothing labelled `agent-working`\n\nNo issue or pull request has the label.\n',
    );
    expect(fake.requests.map((r) => [r.method, r.path, r.query.labels, r.query.state])).toEqual([
      ['GET', `/repos/${REPO}/issues`, WORKING, 'all'],
    ]);
  });

  test('the working label the settings name, and `agent-working` when they name none', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId, {}, ['sweep me', 'agent']);

    const named = await sweep({ settings: settingsOf({ 'working-label': 'sweep me' }) });
    const unnamed = await sweep({ settings: { ...settingsOf(), workingLabel: undefined } });

    expect(named.toolkit.lines[0]).toBe(
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'sweep me' to check",
    );
    expect(named.toolkit.summary).toContain('Issues and pull requests labelled `sweep me`:');
    expect(unnamed.toolkit.lines[0]).toBe(
      "info: Sweep: 0 issue(s) and pull request(s) labelled 'agent-working' to check",
    );
    expect(
      fake.requests.filter((r) => r.path === `/repos/${REPO}/issues`).map((r) => r.query.labels),
    ).toEqual(['sweep me', WORKING]);
  });

  test('a listing GitHub fails once is tried again, and the retry is a line of the log', async () => {
    fake.injectFault({ method: 'GET', path: `/repos/${REPO}/issues`, status: 502 });

    const { toolkit, thrown, swept } = await sweep();

    expect(thrown).toBeUndefined();
    expect(swept).toEqual([]);
    expect(toolkit.lines).toEqual([
      'info: GitHub answered 502 on GET /repos/acme/docs/issues; trying again in 500ms',
      "info: Sweep: 0 issue(s) and pull request(s) labelled 'agent-working' to check",
      'info: Sweep: 0 round(s) finished, 0 left',
    ]);
  });

  test('a listing GitHub refuses: an input error that says what to grant', async () => {
    fake.injectFault({ method: 'GET', path: `/repos/${REPO}/issues`, status: 403 });

    const { toolkit, thrown } = await sweep();

    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as Error).message).toBe(
      "could not list the issues labelled 'agent-working' (403: Forbidden): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request)",
    );
    expect(toolkit.outputs).toEqual({});
    expect(toolkit.summary).toBeUndefined();
  });

  test('a listing GitHub keeps failing: a service error, to run the sweep again', async () => {
    fake.injectFault({
      method: 'GET',
      path: `/repos/${REPO}/issues`,
      status: 500,
      times: Number.POSITIVE_INFINITY,
    });

    const { toolkit, thrown } = await sweep();

    expect(thrown).toBeInstanceOf(ServiceError);
    expect((thrown as Error).message).toBe(
      "could not list the issues labelled 'agent-working' (500: Internal Server Error, after 5 tries): run the sweep again",
    );
    expect(toolkit.outputs).toEqual({});
  });
});

describe('rounds the sweep leaves or tidies', () => {
  test("another project's round: neither checked nor touched; a round that names no project is this one's", async () => {
    const theirs = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const untagged = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, theirs, { project: projectTag('proj_other') });
    seedRound(2, untagged, { project: undefined });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([{ issue: 2, 'job-id': untagged, status: 'completed', 'pr-link': PR }]);
    expect(emu.requests.filter((r) => GET_JOB.test(r.path)).map((r) => r.path)).toEqual([
      expect.stringMatching(new RegExp(`/${untagged}$`)),
    ]);
    expect(bodies(1)).toEqual([workingNote(1, theirs, { project: projectTag('proj_other') })]);
    expect(fake.labels(REPO, 1)).toEqual([WORKING, 'agent', 'bug']);
    expect(issueRequests(1)).toEqual(['GET 1/comments']);
    expect(toolkit.summary).toContain(
      `| [#1](https://github.com/acme/docs/issues/1) | \`${theirs}\` | A round of another project: left as it is |`,
    );
    expect(toolkit.lines.at(-1)).toBe('info: Sweep: 1 round(s) finished, 1 left');
  });

  test('a round already answered: the label comes off, no job is checked, nothing is posted', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const note = seedRound(1, jobId);
    const answer = `### done\n\n${marker({ round: '1000-1-docs-1', jobId, status: 'completed', kind: 'result' })}\n`;
    fake.addComment(REPO, 1, { body: answer, login: OWN });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([]);
    expect(emu.count('GET', GET_JOB)).toBe(0);
    expect(issueRequests(1, note)).toEqual(['GET 1/comments', 'DELETE 1/labels/agent-working']);
    expect(fake.labels(REPO, 1)).toEqual(['agent', 'bug']);
    expect(toolkit.summary).toContain(
      `| [#1](https://github.com/acme/docs/issues/1) | \`${jobId}\` | Already answered: removed the label |`,
    );
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      'info: Sweep: 0 round(s) finished, 1 left',
    ]);
  });

  test("an earlier round's result does not answer the latest round: the latest is finished", async () => {
    const first = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const latest = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    fake.addIssue(REPO, { number: 1, labels: [WORKING] });
    fake.addComment(REPO, 1, {
      body: `### done\n\n${marker({ round: '900-1-docs-1', jobId: first, status: 'completed', kind: 'result' })}\n`,
      login: OWN,
    });
    fake.addComment(REPO, 1, {
      body: workingNote(1, latest, { labelToRemove: undefined }),
      login: OWN,
    });

    const { swept } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': latest, status: 'completed', 'pr-link': '' }]);
    expect(emu.requests.filter((r) => GET_JOB.test(r.path)).map((r) => r.path)).toEqual([
      expect.stringMatching(new RegExp(`/${latest}$`)),
    ]);
    expect(bodies(1)).toHaveLength(2);
    expect(bodies(1)[1]).toContain('### ✅ Done, with no changes to make');
  });

  test('no round of this action waits: a note without facts, a marker from someone without access, a result alone', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const working = (round: string) => marker({ round, jobId, status: 'active', kind: 'working' });
    fake.addIssue(REPO, { number: 1, labels: [WORKING] });
    fake.addComment(REPO, 1, { body: `### 🤖 Working on it\n\n${working('r-1')}\n`, login: OWN });
    fake.addIssue(REPO, { number: 2, labels: [WORKING] });
    fake.addComment(REPO, 2, { body: workingNote(2, jobId), login: 'drive-by' });
    fake.addIssue(REPO, { number: 3, labels: [WORKING] });
    fake.addComment(REPO, 3, {
      body: `x\n\n${marker({ round: 'r-3', jobId, status: 'completed', kind: 'result' })}\n`,
      login: OWN,
    });
    fake.addIssue(REPO, { number: 4, labels: [WORKING] });
    fake.addComment(REPO, 4, {
      body: workingNote(4, jobId).replace(/round=\S+ /, ''),
      login: OWN,
    });
    fake.addIssue(REPO, { number: 5, labels: [WORKING] });
    fake.addComment(REPO, 5, {
      body: workingNote(5, jobId).replace(/job-id=\S+ /, 'job-id=- '),
      login: OWN,
    });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([]);
    expect(emu.count('GET', GET_JOB)).toBe(0);
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql')).toEqual([]);
    const row = (n: number) =>
      `| [#${n}](https://github.com/acme/docs/issues/${n}) |  | No round of this action waits here: left as it is |`;
    expect(toolkit.summary).toBe(
      [
        '### 🧹 Sweep: 0 of 5 round(s) finished',
        '',
        'Issues and pull requests labelled `agent-working`:',
        '',
        '| Issue | Job | What the sweep did |',
        '| --- | --- | --- |',
        ...[1, 2, 3, 4, 5].map(row),
        '',
      ].join('\n'),
    );
  });

  test('the working note of the latest round counts, when an older one has facts too', async () => {
    const older = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const newer = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    fake.addIssue(REPO, { number: 1, labels: [WORKING] });
    fake.addComment(REPO, 1, { body: workingNote(1, older, {}, 'r-old'), login: OWN });
    fake.addComment(REPO, 1, { body: workingNote(1, newer, {}, 'r-new'), login: OWN });

    const { swept, toolkit } = await sweep();

    expect(swept).toEqual([]);
    expect(emu.requests.filter((r) => GET_JOB.test(r.path)).map((r) => r.path)).toEqual([
      expect.stringMatching(new RegExp(`/${newer}$`)),
    ]);
    expect(toolkit.summary).toContain(`| \`${newer}\` | Still working: left as it is |`);
  });
});

describe("the job's earlier rounds that did not wait", () => {
  /** Issue 1: a label's round by octocat, then `/agent` by mona on the same job, both waiting. */
  function seedTwoRounds(jobId: string, second: Partial<RoundFacts> = {}): number[] {
    fake.addIssue(REPO, { number: 1, labels: [WORKING, 'agent', 'bug'] });
    const first = fake.addComment(REPO, 1, {
      body: workingNote(1, jobId, {}, '1000-1-docs-1'),
      login: OWN,
    }).id;
    const later = fake.addComment(REPO, 1, {
      body: workingNote(
        1,
        jobId,
        {
          asker: 'mona',
          labelToRemove: undefined,
          action: 'check',
          request: { text: 'How is it going?' },
          runId: '1001',
          ...second,
        },
        '1001-1-docs-1',
      ),
      login: OWN,
    }).id;
    return [first, later];
  }
  const heading = (body: string) => body.split('\n')[0];
  const mentions = (body: string) => /@(\w+)/.exec(body)?.[1];

  test("a label's round and a later `/agent` on the same job: both answered, oldest first, each mentioning who asked; both notes gone, the label removed once, the job checked once", async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const notes = seedTwoRounds(jobId);

    const { swept, toolkit } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
    expect(emu.count('GET', GET_JOB)).toBe(1);
    expect(bodies(1).map(heading)).toEqual([`### ${PR_READY}`, `### ${PR_READY}`]);
    expect(bodies(1).map(mentions)).toEqual(['octocat', 'mona']);
    expect(bodies(1)[0]).toBe(result(1, jobId, PR_READY, PR_WORDS, { status: 'completed' }));
    expect(bodies(1)[1]).toContain('round=1001-1-docs-1');
    expect(fake.labels(REPO, 1)).toEqual(['bug']);
    expect(issueRequests(1, notes[1]).filter((line) => line.startsWith('DELETE 1/labels'))).toEqual(
      ['DELETE 1/labels/agent-working', 'DELETE 1/labels/agent'],
    );
    expect(toolkit.lines).toContain(`info: Sweep: #1: posted the result of job ${jobId}`);
  });

  test('two rounds that name the same trigger label, and rounds that name two: each label removed once', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedTwoRounds(jobId, { labelToRemove: 'agent' });
    const other = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    fake.addIssue(REPO, { number: 2, labels: [WORKING, 'agent', 'agent-again', 'bug'] });
    fake.addComment(REPO, 2, { body: workingNote(2, other, {}, '1000-1-docs-2'), login: OWN });
    fake.addComment(REPO, 2, {
      body: workingNote(2, other, { labelToRemove: 'agent-again' }, '1001-1-docs-2'),
      login: OWN,
    });

    await sweep();

    const labelDeletes = (n: number) =>
      issueRequests(n).filter((line) => line.startsWith(`DELETE ${n}/labels`));
    expect(labelDeletes(1)).toEqual(['DELETE 1/labels/agent-working', 'DELETE 1/labels/agent']);
    expect(labelDeletes(2)).toEqual([
      'DELETE 2/labels/agent-working',
      'DELETE 2/labels/agent',
      'DELETE 2/labels/agent-again',
    ]);
    expect(fake.labels(REPO, 2)).toEqual(['bug']);
  });

  test("an earlier round already answered, or another job's, is not answered again: only the latest round's result is written", async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const another = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    fake.addIssue(REPO, { number: 1, labels: [WORKING] });
    fake.addComment(REPO, 1, { body: workingNote(1, another, {}, 'r-another'), login: OWN });
    fake.addComment(REPO, 1, { body: workingNote(1, jobId, {}, 'r-answered'), login: OWN });
    fake.addComment(REPO, 1, {
      body: `### done\n\n${marker({ round: 'r-answered', jobId, status: 'completed', kind: 'result' })}\n`,
      login: OWN,
    });
    fake.addComment(REPO, 1, { body: workingNote(1, jobId, {}, 'r-latest'), login: OWN });

    await sweep();

    expect(emu.count('GET', GET_JOB)).toBe(1);
    const rounds = bodies(1).map((body) => /round=(\S+)/.exec(body)?.[1]);
    expect(rounds).toEqual(['r-another', 'r-answered', 'r-answered', 'r-latest']);
    expect(bodies(1)[3]).toContain('kind=result');
    expect(bodies(1)[0]).toContain('kind=working');
  });

  test("the earlier round's result refused: nothing more is written and the label is back; the next sweep answers both, in order", async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedTwoRounds(jobId);
    fake.injectFault({ method: 'POST', path: `/repos/${REPO}/issues/1/comments`, status: 403 });

    const first = await sweep();

    expect(first.swept).toEqual([]);
    expect(fake.count('POST', /\/issues\/1\/comments$/)).toBe(1);
    expect(fake.labels(REPO, 1)).toContain(WORKING);
    expect(bodies(1).map(heading)).toEqual(['### 🤖 Working on it', '### 🤖 Working on it']);

    const second = await sweep();

    expect(second.swept).toEqual([
      { issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR },
    ]);
    expect(bodies(1).map(mentions)).toEqual(['octocat', 'mona']);
    expect(fake.labels(REPO, 1)).toEqual(['bug']);
  });

  test("two working notes of one round (its re-run left one beside the first attempt's): one result, not one each", async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    fake.addIssue(REPO, { number: 1, labels: [WORKING] });
    for (let i = 0; i < 2; i++) {
      fake.addComment(REPO, 1, { body: workingNote(1, jobId, {}, '1000-1-docs-1'), login: OWN });
    }

    await sweep();

    const results = bodies(1).filter((body) => body.includes('kind=result'));
    expect(results).toEqual([result(1, jobId, PR_READY, PR_WORDS, { status: 'completed' })]);
  });

  test('the latest round answered and an earlier one not (a sweep stopped between them): only the labels are tidied', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedTwoRounds(jobId);
    fake.addComment(REPO, 1, {
      body: `### done\n\n${marker({ round: '1001-1-docs-1', jobId, status: 'completed', kind: 'result' })}\n`,
      login: OWN,
    });

    const { swept } = await sweep();

    expect(swept).toEqual([]);
    expect(emu.count('GET', GET_JOB)).toBe(0);
    expect(fake.labels(REPO, 1)).not.toContain(WORKING);
  });
});

describe('writing a result', () => {
  test('another sweep took the round (the working label was gone): nothing is written', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const note = seedRound(1, jobId);
    fake.injectFault({
      method: 'DELETE',
      path: `/repos/${REPO}/issues/1/labels/${WORKING}`,
      status: 404,
    });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([]);
    expect(issueRequests(1, note)).toEqual(['GET 1/comments', 'DELETE 1/labels/agent-working']);
    expect(bodies(1)).toEqual([workingNote(1, jobId)]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      'info: Sweep: 0 round(s) finished, 1 left',
    ]);
    expect(toolkit.summary).toContain(
      `| [#1](https://github.com/acme/docs/issues/1) | \`${jobId}\` | Another sweep posted the result |`,
    );
  });

  test('a working label GitHub will not remove: the issue fails, nothing is written', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const note = seedRound(1, jobId);
    fake.injectFault({
      method: 'DELETE',
      path: `/repos/${REPO}/issues/1/labels/${WORKING}`,
      status: 403,
    });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([]);
    expect(issueRequests(1, note)).toEqual(['GET 1/comments', 'DELETE 1/labels/agent-working']);
    expect(bodies(1)).toEqual([workingNote(1, jobId)]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      'warning: Sweep: #1: could not handle #1 (403: Forbidden): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request); the next sweep tries it again',
      'info: Sweep: 0 round(s) finished, 1 left',
    ]);
  });

  test('a pull request link with a secret in it: the output leaves it out, nothing shows the secret', async () => {
    const link = `${PR}?key=${emu.apiKey}`;
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', link));
    seedRound(1, jobId);

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': '' }]);
    expect(JSON.stringify(toolkit)).not.toContain(emu.apiKey);
    expect(bodies(1).join('')).not.toContain(emu.apiKey);
  });

  test('a result GitHub refuses: the working label is put back, and the issue is a failure for the next sweep', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const note = seedRound(1, jobId);
    fake.injectFault({ method: 'POST', path: `/repos/${REPO}/issues/1/comments`, status: 403 });

    const { toolkit, swept, thrown } = await sweep();

    expect(thrown).toBeUndefined();
    expect(swept).toEqual([]);
    expect(issueRequests(1, note)).toEqual([
      'GET 1/comments',
      'DELETE 1/labels/agent-working',
      'POST 1/comments',
      'POST 1/labels',
    ]);
    expect(fake.labels(REPO, 1).sort()).toEqual(['agent', WORKING, 'bug']);
    expect(bodies(1)).toEqual([workingNote(1, jobId)]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      'warning: could not comment on #1 (403: Forbidden): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request), or set comment: false',
      'info: Sweep: 0 round(s) finished, 1 left',
    ]);
    expect(toolkit.summary).toContain(
      `| [#1](https://github.com/acme/docs/issues/1) | \`${jobId}\` | Failed, tried again by the next sweep: GitHub did not take the result \\(the warning above says why\\); the label is back on |`,
    );
  });

  test('a result GitHub refuses, and the label cannot be put back either: the summary says no sweep will find it', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);
    fake.injectFault({ method: 'POST', path: `/repos/${REPO}/issues/1/comments`, status: 403 });
    fake.injectFault({ method: 'POST', path: `/repos/${REPO}/issues/1/labels`, status: 403 });

    const { toolkit, thrown } = await sweep();

    expect(thrown).toBeUndefined();
    expect(fake.labels(REPO, 1).sort()).toEqual(['agent', 'bug']);
    expect(toolkit.summary).toContain(
      'Failed, and no sweep will find it again: GitHub did not take the result \\(the warning above says why\\), nor the label back; add the label agent\\-working again for the next sweep to find this round |',
    );
    expect(toolkit.summary).not.toContain('the label is back on');
  });

  test('the trigger label: not removed twice when it is the working label, not at all when the round had none', async () => {
    const same = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const none = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const sameNote = seedRound(1, same, { labelToRemove: WORKING });
    const noneNote = seedRound(2, none, { labelToRemove: undefined });

    const { swept } = await sweep();

    expect(swept).toEqual([
      { issue: 1, 'job-id': same, status: 'completed', 'pr-link': PR },
      { issue: 2, 'job-id': none, status: 'completed', 'pr-link': PR },
    ]);
    const deletes = (n: number, note: number) =>
      issueRequests(n, note).filter((line) => line.startsWith('DELETE'));
    expect(deletes(1, sameNote)).toEqual([
      'DELETE 1/labels/agent-working',
      `DELETE comments/${sameNote}`,
    ]);
    expect(deletes(2, noneNote)).toEqual([
      'DELETE 2/labels/agent-working',
      `DELETE comments/${noneNote}`,
    ]);
    expect(fake.labels(REPO, 1)).toEqual(['agent', 'bug']);
    expect(fake.labels(REPO, 2)).toEqual(['agent', 'bug']);
  });

  test('a trigger label GitHub will not remove: a warning, and the round is finished all the same', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);
    fake.injectFault({
      method: 'DELETE',
      path: `/repos/${REPO}/issues/1/labels/agent`,
      status: 403,
    });

    const { toolkit, swept } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      `info: Sweep: #1: posted the result of job ${jobId}`,
      "warning: could not remove the label 'agent' from #1 (403: Forbidden): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request)",
      'info: Sweep: 1 round(s) finished, 0 left',
    ]);
    expect(fake.labels(REPO, 1)).toEqual(['agent', 'bug']);
  });

  test('a round that documents a pull request, ended without one, and no run id; a plain one; another trigger phrase', async () => {
    const docs = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    const plain = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    seedRound(1, docs, { documentsPullRequest: true, runId: undefined, triggerPhrase: '/docs' });
    seedRound(2, plain, { triggerPhrase: '/docs' });

    const { toolkit, swept } = await sweep({ settings: settingsOf() });

    expect(swept).toEqual([
      { issue: 1, 'job-id': docs, status: 'completed', 'pr-link': '' },
      { issue: 2, 'job-id': plain, status: 'completed', 'pr-link': '' },
    ]);
    expect(bodies(1)).toEqual([
      result(
        1,
        docs,
        '✅ No documentation change needed',
        'The agent checked this change against the documentation and found nothing to update.',
        { status: 'completed', run: '' },
      ),
    ]);
    expect(bodies(2)).toEqual([
      result(
        2,
        plain,
        '✅ Done, with no changes to make',
        'The agent finished without changing any files, so there is no pull request. Comment `/docs …` if something should have changed.',
        { status: 'completed' },
      ),
    ]);
    expect(toolkit.summary).toContain(
      `| \`${docs}\` | Posted the result: ✅ No documentation change needed |\n| [#2](https://github.com/acme/docs/issues/2) | \`${plain}\` | Posted the result: ✅ Done, with no changes to make |\n`,
    );
  });

  test('no server address: no link to the run, nor to the issue', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);

    const { toolkit } = await sweep({ env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url } });

    expect(bodies(1)).toEqual([
      result(1, jobId, PR_READY, PR_WORDS, { status: 'completed', run: '' }),
    ]);
    expect(toolkit.summary).toContain(`\n| #1 | \`${jobId}\` | Posted the result: ${PR_READY} |\n`);
  });
});

/** The real client, noting each status check's time limit and whether it got the sweep's signal. */
class NotingClient extends AgentJobClient {
  readonly calls: Array<{ jobId: string; timeoutMs?: number; signal: AbortSignal }> = [];
  override getJob(jobId: string, call: { signal: AbortSignal; timeoutMs?: number }) {
    this.calls.push({ jobId, timeoutMs: call.timeoutMs, signal: call.signal });
    return super.getJob(jobId, call);
  }
}

function notingClient(settings: Settings, apiKey = settings.apiKey): NotingClient {
  return new NotingClient({
    baseUrl: settings.baseUrl,
    projectId: settings.projectId,
    apiKey,
    userAgent: 'agent-job-action/test',
    requestTimeoutMs: 10_000,
    redact: createRedactor([settings.apiKey]),
  });
}

describe('checking the jobs', () => {
  test("each job is checked once, within the sweep's time and on its signal", async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);
    const settings = settingsOf();
    const client = notingClient(settings);
    const waiting = new AbortController();
    const cancellation = {
      signal: waiting.signal,
      requestSignal: new AbortController().signal,
      dispose: () => undefined,
    };

    await sweep({ settings, client, cancellation, startedAt: START - 9 * MINUTE - 50_000 });

    expect(client.calls).toEqual([{ jobId, timeoutMs: 10_000, signal: waiting.signal }]);
    expect(client.calls[0]?.signal).toBe(waiting.signal);
  });

  test('a check the service fails once is made again, and the wait is a line of the log', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);
    emu.injectFault({ method: 'GET', path: GET_JOB, status: 503 });

    const { toolkit, swept, clock } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
      `info: Sweep: #1: checking job ${jobId} failed (HTTP 503: Service Unavailable); again in 3s`,
      `info: Sweep: #1: posted the result of job ${jobId}`,
      'info: Sweep: 1 round(s) finished, 0 left',
    ]);
    expect(clock.sleeps).toEqual([2_500]);
  });

  test("one issue's failures are its own: GitHub's, the service's, anything thrown; the others are finished", async () => {
    const ok = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const failing = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    seedRound(2, failing);
    seedRound(3, 'job_thrown');
    seedRound(4, ok);
    fake.injectFault(faultOnIssue(REPO, 1, { status: 403 }));
    emu.injectFault({
      method: 'GET',
      path: new RegExp(`/${failing}$`),
      status: 500,
      times: Number.POSITIVE_INFINITY,
    });
    const settings = settingsOf();
    class Throwing extends NotingClient {
      override getJob(jobId: string, call: { signal: AbortSignal; timeoutMs?: number }) {
        if (jobId === 'job_thrown') throw `a thrown text with the key ${settings.apiKey}`;
        return super.getJob(jobId, call);
      }
    }
    const client = new Throwing({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      apiKey: settings.apiKey,
      userAgent: 'agent-job-action/test',
      requestTimeoutMs: 10_000,
      redact: createRedactor([settings.apiKey]),
    });

    const { toolkit, swept, thrown } = await sweep({ settings, client });

    expect(thrown).toBeUndefined();
    expect(swept).toEqual([{ issue: 4, 'job-id': ok, status: 'completed', 'pr-link': PR }]);
    expect(toolkit.lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning: Sweep: #1: could not handle #1 (403: Forbidden): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request); the next sweep tries it again',
      'warning: Sweep: #2: the service failed (HTTP 500) while checking the job after 5 attempts (the service said: Internal Server Error); try again later; the next sweep tries it again',
      'warning: Sweep: #3: a thrown text with the key ***; the next sweep tries it again',
    ]);
    expect(toolkit.summary).toBe(
      [
        '### 🧹 Sweep: 1 of 4 round(s) finished',
        '',
        'Issues and pull requests labelled `agent-working`:',
        '',
        '| Issue | Job | What the sweep did |',
        '| --- | --- | --- |',
        '| [#1](https://github.com/acme/docs/issues/1) |  | Failed, tried again by the next sweep: could not handle \\#\u200b1 \\(403\\: Forbidden\\)\\: give the job \\`permissions\\: issues\\: write\\` \\(and \\`pull\\-requests\\: write\\` for a pull request\\) |',
        '| [#2](https://github.com/acme/docs/issues/2) |  | Failed, tried again by the next sweep: the service failed \\(HTTP 500\\) while checking the job after 5 attempts \\(the service said\\: Internal Server Error\\); try again later |',
        '| [#3](https://github.com/acme/docs/issues/3) |  | Failed, tried again by the next sweep: a thrown text with the key \\*\\*\\* |',
        `| [#4](https://github.com/acme/docs/issues/4) | \`${ok}\` | Posted the result: ${PR_READY} |`,
        '',
      ].join('\n'),
    );
    expect(JSON.stringify(toolkit)).not.toContain(settings.apiKey);
  });

  test('the service refuses the key: no further issue is tried, and the sweep fails with that error', async () => {
    for (const n of [1, 2, 3, 4, 5, 6])
      seedRound(n, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    const settings = settingsOf();
    const client = notingClient(settings, 'emu_wrongwrongwrongwrong');

    const { toolkit, swept, thrown } = await sweep({ settings, client });

    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as Error).message).toBe(
      'authentication failed (401) while checking the job: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret (the service said: Invalid API key)',
    );
    expect(client.calls.map((c) => c.jobId)).toHaveLength(4);
    expect(swept).toEqual([]);
    const refused =
      'authentication failed (401) while checking the job: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret (the service said: Invalid API key)';
    expect(toolkit.lines).toEqual([
      "info: Sweep: 6 issue(s) and pull request(s) labelled 'agent-working' to check",
      ...[1, 2, 3, 4].map(
        (n) => `warning: Sweep: #${n}: ${refused}; the next sweep tries it again`,
      ),
      'info: Sweep: 0 round(s) finished, 6 left',
    ]);
    expect(toolkit.summary).toContain(
      '| [#5](https://github.com/acme/docs/issues/5) |  | Not reached in this sweep’s time: the next sweep takes it |\n| [#6](https://github.com/acme/docs/issues/6) |  | Not reached in this sweep’s time: the next sweep takes it |\n',
    );
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql')).toEqual([]);
  });

  test('the deadline passed before any issue: none is tried, each is for the next sweep', async () => {
    seedRound(1, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));
    seedRound(2, emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));

    const { toolkit, swept, thrown } = await sweep({ startedAt: START - 10 * MINUTE });

    expect(thrown).toBeUndefined();
    expect(swept).toEqual([]);
    expect(emu.count('GET', GET_JOB)).toBe(0);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPO}/issues`,
    ]);
    expect(toolkit.lines).toEqual([
      "info: Sweep: 2 issue(s) and pull request(s) labelled 'agent-working' to check",
      'info: Sweep: 0 round(s) finished, 2 left',
    ]);
    expect(toolkit.summary).toContain(
      '| [#1](https://github.com/acme/docs/issues/1) |  | Not reached in this sweep’s time: the next sweep takes it |\n| [#2](https://github.com/acme/docs/issues/2) |  | Not reached in this sweep’s time: the next sweep takes it |\n',
    );
  });
});

describe('on a pull request’s event: the jobs still at work are checked again, for up to two minutes', () => {
  const onPullRequest = (name = 'pull_request') => ({ ...ENV(), GITHUB_EVENT_NAME: name });
  const checksOf = (jobId: string) =>
    emu.requests.filter((r) => r.path.endsWith(`/job/${jobId}`)).length;

  test.each(['pull_request', 'pull_request_target'])(
    '%s: a job that ends at its fourth check is finished in this run, after the wait’s first gaps',
    async (name) => {
      const jobId = emu.seedJob(timeline({ activeChecks: 3 }, 'pr', PR));
      seedRound(1, jobId);

      const { toolkit, swept, clock } = await sweep({ env: onPullRequest(name) });

      expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
      expect(checksOf(jobId)).toBe(4);
      expect(clock.sleeps).toEqual([5_000, 5_000, 5_000]);
      expect(toolkit.lines).toEqual([
        "info: Sweep: 1 issue(s) and pull request(s) labelled 'agent-working' to check",
        'info: Sweep: 1 job(s) still at work; a pull request has arrived, so checking them again for up to 2m',
        `info: Sweep: #1: posted the result of job ${jobId}`,
        'info: Sweep: 1 round(s) finished, 0 left',
      ]);
      expect(bodies(1)).toEqual([
        result(1, jobId, PR_READY, PR_WORDS, { status: 'completed', waited: ' · 5m 15s' }),
      ]);
    },
  );

  test('a job still active after two minutes is left as it is; the gaps grow from poll-interval as the wait’s do, and stop at two minutes', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);

    const { toolkit, swept, clock } = await sweep({ env: onPullRequest() });

    expect(swept).toEqual([]);
    expect(bodies(1)).toEqual([workingNote(1, jobId)]);
    expect(fake.labels(REPO, 1)).toContain(WORKING);
    expect(clock.now() - START).toBe(2 * MINUTE);
    // The wait's gaps (job/wait.ts): poll-interval, then a tenth of the time waited, the last one
    // cut at two minutes.
    let at = 0;
    const expected: number[] = [];
    while (at < 2 * MINUTE) {
      const gap = Math.min(30_000, Math.max(5_000, at / 10), 2 * MINUTE - at);
      expected.push(gap);
      at += gap;
    }
    expect(clock.sleeps.map(Math.round)).toEqual(expected.map(Math.round));
    expect(clock.sleeps[0]).toBe(5_000);
    expect(Math.max(...clock.sleeps)).toBeGreaterThan(5_000);
    expect(checksOf(jobId)).toBe(expected.length + 1);
    expect(toolkit.summary).toContain('Still working: left as it is');
  });

  test('only the jobs still at work are checked again; the others are checked once', async () => {
    const ended = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    const ending = emu.seedJob(timeline({ activeChecks: 1 }, 'pr', PR));
    seedRound(1, ended);
    seedRound(2, ending);

    const { swept, clock } = await sweep({ env: onPullRequest() });

    expect(swept).toEqual([
      { issue: 1, 'job-id': ended, status: 'completed', 'pr-link': '' },
      { issue: 2, 'job-id': ending, status: 'completed', 'pr-link': PR },
    ]);
    expect(checksOf(ended)).toBe(1);
    expect(checksOf(ending)).toBe(2);
    expect(clock.sleeps).toEqual([5_000]);
  });

  test('a check that fails while checking again is a warning, and that round is not checked again', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);
    emu.injectFault({
      method: 'GET',
      path: GET_JOB,
      status: 500,
      skip: 1,
      times: Number.POSITIVE_INFINITY,
    });

    const { toolkit, swept } = await sweep({ env: onPullRequest() });

    expect(swept).toEqual([]);
    expect(checksOf(jobId)).toBe(1 + 5);
    expect(toolkit.lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning: Sweep: #1: the service failed (HTTP 500) while checking the job after 5 attempts (the service said: Internal Server Error); try again later; the next sweep tries it again',
    ]);
    expect(toolkit.summary).toContain('Failed, tried again by the next sweep');
  });

  test('every job ended at the first check: no line about jobs still at work, no wait', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);

    const { toolkit, clock, thrown } = await sweep({ env: onPullRequest() });

    expect(thrown).toBeUndefined();
    expect(toolkit.lines.join('\n')).not.toContain('still at work');
    expect(clock.sleeps).toEqual([]);
  });

  test('a sweep that started more than two minutes ago: no line about jobs still at work, no wait', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);

    const { toolkit, clock } = await sweep({
      env: onPullRequest(),
      startedAt: START - 2 * MINUTE,
    });

    expect(toolkit.lines.join('\n')).not.toContain('still at work');
    expect(clock.sleeps).toEqual([]);
    expect(checksOf(jobId)).toBe(1);
  });

  test('the service refuses the key at the first check: the jobs still at work are not checked again', async () => {
    const active = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    const refused = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, active);
    seedRound(2, refused);
    emu.injectFault({ method: 'GET', path: new RegExp(`/${refused}$`), status: 401, times: 1 });

    const { thrown, clock } = await sweep({ env: onPullRequest() });

    expect(thrown).toBeInstanceOf(UserError);
    expect(checksOf(active)).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  test('the key refused while checking again: a round the check did not reach stays as the first check left it', async () => {
    // Five rounds at work, four checked at once: the first one's second check is refused, which
    // stops the fifth before it starts.
    const jobs = [1, 2, 3, 4, 5].map((issue) => {
      const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
      seedRound(issue, jobId);
      return jobId;
    });
    emu.injectFault({ method: 'GET', path: new RegExp(`/${jobs[0]}$`), status: 401, skip: 1 });

    const { thrown, toolkit } = await sweep({ env: onPullRequest() });

    expect(thrown).toBeInstanceOf(UserError);
    expect(checksOf(jobs[4] ?? '')).toBe(1);
    expect(toolkit.summary).toContain(
      `| [#5](https://github.com/acme/docs/issues/5) | \`${jobs[4]}\` | Still working: left as it is |`,
    );
    expect(toolkit.summary).not.toContain('Not reached');
  });

  test('the service refuses the key while checking again: no more checks, and the sweep fails with that error', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);
    emu.injectFault({ method: 'GET', path: GET_JOB, status: 401, skip: 1, times: 1 });

    const { thrown, clock } = await sweep({ env: onPullRequest() });

    expect(thrown).toBeInstanceOf(UserError);
    expect(checksOf(jobId)).toBe(2);
    expect(clock.sleeps).toEqual([5_000]);
  });

  test('cancelled while waiting between checks: no more checks, and what the first check found stands', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    seedRound(1, jobId);
    const clock = new VirtualClock({ start: START, wallStart: WALL });
    const cancelled = new AbortController();
    clock.at(START + 12_000, () => cancelled.abort(new Error('cancelled')));

    const { swept, toolkit } = await sweep({
      env: onPullRequest(),
      clock,
      cancellation: {
        signal: cancelled.signal,
        requestSignal: new AbortController().signal,
        dispose: () => undefined,
      },
    });

    expect(swept).toEqual([]);
    expect(checksOf(jobId)).toBe(3);
    expect(clock.now() - START).toBe(12_000);
    expect(toolkit.summary).toContain('Still working: left as it is');
  });

  test.each([
    ['a schedule', 'schedule'],
    ['a dispatch', 'workflow_dispatch'],
    ['no event', undefined],
  ])('%s: each job is checked once, with no wait', async (_name, event) => {
    const jobId = emu.seedJob(timeline({ activeChecks: 1 }, 'pr', PR));
    seedRound(1, jobId);

    const { swept, clock, toolkit } = await sweep({
      env: { ...ENV(), ...(event && { GITHUB_EVENT_NAME: event }) },
    });

    expect(swept).toEqual([]);
    expect(checksOf(jobId)).toBe(1);
    expect(clock.sleeps).toEqual([]);
    expect(toolkit.lines.join('\n')).not.toContain('still at work');
  });
});

describe('which note is the waiting round', () => {
  test('only a working note counts: a later result that carries facts is no round', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);
    const quoted = workingNote(1, jobId, {}, 'r-later').replace('kind=working', 'kind=result');
    fake.addComment(REPO, 1, { body: quoted, login: OWN });

    const { swept } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
    expect(emu.count('GET', GET_JOB)).toBe(1);
  });

  test('a later working note without facts does not hide the round that has them', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    seedRound(1, jobId);
    const bare = marker({ round: 'r-later', jobId, status: 'active', kind: 'working' });
    fake.addComment(REPO, 1, { body: `### 🤖 Working on it\n\n${bare}\n`, login: OWN });

    const { swept } = await sweep();

    expect(swept).toEqual([{ issue: 1, 'job-id': jobId, status: 'completed', 'pr-link': PR }]);
  });
});

describe("a pull request's docs job that did not wait", () => {
  const HEAD = 'c0ffee'.padEnd(40, '0');
  const OTHER = 'beef'.padEnd(40, '1');

  /** The pull request's round as it left it: its note records the head, whose check is running. */
  /** A pull request's round left for the sweep, its check named `checkName` ('' for none). */
  async function seedPullRound(
    jobId: string,
    head = HEAD,
    docsPr?: string,
    checkName = 'Docs',
  ): Promise<void> {
    fake.addCommits(REPO, [{ sha: HEAD }, { sha: OTHER }]);
    fake.addIssue(REPO, { number: 5, labels: [WORKING], isPullRequest: true });
    const hidden = roundFactsComment({
      startedAt: WALL - 5 * MINUTE,
      asker: 'octocat',
      action: 'start',
      runId: '1000',
      project: projectTag(emu.projectId),
      checkName,
    });
    const mark = marker({
      round: '1000-1-docs-5',
      jobId,
      status: 'active',
      kind: 'working',
      head,
      docsPr,
    });
    fake.addComment(REPO, 5, {
      body: `### 🤖 Working on it\n\n${hidden}\n\n${mark}\n`,
      login: OWN,
    });
    for (const sha of [HEAD, OTHER]) {
      const created = await fetch(`${fake.url}/repos/${REPO}/check-runs`, {
        method: 'POST',
        headers: { authorization: `token ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Docs', head_sha: sha, status: 'in_progress' }),
      });
      expect(created.status).toBe(201);
    }
  }

  const withCheck = () => settingsOf();
  const conclusions = () =>
    fake.checkRuns(REPO).map((run) => [run.head_sha, run.status, run.conclusion]);

  test('the check on the head its note records ends as a waiting round ends it; no other check is touched', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));

    const { toolkit, thrown } = await sweep({ settings: withCheck() });

    expect(thrown).toBeUndefined();
    expect(toolkit.lines.filter((l) => l.startsWith('warning'))).toEqual([]);
    expect(conclusions()).toEqual([
      [HEAD, 'completed', 'success'],
      [OTHER, 'in_progress', null],
    ]);
    const ended = fake.checkRuns(REPO, HEAD)[0];
    expect(ended?.output.title).toBe('Documentation pull request ready');
    expect(ended?.output.summary).toContain(PR);
    // The result keeps the head, for the next push to send what changed since.
    expect(bodies(5).at(-1)).toContain(`head=${HEAD}`);
  });

  test('an earlier round of the same job left unanswered (a push that changed nothing came after): its head’s check ends too; a round answered, or another job’s, is left', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const EARLIER = 'a1'.padEnd(40, '2');
    const ANSWERED = 'b2'.padEnd(40, '2');
    const ANOTHER = 'c3'.padEnd(40, '2');
    fake.addCommits(REPO, [{ sha: EARLIER }, { sha: ANSWERED }, { sha: ANOTHER }]);
    fake.addIssue(REPO, { number: 5, labels: [WORKING], isPullRequest: true });
    const note = (round: string, job: string, head: string, kind: 'working' | 'result') =>
      fake.addComment(REPO, 5, {
        body: `### note\n\n${marker({ round, jobId: job, status: 'active', kind, head })}\n`,
        login: OWN,
      });
    note('900-1-docs-5', jobId, ANSWERED, 'working');
    note('900-1-docs-5', jobId, ANSWERED, 'result');
    note('950-1-docs-5', 'job_other', ANOTHER, 'working');
    note('990-1-docs-5', jobId, EARLIER, 'working');
    note('995-1-docs-5', jobId, EARLIER, 'working');
    // A round of the job that recorded no head (an issue's, say): no check to end.
    fake.addComment(REPO, 5, {
      body: `### note\n\n${marker({ round: '996-1-docs-5', jobId, status: 'active', kind: 'working' })}\n`,
      login: OWN,
    });
    for (const sha of [EARLIER, ANSWERED, ANOTHER]) {
      const created = await fetch(`${fake.url}/repos/${REPO}/check-runs`, {
        method: 'POST',
        headers: { authorization: `token ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Docs', head_sha: sha, status: 'in_progress' }),
      });
      expect(created.status).toBe(201);
    }
    await seedPullRound(jobId);

    await sweep({ settings: withCheck() });

    expect(conclusions()).toEqual([
      [EARLIER, 'completed', 'success'],
      [ANSWERED, 'in_progress', null],
      [ANOTHER, 'in_progress', null],
      [HEAD, 'completed', 'success'],
      [OTHER, 'in_progress', null],
    ]);
    expect(fake.count('GET', /\/check-runs$/)).toBe(2);
  });

  test('a failed job: the check ends in failure', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'failed')));

    await sweep({ settings: withCheck() });

    expect(conclusions()[0]).toEqual([HEAD, 'completed', 'failure']);
  });

  test("a job still running past the sweep's timeout: the check ends timed_out", async () => {
    await seedPullRound(emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR)));
    const late = new VirtualClock({ start: START, wallStart: WALL + 60 * MINUTE });

    await sweep({ clock: late, settings: withCheck() });

    expect(conclusions()[0]).toEqual([HEAD, 'completed', 'timed_out']);
    expect(fake.checkRuns(REPO, HEAD)[0]?.output.title).toBe(
      'Stopped waiting for the documentation',
    );
  });

  test('the result records the docs pull request the job opened, for the next push', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)), HEAD, 'acme:old:1');

    await sweep({
      settings: withCheck(),
      env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url },
    });

    expect(bodies(5).at(-1)).toMatch(
      new RegExp(`kind=result head=${HEAD} docs-pr=acme:docs:77 -->\n$`),
    );
  });

  test('a job that gave no pull request keeps the one its note recorded', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr')), HEAD, 'acme:docs:9');

    await sweep({ settings: withCheck() });

    expect(bodies(5).at(-1)).toMatch(/ docs-pr=acme:docs:9 -->\n$/);
    expect(conclusions()[0]).toEqual([HEAD, 'completed', 'neutral']);
  });

  test('a pull request on another server is no docs pull request', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)));

    await sweep({
      settings: withCheck(),
      env: { ...ENV(), GITHUB_SERVER_URL: 'https://ghe.example' },
    });

    expect(bodies(5).at(-1)).not.toContain('docs-pr=');
  });

  test('a round whose check-name was empty: no check is read or ended', async () => {
    await seedPullRound(emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR)), HEAD, undefined, '');

    await sweep({ settings: settingsOf() });

    expect(fake.count('GET', /check-runs/)).toBe(0);
    expect(conclusions()).toEqual([
      [HEAD, 'in_progress', null],
      [OTHER, 'in_progress', null],
    ]);
  });
});
