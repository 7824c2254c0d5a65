// One merge, one job (the contract's "One request, one job"): a merge heard by two workflows
// (`pull_request` and `pull_request_target`, or a merged pull request's workflow and a push's)
// starts at most one job, even when both runs start at once. The round that would start a job for
// a merged pull request claims it first with a 🚀 reaction, which GitHub makes once per token:
// 201 for the run that made it, 200 for any other. Two runs of the action, in-process, against
// one job emulator and one GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mergedPayload, pullRequestOf } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectSuccess,
  githubFake,
  markedComments,
  noticeLines,
  REPO,
  requestsOf,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const TAKEN =
  /^Nothing to do: another run already took the merge of pull request #(\d+) \(it has the 🚀 reaction of this token\)/;

async function seededMerge(): Promise<{ emu: Emulator; fake: GitHubFake; number: number }> {
  const emu = await emulator();
  const fake = await githubFake();
  const number = pullRequestOf(mergedPayload()).number;
  fake.addPullRequest(REPO, {
    number,
    merged: true,
    files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
  });
  return { emu, fake, number };
}

/** The merge as the workflow `name` hears it, in run `runId`. */
function heard(name: 'pull_request' | 'pull_request_target', runId: number, attempt = 1) {
  return {
    event: { name, payload: mergedPayload() },
    env: { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: String(attempt) },
  };
}

function outputsEmpty(result: ActionResult): void {
  expect(result.outputs['job-id'] ?? '').toBe('');
  expect(result.outputs['pr-link'] ?? '').toBe('');
}

describe('a merge heard by two workflows at once', () => {
  test.each([{ comment: 'true' }, { comment: 'false' }])(
    'pull_request and pull_request_target in the same second (comment: $comment): one job; the other run names the claim and succeeds with empty outputs',
    async (inputs) => {
      const { emu, fake, number } = await seededMerge();
      const runs = await Promise.all([
        runWithGitHub(emu, fake, inputs, heard('pull_request', 7001)),
        runWithGitHub(emu, fake, inputs, heard('pull_request_target', 7002)),
      ]);

      runs.forEach(expectSuccess);
      expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
      const stopped = runs.filter((r) => noticeLines(r).some((line) => TAKEN.test(line)));
      expect(stopped).toHaveLength(1);
      const [other] = stopped;
      if (!other) throw new Error('no run stopped');
      expect(noticeLines(other).find((line) => TAKEN.test(line))).toMatch(`#${number} `);
      outputsEmpty(other);
      const started = runs.find((r) => r !== other);
      expect(started?.outputs['job-id']).toBe(emu.jobIds()[0]);
      expect(fake.issueReactions(REPO, number)).toEqual([
        { content: 'rocket', login: 'github-actions[bot]' },
      ]);
      expect(fake.count('POST', new RegExp(`/issues/${number}/reactions$`))).toBe(2);
      expect(markedComments(fake, number)).toHaveLength(inputs.comment === 'true' ? 1 : 0);
      expectRequestsFollowGitHubApi(fake.requests);
    },
  );

  test('a re-run of the round that started the job checks on it: no second job, no notice of a claim', async () => {
    const { emu, fake } = await seededMerge();
    const first = await runWithGitHub(emu, fake, {}, heard('pull_request', 7101));
    expectSuccess(first);
    const rerun = await runWithGitHub(emu, fake, {}, heard('pull_request', 7101, 2));

    expectSuccess(rerun);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(rerun.outputs['job-id']).toBe(first.outputs['job-id']);
    expect(noticeLines(rerun).filter((line) => TAKEN.test(line))).toEqual([]);
  });

  test('a re-run of the run that found the merge taken: the claim does not stop it (its own, for all it knows), and the thread’s job does: still one job', async () => {
    const { emu, fake, number } = await seededMerge();
    const runs = await Promise.all([
      runWithGitHub(emu, fake, {}, heard('pull_request', 7201)),
      runWithGitHub(emu, fake, {}, heard('pull_request_target', 7202)),
    ]);
    const stopped = runs.findIndex((r) => noticeLines(r).some((line) => TAKEN.test(line)));
    expect(stopped).toBeGreaterThanOrEqual(0);
    const again =
      stopped === 0 ? heard('pull_request', 7201, 2) : heard('pull_request_target', 7202, 2);
    const rerun = await runWithGitHub(emu, fake, {}, again);

    expectSuccess(rerun);
    expect(noticeLines(rerun)).toContainEqual(
      expect.stringMatching(`^No second job: pull request #${number} already has its docs job`),
    );
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
  });

  test('GitHub does not answer the claim: a warning names it, and the round goes on as the comment claim does', async () => {
    const { emu, fake, number } = await seededMerge();
    fake.injectFault({
      method: 'POST',
      path: `/repos/${REPO}/issues/${number}/reactions`,
      status: 502,
    });
    const result = await runWithGitHub(emu, fake, {}, heard('pull_request', 7301));

    expectSuccess(result);
    expect(warningLines(result)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^could not claim the merge of pull request #${number} \\(its 🚀 reaction\\)`),
      ),
    );
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
  });

  test('a job-id given with the merge is a follow-up: nothing is claimed', async () => {
    const { emu, fake, number } = await seededMerge();
    const jobId = emu.seedJob({ activeForMs: 0 });
    const result = await runWithGitHub(
      emu,
      fake,
      { prompt: 'Also update the changelog', 'job-id': jobId },
      heard('pull_request', 7401),
    );
    expectSuccess(result);
    expect(fake.issueReactions(REPO, number)).toEqual([]);
  });
});
