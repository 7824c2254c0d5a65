// The notes on a digest's source pull requests (src/kinds/digest/source-notes.ts): one each, linking the
// docs pull request, found again by their hidden marker, capped, and failures as warnings.
import { describe, expect, it } from '@jest/globals';
import { expectSafelyRendered, render } from '../../../../__fixtures__/github-render.js';
import {
  hasNote,
  noteBody,
  noteMarker,
  noteSourcePulls,
  SOURCE_NOTE_CAP,
} from '../../../../src/kinds/digest/source-notes.js';
import type { MergedPull } from '../../../../src/github/merged-pulls.js';
import { GitHubCallError } from '../../../../src/github/retry.js';
import type { IssueThread, ThreadComment } from '../../../../src/github/thread.js';
import type { Digest } from '../../../../src/settings/types.js';

const DOCS = 'https://github.com/acme/handbook/pull/12';
const FROM = Date.parse('2026-11-18T10:00:00Z');
const TO = Date.parse('2026-11-25T10:00:00Z');

const pull = (number: number): MergedPull => ({
  number,
  title: `Change ${number}`,
  body: '',
  url: `https://github.com/acme/app/pull/${number}`,
  author: 'octocat',
  mergedAt: FROM + number,
  baseRef: 'main',
});
const digestOf = (count: number): Digest => ({
  from: FROM,
  to: TO,
  base: 'main',
  pulls: Array.from({ length: count }, (_, i) => pull(i + 1)),
});

const comment = (fields: Partial<ThreadComment>): ThreadComment => ({
  id: 1,
  body: '',
  url: '',
  login: 'github-actions[bot]',
  authorType: 'Bot',
  association: 'NONE',
  ...fields,
});

/** Source pull requests as threads: their comments, and what was posted. */
function threads(existing: Record<number, ThreadComment[]> = {}, fail?: (n: number) => unknown) {
  const posted = new Map<number, string[]>();
  const opened: number[] = [];
  const open = async (number: number): Promise<IssueThread> => {
    opened.push(number);
    return {
      number,
      listComments: async () => existing[number] ?? [],
      createComment: async (body) => {
        const failure = fail?.(number);
        if (failure) throw failure;
        posted.set(number, [...(posted.get(number) ?? []), body]);
        return comment({ body });
      },
      updateComment: async () => comment({}),
      deleteComment: async () => undefined,
      react: async () => 'created',
      reactToIssue: async () => 'created',
      whoReacted: async () => [],
      removeLabel: async () => undefined,
      addLabel: async () => undefined,
    };
  };
  const lines: string[] = [];
  const warnings: string[] = [];
  return {
    deps: { open, info: (m: string) => lines.push(m), warn: (m: string) => warnings.push(m) },
    posted,
    opened,
    lines,
    warnings,
  };
}

describe('the note', () => {
  it('links the docs pull request and says which digest it came in; renders safely', () => {
    const body = noteBody(DOCS, 'job_1', digestOf(3));
    expect(body).toBe(
      `📝 The documentation for this change is in [acme/handbook#12](${DOCS}). It was documented together with 2 other pull requests merged from 2026-11-18 to 2026-11-25.\n\n<!-- agent-job-action:docs-pr job-id=job_1 -->\n`,
    );
    expectSafelyRendered(render(body), { links: [DOCS] });
  });

  it('alone in its digest: no "together with"; one other: singular', () => {
    expect(noteBody(DOCS, 'job_1', digestOf(1))).not.toContain('together');
    expect(noteBody(DOCS, 'job_1', digestOf(2))).toContain(
      'together with 1 other pull request merged',
    );
  });

  it('a link that is not a GitHub pull request is shown as itself', () => {
    const other = 'https://docs.example.com/review_12/*x*';
    expect(render(noteBody(other, 'job_1', digestOf(1))).links).toEqual([
      { href: other, text: other },
    ]);
  });

  it('a job id that fails the id rule is never written into the marker', () => {
    expect(noteMarker('a -->')).toBe('<!-- agent-job-action:docs-pr job-id=- -->');
  });
});

describe('finding a note again', () => {
  it('by its marker for that job, from the action or someone with write access', () => {
    const body = noteBody(DOCS, 'job_1', digestOf(1));
    expect(hasNote([comment({ body })], 'job_1')).toBe(true);
    expect(hasNote([comment({ body, authorType: 'User', association: 'MEMBER' })], 'job_1')).toBe(
      true,
    );
    expect(hasNote([comment({ body, authorType: 'User', association: 'NONE' })], 'job_1')).toBe(
      false,
    );
    expect(hasNote([comment({ body })], 'job_2')).toBe(false);
    expect(hasNote([], 'job_1')).toBe(false);
  });
});

describe('noting the source pull requests', () => {
  it('one note on each that has none for this job; those that have one are left as they are', async () => {
    const existing = { 2: [comment({ body: noteBody(DOCS, 'job_1', digestOf(3)) })] };
    const { deps, posted, lines } = threads(existing);
    await noteSourcePulls(digestOf(3), DOCS, 'job_1', deps);
    expect([...posted.keys()]).toEqual([1, 3]);
    expect(lines).toEqual(['Linked the docs pull request on 2 of the 3 source pull requests']);
  });

  it(`at most ${SOURCE_NOTE_CAP}, the first by merge time; the log says how many more the result lists`, async () => {
    const { deps, opened, lines } = threads();
    await noteSourcePulls(digestOf(SOURCE_NOTE_CAP + 7), DOCS, 'job_1', deps);
    expect(opened).toEqual(Array.from({ length: SOURCE_NOTE_CAP }, (_, i) => i + 1));
    expect(lines).toEqual([
      `Linked the docs pull request on ${SOURCE_NOTE_CAP} of the ${SOURCE_NOTE_CAP} source pull requests (the first ${SOURCE_NOTE_CAP} by merge time; 7 more are listed in the digest's result)`,
    ]);
  });

  it('a link that is not plain https: no notes at all', async () => {
    const { deps, opened } = threads();
    await noteSourcePulls(digestOf(2), 'javascript:alert(1)', 'job_1', deps);
    expect(opened).toEqual([]);
  });

  it('a failure is a warning and the others are still noted; a refused token stops the rest', async () => {
    const failing = threads({}, (n) => (n === 1 ? new GitHubCallError(500, 'boom') : undefined));
    await noteSourcePulls(digestOf(3), DOCS, 'job_1', failing.deps);
    expect([...failing.posted.keys()]).toEqual([2, 3]);
    expect(failing.warnings).toHaveLength(1);
    expect(failing.warnings[0]).toMatch(/comment on pull request #1/);

    const refused = threads({}, () => new GitHubCallError(403, 'Resource not accessible'));
    await noteSourcePulls(digestOf(3), DOCS, 'job_1', refused.deps);
    expect(refused.opened).toEqual([1]);
    expect(refused.warnings[0]).toMatch(/pull-requests: write/);
  });
});

describe('the note, exactly', () => {
  // Alone in its digest, the note is the link sentence and the marker, nothing between.
  it('alone in its digest: the link sentence, then the marker', () => {
    expect(noteBody(DOCS, 'job_1', digestOf(1))).toBe(
      `📝 The documentation for this change is in [acme/handbook#12](${DOCS}).\n\n<!-- agent-job-action:docs-pr job-id=job_1 -->\n`,
    );
  });

  // Only a whole pull request address reads as owner/repo#N: one inside another address, or with
  // more path after the number, is shown as the address it is.
  it('shows an address that only contains a pull request address as itself', () => {
    for (const link of [
      'https://docs.example.com/go/https://github.com/acme/app/pull/5',
      'https://github.com/acme/app/pull/5/files',
    ]) {
      expect(noteBody(link, 'job_1', digestOf(1))).toBe(
        `📝 The documentation for this change is in [${link}](${link}).\n\n<!-- agent-job-action:docs-pr job-id=job_1 -->\n`,
      );
    }
  });
});
