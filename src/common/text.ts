/**
 * The first `end` UTF-16 units of `text`, or one fewer when the cut would split a surrogate pair.
 */
export function cutAt(text: string, end: number): string {
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
