import { formatDuration } from '../common/duration.js';
import { codeSpan, escapeMarkdown, linkTarget, quoteLines } from '../common/markdown.js';
import { cutAt } from '../common/redact.js';
import { marker, MARKER_PREFIX } from '../github/marker.js';
import type { Request } from '../round/plan.js';
import type { RoundEnd, RoundView } from './round-view.js';
import { automationStarted, wordsFor } from './outcome-words.js';

/** GitHub refuses comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65_536;
/** How much of the request a result quotes; the rest is in the issue or the workflow log. */
export const REQUEST_EXCERPT_LENGTH = 600;

/**
 * The working note: the round is under way, and a result will follow as a new comment. `facts`:
 * the round does not wait, and a scheduled check writes its result (the facts it needs, hidden).
 */
export function workingBody(view: RoundView, facts?: string): string {
  const heading =
    view.action === 'follow-up'
      ? '🤖 Working on your follow-up'
      : view.action === 'check'
        ? '🤖 Still working on it'
        : '🤖 Working on it';
  return assemble([
    `### ${heading}`,
    facts === undefined
      ? 'The agent is on it. A new comment will follow here when it ends.'
      : 'The agent is on it. A new comment will follow here with the result: the next scheduled check after the job ends posts it.',
    automationStarted(view),
    footer(view, false),
    facts ?? '',
    marker({
      round: view.round,
      jobId: view.jobId,
      status: view.status ?? 'active',
      kind: 'working',
      sent: view.sent,
      until: view.until,
      head: view.head,
      docsPr: view.docsPr,
    }),
  ]);
}

/**
 * The round's result: the outcome first, the pull request most prominent, the person who asked
 * mentioned.
 */
export function resultBody(view: RoundView, end: RoundEnd): string {
  const { heading, says, next } = wordsFor(view, end);
  const mention = view.mention && /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(view.mention);
  return assemble([
    `### ${heading}`,
    [mention ? `@${view.mention}` : '', says, next].filter(Boolean).join(' '),
    automationStarted(view),
    request(view.request),
    view.covered ?? '',
    // The time waited, unless the heading or the text says it already.
    footer(view, end !== 'timeout' && end !== 'failed'),
    marker({
      round: view.round,
      jobId: view.jobId,
      status: view.status ?? end,
      kind: 'result',
      sent: view.sent,
      until: view.until,
      head: view.head,
      docsPr: view.docsPr,
    }),
  ]);
}

function request(asked: Request | undefined): string {
  if (!asked || !(asked.title?.trim() || asked.text.trim())) return '';
  const title = asked.title?.trim();
  const text = excerpt(asked.text.trim(), REQUEST_EXCERPT_LENGTH);
  return [
    '**What was asked:**',
    [title ? `> **${escapeMarkdown(title)}**` : '', quoteLines(text)].filter(Boolean).join('\n>\n'),
  ].join('\n');
}

function footer(view: RoundView, withTime: boolean): string {
  const parts = [
    view.jobId ? `Job ${codeSpan(view.jobId)}` : '',
    withTime && view.waitedMs !== undefined && view.jobId ? formatDuration(view.waitedMs) : '',
    view.runUrl ? `[Workflow run](${linkTarget(view.runUrl)})` : '',
  ].filter(Boolean);
  return parts.length ? `<sub>${parts.join(' · ')}</sub>` : '';
}

function excerpt(text: string, max: number): string {
  return text.length > max ? `${cutAt(text, max).trimEnd()} …` : text;
}

function assemble(parts: string[]): string {
  return capped(parts.filter(Boolean).join('\n\n') + '\n');
}

/** Cuts to GitHub's limit without splitting a surrogate pair; the marker at the end is kept. */
function capped(body: string): string {
  if (body.length <= MAX_COMMENT_LENGTH) return body;
  const hidden = body.slice(body.lastIndexOf(MARKER_PREFIX));
  return `${cutAt(body, MAX_COMMENT_LENGTH - hidden.length - 3)}…\n\n${hidden}`;
}
