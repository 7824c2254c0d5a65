// The round as the issue shows it (src/report/thread-report.ts), against the GitHub fake: 👀 on the
// instruction, the thread's jobs, the working note, the result, the labels, and the warnings.
import { afterEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { ServiceError, UserError } from '../../../src/common/errors.js';
import { marker, type Marker } from '../../../src/github/marker.js';
import { resultBody, workingBody } from '../../../src/report/comment-body.js';
import type { RoundView } from '../../../src/report/round-view.js';
import { ThreadReport, type ThreadReportOptions } from '../../../src/report/thread-report.js';
import type { ThreadSettings } from '../../../src/settings/types.js';
import { markerTrust } from '../../../__fixtures__/marker-trust.js';

const REPO = 'acme/docs';
/** Who the token is (GraphQL's viewer), read once a marker's author must be told apart. */
const VIEWER = 'POST /graphql';
const ROUND = { id: '4242.agent.run.0a1b2c3d', legacy: '4242.run' };
const GRANT =
  'give the job `permissions: issues: write` (and `pull-requests: write` for a pull request)';
const VIEW: RoundView = {
  round: ROUND.id,
  jobId: 'job_1',
  action: 'start',
  triggerPhrase: '@agent',
};

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const retry = retryInVirtualTime();

interface Setup {
  fake: GitHubFake;
  infos: string[];
  warnings: string[];
  options: ThreadReportOptions;
  settings: ThreadSettings;
}

async function setup(
  settings: Partial<ThreadSettings> = {},
  env: Record<string, string> = {},
): Promise<Setup> {
  fake = await startGitHubFake();
  fake.addIssue(REPO, { number: 7, labels: ['agent', 'bug'] });
  const infos: string[] = [];
  const warnings: string[] = [];
  const options: ThreadReportOptions = {
    env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url, ...env },
    redact: (text) => text.replaceAll('s3cret', '***'),
    info: (m) => infos.push(m),
    warn: (m) => warnings.push(m),
    github: retry,
    round: ROUND,
  };
  const all: ThreadSettings = {
    comment: true,
    issueNumber: 7,
    githubToken: fake.token,
    triggerPhrase: '@agent',
    answersFailures: false,
    asker: { kind: 'nobody' },
    askerRules: { minPermission: 'triage', allowedBots: new Set() },
    ...settings,
  };
  return { fake, infos, warnings, options, settings: all };
}

async function open(s: Setup, reacting = false): Promise<ThreadReport> {
  const report = await ThreadReport.open(s.settings, s.options, reacting);
  if (!report) throw new Error('no thread report');
  return report;
}

/** The requests the fake saw, as `METHOD path`. */
const sent = (f: GitHubFake): string[] => f.requests.map((r) => `${r.method} ${r.path}`);
const bodies = (f: GitHubFake): string[] => f.comments(REPO, 7).map((c) => c.body);
const marked = (m: Marker, text = 'earlier') => `${text}\n\n${marker(m)}`;
const COMMENTS = '/repos/acme/docs/issues/7/comments';

describe('ThreadReport.open', () => {
  test('nothing to do on the thread (no comment, label or reaction): no report, no warning', async () => {
    const s = await setup({ comment: false });
    expect(await ThreadReport.open(s.settings, s.options)).toBeUndefined();
    expect(s.warnings).toEqual([]);
  });

  test('no issue: no report, no warning', async () => {
    const s = await setup({ issueNumber: undefined });
    expect(await ThreadReport.open(s.settings, s.options, true)).toBeUndefined();
    expect(s.warnings).toEqual([]);
  });

  test.each([
    ['no repository', { GITHUB_REPOSITORY: '' }, {}],
    ['no token', {}, { githubToken: '' }],
  ])('%s: no report, and a warning that the issue is left as it is', async (_, env, settings) => {
    const s = await setup(settings, env);
    expect(await ThreadReport.open(s.settings, s.options)).toBeUndefined();
    expect(s.warnings).toEqual([
      'no GITHUB_REPOSITORY or github-token: the issue is left as it is (no comment, reaction or label change)',
    ]);
  });

  test('a reaction alone, or a label alone, opens the thread; it names the issue and the round', async () => {
    const reacting = await setup({ comment: false });
    const report = await open(reacting, true);
    expect(report.number).toBe(7);
    expect(report.round).toBe(ROUND.id);
    // Without a comment there is nothing to answer, no link and no note.
    expect(report.answered).toBe(true);
    expect(report.commentUrl).toBe('');
    expect(report.workingId).toBeUndefined();
    await fake?.close();
    const labelled = await setup({ comment: false, labelToRemove: 'agent' });
    expect(await ThreadReport.open(labelled.settings, labelled.options)).toBeInstanceOf(
      ThreadReport,
    );
  });
});

describe('claim', () => {
  test('👀 on the comment: claimed when it is new, taken when it was there', async () => {
    const s = await setup();
    const asked = s.fake.addComment(REPO, 7, { body: '@agent go' });
    const report = await open(s);
    expect(await report.jobs.claim({ kind: 'comment', commentId: asked.id })).toBe('claimed');
    expect(await report.jobs.claim({ kind: 'comment', commentId: asked.id })).toBe('taken');
    expect(s.fake.reactions(REPO, asked.id)).toEqual([
      { content: 'eyes', login: 'github-actions[bot]' },
    ]);
    expect(s.warnings).toEqual([]);
  });

  test('a reaction GitHub refuses: unknown, and a warning', async () => {
    const s = await setup();
    const asked = s.fake.addComment(REPO, 7, { body: '@agent go' });
    s.fake.injectFault({ method: 'POST', status: 401 });
    const report = await open(s);
    expect(await report.jobs.claim({ kind: 'comment', commentId: asked.id })).toBe('unknown');
    expect(s.warnings).toEqual([
      'could not react to the comment: GitHub refused the token (401): check github-token',
    ]);
  });
});

describe('the claim of a merge', () => {
  test('🚀 on the merged pull request: claimed when it is new, taken when it was there', async () => {
    const s = await setup();
    const report = await open(s);
    expect(await report.jobs.claim({ kind: 'merge', number: 7 })).toBe('claimed');
    expect(await report.jobs.claim({ kind: 'merge', number: 7 })).toBe('taken');
    expect(s.fake.issueReactions(REPO, 7)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
    expect(s.warnings).toEqual([]);
  });

  test('a reaction GitHub refuses: unknown, and a warning naming the merge', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'POST', status: 401 });
    const report = await open(s);
    expect(await report.jobs.claim({ kind: 'merge', number: 7 })).toBe('unknown');
    expect(s.warnings).toEqual([
      'could not claim the merge of pull request #7 (its 🚀 reaction): GitHub refused the token (401): check github-token',
    ]);
  });
});

describe('readJobs', () => {
  test("the issue's latest job, and no job of this round on a first attempt", async () => {
    const s = await setup();
    s.fake.addComment(REPO, 7, {
      body: marked({
        round: '1111.agent.run.ffffffff',
        jobId: 'job_a',
        status: 'completed',
        kind: 'result',
      }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    expect(await report.jobs.readJobs()).toEqual({
      latest: { jobId: 'job_a', status: 'completed' },
      ownRound: undefined,
    });
  });

  test("this round's job from its earlier attempt; the thread is read once", async () => {
    const s = await setup();
    s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, jobId: 'job_b', status: 'active', kind: 'working' }),
      login: 'github-actions[bot]',
    });
    s.fake.addComment(REPO, 7, {
      body: marked({
        round: '1111.agent.run.ffffffff',
        jobId: 'job_a',
        status: 'failed',
        kind: 'result',
      }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    const expected = {
      latest: { jobId: 'job_a', status: 'failed' },
      ownRound: { jobId: 'job_b', status: 'active' },
    };
    expect(await report.jobs.readJobs()).toEqual(expected);
    expect(await report.jobs.readJobs()).toEqual(expected);
    expect(sent(s.fake)).toEqual([`GET ${COMMENTS}`, VIEWER]);
  });

  test('a round whose last job-naming comment says the prompt never reached the job has no job of its own', async () => {
    const s = await setup();
    s.fake.addComment(REPO, 7, {
      body: marked({
        round: ROUND.id,
        jobId: 'job_b',
        status: 'active',
        kind: 'working',
        sent: false,
      }),
      login: 'github-actions[bot]',
    });
    s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, status: 'error', kind: 'result' }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    expect(await report.jobs.readJobs()).toEqual({
      latest: { jobId: 'job_b', status: 'active' },
      ownRound: undefined,
    });
  });

  test('a re-run finds the round as an earlier version named it; a first attempt does not', async () => {
    const legacy = marked({
      round: ROUND.legacy,
      jobId: 'job_c',
      status: 'active',
      kind: 'working',
    });
    const rerun = await setup({}, { GITHUB_RUN_ATTEMPT: '2' });
    rerun.fake.addComment(REPO, 7, { body: legacy, login: 'github-actions[bot]' });
    expect(await (await open(rerun)).jobs.readJobs()).toEqual({
      latest: { jobId: 'job_c', status: 'active' },
      ownRound: { jobId: 'job_c', status: 'active' },
    });
    await fake?.close();
    const first = await setup();
    first.fake.addComment(REPO, 7, { body: legacy, login: 'github-actions[bot]' });
    expect(await (await open(first)).jobs.readJobs()).toEqual({
      latest: { jobId: 'job_c', status: 'active' },
      ownRound: undefined,
    });
  });

  test("comment: false still reads the thread's jobs", async () => {
    const s = await setup({ comment: false, labelToRemove: 'agent' }, { GITHUB_RUN_ATTEMPT: '2' });
    s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, jobId: 'job_b', status: 'active', kind: 'working' }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    expect(await report.jobs.readJobs()).toEqual({
      latest: { jobId: 'job_b', status: 'active' },
      ownRound: { jobId: 'job_b', status: 'active' },
    });
    expect(report.workingId).toBeUndefined();
  });

  test('a refused token stops the run as the user’s to fix: nothing was sent', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'GET', path: COMMENTS, status: 401 });
    const report = await open(s);
    const failure = await report.jobs.readJobs().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as Error).message).toBe(
      'could not read the comments of #7 on GitHub to find its job: GitHub refused the token (401): check github-token; nothing was sent to the service',
    );
  });

  test('a missing permission stops the run as the user’s to fix, naming the permission', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'GET', path: COMMENTS, status: 403 });
    const report = await open(s);
    const failure = await report.jobs.readJobs().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as Error).message).toBe(
      `could not read the comments of #7 on GitHub to find its job (403: Forbidden): ${GRANT}; nothing was sent to the service`,
    );
    expect(s.fake.requests).toHaveLength(1);
  });

  test('GitHub failing stops the run as one to run again: nothing was sent', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'GET', path: COMMENTS, status: 500, times: 5 });
    const report = await open(s);
    const failure = await report.jobs.readJobs().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as Error).message).toBe(
      'could not read the comments of #7 on GitHub to find its job (500: Internal Server Error, after 5 tries); nothing was sent to the service: run the workflow again',
    );
    expect(s.fake.requests).toHaveLength(5);
  });
});

describe('whose markers count', () => {
  const planted = (jobId: string) =>
    marked({ round: '1111.agent.run.ffffffff', jobId, status: 'completed', kind: 'result' });

  test('a person’s marker counts when they hold min-permission, read with the thread’s token', async () => {
    const s = await setup({ askerRules: { minPermission: 'write', allowedBots: new Set() } });
    s.fake.setPermission(REPO, 'writer', 'write');
    s.fake.setPermission(REPO, 'triager', 'triage');
    s.fake.addComment(REPO, 7, { body: planted('job_w'), login: 'writer' });
    s.fake.addComment(REPO, 7, { body: planted('job_t'), login: 'triager' });
    const report = await open(s);
    expect((await report.jobs.readJobs()).latest).toEqual({ jobId: 'job_w', status: 'completed' });
  });

  test('the run’s permission reads are used when given: nothing is read twice', async () => {
    const s = await setup();
    const trust = markerTrust(['triager']);
    s.fake.addComment(REPO, 7, { body: planted('job_t'), login: 'triager' });
    s.fake.addComment(REPO, 7, { body: planted('job_x'), login: 'copier[bot]' });
    const report = await open({ ...s, options: { ...s.options, trust } });
    expect((await report.jobs.readJobs()).latest).toEqual({ jobId: 'job_t', status: 'completed' });
    expect(trust.asked).toEqual(['triager', 'copier[bot]']);
    expect(sent(s.fake)).toEqual([`GET ${COMMENTS}`]);
  });

  test('GitHub cannot say who the token is: the thread’s jobs cannot be read, nothing is sent', async () => {
    const s = await setup();
    s.fake.addComment(REPO, 7, { body: planted('job_a'), login: 'github-actions[bot]' });
    s.fake.injectFault({ path: '/graphql', status: 401, body: { message: 'Bad credentials' } });
    const report = await open(s);
    await expect(report.jobs.readJobs()).rejects.toThrow(
      'could not read the comments of #7 on GitHub to find its job: GitHub refused the token (401): check github-token; nothing was sent to the service',
    );
  });
});

describe('refuse', () => {
  const NOTE = 'who may start a job\n\n<!-- agent-job-action refused -->';

  test('the label removed and the note written, once per issue', async () => {
    const s = await setup({ comment: true });
    const report = await open(s, true);
    await report.refuse('agent', NOTE);
    expect(s.fake.labels(REPO, 7)).toEqual(['bug']);
    expect(bodies(s.fake)).toEqual([NOTE]);
    expect(s.infos).toEqual(["Removed the label 'agent' from #7"]);
    s.fake.addIssue(REPO, { number: 7, labels: ['agent'] });
    await report.refuse('agent', NOTE);
    expect(s.fake.labels(REPO, 7)).toEqual([]);
    expect(bodies(s.fake)).toEqual([NOTE]);
    expect(s.warnings).toEqual([]);
  });

  test('an earlier note by anyone counts: none is added', async () => {
    const s = await setup({ comment: true });
    s.fake.addComment(REPO, 7, { body: 'earlier\n\n<!-- agent-job-action refused -->' });
    const report = await open(s, true);
    await report.refuse('agent', NOTE);
    expect(bodies(s.fake)).toEqual(['earlier\n\n<!-- agent-job-action refused -->']);
  });

  test('comment: false: the label removed, no note and no read of the comments', async () => {
    const s = await setup({ comment: false });
    const report = await open(s, true);
    await report.refuse('agent', NOTE);
    expect(sent(s.fake)).toEqual(['DELETE /repos/acme/docs/issues/7/labels/agent']);
  });

  test('a label already gone is no failure; a note GitHub refuses is a warning', async () => {
    const s = await setup({ comment: true });
    s.fake.injectFault({
      method: 'POST',
      path: COMMENTS,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const report = await open(s, true);
    await report.refuse('not-there', NOTE);
    expect(s.warnings).toEqual([
      `could not answer on #7 (403: Resource not accessible by integration): ${GRANT}`,
    ]);
    expect(s.infos).toEqual([]);
  });

  test('a label GitHub will not remove is a warning too', async () => {
    const s = await setup({ comment: false });
    s.fake.injectFault({ method: 'DELETE', status: 403, body: { message: 'Forbidden' } });
    const report = await open(s, true);
    await report.refuse('agent', NOTE);
    expect(s.warnings).toEqual([`could not remove the label 'agent' (403: Forbidden): ${GRANT}`]);
  });
});

describe('noteOnce', () => {
  const MARK = '<!-- agent-job-action:let-go job-id=job_1 -->';
  const NOTE = `No longer needed\n\n${MARK}\n`;

  test('written once: the note it wrote is found the next time', async () => {
    const s = await setup();
    const report = await open(s);
    await report.noteOnce(MARK, NOTE);
    await report.noteOnce(MARK, NOTE);
    expect(bodies(s.fake)).toEqual([NOTE]);
    expect(s.warnings).toEqual([]);
  });

  test('a marker by someone whose markers do not count is no note: it is written all the same', async () => {
    const s = await setup();
    const trust = markerTrust(['writer']);
    s.fake.addComment(REPO, 7, { body: `forged ${MARK}`, login: 'passer-by' });
    s.fake.addComment(REPO, 7, { body: `forged ${MARK}`, login: 'other-app[bot]' });
    await (await open({ ...s, options: { ...s.options, trust } })).noteOnce(MARK, NOTE);
    expect(bodies(s.fake)).toEqual([`forged ${MARK}`, `forged ${MARK}`, NOTE]);
    expect(trust.asked).toEqual(['passer-by', 'other-app[bot]']);
  });

  test('a marker by someone whose markers count: no second note; comments without it are not asked about', async () => {
    const s = await setup();
    const trust = markerTrust(['writer']);
    s.fake.addComment(REPO, 7, { body: 'hello', login: 'passer-by' });
    s.fake.addComment(REPO, 7, { body: `by hand ${MARK}`, login: 'writer' });
    await (await open({ ...s, options: { ...s.options, trust } })).noteOnce(MARK, NOTE);
    expect(bodies(s.fake)).toEqual(['hello', `by hand ${MARK}`]);
    expect(trust.asked).toEqual(['writer']);
  });

  test('comment: false: nothing read, nothing written', async () => {
    const s = await setup({ comment: false });
    const report = await ThreadReport.open(s.settings, s.options, true);
    await report?.noteOnce(MARK, NOTE);
    expect(sent(s.fake)).toEqual([]);
  });

  test('a note GitHub refuses is a warning', async () => {
    const s = await setup();
    s.fake.injectFault({
      method: 'POST',
      path: COMMENTS,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await (await open(s)).noteOnce(MARK, NOTE);
    expect(s.warnings).toEqual([
      `could not write on #7 (403: Resource not accessible by integration): ${GRANT}`,
    ]);
  });
});

describe('markers', () => {
  test("the action's comments and this round's, oldest first, from one read", async () => {
    const s = await setup();
    const other = marked({
      round: '1111.agent.run.ffffffff',
      jobId: 'job_a',
      status: 'completed',
      kind: 'result',
    });
    const own = marked({ round: ROUND.id, jobId: 'job_b', status: 'active', kind: 'working' });
    s.fake.addComment(REPO, 7, { body: other, login: 'github-actions[bot]' });
    s.fake.addComment(REPO, 7, { body: 'not the action’s' });
    s.fake.addComment(REPO, 7, { body: own, login: 'github-actions[bot]' });
    const report = await open(s);
    const { all, own: ours } = await report.jobs.markers();
    expect(all.map((m) => m.comment.body)).toEqual([other, own]);
    expect(ours.map((m) => m.comment.body)).toEqual([own]);
    await report.jobs.markers();
    expect(sent(s.fake)).toEqual([`GET ${COMMENTS}`, VIEWER]);
  });
});

describe('working', () => {
  test('a first attempt posts the working note without reading the thread', async () => {
    const s = await setup();
    const report = await open(s);
    await report.working(VIEW);
    expect(sent(s.fake)).toEqual([`POST ${COMMENTS}`]);
    const [note] = s.fake.comments(REPO, 7);
    expect(note?.body).toBe(workingBody(VIEW));
    expect(report.workingId).toBe(note?.id);
    expect(report.commentUrl).toBe(note?.html_url);
    expect(report.answered).toBe(false);
  });

  test("a re-run updates its earlier attempt's working note", async () => {
    const s = await setup({}, { GITHUB_RUN_ATTEMPT: '2' });
    const earlier = s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, jobId: 'job_1', status: 'active', kind: 'working' }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    await report.working(VIEW);
    expect(sent(s.fake)).toEqual([
      `GET ${COMMENTS}`,
      VIEWER,
      `PATCH /repos/acme/docs/issues/comments/${earlier.id}`,
    ]);
    expect(bodies(s.fake)).toEqual([workingBody(VIEW)]);
    expect(report.workingId).toBe(earlier.id);
  });

  test('a re-run that read the thread already does not read it again', async () => {
    const s = await setup({}, { GITHUB_RUN_ATTEMPT: '2' });
    const report = await open(s);
    await report.jobs.readJobs();
    await report.working(VIEW);
    expect(sent(s.fake)).toEqual([`GET ${COMMENTS}`, `POST ${COMMENTS}`]);
  });

  test('a re-run that cannot read the thread writes its note as a new one', async () => {
    const s = await setup({}, { GITHUB_RUN_ATTEMPT: '2' });
    s.fake.injectFault({ method: 'GET', path: COMMENTS, status: 404 });
    const report = await open(s);
    await report.working(VIEW);
    expect(sent(s.fake)).toEqual([`GET ${COMMENTS}`, `POST ${COMMENTS}`]);
    expect(bodies(s.fake)).toEqual([workingBody(VIEW)]);
    expect(s.warnings).toEqual([]);
  });

  test('comment: false writes nothing', async () => {
    const s = await setup({ comment: false, labelToRemove: 'agent' });
    const report = await open(s);
    await report.working(VIEW);
    report.resumeWorking(55);
    expect(report.workingId).toBeUndefined();
    expect(s.fake.requests).toEqual([]);
  });
});

describe('leaveForSweep', () => {
  test('the note with the facts, redacted, and the label for the sweep', async () => {
    const s = await setup();
    const report = await open(s);
    expect(await report.leaveForSweep(VIEW, '<!-- facts s3cret -->', 'agent-working')).toBe(true);
    expect(bodies(s.fake)).toEqual([workingBody(VIEW, '<!-- facts *** -->')]);
    expect(sent(s.fake)).toEqual([`POST ${COMMENTS}`, 'POST /repos/acme/docs/issues/7/labels']);
    expect(s.fake.labels(REPO, 7)).toEqual(['agent', 'bug', 'agent-working']);
    expect(s.infos).toEqual([
      "Added the label 'agent-working' to #7: a scheduled sweep posts the result",
    ]);
    expect(s.warnings).toEqual([]);
  });

  test('a re-run leaves its earlier note updated, with the facts', async () => {
    const s = await setup({}, { GITHUB_RUN_ATTEMPT: '3' });
    const earlier = s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, jobId: 'job_1', status: 'active', kind: 'working' }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    expect(await report.leaveForSweep(VIEW, '<!-- facts -->', 'agent-working')).toBe(true);
    expect(sent(s.fake)).toEqual([
      `GET ${COMMENTS}`,
      VIEWER,
      `PATCH /repos/acme/docs/issues/comments/${earlier.id}`,
      'POST /repos/acme/docs/issues/7/labels',
    ]);
  });

  test('no note on the thread: false, and no label', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'POST', path: COMMENTS, status: 401 });
    const report = await open(s);
    expect(await report.leaveForSweep(VIEW, '<!-- facts -->', 'agent-working')).toBe(false);
    expect(sent(s.fake)).toEqual([`POST ${COMMENTS}`]);
    expect(s.infos).toEqual([]);
  });

  test('comment: false: false, and no label', async () => {
    const s = await setup({ comment: false, labelToRemove: 'agent' });
    const report = await open(s);
    expect(await report.leaveForSweep(VIEW, '<!-- facts -->', 'agent-working')).toBe(false);
    expect(s.fake.requests).toEqual([]);
  });

  test('a label GitHub refuses: false, and a warning', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'POST', path: '/repos/acme/docs/issues/7/labels', status: 401 });
    const report = await open(s);
    expect(await report.leaveForSweep(VIEW, '<!-- facts -->', 'agent-working')).toBe(false);
    expect(s.infos).toEqual([]);
    expect(s.warnings).toEqual([
      "could not add the label 'agent-working': GitHub refused the token (401): check github-token",
    ]);
  });
});

describe('finished', () => {
  test('the result as a new comment, the note removed, the label removed', async () => {
    const s = await setup({ labelToRemove: 'agent' });
    const report = await open(s);
    await report.working(VIEW);
    const note = report.workingId;
    await report.finished(VIEW, 'no-pr');
    expect(sent(s.fake)).toEqual([
      `POST ${COMMENTS}`,
      `POST ${COMMENTS}`,
      `DELETE /repos/acme/docs/issues/comments/${note}`,
      'DELETE /repos/acme/docs/issues/7/labels/agent',
    ]);
    const [result] = s.fake.comments(REPO, 7);
    expect(result?.body).toBe(resultBody(VIEW, 'no-pr'));
    expect(report.answered).toBe(true);
    expect(report.commentUrl).toBe(result?.html_url);
    expect(s.fake.labels(REPO, 7)).toEqual(['bug']);
    expect(s.infos).toEqual(["Removed the label 'agent' from #7"]);
    expect(s.warnings).toEqual([]);
  });

  test.each(['cancelled', 'stopped'] as const)(
    '%s: the result goes into the working note, in one edit',
    async (end) => {
      const s = await setup();
      const report = await open(s);
      await report.working(VIEW);
      await report.finished(VIEW, end);
      expect(sent(s.fake)).toEqual([
        `POST ${COMMENTS}`,
        `PATCH /repos/acme/docs/issues/comments/${report.workingId}`,
      ]);
      expect(bodies(s.fake)).toEqual([resultBody(VIEW, end)]);
    },
  );

  test('the post step ends the round in the note the main step wrote', async () => {
    const s = await setup();
    const note = s.fake.addComment(REPO, 7, {
      body: workingBody(VIEW),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    report.resumeWorking(note.id);
    expect(report.workingId).toBe(note.id);
    await report.finished(VIEW, 'failed');
    expect(sent(s.fake)).toEqual([
      `POST ${COMMENTS}`,
      `DELETE /repos/acme/docs/issues/comments/${note.id}`,
    ]);
    expect(bodies(s.fake)).toEqual([resultBody(VIEW, 'failed')]);
  });

  test("a re-run updates its earlier attempt's result", async () => {
    const s = await setup({}, { GITHUB_RUN_ATTEMPT: '2' });
    const earlier = s.fake.addComment(REPO, 7, {
      body: marked({ round: ROUND.id, jobId: 'job_1', status: 'failed', kind: 'result' }),
      login: 'github-actions[bot]',
    });
    const report = await open(s);
    await report.finished(VIEW, 'no-pr');
    expect(sent(s.fake)).toEqual([
      `GET ${COMMENTS}`,
      VIEWER,
      `PATCH /repos/acme/docs/issues/comments/${earlier.id}`,
    ]);
    expect(bodies(s.fake)).toEqual([resultBody(VIEW, 'no-pr')]);
  });

  test('no label to remove: no label request', async () => {
    const s = await setup();
    const report = await open(s);
    await report.finished(VIEW, 'no-pr');
    expect(sent(s.fake)).toEqual([`POST ${COMMENTS}`]);
    expect(s.infos).toEqual([]);
  });

  test('a label someone removed already: nothing said', async () => {
    const s = await setup({ labelToRemove: 'gone' });
    const report = await open(s);
    await report.finished(VIEW, 'no-pr');
    expect(sent(s.fake)).toEqual([
      `POST ${COMMENTS}`,
      'DELETE /repos/acme/docs/issues/7/labels/gone',
    ]);
    expect(s.infos).toEqual([]);
    expect(s.warnings).toEqual([]);
  });

  test('a label removal GitHub refuses: a warning', async () => {
    const s = await setup({ comment: false, labelToRemove: 'agent' });
    s.fake.injectFault({ method: 'DELETE', status: 401 });
    const report = await open(s);
    await report.finished(VIEW, 'no-pr');
    expect(sent(s.fake)).toEqual(['DELETE /repos/acme/docs/issues/7/labels/agent']);
    expect(s.infos).toEqual([]);
    expect(s.warnings).toEqual([
      "could not remove the label 'agent': GitHub refused the token (401): check github-token",
    ]);
    expect(s.fake.labels(REPO, 7)).toEqual(['agent', 'bug']);
  });
});
