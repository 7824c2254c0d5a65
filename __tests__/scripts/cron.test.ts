// How often a schedule runs (scripts/cron.ts) and the frequencies a sentence states
// (scripts/frequency.ts): the two halves of the docs' "how often" check.
import { describe, expect, test } from '@jest/globals';
import { describeRhythm, parseCron, rhythmOf, type Rhythm } from '../../scripts/cron.js';
import { frequenciesIn, holds, type Frequency } from '../../scripts/frequency.js';

const rhythm = (...crons: string[]): Rhythm => {
  const found = rhythmOf(crons);
  if (!found) throw new Error(`not a cron GitHub accepts: ${crons.join(', ')}`);
  return found;
};

describe('a cron, as GitHub reads it', () => {
  test('five fields, each a value, a list, a range, a step or a name; anything else is refused', () => {
    expect(parseCron('*/10 * * * *')?.minutes.size).toBe(6);
    expect([...parseCron('17 6 * * 1,4')!.weekdays]).toEqual([1, 4]);
    expect([...parseCron('0 9 * * MON-FRI')!.weekdays]).toEqual([1, 2, 3, 4, 5]);
    expect([...parseCron('0 0 1 jan,Jul *')!.months]).toEqual([1, 7]);
    // A step from a single value runs to the field's end.
    expect([...parseCron('5/20 * * * *')!.minutes]).toEqual([5, 25, 45]);
    expect([...parseCron('0 1-10/3 * * *')!.hours]).toEqual([1, 4, 7, 10]);
    // GitHub's own rule: Sunday is 0 (not 7), five fields, a range that runs forward.
    for (const refused of [
      '0 0 * * 7',
      '* * * *',
      '0 0 * * * *',
      '0 10-2 * * *',
      '60 * * * *',
      'x',
    ]) {
      expect({ refused, parsed: parseCron(refused) }).toEqual({ refused, parsed: undefined });
    }
    expect(rhythmOf(['*/10 * * * *', 'nope'])).toBeUndefined();
  });

  test('counts a year of runs: each day, each whole week, each hour, the gaps, the weekdays, the times', () => {
    const sweep = rhythm('*/10 * * * *');
    expect(new Set(sweep.perDay)).toEqual(new Set([144]));
    expect(new Set(sweep.perWeek)).toEqual(new Set([1008]));
    expect(new Set(sweep.perHour)).toEqual(new Set([6]));
    expect([...sweep.gaps]).toEqual([10]);
    expect(sweep.weekdays.size).toBe(7);

    const digest = rhythm('17 6 * * 1,4');
    expect(new Set(digest.perWeek)).toEqual(new Set([2]));
    expect(new Set(digest.perDay)).toEqual(new Set([0, 1]));
    expect([...digest.gaps].sort()).toEqual([3 * 1440, 4 * 1440]);
    expect([...digest.weekdays].sort()).toEqual([1, 4]);
    expect([...digest.times]).toEqual(['06:17']);
  });

  test('a day matches when both day fields do, or either when neither is `*`', () => {
    // The 13th of each month, and every Friday.
    const either = rhythm('0 0 13 * 5');
    expect(either.perDay.reduce((a, b) => a + b, 0)).toBe(12 + 52 - 1); // 2025's one Friday the 13th (June) counts once
    // Every Friday in January.
    const both = rhythm('0 0 * 1 5');
    expect(both.perDay.reduce((a, b) => a + b, 0)).toBe(5);
    // Two crons together: their runs, each once.
    expect(new Set(rhythm('0 * * * *', '0 */2 * * *').perDay)).toEqual(new Set([24]));
  });

  test('says how often in the words a person would write', () => {
    expect(describeRhythm(rhythm('*/10 * * * *'))).toBe('every 10 minutes');
    expect(describeRhythm(rhythm('0 * * * *'))).toBe('once an hour');
    expect(describeRhythm(rhythm('0 */6 * * *'))).toBe('every 6 hours');
    expect(describeRhythm(rhythm('30 2 * * *'))).toBe('once a day');
    expect(describeRhythm(rhythm('0 8,18 * * *'))).toBe('twice a day');
    expect(describeRhythm(rhythm('17 6 * * 1'))).toBe('once a week');
    expect(describeRhythm(rhythm('17 6 * * 1,4'))).toBe('twice a week');
    expect(describeRhythm(rhythm('0 9 * * 1-5'))).toBe('5 times a week');
    expect(describeRhythm(rhythm('17 8-17 * * 1-5'))).toBe('hourly on weekdays, 08:17–17:17 UTC');
    expect(describeRhythm(rhythm('*/10 7-19 * * 1-5'))).toBe(
      'every 10 minutes on weekdays, 07:00–19:50 UTC',
    );
    expect(describeRhythm(rhythm('0 8-18/2 * * 0,6'))).toBe(
      'every 2 hours on Sundays, Saturdays, 08:00–18:00 UTC',
    );
    expect(describeRhythm(rhythm('0 8-11 * * *'))).toBe('hourly, 08:00–11:00 UTC');
    expect(describeRhythm(rhythm('0 8-9 * * *'))).toBe('twice a day');
    expect(describeRhythm(rhythm('0 0 * * 1,3', '0 12 * * 1'))).toBe('3 times a week');
    expect(describeRhythm(rhythm('0 0 1 * *'))).toBe('12 times a year');
    expect(describeRhythm(rhythm('0 0 30 2 *'))).toBe('never');
  });
});

describe('the frequencies a sentence states', () => {
  const said = (text: string): Frequency[] => frequenciesIn(text).map((s) => s.frequency);

  test('every N minutes or hours, N runs a day, once or twice a week, at most, adverbs', () => {
    expect(said('It runs every 10 minutes, 144 short runs a day.')).toEqual([
      { kind: 'every', minutes: 10 },
      { kind: 'count', n: 144, per: 'day', atMost: false },
    ]);
    expect(said('every hour; every 2 hours; every day; every week')).toEqual([
      { kind: 'every', minutes: 60 },
      { kind: 'every', minutes: 120 },
      { kind: 'every', minutes: 1440 },
      { kind: 'every', minutes: 10080 },
    ]);
    expect(said('at most twice a week, one job a week, 1,008 runs per week')).toEqual([
      { kind: 'count', n: 2, per: 'week', atMost: true },
      { kind: 'count', n: 1, per: 'week', atMost: false },
      { kind: 'count', n: 1008, per: 'week', atMost: false },
    ]);
    expect(said('at most once an hour, hourly, daily, weekly, a twice-weekly digest')).toEqual([
      { kind: 'count', n: 1, per: 'hour', atMost: true },
      { kind: 'count', n: 1, per: 'hour', atMost: false },
      { kind: 'count', n: 1, per: 'day', atMost: false },
      { kind: 'count', n: 1, per: 'week', atMost: false },
      { kind: 'count', n: 2, per: 'week', atMost: false },
    ]);
  });

  test('weekdays named together, and a time of day in UTC', () => {
    expect(frequenciesIn('Mondays and Thursdays 06:17 UTC')).toEqual([
      { phrase: 'Mondays and Thursdays', frequency: { kind: 'weekdays', days: new Set([1, 4]) } },
      { phrase: '06:17 UTC', frequency: { kind: 'time', time: '06:17' } },
    ]);
    expect(said('every Monday at 6:05 UTC')).toEqual([
      { kind: 'weekdays', days: new Set([1]) },
      { kind: 'time', time: '06:05' },
    ]);
  });

  test('not a frequency: a length of time, a limit, a vague number, a minute', () => {
    for (const text of [
      'at most 10 an hour for each person below maintain',
      '5 jobs a day per project',
      'up to 70 minutes a week',
      '100 new jobs and follow-ups per project per hour',
      'one job per digest',
      'every few minutes',
      'a heartbeat about once a minute',
      'an hour-long job',
      'at 6:17',
    ]) {
      expect({ text, said: said(text) }).toEqual({ text, said: [] });
    }
  });

  test("holds when the schedule's rhythm bears it out, exactly or at most", () => {
    const sweep = rhythm('*/10 * * * *');
    const hourly = rhythm('0 * * * *');
    const digest = rhythm('17 6 * * 1,4');
    const check = (text: string, r: Rhythm) =>
      frequenciesIn(text).map((s) => holds(s.frequency, r));
    expect(check('every 10 minutes, 144 runs a day, 6 times an hour', sweep)).toEqual([
      true,
      true,
      true,
    ]);
    expect(check('every 10 minutes, 144 runs a day, once an hour', hourly)).toEqual([
      false,
      false,
      true,
    ]);
    expect(check('at most once an hour, at most 24 runs a day', hourly)).toEqual([true, true]);
    expect(check('at most once an hour', sweep)).toEqual([false]);
    expect(check('twice a week, Mondays and Thursdays, 06:17 UTC', digest)).toEqual([
      true,
      true,
      true,
    ]);
    expect(check('once a week, every Monday, 07:17 UTC, at most twice a week', digest)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(check('once a day', digest)).toEqual([false]);
  });

  test('hourly, or every N minutes, within the hours it runs: working hours on weekdays are hourly', () => {
    const working = rhythm('17 8-17 * * 1-5');
    const check = (text: string, r: Rhythm) =>
      frequenciesIn(text).map((s) => holds(s.frequency, r));
    expect(
      check('hourly, every hour, once an hour, 50 runs a week, 10 runs a day', working),
    ).toEqual([true, true, true, true, false]);
    expect(check('every 10 minutes', rhythm('*/10 7-19 * * 1-5'))).toEqual([true]);
    // Once a day is not hourly; two hours apart is not hourly; a run every other day is not daily.
    expect(check('hourly', rhythm('17 8 * * *'))).toEqual([false]);
    expect(check('hourly', rhythm('0 8,10 * * *'))).toEqual([false]);
    expect(check('twice an hour', rhythm('0,30 8-9 * * *'))).toEqual([true]);
    expect(check('every day', rhythm('0 8 */2 * *'))).toEqual([false]);
    expect(check('hourly', rhythm('0 0 30 2 *'))).toEqual([false]);
  });
});
