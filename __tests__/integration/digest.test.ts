// The digest action: the pull requests merged into the default branch in a window become one
// prompt. The action, run in-process (helpers.ts), against the job emulator and the GitHub fake, the merged pull requests seeded
// from GitHub's real `pull_request` payload (@octokit/webhooks-examples) with merge times spread
// over days; the digest thread is issue #5000 of the same repository. Times are the real clock's:
// the action's window ends at its own now, and the tests read that end back from the marker.
import { afterEach, describe, expect, test } from '@jest/globals';
import { expectSafelyRendered, render } from '../../__fixtures__/github-render.js';
import { seedMergedPulls } from '../../__fixtures__/merged-pulls.js';
import { labeledPayload, mergedPayload } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectInputError,
  expectSuccess,
  githubFake,
  MESSAGE_PATH,
  noticeLines,
  REPO,
  requestsOf,
  runWithGitHub,
  summaryText,
  githubWrites,
} from './helpers.js';
import type { ActionResult, Emulator, FakeComment, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const DAY = 86_400_000;
const THREAD = 5000;
const DIGEST = { 'merged-since': 'last-digest', 'issue-number': String(THREAD) };
/** The digest action's step, on a run by hand. */
const DISPATCH = {
  action: 'digest',
  event: { name: 'workflow_dispatch', payload: { inputs: {} } },
} as const;
/** The docs pull requests live in another repository of the organisation. */
const DOCS_REPO = 'acme/handbook';
const docsPr = (n: number): string => `https://github.com/${DOCS_REPO}/pull/${n}`;
const UNTIL = /<!-- agent-job-action [^>]*until=(\S+) /;

async function digestThread(): Promise<{ emu: Emulator; fake: GitHubFake }> {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addIssue(REPO, { number: THREAD, title: 'Documentation digest' });
  return { emu, fake };
}

/** The next job completes at its first check with this docs pull request. */
function completesWith(emu: Emulator, link: string): void {
  emu.scriptNextJob({ polls: [{ status: 'completed', prLink: link }] });
}

function digestRun(
  emu: Emulator,
  fake: GitHubFake,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionResult> {
  return runWithGitHub(emu, fake, { ...DIGEST, ...inputs }, { ...DISPATCH, env });
}

/** The action's comments on the digest thread. */
function threadComments(fake: GitHubFake): FakeComment[] {
  return fake.comments(REPO, THREAD).filter((c) => c.body.includes('<!-- agent-job-action'));
}

/** Where the thread's latest digest ended (its marker), as epoch ms. */
function lastUntil(fake: GitHubFake): number {
  const body = threadComments(fake).at(-1)?.body ?? '';
  const until = UNTIL.exec(body)?.[1];
  expect(until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  return Date.parse(until ?? '');
}

/** The numbers of the pull requests a prompt describes (its `## Pull request #N` headings). */
function describedIn(prompt: string): number[] {
  return [...prompt.matchAll(/^## Pull request #(\d+)/gm)].map((m) => Number(m[1]));
}

/**
 * Until the wall clock is past the second the last digest ended in. A window ends at its run's
 * now, in whole seconds: a merge within the current second is the next digest's, so a test that
 * seeds a merge at the previous end waits for that second to pass (the event: the clock's value).
 */
async function pastSecondOf(end: number): Promise<void> {
  while (Date.now() < end + 1000) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A pull request merged at `at` (epoch ms) into main. */
function mergeAt(fake: GitHubFake, number: number, at: number): void {
  fake.addPullRequest(REPO, { number, merged: true, mergedAt: new Date(at).toISOString() });
}

function onlyJob(emu: Emulator): string {
  expect(emu.jobIds()).toHaveLength(1);
  return emu.jobIds()[0] ?? '';
}

function expectRendersSafely(body: string, links: readonly string[] = []): void {
  expectSafelyRendered(render(body), { links: [...links], mentions: [] });
}

describe('a digest of what merged', () => {
  test('a first digest with no previous one: the last 7 days, one job, the covered list in the result and the summary, the window end in the marker', async () => {
    const { emu, fake } = await digestThread();
    const seeded = seedMergedPulls(fake, REPO, {
      count: 10,
      now: Date.now() - 1000,
      days: 10,
      unmergedEvery: 3,
      otherBaseEvery: 4,
    });
    completesWith(emu, docsPr(7));
    fake.addPullRequest(DOCS_REPO, { number: 7, state: 'open' });

    const result = await digestRun(emu, fake);

    expectSuccess(result);
    const jobId = onlyJob(emu);
    const prompt = emu.prompts(jobId)[0] ?? '';
    // Merged 10 days ago to now, evenly: the last 7 days hold the newest 7 (the fixture's 0.5 step).
    const week = seeded.merged.filter((n) => (seeded.mergedAt.get(n) ?? 0) >= Date.now() - 7 * DAY);
    expect(week.length).toBeGreaterThanOrEqual(6);
    expect(describedIn(prompt)).toEqual(week);
    expect(prompt).toMatch(/were merged into main in the code repository between /);
    for (const n of [...seeded.unmerged, ...seeded.otherBase]) {
      expect(describedIn(prompt)).not.toContain(n);
    }
    // The default branch was read through the API, and every page of the listing.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/repos/${REPO}`)).toBe(true);

    const [resultComment] = threadComments(fake);
    expect(threadComments(fake)).toHaveLength(1);
    const body = resultComment?.body ?? '';
    expect(body).toMatch(UNTIL);
    expect(lastUntil(fake)).toBeLessThanOrEqual(Date.now());
    const shown = render(body);
    expect(shown.text).toContain(`Pull requests covered (${week.length}`);
    for (const n of week) {
      expect(shown.links.map((l) => l.href)).toContain(`https://github.com/${REPO}/pull/${n}`);
    }
    expectRendersSafely(body, [
      docsPr(7),
      ...week.map((n) => `https://github.com/${REPO}/pull/${n}`),
      'https://github.com/acme/docs/actions/runs/4242',
    ]);
    expect(summaryText(result)).toContain(`Pull requests covered (${week.length}`);
    expectRendersSafely(result.summary, [
      docsPr(7),
      ...week.map((n) => `https://github.com/${REPO}/pull/${n}`),
    ]);
  });

  test('a second digest picks up exactly where the first ended: a merge at its end is the second one’s, one a second before is not', async () => {
    const { emu, fake } = await digestThread();
    seedMergedPulls(fake, REPO, { count: 3, now: Date.now() - 1000, days: 3 });
    completesWith(emu, docsPr(8));
    fake.addPullRequest(DOCS_REPO, { number: 8, state: 'open' });
    expectSuccess(await digestRun(emu, fake));
    const end = lastUntil(fake);

    const iso = (ms: number): string => new Date(ms).toISOString();
    mergeAt(fake, 40, end - 1000);
    mergeAt(fake, 41, end);
    await pastSecondOf(end);
    const second = await digestRun(emu, fake);

    expectSuccess(second);
    const jobId = onlyJob(emu);
    // The first job's pull request is still open: the second digest went to it as a follow-up.
    expect(requestsOf(emu, 'POST', MESSAGE_PATH)).toHaveLength(1);
    const prompt = emu.prompts(jobId)[1] ?? '';
    expect(describedIn(prompt)).toEqual([41]);
    expect(prompt).toContain(`between ${iso(end).replace('.000Z', 'Z')} and `);
    expect(lastUntil(fake)).toBeGreaterThanOrEqual(end);
  });

  test('a digest after a failed one: the failed one’s pull requests go into the next, none lost', async () => {
    const { emu, fake } = await digestThread();
    const seeded = seedMergedPulls(fake, REPO, { count: 4, now: Date.now() - 1000, days: 2 });
    emu.scriptNextJob({ polls: ['failed'] });
    const failed = await digestRun(emu, fake, { 'fail-on': '' });
    expectSuccess(failed);
    expect(lastUntil(fake)).toBeGreaterThan(0);

    mergeAt(fake, 60, lastUntil(fake));
    await pastSecondOf(lastUntil(fake));
    completesWith(emu, docsPr(9));
    const next = await digestRun(emu, fake);

    expectSuccess(next);
    const ids = emu.jobIds();
    // A new job (the failed one is not sent more), with every pull request of the failed digest.
    expect(ids).toHaveLength(2);
    expect(describedIn(emu.prompts(ids[1] ?? '')[0] ?? '')).toEqual([...seeded.merged, 60]);
  });

  test('the previous digest’s docs pull request still open: a follow-up to its job; merged: a new job', async () => {
    const { emu, fake } = await digestThread();
    seedMergedPulls(fake, REPO, { count: 2, now: Date.now() - 1000, days: 2 });
    completesWith(emu, docsPr(10));
    fake.addPullRequest(DOCS_REPO, { number: 10, state: 'open' });
    expectSuccess(await digestRun(emu, fake));
    const first = onlyJob(emu);

    mergeAt(fake, 70, lastUntil(fake));
    await pastSecondOf(lastUntil(fake));
    emu.scriptNextJob({ polls: [{ status: 'completed', prLink: docsPr(10) }] });
    const followUp = await digestRun(emu, fake);
    expectSuccess(followUp);
    expect(emu.jobIds()).toEqual([first]);
    expect(describedIn(emu.prompts(first)[1] ?? '')).toEqual([70]);

    // The docs pull request is merged now: the next digest starts a new job.
    fake.addPullRequest(DOCS_REPO, {
      number: 10,
      merged: true,
      mergedAt: new Date().toISOString(),
    });
    mergeAt(fake, 71, lastUntil(fake));
    await pastSecondOf(lastUntil(fake));
    completesWith(emu, docsPr(11));
    const fresh = await digestRun(emu, fake);
    expectSuccess(fresh);
    expect(emu.jobIds()).toHaveLength(2);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(2);
    expect(describedIn(emu.prompts(emu.jobIds()[1] ?? '')[0] ?? '')).toEqual([71]);
  });

  test('a docs pull request the token cannot read: a new job, and a notice that says why', async () => {
    const { emu, fake } = await digestThread();
    seedMergedPulls(fake, REPO, { count: 1, now: Date.now() - 1000, days: 1 });
    // Completed with a pull request in a repository the fake does not know (404 to this token).
    completesWith(emu, 'https://github.com/elsewhere/private-docs/pull/3');
    expectSuccess(await digestRun(emu, fake));
    mergeAt(fake, 80, lastUntil(fake));
    await pastSecondOf(lastUntil(fake));
    completesWith(emu, docsPr(12));

    const next = await digestRun(emu, fake);

    expectSuccess(next);
    expect(emu.jobIds()).toHaveLength(2);
    expect(noticeLines(next).join('\n')).toMatch(
      /Could not tell whether the pull request of the previous digest's job \S+ is still open.*starting a new job/,
    );
  });

  test('an empty window: no job, a notice, no comment (not even a working note)', async () => {
    const { emu, fake } = await digestThread();
    seedMergedPulls(fake, REPO, { count: 3, now: Date.now() - 10 * DAY, days: 2 });

    const result = await digestRun(emu, fake);

    expectSuccess(result);
    expect(emu.requests).toHaveLength(0);
    expect(githubWrites(fake)).toEqual([]);
    expect(fake.comments(REPO, THREAD)).toEqual([]);
    expect(noticeLines(result).join('\n')).toMatch(
      /No pull requests were merged into main from \S+ to \S+: no digest this time/,
    );
    expect(result.outputs['job-id'] ?? '').toBe('');
  });

  test('1,000 pull requests: every page read, 100 described within the budget, the rest named, the lists capped', async () => {
    const { emu, fake } = await digestThread();
    const seeded = seedMergedPulls(fake, REPO, { count: 1000, now: Date.now() - 1000, days: 6 });
    completesWith(emu, docsPr(13));
    fake.addPullRequest(DOCS_REPO, { number: 13, state: 'open' });

    const result = await digestRun(emu, fake);

    expectSuccess(result);
    const prompt = emu.prompts(onlyJob(emu))[0] ?? '';
    expect(describedIn(prompt)).toEqual(seeded.merged.slice(0, 100));
    expect(prompt).toContain('## Also merged in this window (900, not described above)');
    expect(prompt).toContain(`#${seeded.merged[999] ?? 0}`);
    // The files (50k of diff) and descriptions stay within what a prompt can carry.
    expect(prompt.length).toBeLessThan(400_000);
    const gets = fake.requests.filter((r) => r.method === 'GET');
    expect(gets.filter((r) => r.path === `/repos/${REPO}/pulls`)).toHaveLength(10);
    expect(gets.filter((r) => /\/pulls\/\d+\/files$/.test(r.path))).toHaveLength(100);
    const body = threadComments(fake)[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(render(body).text).toContain('…and 970 more.');
    // A note on the first 50 by merge time only.
    const noted = seeded.merged.filter((n) =>
      fake.comments(REPO, n).some((c) => c.body.includes(docsPr(13))),
    );
    expect(noted).toEqual(seeded.merged.slice(0, 50));
  }, 120_000);

  test('the source pull requests: one note each that links the docs pull request; a re-run checks on the job and adds none', async () => {
    const { emu, fake } = await digestThread();
    const seeded = seedMergedPulls(fake, REPO, { count: 3, now: Date.now() - 1000, days: 2 });
    completesWith(emu, docsPr(14));
    fake.addPullRequest(DOCS_REPO, { number: 14, state: 'open' });

    expectSuccess(await digestRun(emu, fake));
    const jobId = onlyJob(emu);
    const notes = (n: number) => fake.comments(REPO, n).filter((c) => c.body.includes(docsPr(14)));
    for (const n of seeded.merged) {
      expect(notes(n)).toHaveLength(1);
      const body = notes(n)[0]?.body ?? '';
      expect(render(body).text).toMatch(
        /^📝 The documentation for this change is in acme\/handbook#14\. It was documented together with 2 other pull requests/,
      );
      expectRendersSafely(body, [docsPr(14)]);
    }
    const resultBefore = threadComments(fake);

    const rerun = await digestRun(emu, fake, {}, { GITHUB_RUN_ATTEMPT: '2' });

    expectSuccess(rerun);
    expect(emu.jobIds()).toEqual([jobId]);
    expect(requestsOf(emu, 'POST', CREATE_PATH)).toHaveLength(1);
    expect(requestsOf(emu, 'POST', MESSAGE_PATH)).toHaveLength(0);
    for (const n of seeded.merged) expect(notes(n)).toHaveLength(1);
    const resultAfter = threadComments(fake);
    expect(resultAfter.map((c) => c.id)).toEqual(resultBefore.map((c) => c.id));
    expect(render(resultAfter[0]?.body ?? '').text).toContain('Pull requests covered (3');
  });
});

describe('pay once per change: a merge that already had its docs job is left out', () => {
  const CHANGED = [{ filename: 'src/retry.ts', patch: '@@ -1 +1 @@\n-old\n+retries: 3' }];

  /**
   * #2 had its docs job while open (a label on it, the pull request's own docs job), then merged;
   * #3's merge was documented by its own run (docs follow code, which claims it with 🚀).
   */
  async function documentedElsewhere(emu: Emulator, fake: GitHubFake): Promise<void> {
    fake.addCommits(REPO, [
      { sha: 'a'.repeat(40) },
      { sha: 'b'.repeat(40), parent: 'a'.repeat(40), files: CHANGED },
    ]);
    fake.addPullRequest(REPO, { number: 2, headSha: 'b'.repeat(40), files: CHANGED });
    const labelled = await runWithGitHub(
      emu,
      fake,
      {},
      {
        event: { name: 'pull_request', payload: labeledPayload('b'.repeat(40)) },
        env: { GITHUB_RUN_ID: '7001' },
      },
    );
    expectSuccess(labelled);
    const merged = new Date(Date.now() - 3 * 3_600_000).toISOString();
    fake.addPullRequest(REPO, { number: 2, merged: true, mergedAt: merged, files: CHANGED });

    fake.addPullRequest(REPO, { number: 3, merged: true, mergedAt: merged, files: CHANGED });
    // comment: false: its claim is the only trace its run leaves on #3.
    const ownRun = await runWithGitHub(
      emu,
      fake,
      { comment: 'false' },
      {
        event: { name: 'pull_request', payload: mergedPayload(3) },
        env: { GITHUB_RUN_ID: '7002' },
      },
    );
    expectSuccess(ownRun);
    expect(fake.issueReactions(REPO, 3)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
    expect(fake.comments(REPO, 3)).toEqual([]);
  }

  test('the digest sends only the rest, and says how many it left out in the log, the summary and the result; its window moves past them', async () => {
    const { emu, fake } = await digestThread();
    await documentedElsewhere(emu, fake);
    mergeAt(fake, 4, Date.now() - 2 * 3_600_000);
    fake.addIssueReaction(REPO, 4, { content: 'rocket', login: 'octocat' });
    fake.addComment(REPO, 4, { body: 'Ship it 🚀', login: 'octocat' });
    const jobsBefore = emu.jobIds().length;
    completesWith(emu, docsPr(20));
    fake.addPullRequest(DOCS_REPO, { number: 20, state: 'open' });

    const digest = await digestRun(emu, fake, {}, { GITHUB_RUN_ID: '7003' });

    expectSuccess(digest);
    const jobs = emu.jobIds();
    expect(jobs).toHaveLength(jobsBefore + 1);
    expect(describedIn(emu.prompts(jobs.at(-1) ?? '')[0] ?? '')).toEqual([4]);
    expect(noticeLines(digest)).toContain(
      '2 merged pull requests left out of this digest as already documented (each had its own docs job): #2, #3',
    );
    const said =
      'Left out as already documented (2): #2, #3. Each had its own docs job, so they are not documented twice.';
    expect(render(threadComments(fake).at(-1)?.body ?? '').text).toContain(said);
    expect(summaryText(digest)).toContain(said);
    expect(fake.comments(REPO, 2).some((c) => c.body.includes(docsPr(20)))).toBe(false);

    // The next digest starts where this one ended: #2 and #3 are not picked up again.
    await pastSecondOf(lastUntil(fake));
    const next = await digestRun(emu, fake, {}, { GITHUB_RUN_ID: '7004' });
    expectSuccess(next);
    expect(emu.jobIds()).toHaveLength(jobsBefore + 1);
    expect(noticeLines(next).join('\n')).toMatch(/^No pull requests were merged into main from /m);
  });

  test('every merge in the window already documented: no job, a notice that says so, no comment', async () => {
    const { emu, fake } = await digestThread();
    await documentedElsewhere(emu, fake);
    const jobsBefore = emu.jobIds().length;
    const writesBefore = githubWrites(fake).length;

    const digest = await digestRun(emu, fake, {}, { GITHUB_RUN_ID: '7005' });

    expectSuccess(digest);
    expect(emu.jobIds()).toHaveLength(jobsBefore);
    expect(noticeLines(digest)).toEqual([
      expect.stringMatching(
        /^All 2 pull requests merged into main from \S+ to \S+ were already documented \(each had its own docs job\): nothing sent to Mintlify, no digest this time \(no job, no comment\); the next one starts from the same point$/,
      ),
    ]);
    expect(githubWrites(fake).slice(writesBefore)).toEqual([]);
    expect(threadComments(fake)).toEqual([]);
  });
});

describe('merged-since values that are wrong fail before any request', () => {
  test.each([
    ['7', /merged-since '7' has no unit/],
    ['yesterday', /merged-since 'yesterday' is not a window/],
    ['2026-02-30', /merged-since '2026-02-30' is not a real date/],
    ['2026-11-01T09:00', /has no time zone/],
    ['0d', /is not a duration greater than zero/],
    ['2999-01-01', /merged-since 2999-01-01T00:00:00Z is in the future/],
  ])('%s', async (value, message) => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(emu, fake, { 'merged-since': value }, DISPATCH);
    expectInputError(result, emu, message);
    expect(fake.requests).toEqual([]);
  });

  test('last-digest without issue-number, and job-id given to the digest: one-line input errors', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    expectInputError(
      await runWithGitHub(emu, fake, { 'merged-since': 'last-digest' }, DISPATCH),
      emu,
      /last-digest needs issue-number/,
    );
    expectInputError(
      await runWithGitHub(
        emu,
        fake,
        { 'merged-since': '7d' },
        { ...DISPATCH, env: { 'INPUT_JOB-ID': 'job_1' } },
      ),
      emu,
      /^the digest action has no input job-id: it is an input of the main action; /,
    );
    expect(fake.requests).toEqual([]);
  });

  test('merged-since given to the main action: one input error naming the digest action', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    expectInputError(
      await runWithGitHub(
        emu,
        fake,
        { 'issue-number': String(THREAD) },
        { event: DISPATCH.event, env: { 'INPUT_MERGED-SINCE': 'last-digest' } },
      ),
      emu,
      /^this action has no input merged-since: it is an input of the digest action; use uses: OWNER\/agent-job-action\/digest@v1 for that, or remove merged-since$/,
    );
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'POST', path: `/repos/${REPO}/issues/${THREAD}/comments` }),
    ]);
  });
});
