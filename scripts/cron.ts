// How often a GitHub schedule runs, read from its crons, and the words that say how often: the
// docs and the examples' headers state frequencies ("every 10 minutes", "twice a week", "144 runs
// a day", "Mondays 06:17 UTC"), and scripts/docs-agree.ts holds each to the cron it is about.
//
// A cron is GitHub's five fields (minute, hour, day of month, month, day of week; UTC), checked
// first with GitHub's own rule (@actions/workflow-parser's isValidCron, which the workflow
// language server uses), then expanded here: `*`, lists, ranges, steps (`*/10`, `1-5/2`, `5/15`
// from 5 to the field's end), month and day names, Sunday as 0. As in cron, a day matches when
// both day fields do, or, when neither is `*`, when either does. No package on npm that this
// project has does the counting (cronstrue, which the parser brings, only describes a cron).
import { isValidCron } from '@actions/workflow-parser/model/converter/cron';

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  {
    min: 1,
    max: 12,
    names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  },
  { min: 0, max: 6, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
] as const;

interface CronFields {
  readonly minutes: ReadonlySet<number>;
  readonly hours: ReadonlySet<number>;
  readonly days: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  readonly weekdays: ReadonlySet<number>;
  /** Whether each day field is `*`-led (unrestricted, in cron's sense). */
  readonly anyDay: boolean;
  readonly anyWeekday: boolean;
}

/** The fields of a cron GitHub accepts, or undefined for one it refuses. */
export function parseCron(cron: string): CronFields | undefined {
  const text = cron.trim();
  if (!isValidCron(text)) return undefined;
  const parts = text.split(/ +/);
  const sets = parts.map((part, i) => expand(part, FIELDS[i]!));
  return {
    minutes: sets[0]!,
    hours: sets[1]!,
    days: sets[2]!,
    months: sets[3]!,
    weekdays: sets[4]!,
    anyDay: parts[2]!.startsWith('*'),
    anyWeekday: parts[4]!.startsWith('*'),
  };
}

function expand(part: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  const value = (word: string): number => {
    const named =
      'names' in field ? (field.names as readonly string[]).indexOf(word.toLowerCase()) : -1;
    return named >= 0 ? named + (field.min === 1 ? 1 : 0) : Number(word);
  };
  for (const item of part.split(',')) {
    const [range = '', stepText] = item.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number = field.min;
    let to: number = field.max;
    if (range !== '*') {
      const [start = '', end] = range.split('-');
      from = value(start);
      // `5/15` runs from 5 to the field's end; `5` alone is 5.
      to = end !== undefined ? value(end) : stepText !== undefined ? field.max : from;
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

const YEAR = 2025; // 365 days, from a Wednesday: every weekday and month is met
const DAY = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = DAY * MINUTE_MS;

/** Whether a cron's day fields let it fire on the date (UTC). */
function firesOn(f: CronFields, date: Date): boolean {
  if (!f.months.has(date.getUTCMonth() + 1)) return false;
  const onDay = f.days.has(date.getUTCDate());
  const onWeekday = f.weekdays.has(date.getUTCDay());
  return f.anyDay || f.anyWeekday ? onDay && onWeekday : onDay || onWeekday;
}

/**
 * The times (ms, UTC) in [from, to) at which a cron GitHub accepts fires, in order; an error for
 * one it refuses, rather than a schedule that never fires.
 */
export function cronTimes(cron: string, from: number, to: number): number[] {
  const f = parseCron(cron);
  if (f === undefined) {
    throw new Error(
      `cron: GitHub does not accept '${cron}' (five fields: minute, hour, day of month, month, day of week)`,
    );
  }
  const out: number[] = [];
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day < to; day += DAY_MS) {
    if (!firesOn(f, new Date(day))) continue;
    for (const hour of f.hours) {
      for (const minute of f.minutes) {
        const at = day + (hour * 60 + minute) * MINUTE_MS;
        if (at >= from && at < to) out.push(at);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/** What a set of crons does over a year, in the measures the docs state. */
export interface Rhythm {
  /** Runs on each day of the year. */
  readonly perDay: readonly number[];
  /** Runs in each whole week, Monday to Sunday. */
  readonly perWeek: readonly number[];
  /** Runs in each clock hour of the year. */
  readonly perHour: readonly number[];
  /** The minutes between one run and the next, each gap once. */
  readonly gaps: ReadonlySet<number>;
  /** The same, between runs of the same day only: the rhythm within the hours it runs. */
  readonly dayGaps: ReadonlySet<number>;
  /** The days of the week (0 Sunday … 6 Saturday) with a run. */
  readonly weekdays: ReadonlySet<number>;
  /** The times of day (`06:17`, UTC) of the runs. */
  readonly times: ReadonlySet<string>;
}

const known = new Map<string, Rhythm | undefined>();

/** The rhythm of `crons` together; undefined when one of them is not a cron GitHub accepts. */
export function rhythmOf(crons: readonly string[]): Rhythm | undefined {
  const key = crons.join('\n');
  if (!known.has(key)) known.set(key, yearOf(crons));
  return known.get(key);
}

function yearOf(crons: readonly string[]): Rhythm | undefined {
  if (crons.some((cron) => parseCron(cron) === undefined)) return undefined;
  const start = Date.UTC(YEAR, 0, 1);
  const end = start + 365 * DAY * MINUTE_MS;
  // Minutes from the year's start; two crons that fire at the same minute are one run.
  const runs = new Set(
    crons.flatMap((cron) => cronTimes(cron, start, end)).map((at) => (at - start) / MINUTE_MS),
  );
  const sorted = [...runs].sort((a, b) => a - b);
  const perDay = new Array<number>(365).fill(0);
  const perHour = new Array<number>(365 * 24).fill(0);
  const gaps = new Set<number>();
  const dayGaps = new Set<number>();
  const weekdays = new Set<number>();
  const times = new Set<string>();
  sorted.forEach((run, i) => {
    const day = Math.floor(run / DAY);
    perDay[day]! += 1;
    perHour[Math.floor(run / 60)]! += 1;
    if (i > 0) gaps.add(run - sorted[i - 1]!);
    if (i > 0 && Math.floor(sorted[i - 1]! / DAY) === day) dayGaps.add(run - sorted[i - 1]!);
    weekdays.add((3 + day) % 7);
    const minute = run % DAY;
    times.add(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
  });
  // 2025-01-06 is the year's first Monday.
  const perWeek: number[] = [];
  for (let monday = 5; monday + 7 <= 365; monday += 7) {
    perWeek.push(perDay.slice(monday, monday + 7).reduce((a, b) => a + b, 0));
  }
  return { perDay, perWeek, perHour, gaps, dayGaps, weekdays, times };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The one value of a list, or undefined when it varies. */
function constant(values: readonly number[]): number | undefined {
  const first = values[0];
  return values.every((v) => v === first) ? first : undefined;
}

const TIMES = ['never', 'once', 'twice'];
/** The days of the week as a schedule names them, Sunday first (cron's 0). */
export const WEEKDAY_NAMES = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
];

/** How often, in a few words a person would write: `every 10 minutes`, `twice a week`. */
export function describeRhythm(rhythm: Rhythm): string {
  const gap = rhythm.gaps.size === 1 ? [...rhythm.gaps][0]! : undefined;
  if (gap !== undefined) {
    if (gap < 60) return `every ${gap} minutes`;
    if (gap === 60) return 'once an hour';
    if (gap < DAY && gap % 60 === 0) return `every ${gap / 60} hours`;
    if (gap === DAY) return 'once a day';
    if (gap === 7 * DAY) return 'once a week';
  }
  const day = constant(rhythm.perDay);
  if (day !== undefined && day > 0 && day <= 3) return `${TIMES[day] ?? `${day} times`} a day`;
  // Regular within the hours it runs, on the days it runs: "hourly on weekdays, 08:17–17:17 UTC".
  const dayGap = rhythm.dayGaps.size === 1 ? [...rhythm.dayGaps][0]! : undefined;
  const running = rhythm.perDay.filter((runs) => runs > 0);
  if (dayGap !== undefined && constant(running) !== undefined) {
    const every =
      dayGap === 60
        ? 'hourly'
        : dayGap < 60
          ? `every ${dayGap} minutes`
          : `every ${dayGap / 60} hours`;
    const days = [...rhythm.weekdays].sort();
    const on =
      days.length === 7
        ? ''
        : days.join() === '1,2,3,4,5'
          ? ' on weekdays'
          : ` on ${days.map((d) => WEEKDAY_NAMES[d]).join(', ')}`;
    const times = [...rhythm.times].sort();
    return `${every}${on}, ${times[0]}–${times.at(-1)} UTC`;
  }
  if (day !== undefined && day > 0) return `${TIMES[day] ?? `${day} times`} a day`;
  const week = constant(rhythm.perWeek);
  if (week !== undefined) return week === 0 ? 'never' : `${TIMES[week] ?? `${week} times`} a week`;
  const runs = rhythm.perDay.reduce((a, b) => a + b, 0);
  return runs === 0 ? 'never' : `${runs} times a year`;
}
