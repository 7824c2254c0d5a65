import { describe, expect, test } from '@jest/globals';
import { formatDuration, parseDuration } from '../../../src/common/duration.js';
import { InputError } from '../../../src/common/errors.js';

describe('parseDuration', () => {
  test.each([
    ['5', 5_000],
    ['0.25', 250],
    ['.5', 500],
    ['500ms', 500],
    ['10s', 10_000],
    ['30m', 1_800_000],
    ['1h', 3_600_000],
    ['1.5h', 5_400_000],
    ['  10s  ', 10_000],
    ['\t5\n', 5_000],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseDuration(text, 'timeout')).toBe(ms);
  });

  test('a bare number is seconds, not milliseconds', () => {
    expect(parseDuration('1', 'poll-interval')).toBe(1000);
  });

  test.each([
    '0',
    '0s',
    '0ms',
    '0.0',
    '-1',
    '-1s',
    '5d',
    '5 days',
    'abc',
    '',
    '   ',
    '1e3',
    '1.',
    'Infinity',
    's',
    'ms',
    '5ms5',
    '1,5',
  ])('rejects %j with an InputError that names the input and the accepted forms', (text) => {
    let caught: unknown;
    try {
      parseDuration(text, 'max-poll-interval');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    const message = (caught as InputError).message;
    expect(message).toMatch(/^max-poll-interval /);
    expect(message).toContain('500ms, 10s, 30m, 1h');
    expect(message).not.toContain('\n');
  });
});

describe('formatDuration', () => {
  test.each([
    [0, '0ms'],
    [120, '120ms'],
    [999, '999ms'],
    [1000, '1s'],
    [4500, '4.5s'],
    [59_000, '59s'],
    [60_000, '1m'],
    [90_000, '1m 30s'],
    [3_600_000, '1h'],
    [3_723_000, '1h 2m 3s'],
    [7_205_000, '2h 5s'],
  ])('writes %i ms as %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
