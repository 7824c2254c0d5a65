// A digest round as people see it (src/kinds/digest/report.ts): its window's end and covered list
// in the round's view, and the notes on its source pull requests, against the GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../../__fixtures__/github-retry.js';
import { startGitHubFake, type GitHubFake } from '../../../../emulator/github-fake.js';
import type { MergedPull } from '../../../../src/github/merged-pulls.js';
import { digestView, noteSources } from '../../../../src/kinds/digest/report.js';
import type { RunState } from '../../../../src/report/round-view.js';
import type { ThreadReportOptions } from '../../../../src/report/thread-report.js';
import type { RoundDescription } from '../../../../src/round/plan.js';
import type { Digest, Settings } from '../../../../src/settings/types.js';

const REPO = 'acme/app';
const FROM = Date.parse('2026-11-18T10:00:00Z');
const TO = Date.parse('2026-11-25T19:05:06.789Z');

const pull = (number: number, title: string, url: string): MergedPull => ({
  number,
  title,
  body: '',
  url,
  author: 'octocat',
  mergedAt: FROM + number,
  baseRef: 'main',
});
const DIGEST: Digest = {
  from: FROM,
  to: TO,
  base: 'main',
  pulls: [
    pull(3, 'Fix the s3cret leak', 'https://github.com/acme/app/pull/3'),
    pull(4, 'Add *bold* docs', 'https://ghe.example.com/acme/app/pull/4'),
  ],
};
const SHOWN: RoundDescription = { action: 'start', documentsPullRequest: false, digest: DIGEST };
const redact = (text: string) => text.replaceAll('s3cret', '[redacted]');

describe('digestView', () => {
  test('no digest: nothing', () => {
    expect(digestView(undefined, {})).toBeUndefined();
    expect(digestView({ action: 'start', documentsPullRequest: false }, {})).toBeUndefined();
  });

  test("the window's end in whole seconds, and the covered list with redacted titles, linked on github.com", () => {
    expect(digestView(SHOWN, { GITHUB_SERVER_URL: '' }, redact)).toEqual({
      until: '2026-11-25T19:05:06Z',
      covered: [
        '**Pull requests covered** (2, merged from 2026-11-18 to 2026-11-25):',
        '',
        '- [#3](https://github.com/acme/app/pull/3) Fix the \\[redacted\\] leak',
        '- \\#\u200b4 Add \\*bold\\* docs',
      ].join('\n'),
    });
  });

  test("on the run's GitHub (GITHUB_SERVER_URL), titles kept as they are without a redactor", () => {
    expect(digestView(SHOWN, { GITHUB_SERVER_URL: 'https://ghe.example.com' })).toEqual({
      until: '2026-11-25T19:05:06Z',
      covered: [
        '**Pull requests covered** (2, merged from 2026-11-18 to 2026-11-25):',
        '',
        '- \\#\u200b3 Fix the s3cret leak',
        '- [#4](https://ghe.example.com/acme/app/pull/4) Add \\*bold\\* docs',
      ].join('\n'),
    });
  });
});

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const retry = retryInVirtualTime();

const PR_LINK = 'https://github.com/acme/handbook-s3cret/pull/12';

async function setup() {
  fake = await startGitHubFake();
  fake.addPullRequest(REPO, { number: 3, merged: true });
  fake.addPullRequest(REPO, { number: 4, merged: true });
  const infos: string[] = [];
  const warnings: string[] = [];
  const options: ThreadReportOptions = {
    env: { GITHUB_REPOSITORY: REPO, GITHUB_API_URL: fake.url },
    redact,
    info: (m) => infos.push(m),
    warn: (m) => warnings.push(m),
    github: retry,
    round: { id: '4242.digest.run.0a1b2c3d', legacy: '4242.run' },
  };
  const settings = { comment: true, githubToken: fake.token } as Settings;
  const state: RunState = {
    jobId: 'job_9',
    record: { id: 'job_9', status: 'completed', prLink: PR_LINK, raw: {} },
    timedOut: false,
    waitedMs: 0,
    end: 'pr',
    commentUrl: '',
  };
  return { fake, infos, warnings, options, settings, state };
}

describe('noteSources', () => {
  test('a digest that ended with a docs pull request: a note on each source pull request, the link redacted', async () => {
    const s = await setup();
    await noteSources(SHOWN, s.state, s.settings, s.options);
    const note = [
      '📝 The documentation for this change is in [https://github.com/acme/handbook-\\[redacted\\]/pull/12](https://github.com/acme/handbook-%5Bredacted%5D/pull/12). It was documented together with 1 other pull request merged from 2026-11-18 to 2026-11-25.',
      '',
      '<!-- agent-job-action:docs-pr job-id=job_9 -->',
      '',
    ].join('\n');
    expect(s.fake.comments(REPO, 3).map((c) => c.body)).toEqual([note]);
    expect(s.fake.comments(REPO, 4).map((c) => c.body)).toEqual([note]);
    expect(s.infos).toEqual(['Linked the docs pull request on 2 of the 2 source pull requests']);
    expect(s.warnings).toEqual([]);
  });

  test('a note GitHub refuses is a warning, and the others are still posted', async () => {
    const s = await setup();
    s.fake.injectFault({ method: 'POST', path: '/repos/acme/app/issues/3/comments', status: 404 });
    await noteSources(SHOWN, s.state, s.settings, s.options);
    expect(s.fake.comments(REPO, 3)).toEqual([]);
    expect(s.fake.comments(REPO, 4)).toHaveLength(1);
    expect(s.warnings).toEqual(['could not comment on pull request #3 (404: Not Found)']);
    expect(s.infos).toEqual(['Linked the docs pull request on 1 of the 2 source pull requests']);
  });

  test.each<[string, (s: Awaited<ReturnType<typeof setup>>) => Parameters<typeof noteSources>]>([
    ['no digest', (s) => [{ ...SHOWN, digest: undefined }, s.state, s.settings, s.options]],
    ['no view', (s) => [undefined, s.state, s.settings, s.options]],
    [
      'an end without a pull request',
      (s) => [SHOWN, { ...s.state, end: 'no-pr' }, s.settings, s.options],
    ],
    [
      'no pull request link',
      (s) => [
        SHOWN,
        { ...s.state, record: { id: 'job_9', status: 'completed', raw: {} } },
        s.settings,
        s.options,
      ],
    ],
    ['no record', (s) => [SHOWN, { ...s.state, record: undefined }, s.settings, s.options]],
    ['no job', (s) => [SHOWN, { ...s.state, jobId: undefined }, s.settings, s.options]],
    ['no settings', (s) => [SHOWN, s.state, undefined, s.options]],
    ['comment: false', (s) => [SHOWN, s.state, { ...s.settings, comment: false }, s.options]],
    ['no token', (s) => [SHOWN, s.state, { ...s.settings, githubToken: '' }, s.options]],
    [
      'no repository',
      (s) => [SHOWN, s.state, s.settings, { ...s.options, env: { GITHUB_API_URL: s.fake.url } }],
    ],
  ])('%s: no note, nothing said', async (_, args) => {
    const s = await setup();
    await noteSources(...args(s));
    expect(s.fake.requests).toEqual([]);
    expect(s.infos).toEqual([]);
    expect(s.warnings).toEqual([]);
  });
});
