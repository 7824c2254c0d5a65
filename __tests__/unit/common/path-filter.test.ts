import { describe, expect, test } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { parsePathFilter, splitByPaths, type PathFilter } from '../../../src/common/path-filter.js';

function filter(text: string): PathFilter {
  const parsed = parsePathFilter(text);
  if (!parsed) throw new Error('expected a filter');
  return parsed;
}

describe('parsePathFilter: GitHub cheat sheet', () => {
  // https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-syntax#filter-pattern-cheat-sheet
  test.each<[string, string[], string[]]>([
    ['*', ['README.md', 'server.rb'], ['docs/README.md', 'a/b']],
    ['*.jsx?', ['page.js', 'page.jsx'], ['page.jsxx', 'page.j', 'dir/page.js']],
    ['**', ['all/the/files.md', 'README.md'], []],
    ['*.js', ['app.js', 'index.js'], ['js/index.js', 'app.jsx', 'appjs']],
    ['**.js', ['index.js', 'js/index.js', 'src/js/app.js'], ['index.jsx', 'index.ts']],
    ['docs/*', ['docs/README.md', 'docs/file.txt'], ['docs/mona/octocat.txt', 'README.md']],
    ['docs/**', ['docs/README.md', 'docs/mona/octocat.txt'], ['doc/README.md', 'a/docs/x']],
    [
      'docs/**/*.md',
      ['docs/README.md', 'docs/mona/hello-world.md', 'docs/a/markdown/file.md'],
      ['docs/a.txt', 'README.md', 'a/docs/x.md'],
    ],
    [
      '**/docs/**',
      ['docs/hello.md', 'dir/docs/my-file.txt', 'space/docs/plan/space.doc'],
      ['mydocs/x.md', 'docs'],
    ],
    ['**/README.md', ['README.md', 'js/README.md'], ['README.mdx', 'js/NOTREADME.md']],
    ['**/*src/**', ['a/src/app.js', 'my-src/code/js/app.js'], ['srcs/app.js', 'a/source/x']],
    ['**/*-post.md', ['my-post.md', 'path/their-post.md'], ['post.md', 'path/my-post.mdx']],
    [
      '**/migrate-*.sql',
      ['migrate-10909.sql', 'db/migrate-v1.0.sql', 'db/sept/migrate-v1.sql'],
      ['db/migrate.sql', 'migrate-1.sqlite'],
    ],
    ['*.md\n!README.md', ['hello.md'], ['README.md', 'docs/hello.md']],
    ['*.md\n!README.md\nREADME*', ['hello.md', 'README.md', 'README.doc'], ['docs/hello.md']],
    ['v[12].[0-9]+.[0-9]+', ['v1.10.1', 'v2.0.0', 'v1.0.99'], ['v3.0.0', 'v1.0.', 'v1x0.0']],
    ['[CB]at', ['Cat', 'Bat'], ['cat', 'Hat', 'CBat', 'at']],
    ['[1-2]00', ['100', '200'], ['300', '00']],
    ['Octo*', ['Octocat', 'Octo'], ['Octo/cat']],
  ])('%j matches %j and not %j', (patterns, matching, notMatching) => {
    const parsed = filter(patterns);
    for (const path of matching) expect([path, parsed.matches(path)]).toEqual([path, true]);
    for (const path of notMatching) expect([path, parsed.matches(path)]).toEqual([path, false]);
  });
});

describe('parsePathFilter: the rules around the cheat sheet', () => {
  test('empty or blank: undefined, every file counts', () => {
    expect(parsePathFilter('')).toBeUndefined();
    expect(parsePathFilter(' \n , \n')).toBeUndefined();
  });

  test('one per line or comma-separated, trimmed, blank entries dropped; the patterns kept as written', () => {
    const parsed = filter(' src/** ,\r\n\n docs/*.md,!src/gen/** ');
    expect(parsed.patterns).toEqual(['src/**', 'docs/*.md', '!src/gen/**']);
    expect(parsed.matches('src/a.ts')).toBe(true);
    expect(parsed.matches('docs/a.md')).toBe(true);
    expect(parsed.matches('src/gen/a.ts')).toBe(false);
  });

  test('\\, keeps a comma in a pattern', () => {
    const parsed = filter('a\\,b.md');
    expect(parsed.patterns).toEqual(['a\\,b.md']);
    expect(parsed.matches('a,b.md')).toBe(true);
  });

  test('the last matching pattern decides, in both directions', () => {
    const parsed = filter('**\n!docs/**\ndocs/api/**\n!docs/api/old.md');
    expect(parsed.matches('src/a.ts')).toBe(true);
    expect(parsed.matches('docs/guide.md')).toBe(false);
    expect(parsed.matches('docs/api/new.md')).toBe(true);
    expect(parsed.matches('docs/api/old.md')).toBe(false);
  });

  test('an exclusion before any inclusion excludes nothing that a later pattern includes', () => {
    const parsed = filter('!docs/**\n**');
    expect(parsed.matches('docs/a.md')).toBe(true);
  });

  test('a file no pattern matches does not count', () => {
    expect(filter('src/**').matches('lib/a.ts')).toBe(false);
  });

  test('! is special only at the start', () => {
    expect(filter('a!b').matches('a!b')).toBe(true);
    expect(filter('**\n!a!b').matches('a!b')).toBe(false);
  });

  test('** at either end and in the middle', () => {
    expect(filter('**/x').matches('x')).toBe(true);
    expect(filter('**/x').matches('a/b/x')).toBe(true);
    expect(filter('**/x').matches('ax')).toBe(false);
    expect(filter('a/**').matches('a/b/c')).toBe(true);
    expect(filter('a/**').matches('a')).toBe(false);
    expect(filter('a/**/b').matches('a/b')).toBe(true);
    expect(filter('a/**/b').matches('a/x/y/b')).toBe(true);
    expect(filter('a/**/b').matches('ab')).toBe(false);
    expect(filter('a**').matches('a/b/c')).toBe(true);
    expect(filter('x**/y').matches('x/z/y')).toBe(true);
    expect(filter('x**/y').matches('xy')).toBe(false);
    expect(filter('**').matches('')).toBe(true);
  });

  test('* stays within a folder, and a dot is a plain character (dot files count)', () => {
    expect(filter('*').matches('.env')).toBe(true);
    expect(filter('**').matches('.github/workflows/ci.yml')).toBe(true);
    expect(filter('*.md').matches('amd')).toBe(false);
    expect(filter('a*b').matches('a/b')).toBe(false);
    expect(filter('a*b').matches('axyzb')).toBe(true);
  });

  test('? and + repeat the character before them', () => {
    const optional = filter('colou?r');
    expect(optional.matches('color')).toBe(true);
    expect(optional.matches('colour')).toBe(true);
    expect(optional.matches('colouur')).toBe(false);
    expect(optional.matches('colo/r')).toBe(false);
    const more = filter('lo+g');
    expect(more.matches('log')).toBe(true);
    expect(more.matches('loooog')).toBe(true);
    expect(more.matches('lg')).toBe(false);
    expect(filter('[ab]+').matches('abba')).toBe(true);
    expect(filter('\\*+').matches('***')).toBe(true);
  });

  test('a bracket matches one of its letters or digits', () => {
    const parsed = filter('f[a-cX0-9]');
    for (const path of ['fa', 'fb', 'fc', 'fX', 'f0', 'f9'])
      expect(parsed.matches(path)).toBe(true);
    for (const path of ['fd', 'fx', 'f', 'fab', 'f-']) expect(parsed.matches(path)).toBe(false);
    expect(filter('[A-Z]').matches('Q')).toBe(true);
    expect(filter('[a]').matches('a')).toBe(true);
  });

  test.each(['.', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '*', ',', '!'])(
    'an escaped %j is the character itself',
    (char) => {
      const parsed = filter(`**\n!a\\${char}b`);
      expect(parsed.matches(`a${char}b`)).toBe(false);
      expect(parsed.matches('axb')).toBe(true);
    },
  );

  test.each(['^', '$', '{', '}', '(', ')', '|', ']', '.'])(
    'an unescaped %j is the character itself',
    (char) => {
      const parsed = filter(`a${char}b`);
      expect(parsed.matches(`a${char}b`)).toBe(true);
      expect(parsed.matches('axb')).toBe(false);
      expect(parsed.matches('ab')).toBe(false);
    },
  );

  test('a pattern matches the whole path, not a part of it', () => {
    expect(filter('src').matches('src/a.ts')).toBe(false);
    expect(filter('a.ts').matches('src/a.ts')).toBe(false);
    expect(filter('a.ts').matches('a.tsx')).toBe(false);
  });
});

describe('parsePathFilter: patterns GitHub would not read the same way', () => {
  test.each<[string, string]>([
    [
      '!docs/**',
      "paths has only patterns that exclude (!): add one that includes first, e.g. '**' before '!docs/**'",
    ],
    ['**\n!', "paths pattern '!' excludes nothing: write the path after the !"],
    [
      '/docs/**',
      "paths pattern '/docs/**' starts with '/': paths are relative to the repository root, write 'docs/**'",
    ],
    [
      '?.md',
      "paths pattern '?.md' has '?' with no character before it to repeat: GitHub reads '?' as a repeat of the character before; write '\\?' for the character itself",
    ],
    [
      '+x',
      "paths pattern '+x' has '+' with no character before it to repeat: GitHub reads '+' as a repeat of the character before; write '\\+' for the character itself",
    ],
    [
      '*?',
      "paths pattern '*?' has '?' with no character before it to repeat: GitHub reads '?' as a repeat of the character before; write '\\?' for the character itself",
    ],
    [
      'a/**+',
      "paths pattern 'a/**+' has '+' with no character before it to repeat: GitHub reads '+' as a repeat of the character before; write '\\+' for the character itself",
    ],
    [
      '**/?',
      "paths pattern '**/?' has '?' with no character before it to repeat: GitHub reads '?' as a repeat of the character before; write '\\?' for the character itself",
    ],
    [
      'a??',
      "paths pattern 'a??' has '?' with no character before it to repeat: GitHub reads '?' as a repeat of the character before; write '\\?' for the character itself",
    ],
    [
      'a+?',
      "paths pattern 'a+?' has '?' with no character before it to repeat: GitHub reads '?' as a repeat of the character before; write '\\?' for the character itself",
    ],
    [
      'src/[ab',
      "paths pattern 'src/[ab' has '[' with no ']': close it, or write '\\[' for the character itself",
    ],
    ['a\\', "paths pattern 'a\\' ends with '\\': escape a character after it, or remove it"],
    ['[]', "paths pattern '[]' has an empty '[]': list the letters or digits it may match"],
    [
      '[a-]',
      "paths pattern '[a-]' has '[a-]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[_]',
      "paths pattern '[_]' has '[_]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[a-Z]',
      "paths pattern '[a-Z]' has '[a-Z]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[0-z]',
      "paths pattern '[0-z]' has '[0-z]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[A-z]',
      "paths pattern '[A-z]' has '[A-z]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[z-a]',
      "paths pattern '[z-a]' has '[z-a]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[9-0]',
      "paths pattern '[9-0]' has '[9-0]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[Z-A]',
      "paths pattern '[Z-A]' has '[Z-A]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
    [
      '[!a]',
      "paths pattern '[!a]' has '[!a]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9",
    ],
  ])('%j: %s', (text, message) => {
    expect(() => parsePathFilter(text)).toThrow(new InputError(message));
  });

  test('the error is an InputError', () => {
    expect(() => parsePathFilter('[]')).toThrow(InputError);
  });

  test("a ']' before a bracket is the character itself, and the bracket is read from its '['", () => {
    const filter = parsePathFilter('docs/][ab]');
    expect(filter?.matches('docs/]a')).toBe(true);
    expect(filter?.matches('docs/]c')).toBe(false);
  });

  test('same-class ranges at the edges are accepted', () => {
    expect(filter('[a-zA-Z0-9]').matches('m')).toBe(true);
    expect(filter('[a-a]').matches('a')).toBe(true);
  });
});

describe('splitByPaths', () => {
  const files = [
    { filename: 'src/a.ts' },
    { filename: 'README.md' },
    { filename: 'docs/new.md', previousFilename: 'src/old.ts' },
    { filename: 'lib/b.ts', previousFilename: 'lib/c.ts' },
  ];

  test('no filter: every file counts, none left out', () => {
    expect(splitByPaths(files, undefined)).toEqual({ counted: files, leftOut: 0 });
  });

  test('the files that count, in order, and how many were left out; a rename counts by either path', () => {
    expect(splitByPaths(files, filter('src/**'))).toEqual({
      counted: [files[0], files[2]],
      leftOut: 2,
    });
  });

  test('none counts', () => {
    expect(splitByPaths(files, filter('nothing/**'))).toEqual({ counted: [], leftOut: 4 });
  });
});
