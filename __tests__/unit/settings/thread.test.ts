import { describe, expect, test } from '@jest/globals';
import type { GitHubEvent } from '../../../src/github/event.js';
import { readThreadSettings } from '../../../src/settings/thread.js';
import type { ActionName, InputReader, ThreadSettings } from '../../../src/settings/types.js';

type Inputs = Readonly<Record<string, string>>;

const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };
const keep = (text: string): string => text;

function thread(
  values: Inputs,
  event: GitHubEvent = DISPATCH,
  action: ActionName = 'root',
): ThreadSettings {
  const input: InputReader = (name) => values[name] ?? '';
  return readThreadSettings(input, event, keep, action);
}

const ISSUE = { number: 7, title: 'Docs', body: '', html_url: 'https://github.com/a/b/issues/7' };

/** An `issues` event with this action and label, sent by a person. */
function labelEvent(action: string, label: unknown = { name: 'agent' }): GitHubEvent {
  return {
    name: 'issues',
    payload: { action, label, issue: ISSUE, sender: { login: 'ann', type: 'User' } },
  };
}

/** An `issue_comment` event: a new comment with this body (none when undefined), by this sender. */
function commentEvent(
  body: string | undefined,
  sender: { login?: string; type?: string } = { login: 'ann', type: 'User' },
): GitHubEvent {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: ISSUE,
      comment: { id: 77, ...(body !== undefined && { body }), user: sender },
      sender,
    },
  };
}

describe('remove-label', () => {
  test('on a labeled event with remove-label: true, the label that was added is removed', () => {
    expect(thread({ 'remove-label': 'true' }, labelEvent('labeled')).labelToRemove).toBe('agent');
  });

  test('off unless set: the label stays', () => {
    expect(thread({}, labelEvent('labeled')).labelToRemove).toBeUndefined();
    expect(
      thread({ 'remove-label': 'false' }, labelEvent('labeled')).labelToRemove,
    ).toBeUndefined();
  });

  test.each(['unlabeled', 'opened', ''])(
    'on an event with action %j there is no label to remove',
    (action) => {
      expect(thread({ 'remove-label': 'true' }, labelEvent(action)).labelToRemove).toBeUndefined();
    },
  );

  test('a label without a name, or no label, is not removed', () => {
    expect(
      thread({ 'remove-label': 'true' }, labelEvent('labeled', { name: 5 })).labelToRemove,
    ).toBeUndefined();
    expect(
      thread({ 'remove-label': 'true' }, labelEvent('labeled', null)).labelToRemove,
    ).toBeUndefined();
  });

  test('a value that is no boolean is an input error naming remove-label', () => {
    expect(() => thread({ 'remove-label': 'yes' }, labelEvent('labeled'))).toThrow(
      "remove-label 'yes' is not a boolean: use true or false",
    );
  });
});

describe('sender: the person mentioned in the result', () => {
  test('a person who sent the event', () => {
    expect(thread({}, labelEvent('labeled')).sender).toBe('ann');
  });

  test.each([
    ['an app (type Bot)', { login: 'docs-app', type: 'Bot' }],
    ['a bot by its login', { login: 'renovate[bot]', type: 'User' }],
  ])('not %s', (_who, sender) => {
    const event: GitHubEvent = {
      name: 'issues',
      payload: { action: 'opened', issue: ISSUE, sender },
    };
    expect(thread({}, event).sender).toBeUndefined();
  });

  test('no one when the event has no sender, or one without a login (or an empty one)', () => {
    expect(thread({}, DISPATCH).sender).toBeUndefined();
    const noLogin: GitHubEvent = {
      name: 'issues',
      payload: { issue: ISSUE, sender: { type: 'User' } },
    };
    expect(thread({}, noLogin).sender).toBeUndefined();
    const emptyLogin: GitHubEvent = {
      name: 'issues',
      payload: { issue: ISSUE, sender: { login: '', type: 'User' } },
    };
    expect(thread({}, emptyLogin).sender).toBeUndefined();
  });
});

describe('answersFailures: a failure before any job is answered on the thread', () => {
  test.each<[string, GitHubEvent]>([
    ['workflow_dispatch', DISPATCH],
    ['issues', labelEvent('labeled')],
    ['schedule', { name: 'schedule', payload: {} }],
  ])('on %s: always', (_name, event) => {
    expect(thread({}, event).answersFailures).toBe(true);
  });

  test('on a comment that starts with the trigger phrase, by a person', () => {
    expect(thread({}, commentEvent('/agent fix the typo')).answersFailures).toBe(true);
    expect(thread({}, commentEvent('  /agent')).answersFailures).toBe(true);
  });

  test('with trigger-phrase set, its phrase counts and /agent does not', () => {
    expect(thread({ 'trigger-phrase': '@docs' }, commentEvent('@docs go')).answersFailures).toBe(
      true,
    );
    expect(thread({ 'trigger-phrase': '@docs' }, commentEvent('/agent go')).answersFailures).toBe(
      false,
    );
  });

  test.each(['thanks!', 'please /agent fix it', '/agents fix it', ''])(
    'not on a comment %j that is no instruction',
    (body) => {
      expect(thread({}, commentEvent(body)).answersFailures).toBe(false);
    },
  );

  test.each(['/agent', 'Stryker', 'Stryker was here!'])(
    'not on a comment without a body, whatever the trigger phrase (%j)',
    (phrase) => {
      expect(thread({ 'trigger-phrase': phrase }, commentEvent(undefined)).answersFailures).toBe(
        false,
      );
    },
  );

  test.each([
    ['an app (type Bot)', { login: 'docs-app', type: 'Bot' }],
    ['a bot by its login', { login: 'github-actions[bot]', type: 'User' }],
  ])('not on a comment with the trigger phrase by %s', (_who, sender) => {
    const settings = thread({}, commentEvent('/agent fix the typo', sender));
    expect(settings.answersFailures).toBe(false);
    expect(settings.sender).toBeUndefined();
  });
});

describe('a sweep has no thread of its own: a failure is answered on no thread', () => {
  test.each<[string, GitHubEvent]>([
    ['workflow_dispatch', DISPATCH],
    ['issues', labelEvent('labeled')],
    ['an instruction comment', commentEvent('/agent fix the typo')],
  ])(
    'on %s, the sweep action answers no failure, on no thread, and nobody asked',
    (_name, event) => {
      const sweep = thread({}, event, 'sweep');
      expect(sweep.answersFailures).toBe(false);
      expect(sweep.issueNumber).toBeUndefined();
      expect(sweep.asker).toEqual({ kind: 'nobody' });
      expect(thread({}, event).answersFailures).toBe(true);
    },
  );
});

describe('only the root action answers on its event’s issue; a sub-action on issue-number alone', () => {
  test.each<[ActionName, number | undefined]>([
    ['root', 7],
    ['digest', undefined],
    ['automation', undefined],
  ])('the %s action on a labelled issue: thread %p', (action, number) => {
    expect(thread({}, labelEvent('labeled'), action).issueNumber).toBe(number);
    expect(thread({ 'issue-number': '9' }, labelEvent('labeled'), action).issueNumber).toBe(9);
  });
});

describe('dry-run: a dry run answers nowhere, not even an input error', () => {
  test.each<[string, GitHubEvent]>([
    ['workflow_dispatch', DISPATCH],
    ['issues', labelEvent('labeled')],
    ['an instruction comment', commentEvent('/agent fix the typo')],
  ])('on %s, dry-run: true answers no failure on the thread', (_name, event) => {
    const settings = thread({ 'dry-run': 'true' }, event);
    expect(settings.dryRun).toBe(true);
    expect(settings.answersFailures).toBe(false);
  });

  test('off unless set', () => {
    expect(thread({}).dryRun).toBe(false);
    expect(thread({ 'dry-run': 'false' }).dryRun).toBe(false);
  });

  test('a value that is not a boolean is an input error', () => {
    expect(() => thread({ 'dry-run': 'yes' })).toThrow(
      "dry-run 'yes' is not a boolean: use true or false",
    );
  });
});

describe('who asked, and who may', () => {
  test('the label that was added, whatever remove-label says', () => {
    expect(thread({}, labelEvent('labeled')).eventLabel).toBe('agent');
    expect(thread({ 'remove-label': 'true' }, labelEvent('labeled')).eventLabel).toBe('agent');
    expect(thread({}, labelEvent('unlabeled')).eventLabel).toBeUndefined();
    expect(thread({}, labelEvent('labeled', { name: 5 })).eventLabel).toBeUndefined();
  });

  test('who asked is read from the event', () => {
    expect(thread({}, labelEvent('labeled')).asker).toEqual({
      kind: 'person',
      login: 'ann',
      provesWrite: false,
    });
  });

  test('min-permission and allowed-bots are read with the thread, so that their errors are answered', () => {
    expect(thread({ 'min-permission': 'write', 'allowed-bots': 'x[bot]' }).askerRules).toEqual({
      minPermission: 'write',
      allowedBots: new Set(['x']),
    });
    expect(() => thread({ 'min-permission': 'owner' })).toThrow(
      "min-permission 'owner' is not a repository permission",
    );
  });
});
