// The examples tier's helpers (__tests__/examples, __tests__/integration) import @jest/globals for
// their test hooks and assertions, and that package throws when it is loaded outside jest. The
// month bench plays the examples with those same helpers under tsx: before loading them, this
// points @jest/globals at a stand-in whose hooks are never called (the bench runs no test) and
// whose `expect` says so if anything calls it.
import { register } from 'node:module';

const STAND_IN = [
  'const none = () => {};',
  'export const afterAll = none, afterEach = none, beforeAll = none, beforeEach = none;',
  "export const expect = () => { throw new Error('expect() is for tests: the bench asserts nothing'); };",
].join('\n');

const HOOKS = `
const standIn = ${JSON.stringify(`data:text/javascript,${encodeURIComponent(STAND_IN)}`)};
export async function resolve(specifier, context, next) {
  if (specifier === '@jest/globals') return { url: standIn, shortCircuit: true };
  return next(specifier, context);
}`;

let registered = false;

/** Lets the modules loaded after it import the test helpers outside jest. */
export function allowTestHelpersOutsideJest(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`);
}
