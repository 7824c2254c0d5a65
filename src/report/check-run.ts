// The check run that shows a pull request's docs job on its head commit: what it says while the
// job runs, and how it ends for each end of the round. Pure.
import { codeSpan, escapeMarkdown, httpsUrl, linkTarget } from '../common/markdown.js';
import type { CheckConclusion, CheckOutput } from '../github/checks.js';
import type { RoundEnd } from './round-view.js';

/** The job's ends the thread can record for sure: the service's terminal statuses. */
export type RecordedEnd = Extract<RoundEnd, 'pr' | 'no-pr' | 'failed' | 'archived'>;

/** How the check ends for the round's end; undefined: it stays in progress (the job goes on). */
export function conclusionOf(end: RecordedEnd): CheckConclusion;
export function conclusionOf(end: RoundEnd): CheckConclusion | undefined;
export function conclusionOf(end: RoundEnd): CheckConclusion | undefined {
  switch (end) {
    case 'pr':
      return 'success';
    case 'no-pr':
      return 'neutral';
    case 'timeout':
      return 'timed_out';
    case 'cancelled':
    case 'stopped':
      return 'cancelled';
    case 'failed':
    case 'archived':
    case 'error':
    case 'gone':
      return 'failure';
    // Stryker disable next-line ConditionalExpression: without the default the function ends there, returning undefined all the same
    default:
      return undefined;
  }
}

const job = (jobId: string | undefined): string => (jobId ? ` (job ${codeSpan(jobId)})` : '');

/** While the job runs, with a link to the round (the workflow run). */
export function runningOutput(
  jobId: string | undefined,
  roundUrl: string | undefined,
): CheckOutput {
  const link = httpsUrl(roundUrl);
  return {
    title: 'Documentation being written',
    summary: `The agent is writing the documentation for this change${job(jobId)}. This check ends when it is done${link ? `: follow it in [the workflow run](${linkTarget(link)})` : ''}.`,
  };
}

/** What the check's last word names: service and GitHub text, redacted before it is escaped. */
export interface EndedFacts {
  readonly jobId?: string;
  readonly prLink?: string;
  /** The round's failure in one line, when it failed. */
  readonly failure?: string;
}

/**
 * The check's last word for the round's end. Each fact is redacted before it is escaped: escaping
 * first could split a secret so that the redactor no longer finds it.
 */
export function endedOutput(
  end: RoundEnd,
  facts: EndedFacts,
  redact: (text: string) => string,
): CheckOutput {
  const jobId = facts.jobId && redact(facts.jobId);
  const prLink = facts.prLink && redact(facts.prLink);
  const failure = facts.failure && redact(facts.failure);
  const link = httpsUrl(prLink);
  switch (conclusionOf(end)) {
    case 'success':
      return {
        title: 'Documentation pull request ready',
        summary: `The documentation for this change is in ${link ? escapeMarkdown(link) : 'a pull request'}${job(jobId)}.`,
      };
    case 'neutral':
      return {
        title: 'No documentation change needed',
        summary: `The agent found nothing in the documentation to change for this change${job(jobId)}.`,
      };
    case 'timed_out':
      return {
        title: 'Stopped waiting for the documentation',
        summary: `The job goes on at the service${job(jobId)}; the next push, or a comment with the trigger phrase, checks on it again.`,
      };
    case 'cancelled':
      return {
        title: 'The run was cancelled',
        summary: `The job goes on at the service${job(jobId)}; the next push checks on it again.`,
      };
    // Stryker disable next-line ConditionalExpression: without the default the function ends there, returning undefined all the same
    default:
      return {
        title: 'The documentation could not be written',
        summary: `${failure ? escapeMarkdown(failure) : `The job ended as ${escapeMarkdown(end)}`}${job(jobId)}. Push again, or add the label again, to try again.`,
      };
  }
}

/**
 * The job's end as the thread last recorded it, for the check on a head whose push changed
 * nothing: only the service's terminal statuses. Undefined for any other (the job may still run:
 * a round that stopped waiting, was cancelled or failed on its side records the job's last status,
 * or none), which the round then asks the service about.
 */
export function recordedEnd(status: string, docsPr: string | undefined): RecordedEnd | undefined {
  switch (status) {
    case 'completed':
      return docsPr ? 'pr' : 'no-pr';
    case 'failed':
    case 'archived':
      return status;
    // Stryker disable next-line ConditionalExpression: without the default the function ends there, returning undefined all the same
    default:
      return undefined;
  }
}
