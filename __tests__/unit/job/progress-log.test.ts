// The progress log (src/job/progress-log.ts): each line a person reads while a round runs, word for
// word, with service text redacted and cut, and the prompt itself kept out.
import { describe, expect, test } from '@jest/globals';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import { createRedactor } from '../../../src/common/redact.js';
import type { MergedPull } from '../../../src/github/merged-pulls.js';
import { ProgressLog } from '../../../src/job/progress-log.js';
import type { JobPlan } from '../../../src/round/plan.js';
import { RequestFailure } from '../../../src/service/failure.js';
import { parseJobRecord, type JobRecord } from '../../../src/service/record.js';
import type { JobInput, Settings } from '../../../src/settings/types.js';

const KEY = 'mint_progress_log_key_0123';
const redact = createRedactor([KEY]);

function settings(values: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    'project-id': 'proj_7',
    'api-key': KEY,
    'base-url': 'http://127.0.0.1:4010/api/v1',
    timeout: '45m',
    prompt: 'Update the quickstart for v2.',
    ...values,
  };
  return settingsFrom(all);
}

function record(status: string, extra: Record<string, unknown> = {}): JobRecord {
  const parsed = parseJobRecord({ id: 'job_42', status, ...extra });
  if (!parsed) throw new Error('not a record');
  return parsed;
}

/** A progress log that keeps what it printed. */
function progressLog(): { progress: ProgressLog; info: string[]; debug: string[] } {
  const info: string[] = [];
  const debug: string[] = [];
  const progress = new ProgressLog(
    { info: (line) => info.push(line), debug: (line) => debug.push(line) },
    redact,
  );
  return { progress, info, debug };
}

const WHERE = 'project proj_7 at http://127.0.0.1:4010';
const prompted: JobInput = { source: 'prompt', prompt: 'Update the quickstart for v2.' };

function pulls(count: number): MergedPull[] {
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    title: `Change ${i + 1}`,
    body: '',
    url: `https://github.com/acme/app/pull/${i + 1}`,
    author: 'octocat',
    mergedAt: i,
    baseRef: 'main',
  }));
}

describe('starting: what the round is about to do, before any request', () => {
  const cases: Array<[string, JobPlan, string]> = [
    [
      'a new job, with where the prompt came from and its length',
      { kind: 'create', ask: prompted },
      `Creating a job in ${WHERE} (prompt from prompt, 29 characters)`,
    ],
    [
      'a new job from a comment',
      { kind: 'create', ask: { source: 'comment', prompt: 'Fix the links' } },
      `Creating a job in ${WHERE} (prompt from comment, 13 characters)`,
    ],
    [
      'a new job for a merged pull request: no prompt to describe',
      { kind: 'create', ask: { source: 'pull-request', pullRequest: { number: 7 } } },
      `Creating a job in ${WHERE}`,
    ],
    [
      'a digest, counted in words a person reads',
      {
        kind: 'create',
        ask: {
          source: 'digest',
          digest: { from: 0, to: 1, base: 'main', pulls: pulls(1234) },
        },
      },
      `Creating a job in ${WHERE} (a digest of 1,234 merged pull requests)`,
    ],
    [
      'a follow-up message',
      { kind: 'follow-up', jobId: 'job_42', ask: { source: 'issue', prompt: 'Also the FAQ' } },
      `Sending a follow-up message to job job_42 in ${WHERE} (prompt from issue, 12 characters)`,
    ],
    ['looking up a job', { kind: 'watch', jobId: 'job_42' }, `Looking up job job_42 in ${WHERE}`],
  ];

  test.each(cases)('%s', (_name, plan, line) => {
    const { progress, info, debug } = progressLog();
    progress.starting(plan, settings());
    expect(info).toEqual([line]);
    expect(debug).toEqual([]);
  });

  test('the prompt itself never reaches the log', () => {
    const { progress, info } = progressLog();
    progress.starting({ kind: 'create', ask: prompted }, settings());
    expect(info.join('\n')).not.toContain('quickstart');
  });
});

describe('started: the first record, with how long the round will wait', () => {
  const cases: Array<[string, JobPlan, string]> = [
    ['a created job', { kind: 'create', ask: prompted }, 'Created job job_42 (status active)'],
    [
      'a job that took the message',
      { kind: 'follow-up', jobId: 'job_42', ask: prompted },
      'Job job_42 accepted the message (status active)',
    ],
    ['a job looked up', { kind: 'watch', jobId: 'job_42' }, 'Job job_42 is active'],
  ];

  test.each(cases)('%s, waiting', (_name, plan, line) => {
    const { progress, info, debug } = progressLog();
    progress.started(plan, settings(), 'job_42', record('active'));
    expect(info).toEqual([`${line}; waiting up to 45m for it to finish`]);
    expect(debug).toEqual(['job record: {"id":"job_42","status":"active"}']);
  });

  test.each(cases)('%s, with wait off', (_name, plan, line) => {
    const { progress, info } = progressLog();
    progress.started(plan, settings({ wait: 'false' }), 'job_42', record('active'));
    expect(info).toEqual([line]);
  });

  test('a status the service made long is cut after 40 characters, the key redacted first', () => {
    const { progress, info } = progressLog();
    const status = `${KEY}${'x'.repeat(60)}`;
    progress.started(
      { kind: 'watch', jobId: 'job_42' },
      settings({ wait: 'false' }),
      'job_42',
      record(status),
    );
    expect(info).toHaveLength(1);
    expect(info[0]).not.toContain(KEY);
    expect(info[0]).toBe(`Job job_42 is ${redact(status).slice(0, 40)}…`);
  });
});

describe('retrying: a failed request and when it is tried again', () => {
  test('names the attempt that comes next and the delay in words', () => {
    const { progress, info } = progressLog();
    const failure = new RequestFailure('http', { status: 503, serviceMessage: 'busy' });
    progress.retrying('Creating the job', failure, 90_000, 1);
    expect(info).toEqual([
      'Creating the job failed (HTTP 503: busy); trying again in 1m 30s (attempt 2)',
    ]);
  });

  test('service text in the failure is redacted', () => {
    const { progress, info } = progressLog();
    const failure = new RequestFailure('http', { status: 500, serviceMessage: `bad key ${KEY}` });
    progress.retrying('Sending the message', failure, 2_000, 3);
    expect(info).toEqual([
      `Sending the message failed (HTTP 500: bad key ${redact(KEY)}); trying again in 2s (attempt 4)`,
    ]);
    expect(info[0]).not.toContain(KEY);
  });
});

describe("the waiter's events", () => {
  const events = () => {
    const log = progressLog();
    return { ...log, on: log.progress.waitEvents('job_42') };
  };

  test('a status change', () => {
    const { on, info } = events();
    on.statusChanged(record('completed'), record('active'));
    expect(info).toEqual(['Job job_42: active → completed']);
  });

  test('a heartbeat', () => {
    const { on, info } = events();
    on.heartbeat(125_000, record('active'));
    expect(info).toEqual(['Job job_42 is still active after 2m 5s']);
  });

  test('an unknown status', () => {
    const { on, info } = events();
    on.unknownStatus('paused');
    expect(info).toEqual([
      "The service reported an unknown status 'paused'; treating it as not finished",
    ]);
  });

  test('a failed status check: the count shows from the second in a row', () => {
    const { on, info } = events();
    const failure = new RequestFailure('network', { code: 'ECONNRESET' });
    on.pollFailed(failure, 10_000, 1);
    on.pollFailed(failure, 20_000, 2);
    expect(info).toEqual([
      'Status check failed (network error ECONNRESET); trying again in 10s',
      'Status check failed (network error ECONNRESET); trying again in 20s (2 failures in a row)',
    ]);
  });

  test('a result from before the message, taken as it stands', () => {
    const { on, info } = events();
    on.staleResultAccepted(record('completed'));
    expect(info).toEqual([
      'Job job_42 still shows status completed from before the message and never became active again; taking it as the result',
    ]);
  });
});
