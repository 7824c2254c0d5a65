import { InputError } from '../common/errors.js';
import type { GitHubEvent } from '../github/event.js';
import type { PushEvent, RoundMode } from './types.js';

const SHA = /^[0-9a-f]{40}$/;
/** The `before` of a push that created its branch (and the `after` of one that deleted it). */
const NO_COMMIT = /^0{40}$/;

/**
 * A `push` event with no prompt and no job-id: docs follow pushes. The commits go into request
 * paths, so a payload whose `after` is no commit is refused; a deleted branch has nothing to
 * document.
 */
export function pushAsked(event: GitHubEvent): Extract<RoundMode, { kind: 'push' | 'skip' }> {
  const { payload } = event;
  const ref = typeof payload.ref === 'string' ? payload.ref : '';
  const branch = ref.replace(/^refs\/(heads|tags)\//, '');
  if (payload.deleted === true) {
    return {
      kind: 'skip',
      reason: `the push deleted ${branch || 'a branch'}: there is nothing to document`,
    };
  }
  // Stryker disable next-line StringLiteral: any text that is no commit's sha is refused below, as '' is
  const after = typeof payload.after === 'string' ? payload.after.toLowerCase() : '';
  // Stryker disable next-line StringLiteral: any text that is no commit's sha is left out below, as '' is
  const before = typeof payload.before === 'string' ? payload.before.toLowerCase() : '';
  if (!SHA.test(after) || NO_COMMIT.test(after)) {
    throw new InputError(
      'the push event names no commit it brought (after): run on push events as GitHub sends them, or give prompt or job-id',
    );
  }
  const push: PushEvent = {
    branch,
    after,
    ...(SHA.test(before) && !NO_COMMIT.test(before) && { before }),
  };
  return { kind: 'push', push };
}
