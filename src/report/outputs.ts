import type { Toolkit } from '../toolkit.js';
import type { Redactor } from '../redact.js';
import type { RunState } from './state.js';
import { writeSummary } from './summary.js';

/** The run knows a job (from the service, or given as job-id): outputs and summary are due whatever happens next. */
export function knowsJob(state: RunState): boolean {
  return state.jobId !== undefined || state.record !== undefined;
}

/**
 * Outputs and summary as soon as the job is known, before any GitHub call that could hang: a
 * cancelled run may be killed before its final report. Written again, complete, at the end.
 */
export async function reportJobKnown(
  core: Toolkit,
  state: RunState,
  redact: Redactor,
): Promise<void> {
  if (!knowsJob(state)) return;
  writeOutputs(core, state, redact);
  await writeSummary(core, state, redact);
}

/** The step outputs; written whenever a job id is known, also when the step then fails. */
export function writeOutputs(core: Toolkit, state: RunState, redact: Redactor): void {
  const { record } = state;
  // Every value from the service is redacted: a service may echo the key anywhere.
  core.setOutput('job-id', redact(state.jobId ?? ''));
  core.setOutput('status', redact(record?.status ?? ''));
  core.setOutput('pr-link', redact(record?.prLink ?? ''));
  core.setOutput('timed-out', String(state.timedOut));
  core.setOutput('job', record ? redact(JSON.stringify(record.raw)) : '');
  core.setOutput('comment-url', state.commentUrl);
}
