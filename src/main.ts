import { listenForCancellation } from './common/cancel.js';
import { runnerRuntime, type Runtime } from './common/runtime.js';
import { readEvent } from './github/event.js';
import { readSettings } from './settings/read.js';
import { readThreadSettings } from './settings/thread.js';
import { type Settings } from './settings/types.js';
import { REQUEST_TIMEOUT_MS, startOrFindJob, statusAtService, waitUntilDone } from './job/work.js';
import { RunnerLog } from './common/log.js';
import { ProgressLog } from './job/progress-log.js';
import { composePrompt } from './round/prompt.js';
import { isRerun, roundOf } from './github/round-id.js';
import { RunReport } from './report/run-report.js';
import { resolveRound } from './round/resolve.js';
import { admit } from './round/admission.js';
import { AgentJobClient } from './service/client.js';
import { checkJobId } from './job/first-record.js';
import { runAutomation } from './automation/round.js';
import { readInput } from './common/toolkit.js';
import { USER_AGENT } from './common/version.js';
import { DigestRun } from './digest/run.js';
import { runSweep } from './sweep/run.js';
import { runDryRun } from './report/dry-run.js';

/** The action: read settings → resolve the round → start or find the job → wait → report. */
export async function run(runtime: Runtime = runnerRuntime): Promise<void> {
  const { clock, env } = runtime;
  const input = (name: string) => readInput(name, env);
  const log = new RunnerLog(input('api-key'), runtime.toolkit); // masks the key before anything is printed
  log.addSecret(input('github-token'));
  const startedAt = clock.now();
  const report = new RunReport(log, env, clock, startedAt, runtime.random);
  const cancellation = listenForCancellation(runtime.process);
  try {
    // Read settings. Where to answer comes first, so that an input error is answered too.
    const event = readEvent(env);
    const thread = readThreadSettings(input, event, log.redact);
    report.answerOn(thread, roundOf(env, input));
    const settings = readSettings(
      input,
      { workspace: env.GITHUB_WORKSPACE || process.cwd(), event },
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
    const admission = await admit(settings, env.GITHUB_REPOSITORY, accessOf);
    if (admission.kind === 'refused') return await report.refused(admission);

    // Resolve the round: which job, and what to send it.
    const client = serviceClient(settings, log);
    if (asked.kind === 'sweep') {
      return await runSweep(settings, {
        log,
        env,
        clock,
        random: runtime.random,
        cancellation,
        client,
        startedAt,
      });
    }
    const issue = await report.openThread(settings, cancellation);
    const digest = new DigestRun({
      settings,
      env,
      log,
      github: report.github,
      client,
      signal: cancellation.signal,
      now: clock.wallNow(),
      rerun: isRerun(env),
    });
    const plan =
      asked.kind === 'digest'
        ? await digest.resolve(asked, issue)
        : await resolveRound(
            asked,
            settings,
            issue,
            statusAtService(client, cancellation.signal),
            (m) => log.info(m),
            isRerun(env),
          );
    if (plan.kind === 'nothing-merged') return log.notice(plan.notice);
    if (plan.kind === 'taken') {
      return log.notice(
        'Nothing to do: another run already took this comment (it has the 👀 reaction of this token), and answers it.',
      );
    }
    if (plan.kind === 'no-job') return report.noJob();
    await report.planned(plan);

    // Start or find the job. Its id reaches the outputs before anything else can go wrong.
    const work = {
      client,
      clock,
      random: runtime.random,
      cancellation,
      progress: new ProgressLog(log, log.redact),
      startedAt,
    };
    if (plan.kind === 'automation') return await runAutomation(plan, settings, work, report, log);
    const prompt =
      (await digest.compose(plan)) ??
      (await composePrompt(plan, settings, {
        env,
        log,
        signal: cancellation.signal,
        github: report.github,
      }));
    const first = await startOrFindJob(plan, settings, prompt, work);
    report.recordSeen(first);
    const jobId = plan.kind === 'create' ? checkJobId(first, log.redact) : plan.jobId;
    work.progress.started(plan, settings, jobId, first);
    await report.jobKnown(jobId);
    if (cancellation.signal.aborted) throw cancellation.signal.reason;

    // Wait, unless the workflow asked not to.
    const result = settings.wait
      ? await waitUntilDone(plan, settings, { jobId, record: first }, work, (record) =>
          report.recordSeen(record),
        )
      : { record: first, timedOut: false };
    report.ended(result.record, result.timedOut);
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
