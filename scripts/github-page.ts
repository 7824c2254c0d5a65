// Markdown as a person sees it on GitHub, for `npm start` and `npm run screenshots`: rendered by
// cmark-gfm (GitHub's own renderer, Debian package `cmark-gfm`) with the extensions GitHub turns
// on, then either wrapped in a small page that looks like a GitHub comment or job summary
// (hand-written CSS, nothing fetched from the network) or flattened to readable terminal text.
import { spawnSync } from 'node:child_process';
import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';

const CMARK = process.env.CMARK_GFM ?? 'cmark-gfm';
const EXTENSIONS = ['autolink', 'table', 'strikethrough', 'tagfilter'];

/** What to tell a person whose machine has no cmark-gfm. */
export const CMARK_MISSING = `cmark-gfm (GitHub's Markdown renderer) is not installed: on Debian or Ubuntu, \`sudo apt-get install cmark-gfm\`; elsewhere build it from https://github.com/github/cmark-gfm`;

/** Whether cmark-gfm can be run here. */
export function hasCmarkGfm(): boolean {
  const probe = spawnSync(CMARK, ['--version'], { encoding: 'utf8' });
  return probe.error === undefined && probe.status === 0;
}

/**
 * The HTML GitHub makes of `markdown`. `--unsafe` lets raw HTML through as GitHub's renderer does
 * (GitHub then sanitises it); the action's own `<sub>` footer needs it.
 */
export function renderMarkdown(markdown: string): string {
  const result = spawnSync(
    CMARK,
    [...EXTENSIONS.flatMap((e) => ['-e', e]), '--unsafe', '--to', 'html'],
    { input: markdown, encoding: 'utf8' },
  );
  if (result.error || result.status !== 0) {
    throw new Error(
      `cmark-gfm failed: ${result.error?.message ?? result.stderr.trim() ?? `exit ${String(result.status)}`}`,
    );
  }
  return result.stdout;
}

export interface PageOptions {
  /** The page's title (the browser tab). */
  readonly title: string;
  /** `comment`: a comment of the github-actions bot on an issue; `summary`: a job summary. */
  readonly kind: 'comment' | 'summary';
  /** The rendered Markdown (renderMarkdown's output). */
  readonly html: string;
  /** For a summary: the job's name in the box's header. Default `agent`. */
  readonly job?: string;
}

/** A self-contained HTML page showing `html` the way GitHub shows a bot's comment or a job summary, light theme. */
export function githubPage(options: PageOptions): string {
  const header =
    options.kind === 'comment'
      ? `<div class="header"><strong>github-actions</strong> <span class="badge">bot</span> <span class="muted">commented now</span></div>`
      : `<div class="header summary-header"><strong>${escapeHtml(options.job ?? 'agent')} summary</strong></div>`;
  const avatar = options.kind === 'comment' ? `<div class="avatar">${BOT_AVATAR}</div>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(options.title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="timeline ${options.kind}">
${avatar}<div class="box">
${header}
<div class="markdown-body">
${options.kind === 'comment' ? linkMentions(options.html) : options.html}</div>
</div>
</div>
</body>
</html>
`;
}

/**
 * What GitHub does after cmark-gfm in a comment: `@login` in the text (not in code or a link)
 * becomes a link to that person, shown bold. A name behind a zero-width space (the action's
 * escaping of untrusted text) stays plain text, as on GitHub.
 */
export function linkMentions(html: string): string {
  const root = parse(html, { comment: true });
  const visit = (node: Node): void => {
    if (isElement(node)) {
      if (['A', 'CODE', 'PRE'].includes(node.tagName)) return;
      node.childNodes.forEach(visit);
    } else if (node.nodeType === NodeType.TEXT_NODE) {
      const text = node as Node & { rawText: string };
      text.rawText = text.rawText.replace(
        /(^|[^\w`])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?![\w-])/g,
        (_, before: string, login: string) =>
          `${before}<a class="user-mention" href="https://github.com/${login}">@${login}</a>`,
      );
    }
  };
  root.childNodes.forEach(visit);
  return root.toString();
}

// The github-actions avatar: a plain drawing, so that nothing is fetched.
const BOT_AVATAR = `<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true"><rect width="40" height="40" rx="20" fill="#2088ff"/><circle cx="15" cy="17" r="3.2" fill="#fff"/><circle cx="25" cy="17" r="3.2" fill="#fff"/><path d="M12 25c2.2 3 4.9 4.4 8 4.4s5.8-1.4 8-4.4" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/></svg>`;

// GitHub's light theme: its font stacks and the basics of its markdown-body styles.
const CSS = `
* { box-sizing: border-box; }
html, body { margin: 0; background: #ffffff; }
body {
  padding: 16px;
  color: #1f2328;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji";
  font-size: 14px;
  line-height: 1.5;
}
.timeline { display: flex; gap: 16px; align-items: flex-start; }
.avatar svg { display: block; border-radius: 50%; }
.box { flex: 1; min-width: 0; border: 1px solid #d1d9e0; border-radius: 6px; background: #ffffff; }
.header {
  padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0;
  border-radius: 6px 6px 0 0; color: #59636e;
}
.header strong { color: #1f2328; font-weight: 600; }
.summary-header { padding: 12px 16px; font-size: 16px; }
.badge {
  display: inline-block; padding: 0 7px; font-size: 12px; font-weight: 500; line-height: 18px;
  border: 1px solid #d1d9e0; border-radius: 2em; color: #59636e;
}
.muted { color: #59636e; }
.markdown-body { padding: 16px; word-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body > :last-child { margin-bottom: 0 !important; }
.markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol,
.markdown-body table, .markdown-body pre { margin-top: 0; margin-bottom: 16px; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 {
  margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25;
}
.markdown-body h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body strong { font-weight: 600; }
.markdown-body .user-mention { color: #1f2328; font-weight: 600; }
.markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; margin-left: 0; margin-right: 0; }
.markdown-body blockquote > :first-child { margin-top: 0; }
.markdown-body blockquote > :last-child { margin-bottom: 0; }
.markdown-body ul, .markdown-body ol { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body code, .markdown-body pre {
  font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
}
.markdown-body code {
  padding: .2em .4em; margin: 0; font-size: 85%; white-space: break-spaces;
  background-color: #818b981f; border-radius: 6px;
}
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; background-color: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { padding: 0; background: transparent; font-size: 100%; }
.markdown-body sub { font-size: 75%; line-height: 0; vertical-align: baseline; position: relative; bottom: -.25em; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body th { font-weight: 600; }
.markdown-body tr:nth-child(2n) { background-color: #f6f8fa; }
.markdown-body hr { height: .25em; padding: 0; margin: 24px 0; background-color: #d1d9e0; border: 0; }
`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface TextStyle {
  readonly bold: (text: string) => string;
}

const PLAIN: TextStyle = { bold: (text) => text };

/**
 * Rendered HTML as a person would read it in a terminal: headings bold, links as `text <url>`,
 * quotes behind a bar, list items behind a bullet, line breaks where the page breaks lines.
 */
export function htmlToText(html: string, style: TextStyle = PLAIN): string {
  const root = parse(html, { comment: false });
  return blockLines(root.childNodes, style)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'PRE',
  'TABLE',
  'HR',
  'DIV',
]);

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

/** The lines of a run of nodes, a blank line between blocks. */
function blockLines(nodes: readonly Node[], style: TextStyle): string[] {
  const lines: string[] = [];
  let inline: Node[] = [];
  const push = (block: string[]) => {
    if (block.length === 0) return;
    if (lines.length > 0) lines.push('');
    lines.push(...block);
  };
  const flush = () => {
    const text = inlineText(inline, style).trim();
    inline = [];
    if (text) push(text.split('\n').map((line) => line.trim()));
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCKS.has(node.tagName)) {
      flush();
      push(block(node, style));
    } else {
      inline.push(node);
    }
  }
  flush();
  return lines;
}

function block(element: HTMLElement, style: TextStyle): string[] {
  switch (element.tagName) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
      return [style.bold(inlineText(element.childNodes, style).trim())];
    case 'BLOCKQUOTE':
      return blockLines(element.childNodes, style).map((line) => (line ? `│ ${line}` : '│'));
    case 'UL':
    case 'OL': {
      const items = element.childNodes.filter(
        (n): n is HTMLElement => isElement(n) && n.tagName === 'LI',
      );
      return items.flatMap((item, i) => {
        const bullet = element.tagName === 'OL' ? `${i + 1}. ` : '• ';
        return blockLines(item.childNodes, style)
          .filter((line, j, all) => line || (j > 0 && j < all.length - 1))
          .map((line, j) => (j === 0 ? bullet : ' '.repeat(bullet.length)) + line);
      });
    }
    case 'PRE':
      return element.text
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => `    ${line}`);
    case 'TABLE':
      return table(element, style);
    case 'HR':
      return ['─'.repeat(40)];
    default:
      return blockLines(element.childNodes, style);
  }
}

function table(element: HTMLElement, style: TextStyle): string[] {
  const rows = element
    .querySelectorAll('tr')
    .map((row) =>
      row
        .querySelectorAll('th, td')
        .map((cell) => inlineText(cell.childNodes, style).trim().replace(/\n/g, ' ')),
    );
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** Inline content as one string: white space folded as a browser does, `<br>` a line break. */
function inlineText(nodes: readonly Node[], style: TextStyle): string {
  let out = '';
  for (const node of nodes) {
    if (!isElement(node)) {
      if (node.nodeType === NodeType.TEXT_NODE) out += node.text.replace(/\s+/g, ' ');
      continue;
    }
    switch (node.tagName) {
      case 'BR':
        out += '\n';
        break;
      case 'A': {
        const text = inlineText(node.childNodes, style).trim();
        const href = node.getAttribute('href') ?? '';
        out += !href || text === href ? text || href : `${text} <${href}>`;
        break;
      }
      case 'STRONG':
      case 'B':
        out += style.bold(inlineText(node.childNodes, style));
        break;
      case 'IMG':
        out += node.getAttribute('alt') ?? '';
        break;
      default:
        out += BLOCKS.has(node.tagName)
          ? `\n${blockLines([node], style).join('\n')}\n`
          : inlineText(node.childNodes, style);
    }
  }
  return out.replace(/\u200b/g, '').replace(/ *\n */g, '\n');
}
