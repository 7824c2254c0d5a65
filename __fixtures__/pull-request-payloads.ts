// Real `pull_request` webhook payloads (realPayload, from @octokit/webhooks-examples) for the
// docs-follow-code tests. The package has `closed` examples of unmerged pull requests only, so a
// merged one is the same payload with `merged: true` and a `merged_at` time: the only fields
// changed, besides `number` when a test asks for another one.
import { realPayload, type PayloadEdits } from './webhooks.js';

type PullRequest = Record<string, unknown> & { number: number };

function numbered(number: number | undefined): PayloadEdits {
  return number === undefined ? {} : { number, 'pull_request.number': number };
}

/** `pull_request` `closed`, not merged, exactly as GitHub's example (or with another number). */
export function closedUnmergedPayload(number?: number): Record<string, unknown> {
  return realPayload('pull_request', 'closed', numbered(number));
}

/** `pull_request` `closed` and merged: GitHub's example with `merged: true` and `merged_at` set. */
export function mergedPayload(number?: number): Record<string, unknown> {
  const closedAt = pullRequestOf(realPayload('pull_request', 'closed')).closed_at as string;
  return realPayload('pull_request', 'closed', {
    ...numbered(number),
    'pull_request.merged': true,
    'pull_request.merged_at': closedAt,
  });
}

/** `pull_request` `opened`, as GitHub's example. */
export function openedPayload(): Record<string, unknown> {
  return realPayload('pull_request', 'opened');
}

/** The pull request object of a payload. */
export function pullRequestOf(payload: Record<string, unknown>): PullRequest {
  return payload.pull_request as PullRequest;
}

/** `pull_request` `labeled` (an open pull request), as GitHub's example: its head commit is `head`. */
export function labeledPayload(head: string): Record<string, unknown> {
  return realPayload('pull_request', 'labeled', { 'pull_request.head.sha': head });
}

/** `pull_request` `synchronize`: a push moved the head from `before` to `after`. */
export function synchronizePayload(before: string, after: string): Record<string, unknown> {
  return realPayload('pull_request', 'synchronize', {
    before,
    after,
    'pull_request.head.sha': after,
  });
}

/** `pull_request` `closed` and merged (mergedPayload), its head commit `head`. */
export function mergedAtHeadPayload(head: string): Record<string, unknown> {
  const closedAt = pullRequestOf(realPayload('pull_request', 'closed')).closed_at as string;
  return realPayload('pull_request', 'closed', {
    'pull_request.merged': true,
    'pull_request.merged_at': closedAt,
    'pull_request.head.sha': head,
  });
}

/** `pull_request` `closed` without merging (closedUnmergedPayload), its head commit `head`. */
export function closedAtHeadPayload(head: string): Record<string, unknown> {
  return realPayload('pull_request', 'closed', { 'pull_request.head.sha': head });
}
