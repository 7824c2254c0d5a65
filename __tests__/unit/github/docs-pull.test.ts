import { describe, expect, test } from '@jest/globals';
import { docsPullField, docsPullOf, docsPullOfField } from '../../../src/github/docs-pull.js';

describe('the docs pull request a job names', () => {
  test('a pull request page on the run’s GitHub, nothing more', () => {
    expect(docsPullOf('https://github.com/acme/docs/pull/12', 'https://github.com')).toEqual({
      owner: 'acme',
      repo: 'docs',
      number: 12,
    });
    expect(
      docsPullOf('https://ghe.example/git/acme/docs/pull/3', 'https://ghe.example/git'),
    ).toEqual({ owner: 'acme', repo: 'docs', number: 3 });
    for (const link of [
      'https://evil.example/acme/docs/pull/12',
      'http://github.com/acme/docs/pull/12',
      'https://github.com/acme/docs/issues/12',
      'https://github.com/acme/docs/pull/12/files',
      'https://github.com/acme/docs/pull/12?x=1',
      'https://github.com/acme/../pull/12',
      'https://user:pw@github.com/acme/docs/pull/12',
      'https://github.com/acme/docs/pull/0',
      undefined,
    ]) {
      expect(docsPullOf(link, 'https://github.com')).toBeUndefined();
    }
  });

  test('recorded in a marker as owner:repo:number, and read back', () => {
    const pull = { owner: 'acme', repo: 'docs.site', number: 7 };
    expect(docsPullOfField(docsPullField(pull))).toEqual(pull);
    expect(docsPullOfField('acme:docs')).toBeUndefined();
    expect(docsPullOfField(undefined)).toBeUndefined();
  });
});
