// The docs PR travels with the code PR, as the runner runs it: the bundle in a child process, one
// workflow run per `pull_request` event, against the job emulator and the GitHub fake. A label
// starts the job, two pushes follow it, the check on each head ends in success, the merge starts
// no second job and asks for reviews on the docs pull request; a pull request closed without
// merging lets its docs pull request go. The docs token is masked and written nowhere.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedAtHeadPayload,
  synchronizePayload,
} from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectNoKeyLeak,
  expectSuccess,
  githubFake,
  leakedFragment,
  MESSAGE_PATH,
  noticeLines,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`e2e commit ${n}`).digest('hex');
const [BASE, C1, C2, C3] = [sha(1), sha(2), sha(3), sha(4)];
const NUMBER = 2; // the pull request of GitHub's examples
const DOCS = 'acme/handbook';
const DOCS_PR = `https://github.com/${DOCS}/pull/12`;
const DOCS_TOKEN = 'ghs_Hq7Zp9LmWv3RsYbNcJdKe2Tx5UaFg8Bw4Ci6';
const patch = (line: string) => `@@ -1 +1 @@\n-old\n+${line}`;

let runId = 7000;

function pullEvent(payload: Record<string, unknown>) {
  runId += 1;
  return { event: { name: 'pull_request', payload }, env: { GITHUB_RUN_ID: String(runId) } };
}

/** The code pull request at C1 on BASE, and the docs repository the docs token may write to. */
async function seeded(): Promise<{ emu: Emulator; fake: GitHubFake }> {
  const emu = await emulator();
  const fake = await githubFake();
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
  fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
  fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
  return { emu, fake };
}

/**
 * The docs token is masked (the runner's `::add-mask::` is the one line that names it) and is in
 * no output, summary, log line, check run or comment, whole or in part; the api-key likewise.
 */
function expectTokenNowhere(result: ActionResult, fake: GitHubFake, apiKey: string): void {
  expectNoKeyLeak(result, apiKey);
  const named = result.stdout
    .split('\n')
    .filter((line) => leakedFragment(line, DOCS_TOKEN) !== undefined);
  expect(named).toEqual([`::add-mask::${DOCS_TOKEN}`]);
  const written = [
    result.stderr,
    result.outputsRaw,
    result.summary,
    ...[REPO, DOCS].flatMap((repo) => [
      ...fake.comments(repo, repo === DOCS ? 12 : NUMBER).map((c) => c.body),
      ...fake.checkRuns(repo).map((run) => JSON.stringify(run)),
    ]),
  ];
  for (const text of written) expect(leakedFragment(text, DOCS_TOKEN)).toBeUndefined();
}

describe('a pull request’s docs job, from the label to the merge', () => {
  test('label, two pushes, the check in success, the merge asks for reviews; the docs token is written nowhere', async () => {
    const { emu, fake } = await seeded();
    for (const login of ['Codertocat', 'alice']) fake.setPermission(DOCS, login, 'write');
    fake.addReview(REPO, NUMBER, { login: 'alice', state: 'APPROVED' });
    const inputs = { 'check-name': 'Docs', 'docs-token': DOCS_TOKEN };
    emu.scriptNextJob({
      activeForMs: 50,
      prLink: DOCS_PR,
      followUps: [
        { activeForMs: 50, prLink: DOCS_PR },
        { activeForMs: 50, prLink: DOCS_PR },
      ],
    });

    const labeled = await runWithGitHub(emu, fake, inputs, pullEvent(labeledPayload(C1)));
    expectSuccess(labeled);
    const [jobId = ''] = emu.jobIds();
    expect(labeled.outputs['job-id']).toBe(jobId);
    expect(fake.checkRuns(REPO, C1)).toEqual([
      expect.objectContaining({ name: 'Docs', status: 'completed', conclusion: 'success' }),
    ]);

    fake.addCommits(REPO, [
      { sha: C2, parent: C1, files: [{ filename: 'src/backoff.ts', patch: patch('jitter') }] },
      { sha: C3, parent: C2, files: [{ filename: 'src/timeout.ts', patch: patch('30s') }] },
    ]);
    fake.setPullHead(REPO, NUMBER, C2);
    const push1 = await runWithGitHub(emu, fake, inputs, pullEvent(synchronizePayload(C1, C2)));
    fake.setPullHead(REPO, NUMBER, C3);
    const push2 = await runWithGitHub(emu, fake, inputs, pullEvent(synchronizePayload(C2, C3)));

    expectSuccess(push1);
    expectSuccess(push2);
    expect(emu.jobIds()).toEqual([jobId]);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(2);
    const [, first = '', second = ''] = emu.prompts(jobId);
    expect(first).toContain('+jitter');
    expect(second).toContain('+30s');
    expect(second).not.toContain('jitter');
    for (const head of [C2, C3]) {
      expect(fake.checkRuns(REPO, head)).toEqual([
        expect.objectContaining({ status: 'completed', conclusion: 'success' }),
      ]);
    }

    const merged = await runWithGitHub(emu, fake, inputs, pullEvent(mergedAtHeadPayload(C3)));

    expectSuccess(merged);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(2);
    expect(noticeLines(merged)).toEqual([
      expect.stringMatching(/^No second job: pull request #2 already has its docs job/),
    ]);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['Codertocat', 'alice']);
    const asked = fake.requests.filter((r) => r.path.endsWith('/pulls/12/requested_reviewers'));
    expect(asked.map((r) => r.headers.authorization)).toEqual([`token ${DOCS_TOKEN}`]);
    expect(warningLines(merged)).toEqual([]);
    for (const result of [labeled, push1, push2, merged]) {
      expectTokenNowhere(result, fake, emu.apiKey);
    }
  });

  test('closed without merging: its docs pull request is closed with a comment, nothing to the service', async () => {
    const { emu, fake } = await seeded();
    const inputs = { 'check-name': 'Docs', 'docs-token': DOCS_TOKEN };
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });
    expectSuccess(await runWithGitHub(emu, fake, inputs, pullEvent(labeledPayload(C1))));
    const sent = emu.requests.length;

    const closed = await runWithGitHub(emu, fake, inputs, pullEvent(closedAtHeadPayload(C1)));

    expectSuccess(closed);
    expect(emu.requests.length).toBe(sent);
    expect(fake.count('PATCH', /^\/repos\/acme\/handbook\/pulls\/12$/)).toBe(1);
    expect(fake.comments(DOCS, 12).at(-1)?.body).toContain(`https://github.com/${REPO}/pull/2`);
    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toContain('acme/handbook#12 is closed');
    expectTokenNowhere(closed, fake, emu.apiKey);
  });
});
