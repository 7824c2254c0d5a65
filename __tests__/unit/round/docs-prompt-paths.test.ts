// paths in the docs prompt (src/round/docs-prompt.ts): the listing as paths counts it, the line
// that says how many files were left out, and a change with none that counts.
import { describe, expect, test } from '@jest/globals';
import { NothingToSend } from '../../../src/common/errors.js';
import { parsePathFilter, type PathFilter } from '../../../src/common/path-filter.js';
import { changesContext, underPaths } from '../../../src/round/docs-prompt.js';

const file = (filename: string) => ({
  filename,
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch: `@@ -1 +1 @@\n-a\n+${filename}`,
});
const SRC = parsePathFilter('src/**') as PathFilter;

describe('underPaths', () => {
  test('no paths: the listing itself', () => {
    const listing = { files: [file('a.md')], total: 1 };
    expect(underPaths(listing, undefined, 'x')).toBe(listing);
  });

  test('nothing left out: the listing itself (an empty one too)', () => {
    const listing = { files: [file('src/a.ts')], total: 3, cut: true };
    expect(underPaths(listing, SRC, 'x')).toBe(listing);
    const empty = { files: [], total: 0 };
    expect(underPaths(empty, SRC, 'x')).toBe(empty);
  });

  test('a mixed change: the files that count; the total less those left out; how many', () => {
    const listing = { files: [file('src/a.ts'), file('b.md'), file('c.md')], total: 5 };
    expect(underPaths(listing, SRC, 'x')).toEqual({
      files: [file('src/a.ts')],
      total: 3,
      leftOut: 2,
    });
  });

  test('none counts: NothingToSend, saying what, how many and the patterns', () => {
    const listing = { files: [file('b.md')], total: 1 };
    const paths = parsePathFilter('src/**, !src/gen/**') as PathFilter;
    expect(() => underPaths(listing, paths, 'the push to #2')).toThrow(
      new NothingToSend(
        'Nothing sent to Mintlify: none of the 1 changed file of the push to #2 matches paths (src/**, !src/gen/**)',
      ),
    );
    expect(() => underPaths(listing, paths, 'x')).toThrow(NothingToSend);
  });
});

describe('the file list says how many were left out', () => {
  test.each([
    [1, '1 other changed file left out: outside the paths this workflow documents.'],
    [2, '2 other changed files left out: outside the paths this workflow documents.'],
  ])('%i', (leftOut, line) => {
    const text = changesContext({ files: [file('src/a.ts')], total: 1, leftOut }, 1000);
    expect(text).toContain(`\`\`\`\n\n${line}\n\n## Diff`);
  });

  test('none left out: not a word of it', () => {
    const text = changesContext({ files: [file('src/a.ts')], total: 1, leftOut: 0 }, 1000);
    expect(text).not.toContain('left out: outside');
  });
});
