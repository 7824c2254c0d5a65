// The frequencies a sentence states ("every 10 minutes", "at most twice a week", "144 short runs a
// day", "Mondays and Thursdays", "06:17 UTC"), and whether a schedule's rhythm (scripts/cron.ts)
// bears each one out. Read by scripts/docs-agree.ts.
import type { Rhythm } from './cron.js';

type Unit = 'hour' | 'day' | 'week';

export type Frequency =
  /**
   * N runs in every day or whole week; in every hour of the hours it runs, on the days it runs
   * ("hourly" in working hours is hourly). `atMost`: no more than N, in any of them.
   */
  | { readonly kind: 'count'; readonly n: number; readonly per: Unit; readonly atMost: boolean }
  /** A run every N minutes: within the hours it runs for less than a day, else throughout. */
  | { readonly kind: 'every'; readonly minutes: number }
  /** Runs on these days of the week (0 Sunday … 6 Saturday), and no other. */
  | { readonly kind: 'weekdays'; readonly days: ReadonlySet<number> }
  /** A run at this time of day, UTC (`06:17`). */
  | { readonly kind: 'time'; readonly time: string };

export interface Stated {
  /** The words as written. */
  readonly phrase: string;
  readonly frequency: Frequency;
}

const NUMBERS: Record<string, number> = {
  once: 1,
  twice: 2,
  thrice: 3,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const NUMBER = `\\d[\\d,]*|${Object.keys(NUMBERS).join('|')}`;
const number = (word: string): number =>
  NUMBERS[word.toLowerCase()] ?? Number(word.replace(/,/g, ''));
const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 24 * 60, week: 7 * 24 * 60 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// "every 10 minutes", "every hour"; not "every few minutes", not "every Monday".
const EVERY = new RegExp(`\\bevery\\s+(?:(${NUMBER})\\s+)?(minute|hour|day|week)s?\\b`, 'gi');
// "twice a week", "at most once an hour", "144 short runs a day", "one job a week"; not "70
// minutes a week" (a length of time), not "100 jobs per project per hour" or "10 an hour for
// each person" (a limit, not a schedule).
const COUNT = new RegExp(
  `\\b(at most |up to )?(${NUMBER})\\s+(?:(?:short|scheduled|idle)\\s+)?(?:(?:runs?|jobs?|sweeps?|digests?|times)\\s+)?(?:a|an|per|each)\\s+(hour|day|week)\\b(?!,?\\s+(?:for\\s+)?(?:each|every|per|a)\\s+(?:person|asker|user|project|repository)\\b)`,
  'gi',
);
// "hourly", "weekly", "twice-weekly".
const ADVERB = /\b(?:(once|twice)[- ])?(hourly|daily|weekly)\b/gi;
const WEEKDAY = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/gi;
const TIME = /\b([01]?\d|2[0-3]):([0-5]\d)\s*UTC\b/g;

/** Every frequency `text` states, in the order written. */
export function frequenciesIn(text: string): Stated[] {
  const found: Array<Stated & { index: number }> = [];
  const taken: Array<[number, number]> = [];
  const add = (match: RegExpExecArray, frequency: Frequency): void => {
    const end = match.index + match[0].length;
    if (taken.some(([s, e]) => match.index < e && end > s)) return;
    taken.push([match.index, end]);
    found.push({ phrase: match[0], frequency, index: match.index });
  };
  for (const m of text.matchAll(COUNT)) {
    const per = m[3]!.toLowerCase() as Unit;
    add(m, { kind: 'count', n: number(m[2]!), per, atMost: m[1] !== undefined });
  }
  for (const m of text.matchAll(EVERY)) {
    add(m, { kind: 'every', minutes: number(m[1] ?? '1') * MINUTES[m[2]!.toLowerCase()]! });
  }
  for (const m of text.matchAll(ADVERB)) {
    const per = { hourly: 'hour', daily: 'day', weekly: 'week' }[m[2]!.toLowerCase()] as Unit;
    add(m, { kind: 'count', n: number(m[1] ?? 'once'), per, atMost: false });
  }
  const days = [...text.matchAll(WEEKDAY)];
  if (days.length > 0) {
    const first = days[0]!;
    const set = new Set(days.map((m) => WEEKDAYS.indexOf(m[1]!.toLowerCase())));
    const phrase = text.slice(first.index, days.at(-1)!.index + days.at(-1)![0].length);
    found.push({ phrase, frequency: { kind: 'weekdays', days: set }, index: first.index });
  }
  for (const m of text.matchAll(TIME)) {
    add(m, { kind: 'time', time: `${m[1]!.padStart(2, '0')}:${m[2]}` });
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ phrase, frequency }) => ({ phrase, frequency }));
}

/**
 * On each day it runs, runs in two or more hours in a row, N in each: "hourly" (08:00–17:00 on
 * weekdays is hourly; once a day is not).
 */
function hourlyOnItsDays(rhythm: Rhythm, n: number): boolean {
  let ran = false;
  for (let day = 0; day < rhythm.perDay.length; day++) {
    if (rhythm.perDay[day] === 0) continue;
    ran = true;
    const hours = rhythm.perHour.slice(day * 24, day * 24 + 24);
    const active = hours.flatMap((count, hour) => (count > 0 ? [hour] : []));
    const inARow = active.length >= 2 && active.at(-1)! - active[0]! + 1 === active.length;
    if (!inARow || active.some((hour) => hours[hour] !== n)) return false;
  }
  return ran;
}

/** Whether the rhythm bears the stated frequency out. */
export function holds(frequency: Frequency, rhythm: Rhythm): boolean {
  switch (frequency.kind) {
    case 'count': {
      const counts = { hour: rhythm.perHour, day: rhythm.perDay, week: rhythm.perWeek }[
        frequency.per
      ];
      if (frequency.atMost) return counts.every((c) => c <= frequency.n);
      if (frequency.per !== 'hour') return counts.every((c) => c === frequency.n);
      return hourlyOnItsDays(rhythm, frequency.n);
    }
    case 'every': {
      const gaps = frequency.minutes < 24 * 60 ? rhythm.dayGaps : rhythm.gaps;
      return gaps.size === 1 && gaps.has(frequency.minutes);
    }
    case 'weekdays':
      return (
        rhythm.weekdays.size === frequency.days.size &&
        [...frequency.days].every((day) => rhythm.weekdays.has(day))
      );
    case 'time':
      return rhythm.times.has(frequency.time);
  }
}
