// The check run of a pull request's docs job on its head (src/kinds/pull-request/head-check.ts),
// against the GitHub fake: started with the round, ended with it, or shown as the thread recorded
// it; GitHub's refusal a notice, any other failure a warning, each once.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { retryInVirtualTime } from '../../../../__fixtures__/github-retry.js';
import { settingsFrom } from '../../../../__fixtures__/settings.js';
import { startGitHubFake, type GitHubFake } from '../../../../emulator/github-fake.js';
import { HeadCheck } from '../../../../src/kinds/pull-request/head-check.js';
import type { RunState } from '../../../../src/report/round-view.js';

// @actions/github reads GITHUB_API_URL once, when loaded: a client that lost the run's address
// would reach a closed local port, never the real GitHub.
beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

const REPO = 'acme/app';
const A = 'a'.repeat(40);
const RUN = `https://github.com/${REPO}/actions/runs/77`;
const DOCS_PR = 'https://github.com/acme/docs/pull/3';
const CHECKS_GRANT = 'give the job `permissions: checks: write`';

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addCommits(REPO, [{ sha: A }]);
});

afterEach(async () => {
  await fake.close();
});

function checkOf(
  options: { inputs?: Record<string, string>; env?: NodeJS.ProcessEnv; token?: string } = {},
) {
  const lines: string[] = [];
  const settings = settingsFrom({
    'project-id': 'proj_1',
    'api-key': 'key_1',
    'github-token': fake.token,
    prompt: 'Document it',
    'check-name': 'Docs',
    ...options.inputs,
  });
  const round = {
    settings: options.token === undefined ? settings : { ...settings, githubToken: options.token },
    env: options.env ?? {
      GITHUB_REPOSITORY: REPO,
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '77',
    },
    log: {
      notice: (m: string | Error) => void lines.push(`notice: ${String(m)}`),
      warning: (m: string | Error) => void lines.push(`warning: ${String(m)}`),
      redact: (text: string) => text.replaceAll('hush', '***'),
    },
    github: retryInVirtualTime(),
  };
  return { check: new HeadCheck(round, A), lines };
}

const state = (more: Partial<RunState>): RunState => ({
  timedOut: false,
  waitedMs: 0,
  commentUrl: '',
  ...more,
});

const runs = () => fake.checkRuns(REPO, A);

describe('HeadCheck', () => {
  test('started in progress on the head, linking the workflow run', async () => {
    const { check, lines } = checkOf();

    await check.start();

    expect(runs()).toEqual([
      expect.objectContaining({
        name: 'Docs',
        status: 'in_progress',
        details_url: RUN,
        output: {
          title: 'Documentation being written',
          summary: `The agent is writing the documentation for this change. This check ends when it is done: follow it in [the workflow run](${RUN}).`,
          text: null,
        },
      }),
    ]);
    expect(lines).toEqual([]);
  });

  test('ended with the round: its conclusion, the job, the docs pull request', async () => {
    const { check } = checkOf();
    await check.start();

    await check.end(
      state({
        end: 'pr',
        jobId: 'j1',
        record: { id: 'j1', status: 'completed', prLink: DOCS_PR, raw: {} },
      }),
    );

    expect(runs()).toEqual([
      expect.objectContaining({
        status: 'completed',
        conclusion: 'success',
        output: {
          title: 'Documentation pull request ready',
          summary: `The documentation for this change is in <${DOCS_PR}> (job \`j1\`).`,
          text: null,
        },
      }),
    ]);
  });

  test('a failed round’s headline is its last word, redacted', async () => {
    const { check } = checkOf();
    await check.start();

    await check.end(state({ end: 'error', headline: 'the hush service failed' }));

    expect(runs()[0]).toMatchObject({
      conclusion: 'failure',
      output: {
        // Redacted, then escaped: it renders as the mask.
        summary: 'the \\*\\*\\* service failed. Push again, or add the label again, to try again.',
      },
    });
  });

  test('a round that goes on, or has not ended, leaves it in progress', async () => {
    const { check } = checkOf();
    await check.start();
    const asked = fake.requests.length;

    await check.end(state({}));
    await check.end(state({ end: 'no-job' }));

    expect(fake.requests).toHaveLength(asked);
    expect(runs()[0]?.status).toBe('in_progress');
  });

  test('never started: nothing to end', async () => {
    const { check } = checkOf();

    await check.end(state({ end: 'pr', jobId: 'j1' }));

    expect(fake.requests).toEqual([]);
  });

  test('shown ended, as the thread recorded the job’s end', async () => {
    const output = { title: 'Recorded', summary: 'As it stands' };
    await checkOf().check.ended('neutral', output);

    expect(runs()).toEqual([
      expect.objectContaining({
        status: 'completed',
        conclusion: 'neutral',
        output: { ...output, text: null },
      }),
    ]);
  });

  test('no check-name, no repository or no token: no check, nothing asked', async () => {
    const quiet = [
      checkOf({ inputs: { 'check-name': '' } }),
      checkOf({ env: { GITHUB_API_URL: fake.url } }),
      checkOf({ token: '' }),
    ];
    for (const { check, lines } of quiet) {
      await check.start();
      await check.ended('success', { title: 't', summary: 's' });
      expect(lines).toEqual([]);
    }

    expect(fake.requests).toEqual([]);
  });

  test('a token that may not write checks: one notice, then no more calls', async () => {
    fake.denyChecks(REPO);
    const { check, lines } = checkOf();

    await check.start();
    await check.ended('success', { title: 't', summary: 's' });
    await check.end(state({ end: 'pr' }));

    expect(fake.requests).toHaveLength(1);
    expect(lines).toEqual([
      `notice: No check run on the pull request: GitHub refused to let the token write one (403); ${CHECKS_GRANT} (a pull request from a fork gets a read-only token: use pull_request_target). The round goes on.`,
    ]);
  });

  test('any other failure: one warning naming what failed, then no more calls', async () => {
    fake.injectFault({ method: 'POST', path: /check-runs$/, status: 422 });
    const { check, lines } = checkOf();

    await check.ended('failure', { title: 't', summary: 's' });
    await check.start();

    expect(fake.requests).toHaveLength(1);
    expect(lines).toEqual([
      expect.stringMatching(/^warning: could not show the check run \(422: /),
    ]);
  });

  test('a failure to end it names that', async () => {
    const { check, lines } = checkOf();
    await check.start();
    fake.injectFault({ method: 'PATCH', status: 422 });

    await check.end(state({ end: 'pr' }));

    expect(lines).toEqual([expect.stringMatching(/^warning: could not end the check run \(422: /)]);
  });

  test('GitHub’s own warning (a deprecated endpoint) is a line of the round’s log', async () => {
    fake.injectFault({
      method: 'POST',
      status: 201,
      body: { id: 5 },
      headers: { deprecation: 'true', link: '<https://docs.github.com/rest>; rel="deprecation"' },
    });
    const { check, lines } = checkOf();

    await check.start();

    expect(lines).toEqual([expect.stringMatching(/^warning: GitHub: .*check-runs" is deprecated/)]);
  });

  test('a 403 that is not a refusal of the token (a rate limit) is a warning', async () => {
    fake.injectFault({
      method: 'POST',
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '9999999999' },
      body: { message: 'API rate limit exceeded' },
    });
    const { check, lines } = checkOf();

    await check.start();

    expect(lines).toEqual([
      expect.stringMatching(/^warning: could not start the check run: GitHub's rate limit /),
    ]);
  });
});
