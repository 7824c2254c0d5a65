// What a refused round says (src/report/refusal.ts): the log's notice, and the one note on a
// refused label's issue, as GitHub renders it.
import { describe, expect, test } from '@jest/globals';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';
import { readMarker } from '../../../src/github/marker.js';
import { REFUSAL_MARKER, refusalNote, refusalNotice } from '../../../src/report/refusal.js';
import type { AskerRules } from '../../../src/settings/asker.js';

const RULES: AskerRules = { minPermission: 'triage', allowedBots: new Set() };

describe('the notice', () => {
  test('a person: who, what they hold, what it takes; nothing sent', () => {
    expect(refusalNotice({ kind: 'refused', login: 'out', access: 'read' }, RULES, 'o/r')).toBe(
      'Not started: out has read access to o/r, and only people with triage access or more to this repository may start a job (min-permission: triage); nothing was sent to the service',
    );
  });

  test('without GITHUB_REPOSITORY: this repository', () => {
    expect(refusalNotice({ kind: 'refused', login: 'x', access: 'read' }, RULES)).toMatch(
      /^Not started: x has read access to this repository, /,
    );
  });

  test('no access at all is said as no access', () => {
    expect(refusalNotice({ kind: 'refused', login: 'x', access: 'none' }, RULES, 'o/r')).toMatch(
      /^Not started: x has no access to o\/r, /,
    );
  });

  test('a bot not listed; the listed bots are named as allowed when there are any', () => {
    const rules: AskerRules = { minPermission: 'write', allowedBots: new Set(['renovate']) };
    expect(refusalNotice({ kind: 'refused', login: 'b[bot]', access: 'bot' }, rules, 'o/r')).toBe(
      'Not started: b[bot] is a bot that allowed-bots does not list, and only people with write access or more to this repository, and the bots the workflow lists, may start a job (min-permission: write); nothing was sent to the service',
    );
    const any: AskerRules = { minPermission: 'write', allowedBots: 'any' };
    expect(refusalNotice({ kind: 'refused', login: 'p', access: 'read' }, any, 'o/r')).toContain(
      'and the bots the workflow lists,',
    );
  });
});

describe('a merge bot above min-permission write', () => {
  test('the merge is named, what it proves, and how to have its merges documented', () => {
    const rules: AskerRules = { minPermission: 'maintain', allowedBots: new Set() };
    expect(
      refusalNotice(
        { kind: 'refused', login: 'mergify[bot]', access: 'bot', merge: true },
        rules,
        'o/r',
      ),
    ).toBe(
      'Not started: the pull request was merged by mergify[bot], a bot that allowed-bots does not list; a merge proves write access, but min-permission is maintain and a bot has no permission GitHub can show: add it to allowed-bots to document its merges; nothing was sent to the service',
    );
  });
});

describe('the note on the issue', () => {
  test('what happened, who may start the agent and how; one hidden marker that is no job’s', () => {
    const note = refusalNote(
      { kind: 'refused', login: 'outsider', access: 'read' },
      RULES,
      'docs-agent',
    );
    const rendered = render(note);
    expect(rendered.text).toBe(
      'The documentation agent did not start: the label docs-agent was added by outsider, and only people with triage access or more to this repository can start it. The label was removed; someone with that access can add it again to start the agent.',
    );
    expect(note.endsWith(`\n\n${REFUSAL_MARKER}`)).toBe(true);
    expect(REFUSAL_MARKER).toBe('<!-- agent-job-action refused -->');
    expect(readMarker(note)).toBeUndefined();
    expectSafelyRendered(rendered);
  });

  test('a hostile label name or login is shown as text, never rendered', () => {
    const note = refusalNote(
      { kind: 'refused', login: '@maintainers', access: 'read' },
      RULES,
      '`x` <img src=x> @team #1 [a](javascript:1)\u202e',
    );
    const rendered = render(note);
    expectSafelyRendered(rendered);
    expect(rendered.links).toEqual([]);
    expect(rendered.tags).not.toContain('img');
    expect(rendered.text).toContain('<U+202E>');
  });
});

describe('a refusal under rate-limit', () => {
  const limited = (until: number) =>
    ({
      kind: 'refused',
      login: 'ann',
      access: 'write',
      limit: { text: '2/1h', rounds: 3, until },
    }) as const;

  test('the notice: how many rounds, the limit, when to ask again (the next whole minute, UTC)', () => {
    expect(refusalNotice(limited(Date.UTC(2030, 0, 1, 12, 9, 1)), RULES, 'o/r')).toBe(
      'Not started: ann already started 3 rounds of this workflow within rate-limit 2/1h; they may ask again from 2030-01-01 12:10 UTC (people with maintain access or more are not limited); nothing was sent to Mintlify',
    );
    expect(refusalNotice(limited(Date.UTC(2030, 0, 1, 12, 10)), RULES)).toContain(
      'ask again from 2030-01-01 12:10 UTC',
    );
  });

  test('the note: the label, who, the limit, when, and the marker; renders safely', () => {
    const note = refusalNote(limited(Date.UTC(2030, 0, 1, 23, 59, 30)), RULES, 'docs');
    expect(note).toBe(
      [
        'The documentation agent did not start: the label `docs` was added by `ann`, who already started as many rounds as this workflow allows (2/1h). The label was removed; it can be added again from 2030-01-02 00:00 UTC, or now by someone with maintain access.',
        REFUSAL_MARKER,
      ].join('\n\n'),
    );
    expectSafelyRendered(render(note));
  });
});
