import type { Toolkit } from '../toolkit.js';
import type { Redactor } from '../redact.js';
import type { RunState } from './state.js';

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
