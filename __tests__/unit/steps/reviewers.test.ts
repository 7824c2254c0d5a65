// Who is asked to review a docs pull request (src/steps/reviewers.ts): the source's author, then its
// approvers, each once, people only, never the docs pull request's own author, at most GitHub's cap.
import { describe, expect, test } from '@jest/globals';
import { REVIEWERS_CAP, reviewersFor } from '../../../src/steps/reviewers.js';

describe('reviewersFor', () => {
  test('the author first, then the approvers in their order', () => {
    expect(reviewersFor('alice', ['bob', 'carol'], 'docs-writer[bot]')).toEqual([
      'alice',
      'bob',
      'carol',
    ]);
  });

  test('no author: the approvers alone; an empty author is no one', () => {
    expect(reviewersFor(undefined, ['bob'], 'docs-writer[bot]')).toEqual(['bob']);
    expect(reviewersFor('', ['bob'], 'docs-writer[bot]')).toEqual(['bob']);
    expect(reviewersFor(undefined, [], 'docs-writer[bot]')).toEqual([]);
  });

  test('each person once, compared without case, as first written', () => {
    expect(reviewersFor('Alice', ['alice', 'BOB', 'bob', 'Bob'], 'x')).toEqual(['Alice', 'BOB']);
  });

  test('never the docs pull request’s own author, whatever the case', () => {
    expect(reviewersFor('Writer', ['bob', 'writer'], 'writer')).toEqual(['bob']);
    expect(reviewersFor('alice', ['DOCS-agent'], 'docs-Agent')).toEqual(['alice']);
  });

  test('people only: a bot, or anything that is no login, is left out', () => {
    const notLogins = [
      'dependabot[bot]',
      '-alice',
      'alice bob',
      'al_ice',
      'alice\n',
      ' alice',
      'a'.repeat(40),
      'ü',
    ];
    expect(reviewersFor('renovate[bot]', [...notLogins, 'bob'], 'docs-writer[bot]')).toEqual([
      'bob',
    ]);
    // 39 characters (GitHub's longest), one, and hyphens inside are logins.
    const longest = `a${'b'.repeat(38)}`;
    expect(reviewersFor('a', [longest, 'a-b-c', '0day'], 'x')).toEqual([
      'a',
      longest,
      'a-b-c',
      '0day',
    ]);
  });

  test(`at most ${REVIEWERS_CAP}, the first ones`, () => {
    expect(REVIEWERS_CAP).toBe(15);
    const approvers = Array.from({ length: 20 }, (_, i) => `user${i}`);
    const chosen = reviewersFor('author', approvers, 'x');
    expect(chosen).toHaveLength(15);
    expect(chosen).toEqual(['author', ...approvers.slice(0, 14)]);
    expect(reviewersFor(undefined, approvers.slice(0, 15), 'x')).toEqual(approvers.slice(0, 15));
  });

  test('a left-out login does not take a place', () => {
    const approvers = ['x', 'bot[bot]', ...Array.from({ length: 14 }, (_, i) => `user${i}`)];
    expect(reviewersFor('author', approvers, 'x')).toEqual(['author', ...approvers.slice(2, 16)]);
  });
});
