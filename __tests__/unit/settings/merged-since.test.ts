import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { parseMergedSince, readDigestAsked } from '../../../src/settings/merged-since.js';

const DAY = 86_400_000;

describe('merged-since as written', () => {
  it('empty is last-digest, as the digest action’s default: the window starts on the thread', () => {
    expect(parseMergedSince('')).toEqual({ kind: 'last-digest' });
    expect(parseMergedSince('  ')).toEqual({ kind: 'last-digest' });
    expect(parseMergedSince(' last-digest ')).toEqual({ kind: 'last-digest' });
  });

  it('a duration with the action units, plus d for days', () => {
    expect(parseMergedSince('7d')).toEqual({ kind: 'duration', ms: 7 * DAY });
    expect(parseMergedSince('1.5d')).toEqual({ kind: 'duration', ms: 1.5 * DAY });
    expect(parseMergedSince('.5 d')).toEqual({ kind: 'duration', ms: 0.5 * DAY });
    expect(parseMergedSince('24h')).toEqual({ kind: 'duration', ms: DAY });
    expect(parseMergedSince('90m')).toEqual({ kind: 'duration', ms: 90 * 60_000 });
    expect(parseMergedSince('30s')).toEqual({ kind: 'duration', ms: 30_000 });
  });

  it('an ISO 8601 date (midnight UTC) or date-time with its zone', () => {
    expect(parseMergedSince('2026-11-01')).toEqual({
      kind: 'date',
      at: Date.parse('2026-11-01T00:00:00Z'),
    });
    expect(parseMergedSince('2026-11-01T09:30:15Z')).toEqual({
      kind: 'date',
      at: Date.parse('2026-11-01T09:30:15Z'),
    });
    expect(parseMergedSince('2026-11-01T09:30+02:00')).toEqual({
      kind: 'date',
      at: Date.parse('2026-11-01T07:30:00Z'),
    });
    expect(parseMergedSince('2026-11-01T09:30:15.250-01:00')).toEqual({
      kind: 'date',
      at: Date.parse('2026-11-01T10:30:15.250Z'),
    });
  });

  it.each([
    ['7', 'has no unit'],
    ['0d', 'greater than zero'],
    ['0h', 'is not a window'],
    ['-1d', 'is not a window'],
    ['7 days', 'is not a window'],
    ['1w', 'is not a window'],
    ['last_digest', 'is not a window'],
    ['2026-02-30', 'is not a real date'],
    ['2026-13-01', 'is not a real date'],
    ['2026-11-01T25:00Z', 'is not a real date'],
    ['2026-11-01T09:00:00', 'has no time zone'],
    ['yesterday', 'is not a window'],
  ])('%s is a one-line input error that says what to write (%s)', (text, why) => {
    let error: unknown;
    try {
      parseMergedSince(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toContain(why);
    expect(message).toContain(`merged-since '${text}'`);
    expect(message).toMatch(
      /write last-digest, a duration back from now \(24h, 7d\) or an ISO 8601 date/,
    );
    expect(message).not.toMatch(/\n/);
  });

  const WRITE =
    'write last-digest, a duration back from now (24h, 7d) or an ISO 8601 date (2026-11-01, 2026-11-01T09:00:00Z)';

  it.each([
    ['12', 'has no unit'],
    ['1.5', 'has no unit'],
    ['1.25', 'has no unit'],
    ['.5', 'has no unit'],
    ['.25', 'has no unit'],
    ['x7', 'is not a window'],
    ['7x', 'is not a window'],
    ['2026-11-01T09:00', 'has no time zone (add Z for UTC)'],
    ['2026-11-01T09:00:00.5', 'has no time zone (add Z for UTC)'],
    ['x2026-11-01T09:00:00', 'is not a window'],
    ['2026-11-01T09:00:00x', 'is not a window'],
    ['2026-11-01T09:00:00 Z', 'is not a window'],
  ])('%j: the whole message says it %s', (text, why) => {
    expect(() => parseMergedSince(text)).toThrow(`merged-since '${text}' ${why}: ${WRITE}`);
  });

  it.each(['0000-01-01', '0050-06-15', '0099-12-31T23:59:59Z'])(
    'a year before 100 (%j) is refused, not read as one in the 1900s',
    (text) => {
      expect(() => parseMergedSince(text)).toThrow(
        `merged-since '${text}' is not a real date: ${WRITE}`,
      );
    },
  );

  it('the first and last day of a month, and of a leap February, are real dates', () => {
    expect(parseMergedSince('2024-02-29')).toEqual({
      kind: 'date',
      at: Date.parse('2024-02-29T00:00:00Z'),
    });
    expect(parseMergedSince('2026-12-31T23:59:59Z')).toEqual({
      kind: 'date',
      at: Date.parse('2026-12-31T23:59:59Z'),
    });
    expect(parseMergedSince('0100-01-01')).toEqual({
      kind: 'date',
      at: Date.parse('0100-01-01T00:00:00Z'),
    });
    expect(() => parseMergedSince('2026-02-29')).toThrow(
      `merged-since '2026-02-29' is not a real date: ${WRITE}`,
    );
  });

  it('shows untrusted text on one line, cut short', () => {
    expect(() => parseMergedSince(`x\n::error::${'y'.repeat(100)}`)).toThrow(
      /^merged-since 'x\?::error::y{49}…' is not a window/,
    );
  });
});

describe('a digest, as the inputs ask for it', () => {
  const context = { comment: true };
  const inputs =
    (values: Record<string, string>) =>
    (name: string): string =>
      values[name] ?? '';

  it('no merged-since: since the last digest on issue-number', () => {
    expect(
      readDigestAsked(inputs({ prompt: 'x', 'issue-number': '5' }), context, (t) => t),
    ).toEqual({
      kind: 'digest',
      since: { kind: 'last-digest' },
      given: { prompt: 'x', source: 'prompt' },
    });
  });

  it('last-digest on issue-number, with no prompt', () => {
    expect(
      readDigestAsked(
        inputs({ 'merged-since': 'last-digest', 'issue-number': '5' }),
        context,
        (t) => t,
      ),
    ).toEqual({ kind: 'digest', since: { kind: 'last-digest' } });
  });

  it('a duration or a date needs no comments: comment: false is fine', () => {
    expect(
      readDigestAsked(inputs({ 'merged-since': '7d' }), { ...context, comment: false }, (t) => t),
    ).toEqual({ kind: 'digest', since: { kind: 'duration', ms: 7 * DAY } });
    expect(
      readDigestAsked(
        inputs({ 'merged-since': '2026-11-01', 'issue-number': '5' }),
        { ...context, comment: false },
        (t) => t,
      ),
    ).toEqual({ kind: 'digest', since: { kind: 'date', at: Date.parse('2026-11-01T00:00:00Z') } });
  });

  it('a prompt leads the digest', () => {
    expect(
      readDigestAsked(
        inputs({ 'merged-since': '7d', prompt: 'Only the API pages.' }),
        context,
        (t) => t,
      ),
    ).toEqual({
      kind: 'digest',
      since: { kind: 'duration', ms: 7 * DAY },
      given: { prompt: 'Only the API pages.', source: 'prompt' },
    });
  });

  it.each([
    [
      { 'merged-since': 'last-digest' },
      {},
      /^merged-since: last-digest needs issue-number: the issue whose comments record where each digest ended; give it, or a window such as 7d$/,
    ],
    [{}, {}, /^merged-since: last-digest needs issue-number: /],
    [
      { 'merged-since': 'last-digest', 'issue-number': '5' },
      { comment: false },
      /^merged-since: last-digest needs comment: true: /,
    ],
  ])('%j %j: a one-line input error', (values, extra, message) => {
    expect(() => readDigestAsked(inputs(values), { ...context, ...extra }, (t) => t)).toThrow(
      message,
    );
    expect(() => readDigestAsked(inputs(values), { ...context, ...extra }, (t) => t)).toThrow(
      InputError,
    );
  });

  it('a secret pasted into merged-since is not shown', () => {
    expect(() =>
      readDigestAsked(inputs({ 'merged-since': 'sk_live_secret' }), context, (t) =>
        t.replace('sk_live_secret', '***'),
      ),
    ).toThrow(/^merged-since '\*\*\*' is not a window/);
  });
});
