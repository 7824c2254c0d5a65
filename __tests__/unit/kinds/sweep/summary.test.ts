import { describe, expect, test } from '@jest/globals';
import { render } from '../../../../__fixtures__/github-render.js';
import { sweepSummary, type SweepRow } from '../../../../src/kinds/sweep/summary.js';

const plain = (text: string) => text;
const url = (n: number) => `https://github.com/acme/docs/issues/${n}`;

function cells(markdown: string): string[][] {
  return render(markdown)
    .root.querySelectorAll('tbody tr')
    .map((tr) => tr.querySelectorAll('td').map((td) => td.textContent.trim()));
}

describe('the job summary of a sweep', () => {
  test('nothing labelled: says so, without a table', () => {
    const markdown = sweepSummary([], 'agent working', plain, url);
    const rendered = render(markdown);
    expect(rendered.root.querySelector('h3')?.textContent).toBe(
      '🧹 Sweep: nothing labelled agent working',
    );
    expect(rendered.text).toContain('No issue or pull request has the label.');
    expect(rendered.tags).not.toContain('table');
  });

  test('a row per issue, linked, with the job and what the sweep did; the heading counts the rounds finished', () => {
    const rows: SweepRow[] = [
      { issue: 1, did: 'finished', jobId: 'job_1', heading: '✅ Pull request ready' },
      { issue: 2, did: 'left', jobId: 'job_2' },
      { issue: 3, did: 'still-running', jobId: 'job_3' },
      { issue: 4, did: 'gone', jobId: 'job_4' },
      { issue: 5, did: 'taken', jobId: 'job_5' },
      { issue: 6, did: 'tidied', jobId: 'job_6' },
      { issue: 7, did: 'other-project', jobId: 'job_7' },
      { issue: 8, did: 'no-round' },
      { issue: 9, did: 'failed', problem: 'GitHub answered 500 | twice\non GET' },
      { issue: 10, did: 'not-reached' },
    ];
    const markdown = sweepSummary(rows, 'agent-working', plain, url);
    const rendered = render(markdown);
    expect(rendered.root.querySelector('h3')?.textContent).toBe(
      '🧹 Sweep: 3 of 10 round(s) finished',
    );
    expect(rendered.text).toContain('Issues and pull requests labelled agent-working:');
    expect(cells(markdown)).toEqual([
      ['#1', 'job_1', 'Posted the result: ✅ Pull request ready'],
      ['#2', 'job_2', 'Still working: left as it is'],
      ['#3', 'job_3', 'Posted the result: still running after give-up-after'],
      ['#4', 'job_4', 'Posted the result: the service no longer has the job'],
      ['#5', 'job_5', 'Another sweep posted the result'],
      ['#6', 'job_6', 'Already answered: removed the label'],
      ['#7', 'job_7', 'A round of another project: left as it is'],
      ['#8', '', 'No round of this action waits here: left as it is'],
      ['#9', '', 'Failed, tried again by the next sweep: GitHub answered 500 | twice on GET'],
      ['#10', '', 'Not reached in this sweep’s time: the next sweep takes it'],
    ]);
    expect(rendered.links.map((l) => l.href)).toEqual(rows.map((r) => url(r.issue)));
  });

  test('without the issue pages: the numbers alone; a failure and a job id redacted', () => {
    const redact = (text: string) => text.replace('secret', '***');
    const markdown = sweepSummary(
      [{ issue: 3, did: 'failed', jobId: 'job_secret', problem: 'token secret refused' }],
      'agent-working',
      redact,
    );
    expect(cells(markdown)).toEqual([
      ['#3', 'job_***', 'Failed, tried again by the next sweep: token *** refused'],
    ]);
    expect(render(markdown).links).toEqual([]);
    expect(markdown).not.toContain('secret');
  });

  test('a failure that lost the working label says no sweep will find it again', () => {
    const markdown = sweepSummary(
      [{ issue: 4, did: 'failed', unlabelled: true, problem: 'GitHub refused' }],
      'agent-working',
      plain,
    );
    expect(cells(markdown)).toEqual([
      ['#4', '', 'Failed, and no sweep will find it again: GitHub refused'],
    ]);
  });
});

describe('a line break inside a cell', () => {
  // Each line break in a cell's text becomes a space: the row stays one row, its words still apart.
  test('becomes a space, so the row holds and its words stay apart', () => {
    const markdown = sweepSummary(
      [{ issue: 1, did: 'finished', jobId: 'job_1', heading: 'Pull request ready\nsee\n\nbelow' }],
      'agent-working',
      plain,
    );
    expect(markdown).toBe(
      '### 🧹 Sweep: 1 of 1 round(s) finished\n\n' +
        'Issues and pull requests labelled `agent-working`:\n\n' +
        '| Issue | Job | What the sweep did |\n' +
        '| --- | --- | --- |\n' +
        '| #1 | `job_1` | Posted the result: Pull request ready see  below |\n',
    );
    expect(cells(markdown)).toEqual([
      ['#1', 'job_1', 'Posted the result: Pull request ready see  below'],
    ]);
  });
});
