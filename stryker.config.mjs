// Mutation testing (npm run mutate): Stryker changes src/ one small rule at a time ("mutants") and
// runs the tests against each change; a mutant no test notices ("survived") is a rule no
// test pins. docs/verification.md has the scores, the accounted survivors and how to read the report.

// Every module of src/: the unit tests and the in-process tier (__tests__/integration, which runs
// src/main.ts and src/post.ts against the service emulator and the GitHub fake) both run against
// each mutant. The end-to-end tests run the bundle (dist/), which source mutants never reach.
// A first run over everything takes hours on this 2-core machine; the committed incremental file
// (stryker-incremental.json) lets a run test only what a change touches.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  // ts-jest in ESM mode, as `npm test` runs it.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    // The unit and in-process tiers: the end-to-end tests run the bundle (dist/), which source mutants never reach.
    // Node's own environment: the project's adds only a failed step test's report of what it saw.
    config: {
      testMatch: [
        '<rootDir>/__tests__/unit/**/*.test.ts',
        '<rootDir>/__tests__/integration/**/*.test.ts',
      ],
      testEnvironment: 'node',
    },
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  // The action's sources alone (what ncc builds): type-checking a mutant needs nothing else.
  tsconfigFile: 'src/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: ['src/**/*.ts'],
  // Copy only what the tests and the type-checker need into the sandbox.
  ignorePatterns: ['dist', 'bench', 'docs', 'examples', '.tmp', 'reports', 'coverage', 'build'],
  concurrency: 2,
  // jest in ESM mode keeps every run's modules: a fresh runner every 25 runs keeps it fast.
  maxTestRunnerReuse: 25,
  timeoutMS: 10000,
  incremental: true,
  // Committed, so that a run re-tests only what a change touches;
  // `npm run mutate` (scripts/mutate.ts) rewrites its absolute paths relative to the repository.
  incrementalFile: 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/mutation.html' },
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
