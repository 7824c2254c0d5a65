// pull-request-docs.yml installed alone, run as GitHub runs it (actions-runner.ts) on the events a
// pull request's life sends: credits only when asked (a pull request nobody labelled makes no job
// and starts no runner), one job and one follow-up per push for a labelled one, no failed run on a
// fork's pull request, the docs repository named by a variable.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lint-workflows.js';
import { closeEmulators, closeGitHubFakes, REPO } from '../integration/helpers.js';
import { readExample } from './actions-runner.js';
import type { RunRecord } from './actions-runner.js';
import {
  DOCS_REPOSITORY,
  PullRequest,
  examples,
  failedRuns,
  followUpsSent,
  jobsCreated,
  repository,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const LABEL = 'docs-agent-pr';
const installed = () => examples('pull-request-docs.yml');

const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted);

describe('pull-request-docs.yml alone', () => {
  test('paths: a push to a labelled pull request that touches only tests sends nothing, no failed run', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const runs = [
      ...(await send(repo, wf, pull.label(LABEL))),
      ...(await send(repo, wf, pull.push(pull.author, 'test/retry.test.ts'))),
    ];
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(0);
    expect(runs.at(-1)?.steps.find((s) => s.result)?.result?.stdout).toMatch(/::notice::/);
  });

  test('a pull request nobody labelled (opened, two pushes, merged): no job, no runner, no failed run', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const runs = [
      ...(await send(repo, wf, pull.opened())),
      ...(await send(repo, wf, pull.push())),
      ...(await send(repo, wf, pull.push())),
      ...(await send(repo, wf, pull.merge())),
    ];
    expect(jobsCreated(repo)).toBe(0);
    expect(started(runs)).toEqual([]);
    expect(failedRuns(runs)).toEqual([]);
    // Not even a token is minted: nothing reached GitHub.
    expect(repo.fake.requests).toEqual([]);
  });

  test("another label (a team's own `docs`) starts no runner", async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const runs = await send(repo, wf, pull.label('docs'));
    expect(started(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });

  test('a labelled pull request (label, two pushes, merge): one job, one follow-up per push, no failed run', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const runs = [
      ...(await send(repo, wf, pull.label(LABEL))),
      ...(await send(repo, wf, pull.push())),
      ...(await send(repo, wf, pull.push())),
      ...(await send(repo, wf, pull.merge())),
    ];
    expect(failedRuns(runs)).toEqual([]);
    expect(
      runs.flatMap((r) => r.steps).filter((s) => /::warning/.test(s.result?.stdout ?? '')),
    ).toEqual([]);
    expect(started(runs)).toHaveLength(4);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(2);
    // Through the app's token (vars.DOCS_REPOSITORY): the merge asks the author to review the docs.
    expect(repo.fake.requestedReviewers(`${REPO.split('/')[0]}/${DOCS_REPOSITORY}`, 12)).toEqual([
      pull.author,
    ]);
    expect(repo.fake.checkRuns(REPO, pull.head)).toEqual([
      expect.objectContaining({ name: 'Docs', status: 'completed' }),
    ]);
  });

  test('a labelled pull request closed without merging: no second job, no failed run; its docs pull request is let go', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const runs = [
      ...(await send(repo, wf, pull.label(LABEL))),
      ...(await send(repo, wf, pull.close())),
    ];
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
    expect(followUpsSent(repo)).toBe(0);
    const docs = `${REPO.split('/')[0]}/${DOCS_REPOSITORY}`;
    expect(repo.fake.comments(docs, 12).at(-1)?.body).toMatch(
      new RegExp(`^Closed: .*/pull/${pull.number}, was closed without being merged`),
    );
  });

  test('the pushes share one concurrency group; the label and the merge each have their own', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const [label] = await send(repo, wf, pull.label(LABEL));
    const [first] = await send(repo, wf, pull.push());
    const [second] = await send(repo, wf, pull.push());
    const [merge] = await send(repo, wf, pull.merge());
    expect(first?.group).toBe(`docs-pr-${pull.number}-push`);
    expect(second?.group).toBe(first?.group);
    expect(new Set([label?.group, merge?.group, first?.group]).size).toBe(3);
  });

  test('a label by someone below triage: the runner decides, the run succeeds with a notice, no job; the label is gone, so the pushes start no runner', async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'reader', 'read');
    const wf = await installed();
    const pull = new PullRequest(repo);
    const [labelled] = await send(repo, wf, pull.label(LABEL, 'reader'));
    expect(labelled?.conclusion).toBe('success');
    expect(labelled?.steps.at(-1)?.result?.stdout).toMatch(/::notice/);
    const pushed = await send(repo, wf, pull.push());
    expect(started(pushed)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });

  test("the app's token is limited to pull requests, which is all the action does there: the tie-back comment, closing, asking for reviews, no warning", async () => {
    const repo = await repository();
    const wf = await installed();
    const docs = `${REPO.split('/')[0]}/${DOCS_REPOSITORY}`;
    const merged = new PullRequest(repo);
    const runs = [
      ...(await send(repo, wf, merged.label(LABEL))),
      ...(await send(repo, wf, merged.merge())),
    ];
    const closed = new PullRequest(repo);
    runs.push(...(await send(repo, wf, closed.label(LABEL))));
    runs.push(...(await send(repo, wf, closed.close())));
    for (const run of runs) {
      expect(run.steps[0]).toMatchObject({ id: 'docs-token', writes: ['pull-requests'] });
    }
    expect(failedRuns(runs)).toEqual([]);
    expect(
      runs.flatMap((r) => r.steps).filter((s) => /::warning/.test(s.result?.stdout ?? '')),
    ).toEqual([]);
    expect(repo.fake.requestedReviewers(docs, 12)).toEqual([merged.author]);
    // Both jobs' docs pull request (the emulator's one): each tied back, then let go.
    expect(repo.fake.comments(docs, 12).map((c) => c.body)).toEqual([
      expect.stringContaining(`/pull/${merged.number}`),
      expect.stringContaining(`/pull/${closed.number}`),
      expect.stringMatching(new RegExp(`^Closed: .*/pull/${closed.number}`)),
    ]);
  });

  test('the docs repository is the variable DOCS_REPOSITORY; without DOCS_APP_ID the token step is skipped and the round goes on', async () => {
    const repo = await repository();
    const wf = await installed();
    const pull = new PullRequest(repo);
    const [withApp] = await send(repo, wf, pull.label(LABEL));
    expect(withApp?.steps[0]).toMatchObject({ id: 'docs-token', conclusion: 'success' });
    expect(withApp?.steps[0]?.reaches).toEqual([`${REPO.split('/')[0]}/${DOCS_REPOSITORY}`]);

    const bare = await repository();
    delete bare.vars.DOCS_APP_ID;
    const other = new PullRequest(bare);
    const [without] = await send(bare, wf, other.label(LABEL));
    expect(without?.steps[0]).toMatchObject({ id: 'docs-token', conclusion: 'skipped' });
    expect(without?.conclusion).toBe('success');
    expect(jobsCreated(bare)).toBe(1);
  });
});

describe("a fork's pull request", () => {
  test('opened, labelled by a maintainer, pushed to by its author, merged: no failed run, no runner, no job', async () => {
    const repo = await repository();
    repo.fake.setPermission(REPO, 'forker', 'none');
    const wf = await installed();
    const pull = new PullRequest(repo, { author: 'forker', fork: true });
    const runs = [
      ...(await send(repo, wf, pull.opened())),
      ...(await send(repo, wf, pull.label(LABEL))),
      ...(await send(repo, wf, pull.push('forker'))),
      ...(await send(repo, wf, pull.merge())),
    ];
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });

  test("the rule is the example's: without its fork condition, a maintainer's label on a fork's pull request fails the run (no secret for the app token)", async () => {
    const repo = await repository();
    const source = readFileSync(join(repoRoot, 'examples', 'pull-request-docs.yml'), 'utf8');
    const condition = 'github.event.pull_request.head.repo.full_name == github.repository &&';
    expect(source).toContain(condition);
    const without = await readExample(
      'examples/pull-request-docs.yml',
      source.replace(condition, ''),
    );
    const pull = new PullRequest(repo, { author: 'forker', fork: true });
    const runs = await send(repo, [without], pull.label(LABEL));
    expect(failedRuns(runs)).toEqual([
      expect.stringContaining('Input required and not supplied: private-key'),
    ]);
  });
});
