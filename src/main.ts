import { listenForCancellation } from './common/cancel.js';
import { runnerRuntime, type Runtime } from './common/runtime.js';
import { readEvent } from './github/event.js';
import { readSettings } from './settings/read.js';
import { readThreadSettings } from './settings/thread.js';
import { type ActionName, type Settings } from './settings/types.js';
import { ACTION_OUTPUTS, actionInputs, checkGivenInputs } from './settings/actions.js';
import { readInput } from './common/toolkit.js';
import { REQUEST_TIMEOUT_MS } from './job/at-service.js';
import { RunnerLog } from './common/log.js';
import { ProgressLog } from './job/progress-log.js';
import { isRerun, roundOf } from './github/round-id.js';
import { RunReport } from './report/run-report.js';
import { admit } from './round/admission.js';
import { underRateLimit } from './round/rate-limit.js';
import { AgentJobClient } from './service/client.js';
import { USER_AGENT } from './common/version.js';
import { runDryRun } from './report/dry-run.js';
import type { RoundKind } from './steps/round.js';
import { sweepKind } from './kinds/sweep/index.js';
import { digestKind } from './kinds/digest/index.js';
import { automationKind } from './kinds/automation/index.js';
import { commentKind } from './kinds/comment/index.js';
import { pullRequestKind } from './kinds/pull-request/index.js';
import { docsFollowKind } from './kinds/docs-follow/index.js';
import { pushKind } from './kinds/push/index.js';
import { labelKind } from './kinds/label/index.js';

/**
 * The kinds of round, each in its folder of kinds/: the first that the settings ask for runs.
 * A new kind is a new folder and a line here.
 */
const KINDS: readonly RoundKind[] = [
  sweepKind,
  digestKind,
  automationKind,
  commentKind,
  pullRequestKind,
  pushKind,
  docsFollowKind,
  labelKind,
];

/**
 * The action (the root action, or the digest, sweep or automation action, each with its own
 * action.yml): read settings → who asked → the kind's round → report.
 */
export async function run(
  runtime: Runtime = runnerRuntime,
  action: ActionName = 'root',
): Promise<void> {
  const { clock, env } = runtime;
  const input = actionInputs(action, env);
  // The secrets as given, declared by this action or not: masked before anything is printed.
  const given = (name: string) => readInput(name, env);
  const log = new RunnerLog(given('api-key'), runtime.toolkit, new Set(ACTION_OUTPUTS[action]));
  log.addSecret(given('github-token'));
  log.addSecret(given('docs-token'), { mask: true });
  const startedAt = clock.now();
  const report = new RunReport(log, env, clock, startedAt, runtime.random);
  const cancellation = listenForCancellation(runtime.process);
  try {
    // Read settings. Where to answer comes first, so that an input error is answered too.
    const event = readEvent(env);
    const thread = readThreadSettings(input, event, log.redact, action);
    report.answerOn(thread, roundOf(env, input));
    checkGivenInputs(action, env);
    const settings = readSettings(
      input,
      { workspace: env.GITHUB_WORKSPACE || process.cwd(), event, action },
      thread,
      log.redact,
    );
    // A dry run checks the set-up, and starts, sends and writes nothing.
    if (settings.dryRun) {
      const client = serviceClient(settings, log);
      return await runDryRun(settings, { log, env, report, cancellation, client });
    }
    const { asked } = settings;
    if (asked.kind === 'skip') return log.notice(`Nothing to do: ${asked.reason}.`);

    // Who asked may spend the project's credits: decided before anything is sent to the service.
    const accessOf = report.accessLookup(settings, cancellation);
    const admitted = await admit(settings, env.GITHUB_REPOSITORY, accessOf);
    const admission =
      admitted.kind === 'allowed'
        ? await underRateLimit(settings, {
            env,
            now: clock.wallNow(),
            accessOf,
            github: report.github,
            warn: (message) => log.warning(message),
          })
        : admitted;
    if (admission.kind === 'refused') return await report.refused(admission);

    // The round, of the kind the settings ask for: its plan, what it sends, what it reports.
    const runRound = KINDS.map((kind) => kind.pick(settings)).find((round) => round !== undefined);
    await runRound?.({
      settings,
      env,
      clock,
      random: runtime.random,
      log,
      cancellation,
      signal: cancellation.signal,
      startedAt,
      report,
      github: report.github,
      client: serviceClient(settings, log),
      progress: new ProgressLog(log, log.redact),
      rerun: isRerun(env),
    });
  } catch (error) {
    report.failed(error);
  } finally {
    // Report: outputs, summary and the round's result on the thread, whatever happened above.
    cancellation.dispose();
    await report.close();
    await log.flushed(); // every line printed before the step ends
  }
}

function serviceClient(settings: Settings, log: RunnerLog): AgentJobClient {
  return new AgentJobClient({
    baseUrl: settings.baseUrl,
    projectId: settings.projectId,
    apiKey: settings.apiKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    redact: log.redact,
  });
}
