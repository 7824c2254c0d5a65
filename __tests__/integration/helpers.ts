// The in-process tier: the same helpers as the end-to-end tests (../e2e/helpers.ts), but every
// step runs src/ in this process (__fixtures__/run-in-process.ts) instead of the bundle in a child,
// so that the step's code is what coverage and mutation testing see, and a run costs no process.
import { runStepsWith } from '../e2e/helpers.js';
import { runInProcess } from '../../__fixtures__/run-in-process.js';

runStepsWith(runInProcess);

export * from '../e2e/helpers.js';
