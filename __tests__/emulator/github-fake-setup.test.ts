// The GitHub fake's answers to what a dry run reads of a repository's set-up: its labels
// (`GET /repos/{owner}/{repo}/labels/{name}`) and what GitHub reports the token may do there (the
// `permissions` of `GET /repos/{owner}/{repo}`, which only a user's token gets), every answer
// checked against GitHub's REST API description (@octokit/openapi).
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { startGitHubFake, type GitHubFake } from '../../emulator/github-fake.js';
import { validateRequest, validateResponse } from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/docs';

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  return fake;
}

/** GET through the fake, request and answer checked against GitHub's description. */
async function documented(f: GitHubFake, path: string): Promise<{ status: number; body: unknown }> {
  validateRequest('GET', path, '');
  const res = await fetch(`${f.url}${path}`, {
    headers: { authorization: `token ${f.token}`, accept: 'application/vnd.github+json' },
  });
  const text = await res.text();
  validateResponse('GET', path, res.status, text);
  return { status: res.status, body: JSON.parse(text) as unknown };
}

const labelPath = (name: string, repo = REPO) =>
  `/repos/${repo}/labels/${encodeURIComponent(name)}`;

describe("a repository's labels", () => {
  it('answers a label the repository has, in GitHub shape, names compared case-insensitively', async () => {
    const f = await start();
    f.addRepositoryLabel(REPO, 'Docs Agent');
    const found = await documented(f, labelPath('docs agent'));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      name: 'Docs Agent',
      url: `${f.url}/repos/${REPO}/labels/Docs%20Agent`,
      color: 'ededed',
      default: false,
    });
    const missing = await documented(f, labelPath('agent-working'));
    expect(missing).toEqual({
      status: 404,
      body: {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/issues/labels#get-a-label',
        status: '404',
      },
    });
    // Another repository has labels of its own.
    expect((await documented(f, labelPath('Docs Agent', 'acme/other'))).status).toBe(404);
  });

  it('an issue seeded with labels, or labelled through the API, gives its repository those labels', async () => {
    const f = await start();
    f.addIssue(REPO, { number: 1, labels: ['agent'] });
    expect((await documented(f, labelPath('agent'))).status).toBe(200);
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    await octokit.rest.issues.addLabels({
      owner: 'acme',
      repo: 'docs',
      issue_number: 1,
      labels: ['agent-working'],
    });
    const added = await octokit.rest.issues.getLabel({
      owner: 'acme',
      repo: 'docs',
      name: 'agent-working',
    });
    expect(added.data.name).toBe('agent-working');
    // Removed from the issue, the label stays in the repository.
    await octokit.rest.issues.removeLabel({
      owner: 'acme',
      repo: 'docs',
      issue_number: 1,
      name: 'agent',
    });
    expect((await documented(f, labelPath('agent'))).status).toBe(200);
  });

  it('a deleted label is gone from the repository and from each of its issues', async () => {
    const f = await start();
    f.addIssue(REPO, { number: 1, labels: ['agent', 'docs'] });
    f.addIssue('acme/other', { number: 1, labels: ['agent'] });
    f.deleteRepositoryLabel(REPO, 'AGENT');
    expect((await documented(f, labelPath('agent'))).status).toBe(404);
    expect(f.labels(REPO, 1)).toEqual(['docs']);
    expect(f.labels('acme/other', 1)).toEqual(['agent']);
    expect((await documented(f, labelPath('agent', 'acme/other'))).status).toBe(200);
  });

  it('refuses a label without a name, or a repository not owner/name', async () => {
    const f = await start();
    expect(() => f.addRepositoryLabel(REPO, ' ')).toThrow('a label name must not be empty');
    expect(() => f.addRepositoryLabel('docs', 'agent')).toThrow(
      "repo must look like 'owner/name', got 'docs'",
    );
  });
});

describe('what GitHub reports the token may do (GET /repos/{owner}/{repo})', () => {
  it('no permissions by default, as for the workflow’s installation token', async () => {
    const f = await start();
    const repo = await documented(f, `/repos/${REPO}`);
    expect(repo.status).toBe(200);
    expect(repo.body).not.toHaveProperty('permissions');
  });

  it("a user's token: the role's permissions, on that repository only, until unset", async () => {
    const f = await start();
    f.setTokenRole(REPO, 'triage');
    expect((await documented(f, `/repos/${REPO}`)).body).toMatchObject({
      permissions: { admin: false, maintain: false, push: false, triage: true, pull: true },
    });
    expect((await documented(f, '/repos/acme/other')).body).not.toHaveProperty('permissions');
    f.setTokenRole(REPO, 'admin');
    expect((await documented(f, `/repos/${REPO}`)).body).toMatchObject({
      permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
    });
    f.setTokenRole(REPO, 'read');
    const octokit = getOctokit(f.token, { baseUrl: f.url });
    const { data } = await octokit.rest.repos.get({ owner: 'acme', repo: 'docs' });
    expect(data.permissions).toEqual({
      admin: false,
      maintain: false,
      push: false,
      triage: false,
      pull: true,
    });
    f.setTokenRole(REPO, undefined);
    expect((await documented(f, `/repos/${REPO}`)).body).not.toHaveProperty('permissions');
  });

  it('refuses a role GitHub does not have', async () => {
    const f = await start();
    expect(() => f.setTokenRole(REPO, 'owner' as 'admin')).toThrow(
      "a token's role is one of read, triage, write, maintain, admin, not 'owner'",
    );
  });
});
