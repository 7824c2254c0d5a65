// One request, one job: a merge heard by two workflows at once (pull-request-docs.yml on
// `pull_request` and docs-follow-code.yml on `pull_request_target`, both runs started in the same
// moment) makes at most one job, as the examples' headers say they go together.
import { afterEach, describe, expect, test } from '@jest/globals';
import { closeEmulators, closeGitHubFakes } from '../integration/helpers.js';
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

// These hold only once the action claims a merge atomically on GitHub (a reaction on the merged
// pull request: the first run gets 201, the other 200 and does nothing, with a notice).
describe('one merge, one job, held by the claim on the merged pull request (waiting for the claim)', () => {
  test('a pull request labelled before the workflows were installed (no job yet), merged: both runs start in the same moment, one job', async () => {
    const repo = await repository();
    const pull = new PullRequest(repo, { labels: ['docs-agent-pr'] });
    const runs = await send(repo, await pair(), pull.merge());
    expect(failedRuns(runs)).toEqual([]);
    expect(runs.filter((r) => r.runnerStarted)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
  });
});
