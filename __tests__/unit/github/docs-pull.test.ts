import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import {
  docsPullField,
  docsPullName,
  docsPullOf,
  docsPullOfField,
  docsPullPage,
  openDocsPull,
} from '../../../src/github/docs-pull.js';
import { GitHubCallError } from '../../../src/github/retry.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

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
      'https://github.com/acme/docs/pull/012',
      'https://github.com/acme/docs/pull/12345678901',
      'https://github.com/acme/docs/pull/1e3',
      'https://github.com/acme/docs/pull/12#top',
      'https://github.com/acme/docs/pull',
      'https://github.com/acme/docs/pulls/12',
      'https://github.com/extra/acme/docs/pull/12',
      'https://github.com/-acme/docs/pull/12',
      `https://github.com/${'a'.repeat(40)}/docs/pull/12`,
      `https://github.com/acme/${'d'.repeat(101)}/pull/12`,
      'https://github.com/acme/./pull/12',
      'https://github.com/acme/do%20cs/pull/12',
      'https://user@github.com/acme/docs/pull/12',
      'https://:pw@github.com/acme/docs/pull/12',
      'https://github.com:8443/acme/docs/pull/12',
      'not a url',
      '',
      undefined,
    ]) {
      expect(docsPullOf(link, 'https://github.com')).toBeUndefined();
    }
  });

  test('what GitHub itself writes: a trailing slash, any case of the host, the longest names', () => {
    const pull = { owner: 'acme', repo: 'docs', number: 12 };
    expect(docsPullOf('https://github.com/acme/docs/pull/12/', 'https://github.com')).toEqual(pull);
    expect(docsPullOf('https://GitHub.COM/acme/docs/pull/12', 'https://github.com/')).toEqual(pull);
    expect(docsPullOf('https://github.com/acme/docs/pull/12', 'https://GITHUB.com')).toEqual(pull);
    const owner = `a${'-'.repeat(37)}z`;
    const repo = `d_.-${'x'.repeat(96)}`;
    expect(
      docsPullOf(`https://github.com/${owner}/${repo}/pull/9999999999`, 'https://github.com'),
    ).toEqual({ owner, repo, number: 9_999_999_999 });
  });

  test('a server under a path: the link under the same path only', () => {
    const server = 'https://ghe.example/git/';
    expect(docsPullOf('https://ghe.example/git/acme/docs/pull/3', server)).toEqual({
      owner: 'acme',
      repo: 'docs',
      number: 3,
    });
    expect(docsPullOf('https://ghe.example/acme/docs/pull/3', server)).toBeUndefined();
    expect(docsPullOf('https://ghe.example/gitx/acme/docs/pull/3', server)).toBeUndefined();
    expect(docsPullOf('https://ghe.example/gitxacme/docs/pull/3', server)).toBeUndefined();
    expect(
      docsPullOf('https://ghe.example/git/acme/docs/pull/3', 'https://ghe.example/git//'),
    ).toEqual({ owner: 'acme', repo: 'docs', number: 3 });
    expect(docsPullOf('https://ghe.example/git/acme/docs/pull/3', 'not a server')).toBeUndefined();
  });

  test('recorded in a marker as owner:repo:number, and read back', () => {
    const pull = { owner: 'acme', repo: 'docs.site', number: 7 };
    expect(docsPullOfField(docsPullField(pull))).toEqual(pull);
    expect(docsPullField(pull)).toBe('acme:docs.site:7');
    for (const field of [
      'acme:docs',
      'acme:docs:7:8',
      'acme:..:7',
      'acme:.:7',
      'ac/me:docs:7',
      'acme:docs:x',
    ]) {
      expect(docsPullOfField(field)).toBeUndefined();
    }
    expect(docsPullOfField('')).toBeUndefined();
    expect(docsPullOfField(undefined)).toBeUndefined();
  });

  test('named as people write a pull request', () => {
    expect(docsPullName({ owner: 'acme', repo: 'docs', number: 12 })).toBe('acme/docs#12');
  });
});

describe('docsPullPage: the docs pull request’s page on the run’s GitHub', () => {
  test('on github.com, and on a server under a path with trailing slashes; read back as it was', () => {
    const pull = { owner: 'acme', repo: 'handbook', number: 12 };
    expect(docsPullPage(pull, 'https://github.com')).toBe(
      'https://github.com/acme/handbook/pull/12',
    );
    const page = docsPullPage(pull, 'https://ghe.example/git//');
    expect(page).toBe('https://ghe.example/git/acme/handbook/pull/12');
    expect(docsPullOf(page, 'https://ghe.example/git//')).toEqual(pull);
  });
});

describe('openDocsPull: the docs pull request, with the docs token', () => {
  const DOCS = 'acme/handbook';
  const DOCS_TOKEN = 'ghs_docs0000000000000000000000000000000';
  const PULL = { owner: 'acme', repo: 'handbook', number: 12 };
  let fake: GitHubFake;

  beforeEach(async () => {
    fake = await startGitHubFake();
    fake.addToken(DOCS_TOKEN, { repos: [DOCS] });
    fake.addPullRequest(DOCS, { number: 12, login: 'docs-writer' });
    fake.setPermission(DOCS, 'alice', 'write');
    fake.setPermission(DOCS, 'bob', 'write');
  });

  afterEach(async () => {
    await fake.close();
  });

  const open = (token = DOCS_TOKEN) =>
    openDocsPull(
      { token, apiUrl: fake.url, redact: (text) => text, warn: () => undefined },
      PULL,
      retryInVirtualTime(),
    );

  test('who the token is; its comments, and one more; its reviewers asked; closed', async () => {
    const docs = await open();

    expect(await docs.ownLogin()).toBe('docs-writer[bot]');
    expect(await docs.reviewState()).toEqual({ author: 'docs-writer', open: true, asked: [] });
    fake.addComment(DOCS, 12, { body: 'Looks right', login: 'alice' });
    await docs.comment('Asked for in acme/app#4');
    expect((await docs.listComments()).map((c) => [c.login, c.body])).toEqual([
      ['alice', 'Looks right'],
      ['docs-writer[bot]', 'Asked for in acme/app#4'],
    ]);
    await docs.requestReviews(['alice', 'bob']);
    expect(fake.requestedReviewers(DOCS, 12)).toEqual(['alice', 'bob']);
    fake.addReview(DOCS, 12, { login: 'alice', state: 'COMMENTED' });
    fake.addReview(DOCS, 12, { login: 'carol', state: 'APPROVED' });
    expect(await docs.reviewState()).toEqual({
      author: 'docs-writer',
      open: true,
      asked: ['bob', 'alice', 'carol'],
    });
    await docs.close();
    expect((await docs.reviewState()).open).toBe(false);
    const patch = fake.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/repos/acme/handbook/pulls/12');
    expect(JSON.parse(patch?.body ?? '')).toEqual({ state: 'closed' });
    for (const request of fake.requests) {
      expect(request.headers.authorization).toMatch(new RegExp(`^(token|Bearer) ${DOCS_TOKEN}$`));
    }
  });

  test('what GitHub does not give: no author, no requested reviewers, a review by a deleted account, no viewer', async () => {
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/handbook/pulls/12',
      status: 200,
      body: { number: 12, state: 'open', user: null },
    });
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/handbook/pulls/12/reviews',
      status: 200,
      body: [{ id: 1, user: null, state: 'APPROVED' }],
    });
    fake.injectFault({ method: 'POST', path: '/graphql', status: 200, body: { data: {} } });
    const docs = await open();

    expect(await docs.reviewState()).toEqual({ author: '', open: true, asked: [] });
    expect(await docs.ownLogin()).toBe('');
  });

  test('GitHub’s refusal is a call error with its status', async () => {
    const docs = await open(fake.token);

    const error = await docs.close().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GitHubCallError);
    expect((error as GitHubCallError).status).toBe(404);
    const refused = await docs.requestReviews(['alice']).catch((e: unknown) => e);
    expect((refused as GitHubCallError).status).toBe(404);
    const state = await docs.reviewState().catch((e: unknown) => e);
    expect((state as GitHubCallError).status).toBe(404);
  });
});
