// A pull request's docs job at its edges (docs/usage.md, "The docs PR travels with the code PR"):
// what GitHub refuses or does not say, a thread whose job recorded no head, a push GitHub
// delivers twice, a force-push that leaves nothing changed, a close or a merge that finds less
// than usual, and a workflow that gives its own prompt. In-process (helpers.ts), against the job
// emulator and the GitHub fake, with GitHub's own `pull_request` payloads.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedAtHeadPayload,
  synchronizePayload,
} from '../../__fixtures__/pull-request-payloads.js';
import { realPayload } from '../../__fixtures__/webhooks.js';
import { timeline } from '../../emulator/timeline.js';
import { marker } from '../../src/github/marker.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectOneLineError,
  expectSuccess,
  githubFake,
  MESSAGE_PATH,
  noticeLines,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`edge ${n}`).digest('hex');
const [BASE, C1, C2] = [sha(1), sha(2), sha(3)];
const NUMBER = 2; // the pull request of GitHub's examples
const DOCS = 'acme/handbook';
const DOCS_PR = `https://github.com/${DOCS}/pull/12`;
const DOCS_TOKEN = 'ghs_handbook11111111111111111111111111111';
const INPUTS = { 'check-name': 'Docs' };
const FILE = { filename: 'src/retry.ts', patch: '@@ -1 +1 @@\n-old\n+retries: 3' };
const FILES_PATH = `/repos/${REPO}/pulls/${NUMBER}/files`;

let runId = 7000;

/** The event, in a workflow run of its own (each event starts one). */
function pullEvent(payload: Record<string, unknown>) {
  runId += 1;
  return { event: { name: 'pull_request', payload }, env: { GITHUB_RUN_ID: String(runId) } };
}

/** The service's emulator, and the GitHub fake with the code pull request at C1 on BASE. */
async function seeded(): Promise<{ emu: Emulator; fake: GitHubFake }> {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files: [FILE] }]);
  fake.addPullRequest(REPO, {
    number: NUMBER,
    login: 'Codertocat',
    headSha: C1,
    baseSha: BASE,
    files: [FILE],
  });
  return { emu, fake };
}

/** A label round that got its docs pull request: the thread's job has seen C1. */
async function labelRound(emu: Emulator, fake: GitHubFake): Promise<string> {
  emu.scriptNextJob({
    activeForMs: 50,
    prLink: DOCS_PR,
    followUps: [{ activeForMs: 50, prLink: DOCS_PR }],
  });
  expectSuccess(await runWithGitHub(emu, fake, INPUTS, pullEvent(labeledPayload(C1))));
  const [jobId = ''] = emu.jobIds();
  return jobId;
}

/**
 * A job the thread names in a result of the action's own that records no head (a round of
 * before pull requests carried their job, or one whose marker lost it), with its docs pull request.
 */
function jobWithoutHead(emu: Emulator, fake: GitHubFake): string {
  const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', DOCS_PR));
  const mark = marker({
    round: '6000-1-docs-2',
    jobId,
    status: 'completed',
    kind: 'result',
    docsPr: 'acme:handbook:12',
  });
  fake.addComment(REPO, NUMBER, {
    body: `### Pull request ready\n\n${mark}\n`,
    login: 'github-actions[bot]',
  });
  return jobId;
}

/** The payload of a label on the pull request at `head`, with `changed` files by GitHub's count. */
const labeledWith = (head: string, changed: number) =>
  realPayload('pull_request', 'labeled', {
    'pull_request.head.sha': head,
    'pull_request.changed_files': changed,
  });

const pushedWith = (before: string, after: string, changed: number) =>
  realPayload('pull_request', 'synchronize', {
    before,
    after,
    'pull_request.head.sha': after,
    'pull_request.changed_files': changed,
  });

const lineOf = (result: ActionResult, start: string): string | undefined =>
  result.stdout.split('\n').find((line) => line.startsWith(start));

describe('a label on an open pull request', () => {
  test('GitHub says more files changed than it lists: the prompt counts them all', async () => {
    const { emu, fake } = await seeded();
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(labeledWith(C1, 5)));

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(emu.jobIds()[0] ?? '');
    expect(prompt).toContain('- Changed: 5 files,');
    expect(prompt).toContain('… and 4 more files');
    expect(lineOf(result, 'Documenting')).toBe(
      `Documenting open pull request #2 as it stands at ${C1.slice(0, 7)}: 1 changed files`,
    );
  });

  test('GitHub refuses the files: the step stops before anything is sent, saying which read failed', async () => {
    const { emu, fake } = await seeded();
    fake.injectFault({ method: 'GET', path: FILES_PATH, status: 403 });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(labeledPayload(C1)));

    expectOneLineError(result, /could not read the files of pull request #2/);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
  });

  test('a deprecated endpoint while reading the pull request is a warning of the round’s log', async () => {
    const { emu, fake } = await seeded();
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });
    fake.injectFault({
      method: 'GET',
      path: FILES_PATH,
      status: 200,
      body: [{ filename: 'src/retry.ts', status: 'modified', additions: 1, deletions: 1 }],
      headers: {
        deprecation: 'true',
        link: '<https://docs.github.com/rest/deprecations>; rel="deprecation"',
      },
    });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(labeledPayload(C1)));

    expectSuccess(result);
    expect(warningLines(result)).toEqual([
      expect.stringMatching(/^GitHub: .*\/pulls\/2\/files.* is deprecated/),
    ]);
  });
});

describe('a push', () => {
  test('no job on the thread: the notice says so, and with comment: false that the run cannot read it', async () => {
    const { emu, fake } = await seeded();

    const seen = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(BASE, C1)));
    const unread = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, comment: 'false' },
      pullEvent(synchronizePayload(BASE, C1)),
    );

    expect(noticeLines(seen)).toEqual([
      'Nothing to do: pull request #2 has no docs job of this action; add the label to start one.',
    ]);
    expect(noticeLines(unread)).toEqual([
      'Nothing to do: pull request #2 has no docs job of this action that this run can read (comment: false); add the label to start one.',
    ]);
  });

  test('GitHub refuses the comparison: the step stops before anything is sent', async () => {
    const { emu, fake } = await seeded();
    await labelRound(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: C1, files: [FILE] }]);
    fake.setPullHead(REPO, NUMBER, C2);
    fake.injectFault({ method: 'GET', path: /\/compare\//, status: 403 });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectOneLineError(result, /could not read the commits of pull request #2/);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
  });

  test('the same push delivered again (its head the job has seen): nothing sent', async () => {
    const { emu, fake } = await seeded();
    await labelRound(emu, fake);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C1)));

    expectSuccess(result);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/^Nothing sent: the push to #2 changes no file since job /),
    ]);
  });

  test('a thread whose job recorded no head: the whole change, counted as GitHub counts it', async () => {
    const { emu, fake } = await seeded();
    const jobId = jobWithoutHead(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: C1, files: [FILE] }]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(pushedWith(C1, C2, 3)));

    expectSuccess(result);
    expect(lineOf(result, 'No comment')).toBe(
      `No comment of #2 records the head job ${jobId} saw: sending the whole change`,
    );
    expect(lineOf(result, 'Sending job')).toBe(
      `Sending job ${jobId} the push to #2: 3 changed files`,
    );
    const [push = ''] = emu.prompts(jobId);
    expect(push).toMatch(/^New commits were pushed to pull request #2\. Below is its whole change/);
    expect(push).toContain('… and 2 more files');
  });

  test('a thread whose job recorded no head, and GitHub refusing the files: stopped, saying which read', async () => {
    const { emu, fake } = await seeded();
    jobWithoutHead(emu, fake);
    fake.injectFault({ method: 'GET', path: FILES_PATH, status: 403 });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectOneLineError(result, /could not read the files of pull request #2/);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
  });

  test('a force-push that leaves nothing changed is still sent: the job takes out what it documented', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelRound(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: BASE }]);
    fake.addPullRequest(REPO, {
      number: NUMBER,
      login: 'Codertocat',
      headSha: C2,
      baseSha: BASE,
      files: [],
    });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(pushedWith(C1, C2, 0)));

    expectSuccess(result);
    expect(lineOf(result, 'The head job')).toBe(
      `The head job ${jobId} saw (${C1.slice(0, 7)}) is no longer on #2's branch (a force-push): sending the whole change again`,
    );
    const [, again = ''] = emu.prompts(jobId);
    expect(again).toMatch(/^Pull request #2 was force-pushed/);
    expect(again).toContain('No files are listed.');
  });
});

describe('a force-push the comparison does not show as new commits: the whole change again', () => {
  test('the branch reset to an ancestor of the recorded head (the comparison answers behind)', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelRound(emu, fake);
    fake.setPullHead(REPO, NUMBER, BASE);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(pushedWith(C1, BASE, 1)));

    expectSuccess(result);
    expect(lineOf(result, 'The head job')).toBe(
      `The head job ${jobId} saw (${C1.slice(0, 7)}) is no longer on #2's branch (a force-push): sending the whole change again`,
    );
    const [, again = ''] = emu.prompts(jobId);
    expect(again).toMatch(/^Pull request #2 was force-pushed/);
    expect(again).toContain('src/retry.ts');
  });

  test('the recorded head GitHub no longer has (the comparison answers 404)', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelRound(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: BASE, files: [FILE] }]);
    fake.setPullHead(REPO, NUMBER, C2);
    fake.injectFault({ method: 'GET', path: /\/compare\//, status: 404 });

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(pushedWith(C1, C2, 1)));

    expectSuccess(result);
    expect(lineOf(result, 'The head job')).toBe(
      `The head job ${jobId} saw (${C1.slice(0, 7)}) is no longer on #2's branch (a force-push): sending the whole change again`,
    );
    const [, again = ''] = emu.prompts(jobId);
    expect(again).toMatch(/^Pull request #2 was force-pushed/);
    expect(again).toContain('src/retry.ts');
  });
});

describe('closed without merging', () => {
  test('no job on the thread: a notice, nothing else', async () => {
    const { emu, fake } = await seeded();

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(closedAtHeadPayload(C1)));

    expectSuccess(result);
    expect(noticeLines(result)).toEqual([
      'Nothing to do: pull request #2 was closed without being merged.',
    ]);
    expect(fake.comments(REPO, NUMBER)).toEqual([]);
  });

  test('no docs-token: the note asks to close the docs pull request by hand', async () => {
    const { emu, fake } = await seeded();
    await labelRound(emu, fake);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(closedAtHeadPayload(C1)));

    expectSuccess(result);
    expect(noticeLines(result)).toEqual([
      'Pull request #2 was closed without being merged: its docs pull request is no longer needed.',
    ]);
    expect(fake.comments(REPO, NUMBER).at(-1)?.body).toContain(
      'Close its docs pull request acme/handbook#12 by hand (the workflow gives no docs-token to close it).',
    );
  });
});

describe('merged', () => {
  test('a job that recorded no head: nothing sent, and reviews asked on its docs pull request', async () => {
    const { emu, fake } = await seeded();
    jobWithoutHead(emu, fake);
    fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
    fake.setPermission(DOCS, 'Codertocat', 'write');

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, 'docs-token': DOCS_TOKEN },
      pullEvent(mergedAtHeadPayload(C1)),
    );

    expectSuccess(result);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(0);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['Codertocat']);
  });

  test('a workflow that gives its own prompt: a job for that prompt, not the pull request’s job', async () => {
    const { emu, fake } = await seeded();
    await labelRound(emu, fake);
    emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });

    const result = await runWithGitHub(
      emu,
      fake,
      { ...INPUTS, prompt: 'Write the release notes' },
      pullEvent(mergedAtHeadPayload(C1)),
    );

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(2);
    expect(noticeLines(result)).toEqual([]);
  });
});

describe('a push that changes no file after the job ended', () => {
  test('the new head’s check shows the end the thread records: its docs pull request and job', async () => {
    const { emu, fake } = await seeded();
    const jobId = await labelRound(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: C1 }]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(emu, fake, INPUTS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    expect(fake.checkRuns(REPO, C2)[0]?.output.summary).toBe(
      `The documentation for this change is in <${DOCS_PR}> (job \`${jobId}\`).`,
    );
  });
});
