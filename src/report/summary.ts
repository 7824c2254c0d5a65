import { formatDuration } from '../common/duration.js';
import { codeSpan, escapeMarkdown } from '../common/markdown.js';
import type { Redactor } from '../common/redact.js';
import { automationStarted, wordsFor } from './outcome-words.js';
import { type RoundEnd, type RoundView } from './round-view.js';
import type { RunState } from './round-view.js';

/** What the summary reads of a run: the post step has no record, and so no time-out beside one. */
export type SummaryFacts = Pick<RunState, 'jobId' | 'waitedMs' | 'headline'> &
  Partial<Pick<RunState, 'record' | 'timedOut'>>;

/**
 * The job summary, as Markdown: the outcome and the pull request first, then the job, where the
 * agent worked, the model and the time waited. Every value from the service is redacted, then
 * escaped (escaping first would break a secret up and hide it from the redactor).
 */
export function summaryMarkdown(
  state: SummaryFacts,
  view: RoundView,
  end: RoundEnd,
  redact: Redactor,
): string {
  const r = state.record;
  const { heading } = wordsFor(view, end);
  const value = (text: string | undefined) => (text ? escapeMarkdown(redact(text)) : undefined);
  const status = r?.status ? `${value(r.status)}${state.timedOut ? ', still running' : ''}` : '';
  const repository = [value(r?.repository), r?.ref ? `branch ${codeSpan(redact(r.ref))}` : '']
    .filter(Boolean)
    .join(', ');
  const facts: [string, string | undefined][] = [
    ['Job', state.jobId && `${codeSpan(redact(state.jobId))}${status ? ` (${status})` : ''}`],
    ['Documentation repository', repository],
    ['Model', value(r?.model)],
    ['Waited', state.jobId ? formatDuration(state.waitedMs) : undefined],
  ];
  return [
    `### ${heading}`,
    // The heading says a finished job's outcome; the sentence matters when there is more to do.
    state.headline && end !== 'pr' && end !== 'no-pr' ? escapeMarkdown(redact(state.headline)) : '',
    automationStarted(view),
    facts
      .filter(([, text]) => text)
      .map(([name, text]) => `- **${name}:** ${text}`)
      .join('\n'),
    view.covered ?? '',
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
