import { describe, expect, test } from '@jest/globals';
import { jobRecord } from '../../../__fixtures__/jobs.js';
import type { FailOn } from '../../../src/settings/types.js';
import {
  describeOutcome,
  describeStopped,
  failureFor,
  outcomeOf,
  type Outcome,
} from '../../../src/report/outcome.js';

describe('outcomeOf', () => {
  test.each([
    [{ status: 'completed', prLink: 'https://github.com/o/r/pull/1' }, false, 'pr'],
    [{ status: 'completed' }, false, 'no-pr'],
    [{ status: 'completed', prLink: '' }, false, 'no-pr'],
    [{ status: 'completed', prLink: null }, false, 'no-pr'],
    [{ status: 'failed' }, false, 'failed'],
    [{ status: 'archived' }, false, 'archived'],
    [{ status: 'active' }, false, 'running'],
    [{ status: 'queued' }, false, 'running'],
    [{ status: 'active' }, true, 'timeout'],
    [{ status: 'queued' }, true, 'timeout'],
  ])('%j, timedOut %s → %s', (fields, timedOut, outcome) => {
    expect(outcomeOf(jobRecord(fields), timedOut)).toBe(outcome);
  });
});

describe('describeOutcome', () => {
  const outcomes: Outcome[] = ['pr', 'no-pr', 'failed', 'archived', 'timeout', 'running'];

  test.each(outcomes)('%s: one sentence naming the job', (outcome) => {
    const text = describeOutcome(outcome, 'job_77', 90_000);
    expect(text).toContain('job_77');
    expect(text).not.toContain('\n');
  });

  test('a time-out says how long was waited and how to resume', () => {
    const text = describeOutcome('timeout', 'job_77', 30 * 60_000);
    expect(text).toContain('30m');
    expect(text).toContain('job-id: job_77');
  });

  test('running says how to wait for it', () => {
    expect(describeOutcome('running', 'job_77', 0)).toContain('job-id: job_77');
  });
});

describe('failureFor', () => {
  const listed: FailOn[] = ['failed', 'archived', 'timeout', 'no-pr'];

  test.each(listed)('%s: one line naming the job and the fail-on entry', (outcome) => {
    const text = failureFor(outcome, 'job_77', 5_000);
    expect(text).toContain('job_77');
    expect(text).toContain(`fail-on includes '${outcome}'`);
    expect(text).not.toContain('\n');
  });

  test('a time-out says the job goes on and how to resume it', () => {
    const text = failureFor('timeout', 'job_77', 60 * 60_000);
    expect(text).toContain('timed out after 1h');
    expect(text).toContain('raise timeout');
    expect(text).toContain('job-id: job_77');
  });

  test('a failed job says what to do next', () => {
    // After a failure a new job is what helps: `/agent` on the thread starts one too.
    expect(failureFor('failed', 'job_77', 0)).toBe(
      "job job_77 failed at the service; look at the job in the dashboard, then start a new job (fail-on includes 'failed')",
    );
  });
});

describe('describeStopped', () => {
  // The post step's log line when the runner killed the main step: with a job, how to resume it.
  test('a job known: it goes on, and how to resume waiting for it', () => {
    expect(describeStopped('job_77')).toBe(
      'The runner stopped the main step before it could report; job job_77 goes on at the service: run again with job-id: job_77 to resume waiting.',
    );
  });

  // Without a job, a create may have been under way: the dashboard tells.
  test('no job confirmed: the job may or may not exist', () => {
    expect(describeStopped(undefined)).toBe(
      'The runner stopped the main step before the service confirmed a job; if a create was under way the job may or may not exist: check the dashboard before running again.',
    );
  });
});
