// Real `pull_request` webhook payloads, from GitHub's own examples (@octokit/webhooks-examples),
// for the docs-follow-code tests. The package has `closed` examples of unmerged pull requests only,
// so a merged one is the same payload with `merged: true` and a `merged_at` time: the only fields
// changed, besides `number` when a test asks for another one.
import { createRequire } from 'node:module';

interface WebhookDefinition {
  readonly name: string;
  readonly examples: ReadonlyArray<Record<string, unknown>>;
}

const definitions = createRequire(import.meta.url)(
  '@octokit/webhooks-examples',
) as readonly WebhookDefinition[];

/** A copy of the first example of `pull_request` with this action. */
function example(action: string): Record<string, unknown> {
  const found = definitions
    .find((d) => d.name === 'pull_request')
    ?.examples.find((e) => e.action === action);
  if (!found) throw new Error(`@octokit/webhooks-examples has no pull_request ${action} example`);
  return structuredClone(found) as Record<string, unknown>;
}

type PullRequest = Record<string, unknown> & { number: number };

function withNumber(payload: Record<string, unknown>, number?: number): Record<string, unknown> {
  if (number !== undefined) {
    payload.number = number;
    (payload.pull_request as PullRequest).number = number;
  }
  return payload;
}

/** `pull_request` `closed`, not merged, exactly as GitHub's example (or with another number). */
export function closedUnmergedPayload(number?: number): Record<string, unknown> {
  return withNumber(example('closed'), number);
}

/** `pull_request` `closed` and merged: GitHub's example with `merged: true` and `merged_at` set. */
export function mergedPayload(number?: number): Record<string, unknown> {
  const payload = example('closed');
  const pr = payload.pull_request as PullRequest;
  pr.merged = true;
  pr.merged_at = pr.closed_at;
  return withNumber(payload, number);
}

/** `pull_request` `opened`, as GitHub's example. */
export function openedPayload(): Record<string, unknown> {
  return example('opened');
}

/** The pull request object of a payload. */
export function pullRequestOf(payload: Record<string, unknown>): PullRequest {
  return payload.pull_request as PullRequest;
}
