// The action on each kind of event a workflow may run it from, with the payloads GitHub actually
// sent (@octokit/webhooks-examples), edited only where a comment says so; every request the action
// makes to the GitHub fake is checked against GitHub's REST API description.
import { afterEach, describe, expect, test } from '@jest/globals';
import { realEvent } from '../../__fixtures__/webhooks.js';
import { expectRequestsFollowGitHubApi } from '../../__fixtures__/github-openapi.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectSuccess,
  githubFake,
  markedComments,
  REPO,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const PR = 'https://github.com/acme/docs/pull/17';

interface Item {
  number: number;
  title: string;
  body: string | null;
  html_url: string;
}

describe('issues and pull requests: the item is the prompt, the comment goes on it', () => {
  test('issues opened: a job from the issue, a comment on it', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    const event = realEvent('issues', 'opened'); // not edited
    const issue = event.payload.issue as Item;
    fake.addIssue(REPO, { number: issue.number });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(result.outputs['job-id'] ?? '');
    expect(prompt).toContain(issue.title);
    expect(prompt).toContain(issue.body ?? '');
    expect(prompt).toContain(issue.html_url);
    expect(markedComments(fake, issue.number).length).toBeGreaterThan(0);
    expectRequestsFollowGitHubApi(fake.requests);
    expect(result.stderr).toBe('');
  });

  test('issues opened with no body (GitHub sends null): the title and address are the prompt', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    // edited: the issue's body, to null, as GitHub sends it for an issue opened without one.
    const event = realEvent('issues', 'opened', { 'issue.body': null });
    const issue = event.payload.issue as Item;
    fake.addIssue(REPO, { number: issue.number });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(result.outputs['job-id'] ?? '');
    expect(prompt).toBe(`${issue.title}\n\n${issue.html_url}`);
    expect(prompt).not.toContain('null');
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('pull_request opened: a job from the pull request, a comment on it', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    const event = realEvent('pull_request', 'opened'); // not edited
    const pull = event.payload.pull_request as Item;
    fake.addIssue(REPO, { number: pull.number, isPullRequest: true });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const [prompt = ''] = emu.prompts(result.outputs['job-id'] ?? '');
    expect(prompt).toContain(pull.title);
    expect(prompt).toContain(pull.html_url);
    expect(markedComments(fake, pull.number).length).toBeGreaterThan(0);
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('pull_request labeled with remove-label: the label comes off the pull request', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    // edited: the label's name.
    const event = realEvent('pull_request', 'labeled', { 'label.name': 'agent docs' });
    const pull = event.payload.pull_request as Item;
    // An open pull request's label starts its docs job, which reads its head and files.
    const head = (event.payload.pull_request as { head: { sha: string } }).head.sha;
    fake.addPullRequest(REPO, { number: pull.number, headSha: head, files: [] });
    fake.addIssue(REPO, {
      number: pull.number,
      isPullRequest: true,
      labels: ['agent docs', 'bug'],
    });

    const result = await runWithGitHub(emu, fake, { 'remove-label': 'true' }, { event });

    expectSuccess(result);
    expect(fake.labels(REPO, pull.number)).toEqual(['bug']);
    expect(fake.count('DELETE', /\/labels\/agent%20docs$/)).toBe(1);
    expectRequestsFollowGitHubApi(fake.requests);
  });
});

describe('events without an issue', () => {
  test('push with a prompt: a job, and no request to GitHub', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    const event = realEvent('push'); // not edited

    const result = await runWithGitHub(emu, fake, { prompt: 'Refresh the changelog.' }, { event });

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe(PR);
    expect(fake.requests).toEqual([]);
    // Nothing on stderr: under Node 24 (ACTION_NODE in .ci/run) a deprecation warning would land here.
    expect(result.stderr).toBe('');
  });

  test('workflow_dispatch with issue-number: the comment goes on that issue', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    fake.addIssue(REPO, { number: 31 });
    const event = realEvent('workflow_dispatch'); // not edited

    const result = await runWithGitHub(
      emu,
      fake,
      { prompt: 'Document the CLI.', 'issue-number': '31' },
      { event },
    );

    expectSuccess(result);
    expect(markedComments(fake, 31).length).toBeGreaterThan(0);
    expectRequestsFollowGitHubApi(fake.requests);
  });

  test('schedule with a prompt: a job, and no request to GitHub', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    const fake = await githubFake();
    // Hand-made: @octokit/webhooks-examples has no schedule payload (GitHub sends no webhook for
    // it); this is the shape the runner writes, the cron line and the workflow's repository.
    const event = {
      name: 'schedule',
      payload: { schedule: '0 6 * * 1', repository: { full_name: REPO } },
    };

    const result = await runWithGitHub(emu, fake, { prompt: 'Weekly docs check.' }, { event });

    expectSuccess(result);
    expect(result.outputs['pr-link']).toBe(PR);
    expect(fake.requests).toEqual([]);
  });
});
