// The standing mutation check (scripts/mutation-check.ts): scores per module from Stryker's JSON
// report, compared with the floors; run as .ci/run runs it.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  check,
  moduleScores,
  readReports,
  reportPaths,
  type Floors,
} from '../../scripts/mutation-check.js';

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
      'src/wait.ts: mutation score 90.0 % is below its floor of 90.1 %: add tests that kill its survivors (open mutation.html under .tmp/mutation/, or .tmp/mutation-in-process/ for an entry point), or account for them in docs/verification.md',
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

describe('the two tiers', () => {
  // Run from another directory, so the tiers' report paths are that directory's: tsx by its path.
  const script = resolve('scripts/mutation-check.ts');
  const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;
  const dir = mkdtempSync(join(tmpdir(), 'mutation-tiers-'));
  const write = (path: string, report: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(report));
  };
  const UNIT = { files: { 'src/redact.ts': REPORT.files['src/redact.ts'] } };
  const IN_PROCESS = { files: { 'src/main.ts': { mutants: mutants({ Killed: 3, Survived: 1 }) } } };
  const checkIn = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', tsx, script, ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });

  test('each --report is read, and without one the last report of each tier', () => {
    expect(reportPaths(['--report', 'a.json', '--floors', 'f.json', '--report', 'b.json'])).toEqual(
      ['a.json', 'b.json'],
    );
    expect(reportPaths(['--floors', 'f.json'])).toEqual([
      '.tmp/mutation/mutation.json',
      '.tmp/mutation-in-process/mutation.json',
    ]);
  });

  test('the reports are read as one: the modules of both', () => {
    write('unit.json', UNIT);
    write('in-process.json', IN_PROCESS);
    const report = readReports<typeof REPORT>([
      join(dir, 'unit.json'),
      join(dir, 'in-process.json'),
    ]);
    expect(Object.keys(report.files)).toEqual(['src/redact.ts', 'src/main.ts']);
    expect(moduleScores(report).map((s) => [s.file, s.score])).toEqual([
      ['src/main.ts', 75],
      ['src/redact.ts', 100],
    ]);
  });

  test('the command checks both tiers, and names the command that writes a missing one', () => {
    write('.tmp/mutation/mutation.json', UNIT);
    write('floors.json', { overall: 80, default: 75, files: {} });
    const missing = checkIn(dir, '--floors', 'floors.json');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^no mutation report at \.tmp\/mutation-in-process\/mutation\.json \(.*\): run npm run mutate:in-process first\n$/,
    );

    write('.tmp/mutation-in-process/mutation.json', IN_PROCESS);
    const both = checkIn(dir, '--floors', 'floors.json');
    expect(both.stderr).toBe('');
    expect(both.status).toBe(0);
    expect(both.stdout.split('\n')[0]).toBe(
      'mutation scores from .tmp/mutation/mutation.json and .tmp/mutation-in-process/mutation.json, floors from floors.json:',
    );
    expect(both.stdout.trim().split('\n').at(-1)).toBe('mutation check passed: 2 modules checked');
  });
});
