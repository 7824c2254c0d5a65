// Whether a merged pull request already had its docs job (src/round/thread-jobs.ts,
// documentedBy): its merge claimed by the action's own 🚀, or a marker that counts naming a job on
// its thread. A thread in memory, and a trust without GitHub.
import { describe, expect, test } from '@jest/globals';
import { markerTrust, OWN_LOGIN } from '../../../__fixtures__/marker-trust.js';
import { marker } from '../../../src/github/marker.js';
import type { ThreadComment } from '../../../src/github/thread.js';
import { documentedBy } from '../../../src/round/thread-jobs.js';

const comment = (body: string, login: string = OWN_LOGIN): ThreadComment => ({
  id: 1,
  body,
  url: '',
  login,
  authorType: login.endsWith('[bot]') ? 'Bot' : 'User',
  association: 'NONE',
});

const roundMarker = (jobId?: string) =>
  marker({ round: 'r1', jobId, status: 'completed', kind: 'result' });

/** A merged pull request's thread: who put 🚀 on it, and its comments; what was read, in order. */
function thread(rockets: string[], comments: ThreadComment[] = []) {
  const reads: string[] = [];
  return {
    reads,
    whoReacted: async (content: 'rocket') => {
      reads.push(`reactions ${content}`);
      return rockets;
    },
    listComments: async () => {
      reads.push('comments');
      return comments;
    },
  };
}

const trust = (people: string[] = ['octocat']) => ({
  ...markerTrust(people),
  ownLogin: async () => OWN_LOGIN.toUpperCase(),
});

describe('a merged pull request that already had its docs job', () => {
  test('its merge claimed: the 🚀 the action’s own login made (any case); the comments are not read', async () => {
    const t = thread(['octocat', OWN_LOGIN]);
    expect(await documentedBy(t, trust())).toBe('claim');
    expect(t.reads).toEqual(['reactions rocket']);
  });

  test('a job on its thread: a marker that counts, naming a job (the action’s, or a person’s with the access)', async () => {
    for (const author of [OWN_LOGIN, 'octocat']) {
      const t = thread(
        [],
        [comment('thanks!', 'ann'), comment(`done\n\n${roundMarker('job_1')}`, author)],
      );
      expect(await documentedBy(t, trust())).toBe('job');
      expect(t.reads).toEqual(['reactions rocket', 'comments']);
    }
  });
});

describe('one that did not', () => {
  test('a 🚀 by anyone else is a cheer, not a claim; no marker: not documented', async () => {
    const t = thread(['octocat', 'mergify[bot]'], [comment('LGTM', 'octocat')]);
    expect(await documentedBy(t, trust())).toBeUndefined();
    expect(t.reads).toEqual(['reactions rocket', 'comments']);
  });

  test('a marker that counts for nothing: written by someone without the access, or naming no job', async () => {
    const outsider = thread([], [comment(`copied\n\n${roundMarker('job_9')}`, 'outsider')]);
    const tr = trust();
    expect(await documentedBy(outsider, tr)).toBeUndefined();
    expect(tr.asked).toEqual(['outsider']);
    const noJob = thread([], [comment(`failed before a job\n\n${roundMarker(undefined)}`)]);
    expect(await documentedBy(noJob, trust())).toBeUndefined();
  });
});

describe('only what a listing says is worth reading is read', () => {
  test('no 🚀 on it: its reactions are not read; a job on its thread still counts', async () => {
    const t = thread([OWN_LOGIN], [comment(`done\n\n${roundMarker('job_1')}`)]);
    expect(await documentedBy(t, trust(), { reactions: false, comments: true })).toBe('job');
    expect(t.reads).toEqual(['comments']);
  });

  test('no comment on it: its comments are not read; its claim still counts', async () => {
    const claimed = thread([OWN_LOGIN], [comment(`done\n\n${roundMarker('job_1')}`)]);
    expect(await documentedBy(claimed, trust(), { reactions: true, comments: false })).toBe(
      'claim',
    );
    const cheered = thread(['octocat'], [comment(`done\n\n${roundMarker('job_1')}`)]);
    expect(await documentedBy(cheered, trust(), { reactions: true, comments: false })).toBe(
      undefined,
    );
    expect(cheered.reads).toEqual(['reactions rocket']);
  });
});
