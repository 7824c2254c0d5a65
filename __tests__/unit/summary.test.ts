import { describe, expect, test } from '@jest/globals';
import { jobRecord } from '../../__fixtures__/jobs.js';
import { createRedactor } from '../../src/redact.js';
import type { RunState } from '../../src/report/state.js';
import { summaryRows } from '../../src/report/summary.js';

const KEY = 'mint_s3cr3tK3yValue9';
const redact = createRedactor([KEY]);

function state(
  fields: Readonly<Record<string, unknown>> & { status: string },
  more: Partial<RunState> = {},
): RunState {
  return {
    mode: 'create',
    jobId: 'job_1',
    record: jobRecord(fields),
    timedOut: false,
    waitedMs: 95_000,
    commentUrl: '',
    ...more,
  };
}

const row = (rows: [string, string][], name: string) => rows.find(([k]) => k === name)?.[1];

describe('summaryRows', () => {
  test('has the job id, status, PR link, repository, branch, model, time waited and mode', () => {
    const rows = summaryRows(
      state({
        status: 'completed',
        prLink: 'https://github.com/o/r/pull/5',
        source: { repository: 'o/r', ref: 'main' },
        model: 'm-1',
      }),
      redact,
    );
    expect(rows.map(([k]) => k)).toEqual([
      'Job',
      'Status',
      'Pull request',
      'Repository',
      'Branch',
      'Model',
      'Waited',
      'Mode',
    ]);
    expect(row(rows, 'Job')).toBe('job_1');
    expect(row(rows, 'Status')).toBe('completed');
    expect(row(rows, 'Pull request')).toBe(
      '<a href="https://github.com/o/r/pull/5">https://github.com/o/r/pull/5</a>',
    );
    expect(row(rows, 'Repository')).toBe('o/r');
    expect(row(rows, 'Branch')).toBe('main');
    expect(row(rows, 'Model')).toBe('m-1');
    expect(row(rows, 'Waited')).toBe('1m 35s');
    expect(row(rows, 'Mode')).toBe('create');
  });

  test('escapes HTML in every field from the service', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const rows = summaryRows(
      state({
        status: `done${evil}`,
        model: evil,
        source: { repository: evil, ref: `"'><script>` },
      }),
      redact,
    );
    for (const [, value] of rows) {
      expect(value).not.toMatch(/<(img|script)/i);
    }
    expect(row(rows, 'Model')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  test.each([
    'javascript:alert(1)',
    'http://github.com/o/r/pull/5',
    'https://user:pw@github.com/o/r/pull/5',
    'data:text/html,<b>x</b>',
  ])('does not link a prLink that is not a plain https URL (%j)', (prLink) => {
    const value = row(summaryRows(state({ status: 'completed', prLink }), redact), 'Pull request');
    expect(value).not.toContain('<a ');
    expect(value).not.toContain('<b>');
  });

  test('an https link cannot break out of its attribute', () => {
    const value = row(
      summaryRows(
        state({ status: 'completed', prLink: 'https://github.com/o/r/pull/5" onclick="x' }),
        redact,
      ),
      'Pull request',
    );
    expect(value).toMatch(/^<a href="[^"]*">[^<]*<\/a>$/);
  });

  test('never contains the api-key, even when the service echoes it', () => {
    const rows = summaryRows(
      state(
        {
          status: `bad key ${KEY}`,
          prLink: `https://github.com/o/r/pull/5?k=${KEY}`,
          model: KEY.slice('mint_'.length),
          source: { repository: `https://x.example/${encodeURIComponent(KEY)}`, ref: KEY },
        },
        { jobId: 'job_1' },
      ),
      redact,
    );
    const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(KEY.slice('mint_'.length));
    expect(text).toContain('***');
  });

  test('a time-out is shown with the status; missing fields show a dash', () => {
    const rows = summaryRows(
      state({ status: 'active' }, { timedOut: true, mode: 'watch' }),
      redact,
    );
    expect(row(rows, 'Status')).toBe('active (timed out)');
    expect(row(rows, 'Pull request')).toBe('—');
    expect(row(rows, 'Model')).toBe('—');
    expect(row(rows, 'Mode')).toBe('watch');
  });
});
