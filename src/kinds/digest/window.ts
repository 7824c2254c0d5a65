// The window of a digest: which merges it covers. `merged-since` says where the window starts
// (the end of the previous digest, a duration back from now, or a date); it always ends now. The
// window is half-open, [from, to): a merge at exactly `to` belongs to the next digest, so two
// digests in a row neither share a pull request nor drop one. Pure: now and the previous digest's
// end come from the caller (the injected clock, the thread's marker).
import { formatDuration } from '../../common/duration.js';
import { InputError } from '../../common/errors.js';
import type { MergedSince } from '../../settings/types.js';

/** The window of a first digest with `last-digest`: the last seven days. */
export const FIRST_DIGEST_MS = 7 * 86_400_000;

export interface DigestWindow {
  /** The first moment covered (epoch ms, whole seconds). */
  readonly from: number;
  /** The first moment not covered: now, in whole seconds (GitHub's times have no fraction). */
  readonly to: number;
  /** Where `from` came from, in words for the log: `where the previous digest ended`. */
  readonly start: string;
}

export interface WindowContext {
  /** Wall-clock epoch ms (the injected clock's wallNow). */
  readonly now: number;
  /** Where the previous digest on the thread ended (its marker), if there is one. */
  readonly previousEnd?: number;
}

const wholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

const DAY_MS = 86_400_000;

/** `3 days`, `1 day`, `36h`: a merged-since duration as it was most likely written. */
function spanOf(ms: number): string {
  if (ms % DAY_MS !== 0) return formatDuration(ms);
  const days = ms / DAY_MS;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The window `merged-since` asks for, ending now; a date in the future is an input error. */
export function resolveWindow(since: MergedSince, context: WindowContext): DigestWindow {
  const to = wholeSecond(context.now);
  switch (since.kind) {
    case 'last-digest':
      return context.previousEnd === undefined
        ? {
            from: to - FIRST_DIGEST_MS,
            to,
            start: `the last ${spanOf(FIRST_DIGEST_MS)}: no earlier digest on this thread`,
          }
        : // A marker ahead of this runner's clock leaves an empty window rather than a negative one.
          {
            from: Math.min(wholeSecond(context.previousEnd), to),
            to,
            start: 'where the previous digest ended',
          };
    case 'duration':
      return {
        from: wholeSecond(to - since.ms),
        to,
        start: `${spanOf(since.ms)} back, as merged-since asks`,
      };
    case 'date':
      if (since.at >= to) {
        throw new InputError(
          `merged-since ${formatWindowEnd(since.at)} is in the future: give a date before now, or last-digest`,
        );
      }
      return { from: wholeSecond(since.at), to, start: 'the date merged-since gives' };
  }
}

/**
 * The window's end as the round's marker records it: `2026-11-25T19:05:06Z` (marker-safe
 * characters).
 */
export function formatWindowEnd(ms: number): string {
  return new Date(wholeSecond(ms)).toISOString().replace(/\.\d{3}Z/, 'Z');
}

/** A marker's window end back to epoch ms; undefined for anything else. */
export function readWindowEnd(text: string | undefined): number | undefined {
  // Four-digit years, as the marker's rule has them; reading the text back holds the rest of its
  // form.
  if (!text || !/^\d{4}-/.test(text)) return undefined;
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
