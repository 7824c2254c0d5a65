import * as core from '@actions/core';
import type { Redactor } from '../redact.js';
import type { RunState } from './state.js';

/** The step outputs; written whenever a job id is known, also when the step then fails. */
export function writeOutputs(state: RunState, redact: Redactor): void {
  const { record } = state;
  core.setOutput('job-id', state.jobId ?? '');
  core.setOutput('status', record?.status ?? '');
  core.setOutput('pr-link', record?.prLink ?? '');
  core.setOutput('timed-out', String(state.timedOut));
  core.setOutput('job', record ? redact(JSON.stringify(record.raw)) : '');
  core.setOutput('comment-url', state.commentUrl);
}
