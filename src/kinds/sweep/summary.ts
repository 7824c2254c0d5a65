import { codeSpan, escapeMarkdown, linkTarget } from '../../common/markdown.js';
import type { Redactor } from '../../common/redact.js';
import type { RoundEnd } from '../../report/round-view.js';

/** What the sweep did on one labelled issue or pull request. */
type SweepDid =
  | 'finished'
  | 'still-running'
  | 'gone'
  | 'left'
  | 'taken'
  | 'tidied'
  | 'other-project'
  | 'no-round'
  | 'failed'
  | 'not-reached';

export interface SweepRow {
  readonly issue: number;
  readonly did: SweepDid;
  readonly jobId?: string;
  readonly status?: string;
  readonly prLink?: string;
  readonly end?: RoundEnd;
  /** The result's heading as posted (Markdown, escaped). */
  readonly heading?: string;
  /** Why the issue failed, one line. */
  readonly problem?: string;
  /** A failed issue that lost the working label: no later sweep will find it. */
  readonly unlabelled?: boolean;
}

const WORDS: Record<Exclude<SweepDid, 'finished' | 'failed'>, string> = {
  'still-running': 'Posted the result: still running after `give-up-after`',
  gone: 'Posted the result: the service no longer has the job',
  left: 'Still working: left as it is',
  taken: 'Another sweep posted the result',
  tidied: 'Already answered: removed the label',
  'other-project': 'A round of another project: left as it is',
  'no-round': 'No round of this action waits here: left as it is',
  'not-reached': 'Not reached in this sweep’s time: the next sweep takes it',
};

/**
 * The job summary of a sweep: how many rounds it finished, then a row per labelled issue or pull
 * request.
 */
export function sweepSummary(
  rows: readonly SweepRow[],
  label: string,
  redact: Redactor,
  /** The issue's page (GitHub links an issue or pull request from either address), when known. */
  issueUrl?: (issue: number) => string | undefined,
): string {
  const finished = rows.filter(
    (r) => r.did === 'finished' || r.did === 'still-running' || r.did === 'gone',
  );
  const heading =
    rows.length === 0
      ? `### 🧹 Sweep: nothing labelled ${codeSpan(label)}`
      : `### 🧹 Sweep: ${finished.length} of ${rows.length} round(s) finished`;
  if (rows.length === 0) return `${heading}\n\nNo issue or pull request has the label.\n`;
  // Every text is escaped already (a `|` too); a line break would end the row.
  const cell = (text: string) => text.replace(/\n/g, ' ');
  const lines = rows.map((row) => {
    // Stryker disable next-line StringLiteral: a finished row always has its heading (run.ts sets it with the row)
    const heading = row.heading ?? '';
    // Stryker disable next-line StringLiteral: a failed row always has its problem (run.ts sets it with the row)
    const problem = row.problem ?? 'unknown error';
    const what =
      row.did === 'finished'
        ? `Posted the result: ${heading}`
        : row.did === 'failed'
          ? `Failed, ${row.unlabelled ? 'and no sweep will find it again' : 'tried again by the next sweep'}: ${escapeMarkdown(redact(problem))}`
          : WORDS[row.did];
    const job = row.jobId ? codeSpan(redact(row.jobId)) : '';
    const url = issueUrl?.(row.issue);
    const issue = url ? `[#${row.issue}](${linkTarget(url)})` : `#${row.issue}`;
    return `| ${issue} | ${cell(job)} | ${cell(what)} |`;
  });
  return [
    heading,
    `Issues and pull requests labelled ${codeSpan(label)}:`,
    ['| Issue | Job | What the sweep did |', '| --- | --- | --- |', ...lines].join('\n'),
  ]
    .join('\n\n')
    .concat('\n');
}
