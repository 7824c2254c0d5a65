// The automation action end to end: it triggers the service's automation on the emulator (which
// serves the trigger as the service describes it), then follows the run's job or ends with its
// ids and a notice. Every request the action sent is checked against the service's published API
// description, and every summary as GitHub renders it.
import { afterEach, describe, expect, test } from '@jest/globals';
import { expectRequestsFollowServiceApi } from '../../__fixtures__/mintlify-openapi.js';
import { expectSafelyRendered, render } from '../../__fixtures__/github-render.js';
import {
  closeEmulators,
  emulator,
  expectInputError,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  noticeLines,
  RUN_URL,
  run,
  summaryText,
  type ActionResult,
  type Emulator,
  type StepOptions,
} from './helpers.js';
import type { AutomationScript } from '../../emulator/server.js';

const AUTOMATION = 'auto_weekly-docs';
const TRIGGER_PATH = /^\/v1\/workflow\/[^/]+\/[^/]+\/trigger$/;
const PR = 'https://github.com/acme/docs/pull/77';

afterEach(closeEmulators);

async function withAutomation(script: Omit<AutomationScript, 'id'> = {}): Promise<Emulator> {
  return emulator({ automations: [{ id: AUTOMATION, ...script }] });
}

/** What every run here has: the requests it sent follow the service's description; no key leaks. */
function expectClean(result: ActionResult, emu: Emulator): void {
  expectNoKeyLeak(result, emu.apiKey);
  expectRequestsFollowServiceApi(emu.requests);
}

/** The automation action's step, triggering AUTOMATION unless `inputs` names another. */
function automate(
  emu: Emulator,
  inputs: Record<string, string> = {},
  options: StepOptions = {},
): Promise<ActionResult> {
  return run(emu, { 'automation-id': AUTOMATION, ...inputs }, { action: 'automation', ...options });
}

/** The one run the trigger queued. */
function onlyRun(emu: Emulator) {
  const runs = emu.triggered(AUTOMATION);
  expect(runs).toHaveLength(1);
  return runs[0] as NonNullable<(typeof runs)[0]>;
}

describe('a triggered run', () => {
  test('202 with a job get-job knows: the job is followed through to the pull request, the summary says it was an automation run', async () => {
    const emu = await withAutomation({
      run: { polls: ['active', { status: 'completed', prLink: PR }] },
    });

    const result = await automate(emu);

    expectClean(result, emu);
    expectSuccess(result);
    const queued = onlyRun(emu);
    expect(emu.count('POST')).toBe(1);
    expect(emu.count('POST', TRIGGER_PATH)).toBe(1);
    expect(emu.requests.find((r) => r.method === 'POST')?.body).toBe('');
    expect(result.outputs).toMatchObject({
      'automation-run-id': queued.instanceId,
      'job-id': queued.jobId,
      status: 'completed',
      'pr-link': PR,
      'timed-out': 'false',
    });
    expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(2);
    // The summary leads with the PR and says an automation run was started.
    const rendered = render(result.summary);
    expectSafelyRendered(rendered, { links: [PR, RUN_URL] });
    expect(rendered.root.querySelector('h3')?.textContent).toBe(
      '✅ Pull request ready: acme/docs#77',
    );
    expect(rendered.text).toContain(`run ${queued.instanceId}`);
    expect(rendered.text).toContain(queued.jobId);
  });

  test('202 with a job get-job does not know: success, both ids in the outputs, a notice naming the run', async () => {
    const emu = await withAutomation({ jobKnown: false });

    const result = await automate(emu);

    expectClean(result, emu);
    expectSuccess(result);
    const queued = onlyRun(emu);
    expect(result.outputs).toMatchObject({
      'automation-run-id': queued.instanceId,
      'job-id': queued.jobId,
      status: '',
      'pr-link': '',
    });
    // One look-up of the job, answered 404, and no wait.
    expect(emu.count('GET')).toBe(1);
    const notices = noticeLines(result);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      new RegExp(
        `^The automation run ${queued.instanceId} is queued, but the service does not let its job ${queued.jobId} be followed from here: follow it in the run history .*dashboard\\.$`,
      ),
    );
    const summary = render(result.summary);
    expectSafelyRendered(summary, { links: [RUN_URL] });
    expect(summary.root.querySelector('h3')?.textContent).toBe('🤖 Automation run started');
    expect(summary.text).toContain(`run ${queued.instanceId}`);
    expect(summary.text).toContain('follow it in the run history');
  });

  test('wait: false ends after the trigger: outputs, a notice, no request to get-job', async () => {
    const emu = await withAutomation();

    const result = await automate(emu, { wait: 'false' });

    expectClean(result, emu);
    expectSuccess(result);
    const queued = onlyRun(emu);
    expect(emu.requests).toHaveLength(1);
    expect(result.outputs).toMatchObject({
      'automation-run-id': queued.instanceId,
      'job-id': queued.jobId,
    });
    expect(noticeLines(result)).toEqual([
      expect.stringMatching(/is queued, but this workflow does not wait for it \(wait: false\)/),
    ]);
    expect(summaryText(result)).toContain(`run ${queued.instanceId}`);
  });
});

describe('a trigger the service refuses', () => {
  test.each([
    ['inactive', /not active/],
    ['not-scheduled', /custom schedule/],
  ] as const)(
    '400 (%s): one line that says what to check, nothing repeated',
    async (state, said) => {
      const emu = await withAutomation({ state });

      const result = await automate(emu);

      expectClean(result, emu);
      expectOneLineError(
        result,
        /refused to trigger automation 'auto_weekly-docs' \(400\)/,
        said,
        /check in the dashboard that automation-id names one and that it is turned on/,
      );
      expect(emu.requests).toHaveLength(1);
      expect(emu.triggered()).toHaveLength(0);
      expect(result.outputs['automation-run-id'] ?? '').toBe('');
    },
  );

  test('404: no such automation, one line naming automation-id and project-id', async () => {
    const emu = await withAutomation();

    const result = await automate(emu, { 'automation-id': 'auto_other' });

    expectClean(result, emu);
    expectOneLineError(
      result,
      /automation 'auto_other' was not found \(404\)/,
      /check automation-id .* and project-id/,
    );
    expect(emu.requests).toHaveLength(1);
  });

  test('429 then 202: tried again, and the run queued once', async () => {
    const emu = await withAutomation({ rateLimited: 1, jobKnown: false });

    const result = await automate(emu);

    expectClean(result, emu);
    expectSuccess(result);
    expect(emu.count('POST', TRIGGER_PATH)).toBe(2);
    const queued = onlyRun(emu);
    expect(result.outputs['automation-run-id']).toBe(queued.instanceId);
  });

  test('a 500 after the run was queued: not repeated, the step fails with the run-history hint, and what is known reaches the outputs', async () => {
    const emu = await withAutomation();
    emu.injectFault({ method: 'POST', path: TRIGGER_PATH, status: 500, afterHandling: true });

    const result = await automate(emu);

    expectClean(result, emu);
    expectOneLineError(
      result,
      /failed \(HTTP 500\) while triggering the automation/,
      /the run may or may not have been queued: check the automation's run history before running again/,
    );
    expect(emu.count('POST', TRIGGER_PATH)).toBe(1);
    expect(emu.triggered()).toHaveLength(1);
    // The answer named no run: the outputs hold nothing a workflow could take for one.
    expect(result.outputs['automation-run-id'] ?? '').toBe('');
    expect(result.outputs['job-id'] ?? '').toBe('');
  });

  test('a 202 whose answer cannot be read: not repeated, the step fails saying the run may be queued', async () => {
    const emu = await withAutomation();
    emu.injectFault({
      method: 'POST',
      path: TRIGGER_PATH,
      status: 202,
      body: 'queued',
      afterHandling: true,
    });

    const result = await automate(emu);

    expectClean(result, emu);
    expectOneLineError(
      result,
      /accepted the trigger of automation 'auto_weekly-docs' \(HTTP 202\) but its answer was unreadable/,
      /the run may or may not have been queued: check the automation's run history/,
    );
    expect(emu.count('POST', TRIGGER_PATH)).toBe(1);
    expect(emu.triggered()).toHaveLength(1);
  });

  test('the job fails to be read after the 202: the run is not triggered again, and its ids are in the outputs', async () => {
    const emu = await withAutomation();
    for (let i = 0; i < 12; i += 1) {
      emu.injectFault({ method: 'GET', path: GET_PATH, status: 401 });
    }

    const result = await automate(emu);

    expectClean(result, emu);
    expectOneLineError(result, /401/);
    const queued = onlyRun(emu);
    expect(emu.count('POST')).toBe(1);
    expect(result.outputs).toMatchObject({
      'automation-run-id': queued.instanceId,
      'job-id': queued.jobId,
    });
  });
});

describe('inputs of another action', () => {
  test.each([
    ['prompt', 'Document it.'],
    ['prompt-file', 'prompt.md'],
    ['job-id', 'job_1'],
    ['merged-since', 'last-digest'],
  ])(
    '%s given to the automation action: one input error naming its action, before any request',
    async (name, value) => {
      const emu = await withAutomation();

      // As the runner passes an input the action does not declare.
      const result = await automate(emu, {}, { env: { [`INPUT_${name.toUpperCase()}`]: value } });

      expectInputError(
        result,
        emu,
        new RegExp(
          `^the automation action has no input ${name}: it is an input of the (main|digest) action; `,
        ),
      );
    },
  );

  test('automation-id given to the main action: one input error naming the automation action', async () => {
    const emu = await withAutomation();

    const result = await run(
      emu,
      { prompt: 'Document it.' },
      { env: { 'INPUT_AUTOMATION-ID': AUTOMATION } },
    );

    expectInputError(
      result,
      emu,
      /^this action has no input automation-id: it is an input of the automation action; use uses: OWNER\/agent-job-action\/automation@v1 for that, or remove automation-id$/,
    );
    expect(emu.triggered()).toHaveLength(0);
  });

  test('an id that is not safe in a path: an input error before any request', async () => {
    const emu = await withAutomation();

    const result = await automate(emu, { 'automation-id': '../job' });

    expectInputError(result, emu, /automation-id .* is not a valid id/);
  });
});
