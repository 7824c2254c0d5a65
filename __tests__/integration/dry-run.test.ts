// A dry run (dry-run: true, the contract's "A dry run"): the whole step in-process against the
// service emulator and the GitHub fake. It checks the set-up and prints a checklist to the log and
// the job summary; it sends the service no create, message or trigger, writes nothing on GitHub
// (no comment, reaction or label change), and fails when a check fails. The bundle runs one
// passing and one failing dry run in __tests__/e2e/dry-run.test.ts.
import { afterEach, describe, expect, test } from '@jest/globals';
import { realEvent } from '../../__fixtures__/webhooks.js';
import { FAKE_GITHUB_TOKEN } from '../../scripts/run-action.js';
import type { ActionName } from '../../src/settings/types.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectFailure,
  expectInputError,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  githubFake,
  githubWrites,
  issueCommentEvent,
  issuesEvent,
  noticeLines,
  REPO,
  runWithGitHub,
  summaryText,
  warningLines,
  type ActionResult,
  type Emulator,
  type GitHubFake,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 12;
const LABEL = 'docs-agent';
const DRY = { 'dry-run': 'true' };

/** The checklist's lines in the log, from the line after the dry run's first. */
function checklist(result: ActionResult): string[] {
  return result.stdout.split('\n').filter((line) => /^(✅|❌|ℹ️) /.test(line));
}

/** Only the status request for a job that cannot exist reached the service: no create, message or trigger. */
function expectOnlyTheStatusRequest(emu: Emulator): void {
  expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /v2/agent/${emu.projectId}/job/agent-job-action-dry-run`,
  ]);
}

/** Nothing changed on GitHub: every request was a read. */
function expectNothingWritten(fake: GitHubFake): void {
  expect(githubWrites(fake)).toEqual([]);
  expect(fake.requests.every((r) => r.method === 'GET' || r.path === '/graphql')).toBe(true);
}

function labelled(fake: GitHubFake, sender = 'Codertocat') {
  return issuesEvent(
    fake,
    { number: ISSUE, title: 'Document the CLI' },
    { label: LABEL, sender: { login: sender } },
  );
}

describe('a label workflow, set up right', () => {
  test('the checklist in the log and the summary, a notice, status dry-run; nothing sent, nothing written', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(emu, fake, DRY, { event: labelled(fake) });

    expectSuccess(result);
    expectNoKeyLeak(result, emu.apiKey);
    expect(checklist(result)).toEqual([
      "✅ Inputs: valid: a run would start a job with the issue's title and body as its request",
      expect.stringMatching(
        /^✅ Key and project: accepted: the service at 127\.0\.0\.1:\d+ accepted the api-key for project `proj_demo`; a status request needs only the key's 'read' scope, and this run also needs 'write'$/,
      ),
      '✅ Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
      "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and remove the label `docs-agent`, the job's `permissions:` must grant `issues: write`",
      '✅ Label: `docs-agent` exists in acme/docs',
      '✅ Who asked: allowed: `Codertocat` has admin access to acme/docs, and min-permission is triage',
    ]);
    expect(noticeLines(result)).toEqual([
      'dry run: all 6 checks passed; the line marked ℹ️ says what to make sure of in the workflow file; nothing was started or written: remove dry-run (or set it to false) to start jobs',
    ]);
    expect(warningLines(result)).toEqual([]);
    expect(result.outputs).toEqual({ status: 'dry-run' });
    const summary = summaryText(result);
    expect(summary).toContain('✅ Dry run: the set-up works');
    expect(summary).toContain(
      'No job was started, no credit spent and nothing written on GitHub. Remove dry-run (or set it to false) to start jobs.',
    );
    expect(summary).toContain('✅ Label: docs-agent exists in acme/docs');
    expect(result.summary + result.stdout).not.toContain(FAKE_GITHUB_TOKEN);
    expectOnlyTheStatusRequest(emu);
    expectNothingWritten(fake);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    expect(fake.comments(REPO, ISSUE)).toEqual([]);
    // The run reported: the post step has nothing to do.
    expect(result.state).toEqual({ reported: 'true' });
  });

  test("a user's token GitHub reports with enough access: no line to make sure of", async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setTokenRole(REPO, 'triage');
    const result = await runWithGitHub(emu, fake, DRY, { event: labelled(fake) });
    expectSuccess(result);
    expect(checklist(result)).toContain(
      "✅ Token's permissions: allowed: GitHub reports triage access to acme/docs for the token's account, enough to comment and remove the label `docs-agent`",
    );
    expect(noticeLines(result)).toEqual([
      'dry run: all 6 checks passed; nothing was started or written: remove dry-run (or set it to false) to start jobs',
    ]);
  });
});

describe('what fails a dry run, and the line that says what to fix', () => {
  test('a refused key', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(
      emu,
      fake,
      { ...DRY, 'api-key': 'emu_revokedkeyabcdef' },
      { event: labelled(fake) },
    );
    expectOneLineError(
      result,
      /^dry run: 1 of 6 checks failed \(Key and project\): each line of the checklist says what to fix$/,
    );
    expect(checklist(result)).toContain(
      '❌ Key and project: authentication failed (401) while checking the api-key and project: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret (the service said: Invalid API key)',
    );
    expect(summaryText(result)).toContain('❌ Dry run: 1 of 6 checks failed');
    expect(result.outputs).toEqual({ status: 'dry-run' });
    expectNothingWritten(fake);
  });

  test('a project the key does not know', async () => {
    const emu = await emulator();
    const result = await runWithGitHub(emu, await githubFake(), {
      ...DRY,
      prompt: 'x',
      'project-id': 'proj_other',
    });
    expectFailure(result);
    expect(checklist(result)).toContain(
      "❌ Key and project: not found (404) while checking the api-key and project: project 'proj_other' does not exist for this key; check project-id (the service said: Project not found)",
    );
  });

  test('a read-only key is accepted, and the line says a run needs write too', async () => {
    const emu = await emulator();
    const result = await runWithGitHub(emu, await githubFake(), {
      ...DRY,
      prompt: 'x',
      'api-key': emu.readOnlyKey,
    });
    expectSuccess(result);
    expect(checklist(result)[1]).toMatch(
      /accepted the api-key .*; a status request needs only the key's 'read' scope, and this run also needs 'write'$/,
    );
  });

  test('the service down (503): a failed check that says so', async () => {
    const emu = await emulator();
    emu.injectFault({ status: 503 });
    const result = await runWithGitHub(emu, await githubFake(), { ...DRY, prompt: 'x' });
    expectFailure(result);
    expect(checklist(result)).toContain(
      '❌ Key and project: the service failed (HTTP 503) while checking the api-key and project (the service said: Service Unavailable); try again later',
    );
  });

  test("the event's label and working-label missing from the repository", async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelled(fake);
    fake.deleteRepositoryLabel(REPO, LABEL);
    const result = await runWithGitHub(emu, fake, { ...DRY, wait: 'false' }, { event });
    expectOneLineError(
      result,
      /^dry run: 2 of 7 checks failed \(Label, working-label\): each line of the checklist says what to fix$/,
    );
    expect(checklist(result).filter((line) => line.startsWith('❌'))).toEqual([
      '❌ Label: `docs-agent` does not exist in acme/docs: create the label `docs-agent` in the repository',
      '❌ working-label: `agent-working` does not exist in acme/docs: create the label `agent-working` in the repository, or set working-label to one it has: a sweep finds the rounds that did not wait by it',
    ]);
    expectNothingWritten(fake);
  });

  test('a token without the permission to remove the label', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setTokenRole(REPO, 'read');
    const result = await runWithGitHub(
      emu,
      fake,
      { ...DRY, 'remove-label': 'true' },
      { event: labelled(fake) },
    );
    expectOneLineError(result, /\(Token's permissions\)/);
    expect(checklist(result)).toContain(
      "❌ Token's permissions: not allowed: GitHub reports read access to acme/docs for the token's account, and to comment and remove the label `docs-agent` it needs triage access or more: give that account triage access, or use the workflow's own token with the job's `permissions:` granting `issues: write`",
    );
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
  });

  test('issue-number that does not exist', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(
      emu,
      fake,
      { ...DRY, prompt: 'x', 'issue-number': '404' },
      { event: realEvent('workflow_dispatch') },
    );
    expectOneLineError(result, /\(Issue or pull request\)/);
    expect(checklist(result)).toContain(
      '❌ Issue or pull request: issue-number 404 does not exist in acme/docs: give the number of an issue or pull request of acme/docs',
    );
  });

  test('a token GitHub refuses: each GitHub check says so', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = labelled(fake);
    const result = await runWithGitHub(
      emu,
      fake,
      { ...DRY, 'github-token': 'ghp_revoked' },
      { event },
    );
    expectOneLineError(
      result,
      /^dry run: 4 of 6 checks failed \(Issue or pull request, Token's permissions, Label, Who asked\)/,
    );
    expect(checklist(result)).toContain(
      "❌ Token's permissions: could not read acme/docs: GitHub refused the token (401): check github-token",
    );
    expect(result.stdout + result.summary).not.toContain('ghp_revoked');
  });

  test('who added the label may not start a job: a failed check; the label stays and nothing is written', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'newcomer', 'read');
    const result = await runWithGitHub(emu, fake, DRY, { event: labelled(fake, 'newcomer') });
    expectOneLineError(result, /^dry run: 1 of 6 checks failed \(Who asked\)/);
    expect(checklist(result)).toContain(
      '❌ Who asked: not allowed: `newcomer` has read access to acme/docs, and min-permission is triage: a run would start nothing and remove the label `docs-agent`; someone with triage access or more must ask, or lower min-permission',
    );
    expect(noticeLines(result)).toEqual([]);
    expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
    expect(fake.comments(REPO, ISSUE)).toEqual([]);
    expectOnlyTheStatusRequest(emu);
    expectNothingWritten(fake);
  });

  test('who asked cannot be told: a failed check with its line', async () => {
    const emu = await emulator();
    const fake = await githubFake({ permissions: {} });
    const result = await runWithGitHub(emu, fake, DRY, { event: labelled(fake, 'ghost') });
    expectFailure(result);
    expect(checklist(result)).toContain(
      '❌ Who asked: could not read the permission of ghost on acme/docs from GitHub: GitHub knows no such user (404); nothing was sent to the service',
    );
    expectNothingWritten(fake);
  });

  test('an input error fails at once with its one line, and is not answered on the issue', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const result = await runWithGitHub(
      emu,
      fake,
      { ...DRY, timeout: 'soon' },
      { event: labelled(fake) },
    );
    expectInputError(result, emu, /^timeout 'soon' is not a duration/);
    expect(result.outputs).toEqual({});
    expect(fake.requests).toEqual([]);
  });
});

describe('every way a workflow can be set up', () => {
  test.each<
    [
      string,
      Record<string, string>,
      (fake: GitHubFake) => { name: string; payload?: Record<string, unknown> },
      string[],
      ActionName?,
    ]
  >([
    [
      'an /agent comment',
      {},
      (fake) => issueCommentEvent(fake, { number: ISSUE }, { body: '/agent shorten the example' }),
      [
        "✅ Inputs: valid: a run would send the comment's instruction to the thread's job, or start a job with it",
        '✅ Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
        "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and react to the comment, the job's `permissions:` must grant `issues: write`",
        '✅ Who asked: allowed: `octocat` has admin access to acme/docs, and min-permission is triage',
      ],
    ],
    [
      'a comment that asks nothing',
      {},
      (fake) => issueCommentEvent(fake, { number: ISSUE }, { body: 'thanks!' }),
      [
        "✅ Inputs: valid: a run would start nothing: the comment does not start with '/agent'",
        '✅ Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
        "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment, the job's `permissions:` must grant `issues: write`",
      ],
    ],
    [
      'a dispatch with issue-number, on a pull request',
      { prompt: 'Document the flag', 'issue-number': String(ISSUE) },
      (fake) => {
        fake.addIssue(REPO, { number: ISSUE, isPullRequest: true });
        return realEvent('workflow_dispatch');
      },
      [
        '✅ Inputs: valid: a run would start a job with the prompt',
        '✅ Issue or pull request: issue-number 12 is a pull request of acme/docs, and the token can read it',
        "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for #12, a pull request)",
        '✅ Who asked: allowed: `octocat` sent an event that only people with write access can send, and min-permission is triage',
      ],
    ],
    [
      'a scheduled digest on its thread',
      { 'merged-since': 'last-digest', 'issue-number': String(ISSUE) },
      (fake) => {
        fake.addIssue(REPO, { number: ISSUE });
        return { name: 'schedule', payload: { schedule: '0 9 * * 1,4' } };
      },
      [
        '✅ Inputs: valid: a run would send a digest of the pull requests merged since the last digest',
        '✅ Issue or pull request: issue-number 12 is an issue of acme/docs, and the token can read it',
        "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and comment on the merged pull requests, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for the comments on the merged pull requests)",
        '✅ Who asked: nobody: a scheduled run may start jobs (the workflow file is the authority)',
      ],
      'digest',
    ],
    [
      'a sweep',
      {},
      (fake) => {
        fake.addRepositoryLabel(REPO, 'agent-working');
        return { name: 'schedule', payload: { schedule: '*/15 * * * *' } };
      },
      [
        '✅ Inputs: valid: a run would finish the rounds labelled `agent-working` that did not wait',
        "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment on the issues and pull requests labelled `agent-working`, and remove the label, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for the labelled pull requests)",
        '✅ working-label: `agent-working` exists in acme/docs',
        '✅ Who asked: nobody needs to: a sweep starts nothing, whoever sent its event (the workflow file is the authority)',
      ],
      'sweep',
    ],
    [
      'an automation on a push',
      { 'automation-id': 'auto_weekly' },
      () => realEvent('push'),
      [
        '✅ Inputs: valid: a run would trigger the automation `auto_weekly`',
        '✅ Who asked: allowed: `Codertocat` sent an event that only people with write access can send, and min-permission is triage',
      ],
      'automation',
    ],
  ])(
    '%s: the checks that apply, none failed, nothing sent or written',
    // A rest parameter: jest takes a callback with one parameter more than the row for `done`.
    async (...[, inputs, eventOf, lines, action]) => {
      const emu = await emulator();
      const fake = await githubFake();
      const event = eventOf(fake);
      const result = await runWithGitHub(emu, fake, { ...DRY, ...inputs }, { event, action });
      expectSuccess(result);
      const [inputsLine, key, ...rest] = checklist(result);
      expect([inputsLine, ...rest]).toEqual(lines);
      expect(key).toMatch(/^✅ Key and project: accepted: /);
      expect(result.outputs).toEqual({ status: 'dry-run' });
      expectOnlyTheStatusRequest(emu);
      expectNothingWritten(fake);
    },
  );
});
