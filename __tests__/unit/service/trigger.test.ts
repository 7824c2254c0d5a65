// The service client's automation trigger (src/service/client.ts) over real HTTP against the
// emulator, the reading of its answer (src/service/automation.ts) and the one line a failed
// trigger becomes (src/service/describe.ts).
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type Emulator } from '../../../emulator/index.js';
import { ServiceError, UserError } from '../../../src/common/errors.js';
import { parseAutomationRun } from '../../../src/service/automation.js';
import type { ClientOptions } from '../../../src/service/client.js';
import { call, clientOf, failure } from '../../../__fixtures__/service-client.js';
import { describeTriggerFailure } from '../../../src/service/describe.js';
import { RequestFailure } from '../../../src/service/failure.js';
import { expectRequestsFollowServiceApi } from '../../../__fixtures__/mintlify-openapi.js';

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({
    projectId: 'proj_1',
    jobDurationMs: 60_000,
    automations: [
      { id: 'auto_weekly' },
      { id: 'auto_bg', jobKnown: false },
      { id: 'auto_off', state: 'inactive' },
      { id: 'auto_onpush', state: 'not-scheduled' },
      { id: 'auto_busy', rateLimited: 1 },
    ],
  });
});

afterEach(async () => {
  await emu.close();
});

const client = (overrides: Partial<ClientOptions> = {}) => clientOf(emu, overrides);

describe('the trigger request', () => {
  test('POST to the trigger path with no body and the key as a bearer token; the run as answered', async () => {
    const run = await client().triggerAutomation('auto_weekly', call());
    const [queued] = emu.triggered();
    expect(run).toEqual({
      schemaId: 'auto_weekly',
      instanceId: queued?.instanceId,
      jobId: queued?.jobId,
      raw: { schemaId: 'auto_weekly', instanceId: queued?.instanceId, jobId: queued?.jobId },
    });
    expect(emu.requests).toHaveLength(1);
    const [request] = emu.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/workflow/proj_1/auto_weekly/trigger',
      body: '',
      status: 202,
    });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${emu.apiKey}`,
      'user-agent': 'agent-job-action/test',
      accept: 'application/json',
    });
    expect(request?.headers['content-type']).toBeUndefined();
    expectRequestsFollowServiceApi(emu.requests);
  });

  test('the run’s job is one the get endpoint knows, or not', async () => {
    const known = await client().triggerAutomation('auto_weekly', call());
    const background = await client().triggerAutomation('auto_bg', call());
    await expect(client().getJob(known.jobId ?? '', call())).resolves.toMatchObject({
      id: known.jobId,
      status: 'active',
    });
    const lost = await failure(client().getJob(background.jobId ?? '', call()));
    expect(lost.detail.status).toBe(404);
  });

  test('a base-url with a path prefix keeps it', async () => {
    await emu.close();
    emu = await startEmulator({ basePath: '/agent-api', automations: [{ id: 'a1' }] });
    await client().triggerAutomation('a1', call());
    expect(emu.triggered()).toHaveLength(1);
    expect(emu.requests[0]?.path).toBe(`/v1/workflow/${emu.projectId}/a1/trigger`);
  });

  test('an id that is not safe in a path is refused before any request', async () => {
    for (const id of ['../job', 'a/b', 'a b', '', '.hidden', 'a?b=1']) {
      await expect(client().triggerAutomation(id, call())).rejects.toThrow(
        'an automation id that is not safe in a path',
      );
    }
    expect(emu.requests).toEqual([]);
  });
});

describe('the service’s refusals, as failures with their status and text', () => {
  test.each([
    ['auto_off', 400, 'Automation is not active'],
    ['auto_onpush', 400, 'Only automations with a custom schedule can be triggered'],
    ['auto.dotted', 400, 'Invalid automation ID'],
    ['auto_none', 404, 'Automation not found'],
  ])('%s: %d', async (id, status, said) => {
    const f = await failure(client().triggerAutomation(id, call()));
    expect(f.kind).toBe('http');
    expect(f.detail).toMatchObject({ status, serviceMessage: said });
    expect(emu.triggered()).toEqual([]);
  });

  test('429 keeps Retry-After', async () => {
    const f = await failure(client().triggerAutomation('auto_busy', call()));
    expect(f.detail).toMatchObject({ status: 429, retryAfter: '1' });
    expect(emu.triggered()).toEqual([]);
  });

  test('a 500 after the run was queued is a failure; the client sends it once', async () => {
    emu.injectFault({ method: 'POST', path: /\/trigger$/, status: 500, afterHandling: true });
    const f = await failure(client().triggerAutomation('auto_weekly', call()));
    expect(f.detail.status).toBe(500);
    expect(emu.triggered()).toHaveLength(1);
    expect(emu.count('POST', /\/trigger$/)).toBe(1);
  });

  test('a 2xx that is not a JSON object is unreadable', async () => {
    emu.injectFault({ method: 'POST', status: 202, body: 'queued' });
    emu.injectFault({ method: 'POST', status: 202, body: '["run"]' });
    for (let i = 0; i < 2; i += 1) {
      const f = await failure(client().triggerAutomation('auto_weekly', call()));
      expect([f.kind, f.detail.status]).toEqual(['unreadable', 202]);
    }
  });
});

describe('reading the answer', () => {
  test('fields missing, empty or of the wrong type are dropped; extra fields kept in raw', () => {
    expect(
      parseAutomationRun({ instanceId: 'run_1', jobId: 7, schemaId: '', extra: true }),
    ).toEqual({
      schemaId: undefined,
      instanceId: 'run_1',
      jobId: undefined,
      raw: { instanceId: 'run_1', jobId: 7, schemaId: '', extra: true },
    });
    expect(parseAutomationRun({})).toEqual({
      schemaId: undefined,
      instanceId: undefined,
      jobId: undefined,
      raw: {},
    });
  });

  test('anything but an object is no run', () => {
    for (const body of [undefined, null, 'run', 3, ['run']]) {
      expect(parseAutomationRun(body)).toBeUndefined();
    }
  });

  test('any 2xx with the fields is the run', async () => {
    const body = JSON.stringify({ schemaId: 's', instanceId: 'i', jobId: 'j' });
    emu.injectFault({ method: 'POST', status: 200, body });
    await expect(client().triggerAutomation('auto_weekly', call())).resolves.toMatchObject({
      schemaId: 's',
      instanceId: 'i',
      jobId: 'j',
    });
  });
});

describe('a failed trigger in one line', () => {
  const ctx = { projectId: 'proj_1', automationId: 'auto_weekly' };
  const http = (status: number, serviceMessage?: string, retryAfter?: string) =>
    new RequestFailure('http', { status, serviceMessage, retryAfter });

  test('400: what can be triggered, and where to check', () => {
    const error = describeTriggerFailure(http(400, 'Automation is not active'), ctx);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      "the service refused to trigger automation 'auto_weekly' (400) (the service said: Automation is not active): only an active automation with a custom schedule can be triggered; check in the dashboard that automation-id names one and that it is turned on",
    );
  });

  test('404: which automation in which project', () => {
    const error = describeTriggerFailure(http(404), ctx);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      "automation 'auto_weekly' was not found (404) in project 'proj_1'; check automation-id (in the automation's settings in the dashboard) and project-id",
    );
  });

  test('429: no limit of jobs and messages is claimed for triggers', () => {
    const error = describeTriggerFailure(http(429, 'slow down'), { ...ctx, attempts: 5 });
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(
      "rate limited (429) while triggering automation 'auto_weekly' after 5 attempts; run again later (the service said: slow down)",
    );
  });

  test.each([
    [undefined, ''],
    [0, ''],
    [1, ''],
    [2, ' after 2 attempts'],
  ])('429 after %s attempts', (attempts, tries) => {
    expect(describeTriggerFailure(http(429), { ...ctx, attempts }).message).toBe(
      `rate limited (429) while triggering automation 'auto_weekly'${tries}; run again later`,
    );
  });

  test('an unreadable 2xx: accepted, but unreadable (the retry policy adds that the run may be queued)', () => {
    const error = describeTriggerFailure(new RequestFailure('unreadable', { status: 202 }), ctx);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toMatch(
      /accepted the trigger of automation '.+' \(HTTP 202\) but its answer was unreadable$/,
    );
  });

  test('the rest as for any request, while triggering the automation', () => {
    expect(describeTriggerFailure(http(401), ctx).message).toMatch(
      /^authentication failed \(401\) while triggering the automation: /,
    );
    expect(describeTriggerFailure(http(500, 'boom'), { ...ctx, attempts: 1 }).message).toBe(
      'the service failed (HTTP 500) while triggering the automation (the service said: boom); try again later',
    );
  });
});

test('a connection refused is a network failure that was certainly never sent', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const f = await failure(
    client({ baseUrl: new URL(`http://127.0.0.1:${port}/`) }).triggerAutomation('a1', call()),
  );
  expect(f.kind).toBe('network');
  expect(f.detail).toMatchObject({ code: 'ECONNREFUSED', neverSent: true });
});
