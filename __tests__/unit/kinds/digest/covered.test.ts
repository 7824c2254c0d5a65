import { describe, expect, it } from '@jest/globals';
import { COVERED_LIST_CAP, coveredList } from '../../../../src/kinds/digest/covered.js';
import type { MergedPull } from '../../../../src/github/merged-pulls.js';
import { expectSafelyRendered, render } from '../../../../__fixtures__/github-render.js';

const SERVER = 'https://github.com';
const TO = Date.parse('2026-11-25T06:17:00Z');
const WINDOW = { from: TO - 7 * 86_400_000, to: TO };

const pull = (number: number, title = `Add retries to upload ${number}`): MergedPull => ({
  number,
  title,
  body: '',
  url: `${SERVER}/acme/app/pull/${number}`,
  author: 'octocat',
  mergedAt: TO - number * 60_000,
  baseRef: 'main',
});

const urlOf = (n: number): string => `${SERVER}/acme/app/pull/${n}`;

describe('the pull requests a digest covered, for a person', () => {
  it('a lead line with the count and dates, then one linked line each', () => {
    const markdown = coveredList([pull(12), pull(15)], { window: WINDOW, serverUrl: SERVER });
    const rendered = render(markdown);
    expectSafelyRendered(rendered, { links: [urlOf(12), urlOf(15)] });
    expect(rendered.text).toBe(
      'Pull requests covered (2, merged from 2026-11-18 to 2026-11-25): #12 Add retries to upload 12 #15 Add retries to upload 15',
    );
    expect(rendered.links).toEqual([
      { href: urlOf(12), text: '#12' },
      { href: urlOf(15), text: '#15' },
    ]);
    expect(rendered.tags.filter((t) => t === 'li')).toHaveLength(2);
  });

  it('the pull requests left out as already documented: counted and linked after the list, in plain words', () => {
    const markdown = coveredList([pull(12)], {
      window: WINDOW,
      serverUrl: SERVER,
      documented: [pull(9), pull(10)],
    });
    const rendered = render(markdown);
    expectSafelyRendered(rendered, { links: [urlOf(12), urlOf(9), urlOf(10)] });
    expect(rendered.text).toBe(
      'Pull request covered (1, merged from 2026-11-18 to 2026-11-25): #12 Add retries to upload 12 Left out as already documented (2): #9, #10. Each had its own docs job, so they are not documented twice.',
    );
    expect(rendered.links.slice(1)).toEqual([
      { href: urlOf(9), text: '#9' },
      { href: urlOf(10), text: '#10' },
    ]);
    const one = render(coveredList([pull(12)], { serverUrl: SERVER, documented: [pull(9)] }));
    expect(one.text).toMatch(
      /Left out as already documented \(1\): #9\. It had its own docs job, so it is not documented twice\.$/,
    );
    expect(render(coveredList([pull(12)], { serverUrl: SERVER, documented: [] })).text).toBe(
      'Pull request covered (1): #12 Add retries to upload 12',
    );
  });

  it('the left-out list is capped like the covered one; a link off this GitHub is no link', () => {
    const many = Array.from({ length: 40 }, (_, i) => pull(100 + i));
    const elsewhere = { ...pull(7), url: 'https://evil.example/acme/app/pull/7' };
    const rendered = render(
      coveredList([pull(12)], { serverUrl: SERVER, documented: [elsewhere, ...many], cap: 3 }),
    );
    expect(rendered.text).toMatch(
      /Left out as already documented \(41\): #7, #100, #101 and 38 more\. Each had/,
    );
    expect(rendered.links.map((l) => l.href)).toEqual([urlOf(12), urlOf(100), urlOf(101)]);
  });

  it('exactly as many left out as the cap: all named, none counted as more', () => {
    const three = [pull(7), pull(8), pull(9)];
    const rendered = render(
      coveredList([pull(12)], { serverUrl: SERVER, documented: three, cap: 3 }),
    );
    expect(rendered.text).toMatch(/Left out as already documented \(3\): #7, #8, #9\. Each had/);
  });

  it('caps the list and counts the rest', () => {
    const pulls = Array.from({ length: 1_000 }, (_, i) => pull(i + 1));
    const markdown = coveredList(pulls, { serverUrl: SERVER });
    const rendered = render(markdown);
    expectSafelyRendered(rendered, { links: pulls.map((p) => p.url) });
    expect(rendered.tags.filter((t) => t === 'li')).toHaveLength(COVERED_LIST_CAP);
    expect(rendered.text).toMatch(/^Pull requests covered \(1,000\): #1 /);
    expect(rendered.text).toMatch(/#30 Add retries to upload 30 …and 970 more\.$/);
    expect(markdown.length).toBeLessThan(3_000);
    expect(render(coveredList([pull(1)], { serverUrl: SERVER, cap: 0 })).text).toBe(
      'Pull request covered (1): #1 Add retries to upload 1',
    );
  });

  it('shows hostile titles as text: no mention, reference, HTML, hidden character or fake link', () => {
    const titles = [
      '@octo-org/security please look #1 <img src=x onerror=alert(1)>',
      '[click me](https://evil.example/) **bold** `code`',
      'gnp.\u202Eexe reversed\u200b and ![x](https://evil.example/x.png)',
      `${'long '.repeat(60)}end`,
      '',
    ];
    const pulls = titles.map((title, i) => pull(i + 1, title));
    const rendered = render(coveredList(pulls, { serverUrl: SERVER }));
    expectSafelyRendered(rendered, { links: pulls.map((p) => p.url) });
    expect(rendered.text).toContain(
      '@octo-org/security please look #1 <img src=x onerror=alert(1)>',
    );
    expect(rendered.text).toContain('<U+202E>');
    expect(rendered.text).toContain('long long');
    expect(rendered.text).not.toContain('end');
    expect(rendered.text).toMatch(/long… #5$/);
  });

  it('links only this GitHub server pull request addresses', () => {
    const odd: MergedPull[] = [
      { ...pull(1), url: 'https://evil.example/acme/app/pull/1' },
      { ...pull(2), url: 'http://github.com/acme/app/pull/2' },
      { ...pull(3), url: 'https://github.com/acme/app/pull/3?x=1' },
      { ...pull(4), url: '' },
      { ...pull(5), url: 'https://ghe.example.com/acme/app/pull/5' },
    ];
    const rendered = render(coveredList(odd, { serverUrl: 'https://ghe.example.com/' }));
    expectSafelyRendered(rendered, { links: ['https://ghe.example.com/acme/app/pull/5'] });
    expect(rendered.links).toEqual([
      { href: 'https://ghe.example.com/acme/app/pull/5', text: '#5' },
    ]);
    expect(rendered.text).toMatch(/^Pull requests covered \(5\): #1 Add/);
  });

  it('says so when nothing was merged', () => {
    expect(coveredList([], { window: WINDOW, serverUrl: SERVER })).toBe(
      'No pull requests were merged from 2026-11-18 to 2026-11-25.',
    );
  });
});

describe('the covered list, line by line', () => {
  // A title is trimmed first; up to 100 characters it is whole, past that cut to 99 and an ellipsis.
  it('trims a title, keeps 100 characters whole and cuts 101', () => {
    const markdown = coveredList(
      [pull(1, '  Fix upload  '), pull(2, 'a'.repeat(100)), pull(3, 'b'.repeat(101))],
      { serverUrl: SERVER },
    );
    expect(markdown).toBe(
      [
        '**Pull requests covered** (3):',
        '',
        `- [#1](${urlOf(1)}) Fix upload`,
        `- [#2](${urlOf(2)}) ${'a'.repeat(100)}`,
        `- [#3](${urlOf(3)}) ${'b'.repeat(99)}…`,
      ].join('\n'),
    );
  });

  // Spaces around a 100-character title do not count towards the cut.
  it('keeps a 100-character title with spaces around it whole', () => {
    expect(coveredList([pull(1, ` ${'c'.repeat(100)} `)], { serverUrl: SERVER })).toBe(
      `**Pull request covered** (1):\n\n- [#1](${urlOf(1)}) ${'c'.repeat(100)}`,
    );
  });

  // Any number of slashes ending GITHUB_SERVER_URL are one; the address must end at the number.
  it('links on a server URL ending in slashes, and not an address that goes on past the number', () => {
    const markdown = coveredList(
      [
        { ...pull(1), url: 'https://ghe.example.com/acme/app/pull/1' },
        { ...pull(2), url: 'https://ghe.example.com/acme/app/pull/2/files' },
      ],
      { serverUrl: 'https://ghe.example.com//' },
    );
    expect(markdown).toBe(
      [
        '**Pull requests covered** (2):',
        '',
        '- [#1](https://ghe.example.com/acme/app/pull/1) Add retries to upload 1',
        // Not linked: the number as escaped text (a zero-width space keeps # from referencing).
        '- \\#\u200b2 Add retries to upload 2',
      ].join('\n'),
    );
  });
});
