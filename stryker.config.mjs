// Mutation testing (npm run mutate): Stryker changes src/ one small rule at a time ("mutants") and
// runs the unit suite against each change; a mutant no test notices ("survived") is a rule no unit
// test pins. docs/verification.md has the scores, the accounted survivors and how to read the report.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  // ts-jest in ESM mode, as `npm test` runs it.
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    // The unit suite only: the end-to-end tests run the bundle (dist/), which source mutants never reach.
    config: { testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'] },
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  // The action's sources alone (what ncc builds): type-checking a mutant needs nothing else.
  tsconfigFile: 'src/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'src/**/*.ts',
    // Measured end to end only (__tests__/e2e runs the bundle, which source mutants never reach):
    // the entry point, the run's wiring, process signals and exit, the GitHub thread through
    // octokit, the log lines of a run, and the version constants. docs/verification.md lists them.
    '!src/index.ts',
    '!src/main.ts',
    '!src/job.ts',
    '!src/cancel.ts',
    '!src/progress.ts',
    '!src/report/run-report.ts',
    '!src/report/issue.ts',
    '!src/version.ts',
  ],
  // Copy only what the unit suite and the type-checker need into the sandbox.
  ignorePatterns: ['dist', 'bench', 'docs', 'examples', '.tmp', 'reports', 'coverage', 'build'],
  concurrency: 2,
  // jest in ESM mode keeps every run's modules: a fresh runner every 25 runs keeps it fast.
  maxTestRunnerReuse: 25,
  timeoutMS: 10000,
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/mutation.html' },
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
