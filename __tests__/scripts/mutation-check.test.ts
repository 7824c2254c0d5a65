// The standing mutation check (scripts/mutation-check.ts): scores per module from Stryker's JSON
// report, compared with the floors; run as .ci/run runs it.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, moduleScores, type Floors } from '../../scripts/mutation-check.js';

const mutants = (counts: Record<string, number>) =>
  Object.entries(counts).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })));

const REPORT = {
  files: {
    'src/redact.ts': { mutants: mutants({ Killed: 19, Timeout: 1 }) },
    'src/wait.ts': {
      mutants: mutants({ Killed: 90, Survived: 5, NoCoverage: 5, CompileError: 7, Ignored: 3 }),
    },
    'src/types.ts': { mutants: mutants({ CompileError: 2 }) },
  },
};

const FLOORS: Floors = {
  overall: 85,
  default: 80,
  files: { 'src/redact.ts': 100, 'src/wait.ts': 90 },
};

describe('moduleScores', () => {
  test('detected (killed or timed out) of the valid mutants; errors and ignored ones do not count', () => {
    expect(moduleScores(REPORT)).toEqual([
      { file: 'src/redact.ts', killed: 19, survived: 0, noCoverage: 0, timeout: 1, score: 100 },
      { file: 'src/types.ts', killed: 0, survived: 0, noCoverage: 0, timeout: 0, score: undefined },
      { file: 'src/wait.ts', killed: 90, survived: 5, noCoverage: 5, timeout: 0, score: 90 },
    ]);
  });
});

describe('check', () => {
  test('every module at or above its floor passes, and each is printed', () => {
    const { lines, failures } = check(REPORT, FLOORS);
    expect(failures).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^ {2}ok +src\/redact\.ts +100\.0 % \(floor 100\) +killed 19, survived 0, no coverage 0, timeout 1$/,
      ),
      expect.stringMatching(/^ {2}n\/a +src\/types\.ts +no valid mutants$/),
      expect.stringMatching(/^ {2}ok +src\/wait\.ts +90\.0 % \(floor 90\)/),
      'overall: 91.7 % of 120 mutants detected (floor 85 %)',
    ]);
  });

  test('a module just under its floor fails, naming it and what to do', () => {
    const { lines, failures } = check(REPORT, {
      ...FLOORS,
      files: { ...FLOORS.files, 'src/wait.ts': 90.1 },
    });
    expect(lines[2]).toMatch(/^ {2}BELOW +src\/wait\.ts/);
    expect(failures).toEqual([
      'src/wait.ts: mutation score 90.0 % is below its floor of 90.1 %: add tests that kill its survivors (open .tmp/mutation/mutation.html), or account for them in docs/verification.md',
    ]);
  });

  test('a module without a floor of its own has the default', () => {
    const { lines, failures } = check(REPORT, { overall: 0, default: 95, files: {} });
    expect(lines[2]).toMatch(/\(floor 95, the default\)/);
    expect(failures).toEqual([
      expect.stringMatching(/^src\/wait\.ts: mutation score 90\.0 % is below its floor of 95 %/),
    ]);
  });

  test('the overall score has its own floor', () => {
    const { failures } = check(REPORT, { ...FLOORS, overall: 92 });
    expect(failures).toEqual(['the overall mutation score 91.7 % is below its floor of 92 %']);
  });

  test('a floor for a module that is not mutated fails: the floors must follow the code', () => {
    const { failures } = check(REPORT, {
      ...FLOORS,
      files: { ...FLOORS.files, 'src/gone.ts': 90 },
    });
    expect(failures).toEqual([
      'src/gone.ts is named in mutation-floors.json but is not mutated: remove or rename it there',
    ]);
  });

  test('a module to be accounted for fails on each mutant left undetected, saying where and what to do', () => {
    const report = {
      files: {
        'src/redact.ts': {
          mutants: [
            { status: 'Killed', mutatorName: 'Regex', location: { start: { line: 3 } } },
            { status: 'Ignored', mutatorName: 'Regex', location: { start: { line: 4 } } },
            {
              status: 'Survived',
              mutatorName: 'EqualityOperator',
              location: { start: { line: 12 } },
            },
            {
              status: 'NoCoverage',
              mutatorName: 'StringLiteral',
              location: { start: { line: 30 } },
            },
          ],
        },
      },
    };
    const { failures } = check(report, {
      overall: 0,
      default: 0,
      files: {},
      accounted: ['src/redact.ts'],
    });
    expect(failures).toEqual([
      'src/redact.ts:12: a mutant (EqualityOperator) survived: kill it with a test, or, if no input can tell it from the code, mark it with a "// Stryker disable next-line EqualityOperator: <why>" comment',
      'src/redact.ts:30: a mutant (StringLiteral) is reached by no test: kill it with a test, or, if no input can tell it from the code, mark it with a "// Stryker disable next-line StringLiteral: <why>" comment',
    ]);
    expect(check(report, { overall: 0, default: 0, files: {} }).failures).toEqual([]);
  });

  test('a module to be accounted for that is not mutated fails too', () => {
    const { failures } = check(REPORT, { ...FLOORS, accounted: ['src/gone.ts'] });
    expect(failures).toEqual([
      'src/gone.ts is named in mutation-floors.json but is not mutated: remove or rename it there',
    ]);
  });
});

describe('the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mutation-check-'));
  const run = (floors: Floors, report: unknown = REPORT) => {
    writeFileSync(join(dir, 'report.json'), JSON.stringify(report));
    writeFileSync(join(dir, 'floors.json'), JSON.stringify(floors));
    return spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/mutation-check.ts',
        '--report',
        join(dir, 'report.json'),
        '--floors',
        join(dir, 'floors.json'),
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
  };

  test('passes with exit 0 and says how many modules it checked', () => {
    const result = run(FLOORS);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/src\/wait\.ts/);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      'mutation check passed: 3 modules checked',
    );
  });

  test('fails with exit 1, the reason on stderr', () => {
    const result = run({ ...FLOORS, overall: 99 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('the overall mutation score 91.7 % is below its floor of 99 %\n');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('mutation check failed: 1 problem(s)');
  });

  test('no report: says to run npm run mutate', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/mutation-check.ts', '--report', join(dir, 'missing.json')],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^no mutation report at .*missing\.json \(.*\): run npm run mutate first\n$/,
    );
  });
});
