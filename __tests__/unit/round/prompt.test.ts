// Docs follow code: which runs document a merged pull request (src/settings/read.ts), diff-budget, and
// the prompt composed from GitHub's answers (src/round/prompt.ts, with a fake pull request reader).
import { describe, expect, test } from '@jest/globals';
import {
  closedUnmergedPayload,
  mergedPayload,
  openedPayload,
} from '../../../__fixtures__/pull-request-payloads.js';
import type { ChangedFile, PullRequestInfo } from '../../../src/github/pull-request.js';
import { InputError, NothingToSend, ServiceError, UserError } from '../../../src/common/errors.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import { readSettings } from '../../../src/settings/read.js';
import { readThreadSettings } from '../../../src/settings/thread.js';
import { createRedactor } from '../../../src/common/redact.js';
import { type Settings } from '../../../src/settings/types.js';
import { composePrompt, type PromptDeps } from '../../../src/round/prompt.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import { type PullRequestReader } from '../../../src/github/pull-request.js';
import type { ThreadTarget } from '../../../src/github/client.js';
import type { JobPlan } from '../../../src/round/plan.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';

type Inputs = Readonly<Record<string, string | undefined>>;

const REQUIRED: Inputs = {
  'project-id': 'proj_1',
  'api-key': 'mint_0123456789abcdefXYZ',
  'github-token': 'ghs_token',
};

function settings(values: Inputs, event: GitHubEvent): Settings {
  const all = { ...REQUIRED, ...values };
  const input = (name: string) => (all[name] ?? '').trim();
  const redact = createRedactor([input('api-key'), input('github-token')]);
  return readSettings(
    input,
    { workspace: '/tmp', event, action: 'root' },
    readThreadSettings(input, event, redact),
    redact,
  );
}

/** The prompt of the round the settings ask for, on a thread without jobs. */
function compose(s: Settings, deps: PromptDeps): Promise<string> {
  const { asked } = s;
  if (
    asked.kind === 'skip' ||
    asked.kind === 'check-thread' ||
    asked.kind === 'digest' ||
    asked.kind === 'automation' ||
    asked.kind === 'sweep' ||
    asked.kind === 'pull-request' ||
    asked.kind === 'push'
  )
    throw new Error(asked.kind);
  return composePrompt(asked, s, deps);
}

const merged = (name = 'pull_request_target'): GitHubEvent => ({
  name,
  payload: mergedPayload(12),
});
const dispatch: GitHubEvent = { name: 'workflow_dispatch', payload: {} };

describe('which runs document a merged pull request', () => {
  test.each(['pull_request', 'pull_request_target'])(
    '%s closed and merged, no prompt: the pull request is documented',
    (name) => {
      const s = settings({}, merged(name));
      expect(s.asked).toEqual({
        kind: 'create',
        ask: {
          source: 'pull-request',
          pullRequest: { number: 12, fromEvent: expect.objectContaining({ merged: true }) },
        },
      });
      expect(s.issueNumber).toBe(12);
    },
  );

  test('closed without merging, no prompt, nothing to write (comment: false, no docs-token): skipped, and the reason names the pull request', () => {
    const s = settings(
      { comment: 'false' },
      { name: 'pull_request', payload: closedUnmergedPayload() },
    );
    expect(s.asked).toEqual({
      kind: 'skip',
      reason: 'pull request #2 was closed without being merged',
    });
  });

  test('closed without merging with comments on: its docs job lets the docs pull request go', () => {
    const s = settings({}, { name: 'pull_request', payload: closedUnmergedPayload() });
    expect(s.asked).toMatchObject({ kind: 'pull-request', event: { action: 'closed' } });
  });

  test('a given prompt on a merged pull request is sent as it is, without context by default', () => {
    const s = settings({ prompt: 'Update the changelog page' }, merged());
    expect(s.asked).toEqual({
      kind: 'create',
      ask: { source: 'prompt', prompt: 'Update the changelog page' },
    });
  });

  test('a given prompt with include-issue-context gets the pull request as context, and is not "documenting"', () => {
    const s = settings({ prompt: 'Update it', 'include-issue-context': 'true' }, merged());
    expect(s.asked).toMatchObject({
      kind: 'create',
      ask: { source: 'prompt', prompt: 'Update it', pullRequest: { number: 12 } },
    });
  });

  test('job-id without a prompt on a merged pull request only watches the job', () => {
    const s = settings({ 'job-id': 'job_1' }, merged());
    expect(s.asked).toEqual({ kind: 'watch', jobId: 'job_1' });
  });

  test('other pull request actions keep the pull request as the prompt', () => {
    const s = settings({}, { name: 'pull_request', payload: openedPayload() });
    expect(s.asked).toMatchObject({ kind: 'create', ask: { source: 'issue' } });
    expect(s.asked).not.toHaveProperty('ask.pullRequest');
  });

  test('workflow_dispatch with issue-number and no prompt: that pull request is to be documented (read from GitHub)', () => {
    const s = settings({ 'issue-number': '31' }, dispatch);
    expect(s.asked).toEqual({
      kind: 'create',
      ask: { source: 'pull-request', pullRequest: { number: 31 } },
    });
    expect(s.issueNumber).toBe(31);
  });

  test('workflow_dispatch with issue-number and a prompt: the prompt as given', () => {
    const s = settings({ 'issue-number': '31', prompt: 'Fix typos' }, dispatch);
    expect(s.asked).toEqual({ kind: 'create', ask: { source: 'prompt', prompt: 'Fix typos' } });
  });

  test('workflow_dispatch with neither prompt nor issue-number is still the "no prompt" error', () => {
    expect(() => settings({}, dispatch)).toThrow(/^no prompt: set prompt or prompt-file/);
  });
});

describe('diff-budget', () => {
  test.each([
    ['', 50_000],
    ['50k', 50_000],
    ['20000', 20_000],
    ['2.5K', 2_500],
    ['1.25k', 1_250],
    ['0', 0],
    ['1000k', 1_000_000],
  ])('%p is %d characters', (text, expected) => {
    expect(settings({ 'diff-budget': text }, merged()).diffBudget).toBe(expected);
  });

  test.each(['-1', '50kb', 'lots', '1001k', '1e5'])('%p is an input error', (text) => {
    expect(() => settings({ 'diff-budget': text }, merged())).toThrow(InputError);
    expect(() => settings({ 'diff-budget': text }, merged())).toThrow(
      /^diff-budget '.*' is not a size in characters up to 1000k: give e\.g\. 50k/,
    );
  });
});

// ---- composePrompt with a fake reader -------------------------------------------------------

const API_PR: PullRequestInfo = {
  number: 31,
  title: 'Add webhooks',
  body: 'Adds outgoing webhooks.',
  url: 'https://github.com/acme/app/pull/31',
  baseRef: 'main',
  merged: true,
  state: 'closed',
  changedFiles: 2,
  additions: 40,
  deletions: 2,
};
const FILES: ChangedFile[] = [
  {
    filename: 'src/webhooks.ts',
    status: 'added',
    additions: 40,
    deletions: 0,
    patch: '@@ -0,0 +1 @@\n+send()',
  },
  { filename: 'yarn.lock', status: 'modified', additions: 0, deletions: 2, patch: '@@ -1 +0 @@' },
];

interface Recorded {
  opened: ThreadTarget[];
  gets: number;
  lists: Array<{ cap: number; patches: boolean }>;
  log: string[];
}

function deps(
  reader: Partial<PullRequestReader>,
  env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'acme/app' },
): { deps: PromptDeps; recorded: Recorded } {
  const recorded: Recorded = { opened: [], gets: 0, lists: [], log: [] };
  const log = {
    info: (m: string) => void recorded.log.push(m),
    warning: (m: string | Error) => void recorded.log.push(`warning: ${String(m)}`),
    redact: (text: string) => text,
  };
  return {
    recorded,
    deps: {
      env,
      log,
      github: {
        clock: new VirtualClock(),
        random: () => 0.5,
        budget: () => ({ deadline: 60_000 }),
      },
      open: (target) => {
        recorded.opened.push(target);
        return Promise.resolve({
          get: () => {
            recorded.gets += 1;
            return reader.get ? reader.get() : Promise.resolve(API_PR);
          },
          listFiles: (cap, options) => {
            recorded.lists.push({ cap, ...options });
            return reader.listFiles ? reader.listFiles(cap, options) : Promise.resolve(FILES);
          },
        });
      },
    },
  };
}

describe('the prompt composed from GitHub', () => {
  test('a run without a pull request never opens GitHub', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await compose(settings({ prompt: 'Fix typos' }, dispatch), d);
    expect(prompt).toBe('Fix typos');
    expect(recorded.opened).toHaveLength(0);
  });

  test('a merged pull request event: its files are listed (100 a page up to the cap), the pull request itself is not fetched', async () => {
    const { deps: d, recorded } = deps(
      {},
      { GITHUB_REPOSITORY: 'acme/app', GITHUB_API_URL: 'https://ghe.example.com/api/v3' },
    );
    const prompt = await compose(settings({}, merged()), d);
    expect(recorded.opened).toEqual([
      {
        token: 'ghs_token',
        owner: 'acme',
        repo: 'app',
        apiUrl: 'https://ghe.example.com/api/v3',
        number: 12,
        redact: expect.any(Function),
        warn: expect.any(Function),
      },
    ]);
    expect(recorded.gets).toBe(0);
    expect(recorded.lists).toEqual([{ cap: 1000, patches: true }]);
    expect(prompt).toMatch(/^A pull request was merged into master/);
    expect(prompt).toContain('Update the README with new information.');
    expect(prompt).toContain('+++ b/src/webhooks.ts');
    expect(recorded.log).toEqual([
      expect.stringMatching(
        /^Documenting merged pull request #12: 2 changed files, diff within 50,000 characters; prompt of \d[\d,]* characters$/,
      ),
    ]);
  });

  test('diff-budget 0 does not even keep the patches of the listing', async () => {
    const { deps: d, recorded } = deps({});
    await compose(settings({ 'diff-budget': '0' }, merged()), d);
    expect(recorded.lists).toEqual([{ cap: 1000, patches: false }]);
  });

  test('include-issue-context appends the same context after the given prompt', async () => {
    const { deps: d } = deps({});
    const prompt = await compose(
      settings({ prompt: 'Update the API page', 'include-issue-context': 'true' }, merged()),
      d,
    );
    expect(prompt).toMatch(/^Update the API page\n\n---\n## Pull request #12\n/);
    expect(prompt).not.toContain('Bring the documentation in line');
    expect(prompt).toContain('+++ b/src/webhooks.ts');
  });

  test('dispatch backfill: the pull request is read from GitHub, then its files', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await compose(settings({ 'issue-number': '31' }, dispatch), d);
    expect(recorded.gets).toBe(1);
    expect(prompt).toContain('- URL: https://github.com/acme/app/pull/31');
    expect(prompt).toContain('Add webhooks\n\nAdds outgoing webhooks.');
  });

  test('dispatch backfill of a number that is not a pull request: the "no prompt" input error', async () => {
    const { deps: d, recorded } = deps({ get: () => Promise.resolve(undefined) });
    await expect(compose(settings({ 'issue-number': '31' }, dispatch), d)).rejects.toThrow(
      new InputError(
        'no prompt, and #31 is not a pull request: set prompt or prompt-file to start a job, or give issue-number of a merged pull request to document it',
      ),
    );
    expect(recorded.lists).toHaveLength(0);
  });

  test('dispatch backfill of an open pull request: an input error saying to merge it first or give a prompt', async () => {
    const { deps: d } = deps({
      get: () => Promise.resolve({ ...API_PR, merged: false, state: 'open' }),
    });
    await expect(compose(settings({ 'issue-number': '31' }, dispatch), d)).rejects.toThrow(
      /^pull request #31 is not merged \(open\): documenting follows a merge; merge it first, or give a prompt/,
    );
  });

  test("GitHub refusing the listing (403) is the user's to fix: name the permission; nothing was sent", async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(403, 'Resource not accessible')),
    });
    const failure = compose(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12 from GitHub (403: Resource not accessible): give github-token the permission pull-requests: read; nothing was sent to the service',
    );
  });

  test('GitHub refusing the token (401) says to check github-token, not to run again', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(401, 'Bad credentials')),
    });
    const failure = compose(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12: GitHub refused the token (401): check github-token; nothing was sent to the service',
    );
  });

  test('GitHub failing (502) says to run again', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(502, 'Bad Gateway')),
    });
    const failure = compose(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(ServiceError);
    await expect(failure).rejects.toThrow(
      /nothing was sent to the service; run the workflow again$/,
    );
  });

  test('no GITHUB_REPOSITORY: an input error before any GitHub call', async () => {
    const { deps: d, recorded } = deps({}, {});
    await expect(compose(settings({}, merged()), d)).rejects.toThrow(InputError);
    expect(recorded.opened).toHaveLength(0);
  });

  test('a cancelled run ends with the cancellation, not a GitHub error', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled (SIGTERM)');
    const { deps: d } = deps({
      listFiles: () => {
        controller.abort(reason);
        return Promise.reject(new GitHubCallError(undefined, 'This operation was aborted'));
      },
    });
    await expect(compose(settings({}, merged()), { ...d, signal: controller.signal })).rejects.toBe(
      reason,
    );
  });
});

describe('the prompt composed from GitHub: what the log and the errors say', () => {
  /** The line the log gives a merged pull request's prompt, for a prompt of this length. */
  const promptOf = (prompt: string) =>
    `prompt of ${prompt.length.toLocaleString('en-US')} characters`;

  test('a watch sends nothing: no prompt, and GitHub is not opened', async () => {
    const { deps: d, recorded } = deps({});
    await expect(compose(settings({ 'job-id': 'job_1' }, merged()), d)).resolves.toBe('');
    expect(recorded.opened).toHaveLength(0);
  });

  test('a digest is not composed here', async () => {
    const { deps: d } = deps({});
    const plan: JobPlan = {
      kind: 'create',
      ask: { source: 'digest', digest: { from: 0, to: 1, base: 'main', pulls: [] } },
    };
    await expect(composePrompt(plan, settings({}, merged()), d)).rejects.toThrow(
      new Error('a digest is composed in digest/compose.ts'),
    );
  });

  test('a push is not composed here', async () => {
    const { deps: d, recorded } = deps({});
    const plan: JobPlan = {
      kind: 'create',
      ask: { source: 'push', push: { branch: 'main', after: 'a'.repeat(40) } },
    };
    await expect(composePrompt(plan, settings({}, merged()), d)).rejects.toThrow(
      new Error('a push is composed in kinds/push/'),
    );
    expect(recorded.opened).toHaveLength(0);
  });

  test('files outside paths: left out of the prompt, and the log says how many', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await compose(settings({ paths: 'src/**' }, merged()), d);
    expect(prompt).toContain('+++ b/src/webhooks.ts');
    expect(prompt).not.toContain('yarn.lock');
    expect(recorded.log).toEqual([
      `Documenting merged pull request #12: 1 changed files (1 more outside paths, left out), diff within 50,000 characters; ${promptOf(prompt)}`,
    ]);
  });

  test('no file under paths: nothing is sent, and the message names the merged pull request', async () => {
    const { deps: d, recorded } = deps({});
    await expect(compose(settings({ paths: 'docs/**' }, merged()), d)).rejects.toThrow(
      new NothingToSend(
        'Nothing sent to Mintlify: none of the 2 changed files of merged pull request #12 matches paths (docs/**)',
      ),
    );
    expect(recorded.log).toEqual([]);
  });

  test('no GITHUB_REPOSITORY: the input error says what reading the pull request needs', async () => {
    const { deps: d } = deps({}, {});
    await expect(compose(settings({}, merged()), d)).rejects.toThrow(
      new InputError(
        'reading pull request #12 needs GITHUB_REPOSITORY and github-token: run in a GitHub workflow, or give a prompt',
      ),
    );
  });

  test("Octokit's own messages go to the log's warnings", async () => {
    const { deps: d, recorded } = deps({});
    await compose(settings({}, merged()), d);
    recorded.opened[0]?.warn?.('Deprecation: the listing moves');
    expect(recorded.log.slice(1)).toEqual(['warning: Deprecation: the listing moves']);
  });

  test('more files than GitHub listed: the log says how many of how many, and the prompt the rest', async () => {
    const { deps: d, recorded } = deps({
      get: () => Promise.resolve({ ...API_PR, changedFiles: 2_500 }),
    });
    const prompt = await compose(settings({ 'issue-number': '31' }, dispatch), d);
    expect(prompt).toContain('- Changed: 2,500 files, +40 −2 lines');
    expect(prompt).toContain('\n\n… and 2,498 more files\n\n');
    expect(recorded.log).toEqual([
      `Documenting merged pull request #31: 2 of 2,500 changed files listed (at most 1,000), diff within 50,000 characters; ${promptOf(prompt)}`,
    ]);
  });

  test("more files listed than the event's count: the listing's count is the pull request's", async () => {
    // The payload says 1 changed file; GitHub lists 2.
    const { deps: d, recorded } = deps({});
    const prompt = await compose(settings({}, merged()), d);
    expect(prompt).toContain('- Changed: 2 files, +1 −1 lines');
    expect(prompt).not.toContain('more file');
    expect(recorded.log).toEqual([
      `Documenting merged pull request #12: 2 changed files, diff within 50,000 characters; ${promptOf(prompt)}`,
    ]);
  });

  test('a given prompt with the pull request as context: the log says it adds the context', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await compose(
      settings({ prompt: 'Update the API page', 'include-issue-context': 'true' }, merged()),
      d,
    );
    expect(recorded.log).toEqual([
      `Adding the context of merged pull request #12: 2 changed files, diff within 50,000 characters; ${promptOf(prompt)}`,
    ]);
  });

  test('diff-budget 0: the log says there is no diff', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await compose(settings({ 'diff-budget': '0' }, merged()), d);
    expect(recorded.log).toEqual([
      `Documenting merged pull request #12: 2 changed files, no diff (diff-budget: 0); ${promptOf(prompt)}`,
    ]);
  });

  test('a pull request GitHub gives no state for: "unknown state"', async () => {
    const { deps: d } = deps({
      get: () => Promise.resolve({ ...API_PR, merged: false, state: '' }),
    });
    await expect(compose(settings({ 'issue-number': '31' }, dispatch), d)).rejects.toThrow(
      new InputError(
        'pull request #31 is not merged (unknown state): documenting follows a merge; merge it first, or give a prompt to start a job about it',
      ),
    );
  });

  test('no answer from GitHub: the error says so, and to run again', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(undefined, 'socket hang up')),
    });
    const failure = compose(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(ServiceError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12 from GitHub (no answer: socket hang up): nothing was sent to the service; run the workflow again',
    );
  });

  test('GitHub not finding the pull request (404) is a missing permission to read it', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(404, 'Not Found')),
    });
    const failure = compose(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12 from GitHub (404: Not Found): give github-token the permission pull-requests: read; nothing was sent to the service',
    );
  });
});

describe('the issue as context of an instruction', () => {
  const ISSUE = {
    number: 7,
    title: 'Document the CLI',
    body: 'Add a page for `agent run`.',
    html_url: 'https://github.com/acme/app/issues/7',
  };
  const ISSUE_PROMPT =
    'Document the CLI\n\nAdd a page for `agent run`.\n\nhttps://github.com/acme/app/issues/7';
  const labeled: GitHubEvent = { name: 'issues', payload: { action: 'labeled', issue: ISSUE } };
  /** A new comment by the owner, on issue #7 or, with `pull_request`, on pull request #7. */
  const commented = (onPullRequest = false): GitHubEvent => ({
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: onPullRequest ? { ...ISSUE, pull_request: {} } : ISSUE,
      comment: {
        id: 77,
        body: '/agent Fix the typo',
        user: { login: 'ann', type: 'User' },
        author_association: 'OWNER',
      },
    },
  });

  async function prompt(inputs: Inputs, event: GitHubEvent): Promise<string> {
    const { deps: d, recorded } = deps({});
    const composed = await compose(settings(inputs, event), d);
    expect(recorded.opened).toHaveLength(0);
    return composed;
  }

  test('a given prompt on an issue is sent as it is by default', async () => {
    await expect(prompt({ prompt: 'Only this' }, labeled)).resolves.toBe('Only this');
  });

  test('include-issue-context: the issue follows the given prompt, below a line', async () => {
    await expect(
      prompt({ prompt: 'Only this', 'include-issue-context': 'true' }, labeled),
    ).resolves.toBe(`Only this\n\n---\nContext: GitHub issue #7\n\n${ISSUE_PROMPT}`);
  });

  test('the issue that is the prompt is not added again as its context', async () => {
    await expect(prompt({ 'include-issue-context': 'true' }, labeled)).resolves.toBe(ISSUE_PROMPT);
  });

  test('a new job started from a comment gets the issue as context, include-issue-context or not', async () => {
    await expect(prompt({}, commented())).resolves.toBe(
      `Fix the typo\n\n---\nContext: GitHub issue #7\n\n${ISSUE_PROMPT}`,
    );
  });

  test('a comment on a pull request: the context is the pull request', async () => {
    await expect(prompt({}, commented(true))).resolves.toBe(
      `Fix the typo\n\n---\nContext: GitHub pull request #7\n\n${ISSUE_PROMPT}`,
    );
  });

  test('a follow-up from a comment goes to a job that has the issue already: the instruction alone', async () => {
    await expect(prompt({ 'job-id': 'job_1' }, commented())).resolves.toBe('Fix the typo');
  });
});
