import { describe, expect, test } from '@jest/globals';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedAtHeadPayload,
  synchronizePayload,
} from '../../../__fixtures__/pull-request-payloads.js';
import {
  pullRequestAsked,
  readCheckName,
  readDocsToken,
  readPullEvent,
} from '../../../src/settings/pull-event.js';
import type { PullEvent } from '../../../src/settings/types.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const KEY = { 'project-id': 'p1', 'api-key': 'mint_0123456789abcdef' };
const PROMPT = { ...KEY, prompt: 'Document it' };
const pr = (payload: Record<string, unknown>) => ({ name: 'pull_request', payload });

describe('a pull request event asks for its docs job', () => {
  test('a label on an open pull request, and a push: its head read, lower case', () => {
    const labeled = settingsFrom(KEY, pr(labeledPayload(A)));
    expect(labeled.asked).toMatchObject({
      kind: 'pull-request',
      event: { action: 'labeled', head: A, author: 'Codertocat' },
    });
    expect(settingsFrom(KEY, pr(synchronizePayload(A, B.toUpperCase()))).asked).toMatchObject({
      event: { action: 'synchronize', head: B },
    });
  });

  test('a given prompt or job-id is asked as before; a head that is no sha is no docs job', () => {
    expect(settingsFrom({ ...KEY, prompt: 'x' }, pr(labeledPayload(A))).asked.kind).toBe('create');
    expect(settingsFrom({ ...KEY, 'job-id': 'j1' }, pr(labeledPayload(A))).asked.kind).toBe(
      'watch',
    );
    expect(settingsFrom(KEY, pr(labeledPayload('HEAD'))).asked).toMatchObject({
      kind: 'create',
      ask: { source: 'issue' },
    });
  });

  test('closed unmerged lets go when it has something to write; a merge is docs follow code', () => {
    expect(settingsFrom(KEY, pr(closedAtHeadPayload(A))).asked).toMatchObject({
      kind: 'pull-request',
      event: { action: 'closed' },
    });
    expect(
      settingsFrom({ ...KEY, comment: 'false', 'docs-token': 'ghs_x' }, pr(closedAtHeadPayload(A)))
        .asked.kind,
    ).toBe('pull-request');
    const merged = settingsFrom(KEY, pr(mergedAtHeadPayload(A)));
    expect(merged.asked).toMatchObject({ kind: 'create', ask: { source: 'pull-request' } });
    expect(merged.pullEvent).toMatchObject({ action: 'merged', head: A });
  });

  test('docs-token on one line; check-name as given', () => {
    expect(() => settingsFrom({ ...PROMPT, 'docs-token': 'two words' })).toThrow(
      /docs-token contains spaces/,
    );
    expect(settingsFrom({ ...PROMPT, 'check-name': 'Docs' }).checkName).toBe('Docs');
    expect(() => settingsFrom({ ...PROMPT, 'check-name': 'a\nb' })).toThrow(/check-name/);
  });
});

describe('readPullEvent: the pull request a docs job follows', () => {
  const withPull = (payload: Record<string, unknown>, pull: Record<string, unknown>) => ({
    ...payload,
    pull_request: { ...(payload.pull_request as Record<string, unknown>), ...pull },
  });

  test('pull_request and pull_request_target alike; any other event has none', () => {
    const payload = labeledPayload(A);
    expect(readPullEvent({ name: 'pull_request_target', payload })).toMatchObject({
      action: 'labeled',
      head: A,
      pr: { number: 2, state: 'open', merged: false },
    });
    for (const name of ['push', 'issues', 'workflow_dispatch', 'pull_request_review']) {
      expect(readPullEvent({ name, payload })).toBeUndefined();
    }
  });

  test.each([
    ['opened', 'other'],
    ['reopened', 'other'],
    ['edited', 'other'],
    [undefined, 'other'],
    ['labeled', 'labeled'],
    ['synchronize', 'synchronize'],
  ])('action %s reads as %s', (action, read) => {
    expect(readPullEvent(pr({ ...labeledPayload(A), action }))?.action).toBe(read);
  });

  test('closed: merged or not', () => {
    expect(readPullEvent(pr(closedAtHeadPayload(A)))?.action).toBe('closed');
    expect(readPullEvent(pr(mergedAtHeadPayload(A)))?.action).toBe('merged');
  });

  test('the author unless a bot', () => {
    expect(readPullEvent(pr(labeledPayload(A)))?.author).toBe('Codertocat');
    const bot = { login: 'renovate[bot]', type: 'Bot' };
    expect(readPullEvent(pr(withPull(labeledPayload(A), { user: bot })))?.author).toBeUndefined();
    const typed = { login: 'helper', type: 'Bot' };
    expect(readPullEvent(pr(withPull(labeledPayload(A), { user: typed })))?.author).toBeUndefined();
    const odd = { login: 7, type: 'User' };
    expect(readPullEvent(pr(withPull(labeledPayload(A), { user: odd })))?.author).toBeUndefined();
    expect(readPullEvent(pr(withPull(labeledPayload(A), { user: null })))).toMatchObject({
      head: A,
      author: undefined,
    });
  });

  test('no pull request, or a head that is not a sha: none', () => {
    expect(readPullEvent(pr({ action: 'labeled' }))).toBeUndefined();
    for (const head of [A.slice(1), `${A}0`, `z${A.slice(1)}`, 40, undefined]) {
      expect(
        readPullEvent(pr(withPull(labeledPayload(A), { head: { sha: head } }))),
      ).toBeUndefined();
    }
    expect(readPullEvent(pr(withPull(labeledPayload(A), { head: null })))).toBeUndefined();
  });

  test('the head in lower case', () => {
    expect(readPullEvent(pr(labeledPayload(B.toUpperCase())))?.head).toBe(B);
  });
});

describe('pullRequestAsked: when the event is a docs job', () => {
  const event = (action: PullEvent['action'], state = 'open'): PullEvent => {
    const read = readPullEvent(pr(labeledPayload(A)));
    if (!read) throw new Error('no event');
    return { ...read, action, pr: { ...read.pr, state } };
  };
  const none = { kind: 'none' } as const;
  const quiet = { comment: false, docsToken: '' };
  const talks = { comment: true, docsToken: '' };

  test('a label on an open pull request; not on a closed one', () => {
    expect(pullRequestAsked(none, event('labeled'), quiet)).toEqual({
      kind: 'pull-request',
      event: event('labeled'),
    });
    expect(pullRequestAsked(none, event('labeled', 'closed'), talks)).toBeUndefined();
  });

  test('a push, whatever the round can write', () => {
    expect(pullRequestAsked(none, event('synchronize'), quiet)?.kind).toBe('pull-request');
  });

  test('closed unmerged: with a comment to write or a docs-token to close it', () => {
    expect(pullRequestAsked(none, event('closed'), talks)?.kind).toBe('pull-request');
    expect(pullRequestAsked(none, event('closed'), { comment: false, docsToken: 'x' })?.kind).toBe(
      'pull-request',
    );
    expect(pullRequestAsked(none, event('closed'), quiet)).toBeUndefined();
  });

  test('a merge, or any other action, is no docs job', () => {
    expect(pullRequestAsked(none, event('merged'), talks)).toBeUndefined();
    expect(pullRequestAsked(none, event('other'), talks)).toBeUndefined();
  });

  test('no event, a given prompt or a job-id: asked as before', () => {
    expect(pullRequestAsked(none, undefined, talks)).toBeUndefined();
    const given = { kind: 'text', prompt: 'x', source: 'prompt' } as const;
    expect(pullRequestAsked(given, event('labeled'), talks)).toBeUndefined();
    const file = { kind: 'text', prompt: 'x', source: 'prompt-file' } as const;
    expect(pullRequestAsked(file, event('labeled'), talks)).toBeUndefined();
    const comment = { kind: 'text', prompt: 'x', source: 'comment' } as const;
    expect(pullRequestAsked(comment, event('labeled'), talks)).toBeUndefined();
    expect(pullRequestAsked(none, event('labeled'), { ...talks, jobId: 'j1' })).toBeUndefined();
  });

  test('the pull request’s own text is no prompt', () => {
    const fromIssue = { kind: 'text', prompt: 'the PR body', source: 'issue' } as const;
    expect(pullRequestAsked(fromIssue, event('labeled'), talks)?.kind).toBe('pull-request');
    expect(pullRequestAsked({ kind: 'pull-request' }, event('labeled'), talks)?.kind).toBe(
      'pull-request',
    );
  });
});

describe('docs-token and check-name', () => {
  const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

  test('docs-token as given, or none', () => {
    expect(readDocsToken(reader({ 'docs-token': 'ghs_abc' }))).toBe('ghs_abc');
    expect(readDocsToken(reader({}))).toBe('');
  });

  test.each(['a b', 'a\tb', 'a\nb', 'ab\u0000', 'a\u00a0b', 'ab '])(
    'a docs-token with white space or control characters (%j) is refused',
    (token) => {
      expect(() => readDocsToken(reader({ 'docs-token': token }))).toThrow(
        'docs-token contains spaces or line breaks: store the token alone in the secret, or pass the token output of actions/create-github-app-token',
      );
    },
  );

  test('check-name as given, up to 100 characters; empty for none', () => {
    expect(readCheckName(reader({ 'check-name': 'Docs check' }))).toBe('Docs check');
    expect(readCheckName(reader({ 'check-name': 'x'.repeat(100) }))).toBe('x'.repeat(100));
    expect(readCheckName(reader({}))).toBe('');
  });

  test.each(['x'.repeat(101), 'Docs\n', 'Do\u0007cs'])('check-name %j is refused', (name) => {
    expect(() => readCheckName(reader({ 'check-name': name }))).toThrow(
      'check-name is longer than 100 characters or has line breaks: give a short name such as Docs, or leave it empty for no check run',
    );
  });
});
