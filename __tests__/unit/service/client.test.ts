// The service client (src/service/client.ts) over real HTTP: the emulator (emulator/server.ts) is a
// node:http server in this process, so every request, header and answer is a real one. Raw servers,
// a CONNECT proxy and a TLS server on 127.0.0.1 give the answers the emulator does not; only the
// shapes of error and body a real connection here cannot produce come from an adapter of the test's.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Agent as HttpsAgent, createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/index.js';
import type { AgentJobClient, ClientOptions } from '../../../src/service/client.js';
import { selfSignedCertificate } from '../../../__fixtures__/certificate.js';
import { behindRefusingProxy } from '../../../__fixtures__/refusing-proxy.js';
import { call, clientOf, failure } from '../../../__fixtures__/service-client.js';

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1', jobDurationMs: 60_000 });
});

afterEach(async () => {
  await emu.close();
});

const client = (overrides: Partial<ClientOptions> = {}) => clientOf(emu, overrides);

/**
 * A client made while axios' defaults carry `value` under `key`: the client copies them when it is
 * made, and its own options cannot name an adapter or an agent. The defaults are restored at once.
 */
function clientMadeWith<K extends 'adapter' | 'httpsAgent'>(
  key: K,
  value: (typeof axios.defaults)[K],
  overrides: Partial<ClientOptions> = {},
): AgentJobClient {
  const saved = axios.defaults[key];
  axios.defaults[key] = value;
  try {
    return client(overrides);
  } finally {
    axios.defaults[key] = saved;
  }
}

describe('requests', () => {
  test('create: POST to the jobs path with the prompt as JSON, the key as a bearer token', async () => {
    const record = await client().createJob('Document the new flag', call());
    expect(record).toMatchObject({ status: 'active', model: 'claude-sonnet-4' });
    expect(emu.jobIds()).toEqual([record.id]);
    expect(emu.prompts(record.id)).toEqual(['Document the new flag']);
    const [request] = emu.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/agent/proj_1/job' });
    expect(JSON.parse(request?.body ?? '')).toEqual({ prompt: 'Document the new flag' });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${emu.apiKey}`,
      'user-agent': 'agent-job-action/test',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  test('follow-up: POST to the job’s message path', async () => {
    const id = emu.seedJob({ outcome: 'completed', activeForMs: 0 });
    const record = await client().sendMessage(id, 'Also the FAQ', call());
    expect(record).toMatchObject({ id, status: 'active' });
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v2/agent/proj_1/job/${id}/message`,
    ]);
    expect(emu.prompts(id).at(-1)).toBe('Also the FAQ');
  });

  test('get: GET of the job, no body and no content type', async () => {
    const id = emu.seedJob({
      polls: [{ status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' }],
    });
    const record = await client().getJob(id, call());
    expect(record).toMatchObject({
      id,
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/7',
    });
    const [request] = emu.requests;
    expect(request).toMatchObject({ method: 'GET', path: `/v2/agent/proj_1/job/${id}`, body: '' });
    expect(request?.headers['content-type']).toBeUndefined();
  });

  test('a base-url with a path prefix keeps it', async () => {
    const prefixed = await startEmulator({ projectId: 'proj_1', basePath: '/agent-api' });
    try {
      const c = client({ baseUrl: new URL(`${prefixed.url}/`), apiKey: prefixed.apiKey });
      const record = await c.createJob('x', call());
      expect(prefixed.jobIds()).toEqual([record.id]);
    } finally {
      await prefixed.close();
    }
  });

  test('a loopback base-url never goes through a proxy from the environment', async () => {
    const saved = { http: process.env.HTTP_PROXY, lower: process.env.http_proxy };
    // A proxy that would refuse everything: the request must not reach it.
    const proxy = createServer((_req, res) => res.writeHead(502).end());
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    process.env.HTTP_PROXY = proxyUrl;
    process.env.http_proxy = proxyUrl;
    try {
      const record = await client().createJob('x', call());
      expect(emu.jobIds()).toEqual([record.id]);
    } finally {
      for (const [name, value] of [
        ['HTTP_PROXY', saved.http],
        ['http_proxy', saved.lower],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('the word that a request is out (onOut)', () => {
  test('comes once the request is written, before its answer, and again when it has ended', async () => {
    let told = 0;
    let tell = () => {};
    const out = new Promise<void>((resolve) => (tell = resolve));
    // The service answers only once the client has said its request is out.
    emu.injectFault({ method: 'POST', action: 'hold', afterHandling: true, until: out });
    const onOut = () => {
      told += 1;
      tell();
    };
    const record = await client().createJob('Document the new flag', { ...call(), onOut });
    expect(record.status).toBe('active');
    expect(emu.prompts(record.id)).toEqual(['Document the new flag']);
    expect(told).toBe(2);
  });

  test('comes when the request could not be written (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    let told = 0;
    const c = client({ baseUrl: new URL(`http://127.0.0.1:${port}/`) });
    const f = await failure(c.createJob('x', { ...call(), onOut: () => (told += 1) }));
    expect(f.detail).toEqual({ code: 'ECONNREFUSED', neverSent: true });
    expect(told).toBe(1);
  });
});

describe('answers that are not a job record', () => {
  test('an error status keeps the status, Retry-After and the service’s error text', async () => {
    emu.injectFault({
      status: 429,
      body: JSON.stringify({ error: 'Slow down' }),
      headers: { 'Retry-After': '17', 'Content-Type': 'application/json' },
    });
    const f = await failure(client().createJob('x', call()));
    expect(f.kind).toBe('http');
    expect(f.detail).toEqual({ status: 429, retryAfter: '17', serviceMessage: 'Slow down' });
  });

  test('the real 403 of a read-only key', async () => {
    const f = await failure(client({ apiKey: emu.readOnlyKey }).createJob('x', call()));
    expect(f.detail).toEqual({
      status: 403,
      retryAfter: undefined,
      serviceMessage: "API key lacks the 'write' scope required for this request",
    });
  });

  test('the error text is one printable line, redacted and cut to 300 characters', async () => {
    const c = client();
    emu.injectFault({
      status: 400,
      body: JSON.stringify({ error: `\u0000 bad\u0007\n\tprompt for ${emu.apiKey} \u001b` }),
    });
    expect((await failure(c.createJob('x', call()))).detail.serviceMessage).toBe(
      'bad prompt for ***',
    );
    emu.injectFault({ status: 400, body: JSON.stringify({ error: 'é'.repeat(400) }) });
    expect((await failure(c.createJob('x', call()))).detail.serviceMessage).toBe(
      `${'é'.repeat(300)}…`,
    );
  });

  test.each([
    [
      'an error text of control characters only',
      JSON.stringify({ error: '\u0001\u0002' }),
      undefined,
    ],
    ['an empty body', '', undefined],
    ['blank body', ' \n ', undefined],
    [
      'an HTML page',
      '  <html><body>Bad gateway</body></html>',
      'an HTML page instead of JSON, probably from a proxy or gateway',
    ],
    ['plain text', 'upstream failed', 'a body that is not the JSON error format'],
    [
      'text with markup further on',
      'upstream failed: <b>timeout</b>',
      'a body that is not the JSON error format',
    ],
    [
      'JSON without an error text',
      JSON.stringify({ message: 'x' }),
      'a body that is not the JSON error format',
    ],
    [
      'an error that is not text',
      JSON.stringify({ error: 5 }),
      'a body that is not the JSON error format',
    ],
    ['JSON null', 'null', 'a body that is not the JSON error format'],
  ])('%s: %s', async (_name, body, expected) => {
    emu.injectFault({ status: 502, body });
    const f = await failure(client().getJob('job_1', call()));
    expect(f.detail).toEqual({ status: 502, retryAfter: undefined, serviceMessage: expected });
  });

  test.each([300, 302, 399])('%i is a redirect, with its target; not followed', async (status) => {
    emu.injectFault({ status, body: '', headers: { Location: 'https://elsewhere.example/v2/' } });
    const f = await failure(client().getJob('job_1', call()));
    expect(f.kind).toBe('redirect');
    expect(f.detail).toEqual({ status, location: 'https://elsewhere.example/v2/' });
    expect(emu.requests).toHaveLength(1);
  });

  test('a redirect without a target', async () => {
    emu.injectFault({ status: 307, body: '' });
    expect((await failure(client().getJob('job_1', call()))).detail).toEqual({
      status: 307,
      location: undefined,
    });
  });

  test.each([400, 404, 500])('%i is an HTTP failure', async (status) => {
    emu.injectFault({ status });
    expect((await failure(client().getJob('job_1', call()))).kind).toBe('http');
  });

  test.each(['099', '000'])(
    'a status below 200 (%s) is an HTTP failure, even with a job record for body',
    async (code) => {
      const record = JSON.stringify({ id: 'job_1', status: 'active' });
      // Node's HTTP client reads any three digits as a final status except 1xx: a raw server sends one.
      const raw = createNetServer((socket) =>
        socket.once('data', () =>
          socket.end(
            `HTTP/1.1 ${code} Odd\r\nContent-Type: application/json\r\nContent-Length: ${record.length}\r\n\r\n${record}`,
          ),
        ),
      );
      await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = raw.address() as AddressInfo;
        const c = client({ baseUrl: new URL(`http://127.0.0.1:${port}/`) });
        const f = await failure(c.getJob('job_1', call()));
        expect(f.kind).toBe('http');
        expect(f.detail).toEqual({
          status: Number(code),
          retryAfter: undefined,
          serviceMessage: 'a body that is not the JSON error format',
        });
      } finally {
        await new Promise((resolve) => raw.close(resolve));
      }
    },
  );

  test('a body that axios did not give as text is read as none', async () => {
    const answer: AxiosAdapter = (config) =>
      Promise.resolve({
        data: { error: 'not to be read' },
        status: 500,
        statusText: 'Internal Server Error',
        headers: {},
        config,
        request: {},
      });
    const f = await failure(clientMadeWith('adapter', answer).getJob('job_1', call()));
    expect(f.kind).toBe('http');
    expect(f.detail).toEqual({ status: 500, retryAfter: undefined, serviceMessage: undefined });
  });

  test('any 2xx with a job record is the record', async () => {
    emu.injectFault({ status: 299, body: JSON.stringify({ id: 'job_9', status: 'active' }) });
    await expect(client().getJob('job_9', call())).resolves.toMatchObject({
      id: 'job_9',
      status: 'active',
    });
  });

  test.each([
    ['not JSON', 'ok'],
    ['JSON that is not a record', JSON.stringify({ id: 'job_1' })],
  ])('a 200 with %s is unreadable', async (_name, body) => {
    emu.injectFault({ status: 200, body });
    const f = await failure(client().getJob('job_1', call()));
    expect(f.kind).toBe('unreadable');
    expect(f.detail).toEqual({ status: 200 });
  });
});

describe('transport failures', () => {
  test('connection refused: certainly never sent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const f = await failure(
      client({ baseUrl: new URL(`http://127.0.0.1:${port}/`) }).createJob('x', call()),
    );
    expect(f.kind).toBe('network');
    expect(f.detail).toEqual({ code: 'ECONNREFUSED', neverSent: true });
  });

  test('a connection reset after the request was sent: it may have been seen', async () => {
    emu.injectFault({ action: 'reset' });
    const f = await failure(client().createJob('x', call()));
    expect(f.kind).toBe('network');
    expect(f.detail).toEqual({ code: 'ECONNRESET', neverSent: false });
  });

  test('an answer larger than 4 MiB is refused, as a broken connection without a code', async () => {
    emu.injectFault({ status: 200, body: 'x'.repeat(4 * 1024 * 1024 + 1) });
    const f = await failure(client().getJob('job_1', call()));
    expect(f.kind).toBe('network');
    expect(f.detail).toEqual({ code: undefined, neverSent: false });
  });

  test('an answer of exactly 4 MiB is read', async () => {
    const record = JSON.stringify({ id: 'job_1', status: 'active' });
    emu.injectFault({ status: 200, body: record.padEnd(4 * 1024 * 1024, ' ') });
    await expect(client().getJob('job_1', call())).resolves.toMatchObject({ id: 'job_1' });
  });

  test('no answer within the call’s time limit', async () => {
    emu.injectFault({ action: 'hang' });
    const f = await failure(client().getJob('job_1', { ...call(), timeoutMs: 50.5 }));
    expect(f.kind).toBe('timeout');
    expect(f.detail).toEqual({});
  });

  test('the client’s own limit when the call’s is longer', async () => {
    emu.injectFault({ action: 'hang' });
    const c = client({ requestTimeoutMs: 50 });
    const f = await failure(c.getJob('job_1', { ...call(), timeoutMs: 60_000 }));
    expect(f.kind).toBe('timeout');
  });

  test('a limit under a millisecond still allows the request to be sent', async () => {
    emu.injectFault({ action: 'hang' });
    const f = await failure(client().getJob('job_1', { ...call(), timeoutMs: 0.2 }));
    expect(f.kind).toBe('timeout');
  });

  test('cancelling the call throws its reason, not a failure', async () => {
    emu.injectFault({ action: 'hang' });
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const pending = client().getJob('job_1', { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('the system error code, found through the wrapping', () => {
  const rejectWith =
    (error: unknown): AxiosAdapter =>
    () =>
      Promise.reject(error);
  const systemError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
  const axiosError = (code: string, cause?: unknown) =>
    Object.assign(new AxiosError('request failed', code), { cause });

  test.each([
    [
      "axios' ERR_NETWORK around the system error",
      axiosError('ERR_NETWORK', systemError('ECONNREFUSED')),
      { code: 'ECONNREFUSED', neverSent: true },
    ],
    [
      "axios' ERR_BAD_RESPONSE around the system error",
      axiosError('ERR_BAD_RESPONSE', systemError('ECONNRESET')),
      { code: 'ECONNRESET', neverSent: false },
    ],
    [
      'the first of the errors of an AggregateError (one per address tried)',
      axiosError(
        'ERR_NETWORK',
        new AggregateError([systemError('ENOTFOUND'), systemError('ETIMEDOUT')], 'all failed'),
      ),
      { code: 'ENOTFOUND', neverSent: true },
    ],
    [
      'no system error at all',
      axiosError('ERR_BAD_REQUEST'),
      { code: undefined, neverSent: false },
    ],
  ])('%s', async (_name, error, detail) => {
    const f = await failure(clientMadeWith('adapter', rejectWith(error)).getJob('job_1', call()));
    expect(f.kind).toBe('network');
    expect(f.detail).toEqual(detail);
  });

  test('causes that lead back to each other end the search, without a code', async () => {
    const outer = axiosError('ERR_NETWORK');
    const inner = axiosError('ERR_BAD_RESPONSE', outer);
    outer.cause = inner;
    const f = await failure(clientMadeWith('adapter', rejectWith(outer)).getJob('job_1', call()));
    expect(f.detail).toEqual({ code: undefined, neverSent: false });
  });

  test.each([
    ['an empty entry among the errors', new AggregateError([null], 'all failed')],
    ['a cause that is text', 'ECONNRESET'],
    ['a cause that is a function', Object.assign(() => undefined, { code: 'ECONNRESET' })],
  ])('%s is not looked into', async (_name, cause) => {
    const error = axiosError('ERR_NETWORK', cause);
    const f = await failure(clientMadeWith('adapter', rejectWith(error)).getJob('job_1', call()));
    expect(f.detail).toEqual({ code: undefined, neverSent: false });
  });
});

describe('an https base-url', () => {
  const record = JSON.stringify({ id: 'job_1', status: 'active' });

  test.each([403, 502])(
    'an answer that did not come over TLS (a proxy refusing the tunnel with %i) is the proxy’s, not the service’s',
    async (status) => {
      // A job record for body, so only the check of the transport tells this answer apart.
      const refusal = `HTTP/1.1 ${status} Refused\r\nContent-Type: application/json\r\nContent-Length: ${record.length}\r\n\r\n${record}`;
      const connects = await behindRefusingProxy(refusal, async () => {
        const c = client({ baseUrl: new URL('https://agent.test/') });
        const f = await failure(c.getJob('job_1', call()));
        expect(f.kind).toBe('proxy');
        // Told when it is out, the request asks the proxy for its tunnel all the same.
        const told = await failure(c.getJob('job_1', { ...call(), onOut: () => undefined }));
        expect(told.kind).toBe('proxy');
        expect(f.detail).toEqual({ status });
        expect(f.message).toBe(`the proxy refused the tunnel (HTTP ${status})`);
      });
      expect(connects).toEqual(['agent.test:443', 'agent.test:443']);
    },
  );

  describe('over TLS', () => {
    let dir: string;
    let cert: string;
    let key: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'client-tls-'));
      ({ cert, key } = await selfSignedCertificate(dir, '127.0.0.1'));
    });

    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    test('an answer that came over TLS is the service’s', async () => {
      const server = createHttpsServer({ cert, key }, (_req, res) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(record),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const agent = new HttpsAgent({ ca: cert, keepAlive: false });
      try {
        const { port } = server.address() as AddressInfo;
        const c = clientMadeWith('httpsAgent', agent, {
          baseUrl: new URL(`https://127.0.0.1:${port}/`),
        });
        await expect(c.getJob('job_1', call())).resolves.toMatchObject({
          id: 'job_1',
          status: 'active',
        });
        // Told when it is out, the request goes over TLS all the same.
        let told = 0;
        await expect(
          c.getJob('job_1', { ...call(), onOut: () => (told += 1) }),
        ).resolves.toMatchObject({ id: 'job_1', status: 'active' });
        expect(told).toBe(2);
      } finally {
        agent.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
