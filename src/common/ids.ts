import { shorten, type Redactor } from './redact.js';

/**
 * The contract's rule for anything that goes into a request path (project-id, job-id, an id the
 * service returns).
 */
const ID_RULE = /^[A-Za-z0-9][A-Za-z0-9_.:~-]{0,255}$/;

export function isSafeId(value: string): boolean {
  return ID_RULE.test(value);
}

/**
 * A short, printable rendering of untrusted text for an error message: redacted before it is cut.
 */
export function quoteForLog(value: string, redact: Redactor, max = 60): string {
  return `'${shorten(value.replace(/[^\x20-\x7e]/g, '?'), max, redact)}'`;
}
