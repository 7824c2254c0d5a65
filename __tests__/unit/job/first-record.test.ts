// The first record of a run (src/job/first-record.ts): the real client against the emulator, a node:http
// server in this process, with retries in virtual time.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../__fixtures__/settings.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../../../emulator/index.js';
import { ServiceError, UserError } from '../../../src/common/errors.js';
import { type Settings } from '../../../src/settings/types.js';
import type { JobPlan } from '../../../src/round/plan.js';
import { createRedactor } from '../../../src/common/redact.js';
import { AgentJobClient, type CallOptions } from '../../../src/service/client.js';
import type { RequestFailure } from '../../../src/service/failure.js';
import type { JobRecord } from '../../../src/service/record.js';
import { checkJobId, startJob, type StartDeps } from '../../../src/job/first-record.js';

// Not 0: a mutant that adds a start time instead of subtracting it must show.
const START = 1_000_000;

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1', jobDurationMs: 60_000 });
});

afterEach(async () => {
  await emu.close();
});

function settings(values: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    'poll-interval': '5s',
    'max-poll-interval': '30s',
    ...values,
  };
  return settingsFrom(all);
}

/** The settings' own plan: what a round without a thread does. */
function planOf(s: Settings): JobPlan {
  const { asked } = s;
  if (
    asked.kind === 'skip' ||
    asked.kind === 'check-thread' ||
    asked.kind === 'digest' ||
    asked.kind === 'automation' ||
    asked.kind === 'sweep' ||
    asked.kind === 'pull-request' ||
    asked.kind === 'push'
  )
    throw new Error(`no job: ${asked.kind}`);
  return asked;
}

/** The real client, noting the time limit each call was given. */
class NotingClient extends AgentJobClient {
  readonly limits: (number | undefined)[] = [];
  override createJob(prompt: string, call: CallOptions) {
    this.limits.push(call.timeoutMs);
    return super.createJob(prompt, call);
  }
  override sendMessage(jobId: string, prompt: string, call: CallOptions) {
    this.limits.push(call.timeoutMs);
    return super.sendMessage(jobId, prompt, call);
  }
  override getJob(jobId: string, call: CallOptions) {
    this.limits.push(call.timeoutMs);
    return super.getJob(jobId, call);
  }
}

interface Setup {
  client: NotingClient;
  deps: StartDeps;
  clock: VirtualClock;
  retries: { failure: RequestFailure; delayMs: number; attempt: number }[];
}

function setup(s: Settings, overrides: Partial<StartDeps> = {}, requestTimeoutMs = 10_000): Setup {
  const clock = new VirtualClock({ start: START });
  const retries: Setup['retries'] = [];
  const client = new NotingClient({
    baseUrl: s.baseUrl,
    projectId: s.projectId,
    apiKey: s.apiKey,
    userAgent: 'agent-job-action/test',
    requestTimeoutMs,
    redact: createRedactor([s.apiKey]),
  });
  const deps: StartDeps = {
    client,
    clock,
    // The top of the jitter: each wait is the whole back-off ceiling.
    random: () => 1,
    signal: new AbortController().signal,
    requestSignal: new AbortController().signal,
    deadline: START + 30 * 60_000,
    onRetry: (failure, delayMs, attempt) => retries.push({ failure, delayMs, attempt }),
    ...overrides,
  };
  return { client, deps, clock, retries };
}

/** The error startJob rejects with; fails the test when it resolves. */
async function rejection(promise: Promise<JobRecord>): Promise<Error> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(Error);
  return caught as Error;
}

const posts = () => emu.count('POST');
const gets = () => emu.count('GET');

describe('create', () => {
  test('creates the job with the prompt and returns its record', async () => {
    const s = settings({ prompt: 'Document the flag' });
    const record = await startJob(planOf(s), s, 'Document the flag, composed', setup(s).deps);
    expect(emu.jobIds()).toEqual([record.id]);
    expect(emu.prompts(record.id)).toEqual(['Document the flag, composed']);
    expect(record.status).toBe('active');
  });

  test('503 on every attempt: five tries with growing waits, then "try again later", no duplicate warning', async () => {
    const s = settings({ prompt: 'x' });
    const { deps, clock, retries } = setup(s);
    emu.injectFault({ method: 'POST', status: 503, times: 10 });
    const error = await rejection(startJob(planOf(s), s, 'x', deps));
    expect(error).toBeInstanceOf(ServiceError);
    // 503 means the service did not act on the request: nothing to check in the dashboard.
    expect(error.message).toBe(
      'the service failed (HTTP 503) while creating the job after 5 attempts (the service said: Service Unavailable); try again later',
    );
    expect(error.message).not.toMatch(/may or may not/);
    expect(posts()).toBe(5);
    expect(emu.jobIds()).toEqual([]);
    // poll-interval and max-poll-interval are the back-off's base and cap.
    expect(clock.sleeps).toEqual([5_000, 10_000, 20_000, 30_000]);
    expect(retries.map((r) => [r.failure.detail.status, r.delayMs, r.attempt])).toEqual([
      [503, 5_000, 1],
      [503, 10_000, 2],
      [503, 20_000, 3],
      [503, 30_000, 4],
    ]);
  });

  test('503, then the job: created once', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 503, times: 2 });
    const record = await startJob(planOf(s), s, 'x', setup(s).deps);
    expect(emu.jobIds()).toEqual([record.id]);
    expect(posts()).toBe(3);
  });

  test.each([500, 502, 504])(
    '%i: not repeated, and the user is told to check for a duplicate',
    async (status) => {
      const s = settings({ prompt: 'x' });
      emu.injectFault({ method: 'POST', status });
      const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
      expect(error).toBeInstanceOf(ServiceError);
      expect(error.message).toMatch(
        new RegExp(
          `^the service failed \\(HTTP ${status}\\) while creating the job \\(the service said: [^)]+\\); try again later; the job may or may not have been created: check the dashboard before running again, so that it is not started twice$`,
        ),
      );
      expect(posts()).toBe(1);
    },
  );

  test('a connection broken after sending: may have been created', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', action: 'reset' });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error.message).toBe(
      'the connection to the service broke while creating the job (ECONNRESET); try again later; the job may or may not have been created: check the dashboard before running again, so that it is not started twice',
    );
    expect(posts()).toBe(1);
  });

  test('an unreadable answer: may have been created', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 201, body: 'created' });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error.message).toMatch(
      /not a readable job record \(HTTP 201\); try again later; the job may or may not have been created/,
    );
  });

  test.each([
    [400, UserError, /^the service refused the request \(400\) while creating the job/],
    [401, UserError, /^authentication failed \(401\) while creating the job/],
    [429, ServiceError, /^rate limited \(429\) while creating the job after 5 attempts/],
  ])('%i: the service did not act, no duplicate warning', async (status, kind, message) => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', status, times: 5 });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error).toBeInstanceOf(kind);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/may or may not/);
  });

  test('a redirect: no duplicate warning', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 302, body: '', headers: { Location: '/v3/' } });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error.message).not.toMatch(/may or may not/);
  });

  test('connection refused on every attempt: never sent, so retried and no duplicate warning', async () => {
    const s = settings({ prompt: 'x' });
    const { deps } = setup(s);
    await emu.close();
    const error = await rejection(startJob(planOf(s), s, 'x', deps));
    expect(error.message).toBe(
      "could not reach the service while creating the job after 5 attempts (ECONNREFUSED); check base-url and the runner's network",
    );
    emu = await startEmulator();
  });

  test('no answer in time: may have been created', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', action: 'hang' });
    // The request time limit runs on the real clock: 2 s lets the request reach this process's
    // emulator on a busy machine before the limit cuts it (50 ms did not).
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s, {}, 2000).deps));
    expect(error.message).toBe(
      'the service did not answer in time while creating the job; try again later; the job may or may not have been created: check the dashboard before running again, so that it is not started twice',
    );
    expect(posts()).toBe(1);
  });

  test('each attempt may take the time left before the deadline, never under 2 s', async () => {
    const s = settings({ prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 503 });
    const { client, deps } = setup(s, { deadline: START + 60_000 });
    await startJob(planOf(s), s, 'x', deps);
    // The first at START, the second after a 5 s wait.
    expect(client.limits).toEqual([60_000, 55_000]);
    const late = setup(s, { deadline: START - 1_000 });
    await startJob(planOf(s), s, 'x', late.deps);
    expect(late.client.limits).toEqual([2_000]);
  });

  test('the request uses the request signal, which lags the cancellation', async () => {
    const s = settings({ prompt: 'x' });
    const cancelled = new AbortController();
    cancelled.abort(new Error('cancelled'));
    const record = await startJob(planOf(s), s, 'x', setup(s, { signal: cancelled.signal }).deps);
    expect(emu.jobIds()).toEqual([record.id]);
  });

  test('an aborted request signal stops the create with its reason', async () => {
    const s = settings({ prompt: 'x' });
    const stop = new AbortController();
    const reason = new Error('stopped');
    stop.abort(reason);
    await expect(
      startJob(planOf(s), s, 'x', setup(s, { requestSignal: stop.signal }).deps),
    ).rejects.toBe(reason);
  });
});

describe('follow-up', () => {
  test('sends the message to the job', async () => {
    const id = emu.seedJob({ activeForMs: 0 });
    const s = settings({ 'job-id': id, prompt: 'Also the FAQ' });
    expect(s.asked.kind).toBe('follow-up');
    const record = await startJob(planOf(s), s, 'Also the FAQ', setup(s).deps);
    expect(record.id).toBe(id);
    expect(emu.prompts(id).at(-1)).toBe('Also the FAQ');
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v2/agent/proj_1/job/${id}/message`,
    ]);
  });

  test('a 500 names the job the message may have reached', async () => {
    const id = emu.seedJob();
    const s = settings({ 'job-id': id, prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 500 });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error.message).toMatch(
      new RegExp(
        `^the service failed \\(HTTP 500\\) while sending the follow-up message .*; try again later; the message may or may not have reached job ${id}: check the job before sending it again$`,
      ),
    );
  });

  test('a 404 names the job and the project', async () => {
    const s = settings({ 'job-id': 'job_missing', prompt: 'x' });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(
      /^not found \(404\) while sending the follow-up message: job 'job_missing' does not exist in project 'proj_1'/,
    );
  });

  test('503 on every attempt: no warning about the message', async () => {
    const id = emu.seedJob();
    const s = settings({ 'job-id': id, prompt: 'x' });
    emu.injectFault({ method: 'POST', status: 503, times: 5 });
    const error = await rejection(startJob(planOf(s), s, 'x', setup(s).deps));
    expect(error.message).toMatch(
      /^the service failed \(HTTP 503\) while sending the follow-up message after 5 attempts/,
    );
    expect(error.message).not.toMatch(/may or may not/);
  });
});

describe('watch', () => {
  test('reads the job as it stands', async () => {
    const id = emu.seedJob({ polls: ['completed'] });
    const s = settings({ 'job-id': id });
    expect(s.asked.kind).toBe('watch');
    const record = await startJob(planOf(s), s, '', setup(s).deps);
    expect(record).toMatchObject({ id, status: 'completed' });
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/agent/proj_1/job/${id}`,
    ]);
  });

  test('a failing read is tried ten times, with back-off, then "try again later"', async () => {
    const id = emu.seedJob();
    const s = settings({ 'job-id': id });
    const { deps, clock } = setup(s);
    emu.injectFault({ method: 'GET', status: 500, times: 20 });
    const error = await rejection(startJob(planOf(s), s, '', deps));
    expect(error.message).toBe(
      'the service failed (HTTP 500) while checking the job after 10 attempts (the service said: Internal Server Error); try again later',
    );
    expect(gets()).toBe(10);
    expect(clock.sleeps).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  test('a read is aborted by the run’s signal', async () => {
    const id = emu.seedJob();
    const s = settings({ 'job-id': id });
    const stop = new AbortController();
    const reason = new Error('cancelled');
    stop.abort(reason);
    await expect(startJob(planOf(s), s, '', setup(s, { signal: stop.signal }).deps)).rejects.toBe(
      reason,
    );
  });

  test('a missing job names it', async () => {
    const s = settings({ 'job-id': 'job_gone' });
    const error = await rejection(startJob(planOf(s), s, '', setup(s).deps));
    expect(error.message).toMatch(/^not found \(404\) while checking the job: job 'job_gone'/);
    expect(gets()).toBe(1);
  });

  test('a read that does not answer in time is tried again; the time limits follow the deadline', async () => {
    const id = emu.seedJob({ polls: ['completed'] });
    const s = settings({ 'job-id': id });
    emu.injectFault({ method: 'GET', action: 'hang' });
    // A real second of patience per request: the hung read costs it, and the second read, which the
    // emulator answers, has room to do so on a loaded machine (50 ms did not, under CI-like load).
    const { client, deps } = setup(s, { deadline: START + 60_000 }, 1_000);
    await expect(startJob(planOf(s), s, '', deps)).resolves.toMatchObject({
      id,
      status: 'completed',
    });
    expect(client.limits).toEqual([60_000, 55_000]);
    expect(gets()).toBe(2);
  });

  test('a read after the deadline still gets 2 s, and one failure ends it', async () => {
    const id = emu.seedJob();
    const s = settings({ 'job-id': id });
    emu.injectFault({ method: 'GET', status: 500 });
    const { client, deps } = setup(s, { deadline: START });
    const error = await rejection(startJob(planOf(s), s, '', deps));
    expect(error.message).toBe(
      'the service failed (HTTP 500) while checking the job (the service said: Internal Server Error); try again later',
    );
    expect(client.limits).toEqual([2_000]);
  });
});

describe('checkJobId', () => {
  const redact = createRedactor(['sk_live_0123456789']);
  const record = (id: string): JobRecord => ({ id, status: 'active' }) as JobRecord;

  test('a safe id is returned as it is', () => {
    expect(checkJobId(record('job_01HX-abc'), redact)).toBe('job_01HX-abc');
  });

  test('an unsafe id stops the run before it enters a path, quoted and redacted', () => {
    expect(() => checkJobId(record('../sk_live_0123456789'), redact)).toThrow(ServiceError);
    expect(() => checkJobId(record('../sk_live_0123456789'), redact)).toThrow(
      /^the service returned a job id that is not safe to use in a request \(.*\*\*\*.*\); stopped without polling: check the job in the dashboard$/,
    );
  });
});

describe('the word that each attempt’s request is out (onRequestOut)', () => {
  test.each([
    ['a create', () => ({ prompt: 'x' })],
    ['a follow-up', () => ({ 'job-id': emu.seedJob({ activeForMs: 0 }), prompt: 'x' })],
    ['a watch', () => ({ 'job-id': emu.seedJob({ polls: ['completed'] }) })],
  ])('%s tells it for each attempt: when written, and when ended', async (_kind, inputs) => {
    const s = settings(inputs());
    emu.injectFault({ status: 503 });
    let told = 0;
    const { deps } = setup(s, { onRequestOut: () => (told += 1) });
    await startJob(planOf(s), s, 'x', deps);
    expect(emu.requests).toHaveLength(2);
    expect(told).toBe(4);
  });
});
