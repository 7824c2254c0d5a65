// The waits both retry policies share, the service's (job/service-retry.ts) and GitHub's
// (github/retry.ts): jittered back-off, and the wait a server asks for.

/** Full jitter: a random wait between 0 and the exponential ceiling (AWS architecture blog). */
export function backoffMs(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return random() * ceiling;
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
// asctime names no zone: it is GMT, which Date.parse must be told (it would take the runner's
// zone).
const ASCTIME = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);
// RFC 9110 §5.6.7: IMF-fixdate, and the two obsolete forms a recipient must accept. Date.parse
// alone would take almost any text for a date.
const HTTP_DATE = [
  new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`),
  new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`),
  ASCTIME,
];

/**
 * Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or
 * unreadable.
 */
export function retryAfterMs(header: string | undefined, wallNowMs: number): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.some((format) => format.test(text))) return undefined;
  const date = Date.parse(ASCTIME.test(text) ? `${text} GMT` : text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - wallNowMs);
}
