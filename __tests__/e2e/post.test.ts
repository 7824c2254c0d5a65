// A killed run is answered too (docs/reliability.md, A killed run), as only the bundle proves it:
// a real process of the main step killed with SIGKILL once its saved state shows the working note,
// and the real post step (action.yml runs.post, dist/post.js) given that state as STATE_*
// variables, as the runner does; and, after a main step that reported, the post entry that ends
// before loading anything and sends no request. What post() does in each case (a kill mid-wait,
// before the working note, before any job; a main step that ended but could not write its end on
// the thread) is proven in-process, where mutation testing sees it: __tests__/integration/post.test.ts.
import { afterEach, describe, expect, test } from '@jest/globals';
import { render } from '../../__fixtures__/github-render.js';
import { actionPostEntry } from '../../scripts/run-action.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  EMULATOR_JOB_ID,
  expectNoKeyLeak,
  githubFake,
  issuesEvent,
  markedComments,
  REPO,
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
  test('mid-wait, a real process killed with SIGKILL and its state handed to dist/post.js: the post step turns the working note into the round’s end, removes the label and writes the summary', async () => {
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
    // The words of the end are the in-process tier's to pin (__tests__/integration/post.test.ts);
    // here, that the bundle's post step read the killed step's state and wrote it.
    expect(end?.body).toContain(`job-id=${jobId}`);
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
