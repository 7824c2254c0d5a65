// The repository's four actions, each as the runner runs it: the step's inputs as its own
// action.yml declares them (digest/action.yml, sweep/action.yml, automation/action.yml) and its
// `runs.main` from its folder (dist/digest.js, dist/sweep.js, dist/automation.js), a real process
// of the bundle that tells the action by the file it was started with. What each action does is
// proven in-process (__tests__/integration/); here, that each entry runs its own action.
import { afterEach, describe, expect, test } from '@jest/globals';
import { realEvent } from '../../__fixtures__/webhooks.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectInputError,
  expectNoKeyLeak,
  expectSuccess,
  githubFake,
  issuesEvent,
  markedComments,
  noticeLines,
  REPO,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const PR = 'https://github.com/acme/docs/pull/77';
const DISPATCH = realEvent('workflow_dispatch');

describe('each sub-action runs from its own entry of the bundle', () => {
  test('the sweep action (dist/sweep.js) finishes the round the main action left for it, and sets only swept', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addRepositoryLabel(REPO, 'agent-working');
    emu.scriptNextJob({ polls: [{ status: 'completed', prLink: PR }] });
    const labelled = issuesEvent(fake, { number: 12, title: 'Document the flag' });

    const round = await runWithGitHub(emu, fake, { wait: 'false' }, { event: labelled });
    expectSuccess(round);
    expect(fake.labels(REPO, 12)).toContain('agent-working');

    const sweep = await runWithGitHub(emu, fake, {}, { action: 'sweep', event: DISPATCH });

    expectSuccess(sweep);
    expectNoKeyLeak(sweep, emu.apiKey);
    expect(JSON.parse(sweep.outputs.swept ?? '')).toEqual([
      { issue: 12, 'job-id': round.outputs['job-id'], status: 'completed', 'pr-link': PR },
    ]);
    expect(Object.keys(sweep.outputs)).toEqual(['swept']);
    expect(markedComments(fake, 12).map((c) => c.body)).toEqual([
      expect.stringContaining('Pull request ready'),
    ]);
    expect(fake.labels(REPO, 12)).not.toContain('agent-working');
  });

  test('the automation action (dist/automation.js) triggers the automation and follows its job, with its own outputs', async () => {
    const emu = await emulator({
      automations: [{ id: 'auto_weekly', run: { polls: [{ status: 'completed', prLink: PR }] } }],
    });

    const result = await runWithGitHub(
      emu,
      await githubFake(),
      { 'automation-id': 'auto_weekly' },
      { action: 'automation', event: realEvent('push') },
    );

    expectSuccess(result);
    const [queued] = emu.triggered('auto_weekly');
    expect(Object.keys(result.outputs).sort()).toEqual([
      'automation-run-id',
      'job',
      'job-id',
      'pr-link',
      'status',
      'timed-out',
    ]);
    expect(result.outputs).toMatchObject({
      'automation-run-id': queued?.instanceId,
      'job-id': queued?.jobId,
      status: 'completed',
      'pr-link': PR,
    });
  });

  test('the digest action (dist/digest.js) documents what merged in its window on its issue', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: 5000, title: 'Documentation digest' });
    fake.addPullRequest(REPO, {
      number: 41,
      merged: true,
      mergedAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    emu.scriptNextJob({ polls: [{ status: 'completed', prLink: PR }] });

    const result = await runWithGitHub(
      emu,
      fake,
      { 'merged-since': '2d', 'issue-number': '5000' },
      { action: 'digest', event: DISPATCH },
    );

    expectSuccess(result);
    expect(emu.count('POST')).toBe(1);
    expect(result.outputs['pr-link']).toBe(PR);
    expect(markedComments(fake, 5000).at(-1)?.body).toContain('#41');
  });

  test('the digest action with nothing merged in its window: no job, a notice', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(
      emu,
      fake,
      { 'merged-since': '2d' },
      { action: 'digest', event: DISPATCH },
    );

    expectSuccess(result);
    expect(emu.requests).toEqual([]);
    expect(noticeLines(result).join('\n')).toMatch(/merged/);
  });
});

describe('an input of another action, given as the runner passes it', () => {
  test('merged-since to the main action: one input error naming the digest action, before any request', async () => {
    const emu = await emulator();

    const result = await runWithGitHub(
      emu,
      await githubFake(),
      { prompt: 'Fix it' },
      {
        event: DISPATCH,
        env: { 'INPUT_MERGED-SINCE': 'last-digest' },
      },
    );

    expectInputError(
      result,
      emu,
      /^this action has no input merged-since: it is an input of the digest action; /,
    );
  });

  test('a prompt to the sweep action: one input error naming the main action, before any request', async () => {
    const emu = await emulator();

    const result = await runWithGitHub(
      emu,
      await githubFake(),
      {},
      {
        action: 'sweep',
        event: DISPATCH,
        env: { INPUT_PROMPT: 'Fix it' },
      },
    );

    expectInputError(
      result,
      emu,
      /^the sweep action has no input prompt: it is an input of the main action; /,
    );
  });
});
