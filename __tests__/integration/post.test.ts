// The post step's behaviour (src/post.ts `post`), in-process: a killed run is answered too
// (docs/reliability.md, A killed run). The runner kills a step that outlives its cancel grace or
// its timeout-minutes, and nothing of the main step answers then; the post step gets the state the
// main step saved and ends the round on the thread (the working note edited in place, or a new
// comment), removes the label and writes the summary. A main step that ended but could not write
// its end on the thread gets that end written. The post step's own troubles (GitHub failing a call
// or refusing it, no token) are warnings, and it still succeeds. Each test runs both steps in this
// process (runInProcess): the main step, killed once its saved state shows what the test needs (the
// kill ends it where it stands; its wind-down is awaited before the post step starts), then the
// post step with that state, as the runner hands it over. What only the bundle proves (a real
// process killed with SIGKILL whose state reaches dist/post.js; the post entry that ends before
// loading anything after a main step that reported) is in __tests__/e2e/post.test.ts.
import { afterEach, describe, expect, test } from '@jest/globals';
import { render } from '../../__fixtures__/github-render.js';
import { settleKilledSteps } from '../../__fixtures__/run-in-process.js';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import { actionPostEntry, FAKE_GITHUB_TOKEN } from '../../scripts/run-action.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  EMULATOR_JOB_ID,
  expectNoKeyLeak,
  GH_COMMENT_PATH,
  GH_COMMENTS_PATH,
  githubFake,
  issuesEvent,
  logLines,
  markedComments,
  REPO,
  RUN_URL,
  runWithGitHub,
  summaryText,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

afterEach(async () => {
  await closeGitHubFakes();
  await closeEmulators();
  await settleKilledSteps();
});

const ISSUE = 7;
const LABEL = 'agent';
const LABEL_PATH = `/repos/${REPO}/issues/${ISSUE}/labels/${LABEL}`;
const COMMENTS_PATH = `/repos/${REPO}/issues/${ISSUE}/comments`;

/** A labelled issue with `remove-label`: the round comments and removes the label when it ends. */
function labelledIssue(fake: GitHubFake) {
  return issuesEvent(fake, { number: ISSUE, title: 'Document the retry option' }, { label: LABEL });
}

const ROUND_INPUTS = { 'remove-label': 'true', timeout: '10m' } as const;

/** The round the main step saved (its STATE_round), as the post step reads it. */
interface Saved {
  startedAt: number;
  round: string;
  jobId?: string;
}

function savedRound(main: ActionResult): Saved {
  return JSON.parse(main.state.round ?? '{}') as Saved;
}

/** A clock for the post step whose wall time is `waitedMs` after the main step started. */
function clockAfter(main: ActionResult, waitedMs: number): VirtualClock {
  return new VirtualClock({ wallStart: savedRound(main).startedAt + waitedMs });
}

/**
 * The post step, as the runner starts it after the job: the same inputs and event, the saved
 * state; `clock` sets the time waited it reports.
 */
function runPost(
  emu: Emulator,
  fake: GitHubFake,
  main: ActionResult,
  event: { name: string; payload: Record<string, unknown> },
  options: { clock?: VirtualClock; inputs?: Record<string, string> } = {},
): Promise<ActionResult> {
  return runWithGitHub(
    emu,
    fake,
    { ...ROUND_INPUTS, ...options.inputs },
    { event, entry: actionPostEntry, state: main.state, clock: options.clock },
  );
}

function heading(body: string): string {
  return render(body).root.querySelector('h3')?.textContent ?? '';
}

/** The requests GitHub got from index `from` on, as `METHOD path`. */
function sentFrom(fake: GitHubFake, from: number): string[] {
  return fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);
}

/** A job id as the summary's Markdown escapes it. */
function escaped(jobId: string): string {
  return jobId.replace(/_/g, '\\_');
}

/** The summary of a round the post step ended as stopped. */
function stoppedSummary(jobId: string, waited: string): string {
  return [
    '### ⏹️ Stopped watching: the workflow run ended before it could report',
    '',
    `The runner stopped the main step before it could report; job ${escaped(jobId)} goes on at the service\\: run again with job\\-id\\: ${escaped(jobId)} to resume waiting\\.`,
    '',
    `- **Job:** \`${jobId}\``,
    `- **Waited:** ${waited}`,
    '',
  ].join('\n');
}

/** The comment of a round the post step ended as stopped while the job goes on. */
function stoppedBody(saved: Saved, jobId: string, waited: string, phrase = '/agent'): string {
  return [
    '### ⏹️ Stopped watching: the workflow run ended before it could report',
    '',
    `@Codertocat It was cancelled or ran out of time. The agent keeps working on the job at the service. Comment \`${phrase}\` to check on it.`,
    '',
    `<sub>Job \`${jobId}\` · ${waited} · [Workflow run](${RUN_URL})</sub>`,
    '',
    `<!-- agent-job-action round=${saved.round} job-id=${jobId} status=active kind=result -->`,
    '',
  ].join('\n');
}

/** The post step's warning after a kill that left a job going on at the service. */
function stoppedWarning(jobId: string): string {
  return `The runner stopped the main step before it could report; job ${jobId} goes on at the service: run again with job-id: ${jobId} to resume waiting.`;
}

describe('a main step the runner killed before it reported', () => {
  test('mid-wait: the post step turns the working note into the round’s end, removes the label and writes the summary', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 600_000 });
    const fake = await githubFake();
    const event = labelledIssue(fake);

    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      signal: { name: 'SIGKILL', when: (state) => /"workingId":\d+/.test(state) },
    });
    expect(main.signal).toBe('SIGKILL');
    expect(main.state.reported).toBeUndefined();
    // The killed run has wound down, and left the thread as the kill found it.
    await settleKilledSteps();
    const [working] = markedComments(fake, ISSUE);
    expect(heading(working?.body ?? '')).toBe('🤖 Working on it');
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    const jobId = emu.jobIds()[0] ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);

    const requestsBefore = fake.requests.length;
    const serviceBefore = emu.requests.length;
    // The post step runs 4m 10s after the main step started.
    const post = await runPost(emu, fake, main, event, { clock: clockAfter(main, 250_000) });
    expect(post.exitCode).toBe(0);
    expectNoKeyLeak(post, emu.apiKey);

    // One comment: the working note, edited in place into the round's end.
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    const end = comments[0];
    expect(end?.id).toBe(working?.id);
    expect(heading(end?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run ended before it could report',
    );
    const text = render(end?.body ?? '').text;
    expect(text).toContain('The agent keeps working on the job at the service.');
    expect(text).toContain('Comment /agent to check on it.');
    expect(text).toContain(jobId);
    expect(end?.body).toContain(`job-id=${jobId}`);
    expect(end?.body).toContain('kind=result');
    expect(render(end?.body ?? '').links.map((l) => l.href)).toContain(RUN_URL);
    // All of it: who asked, the time waited, the round and last status the main step saved.
    expect(end?.body).toBe(stoppedBody(savedRound(main), jobId, '4m 10s'));
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    // The edit, the label: nothing else (no listing, no second comment).
    expect(sentFrom(fake, requestsBefore)).toEqual([
      `PATCH /repos/${REPO}/issues/comments/${working?.id}`,
      `DELETE ${LABEL_PATH}`,
    ]);
    expect(logLines(post, /^Removed the label/)).toEqual([
      `Removed the label '${LABEL}' from #${ISSUE}`,
    ]);

    expect(summaryText(post)).toContain(
      'Stopped watching: the workflow run ended before it could report',
    );
    expect(summaryText(post)).toContain(jobId);
    expect(post.summary).toBe(stoppedSummary(jobId, '4m 10s'));
    expect(warningLines(post).join('\n')).toContain(
      `job ${jobId} goes on at the service: run again with job-id: ${jobId}`,
    );
    expect(warningLines(post)).toEqual([stoppedWarning(jobId)]);
    // The post step only looked: the job was neither asked again nor polled.
    expect(emu.count('POST')).toBe(1);
    expect(emu.requests.length).toBe(serviceBefore);
  });

  test('before the working note: the post step posts the round’s end as a new comment', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 600_000 });
    const fake = await githubFake();
    const event = labelledIssue(fake);
    // The job is known, the note not yet written: the note's create hangs, and the run is killed.
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, action: 'hang' });
    // A trigger phrase of its own: the post step reads it again, for the end's "Comment … to check".
    const inputs = { 'trigger-phrase': '/docs-agent' };

    const main = await runWithGitHub(
      emu,
      fake,
      { ...ROUND_INPUTS, ...inputs },
      {
        event,
        signal: { name: 'SIGKILL', when: () => fake.count('POST', GH_COMMENTS_PATH) === 1 },
      },
    );
    expect(main.state.round).toMatch(/"jobId":"job_/);
    expect(main.signal).toBe('SIGKILL');
    await settleKilledSteps();
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    const jobId = savedRound(main).jobId ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);

    const requestsBefore = fake.requests.length;
    const serviceBefore = emu.requests.length;
    const post = await runPost(emu, fake, main, event, {
      clock: clockAfter(main, 90_000),
      inputs,
    });
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run ended before it could report',
    );
    expect(comments[0]?.body).toBe(stoppedBody(savedRound(main), jobId, '1m 30s', '/docs-agent'));
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    expect(sentFrom(fake, requestsBefore)).toEqual([
      `POST ${COMMENTS_PATH}`,
      `DELETE ${LABEL_PATH}`,
    ]);
    expect(post.summary).toBe(stoppedSummary(jobId, '1m 30s'));
    expect(warningLines(post)).toEqual([stoppedWarning(jobId)]);
    expect(emu.requests.length).toBe(serviceBefore);
  });

  test('before any job: the post step says so, without claiming either way', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelledIssue(fake);
    // The create never answers: the run is killed while the job may or may not be on its way.
    emu.injectFault({ method: 'POST', action: 'hang' });
    // A workflow that sets the trigger phrase empty: both steps fall back to /agent.
    const inputs = { 'trigger-phrase': '' };

    const main = await runWithGitHub(
      emu,
      fake,
      { ...ROUND_INPUTS, ...inputs },
      {
        event,
        signal: {
          name: 'SIGKILL',
          when: (state) => emu.count('POST') === 1 && /"issue":7/.test(state),
        },
      },
    );
    expect(main.signal).toBe('SIGKILL');
    await settleKilledSteps();
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);

    const requestsBefore = fake.requests.length;
    const serviceBefore = emu.requests.length;
    const post = await runPost(emu, fake, main, event, { inputs });
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⚠️ The workflow run ended before the agent started',
    );
    expect(render(comments[0]?.body ?? '').text).toContain('may or may not have started');
    expect(comments[0]?.body).toContain('job-id=-');
    expect(comments[0]?.body).toBe(
      [
        '### ⚠️ The workflow run ended before the agent started',
        '',
        "@Codertocat It was cancelled or ran out of time before the service confirmed a job, so one may or may not have started; the service's dashboard shows it. Comment `/agent …` to ask again.",
        '',
        `<sub>[Workflow run](${RUN_URL})</sub>`,
        '',
        `<!-- agent-job-action round=${savedRound(main).round} job-id=- status=stopped kind=result -->`,
        '',
      ].join('\n'),
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    expect(sentFrom(fake, requestsBefore)).toEqual([
      `POST ${COMMENTS_PATH}`,
      `DELETE ${LABEL_PATH}`,
    ]);
    // No job is known: no summary to write, and the warning says to check before running again.
    expect(post.summary).toBe('');
    expect(warningLines(post).join('\n')).toContain('may or may not exist');
    expect(warningLines(post)).toEqual([
      'The runner stopped the main step before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again.',
    ]);
    expect(emu.requests.length).toBe(serviceBefore);
  });
});

describe('a main step that ended but could not write its end on the thread', () => {
  test('cancelled while GitHub hangs: the post step writes the cancelled round’s end in the working note', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 600_000 });
    const fake = await githubFake();
    const event = labelledIssue(fake);
    // The cancelled run's one edit never gets an answer: the step ends with the note on "working".
    fake.injectFault({ method: 'PATCH', path: GH_COMMENT_PATH, action: 'hang' });

    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      signal: { name: 'SIGTERM', when: (state) => /"workingId":\d+/.test(state) },
    });
    expect(main.exitCode).not.toBe(0);
    expect(main.state.reported).toBeUndefined();
    const [working] = markedComments(fake, ISSUE);
    expect(heading(working?.body ?? '')).toBe('🤖 Working on it');
    const jobId = emu.jobIds()[0] ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);

    const requestsBefore = fake.requests.length;
    const serviceBefore = emu.requests.length;
    const post = await runPost(emu, fake, main, event, { clock: clockAfter(main, 75_000) });
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run was cancelled',
    );
    expect(comments[0]?.id).toBe(working?.id);
    expect(comments[0]?.body).toBe(
      [
        '### ⏹️ Stopped watching: the workflow run was cancelled',
        '',
        '@Codertocat The agent keeps working. Comment `/agent` to check on it again.',
        '',
        `<sub>Job \`${jobId}\` · 1m 15s · [Workflow run](${RUN_URL})</sub>`,
        '',
        `<!-- agent-job-action round=${savedRound(main).round} job-id=${jobId} status=active kind=result -->`,
        '',
      ].join('\n'),
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    // The note edited in place; the label asked off again (the main step had removed it: GitHub's
    // 404 is no warning).
    expect(sentFrom(fake, requestsBefore)).toEqual([
      `PATCH /repos/${REPO}/issues/comments/${working?.id}`,
      `DELETE ${LABEL_PATH}`,
    ]);
    // The main step wrote the summary of its end; the post step leaves it.
    expect(post.summary).toBe('');
    // One warning: the end the main step reached, not a kill's.
    expect(warningLines(post)).toEqual([
      "The main step could not write the round's end on the thread; writing it now: ⏹️ Stopped watching: the workflow run was cancelled",
    ]);
    expect(emu.requests.length).toBe(serviceBefore);
  });
});

describe('the post step’s own troubles: warnings, and the step still succeeds', () => {
  /** A main step killed mid-wait, its wind-down ended; the working note's comment. */
  async function killedMidWait(emu: Emulator, fake: GitHubFake) {
    emu.scriptNextJob({ activeForMs: 600_000 });
    const event = labelledIssue(fake);
    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      signal: { name: 'SIGKILL', when: (state) => /"workingId":\d+/.test(state) },
    });
    expect(main.signal).toBe('SIGKILL');
    await settleKilledSteps();
    const [working] = markedComments(fake, ISSUE);
    expect(heading(working?.body ?? '')).toBe('🤖 Working on it');
    return { event, main, working, jobId: savedRound(main).jobId ?? '' };
  }

  test('GitHub fails a call: retried within the post step’s time for GitHub; a refusal that echoes the token is a warning with the token masked', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const { event, main, working, jobId } = await killedMidWait(emu, fake);
    // The label's removal: a 502 (retried), then a refusal whose message carries the token.
    fake.injectFault({ method: 'DELETE', path: LABEL_PATH, status: 502 });
    fake.injectFault({
      method: 'DELETE',
      path: LABEL_PATH,
      status: 403,
      body: { message: `Resource not accessible by integration (${FAKE_GITHUB_TOKEN})` },
    });

    const requestsBefore = fake.requests.length;
    const post = await runPost(emu, fake, main, event, { clock: clockAfter(main, 60_000) });
    expect(post.exitCode).toBe(0);
    expect(sentFrom(fake, requestsBefore)).toEqual([
      `PATCH /repos/${REPO}/issues/comments/${working?.id}`,
      `DELETE ${LABEL_PATH}`,
      `DELETE ${LABEL_PATH}`,
    ]);
    expect(heading(markedComments(fake, ISSUE)[0]?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run ended before it could report',
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    // The retry is in the log; the refusal is a warning, the token masked in it.
    expect(logLines(post, /^GitHub .*; trying again in /)).toEqual([
      expect.stringContaining('502'),
    ]);
    const warnings = warningLines(post);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(stoppedWarning(jobId));
    expect(warnings[1]).toMatch(/^could not remove the label 'agent' \(403: /);
    expect(warnings[1]).toContain('Resource not accessible by integration (***)');
    expect(post.stdout).not.toContain(FAKE_GITHUB_TOKEN);
    expect(post.summary).toBe(stoppedSummary(jobId, '1m'));
  });

  test('without a github-token: the post step warns, leaves the thread as it is, and still writes the summary', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const { event, main, jobId } = await killedMidWait(emu, fake);

    const requestsBefore = fake.requests.length;
    const post = await runPost(emu, fake, main, event, {
      clock: clockAfter(main, 60_000),
      inputs: { 'github-token': '' },
    });
    expect(post.exitCode).toBe(0);
    expect(sentFrom(fake, requestsBefore)).toEqual([]);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    expect(warningLines(post)).toEqual([
      stoppedWarning(jobId),
      'no GITHUB_REPOSITORY or github-token: the issue is left as it is (no comment, reaction or label change)',
    ]);
    expect(post.summary).toBe(stoppedSummary(jobId, '1m'));
  });
});

describe('a round that does not comment (comment: false), killed', () => {
  test('the post step leaves no comment on the thread; it removes the label and writes the summary', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 600_000 });
    const fake = await githubFake();
    const event = labelledIssue(fake);
    const inputs = { comment: 'false' };

    const main = await runWithGitHub(
      emu,
      fake,
      { ...ROUND_INPUTS, ...inputs },
      { event, signal: { name: 'SIGKILL', when: (state) => /"jobId":"job_/.test(state) } },
    );
    expect(main.signal).toBe('SIGKILL');
    await settleKilledSteps();
    expect(main.state.round).toContain('"comment":false');
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    const jobId = savedRound(main).jobId ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);

    const requestsBefore = fake.requests.length;
    const post = await runPost(emu, fake, main, event, { clock: clockAfter(main, 60_000), inputs });
    expect(post.exitCode).toBe(0);
    // No comment, new or edited: only the label asked off.
    expect(sentFrom(fake, requestsBefore)).toEqual([`DELETE ${LABEL_PATH}`]);
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    expect(post.summary).toBe(stoppedSummary(jobId, '1m'));
    expect(warningLines(post)).toEqual([stoppedWarning(jobId)]);
  });
});

describe('a saved state the main step never writes', () => {
  test('an issue but no round id: the post step leaves the thread alone, and still warns and writes the summary', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelledIssue(fake);
    const jobId = 'job_1_0123abcd';
    const startedAt = Date.now();
    // Hand-made: the main step saves the round id with the issue, always.
    const state = {
      round: JSON.stringify({ issue: ISSUE, comment: true, label: LABEL, jobId, startedAt }),
    };

    const post = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      entry: actionPostEntry,
      state,
      clock: new VirtualClock({ wallStart: startedAt + 60_000 }),
    });
    expect(post.exitCode).toBe(0);
    expect(fake.requests).toEqual([]);
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    expect(warningLines(post)).toEqual([stoppedWarning(jobId)]);
    expect(post.summary).toBe(stoppedSummary(jobId, '1m'));
    expect(emu.requests).toEqual([]);
  });
});
