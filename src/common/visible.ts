/**
 * Characters that change what a person reads without being seen themselves: the bidirectional
 * controls (U+202E turns `gnp.exe` into what reads as `exe.png`), zero-width spaces and joiners,
 * the word joiner that glues an address to the text after it, the soft hyphen, the byte-order
 * mark and the invisible tag characters. All of them are Unicode format characters (Cf); the
 * Hangul fillers are letters that render as nothing. Variation selectors (emoji presentation)
 * are visible by what they do, and stay.
 */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/** Untrusted text with every invisible character shown as its code point, e.g. `<U+202E>`. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, codePointName);
}

/** `<U+XXXX>`: the code point in upper-case hex, at least four digits. */
function codePointName(char: string): string {
  const hex = Number(char.codePointAt(0)).toString(16).toUpperCase().padStart(4, '0');
  return `<U+${hex}>`;
}
