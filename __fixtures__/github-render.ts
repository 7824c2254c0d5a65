/**
 * Markdown as GitHub renders it: GitHub's own renderer, cmark-gfm (Debian package `cmark-gfm`,
 * installed by .ci/run), with the extensions GitHub turns on for comments and job summaries. Tests
 * assert on the HTML a person's browser gets, not on the Markdown source.
 */
import { expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { parse, type HTMLElement } from 'node-html-parser';

const CMARK = process.env.CMARK_GFM ?? 'cmark-gfm';
const EXTENSIONS = ['autolink', 'table', 'strikethrough', 'tagfilter'];
// GitHub lets raw HTML through the renderer (then sanitises it); without --unsafe cmark-gfm would
// drop all of it, and a test could not see HTML that escaped the action's escaping.

/** The HTML GitHub makes of `markdown`. */
function renderHtml(markdown: string): string {
  return execFileSync(
    CMARK,
    [...EXTENSIONS.flatMap((e) => ['-e', e]), '--unsafe', '--to', 'html'],
    {
      input: markdown,
      encoding: 'utf8',
    },
  );
}

interface RenderedLink {
  readonly href: string;
  readonly text: string;
}

/** What a person sees and can click once GitHub has rendered the Markdown. */
export interface Rendered {
  readonly html: string;
  readonly root: HTMLElement;
  /** The visible text, entities decoded, zero-width spaces dropped, white space folded. */
  readonly text: string;
  readonly links: readonly RenderedLink[];
  /** Every element's tag name, lower case. */
  readonly tags: readonly string[];
}

export function render(markdown: string): Rendered {
  const html = renderHtml(markdown);
  const root = parse(html, { comment: false });
  const links = root.querySelectorAll('a').map((a) => ({
    href: a.getAttribute('href') ?? '',
    text: visible(a.textContent),
  }));
  return {
    html,
    root,
    text: visible(root.textContent),
    links,
    tags: root.querySelectorAll('*').map((e) => e.tagName.toLowerCase()),
  };
}

function visible(text: string): string {
  return decodeEntities(text)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

/** The tags cmark-gfm makes of the action's own Markdown; anything else came from raw HTML. */
const OWN_TAGS = new Set([
  'h3',
  'p',
  'a',
  'strong',
  'em',
  'code',
  'blockquote',
  'br',
  'sub',
  'ul',
  'li',
]);

/**
 * GitHub would show this safely: every link goes exactly where it says or where the action meant,
 * no backslash an escape left behind is visible, no @mention or #reference goes live except the
 * ones allowed, and no HTML of the text's own survives.
 */
export function expectSafelyRendered(
  rendered: Rendered,
  allowed: { links?: readonly string[]; mentions?: readonly string[] } = {},
): void {
  for (const link of rendered.links) {
    expect(link.href).not.toMatch(/%5C|\\/i);
    const intended = allowed.links?.includes(link.href) ?? false;
    // A link the action did not put there must at least show its own target as its text.
    if (!intended) expect(link.text).toBe(link.href.replace(/&amp;/g, '&'));
  }
  // The text outside links and code, before zero-width spaces are dropped: GitHub makes a live
  // mention of `@` directly before a name, and a reference of `#` directly before a number.
  const prose = parse(rendered.html, { comment: false });
  for (const element of prose.querySelectorAll('a, code')) element.remove();
  const rawText = decodeEntities(prose.textContent);
  const mentions = [...rawText.matchAll(/(^|[^\w])@([A-Za-z0-9][A-Za-z0-9-]*)/g)].map((m) => m[2]);
  expect(mentions.filter((m) => !(allowed.mentions ?? []).includes(m ?? ''))).toEqual([]);
  expect(rawText).not.toMatch(/#\d/);
  // Nothing invisible reorders or joins what is read (the action's own zero-width space after `@`
  // and `#` aside): bidirectional controls, zero-width and other format characters are shown.
  const shownText = decodeEntities(rendered.root.textContent).replace(/(?<=[@#])\u200b/g, '');
  expect(shownText).not.toMatch(/[\p{Cf}\u115f\u1160\u3164\uffa0]/u);
  expect(rendered.text).not.toMatch(/\\[!-/:-@[-`{-~]/);
  for (const tag of rendered.tags) expect(OWN_TAGS).toContain(tag);
  for (const element of rendered.root.querySelectorAll('*')) {
    const names = Object.keys(element.attributes);
    expect(names.filter((n) => !(element.tagName === 'A' && n === 'href'))).toEqual([]);
  }
}
