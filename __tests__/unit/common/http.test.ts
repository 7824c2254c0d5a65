// The action's axios (src/common/http.ts): loaded with Node's fetch hidden from it, and what was
// changed for it given back as it was. That axios reads none of fetch's classes as the action starts
// is shown on the bundle (__tests__/e2e/startup.test.ts): in this test environment it does not read
// them either way.
import { describe, expect, test } from '@jest/globals';

const GLOBALS = ['fetch', 'Request', 'Response', 'FormData', 'globalThis'] as const;
const descriptors = () =>
  GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
/** A descriptor as a test can compare it (this environment makes a setter anew at each reading). */
const shape = (list: ReturnType<typeof descriptors>) =>
  list.map(([name, d]) => [name, d?.get, d?.value, d?.enumerable, d?.configurable, d?.writable]);

describe('axios as the action loads it', () => {
  test('sends with node:http, and fetch, its classes and `globalThis` are as they were', async () => {
    const before = descriptors();
    expect(before.every(([, descriptor]) => descriptor !== undefined)).toBe(true);

    const { axios } = await import('../../../src/common/http.js');

    expect(axios.getAdapter(axios.defaults.adapter).name).toBe('http');
    expect(shape(descriptors())).toEqual(shape(before));
    expect(globalThis.globalThis).toBe(globalThis);
  });
});
