// The mutation tables of docs/verification.md (scripts/mutation-report.ts), made from Stryker's report.
import { describe, expect, test } from '@jest/globals';
import {
  accountsTable,
  replaceRegion,
  reportMarkdown,
  scoresTable,
  type Report,
} from '../../scripts/mutation-report.js';

const at = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: { line, column },
  end: { line: endLine, column: endColumn },
});

const SOURCE = [
  'export const A = /^a|b$/;',
  'export function f(x: number) {',
  '  return x >= 8 ? `big` : "small";',
  '}',
].join('\n');

const REPORT: Report = {
  files: {
    'src/z.ts': {
      source: SOURCE,
      mutants: [
        {
          mutatorName: 'BlockStatement',
          replacement: '{}',
          status: 'Killed',
          location: at(2, 30, 4, 2),
        },
        {
          mutatorName: 'EqualityOperator',
          replacement: 'x > 8',
          status: 'Survived',
          location: at(3, 10, 3, 16),
        },
        {
          mutatorName: 'StringLiteral',
          replacement: '""',
          status: 'Ignored',
          statusReason: 'equivalent: the template is\nnever read',
          location: at(3, 19, 3, 24),
        },
        {
          mutatorName: 'Regex',
          replacement: '/a|b$/',
          status: 'NoCoverage',
          location: at(1, 18, 1, 25),
        },
        {
          mutatorName: 'StringLiteral',
          replacement: '""',
          status: 'CompileError',
          location: at(3, 27, 3, 34),
        },
        {
          mutatorName: 'Regex',
          replacement: '/^a|b/',
          status: 'Ignored',
          statusReason: 'Static mutant (and "ignoreStatic" was enabled)',
          location: at(1, 18, 1, 25),
        },
      ],
    },
    'src/a.ts': { source: 'export const B = 1;', mutants: [] },
  },
};

describe('accountsTable', () => {
  test('every mutant not detected, by file then line, with the code it changes and its account; a static one not run is left to the scores', () => {
    expect(accountsTable(REPORT)).toEqual([
      '| where | status | mutator | change | account |',
      '| --- | --- | --- | --- | --- |',
      '| `src/z.ts:1` | no coverage | Regex | `/^a\\|b$/` → `/a\\|b$/` | open |',
      '| `src/z.ts:3` | survived | EqualityOperator | `x >= 8` → `x > 8` | open |',
      '| `src/z.ts:3` | equivalent | StringLiteral | `` `big` `` → `""` | equivalent: the template is never read |',
    ]);
  });

  test('a code change that spans lines is shown on one line', () => {
    const report: Report = {
      files: {
        'src/z.ts': {
          source: SOURCE,
          mutants: [
            {
              mutatorName: 'BlockStatement',
              replacement: '{}',
              status: 'Survived',
              location: at(2, 30, 4, 2),
            },
          ],
        },
      },
    };
    expect(accountsTable(report)[2]).toContain('``{ return x >= 8 ? `big` : "small"; }`` → `{}`');
  });

  test('with nothing left undetected it says so', () => {
    expect(accountsTable({ files: { 'src/a.ts': { source: '', mutants: [] } } })).toEqual([
      'Every mutant of these modules is detected.',
    ]);
  });
});

describe('scoresTable', () => {
  test('a row per module with valid mutants, then the overall score; equivalents and static mutants not run are counted apart', () => {
    expect(scoresTable(REPORT, { overall: 85, default: 80, files: { 'src/z.ts': 95 } })).toEqual([
      '| module | score | killed | timeout | survived | no coverage | equivalent | static, not run | floor |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `src/z.ts` | 33.3 % | 1 | 0 | 1 | 1 | 1 | 1 | 95 % |',
      '| **overall** | **33.3 %** | 1 | 0 | 1 | 1 | 1 | 1 | 85 % |',
    ]);
  });
});

describe('reportMarkdown', () => {
  test('with floors: the scores, then the accounts', () => {
    const markdown = reportMarkdown(REPORT, { overall: 85, default: 80, files: {} });
    expect(markdown.split('\n\n')).toEqual([
      scoresTable(REPORT, { overall: 85, default: 80, files: {} }).join('\n'),
      accountsTable(REPORT).join('\n'),
    ]);
  });

  test('without floors (a run that is no standing check): the scores alone, with no floor column', () => {
    expect(reportMarkdown(REPORT, undefined).split('\n')).toEqual([
      '| module | score | killed | timeout | survived | no coverage | equivalent | static, not run |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `src/z.ts` | 33.3 % | 1 | 0 | 1 | 1 | 1 | 1 |',
      '| **overall** | **33.3 %** | 1 | 0 | 1 | 1 | 1 | 1 |',
    ]);
  });
});

describe('replaceRegion', () => {
  test('replaces what lies between the region’s two comments and nothing else', () => {
    const text =
      'before\n<!-- mutation-report:checked -->\nold\n<!-- mutation-report:checked:end -->\nafter\n';
    expect(replaceRegion(text, 'checked', 'new')).toBe(
      'before\n<!-- mutation-report:checked -->\n\nnew\n\n<!-- mutation-report:checked:end -->\nafter\n',
    );
  });

  test('a missing region is an error naming it', () => {
    expect(() => replaceRegion('no region here', 'all', 'x')).toThrow(
      'no region <!-- mutation-report:all --> … <!-- mutation-report:all:end -->',
    );
  });
});
