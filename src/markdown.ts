/** Escaping for text from the service or an issue, wherever it is rendered. */
import { shorten, type Redactor } from './redact.js';

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

/**
 * Safe as inline Markdown: no markup, no links, no HTML, no @mentions or #references that notify
 * people, on one line.
 */
export function escapeMarkdown(text: string): string {
  // Markdown first: the entities escapeHtml emits (`&#39;`) must not get backslashes of their own.
  const markdownSafe = text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`)
    // A zero-width space keeps `@name` and `#123` from notifying people or cross-referencing issues.
    .replace(/[@#]/g, (c) => `${c}\u200b`);
  return escapeHtml(markdownSafe);
}

/** The URL, if it is an absolute https URL; anything else from the service is not linked. */
export function httpsUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Untrusted text for one log line: control characters removed, so it cannot start a workflow
 * command; redacted, then shortened to `max`.
 */
export function forLog(text: string, redact: Redactor, max = 200): string {
  return shorten(text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), max, redact);
}
