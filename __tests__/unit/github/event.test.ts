// The workflow event (src/github/event.ts): the payload file GitHub writes, the issue or pull request
// it is about (real webhook payloads), the issue as a prompt, and who counts as a bot.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realEvent } from '../../../__fixtures__/webhooks.js';
import { mergedPayload } from '../../../__fixtures__/pull-request-payloads.js';
import {
  isBot,
  issueAsPrompt,
  issueOfEvent,
  readEvent,
  type IssueRef,
} from '../../../src/github/event.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'event-test-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** GITHUB_EVENT_PATH pointing to a file with this text. */
function eventFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('readEvent: GITHUB_EVENT_NAME and the payload at GITHUB_EVENT_PATH', () => {
  test('the name and the payload as GitHub wrote them', () => {
    const { payload } = realEvent('issues', 'opened');
    const path = eventFile('issues.json', JSON.stringify(payload));
    expect(readEvent({ GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: path })).toEqual({
      name: 'issues',
      payload,
    });
  });

  test('no path (or an empty one): the name and an empty payload', () => {
    expect(readEvent({ GITHUB_EVENT_NAME: 'workflow_dispatch' })).toEqual({
      name: 'workflow_dispatch',
      payload: {},
    });
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '' })).toEqual({
      name: 'push',
      payload: {},
    });
  });

  test('no name: an empty one', () => {
    const path = eventFile('named.json', '{"action":"opened"}');
    expect(readEvent({ GITHUB_EVENT_PATH: path })).toEqual({
      name: '',
      payload: { action: 'opened' },
    });
    expect(readEvent({})).toEqual({ name: '', payload: {} });
  });

  test('a missing file, text that is not JSON, or JSON that is not an object: an empty payload', () => {
    const cases: Array<[string, string | undefined]> = [
      ['missing.json', undefined],
      ['broken.json', '{"action": '],
      ['null.json', 'null'],
      ['number.json', '42'],
      ['string.json', '"issues"'],
      ['false.json', 'false'],
    ];
    for (const [name, text] of cases) {
      const path = text === undefined ? join(dir, name) : eventFile(name, text);
      expect(readEvent({ GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: path })).toEqual({
        name: 'issues',
        payload: {},
      });
    }
  });

  test('GITHUB_ACTOR, who started the run, whatever became of the payload', () => {
    const path = eventFile('actor.json', '{"action":"opened"}');
    const read = (env: NodeJS.ProcessEnv) => readEvent({ GITHUB_EVENT_NAME: 'push', ...env }).actor;
    expect(read({ GITHUB_ACTOR: 'octocat', GITHUB_EVENT_PATH: path })).toBe('octocat');
    expect(read({ GITHUB_ACTOR: 'octocat' })).toBe('octocat');
    expect(read({ GITHUB_ACTOR: 'octocat', GITHUB_EVENT_PATH: join(dir, 'none.json') })).toBe(
      'octocat',
    );
    expect(read({ GITHUB_EVENT_PATH: path })).toBeUndefined();
    expect(readEvent({ GITHUB_ACTOR: '' })).toStrictEqual({
      name: '',
      payload: {},
      actor: undefined,
    });
  });
});

describe('issueOfEvent: the issue or pull request the event is about', () => {
  test('an issue (issues opened)', () => {
    expect(issueOfEvent(realEvent('issues', 'opened'))).toEqual({
      number: 1,
      title: 'Spelling error in the README file',
      body: "It looks like you accidently spelled 'commit' with two 't's.",
      url: 'https://github.com/Codertocat/Hello-World/issues/1',
      isPullRequest: false,
    });
  });

  test('a comment on a pull request: the issue object carries pull_request', () => {
    const event = realEvent('issue_comment', 'created', {}, { on: 'pull_request' });
    expect(event.payload.pull_request).toBeUndefined();
    expect(issueOfEvent(event)).toEqual({
      number: 2,
      title: 'Update the README with new information.',
      body: 'This is a pretty simple change that we need to pull into master.',
      url: 'https://github.com/Codertocat/Hello-World/pull/2',
      isPullRequest: true,
    });
  });

  test('a comment on an issue is not about a pull request', () => {
    const issue = issueOfEvent(realEvent('issue_comment', 'created'));
    expect(issue?.number).toBe(1);
    expect(issue?.isPullRequest).toBe(false);
  });

  test('a pull_request event: the pull request', () => {
    expect(issueOfEvent({ name: 'pull_request', payload: mergedPayload(5) })).toEqual({
      number: 5,
      title: 'Update the README with new information.',
      body: 'This is a pretty simple change that we need to pull into master.',
      url: 'https://github.com/Codertocat/Hello-World/pull/2',
      isPullRequest: true,
    });
  });

  test('the issue wins when a payload has both', () => {
    const issue = issueOfEvent({
      name: 'x',
      payload: { issue: { number: 3, title: 'Issue' }, pull_request: { number: 4 } },
    });
    expect(issue).toEqual({ number: 3, title: 'Issue', body: '', url: '', isPullRequest: true });
  });

  test('a body GitHub sends as null, and text fields of another type, are empty', () => {
    const event = realEvent('issues', 'opened', { 'issue.body': null });
    expect(issueOfEvent(event)?.body).toBe('');
    expect(
      issueOfEvent({
        name: 'issues',
        payload: { issue: { number: 9, title: 5, body: ['b'], html_url: { href: 'u' } } },
      }),
    ).toEqual({ number: 9, title: '', body: '', url: '', isPullRequest: false });
  });

  test('nothing to be about: no item, null, or no number', () => {
    const nothing = [
      {},
      { issue: null },
      { pull_request: null },
      { issue: 'text' },
      { issue: { title: 'no number' } },
      { issue: { number: '7' } },
      { pull_request: { number: null } },
    ];
    for (const payload of nothing) {
      expect(issueOfEvent({ name: 'issues', payload })).toBeUndefined();
    }
  });
});

describe('issueAsPrompt: title, body and address, trimmed, a blank line apart', () => {
  const issue = (fields: Partial<IssueRef>): IssueRef => ({
    number: 1,
    title: '',
    body: '',
    url: '',
    isPullRequest: false,
    ...fields,
  });

  test('all three', () => {
    expect(
      issueAsPrompt(
        issue({
          title: '  Fix the login  ',
          body: '\n\nThe button does nothing.\n  ',
          url: 'https://github.com/acme/app/issues/1',
        }),
      ),
    ).toBe('Fix the login\n\nThe button does nothing.\n\nhttps://github.com/acme/app/issues/1');
  });

  test('an empty or blank part is left out', () => {
    expect(issueAsPrompt(issue({ title: 'Fix it', body: '  \n ', url: 'https://x/1' }))).toBe(
      'Fix it\n\nhttps://x/1',
    );
    expect(issueAsPrompt(issue({ body: 'Only a body' }))).toBe('Only a body');
    expect(issueAsPrompt(issue({}))).toBe('');
  });
});

describe('isBot: an app or bot, never an instruction', () => {
  test('type Bot, or a login ending in [bot]', () => {
    expect(isBot({ login: 'renovate', type: 'Bot' })).toBe(true);
    expect(isBot({ login: 'dependabot[bot]', type: 'User' })).toBe(true);
    expect(isBot({ login: 'github-actions[bot]' })).toBe(true);
  });

  test('a person, an odd login, or no user at all is not', () => {
    expect(isBot({ login: 'octocat', type: 'User' })).toBe(false);
    expect(isBot({ login: '[bot]octocat', type: 'User' })).toBe(false);
    expect(isBot({ login: 'bot', type: 'bot' })).toBe(false);
    expect(isBot({ login: 42, type: 'User' })).toBe(false);
    expect(isBot({})).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });

  test('the sender of a real payload', () => {
    const { payload } = realEvent('issue_comment', 'created');
    expect(isBot(payload.sender as { login: string })).toBe(false);
    const bot = realEvent('issue_comment', 'created', {
      'sender.login': 'app[bot]',
      'sender.type': 'Bot',
    });
    expect(isBot(bot.payload.sender as { login: string })).toBe(true);
  });
});
