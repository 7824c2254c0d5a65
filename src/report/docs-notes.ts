// The words a round leaves outside its own comment: on the docs pull request (what asked for it;
// why it was closed) and on a code pull request closed unmerged. Pure. Each note that must be
// written once carries a hidden marker, looked for before writing.
import { codeSpan } from '../common/markdown.js';
import { isSafeId } from '../common/ids.js';
import type { ThreadComment } from '../github/thread.js';

const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/**
 * The hidden marker of a note of `kind` about job `jobId`: a digest's on a pull request it covered
 * (`docs-pr`), one on a docs pull request (`asked-by`), one on a code pull request closed unmerged
 * (`let-go`).
 */
export function noteMarker(kind: 'docs-pr' | 'asked-by' | 'let-go', jobId: string): string {
  return `<!-- agent-job-action:${kind} job-id=${isSafeId(jobId) ? jobId : '-'} -->`;
}

/**
 * Whether the thread has the note already: its marker, in a comment by its writer (`byWriter`) or
 * by someone with write access. Anyone else's (another app's, a passer-by's) does not count: it
 * would silence the note.
 */
export function hasTrustedNote(
  comments: readonly ThreadComment[],
  marker: string,
  byWriter: (comment: ThreadComment) => boolean,
): boolean {
  return comments.some(
    (c) => (byWriter(c) || TRUSTED.has(c.association)) && c.body.includes(marker),
  );
}

/** hasTrustedNote, the writer being `writer` (the login the token writes as). */
export function hasNote(
  comments: readonly ThreadComment[],
  marker: string,
  writer: string,
): boolean {
  const own = writer.toLowerCase();
  return hasTrustedNote(comments, marker, (c) => c.login !== '' && c.login.toLowerCase() === own);
}

/**
 * What asked for a docs pull request: an issue (or an instruction on one), a pull request still
 * under review or merged, or the pull requests a digest covers. Addresses built from the run's own
 * repository and numbers, never from text GitHub or the service gave.
 */
export type AskedFor =
  | { readonly kind: 'issue' | 'open-pull' | 'merged-pull'; readonly url: string }
  | { readonly kind: 'digest'; readonly urls: readonly string[] };

/** A digest's note lists at most this many pull requests; the rest are counted. */
const LISTED_MAX = 100;

/** On the docs pull request: what asked for it, and the job. */
export function askedByBody(asked: AskedFor, jobId: string): string {
  const job = `job ${codeSpan(jobId)}`;
  const says = (() => {
    switch (asked.kind) {
      case 'issue':
        return `📝 This pull request was asked for in ${asked.url} (${job}).`;
      case 'open-pull':
        return `📝 This pull request documents ${asked.url}, which is still under review: it follows each push to it (${job}).`;
      case 'merged-pull':
        return `📝 This pull request documents ${asked.url}, merged (${job}).`;
      case 'digest': {
        const listed = asked.urls.slice(0, LISTED_MAX).map((url) => `- ${url}`);
        const more = asked.urls.length - listed.length;
        return [
          `📝 This pull request documents ${asked.urls.length.toLocaleString('en-US')} merged pull requests (${job}):`,
          '',
          ...listed,
          ...(more > 0 ? [`- and ${more.toLocaleString('en-US')} more`] : []),
        ].join('\n');
      }
    }
  })();
  return `${says}\n\n${noteMarker('asked-by', jobId)}\n`;
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
