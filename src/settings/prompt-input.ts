import { InputError } from '../common/errors.js';
import type { Redactor } from '../common/redact.js';
import { issueAsPrompt, issueOfEvent, type GitHubEvent } from '../github/event.js';
import { pullRequestOfPayload, type PullRequestInfo } from '../github/pull-request.js';
import type { Conversation } from './conversation.js';
import { readPromptFile } from './prompt-file.js';
import { pushAsked } from './push-event.js';
import type {
  JobInput,
  RoundMode,
  InputContext,
  InputReader,
  PromptSource,
  PullRequestSource,
} from './types.js';

/** The prompt as the inputs and the event give it, before the round is known. */
export type GivenPrompt =
  | { readonly kind: 'text'; readonly prompt: string; readonly source: PromptSource }
  /**
   * No prompt: a merged pull request is documented (closed event, or issue-number on
   * workflow_dispatch).
   */
  | { readonly kind: 'pull-request' }
  /** No prompt on a push: what it brought is documented. */
  | { readonly kind: 'push' }
  /** No prompt, and none needed: a job-id to check on, or a comment that asks or is skipped. */
  | { readonly kind: 'none' };

/**
 * Reads prompt / prompt-file (the file with care), or the comment's instruction, or the issue;
 * throws an InputError when there is none and one is needed.
 */
export function readPrompt(
  input: InputReader,
  context: InputContext,
  jobId: string | undefined,
  conversation: Conversation | undefined,
  redact: Redactor,
): GivenPrompt {
  const text = input('prompt');
  const file = input('prompt-file');
  if (text && file) {
    throw new InputError(
      'prompt and prompt-file are both set: give the instruction in only one of them',
    );
  }
  const given = file ? readPromptFile(file, context.workspace, redact) : text;
  // On issue_comment events the comment is the instruction; a given prompt stands before it.
  if (conversation?.kind === 'instruction') {
    return {
      kind: 'text',
      prompt: [given, conversation.text].filter(Boolean).join('\n\n'),
      source: 'comment',
    };
  }
  if (conversation?.kind === 'skip' || conversation?.kind === 'ask') return { kind: 'none' };
  if (given) return { kind: 'text', prompt: given, source: file ? 'prompt-file' : 'prompt' };
  if (jobId) return { kind: 'none' };
  if (
    closedPullRequest(context.event) ||
    (context.event.name === 'workflow_dispatch' && input('issue-number'))
  ) {
    return { kind: 'pull-request' };
  }
  if (context.event.name === 'push') return { kind: 'push' };
  const issue = issueOfEvent(context.event);
  const fromIssue =
    issue && isIssueOrPullRequestEvent(context.event.name) ? issueAsPrompt(issue) : '';
  if (fromIssue) return { kind: 'text', prompt: fromIssue, source: 'issue' };
  throw new InputError(
    'no prompt: set prompt or prompt-file to start a job, or job-id to wait for an existing one',
  );
}

/** The pull request of a `pull_request` / `pull_request_target` event with action `closed`. */
function closedPullRequest(event: GitHubEvent): PullRequestInfo | undefined {
  const isPullRequestEvent = event.name === 'pull_request' || event.name === 'pull_request_target';
  if (!isPullRequestEvent || event.payload.action !== 'closed') return undefined;
  return pullRequestOfPayload(event.payload);
}

/**
 * What the round is asked to do, from the prompt given, job-id and the event. Docs follow code: a
 * merged pull request (closed event, or issue-number on workflow_dispatch) is documented when
 * there is no prompt, and is context for a given prompt with include-issue-context; one closed
 * without merging is skipped.
 */
export function askedOf(
  given: GivenPrompt,
  context: {
    readonly event: GitHubEvent;
    readonly jobId: string | undefined;
    readonly conversation: Conversation | undefined;
    readonly includeIssueContext: boolean;
    readonly issueNumberText: string;
  },
): Exclude<RoundMode, { kind: 'sweep' }> {
  const { jobId, conversation } = context;
  if (conversation?.kind === 'skip') return { kind: 'skip', reason: conversation.reason };
  const closed = closedPullRequest(context.event);
  switch (given.kind) {
    case 'text': {
      const pullRequest =
        closed?.merged && context.includeIssueContext
          ? { number: closed.number, fromEvent: closed }
          : undefined;
      const ask: JobInput = {
        source: given.source,
        prompt: given.prompt,
        ...(pullRequest && { pullRequest }),
      };
      return jobId ? { kind: 'follow-up', jobId, ask } : { kind: 'create', ask };
    }
    case 'pull-request': {
      if (!closed) return documenting({ number: Number(context.issueNumberText) });
      return closed.merged
        ? documenting({ number: closed.number, fromEvent: closed })
        : {
            kind: 'skip',
            reason: `pull request #${closed.number} was closed without being merged`,
          };
    }
    case 'push':
      return pushAsked(context.event);
    case 'none':
      if (jobId) return { kind: 'watch', jobId };
      return { kind: 'check-thread' };
  }
}

function documenting(pullRequest: PullRequestSource): Extract<RoundMode, { kind: 'create' }> {
  return { kind: 'create', ask: { source: 'pull-request', pullRequest } };
}

function isIssueOrPullRequestEvent(name: string): boolean {
  return name === 'issues' || name === 'pull_request' || name === 'pull_request_target';
}
