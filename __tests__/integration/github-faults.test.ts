// GitHub's faults are GitHub's (docs/reliability.md, GitHub): calls to GitHub are retried where that is
// safe, a rate limit is waited out within the time left and is never a missing permission, a
// result that cannot be posted goes into the working note, 401 says the token was refused, and a
// GitHub fault decides the step's result only where the round cannot know its job. The action
// against the job emulator and the GitHub fake with GitHub's documented fault answers. The waits
// are kept short (retry-after: 1); the tests assert on order and counts, never on time.
import { afterEach, describe, expect, test } from '@jest/globals';
import { render } from '../../__fixtures__/github-render.js';
import { primaryRateLimit, secondaryRateLimit } from '../../emulator/github-fake.js';
import { FAKE_GITHUB_TOKEN } from '../../scripts/run-action.js';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectOneLineError,
  expectSuccess,
  GH_COMMENT_PATH,
  GH_COMMENTS_PATH,
  githubFake,
  githubRequestsOf,
  issueCommentEvent,
  issuesEvent,
  logLines,
  markedComments,
  MESSAGE_PATH,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, FakeComment, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 7;
const TITLE = 'Document the retry option';
// A run that waits out GitHub's faults takes a few seconds more than usual; the limit is generous.
const SLOW_RUN = { timeoutMs: 120_000 };

let runCounter = 8000;
function newRun(): { env: Record<string, string> } {
  runCounter += 1;
  return { env: { GITHUB_RUN_ID: String(runCounter), GITHUB_RUN_ATTEMPT: '1' } };
}

function senderOf(event: { payload: Record<string, unknown> }): string {
  return (event.payload.sender as { login: string }).login;
}

function heading(body: string): string {
  return render(body).root.querySelector('h3')?.textContent ?? '';
}

/** The one comment of the action on the thread (fails unless exactly one). */
function theComment(fake: GitHubFake, issue = ISSUE): FakeComment {
  const marked = markedComments(fake, issue);
  expect(marked).toHaveLength(1);
  return marked[0] as FakeComment;
}

/** The headings of the comments the action posted (answered or not), in order. */
function postBodies(fake: GitHubFake): string[] {
  return githubRequestsOf(fake, 'POST', GH_COMMENTS_PATH).map((r) =>
    heading((JSON.parse(r.body) as { body: string }).body),
  );
}

/** No warning reads a rate limit as a missing permission. */
function expectNoPermissionWarning(result: ActionResult): void {
  expect(warningLines(result).filter((w) => /issues: write|permission|403/.test(w))).toEqual([]);
}

/** A label round on #7: the working note, then the result. */
async function labelRound(
  emu: Emulator,
  fake: GitHubFake,
  inputs: Record<string, string> = {},
): Promise<{ result: ActionResult; sender: string }> {
  const event = issuesEvent(fake, { number: ISSUE, title: TITLE });
  const result = await runWithGitHub(emu, fake, inputs, { event, ...newRun(), ...SLOW_RUN });
  return { result, sender: senderOf(event) };
}

describe('a rate limit is waited out, and is not a missing permission', () => {
  test('a secondary rate limit (403, retry-after) on the working note: waited out; the note, then the result that mentions who asked', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault(secondaryRateLimit({ method: 'POST', path: GH_COMMENTS_PATH }));

    const { result, sender } = await labelRound(emu, fake);

    expectSuccess(result);
    // The refused POST, the same note again, then the result.
    expect(postBodies(fake)).toEqual([
      '🤖 Working on it',
      '🤖 Working on it',
      expect.stringMatching(/^✅ Pull request ready/),
    ]);
    expect(
      logLines(
        result,
        /^GitHub asked to slow down \(secondary rate limit\) on POST \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments; trying again in 1s$/,
      ),
    ).toHaveLength(1);
    const comment = theComment(fake);
    expect(render(comment.body).text).toContain(`@${sender} The agent opened a pull request.`);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(1);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expectNoPermissionWarning(result);
    expect(warningLines(result)).toEqual([]);
  });

  test('a secondary rate limit (429, retry-after) on the result comment: waited out; one result, notified; the note removed', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault(
      secondaryRateLimit({ method: 'POST', path: GH_COMMENTS_PATH, skip: 1, status: 429 }),
    );

    const { result, sender } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(postBodies(fake)).toEqual([
      '🤖 Working on it',
      expect.stringMatching(/^✅ Pull request ready/),
      expect.stringMatching(/^✅ Pull request ready/),
    ]);
    const comment = theComment(fake);
    expect(heading(comment.body)).toMatch(/^✅ Pull request ready/);
    expect(render(comment.body).text).toContain(`@${sender} `);
    expect(fake.count('PATCH', GH_COMMENT_PATH)).toBe(0);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(1);
    expectNoPermissionWarning(result);
    expect(warningLines(result)).toEqual([]);
  });

  test('a primary rate limit (remaining 0) on removing the working note: waited until the reset; one comment left', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault(primaryRateLimit({ method: 'DELETE', path: GH_COMMENT_PATH, resetInS: 1 }));

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(2);
    expect(heading(theComment(fake).body)).toMatch(/^✅ Pull request ready/);
    expect(logLines(result, /^GitHub rate limit reached on DELETE /)).toHaveLength(1);
    expect(warningLines(result)).toEqual([]);
  });

  test('a rate limit longer than the time left on the result: no wait; the result goes into the working note; still no permission warning', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault(
      secondaryRateLimit({
        method: 'POST',
        path: GH_COMMENTS_PATH,
        skip: 1,
        retryAfter: '3600',
        times: 10,
      }),
    );

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    // GitHub made nothing: no listing to look for it, and no second try.
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(2);
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(0);
    expect(fake.count('PATCH', GH_COMMENT_PATH)).toBe(1);
    const comment = theComment(fake);
    expect(heading(comment.body)).toMatch(/^✅ Pull request ready/);
    expect(comment.body).toContain('kind=result');
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expect(warningLines(result)).toEqual([
      "could not post the result as a new comment on #7: GitHub's secondary rate limit asks to wait 1h, longer than the time left; it is in the working note instead (an edit, so GitHub notifies nobody)",
    ]);
  });
});

describe('a result that cannot be posted at once', () => {
  test('answered 502 and not made, the listing failing every time: the result goes into the working note; never left on "working"', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, status: 502, skip: 1 });
    fake.injectFault({ method: 'GET', path: GH_COMMENTS_PATH, status: 502, times: 100 });

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(2);
    // The listing was tried five times, then the result was written into the note.
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(5);
    expect(fake.count('PATCH', GH_COMMENT_PATH)).toBe(1);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(0);
    const comment = theComment(fake);
    expect(heading(comment.body)).toMatch(/^✅ Pull request ready/);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expect(warningLines(result)).toEqual([
      'could not post the result as a new comment on #7 (502: Bad Gateway); it is in the working note instead (an edit, so GitHub notifies nobody)',
    ]);
  });

  test('answered 502 but made, one listing answered 504: the listing is tried again and finds it; never two results', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({
      method: 'POST',
      path: GH_COMMENTS_PATH,
      status: 502,
      skip: 1,
      afterHandling: true,
    });
    fake.injectFault({ method: 'GET', path: GH_COMMENTS_PATH, status: 504 });

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(2);
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(2);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(1);
    const comment = theComment(fake);
    expect(heading(comment.body)).toMatch(/^✅ Pull request ready/);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expect(warningLines(result)).toEqual([]);
  });

  test('answered 502 and not made, as the listing shows: posted again; one result, notified', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, status: 502, skip: 1 });

    const { result, sender } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(3);
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(1);
    const comment = theComment(fake);
    expect(render(comment.body).text).toContain(`@${sender} `);
    expect(fake.count('DELETE', GH_COMMENT_PATH)).toBe(1);
    expect(warningLines(result)).toEqual([]);
  });
});

describe('an /agent round reading the thread for its job', () => {
  const ISSUE_SEED = { number: 21, title: 'The retry option is undocumented' };

  /** An /agent comment on #21 and the run of the action on it. */
  async function agentComment(
    emu: Emulator,
    fake: GitHubFake,
    body: string,
    inputs: Record<string, string> = {},
  ): Promise<ActionResult> {
    const event = issueCommentEvent(fake, ISSUE_SEED, { body, association: 'MEMBER' });
    return runWithGitHub(emu, fake, inputs, { event, ...newRun(), ...SLOW_RUN });
  }

  test('a 502 and a 504 on listing the comments: tried again; the round goes on as a follow-up to the issue’s job', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    expectSuccess(await agentComment(emu, fake, '/agent write a page for the retry option'));
    fake.injectFault({ method: 'GET', path: GH_COMMENTS_PATH, status: 502 });
    fake.injectFault({ method: 'GET', path: GH_COMMENTS_PATH, status: 504 });

    const result = await agentComment(emu, fake, '/agent also add an example');

    expectSuccess(result);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(logLines(result, /^GitHub answered (502|504) on GET /)).toHaveLength(2);
    expect(markedComments(fake, ISSUE_SEED.number)).toHaveLength(2);
  });

  test('the listing failing every time: one line naming GitHub that says to run again; nothing sent to the service; the thread answered', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({ method: 'GET', path: GH_COMMENTS_PATH, status: 502, times: 100 });

    const result = await agentComment(emu, fake, '/agent write a page');

    expectOneLineError(
      result,
      /^could not read the comments of #21 on GitHub to find its job \(502: Bad Gateway, after 5 tries\); nothing was sent to the service: run the workflow again$/,
    );
    expect(emu.requests).toHaveLength(0);
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(5);
    expect(render(theComment(fake, ISSUE_SEED.number).body).text).toMatch(
      /could not read the comments of #21 on GitHub to find its job \(502: Bad Gateway, after 5 tries\)/i,
    );
  });

  test('a refused token (401): one line naming GitHub and the token, not "run again"; nothing sent to the service', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    // Who asked is read first, with the same token: the token is refused from the thread's read on.
    fake.injectFault({
      path: /\/issues\//,
      status: 401,
      body: { message: 'Bad credentials' },
      times: 10,
    });

    const result = await agentComment(emu, fake, '/agent write a page');

    const line = expectOneLineError(
      result,
      /^could not read the comments of #21 on GitHub to find its job: GitHub refused the token \(401\): check github-token; nothing was sent to the service$/,
    );
    expect(line).not.toMatch(/run the workflow again/);
    expect(emu.requests).toHaveLength(0);
    // Each GitHub call was tried once: a refused token does not get better.
    expect(fake.count('GET', GH_COMMENTS_PATH)).toBe(1);
  });
});

describe('the token and its permissions', () => {
  test('401 on the thread of a label round: the warning says the token was refused; the step’s result does not change', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    // Who asked is read first, with the same token: the token is refused from the thread's write on.
    fake.injectFault({
      path: /\/issues\//,
      status: 401,
      body: { message: 'Bad credentials' },
      times: 10,
    });
    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(warningLines(result)).toEqual([
      'could not comment on #7: GitHub refused the token (401): check github-token',
    ]);
    // Refused once: nothing more is tried.
    expect(fake.requests.filter((r) => /\/issues\//.test(r.path))).toHaveLength(1);
  });

  test('403 without a rate limit is still a missing permission, in the same words', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({
      method: 'POST',
      path: GH_COMMENTS_PATH,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 10,
    });

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(warningLines(result)).toEqual([
      'could not comment on #7 (403: Resource not accessible by integration): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request), or set comment: false',
    ]);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(1);
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
  });
});

describe('a cancelled run, with only the grace left', () => {
  test('a rate limit on its last edit longer than the grace is not waited for: the step ends by itself, the warning names the rate limit', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    // The first status check fails: its log line comes after the working note, and is the cue to cancel.
    emu.injectFault({ method: 'GET', status: 503 });
    const fake = await githubFake();
    fake.injectFault(secondaryRateLimit({ method: 'PATCH', retryAfter: '60', times: 10 }));
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE });

    const result = await runWithGitHub(
      emu,
      fake,
      { timeout: '5m' },
      {
        event,
        ...newRun(),
        ...SLOW_RUN,
        signal: { name: 'SIGTERM', whenStdoutMatches: /Status check failed/, afterMs: 0 },
      },
    );

    // The action's own failure line: the hard-exit backstop would leave without one.
    expectOneLineError(result, /the workflow run was cancelled/, /goes on at the service/);
    expect(fake.count('POST', GH_COMMENTS_PATH)).toBe(1);
    expect(fake.count('PATCH', GH_COMMENT_PATH)).toBe(1);
    expect(warningLines(result)).toEqual([
      "could not comment on #7: GitHub's secondary rate limit asks to wait 1m, longer than the time left; the job is not affected",
    ]);
  });
});

describe('the github-token is a secret of the main step too', () => {
  test('a refusal that echoes the token: the warning shows it masked, and the token is nowhere in the log', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.injectFault({
      method: 'POST',
      path: GH_COMMENTS_PATH,
      status: 403,
      body: { message: `Resource not accessible by integration (${FAKE_GITHUB_TOKEN})` },
      times: 10,
    });

    const { result } = await labelRound(emu, fake);

    expectSuccess(result);
    expect(warningLines(result)).toEqual([
      'could not comment on #7 (403: Resource not accessible by integration (***)): give the job `permissions: issues: write` (and `pull-requests: write` for a pull request), or set comment: false',
    ]);
    expect(result.stdout).not.toContain(FAKE_GITHUB_TOKEN);
  });
});
