import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { marker, readMarker } from '../../../src/github/marker.js';
import { REQUEST_EXCERPT_LENGTH } from '../../../src/report/comment-body.js';
import {
  projectTag,
  readRoundFacts,
  roundFactsComment,
  type RoundFacts,
} from '../../../src/report/round-facts.js';

const STARTED = Date.UTC(2030, 0, 1, 12, 0, 0);

const full: RoundFacts = {
  startedAt: STARTED,
  asker: 'octo-cat',
  labelToRemove: 'agent: run 🤖',
  request: { title: 'Docs are stale', text: 'Line one\nLine two <b>bold</b> @team #12 -->' },
  action: 'follow-up',
  runId: '12345678901',
  documentsPullRequest: true,
  project: projectTag('proj_demo'),
  checkName: 'Docs / preview',
  triggerPhrase: '/docs please',
};

const payloadOf = (value: unknown): string =>
  `<!-- agent-job-action-round d=${Buffer.from(JSON.stringify(value)).toString('base64url')} -->`;

describe('the facts a sweep needs, carried in the working note', () => {
  test('round-trip exactly, free text included', () => {
    expect(readRoundFacts(`note\n\n${roundFactsComment(full)}\n`)).toEqual(full);
    expect(readRoundFacts(roundFactsComment({ startedAt: STARTED, action: 'start' }))).toEqual({
      startedAt: STARTED,
      action: 'start',
    });
  });

  test('the hidden comment holds only base64url: nothing can close it, mention or link', () => {
    const hidden = roundFactsComment(full);
    expect(hidden).toMatch(/^<!-- agent-job-action-round d=[A-Za-z0-9_-]+ -->$/);
    expect(hidden.indexOf('-->')).toBe(hidden.length - 3);
  });

  test('sits beside the round marker without changing how the marker reads', () => {
    const body = `${marker({ round: 'r1.j.s.abcd1234', jobId: 'job_1', status: 'active', kind: 'working' })}\n${roundFactsComment(full)}`;
    expect(readMarker(body)).toEqual({
      round: 'r1.j.s.abcd1234',
      jobId: 'job_1',
      status: 'active',
      kind: 'working',
    });
    expect(readRoundFacts(body)?.asker).toBe('octo-cat');
  });

  test('keeps the start to the second, the request to what a result quotes, the title to GitHub’s limit', () => {
    const facts = readRoundFacts(
      roundFactsComment({
        startedAt: STARTED + 999,
        action: 'check',
        request: { title: 't'.repeat(300), text: `${'x'.repeat(REQUEST_EXCERPT_LENGTH - 1)}😀` },
      }),
    );
    expect(facts?.startedAt).toBe(STARTED);
    expect(facts?.request?.title).toHaveLength(256);
    // The emoji would be split at the limit: it is left out whole.
    expect(facts?.request?.text).toBe('x'.repeat(REQUEST_EXCERPT_LENGTH - 1));
  });

  test('writes nothing for a start time no round can have, leaving the sweep the note’s own time', () => {
    expect(roundFactsComment({ startedAt: 0, action: 'start' })).toBe('');
    expect(roundFactsComment({ startedAt: Number.NaN, action: 'start', asker: 'octocat' })).toBe(
      '',
    );
  });

  test('writes no asker that is not a GitHub login, no label GitHub would not have, no odd run id', () => {
    const facts = readRoundFacts(
      roundFactsComment({
        startedAt: STARTED,
        action: 'start',
        asker: 'app[bot]',
        labelToRemove: 'x'.repeat(51),
        runId: '12; rm -rf',
      }),
    );
    expect(facts).toEqual({ startedAt: STARTED, action: 'start' });
    expect(
      readRoundFacts(
        roundFactsComment({ startedAt: STARTED, action: 'start', labelToRemove: 'a\nb' }),
      ),
    ).toEqual({ startedAt: STARTED, action: 'start' });
  });
});

describe('the project a round belongs to', () => {
  test('is eight hex characters of the id’s SHA-256, the same for the same id', () => {
    // sha256('proj_demo'), its first eight hex digits.
    expect(projectTag('proj_demo')).toBe(
      createHash('sha256').update('proj_demo').digest('hex').slice(0, 8),
    );
    expect(projectTag('proj_demo')).toMatch(/^[0-9a-f]{8}$/);
    expect(projectTag('proj_other')).not.toBe(projectTag('proj_demo'));
  });

  test('a tag of another shape is neither written nor read', () => {
    expect(
      readRoundFacts(
        roundFactsComment({ startedAt: STARTED, action: 'start', project: 'proj_demo' }),
      ),
    ).toEqual({ startedAt: STARTED, action: 'start' });
    expect(readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, p: 'ABCDEF01' }))).toEqual({
      startedAt: STARTED,
      action: 'start',
    });
  });
});

describe('the limits, to the character', () => {
  const titleOf = (title: string): string | undefined =>
    readRoundFacts(
      roundFactsComment({ startedAt: STARTED, action: 'start', request: { title, text: 't' } }),
    )?.request?.title;

  test('a title is cut at 256 units, leaving out a character whose pair the cut would split', () => {
    const head = 'x'.repeat(255);
    expect(titleOf(`${head}y`)).toBe(`${head}y`);
    expect(titleOf(`${head}yz`)).toBe(`${head}y`);
    // The lowest and the highest high surrogates, and a character above them kept whole.
    expect(titleOf(`${head}\u{10000}`)).toBe(head);
    expect(titleOf(`${head}\u{10FFFF}`)).toBe(head);
    expect(titleOf(`${head}\uFF58z`)).toBe(`${head}\uFF58`);
    expect(titleOf(`${'x'.repeat(254)}\u{10000}`)).toBe(`${'x'.repeat(254)}\u{10000}`);
  });

  test('a label of 50 characters is kept, a blank one is not', () => {
    const labelOf = (labelToRemove: string): string | undefined =>
      readRoundFacts(roundFactsComment({ startedAt: STARTED, action: 'start', labelToRemove }))
        ?.labelToRemove;
    expect(labelOf('l'.repeat(50))).toBe('l'.repeat(50));
    expect(labelOf('   ')).toBeUndefined();
    expect(readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, label: ' ' }))).toEqual({
      startedAt: STARTED,
      action: 'start',
    });
  });

  test('a check name and a trigger phrase of 100 characters are kept; longer, blank or on two lines, not', () => {
    const read = (facts: Partial<RoundFacts>) =>
      readRoundFacts(roundFactsComment({ startedAt: STARTED, action: 'start', ...facts }));
    expect(read({ checkName: 'c'.repeat(100), triggerPhrase: 't'.repeat(100) })).toMatchObject({
      checkName: 'c'.repeat(100),
      triggerPhrase: 't'.repeat(100),
    });
    for (const bad of ['c'.repeat(101), '  ', 'two\nlines', 'bell\u0007']) {
      expect(read({ checkName: bad, triggerPhrase: bad })).toEqual({
        startedAt: STARTED,
        action: 'start',
      });
    }
  });

  test('an asker is a whole GitHub login, not one at the end of other text', () => {
    for (const by of ['two words', '-leading', 'x'.repeat(40)]) {
      expect(readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, by }))?.asker).toBeUndefined();
    }
    expect(readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, by: 'x'.repeat(39) }))?.asker).toBe(
      'x'.repeat(39),
    );
  });

  test('a run id is digits only and a project tag eight hex digits, whole', () => {
    const read = (fields: Record<string, string>) =>
      readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, ...fields }));
    for (const run of ['x12', '12x', '']) expect(read({ run })?.runId).toBeUndefined();
    for (const p of ['z0123abcd', '0123abcdz', '0123abc'])
      expect(read({ p })?.project).toBeUndefined();
    expect(read({ run: '7', p: '0123abcd' })).toMatchObject({ runId: '7', project: '0123abcd' });
    const written = (runId: string, project: string) =>
      readRoundFacts(roundFactsComment({ startedAt: STARTED, action: 'start', runId, project }));
    expect(written('x12', 'z0123abcd')).toEqual({ startedAt: STARTED, action: 'start' });
    expect(written('12x', '0123abcdz')).toEqual({ startedAt: STARTED, action: 'start' });
  });
});

describe('a payload not written by this version of the action', () => {
  test('is refused whole without a version 1 or a plausible start time', () => {
    expect(readRoundFacts(payloadOf({ v: 2, at: STARTED / 1000 }))).toBeUndefined();
    expect(readRoundFacts(payloadOf({ at: STARTED / 1000 }))).toBeUndefined();
    expect(readRoundFacts(payloadOf({ v: 1, at: STARTED }))).toBeUndefined();
    expect(readRoundFacts(payloadOf({ v: 1, at: 999_999_999 }))).toBeUndefined();
    expect(readRoundFacts(payloadOf({ v: 1, at: 10_000_000_000 }))).toBeUndefined();
    expect(readRoundFacts(payloadOf({ v: 1, at: 1.5e9 + 0.5 }))).toBeUndefined();
    expect(readRoundFacts(payloadOf([1]))).toBeUndefined();
  });

  test('accepts the bounds of the start time', () => {
    expect(readRoundFacts(payloadOf({ v: 1, at: 1_000_000_000 }))?.startedAt).toBe(1e12);
    expect(readRoundFacts(payloadOf({ v: 1, at: 9_999_999_999 }))?.startedAt).toBe(
      9_999_999_999_000,
    );
  });

  test('is refused when it is not base64url JSON', () => {
    expect(readRoundFacts('<!-- agent-job-action-round d=bm90IGpzb24 -->')).toBeUndefined();
    expect(readRoundFacts('<!-- agent-job-action-round d=a+b/ -->')).toBeUndefined();
    expect(readRoundFacts('<!-- agent-job-action-round d= -->')).toBeUndefined();
    expect(readRoundFacts('no payload')).toBeUndefined();
  });

  test('drops each field out of shape and keeps the rest', () => {
    const facts = readRoundFacts(
      payloadOf({
        v: 1,
        at: STARTED / 1000,
        act: 'x',
        by: 'not a login!',
        label: '\u0007bell',
        run: 'abc',
        docs: true,
        asked: { t: 5, x: 'the text' },
        extra: 'ignored',
      }),
    );
    expect(facts).toEqual({ startedAt: STARTED, action: 'start', request: { text: 'the text' } });
    expect(
      readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, asked: { t: 'only a title' } })),
    ).toEqual({ startedAt: STARTED, action: 'start' });
    expect(
      readRoundFacts(payloadOf({ v: 1, at: STARTED / 1000, act: 'c', asked: 'flat' })),
    ).toEqual({ startedAt: STARTED, action: 'check' });
  });

  test('cuts over-long texts it reads to what a result quotes', () => {
    const facts = readRoundFacts(
      payloadOf({ v: 1, at: STARTED / 1000, asked: { t: 'T'.repeat(400), x: 'y'.repeat(5000) } }),
    );
    expect(facts?.request?.title).toHaveLength(256);
    expect(facts?.request?.text).toHaveLength(REQUEST_EXCERPT_LENGTH);
  });
});
