// A digest's round (src/kinds/digest/round.ts): the window from the thread's markers, the merged pull
// requests, and the job they go to, with the thread, GitHub and the service given.
import { describe, expect, it } from '@jest/globals';
import { InputError, ServiceError, UserError } from '../../../../src/common/errors.js';
import { parsePathFilter } from '../../../../src/common/path-filter.js';
import type { ChangedFile } from '../../../../src/github/pull-request.js';
import { GitHubCallError } from '../../../../src/github/retry.js';
import { marker, readMarker, type MarkedComment } from '../../../../src/github/marker.js';
import type {
  MergedPull,
  PullActivity,
  PullState,
  RepositoryReader,
} from '../../../../src/github/merged-pulls.js';
import {
  digestRounds,
  pullOfLink,
  resolveDigest,
  type DigestDeps,
} from '../../../../src/kinds/digest/round.js';
import type { JobLookup } from '../../../../src/job/at-service.js';
import type { DocumentedBy, DocumentedLook } from '../../../../src/round/thread-jobs.js';
import type { RoundMode, Settings } from '../../../../src/settings/types.js';

const NOW = Date.parse('2026-11-25T19:05:06.500Z');
const TO = Date.parse('2026-11-25T19:05:06Z');
const DAY = 86_400_000;
const SETTINGS = { projectId: 'proj_1' } as Settings;
const LAST: Extract<RoundMode, { kind: 'digest' }> = {
  kind: 'digest',
  since: { kind: 'last-digest' },
};
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

function marked(fields: {
  jobId?: string;
  status?: string;
  until?: number;
  sent?: boolean;
  round?: string;
}): MarkedComment {
  const body = marker({
    round: fields.round ?? 'r1',
    jobId: fields.jobId,
    status: fields.status ?? 'completed',
    kind: 'result',
    until: fields.until === undefined ? undefined : iso(fields.until),
    sent: fields.sent,
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

const pull = (number: number, mergedAt: number): MergedPull => ({
  number,
  title: `Change ${number}`,
  body: '',
  url: `https://github.com/acme/app/pull/${number}`,
  author: 'octocat',
  mergedAt,
  baseRef: 'trunk',
});

function setup(
  options: {
    all?: MarkedComment[];
    own?: MarkedComment[];
    pulls?: MergedPull[];
    lookup?: JobLookup;
    pullState?: PullState | Error;
    rerun?: boolean;
    thread?: boolean;
    /** Each pull request's changed files by name (none when absent); `fail` makes one read throw. */
    files?: Record<number, string[]>;
    fail?: { number: number; error: unknown };
    /** Which pull requests already had their docs job; absent: none is looked for. */
    documented?: Record<number, DocumentedBy>;
    /** A look for a docs job that throws. */
    failDocumented?: { number: number; error: unknown };
    /** The closed pull requests' comment and 🚀 counts, as GitHub's issues listing gives them. */
    activity?: Record<number, PullActivity>;
    /** The issues listing throws this. */
    failActivity?: unknown;
  } = {},
) {
  const windows: Array<{ from: number; to: number }> = [];
  const activityReads: number[] = [];
  const pullStates: string[] = [];
  const reads: string[] = [];
  const lines: string[] = [];
  const notices: string[] = [];
  const repository: RepositoryReader = {
    defaultBranch: async () => 'trunk',
    listMerged: async (window, base) => {
      windows.push({ from: window.from, to: window.to });
      expect(base).toBe('trunk');
      const pulls = (options.pulls ?? []).filter(
        (p) => p.mergedAt >= window.from && p.mergedAt < window.to,
      );
      return { pulls, requests: 1, complete: true };
    },
    files: async (number, patches) => {
      reads.push(`start ${number} ${String(patches)}`);
      await new Promise((resolve) => setImmediate(resolve));
      reads.push(`end ${number}`);
      if (options.fail?.number === number) throw options.fail.error;
      const files = (options.files?.[number] ?? []).map((filename): ChangedFile => ({
        filename,
        status: 'modified',
        additions: 1,
        deletions: 1,
      }));
      return { files, changedFiles: files.length, additions: 1, deletions: 1 };
    },
    pullState: async (owner, repo, number) => {
      pullStates.push(`${owner}/${repo}#${number}`);
      if (options.pullState instanceof Error) throw options.pullState;
      return options.pullState;
    },
    closedActivity: async (since) => {
      activityReads.push(since);
      if (options.failActivity) throw options.failActivity;
      return new Map(Object.entries(options.activity ?? {}).map(([n, a]) => [Number(n), a]));
    },
  };
  const looked: string[] = [];
  const looks: Record<number, DocumentedLook> = {};
  const documented = options.documented;
  const deps: DigestDeps = {
    ...(documented && {
      documented: async (number: number, look: DocumentedLook) => {
        looks[number] = look;
        looked.push(`start ${number}`);
        await new Promise((resolve) => setImmediate(resolve));
        looked.push(`end ${number}`);
        if (options.failDocumented?.number === number) throw options.failDocumented.error;
        return documented[number];
      },
    }),
    thread:
      options.thread === false
        ? undefined
        : { number: 9, markers: async () => ({ all: options.all ?? [], own: options.own ?? [] }) },
    repository: async () => repository,
    lookup: options.lookup ?? (async () => undefined),
    now: NOW,
    serverUrl: 'https://github.com',
    rerun: options.rerun ?? false,
    info: (m) => lines.push(m),
    notice: (m) => notices.push(m),
  };
  return { deps, windows, pullStates, lines, notices, reads, looked, looks, activityReads };
}

describe('the digest rounds on the thread', () => {
  it('a round with a window end, a job that got its prompt and did not fail covered its pull requests', () => {
    expect(
      digestRounds([
        marked({ jobId: 'j1', until: TO - DAY }),
        marked({ jobId: 'j2', status: 'failed', until: TO - 2 * DAY }),
        marked({ jobId: 'j3', status: 'archived', until: TO - 3 * DAY }),
        marked({ jobId: 'j4', sent: false, until: TO - 4 * DAY }),
        marked({ until: TO - 5 * DAY }),
        marked({ jobId: 'j6', status: 'active', until: TO - 6 * DAY }),
        marked({ jobId: 'j7' }),
      ]),
    ).toEqual([
      { end: TO - DAY, covered: true },
      { end: TO - 2 * DAY, covered: false },
      { end: TO - 3 * DAY, covered: false },
      { end: TO - 4 * DAY, covered: false },
      { end: TO - 5 * DAY, covered: false },
      { end: TO - 6 * DAY, covered: true },
    ]);
  });
});

describe('a docs pull request link', () => {
  it('on this GitHub: its owner, repository and number', () => {
    expect(pullOfLink('https://github.com/acme/handbook/pull/12', 'https://github.com')).toEqual({
      owner: 'acme',
      repo: 'handbook',
      number: 12,
    });
    expect(
      pullOfLink('https://ghes.example.com/acme/docs/pull/3/files', 'https://ghes.example.com/'),
    ).toEqual({ owner: 'acme', repo: 'docs', number: 3 });
  });

  it.each([
    ['https://gitlab.com/acme/docs/pull/3'],
    ['https://github.com.evil.example/acme/docs/pull/3'],
    ['https://github.com/acme/docs/issues/3'],
    ['https://github.com/acme/docs/pull/0'],
    ['https://github.com/acme/docs/pull/3x'],
    ['https://github.com/acme/d ocs/pull/3'],
    ['https://github.com/acme/pull/3'],
  ])('anything else (%s) is not read', (link) => {
    expect(pullOfLink(link, 'https://github.com')).toBeUndefined();
  });

  it('the number has at most ten digits, and anything may follow after a slash, ? or #', () => {
    const on = (link: string) => pullOfLink(link, 'https://github.com');
    expect(on('https://github.com/acme/docs/pull/1234567890')?.number).toBe(1234567890);
    expect(on('https://github.com/acme/docs/pull/12345678901')).toBeUndefined();
    expect(on('https://github.com/acme/docs/pull/7?w=1')?.number).toBe(7);
    expect(on('https://github.com/acme/docs/pull/7#top')?.number).toBe(7);
    expect(on('https://github.com/a/b/c/pull/3')).toBeUndefined();
    expect(on('https://github.com/acme/docs/pull/')).toBeUndefined();
    expect(on('https://github.com//docs/pull/3')).toBeUndefined();
    expect(on('https://github.com/a.b_c-1/D.e_F-2/pull/3')).toEqual({
      owner: 'a.b_c-1',
      repo: 'D.e_F-2',
      number: 3,
    });
    expect(pullOfLink('https://ghes.example.com/a/b/pull/1', 'https://ghes.example.com//')).toEqual(
      { owner: 'a', repo: 'b', number: 1 },
    );
    expect(
      pullOfLink('http://proxy/https://github.com/a/b/pull/1', 'http://proxy/https://github.com'),
    ).toBeUndefined();
  });

  it('a server that is not https is not trusted', () => {
    expect(pullOfLink('http://github.local/a/b/pull/1', 'http://github.local')).toBeUndefined();
  });
});

describe('the window and the job', () => {
  it('a first digest: the last 7 days, a new job with the merged pull requests', async () => {
    const { deps, windows } = setup({ pulls: [pull(1, TO - 2 * DAY), pull(2, TO - 8 * DAY)] });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(windows).toEqual([{ from: TO - 7 * DAY, to: TO }]);
    expect(plan).toMatchObject({
      kind: 'create',
      ask: { source: 'digest', digest: { from: TO - 7 * DAY, to: TO, base: 'trunk' } },
      shown: { action: 'start', documentsPullRequest: false },
    });
    if (plan.kind !== 'create') throw new Error(plan.kind);
    expect(plan.shown.digest?.pulls.map((p) => p.number)).toEqual([1]);
  });

  it('starts at the latest end of a digest that covered its pull requests; a failed one after it does not count', async () => {
    const { deps, windows } = setup({
      all: [
        marked({ jobId: 'j1', until: TO - 3 * DAY }),
        marked({ jobId: 'j2', status: 'failed', until: TO - DAY }),
      ],
      pulls: [pull(1, TO - 2 * DAY)],
    });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(windows).toEqual([{ from: TO - 3 * DAY, to: TO }]);
  });

  it('nothing merged: no job, a notice that names the window', async () => {
    const { deps } = setup({ pulls: [pull(1, TO - 9 * DAY)] });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toEqual({
      kind: 'nothing-merged',
      notice:
        'No pull requests were merged into trunk from 2026-11-18T19:05:06Z to 2026-11-25T19:05:06Z: no digest this time (no job, no comment); the next one starts from the same point',
    });
  });

  it('a date in the future is an input error before the thread or GitHub is read', async () => {
    const { deps, windows } = setup();
    let read = false;
    const thread = { number: 9, markers: async () => ((read = true), { all: [], own: [] }) };
    await expect(
      resolveDigest({ kind: 'digest', since: { kind: 'date', at: TO + DAY } }, SETTINGS, {
        ...deps,
        thread,
      }),
    ).rejects.toThrow(InputError);
    expect(read).toBe(false);
    expect(windows).toEqual([]);
  });

  it('a given prompt goes with the digest and is what the thread quotes', async () => {
    const { deps } = setup({ pulls: [pull(1, TO - DAY)], thread: false });
    const plan = await resolveDigest(
      {
        ...LAST,
        since: { kind: 'duration', ms: 2 * DAY },
        given: { prompt: 'API pages only', source: 'prompt' },
      },
      SETTINGS,
      deps,
    );
    expect(plan).toMatchObject({
      kind: 'create',
      ask: { given: { prompt: 'API pages only' } },
      shown: { request: { text: 'API pages only' } },
    });
  });
});

describe('the previous digest’s job', () => {
  const previous = marked({ jobId: 'j1', status: 'completed', until: TO - DAY });
  const merged = [pull(5, TO - 1000)];

  it('still at work: the digest is a follow-up to it', async () => {
    const { deps } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => ({ status: 'active' }),
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({
      kind: 'follow-up',
      jobId: 'j1',
      shown: { action: 'follow-up' },
    });
  });

  it('completed with a docs pull request that is open: a follow-up; closed: a new job', async () => {
    const lookup: JobLookup = async () => ({
      status: 'completed',
      prLink: 'https://github.com/acme/handbook/pull/4',
    });
    const open = setup({ all: [previous], pulls: merged, lookup, pullState: 'open' });
    expect(await resolveDigest(LAST, SETTINGS, open.deps)).toMatchObject({
      kind: 'follow-up',
      jobId: 'j1',
    });
    expect(open.pullStates).toEqual(['acme/handbook#4']);
    const closed = setup({ all: [previous], pulls: merged, lookup, pullState: 'closed' });
    expect(await resolveDigest(LAST, SETTINGS, closed.deps)).toMatchObject({ kind: 'create' });
    expect(closed.notices).toEqual([]);
  });

  it.each([
    ['GitHub will not show it', undefined, 'https://github.com/acme/secret/pull/4'],
    ['GitHub fails', new Error('500'), 'https://github.com/acme/secret/pull/4'],
    ['on another host', 'open' as const, 'https://gitlab.example/acme/secret/pull/4'],
  ])(
    'a docs pull request that cannot be read (%s): a new job and a notice',
    async (_, state, prLink) => {
      const { deps, notices, pullStates } = setup({
        all: [previous],
        pulls: merged,
        lookup: async () => ({ status: 'completed', prLink }),
        pullState: state,
      });
      expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(
        /^Could not tell whether the pull request of the previous digest's job j1 is still open/,
      );
      expect(pullStates.length).toBe(prLink.includes('gitlab') ? 0 : 1);
    },
  );

  it.each([
    ['failed', { status: 'failed' }],
    ['gone', 'gone' as const],
    ['completed without a pull request', { status: 'completed' }],
  ])('%s: a new job', async (_, found) => {
    const { deps } = setup({ all: [previous], pulls: merged, lookup: async () => found });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
  });

  it('the service cannot be read: the marker’s last status decides', async () => {
    const active = marked({ jobId: 'j1', status: 'active', until: TO - DAY });
    const { deps } = setup({ all: [active], pulls: merged });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'follow-up' });
  });

  it('without a thread (a duration, no issue-number): always a new job', async () => {
    const { deps } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => ({ status: 'active' }),
      thread: false,
    });
    expect(
      await resolveDigest({ kind: 'digest', since: { kind: 'duration', ms: DAY } }, SETTINGS, deps),
    ).toMatchObject({ kind: 'create' });
  });
});

describe('a re-run', () => {
  const earlier = marked({ jobId: 'j0', until: TO - 5 * DAY, round: 'r0' });
  const own = marked({ jobId: 'j1', until: TO - DAY, round: 'r1' });
  const pulls = [pull(1, TO - 4 * DAY), pull(2, TO - 2 * DAY), pull(3, TO - 1000)];

  it('whose earlier attempt reached its job checks on it, with its own window read again', async () => {
    const { deps, windows } = setup({
      all: [earlier, own],
      own: [own],
      pulls,
      rerun: true,
      lookup: async () => ({ status: 'active' }),
    });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(windows).toEqual([{ from: TO - 5 * DAY, to: TO - DAY }]);
    expect(plan).toMatchObject({ kind: 'watch', jobId: 'j1', shown: { action: 'check' } });
    if (plan.kind !== 'watch') throw new Error(plan.kind);
    expect(plan.shown.digest?.pulls.map((p) => p.number)).toEqual([1, 2]);
  });

  it('whose job is gone does what the run asks, from where the digests before it ended', async () => {
    const { deps, windows } = setup({
      all: [earlier, own],
      own: [own],
      pulls,
      rerun: true,
      lookup: async () => 'gone',
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
    expect(windows).toEqual([{ from: TO - 5 * DAY, to: TO }]);
  });

  it('a first attempt never checks on an own round', async () => {
    const { deps } = setup({
      all: [own],
      own: [own],
      pulls,
      lookup: async () => ({ status: 'failed' }),
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
  });
});

describe('what the round says, word for word', () => {
  const previous = marked({ jobId: 'j1', status: 'active', until: TO - DAY });
  const merged = [pull(5, TO - 1000), pull(6, TO - 2000)];

  it('a first digest: the window line, the count line, and the plan as a whole', async () => {
    const { deps, lines, notices } = setup({ pulls: merged });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(lines).toEqual([
      'Digest window: from 2026-11-18T19:05:06Z (the last 7 days: no earlier digest on this thread) to 2026-11-25T19:05:06Z',
      '2 pull requests merged into trunk in the window',
    ]);
    expect(notices).toEqual([]);
    const digest = { from: TO - 7 * DAY, to: TO, base: 'trunk', pulls: merged };
    expect(plan).toStrictEqual({
      kind: 'create',
      ask: { source: 'digest', digest },
      shown: { action: 'start', request: undefined, documentsPullRequest: false, digest },
    });
  });

  it.each([
    ['failed', { status: 'failed' }, 'ended failed'],
    ['completed without a pull request', { status: 'completed' }, 'completed with no pull request'],
    ['gone', 'gone' as const, 'no longer exists'],
  ])('%s: the line says why a new job', async (_, found, why) => {
    const { deps, lines, pullStates } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => found,
    });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(lines.slice(2)).toEqual([`the previous digest's job j1 ${why}: starting a new job`]);
    expect(pullStates).toEqual([]);
  });

  it('a failed job with a pull request: a new job, its pull request not read', async () => {
    const { deps, lines, pullStates } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => ({ status: 'failed', prLink: 'https://github.com/acme/handbook/pull/4' }),
      pullState: 'open',
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
    expect(lines.slice(2)).toEqual([
      "the previous digest's job j1 ended failed: starting a new job",
    ]);
    expect(pullStates).toEqual([]);
  });

  it('a gone job’s last pull request is not read', async () => {
    const { deps, pullStates, lines } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => 'gone',
      pullState: 'open',
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
    expect(pullStates).toEqual([]);
    expect(lines.at(-1)).toBe("the previous digest's job j1 no longer exists: starting a new job");
  });

  it('a docs pull request that is open, or closed: each its line', async () => {
    const lookup: JobLookup = async () => ({
      status: 'completed',
      prLink: 'https://github.com/acme/handbook/pull/4',
    });
    const open = setup({ all: [previous], pulls: merged, lookup, pullState: 'open' });
    await resolveDigest(LAST, SETTINGS, open.deps);
    expect(open.lines.slice(2)).toEqual([
      "the previous digest's job j1 has a pull request that is still open: sending it this digest as a follow-up",
    ]);
    const closed = setup({ all: [previous], pulls: merged, lookup, pullState: 'closed' });
    await resolveDigest(LAST, SETTINGS, closed.deps);
    expect(closed.lines.slice(2)).toEqual([
      "the previous digest's job j1's pull request is closed: starting a new job",
    ]);
  });

  it('a docs pull request that cannot be read: the whole notice', async () => {
    const { deps, notices } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => ({ status: 'completed', prLink: 'https://github.com/acme/x/pull/4' }),
    });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(notices).toEqual([
      "Could not tell whether the pull request of the previous digest's job j1 is still open (GitHub would not show it to this token, or it is not on this GitHub): starting a new job rather than adding to a pull request that may be merged already; close one of the two if they overlap",
    ]);
  });

  it('a cancelled run while the docs pull request is read: the failure goes on', async () => {
    const cancel = new AbortController();
    cancel.abort(new Error('cancelled'));
    const failure = new Error('aborted read');
    const { deps } = setup({
      all: [previous],
      pulls: merged,
      lookup: async () => ({ status: 'completed', prLink: 'https://github.com/acme/x/pull/4' }),
      pullState: failure,
    });
    await expect(resolveDigest(LAST, SETTINGS, { ...deps, signal: cancel.signal })).rejects.toBe(
      failure,
    );
  });

  it('the previous digest is the latest marker with a window end and a job; other markers do not count', async () => {
    const looked: string[] = [];
    const { deps } = setup({
      all: [
        previous,
        marked({ jobId: 'j2', status: 'active' }),
        marked({ status: 'active', until: TO - 1000 }),
      ],
      pulls: merged,
      lookup: async (jobId) => (looked.push(jobId), { status: 'active' }),
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({
      kind: 'follow-up',
      jobId: 'j1',
    });
    expect(looked).toEqual(['j1']);
  });
});

describe('a re-run, word for word', () => {
  const earlier = marked({ jobId: 'j0', until: TO - 5 * DAY, round: 'r0' });
  const pulls = [pull(1, TO - 4 * DAY), pull(2, TO - 2 * DAY)];

  it('checking on its job: the line, the plan as a whole, the given prompt quoted', async () => {
    const own = marked({ jobId: 'j1', until: TO - DAY, round: 'r1' });
    const { deps, lines } = setup({
      all: [earlier, own],
      own: [own],
      pulls,
      rerun: true,
      lookup: async () => ({ status: 'active' }),
    });
    const plan = await resolveDigest(
      { ...LAST, given: { prompt: 'API pages only', source: 'prompt' } },
      SETTINGS,
      deps,
    );
    expect(lines).toEqual([
      'An earlier attempt of this run already sent its digest to job j1: checking on it instead of sending anything again',
    ]);
    expect(plan).toStrictEqual({
      kind: 'watch',
      jobId: 'j1',
      shown: {
        action: 'check',
        request: { text: 'API pages only' },
        documentsPullRequest: false,
        digest: { from: TO - 5 * DAY, to: TO - DAY, base: 'trunk', pulls },
      },
    });
  });

  it.each([
    ['whose own round never reached its job (sent: false)', { sent: false }],
    ['whose own round has no window end', { until: undefined }],
  ])('%s: a new digest from where the digests before it ended', async (_, fields) => {
    const own = marked({ jobId: 'j1', round: 'r1', until: TO - DAY, ...fields });
    const { deps, windows, lines } = setup({
      all: [earlier, own],
      own: [own],
      pulls,
      rerun: true,
      lookup: async () => ({ status: 'failed' }),
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({ kind: 'create' });
    expect(lines.slice(0, 2)).toEqual([
      'Digest window: from 2026-11-20T19:05:06Z (where the previous digest ended) to 2026-11-25T19:05:06Z',
      '2 pull requests merged into trunk in the window',
    ]);
    expect(windows).toEqual([{ from: TO - 5 * DAY, to: TO }]);
  });
});

describe('a re-run whose attempt left markers without a job', () => {
  it('checks on the latest own round that reached a job', async () => {
    const own = marked({ jobId: 'j1', until: TO - DAY, round: 'r1' });
    const noJob = marked({ until: TO - 1000, round: 'r1', status: 'failed' });
    const { deps } = setup({
      all: [own, noJob],
      own: [own, noJob],
      pulls: [pull(1, TO - 2 * DAY)],
      rerun: true,
      lookup: async () => ({ status: 'active' }),
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toMatchObject({
      kind: 'watch',
      jobId: 'j1',
    });
  });
});

describe('a failed listing on GitHub', () => {
  function failing(error: unknown) {
    const { deps } = setup();
    return {
      ...deps,
      repository: async (): Promise<RepositoryReader> => ({
        defaultBranch: async () => 'trunk',
        listMerged: async () => {
          throw error;
        },
        files: async () => ({ files: [], changedFiles: 0, additions: 0, deletions: 0 }),
        pullState: async () => undefined,
        closedActivity: async () => new Map(),
      }),
    };
  }

  it('GitHub refuses (403): a user error that names what was read and the permission', async () => {
    const caught = await resolveDigest(
      LAST,
      SETTINGS,
      failing(new GitHubCallError(403, 'Resource not accessible by integration')),
    ).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toBe(
      'could not list the merged pull requests on GitHub (403: Resource not accessible by integration): give the job `permissions: pull-requests: read`; nothing was sent to the service',
    );
  });

  it('GitHub fails (502): a service error that says to run again', async () => {
    const caught = await resolveDigest(
      LAST,
      SETTINGS,
      failing(new GitHubCallError(502, 'Bad Gateway')),
    ).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as Error).message).toBe(
      'could not list the merged pull requests on GitHub (502: Bad Gateway); nothing was sent to the service: run the workflow again',
    );
  });
});

describe('under paths', () => {
  const paths = parsePathFilter('docs/**, src/api/**');
  const pulls = [1, 2, 3, 4, 5, 6].map((number) => pull(number, TO - DAY + number * 1000));

  it('a merged pull request none of whose files is under paths is left out; files read four at a time, with patches under a diff budget', async () => {
    const { deps, lines, notices, reads } = setup({
      pulls,
      files: {
        1: ['docs/intro.md'],
        2: ['src/app.ts'],
        3: ['README.md', 'src/api/users.ts'],
        4: [],
        5: ['src/apix.ts', 'docs.md'],
        6: ['docs/guide/setup.md'],
      },
    });
    const plan = await resolveDigest(LAST, { ...SETTINGS, paths, diffBudget: 2_000 }, deps);
    expect(reads).toEqual([
      'start 1 true',
      'start 2 true',
      'start 3 true',
      'start 4 true',
      'end 1',
      'end 2',
      'end 3',
      'end 4',
      'start 5 true',
      'start 6 true',
      'end 5',
      'end 6',
    ]);
    expect(lines).toEqual([
      'Digest window: from 2026-11-18T19:05:06Z (the last 7 days: no earlier digest on this thread) to 2026-11-25T19:05:06Z',
      '3 merged pull requests left out: none of their files is under paths',
      '3 pull requests merged into trunk in the window',
    ]);
    expect(notices).toEqual([]);
    const digest = {
      from: TO - 7 * DAY,
      to: TO,
      base: 'trunk',
      pulls: [pulls[0], pulls[2], pulls[5]],
    };
    expect(plan).toStrictEqual({
      kind: 'create',
      ask: { source: 'digest', digest },
      shown: { action: 'start', request: undefined, documentsPullRequest: false, digest },
    });
  });

  it('none left: no job, the notice counts those merged and names the patterns; no diff budget, no patches read', async () => {
    const { deps, lines, notices, reads } = setup({
      pulls: pulls.slice(0, 2),
      files: { 1: ['src/app.ts'], 2: ['lib/docs/x.md'] },
    });
    expect(await resolveDigest(LAST, { ...SETTINGS, paths, diffBudget: 0 }, deps)).toStrictEqual({
      kind: 'nothing-merged',
      notice:
        'None of the 2 pull requests merged into trunk from 2026-11-18T19:05:06Z to 2026-11-25T19:05:06Z changed a file under paths (docs/**, src/api/**): nothing sent to Mintlify, no digest this time (no job, no comment); the next one starts from the same point',
    });
    expect(reads).toEqual(['start 1 false', 'start 2 false', 'end 1', 'end 2']);
    expect(lines).toEqual([
      'Digest window: from 2026-11-18T19:05:06Z (the last 7 days: no earlier digest on this thread) to 2026-11-25T19:05:06Z',
    ]);
    expect(notices).toEqual([]);
  });

  it('without paths: no file read, every merged pull request kept', async () => {
    const { deps, lines, reads } = setup({
      pulls: pulls.slice(0, 2),
      files: { 1: ['src/app.ts'], 2: [] },
    });
    const plan = await resolveDigest(LAST, { ...SETTINGS, diffBudget: 2_000 }, deps);
    expect(reads).toEqual([]);
    expect(lines.slice(1)).toEqual(['2 pull requests merged into trunk in the window']);
    if (plan.kind !== 'create') throw new Error(plan.kind);
    expect(plan.shown.digest?.pulls.map((p) => p.number)).toEqual([1, 2]);
  });

  it('a failed read of the changed files names the pull request', async () => {
    const { deps } = setup({
      pulls: pulls.slice(0, 3),
      files: { 1: ['docs/a.md'], 3: ['docs/b.md'] },
      fail: {
        number: 2,
        error: new GitHubCallError(403, 'Resource not accessible by integration'),
      },
    });
    const caught = await resolveDigest(LAST, { ...SETTINGS, paths, diffBudget: 0 }, deps).catch(
      (error: unknown) => error,
    );
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toBe(
      'could not read the changed files of pull request #2 (403: Resource not accessible by integration): give the job `permissions: pull-requests: read`; nothing was sent to the service',
    );
  });
});

describe('a merged pull request that already had its docs job', () => {
  const pulls = [1, 2, 3, 4, 5, 6].map((number) => pull(number, TO - DAY + number * 1000));
  const WINDOW_LINE =
    'Digest window: from 2026-11-18T19:05:06Z (the last 7 days: no earlier digest on this thread) to 2026-11-25T19:05:06Z';

  it('is left out, said in a notice naming them; looked for four at a time; the window still ends now', async () => {
    const { deps, lines, notices, looked, windows } = setup({
      pulls,
      documented: { 2: 'job', 5: 'claim' },
    });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(looked).toEqual([
      'start 1',
      'start 2',
      'start 3',
      'start 4',
      'end 1',
      'start 5',
      'end 2',
      'start 6',
      'end 3',
      'end 4',
      'end 5',
      'end 6',
    ]);
    expect(windows).toEqual([{ from: TO - 7 * DAY, to: TO }]);
    expect(notices).toEqual([
      '2 merged pull requests left out of this digest as already documented (each had its own docs job): #2, #5',
    ]);
    expect(lines).toEqual([WINDOW_LINE, '4 pull requests merged into trunk in the window']);
    const digest = {
      from: TO - 7 * DAY,
      to: TO,
      base: 'trunk',
      pulls: [pulls[0], pulls[2], pulls[3], pulls[5]],
      documented: [pulls[1], pulls[4]],
    };
    expect(plan).toStrictEqual({
      kind: 'create',
      ask: { source: 'digest', digest },
      shown: { action: 'start', request: undefined, documentsPullRequest: false, digest },
    });
  });

  it('one: the notice says it in the singular', async () => {
    const { deps, notices } = setup({ pulls: pulls.slice(0, 2), documented: { 1: 'claim' } });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(notices).toEqual([
      '1 merged pull request left out of this digest as already documented (it had its own docs job): #1',
    ]);
  });

  it('more than twenty: twenty named, the rest counted', async () => {
    const many = Array.from({ length: 25 }, (_, i) => pull(i + 1, TO - DAY + i * 1000));
    const documented = Object.fromEntries(many.slice(1).map((p) => [p.number, 'job' as const]));
    const { deps, notices } = setup({ pulls: many, documented });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(notices).toEqual([
      `24 merged pull requests left out of this digest as already documented (each had its own docs job): ${many
        .slice(1, 21)
        .map((p) => `#${p.number}`)
        .join(', ')} and 4 more`,
    ]);
  });

  it('exactly twenty: all named, none counted as more', async () => {
    const many = Array.from({ length: 21 }, (_, i) => pull(i + 1, TO - DAY + i * 1000));
    const documented = Object.fromEntries(many.slice(1).map((p) => [p.number, 'job' as const]));
    const { deps, notices } = setup({ pulls: many, documented });
    await resolveDigest(LAST, SETTINGS, deps);
    expect(notices).toEqual([
      `20 merged pull requests left out of this digest as already documented (each had its own docs job): ${many
        .slice(1)
        .map((p) => `#${p.number}`)
        .join(', ')}`,
    ]);
  });

  it('every one of them: no job, the notice says so, as for nothing merged', async () => {
    const { deps, notices } = setup({
      pulls: pulls.slice(0, 3),
      documented: { 1: 'job', 2: 'claim', 3: 'job' },
    });
    expect(await resolveDigest(LAST, SETTINGS, deps)).toStrictEqual({
      kind: 'nothing-merged',
      notice:
        'All 3 pull requests merged into trunk from 2026-11-18T19:05:06Z to 2026-11-25T19:05:06Z were already documented (each had its own docs job): nothing sent to Mintlify, no digest this time (no job, no comment); the next one starts from the same point',
    });
    expect(notices).toEqual([]);
    const one = setup({ pulls: pulls.slice(0, 1), documented: { 1: 'claim' } });
    expect(await resolveDigest(LAST, SETTINGS, one.deps)).toMatchObject({
      notice:
        'The one pull request merged into trunk from 2026-11-18T19:05:06Z to 2026-11-25T19:05:06Z was already documented (it had its own docs job): nothing sent to Mintlify, no digest this time (no job, no comment); the next one starts from the same point',
    });
  });

  it('under paths: only those with a file that counts are looked at; none left of either kind, one notice for both', async () => {
    const paths = parsePathFilter('docs/**');
    const { deps, looked } = setup({
      pulls: pulls.slice(0, 3),
      files: { 1: ['src/app.ts'], 2: ['docs/a.md'], 3: ['docs/b.md'] },
      documented: { 2: 'job', 3: 'claim' },
    });
    expect(await resolveDigest(LAST, { ...SETTINGS, paths, diffBudget: 0 }, deps)).toStrictEqual({
      kind: 'nothing-merged',
      notice:
        'None of the 3 pull requests merged into trunk from 2026-11-18T19:05:06Z to 2026-11-25T19:05:06Z is left to document: 1 changed no file under paths (docs/**), and 2 were already documented (each had its own docs job): nothing sent to Mintlify, no digest this time (no job, no comment); the next one starts from the same point',
    });
    expect(looked.filter((l) => l.startsWith('start'))).toEqual(['start 2', 'start 3']);
    const single = setup({
      pulls: pulls.slice(0, 2),
      files: { 1: ['src/app.ts'], 2: ['docs/a.md'] },
      documented: { 2: 'job' },
    });
    expect(
      await resolveDigest(LAST, { ...SETTINGS, paths, diffBudget: 0 }, single.deps),
    ).toMatchObject({
      notice: expect.stringContaining(
        'is left to document: 1 changed no file under paths (docs/**), and 1 was already documented (it had its own docs job): nothing sent',
      ),
    });
  });

  it('a re-run checking on its job shows the same pull requests as its first attempt, the documented ones left out', async () => {
    const own = marked({ jobId: 'j1', until: TO - DAY, round: 'r1' });
    const { deps } = setup({
      all: [own],
      own: [own],
      pulls: [pull(1, TO - 4 * DAY), pull(2, TO - 2 * DAY)],
      rerun: true,
      lookup: async () => ({ status: 'active' }),
      documented: { 2: 'job' },
    });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    if (plan.kind !== 'watch') throw new Error(plan.kind);
    expect(plan.shown.digest?.pulls.map((p) => p.number)).toEqual([1]);
    expect(plan.shown.digest?.documented?.map((p) => p.number)).toEqual([2]);
  });

  it('a failed look names the pull request, and nothing is sent', async () => {
    const { deps } = setup({
      pulls: pulls.slice(0, 2),
      documented: {},
      failDocumented: { number: 2, error: new GitHubCallError(502, 'Bad Gateway') },
    });
    const caught = await resolveDigest(LAST, SETTINGS, deps).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as Error).message).toMatch(
      /^could not read whether pull request #2 already had its docs job \(502: Bad Gateway\)/,
    );
  });

  it('the closed pull requests’ counts, listed once from the window’s start, say what is worth reading: nothing of one with neither a 🚀 nor a comment', async () => {
    const { deps, looks, activityReads, notices } = setup({
      pulls: pulls.slice(0, 5),
      documented: { 2: 'job', 3: 'claim' },
      activity: {
        1: { comments: 0, rockets: 0 },
        2: { comments: 3, rockets: 0 },
        3: { comments: 0, rockets: 1 },
        4: { comments: 2 },
      },
    });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(activityReads).toEqual([TO - 7 * DAY]);
    expect(looks).toEqual({
      2: { reactions: false, comments: true },
      3: { reactions: true, comments: false },
      // No reaction counts in the listing, and one the listing missed: read in full.
      4: { reactions: true, comments: true },
      5: { reactions: true, comments: true },
    });
    if (plan.kind !== 'create') throw new Error(plan.kind);
    expect(plan.shown.digest?.pulls.map((p) => p.number)).toEqual([1, 4, 5]);
    expect(notices).toEqual([
      '2 merged pull requests left out of this digest as already documented (each had its own docs job): #2, #3',
    ]);
  });

  it('a listing GitHub fails names it, and nothing is sent; nothing merged: no listing read', async () => {
    const { deps } = setup({
      pulls: pulls.slice(0, 1),
      documented: {},
      failActivity: new GitHubCallError(403, 'Resource not accessible by integration'),
    });
    const caught = await resolveDigest(LAST, SETTINGS, deps).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toBe(
      'could not list the closed pull requests on GitHub (403: Resource not accessible by integration): give the job `permissions: issues: read` and `pull-requests: read`; nothing was sent to the service',
    );
    const empty = setup({ pulls: [], documented: {} });
    expect(await resolveDigest(LAST, SETTINGS, empty.deps)).toMatchObject({
      kind: 'nothing-merged',
    });
    expect(empty.activityReads).toEqual([]);
  });

  it('nothing looked for without the means to: every merged pull request kept', async () => {
    const { deps, looked, notices, activityReads } = setup({ pulls: pulls.slice(0, 2) });
    const plan = await resolveDigest(LAST, SETTINGS, deps);
    expect(looked).toEqual([]);
    expect(activityReads).toEqual([]);
    expect(notices).toEqual([]);
    if (plan.kind !== 'create') throw new Error(plan.kind);
    expect(plan.shown.digest).not.toHaveProperty('documented');
  });
});
