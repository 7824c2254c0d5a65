// Working with the service for a round (src/job/work.ts): the retry line names the request that
// failed, and the status the round's choice of job reads. The real client against the emulator, a
// node:http server in this process, with retries in virtual time.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../__fixtures__/settings.js';
import { clientOf as emulatorClient } from '../../../__fixtures__/service-client.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../../../emulator/index.js';
import { ServiceError } from '../../../src/common/errors.js';
import { createRedactor } from '../../../src/common/redact.js';
import { ProgressLog } from '../../../src/job/progress-log.js';
import {
  jobAtService,
  startOrFindJob,
  statusAtService,
  waitUntilDone,
  type JobWork,
} from '../../../src/job/at-service.js';
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

describe('waitUntilDone: the wait a round starts', () => {
  test('after a follow-up, a terminal record from before the message is polled before it is taken', async () => {
    // A follow-up's stale terminal answer is not the result at once: three polls and ten seconds first.
    const jobId = emu.seedJob({ polls: ['completed'] });
    const s = settings();
    const lines: string[] = [];
    const w = work(s, lines);
    const record = await w.client.getJob(jobId, { signal: new AbortController().signal });
    const plan: JobPlan = { kind: 'follow-up', jobId, ask: { source: 'prompt', prompt: 'x' } };
    const seen: string[] = [];
    const result = await waitUntilDone(plan, s, { jobId, record }, w, (r) => seen.push(r.status));
    expect(result).toMatchObject({ timedOut: false, polls: 3, record: { status: 'completed' } });
    expect(seen).toEqual(['completed', 'completed', 'completed']);
    // The look-up that gave the record, then the three polls.
    expect(emu.count('GET')).toBe(4);
    expect(w.clock.now() - w.startedAt).toBe(15_000);
    expect(lines.at(-1)).toBe(
      `Job ${jobId} still shows status completed from before the message and never became active again; taking it as the result`,
    );
  });

  test('an outage is declared after ten max-poll-intervals of failed checks when that is under five minutes', async () => {
    // outage after min(5m, 10 × max-poll-interval): 100s of failures with max-poll-interval 10s.
    const jobId = emu.seedJob();
    const s = settingsFrom({
      ...serviceInputs(emu),
      prompt: 'Document the flag',
      'poll-interval': '5s',
      'max-poll-interval': '10s',
    });
    const lines: string[] = [];
    const w = work(s, lines);
    const record = await w.client.getJob(jobId, { signal: new AbortController().signal });
    emu.injectFault({ method: 'GET', status: 503, times: Number.POSITIVE_INFINITY });
    const plan: JobPlan = { kind: 'watch', jobId };
    const error = await waitUntilDone(plan, s, { jobId, record }, w, () => undefined).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    // First failure at 5s, retries 5s then 10s apart (random 1): the 12th, at 110s, is 105s after it.
    expect((error as Error).message).toBe(
      `the service has failed every status check for 1m 45s (12 in a row, last: HTTP 503: Service Unavailable); job ${jobId} may still be running: run again later with job-id: ${jobId} to resume`,
    );
    expect(w.clock.now() - w.startedAt).toBe(110_000);
    // The look-up that gave the record, then the twelve failed checks.
    expect(emu.count('GET')).toBe(13);
  });
});

const DOCS_PR = 'https://github.com/acme/docs/pull/7';

describe('jobAtService: a job as the service has it now', () => {
  const open = () => new AbortController().signal;

  test('known: its status and pull request', async () => {
    const active = emu.seedJob();
    const done = emu.seedJob({ polls: [{ status: 'completed', prLink: DOCS_PR }] });
    expect(await jobAtService(emulatorClient(emu), open())(active)).toEqual({
      status: 'active',
      prLink: undefined,
    });
    expect(await jobAtService(emulatorClient(emu), open())(done)).toEqual({
      status: 'completed',
      prLink: DOCS_PR,
    });
  });

  test("no longer known (404): 'gone'; not readable (500): undefined", async () => {
    expect(await jobAtService(emulatorClient(emu), open())('job_unknown')).toBe('gone');
    const jobId = emu.seedJob();
    emu.injectFault({ method: 'GET', status: 500 });
    expect(await jobAtService(emulatorClient(emu), open())(jobId)).toBeUndefined();
  });
});
