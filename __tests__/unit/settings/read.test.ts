import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { InputError } from '../../../src/common/errors.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import { readSettings } from '../../../src/settings/read.js';
import { readThreadSettings } from '../../../src/settings/thread.js';
import { createRedactor } from '../../../src/common/redact.js';
import { ACTION_INPUTS } from '../../../src/settings/actions.js';
import { type ActionName, type InputReader, type Settings } from '../../../src/settings/types.js';

type Inputs = Readonly<Record<string, string | undefined>>;

const KEY = 'mint_0123456789abcdefXYZ';
const REQUIRED: Inputs = { 'project-id': 'proj_1', 'api-key': KEY };
const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };

/** `core.getInput`: the value trimmed, '' when unset. */
function reader(values: Inputs): InputReader {
  return (name) => (values[name] ?? '').trim();
}

let workspace: string;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'agent-job-inputs-'));
  writeFileSync(join(workspace, 'prompt.md'), '\n  Update the quickstart for v2.\n\n');
  writeFileSync(join(workspace, 'empty.md'), '');
  writeFileSync(join(workspace, 'blank.md'), ' \n\t\n ');
  mkdirSync(join(workspace, 'docs'));
  writeFileSync(join(workspace, 'docs', 'task.txt'), 'Fix the broken links');
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

/**
 * As `action` reads them (only the inputs it declares): where to answer first, then the rest, with
 * the log's redactor.
 */
function settings(
  values: Inputs,
  event: GitHubEvent = DISPATCH,
  action: ActionName = 'root',
): Settings {
  const all = reader({ ...REQUIRED, ...values });
  const input: InputReader = (name) => (ACTION_INPUTS[action].includes(name) ? all(name) : '');
  const redact = createRedactor([input('api-key'), input('github-token')]);
  return readSettings(
    input,
    { workspace, event, action },
    readThreadSettings(input, event, redact, action),
    redact,
  );
}

/** The instruction the settings ask to send, if any. */
function promptOf(s: Settings): string | undefined {
  const ask = s.asked.kind === 'create' || s.asked.kind === 'follow-up' ? s.asked.ask : undefined;
  return ask && 'prompt' in ask ? ask.prompt : undefined;
}

function sourceOf(s: Settings): string | undefined {
  return s.asked.kind === 'create' || s.asked.kind === 'follow-up' ? s.asked.ask.source : undefined;
}

function jobIdOf(s: Settings): string | undefined {
  return s.asked.kind === 'follow-up' || s.asked.kind === 'watch' ? s.asked.jobId : undefined;
}

/** The InputError readSettings throws; fails the test when it throws nothing or something else. */
function inputError(
  values: Inputs,
  event: GitHubEvent = DISPATCH,
  action: ActionName = 'root',
): InputError {
  let caught: unknown;
  try {
    settings(values, event, action);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(InputError);
  const error = caught as InputError;
  // One line, "what happened: what to do".
  expect(error.message).not.toMatch(/[\r\n]/);
  expect(error.message).toMatch(/^\S.*: \S/);
  return error;
}

describe('modes', () => {
  test('a prompt without job-id creates a job', () => {
    const s = settings({ prompt: 'Document the new flag' });
    expect(s.asked.kind).toBe('create');
    expect(promptOf(s)).toBe('Document the new flag');
    expect(sourceOf(s)).toBe('prompt');
    expect(jobIdOf(s)).toBeUndefined();
  });

  test('a prompt with job-id sends a follow-up', () => {
    const s = settings({ prompt: 'Also fix the typo', 'job-id': 'job_42' });
    expect(s.asked.kind).toBe('follow-up');
    expect(jobIdOf(s)).toBe('job_42');
    expect(promptOf(s)).toBe('Also fix the typo');
  });

  test('dry-run keeps what the inputs ask for, and says it is a dry run', () => {
    const s = settings({ prompt: 'Document the new flag', 'dry-run': 'true' });
    expect(s.dryRun).toBe(true);
    expect(s.asked.kind).toBe('create');
    expect(settings({ prompt: 'Document the new flag' }).dryRun).toBe(false);
  });

  test('job-id without a prompt only watches the job', () => {
    const s = settings({ 'job-id': 'job_42' });
    expect(s.asked.kind).toBe('watch');
    expect(promptOf(s)).toBeUndefined();
  });

  test('a whitespace-only prompt counts as no prompt: watch with job-id', () => {
    expect(settings({ prompt: '  \n\t ', 'job-id': 'job_42' }).asked.kind).toBe('watch');
  });

  test('a whitespace-only prompt and no job-id is an input error', () => {
    expect(inputError({ prompt: '   \n ' }).message).toMatch(
      /^no prompt: set prompt or prompt-file/,
    );
  });

  test('no prompt and no job-id on workflow_dispatch is an input error that says what to set', () => {
    const error = inputError({});
    expect(error.message).toContain('prompt-file');
    expect(error.message).toContain('job-id');
  });

  test('job-id that breaks the id rule is an input error, naming job-id', () => {
    const error = inputError({ 'job-id': '../../admin' });
    expect(error.message).toMatch(/^job-id '\.\.\/\.\.\/admin' is not a valid id: /);
  });
});

describe('prompt-file', () => {
  test('reads the file relative to the workspace, trimmed', () => {
    const s = settings({ 'prompt-file': 'prompt.md' });
    expect(promptOf(s)).toBe('Update the quickstart for v2.');
    expect(sourceOf(s)).toBe('prompt-file');
    expect(s.asked.kind).toBe('create');
  });

  test('reads a file in a subdirectory', () => {
    expect(promptOf(settings({ 'prompt-file': 'docs/task.txt' }))).toBe('Fix the broken links');
  });

  test('prompt-file with job-id is a follow-up', () => {
    expect(settings({ 'prompt-file': 'prompt.md', 'job-id': 'job_1' }).asked.kind).toBe(
      'follow-up',
    );
  });

  test('both prompt and prompt-file is an input error', () => {
    const error = inputError({ prompt: 'x', 'prompt-file': 'prompt.md' });
    expect(error.message).toContain('prompt and prompt-file are both set');
    expect(error.message).toContain('only one');
  });

  test('a missing file is an input error that names it and says to check out the repository', () => {
    const error = inputError({ 'prompt-file': 'nope.md' });
    expect(error.message).toContain("prompt-file 'nope.md' does not exist");
    expect(error.message).toContain('actions/checkout');
  });

  test('a directory is an input error', () => {
    expect(inputError({ 'prompt-file': 'docs' }).message).toContain(
      "prompt-file 'docs' is a directory",
    );
  });

  test.each(['empty.md', 'blank.md'])('an empty or blank file (%s) is an input error', (file) => {
    const error = inputError({ 'prompt-file': file });
    expect(error.message).toContain(`prompt-file '${file}' is empty`);
    expect(error.message).toContain('write the instruction');
  });
});

describe('issue and pull request events', () => {
  const issue = {
    number: 7,
    title: 'Document the CLI',
    body: 'Add a page for `agent run`.',
    html_url: 'https://github.com/o/r/issues/7',
  };

  test.each<[string, GitHubEvent]>([
    ['issues', { name: 'issues', payload: { action: 'labeled', issue } }],
    ['pull_request', { name: 'pull_request', payload: { action: 'labeled', pull_request: issue } }],
  ])('on %s with no prompt and no job-id, the issue becomes the prompt', (_name, event) => {
    const s = settings({}, event);
    expect(s.asked.kind).toBe('create');
    expect(sourceOf(s)).toBe('issue');
    expect(promptOf(s)).toContain('Document the CLI');
    expect(promptOf(s)).toContain('Add a page for `agent run`.');
    expect(promptOf(s)).toContain('https://github.com/o/r/issues/7');
  });

  test('an explicit prompt wins over the issue', () => {
    const s = settings({ prompt: 'Only this' }, { name: 'issues', payload: { issue } });
    expect(promptOf(s)).toBe('Only this');
    expect(sourceOf(s)).toBe('prompt');
  });

  test('job-id without a prompt on an issue event watches, it does not send the issue', () => {
    const s = settings({ 'job-id': 'job_9' }, { name: 'issues', payload: { issue } });
    expect(s.asked.kind).toBe('watch');
    expect(promptOf(s)).toBeUndefined();
  });

  test('an issue with no body still makes a prompt from its title and URL', () => {
    const s = settings({}, { name: 'issues', payload: { issue: { ...issue, body: null } } });
    expect(promptOf(s)).toContain('Document the CLI');
    expect(promptOf(s)).toContain(issue.html_url);
  });

  test('workflow_dispatch carries no issue: no prompt is still an error', () => {
    inputError({}, { name: 'workflow_dispatch', payload: { inputs: {} } });
  });
});

describe('durations', () => {
  test('defaults: 5s, 30s, 30m', () => {
    const s = settings({ prompt: 'x' });
    expect(s.pollIntervalMs).toBe(5_000);
    expect(s.maxPollIntervalMs).toBe(30_000);
    expect(s.timeoutMs).toBe(1_800_000);
  });

  test('reads each duration input', () => {
    const s = settings({
      prompt: 'x',
      'poll-interval': '0.25',
      'max-poll-interval': '2m',
      timeout: '1h',
    });
    expect(s.pollIntervalMs).toBe(250);
    expect(s.maxPollIntervalMs).toBe(120_000);
    expect(s.timeoutMs).toBe(3_600_000);
  });

  test.each(['poll-interval', 'max-poll-interval', 'timeout'])(
    'a zero %s is an input error naming it',
    (name) => {
      expect(inputError({ prompt: 'x', [name]: '0' }).message).toMatch(new RegExp(`^${name} '0'`));
    },
  );

  test('max-poll-interval below poll-interval is an input error that says which to change', () => {
    const error = inputError({ prompt: 'x', 'poll-interval': '20s', 'max-poll-interval': '10s' });
    expect(error.message).toContain('max-poll-interval (10s) is shorter than poll-interval (20s)');
    expect(error.message).toContain('raise max-poll-interval or lower poll-interval');
  });

  test.each([
    ['poll-interval', '45s', 45_000, 45_000],
    ['poll-interval', '10s', 10_000, 30_000],
    ['max-poll-interval', '1s', 1_000, 1_000],
    ['max-poll-interval', '2m', 5_000, 120_000],
  ])('%s %s alone: the other follows (%d, %d)', (name, value, poll, max) => {
    const s = settings({ prompt: 'x', [name]: value });
    expect(s.pollIntervalMs).toBe(poll);
    expect(s.maxPollIntervalMs).toBe(max);
  });

  test('max-poll-interval equal to poll-interval is fine', () => {
    const s = settings({ prompt: 'x', 'poll-interval': '10s', 'max-poll-interval': '10000ms' });
    expect(s.maxPollIntervalMs).toBe(s.pollIntervalMs);
  });
});

describe('fail-on', () => {
  test('empty means never fail on an outcome', () => {
    expect([...settings({ prompt: 'x', 'fail-on': '' }).failOn]).toEqual([]);
  });

  test('reads a comma-separated list, ignoring spaces, case and empty items', () => {
    const s = settings({ prompt: 'x', 'fail-on': ' Failed , TIMEOUT,,no-pr ,archived' });
    expect([...s.failOn].sort()).toEqual(['archived', 'failed', 'no-pr', 'timeout']);
  });

  test('an unknown word is an input error that lists the allowed ones', () => {
    const error = inputError({ prompt: 'x', 'fail-on': 'failed,error' });
    expect(error.message).toContain("unknown outcome 'error'");
    expect(error.message).toContain('failed, archived, timeout, no-pr');
  });
});

describe('booleans', () => {
  test('wait and comment default to true', () => {
    const s = settings({ prompt: 'x' });
    expect(s.wait).toBe(true);
    expect(s.comment).toBe(true);
  });

  test.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
  ])('reads %j as %s', (text, value) => {
    const s = settings({ prompt: 'x', wait: text, comment: text });
    expect(s.wait).toBe(value);
    expect(s.comment).toBe(value);
  });

  test.each(['yes', '1', 'off'])('%j is an input error, naming the input', (text) => {
    expect(inputError({ prompt: 'x', wait: text }).message).toBe(
      `wait '${text}' is not a boolean: use true or false`,
    );
  });
});

describe('issue-number', () => {
  test('empty means none', () => {
    expect(settings({ prompt: 'x' }).issueNumber).toBeUndefined();
  });

  test('reads a positive number', () => {
    expect(settings({ prompt: 'x', 'issue-number': '42' }).issueNumber).toBe(42);
  });

  test.each([
    ['1', 1],
    ['9', 9],
    ['10', 10],
    ['9999999999', 9_999_999_999],
  ])('%j, 1 to 10 digits without a leading zero, is read', (text, number) => {
    expect(settings({ prompt: 'x', 'issue-number': text }).issueNumber).toBe(number);
  });

  test.each(['0', '01', '007', '-3', '4.2', '#42', 'abc', '42abc', 'x42', '12345678901'])(
    '%j is an input error',
    (text) => {
      expect(inputError({ prompt: 'x', 'issue-number': text }).message).toContain(
        'is not an issue number: give a positive whole number',
      );
    },
  );
});

describe('base-url', () => {
  test('defaults to https://api.mintlify.com/', () => {
    expect(settings({ prompt: 'x' }).baseUrl.href).toBe('https://api.mintlify.com/');
  });

  test.each([
    ['https://gw.example.com/agent-api', 'https://gw.example.com/agent-api/'],
    ['https://gw.example.com/agent-api/', 'https://gw.example.com/agent-api/'],
    ['https://api.example.com', 'https://api.example.com/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['http://127.1.2.3/base', 'http://127.1.2.3/base/'],
    ['http://localhost:3000/v', 'http://localhost:3000/v/'],
    ['http://[::1]:9000', 'http://[::1]:9000/'],
  ])('accepts %j, keeping the path prefix with one trailing slash (%j)', (text, href) => {
    expect(settings({ prompt: 'x', 'base-url': text }).baseUrl.href).toBe(href);
  });

  test.each([
    'http://api.example.com',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://10.0.0.1',
    'ftp://api.example.com',
  ])('plain http to %j is an input error that asks for https', (text) => {
    const error = inputError({ prompt: 'x', 'base-url': text });
    expect(error.message).toContain('must use https');
  });

  test('credentials in the URL are an input error that does not echo the password', () => {
    const error = inputError({ prompt: 'x', 'base-url': 'https://me:hunter22@api.example.com' });
    expect(error.message).toContain('must not carry a user name or password');
    expect(error.message).not.toContain('hunter22');
  });

  test.each(['https://me@api.example.com', 'https://:hunter22@api.example.com'])(
    'a user name alone or a password alone (%j) is refused too',
    (text) => {
      const error = inputError({ prompt: 'x', 'base-url': text });
      expect(error.message).toBe(
        'base-url must not carry a user name or password: the key goes in api-key',
      );
    },
  );

  test.each(['https://api.example.com/?x=1', 'https://api.example.com/#top'])(
    'a query or fragment (%j) is an input error',
    (text) => {
      expect(inputError({ prompt: 'x', 'base-url': text }).message).toContain(
        'must not have a query or fragment',
      );
    },
  );

  test.each(['api.mintlify.com', 'not a url', 'https://'])(
    '%j is not a URL: an input error with an example',
    (text) => {
      expect(inputError({ prompt: 'x', 'base-url': text }).message).toContain(
        'is not a URL: use e.g. https://api.mintlify.com',
      );
    },
  );
});

describe('project-id and api-key', () => {
  test('a missing api-key is an input error that says to pass it from a secret', () => {
    const error = inputError({ prompt: 'x', 'api-key': '' });
    expect(error.message).toMatch(/^api-key is required: /);
    expect(error.message).toContain('secrets.');
  });

  test('a missing project-id is an input error', () => {
    expect(inputError({ prompt: 'x', 'project-id': '  ' }).message).toMatch(
      /^project-id is required: /,
    );
  });

  test.each(['proj/1', '../x', 'p q'])('an unsafe project-id %j is an input error', (id) => {
    expect(inputError({ prompt: 'x', 'project-id': id }).message).toContain('is not a valid id');
  });

  test.each([
    ['a space', 'mint_abc defghijkl'],
    ['a newline', 'mint_abcdefgh\nijkl'],
    ['a tab', 'mint_abcdefgh\tijkl'],
  ])('an api-key with %s is an input error that does not echo the key', (_why, key) => {
    const error = inputError({ prompt: 'x', 'api-key': key });
    expect(error.message).toContain('api-key contains spaces or line breaks');
    expect(error.message).not.toContain('abcdefgh');
  });

  test('the key, with spaces around it trimmed as getInput does, is kept as given', () => {
    expect(settings({ prompt: 'x', 'api-key': `  ${KEY}\n` }).apiKey).toBe(KEY);
  });

  test('no error message echoes the api-key', () => {
    const bad: Inputs[] = [
      { prompt: 'x', 'project-id': 'a/b' },
      { prompt: 'x', 'base-url': 'http://x.example' },
      { prompt: 'x', timeout: 'soon' },
      {},
    ];
    for (const values of bad) {
      expect(inputError(values).message).not.toContain(KEY);
    }
  });
});

describe('rate-limit', () => {
  test('read into the settings; none when not given', () => {
    expect(settings({ prompt: 'x', 'rate-limit': '5/1h' }).rateLimit).toEqual({
      count: 5,
      windowMs: 3_600_000,
      text: '5/1h',
    });
    expect(settings({ prompt: 'x' }).rateLimit).toBeUndefined();
  });
});

describe('paths', () => {
  test('read into a filter of the patterns as written', () => {
    const s = settings({ prompt: 'x', paths: 'src/**\n!src/gen/**' });
    expect(s.paths?.patterns).toEqual(['src/**', '!src/gen/**']);
    expect(s.paths?.matches('src/a.ts')).toBe(true);
    expect(s.paths?.matches('src/gen/a.ts')).toBe(false);
  });

  test('a pattern GitHub would read otherwise is an input error', () => {
    expect(() => settings({ prompt: 'x', paths: '?.md' })).toThrow(InputError);
  });
});

describe("with action.yml's defaults, as the runner supplies them", () => {
  const manifest = (path: string) =>
    parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
  const defaultsOf = (action: ActionName) =>
    manifest(action === 'root' ? 'action.yml' : `${action}/action.yml`);
  const withDefaults = (values: Inputs, action: ActionName = 'root'): InputReader => {
    const given = reader(values);
    const { inputs } = defaultsOf(action);
    return (name) => (name in values ? given(name) : (inputs[name]?.default ?? '').trim());
  };

  const readAll = (input: InputReader, action: ActionName = 'root'): Settings => {
    const redact = createRedactor([input('api-key')]);
    const thread = readThreadSettings(input, DISPATCH, redact, action);
    return readSettings(input, { workspace, event: DISPATCH, action }, thread, redact);
  };

  test('a digest with its defaults reads the window from the last digest on its issue', () => {
    const s = readAll(withDefaults({ ...REQUIRED, 'issue-number': '9' }, 'digest'), 'digest');
    expect(s.asked).toEqual({ kind: 'digest', since: { kind: 'last-digest' } });
    expect(s.timeoutMs).toBe(1_800_000);
    expect(s.comment).toBe(true);
  });

  test('a sweep with its defaults gives up on a round after two hours', () => {
    const s = readAll(withDefaults({ ...REQUIRED }, 'sweep'), 'sweep');
    expect(s.asked).toEqual({ kind: 'sweep', giveUpAfterMs: 7_200_000 });
    expect(s.workingLabel).toBe('agent-working');
  });

  test('an automation with its defaults waits for its job', () => {
    const s = readAll(
      withDefaults({ ...REQUIRED, 'automation-id': 'auto_1' }, 'automation'),
      'automation',
    );
    expect(s.asked).toEqual({ kind: 'automation', automationId: 'auto_1' });
    expect(s.wait).toBe(true);
    expect([...s.failOn].sort()).toEqual(['failed', 'timeout']);
  });

  test('a prompt alone gives the documented defaults', () => {
    const s = readAll(withDefaults({ ...REQUIRED, prompt: 'x' }));
    expect(s.baseUrl.href).toBe('https://api.mintlify.com/');
    expect(s.pollIntervalMs).toBe(5_000);
    expect(s.maxPollIntervalMs).toBe(30_000);
    expect(s.timeoutMs).toBe(1_800_000);
    expect([...s.failOn].sort()).toEqual(['failed', 'timeout']);
    expect(s.wait).toBe(true);
    expect(s.comment).toBe(true);
    expect(s.issueNumber).toBeUndefined();
    expect(s.paths).toBeUndefined();
  });

  test('poll-interval above the default max-poll-interval stretches the longest gap to it', () => {
    const s = readAll(withDefaults({ ...REQUIRED, prompt: 'x', 'poll-interval': '1m' }));
    expect(s.pollIntervalMs).toBe(60_000);
    expect(s.maxPollIntervalMs).toBe(60_000);
  });

  test('max-poll-interval below the default poll-interval brings the first gap down to it', () => {
    const s = readAll(withDefaults({ ...REQUIRED, prompt: 'x', 'max-poll-interval': '2s' }));
    expect(s.pollIntervalMs).toBe(2_000);
    expect(s.maxPollIntervalMs).toBe(2_000);
  });
});

describe('allowed-associations', () => {
  const VOCABULARY = [
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIME_CONTRIBUTOR',
    'FIRST_TIMER',
    'MANNEQUIN',
    'NONE',
  ];

  /** An `issue_comment` event: a new comment giving an instruction, by someone of this association. */
  const commentBy = (association: string): GitHubEvent => ({
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: {
        number: 5,
        title: 'Docs',
        body: '',
        html_url: 'https://github.com/acme/app/issues/5',
      },
      comment: {
        id: 77,
        body: '/agent Fix the typo',
        user: { login: 'ann', type: 'User' },
        author_association: association,
      },
    },
  });

  test.each(VOCABULARY)('%s is a word GitHub uses, accepted and obeyed', (association) => {
    const s = settings({ 'allowed-associations': association }, commentBy(association));
    expect(s.conversation).toEqual({
      kind: 'instruction',
      commentId: 77,
      text: 'Fix the typo',
      author: 'ann',
    });
  });

  test('the default is OWNER, MEMBER and COLLABORATOR', () => {
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR']) {
      expect(settings({}, commentBy(association)).conversation?.kind).toBe('instruction');
    }
    for (const association of ['CONTRIBUTOR', 'NONE']) {
      expect(settings({}, commentBy(association)).conversation).toMatchObject({
        kind: 'skip',
        reason: expect.stringContaining('only OWNER, MEMBER, COLLABORATOR may instruct the agent'),
      });
    }
  });

  test('a list in any case, with spaces and empty items', () => {
    const s = settings(
      { 'allowed-associations': ' contributor ,, Member,' },
      commentBy('CONTRIBUTOR'),
    );
    expect(s.conversation?.kind).toBe('instruction');
    expect(
      settings({ 'allowed-associations': ' contributor ,, Member,' }, commentBy('OWNER'))
        .conversation,
    ).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('only CONTRIBUTOR, MEMBER may instruct'),
    });
  });

  test('an unknown word is an input error that lists the vocabulary', () => {
    const error = inputError({ 'allowed-associations': 'OWNER,ADMIN' }, commentBy('OWNER'));
    expect(error.message).toBe(
      `allowed-associations has an unknown association 'ADMIN': use a comma-separated list of ${VOCABULARY.join(', ')}`,
    );
  });

  test('a list of only commas is an input error that says who may be listed', () => {
    expect(inputError({ 'allowed-associations': ' , ,' }, commentBy('OWNER')).message).toBe(
      'allowed-associations is empty: list who may instruct the agent, e.g. OWNER,MEMBER,COLLABORATOR',
    );
  });
});

describe('the automation action', () => {
  const automation = (values: Inputs, event: GitHubEvent = DISPATCH) =>
    settings(values, event, 'automation');

  test('triggers the automation: no prompt needed, none composed', () => {
    expect(automation({ 'automation-id': 'auto_weekly' }).asked).toEqual({
      kind: 'automation',
      automationId: 'auto_weekly',
    });
  });

  test('without automation-id, an input error that says where to find the id', () => {
    const error = inputError({ 'automation-id': '  ' }, DISPATCH, 'automation');
    expect(error.message).toBe(
      "automation-id is required: give the id of a scheduled automation of your project, from its settings in Mintlify's dashboard",
    );
  });

  test('an id that is not safe in a path is an input error naming automation-id', () => {
    const error = inputError({ 'automation-id': '../v2/agent/x' }, DISPATCH, 'automation');
    expect(error.message).toMatch(/^automation-id '\.\.\/v2\/agent\/x' is not a valid id: /);
  });

  test('the root action never triggers an automation: its prompt makes a round', () => {
    expect(settings({ 'automation-id': 'auto_weekly', prompt: 'Do it.' }).asked.kind).toBe(
      'create',
    );
  });

  test('on an issue or pull request event, the issue is not made a prompt', () => {
    const event: GitHubEvent = {
      name: 'issues',
      payload: {
        action: 'labeled',
        issue: { number: 3, title: 'T', body: 'B', html_url: 'https://github.com/a/b/issues/3' },
      },
    };
    expect(automation({ 'automation-id': 'auto_weekly' }, event).asked.kind).toBe('automation');
  });

  test('a comment that is no instruction is skipped: it triggers nothing', () => {
    const event: GitHubEvent = {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue: { number: 5, title: 'Docs', body: '', html_url: 'https://github.com/a/b/issues/5' },
        comment: {
          id: 77,
          body: 'thanks!',
          user: { login: 'ann', type: 'User' },
          author_association: 'OWNER',
        },
      },
    };
    expect(automation({ 'automation-id': 'auto_weekly' }, event).asked.kind).toBe('skip');
  });
});

describe('the sweep action and working-label', () => {
  const SCHEDULE: GitHubEvent = { name: 'schedule', payload: {} };

  test('asks for a sweep on a schedule with no prompt at all, giving up after give-up-after', () => {
    expect(settings({ 'give-up-after': '90m' }, SCHEDULE, 'sweep').asked).toEqual({
      kind: 'sweep',
      giveUpAfterMs: 5_400_000,
    });
    expect(settings({}, SCHEDULE, 'sweep').asked).toEqual({
      kind: 'sweep',
      giveUpAfterMs: 7_200_000,
    });
  });

  test('give-up-after that is no duration is an input error naming it', () => {
    const error = inputError({ 'give-up-after': 'soon' }, SCHEDULE, 'sweep');
    expect(error.message).toMatch(/^give-up-after 'soon' is not a duration: /);
  });

  test.each<[string, GitHubEvent]>([
    ['a schedule', { name: 'schedule', payload: {} }],
    ['a dispatch', { name: 'workflow_dispatch', payload: { sender: { login: 'ann' } } }],
    [
      'the agent’s docs pull request opened by its app',
      {
        name: 'pull_request',
        payload: { action: 'opened', sender: { login: 'mintlify[bot]', type: 'Bot' } },
      },
    ],
    [
      'a pull request an outsider opened',
      {
        name: 'pull_request_target',
        payload: { action: 'opened', sender: { login: 'outsider', type: 'User' } },
      },
    ],
    [
      'a comment',
      {
        name: 'issue_comment',
        payload: { comment: { body: 'hi', user: { login: 'outsider', type: 'User' } } },
      },
    ],
  ])('a sweep on %s: nobody asked, whoever sent the event (it starts nothing)', (_name, event) => {
    const read = settings({}, event, 'sweep');
    expect(read.asked).toEqual({ kind: 'sweep', giveUpAfterMs: 7_200_000 });
    expect(read.asker).toEqual({ kind: 'nobody' });
  });

  test('any other round keeps who sent its event', () => {
    const event = {
      name: 'pull_request',
      payload: { action: 'opened', sender: { login: 'mintlify[bot]', type: 'Bot' } },
    };
    expect(settings({ prompt: 'x' }, event).asker).toEqual({
      kind: 'bot',
      login: 'mintlify[bot]',
      provesWrite: false,
    });
  });

  test('working-label: agent-working unless set; any name GitHub takes', () => {
    expect(settings({ prompt: 'x' }).workingLabel).toBe('agent-working');
    expect(settings({ prompt: 'x', 'working-label': 'docs: in progress' }).workingLabel).toBe(
      'docs: in progress',
    );
    expect(settings({ prompt: 'x', 'working-label': 'a'.repeat(50) }).workingLabel).toHaveLength(
      50,
    );
  });

  test.each(['a'.repeat(51), 'two\nlines', 'tab\there', 'del\u007f', 'c1\u0085'])(
    'working-label %p is an input error that says what a label name is',
    (label) => {
      const read = () => settings({ prompt: 'x', 'working-label': label });
      expect(read).toThrow(InputError);
      expect(read).toThrow(
        /^working-label .* is not a label name: give a name of at most 50 characters on one line$/,
      );
    },
  );

  test('the first and last control characters are refused, the characters around them taken', () => {
    for (const bad of ['\u0000', '\u001f', '\u007f', '\u009f']) {
      expect(() => settings({ prompt: 'x', 'working-label': `a${bad}b` })).toThrow(InputError);
    }
    for (const good of [' ', '~', '\u00a0']) {
      expect(settings({ prompt: 'x', 'working-label': `a${good}b` }).workingLabel).toBe(
        `a${good}b`,
      );
    }
  });
});

describe('a pull request’s docs job', () => {
  const A = 'a'.repeat(40);
  const pullEvent = (action: string, more: Record<string, unknown> = {}): GitHubEvent => ({
    name: 'pull_request',
    payload: {
      action,
      pull_request: {
        number: 5,
        title: 'Retry the upload',
        body: '',
        html_url: 'https://github.com/acme/app/pull/5',
        state: action === 'closed' ? 'closed' : 'open',
        merged: false,
        head: { sha: A },
        user: { login: 'alice', type: 'User' },
        ...more,
      },
    },
  });

  test('the docs token, the check name and the event’s pull request are read', () => {
    const s = settings(
      { ...REQUIRED, 'docs-token': 'ghs_docs', 'check-name': 'Docs' },
      pullEvent('labeled'),
    );
    expect(s.docsToken).toBe('ghs_docs');
    expect(s.checkName).toBe('Docs');
    expect(s.pullEvent).toMatchObject({ action: 'labeled', head: A, author: 'alice' });
    expect(s.asked).toEqual({ kind: 'pull-request', event: s.pullEvent });
  });

  test('none of them on another event', () => {
    const s = settings({ ...REQUIRED, prompt: 'x' });
    expect(s.docsToken).toBe('');
    expect(s.checkName).toBe('');
    expect(s.pullEvent).toBeUndefined();
  });

  test('closed unmerged with nothing to write (no comment, no docs-token) is no docs job', () => {
    const closed = pullEvent('closed');
    expect(settings({ ...REQUIRED, comment: 'false' }, closed).asked.kind).not.toBe('pull-request');
    expect(
      settings({ ...REQUIRED, 'docs-token': 'ghs_docs', comment: 'false' }, closed).asked,
    ).toMatchObject({ kind: 'pull-request', event: { action: 'closed' } });
    expect(settings(REQUIRED, closed).asked.kind).toBe('pull-request');
  });

  test('a job-id is watched, not a docs job', () => {
    expect(settings({ ...REQUIRED, 'job-id': 'job_1' }, pullEvent('synchronize')).asked).toEqual({
      kind: 'watch',
      jobId: 'job_1',
    });
  });

  test('the sweep and digest actions do their own job on a pull request’s event', () => {
    expect(settings({ ...REQUIRED }, pullEvent('labeled'), 'sweep').asked.kind).toBe('sweep');
    expect(
      settings({ ...REQUIRED, 'merged-since': '3d' }, pullEvent('labeled'), 'digest').asked.kind,
    ).toBe('digest');
  });
});
