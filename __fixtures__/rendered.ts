/**
 * A comment body as a reader sees its text: Markdown backslash escapes undone, the zero-width
 * spaces that break mentions dropped, HTML entities decoded. For checking what a comment says.
 */
export function renderedText(body: string): string {
  return body
    .replace(/\\([\\`*_{}[\]()#+\-.!|~])/g, '$1')
    .replace(/\u200b/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
