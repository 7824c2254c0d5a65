import type { Redactor } from '../common/redact.js';
import type { InputReader } from './types.js';
import { required, safeId } from './values.js';

/** The automation action's automation-id: required, and an id safe in a path. */
export function readAutomationId(input: InputReader, redact: Redactor): string {
  const text = required(
    input,
    'automation-id',
    "give the id of a scheduled automation of your project, from its settings in Mintlify's dashboard",
  );
  return safeId('automation-id', text, redact);
}
