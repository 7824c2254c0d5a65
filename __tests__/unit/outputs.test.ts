// The step outputs (src/report/outputs.ts): every output written, each as the contract names it.
import { describe, expect, test } from '@jest/globals';
import { knowsJob, writeOutputs } from '../../src/report/outputs.js';
import type { RunState } from '../../src/report/state.js';
import { parseJobRecord } from '../../src/service/record.js';

function written(state: RunState): Record<string, string> {
  const outputs: Record<string, string> = {};
  writeOutputs(
    { setOutput: (name: string, value: unknown) => (outputs[name] = String(value)) },
    state,
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
});
