import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../../src/common/errors.js';
import {
  FIRST_DIGEST_MS,
  formatWindowEnd,
  previousDigestEnd,
  readWindowEnd,
  resolveWindow,
} from '../../../../src/kinds/digest/window.js';
import { inSpan as inWindow } from '../../../../src/github/merged-pulls.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T19:05:06.789Z');
const TO = Date.parse('2026-11-25T19:05:06Z');

describe('the window', () => {
  it('ends now, in whole seconds, and starts where merged-since says', () => {
    expect(resolveWindow({ kind: 'duration', ms: 7 * DAY }, { now: NOW })).toEqual({
      from: TO - 7 * DAY,
      to: TO,
      start: '7 days back, as merged-since asks',
    });
    expect(resolveWindow({ kind: 'duration', ms: DAY }, { now: NOW }).start).toBe(
      '1 day back, as merged-since asks',
    );
    expect(resolveWindow({ kind: 'duration', ms: 36 * 3_600_000 }, { now: NOW }).start).toBe(
      '36h back, as merged-since asks',
    );
    const at = Date.parse('2026-11-01T09:30:15.250Z');
    expect(resolveWindow({ kind: 'date', at }, { now: NOW })).toEqual({
      from: Date.parse('2026-11-01T09:30:15Z'),
      to: TO,
      start: 'the date merged-since gives',
    });
  });

  it('last-digest: from the previous digest end, or the last 7 days for the first one', () => {
    const previousEnd = Date.parse('2026-11-21T06:17:00Z');
    expect(resolveWindow({ kind: 'last-digest' }, { now: NOW, previousEnd })).toEqual({
      from: previousEnd,
      to: TO,
      start: 'where the previous digest ended',
    });
    expect(resolveWindow({ kind: 'last-digest' }, { now: NOW })).toEqual({
      from: TO - FIRST_DIGEST_MS,
      to: TO,
      start: 'the last 7 days: no earlier digest on this thread',
    });
    expect(FIRST_DIGEST_MS).toBe(7 * DAY);
  });

  it('a previous end ahead of this clock gives an empty window, never a reversed one', () => {
    const window = resolveWindow({ kind: 'last-digest' }, { now: NOW, previousEnd: NOW + DAY });
    expect(window).toEqual({ from: TO, to: TO, start: 'where the previous digest ended' });
    expect(inWindow(window, TO)).toBe(false);
  });

  it('a date now or later is an input error', () => {
    expect(() => resolveWindow({ kind: 'date', at: TO }, { now: NOW })).toThrow(
      new InputError(
        'merged-since 2026-11-25T19:05:06Z is in the future: give a date before now, or last-digest',
      ),
    );
    expect(resolveWindow({ kind: 'date', at: TO - 1000 }, { now: NOW }).from).toBe(TO - 1000);
  });

  it('is half-open: a merge at its end belongs to the next window', () => {
    const first = { from: TO - DAY, to: TO };
    const next = { from: TO, to: TO + DAY };
    expect(inWindow(first, TO - DAY)).toBe(true);
    expect(inWindow(first, TO - 1)).toBe(true);
    expect(inWindow(first, TO)).toBe(false);
    expect(inWindow(next, TO)).toBe(true);
    expect(inWindow(first, TO - DAY - 1)).toBe(false);
  });
});

describe('the window end in the marker', () => {
  it('round-trips in whole seconds, with marker-safe characters only', () => {
    expect(formatWindowEnd(NOW)).toBe('2026-11-25T19:05:06Z');
    expect(formatWindowEnd(NOW)).toMatch(/^[A-Za-z0-9_.:~-]+$/);
    expect(readWindowEnd('2026-11-25T19:05:06Z')).toBe(TO);
  });

  it.each([undefined, '', '2026-11-25', '2026-11-25T19:05:06.000Z', '2026-02-30T00:00:00Z', 'x'])(
    'reads nothing from %p',
    (text) => {
      expect(readWindowEnd(text)).toBeUndefined();
    },
  );

  it('the next digest starts at the latest end that covered its pull requests', () => {
    const a = Date.parse('2026-11-18T06:00:00Z');
    const b = Date.parse('2026-11-21T06:00:00Z');
    const c = Date.parse('2026-11-25T06:00:00Z');
    expect(previousDigestEnd([])).toBeUndefined();
    expect(previousDigestEnd([{ end: a, covered: false }])).toBeUndefined();
    expect(
      previousDigestEnd([
        { end: a, covered: true },
        { end: b, covered: true },
        { end: c, covered: false },
      ]),
    ).toBe(b);
    expect(
      previousDigestEnd([
        { end: b, covered: true },
        { end: a, covered: true },
      ]),
    ).toBe(b);
  });
});

describe("a marker's window end, read back", () => {
  // Only the whole text in the marker's form is a window end: an extended-year date, which
  // Date.parse reads and whose tail looks like one, is not.
  it('refuses six-digit years, signed either way', () => {
    expect(readWindowEnd('+012026-11-25T19:05:06Z')).toBeUndefined();
    expect(readWindowEnd('-000001-11-25T19:05:06Z')).toBeUndefined();
    expect(readWindowEnd('2026-11-25T19:05:06Z')).toBe(TO);
  });
});
