// How a round reads on the thread (src/round/plan.ts): above all, what the person asked, quoted
// in the result as they wrote it.
import { describe, expect, test } from '@jest/globals';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import { planned, shownOf } from '../../../src/round/plan.js';
import type { Conversation } from '../../../src/settings/conversation.js';
import type { JobInput, Settings } from '../../../src/settings/types.js';

const REQUIRED = { 'project-id': 'proj_1', 'api-key': 'mint_0123456789abcdefXYZ' };

const ISSUE = {
  number: 7,
  title: 'Document the CLI',
  body: 'Add a page for `agent run`.',
  html_url: 'https://github.com/acme/app/issues/7',
};

const labeled: GitHubEvent = { name: 'issues', payload: { action: 'labeled', issue: ISSUE } };

/** A new comment on issue #7 by its owner. */
const commented = (body: string): GitHubEvent => ({
  name: 'issue_comment',
  payload: {
    action: 'created',
    issue: ISSUE,
    comment: {
      id: 77,
      body,
      user: { login: 'ann', type: 'User' },
      author_association: 'OWNER',
    },
  },
});

function settings(inputs: Record<string, string>, event: GitHubEvent): Settings {
  return settingsFrom({ ...REQUIRED, ...inputs }, event);
}

/** The round the settings ask for, as the thread shows it. */
function shown(s: Settings) {
  const { asked } = s;
  if (asked.kind !== 'create' && asked.kind !== 'follow-up') throw new Error(asked.kind);
  return planned(asked, s).shown;
}

describe('what the person asked, as the result quotes it', () => {
  test('an issue that is the prompt: its title and body apart, not the prompt made of them', () => {
    const s = settings({}, labeled);
    expect(s.asked).toMatchObject({ kind: 'create', ask: { source: 'issue' } });
    expect(shown(s)).toEqual({
      action: 'start',
      request: { title: 'Document the CLI', text: 'Add a page for `agent run`.' },
      documentsPullRequest: false,
    });
  });

  test('a given prompt on an issue event: the prompt, not the issue', () => {
    const s = settings({ prompt: 'Only this' }, labeled);
    expect(s.issue).toBeDefined();
    expect(shown(s)).toEqual({
      action: 'start',
      request: { text: 'Only this' },
      documentsPullRequest: false,
    });
  });

  test("a comment's instruction: the comment's words, without the workflow's prompt sent before them", () => {
    const s = settings({ prompt: 'Keep it short' }, commented('/agent Fix the typo'));
    expect(s.asked).toEqual({
      kind: 'create',
      ask: { source: 'comment', prompt: 'Keep it short\n\nFix the typo' },
    });
    expect(shown(s).request).toEqual({ text: 'Fix the typo' });
  });

  test("a follow-up from a comment quotes the comment's words too", () => {
    const s = settings(
      { prompt: 'Keep it short', 'job-id': 'job_1' },
      commented('/agent Fix the typo'),
    );
    expect(shown(s)).toEqual({
      action: 'follow-up',
      request: { text: 'Fix the typo' },
      documentsPullRequest: false,
    });
  });

  test("only a comment's ask is quoted as the comment: another ask is quoted as itself", () => {
    const instruction: Conversation = {
      kind: 'instruction',
      commentId: 77,
      text: 'Fix the typo',
      author: 'ann',
    };
    const ask: JobInput = { source: 'prompt', prompt: 'Only this' };
    const s = { conversation: instruction } as Settings;
    expect(shownOf({ kind: 'create', ask }, s).request).toEqual({ text: 'Only this' });
  });
});

describe('whether the round documents a pull request', () => {
  test("a push's ask: documented like a merged pull request, nothing quoted", () => {
    const ask: JobInput = {
      source: 'push',
      push: { branch: 'main', before: '1'.repeat(40), after: '2'.repeat(40) },
    };
    expect(shownOf({ kind: 'create', ask }, {} as Settings)).toStrictEqual({
      action: 'start',
      request: undefined,
      documentsPullRequest: true,
    });
  });
});
