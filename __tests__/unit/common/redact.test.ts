import { describe, expect, test } from '@jest/globals';
import { createRedactor, shorten } from '../../../src/common/redact.js';

describe('createRedactor', () => {
  const key = 'mint_Ab12+Cd34/Ef56=';
  const redact = createRedactor([key]);

  test('replaces the whole key', () => {
    expect(redact(`Authorization: Bearer ${key}`)).toBe('Authorization: Bearer ***');
  });

  test('replaces every occurrence', () => {
    expect(redact(`${key} and ${key}`)).toBe('*** and ***');
  });

  test('replaces the URL-encoded key', () => {
    const encoded = encodeURIComponent(key);
    expect(encoded).not.toBe(key);
    expect(redact(`GET /x?key=${encoded}`)).toBe('GET /x?key=***');
  });

  test('replaces the secret after the <prefix>_ when the service echoes only that', () => {
    expect(redact('invalid secret Ab12+Cd34/Ef56= for project')).toBe(
      'invalid secret *** for project',
    );
  });

  test('leaves other text, including the prefix alone, untouched', () => {
    const text = 'job job_1 failed: mint_ keys must be admin keys; see https://x.example/a_b';
    expect(redact(text)).toBe(text);
  });

  test('does not redact a short tail that would hit ordinary words', () => {
    const short = createRedactor(['pk_abc']);
    expect(short('the abc of it; pk_abc')).toBe('the abc of it; ***');
  });

  test('a tail of exactly 8 characters is long enough to be redacted alone; 7 is not', () => {
    expect(createRedactor(['pk_abcdefgh'])('echoed: abcdefgh / abcdefg')).toBe(
      'echoed: *** / abcdefg',
    );
    expect(createRedactor(['pk_abcdefg'])('echoed: abcdefg')).toBe('echoed: abcdefg');
  });

  test('the URL-encoded tail is redacted too', () => {
    const redact8 = createRedactor(['pk_ab/cd+ef=']);
    expect(redact8('echoed: ab%2Fcd%2Bef%3D')).toBe('echoed: ***');
  });

  test('the longest needle wins: the whole key is one ***, not a prefix and ***', () => {
    expect(createRedactor(['pk_abcdefgh'])('key pk_abcdefgh.')).toBe('key ***.');
  });

  test('a secret that begins with another secret is redacted whole, leaving no tail', () => {
    const redact2 = createRedactor(['abcdefgh', 'abcdefgh-and-more']);
    expect(redact2('token abcdefgh-and-more, abcdefgh')).toBe('token ***, ***');
  });

  test('a key without a prefix is replaced whole', () => {
    expect(createRedactor(['0123456789abcdef'])('key=0123456789abcdef')).toBe('key=***');
  });

  test('empty secrets are ignored', () => {
    expect(createRedactor(['', ''])('nothing to hide')).toBe('nothing to hide');
  });
});

describe('shorten', () => {
  const key = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const redact = createRedactor([key]);

  test('redacts first, so a key across the cut leaves no part of itself', () => {
    const text = `status ${key} and more`;
    const cut = shorten(text, 20, redact);
    expect(cut).toBe('status *** and more');
    for (let i = 0; i + 8 <= key.length; i++) expect(cut).not.toContain(key.slice(i, i + 8));
  });

  test('cuts what is still too long after redaction, with an ellipsis', () => {
    expect(shorten(`${key} ${'x'.repeat(50)}`, 10, redact)).toBe('*** xxxxxx…');
  });

  test('text of exactly max characters is kept whole; one more is cut', () => {
    expect(shorten('x'.repeat(10), 10, (t) => t)).toBe('x'.repeat(10));
    expect(shorten('x'.repeat(11), 10, (t) => t)).toBe(`${'x'.repeat(10)}…`);
  });

  test('an emoji before the cut does not move the cut', () => {
    expect(shorten(`😀${'x'.repeat(20)}`, 10, (t) => t)).toBe(`😀${'x'.repeat(8)}…`);
  });

  test('never splits a surrogate pair', () => {
    expect(shorten(`${'x'.repeat(9)}😀tail`, 10, (t) => t)).toBe(`${'x'.repeat(9)}…`);
  });
});
