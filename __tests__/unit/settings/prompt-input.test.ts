import { describe, expect, test } from '@jest/globals';
import { mergedPayload } from '../../../__fixtures__/pull-request-payloads.js';
import { InputError } from '../../../src/common/errors.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import type { Conversation } from '../../../src/settings/conversation.js';
import { askedOf, readPrompt, type GivenPrompt } from '../../../src/settings/prompt-input.js';
import type { InputReader } from '../../../src/settings/types.js';

type Inputs = Readonly<Record<string, string>>;

const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };
const NO_PROMPT =
  'no prompt: set prompt or prompt-file to start a job, or job-id to wait for an existing one';
const keep = (text: string): string => text;

function given(
  values: Inputs,
  event: GitHubEvent = DISPATCH,
  conversation?: Conversation,
  jobId?: string,
): GivenPrompt {
  const input: InputReader = (name) => values[name] ?? '';
  return readPrompt(input, { workspace: '/nonexistent', event }, jobId, conversation, keep);
}

const INSTRUCTION: Conversation = {
  kind: 'instruction',
  commentId: 77,
  text: 'Fix the typo',
  author: 'ann',
};

/** A pull request as an event carries it, with its text for the prompt. */
const PULL = {
  number: 3,
  title: 'Add the CLI page',
  body: 'See the spec.',
  html_url: 'https://github.com/a/b/pull/3',
};

describe('the comment as the instruction', () => {
  test('the comment alone, when no prompt is given', () => {
    expect(given({}, DISPATCH, INSTRUCTION)).toEqual({
      kind: 'text',
      prompt: 'Fix the typo',
      source: 'comment',
    });
  });

  test('a given prompt stands before it, a blank line between them', () => {
    expect(given({ prompt: 'Follow the style guide.' }, DISPATCH, INSTRUCTION)).toEqual({
      kind: 'text',
      prompt: 'Follow the style guide.\n\nFix the typo',
      source: 'comment',
    });
  });

  test.each<[string, Conversation]>([
    ['is skipped', { kind: 'skip', reason: 'the comment does not start with /agent' }],
    ['is the trigger phrase alone', { kind: 'ask', commentId: 77, author: 'ann' }],
  ])('a comment that %s needs no prompt, and a given one is not sent', (_what, conversation) => {
    expect(given({}, DISPATCH, conversation)).toEqual({ kind: 'none' });
    expect(given({ prompt: 'Follow the style guide.' }, DISPATCH, conversation)).toEqual({
      kind: 'none',
    });
  });
});

describe('no prompt given', () => {
  test('issue-number on workflow_dispatch: its merged pull request is documented', () => {
    expect(given({ 'issue-number': '5' })).toEqual({ kind: 'pull-request' });
  });

  test('issue-number on another event is no prompt: an input error', () => {
    const read = () => given({ 'issue-number': '5' }, { name: 'schedule', payload: {} });
    expect(read).toThrow(InputError);
    expect(read).toThrow(NO_PROMPT);
  });

  test.each(['pull_request', 'pull_request_target'])(
    'a pull request closed on %s is documented',
    (name) => {
      expect(given({}, { name, payload: mergedPayload() })).toEqual({ kind: 'pull-request' });
    },
  );

  test.each(['issues', 'pull_request', 'pull_request_target'])(
    'on %s the issue or pull request becomes the prompt',
    (name) => {
      const payload = name === 'issues' ? { issue: PULL } : { pull_request: PULL };
      expect(given({}, { name, payload: { action: 'opened', ...payload } })).toEqual({
        kind: 'text',
        prompt: 'Add the CLI page\n\nSee the spec.\n\nhttps://github.com/a/b/pull/3',
        source: 'issue',
      });
    },
  );

  test('another event carrying a closed pull request is neither documented nor made a prompt', () => {
    const read = () => given({}, { name: 'pull_request_review', payload: mergedPayload() });
    expect(read).toThrow(InputError);
    expect(read).toThrow(NO_PROMPT);
  });
});

describe('what is asked', () => {
  const context = {
    jobId: undefined,
    conversation: undefined,
    includeIssueContext: true,
    issueNumberText: '',
  };
  const prompt: GivenPrompt = { kind: 'text', prompt: 'Update the guide.', source: 'prompt' };

  test('a prompt on a merged pull request, with include-issue-context, carries the pull request', () => {
    const event: GitHubEvent = { name: 'pull_request', payload: mergedPayload(12) };
    const asked = askedOf(prompt, { ...context, event });
    expect(asked).toMatchObject({
      kind: 'create',
      ask: {
        source: 'prompt',
        prompt: 'Update the guide.',
        pullRequest: { number: 12, fromEvent: { number: 12, merged: true } },
      },
    });
  });

  test('a prompt on another event carrying a merged pull request is the prompt alone', () => {
    const event: GitHubEvent = { name: 'pull_request_review', payload: mergedPayload(12) };
    expect(askedOf(prompt, { ...context, event })).toEqual({
      kind: 'create',
      ask: { source: 'prompt', prompt: 'Update the guide.' },
    });
  });
});
