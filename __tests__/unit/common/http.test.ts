// The action's axios (src/common/http.ts): loaded with Node's fetch hidden from its probe, and the
// globals it hid given back as they were.
import { describe, expect, test } from '@jest/globals';

const HIDDEN = ['fetch', 'Request', 'Response', 'FormData'] as const;
const descriptors = () =>
  HIDDEN.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);

describe('axios as the action loads it', () => {
  test('axios read none of fetch’s globals while it loaded, and they are back as they were', async () => {
    // Each class behind a getter that notes who reads it (Node's own are lazy getters too).
    const read: string[] = [];
    const original = descriptors();
    for (const [name, descriptor] of original.slice(1)) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        enumerable: descriptor?.enumerable,
        get: () => {
          read.push(name);
          return descriptor?.get ? descriptor.get.call(globalThis) : descriptor?.value;
        },
      });
    }
    const before = descriptors();
    try {
      const { axios } = await import('../../../src/common/http.js');

      expect(read).toEqual([]);
      // The probe found no fetch, so it built no fetch adapter.
      expect(() => axios.getAdapter('fetch')).toThrow(/fetch/);
      // Requests go out with node:http, as they always did.
      expect(axios.getAdapter(axios.defaults.adapter).name).toBe('http');
      const shape = (list: ReturnType<typeof descriptors>) =>
        list.map(([name, d]) => [name, d?.get, d?.value, d?.enumerable, d?.configurable]);
      expect(shape(descriptors())).toEqual(shape(before));
      // Nothing read them as they were put back.
      expect(read).toEqual([]);
    } finally {
      for (const [name, descriptor] of original) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      }
    }
  });
});
