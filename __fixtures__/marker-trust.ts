// A MarkerTrust as a run has it, without GitHub: the action posts as OWN_LOGIN, and the people
// listed hold min-permission. Every login it was asked about is kept, in order.
import type { MarkerTrust } from '../src/github/permission.js';
import type { ThreadComment } from '../src/github/thread.js';

/** The login the workflow's token posts as. */
export const OWN_LOGIN = 'github-actions[bot]';

export interface RecordingTrust extends MarkerTrust {
  /** The logins asked about, in order. */
  readonly asked: string[];
}

export function markerTrust(people: readonly string[] = ['octocat']): RecordingTrust {
  const trusted = new Set([OWN_LOGIN, ...people].map((login) => login.toLowerCase()));
  const asked: string[] = [];
  return {
    asked,
    trusts: async (comment: ThreadComment) => {
      asked.push(comment.login);
      return trusted.has(comment.login.toLowerCase());
    },
  };
}
