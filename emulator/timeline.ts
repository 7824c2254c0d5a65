// Scripted job lives for the sweep's tests and bench, in the words a test reads: active for a
// number of status checks, or until a given time, then ending one way. Built on the emulator's
// own scripts (`polls` for counted checks, `activeForMs` for time), so nothing new is served.
import type { JobScript } from './server.js';

/** How the job ends: a pull request, completed without one, failed, or archived. */
export type TimelineEnd = 'pr' | 'no-pr' | 'failed' | 'archived';

export type TimelineSpan =
  /** Active for this many status checks (GETs), then ended on the next one and every one after. */
  | { readonly activeChecks: number }
  /**
   * Active until this time on the emulator's clock (its `now` option, Date.now by default), then
   * ended; `now` is that same clock, read when the script is made.
   */
  | { readonly activeUntil: number; readonly now: () => number }
  /** Active for this long from the moment the job is created or seeded. */
  | { readonly activeForMs: number };

/** A job script: active for the span, then ended as `end` says (`prLink` for a chosen link). */
export function timeline(span: TimelineSpan, end: TimelineEnd, prLink?: string): JobScript {
  const outcome = end === 'pr' || end === 'no-pr' ? 'completed' : end;
  const link = end === 'no-pr' ? { prLink: null } : prLink !== undefined ? { prLink } : {};
  if ('activeChecks' in span) {
    const ended = end === 'pr' && prLink === undefined ? outcome : { status: outcome, ...link };
    return { polls: [...Array<string>(span.activeChecks).fill('active'), ended] };
  }
  const activeForMs =
    'activeForMs' in span ? span.activeForMs : Math.max(0, span.activeUntil - span.now());
  return { activeForMs, outcome, ...link };
}
