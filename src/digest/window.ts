// The window of a digest: which merges it covers. `merged-since` says where the window starts
// (the end of the previous digest, a duration back from now, or a date); it always ends now. The
// window is half-open, [from, to): a merge at exactly `to` belongs to the next digest, so two
// digests in a row neither share a pull request nor drop one. Pure: now and the previous digest's
// end come from the caller (the injected clock, the thread's marker).
import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';

export type MergedSince =
  | { readonly kind: 'last-digest' }
  | { readonly kind: 'duration'; readonly ms: number }
  | { readonly kind: 'date'; readonly at: number };

/** The window of a first digest with `last-digest`: the last seven days. */
export const FIRST_DIGEST_MS = 7 * 86_400_000;

const DAYS = /^(\d+(?:\.\d+)?|\.\d+)\s*d$/;
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;

function inputError(text: string, why: string): InputError {
  const shown = JSON.stringify(text.slice(0, 60)).slice(1, -1);
  return new InputError(
    `merged-since '${shown}' ${why}: write last-digest, a duration back from now (24h, 7d) or an ISO 8601 date (2026-11-01, 2026-11-01T09:00:00Z)`,
  );
}

/**
 * `merged-since` as written: undefined when empty (no digest). Durations are the action's (ms, s,
 * m, h) plus `d` for days, always with a unit here: a bare `7` would be seven seconds. A date-time
 * needs its zone (`Z` or `+02:00`); a date alone is midnight UTC.
 */
export function parseMergedSince(raw: string): MergedSince | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text === 'last-digest') return { kind: 'last-digest' };
  const days = DAYS.exec(text);
  if (days) {
    const ms = Number(days[1]) * 86_400_000;
    if (!(ms > 0)) throw inputError(text, 'is not a duration greater than zero');
    return { kind: 'duration', ms };
  }
  if (DATE.test(text) || DATE_TIME.test(text)) return { kind: 'date', at: parseDate(text) };
  if (/^\d{4}-\d\d-\d\dT[\d:.]+$/.test(text))
    throw inputError(text, 'has no time zone (add Z for UTC)');
  if (/^(\d+(?:\.\d+)?|\.\d+)$/.test(text)) throw inputError(text, 'has no unit');
  try {
    return { kind: 'duration', ms: parseDuration(text, 'merged-since') };
  } catch {
    throw inputError(text, 'is not a window');
  }
}

/** A calendar date (checked: no 30 February) with an optional time and zone, as epoch ms. */
function parseDate(text: string): number {
  const parts = DATE_TIME.exec(text) ?? DATE.exec(text);
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = parts ?? [];
  const fields = [y, mo, d, h, mi, s].map(Number);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields;
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  const at = Date.parse(DATE.test(text) ? `${text}T00:00:00Z` : text);
  if (!valid || Number.isNaN(at)) throw inputError(text, 'is not a real date');
  return at;
}

export interface DigestWindow {
  /** The first moment covered (epoch ms, whole seconds). */
  readonly from: number;
  /** The first moment not covered: now, in whole seconds (GitHub's times have no fraction). */
  readonly to: number;
  /** Where `from` came from, for the log and the summary. */
  readonly start: 'previous digest' | 'first digest' | 'duration' | 'date';
}

export interface WindowContext {
  /** Wall-clock epoch ms (the injected clock's wallNow). */
  readonly now: number;
  /** Where the previous digest on the thread ended (its marker), if there is one. */
  readonly previousEnd?: number;
}

const wholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** The window `merged-since` asks for, ending now; a date in the future is an input error. */
export function resolveWindow(since: MergedSince, context: WindowContext): DigestWindow {
  const to = wholeSecond(context.now);
  switch (since.kind) {
    case 'last-digest':
      return context.previousEnd === undefined
        ? { from: to - FIRST_DIGEST_MS, to, start: 'first digest' }
        : // A marker ahead of this runner's clock leaves an empty window rather than a negative one.
          { from: Math.min(wholeSecond(context.previousEnd), to), to, start: 'previous digest' };
    case 'duration':
      return { from: wholeSecond(to - since.ms), to, start: 'duration' };
    case 'date':
      if (since.at >= to) {
        throw new InputError(
          `merged-since ${formatWindowEnd(since.at)} is in the future: give a date before now, or last-digest`,
        );
      }
      return { from: wholeSecond(since.at), to, start: 'date' };
  }
}

/** Whether a merge time falls in the window. */
export function inWindow(window: Pick<DigestWindow, 'from' | 'to'>, mergedAt: number): boolean {
  return mergedAt >= window.from && mergedAt < window.to;
}

/** The window's end as the round's marker records it: `2026-11-25T19:05:06Z` (marker-safe characters). */
export function formatWindowEnd(ms: number): string {
  return new Date(wholeSecond(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A marker's window end back to epoch ms; undefined for anything else. */
export function readWindowEnd(text: string | undefined): number | undefined {
  if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) || formatWindowEnd(at) !== text ? undefined : at;
}

/** A digest round on the thread, as its marker tells it. */
export interface DigestRound {
  /** Its window's end. */
  readonly end: number;
  /** Its prompt reached a job that did not fail: its pull requests are in hand. */
  readonly covered: boolean;
}

/**
 * Where the next `last-digest` window starts: the latest end of a digest that covered its pull
 * requests. A digest that failed, or never reached a job, does not count, so its pull requests go
 * into the next one.
 */
export function previousDigestEnd(rounds: readonly DigestRound[]): number | undefined {
  const ends = rounds.filter((round) => round.covered).map((round) => round.end);
  return ends.length === 0 ? undefined : Math.max(...ends);
}
