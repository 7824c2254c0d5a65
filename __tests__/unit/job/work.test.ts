// Working with the service for a round (src/job/work.ts): the retry line names the request that
// failed, and the status the round's choice of job reads. The real client against the emulator, a
// node:http server in this process, with retries in virtual time.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../__fixtures__/settings.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../../../emulator/index.js';
import { createRedactor } from '../../../src/common/redact.js';
import { ProgressLog } from '../../../src/job/progress-log.js';
import { startOrFindJob, statusAtService, type JobWork } from '../../../src/job/work.js';
import type { JobPlan } from '../../../src/round/plan.js';
import { AgentJobClient } from '../../../src/service/client.js';
import type { Settings } from '../../../src/settings/types.js';

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1', jobDurationMs: 60_000 });
});

afterEach(async () => {
  await emu.close();
});

function settings(): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    prompt: 'Document the flag',
    'poll-interval': '5s',
    'max-poll-interval': '30s',
  };
  return settingsFrom(all);
}

function clientOf(s: Settings): AgentJobClient {
  return new AgentJobClient({
    baseUrl: s.baseUrl,
    projectId: s.projectId,
    apiKey: s.apiKey,
    userAgent: 'agent-job-action/test',
    requestTimeoutMs: 10_000,
    redact: createRedactor([s.apiKey]),
  });
}

/** What a round works with, printing into `lines`. */
function work(s: Settings, lines: string[]): JobWork {
  const clock = new VirtualClock({ start: 1_000_000 });
  return {
    client: clientOf(s),
    clock,
    random: () => 1,
    cancellation: {
      signal: new AbortController().signal,
      requestSignal: new AbortController().signal,
      dispose: () => undefined,
    },
    progress: new ProgressLog(
      { info: (line) => lines.push(line), debug: () => undefined },
      createRedactor([s.apiKey]),
    ),
    startedAt: clock.now(),
  };
}

describe('startOrFindJob: a failed request is named in the retry line', () => {
  test.each<[string, (jobId: string) => JobPlan, 'POST' | 'GET', string]>([
    [
      'creating',
      () => ({ kind: 'create', ask: { source: 'prompt', prompt: 'x' } }),
      'POST',
      'Creating the job',
    ],
    [
      'a follow-up',
      (jobId) => ({ kind: 'follow-up', jobId, ask: { source: 'prompt', prompt: 'x' } }),
      'POST',
      'Sending the message',
    ],
    ['looking up', (jobId) => ({ kind: 'watch', jobId }), 'GET', 'Looking up the job'],
  ])('%s', async (_name, planFor, method, operation) => {
    const jobId = emu.seedJob();
    const s = settings();
    const lines: string[] = [];
    emu.injectFault({ method, status: 503 });
    const plan = planFor(jobId);
    const record = await startOrFindJob(plan, s, 'x', work(s, lines));
    expect(record.status).toBe('active');
    expect(lines.slice(1)).toEqual([
      `${operation} failed (HTTP 503: Service Unavailable); trying again in 5s (attempt 2)`,
    ]);
  });
});

describe('statusAtService: the status a round chooses its job by', () => {
  test('a job the service knows: its status', async () => {
    const jobId = emu.seedJob();
    const s = settings();
    const status = await statusAtService(clientOf(s), new AbortController().signal)(jobId);
    expect(status).toBe('active');
  });

  test("a job the service no longer knows (404): 'gone'", async () => {
    const s = settings();
    const status = await statusAtService(clientOf(s), new AbortController().signal)('job_unknown');
    expect(status).toBe('gone');
  });

  test('a status that cannot be read (500): undefined, not gone', async () => {
    const jobId = emu.seedJob();
    const s = settings();
    emu.injectFault({ method: 'GET', status: 500 });
    const status = await statusAtService(clientOf(s), new AbortController().signal)(jobId);
    expect(status).toBeUndefined();
  });

  test('a cancelled run: the cancellation goes on, not a status', async () => {
    const jobId = emu.seedJob();
    const s = settings();
    const cancelled = new AbortController();
    const reason = new Error('cancelled');
    cancelled.abort(reason);
    await expect(statusAtService(clientOf(s), cancelled.signal)(jobId)).rejects.toBe(reason);
  });
});
