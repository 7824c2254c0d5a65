import { describe, expect, test } from '@jest/globals';
import { followingOf, notFollowedNotice } from '../../../../src/kinds/automation/following.js';
import { createRedactor } from '../../../../src/common/redact.js';

const KEY = 'mint_0123456789abcdef';
const redact = createRedactor([KEY]);
const run = (fields: { instanceId?: string; jobId?: string }) => ({ ...fields, raw: {} });

describe('which runs are followed', () => {
  test('a job id safe in a path is followed', () => {
    expect(followingOf(run({ instanceId: 'r1', jobId: 'job_1' }))).toEqual({
      kind: 'follow',
      jobId: 'job_1',
    });
  });

  test('no job id, or one that is not safe in a path, is not', () => {
    expect(followingOf(run({ instanceId: 'r1' }))).toEqual({
      kind: 'not-followed',
      reason: 'no-job-id',
    });
    for (const jobId of ['../../v1/x', 'a b', 'job/1', '']) {
      expect(followingOf(run({ jobId }))).toEqual({
        kind: 'not-followed',
        reason: 'unsafe-job-id',
      });
    }
  });
});

describe('the notice of a run not followed', () => {
  test('the get endpoint does not know the job', () => {
    expect(
      notFollowedNotice(run({ instanceId: 'run_7', jobId: 'bg_1' }), 'unknown-job', redact),
    ).toBe(
      "The automation run run_7 is queued, but the service does not let its job bg_1 be followed from here: follow it in the run history on the Automations page of the service's dashboard.",
    );
  });

  test('the workflow does not wait (wait: false)', () => {
    expect(
      notFollowedNotice(run({ instanceId: 'run_7', jobId: 'job_1' }), 'not-waiting', redact),
    ).toBe(
      "The automation run run_7 is queued, but this workflow does not wait for it (wait: false): follow it in the run history on the Automations page of the service's dashboard.",
    );
  });

  test('no job id, no run id', () => {
    expect(notFollowedNotice(run({}), 'no-job-id', redact)).toBe(
      "The automation run is queued, but the service named no job for it: follow it in the run history on the Automations page of the service's dashboard.",
    );
  });

  test('odd ids are quoted, cut and redacted; a line break cannot start a new log line', () => {
    const notice = notFollowedNotice(
      run({ instanceId: `run ${KEY}`, jobId: `x\n::error::${'y'.repeat(80)}` }),
      'unsafe-job-id',
      redact,
    );
    expect(notice).not.toContain(KEY);
    expect(notice).not.toContain('\n');
    expect(notice).toContain("The automation run 'run ***' is queued");
    expect(notice).toMatch(/not safe to use \('x\?::error::y+…'\)/);
  });
});
