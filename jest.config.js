// ESM + ts-jest: tests import the TypeScript sources with their `.js` suffixes.
export default {
  // Node's, plus a failed end-to-end test's report of its runs and requests (the file says how).
  testEnvironment: '<rootDir>/__fixtures__/test-environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // Stryker's sandboxes (.tmp/stryker) hold a copy of the project: not modules of this one.
  modulePathIgnorePatterns: ['<rootDir>/.tmp/'],
  // A limit only a hung test reaches: on this 2-core machine at a load of 25–30 (other test runs
  // and mutation runs beside a busy loop per core) ordinary tests took up to 20 s.
  testTimeout: 60000,
  // Most tests wait on child processes and loopback servers, not on the CPU: on a 2-core machine
  // jest's default (cores - 1 = one worker) leaves the machine idle and doubles the run's time.
  maxWorkers: 3,
};
