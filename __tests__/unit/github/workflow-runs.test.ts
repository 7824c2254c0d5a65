import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { startGitHubFake, type GitHubFake } from '../../../emulator/github-fake.js';
import { retryInVirtualTime } from '../../../__fixtures__/github-retry.js';
import { listWorkflowRuns, workflowFileOf } from '../../../src/github/workflow-runs.js';

beforeAll(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
});

let github: GitHubFake | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

describe('workflowFileOf', () => {
  test.each([
    ['acme/docs/.github/workflows/docs.yml@refs/heads/main', 'docs.yml'],
    ['acme/docs/.github/workflows/agent.yaml@refs/pull/7/merge', 'agent.yaml'],
  ])('%j: %j', (ref, file) => {
    expect(workflowFileOf({ GITHUB_WORKFLOW_REF: ref })).toBe(file);
  });

  test.each([
    undefined,
    '',
    'acme/docs/.github/workflows/docs.yml',
    'acme/docs/.github/workflows/@refs/heads/main',
    'acme/docs/.github/workflows/sub/docs.yml@refs/heads/main',
    'acme/docs/github/workflows/docs.yml@refs/heads/main',
  ])('%j: none', (ref) => {
    expect(workflowFileOf(ref === undefined ? {} : { GITHUB_WORKFLOW_REF: ref })).toBeUndefined();
  });
});

describe('listWorkflowRuns', () => {
  const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

  test('every page of the actor’s runs since the date: 150 runs, read 100 at a time', async () => {
    const fake = (github = await startGitHubFake());
    for (let i = 0; i < 150; i += 1) {
      fake.addWorkflowRun('acme/app', {
        id: 1 + i,
        workflow: 'docs.yml',
        actor: 'ann',
        createdAt: new Date(NOW - i * 60_000).toISOString(),
        conclusion: i === 149 ? 'skipped' : 'success',
      });
    }
    fake.addWorkflowRun('acme/app', {
      id: 999,
      workflow: 'docs.yml',
      actor: 'bob',
      createdAt: new Date(NOW).toISOString(),
    });

    const runs = await listWorkflowRuns(
      { token: fake.token, apiUrl: fake.url, owner: 'acme', repo: 'app' },
      retryInVirtualTime(),
      { workflow: 'docs.yml', actor: 'ann', since: NOW - 200 * 60_000 },
    );

    expect(runs).toHaveLength(150);
    expect(runs[0]).toEqual({ id: 1, createdAt: NOW, conclusion: 'success' });
    expect(runs.at(-1)).toEqual({ id: 150, createdAt: NOW - 149 * 60_000, conclusion: 'skipped' });
    const pages = fake.requests.map((r) => r.query);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatchObject({
      actor: 'ann',
      per_page: '100',
      created: '>=2030-01-01T08:40:00Z',
    });
    expect(pages[1]).toMatchObject({ page: '2' });
  });
});
