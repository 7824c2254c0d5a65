// The rules of "The examples are part of the product" (the contract), each a test over every example
// run as GitHub runs it (actions-runner.ts): each header's fields; credits only when asked (events no
// person who may ask asked for, delivered to every example at once), a merge bot's merge documented
// like anyone's; no failed run for an event the team did not cause (a fork's pull request); runner
// minutes only where they buy something (no schedule more often than hourly); a limit per person
// that counts every run (rate-limit, with the permission it reads by); one request, one job for
// every pair an example says it goes with; what the action invites, the examples it goes with serve.
import { afterAll, afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startGitHubFake } from '../../emulator/github-fake.js';
import { exampleNeeds } from '../../scripts/example-needs.js';
import { repoRoot } from '../../scripts/lint-workflows.js';
import {
  closeEmulators,
  closeGitHubFakes,
  issueCommentEvent,
  issuesEvent,
  REPO,
} from '../integration/helpers.js';
import { ConcurrencyGroups, startsRunner } from './actions-runner.js';
import type { Delivery, Repository, RunRecord } from './actions-runner.js';
import {
  PullRequest,
  automationRuns,
  exampleNames,
  examples,
  failedRuns,
  followUpsSent,
  goesWith,
  headerFields,
  jobsCreated,
  pushTo,
  repository,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const names = exampleNames();
const installed = await examples(...names);
const byName = new Map(names.map((name, i) => [name, installed[i]!]));
const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted);
const read = (name: string) => readFileSync(join(repoRoot, 'examples', name), 'utf8');

describe("each example's header", () => {
  test.each(names)(
    '%s: Starts a job, Costs, Needs, Goes with, in that order, each said',
    (name) => {
      const fields = headerFields(name);
      expect(Object.keys(fields)).toEqual(['Starts a job', 'Costs', 'Needs', 'Goes with']);
      for (const value of Object.values(fields)) expect(value.trim()).not.toBe('');
      expect(fields.Costs).toMatch(/credit/);
      expect(fields.Costs).toMatch(/runner/i);
    },
  );

  test.each(
    names.filter((name) => {
      const events = byName.get(name)!.template.events as Record<string, unknown>;
      return 'schedule' in events && 'workflow_dispatch' in events;
    }),
  )(
    '%s: runs on a schedule and by hand, and its cost counts both (once more each time someone runs it by hand)',
    (name) => {
      expect(headerFields(name).Costs).toMatch(/once more each time someone runs it by hand/);
      expect(headerFields(name).Costs).not.toMatch(/at most/);
    },
  );

  test.each(names)('%s: Goes with names other examples, by file name', (name) => {
    const said = goesWith(name);
    expect(said.length).toBeGreaterThan(0);
    for (const other of said) {
      expect({ other, known: names.includes(other) && other !== name }).toEqual({
        other,
        known: true,
      });
    }
  });

  test.each(names)(
    '%s: each label it listens for is its own (not a label teams already use), names that differ per team are variables',
    (name) => {
      const needs = exampleNeeds(`examples/${name}`, read(name), 'agent-working');
      for (const label of needs.labels) {
        expect(label.name).toMatch(/agent/);
        expect(['docs', 'documentation']).not.toContain(label.name);
      }
      const template = byName.get(name)!.template;
      for (const config of Object.values(template.events) as Array<{ branches?: string[] }>) {
        expect(config?.branches).toBeUndefined();
      }
      expect(read(name)).not.toMatch(/repositories: [a-z]/);
    },
  );

  test.each(names)('%s: goes with exactly the examples that say they go with it', (name) => {
    const saidBy = names.filter((other) => other !== name && goesWith(other).includes(name));
    expect(goesWith(name).sort()).toEqual(saidBy.sort());
  });

  test.each(names.filter((name) => name !== 'issue-comment.yml'))(
    '%s: an example that comments (its result invites `/agent …`) goes with issue-comment.yml, which serves it',
    (name) => {
      const needs = exampleNeeds(`examples/${name}`, read(name), 'agent-working');
      const comments = needs.permissions.some((p) => /^(issues|pull-requests): write$/.test(p));
      if (comments) expect(goesWith(name)).toContain('issue-comment.yml');
    },
  );
});

describe('runner minutes only where they buy something', () => {
  /** Each example's crons. */
  const crons = names.flatMap((name) => {
    const events = byName.get(name)!.template.events as { schedule?: Array<{ cron: string }> };
    return (events.schedule ?? []).map(({ cron }) => [name, cron] as const);
  });

  test.each(crons)('%s runs on %s: at most once an hour (one minute of the hour)', (_, cron) => {
    const [minute] = cron.split(/\s+/);
    expect(minute).toMatch(/^\d{1,2}$/);
  });

  test("the sweep's work waits for an event, the agent's pull request, and runs on it; the schedule is its fallback", () => {
    const events = byName.get('sweep.yml')!.template.events as Record<string, unknown>;
    expect(events.pull_request).toEqual({ types: ['opened'] });
    expect(headerFields('sweep.yml').Costs).toMatch(
      /one short run per pull request the agent opens/,
    );
  });
});

describe('a limit per person counts every run it may', () => {
  test.each(names)('%s: rate-limit set, actions: read granted (the runs it counts)', (name) => {
    for (const job of Object.values(byName.get(name)!.jobs)) {
      const limited = job.steps.some((step) => step.with?.['rate-limit'] !== undefined);
      const reads = ['read', 'write'].includes(job.permissions?.actions ?? 'none');
      expect({ name, limited, reads }).toEqual({ name, limited, reads: limited });
    }
  });

  test('issue-comment.yml: a writer who started 10 rounds within the hour, with 100 later runs of theirs skipped (other comments), is refused: every page of the runs is read', async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'writer', 'triage');
    const now = Date.now();
    const run = (id: number, minutesAgo: number, conclusion: string) =>
      repo.fake.addWorkflowRun(REPO, {
        id,
        workflow: 'issue-comment.yml',
        actor: 'writer',
        createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
        conclusion,
      });
    // The ten rounds the limit allows, the oldest runs in the window: past the first page.
    for (let i = 0; i < 10; i++) run(1000 + i, 50 - i, 'success');
    // A hundred newer runs of the same person whose job was skipped (comments not `/agent`).
    for (let i = 0; i < 100; i++) run(2000 + i, 30 - i / 10, 'skipped');

    const runs = await send(
      repo,
      [byName.get('issue-comment.yml')!],
      issueCommentEvent(
        repo.fake,
        { number: 12 },
        { body: '/agent document the retry option', login: 'writer', association: 'COLLABORATOR' },
      ),
    );

    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toHaveLength(1);
    const log = runs[0]?.steps.find((step) => step.result)?.result?.stdout ?? '';
    expect(log).toMatch(/::notice::.*rate-limit/);
    expect(log).not.toMatch(/::warning/);
    expect(jobsCreated(repo)).toBe(0);
    expect(followUpsSent(repo)).toBe(0);
    // Refused as an asker without permission is: no reply, no reaction.
    expect(repo.fake.comments(REPO, 12).map((c) => c.user.login)).toEqual(['writer']);
    expect(repo.fake.count('GET', /\/actions\/workflows\/issue-comment\.yml\/runs/)).toBe(2);
  });
});

describe('only the changes that matter: automation-trigger.yml', () => {
  test('a merge that touches only tests starts no run; one that touches the code triggers the automation once, without waiting for its job', async () => {
    const repo = await repository();
    const automation = byName.get('automation-trigger.yml')!;
    const onlyTests = new PullRequest(repo, { file: 'test/a.test.ts' }).merge();
    const tests = await send(repo, [automation], { ...onlyTests, files: ['test/a.test.ts'] });
    expect(tests.map((r) => r.triggered)).toEqual([false]);
    const code = new PullRequest(repo).merge();
    const runs = await send(repo, [automation], { ...code, files: ['src/retry.ts'] });
    expect(failedRuns(runs)).toEqual([]);
    expect(automationRuns(repo)).toBe(1);
    // Queued, not followed: the run's job is never read.
    expect(repo.emu.count('GET')).toBe(0);
    const on = automation.template.events as { pull_request_target?: { paths?: string[] } };
    expect(read('automation-trigger.yml')).toContain('paths: # replace with your product');
    expect(on.pull_request_target?.paths).toEqual(['src/**', 'api/**']);
  });

  test('a merge by a merge queue triggers it as anyone’s merge does', async () => {
    const repo = await repository();
    const automation = byName.get('automation-trigger.yml')!;
    const runs = await send(
      repo,
      [automation],
      mergedBy(new PullRequest(repo), 'github-merge-queue[bot]'),
    );
    expect(failedRuns(runs)).toEqual([]);
    expect(automationRuns(repo)).toBe(1);
  });
});

describe('the default branch, read from the event (no literal to replace)', () => {
  test('docs-on-push.yml starts on a push to the default branch only; docs-follow-code.yml and automation-trigger.yml on a merge into it only', async () => {
    const repo = await repository();
    const onPush = byName.get('docs-on-push.yml')!;
    expect(startsRunner(repo, onPush, pushTo())).toBe(true);
    expect(startsRunner(repo, onPush, pushTo('release'))).toBe(false);
    const automation = byName.get('automation-trigger.yml')!;
    const follow = byName.get('docs-follow-code.yml')!;
    const merged = { ...new PullRequest(repo).merge(), files: ['src/retry.ts'] };
    const intoRelease = { ...new PullRequest(repo).merge(), files: ['src/retry.ts'] };
    (intoRelease.payload.pull_request as { base: { ref: string } }).base.ref = 'release';
    const closed = { ...new PullRequest(repo).close(), files: ['src/retry.ts'] };
    for (const example of [follow, automation]) {
      expect(startsRunner(repo, example, merged)).toBe(true);
      expect(startsRunner(repo, example, intoRelease)).toBe(false);
      expect(startsRunner(repo, example, closed)).toBe(false);
    }
    expect(startsRunner(repo, automation, pushTo())).toBe(false);
  });
});

/** Events nobody who may ask asked for, each built on a repository. */
const NOT_ASKED: Array<[string, (repo: Repository) => Delivery]> = [
  ['a pull request nobody labelled, opened', (repo) => new PullRequest(repo).opened()],
  ['a push to a pull request nobody labelled', (repo) => new PullRequest(repo).push()],
  [
    'a pull request nobody labelled, closed without merging',
    (repo) => {
      const pull = new PullRequest(repo);
      const event = pull.opened();
      (event.payload as { action: string }).action = 'closed';
      return event;
    },
  ],
  [
    "an outsider's `/agent …` comment",
    (repo) =>
      issueCommentEvent(
        repo.fake,
        { number: 12 },
        { body: '/agent delete the docs', login: 'stranger', association: 'NONE' },
      ),
  ],
  [
    "a fork author's push to their labelled pull request",
    (repo) => {
      const pull = new PullRequest(repo, {
        author: 'forker',
        fork: true,
        labels: ['docs-agent-pr'],
      });
      return pull.push('forker');
    },
  ],
  ['a push to a branch other than the default', () => pushTo('feature')],
];

describe('credits only when asked: an event no person who may ask asked for, heard by every example at once', () => {
  test.each(NOT_ASKED)('%s: no job, no message, no runner (the `if:` decides)', async (_, make) => {
    const repo = await repository();
    const runs = await send(repo, installed, make(repo));
    expect(started(runs).map((r) => r.file)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
    expect(followUpsSent(repo)).toBe(0);
  });

  test("a bot's label not in allowed-bots: the runner decides, each run succeeds with a notice, no job", async () => {
    const repo = await repository();
    const event = issuesEvent(
      repo.fake,
      { number: 12 },
      { label: 'docs-agent', sender: { login: 'labeler[bot]', type: 'Bot' } },
    );
    const runs = await send(repo, installed, event);
    expect(started(runs).length).toBeGreaterThan(0);
    for (const run of started(runs)) {
      expect(run.conclusion).toBe('success');
      expect(run.steps.find((s) => s.result)?.result?.stdout).toMatch(/::notice/);
    }
    expect(jobsCreated(repo)).toBe(0);
  });
});

/** The merge bots and merge queues whose merges are a merge like anyone's. */
const MERGE_BOTS = ['github-merge-queue[bot]', 'mergify[bot]'];

/** A merge done by `bot`: the pull request's `closed` event, sent by the bot, a Bot. */
function mergedBy(pull: PullRequest, bot: string): Delivery {
  const event = pull.merge(bot);
  Object.assign(event.payload.sender as Record<string, unknown>, { type: 'Bot' });
  return event;
}

describe("a merge by a merge bot or merge queue is documented like anyone's, heard by every example", () => {
  test.each(MERGE_BOTS)(
    'an unlabelled pull request merged by %s: docs-follow-code.yml starts, one job, no failed run',
    async (bot) => {
      const repo = await repository();
      const runs = await send(repo, installed, mergedBy(new PullRequest(repo), bot));
      expect(failedRuns(runs)).toEqual([]);
      // Each per-merge workflow (never installed together: each says so) documents it.
      expect(started(runs).map((r) => r.file)).toEqual([
        'examples/automation-trigger.yml',
        'examples/docs-follow-code.yml',
      ]);
      expect(jobsCreated(repo)).toBe(1);
      expect(automationRuns(repo)).toBe(1);
      const log = started(runs)[1]?.steps.find((step) => step.result)?.result?.stdout ?? '';
      expect(log).not.toMatch(/allowed-bots|::notice::Not started/);
    },
  );

  test.each(MERGE_BOTS)(
    'a labelled pull request with its job, merged by %s: its round ends, no second job, no failed run',
    async (bot) => {
      const repo = await repository();
      const pull = new PullRequest(repo);
      await send(repo, [byName.get('pull-request-docs.yml')!], pull.label('docs-agent-pr'));
      expect(jobsCreated(repo)).toBe(1);
      const runs = await send(repo, installed, mergedBy(pull, bot));
      expect(failedRuns(runs)).toEqual([]);
      expect(
        started(runs)
          .map((r) => r.file)
          .sort(),
      ).toEqual([
        'examples/automation-trigger.yml',
        'examples/docs-follow-code.yml',
        'examples/pull-request-docs.yml',
      ]);
      expect(jobsCreated(repo)).toBe(1);
      expect(repo.fake.checkRuns(REPO, pull.head)).toEqual([
        expect.objectContaining({ status: 'completed' }),
      ]);
    },
  );
});

describe("no failed run for an event the team did not cause: a fork's pull request, heard by every example", () => {
  test('opened, labelled by a maintainer, pushed to by its author, closed: no failed run, no job; the label does nothing, as pull-request-docs.yml says', async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'forker', 'none');
    const pull = new PullRequest(repo, { author: 'forker', fork: true });
    const events = [pull.opened(), pull.label('docs-agent-pr'), pull.push('forker')];
    const closed = pull.opened();
    (closed.payload as { action: string }).action = 'closed';
    events.push(closed);
    const runs: RunRecord[] = [];
    for (const event of events) runs.push(...(await send(repo, installed, event)));
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
    expect(read('pull-request-docs.yml')).toMatch(/a pull request from a fork is not followed/);
  });

  test('merged by a maintainer: docs-follow-code.yml documents it (pull_request_target has the secrets), one job, no failed run', async () => {
    const repo = await repository();
    const pull = new PullRequest(repo, { author: 'forker', fork: true, labels: ['docs-agent-pr'] });
    const runs = await send(repo, installed, pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs).map((r) => r.file)).toEqual([
      'examples/automation-trigger.yml',
      'examples/docs-follow-code.yml',
    ]);
    expect(jobsCreated(repo)).toBe(1);
  });
});

// ---- one request, one job, for every pair an example says it goes with -----------------------------

/** Events someone who may ask asked for, each built on a repository. */
const ASKED: Array<[string, (repo: Repository) => Delivery]> = [
  [
    'an issue labelled docs-agent',
    (repo) =>
      issuesEvent(
        repo.fake,
        { number: 12 },
        { label: 'docs-agent', sender: { login: 'Codertocat' } },
      ),
  ],
  [
    "an owner's `/agent …` on an issue",
    (repo) =>
      issueCommentEvent(
        repo.fake,
        { number: 12 },
        { body: '/agent document the retry option', login: 'Codertocat', association: 'OWNER' },
      ),
  ],
  ['a pull request labelled docs-agent-pr', (repo) => new PullRequest(repo).label('docs-agent-pr')],
  [
    'a push to a labelled pull request',
    (repo) => new PullRequest(repo, { labels: ['docs-agent-pr'] }).push(),
  ],
  ['a pull request nobody labelled, merged', (repo) => new PullRequest(repo).merge()],
  [
    'a pull request nobody labelled, merged by a merge queue',
    (repo) => mergedBy(new PullRequest(repo), 'github-merge-queue[bot]'),
  ],
  ['a push to the default branch', () => pushTo()],
];

/** Labelled before the workflows were installed: no job yet, so both merged-PR workflows would start one. */
const WAITING: Array<[string, (repo: Repository) => Delivery]> = [
  [
    'a pull request labelled docs-agent-pr with no job yet, merged',
    (repo) => new PullRequest(repo, { labels: ['docs-agent-pr'] }).merge(),
  ],
  [
    'a pull request labelled docs-agent-pr with no job yet, merged by a merge queue',
    (repo) =>
      mergedBy(new PullRequest(repo, { labels: ['docs-agent-pr'] }), 'github-merge-queue[bot]'),
  ],
];

/** Each unordered pair at most once, when either example says it goes with the other. */
const pairs: Array<[string, string]> = [];
for (const [i, a] of names.entries()) {
  for (const b of names.slice(i + 1)) {
    if (goesWith(a).includes(b) || goesWith(b).includes(a)) pairs.push([a, b]);
  }
}

/** The (pair, event) rows where both examples start a runner: the ones that could make two jobs. */
const decider = await startGitHubFake();
afterAll(() => decider.close());
function bothStart(events: Array<[string, (repo: Repository) => Delivery]>) {
  const rows: Array<[string, string, string, (repo: Repository) => Delivery]> = [];
  const repo: Repository = {
    emu: undefined as never,
    fake: decider,
    vars: { DOCS_APP_ID: '1', DOCS_REPOSITORY: 'handbook', AGENT_PROJECT_ID: 'p' },
    secrets: { AGENT_API_KEY: 'k' },
    groups: new ConcurrencyGroups(),
  };
  for (const [a, b] of pairs) {
    for (const [what, make] of events) {
      const event = make(repo);
      if (startsRunner(repo, byName.get(a)!, event) && startsRunner(repo, byName.get(b)!, event)) {
        rows.push([a, b, what, make]);
      }
    }
  }
  return rows;
}

async function oneJob(a: string, b: string, make: (repo: Repository) => Delivery): Promise<void> {
  const repo = await repository();
  const runs = await send(repo, [byName.get(a)!, byName.get(b)!], make(repo));
  expect(failedRuns(runs)).toEqual([]);
  expect(jobsCreated(repo)).toBeLessThanOrEqual(1);
}

const overlapping = bothStart([...ASKED, ...WAITING]);

describe('one request, one job, for every pair an example says it goes with (both runs at once)', () => {
  test('every pair is checked on every asking event; where both start a runner is known', () => {
    expect(pairs.length).toBeGreaterThan(20);
    expect(overlapping.map(([a, b, what]) => `${a} with ${b}: ${what}`)).toEqual([
      'docs-follow-code.yml with pull-request-docs.yml: a pull request labelled docs-agent-pr with no job yet, merged',
      'docs-follow-code.yml with pull-request-docs.yml: a pull request labelled docs-agent-pr with no job yet, merged by a merge queue',
    ]);
  });
});

describe('one request, one job, for every pair an example says it goes with (held by the claim on the merged pull request)', () => {
  test.each(overlapping)('%s with %s: %s', (a, b, _, make) => oneJob(a, b, make));
});
