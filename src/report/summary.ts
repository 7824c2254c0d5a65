import type { Toolkit } from '../toolkit.js';
import { formatDuration } from '../duration.js';
import { escapeHtml, httpsUrl } from '../markdown.js';
import type { Redactor } from '../redact.js';
import type { RunState } from './state.js';

const MODE_NAMES = { create: 'create', 'follow-up': 'follow-up', watch: 'watch' } as const;

/** The job summary as HTML rows; every value from the service is escaped, and only https links are linked. */
export function summaryRows(state: RunState, redact: Redactor): [string, string][] {
  const r = state.record;
  const text = (value: string | undefined) => (value ? escapeHtml(redact(value)) : '—');
  const link = (value: string | undefined) => {
    const url = httpsUrl(value && redact(value));
    return url ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : text(value);
  };
  return [
    ['Job', text(state.jobId)],
    ['Status', text(r?.status) + (state.timedOut ? ' (timed out)' : '')],
    ['Pull request', link(r?.prLink)],
    ['Repository', link(r?.repository)],
    ['Branch', text(r?.ref)],
    ['Model', text(r?.model)],
    ['Waited', formatDuration(state.waitedMs)],
    ['Mode', state.mode ? MODE_NAMES[state.mode] : '—'],
  ];
}

/** Writes the job summary; a summary that cannot be written is a warning, never a failure of the step. */
export async function writeSummary(
  core: Toolkit,
  state: RunState,
  redact: Redactor,
): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    core.summary.addHeading('Agent job', 2);
    if (state.headline) core.summary.addRaw(`<p>${escapeHtml(redact(state.headline))}</p>`, true);
    core.summary.addTable([
      [
        { data: 'Field', header: true },
        { data: 'Value', header: true },
      ],
      ...summaryRows(state, redact),
    ]);
    // Written as soon as the job is known and again at the end: the last one stands.
    await core.summary.write({ overwrite: true });
  } catch (error) {
    core.warning(
      `could not write the job summary: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
