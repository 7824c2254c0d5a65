// Who asked for the round, and the rules for who may (src/settings/asker.ts): pure, from the event
// and the inputs.
import { describe, expect, test } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { askerOf, botAllowed, readAskerRules } from '../../../src/settings/asker.js';

const redact = (text: string) => text.replaceAll('s3cret', '***');
const inputs =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('who asked', () => {
  test('a schedule and a run outside a workflow: nobody asked', () => {
    expect(askerOf({ name: 'schedule', payload: { sender: { login: 'x' } } })).toEqual({
      kind: 'nobody',
    });
    expect(askerOf({ name: '', payload: {} })).toEqual({ kind: 'nobody' });
  });

  test('a label: whoever added it (the sender), not the issue’s author', () => {
    const event = {
      name: 'issues',
      payload: {
        action: 'labeled',
        issue: { user: { login: 'outsider' } },
        sender: { login: 'maintainer', type: 'User' },
      },
    };
    expect(askerOf(event)).toEqual({ kind: 'person', login: 'maintainer', provesWrite: false });
  });

  test('a comment: its author, whoever the sender', () => {
    const event = {
      name: 'issue_comment',
      payload: {
        comment: { user: { login: 'writer', type: 'User' } },
        sender: { login: 'someone-else', type: 'User' },
      },
    };
    expect(askerOf(event)).toEqual({ kind: 'person', login: 'writer', provesWrite: false });
  });

  test('a comment with no author names nobody: unknown, never the sender', () => {
    const event = { name: 'issue_comment', payload: { sender: { login: 'maintainer' } } };
    expect(askerOf(event)).toEqual({
      kind: 'unknown',
      why: 'the issue_comment event names nobody',
    });
  });

  test('a dispatch: its sender, else the run’s actor; it proves write access', () => {
    expect(
      askerOf({ name: 'workflow_dispatch', payload: { sender: { login: 'a', type: 'User' } } }),
    ).toEqual({ kind: 'person', login: 'a', provesWrite: true });
    expect(askerOf({ name: 'workflow_dispatch', payload: {}, actor: 'b' })).toEqual({
      kind: 'person',
      login: 'b',
      provesWrite: true,
    });
    expect(askerOf({ name: 'workflow_dispatch', payload: { sender: { login: '' } } })).toEqual({
      kind: 'unknown',
      why: 'the workflow_dispatch event names nobody',
    });
  });

  test('any other event: its sender; the actor stands in for nobody else', () => {
    expect(
      askerOf({ name: 'pull_request', payload: { sender: { login: 'merger' } }, actor: 'x' }),
    ).toEqual({ kind: 'person', login: 'merger', provesWrite: false });
    expect(askerOf({ name: 'pull_request', payload: {}, actor: 'x' })).toEqual({
      kind: 'unknown',
      why: 'the pull_request event names nobody',
    });
    expect(askerOf({ name: 'push', payload: { sender: { login: 7 } } })).toEqual({
      kind: 'unknown',
      why: 'the push event names nobody',
    });
  });

  test.each(['push', 'repository_dispatch'])('a %s proves write access too', (name) => {
    expect(askerOf({ name, payload: { sender: { login: 'p', type: 'User' } } })).toEqual({
      kind: 'person',
      login: 'p',
      provesWrite: true,
    });
  });

  test.each(['pull_request', 'pull_request_target'])(
    'a merge (%s closed, merged): whoever merged it proves write access, a merge bot or queue too',
    (name) => {
      const merged = (sender: Record<string, unknown>) => ({
        name,
        payload: { action: 'closed', pull_request: { merged: true }, sender },
      });
      expect(askerOf(merged({ login: 'ann', type: 'User' }))).toEqual({
        kind: 'person',
        login: 'ann',
        provesWrite: true,
        merge: true,
      });
      for (const login of ['mergify[bot]', 'github-merge-queue[bot]']) {
        expect(askerOf(merged({ login, type: 'Bot' }))).toEqual({
          kind: 'bot',
          login,
          provesWrite: true,
          merge: true,
        });
      }
    },
  );

  test('closed without merging, another action on a merged pull request, or another event: no merge', () => {
    const sender = { login: 'mergify[bot]', type: 'Bot' };
    const noMerge = { kind: 'bot', login: 'mergify[bot]', provesWrite: false };
    const events = [
      {
        name: 'pull_request',
        payload: { action: 'closed', pull_request: { merged: false }, sender },
      },
      { name: 'pull_request', payload: { action: 'closed', pull_request: null, sender } },
      { name: 'pull_request', payload: { action: 'closed', sender } },
      {
        name: 'pull_request',
        payload: { action: 'edited', pull_request: { merged: true }, sender },
      },
      {
        name: 'pull_request',
        payload: { action: 'labeled', pull_request: { merged: 'true' }, sender },
      },
      { name: 'issues', payload: { action: 'closed', pull_request: { merged: true }, sender } },
    ];
    for (const event of events) expect(askerOf(event)).toEqual(noMerge);
  });

  test.each(['a b', 'x/../y', '-lead', 'a'.repeat(40), 'evil\n::error::x', 'b[bot]x', '[bot]'])(
    'a login GitHub does not give (%j) is no one to ask about',
    (login) => {
      expect(askerOf({ name: 'issues', payload: { sender: { login } } })).toEqual({
        kind: 'unknown',
        why: 'the issues event names a login GitHub does not give',
      });
    },
  );

  test.each(['a', 'A-1', 'a'.repeat(39), 'my-app[bot]'])('%s is a login', (login) => {
    expect(askerOf({ name: 'issues', payload: { sender: { login } } })).toMatchObject({ login });
  });

  test('a bot: by its type, or by a login that ends in [bot]', () => {
    expect(askerOf({ name: 'issues', payload: { sender: { login: 'app', type: 'Bot' } } })).toEqual(
      { kind: 'bot', login: 'app', provesWrite: false },
    );
    expect(
      askerOf({ name: 'issues', payload: { sender: { login: 'renovate[bot]', type: 'User' } } }),
    ).toEqual({ kind: 'bot', login: 'renovate[bot]', provesWrite: false });
    expect(askerOf({ name: 'workflow_dispatch', payload: {}, actor: 'ci[bot]' })).toEqual({
      kind: 'bot',
      login: 'ci[bot]',
      provesWrite: true,
    });
  });
});

describe('min-permission and allowed-bots', () => {
  test('defaults: triage, and no bot', () => {
    const rules = readAskerRules(inputs({}), redact);
    expect(rules).toEqual({ minPermission: 'triage', allowedBots: new Set() });
    expect(botAllowed(rules, 'renovate[bot]')).toBe(false);
  });

  test.each(['read', 'triage', 'write', 'maintain', 'admin'])('min-permission %s', (role) => {
    expect(readAskerRules(inputs({ 'min-permission': role }), redact).minPermission).toBe(role);
  });

  test('min-permission is read in any case', () => {
    expect(readAskerRules(inputs({ 'min-permission': 'Write' }), redact).minPermission).toBe(
      'write',
    );
  });

  test('an unknown permission is an input error naming the five', () => {
    const read = () => readAskerRules(inputs({ 'min-permission': 'owner-s3cret' }), redact);
    expect(read).toThrow(InputError);
    expect(read).toThrow(
      "min-permission 'owner-***' is not a repository permission: use one of read, triage, write, maintain, admin",
    );
  });

  test('listed bots, with or without [bot], in any case; others are not allowed', () => {
    const rules = readAskerRules(
      inputs({ 'allowed-bots': ' Renovate[bot] , dependabot,, ' }),
      redact,
    );
    expect(rules.allowedBots).toEqual(new Set(['renovate', 'dependabot']));
    expect(botAllowed(rules, 'renovate[bot]')).toBe(true);
    expect(botAllowed(rules, 'RENOVATE[BOT]')).toBe(true);
    expect(botAllowed(rules, 'dependabot[bot]')).toBe(true);
    expect(botAllowed(rules, 'dependabot')).toBe(true);
    expect(botAllowed(rules, 'evil[bot]')).toBe(false);
    expect(botAllowed(rules, 'renovate[bot]x')).toBe(false);
    expect(botAllowed(rules, 'reno[bot]vate')).toBe(false);
  });

  test('* allows any bot, also beside names', () => {
    const rules = readAskerRules(inputs({ 'allowed-bots': 'renovate[bot],*' }), redact);
    expect(rules.allowedBots).toBe('any');
    expect(botAllowed(rules, 'anything[bot]')).toBe(true);
  });

  test.each([
    'a b',
    'x/y',
    '-start',
    'end-',
    'a'.repeat(101),
    'bot[bot][bot]',
    'x[bot]y',
    'ünicode',
  ])('allowed-bots refuses %s', (login) => {
    expect(() => readAskerRules(inputs({ 'allowed-bots': login }), redact)).toThrow(
      /^allowed-bots has '.*', which is not a bot's login: list logins such as renovate\[bot\], comma-separated, or \* for any bot$/,
    );
  });

  test.each(['a', 'a1', 'my-app', 'a'.repeat(100)])('allowed-bots takes %s', (login) => {
    expect(readAskerRules(inputs({ 'allowed-bots': login }), redact).allowedBots).toEqual(
      new Set([login]),
    );
  });
});
