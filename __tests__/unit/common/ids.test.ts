import { describe, expect, test } from '@jest/globals';
import { isSafeId, quoteForLog } from '../../../src/common/ids.js';
import { createRedactor } from '../../../src/common/redact.js';

const same = (text: string) => text;

describe('isSafeId: ^[A-Za-z0-9][A-Za-z0-9_.:~-]{0,255}$', () => {
  test.each([
    'a',
    '7',
    'job_1712345678_0a1b2c3d',
    'proj-1',
    'A.b:c~d-e_f',
    'a..b',
    'x'.repeat(256),
    'Z9',
  ])('accepts %j', (id) => {
    expect(isSafeId(id)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['parent directory', '..'],
    ['path traversal', '../../..'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['percent-encoded dots', '%2e%2e'],
    ['a leading dot', '.hidden'],
    ['a leading dash', '-a'],
    ['a leading underscore', '_a'],
    ['a query', 'a?b=1'],
    ['a fragment', 'a#b'],
    ['a space', 'a b'],
    ['a trailing newline', 'abc\n'],
    ['an embedded newline', 'a\nb'],
    ['unicode letters', 'jöb'],
    ['a full-width digit', '１'],
    ['257 characters', 'x'.repeat(257)],
  ])('rejects %s', (_why, id) => {
    expect(isSafeId(id)).toBe(false);
  });
});

describe('quoteForLog', () => {
  test('quotes printable text as it is', () => {
    expect(quoteForLog('job_1', same)).toBe("'job_1'");
  });

  test('replaces control and non-ASCII characters so a value cannot break the line', () => {
    expect(quoteForLog('a\nb\u001b[31mc é', same)).toBe("'a?b?[31mc ?'");
  });

  test('shortens long values', () => {
    expect(quoteForLog('x'.repeat(100), same, 10)).toBe(`'${'x'.repeat(10)}…'`);
  });

  test('redacts before it cuts: no part of a key survives the cut', () => {
    const key = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const quoted = quoteForLog(`${'x'.repeat(40)}/${key}`, createRedactor([key]));
    expect(quoted).toBe(`'${'x'.repeat(40)}/***'`);
  });
});
