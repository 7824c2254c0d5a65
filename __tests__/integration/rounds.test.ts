// Each round is one round (docs/reliability.md, Rounds; "Re-runs are
// idempotent"): a round is the workflow run, the job (GITHUB_JOB), the step (GITHUB_ACTION) and,
// for matrix legs, the inputs that make it; a re-run (GITHUB_RUN_ATTEMPT > 1) checks on the job its
// earlier attempt reached and updates its own comment, in every mode; one instruction comment
// starts at most one round, claimed by the 👀 reaction. The action, run in-process (helpers.ts), against the job emulator and
// the GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import { render } from '../../__fixtures__/github-render.js';
import { mergedPayload, pullRequestOf } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  EMULATOR_JOB_ID,
  expectFailure,
  expectSuccess,
  GH_COMMENT_PATH,
  GH_COMMENTS_PATH,
  GH_REACTION_PATH,
  githubFake,
  githubRequestsOf,
  issueCommentEvent,
  issuesEvent,
  logLines,
  markedComments,
  markerJobIds,
  MESSAGE_PATH,
  noticeLines,
  REPO,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, FakeComment, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 7;
const RERUN_LINE = /An earlier attempt of this run already reached job (\S+): checking on it/;

let runCounter = 8000;

/** A workflow run's environment: its id, the job and step running the action, and the attempt. */
function runEnv(
  run: number,
  { job = 'agent', step = 'agent', attempt = 1 } = {},
): Record<string, string> {
  return {
    GITHUB_RUN_ID: String(run),
    GITHUB_JOB: job,
    GITHUB_ACTION: step,
    GITHUB_RUN_ATTEMPT: String(attempt),
  };
}

/** A thread to answer on: issue ISSUE, seeded on the fake. */
async function thread(): Promise<GitHubFake> {
  const fake = await githubFake();
  fake.addIssue(REPO, { number: ISSUE, title: 'Document the retry option' });
  return fake;
}

/** The action's comments on #ISSUE, oldest first. */
function roundComments(fake: GitHubFake): FakeComment[] {
  return markedComments(fake, ISSUE);
}

function prLinkOf(comment: FakeComment | undefined): string | undefined {
  return render(comment?.body ?? '').links[0]?.href;
}

function outputsAreEmpty(result: ActionResult): boolean {
  return Object.values(result.outputs).every((value) => value === '');
}

describe('rounds of one workflow run are told apart', () => {
  test('two jobs of one run on one issue (docs-en, docs-fr) each keep their result after one is re-run', async () => {
    const emu = await emulator();
    const fake = await thread();
    // The same step and the same inputs in both jobs: only GITHUB_JOB tells their rounds apart.
    const inputs = { prompt: 'Bring the guide up to date', 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);

    const en = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { job: 'docs-en' }) });
    const fr = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { job: 'docs-fr' }) });
    expectSuccess(en);
    expectSuccess(fr);
    const before = roundComments(fake);
    expect(before.map((c) => markerJobIds(c.body))).toEqual([
      [en.outputs['job-id']],
      [fr.outputs['job-id']],
    ]);

    const rerun = await runWithGitHub(emu, fake, inputs, {
      env: runEnv(run, { job: 'docs-en', attempt: 2 }),
    });

    expectSuccess(rerun);
    expect(emu.count('POST', CREATE_PATH)).toBe(2);
    expect(rerun.outputs['job-id']).toBe(en.outputs['job-id']);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    // docs-fr's result untouched, its pull request still on the thread; docs-en's updated in place.
    expect(after[1]).toEqual(before[1]);
    expect(prLinkOf(after[1])).toBe(fr.outputs['pr-link']);
    expect(prLinkOf(after[0])).toBe(en.outputs['pr-link']);
    expect(rerun.outputs['comment-url']).toBe(before[0]?.html_url);
  });

  test('matrix legs with different prompts sharing run, job and step keep separate comments, also when re-run', async () => {
    const emu = await emulator();
    const fake = await thread();
    const legs = ['English', 'French'].map((language) => ({
      prompt: `Translate the retry guide into ${language}`,
      'issue-number': String(ISSUE),
    }));
    const run = (runCounter += 1);
    const env = (attempt: number) => runEnv(run, { job: 'translate', attempt });

    const first = [];
    for (const leg of legs) first.push(await runWithGitHub(emu, fake, leg, { env: env(1) }));
    for (const result of first) expectSuccess(result);
    const before = roundComments(fake);
    expect(before).toHaveLength(2);

    const again = [];
    for (const leg of legs) again.push(await runWithGitHub(emu, fake, leg, { env: env(2) }));

    for (const result of again) expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(2);
    expect(again.map((r) => r.outputs['job-id'])).toEqual(first.map((r) => r.outputs['job-id']));
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after.map((c) => markerJobIds(c.body))).toEqual(first.map((r) => [r.outputs['job-id']]));
    expect(after.map(prLinkOf)).toEqual(first.map((r) => r.outputs['pr-link']));
    expect(render(after[1]?.body ?? '').text).toContain('Translate the retry guide into French');
  });
});

describe('a re-run sends nothing twice and updates its own comment', () => {
  test('create (prompt and issue-number): no second job; the comment updated, still quoting what was asked', async () => {
    const emu = await emulator();
    const fake = await thread();
    const inputs = { prompt: 'Write the retry page', 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);
    const first = await runWithGitHub(emu, fake, inputs, { env: runEnv(run) });
    expectSuccess(first);
    const [comment] = roundComments(fake);
    const posts = fake.count('POST', GH_COMMENTS_PATH);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(logLines(rerun, RERUN_LINE)).toHaveLength(1);
    expect(rerun.outputs['job-id']).toBe(first.outputs['job-id']);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(posts);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual([comment?.id]);
    expect(render(after[0]?.body ?? '').text).toContain('Write the retry page');
    expect(render(after[0]?.body ?? '').text).toContain('The agent opened a pull request.');
    expect(rerun.outputs['comment-url']).toBe(comment?.html_url);
  });

  test('a run an earlier version of the action started (marker round=<run>.<step>): the re-run finds its comment and job', async () => {
    const emu = await emulator();
    const job = emu.seedJob({ activeForMs: 0 });
    const fake = await thread();
    const run = (runCounter += 1);
    const earlier = fake.addComment(REPO, ISSUE, {
      body: `🤖 Working on it\n\n<!-- agent-job-action round=${run}.agent job-id=${job} status=active kind=working -->`,
      login: 'github-actions[bot]',
    });
    const inputs = { prompt: 'Write the retry page', 'issue-number': String(ISSUE) };

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.count('POST', CREATE_PATH)).toBe(0);
    expect(rerun.outputs['job-id']).toBe(job);
    const after = roundComments(fake);
    expect(after).toHaveLength(1);
    expect(markerJobIds(after[0]?.body ?? '')).toEqual([job]);
    // The job had ended: the result is a new comment, and the earlier version's working note is gone.
    expect(after[0]?.body).toContain('kind=result');
    expect(githubRequestsOf(fake, 'DELETE', GH_COMMENT_PATH).map((r) => r.path)).toEqual([
      `/repos/${REPO}/issues/comments/${earlier.id}`,
    ]);
  });

  test('follow-up with a given job-id and prompt: no second message; the comment updated', async () => {
    const emu = await emulator();
    const job = emu.seedJob({ activeForMs: 0 });
    const fake = await thread();
    const inputs = {
      'job-id': job,
      prompt: 'Also document the timeout option',
      'issue-number': String(ISSUE),
    };
    const run = (runCounter += 1);
    const first = await runWithGitHub(emu, fake, inputs, { env: runEnv(run) });
    expectSuccess(first);
    expect(emu.prompts(job)).toEqual(['Also document the timeout option']);
    const [comment] = roundComments(fake);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(emu.prompts(job)).toEqual(['Also document the timeout option']);
    expect(logLines(rerun, RERUN_LINE)[0]).toContain(job);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual([comment?.id]);
    expect(markerJobIds(after[0]?.body ?? '')).toEqual([job]);
    expect(render(after[0]?.body ?? '').text).toContain('The agent updated the pull request.');
    expect(render(after[0]?.body ?? '').text).toContain('Also document the timeout option');
  });

  test('follow-up whose message never reached the job (400): the re-run sends it, once, and answers in the same comment', async () => {
    const emu = await emulator();
    const job = emu.seedJob({ activeForMs: 0 });
    emu.injectFault({ method: 'POST', path: MESSAGE_PATH, status: 400 });
    const fake = await thread();
    const inputs = { 'job-id': job, prompt: 'Add an example', 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);
    const first = await runWithGitHub(emu, fake, inputs, { env: runEnv(run) });
    expectFailure(first);
    expect(emu.prompts(job)).toEqual([]);
    const [comment] = roundComments(fake);
    expect(comment?.body).toContain(`job-id=${job} status=error kind=result sent=no -->`);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.prompts(job)).toEqual(['Add an example']);
    expect(logLines(rerun, RERUN_LINE)).toHaveLength(0);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual([comment?.id]);
    expect(after[0]?.body).not.toContain('sent=no');
  });

  test('create whose first attempt made no job (400): the re-run creates it, and answers in the same comment', async () => {
    const emu = await emulator();
    emu.injectFault({ method: 'POST', path: CREATE_PATH, status: 400 });
    const fake = await thread();
    const inputs = { prompt: 'Write the retry page', 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);
    expectFailure(await runWithGitHub(emu, fake, inputs, { env: runEnv(run) }));
    const [comment] = roundComments(fake);
    expect(markerJobIds(comment?.body ?? '')).toEqual([]);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.jobIds()).toEqual([rerun.outputs['job-id']]);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual([comment?.id]);
    expect(markerJobIds(after[0]?.body ?? '')).toEqual([rerun.outputs['job-id']]);
  });

  test('an input error answered on the thread: the re-run answers in the same comment', async () => {
    const emu = await emulator();
    const fake = await thread();
    const inputs = { prompt: 'Write it', 'prompt-file': 'ask.md', 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);
    expectFailure(await runWithGitHub(emu, fake, inputs, { env: runEnv(run) }));
    const [comment] = roundComments(fake);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectFailure(rerun);
    expect(emu.requests).toEqual([]);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(1);
    expect(roundComments(fake).map((c) => c.id)).toEqual([comment?.id]);
  });

  test('watch (a given job-id, no prompt): the comment updated, not a second one', async () => {
    const emu = await emulator();
    const job = emu.seedJob({ activeForMs: 0 });
    const fake = await thread();
    const inputs = { 'job-id': job, 'issue-number': String(ISSUE) };
    const run = (runCounter += 1);
    expectSuccess(await runWithGitHub(emu, fake, inputs, { env: runEnv(run) }));
    const [comment] = roundComments(fake);
    const posts = fake.count('POST', GH_COMMENTS_PATH);

    const rerun = await runWithGitHub(emu, fake, inputs, { env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(posts);
    expect(roundComments(fake).map((c) => c.id)).toEqual([comment?.id]);
    expect(rerun.outputs['comment-url']).toBe(comment?.html_url);
  });

  test('a label round (the issue as the prompt): no second job, one comment', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: 'Document the retry option' });
    const run = (runCounter += 1);
    expectSuccess(await runWithGitHub(emu, fake, {}, { event, env: runEnv(run) }));
    const [comment] = roundComments(fake);

    const rerun = await runWithGitHub(emu, fake, {}, { event, env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(roundComments(fake).map((c) => c.id)).toEqual([comment?.id]);
  });

  test('docs follow code (a merged pull request): no second job, the pull request not read again, one answer', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const payload = mergedPayload();
    const pr = pullRequestOf(payload);
    fake.addPullRequest(REPO, { number: pr.number, merged: true, files: [] });
    const event = { name: 'pull_request_target', payload };
    const run = (runCounter += 1);
    expectSuccess(await runWithGitHub(emu, fake, {}, { event, env: runEnv(run) }));
    const reads = fake.requests.filter((r) => r.path.includes('/pulls/')).length;
    const answers = () => markedComments(fake, pr.number);
    const [answer] = answers();

    const rerun = await runWithGitHub(emu, fake, {}, { event, env: runEnv(run, { attempt: 2 }) });

    expectSuccess(rerun);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(fake.requests.filter((r) => r.path.includes('/pulls/')).length).toBe(reads);
    expect(answers().map((c) => c.id)).toEqual([answer?.id]);
  });

  test('an /agent follow-up: the 👀 is its own earlier claim (200); no second message; its comment updated, the first round’s left as it was', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const issue = { number: ISSUE, title: 'Document the retry option' };
    const start = issueCommentEvent(fake, issue, { body: '/agent write the retry page' });
    expectSuccess(
      await runWithGitHub(emu, fake, {}, { event: start, env: runEnv((runCounter += 1)) }),
    );
    const follow = issueCommentEvent(fake, issue, { body: '/agent add an example' });
    const run = (runCounter += 1);
    expectSuccess(await runWithGitHub(emu, fake, {}, { event: follow, env: runEnv(run) }));
    const before = roundComments(fake);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);

    const rerun = await runWithGitHub(
      emu,
      fake,
      {},
      {
        event: follow,
        env: runEnv(run, { attempt: 2 }),
      },
    );

    expectSuccess(rerun);
    expect(noticeLines(rerun)).toEqual([]);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    const after = roundComments(fake);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after[0]).toEqual(before[0]);
    expect(render(after[1]?.body ?? '').text).toContain('add an example');
  });
});

describe('one instruction comment starts at most one round', () => {
  /** Two runs of the same /agent comment at once, each against its own service emulator. */
  async function twoRunsAtOnce() {
    const emus: Emulator[] = [await emulator(), await emulator()];
    const fake = await githubFake();
    const event = issueCommentEvent(
      fake,
      { number: ISSUE, title: 'Document the retry option' },
      { body: '/agent write the retry page' },
    );
    const results = await Promise.all(
      emus.map((emu) => runWithGitHub(emu, fake, {}, { event, env: runEnv((runCounter += 1)) })),
    );
    const commentId = (event.payload.comment as { id: number }).id;
    return { emus, fake, results, commentId };
  }

  test('one /agent comment given to two runs at once: exactly one job; the other run leaves a notice and sends nothing', async () => {
    const { emus, fake, results, commentId } = await twoRunsAtOnce();

    for (const result of results) expectSuccess(result);
    const creates = emus.map((emu) => emu.count('POST', CREATE_PATH));
    expect([...creates].sort()).toEqual([0, 1]);
    const winner = creates.indexOf(1);
    const loser = 1 - winner;
    expect(results[winner]?.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    // The claim came before any request to the service: the other run sent none at all.
    expect(emus[loser]?.requests).toEqual([]);
    const other = results[loser] as ActionResult;
    expect(outputsAreEmpty(other)).toBe(true);
    expect(noticeLines(other)).toEqual([
      expect.stringMatching(/^Nothing to do: another run already took this comment/),
    ]);
    expect(githubRequestsOf(fake, 'POST', GH_REACTION_PATH)).toHaveLength(2);
    expect(fake.reactions(REPO, commentId)).toEqual([
      { content: 'eyes', login: 'github-actions[bot]' },
    ]);
    const comments = roundComments(fake);
    expect(comments).toHaveLength(1);
    expect(markerJobIds(comments[0]?.body ?? '')).toEqual([results[winner]?.outputs['job-id']]);
  });

  test('a first attempt that finds the 👀 already there (another run’s claim): a notice, not even a status check, no comment', async () => {
    const emu = await emulator();
    const job = emu.seedJob({ activeForMs: 0 });
    const fake = await thread();
    fake.addComment(REPO, ISSUE, {
      body: `Done.\n\n<!-- agent-job-action round=1.agent.agent.0123abcd job-id=${job} status=completed kind=result -->`,
      login: 'github-actions[bot]',
    });
    const event = issueCommentEvent(
      fake,
      { number: ISSUE, title: 'Document the retry option' },
      { body: '/agent add an example' },
    );
    const commentId = (event.payload.comment as { id: number }).id;
    // The other run's claim: the same token's 👀, made before this run starts.
    const claimed = await fetch(
      `${fake.url}/repos/${REPO}/issues/comments/${commentId}/reactions`,
      {
        method: 'POST',
        headers: { authorization: `token ${fake.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'eyes' }),
      },
    );
    expect(claimed.status).toBe(201);
    const posts = fake.count('POST', GH_COMMENTS_PATH);

    const result = await runWithGitHub(emu, fake, {}, { event, env: runEnv((runCounter += 1)) });

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(outputsAreEmpty(result)).toBe(true);
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/^Nothing to do: another run already took this comment/),
    ]);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(posts);
    expect(fake.reactions(REPO, commentId)).toHaveLength(1);
  });

  test('a reaction GitHub refuses (403) or fails (502) does not stop the round: a warning, and one job', async () => {
    for (const status of [403, 502]) {
      const emu = await emulator();
      const fake = await githubFake();
      fake.injectFault({ method: 'POST', path: GH_REACTION_PATH, status });
      const event = issueCommentEvent(
        fake,
        { number: ISSUE, title: 'Document the retry option' },
        { body: '/agent write the retry page' },
      );

      const result = await runWithGitHub(emu, fake, {}, { event, env: runEnv((runCounter += 1)) });

      expectSuccess(result);
      expect(warningLines(result)).toEqual([
        expect.stringMatching(/^could not react to the comment/),
      ]);
      expect(emu.count('POST', CREATE_PATH)).toBe(1);
      expect(roundComments(fake)).toHaveLength(1);
    }
  });
});
