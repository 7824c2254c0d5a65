// merged-since: the digest action's window of merged pull requests (see src/kinds/digest/). Read
// here with the other inputs, so that a wrong value stops the run before any request.
import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';
import { quoteForLog } from '../common/ids.js';
import type { Redactor } from '../common/redact.js';
import type { RoundMode, InputReader, MergedSince } from './types.js';

const DAYS = /^(\d+(?:\.\d+)?|\.\d+)\s*d$/;
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;

const keep: Redactor = (text) => text;

function inputError(text: string, why: string, redact: Redactor): InputError {
  return new InputError(
    `merged-since ${quoteForLog(text, redact)} ${why}: write last-digest, a duration back from now (24h, 7d) or an ISO 8601 date (2026-11-01, 2026-11-01T09:00:00Z)`,
  );
}

/**
 * `merged-since` as written; empty is `last-digest` (digest/action.yml's default). Durations are
 * the action's (ms, s, m, h) plus `d` for days, always with a unit here: a bare `7` would be seven
 * seconds. A date-time needs its zone (`Z` or `+02:00`); a date alone is midnight UTC.
 */
export function parseMergedSince(raw: string, redact: Redactor = keep): MergedSince {
  const text = raw.trim();
  if (text === '' || text === 'last-digest') return { kind: 'last-digest' };
  const days = DAYS.exec(text);
  if (days) {
    const ms = Number(days[1]) * 86_400_000;
    if (!(ms > 0)) throw inputError(text, 'is not a duration greater than zero', redact);
    return { kind: 'duration', ms };
  }
  if (DATE.test(text) || DATE_TIME.test(text)) {
    return { kind: 'date', at: parseDate(text, redact) };
  }
  if (/^\d{4}-\d\d-\d\dT[\d:.]+$/.test(text)) {
    throw inputError(text, 'has no time zone (add Z for UTC)', redact);
  }
  if (/^(\d+(?:\.\d+)?|\.\d+)$/.test(text)) throw inputError(text, 'has no unit', redact);
  try {
    // Stryker disable next-line StringLiteral: the name is only in parseDuration's error, which the catch replaces
    return { kind: 'duration', ms: parseDuration(text, 'merged-since') };
  } catch {
    throw inputError(text, 'is not a window', redact);
  }
}

/** A calendar date (checked: no 30 February) with an optional time and zone, as epoch ms. */
function parseDate(text: string, redact: Redactor): number {
  const parts = DATE_TIME.exec(text) ?? DATE.exec(text);
  // Stryker disable next-line StringLiteral,ArrayDeclaration: Number('') is 0 as Number('00') is; parts is never null (the caller matched DATE or DATE_TIME)
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = parts ?? [];
  const fields = [y, mo, d, h, mi, s].map(Number);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields;
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid =
    check.getUTCFullYear() === year &&
    // Date.UTC rolls a field out of range over into the next larger one: so each check below is
    // also made by another (the year's alone catches years 0 to 99, which Date.UTC reads as 19xx).
    // Stryker disable next-line ConditionalExpression: a month rolled over changes the year; a month changed by a day, hour, … changes the day
    check.getUTCMonth() === month - 1 &&
    // Stryker disable next-line ConditionalExpression: a day rolled over changes the month; a day changed by the hour changes the hour
    check.getUTCDate() === day &&
    // Stryker disable next-line ConditionalExpression: an hour rolled over changes the day; an hour changed by the minute changes the minute
    check.getUTCHours() === hour &&
    // Stryker disable next-line ConditionalExpression: a minute rolled over changes the hour; a minute changed by the second changes the second
    check.getUTCMinutes() === minute &&
    // Stryker disable next-line ConditionalExpression: a second rolled over (60 to 99) changes the minute
    check.getUTCSeconds() === second;
  const at = Date.parse(DATE.test(text) ? `${text}T00:00:00Z` : text);
  if (!valid || Number.isNaN(at)) throw inputError(text, 'is not a real date', redact);
  return at;
}

/**
 * The digest action's round: its window's start (merged-since, `last-digest` when empty, as
 * digest/action.yml's default) and the prompt that leads it when given (the merged pull requests
 * follow as data). last-digest remembers on the issue-number thread, so it needs that thread and
 * its comments.
 */
export function readDigestAsked(
  input: InputReader,
  context: { readonly comment: boolean },
  redact: Redactor,
): Extract<RoundMode, { kind: 'digest' }> {
  const since = parseMergedSince(input('merged-since'), redact);
  if (since.kind === 'last-digest' && !input('issue-number')) {
    throw new InputError(
      'merged-since: last-digest needs issue-number: the issue whose comments record where each digest ended; give it, or a window such as 7d',
    );
  }
  if (since.kind === 'last-digest' && !context.comment) {
    throw new InputError(
      "merged-since: last-digest needs comment: true: the digest's comments on issue-number record where each digest ended",
    );
  }
  const prompt = input('prompt');
  return { kind: 'digest', since, ...(prompt && { given: { prompt, source: 'prompt' } }) };
}
