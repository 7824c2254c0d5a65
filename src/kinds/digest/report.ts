// A digest round as people see it: its window's end in the marker (so the next digest starts
// there), the pull requests it covered in the result and the job summary, and, when it ends with a
// docs pull request, a note on each of them (source-notes.ts).
import { serverUrlOf } from '../../github/round-id.js';
import type { Redactor } from '../../common/redact.js';
import { coveredList } from './covered.js';
import { noteSourcePulls } from './source-notes.js';
import { formatWindowEnd } from './window.js';
import { repositoryOf } from '../../github/client.js';
import { openThread } from '../../github/thread.js';
import type { RoundDescription } from '../../round/plan.js';
import type { Settings } from '../../settings/types.js';
import type { KindReport } from '../../report/run-report.js';
import type { ThreadReportOptions } from '../../report/thread-report.js';
import type { RunState } from '../../report/round-view.js';

const keep: Redactor = (text) => text;

/** The digest's part of the round's view: the window's end, and the covered list as Markdown. */
export function digestView(
  shown: RoundDescription | undefined,
  env: NodeJS.ProcessEnv,
  redact: Redactor = keep,
): { until: string; covered: string } | undefined {
  const digest = shown?.digest;
  if (!digest) return undefined;
  // Titles are public already, but every text that leaves goes through the redactor.
  const pulls = digest.pulls.map((pull) => ({ ...pull, title: redact(pull.title) }));
  return {
    until: formatWindowEnd(digest.to),
    covered: coveredList(pulls, {
      window: digest,
      serverUrl: serverUrlOf(env),
      documented: digest.documented,
    }),
  };
}

/** The docs pull request linked on each source pull request, when the digest ended with one. */
export async function noteSources(
  shown: RoundDescription | undefined,
  state: RunState,
  settings: Settings | undefined,
  options: ThreadReportOptions,
): Promise<void> {
  const digest = shown?.digest;
  const prLink = state.record?.prLink;
  const repository = repositoryOf(options.env);
  if (!digest || state.end !== 'pr' || !prLink || !state.jobId) return;
  if (!settings?.comment || !settings.githubToken || !repository) return;
  const token = settings.githubToken;
  await noteSourcePulls(digest, options.redact(prLink), state.jobId, {
    open: (number) =>
      openThread(
        { token, ...repository, number, redact: options.redact, warn: options.warn },
        options.github,
      ),
    info: options.info,
    warn: options.warn,
  });
}

/** The digest's part of the round's report, for RunReport. */
export function digestReport(
  shown: RoundDescription,
  env: NodeJS.ProcessEnv,
  settings: Settings,
): KindReport {
  return {
    view: (redact) => digestView(shown, env, redact),
    ended: (state, options) => noteSources(shown, state, settings, options),
  };
}
