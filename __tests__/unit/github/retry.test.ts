import { describe, expect, test } from '@jest/globals';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import {
  CALL_TIMEOUT_MS,
  classify,
  GitHubCallError,
  githubProblem,
  isRefusal,
  MAX_ATTEMPTS,
  MIN_CALL_MS,
  mayRepeat,
  SECONDARY_DEFAULT_WAIT_MS,
  withGitHubRetries,
  type GitHubAttempt,
  type GitHubBudget,
  type GitHubCallKind,
} from '../../../src/github/retry.js';
import { kindOf } from '../../../src/github/client.js';

const WALL = Date.UTC(2030, 0, 1, 12, 0, 0);
const SECONDARY =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';

const secondary = (retryAfter?: string, status = 403) =>
  new GitHubCallError(status, SECONDARY, {
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    wallNowMs: WALL,
  });
const primary = (resetInS: number, status = 403) =>
  new GitHubCallError(status, 'API rate limit exceeded for installation ID 1.', {
    headers: {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(WALL / 1000 + resetInS),
    },
    wallNowMs: WALL,
  });
const permission = () =>
  new GitHubCallError(403, 'Resource not accessible by integration', {
    headers: { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(WALL / 1000 + 60) },
    wallNowMs: WALL,
  });

describe('classify: GitHub’s answers as its REST documentation describes them', () => {
  test('no answer and 5xx: unavailable', () => {
    for (const status of [undefined, 500, 502, 503, 504]) {
      expect(classify({ status, message: 'x' }, WALL)).toEqual({ kind: 'unavailable' });
    }
  });

  test('401: the token itself was refused', () => {
    expect(classify({ status: 401, message: 'Bad credentials' }, WALL)).toEqual({ kind: 'token' });
  });

  test('403 without a sign of a rate limit: a missing permission, also with rate headers that have room left', () => {
    expect(permission().fault).toEqual({ kind: 'forbidden' });
    expect(classify({ status: 403, message: 'Resource not accessible' }, WALL)).toEqual({
      kind: 'forbidden',
    });
  });

  test('other 4xx (400, 404, 408, 410, 422): the same call would fail the same way', () => {
    for (const status of [400, 404, 408, 410, 422, 499]) {
      expect(classify({ status, message: 'x' }, WALL)).toEqual({ kind: 'other' });
    }
  });

  test('secondary: 403 or 429 with retry-after (seconds), waited exactly that long', () => {
    expect(secondary('1').fault).toEqual({ kind: 'rate-limit', secondary: true, waitMs: 1000 });
    expect(secondary('30', 429).fault).toEqual({
      kind: 'rate-limit',
      secondary: true,
      waitMs: 30_000,
    });
  });

  test('retry-after as an HTTP date counts from the wall time', () => {
    const at = new Date(WALL + 42_000).toUTCString();
    const error = new GitHubCallError(403, 'slow down', {
      headers: { 'retry-after': at },
      wallNowMs: WALL,
    });
    expect(error.fault).toEqual({ kind: 'rate-limit', secondary: false, waitMs: 42_000 });
  });

  test('the secondary message alone: a minute, as GitHub asks when it names no time', () => {
    expect(secondary().fault).toEqual({
      kind: 'rate-limit',
      secondary: true,
      waitMs: SECONDARY_DEFAULT_WAIT_MS,
    });
    expect(SECONDARY_DEFAULT_WAIT_MS).toBe(60_000);
    const upper = new GitHubCallError(403, 'You have exceeded a SECONDARY RATE LIMIT');
    expect(upper.fault.kind).toBe('rate-limit');
  });

  test('429 with no header at all is a rate limit too: a minute', () => {
    expect(new GitHubCallError(429, 'Too Many Requests').fault).toEqual({
      kind: 'rate-limit',
      secondary: true,
      waitMs: 60_000,
    });
  });

  test('primary: remaining 0 and a reset time; waited until a second past the reset', () => {
    expect(primary(30).fault).toEqual({ kind: 'rate-limit', secondary: false, waitMs: 31_000 });
    expect(primary(30, 429).fault).toEqual({
      kind: 'rate-limit',
      secondary: false,
      waitMs: 31_000,
    });
    // A reset already past: only the extra second.
    expect(primary(-5).fault).toEqual({ kind: 'rate-limit', secondary: false, waitMs: 1000 });
  });

  test('remaining 0 without a readable reset is no primary limit; retry-after wins over the reset', () => {
    const noReset = new GitHubCallError(403, 'Forbidden', {
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': 'soon' },
      wallNowMs: WALL,
    });
    expect(noReset.fault).toEqual({ kind: 'forbidden' });
    const both = new GitHubCallError(403, 'API rate limit exceeded', {
      headers: {
        'retry-after': '2',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(WALL / 1000 + 600),
      },
      wallNowMs: WALL,
    });
    expect(both.fault).toEqual({ kind: 'rate-limit', secondary: false, waitMs: 2000 });
  });

  test('an unreadable retry-after on a secondary limit: the minute', () => {
    expect(secondary('later').fault).toEqual({
      kind: 'rate-limit',
      secondary: true,
      waitMs: 60_000,
    });
  });
});

describe('what may be sent again', () => {
  const kinds: GitHubCallKind[] = ['read', 'edit', 'delete', 'react', 'create'];

  test('a rate limit: every kind, a new comment too (GitHub did not act on it)', () => {
    for (const kind of kinds) expect(mayRepeat(kind, secondary('1'))).toBe(true);
    expect(secondary('1').certainlyNotDone).toBe(true);
  });

  test('5xx or no answer: reads, edits and deletes; a new comment or a reaction (a claim) only when never sent', () => {
    const bad = new GitHubCallError(502, 'Bad Gateway');
    for (const kind of kinds) {
      expect(mayRepeat(kind, bad)).toBe(kind !== 'create' && kind !== 'react');
    }
    expect(bad.certainlyNotDone).toBe(false);
    const refused = new GitHubCallError(undefined, 'connect ECONNREFUSED', { neverSent: true });
    expect(mayRepeat('create', refused)).toBe(true);
    expect(mayRepeat('react', refused)).toBe(true);
    expect(refused.certainlyNotDone).toBe(true);
    const reset = new GitHubCallError(undefined, 'read ECONNRESET');
    expect(mayRepeat('create', reset)).toBe(false);
    expect(mayRepeat('read', reset)).toBe(true);
  });

  test('401, 403 (permission) and other 4xx: never', () => {
    for (const error of [
      new GitHubCallError(401, 'Bad credentials'),
      permission(),
      new GitHubCallError(404, 'Not Found'),
      new GitHubCallError(422, 'Validation Failed'),
    ]) {
      for (const kind of kinds) expect(mayRepeat(kind, error)).toBe(false);
      expect(error.certainlyNotDone).toBe(false);
    }
  });

  test('what a request does, from its method and route', () => {
    expect(kindOf('GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments')).toBe('read');
    expect(kindOf('HEAD', '/x')).toBe('read');
    expect(kindOf('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}')).toBe('edit');
    expect(kindOf('PUT', '/x')).toBe('edit');
    expect(kindOf('DELETE', '/repos/{owner}/{repo}/issues/comments/{comment_id}')).toBe('delete');
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions')).toBe(
      'react',
    );
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments')).toBe('create');
    // Adding a label the issue has already changes nothing: safe to send again.
    expect(kindOf('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels')).toBe('edit');
    expect(kindOf('POST', '/repos/{owner}/{repo}/labels/extra')).toBe('create');
  });
});

type Answer = unknown | ((call: GitHubAttempt) => unknown);

/** Runs one call whose tries answer `answers` in turn (an Error is thrown, anything else returned). */
function setup(options: {
  kind?: GitHubCallKind;
  answers: Answer[];
  budget?: Partial<GitHubBudget>;
  random?: () => number;
  clock?: VirtualClock;
}) {
  const clock = options.clock ?? new VirtualClock({ wallStart: WALL });
  const tries: Array<{ at: number; timeoutMs: number; signal?: AbortSignal }> = [];
  const lines: string[] = [];
  let budgetReads = 0;
  const run = () =>
    withGitHubRetries(
      options.kind ?? 'read',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      async (call) => {
        tries.push({ at: clock.now(), ...call });
        const answer = options.answers[tries.length - 1];
        const value =
          typeof answer === 'function' ? (answer as (c: GitHubAttempt) => unknown)(call) : answer;
        if (value instanceof Error) throw value;
        return value;
      },
      {
        clock,
        random: options.random ?? (() => 0.5),
        budget: () => {
          budgetReads += 1;
          return { deadline: 600_000, ...options.budget };
        },
        onRetry: (line) => lines.push(line),
      },
    );
  return { clock, tries, lines, run, budgetReads: () => budgetReads };
}

describe('withGitHubRetries, in virtual time', () => {
  test('a read answered 502, then 504, then 200: tried again with jittered back-off', async () => {
    const s = setup({
      answers: [
        new GitHubCallError(502, 'Bad Gateway'),
        new GitHubCallError(504, 'Gateway Timeout'),
        'ok',
      ],
    });
    await expect(s.run()).resolves.toBe('ok');
    // Full jitter with random 0.5: half of 1 s, then half of 2 s.
    expect(s.clock.sleeps).toEqual([500, 1000]);
    expect(s.tries.map((t) => t.at)).toEqual([0, 500, 1500]);
    expect(s.lines).toEqual([
      'GitHub answered 502 on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 500ms',
      'GitHub answered 504 on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 1s',
    ]);
    expect(s.budgetReads()).toBe(1);
  });

  test('the back-off is capped at 5 s, and a call makes at most five tries', async () => {
    const down = new GitHubCallError(503, 'Service Unavailable');
    const s = setup({ answers: Array(10).fill(down), random: () => 1 });
    await expect(s.run()).rejects.toBe(down);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(s.tries).toHaveLength(5);
    expect(s.clock.sleeps).toEqual([1000, 2000, 4000, 5000]);
    expect(down.attempts).toBe(5);
  });

  test('no answer at all (a reset) is tried again for a read', async () => {
    const s = setup({ answers: [new GitHubCallError(undefined, 'read ECONNRESET'), 'ok'] });
    await expect(s.run()).resolves.toBe('ok');
    expect(s.lines).toEqual([
      'GitHub did not answer (read ECONNRESET) on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 500ms',
    ]);
  });

  test('a new comment answered 502 is not sent again: GitHub may have made it', async () => {
    const bad = new GitHubCallError(502, 'Bad Gateway');
    const s = setup({ kind: 'create', answers: [bad, 'posted'] });
    await expect(s.run()).rejects.toBe(bad);
    expect(s.tries).toHaveLength(1);
    expect(s.clock.sleeps).toEqual([]);
    expect(bad.attempts).toBe(1);
  });

  test('a new comment refused by a secondary rate limit (retry-after: 1) is sent again after exactly 1 s', async () => {
    const s = setup({ kind: 'create', answers: [secondary('1'), 'posted'] });
    await expect(s.run()).resolves.toBe('posted');
    expect(s.clock.sleeps).toEqual([1000]);
    expect(s.lines).toEqual([
      'GitHub asked to slow down (secondary rate limit) on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; trying again in 1s',
    ]);
  });

  test('a primary rate limit is waited out until its reset', async () => {
    const s = setup({ kind: 'edit', answers: [primary(20), 'edited'] });
    await expect(s.run()).resolves.toBe('edited');
    expect(s.clock.sleeps).toEqual([21_000]);
    expect(s.lines[0]).toMatch(/^GitHub rate limit reached on .*; trying again in 21s$/);
  });

  test('a new comment that never reached GitHub (connection refused) is sent again', async () => {
    const refused = new GitHubCallError(undefined, 'connect ECONNREFUSED', { neverSent: true });
    const s = setup({ kind: 'create', answers: [refused, 'posted'] });
    await expect(s.run()).resolves.toBe('posted');
  });

  test('a rate limit longer than the time left: no wait, the failure says how long GitHub asked', async () => {
    const limited = secondary('120');
    const s = setup({ kind: 'create', answers: [limited, 'posted'], budget: { deadline: 60_000 } });
    await expect(s.run()).rejects.toBe(limited);
    expect(s.clock.sleeps).toEqual([]);
    expect(limited.waitRefusedMs).toBe(120_000);
    expect(s.lines).toEqual([]);
  });

  test('a rate limit that fits exactly in the time left is waited out', async () => {
    const s = setup({
      kind: 'create',
      answers: [secondary('60'), 'posted'],
      budget: { deadline: 60_000 },
    });
    await expect(s.run()).resolves.toBe('posted');
    expect(s.clock.sleeps).toEqual([60_000]);
  });

  test('a back-off longer than the time left: no wait, and not reported as a rate limit', async () => {
    const bad = new GitHubCallError(502, 'Bad Gateway');
    const s = setup({ answers: [bad, 'ok'], budget: { deadline: 400 } });
    await expect(s.run()).rejects.toBe(bad);
    expect(s.clock.sleeps).toEqual([]);
    expect(bad.waitRefusedMs).toBeUndefined();
  });

  test('the cancelled run’s short grace: a one-second limit is waited, a minute is not', async () => {
    const clock = new VirtualClock({ start: 1_000_000, wallStart: WALL });
    const quick = setup({
      clock,
      kind: 'edit',
      answers: [secondary('1'), 'edited'],
      budget: { deadline: 1_000_000 + 2_500 },
    });
    await expect(quick.run()).resolves.toBe('edited');
    const slow = setup({
      clock,
      kind: 'edit',
      answers: [secondary(), 'edited'],
      budget: { deadline: clock.now() + 2_500 },
    });
    await expect(slow.run()).rejects.toMatchObject({ waitRefusedMs: 60_000 });
    expect(clock.sleeps).toEqual([1000]);
  });

  test('401, a permission 403 and a 404 are thrown at once', async () => {
    for (const error of [
      new GitHubCallError(401, 'Bad credentials'),
      permission(),
      new GitHubCallError(404, 'Not Found'),
    ]) {
      const s = setup({ kind: 'edit', answers: [error, 'ok'] });
      await expect(s.run()).rejects.toBe(error);
      expect(s.tries).toHaveLength(1);
    }
  });

  test('anything that is not a GitHub failure is thrown as it is', async () => {
    const bug = new TypeError('boom');
    const s = setup({ answers: [bug, 'ok'] });
    await expect(s.run()).rejects.toBe(bug);
    expect(s.tries).toHaveLength(1);
  });

  test('each try’s time limit: the time left, at least 2 s, at most 20 s', async () => {
    const bad = new GitHubCallError(502, 'Bad Gateway');
    const far = setup({ answers: ['ok'] });
    await far.run();
    expect(far.tries[0]?.timeoutMs).toBe(CALL_TIMEOUT_MS);
    expect(CALL_TIMEOUT_MS).toBe(20_000);
    const near = setup({ answers: ['ok'], budget: { deadline: 7_000 } });
    await near.run();
    expect(near.tries[0]?.timeoutMs).toBe(7_000);
    const past = setup({ answers: [bad], budget: { deadline: 500 } });
    await past.run().catch(() => undefined);
    expect(past.tries[0]?.timeoutMs).toBe(MIN_CALL_MS);
    expect(MIN_CALL_MS).toBe(2_000);
    const later = setup({ answers: [bad, 'ok'], budget: { deadline: 10_000 } });
    await later.run();
    expect(later.tries.map((t) => t.timeoutMs)).toEqual([10_000, 9_500]);
  });

  test('a cancelled run: a failure after the signal is not tried again, and a wait ends at the signal', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const bad = new GitHubCallError(502, 'Bad Gateway');
    const s = setup({
      answers: [
        (call: GitHubAttempt) => {
          expect(call.signal).toBe(controller.signal);
          controller.abort(reason);
          return bad;
        },
        'ok',
      ],
      budget: { signal: controller.signal },
    });
    await expect(s.run()).rejects.toBe(bad);
    expect(s.tries).toHaveLength(1);

    const waiting = new AbortController();
    const clock = new VirtualClock({ wallStart: WALL });
    clock.at(10_000, () => waiting.abort(reason));
    const w = setup({
      clock,
      kind: 'create',
      answers: [secondary('60'), 'posted'],
      budget: { signal: waiting.signal },
    });
    await expect(w.run()).rejects.toBe(reason);
    expect(w.tries).toHaveLength(1);
    expect(clock.now()).toBe(10_000);
  });
});

describe('withGitHubRetries when the run is cancelled while the round runs', () => {
  test('a try in flight keeps the grace (the call signal), but stopWaiting ends the wait before the next try', async () => {
    const grace = new AbortController();
    const stop = new AbortController();
    const reason = new Error('cancelled');
    const clock = new VirtualClock({ wallStart: WALL });
    clock.at(3_000, () => stop.abort(reason));
    const s = setup({
      clock,
      kind: 'create',
      answers: [
        (call: GitHubAttempt) => {
          expect(call.signal).toBe(grace.signal);
          return secondary('60');
        },
        'posted',
      ],
      budget: { signal: grace.signal, stopWaiting: stop.signal },
    });
    await expect(s.run()).rejects.toBe(reason);
    expect(s.tries).toHaveLength(1);
    expect(clock.now()).toBe(3_000);
  });

  test('a failure that comes after stopWaiting is not tried again', async () => {
    const stop = new AbortController();
    const bad = new GitHubCallError(502, 'Bad Gateway');
    const s = setup({
      answers: [
        () => {
          stop.abort(new Error('cancelled'));
          return bad;
        },
        'ok',
      ],
      budget: { stopWaiting: stop.signal },
    });
    await expect(s.run()).rejects.toBe(bad);
    expect(s.tries).toHaveLength(1);
    expect(s.tries[0]?.signal).toBeUndefined();
  });
});

describe('githubProblem: one line a person can act on', () => {
  const grant = 'give the job `permissions: issues: write`';

  test('401: the token was refused; check github-token', () => {
    expect(githubProblem(new GitHubCallError(401, 'Bad credentials'), 'comment on #7', grant)).toBe(
      'could not comment on #7: GitHub refused the token (401): check github-token',
    );
  });

  test('403 without a rate limit: the permission to give', () => {
    expect(githubProblem(permission(), 'comment on #7', grant)).toBe(
      'could not comment on #7 (403: Resource not accessible by integration): give the job `permissions: issues: write`',
    );
  });

  test('a rate limit is named as one, never as a permission', () => {
    const refused = secondary('3600');
    refused.waitRefusedMs = 3_600_000;
    expect(githubProblem(refused, 'comment on #7', grant)).toBe(
      "could not comment on #7: GitHub's secondary rate limit asks to wait 1h, longer than the time left",
    );
    const still = primary(5);
    still.attempts = 5;
    expect(githubProblem(still, 'comment on #7', grant)).toBe(
      "could not comment on #7: GitHub's rate limit still there after 5 tries",
    );
  });

  test('anything else: GitHub’s status and message, and the tries when there were several', () => {
    const bad = new GitHubCallError(502, 'Bad Gateway');
    expect(githubProblem(bad, 'comment on #7', grant)).toBe(
      'could not comment on #7 (502: Bad Gateway)',
    );
    bad.attempts = 5;
    expect(githubProblem(bad, 'comment on #7', grant)).toBe(
      'could not comment on #7 (502: Bad Gateway, after 5 tries)',
    );
    expect(githubProblem(new GitHubCallError(undefined, 'read ECONNRESET'), 'x', grant)).toBe(
      'could not x (no answer: read ECONNRESET)',
    );
    expect(githubProblem(new Error('odd'), 'x', grant)).toBe('could not x (odd)');
    expect(githubProblem('odd', 'x', grant)).toBe('could not x (odd)');
  });

  test('the error names itself, for a log that shows its kind', () => {
    expect(new GitHubCallError(502, 'Bad Gateway').name).toBe('GitHubCallError');
  });

  test('isRefusal: the token or a permission, nothing else', () => {
    expect(isRefusal(new GitHubCallError(401, 'Bad credentials'))).toBe(true);
    expect(isRefusal(permission())).toBe(true);
    expect(isRefusal(secondary('1'))).toBe(false);
    expect(isRefusal(primary(1))).toBe(false);
    expect(isRefusal(new GitHubCallError(502, 'Bad Gateway'))).toBe(false);
    expect(isRefusal(new Error('403'))).toBe(false);
  });
});
