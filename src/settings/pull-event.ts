import { InputError } from '../common/errors.js';
import { isBot, type GitHubEvent } from '../github/event.js';
import { pullRequestOfPayload } from '../github/pull-request.js';
import type { GivenPrompt } from './prompt-input.js';
import type { RoundMode, InputReader, PullEvent } from './types.js';

const SHA = /^[0-9a-f]{40}$/;

/**
 * The pull request of a `pull_request` / `pull_request_target` event, as its docs job follows it:
 * what happened to it, and its head commit. Undefined for any other event, or a payload without a
 * pull request or a well-formed head (the payload is untrusted: the head goes into a marker).
 */
export function readPullEvent(event: GitHubEvent): PullEvent | undefined {
  if (event.name !== 'pull_request' && event.name !== 'pull_request_target') return undefined;
  const pr = pullRequestOfPayload(event.payload);
  const json = event.payload.pull_request as
    { head?: { sha?: unknown }; user?: { login?: unknown; type?: unknown } } | undefined;
  // Stryker disable next-line StringLiteral: any text that is no sha is refused below, as '' is
  const head = typeof json?.head?.sha === 'string' ? json.head.sha.toLowerCase() : '';
  if (!pr || !SHA.test(head)) return undefined;
  const user = json?.user;
  const author = typeof user?.login === 'string' && !isBot(user) ? user.login : undefined;
  return { action: actionOf(event.payload.action, pr.merged), pr, head, author };
}

function actionOf(action: unknown, merged: boolean): PullEvent['action'] {
  if (action === 'closed') return merged ? 'merged' : 'closed';
  return action === 'labeled' || action === 'synchronize' ? action : 'other';
}

/**
 * A pull request's docs job, when the event asks for it and the workflow gives no prompt or job-id:
 * a label on an open pull request starts it, a push follows it up, and a close without merging
 * lets its docs pull request go (when the round has something to write: a comment on the thread,
 * or the docs token to close it). Anything else is asked as before (a merge: docs follow code).
 */
export function pullRequestAsked(
  given: GivenPrompt,
  pullEvent: PullEvent | undefined,
  context: { readonly jobId?: string; readonly comment: boolean; readonly docsToken: string },
): Extract<RoundMode, { kind: 'pull-request' }> | undefined {
  const noPrompt = given.kind !== 'text' || given.source === 'issue';
  if (!pullEvent || !noPrompt || context.jobId !== undefined) return undefined;
  const asked = { kind: 'pull-request', event: pullEvent } as const;
  switch (pullEvent.action) {
    case 'labeled':
      return pullEvent.pr.state === 'open' ? asked : undefined;
    case 'synchronize':
      return asked;
    case 'closed':
      return context.comment || context.docsToken !== '' ? asked : undefined;
    // Stryker disable next-line ConditionalExpression: without the default the function ends there, returning undefined all the same
    default:
      return undefined;
  }
}

/** docs-token: one line, like the key, so that it can be masked whole. */
export function readDocsToken(input: InputReader): string {
  const token = input('docs-token');
  if (/[\s\p{Cc}]/u.test(token)) {
    throw new InputError(
      'docs-token contains spaces or line breaks: store the token alone in the secret, or pass the token output of actions/create-github-app-token',
    );
  }
  return token;
}

/**
 * check-name: the check run's name as GitHub shows it on the pull request; '' (the workflow set it
 * empty; action.yml's default is Docs) for no check run.
 */
export function readCheckName(input: InputReader): string {
  const name = input('check-name');
  if (name.length > 100 || /\p{Cc}/u.test(name)) {
    throw new InputError(
      'check-name is longer than 100 characters or has line breaks: give a short name such as Docs, or leave it empty for no check run',
    );
  }
  return name;
}
