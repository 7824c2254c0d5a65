import { formatDuration } from '../common/duration.js';
import { isSafeId } from '../common/ids.js';
import { codeSpan, escapeMarkdown, httpsUrl, quoteLines } from '../common/markdown.js';
import type { Outcome } from './outcome.js';
import type { ThreadComment } from '../github/client.js';

/** GitHub refuses comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65_536;
/** How much of the request a result quotes; the rest is in the issue or the workflow log. */
export const REQUEST_EXCERPT_LENGTH = 600;

/**
 * The hidden marker of the action's comments: which round (workflow run, job, step and inputs)
 * wrote it, about which job, the status it last showed, and whether it is the round's working note
 * or its result. `job-id=-` when the round ended before a job existed. `sent=no` (the last field)
 * when the round names its job but what it had to send never reached it (a follow-up that
 * failed), so that a re-run sends it instead of only checking on the job.
 */
export interface Marker {
  readonly round?: string;
  readonly jobId?: string;
  readonly status: string;
  readonly kind: 'working' | 'result';
  /** false: the round's prompt did not reach its job. Absent (every earlier marker): it did. */
  readonly sent?: boolean;
}

// Each field ends in one space, as every version of the action has written it.
const MARKER_PATTERN = /<!-- agent-job-action ((?:[a-z-]{1,10}=[A-Za-z0-9_.:~-]{1,256} ){1,6})-->/;
const ROUND_RULE = /^[A-Za-z0-9_.-]{1,120}$/;
// Only the action (a bot token) or people with write access can have written a marker that counts:
// anyone else could plant one to steer follow-ups to a job of their choosing.
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

export function marker(m: Marker): string {
  const jobId = m.jobId && isSafeId(m.jobId) ? m.jobId : undefined;
  const fields = [
    m.round && ROUND_RULE.test(m.round) ? `round=${m.round}` : '',
    `job-id=${jobId ?? '-'}`,
    `status=${m.status.replace(/[^a-z-]/g, '').slice(0, 20) || 'unknown'}`,
    `kind=${m.kind}`,
    jobId && m.sent === false ? 'sent=no' : '',
  ];
  return `<!-- agent-job-action ${fields.filter(Boolean).join(' ')} -->`;
}

/** The marker in a comment body, if it has a well-formed one (the first version's markers too). */
export function readMarker(body: string): Marker | undefined {
  const match = MARKER_PATTERN.exec(body);
  if (!match?.[1]) return undefined;
  // The space after the last field leaves an empty pair, which names no field.
  const fields = new Map(match[1].split(' ').map((pair) => pair.split('=') as [string, string]));
  const jobId = fields.get('job-id');
  const round = fields.get('round');
  const status = fields.get('status');
  if (!jobId || !status || !/^[a-z-]{1,20}$/.test(status)) return undefined;
  if (jobId !== '-' && !isSafeId(jobId)) return undefined;
  if (round !== undefined && !ROUND_RULE.test(round)) return undefined;
  return {
    round,
    jobId: jobId === '-' ? undefined : jobId,
    status,
    kind: fields.get('kind') === 'working' ? 'working' : 'result',
    ...(fields.get('sent') === 'no' && { sent: false }),
  };
}

export interface MarkedComment {
  readonly marker: Marker;
  readonly comment: ThreadComment;
}

/** The action's own comments on the thread, oldest first: markers by a bot or an allowed association only. */
export function markedComments(comments: readonly ThreadComment[]): MarkedComment[] {
  const marked: MarkedComment[] = [];
  for (const comment of comments) {
    if (comment.authorType !== 'Bot' && !TRUSTED_ASSOCIATIONS.has(comment.association)) continue;
    const found = readMarker(comment.body);
    if (found) marked.push({ marker: found, comment });
  }
  return marked;
}

export interface ThreadJob {
  readonly jobId: string;
  /** The status the comment last showed; the service knows better. */
  readonly status: string;
}

/** The issue's latest job: the newest of the action's comments that names one. */
export function latestJob(marked: readonly MarkedComment[]): ThreadJob | undefined {
  const last = marked.findLast((m) => m.marker.jobId !== undefined);
  return last?.marker.jobId ? { jobId: last.marker.jobId, status: last.marker.status } : undefined;
}

/**
 * How a round ended, as the thread tells it; `no-job` answers a question about a job the issue
 * does not have; `stopped`: the runner killed the run before it could report (the post step says so).
 */
export type RoundEnd = Outcome | 'cancelled' | 'stopped' | 'error' | 'no-job';

/** What was asked, as a person wrote it: the issue's title and body, or an instruction. Plain text. */
export interface Request {
  readonly title?: string;
  readonly text: string;
}

/**
 * What one round shows. Every text is plain, already redacted (the comment is public); it is
 * escaped here.
 */
export interface RoundView {
  readonly round?: string;
  readonly jobId?: string;
  /** false: what the round had to send did not reach the job (see Marker). */
  readonly sent?: boolean;
  readonly status?: string;
  /** Starts a job, sends a follow-up to one, or checks on one. */
  readonly action: 'start' | 'follow-up' | 'check';
  readonly prLink?: string;
  readonly request?: Request;
  /** The login of the person who asked; mentioned in the result so that GitHub notifies them. */
  readonly mention?: string;
  readonly runUrl?: string;
  readonly waitedMs?: number;
  /** The failure in one line, for `error`. */
  readonly failure?: string;
  /** The round documents a merged pull request: a result without a pull request means none was needed. */
  readonly documentsPullRequest?: boolean;
  /** The phrase that talks to the agent in a comment, for saying what to do next. */
  readonly triggerPhrase: string;
}

/** The working note: the round is under way, and a result will follow as a new comment. */
export function workingBody(view: RoundView): string {
  const heading =
    view.action === 'follow-up'
      ? '🤖 Working on your follow-up'
      : view.action === 'check'
        ? '🤖 Still working on it'
        : '🤖 Working on it';
  return assemble([
    `### ${heading}`,
    'The agent is on it. A new comment will follow here when it ends.',
    footer(view, false),
    marker({
      round: view.round,
      jobId: view.jobId,
      status: view.status ?? 'active',
      kind: 'working',
      sent: view.sent,
    }),
  ]);
}

/** The round's result: the outcome first, the pull request most prominent, the person who asked mentioned. */
export function resultBody(view: RoundView, end: RoundEnd): string {
  const { heading, says, next } = wordsFor(view, end);
  const mention = view.mention && /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(view.mention);
  return assemble([
    `### ${heading}`,
    [mention ? `@${view.mention}` : '', says, next].filter(Boolean).join(' '),
    request(view.request),
    // The time waited, unless the heading or the text says it already.
    footer(view, end !== 'timeout' && end !== 'failed'),
    marker({
      round: view.round,
      jobId: view.jobId,
      status: view.status ?? end,
      kind: 'result',
      sent: view.sent,
    }),
  ]);
}

export interface Words {
  readonly heading: string;
  readonly says: string;
  readonly next?: string;
}

/** The words of a round's end: the heading (outcome first), what happened, and what to do next on the thread. */
export function wordsFor(view: RoundView, end: RoundEnd): Words {
  const again = codeSpan(`${view.triggerPhrase} …`);
  const check = codeSpan(view.triggerPhrase);
  switch (end) {
    case 'pr':
      return {
        heading: `✅ Pull request ready: ${pullRequestLink(view.prLink)}`,
        says:
          view.action === 'follow-up'
            ? 'The agent updated the pull request.'
            : 'The agent opened a pull request.',
        next: `Review it, or comment ${again} with changes you want.`,
      };
    case 'no-pr':
      return view.documentsPullRequest
        ? {
            heading: '✅ No documentation change needed',
            says: 'The agent checked this change against the documentation and found nothing to update.',
          }
        : {
            heading: '✅ Done, with no changes to make',
            says: 'The agent finished without changing any files, so there is no pull request.',
            next: `Comment ${again} if something should have changed.`,
          };
    case 'failed':
      return {
        heading: '❌ The agent could not finish',
        says: `The job ended as failed${view.waitedMs ? ` after ${formatDuration(view.waitedMs)}` : ''}. The service gives no reason with it; the job can be looked up in the service's dashboard.`,
        next: `Comment ${again} to try again with a new job, perhaps with more detail.`,
      };
    case 'archived':
      return {
        heading: '🗄️ The job was archived before it finished',
        says: 'Someone archived it at the service.',
        next: `Comment ${again} to start again.`,
      };
    case 'timeout':
      return {
        heading: `⏳ Still running after ${formatDuration(view.waitedMs ?? 0)}`,
        says: 'The agent is still working; this run stopped waiting for it.',
        next: `Comment ${check} to check on it again.`,
      };
    case 'running':
      return {
        heading: '🤖 The agent is working on it',
        says: 'This workflow does not wait for the result.',
        next: `Comment ${check} to check on it.`,
      };
    case 'cancelled':
      return {
        heading: '⏹️ Stopped watching: the workflow run was cancelled',
        says: 'The agent keeps working.',
        next: `Comment ${check} to check on it again.`,
      };
    case 'stopped':
      return view.jobId
        ? {
            heading: '⏹️ Stopped watching: the workflow run ended before it could report',
            says: 'It was cancelled or ran out of time. The agent keeps working on the job at the service.',
            next: `Comment ${check} to check on it.`,
          }
        : {
            heading: '⚠️ The workflow run ended before the agent started',
            says: "It was cancelled or ran out of time before the service confirmed a job, so one may or may not have started; the service's dashboard shows it.",
            next: `Comment ${again} to ask again.`,
          };
    case 'no-job':
      return {
        heading: 'ℹ️ No agent job on this thread yet',
        says: `Comment ${again} with what to do to start one.`,
      };
    case 'error':
      return view.jobId
        ? {
            heading: '⚠️ The run stopped with an error',
            says: sentence(view.failure),
            next: `Comment ${check} to check on it again.`,
          }
        : {
            heading: '⚠️ The agent did not start',
            says: sentence(view.failure),
            next: 'The workflow run has the details; fix the cause, then ask again.',
          };
  }
}

/** A failure line as a sentence: capitalised, ending in a full stop, escaped. */
function sentence(line = 'the run failed'): string {
  const text = line.charAt(0).toUpperCase() + line.slice(1);
  return escapeMarkdown(/[.!?]$/.test(text) ? text : `${text}.`);
}

/** The pull request's link, with `owner/repo#N` as its text when the address says so; only https is linked. */
function pullRequestLink(prLink: string | undefined): string {
  const url = httpsUrl(prLink);
  if (!url) return prLink ? `${escapeMarkdown(prLink)} (not an https address, so not linked)` : '';
  const parts = /^https:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)$/.exec(url);
  const text = parts ? `${parts[1]}/${parts[2]}#${parts[3]}` : url;
  return `[${text.replace(/[\\_*[\]`<>&]/g, (c) => `\\${c}`)}](${linkTarget(url)})`;
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

function linkTarget(url: string): string {
  return url
    .replace(/[()<>[\]\\`]/g, (c) => LINK_TARGET_ESCAPES[c] ?? c)
    .replace(/\s/g, encodeURIComponent);
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
  const hidden = body.slice(body.lastIndexOf('<!-- agent-job-action'));
  return `${cutAt(body, MAX_COMMENT_LENGTH - hidden.length - 3)}…\n\n${hidden}`;
}

/** The first `end` UTF-16 units, or one fewer when the cut would split a surrogate pair. */
function cutAt(text: string, end: number): string {
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
