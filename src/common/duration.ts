import { InputError } from './errors.js';

// Hand-written on purpose: the contract's grammar is narrower than any duration library's
// (a bare number means seconds, and only ms/s/m/h are units), and it is one regular expression.
const DURATION = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * Parses `5`, `0.25`, `500ms`, `10s`, `30m`, `1h` into milliseconds; anything else, zero or
 * negative is an input error.
 */
export function parseDuration(text: string, inputName: string): number {
  const match = DURATION.exec(text.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[(match[2] ?? 's') as keyof typeof UNIT_MS] : NaN;
  if (!Number.isFinite(ms) || ms <= 0) {
    throw new InputError(
      `${inputName} '${text}' is not a duration: use seconds (5, 0.25) or a number with ms, s, m or h (500ms, 10s, 30m, 1h), greater than zero`,
    );
  }
  return ms;
}

/** `1h 2m 3s`, `4.5s`, `120ms`: for the log and the summary. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toString()}s`;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h && `${h}h`, m && `${m}m`, s && `${s}s`].filter(Boolean).join(' ');
}
