// Mutation testing (npm run mutate): Stryker changes src/ one small rule at a time ("mutants") and
// runs the tests against each change; a mutant no test notices ("survived") is a rule no
// test pins. docs/verification.md has the scores, the accounted survivors and how to read the report.

// The modules the standing check measures (.ci/run, mutation-floors.json), against the unit tests:
// the ones that keep secrets, the log, the outputs and the thread safe, the retry and waiting
// policies, cancellation, and how a round chooses its job. docs/verification.md has their scores
// and what a run costs.
const CHECKED = [
  'src/common/redact.ts',
  'src/common/markdown.ts',
  'src/common/ids.ts',
  'src/settings/conversation.ts',
  'src/report/comment-body.ts',
  'src/report/words.ts',
  'src/github/marker.ts',
  'src/common/text.ts',
  'src/common/backoff.ts',
  'src/job/service-retry.ts',
  'src/job/wait.ts',
  'src/common/log.ts',
  'src/common/visible.ts',
  'src/report/outputs.ts',
  'src/github/round-id.ts',
  'src/github/retry.ts',
  'src/common/cancel.ts',
  'src/round/resolve.ts',
];

// Every module of src/: MUTATE_ALL=1 (npm run mutate:all; its own incremental file, not committed)
// against the unit tests and the in-process tier (__tests__/integration: src/main.ts and
// src/post.ts against the service emulator and the GitHub fake); MUTATE_TIERS=unit against the
// unit tests alone, which now reach most modules directly. Seeded with the unit-only run's file, a
// run with both tiers tests again only what the unit tests left alive (Stryker keeps a mutant's
// kill while the test that killed it is unchanged). docs/verification.md: Every module. The
// end-to-end tests run the bundle (dist/), which source mutants never reach.
const everything = process.env.MUTATE_ALL === '1';
const TIERS = (process.env.MUTATE_TIERS ?? (everything ? 'unit,integration' : 'unit')).split(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  // ts-jest in ESM mode, as `npm test` runs it.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    // Node's own environment: the project's adds only a failed step test's report of what it saw.
    config: {
      testMatch: TIERS.map((tier) => `<rootDir>/__tests__/${tier}/**/*.test.ts`),
      testEnvironment: 'node',
      // A mutant that makes a whole step hang fails its test at 20 s instead of the suite's 60 s
      // (the one in-process test that waits out the 30 s request limit sets its own).
      ...(everything && { testTimeout: 20_000 }),
    },
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  // A static mutant (in a module-level constant: a pattern, a vocabulary) has no per-test coverage,
  // so testing one runs the whole suite: 7 % of the mutants, 70 % of a run's time. A run keeps the
  // result it has for one and tests no other (docs/verification.md counts those, "static, not
  // run"); MUTATE_STATIC=1 tests them too.
  ignoreStatic: process.env.MUTATE_STATIC !== '1',
  checkers: ['typescript'],
  // The action's sources alone (what ncc builds): type-checking a mutant needs nothing else.
  tsconfigFile: 'src/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: everything ? ['src/**/*.ts'] : CHECKED,
  // Copy only what the tests and the type-checker need into the sandbox.
  ignorePatterns: ['dist', 'bench', 'docs', 'examples', '.tmp', 'reports', 'coverage', 'build'],
  concurrency: 2,
  // jest in ESM mode keeps every run's modules: a fresh runner every 25 runs keeps it fast.
  maxTestRunnerReuse: 25,
  timeoutMS: 10000,
  incremental: true,
  // Committed, so that a run re-tests only what a change touches;
  // `npm run mutate` (scripts/mutate.ts) rewrites its absolute paths relative to the repository.
  incrementalFile: everything ? '.tmp/stryker-incremental-all.json' : 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `.tmp/mutation${everything ? '-all' : ''}/mutation.html` },
  jsonReporter: { fileName: `.tmp/mutation${everything ? '-all' : ''}/mutation.json` },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
