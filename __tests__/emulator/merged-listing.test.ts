// The digest's reader with a real Octokit client against the GitHub fake (the adapters of the
// bench): both ways of listing find exactly the merges of the window, page by page.
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { requestsByRoute, startGitHubFake, type GitHubFake } from '../../emulator/github-fake.js';
import { seedMergedPulls } from '../../__fixtures__/merged-pulls.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import { pullsPages, REPO, searchPages, withFiles } from '../../bench/digest.js';
import { readMergedFromSearch } from '../../bench/merged-search.js';
import { readMergedFromPulls } from '../../src/github/merged-pulls.js';
import { resolveWindow } from '../../src/kinds/digest/window.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T06:17:00Z');

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function repository(merged: number) {
  fake = await startGitHubFake();
  const before = seedMergedPulls(fake, REPO, {
    count: 40,
    now: NOW - 7 * DAY,
    first: 50_000,
    unmergedEvery: 4,
  });
  const window = seedMergedPulls(fake, REPO, {
    count: merged,
    now: NOW,
    unmergedEvery: 10,
    otherBaseEvery: 7,
  });
  return { github: fake, before, window, octokit: getOctokit(fake.token, { baseUrl: fake.url }) };
}

describe('listing the merged pull requests of a window with Octokit against the GitHub fake', () => {
  it('the pulls listing and the search API find the same merges, and only those', async () => {
    const { github, window, octokit } = await repository(1_234);
    const range = resolveWindow({ kind: 'duration', ms: 7 * DAY }, { now: NOW });
    const byPulls = await readMergedFromPulls(pullsPages(octokit), range, 'main');
    const pullsRequests = github.requests.length;
    const bySearch = await readMergedFromSearch(searchPages(octokit), range);
    expect(byPulls.pulls.map((p) => p.number)).toEqual(window.merged);
    expect(bySearch.pulls.map((p) => p.number)).toEqual(window.merged);
    expect(bySearch.complete).toBe(true);
    // 1,234 merges and 123 closed without merging in the window, into main: 14 pages, and the
    // one that ends before the window is among them.
    expect(pullsRequests).toBe(14);
    // Over 1,000: the first page of the whole window, then two halves of 7 pages each.
    expect(Object.fromEntries(requestsByRoute(github.requests))).toEqual({
      'GET /repos/{owner}/{repo}/pulls': 14,
      'GET /search/issues': 15,
    });
    expectRequestsFollowGitHubApi(github.requests);
  });

  it('reads a described pull request files in one page, and the pull request only when there are more', async () => {
    const { github, octokit } = await repository(0);
    github.addPullRequest(REPO, {
      number: 9,
      merged: true,
      files: Array.from({ length: 150 }, (_, i) => ({
        filename: `src/f${i}.ts`,
        patch: '@@ -1 +1 @@\n-a\n+b',
      })),
    });
    const { pulls } = await readMergedFromPulls(
      pullsPages(octokit),
      { from: 0, to: Date.now() + DAY },
      'main',
    );
    const merged = pulls.find((p) => p.number === 9);
    if (!merged) throw new Error('pull request 9 was not listed');
    const big = await withFiles(octokit, merged);
    expect(big).toMatchObject({ changedFiles: 150, additions: 150, deletions: 150 });
    expect(big.files).toHaveLength(100);
    expect(requestsByRoute(github.requests).get('GET /repos/{owner}/{repo}/pulls/{n}')).toBe(1);
  });
});
