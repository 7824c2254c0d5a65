import { describe, expect, test } from '@jest/globals';
import {
  afterTriggerPhrase,
  readConversation,
  type Conversation,
  type ConversationRules,
} from '../../../src/settings/conversation.js';
import type { GitHubEvent } from '../../../src/github/event.js';

const RULES: ConversationRules = {
  triggerPhrase: '/agent',
  allowedAssociations: new Set(['OWNER', 'MEMBER', 'COLLABORATOR']),
  allowedBots: new Set(),
};

interface CommentFields {
  id?: unknown;
  body?: unknown;
  login?: unknown;
  type?: unknown;
  association?: unknown;
}

function commentEvent(fields: CommentFields = {}, action: unknown = 'created'): GitHubEvent {
  return {
    name: 'issue_comment',
    payload: {
      action,
      comment: {
        id: 'id' in fields ? fields.id : 1234567890123,
        body: 'body' in fields ? fields.body : '/agent document the retry option',
        user: {
          login: 'login' in fields ? fields.login : 'octocat',
          type: 'type' in fields ? fields.type : 'User',
        },
        author_association: 'association' in fields ? fields.association : 'MEMBER',
      },
      issue: { number: 7, title: 'Retries', body: '', html_url: 'https://github.com/a/b/issues/7' },
    },
  };
}

function reasonOf(conversation: Conversation): string {
  if (conversation.kind !== 'skip') throw new Error(`expected a skip, got ${conversation.kind}`);
  return conversation.reason;
}

describe('readConversation', () => {
  test('a created /agent comment by a member is an instruction: the comment id, the rest of the comment, the author', () => {
    expect(readConversation(commentEvent(), RULES)).toEqual({
      kind: 'instruction',
      commentId: 1234567890123,
      text: 'document the retry option',
      author: 'octocat',
    });
  });

  test.each(['OWNER', 'MEMBER', 'COLLABORATOR'])('%s may instruct by default', (association) => {
    expect(readConversation(commentEvent({ association }), RULES).kind).toBe('instruction');
  });

  test.each(['NONE', 'CONTRIBUTOR', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN'])(
    '%s may not, and the reason names who may (allowed-associations)',
    (association) => {
      const reason = reasonOf(readConversation(commentEvent({ association }), RULES));
      expect(reason).toContain('octocat');
      expect(reason).toContain(association.toLowerCase());
      expect(reason).toMatch(/OWNER, MEMBER, COLLABORATOR/);
      expect(reason).toContain('allowed-associations');
    },
  );

  test('a missing author_association counts as NONE', () => {
    const reason = reasonOf(readConversation(commentEvent({ association: undefined }), RULES));
    expect(reason).toMatch(/none/);
  });

  test('the allowed associations are the configured ones', () => {
    const rules = { ...RULES, allowedAssociations: new Set(['CONTRIBUTOR']) };
    expect(readConversation(commentEvent({ association: 'CONTRIBUTOR' }), rules).kind).toBe(
      'instruction',
    );
    expect(readConversation(commentEvent({ association: 'OWNER' }), rules).kind).toBe('skip');
  });

  test.each(['edited', 'deleted'])('a comment that was %s (not created) is skipped', (action) => {
    const reason = reasonOf(readConversation(commentEvent({}, action), RULES));
    expect(reason).toContain(action);
    expect(reason).toMatch(/new comment/);
  });

  test('an event without an action is skipped', () => {
    const payload = { ...commentEvent().payload };
    delete payload.action;
    expect(readConversation({ name: 'issue_comment', payload }, RULES).kind).toBe('skip');
  });

  test('a bot (user type Bot) is never followed, even with an allowed association', () => {
    const event = commentEvent({ login: 'helper', type: 'Bot', association: 'OWNER' });
    expect(reasonOf(readConversation(event, RULES))).toMatch(/bot \(helper\)/);
  });

  test('a bot allowed-bots lists is followed, whatever its association', () => {
    const rules = { ...RULES, allowedBots: new Set(['renovate']) };
    const event = commentEvent({ login: 'renovate[bot]', type: 'Bot', association: 'NONE' });
    expect(readConversation(event, rules)).toEqual({
      kind: 'instruction',
      commentId: 1234567890123,
      text: 'document the retry option',
      author: 'renovate[bot]',
    });
    const other = commentEvent({ login: 'helper[bot]', type: 'Bot', association: 'MEMBER' });
    expect(reasonOf(readConversation(other, rules))).toMatch(/bot \(helper\[bot\]\)/);
    const anyBot = { ...RULES, allowedBots: 'any' as const };
    expect(readConversation(other, anyBot)).toMatchObject({ kind: 'instruction' });
  });

  test('a listed bot still needs the trigger phrase', () => {
    const rules = { ...RULES, allowedBots: new Set(['renovate']) };
    const event = commentEvent({ login: 'renovate[bot]', type: 'Bot', body: 'bump deps' });
    expect(reasonOf(readConversation(event, rules))).toMatch(/does not start with/);
  });

  test('a login ending in [bot] is a bot whatever its type says', () => {
    const event = commentEvent({ login: 'renovate[bot]', type: 'User' });
    expect(reasonOf(readConversation(event, RULES))).toMatch(/bot/);
  });

  test('a comment with the action’s marker is its own and never an instruction', () => {
    const body = '/agent do it\n<!-- agent-job-action job-id=job_1 status=active -->';
    expect(reasonOf(readConversation(commentEvent({ body }), RULES))).toMatch(/own/);
  });

  test.each([
    ['not starting with the phrase', 'please /agent do it'],
    ['the phrase glued to a word', '/agentx do it'],
    ['the phrase in another case', '/Agent do it'],
    ['quoting an instruction', '> /agent do it'],
    ['empty', ''],
  ])('a comment %s is skipped, naming the phrase', (_, body) => {
    expect(reasonOf(readConversation(commentEvent({ body }), RULES))).toContain("'/agent'");
  });

  test('a comment that is only the phrase asks about the issue’s job', () => {
    const conversation = readConversation(commentEvent({ body: '/agent  \n ' }), RULES);
    expect(conversation).toEqual({
      kind: 'ask',
      commentId: expect.any(Number),
      author: expect.any(String),
    });
  });

  test('the phrase alone from someone not allowed is still skipped', () => {
    const conversation = readConversation(
      commentEvent({ body: '/agent', association: 'NONE' }),
      RULES,
    );
    expect(reasonOf(conversation)).toMatch(/allowed-associations/);
  });

  test.each([42, null, undefined, ['/agent go']])(
    'a comment whose body is not text (%j) is no comment, whatever the phrase',
    (body) => {
      for (const triggerPhrase of ['/agent', '42', 'null', 'undefined']) {
        const conversation = readConversation(commentEvent({ body }), { ...RULES, triggerPhrase });
        expect(reasonOf(conversation)).toBe('the event carries no comment');
      }
    },
  );

  test('an event without a comment, or with a comment without a numeric id, is skipped', () => {
    const noComment: GitHubEvent = { name: 'issue_comment', payload: { action: 'created' } };
    expect(reasonOf(readConversation(noComment, RULES))).toMatch(/no comment/);
    expect(reasonOf(readConversation(commentEvent({ id: '12' }), RULES))).toMatch(/no comment/);
  });

  test.each([null, 'hello', 1234, true, [1234]])(
    'a comment that is not an object (%j) is skipped as no comment',
    (comment) => {
      const event: GitHubEvent = { name: 'issue_comment', payload: { action: 'created', comment } };
      expect(reasonOf(readConversation(event, RULES))).toBe('the event carries no comment');
    },
  );

  test('a missing user is not a crash: the author is called "someone" and the association rule applies', () => {
    const event: GitHubEvent = {
      name: 'issue_comment',
      payload: { action: 'created', comment: { id: 1, body: '/agent go' } },
    };
    const reason = reasonOf(readConversation(event, RULES));
    expect(reason).toMatch(/^someone is none here, and only OWNER, MEMBER, COLLABORATOR may/);
  });

  test('an instruction from a comment whose login is not text names its author "someone"', () => {
    expect(readConversation(commentEvent({ login: 42 }), RULES)).toEqual({
      kind: 'instruction',
      commentId: 1234567890123,
      text: 'document the retry option',
      author: 'someone',
    });
  });

  test('a custom trigger phrase replaces /agent', () => {
    const rules = { ...RULES, triggerPhrase: '@docs-bot' };
    expect(readConversation(commentEvent({ body: '@docs-bot fix typos' }), rules)).toMatchObject({
      kind: 'instruction',
      text: 'fix typos',
    });
    expect(readConversation(commentEvent({ body: '/agent fix typos' }), rules).kind).toBe('skip');
  });

  test('the text of the instruction keeps its lines and is never interpreted', () => {
    const body = '/agent\nstep 1: `rm -rf /`\nstep 2: $(whoami) ${{ secrets.X }}';
    expect(readConversation(commentEvent({ body }), RULES)).toMatchObject({
      kind: 'instruction',
      text: 'step 1: `rm -rf /`\nstep 2: $(whoami) ${{ secrets.X }}',
    });
  });
});

describe('afterTriggerPhrase', () => {
  test.each<[string, string | undefined]>([
    ['/agent fix the typo', 'fix the typo'],
    ['/agent', ''],
    ['/agent   ', ''],
    ['  \n/agent fix', 'fix'],
    ['/agent\tfix', 'fix'],
    ['/agent\nfix\n\nmore  ', 'fix\n\nmore'],
    ['/agent\r\nfix', 'fix'],
    ['/agentx fix', undefined],
    ['/agent-please fix', undefined],
    ['/agent: fix', undefined],
    ['fix /agent', undefined],
    ['', undefined],
  ])('%j → %j', (body, expected) => {
    expect(afterTriggerPhrase(body, '/agent')).toBe(expected);
  });

  test('an empty phrase matches nothing', () => {
    expect(afterTriggerPhrase('/agent fix', '')).toBeUndefined();
    expect(afterTriggerPhrase('anything', '')).toBeUndefined();
  });

  test('a phrase with characters special in regular expressions is taken literally', () => {
    expect(afterTriggerPhrase('@docs.bot (v2) go', '@docs.bot (v2)')).toBe('go');
    expect(afterTriggerPhrase('@docsXbot (v2) go', '@docs.bot (v2)')).toBeUndefined();
  });
});
