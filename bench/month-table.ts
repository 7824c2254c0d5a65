// What a month played through a set of examples cost, from what each workflow run did: pure, so
// the table's columns are checked to add up without playing a month (__tests__/bench/month.test.ts).

const MINUTE = 60_000;

/**
 * Assumed, not measured: a hosted runner's job set-up and tear-down around the steps (as
 * bench/sweep.ts assumes), added to each run's time before it is rounded up.
 */
export const RUNNER_SETUP_MS = 10_000;

/** One workflow run (or one scheduled run counted as a copy of a played one). */
export interface RunTally {
  /** The workflow's file (with its overrides marked). */
  readonly workflow: string;
  /** A runner started: the job's `if:` held. Only these are billed and counted as runs. */
  readonly runnerStarted: boolean;
  readonly failed: boolean;
  /** Why it failed: its first error line, ids left out (so alike failures read alike). */
  readonly failure?: string;
  /** The time the steps took, in the month's time (a waiting step: until its job ended). */
  readonly stepsMs: number;
  /** Jobs this run started (created, or an automation run triggered). */
  readonly jobs: number;
  /** Of those, started by an event from someone who may not ask, or a second job for one change. */
  readonly unasked: number;
  readonly followUps: number;
  /** Played for real (false: a scheduled run counted as the copy of an identical played one). */
  readonly played: boolean;
}

/** GitHub bills each job rounded up to a whole minute: a started runner costs at least one. */
export function billedMinutes(run: Pick<RunTally, 'runnerStarted' | 'stepsMs'>): number {
  if (!run.runnerStarted) return 0;
  return Math.max(1, Math.ceil((run.stepsMs + RUNNER_SETUP_MS) / MINUTE));
}

export interface SetMonth {
  readonly name: string;
  readonly runs: readonly RunTally[];
  /** The month's changes that matter (writers' labelled issues, code merged or pushed to the default branch). */
  readonly changesThatMatter: number;
  /** Of those, the ones some job worked on (a digest's job counts for every change it covered). */
  readonly served: number;
  /** The most jobs one change that matters got (a new job asked for after a failed one not counted). */
  readonly mostJobsForOneChange: number;
  /** Jobs asked for again after a change's job failed: spent, but no second job for one change. */
  readonly retries: number;
  /** Rounds that did not wait and were never answered: their thread still carries the working label at the month's end. */
  readonly unanswered: number;
}

export interface MonthRow {
  readonly name: string;
  readonly jobs: number;
  readonly followUps: number;
  readonly runs: number;
  readonly minutes: number;
  readonly failed: number;
  readonly unasked: number;
  readonly changesThatMatter: number;
  readonly served: number;
  /** Jobs (a new one after a failed one not counted) ÷ changes served; undefined when none was served. */
  readonly jobsPerChange: number | undefined;
  readonly mostJobsForOneChange: number;
  /** Scheduled runs counted, not played (copies of an identical played one). */
  readonly counted: number;
}

/** One workflow's share of a set's row. */
export interface WorkflowShare {
  readonly workflow: string;
  readonly runs: number;
  readonly minutes: number;
  readonly failed: number;
  readonly jobs: number;
  readonly unasked: number;
  readonly followUps: number;
  readonly counted: number;
}

const sum = <T>(items: readonly T[], of: (item: T) => number): number =>
  items.reduce((total, item) => total + of(item), 0);

/** A workflow's (or a set's) runs added up. */
function totals(runs: readonly RunTally[]): Omit<WorkflowShare, 'workflow'> {
  const started = runs.filter((run) => run.runnerStarted);
  return {
    runs: started.length,
    minutes: sum(started, billedMinutes),
    failed: started.filter((run) => run.failed).length,
    jobs: sum(runs, (run) => run.jobs),
    unasked: sum(runs, (run) => run.unasked),
    followUps: sum(runs, (run) => run.followUps),
    counted: started.filter((run) => !run.played).length,
  };
}

/** The set's row: every column the sum over its runs. */
export function monthRow(set: SetMonth): MonthRow {
  const all = totals(set.runs);
  return {
    name: set.name,
    jobs: all.jobs,
    followUps: all.followUps,
    runs: all.runs,
    minutes: all.minutes,
    failed: all.failed,
    unasked: all.unasked,
    changesThatMatter: set.changesThatMatter,
    served: set.served,
    jobsPerChange: set.served === 0 ? undefined : (all.jobs - set.retries) / set.served,
    mostJobsForOneChange: set.mostJobsForOneChange,
    counted: all.counted,
  };
}

/** Each workflow's share of the row, in the order the workflows first ran. */
export function workflowShares(set: SetMonth): WorkflowShare[] {
  const names = [...new Set(set.runs.map((run) => run.workflow))];
  return names.map((workflow) => ({
    workflow,
    ...totals(set.runs.filter((run) => run.workflow === workflow)),
  }));
}

const count = (n: number): string => n.toLocaleString('en-US');

export const MONTH_COLUMNS = [
  'Set',
  'Jobs',
  'Follow-ups',
  'Runs',
  'Runner minutes billed',
  'Failed runs',
  'Jobs nobody asked for',
  'Changes that matter served',
  'Jobs per change that matters (most for one)',
] as const;

export function monthTableRows(rows: readonly MonthRow[]): string[][] {
  return rows.map((row) => [
    row.name,
    count(row.jobs),
    count(row.followUps),
    count(row.runs),
    count(row.minutes),
    count(row.failed),
    count(row.unasked),
    `${count(row.served)} of ${count(row.changesThatMatter)}`,
    row.jobsPerChange === undefined
      ? '—'
      : `${row.jobsPerChange.toFixed(2)} (${count(row.mostJobsForOneChange)})`,
  ]);
}

export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The per-workflow breakdown of every set: what each row is made of. */
export function sharesTable(sets: readonly SetMonth[]): string {
  const rows = sets.flatMap((set) =>
    workflowShares(set).map((share) => [
      set.name,
      share.workflow,
      share.counted > 0
        ? `${count(share.runs)} (${count(share.counted)} counted)`
        : count(share.runs),
      count(share.minutes),
      count(share.failed),
      count(share.jobs),
      count(share.unasked),
      count(share.followUps),
    ]),
  );
  return markdownTable(
    ['Set', 'Workflow', 'Runs', 'Runner minutes', 'Failed', 'Jobs', 'Nobody asked', 'Follow-ups'],
    rows,
  );
}

/** Why runs failed across the sets, the most common reason first: `reason ×count`. */
export function failureReasons(sets: readonly SetMonth[]): string[] {
  const counts = new Map<string, number>();
  for (const run of sets.flatMap((set) => set.runs)) {
    if (!run.runnerStarted || !run.failed) continue;
    const reason = run.failure ?? 'no error line';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, n]) => `${reason} ×${count(n)}`);
}
