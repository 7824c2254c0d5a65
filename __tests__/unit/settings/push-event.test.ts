// A push with no prompt (src/settings/push-event.ts): what it brought, a deleted branch skipped,
// a payload that names no commit refused.
import { describe, expect, test } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { pushAsked } from '../../../src/settings/push-event.js';

const A = 'a'.repeat(40);
const B = 'B'.repeat(40);
const ZEROS = '0'.repeat(40);
const push = (payload: Record<string, unknown>) =>
  pushAsked({ name: 'push', payload, actor: 'ann' });

describe('pushAsked', () => {
  test('a push to a branch: its name, after (lower case) and before', () => {
    expect(push({ ref: 'refs/heads/main', before: A, after: B })).toEqual({
      kind: 'push',
      push: { branch: 'main', after: 'b'.repeat(40), before: A },
    });
    expect(push({ ref: 'refs/tags/v1.2', before: A, after: B })).toMatchObject({
      push: { branch: 'v1.2' },
    });
    expect(push({ ref: 'refs/heads/docs/guide', after: B })).toMatchObject({
      push: { branch: 'docs/guide' },
    });
  });

  test('only a leading refs/heads/ or refs/tags/ is taken off the ref', () => {
    expect(push({ ref: 'x/refs/heads/main', before: A, after: A })).toEqual({
      kind: 'push',
      push: { branch: 'x/refs/heads/main', after: A, before: A },
    });
    expect(push({ ref: 'main/refs/tags/v1', deleted: true })).toEqual({
      kind: 'skip',
      reason: 'the push deleted main/refs/tags/v1: there is nothing to document',
    });
  });

  test('a new branch (before all zeros), or a before that is no commit: no before', () => {
    expect(push({ ref: 'refs/heads/main', before: ZEROS, after: A })).toEqual({
      kind: 'push',
      push: { branch: 'main', after: A },
    });
    expect(push({ ref: 'refs/heads/main', before: 'main', after: A })).toEqual({
      kind: 'push',
      push: { branch: 'main', after: A },
    });
    expect(push({ ref: 'refs/heads/main', before: 7, after: A })).toEqual({
      kind: 'push',
      push: { branch: 'main', after: A },
    });
  });

  test('a deleted branch: nothing to document', () => {
    expect(push({ ref: 'refs/heads/old', before: A, after: ZEROS, deleted: true })).toEqual({
      kind: 'skip',
      reason: 'the push deleted old: there is nothing to document',
    });
    expect(push({ deleted: true })).toEqual({
      kind: 'skip',
      reason: 'the push deleted a branch: there is nothing to document',
    });
  });

  test('an after that is no commit is an input error', () => {
    for (const after of [undefined, 'main', ZEROS, `${A}0`, 42]) {
      expect(() => push({ ref: 'refs/heads/main', before: A, after })).toThrow(
        new InputError(
          'the push event names no commit it brought (after): run on push events as GitHub sends them, or give prompt or job-id',
        ),
      );
    }
    expect(push({ ref: 'refs/heads/main', before: A, after: A, deleted: 'yes' })).toMatchObject({
      kind: 'push',
    });
  });
});
