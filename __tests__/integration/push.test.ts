// Docs follow pushes (the contract's "Spend only on what matters"): a `push` with no prompt
// documents what it brought, GitHub's compare of `before` and `after`, or `after`'s own commit when
// there is nothing to compare with; the result goes to issue-number, else the merged pull request
// the commits belong to, else the summary and outputs. A merge heard as a push and as a merged pull
// request is one job. In-process, against the job emulator and the GitHub fake, with GitHub's own
// `push` payload (@octokit/webhooks-examples) edited to the commits seeded.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { realPayload } from '../../__fixtures__/webhooks.js';
import { labeledPayload, mergedPayload } from '../../__fixtures__/pull-request-payloads.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectOneLineError,
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

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`commit ${n}`).digest('hex');
const ZEROS = '0'.repeat(40);
const file = (name: string, line: string) => ({
  filename: name,
  patch: `@@ -1 +1 @@\n-old\n+${line}`,
});

/** main: sha(1), then three commits pushed on it (sha(2), sha(3), sha(4)), each with a file. */
async function seeded(): Promise<{ emu: Emulator; fake: GitHubFake }> {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addCommits(REPO, [
    { sha: sha(1), files: [file('README.md', 'root')] },
    { sha: sha(2), parent: sha(1), files: [file('src/retry.ts', 'retries')] },
    { sha: sha(3), parent: sha(2), files: [file('src/backoff.ts', 'jitter')] },
    { sha: sha(4), parent: sha(3), files: [file('src/client.ts', 'timeouts')] },
  ]);
  return { emu, fake };
}

function pushEvent(edits: Record<string, unknown>, runId = 8001) {
  return {
    event: {
      name: 'push',
      payload: {
        ...realPayload('push'),
        ref: 'refs/heads/main',
        before: sha(1),
        after: sha(4),
        created: false,
        deleted: false,
        ...edits,
      },
    },
    env: { GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '1' },
  };
}

function onlyPrompt(emu: Emulator): string {
  const [id] = emu.jobIds();
  expect(emu.jobIds()).toHaveLength(1);
  return emu.prompts(id ?? '')[0] ?? '';
}

const TAKEN = /^Nothing to do: another run already took the merge of pull request #(\d+)/;
const taken = (r: ActionResult) => noticeLines(r).filter((line) => TAKEN.test(line));

describe('a push documents what it brought', () => {
  test('three commits, no pull request, no issue-number: one job with the compare’s files and diff; the summary and outputs only; no permission read', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(
      new RegExp(
        `^3 commits were pushed to main in the code repository \\(${sha(1).slice(0, 7)} to ${sha(4).slice(0, 7)}\\)\\.`,
      ),
    );
    expect(prompt).toMatch(/change nothing and open no pull request/);
    for (const name of ['src/retry.ts', 'src/backoff.ts', 'src/client.ts'])
      expect(prompt).toContain(name);
    expect(prompt).not.toContain('README.md');
    expect(prompt).toContain('+timeouts');
    expect(prompt).not.toMatch(/Another job documents/);
    expect(result.outputs['job-id']).toBe(emu.jobIds()[0]);
    expect(result.stdout).toContain('Documenting the push to main: 3 commits, 3 changed files');
    const paths = fake.requests.map((r) => `${r.method} ${r.path.replace(/[0-9a-f]{40}/g, 'SHA')}`);
    expect(paths).toEqual([
      'GET /repos/acme/docs/compare/SHA...SHA',
      'GET /repos/acme/docs/commits/SHA/pulls',
      'GET /repos/acme/docs/commits/SHA/pulls',
      'GET /repos/acme/docs/commits/SHA/pulls',
    ]);
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('issue-number: the result goes on that issue alone, also when the commits belong to merged pull requests (claimed all the same)', async () => {
    const { emu, fake } = await seeded();
    fake.addIssue(REPO, { number: 30 });
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(3) });
    const result = await runWithGitHub(emu, fake, { 'issue-number': '30' }, pushEvent({}));
    expectSuccess(result);
    expect(markedComments(fake, 30)).toHaveLength(1);
    expect(result.outputs['comment-url']).toMatch(/\/issues\/30#issuecomment-\d+$/);
    expect(markedComments(fake, 5)).toHaveLength(0);
    expect(markedComments(fake, 6)).toHaveLength(0);
    expect(fake.issueReactions(REPO, 5)).toHaveLength(1);
    expect(fake.issueReactions(REPO, 6)).toHaveLength(1);
  });

  test('two merged pull requests and an open one: the merged ones claimed, each once, the newest commit’s first; each gets the result', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(3), commits: [sha(2)] });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(4) });
    fake.addPullRequest(REPO, { number: 8, headSha: sha(4) });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(emu.jobIds()).toHaveLength(1);
    expect(markedComments(fake, 6)).toHaveLength(1);
    expect(markedComments(fake, 5)).toHaveLength(1);
    const claims = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/reactions'),
    );
    expect(claims.map((r) => r.path)).toEqual([
      '/repos/acme/docs/issues/6/reactions',
      '/repos/acme/docs/issues/5/reactions',
    ]);
    expect(fake.issueReactions(REPO, 8)).toEqual([]);
  });

  test('the pull requests of the newest 20 commits are looked up, no more', async () => {
    const { emu, fake } = await seeded();
    fake.addCommits(
      REPO,
      Array.from({ length: 21 }, (_, i) => ({
        sha: sha(100 + i),
        parent: i === 0 ? sha(4) : sha(99 + i),
        files: [file(`src/m${i}.ts`, 'x')],
      })),
    );
    const result = await runWithGitHub(
      emu,
      fake,
      {},
      pushEvent({ before: sha(4), after: sha(120) }),
    );
    expectSuccess(result);
    const looked = fake.requests.filter((r) => r.path.endsWith('/pulls')).map((r) => r.path);
    expect(looked).toHaveLength(20);
    expect(looked[0]).toBe(`/repos/acme/docs/commits/${sha(120)}/pulls`);
    expect(looked).not.toContain(`/repos/acme/docs/commits/${sha(100)}/pulls`);
  });

  test('a compare that stops at GitHub’s 300 files says so in the log and the prompt', async () => {
    const { emu, fake } = await seeded();
    fake.addCommits(REPO, [
      {
        sha: sha(50),
        parent: sha(4),
        files: Array.from({ length: 300 }, (_, i) => file(`src/many/f${i}.ts`, 'x')),
      },
    ]);
    const result = await runWithGitHub(
      emu,
      fake,
      { 'diff-budget': '0' },
      pushEvent({ before: sha(4), after: sha(50) }),
    );
    expectSuccess(result);
    expect(result.stdout).toContain(
      'Documenting the push to main: 1 commit, 300 or more changed files',
    );
    expect(onlyPrompt(emu)).toContain(
      'GitHub lists no more than 300 files here: more may have changed.',
    );
  });

  test('a push whose after is its before (identical): nothing to document', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ before: sha(4), after: sha(4) }));
    expectSuccess(result);
    expect(noticeLines(result)).toContainEqual(
      'Nothing to document: the push to main changes no file.',
    );
    expect(emu.jobIds()).toEqual([]);
  });

  test('a new branch whose commit belongs to a merged pull request: that commit’s pull requests are looked up', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ before: ZEROS }));
    expectSuccess(result);
    expect(markedComments(fake, 5)).toHaveLength(1);
  });

  test('GitHub refuses the commit or its pull requests: nothing is sent, one line naming what could not be read', async () => {
    const { emu, fake } = await seeded();
    fake.injectFault({ method: 'GET', path: `/repos/${REPO}/commits/${sha(4)}`, status: 401 });
    expectOneLineError(
      await runWithGitHub(emu, fake, {}, pushEvent({ before: ZEROS })),
      /could not read the commit of the push to main/,
    );
    fake.injectFault({ method: 'GET', path: /\/pulls$/, status: 401 });
    expectOneLineError(
      await runWithGitHub(emu, fake, {}, pushEvent({})),
      // The commit by its short sha, as the log names commits.
      new RegExp(`could not read the pull requests of commit ${sha(4).slice(0, 7)}\\b`),
    );
    expect(emu.jobIds()).toEqual([]);
  });

  test('GitHub does not answer the claim: a warning, and the round goes on', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    fake.injectFault({ method: 'POST', path: `/repos/${REPO}/issues/5/reactions`, status: 403 });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(warningLines(result)).toContainEqual(
      expect.stringMatching(/^could not claim the merge of pull request #5 \(its 🚀 reaction\)/),
    );
    expect(emu.jobIds()).toHaveLength(1);
  });

  test('without github-token: an input error that says to leave it at its default', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, { 'github-token': '' }, pushEvent({}));
    expectOneLineError(result, /^a push is documented from GitHub with github-token/);
  });

  test('the merged pull request the commits belong to: claimed, and the result is one comment on it', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, {
      number: 5,
      merged: true,
      mergeSha: sha(4),
      commits: [sha(2), sha(3)],
    });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(emu.jobIds()).toHaveLength(1);
    expect(markedComments(fake, 5)).toHaveLength(1);
    expect(fake.issueReactions(REPO, 5)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
    expect(fake.count('POST', /\/issues\/5\/reactions$/)).toBe(1);
  });

  test('a pull request closed without merging that the commits belong to too: not claimed, no comment; the result goes on the merged one alone', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    // Closed unmerged, its commits pushed to main another way: GitHub ties them to it all the same.
    fake.addPullRequest(REPO, { number: 9, state: 'closed', headSha: sha(4), commits: [sha(3)] });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(emu.jobIds()).toHaveLength(1);
    expect(markedComments(fake, 5)).toHaveLength(1);
    expect(markedComments(fake, 9)).toEqual([]);
    expect(fake.issueReactions(REPO, 9)).toEqual([]);
    expect(onlyPrompt(emu)).not.toContain('#9');
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('a new branch (before all zeros): the round says so and documents after’s own commit', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ before: ZEROS, created: true }));
    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(/only that commit's own change is below: the push created main/);
    expect(prompt).toContain('src/client.ts');
    expect(prompt).not.toContain('src/retry.ts');
    // The commit by its short id, as the prompt names it: the log is read by a person.
    expect(result.stdout).toContain(`Documenting the commit ${sha(4).slice(0, 7)} alone:`);
    expect(result.stdout).not.toContain(sha(4));
    expect(fake.count('GET', /\/compare\//)).toBe(0);
  });

  test('a force-push whose before GitHub no longer knows (compare 404): after’s own commit, said so', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ before: sha(77), forced: true }));
    expectSuccess(result);
    expect(onlyPrompt(emu)).toMatch(
      new RegExp(
        `GitHub no longer knows the commit main was at before \\(${sha(77).slice(0, 7)}\\): a force-push`,
      ),
    );
  });

  test('a force-push that is not ahead of before: after’s own commit, said so', async () => {
    const { emu, fake } = await seeded();
    fake.addCommits(REPO, [{ sha: sha(9), parent: sha(1), files: [file('src/other.ts', 'x')] }]);
    const result = await runWithGitHub(
      emu,
      fake,
      {},
      pushEvent({ before: sha(4), after: sha(9), forced: true }),
    );
    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(/main is not ahead of the commit it was at before/);
    expect(prompt).toContain('src/other.ts');
  });

  test('a deleted branch: nothing to document, a notice, no request', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ after: ZEROS, deleted: true }));
    expectSuccess(result);
    expect(noticeLines(result)).toContainEqual(
      'Nothing to do: the push deleted main: there is nothing to document.',
    );
    expect(emu.requests).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  test('a push that changes no file sends nothing', async () => {
    const { emu, fake } = await seeded();
    fake.addCommits(REPO, [{ sha: sha(10), parent: sha(4) }]);
    const result = await runWithGitHub(
      emu,
      fake,
      {},
      pushEvent({ before: sha(4), after: sha(10) }),
    );
    expectSuccess(result);
    expect(noticeLines(result)).toContainEqual(
      'Nothing to document: the push to main changes no file.',
    );
    expect(emu.jobIds()).toEqual([]);
  });

  test('paths: a push none of whose files match sends nothing, and says so in the log and the summary', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, { paths: 'docs/**' }, pushEvent({}));
    expectSuccess(result);
    const line =
      'Nothing sent to Mintlify: none of the 3 changed files of the push to main matches paths (docs/**)';
    expect(noticeLines(result)).toContainEqual(line);
    expect(result.summary).toContain(
      'none of the 3 changed files of the push to main matches paths',
    );
    expect(emu.jobIds()).toEqual([]);
  });

  test('paths: a mixed push sends only the files that match, and says how many others were left out', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(
      emu,
      fake,
      { paths: 'src/**\n!src/backoff.ts' },
      pushEvent({}),
    );
    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toContain('src/retry.ts');
    expect(prompt).not.toContain('src/backoff.ts');
    expect(prompt).toContain(
      '1 other changed file left out: outside the paths this workflow documents.',
    );
  });

  test('a payload with no commit it brought is an input error', async () => {
    const { emu, fake } = await seeded();
    const result = await runWithGitHub(emu, fake, {}, pushEvent({ after: 'main' }));
    expectOneLineError(result, /^the push event names no commit it brought/);
  });

  test('GitHub fails to answer the compare: nothing is sent, one line naming GitHub', async () => {
    const { emu, fake } = await seeded();
    fake.injectFault({ method: 'GET', path: /\/compare\//, status: 502, times: 20 });
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectOneLineError(result, /could not read the compare of the push to main/);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(0);
  });
});

describe('the result on each merged pull request of the push', () => {
  test('two merged pull requests: one job; each gets one comment with the same words; a re-run adds none', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(3), commits: [sha(2)] });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(4) });
    const first = await runWithGitHub(emu, fake, {}, pushEvent({}, 8301));
    expectSuccess(first);
    expect(emu.jobIds()).toHaveLength(1);
    const [jobId = ''] = emu.jobIds();
    const bodies = (n: number) => markedComments(fake, n).map((c) => c.body);
    expect(bodies(6)).toHaveLength(1);
    expect(bodies(5)).toEqual(bodies(6));
    expect(bodies(5)[0]).toContain(jobId);
    expect(first.outputs['comment-url']).toMatch(/\/pull\/6#issuecomment-\d+$/);

    const posted = fake.count('POST', /\/issues\/\d+\/comments$/);
    const again = pushEvent({}, 8301);
    const rerun = await runWithGitHub(
      emu,
      fake,
      {},
      { ...again, env: { ...again.env, GITHUB_RUN_ATTEMPT: '2' } },
    );
    expectSuccess(rerun);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(markedComments(fake, 6)).toHaveLength(1);
    expect(markedComments(fake, 5)).toHaveLength(1);
    expect(fake.count('POST', /\/issues\/\d+\/comments$/)).toBe(posted);
    expect(bodies(5)).toEqual(bodies(6));
  });

  test('comment: false: the claims all the same, and no comment on any', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(3), commits: [sha(2)] });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(4) });
    const result = await runWithGitHub(emu, fake, { comment: 'false' }, pushEvent({}));
    expectSuccess(result);
    expect(emu.jobIds()).toHaveLength(1);
    expect(fake.comments(REPO, 5)).toEqual([]);
    expect(fake.comments(REPO, 6)).toEqual([]);
    expect(fake.issueReactions(REPO, 5)).toHaveLength(1);
  });
});

describe('a merged pull request that has its own docs job', () => {
  /** Pull request #2 labelled while open (its docs job started), then merged as sha(4). */
  async function labelledThenMerged(emu: Emulator, fake: GitHubFake): Promise<string> {
    const files = [file('src/retry.ts', 'retries')];
    fake.addPullRequest(REPO, { number: 2, headSha: sha(2), baseSha: sha(1), files });
    emu.scriptNextJob({ activeForMs: 50 });
    const label = await runWithGitHub(
      emu,
      fake,
      { 'check-name': 'Docs' },
      {
        event: { name: 'pull_request', payload: labeledPayload(sha(2)) },
        env: { GITHUB_RUN_ID: '8401' },
      },
    );
    expectSuccess(label);
    const [jobId = ''] = emu.jobIds();
    fake.addPullRequest(REPO, { number: 2, merged: true, mergeSha: sha(4), files });
    return jobId;
  }

  test('its only merged pull request: the push starts no second job and leaves it to that job', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelledThenMerged(emu, fake);
    const comments = fake.comments(REPO, 2).length;
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(emu.jobIds()).toEqual([jobId]);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(noticeLines(result)).toContain(
      `No second job: pull request #2 already has its docs job ${jobId}, which follows the merge.`,
    );
    expect(taken(result)).toEqual([]);
    expect(fake.comments(REPO, 2)).toHaveLength(comments);
  });

  test('with another merged pull request: one job for the other, which leaves #2 to its job', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelledThenMerged(emu, fake);
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(3) });
    const comments = fake.comments(REPO, 2).length;
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    const created = emu.jobIds().filter((id) => id !== jobId);
    expect(created).toHaveLength(1);
    expect(emu.prompts(created[0] ?? '')[0]).toContain(
      'Another job documents the merged pull request #2 of this push: leave what it changed to that job.',
    );
    expect(markedComments(fake, 6)).toHaveLength(1);
    expect(fake.comments(REPO, 2)).toHaveLength(comments);
  });
});

describe('one merge, one job: a push and a merged pull request', () => {
  test('the push and the merged pull request’s own run at the same time: one job', async () => {
    const { emu, fake } = await seeded();
    const merged = mergedPayload();
    const number = (merged.pull_request as { number: number }).number;
    fake.addPullRequest(REPO, {
      number,
      merged: true,
      mergeSha: sha(4),
      files: [file('src/client.ts', 'timeouts')],
    });
    const runs = await Promise.all([
      runWithGitHub(emu, fake, {}, pushEvent({}, 8101)),
      runWithGitHub(
        emu,
        fake,
        {},
        {
          event: { name: 'pull_request', payload: merged },
          env: { GITHUB_RUN_ID: '8102', GITHUB_RUN_ATTEMPT: '1' },
        },
      ),
    ]);
    runs.forEach(expectSuccess);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(runs.flatMap(taken)).toHaveLength(1);
    expect(fake.issueReactions(REPO, number)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
  });

  test('every merged pull request of the push already claimed: the push starts nothing and names each claim', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(3) });
    await fetchReaction(fake, 5);
    await fetchReaction(fake, 6);
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(taken(result).map((line) => TAKEN.exec(line)?.[1])).toEqual(['5', '6']);
    expect(emu.jobIds()).toEqual([]);
    expect(result.outputs['job-id'] ?? '').toBe('');
  });

  test('some claimed by another run: one job for the rest, which leaves theirs to that job; its result on the one it claimed', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    fake.addPullRequest(REPO, { number: 6, merged: true, mergeSha: sha(3) });
    await fetchReaction(fake, 5);
    const result = await runWithGitHub(emu, fake, {}, pushEvent({}));
    expectSuccess(result);
    expect(onlyPrompt(emu)).toContain(
      'Another job documents the merged pull request #5 of this push: leave what it changed to that job.',
    );
    expect(markedComments(fake, 6)).toHaveLength(1);
    expect(markedComments(fake, 5)).toHaveLength(0);
  });

  test('a re-run of the push round checks on the job its first attempt started', async () => {
    const { emu, fake } = await seeded();
    fake.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(4) });
    expectSuccess(await runWithGitHub(emu, fake, {}, pushEvent({}, 8201)));
    const again = pushEvent({}, 8201);
    const rerun = await runWithGitHub(
      emu,
      fake,
      {},
      { ...again, env: { ...again.env, GITHUB_RUN_ATTEMPT: '2' } },
    );
    expectSuccess(rerun);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(taken(rerun)).toEqual([]);
    expect(rerun.stdout).toContain('An earlier attempt of this run already reached job');
  });
});

/** Another run's claim of pull request `n`: the same token's 🚀, made first. */
async function fetchReaction(fake: GitHubFake, n: number): Promise<void> {
  const res = await fetch(`${fake.url}/repos/${REPO}/issues/${n}/reactions`, {
    method: 'POST',
    headers: { authorization: `token ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'rocket' }),
  });
  expect(res.status).toBe(201);
}
