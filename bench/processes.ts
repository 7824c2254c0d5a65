// Child processes for the startup and memory figures: the bundled action spawned as the runner
// does, a bare `node` script doing the same work with `fetch` (read the asker's permission from
// GitHub, then send the create request), and `node -e 0`. The emulator and the GitHub fake run in
// this process, so spawn and arrival are read from the same clock.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GitHubFake } from '../emulator/github-fake.js';
import type { Emulator } from '../emulator/server.js';
import {
  inputEnvName,
  prepareRunnerDirs,
  readDeclaredInputs,
  runnerEnvironment,
} from '../scripts/run-action.js';

/** High-resolution epoch ms; the emulator stamps `RecordedRequest.at` with the same clock. */
export const hrNow = (): number => performance.timeOrigin + performance.now();

const CHILD_TIMEOUT_MS = 30_000;
const TIME_BINARY = '/usr/bin/time';

/** How a child's peak RSS is read: GNU time's %M, or a preload printing `maxRSS` at exit. */
export type RssMethod = 'time' | 'preload';

export interface Contender {
  readonly label: string;
  readonly args: readonly string[];
  /**
   * Whether the run must read the asker's permission from GitHub once and then deliver exactly one
   * create request to the emulator.
   */
  readonly creates: boolean;
}

/** Milliseconds from spawn to each request's arrival (to the exit for a run that sends nothing). */
export interface StartupTimes {
  /** The first request: the permission read on GitHub. */
  readonly first: number;
  /** The create request at the service. */
  readonly create: number;
}

export interface Workbench {
  readonly emulator: Emulator;
  readonly github: GitHubFake;
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly dir: string;
  /** The runner's file-command files, emptied before each run as a fresh step would have them. */
  readonly stepFiles: readonly string[];
  /** `node <dist>/index.js` */
  readonly action: Contender;
  /** `node <dist>/post.js`, the post step, after a main step that reported (POST_REPORTED_ENV). */
  readonly post: Contender;
}

/**
 * The state a main step that reported leaves the post step (the runner passes it as STATE_*):
 * the round as saved, and the flag that tells the post step it has nothing to do.
 */
export const POST_REPORTED_ENV: Readonly<Record<string, string>> = {
  STATE_round: JSON.stringify({ startedAt: 0, action: 'start', jobId: 'job_1', status: 'active' }),
  STATE_reported: 'true',
};

interface ChildRun {
  readonly spawnedAt: number;
  readonly exitedAt: number;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly output: string;
}

/**
 * The bare baseline with global fetch: the permission read, then (only once GitHub has answered
 * that the asker may) the create; the requests given in BENCH_REQUEST.
 */
const BARE_SCRIPT = `const { permission, create } = JSON.parse(process.env.BENCH_REQUEST);
const read = await fetch(permission.url, { headers: permission.headers });
const { role_name } = await read.json();
if (!read.ok || !['maintain', 'admin'].includes(role_name)) {
  console.error('permission: HTTP ' + read.status + ' ' + role_name);
  process.exit(1);
}
const response = await fetch(create.url, { method: 'POST', headers: create.headers, body: create.body });
await response.text();
if (!response.ok) {
  console.error('HTTP ' + response.status);
  process.exitCode = 1;
}
`;

/** Context only: the same two requests with node:http, which loads far less than `fetch` does. */
const BARE_HTTP_SCRIPT = `import { request } from 'node:http';
const { permission, create } = JSON.parse(process.env.BENCH_REQUEST);
const send = (url, options, body) =>
  new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
const read = await send(permission.url, { headers: permission.headers });
const { role_name } = JSON.parse(read.text);
if (read.status !== 200 || !['maintain', 'admin'].includes(role_name)) {
  console.error('permission: HTTP ' + read.status + ' ' + role_name);
  process.exit(1);
}
const { status } = await send(
  create.url,
  { method: 'POST', headers: { ...create.headers, 'content-length': Buffer.byteLength(create.body) } },
  create.body,
);
if (status < 200 || status >= 300) {
  console.error('HTTP ' + status);
  process.exitCode = 1;
}
`;

/** Loaded with --import only when GNU time is missing; prints the peak RSS (KiB) at exit. */
const RSS_PRELOAD = `import { writeFileSync } from 'node:fs';
process.on('exit', () => {
  writeFileSync(process.env.BENCH_MAXRSS_FILE, String(process.resourceUsage().maxRSS));
});
`;

const BENCH_PROMPT =
  'Document the new `rateLimit` option of the SDK client on the configuration page, with an example.';

/**
 * The runner's environment for a create with `wait: false`, `comment: false`, against the emulator,
 * dispatched by octocat with `min-permission: maintain`: a dispatch proves write access only, so
 * the action reads octocat's permission from the GitHub fake (admin there) before the create.
 */
export async function prepareWorkbench(
  emulator: Emulator,
  github: GitHubFake,
  dir: string,
  actionEntry: string,
): Promise<Workbench> {
  const step = await prepareRunnerDirs(dir);
  await writeFile(
    step.eventPath,
    JSON.stringify({
      inputs: {},
      ref: 'refs/heads/main',
      repository: { name: 'docs', full_name: 'acme/docs', owner: { login: 'acme' } },
      sender: { login: 'octocat', type: 'User' },
      workflow: '.github/workflows/agent.yml',
    }),
  );
  await writeFile(join(dir, 'bare-create.mjs'), BARE_SCRIPT);
  await writeFile(join(dir, 'bare-http-create.mjs'), BARE_HTTP_SCRIPT);
  await writeFile(join(dir, 'maxrss-preload.mjs'), RSS_PRELOAD);

  const given: Record<string, string> = {
    prompt: BENCH_PROMPT,
    'project-id': emulator.projectId,
    'api-key': emulator.apiKey,
    'base-url': emulator.url,
    wait: 'false',
    comment: 'false',
    'min-permission': 'maintain',
  };
  const inputs: Record<string, string> = {};
  for (const input of await readDeclaredInputs()) {
    inputs[inputEnvName(input.name)] = given[input.name] ?? input.default ?? '';
  }
  const missing = Object.keys(given).filter((name) => !(inputEnvName(name) in inputs));
  if (missing.length > 0) throw new Error(`action.yml does not declare ${missing.join(', ')}`);

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ...runnerEnvironment({ ...step, eventName: 'workflow_dispatch' }),
    GITHUB_API_URL: github.url,
    ...inputs,
  };
  return {
    emulator,
    github,
    env,
    cwd: step.workspace,
    dir,
    stepFiles: Object.values(step.files),
    action: { label: 'action (`node dist/index.js`)', args: [actionEntry], creates: true },
    post: {
      label: 'post step (`node dist/post.js`)',
      args: [join(dirname(actionEntry), 'post.js')],
      creates: false,
    },
  };
}

export function bareContender(bench: Workbench): Contender {
  return {
    label: 'bare `node` + `fetch`',
    args: [join(bench.dir, 'bare-create.mjs')],
    creates: true,
  };
}

export function bareHttpContender(bench: Workbench): Contender {
  return {
    label: 'bare `node` + `node:http`',
    args: [join(bench.dir, 'bare-http-create.mjs')],
    creates: true,
  };
}

export const emptyNode: Contender = { label: '`node -e 0`', args: ['-e', '0'], creates: false };

const PERMISSION_PATH = '/repos/acme/docs/collaborators/octocat/permission';

/**
 * The action's two requests as GitHub and the emulator received them (permission read, create),
 * for the bare scripts to send alike.
 */
export function sameRequestEnv(bench: Workbench): Record<string, string> {
  const sent = [...bench.emulator.requests].reverse().find((r) => r.method === 'POST');
  const read = [...bench.github.requests].reverse().find((r) => r.path === PERMISSION_PATH);
  if (!sent || !read) throw new Error('the action has not read the permission and created yet');
  const headersOf = (given: Record<string, string | string[] | undefined>, names: string[]) => {
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = given[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return headers;
  };
  const url = new URL(`v2/agent/${bench.emulator.projectId}/job`, `${bench.emulator.url}/`);
  const request = {
    permission: {
      url: `${bench.github.url}${PERMISSION_PATH}`,
      headers: headersOf(read.headers, ['authorization', 'user-agent', 'accept']),
    },
    create: {
      url: url.toString(),
      headers: headersOf(sent.headers, ['authorization', 'user-agent', 'accept', 'content-type']),
      body: sent.body,
    },
  };
  return { BENCH_REQUEST: JSON.stringify(request) };
}

/**
 * Milliseconds from spawning the contender to GitHub receiving its permission read and to the
 * emulator receiving its create request (for a contender that sends nothing, both to its exit).
 * Throws when the run did not do what it should.
 */
export async function startupMs(
  bench: Workbench,
  contender: Contender,
  extraEnv: Record<string, string> = {},
): Promise<StartupTimes> {
  const before = requestCounts(bench);
  await resetStepFiles(bench);
  const run = await runChild(process.execPath, contender.args, bench, extraEnv);
  const received = checkRun(bench, contender, run, before);
  return {
    first: (received?.permissionAt ?? run.exitedAt) - run.spawnedAt,
    create: (received?.createAt ?? run.exitedAt) - run.spawnedAt,
  };
}

/** Peak RSS in KiB of one whole run of the contender. */
export async function peakRssKiB(
  bench: Workbench,
  contender: Contender,
  method: RssMethod,
  extraEnv: Record<string, string> = {},
): Promise<number> {
  const before = requestCounts(bench);
  await resetStepFiles(bench);
  const out = join(bench.dir, 'maxrss.txt');
  await writeFile(out, '');
  const run =
    method === 'time'
      ? await runChild(
          TIME_BINARY,
          ['-f', '%M', '-o', out, process.execPath, ...contender.args],
          bench,
          extraEnv,
        )
      : await runChild(
          process.execPath,
          [
            '--import',
            pathToFileURL(join(bench.dir, 'maxrss-preload.mjs')).href,
            ...contender.args,
          ],
          bench,
          { ...extraEnv, BENCH_MAXRSS_FILE: out },
        );
  checkRun(bench, contender, run, before);
  const lines = (await readFile(out, 'utf8')).trim().split('\n');
  const kib = Number(lines[lines.length - 1]);
  if (!Number.isFinite(kib) || kib <= 0) {
    throw new Error(`${contender.label}: no peak RSS reported (${method}): ${lines.join(' | ')}`);
  }
  return kib;
}

/** GNU time when it is there and reports %M, else the preload. */
export async function chooseRssMethod(bench: Workbench, forced?: RssMethod): Promise<RssMethod> {
  if (forced) return forced;
  try {
    accessSync(TIME_BINARY, constants.X_OK);
    await peakRssKiB(bench, emptyNode, 'time');
    return 'time';
  } catch {
    return 'preload';
  }
}

async function resetStepFiles(bench: Workbench): Promise<void> {
  for (const file of bench.stepFiles) await writeFile(file, '');
}

interface RequestCounts {
  readonly service: number;
  readonly github: number;
}

const requestCounts = (bench: Workbench): RequestCounts => ({
  service: bench.emulator.requests.length,
  github: bench.github.requests.length,
});

function checkRun(
  bench: Workbench,
  contender: Contender,
  run: ChildRun,
  before: RequestCounts,
): { permissionAt: number; createAt: number } | undefined {
  const fail = (why: string): never => {
    throw new Error(
      `${contender.label}: ${why}\n${run.output.trim().split('\n').slice(-15).join('\n')}`,
    );
  };
  if (run.exitCode !== 0) fail(`exited with ${run.exitCode ?? run.signal}`);
  const received = bench.emulator.requests.slice(before.service);
  const onGitHub = bench.github.requests.slice(before.github);
  if (!contender.creates) {
    const sent = received.length + onGitHub.length;
    if (sent > 0) fail(`sent ${sent} request(s); expected none`);
    return undefined;
  }
  const read = onGitHub[0];
  if (onGitHub.length !== 1 || !read || read.method !== 'GET' || read.path !== PERMISSION_PATH) {
    fail(
      `expected exactly one GET ${PERMISSION_PATH} on GitHub, it received: ${onGitHub.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'}`,
    );
  }
  const create = received[0];
  const path = `/v2/agent/${bench.emulator.projectId}/job`;
  if (received.length !== 1 || !create || create.method !== 'POST' || create.path !== path) {
    fail(
      `expected exactly one POST ${path}, the emulator received: ${received.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'}`,
    );
  }
  // GitHub's fake stamps arrivals with Date.now() (whole ms); the emulator with hrNow().
  const permissionAt = read?.at ?? Number.NaN;
  const createAt = create?.at ?? Number.NaN;
  if (!(permissionAt <= createAt + 1)) fail('the create request came before the permission read');
  return { permissionAt, createAt };
}

function runChild(
  command: string,
  args: readonly string[],
  bench: Workbench,
  extraEnv: Record<string, string>,
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    let output = '';
    let timedOut = false;
    const spawnedAt = hrNow();
    const child = spawn(command, args, {
      cwd: bench.cwd,
      env: { ...bench.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The runner reads the step's output as it comes; so does the bench, and keeps it for errors.
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, CHILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      const exitedAt = hrNow();
      clearTimeout(timer);
      if (timedOut) {
        reject(
          new Error(`${command} ${args.join(' ')}: still running after ${CHILD_TIMEOUT_MS} ms`),
        );
        return;
      }
      resolve({ spawnedAt, exitedAt, exitCode, signal, output });
    });
  });
}
