import { describe, expect, test } from '@jest/globals';
import { readSavedRound } from '../../../src/report/saved-round.js';

// The post step reads back what the main step saved; the runner hands it over as text, and a
// value that is not what the main step writes is left out rather than trusted.
describe('the saved round, as the post step reads it', () => {
  const whole = {
    round: '4242.agent',
    issue: 7,
    comment: true,
    label: 'agent',
    mention: 'alice',
    action: 'follow-up',
    jobId: 'job_1',
    status: 'active',
    workingId: 31,
    startedAt: 1_700_000_000_000,
  };

  test('reads back everything the main step saves', () => {
    expect(readSavedRound(JSON.stringify(whole))).toEqual(whole);
  });

  test('nothing saved, or no JSON object: nothing known', () => {
    for (const text of [undefined, '', 'not json', '"text"', 'null', '[1]', '{}']) {
      const read = readSavedRound(text);
      expect(Object.entries(read).filter(([, v]) => v !== undefined)).toEqual([['comment', false]]);
    }
  });

  test.each([
    ['a job id that is not safe in a path', { jobId: '../x' }],
    ['an issue that is not a positive whole number', { issue: -7 }],
    ['an issue number as text', { issue: '7' }],
    ['a comment id that is not a whole number', { workingId: 1.5 }],
    ['a comment id of zero', { workingId: 0 }],
    ['an unknown action', { action: 'delete' }],
    ['an empty round', { round: '' }],
    ['a start time that is no number', { startedAt: 'yesterday' }],
    ['a start time that is not finite', { startedAt: null }],
  ])('%s is left out', (_, bad) => {
    const read = readSavedRound(JSON.stringify({ ...whole, ...bad }));
    const [name] = Object.keys(bad) as (keyof typeof whole)[];
    expect(read[name as keyof typeof read]).toBeUndefined();
    // The rest is kept.
    expect({ ...read, [name as string]: whole[name as keyof typeof whole] }).toEqual(whole);
  });

  test('comments only when the main step said so', () => {
    expect(readSavedRound(JSON.stringify({ ...whole, comment: 'true' })).comment).toBe(false);
  });
});

describe('a digest round', () => {
  test('keeps where its window ended, so the post step writes it into the marker; anything else is left out', () => {
    expect(readSavedRound(JSON.stringify({ until: '2026-11-25T19:05:06Z' })).until).toBe(
      '2026-11-25T19:05:06Z',
    );
    for (const until of ['2026-11-25', 'x 2026-11-25T19:05:06Z', 7]) {
      expect(readSavedRound(JSON.stringify({ until })).until).toBeUndefined();
    }
  });
});

describe('how the round ended, as saved', () => {
  test.each(['pr', 'error', 'no-job', 'triggered'])('%s is read back', (end) => {
    expect(readSavedRound(JSON.stringify({ end })).end).toBe(end);
  });

  test('an end the main step never writes is left out', () => {
    expect(readSavedRound(JSON.stringify({ end: 'exploded' })).end).toBeUndefined();
  });
});

describe('more of the saved round', () => {
  // Each action the main step saves is read back as it was saved.
  test.each(['start', 'follow-up', 'check'])('the action %s is read back', (action) => {
    expect(readSavedRound(JSON.stringify({ action })).action).toBe(action);
  });

  // A window end must be the whole value: text after it makes it no window end.
  test('a window end followed by more text is left out', () => {
    expect(readSavedRound(JSON.stringify({ until: '2026-11-25T19:05:06Z junk' })).until).toBe(
      undefined,
    );
  });
});
