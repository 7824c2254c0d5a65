// The rules of "The examples are part of the product" (the contract), each a test over every example
// run as GitHub runs it (actions-runner.ts): each header's fields; credits only when asked (events no
// person who may ask asked for, delivered to every example at once); no failed run for an event the
// team did not cause (a fork's pull request); one request, one job for every pair an example says
// it goes with; what the action invites, the examples it goes with serve.
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

  test.each(names.filter((name) => name !== 'issue-comment.yml'))(
    '%s: an example that comments (its result invites `/agent …`) goes with issue-comment.yml, which serves it',
    (name) => {
      const needs = exampleNeeds(`examples/${name}`, read(name), 'agent-working');
      const comments = needs.permissions.some((p) => /^(issues|pull-requests): write$/.test(p));
      if (comments) expect(goesWith(name)).toContain('issue-comment.yml');
    },
  );
});

describe('the default branch, read from the event (no literal to replace)', () => {
  test('automation-trigger.yml and docs-on-push.yml start on a push to the default branch only; docs-follow-code.yml on a merge into it only', async () => {
    const repo = await repository();
    const onPush = byName.get('docs-on-push.yml')!;
    expect(startsRunner(repo, onPush, pushTo())).toBe(true);
    expect(startsRunner(repo, onPush, pushTo('release'))).toBe(false);
    const automation = byName.get('automation-trigger.yml')!;
    const follow = byName.get('docs-follow-code.yml')!;
    expect(startsRunner(repo, automation, pushTo())).toBe(true);
    expect(startsRunner(repo, automation, pushTo('release'))).toBe(false);
    const merged = new PullRequest(repo).merge();
    expect(startsRunner(repo, follow, merged)).toBe(true);
    const intoRelease = new PullRequest(repo).merge();
    (intoRelease.payload.pull_request as { base: { ref: string } }).base.ref = 'release';
    expect(startsRunner(repo, follow, intoRelease)).toBe(false);
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
    expect(started(runs).map((r) => r.file)).toEqual(['examples/docs-follow-code.yml']);
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
  ['a push to the default branch', () => pushTo()],
];

/** Labelled before the workflows were installed: no job yet, so both merged-PR workflows would start one. */
const WAITING: Array<[string, (repo: Repository) => Delivery]> = [
  [
    'a pull request labelled docs-agent-pr with no job yet, merged',
    (repo) => new PullRequest(repo, { labels: ['docs-agent-pr'] }).merge(),
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
    ]);
  });
});

describe('one request, one job, for every pair an example says it goes with (held by the claim on the merged pull request)', () => {
  test.each(overlapping)('%s with %s: %s', (a, b, _, make) => oneJob(a, b, make));
});
