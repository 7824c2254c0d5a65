// The words a pull request's docs job leaves outside its round's comment: on the code pull request
// when it closes unmerged, and on the docs pull request (what asked for it; why it was closed).
// Pure. Each note that must be written once carries a hidden marker, looked for before writing.
import { codeSpan } from '../../common/markdown.js';
import { isSafeId } from '../../common/ids.js';
import type { ThreadComment } from '../../github/thread.js';

const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/** The hidden marker of a note of `kind` about job `jobId`. */
export function noteMarker(kind: 'asked-by' | 'let-go', jobId: string): string {
  return `<!-- agent-job-action:${kind} job-id=${isSafeId(jobId) ? jobId : '-'} -->`;
}

/**
 * Whether the thread has the note already: its marker, written by a bot or someone with write
 * access.
 */
export function hasNote(comments: readonly ThreadComment[], marker: string): boolean {
  return comments.some(
    (c) => (c.authorType === 'Bot' || TRUSTED.has(c.association)) && c.body.includes(marker),
  );
}

/** On the docs pull request: the pull request that asked for it, and the job. */
export function askedByBody(sourceUrl: string, jobId: string): string {
  return `📝 This pull request documents ${sourceUrl}, which is still under review: it follows each push to it (job ${codeSpan(jobId)}).\n\n${noteMarker('asked-by', jobId)}\n`;
}

/** On the docs pull request, as it is closed. */
export function closedBody(sourceUrl: string): string {
  return `Closed: the change this pull request documents, ${sourceUrl}, was closed without being merged, so this documentation is no longer needed.\n`;
}

/** On the code pull request, closed unmerged: what becomes of its docs pull request. */
export function letGoBody(
  jobId: string,
  docsPr: string | undefined,
  closed: 'closed' | 'left' | 'failed',
): string {
  const what =
    docsPr === undefined
      ? 'Its documentation job opened no pull request, so there is nothing to close.'
      : closed === 'closed'
        ? `Its docs pull request ${docsPr} is closed.`
        : closed === 'failed'
          ? `Its docs pull request ${docsPr} could not be closed: close it by hand.`
          : `Close its docs pull request ${docsPr} by hand (the workflow gives no docs-token to close it).`;
  return `### 📕 Docs pull request no longer needed\n\nThis pull request was closed without being merged. ${what}\n\n${noteMarker('let-go', jobId)}\n`;
}
