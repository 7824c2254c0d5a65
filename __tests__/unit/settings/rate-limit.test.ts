import { describe, expect, test } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { parseRateLimit } from '../../../src/settings/rate-limit.js';

describe('parseRateLimit', () => {
  test('empty: no limit', () => {
    expect(parseRateLimit('')).toBeUndefined();
  });

  test.each([
    ['5/1h', { count: 5, windowMs: 3_600_000, text: '5/1h' }],
    ['1/30m', { count: 1, windowMs: 1_800_000, text: '1/30m' }],
    ['20 / 24h', { count: 20, windowMs: 86_400_000, text: '20/24h' }],
    ['3/90', { count: 3, windowMs: 90_000, text: '3/90' }],
    ['5/1h  ', { count: 5, windowMs: 3_600_000, text: '5/1h' }],
  ])('%j', (text, limit) => {
    expect(parseRateLimit(text)).toEqual(limit);
  });

  test.each([
    'x',
    '0/1h',
    '/1h',
    '5',
    '5/',
    '-1/1h',
    '1.5/1h',
    '1e2/1h',
    '99999999999999999/1h',
    '5/1h\n2/1h',
  ])('%j is an input error that says how to write a limit', (text) => {
    expect(() => parseRateLimit(text)).toThrow(
      new InputError(
        `rate-limit '${text}' is not a limit: write the most rounds per person, a slash and a duration, e.g. 5/1h (5 rounds an hour)`,
      ),
    );
  });

  test('a duration that does not parse names rate-limit', () => {
    expect(() => parseRateLimit('5/1d')).toThrow(/^rate-limit '1d' is not a duration/);
  });
});
