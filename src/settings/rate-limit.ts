import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';

/** rate-limit: at most `count` rounds per person in `windowMs`, for askers below maintain. */
export interface RateLimit {
  readonly count: number;
  readonly windowMs: number;
  /** As the notices say it: `5/1h`. */
  readonly text: string;
}

/** Reads `N/duration` (`5/1h`, `20/24h`); '' is no limit. */
export function parseRateLimit(text: string): RateLimit | undefined {
  if (text === '') return undefined;
  const match = /^(\d+)\s*\/\s*(.+)$/.exec(text);
  const count = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(count) || count < 1) {
    throw new InputError(
      `rate-limit '${text}' is not a limit: write the most rounds per person, a slash and a duration, e.g. 5/1h (5 rounds an hour)`,
    );
  }
  const windowMs = parseDuration(match[2], 'rate-limit');
  return { count, windowMs, text: `${count}/${match[2].trim()}` };
}
