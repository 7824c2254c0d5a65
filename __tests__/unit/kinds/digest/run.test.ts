// What a digest round opens from the run (src/kinds/digest/run.ts): the repository on GitHub (the
// GitHub fake), the job look-up at the service (the emulator), the clock's now and the log.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../../__fixtures__/settings.js';
import { clientOf } from '../../../../__fixtures__/service-client.js';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { startGitHubFake, type GitHubFake } from '../../../../emulator/github-fake.js';
import { startEmulator, type Emulator } from '../../../../emulator/index.js';
import { InputError } from '../../../../src/common/errors.js';
import { createRedactor } from '../../../../src/common/redact.js';
import { DigestRun } from '../../../../src/kinds/digest/run.js';
import type { DigestThread } from '../../../../src/kinds/digest/round.js';
import { marker, readMarker, type MarkedComment } from '../../../../src/github/marker.js';
import { Permissions } from '../../../../src/github/permission.js';
import type { RoundMode, Settings } from '../../../../src/settings/types.js';

const REPO = 'acme/app';
const NOW = Date.parse('2026-11-25T19:05:06Z');
const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
const DOCS_PR = 'https://github.com/acme/docs/pull/7';

let emu: Emulator;
let fake: GitHubFake;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1' });
  fake = await startGitHubFake();
});

afterEach(async () => {
  await emu.close();
  await fake.close();
});

function settings(more: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    'merged-since': '3d',
    'github-token': fake.token,
    ...more,
  };
  return settingsFrom(all, undefined, 'digest');
}

function digestAsked(s: Settings): Extract<RoundMode, { kind: 'digest' }> {
  if (s.asked.kind !== 'digest') throw new Error(s.asked.kind);
  return s.asked;
}

interface Options {
  env?: NodeJS.ProcessEnv;
  rerun?: boolean;
  signal?: AbortSignal;
  /** Whose markers count: with it, the merged pull requests' own docs jobs are looked for. */
  trust?: Permissions;
}

function digestRun(s: Settings, options: Options = {}) {
  const lines: string[] = [];
  const clock = new VirtualClock();
  const run = new DigestRun({
    settings: s,
    env: options.env ?? { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url },
    log: {
      info: (m) => void lines.push(m),
      warning: (m) => void lines.push(`warning: ${String(m)}`),
      notice: (m) => void lines.push(`notice: ${String(m)}`),
      redact: createRedactor([emu.apiKey, fake.token]),
    },
    github: { clock, random: () => 0.5, budget: () => ({ deadline: clock.now() + 60_000 }) },
    client: clientOf(emu),
    signal: options.signal ?? new AbortController().signal,
    clock: { wallNow: () => NOW + 500 },
    rerun: options.rerun ?? false,
    report: { trust: options.trust },
  });
  return { run, lines };
}

function marked(fields: { jobId: string; status: string; until: number }): MarkedComment {
  const body = marker({
    round: 'r1',
    jobId: fields.jobId,
    status: fields.status,
    kind: 'result',
    until: iso(fields.until),
  });
  const found = readMarker(body);
  if (!found) throw new Error('unreadable marker');
  return {
    marker: found,
    comment: {
      id: 1,
      body,
      url: '',
      login: 'github-actions[bot]',
      authorType: 'Bot',
      association: 'NONE',
    },
  };
}

const thread = (all: MarkedComment[], own: MarkedComment[] = []): DigestThread => ({
  number: 9,
  markers: async () => ({ all, own }),
});

function mergeAt(number: number, at: number): void {
  fake.addPullRequest(REPO, {
    number,
    title: `Change ${number}`,
    merged: true,
    mergedAt: new Date(at).toISOString(),
    files: [{ filename: `src/f${number}.ts`, patch: `@@ -1 +1 @@\n-a\n+b${number}` }],
  });
}

const githubCalls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('a digest round from the run', () => {
  test("GitHub's warning for a deprecated endpoint reaches the log as a warning", async () => {
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/app',
      status: 200,
      body: { name: 'app', full_name: 'acme/app', default_branch: 'main' },
      headers: { deprecation: 'true', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' },
    });
    const s = settings();
    const { run, lines } = digestRun(s);
    await run.resolve(digestAsked(s), undefined);
    expect(
      lines
        .filter((line) => line.startsWith('warning:'))
        .map((line) => line.replace(/\?[^"]*"/, '"')),
    ).toEqual([
      `warning: GitHub: [@octokit/request] "GET ${fake.url}/repos/acme/app" is deprecated. It is scheduled to be removed on Tue, 01 Jun 2027 00:00:00 GMT`,
    ]);
  });

  test('the window ends at the clock’s now; the merged pull requests go to a new job, their files read for the prompt', async () => {
    mergeAt(1, NOW - DAY);
    mergeAt(2, NOW - 2 * DAY);
    mergeAt(3, NOW - 4 * DAY);
    const s = settings({ 'diff-budget': '2000' });
    const { run, lines } = digestRun(s);
    const plan = await run.resolve(digestAsked(s), undefined);
    expect(plan).toMatchObject({
      kind: 'create',
      ask: { source: 'digest', digest: { from: NOW - 3 * DAY, to: NOW, base: 'main' } },
    });
    if (plan.kind !== 'create' || plan.ask.source !== 'digest') throw new Error(plan.kind);
    expect(plan.ask.digest.pulls.map((p) => p.number)).toEqual([2, 1]);
    expect(lines).toEqual([
      'Digest window: from 2026-11-22T19:05:06Z (3 days back, as merged-since asks) to 2026-11-25T19:05:06Z',
      '2 pull requests merged into main in the window',
    ]);
    const prompt = await run.compose(plan);
    expect(prompt).toMatch(
      /^2 pull requests were merged into main in the code repository between /,
    );
    expect(prompt).toContain('+b2');
    expect(lines.slice(2)).toEqual([
      `Digest of 2 merged pull requests: 2 described, diffs within 2,000 characters; prompt of ${(prompt ?? '').length.toLocaleString('en-US')} characters`,
    ]);
    expect(githubCalls()).toEqual([
      'GET /repos/acme/app',
      'GET /repos/acme/app/pulls',
      'GET /repos/acme/app/pulls/2/files',
      'GET /repos/acme/app/pulls/1/files',
    ]);
  });

  test('a prompt the workflow gave leads the composed prompt', async () => {
    mergeAt(1, NOW - DAY);
    const s = settings({ prompt: 'API pages only', 'diff-budget': '0' });
    const { run } = digestRun(s);
    const plan = await run.resolve(digestAsked(s), undefined);
    const prompt = await run.compose(plan as Parameters<DigestRun['compose']>[0]);
    expect(prompt).toMatch(/^API pages only\n\n---\n1 pull request was merged into main /);
  });

  test('nothing merged: no job, the notice', async () => {
    mergeAt(3, NOW - 4 * DAY);
    const s = settings();
    const { run } = digestRun(s);
    expect(await run.resolve(digestAsked(s), undefined)).toEqual({
      kind: 'nothing-merged',
      notice:
        'No pull requests were merged into main from 2026-11-22T19:05:06Z to 2026-11-25T19:05:06Z: no digest this time (no job, no comment); the next one starts from the same point',
    });
  });

  test.each([
    ['no GITHUB_REPOSITORY', {}, fakeToken],
    ['no github-token', { GITHUB_REPOSITORY: REPO }, () => ''],
  ])('outside a workflow (%s): an input error, GitHub never called', async (_, env, token) => {
    const s = settings({ 'github-token': token() });
    const { run } = digestRun(s, { env: { ...env, GITHUB_API_URL: fake.url } });
    const caught = await run.resolve(digestAsked(s), undefined).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as Error).message).toBe(
      'merged-since needs GITHUB_REPOSITORY and github-token to list the merged pull requests: run it in a GitHub workflow',
    );
    expect(fake.requests).toEqual([]);
  });
});

function fakeToken(): string {
  return fake.token;
}

describe('the merged pull requests that already had their docs job', () => {
  test('a merge the action claimed (🚀) and a thread with its job are left out; a person’s 🚀 or marker-less thread is not; the action’s login read once', async () => {
    for (const n of [1, 2, 3, 4, 5]) mergeAt(n, NOW - n * 3_600_000);
    fake.addIssueReaction(REPO, 1, { content: 'rocket', login: 'github-actions[bot]' });
    fake.addComment(REPO, 2, {
      login: 'github-actions[bot]',
      body: `Docs PR ready\n\n${marker({ round: 'r7', jobId: 'job_7', status: 'completed', kind: 'result' })}`,
    });
    fake.addIssueReaction(REPO, 3, { content: 'rocket', login: 'octocat' });
    fake.addComment(REPO, 4, { login: 'octocat', body: 'Nice one' });
    const s = settings();
    const retry = {
      clock: new VirtualClock(),
      random: () => 0.5,
      budget: () => ({ deadline: 60_000 }),
    };
    const trust = new Permissions(
      { token: fake.token, apiUrl: fake.url, owner: 'acme', repo: 'app' },
      retry,
      s.askerRules.minPermission,
    );
    const { run, lines } = digestRun(s, { trust });

    const plan = await run.resolve(digestAsked(s), undefined);

    if (plan.kind !== 'create' || plan.ask.source !== 'digest') throw new Error(plan.kind);
    expect(plan.ask.digest.pulls.map((p) => p.number)).toEqual([5, 4, 3]);
    expect(plan.ask.digest.documented?.map((p) => p.number)).toEqual([2, 1]);
    expect(lines).toContain(
      'notice: 2 merged pull requests left out of this digest as already documented (each had its own docs job): #2, #1',
    );
    const calls = githubCalls();
    expect(calls.filter((c) => c === 'POST /graphql')).toHaveLength(1);
    // The closed pull requests' counts, once: then the 🚀 of those that have one, and the comments
    // of those that have some and are unclaimed; #5, with neither, costs nothing more.
    expect(calls.filter((c) => c === 'GET /repos/acme/app/issues')).toHaveLength(1);
    expect(fake.requests.find((r) => r.path === '/repos/acme/app/issues')?.query).toMatchObject({
      state: 'closed',
      since: '2026-11-22T19:05:06Z',
      per_page: '100',
    });
    expect(calls.filter((c) => c.endsWith('/reactions')).sort()).toEqual(
      [1, 3].map((n) => `GET /repos/acme/app/issues/${n}/reactions`),
    );
    expect(calls.filter((c) => c.endsWith('/comments')).sort()).toEqual(
      [2, 4].map((n) => `GET /repos/acme/app/issues/${n}/comments`),
    );
    expect(fake.count('GET', /\/collaborators\//)).toBe(0);
  });
});

describe('a cancelled run', () => {
  test('a GitHub read that fails once the run is cancelled: the cancellation, not a GitHub problem', async () => {
    const cancel = new AbortController();
    const reason = new Error('cancelled');
    cancel.abort(reason);
    fake.injectFault({ method: 'GET', path: `/repos/${REPO}`, status: 404 });
    const s = settings();
    const { run } = digestRun(s, { signal: cancel.signal });
    await expect(run.resolve(digestAsked(s), undefined)).rejects.toBe(reason);
  });

  test('a files read that fails once the run is cancelled: the cancellation', async () => {
    mergeAt(1, NOW - DAY);
    const cancel = new AbortController();
    const reason = new Error('cancelled');
    const s = settings();
    const { run } = digestRun(s, { signal: cancel.signal });
    const plan = await run.resolve(digestAsked(s), undefined);
    cancel.abort(reason);
    fake.injectFault({ method: 'GET', path: `/repos/${REPO}/pulls/1/files`, status: 404 });
    await expect(run.compose(plan as Parameters<DigestRun['compose']>[0])).rejects.toBe(reason);
  });
});

describe('what compose does with other plans', () => {
  test('a watch plan, and a job asked by prompt: no digest prompt, GitHub never called', async () => {
    const s = settings();
    const { run, lines } = digestRun(s, { env: {} });
    expect(await run.compose({ kind: 'watch', jobId: 'job_1' })).toBeUndefined();
    expect(
      await run.compose({ kind: 'create', ask: { source: 'prompt', prompt: 'Document it' } }),
    ).toBeUndefined();
    expect(lines).toEqual([]);
    expect(fake.requests).toEqual([]);
  });
});

describe('the previous digest’s job, looked up at the service', () => {
  test('still at work: a follow-up to it', async () => {
    mergeAt(1, NOW - DAY);
    const jobId = emu.seedJob();
    const s = settings();
    const { run, lines } = digestRun(s);
    const plan = await run.resolve(
      digestAsked(s),
      thread([marked({ jobId, status: 'completed', until: NOW - 5 * DAY })]),
    );
    expect(plan).toMatchObject({ kind: 'follow-up', jobId });
    expect(lines.at(-1)).toBe(
      `the previous digest's job ${jobId} is still at work: sending it this digest as a follow-up`,
    );
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/agent/proj_1/job/${jobId}`,
    ]);
  });

  test('completed with a docs pull request on github.com (the default server) that is open: a follow-up', async () => {
    mergeAt(1, NOW - DAY);
    fake.addPullRequest('acme/docs', { number: 7, state: 'open' });
    const jobId = emu.seedJob({ polls: [{ status: 'completed', prLink: DOCS_PR }] });
    const s = settings();
    const { run, lines } = digestRun(s);
    const plan = await run.resolve(
      digestAsked(s),
      thread([marked({ jobId, status: 'active', until: NOW - 5 * DAY })]),
    );
    expect(plan).toMatchObject({ kind: 'follow-up', jobId });
    expect(lines.at(-1)).toBe(
      `the previous digest's job ${jobId} has a pull request that is still open: sending it this digest as a follow-up`,
    );
    expect(githubCalls()).toContain('GET /repos/acme/docs/pulls/7');
  });

  test('a docs pull request on another server than GITHUB_SERVER_URL is not read: a new job and a notice', async () => {
    mergeAt(1, NOW - DAY);
    fake.addPullRequest('acme/docs', { number: 7, state: 'open' });
    const jobId = emu.seedJob({ polls: [{ status: 'completed', prLink: DOCS_PR }] });
    const s = settings();
    const { run, lines } = digestRun(s, {
      env: {
        GITHUB_REPOSITORY: REPO,
        GITHUB_API_URL: fake.url,
        GITHUB_SERVER_URL: 'https://ghes.example.com',
      },
    });
    const plan = await run.resolve(
      digestAsked(s),
      thread([marked({ jobId, status: 'active', until: NOW - 5 * DAY })]),
    );
    expect(plan).toMatchObject({ kind: 'create' });
    expect(lines.at(-1)).toBe(
      `notice: Could not tell whether the pull request of the previous digest's job ${jobId} is still open (GitHub would not show it to this token, or it is not on this GitHub): starting a new job rather than adding to a pull request that may be merged already; close one of the two if they overlap`,
    );
    expect(githubCalls()).not.toContain('GET /repos/acme/docs/pulls/7');
  });

  test('a job the service no longer knows (404): a new job', async () => {
    mergeAt(1, NOW - DAY);
    const s = settings();
    const { run, lines } = digestRun(s);
    const plan = await run.resolve(
      digestAsked(s),
      thread([marked({ jobId: 'job_old', status: 'active', until: NOW - 5 * DAY })]),
    );
    expect(plan).toMatchObject({ kind: 'create' });
    expect(lines.at(-1)).toBe(
      "the previous digest's job job_old no longer exists: starting a new job",
    );
  });

  test('a re-run whose earlier attempt reached its job checks on it', async () => {
    mergeAt(1, NOW - DAY);
    const jobId = emu.seedJob();
    const own = marked({ jobId, status: 'active', until: NOW - 1000 });
    const s = settings();
    const { run, lines } = digestRun(s, { rerun: true });
    const plan = await run.resolve(digestAsked(s), thread([own], [own]));
    expect(plan).toMatchObject({ kind: 'watch', jobId, shown: { action: 'check' } });
    expect(lines).toEqual([
      `An earlier attempt of this run already sent its digest to job ${jobId}: checking on it instead of sending anything again`,
    ]);
  });

  test('a cancelled run: the look-up stops with the cancellation', async () => {
    mergeAt(1, NOW - DAY);
    const cancel = new AbortController();
    const reason = new Error('cancelled');
    cancel.abort(reason);
    const s = settings();
    const { run } = digestRun(s, { signal: cancel.signal });
    await expect(
      run.resolve(
        digestAsked(s),
        thread([marked({ jobId: 'job_1', status: 'active', until: NOW - 5 * DAY })]),
      ),
    ).rejects.toBe(reason);
  });
});
