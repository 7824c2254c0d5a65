// The quick start's workflows (label-no-wait.yml, issue-comment.yml and sweep.yml) run as GitHub runs
// them (actions-runner.ts): no round holds a runner while the agent works; every round is answered
// on its thread (at once when its job has ended, else by the sweep), `/agent …` and `/agent` alone
// included, so the `/agent` the answers invite is served by what the quick start installs; an
// outsider's comment starts no runner, and an outsider's label (an issue form's) starts no job.
import { afterEach, describe, expect, test } from '@jest/globals';
import { timeline } from '../../emulator/timeline.js';
import {
  closeEmulators,
  closeGitHubFakes,
  GET_PATH,
  issueCommentEvent,
  issuesEvent,
  markedComments,
  REPO,
} from '../integration/helpers.js';
import type { Delivery, Example, Repository, RunRecord } from './actions-runner.js';
import {
  DOCS_PULL,
  examples,
  failedRuns,
  followUpsSent,
  jobsCreated,
  pullOpenedBy,
  repository,
  scheduled,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = { number: 12, title: 'Document the retry option' };
const WORKING = 'agent-working';
const QUICK_START = ['label-no-wait.yml', 'issue-comment.yml', 'sweep.yml'];
const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted).map((r) => r.file);
const comment = (repo: Repository, body: string, login = 'Codertocat') =>
  issueCommentEvent(repo.fake, ISSUE, { body, login, association: 'OWNER' });
const label = (repo: Repository, login = 'Codertocat') =>
  issuesEvent(repo.fake, ISSUE, { label: 'docs-agent', sender: { login } });
/** The marked comments on the issue, each by its first line. */
const thread = (repo: Repository) =>
  markedComments(repo.fake, ISSUE.number).map((c) => c.body.split('\n')[0] ?? '');

/** Every run ended without waiting for the agent: the step's log says it did not wait. */
function noneWaited(runs: RunRecord[]): void {
  for (const run of runs.filter((r) => r.runnerStarted && r.file !== 'examples/sweep.yml')) {
    const polls = run.steps.flatMap((s) => s.result?.stdout.split('\n') ?? []);
    expect({ file: run.file, waited: polls.some((l) => /Waiting for the job/i.test(l)) }).toEqual({
      file: run.file,
      waited: false,
    });
  }
}

/** mona: a writer of the team (the asker of the comments below). */
async function team(): Promise<Repository> {
  const repo = await repository();
  repo.fake.setPermission(REPO, 'mona', 'write');
  return repo;
}

async function installed(): Promise<Example[]> {
  return examples(...QUICK_START);
}

/** The issue labelled by a maintainer, and the sweep run by the agent's docs pull request. */
async function labelAndFinish(repo: Repository, wf: Example[]): Promise<void> {
  // Ended at the sweep's first check; so is a follow-up's round, counted from its message.
  const ended = { status: 'completed', prLink: DOCS_PULL };
  repo.emu.scriptNextJob({ polls: [ended], followUps: [{ polls: [ended] }] });
  const runs = [
    ...(await send(repo, wf, label(repo))),
    ...(await send(repo, wf, pullOpenedBy(repo))),
  ];
  expect(failedRuns(runs)).toEqual([]);
  noneWaited(runs);
  expect(thread(repo)).toEqual([expect.stringContaining('Pull request ready')]);
  expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
}

describe('the quick start: no round holds a runner while the agent works, every round is answered', () => {
  test('a label: one job, the run ends at once; the sweep on the docs pull request answers it and takes both labels off', async () => {
    const repo = await repository();
    await labelAndFinish(repo, await installed());
    expect(jobsCreated(repo)).toBe(1);
  });

  test('`/agent …` on the labelled issue: a follow-up to its job, the run ends at once; the next sweep answers it, mentioning who asked', async () => {
    const repo = await team();
    const wf = await installed();
    await labelAndFinish(repo, wf);

    const asked = await send(repo, wf, comment(repo, '/agent also mention the maximum', 'mona'));
    expect(failedRuns(asked)).toEqual([]);
    expect(started(asked)).toEqual(['examples/issue-comment.yml']);
    noneWaited(asked);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(1);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([WORKING]);
    expect(thread(repo).at(-1)).toMatch(/Working on/);

    const swept = await send(repo, wf, scheduled());
    expect(failedRuns(swept)).toEqual([]);
    const answer = markedComments(repo.fake, ISSUE.number).at(-1)?.body ?? '';
    expect(answer).toMatch(/Pull request ready/);
    expect(answer).toContain('@mona');
    expect(thread(repo).filter((line) => line.includes('Working on'))).toEqual([]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
  });

  test('`/agent` alone while the job is still at work: no request but a status check, a working note; the sweep answers when it ends', async () => {
    const repo = await team();
    const wf = await installed();
    // The job of the label, still at work for the first checks.
    repo.emu.scriptNextJob(timeline({ activeChecks: 2 }, 'pr', DOCS_PULL));
    const labelled = await send(repo, wf, label(repo));
    expect(jobsCreated(repo)).toBe(1);
    // The label's round is answered by a sweep while the job still reads active: left.
    const early = await send(repo, wf, scheduled());
    expect(failedRuns([...labelled, ...early])).toEqual([]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toContain(WORKING);

    const before = repo.emu.requests.length;
    const checked = await send(repo, wf, comment(repo, '/agent', 'mona'));
    expect(failedRuns(checked)).toEqual([]);
    expect(started(checked)).toEqual(['examples/issue-comment.yml']);
    noneWaited(checked);
    expect(repo.emu.requests.slice(before).map((r) => [r.method, GET_PATH.test(r.path)])).toEqual([
      ['GET', true],
    ]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toContain(WORKING);

    const swept = await send(repo, wf, pullOpenedBy(repo));
    expect(failedRuns(swept)).toEqual([]);
    // Both rounds answered, each mentioning who asked: the label's, then the check's.
    expect(markedComments(repo.fake, ISSUE.number).map((c) => c.body)).toEqual([
      expect.stringMatching(/Pull request ready[\s\S]*@Codertocat/),
      expect.stringMatching(/Pull request ready[\s\S]*@mona/),
    ]);
    // Nothing is left working on the thread, and no label of the rounds stays.
    expect(thread(repo).filter((line) => line.includes('Working on'))).toEqual([]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(0);
  });

  test('`/agent` alone once the job has ended: answered at once with its pull request, nothing left for the sweep', async () => {
    const repo = await team();
    const wf = await installed();
    await labelAndFinish(repo, wf);
    const answers = markedComments(repo.fake, ISSUE.number).length;

    const checked = await send(repo, wf, comment(repo, '/agent', 'mona'));
    expect(failedRuns(checked)).toEqual([]);
    const all = markedComments(repo.fake, ISSUE.number);
    expect(all).toHaveLength(answers + 1);
    expect(all.at(-1)?.body).toMatch(/Pull request ready[\s\S]*@mona/);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
  });

  test('`/agent` alone on an issue without a job: answered at once that there is none', async () => {
    const repo = await repository();
    const runs = await send(repo, await installed(), comment(repo, '/agent'));
    expect(failedRuns(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
    expect(repo.fake.comments(REPO, ISSUE.number).at(-1)?.user.login).toBe('github-actions[bot]');
    expect(repo.fake.labels(REPO, ISSUE.number)).not.toContain(WORKING);
  });

  test('every answer that invites `/agent` is one the quick start serves: the workflow that hears it is installed', async () => {
    const repo = await repository();
    const wf = await installed();
    await labelAndFinish(repo, wf);
    for (const body of markedComments(repo.fake, ISSUE.number).map((c) => c.body)) {
      expect(body).toMatch(/`\/agent/);
    }
    const hears = (event: Delivery) =>
      send(repo, wf, event).then((runs) => started(runs).includes('examples/issue-comment.yml'));
    expect(await hears(comment(repo, '/agent make the example shorter'))).toBe(true);
  });
});

describe('the quick start: nobody who may not ask spends anything', () => {
  test("an outsider's `/agent …`: no runner", async () => {
    const repo = await repository();
    const event = issueCommentEvent(repo.fake, ISSUE, {
      body: '/agent rewrite everything',
      login: 'stranger',
      association: 'NONE',
    });
    const runs = await send(repo, await installed(), event);
    expect(started(runs)).toEqual([]);
    expect(repo.fake.requests).toEqual([]);
  });

  test("the label an issue form puts on an outsider's issue: the runner decides, no job, the label removed with one note, no failed run", async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'stranger', 'none');
    const runs = await send(repo, await installed(), label(repo, 'stranger'));
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual(['examples/label-no-wait.yml']);
    expect(jobsCreated(repo)).toBe(0);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
    expect(repo.fake.comments(REPO, ISSUE.number)).toHaveLength(1);
  });
});
