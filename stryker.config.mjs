// Mutation testing (npm run mutate): Stryker changes src/ one small rule at a time ("mutants") and
// runs the tests against each change; a mutant no test notices ("survived") is a rule no
// test pins. docs/verification.md has the scores, the accounted survivors and how to read the report.

// Every module of src/ is measured, by two runs that each keep their own incremental file:
// - the unit tier (`npm run mutate`): every module but the two entry points, against
//   __tests__/unit;
// - the in-process tier (`npm run mutate:in-process`): src/main.ts and src/post.ts, the entry of
//   each kind of round (src/kinds/*/index.ts) and the steps of a round that carries one job
//   (src/steps/carry-job.ts), which only __tests__/integration reaches (it calls run() and post()
//   against the service emulator and the GitHub fake, in-process). The other steps the kinds share
//   (the docs pull request's, who reviews it) have unit tests, and are in the unit tier.
// Each module is measured against the tier that reaches it: were both tiers run for every module, a
// surviving mutant anywhere would also run every in-process test that passes through its line
// (some 20 s a mutant here, where its unit tests take a second or two).
// The end-to-end tests run the bundle (dist/), which source mutants never reach.
// .ci/run checks both against mutation-floors.json; docs/verification.md has the scores.
const IN_PROCESS = process.env.MUTATE_TIER === 'in-process';
const ENTRY_POINTS = [
  'src/main.ts',
  'src/post.ts',
  'src/kinds/*/index.ts',
  'src/steps/carry-job.ts',
];
const tier = IN_PROCESS
  ? {
      mutate: ENTRY_POINTS,
      tests: 'integration',
      incrementalFile: 'stryker-incremental-in-process.json',
      reports: '.tmp/mutation-in-process',
    }
  : {
      mutate: ['src/**/*.ts', ...ENTRY_POINTS.map((file) => `!${file}`)],
      tests: 'unit',
      incrementalFile: 'stryker-incremental.json',
      reports: '.tmp/mutation',
    };

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
      testMatch: [`<rootDir>/__tests__/${tier.tests}/**/*.test.ts`],
      testEnvironment: 'node',
      // A mutant that makes a whole step hang fails its test at 20 s instead of the suite's 60 s
      // (the one in-process test that waits out the 30 s request limit sets its own).
      ...(IN_PROCESS && { testTimeout: 20_000 }),
    },
    // Only the test files that import the mutated module, directly or not: jest loads a test file
    // to learn its tests' names, so without this each mutant loaded every file of the tier (a run
    // took three to four times as long).
    enableFindRelatedTests: true,
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
  mutate: tier.mutate,
  // Copy only what the tests and the type-checker need into the sandbox.
  ignorePatterns: ['dist', 'bench', 'docs', 'examples', '.tmp', 'reports', 'coverage', 'build'],
  concurrency: 2,
  // jest in ESM mode keeps every run's modules: a fresh runner every 25 runs keeps it fast.
  maxTestRunnerReuse: 25,
  timeoutMS: 10000,
  incremental: true,
  // Committed, so that a run re-tests only what a change touches;
  // `npm run mutate` (scripts/mutate.ts) rewrites its absolute paths relative to the repository.
  incrementalFile: tier.incrementalFile,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${tier.reports}/mutation.html` },
  jsonReporter: { fileName: `${tier.reports}/mutation.json` },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
