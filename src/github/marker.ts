import { isSafeId } from '../common/ids.js';
import type { MarkerTrust } from './permission.js';
import type { ThreadComment } from './thread.js';

/** How every marker begins; a comment carrying it is the action's own, never an instruction. */
export const MARKER_PREFIX = '<!-- agent-job-action';

/**
 * The hidden marker of the action's comments: which round (workflow run, job, step and inputs)
 * wrote it, about which job, the status it last showed, and whether it is the round's working note
 * or its result. `job-id=-` when the round ended before a job existed. `sent=no` (the last field)
 * when the round names its job but what it had to send never reached it (a follow-up that
 * failed), so that a re-run sends it instead of only checking on the job. `until=` (a digest's
 * round) where its window of merged pull requests ended, so that the next digest starts there.
 * `head=` (a pull request's docs job) the head commit the job has seen, so that the next push
 * sends what changed since; `docs-pr=` (`owner:repo:number`) the docs pull request the job opened.
 */
export interface Marker {
  readonly round?: string;
  readonly jobId?: string;
  readonly status: string;
  readonly kind: 'working' | 'result';
  /** false: the round's prompt did not reach its job. Absent (every earlier marker): it did. */
  readonly sent?: boolean;
  /** A digest's round: the end of its window, `2026-11-25T19:05:06Z` (UTC, whole seconds). */
  readonly until?: string;
  /** A pull request's docs job: the head commit (40 hex digits) the job has seen. */
  readonly head?: string;
  /** A pull request's docs job: its docs pull request, `owner:repo:number`. */
  readonly docsPr?: string;
}

// Each field ends in one space, as every version of the action has written it.
const MARKER_PATTERN = /<!-- agent-job-action ((?:[a-z-]{1,10}=[A-Za-z0-9_.:~-]{1,256} ){1,8})-->/;
const ROUND_RULE = /^[A-Za-z0-9_.-]{1,120}$/;
const UNTIL_RULE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const HEAD_RULE = /^[0-9a-f]{40}$/;
/** GitHub's owner (letters, digits, `-`) and repository (and `_` `.`) names, and a number. */
const DOCS_PR_RULE = /^[A-Za-z0-9-]{1,39}:[A-Za-z0-9_.-]{1,100}:[1-9]\d{0,9}$/;

/** The marker as the last line of a comment body. */
export function marker(m: Marker): string {
  const jobId = m.jobId && isSafeId(m.jobId) ? m.jobId : undefined;
  const fields = [
    m.round && ROUND_RULE.test(m.round) ? `round=${m.round}` : '',
    `job-id=${jobId ?? '-'}`,
    `status=${m.status.replace(/[^a-z-]/g, '').slice(0, 20) || 'unknown'}`,
    `kind=${m.kind}`,
    m.until !== undefined && UNTIL_RULE.test(m.until) ? `until=${m.until}` : '',
    m.head !== undefined && HEAD_RULE.test(m.head) ? `head=${m.head}` : '',
    m.docsPr !== undefined && DOCS_PR_RULE.test(m.docsPr) ? `docs-pr=${m.docsPr}` : '',
    jobId && m.sent === false ? 'sent=no' : '',
  ];
  return `${MARKER_PREFIX} ${fields.filter(Boolean).join(' ')} -->`;
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
  // A window end that is not one is left out: the marker still names its round and job.
  const until = fields.get('until');
  const head = fields.get('head');
  const docsPr = fields.get('docs-pr');
  return {
    round,
    jobId: jobId === '-' ? undefined : jobId,
    status,
    kind: fields.get('kind') === 'working' ? 'working' : 'result',
    ...(fields.get('sent') === 'no' && { sent: false }),
    ...(until !== undefined && UNTIL_RULE.test(until) && { until }),
    ...(head !== undefined && HEAD_RULE.test(head) && { head }),
    ...(docsPr !== undefined && DOCS_PR_RULE.test(docsPr) && { docsPr }),
  };
}

export interface MarkedComment {
  readonly marker: Marker;
  readonly comment: ThreadComment;
}

/**
 * The action's own comments on the thread, oldest first: only markers whose comment `trust` vouches
 * for (written by the action's login, or by a person who holds min-permission), so that text
 * imitating a marker cannot steer a round. Only comments that carry a marker are asked about.
 */
export async function markedComments(
  comments: readonly ThreadComment[],
  trust: MarkerTrust,
): Promise<MarkedComment[]> {
  const marked: MarkedComment[] = [];
  for (const comment of comments) {
    const found = readMarker(comment.body);
    if (found && (await trust.trusts(comment))) marked.push({ marker: found, comment });
  }
  return marked;
}

export interface ThreadJob {
  readonly jobId: string;
  /** The status the comment last showed; the service knows better. */
  readonly status: string;
}

/** The latest job: the newest of the action's comments that names one. */
export function latestJob(marked: readonly MarkedComment[]): ThreadJob | undefined {
  const last = marked.findLast((m) => m.marker.jobId !== undefined);
  return last?.marker.jobId ? { jobId: last.marker.jobId, status: last.marker.status } : undefined;
}
