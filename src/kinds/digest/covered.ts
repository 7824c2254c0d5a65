// The pull requests a digest covered, as a person reads them in the job summary and the digest
// thread's result comment: a short, capped list of links, so that the docs pull request can be
// understood without opening it. Titles are untrusted: escaped, cut, no live mention or reference.
import { escapeMarkdown, httpsUrl } from '../../common/markdown.js';
import type { MergedPull } from '../../github/merged-pulls.js';
import type { DigestWindow } from './window.js';

/** Pull requests listed at most; the rest are counted. */
export const COVERED_LIST_CAP = 30;
/** A title is cut after this many characters. */
const COVERED_TITLE_MAX = 100;

export interface CoveredOptions {
  /** The window, for the lead line. */
  readonly window?: Pick<DigestWindow, 'from' | 'to'>;
  /** GITHUB_SERVER_URL: only addresses on it are linked. */
  readonly serverUrl: string;
  /** Default COVERED_LIST_CAP. */
  readonly cap?: number;
  /** Merged in the window, left out as already documented: named after the list. */
  readonly documented?: readonly MergedPull[];
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const count = (n: number): string => n.toLocaleString('en-US');

function cut(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The address of a pull request on this GitHub, or undefined (then it is not linked). */
function pullUrl(pull: MergedPull, serverUrl: string): string | undefined {
  const url = httpsUrl(pull.url);
  const prefix = `${serverUrl.replace(/\/+$/, '')}/`;
  return url?.startsWith(prefix) && /\/pull\/\d+$/.test(url) ? url : undefined;
}

/** The covered pull requests as Markdown: a lead line and a list, at most `cap` items long. */
export function coveredList(pulls: readonly MergedPull[], options: CoveredOptions): string {
  const window = options.window;
  const dates = window ? ` from ${day(window.from)} to ${day(window.to)}` : '';
  if (pulls.length === 0) return `No pull requests were merged${dates}.`;
  const cap = Math.max(1, options.cap ?? COVERED_LIST_CAP);
  const lead = `**${pulls.length === 1 ? 'Pull request' : 'Pull requests'} covered** (${count(pulls.length)}${dates && `, merged${dates}`}):`;
  const items = pulls.slice(0, cap).map((pull) => {
    const url = pullUrl(pull, options.serverUrl);
    const number = url ? `[#${pull.number}](${url})` : escapeMarkdown(`#${pull.number}`);
    const title = escapeMarkdown(cut(pull.title, COVERED_TITLE_MAX));
    return `- ${number}${title ? ` ${title}` : ''}`;
  });
  const more = pulls.length - cap;
  const parts = [lead, items.join('\n')];
  if (more > 0) parts.push(`…and ${count(more)} more.`);
  const documented = options.documented ?? [];
  if (documented.length > 0) parts.push(documentedLine(documented, options.serverUrl, cap));
  return parts.join('\n\n');
}

/**
 * The pull requests left out as already documented: how many, and which (linked, at most `cap`),
 * so that a person sees the digest skipped them on purpose.
 */
function documentedLine(pulls: readonly MergedPull[], serverUrl: string, cap: number): string {
  const one = pulls.length === 1;
  const named = pulls
    .slice(0, cap)
    .map((pull) => {
      const url = pullUrl(pull, serverUrl);
      return url ? `[#${pull.number}](${url})` : escapeMarkdown(`#${pull.number}`);
    })
    .join(', ');
  const more = pulls.length - cap;
  return `**Left out as already documented** (${count(pulls.length)}): ${named}${more > 0 ? ` and ${count(more)} more` : ''}. ${one ? 'It' : 'Each'} had its own docs job, so ${one ? 'it is' : 'they are'} not documented twice.`;
}
