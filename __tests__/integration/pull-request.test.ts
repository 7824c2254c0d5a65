// The docs PR travels with the code PR (docs/usage.md): a label on an open pull request starts its
// docs job, each push follows it up with what changed since the head the job has seen, a check run
// on the head shows the job, a close without merging lets the docs pull request go, a merge defers
// to the job and asks for reviews. In-process (helpers.ts), against the job emulator and the GitHub
// fake, with GitHub's own `pull_request` payloads (@octokit/webhooks-examples), the head edited.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedAtHeadPayload,
  synchronizePayload,
} from '../../__fixtures__/pull-request-payloads.js';
import { realEvent } from '../../__fixtures__/webhooks.js';
import { timeline } from '../../emulator/timeline.js';
import { systemClock, type Clock } from '../../src/common/clock.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectSuccess,
  githubFake,
  MESSAGE_PATH,
  CREATE_PATH,
  noticeLines,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

type ScriptedJob = Parameters<Emulator['scriptNextJob']>[0];

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`commit ${n}`).digest('hex');
const [BASE, C1, C2, C3] = [sha(1), sha(2), sha(3), sha(4)];
const NUMBER = 2; // the pull request of GitHub's examples
const DOCS = 'acme/handbook';
const DOCS_PR = `https://github.com/${DOCS}/pull/12`;
const DOCS_TOKEN = 'ghs_handbook00000000000000000000000000000';
const INPUTS = { 'check-name': 'Docs' };
const patch = (line: string) => `@@ -1 +1 @@\n-old\n+${line}`;

/** The code pull request at C1 on BASE, with one changed file. */
function seedPull(fake: GitHubFake): void {
  fake.addCommits(REPO, [
    { sha: BASE },
    { sha: C1, parent: BASE, files: [{ filename: 'src/retry.ts', patch: patch('retries: 3') }] },
  ]);
  fake.addPullRequest(REPO, {
    number: NUMBER,
    login: 'Codertocat',
    headSha: C1,
    baseSha: BASE,
    files: [{ filename: 'src/retry.ts', patch: patch('retries: 3') }],
  });
}

let runId = 5000;

/** The event, in a workflow run of its own (each event starts one). */
function pullEvent(payload: Record<string, unknown>) {
  runId += 1;
  return { event: { name: 'pull_request', payload }, env: { GITHUB_RUN_ID: String(runId) } };
}

async function labelRound(emu: Emulator, fake: GitHubFake): Promise<ActionResult> {
  emu.scriptNextJob({
    activeForMs: 50,
    prLink: DOCS_PR,
    followUps: [{ activeForMs: 50, prLink: DOCS_PR }],
  });
  return runWithGitHub(emu, fake, INPUTS, pullEvent(labeledPayload(C1)));
}

const markers = (fake: GitHubFake): string[] =>
  fake
    .comments(REPO, NUMBER)
    .map((c) => /<!-- agent-job-action [^>]*-->/.exec(c.body)?.[0] ?? '')
    .filter(Boolean);

describe('a label on an open pull request', () => {
  test('starts a job for the change as it stands, not merged yet; the marker records the head; the check ends in success', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);

    const result = await labelRound(emu, fake);

    expectSuccess(result);
    const [jobId = ''] = emu.jobIds();
    const [prompt = ''] = emu.prompts(jobId);
    expect(prompt).toMatch(
      /^A pull request in the code repository is still under review: it is not merged yet/,
    );
    expect(prompt).toContain('- To be merged into the branch: master');
    expect(prompt).toContain('+retries: 3');
    expect(markers(fake).at(-1)).toContain(`head=${C1}`);
    expect(markers(fake).at(-1)).toContain('docs-pr=acme:handbook:12');
    expect(fake.checkRuns(REPO, C1)).toEqual([
      expect.objectContaining({ name: 'Docs', status: 'completed', conclusion: 'success' }),
    ]);
    expect(fake.checkRuns(REPO, C1)[0]?.output.summary).toContain(DOCS_PR);
  });

  test('without checks: write (403): one notice, no check, the round unaffected', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    fake.denyChecks(REPO);

    const result = await labelRound(emu, fake);

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe(DOCS_PR);
    expect(noticeLines(result).filter((l) => /No check run/.test(l))).toHaveLength(1);
    expect(warningLines(result)).toEqual([]);
    expect(fake.checkRuns(REPO)).toEqual([]);
  });

  test('check-name empty: no check run at all', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });

    const result = await runWithGitHub(
      emu,
      fake,
      { 'check-name': '' },
      pullEvent(labeledPayload(C1)),
    );

    expectSuccess(result);
    expect(fake.count('POST', /\/check-runs$/)).toBe(0);
  });
});

describe('each push follows', () => {
  test('two pushes: each sends what changed since the recorded head, and the head moves on', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    const [jobId = ''] = emu.jobIds();
    fake.addCommits(REPO, [
      { sha: C2, parent: C1, files: [{ filename: 'src/backoff.ts', patch: patch('jitter') }] },
      { sha: C3, parent: C2, files: [{ filename: 'src/timeout.ts', patch: patch('30s') }] },
    ]);
    fake.setPullHead(REPO, NUMBER, C2);

    const first = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));
    fake.setPullHead(REPO, NUMBER, C3);
    const second = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C2, C3)));

    expectSuccess(first);
    expectSuccess(second);
    expect(emu.jobIds()).toEqual([jobId]);
    const [, push1 = '', push2 = ''] = emu.prompts(jobId);
    expect(push1).toMatch(/^New commits were pushed to pull request #2 since you last saw it/);
    expect(push1).toContain('+jitter');
    expect(push1).not.toContain('retries: 3');
    expect(push2).toContain('+30s');
    expect(push2).not.toContain('jitter');
    expect(markers(fake).at(-1)).toContain(`head=${C3}`);
    expect(fake.checkRuns(REPO, C3)).toEqual([expect.objectContaining({ conclusion: 'success' })]);
  });

  test('a push of more files than GitHub’s comparison lists: the follow-up says more may have changed', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    const [jobId = ''] = emu.jobIds();
    const files = Array.from({ length: 301 }, (_, i) => ({
      filename: `src/module${i}.ts`,
      patch: patch(`v${i}`),
    }));
    fake.addCommits(REPO, [{ sha: C2, parent: C1, files }]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    const [, push = ''] = emu.prompts(jobId);
    expect(push).toContain(
      'GitHub lists no more than 300 files here: more may have changed. Read the pull request for the rest.',
    );
    expect(result.stdout).toContain(': 300 or more changed files since ');
  });

  test('a force-push that dropped the recorded head sends the whole change again, and says so', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    const [jobId = ''] = emu.jobIds();
    // C2 starts from BASE: C1 is no longer on the branch.
    fake.addCommits(REPO, [
      { sha: C2, parent: BASE, files: [{ filename: 'src/retry.ts', patch: patch('retries: 5') }] },
    ]);
    fake.addPullRequest(REPO, {
      number: NUMBER,
      login: 'Codertocat',
      headSha: C2,
      baseSha: BASE,
      files: [{ filename: 'src/retry.ts', patch: patch('retries: 5') }],
    });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    const [, again = ''] = emu.prompts(jobId);
    expect(again).toMatch(/^Pull request #2 was force-pushed/);
    expect(again).toContain('+retries: 5');
    expect(result.stdout).toMatch(/a force-push\): sending the whole change again/);
  });

  test('a push that changes no file sends nothing; the new head’s check shows the round as it stands', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    fake.addCommits(REPO, [{ sha: C2, parent: C1 }]);
    fake.setPullHead(REPO, NUMBER, C2);
    const sent = emu.requests.length;

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    expect(emu.requests.length).toBe(sent);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/^Nothing sent: the push to #2 changes no file/),
    ]);
    expect(fake.checkRuns(REPO, C2)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'success' }),
    ]);
  });

  test('a push that changes no file while the job may still run: nothing sent; the round watches the job, and the new head’s check ends with it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    emu.scriptNextJob(timeline({ activeChecks: 2 }, 'pr', DOCS_PR));
    const round = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, wait: 'false' },
      pullEvent(labeledPayload(C1)),
    );
    expectSuccess(round);
    expect(markers(fake).at(-1)).toContain('status=active');
    fake.addCommits(REPO, [{ sha: C2, parent: C1 }]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(
        /^Nothing sent: the push to #2 changes no file since job \S+ last saw it; checking on the job/,
      ),
    ]);
    expect(result.outputs['pr-link']).toBe(DOCS_PR);
    expect(fake.checkRuns(REPO, C2)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'success' }),
    ]);
    expect(markers(fake).at(-1)).toContain(`head=${C2}`);
  });

  test('the same round not waiting: the new head’s check is in progress, and the sweep ends it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    emu.scriptNextJob(timeline({ activeChecks: 1 }, 'pr', DOCS_PR));
    // Still running when the push's round checks on it, ended when the sweep does.
    const noWait = { ...INPUTS, wait: 'false' };
    expectSuccess(await runWithGitHub(emu, fake, noWait, pullEvent(labeledPayload(C1))));
    fake.addCommits(REPO, [{ sha: C2, parent: C1 }]);
    fake.setPullHead(REPO, NUMBER, C2);

    expectSuccess(await runWithGitHub(emu, fake, noWait, pullEvent(synchronizePayload(C1, C2))));
    expect(fake.checkRuns(REPO, C2)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
    runId += 1;
    const swept = await runWithGitHub(
      emu,
      fake,
      { 'give-up-after': '30m' },
      {
        action: 'sweep',
        event: realEvent('workflow_dispatch'),
        env: { GITHUB_RUN_ID: String(runId) },
      },
    );

    expectSuccess(swept);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
    for (const head of [C1, C2]) {
      expect(fake.checkRuns(REPO, head)).toEqual([
        expect.objectContaining({ status: 'completed', conclusion: 'success' }),
      ]);
    }
  });

  test('a pull request without a docs job is skipped with a notice', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(BASE, C1)));

    expectSuccess(result);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/^Nothing to do: pull request #2 has no docs job/),
    ]);
    expect(emu.requests).toHaveLength(0);
  });
});

describe('closed and merged', () => {
  test('closed unmerged: the thread says so, the docs pull request is closed with a comment; nothing to the service', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
    expectSuccess(await labelRound(emu, fake));
    const sent = emu.requests.length;

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, 'docs-token': DOCS_TOKEN },
      pullEvent(closedAtHeadPayload(C1)),
    );

    expectSuccess(result);
    expect(emu.requests.length).toBe(sent);
    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toMatch(
      /^### 📕 Docs pull request no longer needed/,
    );
    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toContain('acme/handbook#12 is closed');
    const docsComments = fake.comments(DOCS, 12).map((c) => c.body);
    expect(docsComments.at(-1)).toContain(`https://github.com/${REPO}/pull/2`);
    expect(fake.count('PATCH', /\/repos\/acme\/handbook\/pulls\/12$/)).toBe(1);
    // Masked: the runner hides it; the mask command is the one line that names it.
    const lines = result.stdout.split('\n').filter((line) => line.includes(DOCS_TOKEN));
    expect(lines).toEqual([`::add-mask::${DOCS_TOKEN}`]);
  });

  test('merged with a docs job: no second job; reviews asked of the author and approvers, never a bot; tied back once', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
    fake.addReview(REPO, NUMBER, { login: 'alice', state: 'APPROVED' });
    fake.addReview(REPO, NUMBER, { login: 'renovate[bot]', state: 'APPROVED' });
    fake.addReview(REPO, NUMBER, { login: 'bob', state: 'CHANGES_REQUESTED' });
    // GitHub asks only collaborators of the docs repository.
    for (const login of ['Codertocat', 'alice', 'bob']) fake.setPermission(DOCS, login, 'write');
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });
    const inputs = { ...INPUTS, 'docs-token': DOCS_TOKEN };
    expectSuccess(await runWithGitHub(emu, fake, inputs, pullEvent(labeledPayload(C1))));

    const result = await runWithGitHub(emu, fake, inputs, pullEvent(mergedAtHeadPayload(C1)));

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/^No second job: pull request #2 already has its docs job/),
    ]);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['Codertocat', 'alice']);
    const tied = fake
      .comments(DOCS, 12)
      .filter((c) => c.body.includes('agent-job-action:asked-by'));
    expect(tied).toHaveLength(1);
    expect(tied[0]?.body).toContain(`https://github.com/${REPO}/pull/2`);
  });

  test('merged with pushes not yet sent, not waiting: the push is sent, and reviews are asked on the docs pull request the thread records', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
    fake.setPermission(DOCS, 'Codertocat', 'write');
    const inputs = { ...INPUTS, 'docs-token': DOCS_TOKEN };
    expectSuccess(await labelRound(emu, fake));
    fake.addCommits(REPO, [
      { sha: C2, parent: C1, files: [{ filename: 'src/backoff.ts', patch: patch('jitter') }] },
    ]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(
      emu,
      fake,
      { ...inputs, wait: 'false' },
      pullEvent(mergedAtHeadPayload(C2)),
    );

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['Codertocat']);
  });

  test('closed unmerged, the thread refusing the note: a warning, and the run succeeds', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    fake.injectFault({
      method: 'POST',
      path: `/repos/${REPO}/issues/${NUMBER}/comments`,
      status: 403,
    });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(closedAtHeadPayload(C1)));

    expectSuccess(result);
    expect(warningLines(result)).toEqual([expect.stringMatching(/^could not write on #2 \(403/)]);
  });

  test('closed unmerged: a let-go marker a passer-by planted does not silence the note', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    expectSuccess(await labelRound(emu, fake));
    const [jobId = ''] = emu.jobIds();
    fake.addComment(REPO, NUMBER, {
      body: `<!-- agent-job-action:let-go job-id=${jobId} -->`,
      login: 'passer-by',
    });

    expectSuccess(await runWithGitHub(emu, fake, INPUTS, pullEvent(closedAtHeadPayload(C1))));

    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toMatch(
      /^### 📕 Docs pull request no longer needed/,
    );
  });

  test('a docs-token that may not write there: one warning, the round’s result unaffected', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seedPull(fake);
    fake.addToken(DOCS_TOKEN, { repos: [DOCS], canWrite: false });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, 'docs-token': DOCS_TOKEN },
      pullEvent(labeledPayload(C1)),
    );

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe(DOCS_PR);
    expect(warningLines(result)).toEqual([
      expect.stringMatching(/^could not comment on the docs pull request acme\/handbook#12 \(403/),
    ]);
    expect(fake.checkRuns(REPO, C1)).toEqual([expect.objectContaining({ conclusion: 'success' })]);
  });
});

describe('a round that did not wait', () => {
  /** A scheduled sweep, in a workflow run of its own. */
  const sweepRun = () => {
    runId += 1;
    return {
      action: 'sweep',
      event: realEvent('workflow_dispatch'),
      env: { GITHUB_RUN_ID: String(runId) },
    } as const;
  };
  const sweep = (emu: Emulator, fake: GitHubFake) =>
    runWithGitHub(emu, fake, { 'give-up-after': '30m' }, sweepRun());

  async function notWaiting(emu: Emulator, fake: GitHubFake, job: ScriptedJob): Promise<void> {
    seedPull(fake);
    emu.scriptNextJob(job);
    const round = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, wait: 'false' },
      pullEvent(labeledPayload(C1)),
    );
    expectSuccess(round);
    expect(fake.checkRuns(REPO, C1)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
    expect(markers(fake).at(-1)).toContain(`head=${C1}`);
  }

  test('the sweep ends its check on the head it saw, as the round would have: success with the docs pull request', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    await notWaiting(emu, fake, timeline({ activeChecks: 0 }, 'pr', DOCS_PR));

    const swept = await sweep(emu, fake);

    expectSuccess(swept);
    expect(fake.checkRuns(REPO, C1)).toEqual([
      expect.objectContaining({ name: 'Docs', status: 'completed', conclusion: 'success' }),
    ]);
    expect(fake.checkRuns(REPO, C1)[0]?.output.summary).toContain(DOCS_PR);
    // The result keeps what the next push reads: the head seen and the docs pull request.
    expect(markers(fake).at(-1)).toContain(`head=${C1}`);
    expect(markers(fake).at(-1)).toContain('docs-pr=acme:handbook:12');
  });

  test('a job that failed ends the check in failure; one still running past the timeout, timed_out', async () => {
    const failing = await emulator();
    const fake = await githubFake();
    await notWaiting(failing, fake, timeline({ activeChecks: 0 }, 'failed'));
    expectSuccess(await sweep(failing, fake));
    expect(fake.checkRuns(REPO, C1)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'failure' }),
    ]);

    const slow = await emulator();
    const other = await githubFake();
    await notWaiting(slow, other, timeline({ activeChecks: 100 }, 'pr', DOCS_PR));
    // The sweep runs 31 minutes after the round, past its 30-minute give-up-after.
    const later: Clock = { ...systemClock, wallNow: () => Date.now() + 31 * 60_000 };
    const late = await runWithGitHub(
      slow,
      other,
      { 'give-up-after': '30m' },
      { ...sweepRun(), clock: later },
    );
    expectSuccess(late);
    expect(other.checkRuns(REPO, C1)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'timed_out' }),
    ]);
  });

  test('without checks: write for the sweep: one warning, the result posted all the same', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    await notWaiting(emu, fake, timeline({ activeChecks: 0 }, 'pr', DOCS_PR));
    fake.denyChecks(REPO);

    const swept = await sweep(emu, fake);

    expectSuccess(swept);
    expect(warningLines(swept)).toEqual([
      expect.stringMatching(
        /^could not end the check run 'Docs' on the head of #2 .*checks: write/,
      ),
    ]);
    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toMatch(/Pull request ready/);
  });
});
