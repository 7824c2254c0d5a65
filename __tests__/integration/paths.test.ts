// Spend only on what matters (docs/usage.md): with `paths`, a change none of whose files match
// sends nothing to Mintlify (a notice in the log and the summary, no comment on a merged pull
// request; on an open pull request with a job, the new head's check shows the round as it stands),
// and a mixed change is sent with only the matching files, the prompt counting the others. A bad
// pattern is an input error before anything is sent. In-process (helpers.ts), against the job
// emulator and the GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  labeledPayload,
  mergedPayload,
  pullRequestOf,
  synchronizePayload,
} from '../../__fixtures__/pull-request-payloads.js';
import type { FakePullRequestFile } from '../../emulator/github-fake.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectInputError,
  expectSuccess,
  githubFake,
  MESSAGE_PATH,
  noticeLines,
  REPO,
  runWithGitHub,
  summaryText,
} from './helpers.js';
import type { Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`paths ${n}`).digest('hex');
const [BASE, C1, C2] = [sha(1), sha(2), sha(3)];
const NUMBER = 2;
const patch = (line: string) => `@@ -1 +1 @@\n-old\n+${line}`;
const CODE: FakePullRequestFile = { filename: 'src/retry.ts', patch: patch('retries: 3') };
const TEST: FakePullRequestFile = { filename: 'test/retry.test.ts', patch: patch('it()') };
const CI: FakePullRequestFile = { filename: '.github/workflows/ci.yml', patch: patch('on: push') };
const PATHS = { paths: 'src/**\n!src/**/*.test.ts', 'check-name': 'Docs' };

let runId = 9000;
function pullEvent(payload: Record<string, unknown>, name = 'pull_request') {
  runId += 1;
  return { event: { name, payload }, env: { GITHUB_RUN_ID: String(runId) } };
}

describe('a merged pull request (docs follow code)', () => {
  async function merged(files: FakePullRequestFile[], inputs: Record<string, string>) {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = mergedPayload();
    fake.addPullRequest(REPO, { number: pullRequestOf(payload).number, merged: true, files });
    const result = await runWithGitHub(emu, fake, inputs, {
      event: { name: 'pull_request_target', payload },
    });
    return { emu, fake, result, number: pullRequestOf(payload).number };
  }

  test('only the matching files and their diff are sent; the prompt counts the others', async () => {
    const { emu, result } = await merged([CODE, TEST, CI], PATHS);

    expectSuccess(result);
    const [jobId = ''] = emu.jobIds();
    const [prompt = ''] = emu.prompts(jobId);
    expect(prompt).toContain('src/retry.ts');
    expect(prompt).toContain('retries: 3');
    expect(prompt).not.toContain('test/retry.test.ts');
    expect(prompt).not.toContain('ci.yml');
    expect(prompt).not.toContain('on: push');
    expect(prompt).toContain(
      '2 other changed files left out: outside the paths this workflow documents.',
    );
    expect(prompt).toContain('- Changed: 1 file,');
    expect(result.stdout).toMatch(
      /merged pull request #\d+: 1 changed files \(2 more outside paths, left out\), /,
    );
  });

  test('none matching: nothing sent, nothing spent; a notice in the log and the summary, no comment', async () => {
    const { emu, fake, result, number } = await merged([TEST, CI], { paths: 'src/**' });

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
    expect(emu.requests).toHaveLength(0);
    const notice = `Nothing sent to Mintlify: none of the 2 changed files of merged pull request #${number} matches paths (src/**)`;
    expect(noticeLines(result)).toEqual([notice]);
    expect(summaryText(result)).toContain(notice);
    expect(fake.comments(REPO, number)).toEqual([]);
    expect(result.outputs['job-id'] ?? '').toBe('');
  });

  test('without paths every file is sent, and nothing is said of files left out', async () => {
    const { emu, result } = await merged([CODE, TEST, CI], {});

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(emu.jobIds()[0] ?? '');
    expect(prompt).toContain('ci.yml');
    expect(prompt).not.toContain('left out: outside the paths');
  });

  test('a pattern GitHub reads otherwise is an input error before anything is sent', async () => {
    const { emu, result } = await merged([CODE], { paths: 'src/**\n?.md' });

    expectInputError(result, emu, /paths pattern '\?\.md' has '\?' with no character before it/);
  });
});

describe('an open pull request', () => {
  function seed(fake: GitHubFake, files: FakePullRequestFile[]): void {
    fake.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files }]);
    fake.addPullRequest(REPO, { number: NUMBER, headSha: C1, baseSha: BASE, files });
  }

  async function labelRound(emu: Emulator, fake: GitHubFake): Promise<string> {
    emu.scriptNextJob({ activeForMs: 50, followUps: [{ activeForMs: 50 }] });
    expectSuccess(await runWithGitHub(emu, fake, PATHS, pullEvent(labeledPayload(C1))));
    return emu.jobIds()[0] ?? '';
  }

  test('a label: only the matching files are sent', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seed(fake, [CODE, CI]);

    const jobId = await labelRound(emu, fake);

    const [prompt = ''] = emu.prompts(jobId);
    expect(prompt).toContain('src/retry.ts');
    expect(prompt).not.toContain('ci.yml');
    expect(prompt).toContain('1 other changed file left out');
  });

  test('a label on a change with no matching file: no job, no check, a notice and the summary', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seed(fake, [TEST, CI]);

    const result = await runWithGitHub(emu, fake, PATHS, pullEvent(labeledPayload(C1)));

    expectSuccess(result);
    expect(emu.requests).toHaveLength(0);
    const notice = `Nothing sent to Mintlify: none of the 2 changed files of pull request #${NUMBER} matches paths (src/**, !src/**/*.test.ts)`;
    expect(noticeLines(result)).toEqual([notice]);
    expect(summaryText(result)).toContain(notice);
    expect(fake.checkRuns(REPO)).toEqual([]);
  });

  test('a push with matching files: only those are sent', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seed(fake, [CODE]);
    const jobId = await labelRound(emu, fake);
    fake.addCommits(REPO, [
      { sha: C2, parent: C1, files: [{ ...CODE, filename: 'src/b.ts' }, CI] },
    ]);
    fake.setPullHead(REPO, NUMBER, C2);

    const result = await runWithGitHub(emu, fake, PATHS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    const [, push = ''] = emu.prompts(jobId);
    expect(push).toContain('src/b.ts');
    expect(push).not.toContain('ci.yml');
    expect(push).toContain('1 other changed file left out');
  });

  test('a push with no matching file sends nothing; the new head’s check shows the round as it stands', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    seed(fake, [CODE]);
    const jobId = await labelRound(emu, fake);
    fake.addCommits(REPO, [{ sha: C2, parent: C1, files: [TEST, CI] }]);
    fake.setPullHead(REPO, NUMBER, C2);
    const sent = emu.count('POST', MESSAGE_PATH);

    const result = await runWithGitHub(emu, fake, PATHS, pullEvent(synchronizePayload(C1, C2)));

    expectSuccess(result);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(sent);
    expect(emu.prompts(jobId)).toHaveLength(1);
    const notice = `Nothing sent to Mintlify: none of the 2 changed files of the push to #${NUMBER} matches paths (src/**, !src/**/*.test.ts)`;
    expect(noticeLines(result)).toEqual([notice]);
    expect(summaryText(result)).toContain(notice);
    expect(fake.checkRuns(REPO, C2)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'success' }),
    ]);
  });
});

describe('a digest', () => {
  const THREAD = 5000;
  const DIGEST = { 'merged-since': 'last-digest', 'issue-number': String(THREAD) };
  const DISPATCH = {
    action: 'digest',
    event: { name: 'workflow_dispatch', payload: { inputs: {} } },
  } as const;
  const DAY = 86_400_000;

  function mergeWith(
    fake: GitHubFake,
    number: number,
    daysAgo: number,
    files: FakePullRequestFile[],
  ) {
    const mergedAt = new Date(Date.now() - daysAgo * DAY).toISOString();
    fake.addPullRequest(REPO, { number, merged: true, mergedAt, files });
  }

  test('leaves out a merged pull request none of whose files match, and the window still moves past it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: THREAD, title: 'Documentation digest' });
    mergeWith(fake, 31, 3, [CODE, CI]);
    mergeWith(fake, 32, 2, [TEST, CI]);
    emu.scriptNextJob({
      polls: [{ status: 'completed', prLink: 'https://github.com/acme/handbook/pull/1' }],
    });

    const result = await runWithGitHub(emu, fake, { ...DIGEST, paths: PATHS.paths }, DISPATCH);

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(emu.jobIds()[0] ?? '');
    expect([...prompt.matchAll(/^## Pull request #(\d+)/gm)].map((m) => m[1])).toEqual(['31']);
    expect(prompt).not.toContain('ci.yml');
    expect(prompt).toContain('1 other changed file left out');
    expect(prompt).toContain('- Changed: 1 file,');
    expect(result.stdout).toContain(
      '1 merged pull requests left out: none of their files is under paths',
    );
    // Each pull request's files are read once, though they are read to choose and to describe.
    expect(fake.count('GET', /\/pulls\/31\/files$/)).toBe(1);
    expect(fake.count('GET', /\/pulls\/32\/files$/)).toBe(1);
    const marker = fake
      .comments(REPO, THREAD)
      .map((c) => c.body)
      .find((b) => b.includes('until='));
    const until = Date.parse(/until=(\S+) /.exec(marker ?? '')?.[1] ?? '');
    expect(until).toBeGreaterThan(Date.now() - 60_000);
  });

  test('none of the merged pull requests has a matching file: nothing sent, a notice, no comment', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: THREAD, title: 'Documentation digest' });
    mergeWith(fake, 32, 2, [TEST, CI]);

    const result = await runWithGitHub(emu, fake, { ...DIGEST, paths: 'src/**' }, DISPATCH);

    expectSuccess(result);
    expect(emu.requests).toHaveLength(0);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(
        /^None of the 1 pull requests merged into \S+ from .* changed a file under paths \(src\/\*\*\): nothing sent to Mintlify, no digest this time \(no job, no comment\)/,
      ),
    ]);
    expect(summaryText(result)).toContain('changed a file under paths (src/**): nothing sent');
    expect(fake.comments(REPO, THREAD)).toEqual([]);
  });
});
