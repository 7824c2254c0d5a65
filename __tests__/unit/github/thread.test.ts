// The issue thread as the action talks to it (src/github/thread.ts), against the GitHub fake: the
// exact requests each call sends, bodies redacted, comments read back field by field.
import { afterEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import { openThread, type IssueThread } from '../../../src/github/thread.js';

const REPO = 'acme/docs';

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const retry = retryInVirtualTime();

async function setup(number = 7): Promise<{ fake: GitHubFake; thread: IssueThread }> {
  fake = await startGitHubFake();
  fake.addIssue(REPO, { number, labels: ['agent', 'needs docs'] });
  const thread = await openThread(
    {
      token: fake.token,
      apiUrl: fake.url,
      owner: 'acme',
      repo: 'docs',
      number,
      redact: (text) => text.replaceAll('s3cret', '***'),
    },
    retry,
  );
  return { fake, thread };
}

/** The requests the fake saw, as `METHOD path` with the query when there is one. */
function sent(f: GitHubFake): string[] {
  return f.requests.map((r) => {
    const query = new URLSearchParams(r.query).toString();
    return `${r.method} ${r.path}${query ? `?${query}` : ''}`;
  });
}

describe('openThread', () => {
  test('names its issue', async () => {
    const { thread, fake } = await setup(12);
    expect(thread.number).toBe(12);
    expect(fake.requests).toEqual([]);
  });

  test('listComments reads every page, 100 a page, each comment field by field', async () => {
    const { thread, fake } = await setup();
    for (let i = 1; i <= 101; i += 1) {
      fake.addComment(REPO, 7, {
        body: `comment ${i}`,
        login: i === 1 ? 'github-actions[bot]' : 'octocat',
        author_association: i === 2 ? 'MEMBER' : 'NONE',
      });
    }
    const stored = fake.comments(REPO, 7);
    const comments = await thread.listComments();
    expect(sent(fake)).toEqual([
      'GET /repos/acme/docs/issues/7/comments?per_page=100',
      'GET /repos/acme/docs/issues/7/comments?per_page=100&page=2',
    ]);
    expect(comments).toHaveLength(101);
    expect(comments[0]).toEqual({
      id: stored[0]?.id,
      body: 'comment 1',
      url: stored[0]?.html_url,
      login: 'github-actions[bot]',
      authorType: 'Bot',
      association: 'NONE',
    });
    expect(comments[1]).toEqual({
      id: stored[1]?.id,
      body: 'comment 2',
      url: stored[1]?.html_url,
      login: 'octocat',
      authorType: 'User',
      association: 'MEMBER',
    });
    expect(comments[100]?.body).toBe('comment 101');
  });

  test('a comment without a body, an author or an association reads as empty, empty, empty and NONE', async () => {
    const { thread, fake } = await setup();
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/docs/issues/7/comments',
      status: 200,
      body: [
        { id: 31, body: null, html_url: 'https://github.com/acme/docs/issues/7#c31', user: null },
        { id: 32, html_url: 'https://github.com/acme/docs/issues/7#c32', user: {} },
      ],
    });
    expect(await thread.listComments()).toEqual([
      {
        id: 31,
        body: '',
        url: 'https://github.com/acme/docs/issues/7#c31',
        login: '',
        authorType: '',
        association: 'NONE',
      },
      {
        id: 32,
        body: '',
        url: 'https://github.com/acme/docs/issues/7#c32',
        login: '',
        authorType: '',
        association: 'NONE',
      },
    ]);
  });

  test('createComment posts the redacted body and answers the comment GitHub made', async () => {
    const { thread, fake } = await setup();
    const made = await thread.createComment('the key is s3cret');
    const [stored] = fake.comments(REPO, 7);
    expect(sent(fake)).toEqual(['POST /repos/acme/docs/issues/7/comments']);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ body: 'the key is ***' });
    expect(made).toEqual({
      id: stored?.id,
      body: 'the key is ***',
      url: stored?.html_url,
      login: 'github-actions[bot]',
      authorType: 'Bot',
      association: 'NONE',
    });
    expect(stored?.body).toBe('the key is ***');
  });

  test('updateComment patches that comment with the redacted body', async () => {
    const { thread, fake } = await setup();
    const seeded = fake.addComment(REPO, 7, { body: 'working', login: 'github-actions[bot]' });
    const updated = await thread.updateComment(seeded.id, 'done with s3cret');
    expect(sent(fake)).toEqual([`PATCH /repos/acme/docs/issues/comments/${seeded.id}`]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ body: 'done with ***' });
    expect(updated).toEqual({
      id: seeded.id,
      body: 'done with ***',
      url: seeded.html_url,
      login: 'github-actions[bot]',
      authorType: 'Bot',
      association: 'NONE',
    });
    expect(fake.comments(REPO, 7).map((c) => c.body)).toEqual(['done with ***']);
  });

  test('deleteComment deletes that comment', async () => {
    const { thread, fake } = await setup();
    const kept = fake.addComment(REPO, 7, { body: 'keep' });
    const gone = fake.addComment(REPO, 7, { body: 'working', login: 'github-actions[bot]' });
    await expect(thread.deleteComment(gone.id)).resolves.toBeUndefined();
    expect(sent(fake)).toEqual([`DELETE /repos/acme/docs/issues/comments/${gone.id}`]);
    expect(fake.comments(REPO, 7).map((c) => c.id)).toEqual([kept.id]);
  });

  test('react: created for a new reaction, existing for one this token had made', async () => {
    const { thread, fake } = await setup();
    const asked = fake.addComment(REPO, 7, { body: '@agent go' });
    expect(await thread.react(asked.id, 'eyes')).toBe('created');
    expect(await thread.react(asked.id, 'eyes')).toBe('existing');
    expect(sent(fake)).toEqual([
      `POST /repos/acme/docs/issues/comments/${asked.id}/reactions`,
      `POST /repos/acme/docs/issues/comments/${asked.id}/reactions`,
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ content: 'eyes' });
    expect(fake.reactions(REPO, asked.id)).toEqual([
      { content: 'eyes', login: 'github-actions[bot]' },
    ]);
  });

  test('reactToIssue: a reaction on the issue itself, created then existing', async () => {
    const { thread, fake } = await setup();
    expect(await thread.reactToIssue(7, 'rocket')).toBe('created');
    expect(await thread.reactToIssue(7, 'rocket')).toBe('existing');
    expect(sent(fake)).toEqual([
      'POST /repos/acme/docs/issues/7/reactions',
      'POST /repos/acme/docs/issues/7/reactions',
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ content: 'rocket' });
    expect(fake.issueReactions(REPO, 7)).toEqual([
      { content: 'rocket', login: 'github-actions[bot]' },
    ]);
  });

  test('whoReacted: who made that reaction on the issue itself, every page of 100, that content only', async () => {
    const { thread, fake } = await setup();
    for (let i = 0; i < 120; i += 1) {
      fake.addIssueReaction(REPO, 7, { content: 'rocket', login: `fan-${i}` });
    }
    fake.addIssueReaction(REPO, 7, { content: 'heart', login: 'octocat' });
    await thread.reactToIssue(7, 'rocket');
    const logins = await thread.whoReacted('rocket');
    expect(logins).toHaveLength(121);
    expect(logins.at(-1)).toBe('github-actions[bot]');
    expect(logins).not.toContain('octocat');
    const reads = fake.requests.filter((r) => r.method === 'GET');
    expect(reads.map((r) => r.query)).toEqual([
      { content: 'rocket', per_page: '100' },
      expect.objectContaining({ content: 'rocket', per_page: '100', page: '2' }),
    ]);
  });

  test('whoReacted: a reaction of a deleted account names nobody', async () => {
    const { thread, fake } = await setup();
    fake.injectFault({
      method: 'GET',
      path: '/repos/acme/docs/issues/7/reactions',
      status: 200,
      body: [
        { id: 1, content: 'rocket', user: null },
        { id: 2, content: 'rocket', user: { login: 'octocat' } },
      ],
    });
    expect(await thread.whoReacted('rocket')).toEqual(['octocat']);
  });

  test('removeLabel removes that one label', async () => {
    const { thread, fake } = await setup();
    await expect(thread.removeLabel('needs docs')).resolves.toBeUndefined();
    expect(sent(fake)).toEqual(['DELETE /repos/acme/docs/issues/7/labels/needs%20docs']);
    expect(fake.labels(REPO, 7)).toEqual(['agent']);
  });

  test('addLabel adds the one label', async () => {
    const { thread, fake } = await setup();
    await expect(thread.addLabel('agent-working')).resolves.toBeUndefined();
    expect(sent(fake)).toEqual(['POST /repos/acme/docs/issues/7/labels']);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ labels: ['agent-working'] });
    expect(fake.labels(REPO, 7)).toEqual(['agent', 'needs docs', 'agent-working']);
  });

  test('a call GitHub refuses fails with its status and message', async () => {
    const { thread, fake } = await setup();
    const failure = await thread.removeLabel('absent').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitHubCallError);
    expect((failure as GitHubCallError).status).toBe(404);
    expect((failure as GitHubCallError).message).toContain('Label does not exist');
    expect(sent(fake)).toEqual(['DELETE /repos/acme/docs/issues/7/labels/absent']);
  });
});
