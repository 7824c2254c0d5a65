// The GitHub fake's list of a workflow's runs (`GET …/actions/workflows/{workflow_id}/runs`), which
// `rate-limit` counts: every request and answer checked against GitHub's REST API description
// (@octokit/openapi); the filters by actor and creation time as GitHub applies them.
import { afterEach, describe, expect, it } from '@jest/globals';
import { requestsByRoute, startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import { validateRequest, validateResponse } from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/docs';

let fake: GitHubFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

interface RunsAnswer {
  total_count: number;
  workflow_runs: {
    id: number;
    conclusion: string | null;
    created_at: string;
    actor: { login: string };
  }[];
  message?: string;
}

async function runsOf(
  f: GitHubFake,
  workflow: string,
  query = '',
): Promise<{ status: number; body: RunsAnswer; link: string | null }> {
  const path = `/repos/${REPO}/actions/workflows/${encodeURIComponent(workflow)}/runs`;
  validateRequest('GET', `${path}${query}`, '');
  const res = await fetch(`${f.url}${path}${query}`, {
    headers: { authorization: `token ${f.token}`, accept: 'application/vnd.github+json' },
  });
  const text = await res.text();
  // GitHub documents only the 200 answer of this route.
  if (res.status === 200) validateResponse('GET', path, res.status, text);
  return {
    status: res.status,
    body: JSON.parse(text) as RunsAnswer,
    link: res.headers.get('link'),
  };
}

describe('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', () => {
  it('lists the workflow’s runs newest first, filtered by actor (any case) and created', async () => {
    const f = (fake = await startGitHubFake());
    f.addWorkflowRun(REPO, {
      id: 1,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: '2026-01-01T10:00:00Z',
    });
    f.addWorkflowRun(REPO, {
      id: 2,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: '2026-01-01T11:00:00Z',
      conclusion: 'skipped',
    });
    f.addWorkflowRun(REPO, {
      id: 3,
      workflow: 'docs.yml',
      actor: 'bob',
      createdAt: '2026-01-01T11:30:00Z',
    });
    f.addWorkflowRun(REPO, {
      id: 4,
      workflow: 'ci.yml',
      actor: 'ann',
      createdAt: '2026-01-01T11:40:00Z',
    });
    f.addWorkflowRun(REPO, {
      id: 5,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: '2026-01-01T11:50:00Z',
      status: 'in_progress',
      conclusion: null,
    });

    const all = await runsOf(f, 'docs.yml');
    expect(all.status).toBe(200);
    expect(all.body.workflow_runs.map((r) => r.id)).toEqual([5, 3, 2, 1]);
    expect(all.body.total_count).toBe(4);

    const ann = await runsOf(f, 'docs.yml', '?actor=ANN&created=%3E%3D2026-01-01T10:30:00Z');
    expect(ann.body.workflow_runs.map((r) => [r.id, r.conclusion, r.actor.login])).toEqual([
      [5, null, 'ann'],
      [2, 'skipped', 'ann'],
    ]);
  });

  it('pages with per_page and a link header', async () => {
    const f = (fake = await startGitHubFake());
    for (let id = 1; id <= 3; id += 1) {
      f.addWorkflowRun(REPO, {
        id,
        workflow: 'docs.yml',
        actor: 'ann',
        createdAt: `2026-01-0${id}T00:00:00Z`,
      });
    }
    const first = await runsOf(f, 'docs.yml', '?per_page=2');
    expect(first.body.workflow_runs.map((r) => r.id)).toEqual([3, 2]);
    expect(first.link).toContain('rel="next"');
  });

  it('a workflow the repository does not have is a 404; a created GitHub cannot read matches no run', async () => {
    const f = (fake = await startGitHubFake());
    f.addWorkflowRun(REPO, {
      id: 1,
      workflow: 'docs.yml',
      actor: 'ann',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect((await runsOf(f, 'other.yml')).status).toBe(404);
    const bad = await runsOf(f, 'docs.yml', '?created=yesterday');
    expect(bad.status).toBe(200);
    expect(bad.body.workflow_runs).toEqual([]);
    expect(
      requestsByRoute(f.requests).get(
        'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
      ),
    ).toBe(2);
  });
});
