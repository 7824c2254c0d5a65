// sweep.yml run as GitHub runs it (actions-runner.ts): it finishes the rounds that did not wait when
// the agent's docs pull request arrives (the agent's app opens it as its job ends), in that run,
// also a job that still reads active for a little while; a pull request anyone else opens starts no
// runner; the schedule is only the fallback, and runs once.
import { afterEach, describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import { timeline } from '../../emulator/timeline.js';
import {
  closeEmulators,
  closeGitHubFakes,
  issuesEvent,
  markedComments,
  REPO,
} from '../integration/helpers.js';
import { startsRunner } from './actions-runner.js';
import type { Repository, RunRecord } from './actions-runner.js';
import {
  AGENT_APP,
  DOCS_PULL,
  examples,
  failedRuns,
  jobsCreated,
  pullOpenedBy,
  repository,
  scheduled,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = { number: 12, title: 'Document the retry option' };
const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted).map((r) => r.file);
/** The quick start's workflows: the label without waiting, the conversation, the sweep. */
const quickStart = () => examples('label-no-wait.yml', 'issue-comment.yml', 'sweep.yml');

/** Whoever may ask labels the issue: one job, and the round leaves its note and label for the sweep. */
async function labelled(repo: Repository) {
  const wf = await quickStart();
  const runs = await send(
    repo,
    wf,
    issuesEvent(repo.fake, ISSUE, { label: 'docs-agent', sender: { login: 'Codertocat' } }),
  );
  expect(failedRuns(runs)).toEqual([]);
  expect(started(runs)).toEqual(['examples/label-no-wait.yml']);
  expect(jobsCreated(repo)).toBe(1);
  expect(repo.fake.labels(REPO, ISSUE.number).sort()).toEqual(['agent-working', 'docs-agent']);
  return wf;
}

/** What the sweep run wrote in its `swept` output. */
function sweptBy(runs: RunRecord[]): unknown[] {
  const sweep = runs.find((run) => run.file === 'examples/sweep.yml');
  const output = sweep?.steps.find((s) => s.result)?.result?.outputs.swept ?? '[]';
  return JSON.parse(output) as unknown[];
}

describe('sweep.yml: the sweep finishes when the pull request arrives', () => {
  test("the agent's app opens its docs pull request: the sweep runs and posts the ended round's result in that run, nothing else starts", async () => {
    const repo = await repository();
    repo.emu.scriptNextJob(timeline({ activeChecks: 0 }, 'pr', DOCS_PULL));
    const wf = await labelled(repo);

    const arrived = pullOpenedBy(repo);
    const runs = await send(repo, wf, arrived);

    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual(['examples/sweep.yml']);
    expect(sweptBy(runs)).toEqual([expect.objectContaining({ issue: ISSUE.number })]);
    const result = markedComments(repo.fake, ISSUE.number).map((c) => c.body);
    expect(result).toEqual([expect.stringMatching(/Pull request ready[\s\S]*@Codertocat/)]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
    // The sweep answers on the round's thread, never on the pull request that started it.
    const docsPull = (arrived.payload.pull_request as { number: number }).number;
    expect(repo.fake.comments(REPO, docsPull)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);
  });

  test('a job that still reads active when its pull request arrives, and ends 40 s later: finished in that run (virtual time)', async () => {
    const clock = new VirtualClock();
    const repo = await repository({ clock });
    // The agent works 15 minutes; its pull request arrives as the job ends, which the service
    // reports 40 seconds later.
    repo.emu.scriptNextJob(timeline({ activeForMs: 15 * 60_000 + 40_000 }, 'pr', DOCS_PULL));
    const wf = await labelled(repo);
    clock.advance(15 * 60_000);
    const sweepStarts = clock.now();

    const runs = await send(repo, wf, pullOpenedBy(repo));

    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual(['examples/sweep.yml']);
    expect(sweptBy(runs)).toEqual([expect.objectContaining({ issue: ISSUE.number })]);
    expect(markedComments(repo.fake, ISSUE.number).map((c) => c.body)).toEqual([
      expect.stringContaining('Pull request ready'),
    ]);
    // Checked again with the wait's gaps until it ended: within the two minutes, not beyond.
    const waited = clock.now() - sweepStarts;
    expect(waited).toBeGreaterThanOrEqual(40_000);
    expect(waited).toBeLessThan(2 * 60_000);
  });

  test('a job still active two minutes after its pull request arrived is left for a later sweep, which finishes it', async () => {
    const clock = new VirtualClock();
    const repo = await repository({ clock });
    repo.emu.scriptNextJob(timeline({ activeForMs: 20 * 60_000 }, 'pr', DOCS_PULL));
    const wf = await labelled(repo);
    clock.advance(15 * 60_000);

    const arrived = await send(repo, wf, pullOpenedBy(repo));
    expect(failedRuns(arrived)).toEqual([]);
    expect(sweptBy(arrived)).toEqual([]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toContain('agent-working');

    clock.advance(10 * 60_000);
    const fallback = await send(repo, wf, scheduled());
    expect(started(fallback)).toEqual(['examples/sweep.yml']);
    expect(sweptBy(fallback)).toEqual([expect.objectContaining({ issue: ISSUE.number })]);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
  });
});

describe('sweep.yml: a pull request the agent did not open starts no runner', () => {
  test.each([
    ['a person', (repo: Repository) => pullOpenedBy(repo, 'Codertocat')],
    ['another bot', (repo: Repository) => pullOpenedBy(repo, 'renovate[bot]')],
    ["a fork's author", (repo: Repository) => pullOpenedBy(repo, 'forker', { fork: true })],
    [
      "the agent's login from a fork",
      (repo: Repository) => pullOpenedBy(repo, AGENT_APP, { fork: true }),
    ],
  ])('opened by %s: no runner, no failed run', async (_, make) => {
    const repo = await repository();
    const [sweep] = await examples('sweep.yml');
    const runs = await send(repo, [sweep!], make(repo));
    expect(started(runs)).toEqual([]);
    expect(failedRuns(runs)).toEqual([]);
    expect(repo.fake.requests).toEqual([]);
  });

  test("the agent's app named by the variable DOCS_AGENT_LOGIN: its pull request starts the sweep, mintlify[bot]'s no longer does", async () => {
    const repo = await repository();
    repo.vars.DOCS_AGENT_LOGIN = 'acme-docs-agent[bot]';
    const [sweep] = await examples('sweep.yml');
    expect(startsRunner(repo, sweep!, pullOpenedBy(repo, 'acme-docs-agent[bot]'))).toBe(true);
    expect(startsRunner(repo, sweep!, pullOpenedBy(repo, AGENT_APP))).toBe(false);
  });
});

describe('sweep.yml: the fallback schedule', () => {
  test('one run, which finishes a round whose job ended without a pull request', async () => {
    const repo = await repository();
    repo.emu.scriptNextJob(timeline({ activeChecks: 0 }, 'no-pr'));
    const wf = await labelled(repo);

    const runs = await send(repo, wf, scheduled());

    expect(runs.filter((run) => run.triggered).map((r) => r.file)).toEqual(['examples/sweep.yml']);
    expect(started(runs)).toEqual(['examples/sweep.yml']);
    expect(failedRuns(runs)).toEqual([]);
    expect(markedComments(repo.fake, ISSUE.number).map((c) => c.body)).toEqual([
      expect.stringContaining('no changes to make'),
    ]);
  });
});
