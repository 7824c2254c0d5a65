// The repository's open issues and pull requests that have a label (src/github/labelled.ts),
// against the GitHub fake: the exact listing requests, every page, oldest first, which are pull requests.
import { afterEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import {
  seedLabelledIssues,
  startGitHubFake,
  type GitHubFake,
} from '../../../emulator/github-fake.js';
import { listLabelled } from '../../../src/github/labelled.js';
import { GitHubCallError } from '../../../src/github/retry.js';

const REPO = 'acme/docs';
const LABEL = 'agent-working';

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const retry = retryInVirtualTime();

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  return fake;
}

const list = (f: GitHubFake, label = LABEL) =>
  listLabelled({ token: f.token, apiUrl: f.url, owner: 'acme', repo: 'docs' }, label, retry);

describe('listLabelled', () => {
  test('lists the labelled issues and pull requests, open or closed, oldest first, on every page of 100', async () => {
    const f = await start();
    const numbers = seedLabelledIssues(f, REPO, {
      count: 103,
      labels: [LABEL, 'bug'],
      pullRequestEvery: 50,
    });
    f.addIssue(REPO, { number: 500, labels: ['bug'] });
    f.addIssue(REPO, { number: 501, labels: [LABEL] });
    f.closeIssue(REPO, 501);
    f.addIssue('acme/other', { number: 502, labels: [LABEL] });

    const listed = await list(f);

    expect(listed).toEqual([
      ...numbers.map((number) => ({ number, isPullRequest: number === 50 || number === 100 })),
      { number: 501, isPullRequest: false },
    ]);
    expect(
      f.requests.map((r) => `${r.method} ${r.path}?${new URLSearchParams(r.query).toString()}`),
    ).toEqual([
      'GET /repos/acme/docs/issues?labels=agent-working&state=all&sort=created&direction=asc&per_page=100',
      'GET /repos/acme/docs/issues?labels=agent-working&state=all&sort=created&direction=asc&per_page=100&page=2',
    ]);
  });

  test('nothing labelled: an empty list from one request', async () => {
    const f = await start();
    f.addIssue(REPO, { number: 3, labels: ['bug'] });
    expect(await list(f)).toEqual([]);
    expect(f.requests).toHaveLength(1);
  });

  test('a pull_request field that is null is an issue; any object is a pull request', async () => {
    const f = await start();
    f.injectFault({
      method: 'GET',
      path: '/repos/acme/docs/issues',
      status: 200,
      body: [{ number: 4, pull_request: null }, { number: 5 }, { number: 6, pull_request: {} }],
    });
    expect(await list(f)).toEqual([
      { number: 4, isPullRequest: false },
      { number: 5, isPullRequest: false },
      { number: 6, isPullRequest: true },
    ]);
  });

  test('a listing GitHub refuses fails with its status, not retried', async () => {
    const f = await start();
    f.injectFault({ method: 'GET', path: '/repos/acme/docs/issues', status: 404 });
    const failure = await list(f).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitHubCallError);
    expect((failure as GitHubCallError).status).toBe(404);
    expect(f.requests).toHaveLength(1);
  });
});
