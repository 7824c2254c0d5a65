// Docs follow pushes, as the runner runs it: the bundle in a child process on a `push` of two
// commits whose last is a merged pull request's merge commit, against the job emulator and the
// GitHub fake, with a merged-pull-request run of the same merge at the same time: one job, its
// result on the merged pull request.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mergedPayload } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectSuccess,
  githubFake,
  markedComments,
  REPO,
  requestsOf,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`e2e push ${n}`).digest('hex');

describe('a push to main, as the runner runs it', () => {
  test('heard as a push and as a merged pull request at once: one job, its result on the pull request', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const merged = mergedPayload();
    const number = (merged.pull_request as { number: number }).number;
    fake.addCommits(REPO, [
      { sha: sha(1) },
      {
        sha: sha(2),
        parent: sha(1),
        files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
      },
      {
        sha: sha(3),
        parent: sha(2),
        files: [{ filename: 'src/b.ts', patch: '@@ -1 +1 @@\n-c\n+d' }],
      },
    ]);
    fake.addPullRequest(REPO, {
      number,
      merged: true,
      mergeSha: sha(3),
      files: [{ filename: 'src/b.ts', patch: '@@ -1 +1 @@\n-c\n+d' }],
    });
    const push = {
      ref: 'refs/heads/main',
      before: sha(1),
      after: sha(3),
      created: false,
      deleted: false,
      sender: { login: 'octocat', type: 'User' },
    };
    const runs = await Promise.all([
      runWithGitHub(
        emu,
        fake,
        {},
        { event: { name: 'push', payload: push }, env: { GITHUB_RUN_ID: '6001' } },
      ),
      runWithGitHub(
        emu,
        fake,
        {},
        {
          event: { name: 'pull_request', payload: merged },
          env: { GITHUB_RUN_ID: '6002' },
        },
      ),
    ]);
    runs.forEach(expectSuccess);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(markedComments(fake, number)).toHaveLength(1);
    expect(fake.issueReactions(REPO, number)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
  });
});
