// The check runs of a repository (src/github/checks.ts), against the GitHub fake: started in
// progress on a commit, completed, created already ended, and the ones still in progress listed.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { openCheckRuns, type CheckRuns } from '../../../src/github/checks.js';
import { GitHubCallError } from '../../../src/github/retry.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const REPO = 'acme/app';
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const RUN = 'https://github.com/acme/app/actions/runs/7';
const SECRET = 'hush-1234';

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addCommits(REPO, [{ sha: A }, { sha: B, parent: A }]);
});

afterEach(async () => {
  await fake.close();
});

function open(name = 'docs', detailsUrl: string | null = RUN): Promise<CheckRuns> {
  return openCheckRuns(
    {
      token: fake.token,
      apiUrl: fake.url,
      owner: 'acme',
      repo: 'app',
      name,
      ...(detailsUrl !== null && { detailsUrl }),
      redact: (text) => text.replaceAll(SECRET, '***'),
    },
    retryInVirtualTime(),
  );
}

const bodyOf = (method: string) =>
  JSON.parse(fake.requests.find((r) => r.method === method)?.body ?? '{}') as Record<
    string,
    unknown
  >;

describe('openCheckRuns', () => {
  test('start: in progress on the commit, named, linked to the run; its id', async () => {
    const runs = await open();

    const id = await runs.start(A, { title: 'Writing', summary: 'The agent writes' });

    expect(fake.checkRuns(REPO, A)).toEqual([
      expect.objectContaining({
        id,
        name: 'docs',
        head_sha: A,
        status: 'in_progress',
        conclusion: null,
        details_url: RUN,
        output: { title: 'Writing', summary: 'The agent writes', text: null },
      }),
    ]);
  });

  test('complete: the run ends with its conclusion and last word', async () => {
    const runs = await open();
    const id = await runs.start(A, { title: 'Writing', summary: 'The agent writes' });

    await runs.complete(id, 'success', { title: 'Ready', summary: 'In acme/docs#3' });

    expect(fake.checkRuns(REPO, A)).toEqual([
      expect.objectContaining({
        id,
        status: 'completed',
        conclusion: 'success',
        output: { title: 'Ready', summary: 'In acme/docs#3', text: null },
      }),
    ]);
    expect(Object.keys(bodyOf('PATCH')).sort()).toEqual(['conclusion', 'output']);
  });

  test('ended: a new run on the commit, ended already', async () => {
    const runs = await open();

    await runs.ended(B, 'neutral', { title: 'Nothing', summary: 'No change needed' });

    expect(fake.checkRuns(REPO, B)).toEqual([
      expect.objectContaining({
        name: 'docs',
        status: 'completed',
        conclusion: 'neutral',
        details_url: RUN,
        output: { title: 'Nothing', summary: 'No change needed', text: null },
      }),
    ]);
    expect(bodyOf('POST')).not.toHaveProperty('status');
  });

  test('no details address: none sent', async () => {
    const runs = await open('docs', null);

    await runs.start(A, { title: 't', summary: 's' });
    await runs.ended(B, 'failure', { title: 't', summary: 's' });

    for (const request of fake.requests.filter((r) => r.method === 'POST')) {
      expect(JSON.parse(request.body)).not.toHaveProperty('details_url');
    }
    // GitHub then links its own page.
    expect(fake.checkRuns(REPO).map((run) => run.details_url)).not.toContain(RUN);
  });

  test('what it shows is redacted, the title cut at 200 and the summary at 65,000 characters', async () => {
    const runs = await open();
    const title = `${SECRET} ${'t'.repeat(300)}`;
    const summary = `${SECRET} ${'s'.repeat(70_000)}`;

    const id = await runs.start(A, { title, summary });
    await runs.complete(id, 'failure', { title, summary });
    await runs.ended(B, 'failure', { title, summary });

    const shown = { title: `*** ${'t'.repeat(196)}`, summary: `*** ${'s'.repeat(64_996)}` };
    expect(fake.checkRuns(REPO).map((run) => run.output)).toEqual([
      { ...shown, text: null },
      { ...shown, text: null },
    ]);
    const sent = fake.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => (JSON.parse(r.body) as { output: unknown }).output);
    expect(sent).toEqual([shown, shown, shown]);
  });

  test('inProgress: the runs of its name on the commit that have not ended', async () => {
    const runs = await open();
    const other = await open('lint');
    const first = await runs.start(A, { title: 't', summary: 's' });
    const done = await runs.start(A, { title: 't', summary: 's' });
    await runs.complete(done, 'success', { title: 't', summary: 's' });
    await other.start(A, { title: 't', summary: 's' });
    await runs.start(B, { title: 't', summary: 's' });

    // GitHub lists the newest run of a name; the first is not it.
    expect(await runs.inProgress(A)).toEqual([]);
    const newest = await runs.start(A, { title: 't', summary: 's' });
    expect(await runs.inProgress(A)).toEqual([newest]);
    expect(first).not.toBe(newest);
    const list = fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/check-runs'));
    expect(list.at(-1)?.query).toEqual({ check_name: 'docs', filter: 'latest', per_page: '100' });
    expect(list.at(-1)?.path).toBe(`/repos/${REPO}/commits/${A}/check-runs`);
  });

  test('a refusal is GitHub’s answer, as a call error', async () => {
    fake.denyChecks(REPO);
    const runs = await open();

    const error = await runs.start(A, { title: 't', summary: 's' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(403);
  });
});
