import { InputError } from '../common/errors.js';
import { quoteForLog } from '../common/ids.js';
import type { Redactor } from '../common/redact.js';
import { issueOfEvent, isBot, type GitHubEvent } from '../github/event.js';
import { askerOf, readAskerRules } from './asker.js';
import { afterTriggerPhrase } from './conversation.js';
import type { InputReader, ThreadSettings } from './types.js';
import { boolean, labelName } from './values.js';

/**
 * Where the round is answered, and to whom: the comment switch, the issue or pull request, the
 * token, the label to remove, the person who asked, and whether this is a dry run (which answers
 * nowhere). Throws an InputError like readSettings.
 */
export function readThreadSettings(
  input: InputReader,
  event: GitHubEvent,
  redact: Redactor,
): ThreadSettings {
  const issueNumberText = input('issue-number');
  if (issueNumberText && !/^[1-9]\d{0,9}$/.test(issueNumberText)) {
    throw new InputError(
      `issue-number ${quoteForLog(issueNumberText, redact)} is not an issue number: give a positive whole number, or leave it empty`,
    );
  }
  const { action, label, sender, comment } = event.payload as {
    action?: unknown;
    label?: { name?: unknown };
    sender?: { login?: unknown; type?: unknown };
    comment?: { body?: unknown };
  };
  const login = typeof sender?.login === 'string' ? sender.login : undefined;
  const byBot = isBot(sender);
  const triggerPhrase = input('trigger-phrase') || '/agent';
  const commentBody = typeof comment?.body === 'string' ? comment.body : '';
  const eventLabel =
    action === 'labeled' && typeof label?.name === 'string' ? label.name : undefined;
  // A dry run writes nothing on GitHub, not even an input error. A sweep has no thread of its own:
  // it answers on the threads of the rounds it finishes, never on its event's (the agent's docs
  // pull request, say).
  const dryRun = boolean(input, 'dry-run', false, redact);
  const sweep = boolean(input, 'sweep', false, redact);
  return {
    comment: boolean(input, 'comment', true, redact),
    issueNumber: issueNumberText ? Number(issueNumberText) : issueOfEvent(event)?.number,
    githubToken: input('github-token'),
    labelToRemove: boolean(input, 'remove-label', false, redact) ? eventLabel : undefined,
    eventLabel,
    asker: askerOf(event),
    askerRules: readAskerRules(input, redact),
    workingLabel: labelName(input, 'working-label', 'agent-working', redact),
    sender: login && !byBot ? login : undefined,
    triggerPhrase,
    answersFailures:
      !dryRun &&
      !sweep &&
      (event.name !== 'issue_comment' ||
        (!byBot && afterTriggerPhrase(commentBody, triggerPhrase) !== undefined)),
    dryRun,
  };
}
