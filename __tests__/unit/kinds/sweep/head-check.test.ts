// The sweep ends the check run a pull request's docs job left in progress on its head
// (src/kinds/sweep/head-check.ts), against the GitHub fake.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../../emulator/github-fake.js';
import { openCheckRuns } from '../../../../src/github/checks.js';
import { endHeadCheck, type HeadCheckEnd } from '../../../../src/kinds/sweep/head-check.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const REPO = 'acme/app';
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const DOCS_PR = 'https://github.com/acme/docs/pull/3';

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addCommits(REPO, [{ sha: A }, { sha: B, parent: A }]);
});

afterEach(async () => {
  await fake.close();
});

const target = () => ({ token: fake.token, apiUrl: fake.url, owner: 'acme', repo: 'app' });

/** A check run of this name left in progress on the commit, as a round that did not wait left it. */
async function leftRunning(head: string, name = 'docs'): Promise<number> {
  const runs = await openCheckRuns({ ...target(), name, redact: (t) => t }, retryInVirtualTime());
  return runs.start(head, { title: 'Documentation being written', summary: '…' });
}

function sweepEnds(check: Partial<HeadCheckEnd> = {}) {
  const lines: string[] = [];
  const log = {
    redact: (text: string) => text.replaceAll('hush', '***'),
    warning: (m: string | Error) => void lines.push(String(m)),
  };
  const ended = endHeadCheck(
    target(),
    retryInVirtualTime(),
    { name: 'docs', head: A, end: 'pr', jobId: 'j1', prLink: DOCS_PR, ...check },
    log,
    7,
  );
  return { ended, lines };
}

describe('endHeadCheck', () => {
  test('the runs of its name in progress on the head end as a waiting round ends them', async () => {
    const id = await leftRunning(A);
    const other = await leftRunning(A, 'lint');
    const elsewhere = await leftRunning(B);

    const { ended, lines } = sweepEnds();

    expect(await ended).toBe(1);
    expect(lines).toEqual([]);
    const byId = new Map(fake.checkRuns(REPO).map((run) => [run.id, run]));
    expect(byId.get(id)).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      output: {
        title: 'Documentation pull request ready',
        summary: `The documentation for this change is in <${DOCS_PR}> (job \`j1\`).`,
      },
    });
    expect(byId.get(other)?.status).toBe('in_progress');
    expect(byId.get(elsewhere)?.status).toBe('in_progress');
  });

  test('its words are redacted', async () => {
    const id = await leftRunning(A);

    await sweepEnds({ end: 'failed', jobId: 'hush-1' }).ended;

    const run = fake.checkRuns(REPO).find((r) => r.id === id);
    expect(run?.conclusion).toBe('failure');
    expect(run?.output.summary).toBe(
      'The job ended as failed (job `***-1`). Push again, or add the label again, to try again.',
    );
  });

  test('none in progress: none ended', async () => {
    const id = await leftRunning(A);
    await sweepEnds().ended;

    const { ended, lines } = sweepEnds({ end: 'no-pr' });

    expect(await ended).toBe(0);
    expect(lines).toEqual([]);
    expect(fake.checkRuns(REPO).find((r) => r.id === id)?.conclusion).toBe('success');
  });

  test('a round that goes on leaves it in progress, and asks GitHub nothing', async () => {
    await leftRunning(A);
    const asked = fake.requests.length;

    expect(await sweepEnds({ end: 'running' }).ended).toBe(0);

    expect(fake.requests).toHaveLength(asked);
  });

  test('GitHub’s refusal: a warning that names the check and the pull request; none ended', async () => {
    await leftRunning(A);
    fake.denyChecks(REPO);

    const { ended, lines } = sweepEnds();

    expect(await ended).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^could not end the check run 'docs' on the head of #7 \(403: Resource not accessible by integration.*\): give the job `permissions: checks: write`$/,
      ),
    ]);
  });
});
