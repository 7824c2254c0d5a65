import { formatDuration } from '../common/duration.js';
import { codeSpan, escapeMarkdown, httpsUrl, linkTarget } from '../common/markdown.js';
import type { RoundEnd, RoundView } from './round-view.js';

export interface Words {
  readonly heading: string;
  readonly says: string;
  readonly next?: string;
}

/**
 * The words of a round's end: the heading (outcome first), what happened, and what to do next on
 * the thread.
 */
export function wordsFor(view: RoundView, end: RoundEnd): Words {
  const again = codeSpan(`${view.triggerPhrase} …`);
  const check = codeSpan(view.triggerPhrase);
  switch (end) {
    case 'pr':
      return {
        heading: `✅ Pull request ready: ${pullRequestLink(view.prLink)}`,
        says:
          view.action === 'follow-up'
            ? 'The agent updated the pull request.'
            : 'The agent opened a pull request.',
        next: `Review it, or comment ${again} with changes you want.`,
      };
    case 'no-pr':
      return view.documentsPullRequest
        ? {
            heading: '✅ No documentation change needed',
            says: 'The agent checked this change against the documentation and found nothing to update.',
          }
        : {
            heading: '✅ Done, with no changes to make',
            says: 'The agent finished without changing any files, so there is no pull request.',
            next: `Comment ${again} if something should have changed.`,
          };
    case 'failed':
      return {
        heading: '❌ The agent could not finish',
        says: `The job ended as failed${view.waitedMs ? ` after ${formatDuration(view.waitedMs)}` : ''}. The service gives no reason with it; the job can be looked up in the service's dashboard.`,
        next: `Comment ${again} to try again with a new job, perhaps with more detail.`,
      };
    case 'archived':
      return {
        heading: '🗄️ The job was archived before it finished',
        says: 'Someone archived it at the service.',
        next: `Comment ${again} to start again.`,
      };
    case 'timeout':
      return {
        heading: `⏳ Still running after ${formatDuration(view.waitedMs ?? 0)}`,
        says: 'The agent is still working; this run stopped waiting for it.',
        next: `Comment ${check} to check on it again.`,
      };
    case 'running':
      return {
        heading: '🤖 The agent is working on it',
        says: 'This workflow does not wait for the result.',
        next: `Comment ${check} to check on it.`,
      };
    case 'cancelled':
      return {
        heading: '⏹️ Stopped watching: the workflow run was cancelled',
        says: 'The agent keeps working.',
        next: `Comment ${check} to check on it again.`,
      };
    case 'stopped':
      return view.jobId
        ? {
            heading: '⏹️ Stopped watching: the workflow run ended before it could report',
            says: 'It was cancelled or ran out of time. The agent keeps working on the job at the service.',
            next: `Comment ${check} to check on it.`,
          }
        : {
            heading: '⚠️ The workflow run ended before the agent started',
            says: "It was cancelled or ran out of time before the service confirmed a job, so one may or may not have started; the service's dashboard shows it.",
            next: `Comment ${again} to ask again.`,
          };
    case 'no-job':
      return {
        heading: 'ℹ️ No agent job on this thread yet',
        says: `Comment ${again} with what to do to start one.`,
      };
    case 'triggered':
      return {
        heading: '🤖 Automation run started',
        says: sentence(view.failure),
      };
    case 'gone':
      return {
        heading: '❓ The job is gone from the service',
        says: 'The service no longer has this job, so how it ended cannot be known; a pull request it opened is still in the docs repository.',
        next: `Comment ${again} to start again.`,
      };
    case 'error':
      return view.jobId
        ? {
            heading: '⚠️ The run stopped with an error',
            says: sentence(view.failure),
            next: `Comment ${check} to check on it again.`,
          }
        : {
            heading: '⚠️ The agent did not start',
            says: sentence(view.failure),
            next: 'The workflow run has the details; fix the cause, then ask again.',
          };
  }
}

/**
 * That the round started a run of the service's automation, with the run's id; '' for any other
 * round.
 */
export function automationStarted(view: Pick<RoundView, 'automation'>): string {
  const { automation } = view;
  if (!automation) return '';
  const run = automation.runId ? ` (run ${codeSpan(automation.runId)})` : '';
  return `This workflow started a run of the service's automation ${codeSpan(automation.automationId)}${run}.`;
}

/** A failure line as a sentence: capitalised, ending in a full stop, escaped. */
function sentence(line = 'the run failed'): string {
  const text = line.charAt(0).toUpperCase() + line.slice(1);
  return escapeMarkdown(/[.!?]$/.test(text) ? text : `${text}.`);
}

/**
 * The pull request's link, with `owner/repo#N` as its text when the address says so; only https is
 * linked.
 */
function pullRequestLink(prLink: string | undefined): string {
  const url = httpsUrl(prLink);
  if (!url) return prLink ? `${escapeMarkdown(prLink)} (not an https address, so not linked)` : '';
  const parts = /^https:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)$/.exec(url);
  const text = parts ? `${parts[1]}/${parts[2]}#${parts[3]}` : url;
  return `[${text.replace(/[\\_*[\]`<>&]/g, (c) => `\\${c}`)}](${linkTarget(url)})`;
}
