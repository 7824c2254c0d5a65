// The pure parts of a pull request's docs job: the job and head its thread records, the check run's
// words and conclusions, who reviews the docs pull request, the notes, and the prompts.
import { describe, expect, test } from '@jest/globals';
import {
  marker,
  readMarker,
  type MarkedComment,
  type Marker,
} from '../../../../src/github/marker.js';
import type { ThreadComment } from '../../../../src/github/thread.js';
import {
  conclusionOf,
  endedOutput,
  recordedEnd,
  runningOutput,
} from '../../../../src/report/check-run.js';
import { askedByBody, hasNote, letGoBody, noteMarker } from '../../../../src/report/docs-notes.js';
import { openPullPrompt, pushPrompt } from '../../../../src/kinds/pull-request/prompt.js';
import { REVIEWERS_CAP, reviewersFor } from '../../../../src/steps/reviewers.js';
import { pullJobOf } from '../../../../src/kinds/pull-request/thread-job.js';
import type { PullRequestInfo } from '../../../../src/github/pull-request.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function comment(body: string, extra: Partial<ThreadComment> = {}): ThreadComment {
  return {
    id: 1,
    body,
    url: '',
    login: 'github-actions[bot]',
    authorType: 'Bot',
    association: 'NONE',
    ...extra,
  };
}

function marked(m: Marker): MarkedComment {
  return { marker: m, comment: comment(marker(m)) };
}

describe('the head= and docs-pr= fields of the marker', () => {
  test('written and read back; anything not a sha or owner:repo:number is left out', () => {
    const m: Marker = {
      jobId: 'j1',
      status: 'completed',
      kind: 'result',
      head: A,
      docsPr: 'acme:docs.site:12',
    };
    expect(marker(m)).toBe(
      `<!-- agent-job-action job-id=j1 status=completed kind=result head=${A} docs-pr=acme:docs.site:12 -->`,
    );
    expect(readMarker(marker(m))).toEqual(m);
    const bad = marker({ ...m, head: 'HEAD', docsPr: 'acme/docs#12' });
    expect(bad).not.toMatch(/head=|docs-pr=/);
    expect(
      readMarker(
        `<!-- agent-job-action job-id=j1 status=active kind=result head=${A.slice(1)} -->`,
      ),
    ).toEqual({ jobId: 'j1', status: 'active', kind: 'result', round: undefined });
  });
});

describe('the thread’s docs job', () => {
  test('the newest job; its head from the newest comment that reached it; its docs pull request', () => {
    const job = pullJobOf([
      marked({ jobId: 'j1', status: 'completed', kind: 'result', head: A, docsPr: 'acme:docs:1' }),
      marked({ jobId: 'j1', status: 'active', kind: 'result', head: B, sent: false }),
    ]);
    expect(job).toEqual({ jobId: 'j1', status: 'active', head: A, docsPr: 'acme:docs:1' });
  });

  test('no job on the thread: none; an older job’s head is not the newer job’s', () => {
    expect(pullJobOf([marked({ status: 'error', kind: 'result' })])).toBeUndefined();
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'completed', kind: 'result', head: A }),
        marked({ jobId: 'j2', status: 'active', kind: 'working' }),
      ]),
    ).toEqual({ jobId: 'j2', status: 'active' });
  });
});

describe('the check run', () => {
  test.each([
    ['pr', 'success'],
    ['no-pr', 'neutral'],
    ['failed', 'failure'],
    ['archived', 'failure'],
    ['error', 'failure'],
    ['timeout', 'timed_out'],
    ['cancelled', 'cancelled'],
    ['running', undefined],
  ] as const)('a round that ends %s ends the check %s', (end, conclusion) => {
    expect(conclusionOf(end)).toBe(conclusion);
  });

  test('its words lead with the outcome; the docs pull request and the job named; a failure’s line escaped', () => {
    expect(endedOutput('pr', 'j1', 'https://github.com/acme/docs/pull/3', undefined)).toEqual({
      title: 'Documentation pull request ready',
      summary:
        'The documentation for this change is in <https://github.com/acme/docs/pull/3> (job `j1`).',
    });
    expect(endedOutput('no-pr', 'j1', undefined, undefined).title).toBe(
      'No documentation change needed',
    );
    expect(endedOutput('error', undefined, undefined, 'GitHub said *no* @team').summary).toBe(
      'GitHub said \\*no\\* @\u200bteam. Push again, or add the label again, to try again.',
    );
    expect(runningOutput('j1', 'https://github.com/acme/app/actions/runs/7').summary).toContain(
      '[the workflow run](https://github.com/acme/app/actions/runs/7)',
    );
  });

  test('a push that changed nothing shows the state the thread recorded', () => {
    expect(recordedEnd('completed', 'acme:docs:1')).toBe('pr');
    expect(recordedEnd('completed', undefined)).toBe('no-pr');
    expect(recordedEnd('failed', undefined)).toBe('failed');
    expect(recordedEnd('active', undefined)).toBeUndefined();
  });
});

describe('who reviews the docs pull request', () => {
  test('the author, then the approvers, each once, never a bot or the docs pull request’s own author', () => {
    expect(
      reviewersFor(
        'Codertocat',
        ['alice', 'codertocat', 'renovate[bot]', 'docs-agent'],
        'docs-agent',
      ),
    ).toEqual(['Codertocat', 'alice']);
    expect(reviewersFor(undefined, [], 'x')).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => `user${i}`);
    expect(reviewersFor(undefined, many, 'x')).toHaveLength(REVIEWERS_CAP);
  });
});

describe('the notes', () => {
  test('found again by their marker, from a bot or a collaborator only', () => {
    const body = askedByBody(
      { kind: 'open-pull', url: 'https://github.com/acme/app/pull/2' },
      'j1',
    );
    expect(body).toMatch(
      /^📝 This pull request documents https:\/\/github\.com\/acme\/app\/pull\/2/,
    );
    const m = noteMarker('asked-by', 'j1');
    expect(hasNote([comment(body)], m)).toBe(true);
    expect(hasNote([comment(body, { authorType: 'User', association: 'NONE' })], m)).toBe(false);
    expect(letGoBody('j1', 'acme/docs#3', 'closed')).toMatch(
      /^### 📕 Docs pull request no longer needed\n\n.*acme\/docs#3 is closed/,
    );
    expect(letGoBody('j1', 'acme/docs#3', 'left')).toContain('by hand');
    expect(letGoBody('j1', undefined, 'left')).toContain('nothing to close');
  });
});

describe('the prompts', () => {
  const pr: PullRequestInfo = {
    number: 7,
    title: 'Retries ``` out',
    body: 'Adds retries',
    url: 'https://github.com/acme/app/pull/7',
    baseRef: 'main',
    merged: false,
    state: 'open',
    changedFiles: 1,
    additions: 1,
    deletions: 1,
  };
  const listing = {
    files: [
      {
        filename: 'src/a.ts',
        status: 'modified',
        additions: 1,
        deletions: 1,
        patch: '@@ -1 +1 @@\n-a\n+b',
      },
    ],
    total: 1,
  };

  test('the first says the change is not merged yet, its text fenced below the line', () => {
    const prompt = openPullPrompt(pr, listing, 1000);
    expect(prompt).toMatch(
      /^A pull request in the code repository is still under review: it is not merged yet \(it is to be merged into main\)/,
    );
    expect(prompt).toContain('- To be merged into the branch: main');
    expect(prompt).toContain('````text\nRetries ``` out');
  });

  test('a push names the commits; a force-push says it sends the whole change again', () => {
    expect(pushPrompt(pr, { from: A, to: B }, listing, 1000)).toMatch(
      /^New commits were pushed to pull request #7 since you last saw it \(aaaaaaa to bbbbbbb\)/,
    );
    expect(pushPrompt(pr, { from: A, to: B, whole: 'force-push' }, listing, 1000)).toMatch(
      /^Pull request #7 was force-pushed: the commit you last saw \(aaaaaaa\) is no longer on its branch/,
    );
    expect(pushPrompt(pr, { to: B, whole: 'no-record' }, listing, 0)).toContain('diff-budget: 0');
  });
});
