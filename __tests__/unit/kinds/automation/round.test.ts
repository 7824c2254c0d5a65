// An automation round (src/kinds/automation/round.ts): the trigger, its ids reported at once, then the
// run's job followed or a notice that says why not; the emulator in this process, virtual time.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settingsFrom, serviceInputs } from '../../../../__fixtures__/settings.js';
import { clientOf } from '../../../../__fixtures__/service-client.js';
import { VirtualClock } from '../../../../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../../../../emulator/index.js';
import { runAutomation } from '../../../../src/kinds/automation/round.js';
import { createRedactor } from '../../../../src/common/redact.js';
import { ProgressLog } from '../../../../src/job/progress-log.js';
import type { JobWork } from '../../../../src/job/at-service.js';
import type { RunReport } from '../../../../src/report/run-report.js';
import { planned } from '../../../../src/round/plan.js';
import type { JobRecord } from '../../../../src/service/record.js';
import type { Settings } from '../../../../src/settings/types.js';

const AUTOMATION = 'auto_docs';
const PR = 'https://github.com/acme/docs/pull/77';

let emu: Emulator;

beforeEach(async () => {
  emu = await startEmulator({ projectId: 'proj_1' });
});

afterEach(async () => {
  await emu.close();
});

function settings(more: Record<string, string> = {}): Settings {
  const all: Record<string, string> = {
    ...serviceInputs(emu),
    'automation-id': AUTOMATION,
    'poll-interval': '5s',
    'max-poll-interval': '30s',
    timeout: '10m',
    ...more,
  };
  return settingsFrom(all, undefined, 'automation');
}

const brief = (record: JobRecord) => `${record.id} ${record.status} ${record.prLink ?? '-'}`;

/** Runs the round; every log line, progress line and report call in one list, in order. */
async function round(
  s: Settings,
  options: { onJobKnown?: (cancel: AbortController) => void } = {},
) {
  const events: string[] = [];
  const clock = new VirtualClock({ start: 1_000_000 });
  const cancel = new AbortController();
  const redact = createRedactor([emu.apiKey]);
  const work: JobWork = {
    client: clientOf(emu),
    clock,
    random: () => 1,
    cancellation: {
      signal: cancel.signal,
      requestSignal: new AbortController().signal,
      dispose: () => undefined,
    },
    progress: new ProgressLog(
      { info: (line) => events.push(`progress: ${line}`), debug: () => undefined },
      redact,
    ),
    startedAt: clock.now(),
  };
  const report = {
    automationTriggered: async (runId: string | undefined, jobId: string | undefined) => {
      events.push(`report.automationTriggered ${runId ?? '-'} ${jobId ?? '-'}`);
    },
    notFollowed: (notice: string) => {
      events.push(`report.notFollowed ${notice}`);
    },
    recordSeen: (record: JobRecord) => {
      events.push(`report.recordSeen ${brief(record)}`);
    },
    jobKnown: async (jobId: string) => {
      events.push(`report.jobKnown ${jobId}`);
      options.onJobKnown?.(cancel);
    },
    ended: (record: JobRecord, timedOut: boolean) => {
      events.push(`report.ended ${brief(record)} ${String(timedOut)}`);
    },
  } as unknown as RunReport;
  const log = { info: (line: string) => events.push(`log: ${line}`), redact };
  const plan = planned({ kind: 'automation', automationId: AUTOMATION } as const, s);
  const outcome = await runAutomation(plan, { ...work, settings: s, report, log }).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { events, outcome };
}

const TRIGGERING = `log: Triggering automation auto_docs in project proj_1 at `;

/** The one run the trigger queued. */
function onlyRun() {
  const runs = emu.triggered(AUTOMATION);
  expect(runs).toHaveLength(1);
  return runs[0] as NonNullable<(typeof runs)[0]>;
}

const FOLLOW_UP_PAGE =
  "follow it in the run history on the Automations page of the service's dashboard.";

describe('a run whose job the get-job endpoint knows', () => {
  test('is followed through to its pull request, each step in order', async () => {
    emu.addAutomation({
      id: AUTOMATION,
      run: { polls: ['active', { status: 'completed', prLink: PR }] },
    });
    const { events, outcome } = await round(settings());
    expect(outcome).toBeUndefined();
    const { instanceId, jobId } = onlyRun();
    expect(events).toEqual([
      `${TRIGGERING}${new URL(emu.url).origin}`,
      `log: The service queued run ${instanceId} of automation auto_docs, job ${jobId}`,
      `report.automationTriggered ${instanceId} ${jobId}`,
      `report.recordSeen ${jobId} active -`,
      `progress: Job ${jobId} is active; waiting up to 10m for it to finish`,
      `report.jobKnown ${jobId}`,
      `report.recordSeen ${jobId} completed ${PR}`,
      `progress: Job ${jobId}: active → completed`,
      `report.ended ${jobId} completed ${PR} false`,
    ]);
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/workflow/proj_1/${AUTOMATION}/trigger`,
      `GET /v2/agent/proj_1/job/${jobId}`,
      `GET /v2/agent/proj_1/job/${jobId}`,
    ]);
  });

  test('a run cancelled while the report learns of the job: the cancellation, no poll, no end', async () => {
    emu.addAutomation({ id: AUTOMATION, run: { polls: ['active', 'completed'] } });
    const reason = new Error('cancelled');
    const { events, outcome } = await round(settings(), {
      onJobKnown: (cancel) => cancel.abort(reason),
    });
    expect(outcome).toBe(reason);
    const { jobId } = onlyRun();
    expect(events.at(-1)).toBe(`report.jobKnown ${jobId}`);
    expect(events.filter((e) => e.startsWith('report.ended'))).toEqual([]);
    expect(emu.count('GET')).toBe(1);
  });
});

describe('a run whose job has ended by the look-up', () => {
  test('cancelled while the report learns of the job: the cancellation, not the end', async () => {
    emu.addAutomation({ id: AUTOMATION, run: { polls: [{ status: 'completed', prLink: PR }] } });
    const reason = new Error('cancelled');
    const { events, outcome } = await round(settings(), {
      onJobKnown: (cancel) => cancel.abort(reason),
    });
    expect(outcome).toBe(reason);
    const { jobId } = onlyRun();
    expect(events.slice(3)).toEqual([
      `report.recordSeen ${jobId} completed ${PR}`,
      `progress: Job ${jobId} is completed; waiting up to 10m for it to finish`,
      `report.jobKnown ${jobId}`,
    ]);
  });

  test('not cancelled: it ends at once, with no further poll', async () => {
    emu.addAutomation({ id: AUTOMATION, run: { polls: [{ status: 'completed', prLink: PR }] } });
    const { events, outcome } = await round(settings());
    expect(outcome).toBeUndefined();
    const { jobId } = onlyRun();
    expect(events.slice(5)).toEqual([
      `report.jobKnown ${jobId}`,
      `report.ended ${jobId} completed ${PR} false`,
    ]);
    expect(emu.count('GET')).toBe(1);
  });
});

describe('a run that is not followed: its ids, then a notice, and the step succeeds', () => {
  test('the workflow does not wait: no look-up', async () => {
    emu.addAutomation({ id: AUTOMATION });
    const { events, outcome } = await round(settings({ wait: 'false' }));
    expect(outcome).toBeUndefined();
    const { instanceId, jobId } = onlyRun();
    expect(events).toEqual([
      `${TRIGGERING}${new URL(emu.url).origin}`,
      `log: The service queued run ${instanceId} of automation auto_docs, job ${jobId}`,
      `report.automationTriggered ${instanceId} ${jobId}`,
      `report.notFollowed The automation run ${instanceId} is queued, but this workflow does not wait for it (wait: false): ${FOLLOW_UP_PAGE}`,
    ]);
    expect(emu.count('GET')).toBe(0);
  });

  test('the get-job endpoint does not know the job (404): one look-up, then the notice', async () => {
    emu.addAutomation({ id: AUTOMATION, jobKnown: false });
    const { events, outcome } = await round(settings());
    expect(outcome).toBeUndefined();
    const { instanceId, jobId } = onlyRun();
    expect(events).toEqual([
      `${TRIGGERING}${new URL(emu.url).origin}`,
      `log: The service queued run ${instanceId} of automation auto_docs, job ${jobId}`,
      `report.automationTriggered ${instanceId} ${jobId}`,
      `report.notFollowed The automation run ${instanceId} is queued, but the service does not let its job ${jobId} be followed from here: ${FOLLOW_UP_PAGE}`,
    ]);
    expect(emu.count('GET')).toBe(1);
  });

  test('the service named no job, nor the run: "(unnamed)", no job in the outputs', async () => {
    emu.addAutomation({ id: AUTOMATION });
    emu.injectFault({ method: 'POST', status: 202, body: '{"schemaId":"auto_docs"}' });
    const { events, outcome } = await round(settings());
    expect(outcome).toBeUndefined();
    expect(events).toEqual([
      `${TRIGGERING}${new URL(emu.url).origin}`,
      'log: The service queued run (unnamed) of automation auto_docs',
      'report.automationTriggered - -',
      `report.notFollowed The automation run is queued, but the service named no job for it: ${FOLLOW_UP_PAGE}`,
    ]);
    expect(emu.count('GET')).toBe(0);
  });

  test('a job id not safe in a path: quoted and redacted in the log, kept out of the outputs, never requested', async () => {
    emu.addAutomation({ id: AUTOMATION });
    emu.injectFault({
      method: 'POST',
      status: 202,
      body: JSON.stringify({ instanceId: `run_${emu.apiKey}`, jobId: '../x' }),
    });
    const { events, outcome } = await round(settings());
    expect(outcome).toBeUndefined();
    expect(events).toEqual([
      `${TRIGGERING}${new URL(emu.url).origin}`,
      "log: The service queued run 'run_***' of automation auto_docs, job '../x'",
      `report.automationTriggered run_${emu.apiKey} -`,
      `report.notFollowed The automation run 'run_***' is queued, but the service named its job with an id that is not safe to use ('../x'): ${FOLLOW_UP_PAGE}`,
    ]);
    expect(emu.count('GET')).toBe(0);
  });
});
