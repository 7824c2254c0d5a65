import { formatDuration } from '../duration.js';
import { isSafeId } from '../ids.js';
import type { Mode } from '../inputs.js';
import { escapeMarkdown, httpsUrl } from '../markdown.js';
import type { Outcome } from '../outcome.js';
import { GitHubCallError, type IssueThread, type ThreadComment } from './github.js';

/** GitHub refuses comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65_536;
const EXCERPT_LENGTH = 400;

// The hidden marker: which job a comment is about, and the status it last showed.
const MARKER = /<!-- agent-job-action job-id=(\S{1,256}) status=([a-z-]{1,20}) -->/;
// Only the action (a bot token) or people with write access can have written a marker that counts:
// anyone else could plant one to steer follow-ups to a job of their choosing.
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

export function marker(jobId: string, status: string): string {
  return `<!-- agent-job-action job-id=${jobId} status=${status.replace(/[^a-z-]/g, '') || 'unknown'} -->`;
}

export interface MarkedJob {
  readonly jobId: string;
  readonly status: string;
  readonly comment: ThreadComment;
}

/** The jobs this action has commented about on the thread, oldest first. */
export function jobsInThread(comments: readonly ThreadComment[]): MarkedJob[] {
  const jobs: MarkedJob[] = [];
  for (const comment of comments) {
    const match = MARKER.exec(comment.body);
    if (!match?.[1] || !match[2] || !isSafeId(match[1])) continue;
    if (comment.authorType !== 'Bot' && !TRUSTED_ASSOCIATIONS.has(comment.association)) continue;
    jobs.push({ jobId: match[1], status: match[2], comment });
  }
  return jobs;
}

/** What the comment says at one moment of the job's life. Text fields are plain; they are escaped here. */
export interface CommentView {
  readonly jobId: string;
  /** The last status seen, recorded in the marker. */
  readonly status: string;
  readonly mode: Mode;
  /** `working` while the run waits; otherwise how it ended. */
  readonly phase: 'working' | Outcome | 'cancelled' | 'error';
  /** The outcome or the failure in a sentence. */
  readonly sentence?: string;
  readonly prLink?: string;
  /** What was asked (untrusted): shown as a short excerpt. */
  readonly request?: string;
  readonly runUrl?: string;
  readonly waitedMs?: number;
}

const TITLES: Record<CommentView['phase'], string> = {
  working: '🤖 is working on it',
  pr: '✅ opened a pull request',
  'no-pr': '✅ finished without changes',
  failed: '❌ failed',
  archived: '🗄️ was archived',
  timeout: '⏳ is still running',
  running: '🤖 is running',
  cancelled: '⏹️ continues at the service',
  error: '⚠️ needs attention',
};

export function commentBody(view: CommentView): string {
  const [icon, ...words] = TITLES[view.phase].split(' ');
  const doing =
    view.phase === 'working' && view.mode === 'follow-up'
      ? 'is working on the follow-up'
      : words.join(' ');
  const lines = [
    marker(view.jobId, view.status),
    `### ${icon} Agent job \`${view.jobId}\` ${doing}`,
    '',
  ];
  if (view.sentence) lines.push(escapeMarkdown(view.sentence), '');
  const pr = httpsUrl(view.prLink);
  if (pr) lines.push(`**Pull request:** ${link(escapeMarkdown(pr), pr)}`, '');
  else if (view.prLink)
    lines.push(
      `**Pull request:** ${escapeMarkdown(view.prLink)} (not an https link, so not linked)`,
      '',
    );
  if (view.request) {
    const excerpt =
      view.request.length > EXCERPT_LENGTH
        ? `${view.request.slice(0, EXCERPT_LENGTH)}…`
        : view.request;
    lines.push(`> **Asked:** ${escapeMarkdown(excerpt)}`, '');
  }
  const footer = [
    view.waitedMs !== undefined && view.phase !== 'working'
      ? `Waited ${formatDuration(view.waitedMs)}`
      : '',
    view.runUrl ? link('workflow run', view.runUrl) : '',
  ].filter(Boolean);
  if (footer.length) lines.push(`<sub>${footer.join(' · ')}</sub>`);
  const body = lines.join('\n').trimEnd() + '\n';
  return capped(body);
}

// encodeURIComponent leaves ( and ) alone, and either would end the link's target early.
const LINK_TARGET_ESCAPES: Record<string, string> = {
  '(': '%28',
  ')': '%29',
  '<': '%3C',
  '>': '%3E',
  '[': '%5B',
  ']': '%5D',
};

function link(text: string, url: string): string {
  const target = url
    .replace(/[()<>[\]]/g, (c) => LINK_TARGET_ESCAPES[c] ?? c)
    .replace(/\s/g, encodeURIComponent);
  return `[${text}](${target})`;
}

/** Cuts to GitHub's limit without splitting a surrogate pair. */
function capped(body: string): string {
  if (body.length <= MAX_COMMENT_LENGTH) return body;
  let end = MAX_COMMENT_LENGTH - 2;
  const last = body.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${body.slice(0, end)}…\n`;
}

/**
 * Exactly one comment per job on the thread: found again by its marker, created once, then
 * updated in place. Failures are warnings: the step's result never depends on the comment.
 */
export class JobComment {
  private current?: ThreadComment;
  /** A create failed in a way that may have created it anyway: look before creating again. */
  private mayExist = false;
  /** GitHub refused the token (403): further writes would only repeat the warning. */
  private refused = false;

  constructor(
    private readonly thread: IssueThread,
    private readonly warn: (message: string) => void,
  ) {}

  get url(): string {
    return this.current?.url ?? '';
  }

  /** Adopts the job's existing comment, if the thread has one (re-runs, watches, follow-ups). */
  adopt(existing: ThreadComment | undefined): void {
    this.current = existing;
  }

  async find(jobId: string): Promise<void> {
    try {
      this.current = jobsInThread(await this.thread.listComments()).findLast(
        (j) => j.jobId === jobId,
      )?.comment;
    } catch (error) {
      this.warn(this.problem('read the comments on', error));
    }
  }

  async show(view: CommentView): Promise<void> {
    if (this.refused) return;
    const body = commentBody(view);
    try {
      if (!this.current && this.mayExist) {
        await this.find(view.jobId);
        this.mayExist = false;
      }
      if (this.current) {
        try {
          this.current = await this.thread.updateComment(this.current.id, body);
          return;
        } catch (error) {
          // Someone deleted the comment: write a new one rather than lose the report.
          if (!(error instanceof GitHubCallError && error.status === 404)) throw error;
        }
      }
      try {
        this.current = await this.thread.createComment(body);
      } catch (error) {
        // Never repeated now: a create that failed after reaching GitHub may have created it.
        this.mayExist = !(
          error instanceof GitHubCallError &&
          error.status !== undefined &&
          error.status < 500
        );
        throw error;
      }
    } catch (error) {
      this.refused = error instanceof GitHubCallError && error.status === 403;
      this.warn(this.problem('comment on', error));
    }
  }

  private problem(what: string, error: unknown): string {
    const where = `#${this.thread.number}`;
    if (error instanceof GitHubCallError && error.status === 403) {
      return `could not ${what} ${where} (403: ${error.message}): give the job \`permissions: issues: write\` (and \`pull-requests: write\` for a pull request), or set comment: false`;
    }
    const status = error instanceof GitHubCallError && error.status ? `${error.status}: ` : '';
    return `could not ${what} ${where} (${status}${error instanceof Error ? error.message : String(error)}); the job is not affected`;
  }
}
