// When a digest ends with a docs pull request, each pull request it covered gets one short
// comment that links it, so that the author of a change sees where its documentation went. One
// per source pull request and job: a hidden marker on the note is looked for before posting, so
// a re-run adds nothing. At most SOURCE_NOTE_CAP of them (the first by merge time): GitHub's
// secondary rate limits allow about 80 new comments a minute, and a person reads the full list in
// the digest thread's result.
import { httpsUrl, linkTarget } from '../../common/markdown.js';
import type { MergedPull } from '../../github/merged-pulls.js';
import { githubProblem, isRefusal } from '../../github/retry.js';
import type { IssueThread, ThreadComment } from '../../github/thread.js';
import { hasTrustedNote, noteMarker as docsNoteMarker } from '../../report/docs-notes.js';
import type { Digest } from '../../settings/types.js';

/** Source pull requests that get a note at most. */
export const SOURCE_NOTE_CAP = 50;

/** The hidden marker of a note about that job's docs pull request. */
export function noteMarker(jobId: string): string {
  return docsNoteMarker('docs-pr', jobId);
}

/**
 * Whether the source pull request has the note already: the marker, from the action (a bot) or
 * someone with write access.
 */
export function hasNote(comments: readonly ThreadComment[], jobId: string): boolean {
  return hasTrustedNote(comments, noteMarker(jobId), (c) => c.authorType === 'Bot');
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The note: where this change's documentation is, and the digest it came in. */
export function noteBody(prLink: string, jobId: string, digest: Digest): string {
  const others = digest.pulls.length - 1;
  const along =
    others > 0
      ? ` It was documented together with ${others.toLocaleString('en-US')} other pull request${others === 1 ? '' : 's'} merged from ${day(digest.from)} to ${day(digest.to)}.`
      : '';
  return `📝 The documentation for this change is in [${shownLink(prLink)}](${linkTarget(prLink)}).${along}\n\n${noteMarker(jobId)}\n`;
}

/**
 * The link's text: `owner/repo#N` for a pull request address, else the address, as the round's
 * result shows a pull request (report/words.ts): inside a link's text `#N` is no reference.
 */
function shownLink(link: string): string {
  const parts = /^https:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)$/.exec(link);
  const text = parts ? `${parts[1]}/${parts[2]}#${parts[3]}` : link;
  return text.replace(/[\\_*[\]`<>&]/g, (c) => `\\${c}`);
}

export interface NoteDeps {
  /** Opens a source pull request's thread (github/thread.ts). */
  readonly open: (number: number) => Promise<IssueThread>;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
}

/**
 * A note on each covered pull request (up to the cap) that has none for this job. Failures are
 * warnings: the step's result never depends on them; a refused token stops the rest.
 */
export async function noteSourcePulls(
  digest: Digest,
  prLink: string,
  jobId: string,
  deps: NoteDeps,
): Promise<void> {
  const link = httpsUrl(prLink);
  if (!link) return;
  const pulls: readonly MergedPull[] = digest.pulls.slice(0, SOURCE_NOTE_CAP);
  let posted = 0;
  for (const pull of pulls) {
    try {
      const thread = await deps.open(pull.number);
      if (hasNote(await thread.listComments(), jobId)) continue;
      await thread.createComment(noteBody(link, jobId, digest));
      posted += 1;
    } catch (error) {
      deps.warn(
        githubProblem(
          error,
          `comment on pull request #${pull.number}`,
          'give the job `permissions: pull-requests: write`',
        ),
      );
      if (isRefusal(error)) break;
    }
  }
  const left = digest.pulls.length - pulls.length;
  deps.info(
    `Linked the docs pull request on ${posted.toLocaleString('en-US')} of the ${pulls.length.toLocaleString('en-US')} source pull requests${left > 0 ? ` (the first ${SOURCE_NOTE_CAP} by merge time; ${left.toLocaleString('en-US')} more are listed in the digest's result)` : ''}`,
  );
}
