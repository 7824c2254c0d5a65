// The check run that shows a pull request's docs job on its head commit (src/report/check-run.ts):
// how it ends for each end of the round, and what it says meanwhile and at the end.
import { describe, expect, test } from '@jest/globals';
import {
  conclusionOf,
  endedOutput,
  recordedEnd,
  runningOutput,
} from '../../../src/report/check-run.js';
import type { RoundEnd } from '../../../src/report/round-view.js';

const DOCS_PR = 'https://github.com/acme/docs/pull/3';
const RUN = 'https://github.com/acme/app/actions/runs/7';
const same = (text: string): string => text;

describe('conclusionOf: how the check ends', () => {
  test.each([
    ['pr', 'success'],
    ['no-pr', 'neutral'],
    ['timeout', 'timed_out'],
    ['cancelled', 'cancelled'],
    ['stopped', 'cancelled'],
    ['failed', 'failure'],
    ['archived', 'failure'],
    ['error', 'failure'],
    ['gone', 'failure'],
  ] as const)('a round that ends %s ends it %s', (end, conclusion) => {
    expect(conclusionOf(end)).toBe(conclusion);
  });

  test.each(['running', 'no-job', 'triggered'] as const)(
    'a round that ends %s leaves it in progress',
    (end) => {
      expect(conclusionOf(end)).toBeUndefined();
    },
  );
});

describe('runningOutput: while the job runs', () => {
  test('names the job and links the workflow run', () => {
    expect(runningOutput('j1', RUN)).toEqual({
      title: 'Documentation being written',
      summary: `The agent is writing the documentation for this change (job \`j1\`). This check ends when it is done: follow it in [the workflow run](${RUN}).`,
    });
  });

  test('no job yet, no link: neither said', () => {
    expect(runningOutput(undefined, undefined).summary).toBe(
      'The agent is writing the documentation for this change. This check ends when it is done.',
    );
    expect(runningOutput('', 'http://example.com/run').summary).toBe(
      'The agent is writing the documentation for this change. This check ends when it is done.',
    );
  });

  test('a link that could end the Markdown early is escaped', () => {
    expect(runningOutput('j1', 'https://example.com/a(b)').summary).toContain(
      '[the workflow run](https://example.com/a%28b%29)',
    );
  });
});

describe('endedOutput: the check’s last word', () => {
  test('a pull request: its address, and the job', () => {
    expect(endedOutput('pr', { jobId: 'j1', prLink: DOCS_PR }, same)).toEqual({
      title: 'Documentation pull request ready',
      summary: `The documentation for this change is in <${DOCS_PR}> (job \`j1\`).`,
    });
  });

  test('a pull request whose address is not https: not shown', () => {
    expect(endedOutput('pr', { prLink: 'javascript:alert(1)' }, same).summary).toBe(
      'The documentation for this change is in a pull request.',
    );
    expect(endedOutput('pr', { jobId: 'j1' }, same).summary).toBe(
      'The documentation for this change is in a pull request (job `j1`).',
    );
  });

  test('nothing to change', () => {
    expect(endedOutput('no-pr', { jobId: 'j1' }, same)).toEqual({
      title: 'No documentation change needed',
      summary: 'The agent found nothing in the documentation to change for this change (job `j1`).',
    });
  });

  test('the wait ran out: the job goes on, and how to check on it', () => {
    expect(endedOutput('timeout', { jobId: 'j1' }, same)).toEqual({
      title: 'Stopped waiting for the documentation',
      summary:
        'The job goes on at the service (job `j1`); the next push, or a comment with the trigger phrase, checks on it again.',
    });
  });

  test.each(['cancelled', 'stopped'] as const)('%s: the job goes on', (end) => {
    expect(endedOutput(end, { jobId: 'j1' }, same)).toEqual({
      title: 'The run was cancelled',
      summary: 'The job goes on at the service (job `j1`); the next push checks on it again.',
    });
  });

  test('a failure: its line, escaped, or how the job ended; and how to try again', () => {
    expect(endedOutput('error', { failure: 'GitHub said *no* @team' }, same)).toEqual({
      title: 'The documentation could not be written',
      summary:
        'GitHub said \\*no\\* @\u200bteam. Push again, or add the label again, to try again.',
    });
    expect(endedOutput('failed', { jobId: 'j1', prLink: DOCS_PR }, same)).toEqual({
      title: 'The documentation could not be written',
      summary:
        'The job ended as failed (job `j1`). Push again, or add the label again, to try again.',
    });
    expect(endedOutput('gone', { jobId: 'j1', failure: '' }, same).summary).toBe(
      'The job ended as gone (job `j1`). Push again, or add the label again, to try again.',
    );
  });

  test('each fact is redacted before it is escaped: a secret with Markdown in it is still found', () => {
    const secret = 'k_e*y';
    const redact = (text: string): string => text.replaceAll(secret, '***');
    const failed = endedOutput('error', { failure: `the service said ${secret}` }, redact);
    expect(failed.summary).toBe(
      'the service said \\*\\*\\*. Push again, or add the label again, to try again.',
    );
    const done = endedOutput('pr', { jobId: secret, prLink: `${DOCS_PR}?${secret}` }, redact);
    expect(done.summary).toBe(
      `The documentation for this change is in <${DOCS_PR}>?\\*\\*\\* (job \`***\`).`,
    );
  });
});

describe('recordedEnd: the state the thread recorded, for a push that changed nothing', () => {
  test.each([
    ['completed', 'acme:docs:1', 'pr'],
    ['completed', undefined, 'no-pr'],
    ['completed', '', 'no-pr'],
    ['failed', undefined, 'failed'],
    ['archived', undefined, 'archived'],
  ] as const)('%s (docs-pr %s): %s', (status, docsPr, end: RoundEnd) => {
    expect(recordedEnd(status, docsPr)).toBe(end);
  });

  test.each([
    'active',
    'running',
    'timeout',
    'cancelled',
    'stopped',
    'error',
    'gone',
    'unknown',
    '',
  ])('%s: the job may run on (the service is asked)', (status) => {
    expect(recordedEnd(status, 'acme:docs:1')).toBeUndefined();
  });
});
