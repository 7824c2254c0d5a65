// The checks of a dry run (src/round/dry-run.ts), over lookups that stand in for the service,
// GitHub and the check of who asked: which checks apply in each way a workflow can be set up, what
// each line says, and what makes it fail.
import { describe, expect, test } from '@jest/globals';
import { settingsFrom } from '../../../__fixtures__/settings.js';
import type { ActionName } from '../../../src/settings/types.js';
import { wordsText } from '../../../src/common/words.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import type { Access, Role } from '../../../src/github/permission.js';
import { GitHubCallError, githubProblem } from '../../../src/github/retry.js';
import type { SetUpReader } from '../../../src/github/setup-check.js';
import { admit, type AccessLookup } from '../../../src/round/admission.js';
import {
  checkSetUp,
  NO_SUCH_JOB,
  type Check,
  type SetUpLookups,
} from '../../../src/round/dry-run.js';
import { describeFailure } from '../../../src/service/describe.js';
import { RequestFailure } from '../../../src/service/failure.js';
import type { Settings } from '../../../src/settings/types.js';

const REPO = 'acme/docs';
const BASE = {
  'project-id': 'proj_1',
  'api-key': 'key_0123456789',
  'base-url': 'https://api.example.com/agent/',
  'github-token': 'ghs_token',
};

const SCHEDULE: GitHubEvent = { name: 'schedule', payload: {} };
const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {}, actor: 'octocat' };
const ISSUE = {
  number: 12,
  title: 'Docs',
  body: 'Please',
  html_url: `https://github.com/${REPO}/issues/12`,
};

function labelled(
  sender: { login?: string; type?: string } = { login: 'ann', type: 'User' },
  issue: Record<string, unknown> = ISSUE,
): GitHubEvent {
  return {
    name: 'issues',
    payload: { action: 'labeled', label: { name: 'agent' }, issue, sender },
  };
}

function commented(body: string, association = 'MEMBER'): GitHubEvent {
  const user = { login: 'ann', type: 'User' };
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: ISSUE,
      comment: { id: 77, body, user, author_association: association },
      sender: user,
    },
  };
}

const settings = (
  inputs: Record<string, string> = {},
  event: GitHubEvent = SCHEDULE,
  action: ActionName = 'root',
): Settings => {
  // The automation action takes no github-token: it answers on no thread.
  const { 'github-token': token, ...service } = BASE;
  const base = action === 'automation' ? service : { ...service, 'github-token': token };
  return settingsFrom({ ...base, ...inputs }, event, action);
};

/** GitHub as the dry run reads it: each answer as given, each read recorded. */
interface FakeGitHub extends SetUpReader {
  readonly reads: string[];
}

function github(
  answers: {
    role?: Role | 'none' | GitHubCallError;
    threads?: Record<number, 'issue' | 'pull request' | GitHubCallError>;
    labels?: readonly (string | [string, GitHubCallError])[];
  } = {},
): FakeGitHub {
  const reads: string[] = [];
  const answer = <T>(value: T | GitHubCallError): Promise<T> =>
    value instanceof GitHubCallError ? Promise.reject(value) : Promise.resolve(value);
  return {
    reads,
    tokenRole: () => {
      reads.push('role');
      return answer(answers.role);
    },
    threadKind: (number) => {
      reads.push(`#${number}`);
      return answer((answers.threads ?? { 12: 'issue' })[number]);
    },
    hasLabel: (name) => {
      reads.push(`label ${name}`);
      const found = (answers.labels ?? ['agent', 'agent-working']).find(
        (label) => (typeof label === 'string' ? label : label[0]) === name,
      );
      return answer(typeof found === 'object' ? found[1] : found !== undefined);
    },
  };
}

/** The service: 404 Job not found for every status request, unless told otherwise. */
function service(
  answer: unknown = new RequestFailure('http', { status: 404, serviceMessage: 'Job not found' }),
) {
  const asked: string[] = [];
  const jobStatus = (jobId: string) => {
    asked.push(jobId);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { asked, jobStatus };
}

/** Every login holds `access`; the logins asked about are recorded. */
function accessOf(access: Access = 'admin') {
  const asked: string[] = [];
  const lookup: AccessLookup = (login) => {
    asked.push(login);
    return Promise.resolve(access);
  };
  return { asked, lookup };
}

function lookups(overrides: Partial<SetUpLookups> = {}): SetUpLookups {
  return {
    repository: REPO,
    jobStatus: service().jobStatus,
    github: github(),
    accessOf: accessOf().lookup,
    ...overrides,
  };
}

/** The checks as the log shows them: `state topic: words`. */
async function lines(s: Settings, using: Partial<SetUpLookups> = {}): Promise<string[]> {
  return shown(await checkSetUp(s, lookups(using)));
}

const shown = (checks: readonly Check[]) =>
  checks.map((check) => `${check.state} ${check.topic}: ${wordsText(check.words)}`);

const ACCEPTED =
  'passed Key and project: accepted: the service at api.example.com accepted the api-key for project `proj_1`';
const WRITE_TOO =
  "; a status request needs only the key's 'read' scope, and this run also needs 'write'";
const NOBODY =
  'passed Who asked: nobody: a scheduled run may start jobs (the workflow file is the authority)';
const SWEEP_ASKS_NOBODY =
  'passed Who asked: nobody needs to: a sweep starts nothing, whoever sent its event (the workflow file is the authority)';

describe('the key and project: a status request for a job that cannot exist', () => {
  test('404 for the job: the key and project were accepted; the id asked for is no job the service hands out', async () => {
    const { asked, jobStatus } = service();
    expect(await lines(settings({ prompt: 'Document it' }), { jobStatus })).toEqual([
      ACCEPTED + WRITE_TOO,
      NOBODY,
    ]);
    expect(asked).toEqual([NO_SUCH_JOB]);
    expect(NO_SUCH_JOB).toBe('agent-job-action-dry-run');
  });

  test('a record (the job exists after all): accepted too', async () => {
    const { jobStatus } = service({ id: NO_SUCH_JOB, status: 'active' });
    expect(await lines(settings({ prompt: 'Document it' }), { jobStatus })).toEqual([
      ACCEPTED + WRITE_TOO,
      NOBODY,
    ]);
  });

  test.each([
    ['a 404 without a message', undefined],
    ['a 404 that names the job and the project', 'Job not found in this Project'],
    ['a 404 that says something else', 'Not found'],
  ])('%s: accepted', async (_name, serviceMessage) => {
    const { jobStatus } = service(new RequestFailure('http', { status: 404, serviceMessage }));
    const [key] = await lines(settings({ prompt: 'Document it' }), { jobStatus });
    expect(key).toBe(ACCEPTED + WRITE_TOO);
  });

  test.each<[string, Record<string, string>, GitHubEvent, ActionName?]>([
    ['a watch (job-id alone)', { 'job-id': 'job_1' }, SCHEDULE],
    ['a sweep', {}, SCHEDULE, 'sweep'],
    ['a question to the thread (/agent alone)', {}, commented('/agent')],
    ['a comment that asks nothing', {}, commented('thanks!')],
    // A rest parameter: jest takes a callback with one parameter more than the row for `done`.
  ])('%s sends nothing: the read scope is all it needs', async (...[, inputs, event, action]) => {
    const [key] = await lines(settings(inputs, event, action));
    expect(key).toBe(ACCEPTED);
  });

  test.each<[string, Record<string, string>, GitHubEvent, ActionName?]>([
    ['a follow-up', { 'job-id': 'job_1', prompt: 'More' }, SCHEDULE],
    ['an automation', { 'automation-id': 'auto_1' }, SCHEDULE, 'automation'],
    ['a digest', { 'merged-since': '7d' }, SCHEDULE, 'digest'],
    ['an instruction comment', {}, commented('/agent fix it')],
    // A rest parameter: jest takes a callback with one parameter more than the row for `done`.
  ])('%s sends a prompt or a trigger: it needs write too', async (...[, inputs, event, action]) => {
    const [key] = await lines(settings(inputs, event, action));
    expect(key).toBe(ACCEPTED + WRITE_TOO);
  });

  test.each([
    ['401', new RequestFailure('http', { status: 401, serviceMessage: 'Invalid API key' })],
    ['403', new RequestFailure('http', { status: 403 })],
    [
      'a 404 that says the project is missing',
      new RequestFailure('http', { status: 404, serviceMessage: 'Project not found' }),
    ],
    ['500', new RequestFailure('http', { status: 500 })],
    ['no connection', new RequestFailure('network', { code: 'ECONNREFUSED', neverSent: true })],
    ["a proxy's 404", new RequestFailure('proxy', { status: 404 })],
  ])('%s: not accepted, in the words of a failed request', async (_name, failure) => {
    const { jobStatus } = service(failure);
    const [key] = await checkSetUp(settings({ prompt: 'Document it' }), lookups({ jobStatus }));
    expect(key).toEqual({
      topic: 'Key and project',
      state: 'failed',
      words: [describeFailure(failure, { operation: 'check', projectId: 'proj_1' }).message],
    });
  });

  test('the lines of a refused key and of a missing project', async () => {
    const refused = service(
      new RequestFailure('http', { status: 401, serviceMessage: 'Invalid API key' }),
    );
    expect((await lines(settings({ prompt: 'x' }), { jobStatus: refused.jobStatus }))[0]).toBe(
      'failed Key and project: authentication failed (401) while checking the api-key and project: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret (the service said: Invalid API key)',
    );
    const missing = service(
      new RequestFailure('http', { status: 404, serviceMessage: 'Project not found' }),
    );
    expect((await lines(settings({ prompt: 'x' }), { jobStatus: missing.jobStatus }))[0]).toBe(
      "failed Key and project: not found (404) while checking the api-key and project: project 'proj_1' does not exist for this key; check project-id (the service said: Project not found)",
    );
  });

  test('anything but an answer (the run was cancelled) ends the checks', async () => {
    const cancelled = new Error('the workflow run was cancelled');
    const { jobStatus } = service(cancelled);
    await expect(checkSetUp(settings({ prompt: 'x' }), lookups({ jobStatus }))).rejects.toBe(
      cancelled,
    );
  });
});

describe('GitHub: the thread, the token’s permissions, the labels', () => {
  test('a label on an issue, the token’s permissions not reported: the thread, a note on what to grant, the label', async () => {
    const reader = github();
    expect(await lines(settings({}, labelled()), { github: reader })).toEqual([
      ACCEPTED + WRITE_TOO,
      'passed Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and remove the label `agent`, the job's `permissions:` must grant `issues: write`",
      'passed Label: `agent` exists in acme/docs',
      'passed Who asked: allowed: `ann` has admin access to acme/docs, and min-permission is triage',
    ]);
    expect(reader.reads).toEqual(['#12', 'role', 'label agent']);
  });

  test('on a pull request the note asks for pull-requests: write too', async () => {
    const reader = github({ threads: { 12: 'pull request' } });
    const [, thread, permissions] = await lines(settings({}, labelled()), { github: reader });
    expect(thread).toBe(
      'passed Issue or pull request: #12 is a pull request of acme/docs, and the token can read it',
    );
    expect(permissions).toBe(
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and remove the label `agent`, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for #12, a pull request)",
    );
  });

  test.each<[Role, string]>([
    ['admin', 'admin'],
    ['triage', 'triage'],
  ])("a user's token with %s: allowed to comment and change labels", async (role, shownRole) => {
    const [, , permissions] = await lines(settings({}, labelled()), { github: github({ role }) });
    expect(permissions).toBe(
      `passed Token's permissions: allowed: GitHub reports ${shownRole} access to acme/docs for the token's account, enough to comment and remove the label \`agent\``,
    );
  });

  test("a user's token with read: not allowed to remove the label, and what to do", async () => {
    const [, , permissions] = await lines(settings({}, labelled()), {
      github: github({ role: 'read' }),
    });
    expect(permissions).toBe(
      "failed Token's permissions: not allowed: GitHub reports read access to acme/docs for the token's account, and to comment and remove the label `agent` it needs triage access or more: give that account triage access, or use the workflow's own token with the job's `permissions:` granting `issues: write`",
    );
  });

  test('commenting alone takes read access; no access at all is not enough', async () => {
    const s = settings({ prompt: 'x', 'issue-number': '12' }, DISPATCH);
    expect((await lines(s, { github: github({ role: 'read' }) }))[2]).toBe(
      "passed Token's permissions: allowed: GitHub reports read access to acme/docs for the token's account, enough to comment",
    );
    expect((await lines(s, { github: github({ role: 'none' }) }))[2]).toBe(
      "failed Token's permissions: not allowed: GitHub reports no access to acme/docs for the token's account, and to comment it needs read access or more: give that account read access, or use the workflow's own token with the job's `permissions:` granting `issues: write`",
    );
  });

  test.each([
    [
      new GitHubCallError(401, 'Bad credentials'),
      'could not read acme/docs: GitHub refused the token (401): check github-token',
    ],
    [
      new GitHubCallError(403, 'Resource not accessible by integration'),
      "could not read acme/docs (403: Resource not accessible by integration): give the token read access to the repository's metadata",
    ],
  ])(
    'GitHub does not answer what the token may do: a failed line that says why',
    async (error, line) => {
      const [, , permissions] = await lines(settings({}, labelled()), {
        github: github({ role: error }),
      });
      expect(permissions).toBe(`failed Token's permissions: ${line}`);
    },
  );

  test('issue-number that does not exist, and the event’s issue gone', async () => {
    const missing = github({ threads: {} });
    const dispatched = await lines(settings({ prompt: 'x', 'issue-number': '99' }, DISPATCH), {
      github: missing,
    });
    expect(dispatched[1]).toBe(
      'failed Issue or pull request: issue-number 99 does not exist in acme/docs: give the number of an issue or pull request of acme/docs',
    );
    // What to grant is said without knowing whether it was a pull request.
    expect(dispatched[2]).toMatch(/must grant `issues: write`$/);
    const labelledGone = await lines(settings({}, labelled()), { github: missing });
    expect(labelledGone[1]).toBe(
      'failed Issue or pull request: #12 does not exist in acme/docs: give the number of an issue or pull request of acme/docs',
    );
  });

  test('issue-number that is the event’s own issue is named as the event’s', async () => {
    const [, thread] = await lines(settings({ 'issue-number': '12' }, labelled()));
    expect(thread).toBe(
      'passed Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
    );
    const [, other] = await lines(settings({ 'issue-number': '13' }, labelled()), {
      github: github({ threads: { 13: 'issue' } }),
    });
    expect(other).toBe(
      'passed Issue or pull request: issue-number 13 is an issue of acme/docs, and the token can read it',
    );
  });

  test('the thread cannot be read: a failed line that says what to grant', async () => {
    const error = new GitHubCallError(403, 'Resource not accessible by integration');
    const [, thread] = await lines(settings({}, labelled()), {
      github: github({ threads: { 12: error } }),
    });
    expect(thread).toBe(
      `failed Issue or pull request: ${githubProblem(error, 'read #12 of acme/docs', 'give the job permissions: issues: read (and pull-requests: read for a pull request)')}`,
    );
    expect(thread).toBe(
      'failed Issue or pull request: could not read #12 of acme/docs (403: Resource not accessible by integration): give the job permissions: issues: read (and pull-requests: read for a pull request)',
    );
  });

  test('the event’s label missing from the repository: create it', async () => {
    const [, , , label] = await lines(settings({}, labelled()), { github: github({ labels: [] }) });
    expect(label).toBe(
      'failed Label: `agent` does not exist in acme/docs: create the label `agent` in the repository',
    );
  });

  test('a label that cannot be read: a failed line that says why', async () => {
    const error = new GitHubCallError(403, 'No');
    const [, , , label] = await lines(settings({}, labelled()), {
      github: github({ labels: [['agent', error]] }),
    });
    expect(label).toBe(
      "failed Label: could not read the label 'agent' of acme/docs (403: No): give the job permissions: issues: read",
    );
  });

  test('a round that does not wait on an issue: working-label is added, so it must exist, and changing labels takes triage', async () => {
    const reader = github({ role: 'read', labels: ['agent'] });
    expect(await lines(settings({ wait: 'false' }, labelled()), { github: reader })).toEqual([
      ACCEPTED + WRITE_TOO,
      'passed Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
      "failed Token's permissions: not allowed: GitHub reports read access to acme/docs for the token's account, and to comment, remove the label `agent` and add working-label `agent-working` it needs triage access or more: give that account triage access, or use the workflow's own token with the job's `permissions:` granting `issues: write`",
      'passed Label: `agent` exists in acme/docs',
      'failed working-label: `agent-working` does not exist in acme/docs: create the label `agent-working` in the repository, or set working-label to one it has: a sweep finds the rounds that did not wait by it',
      'passed Who asked: allowed: `ann` has admin access to acme/docs, and min-permission is triage',
    ]);
    expect(reader.reads).toEqual(['#12', 'role', 'label agent', 'label agent-working']);
  });

  test('a round that does not wait on a dispatch: only working-label changes labels', async () => {
    const s = settings({ prompt: 'x', 'issue-number': '12', wait: 'false' }, DISPATCH);
    const checks = await lines(s, { github: github({ role: 'read' }) });
    expect(checks[2]).toBe(
      "failed Token's permissions: not allowed: GitHub reports read access to acme/docs for the token's account, and to comment and add working-label `agent-working` it needs triage access or more: give that account triage access, or use the workflow's own token with the job's `permissions:` granting `issues: write`",
    );
    expect(checks[3]).toBe('passed working-label: `agent-working` exists in acme/docs');
  });

  test('a round that does not wait leaves no label when it writes no comment, or has no thread', async () => {
    const quiet = github();
    expect(
      await lines(
        settings({ prompt: 'x', 'issue-number': '12', wait: 'false', comment: 'false' }, DISPATCH),
        {
          github: quiet,
        },
      ),
    ).toEqual([
      ACCEPTED + WRITE_TOO,
      'passed Issue or pull request: issue-number 12 is an issue of acme/docs, and the token can read it',
      'passed Who asked: allowed: `octocat` sent an event that only people with write access can send, and min-permission is triage',
    ]);
    expect(quiet.reads).toEqual(['#12']);
    const none = github();
    expect(await lines(settings({ prompt: 'x', wait: 'false' }), { github: none })).toEqual([
      ACCEPTED + WRITE_TOO,
      NOBODY,
    ]);
    expect(none.reads).toEqual([]);
  });

  test('an instruction comment: comment and react; a question (/agent alone) reacts too', async () => {
    const instruction = await lines(settings({}, commented('/agent fix it')));
    expect(instruction[2]).toBe(
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment and react to the comment, the job's `permissions:` must grant `issues: write`",
    );
    const question = await lines(settings({ comment: 'false' }, commented('/agent')), {
      github: github({ role: 'read' }),
    });
    expect(question[2]).toBe(
      "passed Token's permissions: allowed: GitHub reports read access to acme/docs for the token's account, enough to react to the comment",
    );
  });

  test('a comment that asks nothing: the set-up is checked, but not who asked', async () => {
    expect(await lines(settings({}, commented('thanks!')))).toEqual([
      ACCEPTED,
      'passed Issue or pull request: #12 is an issue of acme/docs, and the token can read it',
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment, the job's `permissions:` must grant `issues: write`",
    ]);
  });

  test('a sweep: no thread of its own; it comments on the labelled issues and pull requests and removes the label, which must exist', async () => {
    const reader = github({ labels: [] });
    expect(await lines(settings({}, SCHEDULE, 'sweep'), { github: reader })).toEqual([
      ACCEPTED,
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment on the issues and pull requests labelled `agent-working`, and remove the label, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for the labelled pull requests)",
      'failed working-label: `agent-working` does not exist in acme/docs: create the label `agent-working` in the repository, or set working-label to one it has: a sweep finds the rounds that did not wait by it',
      SWEEP_ASKS_NOBODY,
    ]);
    expect(reader.reads).toEqual(['role', 'label agent-working']);
    const [, triage] = await lines(settings({}, SCHEDULE, 'sweep'), {
      github: github({ role: 'read' }),
    });
    expect(triage).toMatch(
      /^failed Token's permissions: not allowed: .* it needs triage access or more/,
    );
  });

  test('a digest comments on the merged pull requests, without a thread too', async () => {
    expect(await lines(settings({ 'merged-since': '7d' }, SCHEDULE, 'digest'))).toEqual([
      ACCEPTED + WRITE_TOO,
      "note Token's permissions: not reported: GitHub does not say what this token may do (the workflow's own token never says); to comment on the merged pull requests, the job's `permissions:` must grant `issues: write` and `pull-requests: write` (for the comments on the merged pull requests)",
      NOBODY,
    ]);
    const [, thread, permissions] = await lines(
      settings({ 'merged-since': 'last-digest', 'issue-number': '12' }, SCHEDULE, 'digest'),
      { github: github({ role: 'read' }) },
    );
    expect(thread).toBe(
      'passed Issue or pull request: issue-number 12 is an issue of acme/docs, and the token can read it',
    );
    expect(permissions).toBe(
      "passed Token's permissions: allowed: GitHub reports read access to acme/docs for the token's account, enough to comment and comment on the merged pull requests",
    );
    // comment: false writes nothing: the digest thread is read, and no more.
    expect(
      await lines(
        settings(
          { 'merged-since': '7d', 'issue-number': '12', comment: 'false' },
          SCHEDULE,
          'digest',
        ),
      ),
    ).toEqual([
      ACCEPTED + WRITE_TOO,
      'passed Issue or pull request: issue-number 12 is an issue of acme/docs, and the token can read it',
      NOBODY,
    ]);
  });

  test('nothing on GitHub to read or write: no GitHub check at all', async () => {
    const reader = github();
    expect(await lines(settings({ prompt: 'x', comment: 'false' }), { github: reader })).toEqual([
      ACCEPTED + WRITE_TOO,
      NOBODY,
    ]);
    expect(await lines(settings({ prompt: 'x' }), { github: undefined })).toEqual([
      ACCEPTED + WRITE_TOO,
      NOBODY,
    ]);
    expect(reader.reads).toEqual([]);
  });

  test('no github-token, or no repository: one failed line instead of the GitHub checks', async () => {
    expect(
      await lines(settings({ 'github-token': '' }, labelled()), {
        github: undefined,
        accessOf: undefined,
      }),
    ).toEqual([
      ACCEPTED + WRITE_TOO,
      "failed GitHub: not checked: github-token is empty; leave it out to use the workflow's own token, or give a token that may read and write the repository's issues",
      'failed Who asked: could not read the permission of ann on acme/docs from GitHub: no github-token or GITHUB_REPOSITORY; nothing was sent to the service: give the step a github-token',
    ]);
    expect((await lines(settings({}, labelled()), { github: undefined }))[1]).toBe(
      'failed GitHub: not checked: GITHUB_REPOSITORY is not set, so the repository is unknown; run the action in a workflow',
    );
  });
});

describe('who asked, as a run decides it', () => {
  /** The check's line, and the line admit's own refusal to decide would give. */
  async function askerLine(s: Settings, lookup: AccessLookup): Promise<string | undefined> {
    const checks = await checkSetUp(s, lookups({ accessOf: lookup }));
    return shown(checks).find((line) => line.includes(' Who asked: '));
  }

  test('allowed-bots `*` lets bots through, not people: a person is still read from GitHub', async () => {
    const { asked, lookup } = accessOf('triage');
    expect(await askerLine(settings({ 'allowed-bots': '*' }, labelled()), lookup)).toBe(
      'passed Who asked: allowed: `ann` has triage access to acme/docs, and min-permission is triage',
    );
    expect(asked).toEqual(['ann']);
  });

  test('a person with the permission, read from GitHub', async () => {
    const { asked, lookup } = accessOf('triage');
    expect(await askerLine(settings({}, labelled()), lookup)).toBe(
      'passed Who asked: allowed: `ann` has triage access to acme/docs, and min-permission is triage',
    );
    expect(asked).toEqual(['ann']);
  });

  test('a person whose event proves write access: no read; unless min-permission asks for more', async () => {
    const none = accessOf();
    expect(await askerLine(settings({ prompt: 'x' }, DISPATCH), none.lookup)).toBe(
      'passed Who asked: allowed: `octocat` sent an event that only people with write access can send, and min-permission is triage',
    );
    expect(none.asked).toEqual([]);
    const admin = accessOf('admin');
    expect(
      await askerLine(settings({ prompt: 'x', 'min-permission': 'admin' }, DISPATCH), admin.lookup),
    ).toBe(
      'passed Who asked: allowed: `octocat` has admin access to acme/docs, and min-permission is admin',
    );
  });

  test('a person without it: a run would start nothing, and would remove the label', async () => {
    expect(await askerLine(settings({}, labelled()), accessOf('read').lookup)).toBe(
      'failed Who asked: not allowed: `ann` has read access to acme/docs, and min-permission is triage: a run would start nothing and remove the label `agent`; someone with triage access or more must ask, or lower min-permission',
    );
    expect(await askerLine(settings({}, commented('/agent fix it')), accessOf('none').lookup)).toBe(
      'failed Who asked: not allowed: `ann` has no access to acme/docs, and min-permission is triage: a run would start nothing; someone with triage access or more must ask, or lower min-permission',
    );
  });

  test('a bot: allowed when allowed-bots lists it, refused otherwise', async () => {
    const bot = labelled({ login: 'renovate[bot]', type: 'Bot' });
    expect(await askerLine(settings({ 'allowed-bots': 'renovate' }, bot), accessOf().lookup)).toBe(
      'passed Who asked: allowed: `renovate[bot]` is a bot that allowed-bots lists',
    );
    expect(await askerLine(settings({}, bot), accessOf().lookup)).toBe(
      'failed Who asked: not allowed: `renovate[bot]` is a bot that allowed-bots does not list: a run would start nothing and remove the label `agent`; add it to allowed-bots if it may start jobs',
    );
  });

  test('a sweep on the agent’s docs pull request, opened by its app: nobody needs to be allowed, no permission read', async () => {
    const opened: GitHubEvent = {
      name: 'pull_request',
      payload: {
        action: 'opened',
        pull_request: { number: 88 },
        sender: { login: 'mintlify[bot]', type: 'Bot' },
      },
    };
    const none = accessOf();
    expect(await askerLine(settings({}, opened, 'sweep'), none.lookup)).toBe(SWEEP_ASKS_NOBODY);
    expect(none.asked).toEqual([]);
  });

  test('a merge by a merge bot: allowed up to min-permission write with no read, refused above it', async () => {
    const merged: GitHubEvent = {
      name: 'pull_request',
      payload: {
        action: 'closed',
        pull_request: { number: 5, merged: true },
        sender: { login: 'mergify[bot]', type: 'Bot' },
      },
    };
    const none = accessOf();
    expect(await askerLine(settings({ 'min-permission': 'write' }, merged), none.lookup)).toBe(
      'passed Who asked: allowed: `mergify[bot]` merged the pull request, as only those with write access can (a merge bot or queue is no bot asking), and min-permission is write',
    );
    expect(await askerLine(settings({ 'min-permission': 'maintain' }, merged), none.lookup)).toBe(
      'failed Who asked: not allowed: `mergify[bot]` is a bot that allowed-bots does not list, and its merge proves write access only, while min-permission is maintain: a run would start nothing; add it to allowed-bots if it may start jobs',
    );
    expect(none.asked).toEqual([]);
  });

  test.each<[string, Settings, AccessLookup]>([
    ['GitHub knows no such user', settings({}, labelled()), accessOf('unknown').lookup],
    ['the event names nobody', settings({}, labelled({})), accessOf().lookup],
    ['no lookup (no token or repository)', settings({}, labelled()), undefined],
    [
      'GitHub refuses the token',
      settings({}, labelled()),
      () => Promise.reject(new GitHubCallError(401, 'Bad credentials')),
    ],
  ])(
    'who asked cannot be told (%s): a failed line, in the words of the run',
    async (_name, s, lookup) => {
      const line = await askerLine(s, lookup);
      const refusal = await admit(s, REPO, lookup).then(
        () => 'decided',
        (error: unknown) => (error as Error).message,
      );
      expect(refusal).not.toBe('decided');
      expect(line).toBe(`failed Who asked: ${refusal}`);
    },
  );
});
