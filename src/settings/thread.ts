import { InputError } from '../common/errors.js';
import { quoteForLog } from '../common/ids.js';
import type { Redactor } from '../common/redact.js';
import { issueOfEvent, isBot, type GitHubEvent } from '../github/event.js';
import { askerOf, readAskerRules } from './asker.js';
import { afterTriggerPhrase } from './conversation.js';
import type { ActionName, InputReader, ThreadSettings } from './types.js';
import { boolean, labelName } from './values.js';

/** trigger-phrase's default, as action.yml has it. */
export const DEFAULT_TRIGGER_PHRASE = '/agent';

/**
 * Where the round is answered, and to whom: the comment switch, the issue or pull request, the
 * token, the label to remove, the person who asked, and whether this is a dry run (which answers
 * nowhere). Throws an InputError like readSettings.
 */
export function readThreadSettings(
  input: InputReader,
  event: GitHubEvent,
  redact: Redactor,
  /** The repository's action the step runs. */
  actionName: ActionName = 'root',
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
  const triggerPhrase = input('trigger-phrase') || DEFAULT_TRIGGER_PHRASE;
  const commentBody = typeof comment?.body === 'string' ? comment.body : '';
  const eventLabel =
    action === 'labeled' && typeof label?.name === 'string' ? label.name : undefined;
  // A dry run writes nothing on GitHub, not even an input error.
  const dryRun = boolean(input, 'dry-run', false, redact);
  // A sweep starts nothing and sends nothing but status checks: who sent its event (a person, an
  // outsider, the agent's own app opening its docs pull request) asks for nothing, and it has no
  // thread of its own: it answers on the threads of the rounds it finishes, never on its event's.
  // Only the root action answers on its event's issue or pull request; a digest on issue-number.
  const sweep = actionName === 'sweep';
  return {
    comment: boolean(input, 'comment', true, redact),
    issueNumber: issueNumberText
      ? Number(issueNumberText)
      : actionName === 'root'
        ? issueOfEvent(event)?.number
        : undefined,
    githubToken: input('github-token'),
    labelToRemove: boolean(input, 'remove-label', false, redact) ? eventLabel : undefined,
    eventLabel,
    asker: sweep ? { kind: 'nobody' } : askerOf(event),
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
