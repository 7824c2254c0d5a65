import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';
import { isSafeId, quoteForLog } from '../common/ids.js';
import { isLoopback } from '../common/loopback.js';
import type { Redactor } from '../common/redact.js';
import type { FailOn, InputReader, Settings } from './types.js';

// Parsers of single input values: each throws an InputError that quotes the value (cut short and
// redacted) and says what to write instead.

/**
 * diff-budget's default, in characters: the whole diff of most pull requests, a small part of an
 * agent's context.
 */
export const DEFAULT_DIFF_BUDGET = 50_000;
// A megabyte of diff is already more than an agent can take in at once.
const MAX_DIFF_BUDGET = 1_000_000;
const FAIL_ON_WORDS: readonly FailOn[] = ['failed', 'archived', 'timeout', 'no-pr'];
// GitHub's author_association values.
const ASSOCIATIONS: readonly string[] = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
];

/**
 * diff-budget: characters, as a whole number or with a `k` (thousands) suffix; 0 turns the diff
 * off.
 */
export function parseDiffBudget(text: string, redact: Redactor): number {
  if (!text) return DEFAULT_DIFF_BUDGET;
  const match = /^(\d+(?:\.\d+)?)\s*(k?)$/i.exec(text);
  const value = match ? Math.round(Number(match[1]) * (match[2] ? 1000 : 1)) : Number.NaN;
  if (!Number.isFinite(value) || value > MAX_DIFF_BUDGET) {
    throw new InputError(
      `diff-budget ${quoteForLog(text, redact)} is not a size in characters up to 1000k: give e.g. 50k or 20000, or 0 to leave the diff out`,
    );
  }
  return value;
}

const DEFAULT_POLL_INTERVAL_MS = 5_000;
const DEFAULT_MAX_POLL_INTERVAL_MS = 30_000;

/**
 * A default follows the value the workflow set (poll-interval: 45s alone stretches the longest
 * gap to 45s); only two values the workflow set itself can contradict each other.
 */
export function readPollIntervals(
  input: InputReader,
): Pick<Settings, 'pollIntervalMs' | 'maxPollIntervalMs'> {
  const pollText = input('poll-interval');
  const maxText = input('max-poll-interval');
  const poll = pollText ? parseDuration(pollText, 'poll-interval') : undefined;
  const max = maxText ? parseDuration(maxText, 'max-poll-interval') : undefined;
  if (poll !== undefined && max !== undefined && max < poll) {
    throw new InputError(
      `max-poll-interval (${maxText}) is shorter than poll-interval (${pollText}): raise max-poll-interval or lower poll-interval`,
    );
  }
  return {
    pollIntervalMs: poll ?? Math.min(DEFAULT_POLL_INTERVAL_MS, max ?? Infinity),
    maxPollIntervalMs: max ?? Math.max(DEFAULT_MAX_POLL_INTERVAL_MS, poll ?? 0),
  };
}

export function required(input: InputReader, name: string, hint: string): string {
  const value = input(name);
  if (!value) throw new InputError(`${name} is required: ${hint}`);
  return value;
}

export function safeId(name: string, value: string, redact: Redactor): string {
  if (!isSafeId(value)) {
    throw new InputError(
      `${name} ${quoteForLog(value, redact)} is not a valid id: use the id exactly as the service shows it (letters, digits and _ . : ~ -, starting with a letter or digit)`,
    );
  }
  return value;
}

// The YAML 1.2 core schema's booleans, as the toolkit's getBooleanInput accepts them.
export function boolean(
  input: InputReader,
  name: string,
  fallback: boolean,
  redact: Redactor,
): boolean {
  const value = input(name);
  if (!value) return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`${name} ${quoteForLog(value, redact)} is not a boolean: use true or false`);
}

export function parseFailOn(text: string, redact: Redactor): ReadonlySet<FailOn> {
  const words = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  for (const word of words) {
    if (!FAIL_ON_WORDS.includes(word as FailOn)) {
      throw new InputError(
        `fail-on has an unknown outcome ${quoteForLog(word, redact)}: use a comma-separated list of ${FAIL_ON_WORDS.join(', ')}, or leave it empty`,
      );
    }
  }
  return new Set(words as FailOn[]);
}

export function parseAssociations(text: string, redact: Redactor): ReadonlySet<string> {
  const words = text
    .split(',')
    .map((w) => w.trim().toUpperCase())
    .filter(Boolean);
  if (words.length === 0) {
    throw new InputError(
      'allowed-associations is empty: list who may instruct the agent, e.g. OWNER,MEMBER,COLLABORATOR',
    );
  }
  for (const word of words) {
    if (!ASSOCIATIONS.includes(word)) {
      throw new InputError(
        `allowed-associations has an unknown association ${quoteForLog(word, redact)}: use a comma-separated list of ${ASSOCIATIONS.join(', ')}`,
      );
    }
  }
  return new Set(words);
}

/** The base address, normalised to end in `/` so that paths resolve below its prefix. */
export function parseBaseUrl(text: string, redact: Redactor): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `base-url ${quoteForLog(text, redact)} is not a URL: use e.g. https://api.mintlify.com`,
    );
  }
  // Checked first, and never echoed: a URL with credentials or a query may carry a secret.
  if (url.username || url.password) {
    throw new InputError(
      'base-url must not carry a user name or password: the key goes in api-key',
    );
  }
  if (url.search || url.hash) {
    throw new InputError(
      'base-url must not have a query or fragment: give the address only, e.g. https://api.mintlify.com',
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new InputError(
      // Not url.origin: it is 'null' for a scheme the URL standard does not know (htps:, file:).
      `base-url ${quoteForLog(`${url.protocol}//${url.host}${url.pathname}`, redact)} must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`,
    );
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

// GitHub's limit on a label's name.
const MAX_LABEL_LENGTH = 50;

/**
 * A label's name as GitHub takes it: at most 50 characters, no line break or other control
 * character.
 */
export function labelName(
  input: InputReader,
  name: string,
  fallback: string,
  redact: Redactor,
): string {
  const text = input(name);
  if (!text) return fallback;
  // eslint-disable-next-line no-control-regex
  if (text.length > MAX_LABEL_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(text)) {
    throw new InputError(
      `${name} ${quoteForLog(text, redact)} is not a label name: give a name of at most ${MAX_LABEL_LENGTH} characters on one line`,
    );
  }
  return text;
}
