import { afterEach, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { startEmulator } from '../../emulator/index.js';
import type { Emulator, EmulatorOptions, JobRecordJson } from '../../emulator/index.js';
import { waitFor } from '../../__fixtures__/wait-for.js';

const HOUR_MS = 60 * 60 * 1000;

let emu: Emulator | undefined;

afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

async function start(options: EmulatorOptions = {}): Promise<Emulator> {
  emu = await startEmulator(options);
  return emu;
}

/** A hand-moved clock, so time-based progress and the rate-limit window are deterministic. */
function manualClock(start = Date.UTC(2026, 0, 1)): {
  now: () => number;
  advance(ms: number): void;
} {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

interface CallOptions {
  method?: string;
  key?: string | null;
  body?: string;
  contentType?: string | null;
  signal?: AbortSignal;
}

/** fetch under the emulator's base: path is relative to `${url}/v2/agent/${projectId}`. */
function call(e: Emulator, path: string, options: CallOptions = {}): Promise<Response> {
  return callRaw(e, `/v2/agent/${e.projectId}${path}`, options);
}

function callRaw(e: Emulator, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? e.apiKey : options.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method === 'POST' && options.contentType !== null) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  return fetch(`${e.url}${path}`, {
    method,
    headers,
    body: options.body,
    signal: options.signal,
  });
}

const promptBody = (prompt: unknown): string => JSON.stringify({ prompt });

async function create(e: Emulator, prompt = 'Document the API'): Promise<JobRecordJson> {
  const res = await call(e, '/job', { body: promptBody(prompt) });
  expect(res.status).toBe(201);
  return (await res.json()) as JobRecordJson;
}

async function getJob(e: Emulator, id: string): Promise<JobRecordJson> {
  const res = await call(e, `/job/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobRecordJson;
}

async function message(e: Emulator, id: string, prompt = 'Also fix the typo'): Promise<Response> {
  return call(e, `/job/${id}/message`, { body: promptBody(prompt) });
}

async function expectError(res: Response, status: number, error?: string | RegExp): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json');
  const body = (await res.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  if (typeof error === 'string') expect(body.error).toBe(error);
  else if (error) expect(body.error).toMatch(error);
}

describe('startEmulator basics', () => {
  it('listens on 127.0.0.1 with generated keys and the default project', async () => {
    const e = await start();
    expect(e.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(e.apiKey).toMatch(/^emu_[0-9a-f]{32}$/);
    expect(e.readOnlyKey).toMatch(/^emu_[0-9a-f]+$/);
    expect(e.readOnlyKey).not.toBe(e.apiKey);
    expect(e.projectId).toBe('proj_demo');
  });

  it('takes the keys and project id it is given', async () => {
    const e = await start({ apiKey: 'mint_abc', readOnlyKey: 'mint_ro', projectId: 'p1' });
    expect([e.apiKey, e.readOnlyKey, e.projectId]).toEqual(['mint_abc', 'mint_ro', 'p1']);
    await create(e);
  });

  it('closes twice without error', async () => {
    const e = await start();
    await e.close();
    await e.close();
    emu = undefined;
  });
});

describe('authentication', () => {
  it('answers 401 without an Authorization header', async () => {
    const e = await start();
    await expectError(
      await call(e, '/job', { key: null, body: promptBody('x') }),
      401,
      'Invalid API key',
    );
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const e = await start();
    for (const value of ['Basic abc', `Token ${e.apiKey}`, 'Bearer', `Bearer ${e.apiKey} extra`]) {
      const res = await fetch(`${e.url}/v2/agent/${e.projectId}/job/x`, {
        headers: { Authorization: value },
      });
      await expectError(res, 401, 'Invalid API key');
    }
  });

  it('answers 401 for an unknown key, before looking at the path', async () => {
    const e = await start();
    await expectError(await call(e, '/job/nope', { key: 'emu_wrong' }), 401, 'Invalid API key');
    await expectError(await callRaw(e, '/nowhere', { key: 'emu_wrong' }), 401, 'Invalid API key');
  });

  it('lets the read-only key read but answers 403 naming the write scope on POSTs', async () => {
    const e = await start();
    const id = e.seedJob();
    const read = await call(e, `/job/${id}`, { key: e.readOnlyKey });
    expect(read.status).toBe(200);
    await expectError(
      await call(e, '/job', { key: e.readOnlyKey, body: promptBody('x') }),
      403,
      /write/,
    );
    const res = await call(e, `/job/${id}/message`, { key: e.readOnlyKey, body: promptBody('x') });
    await expectError(res, 403, /write/);
    expect(e.prompts(id)).toEqual([]);
  });
});

describe('not found', () => {
  it('answers 404 Project not found for another project', async () => {
    const e = await start();
    await expectError(
      await callRaw(e, '/v2/agent/proj_other/job', { body: promptBody('x') }),
      404,
      'Project not found',
    );
    await expectError(await callRaw(e, '/v2/agent/proj_other/job/j'), 404, 'Project not found');
  });

  it('answers 404 Job not found for an unknown job, on GET and on message', async () => {
    const e = await start();
    await expectError(await call(e, '/job/job_9_deadbeef'), 404, 'Job not found');
    await expectError(await message(e, 'job_9_deadbeef'), 404, 'Job not found');
  });

  it('answers 404 for any other route or method', async () => {
    const e = await start();
    const id = e.seedJob();
    const cases: Array<[string, string]> = [
      ['GET', `/v2/agent/${e.projectId}/job`],
      ['DELETE', `/v2/agent/${e.projectId}/job/${id}`],
      ['GET', `/v2/agent/${e.projectId}/job/${id}/message`],
      ['POST', `/v2/agent/${e.projectId}/job/${id}/cancel`],
      ['GET', `/v2/agent/${e.projectId}/job/${id}/`],
      ['GET', `/v1/agent/${e.projectId}/job/${id}`],
      ['GET', '/'],
    ];
    for (const [method, path] of cases) {
      await expectError(
        await callRaw(e, path, { method, body: method === 'POST' ? '{}' : undefined }),
        404,
      );
    }
  });
});

describe('request bodies', () => {
  it.each([
    ['no Content-Type', { contentType: null, body: promptBody('x') }, /Content-Type/],
    ['a text/plain body', { contentType: 'text/plain', body: promptBody('x') }, /Content-Type/],
    ['invalid JSON', { body: '{"prompt":' }, /JSON/],
    ['a JSON array', { body: '["x"]' }, /object/],
    ['JSON null', { body: 'null' }, /object/],
    ['a missing prompt', { body: '{"text":"x"}' }, /prompt is required/],
    ['a numeric prompt', { body: promptBody(42) }, /prompt must be a string/],
    ['an empty prompt', { body: promptBody('') }, /at least 1 character/],
  ] as Array<[string, CallOptions, RegExp]>)(
    'answers 400 for %s',
    async (_name, options, error) => {
      const e = await start({ rateLimitPerHour: 1 });
      await expectError(await call(e, '/job', options), 400, error);
      const id = e.seedJob();
      await expectError(await call(e, `/job/${id}/message`, options), 400, error);
      // Rejected requests neither create a job nor use up the rate limit.
      const created = await create(e);
      expect(created.id).toMatch(/^job_2_/);
    },
  );

  it('accepts application/json with a charset parameter', async () => {
    const e = await start();
    const res = await call(e, '/job', {
      contentType: 'application/json; charset=utf-8',
      body: promptBody('x'),
    });
    expect(res.status).toBe(201);
  });

  it('answers 413 for a body over 1 MiB and keeps serving', async () => {
    const e = await start();
    const res = await call(e, '/job', { body: promptBody('x'.repeat(1024 * 1024 + 1)) });
    await expectError(res, 413, /too large/);
    await create(e);
  });

  it('survives odd input: bad percent-encoding, invalid UTF-8, a non-HTTP client', async () => {
    const e = await start();
    await expectError(await callRaw(e, '/v2/agent/%E0%A4%A/job/x'), 404);
    const res = await fetch(`${e.url}/v2/agent/${e.projectId}/job`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${e.apiKey}`, 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    await expectError(res, 400, /JSON/);
    const port = Number(new URL(e.url).port);
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', () => undefined);
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });
    await create(e);
  });
});

describe('creating and polling a job', () => {
  it('answers 201 with an active record and stores the prompt', async () => {
    const clock = manualClock();
    const e = await start({ now: clock.now });
    const res = await call(e, '/job', { body: promptBody('Write a quickstart') });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    const record = (await res.json()) as JobRecordJson;
    expect(record).toEqual({
      id: expect.stringMatching(/^job_1_[0-9a-f]{8}$/),
      status: 'active',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: 'claude-sonnet-4',
      prLink: null,
      createdAt: new Date(clock.now()).toISOString(),
      archivedAt: null,
    });
    expect(e.prompts(record.id)).toEqual(['Write a quickstart']);
    expect(e.prompts('unknown')).toEqual([]);
    expect(await getJob(e, record.id)).toEqual(record);
    expect(e.job(record.id)).toEqual(record);
    expect(e.job('unknown')).toBeUndefined();
  });

  it('completes after jobDurationMs with a new pull request link per job', async () => {
    const clock = manualClock();
    const e = await start({ jobDurationMs: 1000, now: clock.now });
    const first = await create(e);
    const second = await create(e);
    clock.advance(999);
    expect((await getJob(e, first.id)).status).toBe('active');
    clock.advance(1);
    const done = await getJob(e, first.id);
    expect(done).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1',
    });
    expect(await getJob(e, second.id)).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/2',
    });
    // The link is stable once handed out.
    expect((await getJob(e, first.id)).prLink).toBe('https://github.com/acme/docs/pull/1');
  });

  it('completes on the real clock with a tiny jobDurationMs', async () => {
    const e = await start({ jobDurationMs: 20 });
    const job = await create(e);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await getJob(e, job.id)).status).toBe('completed');
  });

  it('follows a scripted time-based outcome: failed, archived, completed without a PR', async () => {
    const clock = manualClock();
    const e = await start({ now: clock.now });
    e.scriptNextJob({ activeForMs: 100, outcome: 'failed' });
    e.scriptNextJob({ activeForMs: 200, outcome: 'archived' });
    e.scriptNextJob({ activeForMs: 0, prLink: null });
    const failed = await create(e);
    const archived = await create(e);
    const noPr = await create(e);
    expect(noPr.status).toBe('active');
    expect(await getJob(e, noPr.id)).toMatchObject({ status: 'completed', prLink: null });
    clock.advance(500);
    expect(await getJob(e, failed.id)).toMatchObject({ status: 'failed', prLink: null });
    expect(await getJob(e, archived.id)).toMatchObject({
      status: 'archived',
      prLink: null,
      archivedAt: new Date(clock.now() - 300).toISOString(),
    });
  });

  it('serves a polls script entry by entry, repeating the last, without job() consuming', async () => {
    const e = await start();
    e.scriptNextJob({
      polls: ['active', { extra: 1 }, { status: 'running' }, 'completed'],
      prLink: 'https://github.com/acme/docs/pull/77',
    });
    const job = await create(e);
    expect(job.status).toBe('active');
    expect(e.job(job.id)?.status).toBe('active');
    expect(await getJob(e, job.id)).toMatchObject({ status: 'active', prLink: null });
    // A partial without status keeps the one before it; extra fields are served.
    expect(await getJob(e, job.id)).toMatchObject({ status: 'active', extra: 1 });
    const unknown = await getJob(e, job.id);
    expect(unknown).toMatchObject({ status: 'running', prLink: null });
    expect(unknown).not.toHaveProperty('extra');
    expect(e.job(job.id)?.status).toBe('completed');
    for (let i = 0; i < 3; i += 1) {
      expect(await getJob(e, job.id)).toMatchObject({
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/77',
      });
    }
  });

  it('does not use up a PR number for a poll entry that brings its own prLink', async () => {
    const e = await start();
    const id = e.seedJob({ polls: [{ status: 'completed', prLink: 'https://example.com/old' }] });
    expect((await getJob(e, id)).prLink).toBe('https://example.com/old');
    const next = e.seedJob({ polls: ['completed'] });
    expect((await getJob(e, next)).prLink).toBe('https://github.com/acme/docs/pull/1');
  });

  it('gives queued scripts to creates in order, and seedJob does not take them', async () => {
    const e = await start();
    e.scriptNextJob({ polls: ['failed'] });
    e.scriptNextJob({ initialStatus: 'completed', polls: ['completed'], prLink: null });
    const seeded = e.seedJob({ polls: ['archived'] });
    expect(e.prompts(seeded)).toEqual([]);
    expect((await getJob(e, seeded)).status).toBe('archived');
    expect((await getJob(e, (await create(e)).id)).status).toBe('failed');
    const immediate = await create(e);
    expect(immediate).toMatchObject({ status: 'completed', prLink: null });
    const plain = await create(e);
    expect(plain.status).toBe('active');
  });

  it('forces override fields onto every served record, including a hostile id', async () => {
    const e = await start();
    e.scriptNextJob({
      override: { id: '../evil', model: undefined, extra: { nested: true } },
      polls: ['completed'],
    });
    const res = await call(e, '/job', { body: promptBody('x') });
    const answer = (await res.json()) as JobRecordJson;
    expect(answer.id).toBe('../evil');
    expect(answer).not.toHaveProperty('model');
    expect(answer.extra).toEqual({ nested: true });
    // The real id (from seedJob) still addresses the job.
    const seeded = e.seedJob({ override: { id: '../evil', status: undefined } });
    const served = await getJob(e, seeded);
    expect(served.id).toBe('../evil');
    expect(served).not.toHaveProperty('status');
    expect(e.job(seeded)?.id).toBe('../evil');
  });
});

describe('follow-up messages', () => {
  it('makes the job active again, then completed with a new pull request link', async () => {
    const clock = manualClock();
    const e = await start({ jobDurationMs: 1000, now: clock.now });
    const job = await create(e, 'first');
    clock.advance(1000);
    expect((await getJob(e, job.id)).prLink).toBe('https://github.com/acme/docs/pull/1');
    const res = await message(e, job.id, 'second');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: job.id, status: 'active', prLink: null });
    expect(await getJob(e, job.id)).toMatchObject({ status: 'active', prLink: null });
    clock.advance(1000);
    expect(await getJob(e, job.id)).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/2',
      createdAt: job.createdAt,
    });
    expect(e.prompts(job.id)).toEqual(['first', 'second']);
  });

  it('answers a scripted stale status with the previous round record, then runs the round', async () => {
    const e = await start();
    e.scriptNextJob({
      polls: ['completed'],
      followUps: [
        { initialStatus: 'completed', polls: ['active', 'completed'] },
        { polls: ['failed'] },
      ],
    });
    const job = await create(e);
    const firstLink = (await getJob(e, job.id)).prLink;
    expect(firstLink).toBe('https://github.com/acme/docs/pull/1');
    const stale = (await (await message(e, job.id)).json()) as JobRecordJson;
    expect(stale).toMatchObject({ status: 'completed', prLink: firstLink });
    expect((await getJob(e, job.id)).status).toBe('active');
    expect(await getJob(e, job.id)).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/2',
    });
    expect((await (await message(e, job.id)).json()) as JobRecordJson).toMatchObject({
      status: 'active',
    });
    expect((await getJob(e, job.id)).status).toBe('failed');
    // Past the scripted follow-ups, a default round.
    expect(((await (await message(e, job.id)).json()) as JobRecordJson).status).toBe('active');
  });

  it('accepts a follow-up while the round is still active and restarts it from now', async () => {
    const clock = manualClock();
    const e = await start({ jobDurationMs: 1000, now: clock.now });
    const job = await create(e);
    clock.advance(600);
    expect((await message(e, job.id)).status).toBe(200);
    clock.advance(600);
    expect((await getJob(e, job.id)).status).toBe('active');
    clock.advance(400);
    expect(await getJob(e, job.id)).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1',
    });
  });
});

describe('rate limit', () => {
  it('answers 429 past the limit, counting creates and messages, with Retry-After', async () => {
    const e = await start({ rateLimitPerHour: 3, retryAfterOn429: '7' });
    const job = await create(e);
    expect((await message(e, job.id)).status).toBe(200);
    await call(e, '/job', { body: '{}' }); // 400: not counted
    await create(e);
    for (const res of [
      await call(e, '/job', { body: promptBody('x') }),
      await message(e, job.id),
    ]) {
      await expectError(res, 429, 'Rate limit exceeded: 3 requests per hour');
      expect(res.headers.get('retry-after')).toBe('7');
    }
    // Polls are not rate limited.
    expect((await call(e, `/job/${job.id}`)).status).toBe(200);
  });

  it('allows 100 per sliding hour by default, without Retry-After', async () => {
    const clock = manualClock();
    const e = await start({ now: clock.now });
    const job = await create(e);
    for (let i = 1; i < 100; i += 1) {
      clock.advance(10);
      const res =
        i % 2 === 0 ? await message(e, job.id) : await call(e, '/job', { body: promptBody('x') });
      expect(res.status).toBeLessThan(300);
    }
    const limited = await message(e, job.id);
    await expectError(limited, 429, 'Rate limit exceeded: 100 requests per hour');
    expect(limited.headers.get('retry-after')).toBeNull();
    clock.advance(HOUR_MS - 990); // the first request is now exactly an hour old
    expect((await message(e, job.id)).status).toBe(200);
    // Only one slot freed up: the second request (10 ms later) is still inside the hour.
    expect((await message(e, job.id)).status).toBe(429);
    clock.advance(10);
    expect((await message(e, job.id)).status).toBe(200);
  });
});

describe('basePath', () => {
  it('serves under the prefix, records paths without it, and 404s outside it', async () => {
    const e = await start({ basePath: 'agent-api/' });
    expect(e.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/agent-api$/);
    const job = await create(e);
    expect(e.requests[0]?.path).toBe(`/v2/agent/${e.projectId}/job`);
    const origin = new URL(e.url).origin;
    const outside = await fetch(`${origin}/v2/agent/${e.projectId}/job/${job.id}`, {
      headers: { Authorization: `Bearer ${e.apiKey}` },
    });
    await expectError(outside, 404);
    const lookalike = await fetch(`${origin}/agent-apix/v2/agent/${e.projectId}/job/${job.id}`, {
      headers: { Authorization: `Bearer ${e.apiKey}` },
    });
    await expectError(lookalike, 404);
    // Requests outside the prefix are recorded with their full path.
    expect(e.requests.map((r) => r.path)).toEqual([
      `/v2/agent/${e.projectId}/job`,
      `/v2/agent/${e.projectId}/job/${job.id}`,
      `/agent-apix/v2/agent/${e.projectId}/job/${job.id}`,
    ]);
  });
});

describe('request recording', () => {
  it('jobIds(): every job that exists, seeded or created, oldest first; failed creates add none', async () => {
    const e = await start();
    expect(e.jobIds()).toEqual([]);
    const seeded = e.seedJob();
    e.injectFault({ method: 'POST', status: 503 });
    expect((await call(e, '/job', { body: promptBody('refused') })).status).toBe(503);
    const created = await create(e);
    e.injectFault({ method: 'POST', status: 500, afterHandling: true });
    expect((await call(e, '/job', { body: promptBody('lost answer') })).status).toBe(500);
    const ids = e.jobIds();
    expect(ids).toHaveLength(3);
    expect(ids.slice(0, 2)).toEqual([seeded, created.id]);
    ids.pop();
    expect(e.jobIds()).toHaveLength(3);
  });

  it('records method, path without query, headers, body and time; count() filters', async () => {
    const clock = manualClock();
    const e = await start({ now: clock.now });
    const job = await create(e, 'hello');
    await call(e, `/job/${job.id}?x=1`);
    await call(e, `/job/${job.id}`);
    expect(e.requests).toHaveLength(3);
    expect(e.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v2/agent/${e.projectId}/job`,
      body: '{"prompt":"hello"}',
      at: clock.now(),
    });
    expect(e.requests[0]?.headers.authorization).toBe(`Bearer ${e.apiKey}`);
    expect(e.requests[1]?.path).toBe(`/v2/agent/${e.projectId}/job/${job.id}`);
    expect(e.count('get')).toBe(2);
    expect(e.count('POST', /\/job$/)).toBe(1);
    expect(e.count('GET', /message/g)).toBe(0);
    expect(e.count('GET', /job_/g)).toBe(2);
  });
});

describe('faults', () => {
  it('respond: answers 500 JSON once by default, then normal handling resumes', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({});
    await expectError(await call(e, `/job/${id}`), 500, 'Internal Server Error');
    expect((await call(e, `/job/${id}`)).status).toBe(200);
  });

  it('respond: sends the given status, raw body and headers, `times` times, to matching requests only', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({
      method: 'GET',
      path: new RegExp(`/job/${id}$`),
      status: 502,
      body: '<html>Bad Gateway</html>',
      headers: { 'Content-Type': 'text/html', 'Retry-After': '1' },
      times: 2,
    });
    expect((await call(e, '/job', { body: promptBody('x') })).status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(e, `/job/${id}`);
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toBe('text/html');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.text()).toBe('<html>Bad Gateway</html>');
    }
    expect((await call(e, `/job/${id}`)).status).toBe(200);
  });

  it('matches a string path exactly and checks faults in order', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({ path: `/v2/agent/${e.projectId}/job`, status: 503 });
    e.injectFault({ path: `/v2/agent/${e.projectId}/job/${id}`, status: 429 });
    e.injectFault({ path: `/v2/agent/${e.projectId}/job/${id}`, status: 504 });
    expect((await call(e, `/job/${id}`)).status).toBe(429);
    expect((await call(e, `/job/${id}`)).status).toBe(504);
    expect((await call(e, `/job/${id}`)).status).toBe(200);
    expect((await call(e, '/job', { body: promptBody('x') })).status).toBe(503);
  });

  it('fires before authentication', async () => {
    const e = await start();
    e.injectFault({ status: 503 });
    expect((await call(e, '/job/x', { key: null })).status).toBe(503);
  });

  it('delayMs: waits before answering', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({ status: 503, delayMs: 150 });
    const started = Date.now();
    expect((await call(e, `/job/${id}`)).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reset: destroys the connection without an answer', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({ action: 'reset' });
    await expect(call(e, `/job/${id}`)).rejects.toThrow();
    expect((await call(e, `/job/${id}`)).status).toBe(200);
  });

  it('hang: never answers, and close() ends the connection', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({ action: 'hang' });
    await expect(call(e, `/job/${id}`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    e.injectFault({ action: 'hang' });
    const pending = call(e, `/job/${id}`);
    // Closed while the request hangs: once the emulator has it.
    await waitFor(() => e.requests.length === 2, 'the second request');
    await e.close();
    emu = undefined;
    await expect(pending).rejects.toThrow();
  });

  it('truncate: sends the headers and half the body, then cuts the connection', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({
      action: 'truncate',
      status: 200,
      body: JSON.stringify({ id, status: 'active' }),
    });
    const res = await call(e, `/job/${id}`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect((await call(e, `/job/${id}`)).status).toBe(200);
  });

  it('afterHandling: the create happens, the client gets the fault', async () => {
    const e = await start();
    e.injectFault({ method: 'POST', afterHandling: true, status: 500 });
    await expectError(await call(e, '/job', { body: promptBody('lost answer') }), 500);
    // The first job exists: the next one is number 2.
    expect((await create(e)).id).toMatch(/^job_2_/);
  });

  it('afterHandling: a truncated real answer, and a consumed poll', async () => {
    const e = await start();
    e.scriptNextJob({ polls: ['active', 'completed'] });
    e.injectFault({ method: 'POST', afterHandling: true, action: 'truncate' });
    const res = await call(e, '/job', { body: promptBody('x') });
    expect(res.status).toBe(201);
    await expect(res.text()).rejects.toThrow();
    const id = e.seedJob({ polls: ['active', 'completed'] });
    e.injectFault({ method: 'GET', afterHandling: true, action: 'reset' });
    await expect(call(e, `/job/${id}`)).rejects.toThrow();
    expect((await getJob(e, id)).status).toBe('completed');
  });

  it('afterHandling: a follow-up message is accepted even though the answer is a fault', async () => {
    const e = await start();
    const id = e.seedJob();
    e.injectFault({ path: /\/message$/, afterHandling: true, status: 504 });
    expect((await message(e, id, 'again')).status).toBe(504);
    expect(e.prompts(id)).toEqual(['again']);
  });
});
