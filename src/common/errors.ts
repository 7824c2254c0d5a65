/**
 * Two kinds of failure a person reads in the log, each one line:
 * - UserError: the user must change something (an input, the key, the project, a permission).
 * - ServiceError: the service or the network misbehaved; trying later may help.
 * A CancelledError marks a workflow that was cancelled while the action ran.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
}

export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(readonly signalName: string) {
    super('the workflow run was cancelled');
  }
}

/** Inputs that cannot work; raised before any request is sent. */
export class InputError extends UserError {}

/**
 * The message of anything thrown, flattened to one line. Never the object itself: axios errors
 * carry the request headers.
 */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Stryker disable next-line Regex: the `\s*` on each side takes in any further line breaks, + or not
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * The run could not tell whether the person who asked may start a job (GitHub did not say): the
 * step fails and nothing is written on the thread, since an unverified asker must not make the
 * action write there (one outsider, one write per comment).
 */
export class UnverifiedAskerError extends UserError {}

/**
 * The round has nothing to send (a change none of whose files match `paths`): a notice in the log
 * and the summary, no job, and the step succeeds. Its message is that notice.
 */
export class NothingToSend extends Error {
  override readonly name = 'NothingToSend';
}
