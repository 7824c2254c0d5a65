import { afterEach, describe, expect, test } from '@jest/globals';
import {
  summaryLinks,
  summaryText,
  closeEmulators,
  CREATE_PATH,
  emulator,
  EMULATOR_JOB_ID,
  expectFailure,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  jobOutput,
  run,
  runWithGitHub,
  closeGitHubFakes,
  githubFake,
  TIMEOUT_UNDER_LOAD,
} from './helpers.js';
import { realEvent } from '../../__fixtures__/webhooks.js';

const PROMPT = 'Document the rateLimit option of the SDK client.';
const PR = 'https://github.com/acme/docs/pull/17';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

describe('create mode', () => {
  test('creates one job, waits for it to complete and reports its pull request', async () => {
    const emu = await emulator();
    // Active at the first check, completed at the next: by poll, not by time, so that a busy
    // machine cannot let the job end before the first check.
    emu.scriptNextJob({ polls: ['active', { status: 'completed', prLink: PR }] });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({
      'job-id': id,
      status: 'completed',
      'pr-link': PR,
      'timed-out': 'false',
    });
    expect(result.outputs['comment-url'] ?? '').toBe('');
    expect(jobOutput(result)).toEqual(emu.job(id));
    expect(emu.count('POST')).toBe(1);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.prompts(id)).toEqual([PROMPT]);
    // It saw the job active, then completed, without hammering the service.
    expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(2);
    expect(emu.count('GET')).toBeLessThan(20);
    expect(result.stdout).toContain(id);
  });

  test('stops polling at the first terminal status it reads', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ polls: ['active', 'active', { status: 'completed', prLink: PR }] });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': PR });
    expect(emu.count('GET')).toBe(3);
  });

  test('sends the body {"prompt": …} exactly, with bearer key, user agent and JSON content type', async () => {
    const emu = await emulator();
    const prompt =
      'Fix "quotes", \\back\\slashes, <b>tags</b> & ünïcödé ✓\nsecond line\twith a tab';
    emu.scriptNextJob({ activeForMs: 100 });

    const result = await run(emu, { prompt });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const posts = emu.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toBe(JSON.stringify({ prompt }));
    expect(posts[0]?.headers['content-type']).toMatch(/^application\/json\b/i);
    expect(emu.requests.length).toBeGreaterThan(1);
    for (const request of emu.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${emu.apiKey}`);
      expect(request.headers['user-agent']).toMatch(/agent-job-action/);
      expect(request.headers['user-agent']).toMatch(/\d+\.\d+\.\d+/);
    }
  });

  test('the job summary leads with the outcome and PR link, then the job id, status, repository, branch and model', async () => {
    const emu = await emulator();
    emu.scriptNextJob({
      activeForMs: 100,
      prLink: PR,
      override: {
        source: { repository: 'https://github.com/acme/handbook', ref: 'docs-agent-branch' },
        model: 'model-xyz-7',
      },
    });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const summary = summaryText(result);
    expect(summary).toContain(result.outputs['job-id'] ?? '<no job id>');
    expect(summary).toContain('completed');
    expect(summaryLinks(result)).toContain(PR);
    expect(summary).toMatch(/acme\/handbook/);
    expect(summary).toContain('docs-agent-branch');
    expect(summary).toContain('model-xyz-7');
    expect(summary).toMatch(/^✅ Pull request ready/);
  });
});

describe('the triggering event', () => {
  test('on an issues event with no prompt, the issue’s title, body and URL become the prompt', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: PR });
    // A real `issues` labeled payload; edited: the label's name only. Its issue (#1 of
    // Codertocat/Hello-World) is what the prompt is made of.
    const event = realEvent('issues', 'labeled', { 'label.name': 'agent' });
    const issue = event.payload.issue as { title: string; body: string; html_url: string };
    // GitHub says whether who added the label (the payload's sender) may start a job.
    const fake = await githubFake();

    const result = await runWithGitHub(emu, fake, { comment: 'false' }, { event });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const [prompt = ''] = emu.prompts(result.outputs['job-id'] ?? '');
    expect(prompt).toContain(issue.title);
    expect(prompt).toContain(issue.body);
    expect(prompt).toContain(issue.html_url);
    expect(result.outputs['pr-link']).toBe(PR);
  });
});

describe('outcomes and fail-on', () => {
  test('a job completed without a pull request succeeds by default, with an empty pr-link', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: null });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'pr-link': '',
      'timed-out': 'false',
    });
    expect(jobOutput(result).prLink).toBeNull();
  });

  test('a job completed without a pull request fails the step with fail-on: no-pr, outputs still set', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, prLink: null });

    const result = await run(emu, { prompt: PROMPT, 'fail-on': 'failed,timeout,no-pr' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'pr-link': '',
      'timed-out': 'false',
    });
    expect(jobOutput(result).id).toBe(id);
  });

  test('a failed job fails the step and still writes every output', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, outcome: 'failed' });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /fail/i);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({ status: 'failed', 'pr-link': '', 'timed-out': 'false' });
    expect(jobOutput(result)).toEqual(emu.job(id));
    expect(summaryText(result)).toContain(id);
    expect(result.stdout).toContain(id);
  });

  test('a failed job succeeds when fail-on is empty', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, outcome: 'failed' });

    const result = await run(emu, { prompt: PROMPT, 'fail-on': '' });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'failed', 'timed-out': 'false' });
  });

  test('an archived job succeeds by default', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, outcome: 'archived' });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'archived', 'timed-out': 'false' });
  });

  test('an archived job fails the step when fail-on lists archived', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 100, outcome: 'archived' });

    const result = await run(emu, { prompt: PROMPT, 'fail-on': 'failed, archived' });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result, /archived/i);
    expect(result.outputs).toMatchObject({ status: 'archived', 'timed-out': 'false' });
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
  });

  test('timeout ends the wait with timed-out=true and status active, and fails by default', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });

    const result = await run(emu, { prompt: PROMPT, timeout: TIMEOUT_UNDER_LOAD });

    expectNoKeyLeak(result, emu.apiKey);
    expectOneLineError(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'true', 'pr-link': '' });
    expect(jobOutput(result).status).toBe('active');
    expect(emu.count('GET')).toBeGreaterThanOrEqual(2);
    expect(summaryText(result)).toContain(id);
    // The message tells how to resume: the job id is in the log.
    expect(result.stdout).toContain(id);
  });

  test('timeout succeeds with fail-on: failed only, still reporting timed-out=true', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });

    const result = await run(emu, {
      prompt: PROMPT,
      timeout: TIMEOUT_UNDER_LOAD,
      'fail-on': 'failed',
    });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'active', 'timed-out': 'true' });
  });

  test('wait: false returns right after the create with status active and reads nothing', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });

    const result = await run(emu, { prompt: PROMPT, wait: 'false' });

    expectNoKeyLeak(result, emu.apiKey);
    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs).toMatchObject({ status: 'active', 'pr-link': '', 'timed-out': 'false' });
    expect(jobOutput(result)).toMatchObject({ id, status: 'active' });
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(emu.count('GET')).toBe(0);
    expect(summaryText(result)).toContain(id);
  });
});

describe('a failure after the job exists', () => {
  test('outputs are written when the step fails at a poll error after the create', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    emu.injectFault({ method: 'GET', status: 404, body: '{"error":"Job not found"}', times: 100 });

    const result = await run(emu, { prompt: PROMPT });

    expectNoKeyLeak(result, emu.apiKey);
    expectFailure(result);
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs.status).toBe('active');
  });
});
