import { describe, expect, test } from '@jest/globals';
import { jobRecord } from '../../../../__fixtures__/jobs.js';
import {
  decide,
  needsCheck,
  watchForMs,
  WATCH_ON_PULL_REQUEST_MS,
  type JobSeen,
  type WaitingRound,
} from '../../../../src/kinds/sweep/decide.js';

const MINUTE = 60_000;
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const TIMEOUT = 30 * MINUTE;

const round = (startedMinutesAgo: number | undefined, answered = false): WaitingRound => ({
  jobId: 'job_1',
  startedAt: startedMinutesAgo === undefined ? undefined : NOW - startedMinutesAgo * MINUTE,
  answered,
});
const seen = (fields: { status: string; prLink?: string | null }): JobSeen => ({
  kind: 'record',
  record: jobRecord(fields),
});
const PR = 'https://github.com/acme/docs/pull/7';

describe('a round whose job ended is finished with the outcome a waiting round would have', () => {
  test.each([
    [{ status: 'completed', prLink: PR }, 'pr'],
    [{ status: 'completed', prLink: null }, 'no-pr'],
    [{ status: 'failed' }, 'failed'],
    [{ status: 'archived' }, 'archived'],
  ] as const)('%j → %s, with the time since the round started', (fields, end) => {
    expect(decide(round(12), seen(fields), NOW, TIMEOUT)).toEqual({
      kind: 'finish',
      end,
      waitedMs: 12 * MINUTE,
    });
  });

  test('an ended job is finished however old the round is: its result, not "still running"', () => {
    expect(decide(round(600), seen({ status: 'completed', prLink: PR }), NOW, TIMEOUT)).toEqual({
      kind: 'finish',
      end: 'pr',
      waitedMs: 600 * MINUTE,
    });
  });
});

describe('a round whose job is active', () => {
  test('is left alone while younger than timeout, to the millisecond', () => {
    const start = { jobId: 'job_1', startedAt: NOW - TIMEOUT + 1, answered: false };
    expect(decide(start, seen({ status: 'active' }), NOW, TIMEOUT)).toEqual({
      kind: 'leave',
      waitedMs: TIMEOUT - 1,
    });
  });

  test('is answered "still running" once as old as timeout', () => {
    expect(decide(round(30), seen({ status: 'active' }), NOW, TIMEOUT)).toEqual({
      kind: 'still-running',
      end: 'timeout',
      waitedMs: TIMEOUT,
    });
  });

  test('an undocumented status counts as active, not as an end', () => {
    expect(decide(round(1), seen({ status: 'queued' }), NOW, TIMEOUT).kind).toBe('leave');
    expect(decide(round(31), seen({ status: 'queued' }), NOW, TIMEOUT).kind).toBe('still-running');
  });

  test('a round of unknown start, or one started in the future, is never "still running"', () => {
    expect(decide(round(undefined), seen({ status: 'active' }), NOW, 1)).toEqual({
      kind: 'leave',
      waitedMs: 0,
    });
    expect(decide(round(-5), seen({ status: 'active' }), NOW, 1)).toEqual({
      kind: 'leave',
      waitedMs: 0,
    });
  });
});

describe('rounds the service or the thread have answered already', () => {
  test('a job the service no longer knows is answered as such, whatever its age', () => {
    expect(decide(round(3), { kind: 'unknown' }, NOW, TIMEOUT)).toEqual({
      kind: 'unknown-job',
      waitedMs: 3 * MINUTE,
    });
    expect(decide(round(300), { kind: 'unknown' }, NOW, TIMEOUT).kind).toBe('unknown-job');
  });

  test('a round with its result on the thread is only tidied, and its job is not checked', () => {
    const answered = round(5, true);
    expect(needsCheck(answered)).toBe(false);
    expect(needsCheck(round(5))).toBe(true);
    expect(decide(answered, undefined, NOW, TIMEOUT)).toEqual({ kind: 'tidy' });
    expect(decide(answered, { kind: 'unknown' }, NOW, TIMEOUT)).toEqual({ kind: 'tidy' });
    expect(decide(answered, seen({ status: 'active' }), NOW, 1)).toEqual({ kind: 'tidy' });
  });

  test('another project’s round is not checked and not touched, even when the service says 404', () => {
    const other = { ...round(45), otherProject: true };
    expect(needsCheck(other)).toBe(false);
    expect(needsCheck({ ...round(45), otherProject: false })).toBe(true);
    expect(decide(other, { kind: 'unknown' }, NOW, TIMEOUT)).toEqual({ kind: 'other-project' });
    expect(decide(other, seen({ status: 'active' }), NOW, 1)).toEqual({ kind: 'other-project' });
    // Its result already on the thread: only what is left is tidied.
    expect(decide({ ...other, answered: true }, undefined, NOW, TIMEOUT)).toEqual({ kind: 'tidy' });
  });

  test('a round whose job could not be checked is left for the next sweep', () => {
    expect(decide(round(45), undefined, NOW, TIMEOUT)).toEqual({
      kind: 'leave',
      waitedMs: 45 * MINUTE,
    });
  });
});

describe('how long a sweep keeps checking the jobs still at work', () => {
  test.each(['pull_request', 'pull_request_target'])(
    'on %s (the agent’s docs pull request arriving): two minutes',
    (name) => {
      expect(watchForMs(name)).toBe(2 * MINUTE);
      expect(WATCH_ON_PULL_REQUEST_MS).toBe(2 * MINUTE);
    },
  );

  test.each([
    'schedule',
    'workflow_dispatch',
    'push',
    'issues',
    'pull_request_review',
    '',
    undefined,
  ])('on %j: none, each job is checked once', (name) => {
    expect(watchForMs(name)).toBe(0);
  });
});
