// The docs pull request's steps (src/steps/docs-pull.ts), against the GitHub fake: the docs
// repository behind its own token (docs-token), the code repository behind the workflow's.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { createRedactor } from '../../../src/common/redact.js';
import type { MergedPull } from '../../../src/github/merged-pulls.js';
import type { KindReport } from '../../../src/report/run-report.js';
import type { RunState } from '../../../src/report/round-view.js';
import type { ThreadReportOptions } from '../../../src/report/thread-report.js';
import type { JobPlan } from '../../../src/round/plan.js';
import type { Settings } from '../../../src/settings/types.js';
import { askReviews, closeDocsPull, withTieBack } from '../../../src/steps/docs-pull.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const REPO = 'acme/app';
const DOCS = 'acme/handbook';
const DOCS_PULL = { owner: 'acme', repo: 'handbook', number: 12 };
const DOCS_PR = `https://github.com/${DOCS}/pull/12`;
const DOCS_TOKEN = 'ghs_Tb4Xq8Lr2Wn6Zc1Vm5Kp9Hs3Jd7Fg0Ny';
const JOB = 'job_7f3a';
const GRANT =
  'give docs-token write access to the pull requests and issues of the documentation repository (a GitHub App installed there, with pull-requests: write)';
const UNAFFECTED = "; the round's result is not affected";

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addPullRequest(REPO, { number: 7, login: 'octocat' });
});

afterEach(async () => {
  await fake.close();
});

/** The docs repository, which only DOCS_TOKEN reaches, with its pull request #12. */
function docsRepository(options: { canWrite?: boolean; author?: string } = {}): void {
  fake.addToken(DOCS_TOKEN, { repos: [DOCS], canWrite: options.canWrite ?? true });
  fake.addPullRequest(DOCS, { number: 12, login: options.author ?? 'docs-writer[bot]' });
}

function settingsOf(more: Partial<Settings> = {}): Settings {
  const settings = settingsFrom({
    'project-id': 'proj_1',
    'api-key': 'key_1',
    'base-url': 'http://127.0.0.1:9',
    'github-token': fake.token,
    prompt: 'Document it',
  });
  return { ...settings, docsToken: DOCS_TOKEN, ...more };
}

/** The part of a round these steps read, recording its log lines. */
function roundOf(options: { settings?: Settings; env?: NodeJS.ProcessEnv } = {}) {
  const lines: string[] = [];
  const round = {
    settings: options.settings ?? settingsOf(),
    env: options.env ?? {
      GITHUB_REPOSITORY: REPO,
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: 'https://github.com',
    },
    log: {
      info: (m: string) => void lines.push(m),
      warning: (m: string | Error) => void lines.push(`warning: ${String(m)}`),
      redact: createRedactor([DOCS_TOKEN, fake.token]),
    },
    github: retryInVirtualTime(),
  };
  return { round, lines };
}

const docsRequests = () => fake.requests.filter((r) => r.path.startsWith(`/repos/${DOCS}/`));

describe('closeDocsPull: a code pull request closed unmerged lets its docs pull request go', () => {
  test('a comment naming the code pull request, then closed', async () => {
    docsRepository();
    const { round, lines } = roundOf();

    expect(await closeDocsPull(round, DOCS_PULL, 7)).toBe(true);

    expect(fake.comments(DOCS, 12).map((c) => c.body)).toEqual([
      `Closed: the change this pull request documents, https://github.com/${REPO}/pull/7, was closed without being merged, so this documentation is no longer needed.\n`,
    ]);
    expect(fake.count('PATCH', /^\/repos\/acme\/handbook\/pulls\/12$/)).toBe(1);
    const patch = fake.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ state: 'closed' });
    expect(patch?.headers.authorization).toMatch(new RegExp(`^(token|Bearer) ${DOCS_TOKEN}$`));
    expect(lines).toEqual([
      'Closed the docs pull request acme/handbook#12: #7 was closed without being merged',
    ]);
  });

  test('the code pull request’s page on the run’s own server, without its trailing slashes', async () => {
    docsRepository();
    const { round } = roundOf({
      env: {
        GITHUB_REPOSITORY: REPO,
        GITHUB_API_URL: fake.url,
        GITHUB_SERVER_URL: 'https://ghe.example//',
      },
    });

    await closeDocsPull(round, DOCS_PULL, 7);

    expect(fake.comments(DOCS, 12)[0]?.body).toContain(
      `documents, https://ghe.example/${REPO}/pull/7, was closed`,
    );
  });

  test('github.com when the run names no server', async () => {
    docsRepository();
    const { round } = roundOf({ env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url } });

    await closeDocsPull(round, DOCS_PULL, 7);

    expect(fake.comments(DOCS, 12)[0]?.body).toContain(`https://github.com/${REPO}/pull/7,`);
  });

  test('without docs-token, or outside a repository, nothing is asked of GitHub', async () => {
    docsRepository();
    const without = roundOf({ settings: settingsOf({ docsToken: '' }) });
    const nowhere = roundOf({ env: { GITHUB_API_URL: fake.url } });

    expect(await closeDocsPull(without.round, DOCS_PULL, 7)).toBeUndefined();
    expect(await closeDocsPull(nowhere.round, DOCS_PULL, 7)).toBeUndefined();

    expect(fake.requests).toEqual([]);
    expect([...without.lines, ...nowhere.lines]).toEqual([]);
  });

  test('refused: false, one warning naming the grant, and no more calls in this round', async () => {
    docsRepository({ canWrite: false });
    const { round, lines } = roundOf();

    expect(await closeDocsPull(round, DOCS_PULL, 7)).toBe(false);
    const asked = fake.requests.length;
    expect(await closeDocsPull(round, DOCS_PULL, 7)).toBeUndefined();
    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.requests).toHaveLength(asked);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: could not close the docs pull request acme\/handbook#12 \(403: Resource not accessible by integration.*\): /,
      ),
    ]);
    expect(lines[0]).toContain(`${GRANT}${UNAFFECTED}`);
    expect(fake.comments(DOCS, 12)).toEqual([]);
    // Another round tries again.
    expect(await closeDocsPull(roundOf().round, DOCS_PULL, 7)).toBe(false);
  });
});

describe('askReviews: a merged code pull request’s author and approvers review its docs', () => {
  test('the author, then each person who approved it, in one request', async () => {
    docsRepository();
    for (const login of ['alice', 'bob', 'carol']) fake.setPermission(DOCS, login, 'write');
    fake.addReview(REPO, 7, { login: 'bob', state: 'APPROVED' });
    fake.addReview(REPO, 7, { login: 'dave', state: 'CHANGES_REQUESTED' });
    fake.addReview(REPO, 7, { login: 'ci[bot]', state: 'APPROVED' });
    fake.addReview(REPO, 7, { login: 'carol', state: 'APPROVED' });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice', 'bob', 'carol']);
    expect(fake.count('POST', /requested_reviewers$/)).toBe(1);
    expect(lines).toEqual([
      'Asked alice, bob, carol to review the docs pull request acme/handbook#12',
    ]);
  });

  test('approvers GitHub would not show: a warning naming github-token’s grant, and the author asked all the same', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    fake.injectFault({ path: '/repos/acme/app/pulls/7/reviews', status: 403 });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice']);
    expect(lines).toEqual([
      expect.stringMatching(/^warning: could not read who approved #7 \(403: /),
      'Asked alice to review the docs pull request acme/handbook#12',
    ]);
    expect(lines[0]).toMatch(
      /: give the job `permissions: pull-requests: read`; asking its author only$/,
    );
    expect(lines[0]).not.toContain('docs-token');
  });

  test('a docs-token GitHub does not take (401): the warning names docs-token', async () => {
    docsRepository();
    fake.injectFault({ path: '/repos/acme/handbook/pulls/12', status: 401 });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(lines).toEqual([
      `warning: could not ask for reviews on the docs pull request acme/handbook#12: GitHub refused the token (401): check docs-token${UNAFFECTED}`,
    ]);
  });

  test('never the docs pull request’s own author, nor a bot author', async () => {
    docsRepository({ author: 'docs-writer' });
    fake.setPermission(DOCS, 'bob', 'write');
    fake.addReview(REPO, 7, { login: 'docs-writer', state: 'APPROVED' });
    fake.addReview(REPO, 7, { login: 'bob', state: 'APPROVED' });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'renovate[bot]');

    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['bob']);
    expect(lines).toEqual(['Asked bob to review the docs pull request acme/handbook#12']);
  });

  test('no one to ask: said, and no request', async () => {
    docsRepository();
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, undefined);

    expect(fake.count('POST', /requested_reviewers$/)).toBe(0);
    expect(lines).toEqual([
      'No one to ask for a review of acme/handbook#12: #7 has no author or approver who is a person',
    ]);
  });

  test('someone who is no collaborator there: the others are asked one by one', async () => {
    docsRepository();
    for (const login of ['alice', 'carol']) fake.setPermission(DOCS, login, 'write');
    fake.addReview(REPO, 7, { login: 'bob', state: 'APPROVED' });
    fake.addReview(REPO, 7, { login: 'carol', state: 'APPROVED' });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice', 'carol']);
    expect(fake.count('POST', /requested_reviewers$/)).toBe(4);
    expect(lines).toEqual([
      'Asked alice, carol to review the docs pull request acme/handbook#12',
      'GitHub would not ask bob to review acme/handbook#12 (422: not a collaborator of the documentation repository)',
    ]);
  });

  test('no one a collaborator: only who was not asked is said', async () => {
    docsRepository();
    fake.addReview(REPO, 7, { login: 'bob', state: 'APPROVED' });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.requestedReviewers(DOCS, 12)).toEqual([]);
    expect(lines).toEqual([
      'GitHub would not ask alice, bob to review acme/handbook#12 (422: not a collaborator of the documentation repository)',
    ]);
  });

  test('one person refused: the 422 is a warning, not asked again alone', async () => {
    docsRepository();
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.count('POST', /requested_reviewers$/)).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: could not ask for reviews on the docs pull request acme\/handbook#12 \(422: /,
      ),
    ]);
  });

  test('a failure other than a 422 while asking one by one stops there, with the warning', async () => {
    docsRepository();
    for (const login of ['alice', 'carol']) fake.setPermission(DOCS, login, 'write');
    fake.addReview(REPO, 7, { login: 'bob', state: 'APPROVED' });
    fake.addReview(REPO, 7, { login: 'carol', state: 'APPROVED' });
    fake.injectFault({
      method: 'POST',
      path: /requested_reviewers$/,
      status: 404,
      skip: 1,
    });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(fake.count('POST', /requested_reviewers$/)).toBe(2);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: could not ask for reviews on the docs pull request acme\/handbook#12 \(404: /,
      ),
    ]);
  });

  test('without docs-token, or outside a repository, nothing is asked of GitHub', async () => {
    docsRepository();
    await askReviews(roundOf({ settings: settingsOf({ docsToken: '' }) }).round, DOCS_PULL, 7, 'a');
    await askReviews(roundOf({ env: { GITHUB_API_URL: fake.url } }).round, DOCS_PULL, 7, 'a');

    expect(fake.requests).toEqual([]);
  });

  test('the code pull request is read with the workflow’s token, the docs one with docs-token', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    const { round } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    const auth = (pattern: RegExp) =>
      fake.requests.find((r) => pattern.test(r.path))?.headers.authorization ?? '';
    expect(auth(/^\/repos\/acme\/app\/pulls\/7\/reviews$/)).toContain(fake.token);
    expect(auth(/^\/repos\/acme\/handbook\/pulls\/12$/)).toContain(DOCS_TOKEN);
  });
});

/** A round's plan: one that creates a job for this ask, or one that watches a job. */
const creating = (ask: Extract<JobPlan, { kind: 'create' }>['ask']): JobPlan => ({
  kind: 'create',
  ask,
});
const ISSUE_ASK = creating({ source: 'issue', prompt: 'Document it' });

const ended = (more: Partial<RunState> = {}): RunState => ({
  timedOut: false,
  waitedMs: 0,
  commentUrl: '',
  jobId: JOB,
  end: 'pr',
  record: { id: JOB, status: 'completed', prLink: DOCS_PR, raw: {} },
  ...more,
});

/** What the run hands the kind's report at the end (the tie-back reads none of it). */
const OPTIONS: ThreadReportOptions = {
  env: {},
  redact: (text) => text,
  info: () => undefined,
  warn: () => undefined,
  github: retryInVirtualTime(),
  round: { id: 'run.job.step.0', legacy: 'run.step' },
};

const tieBacks = () =>
  fake.comments(DOCS, 12).filter((c) => c.body.includes('<!-- agent-job-action:asked-by '));

function merged(number: number, author: string): MergedPull {
  return {
    number,
    title: `Change ${number}`,
    body: '',
    url: `https://github.com/${REPO}/pull/${number}`,
    baseRef: 'main',
    author,
    mergedAt: 0,
  };
}

const digestOf = (pulls: MergedPull[]): JobPlan =>
  creating({ source: 'digest', digest: { from: 0, to: 1, base: 'main', pulls } });

describe('GitHub’s own warnings', () => {
  const DEPRECATED = {
    deprecation: 'true',
    sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
    link: '<https://docs.github.com/rest/deprecations>; rel="deprecation"',
  };

  test('a deprecated endpoint, on either repository, is a line of the round’s log', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    fake.injectFault({
      path: '/repos/acme/app/pulls/7/reviews',
      status: 200,
      body: [],
      headers: DEPRECATED,
    });
    fake.injectFault({
      path: '/repos/acme/handbook/pulls/12',
      status: 200,
      body: { number: 12, state: 'open', user: { login: 'docs-writer[bot]' } },
      headers: DEPRECATED,
    });
    const { round, lines } = roundOf();

    await askReviews(round, DOCS_PULL, 7, 'alice');

    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: GitHub: .*\/repos\/acme\/app\/pulls\/7\/reviews.* is deprecated/,
      ),
      expect.stringMatching(
        /^warning: GitHub: .*\/repos\/acme\/handbook\/pulls\/12" is deprecated/,
      ),
      'Asked alice to review the docs pull request acme/handbook#12',
    ]);
  });
});

describe('withTieBack: a round that got a docs pull request names what asked for it', () => {
  test('an issue: one comment naming it and the job, once, however many rounds end', async () => {
    docsRepository();
    const { round, lines } = roundOf({ settings: settingsOf({ issueNumber: 31 }) });

    await withTieBack(round, ISSUE_ASK).ended(ended(), OPTIONS);
    await withTieBack(roundOf({ settings: round.settings }).round, ISSUE_ASK).ended(
      ended(),
      OPTIONS,
    );

    expect(tieBacks().map((c) => c.body)).toEqual([
      `📝 This pull request was asked for in https://github.com/${REPO}/issues/31 (job \`${JOB}\`).\n\n<!-- agent-job-action:asked-by job-id=${JOB} -->\n`,
    ]);
    expect(lines).toEqual([
      `Linked the docs pull request acme/handbook#12 to https://github.com/${REPO}/issues/31`,
    ]);
  });

  test('a marker another app or a passer-by wrote does not silence the note', async () => {
    docsRepository();
    fake.addComment(DOCS, 12, {
      body: `<!-- agent-job-action:asked-by job-id=${JOB} -->`,
      login: 'other-app[bot]',
    });
    fake.addComment(DOCS, 12, {
      body: `<!-- agent-job-action:asked-by job-id=${JOB} -->`,
      login: 'mallory',
    });
    const { round } = roundOf({ settings: settingsOf({ issueNumber: 31 }) });

    await withTieBack(round, ISSUE_ASK).ended(ended(), OPTIONS);

    expect(tieBacks()).toHaveLength(3);
    expect(tieBacks()[2]?.body).toMatch(/^📝 This pull request was asked for in /);
  });

  test('a run that names no server is on github.com', async () => {
    docsRepository();
    const { round } = roundOf({
      settings: settingsOf({ issueNumber: 31 }),
      env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url },
    });

    await withTieBack(round, ISSUE_ASK).ended(ended(), OPTIONS);

    expect(tieBacks()[0]?.body).toMatch(
      /^📝 This pull request was asked for in https:\/\/github\.com\/acme\/app\/issues\/31 /,
    );
  });

  test('the issue of the thread when no issue-number is given; a watch names it too', async () => {
    docsRepository();
    const issue = { number: 32, title: 'Retry', body: '', url: '', isPullRequest: false };
    const { round } = roundOf({ settings: settingsOf({ issue }) });

    await withTieBack(round, { kind: 'watch', jobId: JOB }).ended(ended(), OPTIONS);

    expect(tieBacks()[0]?.body).toMatch(/^📝 This pull request was asked for in .*\/issues\/32 /);
  });

  test('a pull request still open, and one merged (or read from GitHub)', async () => {
    docsRepository();
    const { round, lines } = roundOf();
    const info = { number: 7, title: 'Retry', body: '', url: '', baseRef: 'main', state: 'open' };
    const sizes = { changedFiles: 1, additions: 1, deletions: 0 };
    const pr = (fromEvent?: { merged: boolean }) =>
      creating({
        source: 'pull-request',
        pullRequest: {
          number: 7,
          ...(fromEvent && { fromEvent: { ...info, ...sizes, ...fromEvent } }),
        },
      });

    await withTieBack(round, pr({ merged: false })).ended(ended(), OPTIONS);
    await withTieBack(round, pr({ merged: true })).ended(ended({ jobId: 'job_2' }), OPTIONS);
    await withTieBack(round, pr()).ended(ended({ jobId: 'job_3' }), OPTIONS);

    expect(tieBacks().map((c) => c.body.split('\n')[0])).toEqual([
      `📝 This pull request documents https://github.com/${REPO}/pull/7, which is still under review: it follows each push to it (job \`${JOB}\`).`,
      `📝 This pull request documents https://github.com/${REPO}/pull/7, merged (job \`job_2\`).`,
      `📝 This pull request documents https://github.com/${REPO}/pull/7, merged (job \`job_3\`).`,
    ]);
    expect(lines).toEqual(
      Array(3).fill(
        `Linked the docs pull request acme/handbook#12 to https://github.com/${REPO}/pull/7`,
      ),
    );
  });

  test('a digest: its pull requests, and their authors asked to review', async () => {
    docsRepository();
    for (const login of ['alice', 'bob']) fake.setPermission(DOCS, login, 'write');
    const { round, lines } = roundOf();
    const plan = digestOf([merged(3, 'alice'), merged(4, 'dependabot[bot]'), merged(5, 'bob')]);

    await withTieBack(round, plan).ended(ended(), OPTIONS);

    expect(tieBacks()[0]?.body).toContain(
      [3, 4, 5].map((n) => `- https://github.com/${REPO}/pull/${n}`).join('\n'),
    );
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice', 'bob']);
    expect(lines).toEqual([
      'Linked the docs pull request acme/handbook#12 to 3 merged pull requests',
      'Asked alice, bob to review the docs pull request acme/handbook#12',
    ]);
  });

  test('a digest whose authors are no people asks no one', async () => {
    docsRepository();
    const { round, lines } = roundOf();

    await withTieBack(round, digestOf([merged(3, '')])).ended(ended(), OPTIONS);

    expect(lines).toEqual([
      'Linked the docs pull request acme/handbook#12 to 1 merged pull requests',
      'No one to ask for a review of acme/handbook#12: no covered pull request has an author who is a person',
    ]);
  });

  test('a digest tied back already: no second comment, and nobody asked twice', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    fake.setPermission(DOCS, 'bob', 'write');
    const plan = digestOf([merged(3, 'alice'), merged(4, 'bob')]);

    await withTieBack(roundOf().round, plan).ended(ended(), OPTIONS);
    fake.addReview(DOCS, 12, { login: 'bob', state: 'APPROVED' });
    const { round, lines } = roundOf();
    await withTieBack(round, plan).ended(ended(), OPTIONS);

    expect(fake.count('POST', /requested_reviewers$/)).toBe(1);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice']);
    expect(tieBacks()).toHaveLength(1);
    expect(lines).toEqual([
      'Asked no one again to review acme/handbook#12: alice, bob asked already',
    ]);
  });

  test('a digest whose docs pull request is asked of some already: only the others are asked', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    fake.setPermission(DOCS, 'bob', 'write');
    fake.addReview(DOCS, 12, { login: 'ALICE', state: 'COMMENTED' });
    const { round, lines } = roundOf();

    await withTieBack(round, digestOf([merged(3, 'alice'), merged(4, 'bob')])).ended(
      ended(),
      OPTIONS,
    );

    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['bob']);
    expect(lines).toContain('Asked bob to review the docs pull request acme/handbook#12');
  });

  test('a docs pull request no longer open: nobody is asked', async () => {
    docsRepository();
    fake.setPermission(DOCS, 'alice', 'write');
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/handbook/pulls/12',
      status: 200,
      body: { number: 12, state: 'closed', user: { login: 'docs-writer[bot]' } },
    });
    const { round, lines } = roundOf();

    await withTieBack(round, digestOf([merged(3, 'alice')])).ended(ended(), OPTIONS);

    expect(fake.count('POST', /requested_reviewers$/)).toBe(0);
    expect(lines).toContain('Asked no one to review acme/handbook#12: it is no longer open');
  });

  test('refused: one warning, and a digest asks for no reviews', async () => {
    docsRepository({ canWrite: false });
    const { round, lines } = roundOf();

    await withTieBack(round, digestOf([merged(3, 'alice')])).ended(ended(), OPTIONS);

    expect(fake.count('POST', /requested_reviewers$/)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: could not comment on the docs pull request acme\/handbook#12 \(403: /,
      ),
    ]);
    expect(lines[0]).toContain(`${GRANT}${UNAFFECTED}`);
  });

  test('nothing when the round did not end with a pull request, or cannot say what asked', async () => {
    docsRepository();
    const cases: Array<[ReturnType<typeof roundOf>, JobPlan, RunState]> = [
      [roundOf({ settings: settingsOf({ issueNumber: 31 }) }), ISSUE_ASK, ended({ end: 'failed' })],
      [roundOf({ settings: settingsOf({ issueNumber: 31 }) }), ISSUE_ASK, ended({ jobId: '' })],
      [
        roundOf({ settings: settingsOf({ issueNumber: 31 }) }),
        ISSUE_ASK,
        ended({ record: undefined }),
      ],
      [
        roundOf({ settings: settingsOf({ issueNumber: 31 }) }),
        ISSUE_ASK,
        ended({
          record: {
            id: JOB,
            status: 'completed',
            prLink: 'https://evil.example/acme/handbook/pull/12',
            raw: {},
          },
        }),
      ],
      [roundOf({ settings: settingsOf({ issueNumber: 31, docsToken: '' }) }), ISSUE_ASK, ended()],
      // No issue, and a prompt: nothing to name.
      [roundOf(), creating({ source: 'prompt', prompt: 'Document it' }), ended()],
      [roundOf(), { kind: 'watch', jobId: JOB }, ended()],
      [
        roundOf({
          settings: settingsOf({ issueNumber: 31 }),
          env: { GITHUB_API_URL: fake.url, GITHUB_SERVER_URL: 'https://github.com' },
        }),
        ISSUE_ASK,
        ended(),
      ],
    ];
    for (const [{ round, lines }, plan, state] of cases) {
      await withTieBack(round, plan).ended(state, OPTIONS);
      expect(lines).toEqual([]);
    }
    expect(docsRequests()).toEqual([]);
  });

  test('the kind’s own report: its view as it is, its end after the tie-back', async () => {
    docsRepository();
    const seen: string[] = [];
    const kindReport: KindReport = {
      view: (redact) => ({ head: redact('abc') }),
      ended: (state, options) => {
        seen.push(`ended ${state.jobId ?? ''} ${String(options === OPTIONS)} ${tieBacks().length}`);
        return Promise.resolve();
      },
    };
    const { round } = roundOf({ settings: settingsOf({ issueNumber: 31 }) });
    const report = withTieBack(round, ISSUE_ASK, kindReport);

    expect(report.view((text) => text.toUpperCase())).toEqual({ head: 'ABC' });
    await report.ended(ended(), OPTIONS);

    expect(seen).toEqual([`ended ${JOB} true 1`]);
    expect(withTieBack(round, ISSUE_ASK).view((text) => text)).toBeUndefined();
  });
});
