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
    expect(endedOutput('pr', 'j1', DOCS_PR, undefined)).toEqual({
      title: 'Documentation pull request ready',
      summary: `The documentation for this change is in <${DOCS_PR}> (job \`j1\`).`,
    });
  });

  test('a pull request whose address is not https: not shown', () => {
    expect(endedOutput('pr', undefined, 'javascript:alert(1)', undefined).summary).toBe(
      'The documentation for this change is in a pull request.',
    );
    expect(endedOutput('pr', 'j1', undefined, undefined).summary).toBe(
      'The documentation for this change is in a pull request (job `j1`).',
    );
  });

  test('nothing to change', () => {
    expect(endedOutput('no-pr', 'j1', undefined, undefined)).toEqual({
      title: 'No documentation change needed',
      summary: 'The agent found nothing in the documentation to change for this change (job `j1`).',
    });
  });

  test('the wait ran out: the job goes on, and how to check on it', () => {
    expect(endedOutput('timeout', 'j1', undefined, undefined)).toEqual({
      title: 'Stopped waiting for the documentation',
      summary:
        'The job goes on at the service (job `j1`); the next push, or a comment with the trigger phrase, checks on it again.',
    });
  });

  test.each(['cancelled', 'stopped'] as const)('%s: the job goes on', (end) => {
    expect(endedOutput(end, 'j1', undefined, undefined)).toEqual({
      title: 'The run was cancelled',
      summary: 'The job goes on at the service (job `j1`); the next push checks on it again.',
    });
  });

  test('a failure: its line, escaped, or how the job ended; and how to try again', () => {
    expect(endedOutput('error', undefined, undefined, 'GitHub said *no* @team')).toEqual({
      title: 'The documentation could not be written',
      summary:
        'GitHub said \\*no\\* @\u200bteam. Push again, or add the label again, to try again.',
    });
    expect(endedOutput('failed', 'j1', DOCS_PR, undefined)).toEqual({
      title: 'The documentation could not be written',
      summary:
        'The job ended as failed (job `j1`). Push again, or add the label again, to try again.',
    });
    expect(endedOutput('gone', 'j1', undefined, '').summary).toBe(
      'The job ended as gone (job `j1`). Push again, or add the label again, to try again.',
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
    ['timeout', 'acme:docs:1', 'timeout'],
  ] as const)('%s (docs-pr %s): %s', (status, docsPr, end: RoundEnd) => {
    expect(recordedEnd(status, docsPr)).toBe(end);
  });

  test.each(['active', 'running', 'error', 'unknown', ''])('%s: the job runs on', (status) => {
    expect(recordedEnd(status, 'acme:docs:1')).toBeUndefined();
  });
});
