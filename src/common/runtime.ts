import { runnerProcess, type ProcessControl } from './cancel.js';
import { systemClock, type Clock } from './clock.js';
import { loadToolkit, type Toolkit } from './toolkit.js';

/**
 * Everything a step touches outside its own code: time, chance, the environment, the runner's
 * toolkit and the process. Handed in, so that a test runs a whole step in-process with its own of
 * each (a virtual or real clock, a toolkit that writes that run's files, signals it sends itself).
 */
export interface Runtime {
  readonly clock: Clock;
  readonly random: () => number;
  readonly env: NodeJS.ProcessEnv;
  readonly toolkit: () => Promise<Toolkit>;
  readonly process: ProcessControl;
}

/** The step the runner started: this process, its environment and @actions/core. */
// Stryker disable next-line all: what the bundle runs with (the end-to-end tests); the tests in-process give a runtime of their own.
export const runnerRuntime: Runtime = {
  clock: systemClock,
  random: Math.random,
  env: process.env,
  toolkit: loadToolkit,
  process: runnerProcess,
};
