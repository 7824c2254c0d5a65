// The view of the global object that axios loads with (src/common/global-view.ts): the hidden names
// read as absent without the global object's own properties being touched (on Node 22 and later,
// touching one of fetch's classes loads undici), and everything else goes through to the global
// object itself. A stand-in global object counts what is read of it.
import { describe, expect, test } from '@jest/globals';
import { globalView } from '../../../src/common/global-view.js';

/** A global object whose FormData, like Node's, answers only its own object, and counts reads. */
function standInGlobal() {
  const reads: string[] = [];
  const global = {
    TextEncoder: class TextEncoder {},
    get FormData(): unknown {
      reads.push('FormData');
      if (this !== global) throw new TypeError('Illegal invocation');
      return class FormData {};
    },
  };
  return { global, reads };
}

describe('globalView', () => {
  test('a hidden name reads as absent, and the global object’s property is never touched', () => {
    const { global, reads } = standInGlobal();
    const { view } = globalView(global, ['FormData', 'Request']);
    const seen = view as Record<string, unknown>;
    expect(seen.FormData).toBeUndefined();
    expect(typeof seen.Request).toBe('undefined');
    expect('FormData' in view).toBe(false);
    expect(reads).toEqual([]);
  });

  test('any other name reads through to the global object', () => {
    const { global } = standInGlobal();
    const { view } = globalView(global, ['FormData']);
    expect((view as Record<string, unknown>).TextEncoder).toBe(global.TextEncoder);
    expect('TextEncoder' in view).toBe(true);
    expect('Missing' in view).toBe(false);
  });

  test('once revealed, a hidden name reads as the global object has it, with it as `this`', () => {
    const { global, reads } = standInGlobal();
    const { view, reveal } = globalView(global, ['FormData']);
    reveal();
    expect(typeof (view as Record<string, unknown>).FormData).toBe('function');
    expect('FormData' in view).toBe(true);
    expect(reads).toEqual(['FormData']);
  });

  test('a write through the view lands on the global object', () => {
    const { global } = standInGlobal();
    const { view } = globalView(global, ['FormData']);
    (view as Record<string, unknown>).written = 1;
    expect((global as Record<string, unknown>).written).toBe(1);
  });
});
