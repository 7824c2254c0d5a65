import type { Printer } from '../log.js';
import type { RunState } from './state.js';

/** The run knows a job (from the service, or given as job-id): outputs and summary are due whatever happens next. */
export function knowsJob(state: RunState): boolean {
  return state.jobId !== undefined || state.record !== undefined;
}

/**
 * The step outputs: written as soon as a job id is known, and again when the run ends (the last
 * value of an output wins), also when the step then fails. The printer redacts every value: a
 * service may echo the key anywhere.
 */
export function writeOutputs(out: Pick<Printer, 'setOutput'>, state: RunState): void {
  const { record } = state;
  out.setOutput('job-id', state.jobId ?? '');
  out.setOutput('status', record?.status ?? '');
  out.setOutput('pr-link', record?.prLink ?? '');
  out.setOutput('timed-out', String(state.timedOut));
  out.setOutput('job', record ? JSON.stringify(record.raw) : '');
  out.setOutput('comment-url', state.commentUrl);
}
