import { InputError } from '../common/errors.js';
import type { Redactor } from '../common/redact.js';
import type { InputReader } from './types.js';
import { safeId } from './values.js';

/** What automation-id replaces: a run that triggers an automation sends no prompt of its own. */
const CONFLICTS = ['prompt', 'prompt-file', 'job-id', 'merged-since'] as const;

/**
 * automation-id, checked: an id safe in a path, and none of the inputs that make a round of the
 * action's own (a prompt, a job to follow up or watch, a digest). Undefined when it is not set.
 */
export function readAutomationId(input: InputReader, redact: Redactor): string | undefined {
  const text = input('automation-id');
  if (!text) return undefined;
  const id = safeId('automation-id', text, redact);
  const clash = CONFLICTS.filter((name) => input(name));
  if (clash.length > 0) {
    throw new InputError(
      `automation-id and ${clash.join(' and ')} are both set: a run that triggers the service's automation sends no prompt and follows no other job; remove ${clash.length > 1 ? 'them' : 'it'}, or automation-id`,
    );
  }
  return id;
}
