// Docs on push (examples/docs-on-push.yml), run as GitHub runs it: a merge is heard at once as a
// push and as a merged pull request, and makes one job with docs-follow-code.yml; a labelled pull
// request's merge makes no second job with pull-request-docs.yml; a push's result goes on the
// merged pull request its commits belong to, never on one closed without merging; and a push
// nobody asked to document (a bot's, another branch's, a deletion, one outside `paths`) starts
// nothing.
import { afterEach, describe, expect, test } from '@jest/globals';
import { closeEmulators, closeGitHubFakes, markedComments, REPO } from '../integration/helpers.js';
import type { Delivery, Example, Repository, RunRecord } from './actions-runner.js';
import {
  DEFAULT_BRANCH,
  PullRequest,
  examples,
  failedRuns,
  jobsCreated,
  pushTo,
  repository,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const started = (runs: RunRecord[]) => runs.filter((run) => run.runnerStarted).map((r) => r.file);

/** Each event to its workflows, all of them at once, as GitHub delivers a merge's events. */
async function atOnce(
  repo: Repository,
  deliveries: Array<[Example[], Delivery]>,
): Promise<RunRecord[]> {
  const runs = await Promise.all(deliveries.map(([wf, event]) => send(repo, wf, event)));
  return runs.flat();
}

describe('a merge heard at once as a push and as a merged pull request', () => {
  test('docs-on-push.yml and docs-follow-code.yml: both runners start, one job, no failed run', async () => {
    const repo = await repository();
    const [onPush, follow] = await examples('docs-on-push.yml', 'docs-follow-code.yml');
    const pull = new PullRequest(repo);
    const merged = pull.merge();
    const runs = await atOnce(repo, [
      [[onPush!], pull.mergePush()],
      [[follow!], merged],
    ]);
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs).sort()).toEqual([
      'examples/docs-follow-code.yml',
      'examples/docs-on-push.yml',
    ]);
    expect(jobsCreated(repo)).toBe(1);
    expect(repo.fake.issueReactions(REPO, pull.number)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
  });

  test('docs-on-push.yml and pull-request-docs.yml, a labelled pull request with its job merged: no second job', async () => {
    const repo = await repository();
    const [onPush, withPull] = await examples('docs-on-push.yml', 'pull-request-docs.yml');
    const pull = new PullRequest(repo);
    await send(repo, [withPull!], pull.label('docs-agent-pr'));
    expect(jobsCreated(repo)).toBe(1);
    const merged = pull.merge();
    const runs = await atOnce(repo, [
      [[onPush!], pull.mergePush()],
      [[withPull!], merged],
    ]);
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toHaveLength(2);
    expect(jobsCreated(repo)).toBe(1);
  });

  test('commits that belong to a merged pull request and to one closed without merging: one job, answered on the merged one only', async () => {
    const repo = await repository();
    const [onPush] = await examples('docs-on-push.yml');
    const merged = new PullRequest(repo);
    merged.merge();
    // Closed unmerged, its change pushed to the default branch another way: GitHub ties the
    // pushed commit to it all the same.
    const closed = new PullRequest(repo);
    closed.close();
    repo.fake.addPullRequest(REPO, {
      number: closed.number,
      login: closed.author,
      state: 'closed',
      headSha: closed.head,
      baseRef: DEFAULT_BRANCH,
      commits: [merged.mergeSha],
    });

    const runs = await send(repo, [onPush!], merged.mergePush());

    expect(failedRuns(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(1);
    expect(markedComments(repo.fake, merged.number)).toHaveLength(1);
    expect(markedComments(repo.fake, closed.number)).toEqual([]);
    expect(repo.fake.issueReactions(REPO, closed.number)).toEqual([]);
    expect(repo.fake.issueReactions(REPO, merged.number)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
  });

  test('a direct push (no pull request) to the default branch: one job, the summary only', async () => {
    const repo = await repository();
    const [onPush] = await examples('docs-on-push.yml');
    const pull = new PullRequest(repo);
    // The same commits, pushed without a pull request: the fake knows them, none is merged.
    const runs = await send(repo, [onPush!], pull.pushedWithoutMerging());
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual(['examples/docs-on-push.yml']);
    expect(jobsCreated(repo)).toBe(1);
  });
});

/** Pushes nobody asked to document. */
const NOT_ASKED: Array<[string, (repo: Repository) => Delivery]> = [
  ["a bot's push", () => pushTo(undefined, { sender: { login: 'renovate[bot]', type: 'Bot' } })],
  ['a push to another branch', () => pushTo('feature')],
  ['a branch deleted', () => pushTo(undefined, { deleted: true })],
  ['a push that touches only tests', () => pushTo(undefined, { files: ['test/retry.test.ts'] })],
];

describe('docs-on-push.yml: a push nobody asked to document', () => {
  test.each(NOT_ASKED)('%s: no runner, no job, no failed run', async (_, make) => {
    const repo = await repository();
    const [onPush] = await examples('docs-on-push.yml');
    const runs = await send(repo, [onPush!], make(repo));
    expect(failedRuns(runs)).toEqual([]);
    expect(started(runs)).toEqual([]);
    expect(jobsCreated(repo)).toBe(0);
  });
});
