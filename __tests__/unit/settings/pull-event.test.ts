import { describe, expect, test } from '@jest/globals';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedAtHeadPayload,
  synchronizePayload,
} from '../../../__fixtures__/pull-request-payloads.js';

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
