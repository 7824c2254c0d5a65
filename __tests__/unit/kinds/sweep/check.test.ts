// The sweep's status check of one round's job (src/kinds/sweep/check.ts): the real client against the
// emulator, retries in virtual time, a 404 taken as an answer.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { clientOf } from '../../../../__fixtures__/service-client.js';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { startEmulator, timeline, type Emulator } from '../../../../emulator/index.js';
import { ServiceError, UserError } from '../../../../src/common/errors.js';
import { createRedactor } from '../../../../src/common/redact.js';
import {
  AgentJobClient,
  type CallOptions,
  type ClientOptions,
} from '../../../../src/service/client.js';
import type { RequestFailure } from '../../../../src/service/failure.js';
import { checkJob, type CheckDeps } from '../../../../src/kinds/sweep/check.js';

// Not 0: a mutant that adds the clock's time instead of subtracting it must show.
const START = 1_000_000;
const PR = 'https://github.com/acme/docs/pull/7';

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1' });
});

afterEach(async () => {
  await emu.close();
});

const settings = () => ({
  projectId: emu.projectId,
  pollIntervalMs: 5_000,
  maxPollIntervalMs: 30_000,
});

/** What clientOf gives the client. */
const optionsOf = (e: Emulator): ClientOptions => ({
  baseUrl: new URL(`${e.url}/`),
  projectId: e.projectId,
  apiKey: e.apiKey,
  userAgent: 'agent-job-action/test',
  requestTimeoutMs: 10_000,
  redact: createRedactor([e.apiKey]),
});

/** The real client, noting each status check's time limit and signal. */
class NotingClient extends AgentJobClient {
  readonly calls: CallOptions[] = [];
  override getJob(jobId: string, call: CallOptions) {
    this.calls.push(call);
    return super.getJob(jobId, call);
  }
}

function deps(clock: VirtualClock, deadline: number) {
  const retries: Array<[number, number, number | undefined]> = [];
  const signal = new AbortController().signal;
  const checkDeps: CheckDeps = {
    clock,
    random: () => 0.5,
    signal,
    deadline,
    onRetry: (failure: RequestFailure, delayMs, attempt) =>
      retries.push([attempt, delayMs, failure.detail.status]),
  };
  return { checkDeps, retries, signal };
}

const GET = /^\/v2\/agent\/[^/]+\/job\/[^/]+$/;

describe('checkJob', () => {
  test("an ended job: its record, from one GET, with the check's own time limit and the sweep's signal", async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const clock = new VirtualClock({ start: START });
    const client = new NotingClient(optionsOf(emu));
    const { checkDeps, retries, signal } = deps(clock, START + 3_600_000);

    const seen = await checkJob(client, jobId, settings(), checkDeps);

    expect(seen.kind).toBe('record');
    expect(seen.kind === 'record' && seen.record.id).toBe(jobId);
    expect(seen.kind === 'record' && seen.record.status).toBe('completed');
    expect(seen.kind === 'record' && seen.record.prLink).toBe(PR);
    expect(emu.count('GET', GET)).toBe(1);
    expect(client.calls).toEqual([{ signal, timeoutMs: 30_000 }]);
    expect(client.calls[0]?.signal).toBe(signal);
    expect(retries).toEqual([]);
  });

  test('a deadline nearer than 30 s: the time left is the limit; a deadline passed: 2 s all the same', async () => {
    const jobId = emu.seedJob(timeline({ activeForMs: 3_600_000 }, 'pr', PR));
    const clock = new VirtualClock({ start: START });
    const client = new NotingClient(optionsOf(emu));

    const near = await checkJob(client, jobId, settings(), deps(clock, START + 12_345).checkDeps);
    await checkJob(client, jobId, settings(), deps(clock, START + 2_500).checkDeps);
    await checkJob(client, jobId, settings(), deps(clock, START + 1_999).checkDeps);
    await checkJob(client, jobId, settings(), deps(clock, START - 60_000).checkDeps);

    expect(near.kind === 'record' && near.record.status).toBe('active');
    expect(client.calls.map((c) => c.timeoutMs)).toEqual([12_345, 2_500, 2_000, 2_000]);
  });

  test('404: the service no longer knows the job, an answer at the first GET', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    emu.forgetJob(jobId);
    const clock = new VirtualClock({ start: START });
    const { checkDeps, retries } = deps(clock, START + 3_600_000);

    const seen = await checkJob(clientOf(emu), jobId, settings(), checkDeps);

    expect(seen).toEqual({ kind: 'unknown' });
    expect(emu.count('GET', GET)).toBe(1);
    expect(retries).toEqual([]);
    expect(clock.sleeps).toEqual([]);
  });

  test('5xx is checked again, with the poll interval as back-off, then the record', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'no-pr'));
    emu.injectFault({ method: 'GET', path: GET, status: 503, times: 2 });
    const clock = new VirtualClock({ start: START });
    const { checkDeps, retries } = deps(clock, START + 3_600_000);

    const seen = await checkJob(clientOf(emu), jobId, settings(), checkDeps);

    expect(seen.kind === 'record' && seen.record.status).toBe('completed');
    expect(emu.count('GET', GET)).toBe(3);
    expect(retries.map(([attempt, , status]) => [attempt, status])).toEqual([
      [1, 503],
      [2, 503],
    ]);
    expect(clock.sleeps).toEqual(retries.map(([, delayMs]) => delayMs));
    expect(clock.sleeps.every((ms) => ms >= 2_500 && ms <= 30_000)).toBe(true);
  });

  test('5xx every time: five GETs, then the failure with their count', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    emu.injectFault({ method: 'GET', path: GET, status: 500, times: 10 });
    const clock = new VirtualClock({ start: START });
    const { checkDeps, retries } = deps(clock, START + 3_600_000);

    const caught = await checkJob(clientOf(emu), jobId, settings(), checkDeps).catch(
      (error: unknown) => error,
    );

    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as Error).message).toBe(
      'the service failed (HTTP 500) while checking the job after 5 attempts (the service said: Internal Server Error); try again later',
    );
    expect(emu.count('GET', GET)).toBe(5);
    expect(retries.map(([attempt]) => attempt)).toEqual([1, 2, 3, 4]);
  });

  test('a refused key is no answer about the job: the failure, not "unknown", from one GET', async () => {
    const jobId = emu.seedJob(timeline({ activeChecks: 0 }, 'pr', PR));
    const clock = new VirtualClock({ start: START });
    const { checkDeps } = deps(clock, START + 3_600_000);

    const caught = await checkJob(
      clientOf(emu, { apiKey: 'emu_wrongwrongwrongwrong' }),
      jobId,
      settings(),
      checkDeps,
    ).catch((error: unknown) => error);

    expect(caught).toBeInstanceOf(UserError);
    expect(emu.count('GET', GET)).toBe(1);
  });

  test('an error that is no failure of the request is thrown as it is, never retried', async () => {
    const clock = new VirtualClock({ start: START });
    const { checkDeps, retries } = deps(clock, START + 3_600_000);
    const broken = new Error('not a request failure');
    let calls = 0;
    class Throwing extends AgentJobClient {
      override getJob(): never {
        calls += 1;
        throw broken;
      }
    }

    const caught = await checkJob(
      new Throwing(optionsOf(emu)),
      'job_1',
      settings(),
      checkDeps,
    ).catch((error: unknown) => error);

    expect(caught).toBe(broken);
    expect(calls).toBe(1);
    expect(retries).toEqual([]);
  });
});
