// Mutation testing (npm run mutate): Stryker changes src/ one small rule at a time ("mutants") and
// runs the unit suite against each change; a mutant no test notices ("survived") is a rule no unit
// test pins. docs/verification.md has the scores, the accounted survivors and how to read the report.

// The modules the standing check measures (.ci/run, mutation-floors.json): the ones that keep
// secrets, the log, the outputs and the thread safe, and the retry and waiting policies
// (docs/verification.md). A first run over them takes about 45 minutes on this 2-core machine,
// an unchanged one 20 s.
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
];

// Every module the unit suite measures (npm run mutate:all; over an hour here). Not mutated:
// what is measured end to end only (__tests__/e2e runs the bundle, which source mutants never
// reach): the entry point, the run's wiring, process signals and exit, the GitHub thread through
// octokit, the log lines of a run, and the version constants. docs/verification.md lists them.
const EVERYTHING = [
  'src/**/*.ts',
  '!src/index.ts',
  '!src/main.ts',
  '!src/job/work.ts',
  '!src/common/cancel.ts',
  '!src/job/progress-log.ts',
  '!src/report/run-report.ts',
  '!src/report/thread-report.ts',
  '!src/common/version.ts',
];
const everything = process.env.MUTATE_ALL === '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  // ts-jest in ESM mode, as `npm test` runs it.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    // The unit suite only: the end-to-end tests run the bundle (dist/), which source mutants never reach.
    // Node's own environment: the project's adds only the end-to-end tests' failure report.
    config: { testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'], testEnvironment: 'node' },
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  // The action's sources alone (what ncc builds): type-checking a mutant needs nothing else.
  tsconfigFile: 'src/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: everything ? EVERYTHING : CHECKED,
  // Copy only what the unit suite and the type-checker need into the sandbox.
  ignorePatterns: ['dist', 'bench', 'docs', 'examples', '.tmp', 'reports', 'coverage', 'build'],
  concurrency: 2,
  // jest in ESM mode keeps every run's modules: a fresh runner every 25 runs keeps it fast.
  maxTestRunnerReuse: 25,
  timeoutMS: 10000,
  incremental: true,
  // Committed for the checked modules, so that a run re-tests only what a change touches;
  // `npm run mutate` (scripts/mutate.ts) rewrites its absolute paths relative to the repository.
  incrementalFile: everything ? '.tmp/stryker-incremental-all.json' : 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `.tmp/mutation${everything ? '-all' : ''}/mutation.html` },
  jsonReporter: { fileName: `.tmp/mutation${everything ? '-all' : ''}/mutation.json` },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
