// What a dry run reads of the repository (src/github/setup-check.ts): the token's role as GitHub
// reports it, whether a number is an issue or a pull request, whether a label exists; read from
// the GitHub fake through the client and its retry policy, in virtual time.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import { setUpReader, type SetUpReader } from '../../../src/github/setup-check.js';

const REPO = 'acme/docs';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startGitHubFake();
});
afterEach(async () => {
  await fake.close();
});

function reader(token = fake.token): SetUpReader {
  return setUpReader(
    { token, apiUrl: fake.url, owner: 'acme', repo: 'docs' },
    retryInVirtualTime(),
  );
}

const reads = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe("the token's role", () => {
  test('undefined when GitHub reports none, as for the workflow’s installation token', async () => {
    await expect(reader().tokenRole()).resolves.toBeUndefined();
    expect(reads()).toEqual([`GET /repos/${REPO}`]);
  });

  test.each(['admin', 'maintain', 'write', 'triage', 'read'] as const)(
    "a user's token with %s: that role, the highest GitHub reports",
    async (role) => {
      fake.setTokenRole(REPO, role);
      await expect(reader().tokenRole()).resolves.toBe(role);
    },
  );

  test('none when every permission is false', async () => {
    fake.injectFault({
      path: `/repos/${REPO}`,
      status: 200,
      body: {
        full_name: REPO,
        permissions: { admin: false, maintain: false, push: false, triage: false, pull: false },
      },
    });
    await expect(reader().tokenRole()).resolves.toBe('none');
  });

  test('a refused token: a GitHubCallError with the status', async () => {
    const error = await reader('ghs_wrong')
      .tokenRole()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(401);
  });
});

describe('the issue or pull request', () => {
  test('an issue, a pull request, or none (404)', async () => {
    fake.addIssue(REPO, { number: 7 });
    fake.addIssue(REPO, { number: 8, isPullRequest: true });
    const github = reader();
    await expect(github.threadKind(7)).resolves.toBe('issue');
    await expect(github.threadKind(8)).resolves.toBe('pull request');
    await expect(github.threadKind(9)).resolves.toBeUndefined();
    expect(reads()).toEqual([
      `GET /repos/${REPO}/issues/7`,
      `GET /repos/${REPO}/issues/8`,
      `GET /repos/${REPO}/issues/9`,
    ]);
  });

  test('a deleted issue (410 Gone) is none', async () => {
    fake.injectFault({ path: `/repos/${REPO}/issues/7`, status: 410, body: { message: 'Gone' } });
    await expect(reader().threadKind(7)).resolves.toBeUndefined();
  });

  test.each([401, 403, 422])('any other answer (%i) is a GitHubCallError', async (status) => {
    fake.injectFault({ path: `/repos/${REPO}/issues/7`, status, body: { message: 'No' } });
    const error = await reader()
      .threadKind(7)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(status);
  });

  test('no answer at all is a GitHubCallError without a status', async () => {
    fake.injectFault({ path: `/repos/${REPO}/issues/7`, action: 'reset', times: 5 });
    const error = await reader()
      .threadKind(7)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBeUndefined();
  });
});

describe('a label of the repository', () => {
  test('exists or not (404), its name sent encoded', async () => {
    fake.addRepositoryLabel(REPO, 'docs agent');
    const github = reader();
    await expect(github.hasLabel('docs agent')).resolves.toBe(true);
    await expect(github.hasLabel('agent-working')).resolves.toBe(false);
    expect(reads()).toEqual([
      `GET /repos/${REPO}/labels/docs%20agent`,
      `GET /repos/${REPO}/labels/agent-working`,
    ]);
  });

  test('a 410 is no answer about the label: a GitHubCallError', async () => {
    fake.injectFault({ path: `/repos/${REPO}/labels/agent`, status: 410 });
    const error = await reader()
      .hasLabel('agent')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(410);
  });
});

test('one client for every read, retried by the policy (a 502, then the answer)', async () => {
  fake.addIssue(REPO, { number: 7, labels: ['agent'] });
  fake.injectFault({ path: `/repos/${REPO}/labels/agent`, status: 502 });
  const github = reader();
  await expect(github.hasLabel('agent')).resolves.toBe(true);
  await expect(github.threadKind(7)).resolves.toBe('issue');
  await expect(github.tokenRole()).resolves.toBeUndefined();
  expect(reads()).toEqual([
    `GET /repos/${REPO}/labels/agent`,
    `GET /repos/${REPO}/labels/agent`,
    `GET /repos/${REPO}/issues/7`,
    `GET /repos/${REPO}`,
  ]);
});
