import { describe, expect, test } from '@jest/globals';
import {
  codeSpan,
  escapeHtml,
  escapeMarkdown,
  httpsUrl,
  quoteLines,
} from '../../../src/common/markdown.js';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';

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

describe('escapeMarkdown, as GitHub renders it', () => {
  const shown = (text: string) => render(escapeMarkdown(text));

  test('neutralises an @mention and a #reference so nobody is notified and nothing is cross-linked', () => {
    const rendered = shown('thanks @octocat and @org/team, see #12 and acme/docs#3');
    expectSafelyRendered(rendered);
    expect(rendered.text).toBe('thanks @octocat and @org/team, see #12 and acme/docs#3');
  });

  test('turns HTML into text', () => {
    const rendered = shown('<img src=x onerror=alert(1)> <script>x</script>');
    expectSafelyRendered(rendered);
    expect(rendered.text).toBe('<img src=x onerror=alert(1)> <script>x</script>');
  });

  test('breaks a link, so a javascript: target cannot be clicked', () => {
    const rendered = shown('[x](javascript:alert(1)) ![a](https://evil.example/t.png)');
    expect(rendered.links.map((l) => l.href)).not.toContain('javascript:alert(1)');
    expect(rendered.tags).not.toContain('img');
    expectSafelyRendered(rendered);
  });

  test('a web address stays one link to exactly that address, with no backslash in it', () => {
    const address = 'https://github.com/acme/docs/issues/7?q=a_b-c.d~e&f=1#issuecomment-2';
    const rendered = shown(`Issue: ${address}.`);
    expect(rendered.links).toEqual([{ href: address, text: address }]);
    expect(rendered.text).toBe(`Issue: ${address}.`);
    expectSafelyRendered(rendered);
  });

  test('an address in parentheses keeps its own balanced parenthesis, not the closing one', () => {
    const rendered = shown('(see https://en.wikipedia.org/wiki/Foo_(bar))');
    expect(rendered.links.map((l) => l.text)).toEqual(['https://en.wikipedia.org/wiki/Foo_(bar)']);
    expect(rendered.text).toBe('(see https://en.wikipedia.org/wiki/Foo_(bar))');
  });

  test.each([
    ['a full stop after it is left out', 'See https://example.com/docs/a. Then'],
    ['a comma and a colon after it are left out', 'At https://example.com/a,: then'],
    [
      'a question and an exclamation mark after it are left out',
      'Really https://example.com/a?! yes',
    ],
    ['an underscore and a tilde after it are left out', 'Odd https://example.com/a_b_~ end'],
    ['a closing parenthesis inside its path is kept', 'See https://example.com/a)b here'],
    [
      'its own balanced parenthesis is kept, the closing one after it left out',
      '(see https://example.com/(a)).',
    ],
  ])('an address ends where GitHub ends it: %s', (_name, text) => {
    const github = render(text);
    expect(github.links).toHaveLength(1);
    const rendered = shown(text);
    expect(rendered.links).toEqual(github.links);
    expect(rendered.text).toBe(github.text);
    expectSafelyRendered(rendered);
  });

  test.each([
    ['localhost', 'Try https://localhost:3000/x now'],
    ['an intranet name', 'See https://wiki/Setup here'],
    ['a port that is not a number', 'See https://example.com:abc/x here'],
    ['a broken IPv6 host', 'See https://[::1/x here'],
  ])('an address on %s is shown as plain text, not linked', (_name, text) => {
    const rendered = shown(text);
    expect(rendered.links).toEqual([]);
    expect(rendered.text).toBe(text);
    expectSafelyRendered(rendered);
  });

  test('text that GitHub would autolink without a scheme is left as plain text', () => {
    const rendered = shown('www.example.com, ftp://files.example.com and me@example.com');
    expect(rendered.links).toEqual([]);
    expect(rendered.text).toBe('www.example.com, ftp://files.example.com and me@example.com');
  });

  test('keeps text on one line, with no heading, list or table', () => {
    const out = escapeMarkdown('line one\r\n# Heading\n\n- item\n| a | b |');
    expect(out).not.toMatch(/[\r\n]/);
    expect(render(out).tags).toEqual(['p']);
  });

  test('each line break (LF, CRLF or CR) becomes one space between the words', () => {
    const rendered = shown('one\ntwo\r\nthree\rfour');
    expect(rendered.html).toBe('<p>one two three four</p>\n');
  });

  test('emphasis, code, strike-through and maths are shown as written', () => {
    const text = '*a* _b_ `c` | d ~e~ ~~f~~ $x^2$ **g**';
    const rendered = shown(text);
    expect(rendered.text).toBe(text);
    expect(rendered.tags).toEqual(['p']);
  });

  test('keeps an apostrophe and an ampersand readable', () => {
    expect(shown('Don\'t break the "docs" & <site>').text).toBe('Don\'t break the "docs" & <site>');
  });
});

describe('quoteLines', () => {
  test('a block quote with its line breaks and paragraphs kept, and nothing else', () => {
    const rendered = render(quoteLines('one\n  two\n\n\n> three\n    four'));
    expect(rendered.tags).toEqual(['blockquote', 'p', 'br', 'p', 'br']);
    expect(rendered.text).toBe('one two > three four');
  });

  test('CRLF and lone CR line endings keep their line breaks and paragraphs', () => {
    const rendered = render(quoteLines('one\r\ntwo\rthree\r\n\r\nfour\r\rfive'));
    expect(rendered.tags).toEqual(['blockquote', 'p', 'br', 'br', 'p', 'p']);
    expect(rendered.text).toBe('one two three four five');
  });

  test('a line of only spaces and tabs separates paragraphs like an empty one', () => {
    const rendered = render(quoteLines('one\n \t \ntwo'));
    expect(rendered.tags).toEqual(['blockquote', 'p', 'p']);
    expect(rendered.text).toBe('one two');
  });

  test('blank lines before and after the text are dropped, not shown as empty lines', () => {
    const rendered = render(quoteLines('\n \nquestion\n'));
    expect(rendered.tags).toEqual(['blockquote', 'p']);
    expect(rendered.text).toBe('question');
  });

  test('text of blank lines only is no quote at all, not an empty one', () => {
    expect(render(quoteLines('\n \n\n\t\n')).tags).toEqual([]);
  });

  test('a paragraph that starts indented is quoted as text, not as a code block', () => {
    const rendered = render(quoteLines('        npm ci\n\n    then npm test'));
    expect(rendered.tags).toEqual(['blockquote', 'p', 'p']);
    expect(rendered.text).toBe('npm ci then npm test');
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

describe('text that reads differently from what it is', () => {
  test.each([
    ['right-to-left override', '\u202e', '<U+202E>'],
    ['left-to-right embedding', '\u202a', '<U+202A>'],
    ['pop directional formatting', '\u202c', '<U+202C>'],
    ['right-to-left isolate', '\u2067', '<U+2067>'],
    ['pop directional isolate', '\u2069', '<U+2069>'],
    ['left-to-right mark', '\u200e', '<U+200E>'],
    ['right-to-left mark', '\u200f', '<U+200F>'],
    ['Arabic letter mark', '\u061c', '<U+061C>'],
    ['zero-width space', '\u200b', '<U+200B>'],
    ['zero-width non-joiner', '\u200c', '<U+200C>'],
    ['zero-width joiner', '\u200d', '<U+200D>'],
    ['word joiner', '\u2060', '<U+2060>'],
    ['invisible separator', '\u2063', '<U+2063>'],
    ['byte-order mark', '\ufeff', '<U+FEFF>'],
    ['Mongolian vowel separator', '\u180e', '<U+180E>'],
    ['soft hyphen', '\u00ad', '<U+00AD>'],
    ['Hangul filler', '\u3164', '<U+3164>'],
    ['Hangul choseong filler', '\u115f', '<U+115F>'],
    ['Hangul jungseong filler', '\u1160', '<U+1160>'],
    ['halfwidth Hangul filler', '\uffa0', '<U+FFA0>'],
    ['tag letter', '\u{e0041}', '<U+E0041>'],
  ])('a %s is shown as its code point', (_name, char, shown) => {
    const rendered = render(escapeMarkdown(`a${char}b`));
    expect(rendered.text).toBe(`a${shown}b`);
    expectSafelyRendered(rendered);
  });

  test('a title with a right-to-left override reads as written, not reordered', () => {
    const rendered = render(escapeMarkdown('Add logo\u202egnp.exe'));
    expect(rendered.text).toBe('Add logo<U+202E>gnp.exe');
  });

  test('an address glued to more text by an invisible joiner is not dressed up as another', () => {
    const rendered = render(escapeMarkdown('https://evil.example\u2060.github.com/login'));
    expect(rendered.links).toEqual([
      { href: 'https://evil.example', text: 'https://evil.example' },
    ]);
    expect(rendered.text).toBe('https://evil.example<U+2060>.github.com/login');
    expectSafelyRendered(rendered);
  });

  test('an invisible character before an address does not hide it', () => {
    const rendered = render(escapeMarkdown('\u202ehttps://github.com/acme/docs'));
    expect(rendered.links).toEqual([
      { href: 'https://github.com/acme/docs', text: 'https://github.com/acme/docs' },
    ]);
    expect(rendered.text).toBe('<U+202E>https://github.com/acme/docs');
  });

  test('emoji with variation selectors and ordinary accents are left alone', () => {
    expect(render(escapeMarkdown('❤️ café 👍🏽')).text).toBe('❤️ café 👍🏽');
  });

  test('a quoted block shows them too, on every line', () => {
    const rendered = render(quoteLines('one \u202eowt\n\nthree\u200b'));
    expect(rendered.text).toBe('one <U+202E>owt three<U+200B>');
    expectSafelyRendered(rendered);
  });

  test('inline code shows them: a branch name cannot reorder itself', () => {
    const rendered = render(codeSpan('fix-\u202etxt.exe'));
    expect(rendered.html).toBe('<p><code>fix-&lt;U+202E&gt;txt.exe</code></p>\n');
    expectSafelyRendered(rendered);
  });
});

describe('codeSpan', () => {
  test('shows the text exactly, with backquotes and line breaks made quotes', () => {
    expect(codeSpan('a`b\nc\rd')).toBe("`a'b'c'd`");
  });
});
