// The bundle behind a real forward proxy: tinyproxy on 127.0.0.1, started per test with its own
// configuration and log. The proxy's log is the evidence: a CONNECT to the service for an https
// base-url (the tunnel hides the path and the key), nothing at all for a loopback base-url (never
// proxied) or a host listed in NO_PROXY, and a refused CONNECT reported as the proxy's refusal.
// Upper- and lower-case variables are both tried. GitHub's requests take the same way: a CONNECT
// to GITHUB_API_URL's host, or straight there when NO_PROXY lists it.
//
// For https, a TLS-terminating forwarder in this process (certificate made by openssl for this
// run, trusted through NODE_EXTRA_CA_CERTS) stands in front of the plain-http emulator, or of the
// GitHub fake. A loopback address is never proxied, so the tunnelled service is named `agent.test`
// and GitHub `api.github.test`: tinyproxy sends CONNECTs for `.test` to an upstream (its
// `Upstream` rule), a CONNECT end in this process that pipes each tunnel to the forwarder on the
// port it names. The action cannot look those names up: a request that went around the proxy
// would find no such host. Where NO_PROXY sends GitHub's requests straight to it, a preload gives
// the action's resolver the one name, as a runner's hosts file would.
//
// Needs tinyproxy and openssl (`apt-get install -y tinyproxy openssl`; .ci/run installs them).
// Outside CI the tests are skipped with a message when tinyproxy is missing; under CI=true they
// run and fail instead.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Server as HttpsServer } from 'node:https';
import { connect, createServer as createNetServer } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { selfSignedCertificate, type Certificate } from '../../__fixtures__/certificate.js';
import { waitFor } from '../../__fixtures__/wait-for.js';
import { listen } from '../../emulator/http-common.js';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectNoKeyInGitHub,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  GH_COMMENTS_PATH,
  githubFake,
  githubRequestsOf,
  issuesEvent,
  REPO,
  run,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

const HOST = '127.0.0.1';
/** The tunnelled service's name (RFC 2606 reserves .test); only tinyproxy's Upstream rule knows where it is. */
const SERVICE_NAME = 'agent.test';
/** GitHub's API host, tunnelled the same way. */
const GITHUB_NAME = 'api.github.test';

function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin', '/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

const TINYPROXY = findExecutable('tinyproxy');
const IN_CI = process.env.CI === 'true';
const runTests = TINYPROXY !== undefined || IN_CI;
if (!runTests) {
  console.warn(
    'proxy.test.ts: SKIPPED: tinyproxy is not installed (apt-get install -y tinyproxy); ' +
      'under CI=true these tests run and fail instead',
  );
}
const describeProxy = runTests ? describe : describe.skip;

// ---------------------------------------------------------------------------------------------
// tinyproxy

interface Proxy {
  readonly url: string;
  readonly port: number;
  /** The request lines tinyproxy logged since `mark()`: `CONNECT host:port HTTP/1.1`, `GET http://… HTTP/1.1`. */
  requests(): Promise<string[]>;
  /** Client connections tinyproxy logged since `mark()`. */
  connections(): Promise<number>;
  /** The log since `mark()`. */
  log(): Promise<string>;
  /** Forget what was logged so far (the readiness probe). */
  mark(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startTinyproxy(extraConfig: string[] = []): Promise<Proxy> {
  if (!TINYPROXY) {
    throw new Error(
      'tinyproxy is not installed: apt-get install -y tinyproxy (.ci/run does this when it runs as root)',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'tinyproxy-'));
  const logFile = join(dir, 'tinyproxy.log');
  let lastError = '';
  // The port is chosen before tinyproxy binds it (Port 0 is not supported), so retry on a race.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const conf = join(dir, 'tinyproxy.conf');
    await writeFile(
      conf,
      [
        `Port ${port}`,
        `Listen ${HOST}`,
        'Timeout 30',
        `Allow ${HOST}`,
        `LogFile "${logFile}"`,
        'LogLevel Info',
        'MaxClients 50',
        // No ConnectPort lines (unless given): CONNECT is allowed to any port.
        ...extraConfig,
        '',
      ].join('\n'),
    );
    await writeFile(logFile, '');
    const child: ChildProcess = spawn(TINYPROXY, ['-d', '-c', conf], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

    // Ready when it accepts a connection; not if it exits first (the port was taken).
    const ready = await waitFor(
      async () =>
        child.exitCode !== null || child.signalCode !== null
          ? 'exited'
          : (await canConnect(port)) && 'ready',
      'tinyproxy to accept connections',
    ).catch(() => 'never');
    if (ready !== 'ready') {
      child.kill('SIGKILL');
      await exited;
      lastError = `${output}\n${await readFile(logFile, 'utf8').catch(() => '')}`;
      continue;
    }

    let offset = 0;
    const since = async (): Promise<string> => (await readFile(logFile, 'utf8')).slice(offset);
    return {
      url: `http://${HOST}:${port}`,
      port,
      log: since,
      async requests() {
        const lines = (await since()).split('\n');
        return lines
          .map((line) => /Request \(file descriptor \d+\): (.+)$/.exec(line)?.[1])
          .filter((line): line is string => line !== undefined);
      },
      async connections() {
        return ((await since()).match(/Connect \(file descriptor \d+\)/g) ?? []).length;
      },
      async mark() {
        // Past the readiness probe's connection, once it is logged.
        const log = await waitFor(async () => {
          const text = await readFile(logFile, 'utf8');
          return /Connect \(file descriptor \d+\)/.test(text) && text;
        }, "tinyproxy's log of the readiness probe");
        offset = log.length;
      },
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
          await exited;
          clearTimeout(timer);
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  await rm(dir, { recursive: true, force: true });
  throw new Error(`tinyproxy did not start:\n${lastError}`);
}

// ---------------------------------------------------------------------------------------------
// A TLS front for the plain-http emulator

async function makeCertificate(dir: string): Promise<Certificate> {
  return selfSignedCertificate(dir, HOST, [SERVICE_NAME, GITHUB_NAME]);
}

interface Forwarder {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on a free loopback port; `close` ends open connections too. */
async function serve(
  server: HttpServer | HttpsServer,
  scheme: 'http' | 'https',
  tunnels: Set<Socket> = new Set(),
): Promise<Forwarder> {
  const port = await listen(server, 0, HOST);
  return {
    url: `${scheme}://${HOST}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        // A socket taken over by a CONNECT is no longer the HTTP server's to close, yet close()
        // waits for it: end the tunnels too, or a proxy that keeps its end open hangs the test.
        for (const socket of tunnels) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** https://127.0.0.1:PORT → the emulator or the GitHub fake, request and answer passed through unchanged. */
async function startTlsForwarder(
  tls: Certificate,
  behind: { readonly url: string },
): Promise<Forwarder> {
  const target = new URL(behind.url);
  const server: HttpsServer = createHttpsServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: Number(target.port),
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return serve(server, 'https');
}

/**
 * An upstream proxy for tinyproxy that takes a CONNECT to any `.test` host to the forwarder on the
 * port it names (on 127.0.0.1).
 */
async function startTunnelEnd(): Promise<Forwarder> {
  const server = createHttpServer((_req, res) => res.writeHead(405).end());
  const tunnels = new Set<Socket>();
  server.on('connect', (req, socket: Socket, head: Buffer) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const port = Number(new URL(`http://${req.url ?? ''}`).port);
    const upstream = connect({ host: HOST, port }, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });
  return serve(server, 'http', tunnels);
}

// ---------------------------------------------------------------------------------------------

const PROMPT = 'Document the rateLimit option of the SDK client.';

let certDir = '';
let tls: Certificate | undefined;
const proxies: Proxy[] = [];
const forwarders: Forwarder[] = [];

async function proxy(extraConfig: string[] = []): Promise<Proxy> {
  const started = await startTinyproxy(extraConfig);
  proxies.push(started);
  await started.mark();
  return started;
}

/** The emulator or the GitHub fake behind TLS (the certificate names both .test hosts). */
async function httpsService(server: { readonly url: string }): Promise<Forwarder> {
  if (!tls) tls = await makeCertificate(certDir);
  const forwarder = await startTlsForwarder(tls, server);
  forwarders.push(forwarder);
  return forwarder;
}

/** Runs the bundle with `env` (proxy variables), against `baseUrl`, to completion. */
async function runThrough(
  emu: Emulator,
  baseUrl: string,
  env: Record<string, string>,
): Promise<ActionResult> {
  emu.scriptNextJob({ polls: ['active', 'completed'] });
  const result = await run(
    emu,
    { prompt: PROMPT, 'base-url': baseUrl, comment: 'false' },
    { env: { ...env, ...(tls && { NODE_EXTRA_CA_CERTS: tls.certFile }) } },
  );
  expectNoKeyLeak(result, emu.apiKey);
  expectSuccess(result);
  expect(result.outputs.status).toBe('completed');
  expect(emu.count('POST', CREATE_PATH)).toBe(1);
  expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(1);
  return result;
}

/** tinyproxy writes its log as it goes: waits until `done` holds of what `read` gives. */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return waitFor(async () => {
    const value = await read();
    return done(value) && { value };
  }, "tinyproxy's log lines").then(({ value }) => value);
}

/**
 * A preload that makes the action's resolver answer 127.0.0.1 for GITHUB_NAME (as an entry in a
 * runner's hosts file would), and every other name as before; its `--import` for NODE_OPTIONS.
 */
async function githubNameResolves(): Promise<string> {
  const file = join(certDir, 'resolve-github.mjs');
  await writeFile(
    file,
    `import dns from 'node:dns';
const lookup = dns.lookup;
dns.lookup = function (hostname, ...rest) {
  return lookup.call(this, hostname === ${JSON.stringify(GITHUB_NAME)} ? '127.0.0.1' : hostname, ...rest);
};
`,
  );
  return `--import ${pathToFileURL(file).href}`;
}

/**
 * A labelled issue's round on the bundle, GitHub at `apiUrl` (https, through the TLS front) and the
 * service on loopback (never proxied): who asked is read on GitHub before the job is created, and
 * the result is a comment on the issue. `env` adds the proxy variables.
 */
async function labelledRound(
  emu: Emulator,
  fake: GitHubFake,
  apiUrl: string,
  env: Record<string, string>,
): Promise<ActionResult> {
  fake.setPermission(REPO, 'maintainer', 'maintain');
  const event = issuesEvent(
    fake,
    { number: 5, title: 'Document the CLI', body: 'Please.' },
    { label: 'docs-agent', sender: { login: 'maintainer', type: 'User' } },
  );
  emu.scriptNextJob({ polls: ['active', 'completed'] });
  const result = await run(
    emu,
    {},
    {
      event,
      env: { GITHUB_API_URL: apiUrl, ...env, ...(tls && { NODE_EXTRA_CA_CERTS: tls.certFile }) },
    },
  );
  expectNoKeyLeak(result, emu.apiKey);
  expectNoKeyInGitHub(fake, emu.apiKey);
  expectSuccess(result);
  expect(githubRequestsOf(fake, 'GET', /\/collaborators\/maintainer\/permission$/)).toHaveLength(1);
  expect(emu.count('POST', CREATE_PATH)).toBe(1);
  expect(githubRequestsOf(fake, 'POST', GH_COMMENTS_PATH).length).toBeGreaterThanOrEqual(1);
  return result;
}

describeProxy('through a real proxy (tinyproxy on 127.0.0.1)', () => {
  beforeAll(async () => {
    certDir = await mkdtemp(join(tmpdir(), 'proxy-test-tls-'));
  });
  afterEach(async () => {
    // The proxy first: with it gone, no tunnel through the forwarders is kept open.
    await Promise.all(proxies.splice(0).map((p) => p.stop()));
    await Promise.all(forwarders.splice(0).map((f) => f.close()));
    await closeEmulators();
    await closeGitHubFakes();
  });
  afterAll(async () => {
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  test.each(['HTTPS_PROXY', 'https_proxy'])(
    '%s: https to the service is tunnelled through CONNECT, and the proxy sees neither path nor key',
    async (variable) => {
      const emu = await emulator();
      const service = await httpsService(emu);
      const end = await startTunnelEnd();
      forwarders.push(end);
      const p = await proxy([`Upstream http ${HOST}:${end.port} ".test"`]);

      await runThrough(emu, `https://${SERVICE_NAME}:${service.port}`, { [variable]: p.url });

      const requests = await settled(
        () => p.requests(),
        (lines) => lines.length >= 1,
      );
      expect(requests.length).toBeGreaterThanOrEqual(1);
      for (const line of requests) {
        expect(line).toBe(`CONNECT ${SERVICE_NAME}:${service.port} HTTP/1.1`);
      }
      const log = await p.log();
      expect(log).not.toContain('/v2/agent');
      expect(log).not.toContain(emu.apiKey);
      // The emulator saw the requests unchanged (no proxy header inside a tunnel).
      for (const request of emu.requests) expect(request.headers.via).toBeUndefined();
    },
  );

  test.each([
    ['HTTP_PROXY', 'http'],
    ['http_proxy', 'http'],
    ['HTTPS_PROXY', 'https'],
  ])(
    '%s: a loopback base-url (%s) never goes through the proxy: the key stays on the machine',
    async (variable, scheme) => {
      const emu = await emulator();
      const baseUrl = scheme === 'https' ? (await httpsService(emu)).url : emu.url;
      const p = await proxy();

      await runThrough(emu, baseUrl, { [variable]: p.url });

      // tinyproxy logs a connection when it accepts it, before it forwards anything: one the
      // action made would be in the log before the action had its answers, so before it ended.
      expect(await p.requests()).toEqual([]);
      expect(await p.connections()).toBe(0);
      for (const request of emu.requests) expect(request.headers.via).toBeUndefined();
    },
  );

  test("a proxy that refuses the CONNECT (403) is reported as the proxy's refusal, not the service's", async () => {
    const emu = await emulator();
    // tinyproxy answers 403 to a CONNECT to any port but 443, before looking the name up.
    const p = await proxy(['ConnectPort 443']);

    const result = await run(
      emu,
      { prompt: PROMPT, 'base-url': `https://${SERVICE_NAME}:8443`, comment: 'false' },
      { env: { HTTPS_PROXY: p.url } },
    );

    expectNoKeyLeak(result, emu.apiKey);
    const message = expectOneLineError(
      result,
      /^the proxy \(HTTPS_PROXY\) refused to open a tunnel to the service \(HTTP 403\) while creating the job/,
      /NO_PROXY/,
    );
    expect(message).not.toMatch(/api-key|scope|allowlist|may or may not/);
    const requests = await settled(
      () => p.requests(),
      (lines) => lines.length >= 1,
    );
    expect(requests).toEqual([`CONNECT ${SERVICE_NAME}:8443 HTTP/1.1`]);
    expect(emu.requests).toHaveLength(0);
  });

  test.each([
    ['NO_PROXY', 'https'],
    ['no_proxy', 'http'],
  ])(
    '%s=127.0.0.1 bypasses the proxy (%s service): the proxy logs nothing, the job completes',
    async (variable, scheme) => {
      const emu = await emulator();
      const baseUrl = scheme === 'https' ? (await httpsService(emu)).url : emu.url;
      const p = await proxy();

      await runThrough(emu, baseUrl, {
        HTTPS_PROXY: p.url,
        HTTP_PROXY: p.url,
        https_proxy: p.url,
        http_proxy: p.url,
        [variable]: HOST,
      });

      // Logged on accept, before forwarding: see the test above.
      expect(await p.requests()).toEqual([]);
      expect(await p.connections()).toBe(0);
      for (const request of emu.requests) expect(request.headers.via).toBeUndefined();
    },
  );

  test.each(['HTTPS_PROXY', 'https_proxy'])(
    '%s: GitHub’s requests are tunnelled through CONNECT to GITHUB_API_URL’s host, and the proxy sees neither path nor token',
    async (variable) => {
      const emu = await emulator();
      const fake = await githubFake();
      const github = await httpsService(fake);
      const end = await startTunnelEnd();
      forwarders.push(end);
      const p = await proxy([`Upstream http ${HOST}:${end.port} ".test"`]);

      // Only the proxy knows where api.github.test is: a GitHub request sent around it finds no host.
      await labelledRound(emu, fake, `https://${GITHUB_NAME}:${github.port}`, {
        [variable]: p.url,
      });

      const requests = await settled(
        () => p.requests(),
        (lines) => lines.length >= 1,
      );
      for (const line of requests) {
        expect(line).toBe(`CONNECT ${GITHUB_NAME}:${github.port} HTTP/1.1`);
      }
      const log = await p.log();
      expect(log).not.toContain('/repos/');
      expect(log).not.toContain(fake.token);
      // The service, on loopback, was reached without the proxy.
      expect(log).not.toContain(emu.url.replace(/^http:\/\//, ''));
    },
  );

  test.each([
    ['NO_PROXY', GITHUB_NAME],
    ['no_proxy', '.github.test'],
  ])(
    '%s=%s: GitHub’s requests go straight to GITHUB_API_URL’s host, never through the proxy',
    async (variable, value) => {
      const emu = await emulator();
      const fake = await githubFake();
      const github = await httpsService(fake);
      // No upstream: a CONNECT to api.github.test would fail at the proxy.
      const p = await proxy();

      await labelledRound(emu, fake, `https://${GITHUB_NAME}:${github.port}`, {
        HTTPS_PROXY: p.url,
        HTTP_PROXY: p.url,
        https_proxy: p.url,
        http_proxy: p.url,
        [variable]: value,
        NODE_OPTIONS: await githubNameResolves(),
      });

      // Logged on accept, before forwarding: see the loopback test above.
      expect(await p.requests()).toEqual([]);
      expect(await p.connections()).toBe(0);
    },
  );
});
