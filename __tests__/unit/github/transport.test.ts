// Octokit's fetch over axios (src/github/transport.ts), against a plain server on loopback: what
// Octokit reads of an answer, the errors it tells apart, and proxies left out for loopback.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axiosFetch } from '../../../src/github/transport.js';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.url === '/empty') {
        response.writeHead(204).end();
      } else if (request.url === '/bytes') {
        response
          .writeHead(200, { 'Content-Type': 'application/octet-stream' })
          .end(Buffer.from([0, 255, 1]));
      } else if (request.url === '/hang') {
        // never answers
      } else {
        response
          .writeHead(request.url === '/missing' ? 404 : 201, {
            'content-type': 'application/json; charset=utf-8',
            link: '<https://api.github.test/next>; rel="next"',
          })
          .end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  seen.length = 0;
  process.env = { ...savedEnv };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('axiosFetch', () => {
  test('sends the method, headers and body given, and answers with status, headers and text', async () => {
    const response = await axiosFetch(`${base}/repos/acme/docs/issues`, {
      method: 'POST',
      headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
      body: '{"title":"t"}',
    });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/repos/acme/docs/issues',
        body: '{"title":"t"}',
        headers: expect.objectContaining({ authorization: 'token ghs_x' }),
      }),
    ]);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('link')).toBe('<https://api.github.test/next>; rel="next"');
    // Octokit reads every header as a [name, value] pair.
    expect(Object.fromEntries(response.headers)).toEqual(
      expect.objectContaining({
        'content-type': 'application/json; charset=utf-8',
        link: '<https://api.github.test/next>; rel="next"',
      }),
    );
    expect(await response.text()).toBe('{"ok":true}');
    // As fetch names it: Octokit's pagination of a listing with `total_count` reads it.
    expect(response.url).toBe(`${base}/repos/acme/docs/issues`);
  });

  test('an error status is an answer, as with fetch', async () => {
    const response = await axiosFetch(`${base}/missing`, { method: 'GET' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"ok":true}');
  });

  test('an answer without a body (204) has none', async () => {
    const response = await axiosFetch(`${base}/empty`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  test('a binary answer comes whole as bytes', async () => {
    const response = await axiosFetch(`${base}/bytes`, { method: 'GET' });
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0, 255, 1]);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  test('a loopback address is never sent through a proxy the environment names', async () => {
    for (const name of PROXY_VARIABLES) process.env[name] = 'http://127.0.0.1:9';
    const response = await axiosFetch(`${base}/repos`, { method: 'GET' });
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(1);
  });

  test('no answer: a TypeError whose cause carries the system code, as with fetch', async () => {
    const error = (await axiosFetch('http://127.0.0.1:9/', { method: 'GET' }).catch(
      (e: unknown) => e,
    )) as TypeError & { cause: { code?: string; message: string } };
    expect(error).toBeInstanceOf(TypeError);
    expect(error.cause.code).toBe('ECONNREFUSED');
    expect(error.message).toBe(error.cause.message);
  });

  test('a signal that ends the request rejects with its reason', async () => {
    const stop = new AbortController();
    const pending = axiosFetch(`${base}/hang`, { method: 'GET', signal: stop.signal }).catch(
      (e: unknown) => e,
    );
    while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const reason = new Error('the run was cancelled');
    stop.abort(reason);
    expect(await pending).toBe(reason);
  });
});
