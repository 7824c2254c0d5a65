// The notes left on a docs pull request: what asked for it, in plain words, with the hidden marker
// that keeps it to one note per job.
import { describe, expect, test } from '@jest/globals';
import type { ThreadComment } from '../../../src/github/thread.js';
import {
  askedByBody,
  closedBody,
  hasNote,
  letGoBody,
  noteMarker,
} from '../../../src/report/docs-notes.js';

const PULL = (n: number) => `https://github.com/acme/app/pull/${n}`;

describe('what asked for a docs pull request', () => {
  test('an issue, a pull request under review, a merged one: one sentence, then the marker', () => {
    expect(askedByBody({ kind: 'issue', url: 'https://github.com/acme/app/issues/4' }, 'j1')).toBe(
      `📝 This pull request was asked for in https://github.com/acme/app/issues/4 (job \`j1\`).\n\n${noteMarker('asked-by', 'j1')}\n`,
    );
    expect(askedByBody({ kind: 'open-pull', url: PULL(2) }, 'j1')).toMatch(
      /^📝 This pull request documents https:\/\/github\.com\/acme\/app\/pull\/2, which is still under review: it follows each push to it \(job `j1`\)\./,
    );
    expect(askedByBody({ kind: 'merged-pull', url: PULL(2) }, 'j1')).toMatch(
      /^📝 This pull request documents https:\/\/github\.com\/acme\/app\/pull\/2, merged \(job `j1`\)\./,
    );
  });

  test('a digest lists its pull requests, the first 100, and counts the rest', () => {
    const urls = Array.from({ length: 103 }, (_, i) => PULL(i + 1));

    const body = askedByBody({ kind: 'digest', urls }, 'j9');

    const lines = body.split('\n');
    expect(lines[0]).toBe('📝 This pull request documents 103 merged pull requests (job `j9`):');
    expect(lines.filter((l) => l.startsWith('- https://'))).toEqual(
      urls.slice(0, 100).map((u) => `- ${u}`),
    );
    expect(body).toContain('\n- and 3 more\n');
    expect(body.endsWith(`${noteMarker('asked-by', 'j9')}\n`)).toBe(true);
  });

  test('exactly 100 are all listed; past a thousand, counts are written with separators', () => {
    const hundred = askedByBody(
      { kind: 'digest', urls: Array.from({ length: 100 }, (_, i) => PULL(i)) },
      'j9',
    );
    expect(hundred).not.toContain('more');
    expect(hundred.split('\n').at(-4)).toBe(`- ${PULL(99)}`);

    const many = askedByBody(
      { kind: 'digest', urls: Array.from({ length: 1234 }, (_, i) => PULL(i)) },
      'j9',
    );
    expect(many.split('\n')[0]).toBe(
      '📝 This pull request documents 1,234 merged pull requests (job `j9`):',
    );
    expect(many.split('\n')[1]).toBe('');
    expect(many).toContain(`\n- ${PULL(99)}\n- and 1,134 more\n\n<!-- agent-job-action:asked-by `);
  });

  test('the marker of each kind of note, with the job', () => {
    expect(noteMarker('asked-by', 'j1')).toBe('<!-- agent-job-action:asked-by job-id=j1 -->');
    expect(noteMarker('let-go', 'j1')).toBe('<!-- agent-job-action:let-go job-id=j1 -->');
  });

  test('a job id that is not a plain id is left out of the marker', () => {
    expect(noteMarker('asked-by', 'x --> <script>')).toBe(
      '<!-- agent-job-action:asked-by job-id=- -->',
    );
  });
});

describe('a note found again', () => {
  const MARKER = noteMarker('asked-by', 'j1');
  const comment = (body: string, extra: Partial<ThreadComment> = {}): ThreadComment => ({
    id: 1,
    body,
    url: '',
    login: 'docs-writer[bot]',
    authorType: 'Bot',
    association: 'NONE',
    ...extra,
  });
  const user = (association: string) => ({ authorType: 'User' as const, association });

  const WRITER = 'docs-writer[bot]';

  test('its marker, written by the token’s own login (any case) or by someone with write access', () => {
    expect(hasNote([comment(`note\n${MARKER}`)], MARKER, WRITER)).toBe(true);
    expect(hasNote([comment(MARKER)], MARKER, 'Docs-Writer[bot]')).toBe(true);
    expect(hasNote([comment(MARKER, { login: 'DOCS-WRITER[BOT]' })], MARKER, WRITER)).toBe(true);
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR']) {
      expect(
        hasNote([comment(MARKER, { login: 'alice', ...user(association) })], MARKER, WRITER),
      ).toBe(true);
    }
  });

  test('not when anyone else wrote it: another app, a passer-by, a deleted account', () => {
    for (const association of ['NONE', 'CONTRIBUTOR', 'FIRST_TIMER', 'member']) {
      expect(
        hasNote([comment(MARKER, { login: 'mallory', ...user(association) })], MARKER, WRITER),
      ).toBe(false);
    }
    expect(hasNote([comment(MARKER, { login: 'other-app[bot]' })], MARKER, WRITER)).toBe(false);
    expect(hasNote([comment(MARKER, { login: '' })], MARKER, '')).toBe(false);
  });

  test('nor another job’s or kind’s marker', () => {
    expect(hasNote([comment(noteMarker('asked-by', 'j2'))], MARKER, WRITER)).toBe(false);
    expect(hasNote([comment(noteMarker('let-go', 'j1'))], MARKER, WRITER)).toBe(false);
    expect(hasNote([], MARKER, WRITER)).toBe(false);
  });

  test('any one comment of the thread is enough', () => {
    expect(hasNote([comment('hello'), comment(MARKER)], MARKER, WRITER)).toBe(true);
  });
});

describe('the notes of a code pull request closed unmerged', () => {
  test('on the docs pull request, as it is closed', () => {
    expect(closedBody(PULL(7))).toBe(
      `Closed: the change this pull request documents, ${PULL(7)}, was closed without being merged, so this documentation is no longer needed.\n`,
    );
  });

  const lead =
    '### 📕 Docs pull request no longer needed\n\nThis pull request was closed without being merged.';
  const end = `\n\n${noteMarker('let-go', 'j1')}\n`;

  test.each([
    ['closed', 'Its docs pull request acme/docs#3 is closed.'],
    ['failed', 'Its docs pull request acme/docs#3 could not be closed: close it by hand.'],
    [
      'left',
      'Close its docs pull request acme/docs#3 by hand (the workflow gives no docs-token to close it).',
    ],
  ] as const)('on the code pull request: its docs pull request %s', (closed, says) => {
    expect(letGoBody('j1', 'acme/docs#3', closed)).toBe(`${lead} ${says}${end}`);
  });

  test('on the code pull request: no docs pull request, nothing to close', () => {
    for (const closed of ['closed', 'left', 'failed'] as const) {
      expect(letGoBody('j1', undefined, closed)).toBe(
        `${lead} Its documentation job opened no pull request, so there is nothing to close.${end}`,
      );
    }
  });
});
