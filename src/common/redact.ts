export type Redactor = (text: string) => string;

/**
 * Replaces every secret (and the part of a `<prefix>_<secret>` key after the prefix, should a
 * service echo only that) with `***`. Used on everything that leaves the process besides the mask.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  const needles = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    needles.add(secret);
    needles.add(encodeURIComponent(secret));
    const tail = secret.slice(secret.indexOf('_') + 1);
    if (tail.length >= 8) {
      needles.add(tail);
      needles.add(encodeURIComponent(tail));
    }
  }
  const sorted = [...needles].sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((out, needle) => out.split(needle).join('***'), text);
}

/**
 * Text cut to `max` characters for a person to read, redacted first: a cut can leave part of a
 * secret that the redactor would no longer recognise (nor the runner's mask). The one way text
 * from outside is shortened; it takes the redactor so that the order cannot be got wrong.
 */
export function shorten(text: string, max: number, redact: Redactor): string {
  const clean = redact(text);
  if (clean.length <= max) return clean;
  return `${cutAt(clean, max)}…`;
}

/**
 * The first `end` UTF-16 units of `text`, or one fewer when the cut would split a surrogate pair.
 */
export function cutAt(text: string, end: number): string {
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
