// Every round that gets a docs pull request ties it back with docs-token: one comment on the docs
// pull request naming what asked for it (the issue, the pull request, or a digest's pull requests)
// and the job, once; a digest also asks the covered pull requests' authors to review it.
// In-process, against the job emulator and the GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mergedPayload } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectSuccess,
  githubFake,
  issueCommentEvent,
  issuesEvent,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const DOCS = 'acme/handbook';
const DOCS_PR = `https://github.com/${DOCS}/pull/12`;
const DOCS_TOKEN = 'ghs_Tb4Xq8Lr2Wn6Zc1Vm5Kp9Hs3Jd7Fg0Ny';
const WITH_TOKEN = { 'docs-token': DOCS_TOKEN };

/** The GitHub fake with the docs pull request the next job opens, which DOCS_TOKEN may write. */
async function withDocsPull(
  options: { canWrite?: boolean } = {},
): Promise<{ emu: Emulator; fake: GitHubFake }> {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addToken(DOCS_TOKEN, { repos: [DOCS], canWrite: options.canWrite ?? true });
  fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer[bot]' });
  emu.scriptNextJob({ activeForMs: 50, prLink: DOCS_PR });
  return { emu, fake };
}

const tieBacks = (fake: GitHubFake) =>
  fake.comments(DOCS, 12).filter((c) => c.body.includes('<!-- agent-job-action:asked-by '));

describe('the docs pull request names what asked for it', () => {
  test('an issue’s label: the issue and the job, once, however many rounds end with it', async () => {
    const { emu, fake } = await withDocsPull();
    const event = issuesEvent(fake, { number: 31, title: 'Document the retry flag' });

    const first = await runWithGitHub(emu, fake, WITH_TOKEN, { event });
    expectSuccess(first);
    const jobId = first.outputs['job-id'] ?? '';
    // Another round on the same job (watching it) ends with the same docs pull request.
    const again = await runWithGitHub(emu, fake, { ...WITH_TOKEN, 'job-id': jobId }, { event });

    expectSuccess(again);
    expect(tieBacks(fake)).toHaveLength(1);
    expect(tieBacks(fake)[0]?.body).toMatch(
      new RegExp(
        `^📝 This pull request was asked for in https://github\\.com/${REPO}/issues/31 \\(job \`${jobId}\`\\)\\.`,
      ),
    );
    expect(first.stdout).toContain(
      `Linked the docs pull request acme/handbook#12 to https://github.com/${REPO}/issues/31`,
    );
  });

  test('an instruction in a comment: the issue it was given on', async () => {
    const { emu, fake } = await withDocsPull();
    fake.setPermission(REPO, 'bob', 'write');
    const event = issueCommentEvent(
      fake,
      { number: 32, title: 'Retry docs' },
      { body: '/agent document the retry flag', login: 'bob', association: 'MEMBER' },
    );

    const result = await runWithGitHub(emu, fake, WITH_TOKEN, { event });

    expectSuccess(result);
    expect(tieBacks(fake).map((c) => c.body)).toEqual([
      expect.stringContaining(`asked for in https://github.com/${REPO}/issues/32 (job`),
    ]);
  });

  test('docs follow code: the merged pull request', async () => {
    const { emu, fake } = await withDocsPull();
    fake.addPullRequest(REPO, { number: 2, merged: true });

    const result = await runWithGitHub(
      emu,
      fake,
      { ...WITH_TOKEN, comment: 'false' },
      { event: { name: 'pull_request_target', payload: mergedPayload() } },
    );

    expectSuccess(result);
    expect(tieBacks(fake).map((c) => c.body)).toEqual([
      expect.stringMatching(
        new RegExp(`^📝 This pull request documents https://github\\.com/${REPO}/pull/2, merged`),
      ),
    ]);
  });

  test('without docs-token: the documentation repository is never reached', async () => {
    const { emu, fake } = await withDocsPull();
    const event = issuesEvent(fake, { number: 33 });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    expect(fake.requests.filter((r) => r.path.startsWith(`/repos/${DOCS}/`))).toEqual([]);
  });

  test('a docs-token that may not write there: one warning, the round’s result unaffected', async () => {
    const { emu, fake } = await withDocsPull({ canWrite: false });
    const event = issuesEvent(fake, { number: 34 });

    const result = await runWithGitHub(emu, fake, WITH_TOKEN, { event });

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe(DOCS_PR);
    expect(warningLines(result)).toEqual([
      expect.stringMatching(
        /^could not comment on the docs pull request acme\/handbook#12 \(403.*the round's result is not affected$/,
      ),
    ]);
    expect(tieBacks(fake)).toEqual([]);
  });
});

describe('a digest', () => {
  const THREAD = 5000;
  const HOUR = 3_600_000;

  test('names the pull requests it covers, and asks their authors (people only, at most 15) to review', async () => {
    const { emu, fake } = await withDocsPull();
    fake.addIssue(REPO, { number: THREAD, title: 'Documentation digest' });
    const authors = Array.from({ length: 18 }, (_, i) => `dev-${i + 1}`);
    const logins = ['renovate[bot]', 'dev-1', ...authors];
    logins.forEach((login, i) => {
      const mergedAt = new Date(Date.now() - (logins.length - i) * HOUR).toISOString();
      fake.addPullRequest(REPO, {
        number: 100 + i,
        login,
        merged: true,
        mergedAt,
        baseRef: 'main',
      });
    });
    for (const login of authors) fake.setPermission(DOCS, login, 'write');

    const result = await runWithGitHub(
      emu,
      fake,
      { ...WITH_TOKEN, 'merged-since': '2d', 'issue-number': String(THREAD) },
      { action: 'digest', event: { name: 'workflow_dispatch', payload: { inputs: {} } } },
    );

    expectSuccess(result);
    const [note] = tieBacks(fake);
    expect(tieBacks(fake)).toHaveLength(1);
    expect(note?.body).toMatch(/^📝 This pull request documents 20 merged pull requests \(job /);
    for (let i = 0; i < logins.length; i += 1) {
      expect(note?.body).toContain(`- https://github.com/${REPO}/pull/${100 + i}\n`);
    }
    // GitHub takes 15 at once (the fake refuses more): the first 15 people, each once.
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(authors.slice(0, 15));
    expect(warningLines(result)).toEqual([]);
  });

  test('an author GitHub will not ask (no collaborator there, 422): the others are asked all the same', async () => {
    const { emu, fake } = await withDocsPull();
    fake.addIssue(REPO, { number: THREAD, title: 'Documentation digest' });
    const authors = ['dev-a', 'dev-b', 'outsider', 'dev-c'];
    authors.forEach((login, i) => {
      const mergedAt = new Date(Date.now() - (authors.length - i) * HOUR).toISOString();
      fake.addPullRequest(REPO, {
        number: 200 + i,
        login,
        merged: true,
        mergedAt,
        baseRef: 'main',
      });
    });
    for (const login of ['dev-a', 'dev-b', 'dev-c']) fake.setPermission(DOCS, login, 'write');

    const result = await runWithGitHub(
      emu,
      fake,
      { ...WITH_TOKEN, 'merged-since': '2d', 'issue-number': String(THREAD) },
      { action: 'digest', event: { name: 'workflow_dispatch', payload: { inputs: {} } } },
    );

    expectSuccess(result);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['dev-a', 'dev-b', 'dev-c']);
    expect(warningLines(result)).toEqual([]);
    expect(result.stdout).toContain(
      'GitHub would not ask outsider to review acme/handbook#12 (422: not a collaborator of the documentation repository)',
    );
  });
});
