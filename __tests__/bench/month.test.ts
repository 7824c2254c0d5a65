// The month bench (bench/month*.ts): the month's event stream has the composition it states, the
// crons fire when cron says, and the table's columns add up, on made-up runs and on the quick
// variant played through the first set of examples. No time is asserted.
import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_SETS, MINTLIFY_GUIDE, QUICK, exampleLabel } from '../../bench/month-sets.js';
import {
  MONTH,
  PEOPLE,
  jobOutcomes,
  monthStream,
  seededRandom,
  type MonthEvent,
} from '../../bench/month-stream.js';
import { cronTimes } from '../../scripts/cron.js';
import {
  RUNNER_SETUP_MS,
  billedMinutes,
  failureReasons,
  monthRow,
  monthTableRows,
  workflowShares,
  type RunTally,
  type SetMonth,
} from '../../bench/month-table.js';
import { changesThatMatter, loadSet, playMonth } from '../../bench/month.js';
import { readExample } from '../examples/actions-runner.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const stream = monthStream();
const ofKind = <K extends MonthEvent['kind']>(kind: K) =>
  stream.events.filter((event): event is Extract<MonthEvent, { kind: K }> => event.kind === kind);
const writers: readonly string[] = PEOPLE.writers;
const outsiders: readonly string[] = PEOPLE.outsiders;

describe("the month's event stream", () => {
  const team = stream.pulls.filter((pull) => !pull.fork);
  const forks = stream.pulls.filter((pull) => pull.fork);

  it('60 merged pull requests: 40 % touch only tests and CI, 10 merged by the merge bot, the others by writers', () => {
    const merged = ofKind('pull-merged');
    expect(merged).toHaveLength(60);
    expect(new Set(merged.map((event) => event.pull))).toEqual(new Set(team.map((p) => p.id)));
    expect(team.filter((pull) => pull.touches === 'tests-ci')).toHaveLength(24);
    for (const pull of team) {
      expect(pull.file.startsWith('src/')).toBe(pull.touches === 'code');
    }
    expect(merged.filter((event) => event.by === PEOPLE.mergeBot)).toHaveLength(10);
    expect(
      merged.filter((event) => event.by !== PEOPLE.mergeBot).every((e) => writers.includes(e.by)),
    ).toBe(true);
  });

  it('12 pull requests that touch code labelled for docs by writers, each pushed to 3 times after its label and before its merge', () => {
    const labelled = ofKind('pull-labelled');
    expect(labelled).toHaveLength(12);
    for (const label of labelled) {
      expect(writers).toContain(label.by);
      expect(stream.pulls[label.pull]).toMatchObject({
        touches: 'code',
        fork: false,
        labelledForDocs: true,
      });
      const pushes = ofKind('pull-pushed').filter((push) => push.pull === label.pull);
      const merge = ofKind('pull-merged').find((event) => event.pull === label.pull);
      expect(pushes).toHaveLength(3);
      for (const push of pushes) {
        expect(push.at).toBeGreaterThan(label.at);
        expect(push.at).toBeLessThan(merge?.at ?? 0);
      }
    }
  });

  it('20 direct pushes by writers, 40 % of them tests and CI only', () => {
    expect(ofKind('pushed')).toHaveLength(20);
    expect(stream.pushes.filter((push) => push.touches === 'tests-ci')).toHaveLength(8);
    expect(stream.pushes.every((push) => writers.includes(push.by))).toBe(true);
  });

  it('8 fork pull requests by outsiders: opened, pushed to once by their author, never merged', () => {
    expect(forks).toHaveLength(8);
    for (const fork of forks) {
      expect(outsiders).toContain(fork.author);
      expect(ofKind('pull-opened').filter((e) => e.pull === fork.id)).toHaveLength(1);
      expect(
        ofKind('pull-pushed')
          .filter((e) => e.pull === fork.id)
          .map((e) => e.by),
      ).toEqual([fork.author]);
      expect(ofKind('pull-merged').some((e) => e.pull === fork.id)).toBe(false);
    }
    expect(ofKind('pull-opened')).toHaveLength(68);
  });

  it("30 issues labelled by writers and 5 by an issue form on outsiders' issues", () => {
    expect(ofKind('issue-labelled')).toHaveLength(35);
    const byWriters = stream.issues.filter((issue) => !issue.byForm);
    const byForm = stream.issues.filter((issue) => issue.byForm);
    expect(byWriters).toHaveLength(30);
    expect(byWriters.every((issue) => writers.includes(issue.labelledBy))).toBe(true);
    expect(byForm).toHaveLength(5);
    expect(byForm.every((issue) => outsiders.includes(issue.labelledBy))).toBe(true);
  });

  it('40 `/agent …` comments by writers (one on each labelled issue after its label, 10 on merged pull requests after the merge) and 15 by outsiders', () => {
    const comments = ofKind('commented');
    expect(comments.every((comment) => comment.body.startsWith('/agent '))).toBe(true);
    const byWriters = comments.filter((comment) => writers.includes(comment.by));
    const byOutsiders = comments.filter((comment) => outsiders.includes(comment.by));
    expect(byWriters).toHaveLength(40);
    expect(byOutsiders).toHaveLength(15);
    const labelAt = new Map(ofKind('issue-labelled').map((event) => [event.issue, event.at]));
    const mergeAt = new Map(ofKind('pull-merged').map((event) => [event.pull, event.at]));
    const onIssues = byWriters.filter((comment) => 'issue' in comment.on);
    expect(new Set(onIssues.map((c) => ('issue' in c.on ? c.on.issue : -1)))).toEqual(
      new Set(stream.issues.filter((issue) => !issue.byForm).map((issue) => issue.id)),
    );
    for (const comment of byWriters) {
      const after =
        'issue' in comment.on ? labelAt.get(comment.on.issue) : mergeAt.get(comment.on.pull);
      expect(comment.at - (after ?? Infinity)).toBeGreaterThanOrEqual(60 * MINUTE);
    }
    const onPulls = byWriters.filter((comment) => 'pull' in comment.on);
    expect(onPulls).toHaveLength(10);
    for (const comment of onPulls) {
      const pull = 'pull' in comment.on ? stream.pulls[comment.on.pull] : undefined;
      expect(pull).toMatchObject({ touches: 'code', labelledForDocs: false, fork: false });
    }
  });

  it('in time order, within the month; what people start happens on weekdays in working hours', () => {
    const times = stream.events.map((event) => event.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(stream.end - stream.start).toBe(MONTH.days * DAY);
    expect(new Date(stream.start).getUTCDay()).toBe(1);
    for (const event of stream.events) {
      expect(event.at).toBeGreaterThanOrEqual(stream.start);
      expect(event.at).toBeLessThan(stream.end);
    }
    for (const event of [
      ...ofKind('pull-opened'),
      ...ofKind('pushed'),
      ...ofKind('issue-labelled'),
    ]) {
      const date = new Date(event.at);
      expect([0, 6]).not.toContain(date.getUTCDay());
      expect(date.getUTCHours()).toBeGreaterThanOrEqual(MONTH.workFromHour);
      expect(date.getUTCHours()).toBeLessThan(MONTH.workToHour);
    }
  });

  it('seeded: the same month every time, another seed another month', () => {
    expect(monthStream()).toEqual(stream);
    const other = monthStream({ ...MONTH, seed: MONTH.seed + 1 });
    expect(other.events.map((e) => e.at)).not.toEqual(stream.events.map((e) => e.at));
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it("the jobs' outcomes: 80 % with a pull request, 15 % without, 5 % failed, in each block of 20", () => {
    const outcomes = jobOutcomes(100);
    for (let block = 0; block < 100; block += 20) {
      const of = (outcome: string) =>
        outcomes.slice(block, block + 20).filter((o) => o === outcome).length;
      expect([of('pr'), of('no-pr'), of('failed')]).toEqual([16, 3, 1]);
    }
    expect(jobOutcomes(100)).toEqual(outcomes);
    expect(jobOutcomes(7)).toEqual(outcomes.slice(0, 7));
  });

  it("changes that matter: the writers' labelled issues, code merged and code pushed (30 + 36 + 12)", () => {
    const all = changesThatMatter(stream, stream.end);
    expect(all.size).toBe(78);
    expect([...all].filter((c) => c.startsWith('issue:'))).toHaveLength(30);
    expect([...all].filter((c) => c.startsWith('pull:'))).toHaveLength(36);
    expect([...all].filter((c) => c.startsWith('push:'))).toHaveLength(12);
    expect(changesThatMatter(stream, stream.start).size).toBe(0);
  });
});

describe('cron times', () => {
  const from = MONTH.start;
  const to = from + 30 * DAY;

  it('every 10 minutes: 4,320 runs in 30 days', () => {
    const times = cronTimes('*/10 * * * *', from, to);
    expect(times).toHaveLength(4320);
    expect(times[1]! - times[0]!).toBe(10 * MINUTE);
  });

  it("the digest's Mondays and Thursdays at 06:17: 9 in 30 days from a Monday, two a week", () => {
    const times = cronTimes('17 6 * * 1,4', from, to);
    expect(times).toHaveLength(9);
    expect(times.map((t) => new Date(t).toISOString().slice(0, 16))).toContain('2030-01-07T06:17');
    expect(times.map((t) => new Date(t).getUTCDay())).toEqual([1, 4, 1, 4, 1, 4, 1, 4, 1]);
  });

  it('hourly in working hours on weekdays: 13 a day on 22 weekdays', () => {
    expect(cronTimes('23 7-19 * * 1-5', from, to)).toHaveLength(13 * 22);
    expect(
      cronTimes('0 9-17/4 * * *', from, from + DAY).map((t) => new Date(t).getUTCHours()),
    ).toEqual([9, 13, 17]);
  });

  it('a day of the month and a day of the week both given: either one fires (as cron reads it); day names as GitHub reads them', () => {
    // 2030-01-07 is a Monday: the 10th is a Thursday, the 13th a Sunday.
    const days = (cron: string) =>
      cronTimes(cron, from, from + 7 * DAY).map((t) => new Date(t).getUTCDate());
    expect(days('0 0 10 * 0')).toEqual([10, 13]);
    expect(days('0 0 * * SUN')).toEqual([13]);
    expect(days('0 0 * * MON')).toEqual([7]);
    expect(days('0 0 10 * *')).toEqual([10]);
  });

  it('a cron GitHub refuses is an error, not a schedule that never fires', () => {
    expect(() => cronTimes('*/10 * * *', from, to)).toThrow(/five fields/);
    expect(() => cronTimes('61 * * * *', from, to)).toThrow(/GitHub does not accept/);
    // GitHub's rule has no 7 for Sunday.
    expect(() => cronTimes('0 0 * * 7', from, to)).toThrow(/GitHub does not accept/);
  });
});

describe('the table', () => {
  const run = (over: Partial<RunTally>): RunTally => ({
    workflow: 'a.yml',
    runnerStarted: true,
    failed: false,
    stepsMs: 0,
    jobs: 0,
    unasked: 0,
    followUps: 0,
    played: true,
    ...over,
  });

  it('bills each started run rounded up to a whole minute with the set-up, at least one; a run that never started nothing', () => {
    expect(billedMinutes(run({ stepsMs: 0 }))).toBe(1);
    expect(billedMinutes(run({ stepsMs: 60_000 - RUNNER_SETUP_MS }))).toBe(1);
    expect(billedMinutes(run({ stepsMs: 60_001 - RUNNER_SETUP_MS }))).toBe(2);
    expect(billedMinutes(run({ stepsMs: 15 * MINUTE + 20_000 }))).toBe(16);
    expect(billedMinutes(run({ runnerStarted: false, stepsMs: 5 * MINUTE }))).toBe(0);
  });

  it("a set's row is the sum of its workflows' shares; jobs per change leaves out the new jobs after failed ones", () => {
    const set: SetMonth = {
      name: 'made up',
      changesThatMatter: 10,
      served: 4,
      mostJobsForOneChange: 1,
      retries: 1,
      unanswered: 0,
      runs: [
        run({
          workflow: 'a.yml',
          stepsMs: 15 * MINUTE + 30_000,
          jobs: 2,
          unasked: 1,
          failed: true,
        }),
        run({ workflow: 'a.yml', runnerStarted: false }),
        run({ workflow: 'b.yml', jobs: 3, followUps: 2 }),
        run({ workflow: 'b.yml', played: false }),
        run({ workflow: 'c.yml', runnerStarted: false }),
      ],
    };
    const row = monthRow(set);
    const shares = workflowShares(set);
    expect(shares.map((share) => share.workflow)).toEqual(['a.yml', 'b.yml', 'c.yml']);
    for (const column of [
      'runs',
      'minutes',
      'failed',
      'jobs',
      'unasked',
      'followUps',
      'counted',
    ] as const) {
      expect(shares.reduce((total, share) => total + share[column], 0)).toBe(row[column]);
    }
    expect(row).toMatchObject({
      runs: 3,
      minutes: 16 + 1 + 1,
      failed: 1,
      jobs: 5,
      unasked: 1,
      followUps: 2,
      counted: 1,
    });
    expect(row.jobsPerChange).toBe((5 - 1) / 4);
    expect(monthTableRows([row])).toEqual([
      ['made up', '5', '2', '3', '18', '1', '1', '4 of 10', '1.00 (1)'],
    ]);
    expect(monthTableRows([monthRow({ ...set, served: 0 })])[0]?.[8]).toBe('—');
  });

  it('says why runs failed, the most common reason first; a run that never started did not fail', () => {
    const set = (runs: RunTally[]): SetMonth => ({
      name: 'made up',
      changesThatMatter: 0,
      served: 0,
      mostJobsForOneChange: 0,
      retries: 0,
      unanswered: 0,
      runs,
    });
    const failing = (failure?: string) => run({ failed: true, ...(failure && { failure }) });
    expect(
      failureReasons([
        set([failing('job … failed'), failing('no token'), run({})]),
        set([failing('job … failed'), failing(), run({ runnerStarted: false, failed: true })]),
      ]),
    ).toEqual(['job … failed ×2', 'no error line ×1', 'no token ×1']);
    expect(failureReasons([set([run({})])])).toEqual([]);
  });
});

describe('the sets', () => {
  it("the README's quick start first, then the one that waited, its override marked", () => {
    expect(EXAMPLE_SETS[0]?.examples.map(exampleLabel)).toEqual([
      'label-no-wait.yml',
      'issue-comment.yml',
      'sweep.yml',
    ]);
    expect(EXAMPLE_SETS[1]?.examples.map(exampleLabel)).toEqual([
      'issue-labelled.yml',
      'issue-comment.yml (wait: true)',
    ]);
    expect(new Set(EXAMPLE_SETS.map((set) => set.name)).size).toBe(EXAMPLE_SETS.length);
  });

  it("an override reaches the steps of this repository's actions only", async () => {
    const [, comment] = (await loadSet(EXAMPLE_SETS[1]!)).workflows;
    const steps = Object.values(comment!.jobs)[0]!.steps;
    expect(comment!.file).toBe('examples/issue-comment.yml (wait: true)');
    expect(steps.filter((step) => step.with?.wait === 'true').map((step) => step.uses)).toEqual([
      'OWNER/agent-job-action@v1',
    ]);
  });
});

describe('the quick variant, played', () => {
  it("the first set over the month's first days: every column adds up from the runs", async () => {
    const set = await loadSet(EXAMPLE_SETS[0]!);
    const played = await playMonth(set, stream, { days: QUICK.days });
    const row = monthRow(played);
    const shares = workflowShares(played);
    for (const column of ['runs', 'minutes', 'failed', 'jobs', 'unasked', 'followUps'] as const) {
      expect(shares.reduce((total, share) => total + share[column], 0)).toBe(row[column]);
    }
    expect(row.runs).toBe(played.runs.filter((r) => r.runnerStarted).length);
    expect(row.runs).toBeGreaterThan(0);
    expect(row.jobs).toBeGreaterThan(0);
    expect(row.unasked).toBeLessThanOrEqual(row.jobs);
    expect(row.minutes).toBeGreaterThanOrEqual(row.runs);
    expect(played.changesThatMatter).toBe(
      changesThatMatter(stream, stream.start + QUICK.days * DAY).size,
    );
    expect(played.served).toBeLessThanOrEqual(played.changesThatMatter);
    expect(shares.map((share) => share.workflow).sort()).toEqual(
      set.workflows.map((workflow) => workflow.file.replace(/^examples\//, '')).sort(),
    );
  });
});

describe('who asked, as the month counts it', () => {
  const days = 2;
  const until = stream.start + days * DAY;
  /** Pushes to the default branch in the days played: the merges' and the direct ones. */
  const pushes = stream.events.filter(
    (event) => event.at < until && (event.kind === 'pull-merged' || event.kind === 'pushed'),
  ).length;

  it("a job per push installed twice: every push's second job is one nobody asked for", async () => {
    const twice = {
      name: 'the guide twice',
      workflows: [
        await readExample('first.yml', MINTLIFY_GUIDE.yaml),
        await readExample('second.yml', MINTLIFY_GUIDE.yaml),
      ],
    };
    const row = monthRow(await playMonth(twice, stream, { days }));
    expect(pushes).toBeGreaterThan(0);
    expect(row.jobs).toBe(2 * pushes);
    expect(row.unasked).toBe(pushes);
    expect(row.mostJobsForOneChange).toBe(2);
  });

  it('a scheduled sweep with nothing to finish is played once and counted after that, one runner minute each', async () => {
    const sweep = await loadSet({ name: 'the sweep', examples: ['sweep.yml'] });
    const played = await playMonth(sweep, stream, { days });
    const crons = sweep.workflows.flatMap(
      (workflow) =>
        (workflow.template.events as { schedule?: Array<{ cron: string }> }).schedule ?? [],
    );
    const fired = crons.flatMap(({ cron }) => cronTimes(cron, stream.start, until)).length;
    const row = monthRow(played);
    expect(row.runs).toBe(fired);
    expect(row.counted).toBe(fired - 1);
    expect(row.minutes).toBe(fired);
    expect(row.jobs).toBe(0);
  });
});
