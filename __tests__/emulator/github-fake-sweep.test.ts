// The GitHub fake's routes for a sweep: open issues and pull requests listed by label across
// pages, labels added to an issue, one issue's fault, and 250 labelled issues seeded at once.
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { faultOnIssue, seedLabelledIssues, startGitHubFake } from '../../emulator/github-fake.js';
import type { GitHubFake } from '../../emulator/github-fake.js';
import {
  expectRequestsFollowGitHubApi,
  validateResponse,
} from '../../__fixtures__/github-openapi.js';

const REPO = 'acme/docs';
const LABEL = 'agent-working';

let fake: GitHubFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(): Promise<GitHubFake> {
  fake = await startGitHubFake();
  return fake;
}

async function call(
  f: GitHubFake,
  path: string,
  body?: unknown,
): Promise<{ status: number; link: string | null; json: unknown }> {
  const res = await fetch(`${f.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `token ${f.token}`,
      accept: 'application/vnd.github+json',
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json: unknown = JSON.parse(text);
  validateResponse(body === undefined ? 'GET' : 'POST', path, res.status, json);
  return { status: res.status, link: res.headers.get('link'), json };
}

interface WireIssue {
  number: number;
  state: string;
  labels: Array<{ name: string }>;
  pull_request?: { url: string };
}

describe('listing issues by label', () => {
  it('lists only open issues carrying every label asked for, newest first, PRs with a pull_request key', async () => {
    const f = await start();
    f.addIssue(REPO, { number: 1, labels: [LABEL] });
    f.addIssue(REPO, { number: 2, labels: ['docs'] });
    f.addIssue(REPO, { number: 3, labels: ['Agent-Working', 'docs'], isPullRequest: true });
    f.addIssue(REPO, { number: 4, labels: [LABEL] });
    f.closeIssue(REPO, 4);
    f.addIssue('acme/other', { number: 5, labels: [LABEL] });

    const open = await call(f, `/repos/${REPO}/issues?labels=${LABEL}&state=open`);
    expect(open.status).toBe(200);
    const listed = open.json as WireIssue[];
    expect(listed.map((i) => i.number)).toEqual([3, 1]);
    expect(listed[0]?.pull_request?.url).toBe(`${f.url}/repos/${REPO}/pulls/3`);
    expect(listed[1]).not.toHaveProperty('pull_request');
    expect(open.link).toBeNull();

    const both = await call(f, `/repos/${REPO}/issues?labels=${LABEL},docs`);
    expect((both.json as WireIssue[]).map((i) => i.number)).toEqual([3]);
    const closed = await call(f, `/repos/${REPO}/issues?labels=${LABEL}&state=closed`);
    expect((closed.json as WireIssue[]).map((i) => [i.number, i.state])).toEqual([[4, 'closed']]);
    const all = await call(f, `/repos/${REPO}/issues?labels=${LABEL}&state=all&direction=asc`);
    expect((all.json as WireIssue[]).map((i) => i.number)).toEqual([1, 3, 4]);
    const refused = await call(f, `/repos/${REPO}/issues?state=shut`);
    expect(refused.status).toBe(422);
  });

  it('a pull request closed or merged is a closed one; since keeps what was updated at or after it', async () => {
    const f = await start();
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`;
    f.addPullRequest(REPO, { number: 1, merged: true, mergedAt: at(2) });
    f.addPullRequest(REPO, { number: 2, merged: true, mergedAt: at(20) });
    f.addPullRequest(REPO, { number: 3, state: 'closed', updatedAt: at(21) });
    f.addPullRequest(REPO, { number: 4, updatedAt: at(22) });
    f.addIssue(REPO, { number: 5 });
    f.closeIssue(REPO, 5);
    f.addIssueReaction(REPO, 2, { content: 'rocket', login: 'github-actions[bot]' });
    f.addComment(REPO, 2, { body: 'Shipped' });

    const closed = await call(f, `/repos/${REPO}/issues?state=closed&since=${at(10)}`);
    type Closed = WireIssue & {
      closed_at: string;
      comments: number;
      reactions: Record<string, number>;
      pull_request?: { merged_at: string | null };
    };
    const listed = closed.json as Closed[];
    expect(listed.map((i) => [i.number, i.state])).toEqual([
      [5, 'closed'],
      [3, 'closed'],
      [2, 'closed'],
    ]);
    const merged = listed.find((i) => i.number === 2);
    expect(merged?.pull_request?.merged_at).toBe(at(20));
    expect(merged?.comments).toBe(1);
    expect(merged?.reactions.rocket).toBe(1);
    expect(listed.find((i) => i.number === 3)?.pull_request?.merged_at).toBeNull();
    const open = await call(f, `/repos/${REPO}/issues?state=open`);
    expect((open.json as WireIssue[]).map((i) => i.number)).toEqual([4]);
    const all = await call(f, `/repos/${REPO}/issues?state=all&since=${at(21)}`);
    // #1 was last updated at its merge; #2's comment moved it on.
    expect((all.json as WireIssue[]).map((i) => i.number).sort()).toEqual([2, 3, 4, 5]);
    expect((await call(f, `/repos/${REPO}/issues?since=yesterday`)).status).toBe(422);
    expectRequestsFollowGitHubApi(f.requests);
  });

  it('pages 250 seeded issues, a hundred a page, with exact Link headers, and Octokit reads every page', async () => {
    const f = await start();
    const numbers = seedLabelledIssues(f, REPO, {
      count: 250,
      labels: [LABEL, 'agent'],
      pullRequestEvery: 10,
      comments: (n) => [{ body: `note for ${n}`, login: 'github-actions[bot]' }],
    });
    f.addIssue(REPO, { number: 900, labels: ['docs'] });
    expect(numbers).toHaveLength(250);
    expect(f.comments(REPO, 250).map((c) => c.body)).toEqual(['note for 250']);

    const base = `${f.url}/repos/${REPO}/issues`;
    const first = await call(f, `/repos/${REPO}/issues?labels=${LABEL}&state=open&per_page=100`);
    expect(first.link).toBe(
      `<${base}?labels=${LABEL}&state=open&per_page=100&page=2>; rel="next", ` +
        `<${base}?labels=${LABEL}&state=open&per_page=100&page=3>; rel="last"`,
    );
    expect((first.json as WireIssue[]).map((i) => i.number)).toEqual(numbers.slice(150).reverse());
    const last = await call(
      f,
      `/repos/${REPO}/issues?labels=${LABEL}&state=open&per_page=100&page=3`,
    );
    expect((last.json as WireIssue[]).map((i) => i.number)).toEqual(numbers.slice(0, 50).reverse());
    expect(last.link).not.toContain('rel="next"');

    const octokit = getOctokit(f.token, { baseUrl: f.url });
    const everything = await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: 'acme',
      repo: 'docs',
      labels: LABEL,
      state: 'open',
      per_page: 100,
    });
    expect(everything).toHaveLength(250);
    expect(everything.filter((i) => i.pull_request)).toHaveLength(25);
    expectRequestsFollowGitHubApi(f.requests);
  });
});

describe('adding labels', () => {
  it('adds labels from either body shape, keeps one of each name, and answers every label', async () => {
    const f = await start();
    f.addIssue(REPO, { number: 7, labels: ['docs'] });
    const added = await call(f, `/repos/${REPO}/issues/7/labels`, { labels: [LABEL, 'DOCS'] });
    expect(added.status).toBe(200);
    expect((added.json as Array<{ name: string }>).map((l) => l.name)).toEqual(['docs', LABEL]);
    await call(f, `/repos/${REPO}/issues/7/labels`, ['agent']);
    expect(f.labels(REPO, 7)).toEqual(['docs', LABEL, 'agent']);
    expect((await call(f, `/repos/${REPO}/issues/8/labels`, { labels: ['x'] })).status).toBe(404);
    expect((await call(f, `/repos/${REPO}/issues/7/labels`, { labels: [3] })).status).toBe(422);

    const octokit = getOctokit(f.token, { baseUrl: f.url });
    await octokit.rest.issues.addLabels({
      owner: 'acme',
      repo: 'docs',
      issue_number: 7,
      labels: ['x'],
    });
    expect(f.labels(REPO, 7)).toContain('x');
    // GitHub takes a bare array too, though its description documents only the object.
    expectRequestsFollowGitHubApi(
      f.requests.filter((r) => !r.body.includes('[3]') && !r.body.startsWith('[')),
    );
  });
});

describe('a fault on one issue', () => {
  it('answers every request under that issue with the fault and serves the others', async () => {
    const f = await start();
    seedLabelledIssues(f, REPO, { count: 12, labels: [LABEL] });
    f.injectFault(faultOnIssue(REPO, 1, { status: 500 }));
    f.injectFault(
      faultOnIssue(REPO, 2, {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      }),
    );
    const get = (path: string) =>
      fetch(`${f.url}${path}`, { headers: { authorization: `token ${f.token}` } });
    for (let i = 0; i < 3; i += 1) {
      expect((await get(`/repos/${REPO}/issues/1/comments`)).status).toBe(500);
    }
    expect((await get(`/repos/${REPO}/issues/1`)).status).toBe(500);
    expect((await get(`/repos/${REPO}/issues/2/comments`)).status).toBe(403);
    // #12 and #11 share no path prefix with #1: they are served.
    expect((await get(`/repos/${REPO}/issues/12/comments`)).status).toBe(200);
    expect((await get(`/repos/${REPO}/issues/11`)).status).toBe(200);
    expect((await get(`/repos/${REPO}/issues?labels=${LABEL}`)).status).toBe(200);
  });
});
