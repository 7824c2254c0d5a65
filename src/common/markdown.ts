/** Escaping for text from the service or an issue, wherever it is rendered. */
import { showInvisible } from './visible.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// An https address in untrusted text, as GitHub's autolinker would take it, less the punctuation
// that usually ends a sentence after it. Only characters that need no percent-encoding, so that
// the link's target is exactly the text a person reads. Anything else (http, ftp, javascript:) is
// escaped into plain text.
const WEB_ADDRESS = /https:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
const TRAILING_PUNCTUATION = new Set('.,:;!?\'"]*_~');

/**
 * Safe as inline Markdown on one line: no markup, no HTML, no @mentions or #references that notify
 * people, and no invisible character (shown as `<U+202E>`): nothing reorders what is read, and no
 * address runs on unseen into the text after it. https addresses stay whole and clickable (an
 * autolink whose target is the address as written): escaping inside one would put a backslash
 * into the link GitHub makes of it. The addresses are found after the invisible characters are
 * shown, so a link's text is exactly the address it goes to.
 */
export function escapeMarkdown(text: string): string {
  const line = showInvisible(text).replace(/[\r\n]+/g, ' ');
  let out = '';
  let from = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const address = withoutTrailingPunctuation(match[0]);
    if (!isWebAddress(address)) continue;
    out += escapeText(line.slice(from, match.index)) + `<${address}>`;
    from = match.index + address.length;
  }
  return out + escapeText(line.slice(from));
}

/**
 * As GitHub does: `.` or `,` ending a sentence is not part of the address, nor an unbalanced `)`.
 */
function withoutTrailingPunctuation(address: string): string {
  let end = address.length;
  for (;;) {
    const last = address.charAt(end - 1);
    const text = address.slice(0, end);
    const unbalanced = last === ')' && count(text, '(') < count(text, ')');
    if (!TRAILING_PUNCTUATION.has(last) && !unbalanced) return text;
    end -= 1;
  }
}

function count(text: string, char: string): number {
  return [...text].filter((c) => c === char).length;
}

/**
 * An address the URL parser accepts, on a host with a dot in its name (not localhost, not an
 * intranet name).
 */
function isWebAddress(text: string): boolean {
  const url = URL.parse(text);
  return url?.protocol === 'https:' && url.hostname.includes('.');
}

/** Plain text with every Markdown-significant character escaped (ASCII punctuation only). */
function escapeText(text: string): string {
  const markdownSafe = text
    .replace(/[\\`*_{}[\]()#+\-.!|~:=$^]/g, (c) => `\\${c}`)
    // A zero-width space keeps `@name` and `#123` from notifying people or cross-referencing
    // issues.
    .replace(/[@#]/g, (c) => `${c}\u200b`);
  // Markdown first: the entities escapeHtml emits (`&#39;`) must not get backslashes of their own.
  return escapeHtml(markdownSafe);
}

/**
 * Untrusted text of several lines as a Markdown block quote: each line escaped, line breaks kept
 * (a hard break inside a paragraph, a blank line between paragraphs), leading spaces dropped so
 * that nothing becomes a code block.
 */
export function quoteLines(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `> ${escapeMarkdown(line)}`)
        .join('\\\n'),
    )
    .filter(Boolean);
  return paragraphs.join('\n>\n');
}

/**
 * Short text as inline code (an id, a branch, a phrase to type): shown exactly, never rendered;
 * invisible characters shown.
 */
export function codeSpan(text: string): string {
  return `\`${showInvisible(text).replace(/[`\r\n]/g, "'")}\``;
}

/** The URL, if it is an absolute https URL; anything else from the service is not linked. */
export function httpsUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const url = URL.parse(text);
  return url?.protocol === 'https:' && !url.username && !url.password ? url.toString() : undefined;
}

// encodeURIComponent leaves ( and ) alone, and either would end the link's target early.
const LINK_TARGET_ESCAPES: Record<string, string> = {
  '(': '%28',
  ')': '%29',
  '<': '%3C',
  '>': '%3E',
  '[': '%5B',
  ']': '%5D',
  '\\': '%5C',
  '`': '%60',
};

/** A URL as a Markdown link's target: nothing in it can end the target early or break out of it. */
export function linkTarget(url: string): string {
  return url
    .replace(/[()<>[\]\\`]/g, (c) => LINK_TARGET_ESCAPES[c] ?? c)
    .replace(/\s/g, encodeURIComponent);
}
