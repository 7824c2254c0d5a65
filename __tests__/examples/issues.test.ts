// The issue examples run as GitHub runs them (actions-runner.ts): the quick start's set
// (issue-labelled.yml with issue-comment.yml) serves the `/agent …` its result invites; an
// outsider's comment starts no runner, a read-only collaborator's is refused by the runner without
// a failed run; the no-wait label with the sweep; the digest twice.
import { afterEach, describe, expect, test } from '@jest/globals';
import { seedMergedPulls } from '../../__fixtures__/merged-pulls.js';
import {
  closeEmulators,
  closeGitHubFakes,
  issueCommentEvent,
  issuesEvent,
  REPO,
} from '../integration/helpers.js';
import type { RunRecord } from './actions-runner.js';
import {
  DEFAULT_BRANCH,
  DIGEST_ISSUE,
  examples,
  failedRuns,
  followUpsSent,
  jobsCreated,
  repository,
  scheduled,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = { number: 12, title: 'Document the retry option' };
const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted);
const quickStart = () => examples('issue-labelled.yml', 'issue-comment.yml');

describe("the quick start's set: issue-labelled.yml and issue-comment.yml", () => {
  test('a label makes one job; its result invites `/agent …`, and a follow-up comment is served: the same job, a follow-up, a reply', async () => {
    const repo = await repository();
    const wf = await quickStart();
    const labelled = await send(
      repo,
      wf,
      issuesEvent(repo.fake, ISSUE, { label: 'docs-agent', sender: { login: 'Codertocat' } }),
    );
    expect(failedRuns(labelled)).toEqual([]);
    expect(started(labelled).map((r) => r.file)).toEqual(['examples/issue-labelled.yml']);
    expect(jobsCreated(repo)).toBe(1);
    const result = repo.fake.comments(REPO, ISSUE.number).at(-1)?.body ?? '';
    expect(result).toMatch(/\/agent/);

    const before = repo.fake.comments(REPO, ISSUE.number).length;
    const replied = await send(
      repo,
      wf,
      issueCommentEvent(repo.fake, ISSUE, {
        body: '/agent also mention the maximum',
        login: 'Codertocat',
        association: 'OWNER',
      }),
    );
    expect(failedRuns(replied)).toEqual([]);
    expect(started(replied).map((r) => r.file)).toEqual(['examples/issue-comment.yml']);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(1);
    expect(repo.fake.comments(REPO, ISSUE.number).length).toBeGreaterThan(before + 1);
  });

  test("an outsider's `/agent …` starts no runner: no job, no reply", async () => {
    const repo = await repository();
    const runs = await send(
      repo,
      await quickStart(),
      issueCommentEvent(repo.fake, ISSUE, {
        body: '/agent rewrite everything',
        login: 'stranger',
        association: 'NONE',
      }),
    );
    expect(started(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
    expect(repo.fake.requests).toEqual([]);
  });

  test("a read-only collaborator's `/agent …`: the runner decides, the run succeeds with a notice, no job and no reply", async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'reader', 'read');
    const runs = await send(
      repo,
      await quickStart(),
      issueCommentEvent(repo.fake, ISSUE, {
        body: '/agent rewrite everything',
        login: 'reader',
        association: 'COLLABORATOR',
      }),
    );
    expect(started(runs)).toHaveLength(1);
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)[0]?.steps[0]?.result?.stdout).toMatch(/::notice/);
    expect(jobsCreated(repo)).toBe(0);
    expect(repo.fake.comments(REPO, ISSUE.number).map((c) => c.user.login)).toEqual(['reader']);
  });

  test('a comment that is not `/agent` starts no runner', async () => {
    const repo = await repository();
    const runs = await send(
      repo,
      await quickStart(),
      issueCommentEvent(repo.fake, ISSUE, {
        body: 'Thanks!',
        login: 'Codertocat',
        association: 'OWNER',
      }),
    );
    expect(started(runs)).toEqual([]);
  });

  test("a bot's label not in allowed-bots: no job, no failed run", async () => {
    const repo = await repository();
    const runs = await send(
      repo,
      await quickStart(),
      issuesEvent(repo.fake, ISSUE, {
        label: 'docs-agent',
        sender: { login: 'labeler[bot]', type: 'Bot' },
      }),
    );
    expect(failedRuns(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });
});

describe('label-no-wait.yml with sweep.yml', () => {
  test('the label starts one job and the run ends; the sweep posts the result and takes the labels off', async () => {
    const repo = await repository();
    const [noWait, sweep] = await examples('label-no-wait.yml', 'sweep.yml');
    repo.emu.scriptNextJob({ polls: ['completed'] });
    const labelled = await send(
      repo,
      [noWait!, sweep!],
      issuesEvent(repo.fake, ISSUE, { label: 'docs-agent', sender: { login: 'Codertocat' } }),
    );
    expect(failedRuns(labelled)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);
    expect(repo.fake.labels(REPO, ISSUE.number)).toContain('agent-working');

    const swept = await send(repo, [noWait!, sweep!], scheduled());
    expect(failedRuns(swept)).toEqual([]);
    expect(started(swept).map((r) => r.file)).toEqual(['examples/sweep.yml']);
    expect(jobsCreated(repo)).toBe(1);
    expect(repo.fake.labels(REPO, ISSUE.number)).toEqual([]);
    expect(repo.fake.comments(REPO, ISSUE.number).at(-1)?.body).toMatch(/@Codertocat/);
  });
});

describe('docs-digest.yml', () => {
  test('twice: the first digest makes one job, the second finds nothing new and makes none, no failed run', async () => {
    const repo = await repository();
    const [digest] = await examples('docs-digest.yml');
    repo.fake.addIssue(REPO, { number: DIGEST_ISSUE, title: 'Docs digest' });
    seedMergedPulls(repo.fake, REPO, { count: 3, now: Date.now() - 1000, base: DEFAULT_BRANCH });
    repo.emu.scriptNextJob({ polls: ['completed'] });
    const schedule = { name: 'schedule', payload: { schedule: '17 6 * * 1,4' } };

    const first = await send(repo, [digest!], schedule);
    expect(failedRuns(first)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);

    const second = await send(repo, [digest!], schedule);
    expect(failedRuns(second)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);
  });

  test('paths: merged pull requests that touch only tests are left out; none left, no job, no failed run', async () => {
    const repo = await repository();
    const [digest] = await examples('docs-digest.yml');
    repo.fake.addIssue(REPO, { number: DIGEST_ISSUE, title: 'Docs digest' });
    seedMergedPulls(repo.fake, REPO, {
      count: 2,
      now: Date.now() - 1000,
      base: DEFAULT_BRANCH,
      files: (n) => [{ filename: `test/feature${n}.test.ts`, patch: `@@ -0,0 +1 @@\n+test${n}` }],
    });
    const schedule = { name: 'schedule', payload: { schedule: '17 6 * * 1,4' } };
    const runs = await send(repo, [digest!], schedule);
    expect(failedRuns(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });
});
