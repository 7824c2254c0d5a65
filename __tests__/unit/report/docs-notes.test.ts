// The notes left on a docs pull request: what asked for it, in plain words, with the hidden marker
// that keeps it to one note per job.
import { describe, expect, test } from '@jest/globals';
import { askedByBody, noteMarker } from '../../../src/report/docs-notes.js';

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

  test('a job id that is not a plain id is left out of the marker', () => {
    expect(noteMarker('asked-by', 'x --> <script>')).toBe(
      '<!-- agent-job-action:asked-by job-id=- -->',
    );
  });
});
