// A killed run is answered too (docs/reliability.md, A killed run): the runner kills a step that outlives its
// cancel grace or its timeout-minutes, and nothing of the main step answers then. The post step
// (action.yml runs.post, dist/post.js) gets the state the main step saved and ends the round on
// the thread and in the summary; after a main step that reported, it does nothing and sends no
// request. Each test runs the bundle as the runner does: the main step, SIGKILL once the saved
// state shows what the test needs, then the post step with that state as STATE_* variables.
import { afterEach, describe, expect, test } from '@jest/globals';
import { render } from '../../__fixtures__/github-render.js';
import { actionPostEntry } from '../../scripts/run-action.js';
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
  markedComments,
  REPO,
  RUN_URL,
  runWithGitHub,
  summaryText,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 7;
const LABEL = 'agent';

/** A labelled issue with `remove-label`: the round comments and removes the label when it ends. */
function labelledIssue(fake: GitHubFake) {
  return issuesEvent(fake, { number: ISSUE, title: 'Document the retry option' }, { label: LABEL });
}

const ROUND_INPUTS = { 'remove-label': 'true', timeout: '10m' } as const;

/** The post step, as the runner starts it after the job: the same inputs and event, the saved state. */
function runPost(
  emu: Emulator,
  fake: GitHubFake,
  main: ActionResult,
  event: { name: string; payload: Record<string, unknown> },
): Promise<ActionResult> {
  return runWithGitHub(emu, fake, ROUND_INPUTS, {
    event,
    entry: actionPostEntry,
    state: main.state,
  });
}

function heading(body: string): string {
  return render(body).root.querySelector('h3')?.textContent ?? '';
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
    const [working] = markedComments(fake, ISSUE);
    expect(heading(working?.body ?? '')).toBe('🤖 Working on it');
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    const jobId = emu.jobIds()[0] ?? '';
    expect(jobId).toMatch(EMULATOR_JOB_ID);

    const requestsBefore = fake.requests.length;
    const post = await runPost(emu, fake, main, event);
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
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    // The edit, the label: nothing else (no listing, no second comment).
    expect(fake.requests.slice(requestsBefore).map((r) => r.method)).toEqual(['PATCH', 'DELETE']);

    expect(summaryText(post)).toContain(
      'Stopped watching: the workflow run ended before it could report',
    );
    expect(summaryText(post)).toContain(jobId);
    expect(warningLines(post).join('\n')).toContain(
      `job ${jobId} goes on at the service: run again with job-id: ${jobId}`,
    );
    // The post step only looked: the job was neither asked again nor polled.
    expect(emu.count('POST')).toBe(1);
  });

  test('before the working note: the post step posts the round’s end as a new comment', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 600_000 });
    const fake = await githubFake();
    const event = labelledIssue(fake);
    // The job is known, the note not yet written: the note's create hangs, and the run is killed.
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, action: 'hang' });

    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      signal: { name: 'SIGKILL', when: () => fake.count('POST', GH_COMMENTS_PATH) === 1 },
    });
    expect(main.state.round).toMatch(/"jobId":"job_/);
    expect(main.signal).toBe('SIGKILL');
    expect(markedComments(fake, ISSUE)).toHaveLength(0);

    const post = await runPost(emu, fake, main, event);
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run ended before it could report',
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
  });

  test('before any job: the post step says so, without claiming either way', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelledIssue(fake);
    // The create never answers: the run is killed while the job may or may not be on its way.
    emu.injectFault({ method: 'POST', action: 'hang' });

    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, {
      event,
      signal: {
        name: 'SIGKILL',
        when: (state) => emu.count('POST') === 1 && /"issue":7/.test(state),
      },
    });
    expect(main.signal).toBe('SIGKILL');

    const post = await runPost(emu, fake, main, event);
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⚠️ The workflow run ended before the agent started',
    );
    expect(render(comments[0]?.body ?? '').text).toContain('may or may not have started');
    expect(comments[0]?.body).toContain('job-id=-');
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    // No job is known: no summary to write, and the warning says to check before running again.
    expect(post.summary).toBe('');
    expect(warningLines(post).join('\n')).toContain('may or may not exist');
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
    expect(heading(markedComments(fake, ISSUE)[0]?.body ?? '')).toBe('🤖 Working on it');

    const post = await runPost(emu, fake, main, event);
    expect(post.exitCode).toBe(0);
    const comments = markedComments(fake, ISSUE);
    expect(comments).toHaveLength(1);
    expect(heading(comments[0]?.body ?? '')).toBe(
      '⏹️ Stopped watching: the workflow run was cancelled',
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([]);
    // The main step wrote the summary of its end; the post step leaves it.
    expect(post.summary).toBe('');
  });
});

describe('a main step that reported', () => {
  test('the post step sends no request to either server and prints nothing', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelledIssue(fake);

    const main = await runWithGitHub(emu, fake, ROUND_INPUTS, { event });
    expect(main.exitCode).toBe(0);
    expect(main.state.reported).toBe('true');
    const service = emu.requests.length;
    const github = fake.requests.length;
    const thread = markedComments(fake, ISSUE).map((c) => c.body);

    const post = await runPost(emu, fake, main, event);
    expect(post.exitCode).toBe(0);
    expect(post.stdout).toBe('');
    expect(post.summary).toBe('');
    expect(emu.requests.length).toBe(service);
    expect(fake.requests.length).toBe(github);
    expect(markedComments(fake, ISSUE).map((c) => c.body)).toEqual(thread);
  });
});
