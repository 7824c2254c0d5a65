// Docs follow code (docs/usage.md, Docs follow code): a merged pull request becomes the
// prompt. The action, run in-process (helpers.ts), against the job emulator and the GitHub fake, with GitHub's own
// `pull_request` `closed` payloads (@octokit/webhooks-examples, merged set where the test needs
// it). comment: false where the test is about the prompt; the last block tests the answer on the
// source PR.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  closedUnmergedPayload,
  mergedPayload,
  pullRequestOf,
} from '../../__fixtures__/pull-request-payloads.js';
import type { FakePullRequestFile } from '../../emulator/github-fake.js';
import { render } from '../../__fixtures__/github-render.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectInputError,
  expectSuccess,
  githubFake,
  noticeLines,
  REPO,
  runWithGitHub,
} from './helpers.js';
import type { Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const NO_COMMENT = { comment: 'false' };
const FILES_PATH = /^\/repos\/acme\/docs\/pulls\/\d+\/files$/;
const PULL_PATH = /^\/repos\/acme\/docs\/pulls\/\d+$/;

/** The only prompt the emulator received. */
function onlyPrompt(emu: Emulator): string {
  const ids = emu.jobIds();
  expect(ids).toHaveLength(1);
  const prompts = emu.prompts(ids[0] ?? '');
  expect(prompts).toHaveLength(1);
  return prompts[0] ?? '';
}

const CHANGED: FakePullRequestFile[] = [
  {
    filename: 'src/auth/oauth.ts',
    status: 'added',
    patch: '@@ -0,0 +1,3 @@\n+export function login() {\n+  // ```\n+}',
  },
  {
    filename: 'package-lock.json',
    patch: '@@ -1 +1 @@\n-"lockfileVersion": 2\n+"lockfileVersion": 3',
  },
  { filename: 'assets/flow.png', status: 'added', additions: 0, deletions: 0 },
  {
    filename: 'docs/auth.md',
    status: 'renamed',
    previous_filename: 'docs/login.md',
    patch: '@@ -1 +1 @@\n-# Login\n+# Authentication',
  },
];

describe('a merged pull request becomes a documentation job', () => {
  test('pull_request_target closed and merged: the prompt asks to bring the docs in line and carries title, body, URL, base, files and diff', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = mergedPayload();
    const pr = pullRequestOf(payload);
    fake.addPullRequest(REPO, { number: pr.number, merged: true, files: CHANGED });

    const result = await runWithGitHub(emu, fake, NO_COMMENT, {
      event: { name: 'pull_request_target', payload },
    });

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(/^A pull request was merged into master in the code repository\./);
    expect(prompt).toMatch(/change nothing and open no pull request/);
    expect(prompt).toContain(
      'Update the README with new information.\n\nThis is a pretty simple change that we need to pull into master.',
    );
    expect(prompt).toContain('- URL: https://github.com/Codertocat/Hello-World/pull/2');
    expect(prompt).toContain('- Merged into the branch: master');
    expect(prompt).toContain('added +3 −0 src/auth/oauth.ts');
    expect(prompt).toContain('modified +1 −1 package-lock.json [lock file: diff left out]');
    expect(prompt).toContain('added +0 −0 assets/flow.png [binary or too large for GitHub');
    expect(prompt).toContain('renamed +1 −1 docs/auth.md (from docs/login.md)');
    expect(prompt).toMatch(
      /^````diff\ndiff --git a\/src\/auth\/oauth\.ts b\/src\/auth\/oauth\.ts\n/m,
    );
    expect(prompt).toContain('+  // ```\n');
    expect(prompt).toContain('diff --git a/docs/login.md b/docs/auth.md');
    expect(prompt).not.toContain('lockfileVersion');
    // The payload's pull request is used as it is: no permission read (a merge proves write
    // access), the thread's job looked for, the merge claimed (one job per merge, also with
    // comment: false), then one request for the files, and no other write.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/docs/issues/2/comments',
      'POST /repos/acme/docs/issues/2/reactions',
      'GET /repos/acme/docs/pulls/2/files',
    ]);
    expect(fake.requests[2]?.query).toMatchObject({ per_page: '100', page: '1' });
    expect(result.stdout).toMatch(
      /Documenting merged pull request #2: 4 changed files, diff within 50,000 characters; prompt of [\d,]+ characters/,
    );
    expect(result.outputs['job-id']).toBe(emu.jobIds()[0]);
  });

  test('a pull request closed without merging is skipped: a notice, no request, empty outputs, success', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(emu, fake, NO_COMMENT, {
      event: { name: 'pull_request', payload: closedUnmergedPayload() },
    });

    expectSuccess(result);
    expect(noticeLines(result)).toEqual([
      'Nothing to do: pull request #2 was closed without being merged.',
    ]);
    expect(emu.requests).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
    expect(Object.values(result.outputs).every((value) => value === '')).toBe(true);
  });

  test('diff-budget: 0 sends the file list without any diff', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = mergedPayload();
    fake.addPullRequest(REPO, { number: 2, merged: true, files: CHANGED });

    const result = await runWithGitHub(
      emu,
      fake,
      { ...NO_COMMENT, 'diff-budget': '0' },
      { event: { name: 'pull_request', payload } },
    );

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toContain('added +3 −0 src/auth/oauth.ts');
    expect(prompt).not.toContain('export function login');
    expect(prompt).toContain('The diff is not included (diff-budget: 0)');
  });

  test('include-issue-context with a given prompt appends the same context after it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addPullRequest(REPO, { number: 2, merged: true, files: CHANGED });

    const result = await runWithGitHub(
      emu,
      fake,
      {
        ...NO_COMMENT,
        prompt: 'Add the OAuth flow to the auth guide.',
        'include-issue-context': 'true',
      },
      { event: { name: 'pull_request_target', payload: mergedPayload() } },
    );

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(/^Add the OAuth flow to the auth guide\.\n\n---\n## Pull request #2\n/);
    expect(prompt).not.toContain('Bring the documentation in line');
    expect(prompt).toContain('- URL: https://github.com/Codertocat/Hello-World/pull/2');
    expect(prompt).toContain('diff --git a/src/auth/oauth.ts');
  });
});

describe('a merge by a merge bot or a merge queue', () => {
  const mergedBy = (login: string) => {
    const payload = mergedPayload();
    payload.sender = { ...(payload.sender as object), login, type: 'Bot' };
    return payload;
  };

  test.each([
    ['pull_request', 'mergify[bot]'],
    ['pull_request_target', 'github-merge-queue[bot]'],
  ])(
    '%s closed and merged by %s: documented like anyone’s merge, one job, no permission read',
    async (name, login) => {
      const emu = await emulator();
      const fake = await githubFake();
      const payload = mergedBy(login);
      const pr = pullRequestOf(payload);
      fake.addPullRequest(REPO, { number: pr.number, merged: true, files: CHANGED });

      const result = await runWithGitHub(emu, fake, NO_COMMENT, { event: { name, payload } });

      expectSuccess(result);
      expect(onlyPrompt(emu)).toMatch(/^A pull request was merged into master/);
      expect(emu.count('POST', CREATE_PATH)).toBe(1);
      expect(fake.count('GET', /\/collaborators\//)).toBe(0);
      expect(result.stdout).not.toContain('allowed-bots');
      expectRequestsFollowGitHubApi(fake.requests);
    },
  );

  test('min-permission above write: a bot’s merge is refused with a notice that says why and what to do; nothing read or sent', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = mergedBy('mergify[bot]');
    fake.addPullRequest(REPO, { number: pullRequestOf(payload).number, merged: true });

    const result = await runWithGitHub(
      emu,
      fake,
      { ...NO_COMMENT, 'min-permission': 'maintain' },
      { event: { name: 'pull_request', payload } },
    );

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(fake.requests).toEqual([]);
    expect(noticeLines(result)).toEqual([
      'Not started: the pull request was merged by mergify[bot], a bot that allowed-bots does not list; a merge proves write access, but min-permission is maintain and a bot has no permission GitHub can show: add it to allowed-bots to document its merges; nothing was sent to the service',
    ]);
  });

  test('closed without merging by a bot: skipped as before, nothing read or sent', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = closedUnmergedPayload();
    payload.sender = { ...(payload.sender as object), login: 'mergify[bot]', type: 'Bot' };

    const result = await runWithGitHub(emu, fake, NO_COMMENT, {
      event: { name: 'pull_request', payload },
    });

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(fake.requests).toEqual([]);
    expect(noticeLines(result)).toEqual([
      'Nothing to do: pull request #2 was closed without being merged.',
    ]);
  });
});

describe('backfill: workflow_dispatch with issue-number', () => {
  test('a merged pull request is read from GitHub and documented like a merge event', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addPullRequest(REPO, {
      number: 31,
      title: 'Add webhooks',
      body: 'Outgoing webhooks for job events.',
      merged: true,
      baseRef: 'main',
      files: CHANGED,
    });

    const result = await runWithGitHub(emu, fake, { ...NO_COMMENT, 'issue-number': '31' });

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toMatch(/^A pull request was merged into main/);
    expect(prompt).toContain('Add webhooks\n\nOutgoing webhooks for job events.');
    expect(prompt).toContain(`- URL: https://github.com/${REPO}/pull/31`);
    expect(prompt).toContain('renamed +1 −1 docs/auth.md (from docs/login.md)');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/docs/pulls/31',
      'GET /repos/acme/docs/pulls/31/files',
    ]);
  });

  test('a number that is an issue, not a pull request: the "no prompt" input error, nothing sent', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: 8, title: 'An issue' });

    const result = await runWithGitHub(emu, fake, { ...NO_COMMENT, 'issue-number': '8' });

    expectInputError(
      result,
      emu,
      /^no prompt, and #8 is not a pull request: set prompt or prompt-file/,
    );
    expect(fake.count('GET', FILES_PATH)).toBe(0);
  });

  test('an open pull request: an input error saying to merge it first or give a prompt', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addPullRequest(REPO, { number: 9, files: CHANGED });

    const result = await runWithGitHub(emu, fake, { ...NO_COMMENT, 'issue-number': '9' });

    expectInputError(
      result,
      emu,
      /^pull request #9 is not merged \(open\): .*merge it first, or give a prompt/,
    );
  });

  test('GitHub refusing the token (403): one line naming the permission, no job', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addPullRequest(REPO, { number: 31, merged: true, files: CHANGED });
    fake.injectFault({
      method: 'GET',
      path: PULL_PATH,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });

    const result = await runWithGitHub(emu, fake, { ...NO_COMMENT, 'issue-number': '31' });

    expectInputError(
      result,
      emu,
      /^could not read pull request #31 from GitHub \(403: .*\): give github-token the permission pull-requests: read; nothing was sent to the service$/,
    );
  });
});

describe('size and cost', () => {
  test('3,000 changed files with ~50 MB of patches: ten requests of 100 files, a bounded prompt', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    // ~17 KB per patch, ~51 MB over the pull request (one string shared by every file).
    const patch = `@@ -1,1 +1,4250 @@\n${'+const x = 1;\n'.repeat(1_214)}`;
    const files = Array.from({ length: 3_000 }, (_, i) => ({
      filename: `packages/p${Math.floor(i / 100)}/src/module${i}.ts`,
      patch,
    }));
    expect(patch.length * files.length).toBeGreaterThan(50_000_000);
    fake.addPullRequest(REPO, { number: 2, merged: true, files });

    const result = await runWithGitHub(emu, fake, NO_COMMENT, {
      event: { name: 'pull_request_target', payload: mergedPayload() },
    });

    expectSuccess(result);
    expect(fake.count('GET', FILES_PATH)).toBe(10);
    expect(fake.requests.filter((r) => FILES_PATH.test(r.path)).map((r) => r.query.page)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(fake.count('GET', PULL_PATH)).toBe(0);
    const prompt = onlyPrompt(emu);
    // The payload says 1 changed file (GitHub's example); the listing found 1,000 before the cap,
    // so the count shown is what was listed. The list stays within its limit, the diff within 50k.
    expect(prompt.length).toBeLessThan(50_000 + 100_000 + 5_000);
    expect(prompt).toContain('modified +1214 −0 packages/p0/src/module0.ts');
    expect(prompt).toContain('packages/p9/src/module999.ts');
    expect(prompt).not.toContain('module1000.ts');
    expect(prompt).toMatch(/did not fit in the budget of 50,000 characters/);
  });

  test('"… and N more files" past the cap, counted from changed_files', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const files = Array.from({ length: 3_000 }, (_, i) => ({
      filename: `f${i}.md`,
      patch: '@@ +a',
    }));
    fake.addPullRequest(REPO, { number: 2, merged: true, files, changedFiles: 3_400 });
    const payload = mergedPayload();
    pullRequestOf(payload).changed_files = 3_400;

    const result = await runWithGitHub(emu, fake, NO_COMMENT, {
      event: { name: 'pull_request', payload },
    });

    expectSuccess(result);
    const prompt = onlyPrompt(emu);
    expect(prompt).toContain('- Changed: 3,400 files');
    expect(prompt).toContain('f999.md');
    expect(prompt).toContain('… and 2,400 more files');
    expect(fake.count('GET', FILES_PATH)).toBe(10);
    expect(result.stdout).toContain('1,000 of 3,400 changed files listed (at most 1,000)');
  });
});

describe('the answer on the source pull request', () => {
  /** The action's comments on the merged pull request, as GitHub renders them. */
  function answers(fake: GitHubFake, number: number) {
    return fake
      .comments(REPO, number)
      .filter((c) => c.body.includes('<!-- agent-job-action'))
      .map((c) => render(c.body));
  }

  test('the docs pull request, mentioning whoever merged it: one comment when done', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: 'https://github.com/acme/handbook/pull/88' });
    const fake = await githubFake();
    const payload = mergedPayload();
    const pr = pullRequestOf(payload);
    fake.addPullRequest(REPO, { number: pr.number, merged: true, files: CHANGED });

    const result = await runWithGitHub(
      emu,
      fake,
      {},
      { event: { name: 'pull_request_target', payload } },
    );

    expectSuccess(result);
    const [answer, ...others] = answers(fake, pr.number);
    expect(others).toHaveLength(0);
    expect(answer?.root.querySelector('h3')?.textContent).toBe(
      '✅ Pull request ready: acme/handbook#88',
    );
    expect(answer?.links[0]?.href).toBe('https://github.com/acme/handbook/pull/88');
    const sender = (payload.sender as { login: string }).login;
    expect(answer?.text).toContain(`@${sender} `);
    expect(result.outputs['comment-url']).toMatch(new RegExp(`/pull/${pr.number}#issuecomment-`));
  });

  test('no documentation change needed: a completed job without a pull request says so', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: null });
    const fake = await githubFake();
    const payload = mergedPayload();
    const pr = pullRequestOf(payload);
    fake.addPullRequest(REPO, { number: pr.number, merged: true, files: CHANGED });

    const result = await runWithGitHub(emu, fake, {}, { event: { name: 'pull_request', payload } });

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe('');
    const [answer, ...others] = answers(fake, pr.number);
    expect(others).toHaveLength(0);
    expect(answer?.root.querySelector('h3')?.textContent).toBe('✅ No documentation change needed');
    expect(answer?.text).toContain('found nothing to update');
  });

  test('the dispatch backfill answers on the pull request it documents', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: null });
    const fake = await githubFake();
    fake.addPullRequest(REPO, { number: 31, title: 'Add OAuth', merged: true, files: CHANGED });

    const result = await runWithGitHub(emu, fake, { 'issue-number': '31' });

    expectSuccess(result);
    const [answer] = answers(fake, 31);
    expect(answer?.root.querySelector('h3')?.textContent).toBe('✅ No documentation change needed');
  });
});
