// Triggering the service's automation and looking up its run's job (src/kinds/automation/trigger.ts):
// the real client against the emulator in this process, retries in virtual time.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { behindRefusingProxy } from '../../../../__fixtures__/refusing-proxy.js';
import { settingsFrom, serviceInputs } from '../../../../__fixtures__/settings.js';
import { clientOf } from '../../../../__fixtures__/service-client.js';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../../../../emulator/index.js';
import { lookUpRunJob, triggerRun } from '../../../../src/kinds/automation/trigger.js';
import { ServiceError, UserError } from '../../../../src/common/errors.js';
import { createRedactor } from '../../../../src/common/redact.js';
import { ProgressLog } from '../../../../src/job/progress-log.js';
import type { JobWork } from '../../../../src/job/at-service.js';
import type { Settings } from '../../../../src/settings/types.js';

const AUTOMATION = 'auto_docs';
const PLAN = { kind: 'automation', automationId: AUTOMATION } as const;
const TRIGGER = `/v1/workflow/proj_1/${AUTOMATION}/trigger`;

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1', automations: [{ id: AUTOMATION }] });
});

afterEach(async () => {
  await emu.close();
});

function settings(more: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    'automation-id': AUTOMATION,
    'poll-interval': '5s',
    'max-poll-interval': '7s',
    timeout: '10m',
    ...more,
  };
  return settingsFrom(all, undefined, 'automation');
}

interface Setup {
  work: JobWork;
  lines: string[];
  clock: VirtualClock;
  cancel: AbortController;
  requestCancel: AbortController;
}

function setup(requestTimeoutMs = 60_000): Setup {
  const clock = new VirtualClock({ start: 1_000_000 });
  const lines: string[] = [];
  const cancel = new AbortController();
  const requestCancel = new AbortController();
  const work: JobWork = {
    client: clientOf(emu, { requestTimeoutMs }),
    clock,
    random: () => 1,
    cancellation: {
      signal: cancel.signal,
      requestSignal: requestCancel.signal,
      dispose: () => undefined,
    },
    progress: new ProgressLog(
      { info: (line) => lines.push(line), debug: () => undefined },
      createRedactor([emu.apiKey]),
    ),
    startedAt: clock.now(),
  };
  return { work, lines, clock, cancel, requestCancel };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(Error);
  return caught as Error;
}

describe('triggerRun: the trigger, sent once', () => {
  test('a queued run: its ids as the service named them, one POST with no body', async () => {
    const { work, lines, clock } = setup();
    const run = await triggerRun(PLAN, settings(), work);
    const queued = emu.triggered(AUTOMATION);
    expect(queued).toHaveLength(1);
    expect(run).toMatchObject({
      schemaId: AUTOMATION,
      instanceId: queued[0]?.instanceId,
      jobId: queued[0]?.jobId,
    });
    expect(emu.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      `POST ${TRIGGER} `,
    ]);
    expect(lines).toEqual([]);
    expect(clock.sleeps).toEqual([]);
  });

  test('a 503 is repeated after the poll interval, with a line that names the trigger', async () => {
    const { work, lines, clock } = setup();
    emu.injectFault({ method: 'POST', status: 503 });
    const run = await triggerRun(PLAN, settings(), work);
    expect(run.instanceId).toBe(emu.triggered(AUTOMATION)[0]?.instanceId);
    expect(emu.count('POST', /\/trigger$/)).toBe(2);
    expect(lines).toEqual([
      'Triggering the automation failed (HTTP 503: Service Unavailable); trying again in 5s (attempt 2)',
    ]);
    expect(clock.sleeps).toEqual([5_000]);
  });

  test('rate limited on every try: five tries, the back-off capped at max-poll-interval, then one line', async () => {
    emu.addAutomation({ id: AUTOMATION, rateLimited: 10 });
    const { work, lines, clock } = setup();
    const error = await rejection(triggerRun(PLAN, settings(), work));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(
      "rate limited (429) while triggering automation 'auto_docs' after 5 attempts; run again later (the service said: Rate limit exceeded)",
    );
    expect(emu.count('POST', /\/trigger$/)).toBe(5);
    expect(emu.triggered()).toEqual([]);
    expect(lines).toHaveLength(4);
    expect(clock.sleeps).toEqual([5_000, 7_000, 7_000, 7_000]);
  });

  test('an automation the project does not have: a 404 naming the automation and the project, not repeated', async () => {
    const { work, lines } = setup();
    const error = await rejection(
      triggerRun({ kind: 'automation', automationId: 'auto_other' }, settings(), work),
    );
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      "automation 'auto_other' was not found (404) in project 'proj_1' (the service said: Automation not found); check automation-id (in the automation's settings in the dashboard) and project-id",
    );
    expect(emu.count('POST')).toBe(1);
    expect(lines).toEqual([]);
  });

  test('an automation that cannot be triggered (400): a user error that says what to check, no duplicate warning', async () => {
    emu.addAutomation({ id: AUTOMATION, state: 'inactive' });
    const { work } = setup();
    const error = await rejection(triggerRun(PLAN, settings(), work));
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      "the service refused to trigger automation 'auto_docs' (400) (the service said: Automation is not active): only an active automation with a custom schedule can be triggered; check in the dashboard that automation-id names one and that it is turned on",
    );
  });

  test('a 500 may have queued the run: not repeated, and the line says to check the run history', async () => {
    const { work, lines } = setup();
    emu.injectFault({ method: 'POST', status: 500, afterHandling: true });
    const error = await rejection(triggerRun(PLAN, settings(), work));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(
      "the service failed (HTTP 500) while triggering the automation (the service said: Internal Server Error); try again later; the run may or may not have been queued: check the automation's run history before running again, so that it does not run twice",
    );
    expect(emu.count('POST')).toBe(1);
    expect(emu.triggered(AUTOMATION)).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  test('an answer that never comes is cut at the time left (never under 2 s) and not repeated', async () => {
    const { work, clock } = setup();
    emu.injectFault({ method: 'POST', action: 'hang' });
    // The whole timeout has passed: the request gets the floor of 2 s.
    clock.advance(600_000);
    const error = await rejection(triggerRun(PLAN, settings(), work));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(
      "the service did not answer in time while triggering the automation; try again later; the run may or may not have been queued: check the automation's run history before running again, so that it does not run twice",
    );
    expect(emu.count('POST')).toBe(1);
  });

  test('the request lags the cancellation: a cancelled request signal stops the trigger', async () => {
    const { work, requestCancel } = setup();
    const reason = new Error('cancelled');
    requestCancel.abort(reason);
    expect(await rejection(triggerRun(PLAN, settings(), work))).toBe(reason);
    expect(emu.triggered()).toEqual([]);
  });

  test('a run cancelled while its request signal still lags: the run is queued all the same', async () => {
    const { work, cancel } = setup();
    cancel.abort(new Error('cancelled'));
    const run = await triggerRun(PLAN, settings(), work);
    expect(run.instanceId).toBe(emu.triggered(AUTOMATION)[0]?.instanceId);
  });

  test('a run cancelled after a failed try: no wait, no second try', async () => {
    const { work, cancel, lines } = setup();
    const reason = new Error('cancelled');
    cancel.abort(reason);
    emu.injectFault({ method: 'POST', status: 503 });
    expect(await rejection(triggerRun(PLAN, settings(), work))).toBe(reason);
    expect(emu.count('POST')).toBe(1);
    expect(lines).toEqual([
      'Triggering the automation failed (HTTP 503: Service Unavailable); trying again in 5s (attempt 2)',
    ]);
  });

  test('a retry waits no longer than the deadline: a failure with too little time left is final', async () => {
    const { work, lines, clock } = setup();
    clock.advance(599_000);
    emu.injectFault({ method: 'POST', status: 503 });
    const error = await rejection(triggerRun(PLAN, settings(), work));
    expect(error.message).toBe(
      'the service failed (HTTP 503) while triggering the automation (the service said: Service Unavailable); try again later',
    );
    expect(emu.count('POST')).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe("lookUpRunJob: the run's job at the get-job endpoint", () => {
  test('a job it knows: its record, after one GET', async () => {
    const jobId = emu.seedJob();
    const { work, lines } = setup();
    const record = await lookUpRunJob(jobId, settings(), work);
    expect(record).toMatchObject({ id: jobId, status: 'active' });
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/agent/proj_1/job/${jobId}`,
    ]);
    expect(lines).toEqual([]);
  });

  test('a job it does not know (404): undefined, not repeated', async () => {
    const { work, lines } = setup();
    expect(await lookUpRunJob('bg_1', settings(), work)).toBeUndefined();
    expect(emu.count('GET')).toBe(1);
    expect(lines).toEqual([]);
  });

  test('a 500 is repeated as a poll is, with a line that names the look-up', async () => {
    const jobId = emu.seedJob();
    const { work, lines, clock } = setup();
    emu.injectFault({ method: 'GET', status: 500 });
    const record = await lookUpRunJob(jobId, settings(), work);
    expect(record?.id).toBe(jobId);
    expect(emu.count('GET')).toBe(2);
    expect(lines).toEqual([
      "Looking up the run's job failed (HTTP 500: Internal Server Error); trying again in 5s (attempt 2)",
    ]);
    expect(clock.sleeps).toEqual([5_000]);
  });

  test('a failure with too little time left is final', async () => {
    const { work, clock, lines } = setup();
    clock.advance(599_000);
    emu.injectFault({ method: 'GET', status: 500 });
    const error = await rejection(lookUpRunJob('job_9', settings(), work));
    expect(error.message).toBe(
      'the service failed (HTTP 500) while checking the job (the service said: Internal Server Error); try again later',
    );
    expect(emu.count('GET')).toBe(1);
    expect(lines).toEqual([]);
  });

  test('an answer that never comes is cut at the time left (never under 2 s); no time for another', async () => {
    const jobId = emu.seedJob();
    const { work, lines, clock } = setup();
    emu.injectFault({ method: 'GET', action: 'hang' });
    clock.advance(600_000);
    const error = await rejection(lookUpRunJob(jobId, settings(), work));
    expect(error.message).toBe(
      'the service did not answer in time while checking the job; try again later',
    );
    expect(emu.count('GET')).toBe(1);
    expect(lines).toEqual([]);
  });

  test('a cancelled run: the look-up stops with the cancellation', async () => {
    const jobId = emu.seedJob();
    const { work, cancel } = setup();
    const reason = new Error('cancelled');
    cancel.abort(reason);
    expect(await rejection(lookUpRunJob(jobId, settings(), work))).toBe(reason);
    expect(emu.count('GET')).toBe(0);
  });
});

describe("lookUpRunJob: a 404 that is not the service's", () => {
  test("a proxy refusing the tunnel with 404: the proxy's failure, not a job the service does not know", async () => {
    // Only the service's own 404 means the get-job endpoint does not know the run's job.
    const refusal = 'HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n';
    const { work, lines } = setup();
    const connects = await behindRefusingProxy(refusal, async () => {
      const proxied: JobWork = {
        ...work,
        client: clientOf(emu, { baseUrl: new URL('https://agent.test/') }),
      };
      const error = await rejection(lookUpRunJob('job_9', settings(), proxied));
      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toBe(
        "the proxy (HTTPS_PROXY) refused to open a tunnel to the service (HTTP 404) while checking the job; the service was not reached: allow CONNECT to the base-url's host and port on the proxy, or add the host to NO_PROXY",
      );
    });
    expect(connects).toEqual(['agent.test:443']);
    expect(lines).toEqual([]);
  });
});
