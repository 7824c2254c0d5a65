// One request, one job: a merge heard by two workflows at once (pull-request-docs.yml on
// `pull_request` and docs-follow-code.yml on `pull_request_target`, both runs started in the same
// moment) makes at most one job, as the examples' headers say they go together.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lint-workflows.js';
import { closeEmulators, closeGitHubFakes } from '../integration/helpers.js';
import { readExample } from './actions-runner.js';
import { PullRequest, examples, failedRuns, jobsCreated, repository, send } from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const pair = () => examples('pull-request-docs.yml', 'docs-follow-code.yml');

describe('a merge heard by pull-request-docs.yml and docs-follow-code.yml at once', () => {
  test('an unlabelled pull request merged: one job (docs follow code), the other starts no runner', async () => {
    const repo = await repository();
    const pull = new PullRequest(repo);
    const runs = await send(repo, await pair(), pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(runs.filter((r) => r.runnerStarted).map((r) => r.file)).toEqual([
      'examples/docs-follow-code.yml',
    ]);
    expect(jobsCreated(repo)).toBe(1);
  });

  test('a labelled pull request with its job merged: no second job from either', async () => {
    const repo = await repository();
    const wf = await pair();
    const pull = new PullRequest(repo);
    await send(repo, wf, pull.label('docs-agent-pr'));
    expect(jobsCreated(repo)).toBe(1);
    const runs = await send(repo, wf, pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(runs.filter((r) => r.runnerStarted)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
  });
});

// These hold because the action claims a merge atomically on GitHub (a reaction on the merged pull
// request: the first run gets 201, the other 200 and does nothing, with a notice).
describe('one merge, one job, held by the claim on the merged pull request', () => {
  test('a pull request labelled before the workflows were installed (no job yet), merged: both runs start in the same moment, one job', async () => {
    const repo = await repository();
    const pull = new PullRequest(repo, { labels: ['docs-agent-pr'] });
    const runs = await send(repo, await pair(), pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(runs.filter((r) => r.runnerStarted)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
  });

  test('docs-follow-code.yml installed twice, on `pull_request_target` and on `pull_request`: one job', async () => {
    const repo = await repository();
    const [target] = await examples('docs-follow-code.yml');
    const source = readFileSync(join(repoRoot, 'examples', 'docs-follow-code.yml'), 'utf8');
    const onPullRequest = await readExample(
      'docs-follow-code-pull-request.yml',
      source.replace('pull_request_target:', 'pull_request:'),
    );
    const pull = new PullRequest(repo);
    const runs = await send(repo, [target!, onPullRequest], pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(runs.filter((r) => r.runnerStarted)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
  });
});
