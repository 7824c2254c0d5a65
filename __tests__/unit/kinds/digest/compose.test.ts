// The digest's prompt as sent (src/kinds/digest/compose.ts): each described pull request's files read
// from the repository four at a time, a given prompt ahead of the data, and the one log line.
import { describe, expect, test } from '@jest/globals';
import { ServiceError, UserError } from '../../../../src/common/errors.js';
import { parsePathFilter } from '../../../../src/common/path-filter.js';
import type { MergedPull, RepositoryReader } from '../../../../src/github/merged-pulls.js';
import type { ChangedFile } from '../../../../src/github/pull-request.js';
import { GitHubCallError } from '../../../../src/github/retry.js';
import { composeDigest } from '../../../../src/kinds/digest/compose.js';
import { digestPrompt, type DigestPull } from '../../../../src/kinds/digest/prompt.js';
import type { Digest } from '../../../../src/settings/types.js';

const TO = Date.parse('2026-11-25T19:05:06Z');
const DAY = 86_400_000;

const pull = (number: number): MergedPull => ({
  number,
  title: `Change ${number}`,
  body: `Why change ${number}.`,
  url: `https://github.com/acme/app/pull/${number}`,
  author: 'octocat',
  mergedAt: TO - DAY + number * 1000,
  baseRef: 'trunk',
});

const digestOf = (count: number): Digest => ({
  from: TO - 7 * DAY,
  to: TO,
  base: 'trunk',
  pulls: Array.from({ length: count }, (_, i) => pull(i + 1)),
});

function filesOf(number: number, patches: boolean): ChangedFile[] {
  return [
    {
      filename: `src/feature${number}.ts`,
      status: 'modified',
      additions: 1,
      deletions: 1,
      ...(patches && { patch: `@@ -1 +1 @@\n-old${number}\n+new${number}` }),
    },
  ];
}

/** A repository whose files reads are logged as they start and end; `fail` makes one throw. */
function reader(fail?: { number: number; error: unknown }) {
  const events: string[] = [];
  let opened = 0;
  const repository: RepositoryReader = {
    defaultBranch: async () => 'trunk',
    listMerged: async () => {
      throw new Error('not read by compose');
    },
    closedActivity: async () => {
      throw new Error('not read by compose');
    },
    files: async (number, patches) => {
      events.push(`start ${number} ${String(patches)}`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`end ${number}`);
      if (fail?.number === number) throw fail.error;
      const files = filesOf(number, patches);
      return { files, changedFiles: 1, additions: 1, deletions: 1 };
    },
    pullState: async () => {
      throw new Error('not read by compose');
    },
  };
  return {
    events,
    opens: () => opened,
    repository: async () => {
      opened += 1;
      return repository;
    },
  };
}

const detailed = (digest: Digest, patches: boolean): DigestPull[] =>
  digest.pulls.map((p) => ({
    ...p,
    files: filesOf(p.number, patches),
    changedFiles: 1,
    additions: 1,
    deletions: 1,
  }));

const n = (value: number): string => value.toLocaleString('en-US');

describe('the prompt', () => {
  test('a given prompt leads, the digest follows below a line, each pull request with its diff', async () => {
    const digest = digestOf(2);
    const { events, repository, opens } = reader();
    const lines: string[] = [];
    const prompt = await composeDigest(digest, 'API pages only', 1_500, {
      repository,
      info: (line) => lines.push(line),
    });
    const data = digestPrompt(digest, detailed(digest, true), [], {
      diffBudget: 1_500,
      base: 'trunk',
    });
    expect(prompt).toBe(`API pages only\n\n---\n${data}`);
    expect(prompt).toContain('+new2');
    expect(events).toEqual(['start 1 true', 'start 2 true', 'end 1', 'end 2']);
    expect(opens()).toBe(1);
    expect(lines).toEqual([
      `Digest of 2 merged pull requests: 2 described, diffs within 1,500 characters; prompt of ${n(prompt.length)} characters`,
    ]);
  });

  test('no given prompt, diff-budget 0: the data alone, files read without patches', async () => {
    const digest = digestOf(1);
    const { events, repository } = reader();
    const lines: string[] = [];
    const prompt = await composeDigest(digest, undefined, 0, {
      repository,
      info: (line) => lines.push(line),
    });
    expect(prompt).toBe(
      digestPrompt(digest, detailed(digest, false), [], { diffBudget: 0, base: 'trunk' }),
    );
    expect(prompt.startsWith('1 pull request was merged into trunk')).toBe(true);
    expect(events).toEqual(['start 1 false', 'end 1']);
    expect(lines).toEqual([
      `Digest of 1 merged pull requests: 1 described, no diffs (diff-budget: 0); prompt of ${n(prompt.length)} characters`,
    ]);
  });

  test('an empty given prompt is no prompt', async () => {
    const digest = digestOf(1);
    const { repository } = reader();
    const prompt = await composeDigest(digest, '', 0, { repository, info: () => undefined });
    expect(prompt).toBe(
      digestPrompt(digest, detailed(digest, false), [], { diffBudget: 0, base: 'trunk' }),
    );
  });

  test('files are read four pull requests at a time, in order', async () => {
    const digest = digestOf(6);
    const { events, repository } = reader();
    const prompt = await composeDigest(digest, undefined, 2_000, {
      repository,
      info: () => undefined,
    });
    expect(events).toEqual([
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
    expect(prompt).toBe(
      digestPrompt(digest, detailed(digest, true), [], { diffBudget: 2_000, base: 'trunk' }),
    );
  });

  test('past the cap of 100: the rest are named by number, their files never read', async () => {
    const digest = digestOf(1_003);
    const { events, repository } = reader();
    const lines: string[] = [];
    const prompt = await composeDigest(digest, undefined, 12_000, {
      repository,
      info: (line) => lines.push(line),
    });
    const starts = events.filter((e) => e.startsWith('start'));
    expect(starts).toEqual(Array.from({ length: 100 }, (_, i) => `start ${i + 1} true`));
    expect(prompt).toBe(
      digestPrompt(digest, detailed(digest, true).slice(0, 100), digest.pulls.slice(100), {
        diffBudget: 12_000,
        base: 'trunk',
      }),
    );
    expect(prompt.length).toBeGreaterThan(1_000);
    expect(lines).toEqual([
      `Digest of 1,003 merged pull requests: 100 described, 903 named by number, diffs within 12,000 characters; prompt of ${n(prompt.length)} characters`,
    ]);
    expect(lines[0]).toMatch(/prompt of \d{1,3}(,\d{3})+ characters$/);
  });
});

describe('under paths', () => {
  test('only the files that count are described; those left out leave the count of changed files', async () => {
    const digest = digestOf(1);
    const file = (filename: string): ChangedFile => ({
      filename,
      status: 'modified',
      additions: 1,
      deletions: 1,
    });
    const read = [file('docs/intro.md'), file('src/app.ts'), file('src/lib.ts')];
    const repository: RepositoryReader = {
      ...(await reader().repository()),
      files: async () => ({ files: read, changedFiles: 3, additions: 3, deletions: 3 }),
    };
    const prompt = await composeDigest(digest, undefined, 0, {
      repository: async () => repository,
      info: () => undefined,
      paths: parsePathFilter('docs/**'),
    });
    const [only] = digest.pulls;
    if (!only) throw new Error('no pull request');
    const described: DigestPull = {
      ...only,
      files: [file('docs/intro.md')],
      changedFiles: 1,
      additions: 3,
      deletions: 3,
      leftOut: 2,
    };
    expect(prompt).toBe(digestPrompt(digest, [described], [], { diffBudget: 0, base: 'trunk' }));
    expect(prompt).toContain('- Changed: 1 file, +3 −3 lines');
    expect(prompt).toContain(
      '2 other changed files left out: outside the paths this workflow documents.',
    );
  });
});

describe('a failed read of the changed files', () => {
  test('GitHub refuses (403): a user error that says what permission to give', async () => {
    const { repository } = reader({
      number: 2,
      error: new GitHubCallError(403, 'Resource not accessible by integration'),
    });
    const caught = await composeDigest(digestOf(3), undefined, 0, {
      repository,
      info: () => undefined,
    }).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toBe(
      'could not read the changed files of pull request #2 (403: Resource not accessible by integration): give the job `permissions: pull-requests: read`; nothing was sent to the service',
    );
  });

  test('GitHub fails (500): a service error that says to run again', async () => {
    const { repository } = reader({ number: 3, error: new GitHubCallError(500, 'boom') });
    const caught = await composeDigest(digestOf(3), undefined, 0, {
      repository,
      info: () => undefined,
    }).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as Error).message).toBe(
      'could not read the changed files of pull request #3 (500: boom); nothing was sent to the service: run the workflow again',
    );
  });

  test('a cancelled run: the cancellation, not a GitHub problem', async () => {
    const cancel = new AbortController();
    const reason = new Error('cancelled');
    cancel.abort(reason);
    const { repository } = reader({ number: 1, error: new GitHubCallError(500, 'aborted') });
    await expect(
      composeDigest(digestOf(1), undefined, 0, {
        repository,
        info: () => undefined,
        signal: cancel.signal,
      }),
    ).rejects.toBe(reason);
  });

  test('anything else goes on as it is', async () => {
    const error = new TypeError('a bug');
    const { repository } = reader({ number: 1, error });
    await expect(
      composeDigest(digestOf(1), undefined, 0, { repository, info: () => undefined }),
    ).rejects.toBe(error);
  });
});
