import { codeSpan, escapeMarkdown } from './markdown.js';
import type { Redactor } from './redact.js';

/**
 * A sentence for both the log and Markdown: text, and values shown as code (a label, an id, an
 * input). The log shows a value between backquotes; Markdown as inline code, the text escaped.
 */
export type Words = readonly (string | Code)[];
interface Code {
  readonly code: string;
}

export const code = (text: string): Code => ({ code: text });

/** Text and values as Words: say`the label ${code(name)} exists in ${repository}`. */
export function say(
  strings: TemplateStringsArray,
  ...values: readonly (string | number | Code | Words)[]
): Words {
  return strings.flatMap((text, i) => {
    if (i === values.length) return [text];
    const value = values[i];
    return [
      text,
      ...(Array.isArray(value) ? value : [typeof value === 'object' ? value : `${value}`]),
    ];
  });
}

/** The words as one line of the log (the printing gate makes it safe). */
export function wordsText(words: Words): string {
  return words.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}

/**
 * The words as inline Markdown: each part redacted, then escaped (escaping first would hide a
 * secret from the redactor).
 */
export function wordsMarkdown(words: Words, redact: Redactor): string {
  return words
    .map((part) =>
      typeof part === 'string' ? escapeMarkdown(redact(part)) : codeSpan(redact(part.code)),
    )
    .join('');
}
