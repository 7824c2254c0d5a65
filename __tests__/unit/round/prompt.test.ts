// Docs follow code: which runs document a merged pull request (src/settings/read.ts), diff-budget, and
// the prompt composed from GitHub's answers (src/round/prompt.ts, with a fake pull request reader).
import { describe, expect, test } from '@jest/globals';
import {
  closedUnmergedPayload,
  mergedPayload,
  openedPayload,
} from '../../../__fixtures__/pull-request-payloads.js';
import type { ChangedFile, PullRequestInfo } from '../../../src/round/docs-prompt.js';
import { InputError, ServiceError, UserError } from '../../../src/common/errors.js';
import type { GitHubEvent } from '../../../src/github/event.js';
import { readSettings, type Settings } from '../../../src/settings/read.js';
import { composePrompt, type PromptDeps } from '../../../src/round/prompt.js';
import { GitHubCallError, type PullRequestReader } from '../../../src/github/client.js';
import { VirtualClock } from '../../../__fixtures__/virtual-clock.js';

type Inputs = Readonly<Record<string, string | undefined>>;

const REQUIRED: Inputs = {
  'project-id': 'proj_1',
  'api-key': 'mint_0123456789abcdefXYZ',
  'github-token': 'ghs_token',
};

function settings(values: Inputs, event: GitHubEvent): Settings {
  const all = { ...REQUIRED, ...values };
  return readSettings((name) => (all[name] ?? '').trim(), { workspace: '/tmp', event });
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
      expect(s.mode).toBe('create');
      expect(s.prompt).toBeUndefined();
      expect(s.promptSource).toBe('pull-request');
      expect(s.pullRequestToDocument).toEqual({ number: 12 });
      expect(s.pullRequestContext?.number).toBe(12);
      expect(s.pullRequestContext?.fromEvent?.merged).toBe(true);
      expect(s.issueNumber).toBe(12);
      expect(s.skip).toBeUndefined();
    },
  );

  test('closed without merging, no prompt: skipped, and the reason names the pull request', () => {
    const s = settings({}, { name: 'pull_request', payload: closedUnmergedPayload() });
    expect(s.skip).toBe('pull request #2 was closed without being merged');
    expect(s.pullRequestContext).toBeUndefined();
    expect(s.pullRequestToDocument).toBeUndefined();
  });

  test('a given prompt on a merged pull request is sent as it is, without context by default', () => {
    const s = settings({ prompt: 'Update the changelog page' }, merged());
    expect(s.prompt).toBe('Update the changelog page');
    expect(s.pullRequestContext).toBeUndefined();
    expect(s.pullRequestToDocument).toBeUndefined();
  });

  test('a given prompt with include-issue-context gets the pull request as context, and is not "documenting"', () => {
    const s = settings({ prompt: 'Update it', 'include-issue-context': 'true' }, merged());
    expect(s.pullRequestContext?.number).toBe(12);
    expect(s.pullRequestToDocument).toBeUndefined();
  });

  test('job-id without a prompt on a merged pull request only watches the job', () => {
    const s = settings({ 'job-id': 'job_1' }, merged());
    expect(s.mode).toBe('watch');
    expect(s.pullRequestContext).toBeUndefined();
    expect(s.skip).toBeUndefined();
  });

  test('other pull request actions keep the pull request as the prompt', () => {
    const s = settings({}, { name: 'pull_request', payload: openedPayload() });
    expect(s.promptSource).toBe('issue');
    expect(s.pullRequestContext).toBeUndefined();
  });

  test('workflow_dispatch with issue-number and no prompt: that pull request is to be documented (read from GitHub)', () => {
    const s = settings({ 'issue-number': '31' }, dispatch);
    expect(s.pullRequestToDocument).toEqual({ number: 31 });
    expect(s.pullRequestContext).toEqual({ number: 31 });
    expect(s.issueNumber).toBe(31);
  });

  test('workflow_dispatch with issue-number and a prompt: the prompt as given', () => {
    const s = settings({ 'issue-number': '31', prompt: 'Fix typos' }, dispatch);
    expect(s.pullRequestContext).toBeUndefined();
    expect(s.prompt).toBe('Fix typos');
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
  opened: Array<{ owner: string; repo: string; number: number; token: string }>;
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
    const prompt = await composePrompt(settings({ prompt: 'Fix typos' }, dispatch), d);
    expect(prompt).toBe('Fix typos');
    expect(recorded.opened).toHaveLength(0);
  });

  test('a merged pull request event: its files are listed (100 a page up to the cap), the pull request itself is not fetched', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await composePrompt(settings({}, merged()), d);
    expect(recorded.opened).toEqual([
      {
        token: 'ghs_token',
        owner: 'acme',
        repo: 'app',
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
    await composePrompt(settings({ 'diff-budget': '0' }, merged()), d);
    expect(recorded.lists).toEqual([{ cap: 1000, patches: false }]);
  });

  test('include-issue-context appends the same context after the given prompt', async () => {
    const { deps: d } = deps({});
    const prompt = await composePrompt(
      settings({ prompt: 'Update the API page', 'include-issue-context': 'true' }, merged()),
      d,
    );
    expect(prompt).toMatch(/^Update the API page\n\n---\n## Pull request #12\n/);
    expect(prompt).not.toContain('Bring the documentation in line');
    expect(prompt).toContain('+++ b/src/webhooks.ts');
  });

  test('dispatch backfill: the pull request is read from GitHub, then its files', async () => {
    const { deps: d, recorded } = deps({});
    const prompt = await composePrompt(settings({ 'issue-number': '31' }, dispatch), d);
    expect(recorded.gets).toBe(1);
    expect(prompt).toContain('- URL: https://github.com/acme/app/pull/31');
    expect(prompt).toContain('Add webhooks\n\nAdds outgoing webhooks.');
  });

  test('dispatch backfill of a number that is not a pull request: the "no prompt" input error', async () => {
    const { deps: d, recorded } = deps({ get: () => Promise.resolve(undefined) });
    await expect(composePrompt(settings({ 'issue-number': '31' }, dispatch), d)).rejects.toThrow(
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
    await expect(composePrompt(settings({ 'issue-number': '31' }, dispatch), d)).rejects.toThrow(
      /^pull request #31 is not merged \(open\): documenting follows a merge; merge it first, or give a prompt/,
    );
  });

  test("GitHub refusing the listing (403) is the user's to fix: name the permission; nothing was sent", async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(403, 'Resource not accessible')),
    });
    const failure = composePrompt(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12 from GitHub (403: Resource not accessible): give github-token the permission pull-requests: read; nothing was sent to the service',
    );
  });

  test('GitHub refusing the token (401) says to check github-token, not to run again', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(401, 'Bad credentials')),
    });
    const failure = composePrompt(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      'could not read pull request #12: GitHub refused the token (401): check github-token; nothing was sent to the service',
    );
  });

  test('GitHub failing (502) says to run again', async () => {
    const { deps: d } = deps({
      listFiles: () => Promise.reject(new GitHubCallError(502, 'Bad Gateway')),
    });
    const failure = composePrompt(settings({}, merged()), d);
    await expect(failure).rejects.toThrow(ServiceError);
    await expect(failure).rejects.toThrow(
      /nothing was sent to the service; run the workflow again$/,
    );
  });

  test('no GITHUB_REPOSITORY: an input error before any GitHub call', async () => {
    const { deps: d, recorded } = deps({}, {});
    await expect(composePrompt(settings({}, merged()), d)).rejects.toThrow(InputError);
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
    await expect(
      composePrompt(settings({}, merged()), { ...d, signal: controller.signal }),
    ).rejects.toBe(reason);
  });
});
