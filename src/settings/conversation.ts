import { isBot, type GitHubEvent } from '../github/event.js';
import { MARKER_PREFIX } from '../github/marker.js';
import { botAllowed, type AskerRules } from './asker.js';

/** What an `issue_comment` event asks of the action. Pure: the rules only, no GitHub calls. */
export type Conversation =
  | { readonly kind: 'skip'; readonly reason: string }
  | {
      readonly kind: 'instruction';
      readonly commentId: number;
      readonly text: string;
      readonly author: string;
    }
  /**
   * The phrase alone: a question about the job (resume waiting, or answer with its
   * outcome).
   */
  | { readonly kind: 'ask'; readonly commentId: number; readonly author: string };

export interface ConversationRules {
  readonly triggerPhrase: string;
  readonly allowedAssociations: ReadonlySet<string>;
  /**
   * allowed-bots: a bot listed there may instruct, whatever its association (the workflow vouched
   * for it).
   */
  readonly allowedBots: AskerRules['allowedBots'];
}

export function readConversation(event: GitHubEvent, rules: ConversationRules): Conversation {
  const { payload } = event;
  const comment = payload.comment as Record<string, unknown> | undefined;
  // Whatever JSON holds instead of a comment object (null, a string, a number) has no numeric id.
  if (typeof comment?.id !== 'number' || typeof comment.body !== 'string') {
    return skip('the event carries no comment');
  }
  const body = comment.body;
  const user = (comment.user ?? {}) as Record<string, unknown>;
  const author = typeof user.login === 'string' ? user.login : 'someone';
  const association =
    typeof comment.author_association === 'string' ? comment.author_association : 'NONE';

  if (payload.action !== 'created') {
    return skip(
      `the comment was ${String(payload.action)}, not created; write a new comment to give an instruction`,
    );
  }
  if (body.includes(MARKER_PREFIX)) return skip("the comment is this action's own");
  const listedBot = isBot(user) && botAllowed(rules, author);
  if (isBot(user) && !listedBot) return skip(`the comment is by a bot (${author})`);
  const text = afterTriggerPhrase(body, rules.triggerPhrase);
  if (text === undefined) return skip(`the comment does not start with '${rules.triggerPhrase}'`);
  if (!listedBot && !rules.allowedAssociations.has(association)) {
    return skip(
      `${author} is ${association.toLowerCase()} here, and only ${[...rules.allowedAssociations].join(', ')} may instruct the agent (allowed-associations)`,
    );
  }
  if (!text) return { kind: 'ask', commentId: comment.id, author };
  return { kind: 'instruction', commentId: comment.id, text, author };
}

/**
 * The rest of the comment after the phrase, or undefined when it does not start with it as a whole
 * word.
 */
export function afterTriggerPhrase(body: string, phrase: string): string | undefined {
  const trimmed = body.trimStart();
  if (!phrase || !trimmed.startsWith(phrase)) return undefined;
  const rest = trimmed.slice(phrase.length);
  if (rest && !/^\s/.test(rest)) return undefined;
  return rest.trim();
}

function skip(reason: string): Conversation {
  return { kind: 'skip', reason };
}
