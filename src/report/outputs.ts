import { isSafeId } from '../common/ids.js';
import type { Printer, RunnerLog } from '../common/log.js';
import type { Redactor } from '../common/redact.js';
import type { RunState } from './round-view.js';

/**
 * The run knows a job (from the service, or given as job-id): outputs and summary are due whatever
 * happens next.
 */
export function knowsJob(state: RunState): boolean {
  return (
    state.jobId !== undefined || state.record !== undefined || state.automationRunId !== undefined
  );
}

// A workflow may put an output straight into a `run:` script, quoted or not: every output but
// `job` (JSON) holds only characters a shell leaves alone. A plain address: a host, an optional
// port, a path of letters, digits and -._~/%+; no query, white space, quote, `$`, backquote or
// control character.
const HOST_AND_PATH = String.raw`[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~/%+]*)?`;
const PLAIN_HTTPS = new RegExp(`^https://${HOST_AND_PATH}$`);
// A comment's address ends in `#issuecomment-<id>` (`#` inside a word starts no shell comment),
// and a GitHub Enterprise Server may serve its pages over plain http.
const PLAIN_COMMENT_URL = new RegExp(`^https?://${HOST_AND_PATH}(?:#[A-Za-z0-9_-]+)?$`);
const STATUS_WORD = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The pull request link as the pr-link output may hold it: a plain https address, else undefined.
 */
export function plainHttps(link: string): string | undefined {
  return PLAIN_HTTPS.test(link) ? link : undefined;
}

/**
 * The status as the status output holds it: the service's word, or `unknown` when it is not a plain
 * word.
 */
export function statusWord(status: string): string {
  return STATUS_WORD.test(status) ? status : 'unknown';
}

/**
 * The comment's address as the comment-url output holds it: a plain address with an optional
 * `#fragment`, else ''.
 */
export function commentUrlOutput(url: string): string {
  return PLAIN_COMMENT_URL.test(url) ? url : '';
}

type OutputName =
  'job-id' | 'status' | 'pr-link' | 'timed-out' | 'job' | 'comment-url' | 'automation-run-id';

export interface Outputs {
  readonly values: Readonly<Record<OutputName, string>>;
  /** The service's pull request link, when it is not plain enough for pr-link (then empty). */
  readonly withheldPrLink?: string;
}

/**
 * The step outputs as the state stands. Every value is redacted before it is checked: a key the
 * service echoes becomes `***`, which no rule lets through. `job` is the record exactly as the
 * service wrote it (redacted), for whoever needs more than the plain values.
 */
export function outputsOf(state: RunState, redact: Redactor): Outputs {
  const { record } = state;
  const prLink = record?.prLink === undefined ? '' : redact(record.prLink);
  const plainLink = plainHttps(prLink);
  return {
    values: {
      'job-id': idOutput(state.jobId, redact),
      status: record ? statusWord(redact(record.status)) : '',
      'pr-link': plainLink ?? '',
      'timed-out': String(state.timedOut),
      job: record ? JSON.stringify(record.raw) : '',
      'comment-url': commentUrlOutput(redact(state.commentUrl)),
      'automation-run-id': idOutput(state.automationRunId, redact),
    },
    ...(prLink && !plainLink && { withheldPrLink: prLink }),
  };
}

/**
 * An id (the job's, the automation run's), when it still passes the id rule once redacted
 * (`job.***` does not: a shell expands `*`).
 */
function idOutput(id: string | undefined, redact: Redactor): string {
  if (id === undefined) return '';
  const clean = redact(id);
  return isSafeId(clean) ? clean : '';
}

/**
 * Writes the step outputs: as soon as a job id is known, and again when the run ends (the last
 * value of an output wins), also when the step then fails. Returns the pull request link that
 * was withheld from pr-link, if one was.
 */
export function writeOutputs(
  out: Pick<Printer, 'setOutput'>,
  state: RunState,
  redact: Redactor,
): string | undefined {
  const { values, withheldPrLink } = outputsOf(state, redact);
  for (const [name, value] of Object.entries(values)) out.setOutput(name, value);
  return withheldPrLink;
}

/** The warning when pr-link is left empty although the service gave a link. */
export const WITHHELD_PR_LINK =
  "the service's pull request link is not a plain https address, so the pr-link output was left empty; the job output has the record exactly as the service sent it";

/**
 * The step's outputs as the run learns: all of them written again at each change, `comment-url`
 * when the thread's comment changes, and the warning about a withheld pr-link once per link.
 */
export class StepOutputs {
  /** The pull request link last withheld from pr-link: warned about once. */
  private withheldPrLink?: string;

  constructor(private readonly log: Pick<RunnerLog, 'setOutput' | 'warning' | 'redact'>) {}

  write(state: RunState): void {
    const withheld = writeOutputs(this.log, state, this.log.redact);
    if (withheld !== undefined && withheld !== this.withheldPrLink) {
      this.withheldPrLink = withheld;
      this.log.warning(WITHHELD_PR_LINK);
    }
  }

  commentUrl(url: string): void {
    this.log.setOutput('comment-url', commentUrlOutput(this.log.redact(url)));
  }
}
