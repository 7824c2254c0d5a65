import { describe, expect, test } from '@jest/globals';
import { escapeHtml, escapeMarkdown, forLog, httpsUrl } from '../../src/markdown.js';
import { createRedactor } from '../../src/redact.js';

describe('escapeHtml', () => {
  test('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  test('leaves other text alone', () => {
    expect(escapeHtml('Fix docs: step 1 — done ✓')).toBe('Fix docs: step 1 — done ✓');
  });
});

describe('escapeMarkdown', () => {
  test('neutralises an @mention so nobody is notified', () => {
    const out = escapeMarkdown('thanks @octocat and @org/team');
    expect(out).not.toMatch(/@[A-Za-z0-9]/);
    expect(out).toContain('octocat');
  });

  test('turns HTML into text', () => {
    const out = escapeMarkdown('<img src=x onerror=alert(1)>');
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).toContain('&lt;img');
  });

  test('breaks a link, so a javascript: target cannot be clicked', () => {
    const out = escapeMarkdown('[x](javascript:alert(1))');
    // Every bracket and parenthesis is escaped.
    expect(out).not.toMatch(/(^|[^\\])[[\]()]/);
    expect(out).toBe('\\[x\\]\\(javascript:alert\\(1\\)\\)');
  });

  test('an image link is broken too', () => {
    expect(escapeMarkdown('![a](https://evil.example/t.png)')).not.toMatch(/(^|[^\\])[[\]()]/);
  });

  test('keeps text on one line', () => {
    const out = escapeMarkdown('line one\r\n# Heading\n\n- item');
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).toContain('\\#\u200b Heading');
  });

  test('escapes emphasis, code and table markup', () => {
    expect(escapeMarkdown('*a* _b_ `c` | d ~e~')).toBe('\\*a\\* \\_b\\_ \\`c\\` \\| d \\~e\\~');
  });

  test('keeps an apostrophe readable: every & it emits starts a whole HTML entity', () => {
    const out = escapeMarkdown('Don\'t break the "docs" & <site>');
    // Markdown shows an entity only when it is unbroken; a backslash inside one prints it literally.
    for (const match of out.matchAll(/&/g)) {
      expect(out.slice(match.index)).toMatch(/^&(amp|lt|gt|quot|#39|#x27|apos);/);
    }
  });
});

describe('httpsUrl', () => {
  test.each([
    ['https://github.com/o/r/pull/12', 'https://github.com/o/r/pull/12'],
    ['HTTPS://GitHub.com/o/r/pull/12', 'https://github.com/o/r/pull/12'],
    ['https://ghe.example.com:8443/o/r/pull/1', 'https://ghe.example.com:8443/o/r/pull/1'],
  ])('accepts %j', (text, url) => {
    expect(httpsUrl(text)).toBe(url);
  });

  test.each([
    'http://github.com/o/r/pull/12',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pass@github.com/o/r/pull/1',
    'https://token@github.com/o/r/pull/1',
    'github.com/o/r/pull/1',
    '/o/r/pull/1',
    'not a url',
    '',
    undefined,
  ])('rejects %j', (text) => {
    expect(httpsUrl(text)).toBeUndefined();
  });

  test('an accepted URL cannot break out of an attribute', () => {
    const url = httpsUrl('https://github.com/o/r/pull/1"><script>x</script>');
    expect(url).toBeDefined();
    expect(url).not.toMatch(/[<>"]/);
  });
});

const same = (text: string) => text;

describe('forLog', () => {
  test('a newline cannot start a workflow command on a new line', () => {
    const out = forLog('done\n::set-output name=x::y\r\n::add-mask::z', same);
    expect(out).not.toMatch(/[\r\n]/);
    expect(out.split(/\r?\n/)).toHaveLength(1);
  });

  test.each([
    ['a carriage return', 'a\rb'],
    ['an escape character', 'a\u001bb'],
    ['a NUL', 'a\u0000b'],
    ['NEL', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
    ['DEL', 'a\u007fb'],
  ])('replaces %s', (_name, text) => {
    expect(forLog(text, same)).toBe('a b');
  });

  test('keeps ordinary text and unicode', () => {
    expect(forLog('Job läuft — 5 min ✓', same)).toBe('Job läuft — 5 min ✓');
  });

  test('shortens long text', () => {
    expect(forLog('x'.repeat(300), same)).toBe(`${'x'.repeat(200)}…`);
    expect(forLog('x'.repeat(50), same, 10)).toBe(`${'x'.repeat(10)}…`);
  });

  test('redacts before it cuts: a key across the cut is not left in part', () => {
    const key = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const out = forLog(`queued:${key}`, createRedactor([key]), 40);
    expect(out).toBe('queued:***');
  });
});
