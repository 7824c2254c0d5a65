// The GitHub fake's answers for a push's round: one commit (its files), and the pull requests
// GitHub ties to a commit (its merge commit, its head, the commits of a rebase merge). Every
// request and answer is checked against GitHub's REST API description (@octokit/openapi).
import { afterEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import { validateRequest, validateResponse } from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/app';
const sha = (n: number): string => createHash('sha1').update(`commit ${n}`).digest('hex');

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** GET `path`, request and a 200 answer checked against the description. */
async function get(f: GitHubFake, path: string): Promise<{ status: number; body: unknown }> {
  validateRequest('GET', path, '');
  const res = await fetch(`${f.url}${path}`, {
    headers: { authorization: `token ${f.token}`, accept: 'application/vnd.github+json' },
  });
  const text = await res.text();
  if (res.status === 200) validateResponse('GET', path, res.status, text);
  return { status: res.status, body: JSON.parse(text) as unknown };
}

describe('a commit and its pull requests', () => {
  it('get a commit: its files and stats; 422 for a commit GitHub does not know', async () => {
    const f = (fake = await startGitHubFake());
    f.addCommits(REPO, [
      { sha: sha(1) },
      {
        sha: sha(2),
        parent: sha(1),
        message: 'Add retries',
        files: [{ filename: 'src/a.ts', patch: '@@ -1 +1,2 @@\n-a\n+b\n+c' }],
      },
    ]);
    const got = await get(f, `/repos/${REPO}/commits/${sha(2)}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      sha: sha(2),
      commit: { message: 'Add retries' },
      stats: { additions: 2, deletions: 1, total: 3 },
      files: [
        { filename: 'src/a.ts', additions: 2, deletions: 1, patch: '@@ -1 +1,2 @@\n-a\n+b\n+c' },
      ],
    });
    const unknown = await get(f, `/repos/${REPO}/commits/${sha(9)}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: `No commit found for SHA: ${sha(9)}` });
  });

  it('list the pull requests of a commit: by merge commit, head or a seeded commit; [] for none', async () => {
    const f = (fake = await startGitHubFake());
    f.addPullRequest(REPO, { number: 5, merged: true, mergeSha: sha(3) });
    f.addPullRequest(REPO, { number: 6, merged: true, headSha: sha(4), commits: [sha(5)] });
    f.addPullRequest('acme/other', { number: 7, merged: true, mergeSha: sha(3) });
    const numbers = async (n: number) =>
      (
        (await get(f, `/repos/${REPO}/commits/${sha(n)}/pulls`)).body as Array<{ number: number }>
      ).map((p) => p.number);
    expect(await numbers(3)).toEqual([5]);
    expect(await numbers(4)).toEqual([6]);
    expect(await numbers(5)).toEqual([6]);
    expect(await numbers(8)).toEqual([]);
    const [pull] = (await get(f, `/repos/${REPO}/commits/${sha(3)}/pulls`)).body as Array<
      Record<string, unknown>
    >;
    expect(pull).toMatchObject({ number: 5, merge_commit_sha: sha(3), state: 'closed' });
    expect(pull?.merged_at).toEqual(expect.any(String));
  });
});
