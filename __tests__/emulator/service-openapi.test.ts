// Every answer the service emulator gives, on every path the action calls (create, get, message,
// and the automation trigger), checked against the service's own published description (the
// public docs repository's admin-openapi.json and openapi.json, vendored): the status documented
// and the JSON body on that status's schema, or covered by a named known difference with its
// reason. The requests these tests send are checked against the description too.
import { afterEach, describe, expect, it } from '@jest/globals';
import { startEmulator } from '../../emulator/index.js';
import type { Emulator, EmulatorOptions } from '../../emulator/index.js';
import {
  documentedOperations,
  expectRequestsFollowServiceApi,
  KNOWN_DIFFERENCES,
  validateRequest,
  validateResponse,
  vendoredSources,
} from '../../__fixtures__/mintlify-openapi.js';

let emu: Emulator | undefined;

afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

async function start(options: EmulatorOptions = {}): Promise<Emulator> {
  emu = await startEmulator({ projectId: 'proj_1', ...options });
  return emu;
}

/** The known differences the answers below needed: each one on the list must be needed. */
const differencesSeen = new Set<string>();

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  key?: string;
  contentType?: string;
  /** A request made wrong on purpose must be wrong by the description too. */
  offSchema?: boolean;
}

interface Answered {
  status: number;
  body: unknown;
  headers: Headers;
  /** The known difference that covered the answer, when the description does not document it. */
  difference?: string;
}

/** Sends the request, checks it and the answer against the description; returns the answer. */
async function documented(e: Emulator, sent: Sent): Promise<Answered> {
  const body = sent.body ?? '';
  if (sent.offSchema) expect(() => validateRequest(sent.method, sent.path, body)).toThrow();
  else validateRequest(sent.method, sent.path, body);
  const headers: Record<string, string> = { Authorization: `Bearer ${sent.key ?? e.apiKey}` };
  if (sent.body !== undefined) headers['Content-Type'] = sent.contentType ?? 'application/json';
  const res = await fetch(`${e.url}${sent.path}`, {
    method: sent.method,
    headers,
    body: sent.body,
  });
  const text = await res.text();
  const difference = validateResponse(sent.method, sent.path, res.status, text);
  if (difference) differencesSeen.add(difference);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a gateway's page stays text
  }
  return { status: res.status, body: parsed, headers: res.headers, difference };
}

const jobs = (e: Emulator, suffix = ''): string => `/v2/agent/${e.projectId}/job${suffix}`;
const trigger = (e: Emulator, automationId: string, project = e.projectId): string =>
  `/v1/workflow/${project}/${automationId}/trigger`;
const prompt = (text: unknown): string => JSON.stringify({ prompt: text });

describe('the vendored description', () => {
  it('names its source repository, file, commit and date, and holds exactly the operations the action calls', () => {
    for (const source of vendoredSources()) {
      expect(source.repository).toBe('https://github.com/mintlify/docs');
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(Number.isNaN(Date.parse(source.date))).toBe(false);
    }
    expect(vendoredSources().map((s) => s.file)).toEqual(['admin-openapi.json', 'openapi.json']);
    expect(documentedOperations().sort()).toEqual([
      'GET /v2/agent/{projectId}/job/{id}',
      'POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger',
      'POST /v2/agent/{projectId}/job',
      'POST /v2/agent/{projectId}/job/{id}/message',
    ]);
  });
});

describe('create a job', () => {
  it('201 with the job record', async () => {
    const e = await start();
    const res = await documented(e, { method: 'POST', path: jobs(e), body: prompt('Document') });
    expect(res.status).toBe(201);
    expect(res.difference).toBeUndefined();
  });

  it('400 for each body the service refuses', async () => {
    const e = await start();
    const statuses = [];
    for (const body of ['{"prompt":', '["x"]', '{"text":"x"}', prompt(42), prompt('')]) {
      statuses.push(
        (await documented(e, { method: 'POST', path: jobs(e), body, offSchema: true })).status,
      );
    }
    const wrongType = { method: 'POST' as const, path: jobs(e), body: prompt('x') };
    statuses.push((await documented(e, { ...wrongType, contentType: 'text/plain' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
  });

  it('429 past the hourly limit, with Retry-After', async () => {
    const e = await start({ rateLimitPerHour: 1, retryAfterOn429: '120' });
    await documented(e, { method: 'POST', path: jobs(e), body: prompt('one') });
    const res = await documented(e, { method: 'POST', path: jobs(e), body: prompt('two') });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.difference).toBeUndefined();
  });

  it('401, 403 and 404 (project), which the description does not document', async () => {
    const e = await start();
    const send = (key: string, path = jobs(e)) =>
      documented(e, { method: 'POST', path, body: prompt('x'), key });
    const answers = [
      await send('emu_wrong'),
      await send(e.readOnlyKey),
      await send(e.apiKey, '/v2/agent/proj_other/job'),
    ];
    expect(answers.map((a) => [a.status, a.difference])).toEqual([
      [401, 'authentication'],
      [403, 'authentication'],
      [404, 'project not found on create'],
    ]);
  });

  it('413 for a body over the limit', async () => {
    const e = await start();
    const body = prompt('x'.repeat(1024 * 1024 + 1));
    const res = await documented(e, { method: 'POST', path: jobs(e), body });
    expect([res.status, res.difference]).toEqual([413, 'request too large']);
  });

  it('5xx only when injected: the JSON error, or a gateway page', async () => {
    const e = await start();
    e.injectFault({ method: 'POST', status: 502 });
    e.injectFault({ method: 'POST', status: 503, body: '<html>busy</html>' });
    e.injectFault({ method: 'POST', status: 500, afterHandling: true });
    const send = () => documented(e, { method: 'POST', path: jobs(e), body: prompt('x') });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((a) => [a.status, a.difference])).toEqual([
      [502, 'server errors'],
      [503, 'server errors'],
      [500, 'server errors'],
    ]);
    expect(answers[1]?.body).toBe('<html>busy</html>');
  });
});

describe('get a job', () => {
  it('200 in each status the service documents, with and without a pull request', async () => {
    const e = await start();
    const ids = [
      e.seedJob({ polls: ['active'] }),
      e.seedJob({ polls: ['completed'] }),
      e.seedJob({ polls: ['completed'], prLink: null }),
      e.seedJob({ polls: ['failed'] }),
      e.seedJob({ polls: ['archived'] }),
    ];
    const records = [];
    for (const id of ids) {
      const res = await documented(e, { method: 'GET', path: jobs(e, `/${id}`) });
      expect(res.status).toBe(200);
      records.push(res.body as { status: string; prLink: unknown; archivedAt: unknown });
    }
    expect(records.map((r) => [r.status, typeof r.prLink])).toEqual([
      ['active', 'object'],
      ['completed', 'string'],
      ['completed', 'object'],
      ['failed', 'object'],
      ['archived', 'object'],
    ]);
    expect(typeof records[4]?.archivedAt).toBe('string');
  });

  it('200 from time-based progress, active then completed', async () => {
    let now = Date.UTC(2026, 0, 1);
    const e = await start({ now: () => now, jobDurationMs: 1000 });
    const id = e.seedJob();
    const first = await documented(e, { method: 'GET', path: jobs(e, `/${id}`) });
    now += 1000;
    const second = await documented(e, { method: 'GET', path: jobs(e, `/${id}`) });
    expect([first.body, second.body]).toMatchObject([
      { status: 'active' },
      { status: 'completed' },
    ]);
  });

  it('404 for an unknown job or project; 401 for a wrong key', async () => {
    const e = await start();
    const id = e.seedJob();
    const answers = [
      await documented(e, { method: 'GET', path: jobs(e, '/job_9_deadbeef') }),
      await documented(e, { method: 'GET', path: `/v2/agent/proj_other/job/${id}` }),
      await documented(e, { method: 'GET', path: jobs(e, `/${id}`), key: 'emu_wrong' }),
    ];
    expect(answers.map((a) => [a.status, a.difference])).toEqual([
      [404, undefined],
      [404, undefined],
      [401, 'authentication'],
    ]);
  });
});

describe('send a follow-up message', () => {
  it('200 (also a stale terminal answer), 400, 404, 429, 403', async () => {
    const e = await start({ rateLimitPerHour: 3 });
    const id = e.seedJob({ polls: ['completed'], followUps: [{}, { initialStatus: 'completed' }] });
    const path = jobs(e, `/${id}/message`);
    const answers = [
      await documented(e, { method: 'POST', path, body: prompt('more') }),
      await documented(e, { method: 'POST', path, body: prompt('stale') }),
      await documented(e, { method: 'POST', path, body: prompt(''), offSchema: true }),
      await documented(e, { method: 'POST', path: jobs(e, '/job_9_x/message'), body: prompt('x') }),
      await documented(e, { method: 'POST', path, body: prompt('x'), key: e.readOnlyKey }),
      await documented(e, { method: 'POST', path, body: prompt('third') }),
      await documented(e, { method: 'POST', path, body: prompt('over') }),
    ];
    expect(answers.map((a) => [a.status, a.difference])).toEqual([
      [200, undefined],
      [200, undefined],
      [400, undefined],
      [404, undefined],
      [403, 'authentication'],
      [200, undefined],
      [429, undefined],
    ]);
    expect(answers[1]?.body).toMatchObject({ status: 'completed' });
  });
});

describe('trigger an automation', () => {
  const automations: EmulatorOptions['automations'] = [
    { id: 'auto_known' },
    { id: 'auto_bg', jobKnown: false },
    { id: 'auto_off', state: 'inactive' },
    { id: 'auto_onpush', state: 'not-scheduled' },
    { id: 'auto_busy', rateLimited: 1 },
  ];

  it('202 with schemaId, instanceId and jobId; the job known to get-job, or not (404)', async () => {
    const e = await start({ automations });
    const known = await documented(e, { method: 'POST', path: trigger(e, 'auto_known') });
    const unknown = await documented(e, { method: 'POST', path: trigger(e, 'auto_bg') });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const ids = [known.body, unknown.body] as Array<{
      schemaId: string;
      instanceId: string;
      jobId: string;
    }>;
    expect(ids.map((b) => b.schemaId)).toEqual(['auto_known', 'auto_bg']);
    const followed = await documented(e, { method: 'GET', path: jobs(e, `/${ids[0]?.jobId}`) });
    const lost = await documented(e, { method: 'GET', path: jobs(e, `/${ids[1]?.jobId}`) });
    expect([followed.status, lost.status]).toEqual([200, 404]);
    expect(e.triggered().map((r) => [r.automationId, r.instanceId, r.jobId])).toEqual(
      ids.map((b) => [b.schemaId, b.instanceId, b.jobId]),
    );
  });

  it('400 (not active, not scheduled, malformed id), 404 (no such automation, other project)', async () => {
    const e = await start({ automations });
    const answers = [
      await documented(e, { method: 'POST', path: trigger(e, 'auto_off') }),
      await documented(e, { method: 'POST', path: trigger(e, 'auto_onpush') }),
      await documented(e, { method: 'POST', path: trigger(e, 'bad.id') }),
      await documented(e, { method: 'POST', path: trigger(e, 'auto_none') }),
      await documented(e, { method: 'POST', path: trigger(e, 'auto_known', 'proj_other') }),
      await documented(e, {
        method: 'POST',
        path: trigger(e, 'auto_known'),
        body: '{}',
        offSchema: true,
      }),
    ];
    expect(answers.map((a) => [a.status, (a.body as { error: string }).error])).toEqual([
      [400, 'Automation is not active'],
      [400, 'Only automations with a custom schedule can be triggered'],
      [400, 'Invalid automation ID'],
      [404, 'Automation not found'],
      [404, 'Automation not found'],
      [400, 'This endpoint takes no request body'],
    ]);
    expect(e.triggered()).toEqual([]);
  });

  it('429 with Retry-After, queuing nothing; then 202', async () => {
    const e = await start({ automations });
    const busy = await documented(e, { method: 'POST', path: trigger(e, 'auto_busy') });
    expect([busy.status, busy.difference, busy.headers.get('retry-after')]).toEqual([
      429,
      'rate limit on the trigger',
      '1',
    ]);
    expect(e.triggered('auto_busy')).toEqual([]);
    expect((await documented(e, { method: 'POST', path: trigger(e, 'auto_busy') })).status).toBe(
      202,
    );
    expect(e.triggered('auto_busy')).toHaveLength(1);
  });

  it('401 and 403 (read-only key), queuing nothing', async () => {
    const e = await start({ automations });
    const path = trigger(e, 'auto_known');
    const answers = [
      await documented(e, { method: 'POST', path, key: 'emu_wrong' }),
      await documented(e, { method: 'POST', path, key: e.readOnlyKey }),
    ];
    expect(answers.map((a) => [a.status, a.difference])).toEqual([
      [401, 'authentication'],
      [403, 'authentication'],
    ]);
    expect(e.triggered()).toEqual([]);
  });

  it('a 500 after the run was queued: the run exists, the answer says nothing of it', async () => {
    const e = await start({ automations });
    e.injectFault({ method: 'POST', path: /\/trigger$/, status: 500, afterHandling: true });
    const res = await documented(e, { method: 'POST', path: trigger(e, 'auto_known') });
    expect([res.status, res.difference]).toEqual([500, 'server errors']);
    expect(e.triggered('auto_known')).toHaveLength(1);
    expect(e.jobIds()).toEqual([e.triggered()[0]?.jobId]);
  });
});

describe('the checks catch a drift', () => {
  it('an undocumented status, a body off its schema, an unknown operation, a wrong request', () => {
    const create = '/v2/agent/p/job';
    const get = '/v2/agent/p/job/j1';
    expect(() => validateResponse('POST', create, 200, '{"id":"j","status":"active"}')).toThrow(
      /documents only 201, 400, 429/,
    );
    expect(() => validateResponse('GET', get, 200, '{"id":"j","status":"paused"}')).toThrow(
      /off its schema: \/status must be equal to one of the allowed values/,
    );
    expect(() => validateResponse('GET', get, 200, '{"id":"j","prLink":"not a link"}')).toThrow(
      /\/prLink must match format "uri"/,
    );
    expect(() => validateResponse('GET', get, 200, '{"id":"j","createdAt":"yesterday"}')).toThrow(
      /\/createdAt must match format "date-time"/,
    );
    expect(() => validateResponse('POST', '/v1/workflow/p/a/trigger', 202, '{"jobId":7}')).toThrow(
      /\/jobId must be string/,
    );
    expect(() => validateResponse('POST', '/v1/workflow/p/a/trigger', 200, '{}')).toThrow(
      /documents only 202, 400, 404/,
    );
    // A known difference still needs the service's error format.
    expect(() => validateResponse('GET', get, 401, '<html></html>')).toThrow(/not JSON/);
    expect(() => validateResponse('GET', get, 401, '{"message":"no"}')).toThrow(/"error"/);
    expect(() => validateResponse('GET', '/v2/agent/p/jobs', 200, '[]')).toThrow(
      /no operation GET/,
    );
    expect(() => validateRequest('POST', create, '{"text":"x"}')).toThrow(
      /required property 'prompt'/,
    );
    expect(() => validateRequest('POST', create, '')).toThrow(/needs a request body/);
    expect(() => validateRequest('POST', '/v1/workflow/p/a/trigger', '{}')).toThrow(
      /takes no request body/,
    );
    expect(() =>
      expectRequestsFollowServiceApi([
        { method: 'POST', path: create, body: '{"prompt":"ok"}' },
        { method: 'POST', path: '/v1/workflow/p/a/trigger', body: 'x=1' },
      ]),
    ).toThrow(/trigger.*takes no request body/s);
  });
});

// Last in the file (jest runs a file's tests in order): every known difference was needed by an
// answer above, so the list holds nothing stale.
describe('the known differences', () => {
  it('each one on the list was needed by an answer above', () => {
    expect([...differencesSeen].sort()).toEqual(KNOWN_DIFFERENCES.map((d) => d.name).sort());
  });
});
