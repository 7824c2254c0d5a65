// A dry run as people see it (src/report/dry-run.ts): the checklist in the log and the job summary
// (checked as GitHub renders it), the step's result and its one output, against the GitHub fake
// and a service that answers a status request as it is told.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';
import {
  closedAtHeadPayload,
  labeledPayload,
  mergedPayload,
  synchronizePayload,
} from '../../../__fixtures__/pull-request-payloads.js';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import type { ActionName } from '../../../src/settings/types.js';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { RunnerLog } from '../../../src/common/log.js';
import type { Toolkit } from '../../../src/common/toolkit.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import type { AccessLookup } from '../../../src/round/admission.js';
import { runDryRun, type DryRunDeps } from '../../../src/report/dry-run.js';
import type { CallOptions } from '../../../src/service/client.js';
import { RequestFailure } from '../../../src/service/failure.js';
import type { Settings } from '../../../src/settings/types.js';

const REPO = 'acme/docs';
const KEY = 'key_0123456789abcdef';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startGitHubFake();
});
afterEach(async () => {
  await fake.close();
});

/** The runner's toolkit, recording: each line as `kind: text`, the outputs, the summary. */
class RecordingToolkit implements Toolkit {
  readonly lines: string[] = [];
  readonly outputs: Record<string, string> = {};
  summary: string | undefined;
  setSecret(): void {}
  info(message: string): void {
    this.lines.push(`info: ${message}`);
  }
  debug(): void {}
  warning(message: string): void {
    this.lines.push(`warning: ${message}`);
  }
  notice(message: string): void {
    this.lines.push(`notice: ${message}`);
  }
  setFailed(message: string): void {
    this.lines.push(`failed: ${message}`);
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  saveState(): void {}
  writeSummary(markdown: string): Promise<void> {
    this.summary = markdown;
    return Promise.resolve();
  }
}

const ISSUE = {
  number: 12,
  title: 'Docs',
  body: '',
  html_url: `https://github.com/${REPO}/issues/12`,
};

function labelled(label = 'agent'): GitHubEvent {
  return {
    name: 'issues',
    payload: {
      action: 'labeled',
      label: { name: label },
      issue: ISSUE,
      sender: { login: 'ann', type: 'User' },
    },
  };
}

function commented(body: string): GitHubEvent {
  const user = { login: 'ann', type: 'User' };
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: ISSUE,
      comment: { id: 77, body, user, author_association: 'MEMBER' },
      sender: user,
    },
  };
}

const SCHEDULE: GitHubEvent = { name: 'schedule', payload: {} };

function settings(
  inputs: Record<string, string> = {},
  event: GitHubEvent = SCHEDULE,
  action: ActionName = 'root',
): Settings {
  return settingsFrom(
    {
      'project-id': 'proj_1',
      'api-key': KEY,
      'base-url': 'https://api.example.com',
      // The automation action takes no github-token: it answers on no thread.
      ...(action !== 'automation' && { 'github-token': fake.token }),
      ...inputs,
    },
    event,
    action,
  );
}

const NOT_FOUND = new RequestFailure('http', { status: 404, serviceMessage: 'Job not found' });

interface DryRun {
  readonly toolkit: RecordingToolkit;
  /** The status requests: the job id and the call's signal. */
  readonly asked: Array<{ jobId: string; signal: AbortSignal }>;
  readonly lookups: unknown[][];
  readonly cancellation: DryRunDeps['cancellation'];
}

async function dryRun(
  s: Settings,
  options: {
    env?: NodeJS.ProcessEnv;
    answer?: unknown;
    access?: AccessLookup;
  } = {},
): Promise<DryRun> {
  const toolkit = new RecordingToolkit();
  const log = new RunnerLog(KEY, () => Promise.resolve(toolkit));
  log.addSecret(s.githubToken);
  const asked: DryRun['asked'] = [];
  const lookups: unknown[][] = [];
  const signal = new AbortController().signal;
  const cancellation = { signal, requestSignal: new AbortController().signal };
  const answer = 'answer' in options ? options.answer : NOT_FOUND;
  await runDryRun(s, {
    log,
    env: options.env ?? { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url },
    report: {
      github: retryInVirtualTime(),
      accessLookup: (...args) => {
        lookups.push(args);
        return 'access' in options ? options.access : () => Promise.resolve('admin');
      },
    },
    cancellation,
    client: {
      getJob: (jobId: string, call: CallOptions) => {
        asked.push({ jobId, signal: call.signal });
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never);
      },
    },
  });
  await log.flushed();
  return { toolkit, asked, lookups, cancellation };
}

const START =
  'info: Dry run: checking the set-up; no job is started, no credit spent and nothing written on GitHub';

describe('a dry run that passes', () => {
  test('the checklist in the log, a notice, the summary, and status: dry-run; only reads', async () => {
    fake.addIssue(REPO, { number: 12, labels: ['agent'] });
    const s = settings({}, labelled());
    const { toolkit, asked, lookups, cancellation } = await dryRun(s);
    expect(toolkit.lines).toEqual([
      START,
      "info: ✅ Inputs: valid: a run would start a job with the issue's title and body as its request",
      "info: ✅ Key and project: accepted: the service at api.example.com accepted the api-key for project `proj_1`; a status request needs only the key's 'read' scope, and this run also needs 'write'",
      'info: ✅ Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
      "info: ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and remove the label `agent`, the job's `permissions:` must grant `issues: write`",
      'info: ✅ Label: `agent` exists in acme/docs',
      'info: ✅ Who asked: allowed: `ann` has admin access to acme/docs, and min-permission is triage',
      'notice: dry run: all 6 checks passed; the line marked ℹ️ says what to make sure of in the workflow file; nothing was started or written: remove dry-run (or set it to false) to start jobs',
    ]);
    expect(toolkit.outputs).toEqual({ status: 'dry-run' });
    expect(toolkit.summary).toBe(
      [
        '### ✅ Dry run: the set-up works',
        '',
        'No job was started, no credit spent and nothing written on GitHub. Remove `dry-run` (or set it to `false`) to start jobs.',
        '',
        '- ✅ **Inputs:** valid\\: a run would start a job with the issue&#39;s title and body as its request',
        '- ✅ **Key and project:** accepted\\: the service at api\\.example\\.com accepted the api\\-key for project `proj_1`; a status request needs only the key&#39;s &#39;read&#39; scope, and this run also needs &#39;write&#39;',
        '- ✅ **Issue or pull request:** \\#\u200b12 is an issue of acme/docs, and the token can read it',
        '- ℹ️ **Token&#39;s permissions:** not reported\\: GitHub does not say what this token may do \\(the workflow&#39;s own token never says\\); to comment and remove the label `agent`, the job&#39;s `permissions:` must grant `issues: write`',
        '- ✅ **Label:** `agent` exists in acme/docs',
        '- ✅ **Who asked:** allowed\\: `ann` has admin access to acme/docs, and min\\-permission is triage',
        '',
      ].join('\n'),
    );
    const rendered = render(toolkit.summary ?? '');
    expectSafelyRendered(rendered);
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      "✅ Inputs: valid: a run would start a job with the issue's title and body as its request",
      "✅ Key and project: accepted: the service at api.example.com accepted the api-key for project proj_1; a status request needs only the key's 'read' scope, and this run also needs 'write'",
      '✅ Issue or pull request: #\u200b12 is an issue of acme/docs, and the token can read it',
      "ℹ️ Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and remove the label agent, the job's permissions: must grant issues: write",
      '✅ Label: agent exists in acme/docs',
      '✅ Who asked: allowed: ann has admin access to acme/docs, and min-permission is triage',
    ]);
    // The status request names a job that cannot exist, and ends with the run's cancellation.
    expect(asked).toEqual([{ jobId: 'agent-job-action-dry-run', signal: cancellation.signal }]);
    expect(lookups).toEqual([[s, cancellation]]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPO}/issues/12`,
      `GET /repos/${REPO}`,
      `GET /repos/${REPO}/labels/agent`,
    ]);
  });

  test('no line to make sure of: the notice says nothing of one', async () => {
    fake.setTokenRole(REPO, 'admin');
    fake.addIssue(REPO, { number: 12, labels: ['agent'] });
    const { toolkit } = await dryRun(settings({}, labelled()));
    expect(toolkit.lines.at(-1)).toBe(
      'notice: dry run: all 6 checks passed; nothing was started or written: remove dry-run (or set it to false) to start jobs',
    );
  });

  test("GitHub's warning for a deprecated endpoint reaches the log as a warning", async () => {
    fake.addIssue(REPO, { number: 12, labels: ['agent'] });
    fake.injectFault({
      path: `/repos/${REPO}`,
      status: 200,
      body: { full_name: REPO },
      headers: { deprecation: 'true', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' },
    });
    const { toolkit } = await dryRun(settings({}, labelled()));
    expect(toolkit.lines.filter((line) => line.startsWith('warning:'))).toEqual([
      `warning: GitHub: [@octokit/request] "GET ${fake.url}/repos/${REPO}" is deprecated. It is scheduled to be removed on Tue, 01 Jun 2027 00:00:00 GMT`,
    ]);
  });
});

describe('a dry run that fails', () => {
  test('one ::error line that counts the failed checks and names them; the summary says to fix them', async () => {
    fake.setTokenRole(REPO, 'read');
    const refused = new RequestFailure('http', { status: 401, serviceMessage: 'Invalid API key' });
    const { toolkit } = await dryRun(settings({}, labelled()), {
      answer: refused,
      access: () => Promise.resolve('read'),
    });
    const failures = toolkit.lines.filter((line) => !line.startsWith('info:'));
    expect(failures).toEqual([
      "failed: dry run: 5 of 6 checks failed (Key and project, Issue or pull request, Token's permissions, Label, Who asked): each line of the checklist says what to fix",
    ]);
    expect(toolkit.outputs).toEqual({ status: 'dry-run' });
    const summary = toolkit.summary ?? '';
    expect(summary.split('\n').slice(0, 3)).toEqual([
      '### ❌ Dry run: 5 of 6 checks failed',
      '',
      'No job was started, no credit spent and nothing written on GitHub. Fix each line marked ❌, then run the workflow again.',
    ]);
    const rendered = render(summary);
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent.split(':')[0])).toEqual([
      '✅ Inputs',
      '❌ Key and project',
      '❌ Issue or pull request',
      "❌ Token's permissions",
      '❌ Label',
      '❌ Who asked',
    ]);
  });

  test('one failed check of one', async () => {
    const { toolkit } = await dryRun(settings({ prompt: 'x' }), {
      answer: new RequestFailure('http', { status: 500 }),
    });
    expect(toolkit.lines.at(-1)).toBe(
      'failed: dry run: 1 of 3 checks failed (Key and project): each line of the checklist says what to fix',
    );
    expect(toolkit.summary?.split('\n')[0]).toBe('### ❌ Dry run: 1 of 3 checks failed');
  });

  test('a run cancelled during the checks: one line, no checklist', async () => {
    const { toolkit } = await dryRun(settings({ prompt: 'x' }), {
      answer: new Error('the workflow run was cancelled'),
    });
    expect(toolkit.lines).toEqual([
      START,
      'failed: dry run: stopped before the checks were done (the workflow run was cancelled); nothing was started or written',
    ]);
    expect(toolkit.outputs).toEqual({ status: 'dry-run' });
    expect(toolkit.summary).toBeUndefined();
  });
});

describe('where GitHub cannot be asked', () => {
  test('no GITHUB_REPOSITORY: the lines name this repository, and GitHub is not checked', async () => {
    const { toolkit } = await dryRun(settings({}, labelled()), {
      env: { GITHUB_API_URL: fake.url },
      access: undefined,
    });
    expect(toolkit.lines.filter((line) => /^info: .*(GitHub:|Who asked)/.test(line))).toEqual([
      'info: ❌ GitHub: not checked: GITHUB_REPOSITORY is not set, so the repository is unknown; run the action in a workflow',
      'info: ❌ Who asked: could not read the permission of ann on this repository from GitHub: no github-token or GITHUB_REPOSITORY; nothing was sent to the service: give the step a github-token',
    ]);
    expect(fake.requests).toEqual([]);
  });

  test('an empty github-token: GitHub is not asked', async () => {
    const { toolkit } = await dryRun(settings({ 'github-token': '' }, labelled()), {
      access: undefined,
    });
    expect(toolkit.lines).toContain(
      "info: ❌ GitHub: not checked: github-token is empty; leave it out to use the workflow's own token, or give a token that may read and write the repository's issues",
    );
    expect(fake.requests).toEqual([]);
  });
});

describe('the text from outside, in the log and the summary', () => {
  test('a label name with Markdown, HTML and a mention is shown as code; the key is never shown', async () => {
    const label = '<img src=x> @ann `agent` ' + KEY;
    fake.addIssue(REPO, { number: 12, labels: [label] });
    const { toolkit } = await dryRun(settings({}, labelled(label)));
    expect(toolkit.lines).toContain(
      'info: ✅ Label: `<img src=x> @ann `agent` ***` exists in acme/docs',
    );
    const summary = toolkit.summary ?? '';
    expect(summary).not.toContain(KEY);
    const rendered = render(summary);
    expectSafelyRendered(rendered);
    expect(rendered.text).toContain("Label: <img src=x> @ann 'agent' *** exists in acme/docs");
  });
});

describe('what a run would do, as the Inputs line says it', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'dry-run-'));

  async function inputsLine(s: Settings): Promise<string | undefined> {
    const { toolkit } = await dryRun(s, { env: {} });
    return toolkit.lines
      .find((line) => line.includes(' Inputs: '))
      ?.replace(/^info: ✅ Inputs: valid: a run would /, '');
  }

  test.each<[string, Record<string, string>, GitHubEvent, ActionName?]>([
    ['start a job with the prompt', { prompt: 'Document it' }, SCHEDULE],
    ["start a job with the issue's title and body as its request", {}, labelled()],
    [
      "send the comment's instruction to the thread's job, or start a job with it",
      {},
      commented('/agent fix it'),
    ],
    ["check on the thread's job", {}, commented('/agent')],
    ["start nothing: the comment does not start with '/agent'", {}, commented('thanks')],
    ['send a follow-up to job `job_1`', { 'job-id': 'job_1', prompt: 'More' }, SCHEDULE],
    ['wait for job `job_1`', { 'job-id': 'job_1' }, SCHEDULE],
    ['trigger the automation `auto_1`', { 'automation-id': 'auto_1' }, SCHEDULE, 'automation'],
    [
      'finish the rounds labelled `docs-working` that did not wait',
      { 'working-label': 'docs-working' },
      SCHEDULE,
      'sweep',
    ],
    [
      'send a digest of the pull requests merged since the last digest',
      { 'merged-since': 'last-digest', 'issue-number': '3' },
      SCHEDULE,
      'digest',
    ],
    [
      'send a digest of the pull requests merged in the last 168h',
      { 'merged-since': '7d' },
      SCHEDULE,
      'digest',
    ],
    [
      'send a digest of the pull requests merged since 2026-11-01T00:00:00.000Z',
      { 'merged-since': '2026-11-01' },
      SCHEDULE,
      'digest',
    ],
    [
      'start a job to document pull request #5',
      {},
      { name: 'pull_request', payload: mergedPayload(5) },
    ],
    [
      'follow pull request #2 with its docs job',
      {},
      { name: 'pull_request', payload: labeledPayload('a'.repeat(40)) },
    ],
    [
      'follow pull request #2 with its docs job',
      {},
      { name: 'pull_request', payload: synchronizePayload('a'.repeat(40), 'b'.repeat(40)) },
    ],
    [
      'start a job to document the push to main',
      {},
      {
        name: 'push',
        payload: { ref: 'refs/heads/main', before: 'a'.repeat(40), after: 'b'.repeat(40) },
      },
    ],
    [
      'let go of the docs pull request of #2, closed without being merged',
      {},
      { name: 'pull_request', payload: closedAtHeadPayload('a'.repeat(40)) },
    ],
    // A rest parameter: jest takes a callback with one parameter more than the row for `done`.
  ])('%s', async (...[words, inputs, event, action]) => {
    expect(await inputsLine(settings(inputs, event, action))).toBe(words);
  });

  test('start a job with the text of prompt-file', async () => {
    writeFileSync(join(workspace, 'prompt.md'), 'Document it');
    const s = settingsFrom(
      { 'project-id': 'proj_1', 'api-key': KEY, 'prompt-file': join(workspace, 'prompt.md') },
      SCHEDULE,
    );
    expect(await inputsLine(s)).toBe('start a job with the text of prompt-file');
  });
});
