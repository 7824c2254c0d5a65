// What a push's round reads of GitHub (src/github/push.ts): the compare of its two commits, one
// commit's own files, and the pull requests GitHub ties a commit to; read from the GitHub fake.
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { openPushReader, type PushReader } from '../../../src/github/push.js';
import { GitHubCallError } from '../../../src/github/retry.js';

beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const sha = (n: number): string => createHash('sha1').update(`commit ${n}`).digest('hex');
const PATCH = '@@ -1 +1 @@\n-a\n+b';

let github: GitHubFake | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

async function setup(): Promise<{ fake: GitHubFake; reader: PushReader }> {
  const fake = (github = await startGitHubFake());
  fake.addCommits('acme/app', [
    { sha: sha(1) },
    { sha: sha(2), parent: sha(1), files: [{ filename: 'src/a.ts', patch: PATCH }] },
    {
      sha: sha(3),
      parent: sha(2),
      files: [
        { filename: 'src/b.ts', status: 'renamed', previous_filename: 'src/old.ts', patch: PATCH },
      ],
    },
    { sha: sha(4), parent: sha(1) },
  ]);
  const reader = await openPushReader(
    { token: fake.token, apiUrl: fake.url, owner: 'acme', repo: 'app' },
    retryInVirtualTime(),
  );
  return { fake, reader };
}

describe('openPushReader', () => {
  test('compare: its status, the commits oldest first, and the files, with patches when asked', async () => {
    const { reader } = await setup();
    const compared = await reader.compare(sha(1), sha(3), { patches: true });
    expect(compared).toEqual({
      status: 'ahead',
      commits: [sha(2), sha(3)],
      files: [
        { filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1, patch: PATCH },
        {
          filename: 'src/b.ts',
          status: 'renamed',
          additions: 1,
          deletions: 1,
          previousFilename: 'src/old.ts',
          patch: PATCH,
        },
      ],
    });
    const bare = await reader.compare(sha(1), sha(3), { patches: false });
    expect(bare.files.map((f) => 'patch' in f)).toEqual([false, false]);
  });

  test('compare: not ahead (diverged, behind), and a commit GitHub does not know (404: missing)', async () => {
    const { reader } = await setup();
    expect((await reader.compare(sha(3), sha(4), { patches: false })).status).toBe('diverged');
    expect((await reader.compare(sha(3), sha(1), { patches: false })).status).toBe('behind');
    expect(await reader.compare(sha(9), sha(3), { patches: false })).toEqual({
      status: 'missing',
      commits: [],
      files: [],
    });
  });

  test('compare: any other failure is GitHub’s, as a GitHubCallError', async () => {
    const { fake, reader } = await setup();
    fake.injectFault({ method: 'GET', status: 403, body: { message: 'Resource not accessible' } });
    await expect(reader.compare(sha(1), sha(3), { patches: false })).rejects.toBeInstanceOf(
      GitHubCallError,
    );
  });

  test('commitFiles: one commit’s own files', async () => {
    const { reader, fake } = await setup();
    expect(await reader.commitFiles(sha(2), { patches: true })).toEqual([
      { filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1, patch: PATCH },
    ]);
    expect(await reader.commitFiles(sha(4), { patches: false })).toEqual([]);
    expect(fake.requests.at(-1)?.path).toBe(`/repos/acme/app/commits/${sha(4)}`);
  });

  test('pullsOf: the pull requests of a commit, merged or not (closed without merging is not merged), 100 a page', async () => {
    const { reader, fake } = await setup();
    fake.addPullRequest('acme/app', {
      number: 5,
      title: 'Retries',
      merged: true,
      mergeSha: sha(3),
    });
    fake.addPullRequest('acme/app', { number: 6, title: 'Open', headSha: sha(3) });
    fake.addPullRequest('acme/app', {
      number: 7,
      title: 'Abandoned',
      state: 'closed',
      headSha: sha(3),
    });
    expect(await reader.pullsOf(sha(3))).toEqual([
      { number: 5, title: 'Retries', merged: true },
      { number: 6, title: 'Open', merged: false },
      { number: 7, title: 'Abandoned', merged: false },
    ]);
    expect(await reader.pullsOf(sha(2))).toEqual([]);
    expect(fake.requests.at(-1)?.query).toMatchObject({ per_page: '100' });
  });
});
