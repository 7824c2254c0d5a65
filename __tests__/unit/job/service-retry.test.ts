import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { backoffMs, retryAfterMs } from '../../../src/common/backoff.js';
import {
  isRetryablePoll,
  isRetryablePost,
  nextAttemptDelayMs,
  retryAfterBeyond,
} from '../../../src/job/service-retry.js';
import { RequestFailure } from '../../../src/service/failure.js';

const http = (status: number, retryAfter?: string) =>
  new RequestFailure('http', { status, retryAfter });

// Every failure class, with whether a poll / a create-or-message may be repeated.
const CLASSES: [string, RequestFailure, { poll: boolean; post: boolean }][] = [
  [
    'the proxy refused the tunnel (403)',
    new RequestFailure('proxy', { status: 403 }),
    { poll: false, post: false },
  ],
  [
    'the proxy asks for credentials (407)',
    new RequestFailure('proxy', { status: 407 }),
    { poll: false, post: false },
  ],
  [
    'the proxy could not reach the service (502): the service never saw it',
    new RequestFailure('proxy', { status: 502 }),
    { poll: true, post: true },
  ],
  [
    'the proxy failed (500), the lowest server error',
    new RequestFailure('proxy', { status: 500 }),
    { poll: true, post: true },
  ],
  [
    'the proxy answered 499, just below the server errors',
    new RequestFailure('proxy', { status: 499 }),
    { poll: false, post: false },
  ],
  [
    'the proxy is busy (429)',
    new RequestFailure('proxy', { status: 429 }),
    { poll: true, post: true },
  ],
  [
    'connection refused (never sent)',
    new RequestFailure('network', { code: 'ECONNREFUSED', neverSent: true }),
    { poll: true, post: true },
  ],
  [
    'name not resolved (never sent)',
    new RequestFailure('network', { code: 'ENOTFOUND', neverSent: true }),
    { poll: true, post: true },
  ],
  [
    'connection reset after sending',
    new RequestFailure('network', { code: 'ECONNRESET' }),
    { poll: true, post: false },
  ],
  [
    'network error, neverSent false',
    new RequestFailure('network', { code: 'EPIPE', neverSent: false }),
    { poll: true, post: false },
  ],
  ['request time-out', new RequestFailure('timeout', {}), { poll: true, post: false }],
  [
    'unreadable body',
    new RequestFailure('unreadable', { status: 200 }),
    { poll: true, post: false },
  ],
  ['408', http(408), { poll: true, post: false }],
  ['429', http(429), { poll: true, post: true }],
  ['500', http(500), { poll: true, post: false }],
  ['502', http(502), { poll: true, post: false }],
  ['503', http(503), { poll: true, post: true }],
  ['504', http(504), { poll: true, post: false }],
  ['400', http(400), { poll: false, post: false }],
  ['401', http(401), { poll: false, post: false }],
  ['403', http(403), { poll: false, post: false }],
  ['404', http(404), { poll: false, post: false }],
  ['409', http(409), { poll: false, post: false }],
  ['499, just below the server errors', http(499), { poll: false, post: false }],
  [
    'redirect',
    new RequestFailure('redirect', { status: 302, location: 'https://elsewhere.example/' }),
    { poll: false, post: false },
  ],
];

describe('isRetryablePoll', () => {
  test.each(CLASSES)('%s → retry: %j', (_name, failure, expected) => {
    expect(isRetryablePoll(failure)).toBe(expected.poll);
  });
});

describe('isRetryablePost: only when the service certainly did not act', () => {
  test.each(CLASSES)('%s → retry: %j', (_name, failure, expected) => {
    expect(isRetryablePost(failure)).toBe(expected.post);
  });
});

describe('backoffMs: full jitter under an exponential ceiling', () => {
  test.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 30_000],
    [10, 30_000],
  ])('attempt %i has ceiling %i ms (base 5s, cap 30s)', (attempt, ceiling) => {
    expect(backoffMs(attempt, 5_000, 30_000, () => 0)).toBe(0);
    expect(backoffMs(attempt, 5_000, 30_000, () => 0.5)).toBe(ceiling / 2);
    const top = backoffMs(attempt, 5_000, 30_000, () => 0.999_999);
    expect(top).toBeLessThan(ceiling);
    expect(top).toBeGreaterThan(ceiling * 0.999);
  });

  test('stays within [0, cap] for every random value and attempt', () => {
    for (const r of [0, 0.1, 0.37, 0.5, 0.9, 0.999_999]) {
      for (let attempt = 0; attempt < 40; attempt++) {
        const ms = backoffMs(attempt, 1_000, 8_000, () => r);
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(ms).toBeLessThanOrEqual(8_000);
      }
    }
  });

  test('a huge attempt number does not overflow past the cap', () => {
    expect(backoffMs(5_000, 5_000, 30_000, () => 0.5)).toBe(15_000);
  });
});

describe('retryAfterMs', () => {
  const wallNow = Date.UTC(2030, 0, 1, 12, 0, 0);

  test.each([
    ['0', 0],
    ['1', 1_000],
    ['120', 120_000],
    [' 30 ', 30_000],
  ])('delta-seconds %j → %i ms', (header, ms) => {
    expect(retryAfterMs(header, wallNow)).toBe(ms);
  });

  test('an HTTP date counts from the wall time', () => {
    const inNinety = new Date(wallNow + 90_000).toUTCString();
    expect(retryAfterMs(inNinety, wallNow)).toBe(90_000);
  });

  test('an HTTP date in the past means no wait', () => {
    expect(retryAfterMs(new Date(wallNow - 60_000).toUTCString(), wallNow)).toBe(0);
  });

  describe('the three HTTP date forms (RFC 9110 §5.6.7), 37 s ahead', () => {
    const before = Date.UTC(1994, 10, 6, 8, 49, 0);
    test.each([
      ['IMF-fixdate', 'Sun, 06 Nov 1994 08:49:37 GMT'],
      ['obsolete RFC 850, full weekday', 'Sunday, 06-Nov-94 08:49:37 GMT'],
      ['asctime, one-digit day', 'Sun Nov  6 08:49:37 1994'],
    ])('%s: %j', (_form, header) => {
      expect(retryAfterMs(header, before)).toBe(37_000);
    });

    test('asctime, two-digit day', () => {
      expect(retryAfterMs('Wed Nov 16 08:49:37 1994', Date.UTC(1994, 10, 16, 8, 49, 0))).toBe(
        37_000,
      );
    });

    // asctime carries no zone: it is GMT, whatever the runner's time zone. The zone is fixed when a
    // process starts, so each is checked in a child node with TZ set.
    test.each(['America/New_York', 'Asia/Tokyo'])('every form is GMT on a runner in %s', (zone) => {
      const headers = [
        'Sun, 06 Nov 1994 08:49:37 GMT',
        'Sunday, 06-Nov-94 08:49:37 GMT',
        'Sun Nov  6 08:49:37 1994',
      ];
      const script = `import('./src/common/backoff.ts').then((m) => console.log(JSON.stringify(${JSON.stringify(headers)}.map((h) => m.retryAfterMs(h, ${before})))))`;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: process.cwd(),
        env: { ...process.env, TZ: zone, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual([37_000, 37_000, 37_000]);
    });

    test.each([
      ['a full weekday in IMF-fixdate', 'Sunday, 06 Nov 1994 08:49:37 GMT'],
      ['a short weekday in the RFC 850 form', 'Sun, 06-Nov-94 08:49:37 GMT'],
      ['a four-digit year in the RFC 850 form', 'Sunday, 06-Nov-1994 08:49:37 GMT'],
      ['another zone', 'Sun, 06 Nov 1994 08:49:37 UTC'],
      ['text before', 'x Sun, 06 Nov 1994 08:49:37 GMT'],
      ['text after', 'Sun, 06 Nov 1994 08:49:37 GMT x'],
      ['asctime with text after', 'Sun Nov  6 08:49:37 1994 GMT'],
      ['RFC 850 with text before', 'x Sunday, 06-Nov-94 08:49:37 GMT'],
      ['asctime with text before', 'x Sun Nov  6 08:49:37 1994'],
      ['a one-digit hour', 'Sun, 06 Nov 1994 8:49:37 GMT'],
      ['an unknown month', 'Sun, 06 Nox 1994 08:49:37 GMT'],
      ['an impossible date in the right shape', 'Sun, 36 Nov 1994 08:49:37 GMT'],
    ])('%s (%j) is no date → undefined', (_name, header) => {
      expect(retryAfterMs(header, before)).toBeUndefined();
    });
  });

  test('absent → undefined', () => {
    expect(retryAfterMs(undefined, wallNow)).toBeUndefined();
  });

  test.each(['', 'soon', 'tomorrow', '30s', '60, 120', '1.5', '-1', '+5', 'in 2099'])(
    'ignores %j: neither delta-seconds nor an HTTP date → undefined',
    (header) => {
      expect(retryAfterMs(header, wallNow)).toBeUndefined();
    },
  );
});

describe('nextAttemptDelayMs', () => {
  const policy = { baseMs: 5_000, capMs: 30_000, wallNowMs: Date.UTC(2030, 0, 1) };

  test('without Retry-After it is the jittered back-off', () => {
    const next = nextAttemptDelayMs(http(503), 1, { ...policy, random: () => 0.5 });
    expect(next).toEqual({ delayMs: 5_000, retryAfterMs: undefined });
  });

  test('Retry-After is a floor under a shorter back-off', () => {
    const next = nextAttemptDelayMs(http(429, '20'), 0, { ...policy, random: () => 0.1 });
    expect(next).toEqual({ delayMs: 20_000, retryAfterMs: 20_000 });
  });

  test('a longer back-off wins over a short Retry-After', () => {
    const next = nextAttemptDelayMs(http(429, '1'), 3, { ...policy, random: () => 0.5 });
    expect(next).toEqual({ delayMs: 15_000, retryAfterMs: 1_000 });
  });

  test('a Retry-After date is a floor too', () => {
    const header = new Date(policy.wallNowMs + 45_000).toUTCString();
    const next = nextAttemptDelayMs(http(503, header), 0, { ...policy, random: () => 0 });
    expect(next).toEqual({ delayMs: 45_000, retryAfterMs: 45_000 });
  });
});

describe('retryAfterBeyond: a Retry-After longer than the time left', () => {
  test('says how long the service asked for and how long was left', () => {
    expect(retryAfterBeyond({ retryAfterMs: 90_000 }, 30_000)).toBe(
      'the service asked to wait 1m 30s (Retry-After), longer than the 30s left before timeout',
    );
  });

  test('names what the wait comes before, when given', () => {
    expect(
      retryAfterBeyond({ retryAfterMs: 90_000 }, 30_000, ' before the next status check'),
    ).toBe(
      'the service asked to wait 1m 30s (Retry-After) before the next status check, longer than the 30s left before timeout',
    );
  });

  test('a deadline already past reads as nothing left, not a negative time', () => {
    expect(retryAfterBeyond({ retryAfterMs: 5_000 }, -2_000)).toBe(
      'the service asked to wait 5s (Retry-After), longer than the 0ms left before timeout',
    );
  });

  test('nothing to say when the wait fits, exactly fits, or was not asked for', () => {
    expect(retryAfterBeyond({ retryAfterMs: 29_999 }, 30_000)).toBeUndefined();
    expect(retryAfterBeyond({ retryAfterMs: 30_000 }, 30_000)).toBeUndefined();
    expect(retryAfterBeyond({}, 0)).toBeUndefined();
  });
});
