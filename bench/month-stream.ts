// A month of a team, as data: who works on the repository, what they do and when (seeded, so every
// run plays the same month), and the outcomes of the agent's jobs in order. Pure: bench/month.ts
// plays it through the examples, with the times the examples' crons fire from scripts/cron.ts.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How a job ends. */
export type Outcome = 'pr' | 'no-pr' | 'failed';

/** What a month is made of (MONTH below). */
export interface Month {
  readonly start: number;
  readonly days: number;
  readonly seed: number;
  readonly workFromHour: number;
  readonly workToHour: number;
  readonly mergedPulls: number;
  readonly testsAndCiShare: number;
  readonly mergedByBot: number;
  readonly docsLabelledPulls: number;
  readonly pushesPerDocsPull: number;
  readonly agentCommentsOnMergedPulls: number;
  readonly directPushes: number;
  readonly forkPulls: number;
  readonly issuesLabelledByWriters: number;
  readonly issuesLabelledByForm: number;
  readonly agentCommentsByWriters: number;
  readonly agentCommentsByOutsiders: number;
  readonly jobMinutes: number;
  readonly outcomesPer20: Readonly<Record<Outcome, number>>;
}

/** The month's composition: what the team does in it (edit here to play another month). */
export const MONTH: Month = {
  /** Monday 2030-01-07 00:00 UTC, and 30 days from it. */
  start: Date.UTC(2030, 0, 7),
  days: 30,
  seed: 20_300_107,
  /** Working hours (UTC, Monday to Friday), when people act. */
  workFromHour: 9,
  workToHour: 18,
  /** Pull requests of the team's branches merged into the default branch. */
  mergedPulls: 60,
  /** Of the merged pull requests, and of the direct pushes: those that touch only tests and CI. */
  testsAndCiShare: 0.4,
  /** Of the merged pull requests: merged by the merge bot (as queued by a writer). */
  mergedByBot: 10,
  /** Of the merged pull requests that touch code: labelled for docs while open, then pushed to. */
  docsLabelledPulls: 12,
  pushesPerDocsPull: 3,
  /** Of the merged pull requests that touch code and were not labelled: a writer's `/agent …` after the merge. */
  agentCommentsOnMergedPulls: 10,
  /** Pushes straight to the default branch by writers. */
  directPushes: 20,
  /** Pull requests from outsiders' forks: opened, pushed to once, not merged in the month. */
  forkPulls: 8,
  /** Issues a writer labels for the agent; each gets one `/agent …` from a writer after its result. */
  issuesLabelledByWriters: 30,
  /** Outsiders' issues that an issue form labels for the agent (the outsider is who added it). */
  issuesLabelledByForm: 5,
  /** `/agent …` comments by writers (on the labelled issues, then on merged pull requests). */
  agentCommentsByWriters: 40,
  /** `/agent …` comments by outsiders (on the writers' labelled issues and on their own). */
  agentCommentsByOutsiders: 15,
  /** How long each agent job (and each follow-up round) works. */
  jobMinutes: 15,
  /** Of every 20 jobs, in a seeded order: ended with a pull request, without one, failed. */
  outcomesPer20: { pr: 16, 'no-pr': 3, failed: 1 },
};

/** Who acts in the month, by login. */
export const PEOPLE = {
  /** Hold write or more (Codertocat and octocat are admins of the GitHub fake's repositories). */
  writers: ['Codertocat', 'octocat', 'ana-dev', 'ben-dev', 'cleo-dev'],
  outsiders: ['visitor-1', 'visitor-2', 'visitor-3', 'visitor-4', 'visitor-5'],
  mergeBot: 'mergify[bot]',
  /** The agent's GitHub App, which opens its docs pull requests. */
  agent: 'mintlify[bot]',
} as const;

/** What a change touches: the product's code (documented) or only tests and CI (not). */
type Touches = 'code' | 'tests-ci';

interface PullSpec {
  readonly id: number;
  readonly author: string;
  readonly fork: boolean;
  readonly touches: Touches;
  /** The one file it changes. */
  readonly file: string;
  readonly labelledForDocs: boolean;
  /** Who merges it; undefined: not merged in the month (a fork's). */
  readonly mergedBy?: string;
}

interface PushSpec {
  readonly id: number;
  readonly by: string;
  readonly touches: Touches;
  readonly file: string;
}

interface IssueSpec {
  readonly id: number;
  /** Who adds the label: a writer, or the outsider whose issue form adds it. */
  readonly labelledBy: string;
  readonly byForm: boolean;
}

/** Where a comment is written: an issue of the month, or a pull request's thread. */
export type Thread = { readonly issue: number } | { readonly pull: number };

export type MonthEvent =
  | { readonly at: number; readonly kind: 'pull-opened'; readonly pull: number }
  | {
      readonly at: number;
      readonly kind: 'pull-labelled';
      readonly pull: number;
      readonly by: string;
    }
  | {
      readonly at: number;
      readonly kind: 'pull-pushed';
      readonly pull: number;
      readonly by: string;
    }
  /** The merge: a `closed` (merged) event, then the push it makes to the default branch. */
  | {
      readonly at: number;
      readonly kind: 'pull-merged';
      readonly pull: number;
      readonly by: string;
    }
  | { readonly at: number; readonly kind: 'pushed'; readonly push: number }
  | { readonly at: number; readonly kind: 'issue-labelled'; readonly issue: number }
  | {
      readonly at: number;
      readonly kind: 'commented';
      readonly on: Thread;
      readonly by: string;
      readonly body: string;
    };

export interface MonthStream {
  readonly start: number;
  readonly end: number;
  readonly pulls: readonly PullSpec[];
  readonly pushes: readonly PushSpec[];
  readonly issues: readonly IssueSpec[];
  /** In time order (ties in the order they were made). */
  readonly events: readonly MonthEvent[];
}

/** A small seeded generator (mulberry32): the same seed, the same month. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `items` in a seeded order. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

const between = (from: number, to: number, random: () => number): number =>
  Math.floor(from + random() * (to - from));

/** A moment in working hours on a weekday within [fromDay, toDay) of the month, to the second. */
function workingMoment(month: Month, fromDay: number, toDay: number, random: () => number): number {
  const weekdays: number[] = [];
  for (let day = fromDay; day < toDay; day += 1) {
    const weekday = new Date(month.start + day * DAY).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(day);
  }
  const day = pick(weekdays, random);
  const into = between(month.workFromHour * HOUR, month.workToHour * HOUR, random);
  return month.start + day * DAY + Math.floor(into / 1000) * 1000;
}

/** The month's people, changes and events, from its composition and seed. */
export function monthStream(month: Month = MONTH): MonthStream {
  const random = seededRandom(month.seed);
  const start = month.start;
  const end = start + month.days * DAY;
  /** Before the month's end, so that everything it sets off happens in the month. */
  const within = (at: number): number => Math.min(at, end - 2 * HOUR);
  const events: MonthEvent[] = [];
  const testsOnly = (count: number): number => Math.round(count * month.testsAndCiShare);
  const testFile = (name: string, i: number): string =>
    i % 2 === 0 ? `test/${name}.test.ts` : '.github/workflows/ci.yml';

  // The merged pull requests: the first ones touch only tests and CI, the others code; which of
  // them a bot merges, which are labelled for docs and which get an `/agent …` after the merge is
  // drawn from the seed.
  const pulls: PullSpec[] = [];
  const merged = month.mergedPulls;
  const botMerged = new Set(shuffled(range(merged), random).slice(0, month.mergedByBot));
  const codeIds = range(merged).slice(testsOnly(merged));
  const codeOrder = shuffled(codeIds, random);
  const labelled = new Set(codeOrder.slice(0, month.docsLabelledPulls));
  const commentedAfterMerge = codeOrder.slice(
    month.docsLabelledPulls,
    month.docsLabelledPulls + month.agentCommentsOnMergedPulls,
  );
  for (const id of range(merged)) {
    const touches: Touches = id < testsOnly(merged) ? 'tests-ci' : 'code';
    pulls.push({
      id,
      author: pick(PEOPLE.writers, random),
      fork: false,
      touches,
      file: touches === 'code' ? `src/feature-${id}.ts` : testFile(`feature-${id}`, id),
      labelledForDocs: labelled.has(id),
      mergedBy: botMerged.has(id) ? PEOPLE.mergeBot : pick(PEOPLE.writers, random),
    });
  }
  const mergedAt = new Map<number, number>();
  for (const pull of pulls) {
    const opened = workingMoment(month, 0, month.days - 4, random);
    const merge = within(opened + between(2 * HOUR, 3 * DAY, random));
    mergedAt.set(pull.id, merge);
    events.push({ at: opened, kind: 'pull-opened', pull: pull.id });
    if (pull.labelledForDocs) {
      const label = opened + 30 * MINUTE;
      events.push({
        at: label,
        kind: 'pull-labelled',
        pull: pull.id,
        by: pick(PEOPLE.writers, random),
      });
      const gap = Math.floor((merge - label) / (month.pushesPerDocsPull + 1));
      for (let n = 1; n <= month.pushesPerDocsPull; n += 1) {
        events.push({ at: label + n * gap, kind: 'pull-pushed', pull: pull.id, by: pull.author });
      }
    }
    events.push({
      at: merge,
      kind: 'pull-merged',
      pull: pull.id,
      by: pull.mergedBy ?? pull.author,
    });
  }

  // Outsiders' fork pull requests: opened, then one push by their author.
  for (let i = 0; i < month.forkPulls; i += 1) {
    const id = merged + i;
    const author = PEOPLE.outsiders[i % PEOPLE.outsiders.length] as string;
    pulls.push({
      id,
      author,
      fork: true,
      touches: 'code',
      file: `src/contrib-${id}.ts`,
      labelledForDocs: false,
    });
    const opened = workingMoment(month, 0, month.days - 2, random);
    events.push({ at: opened, kind: 'pull-opened', pull: id });
    events.push({
      at: within(opened + between(HOUR, DAY, random)),
      kind: 'pull-pushed',
      pull: id,
      by: author,
    });
  }

  // Direct pushes to the default branch.
  const pushes: PushSpec[] = range(month.directPushes).map((id) => {
    const touches: Touches = id < testsOnly(month.directPushes) ? 'tests-ci' : 'code';
    return {
      id,
      by: pick(PEOPLE.writers, random),
      touches,
      file: touches === 'code' ? `src/config-${id}.ts` : testFile(`config-${id}`, id),
    };
  });
  for (const push of pushes) {
    events.push({ at: workingMoment(month, 0, month.days, random), kind: 'pushed', push: push.id });
  }

  // Issues: labelled by a writer, or by an issue form on an outsider's issue.
  const issues: IssueSpec[] = [];
  const labelledAt = new Map<number, number>();
  for (let i = 0; i < month.issuesLabelledByWriters + month.issuesLabelledByForm; i += 1) {
    const byForm = i >= month.issuesLabelledByWriters;
    const labelledBy = byForm
      ? (PEOPLE.outsiders[i % PEOPLE.outsiders.length] as string)
      : pick(PEOPLE.writers, random);
    issues.push({ id: i, labelledBy, byForm });
    const at = workingMoment(month, 0, month.days - 3, random);
    labelledAt.set(i, at);
    events.push({ at, kind: 'issue-labelled', issue: i });
  }

  // `/agent …` comments: the writers' first on each writer-labelled issue after its result, the
  // rest on merged pull requests; the outsiders' on the labelled issues and on their own issues.
  const writerIssues = issues.filter((issue) => !issue.byForm);
  const formIssues = issues.filter((issue) => issue.byForm);
  const asks = [
    'also give an example',
    'mention the default value',
    'link the reference page',
    'shorten the introduction',
  ];
  const ask = (): string => `/agent ${pick(asks, random)}`;
  for (let i = 0; i < month.agentCommentsByWriters; i += 1) {
    const issue = writerIssues[i];
    if (issue !== undefined) {
      const at = within((labelledAt.get(issue.id) ?? start) + between(HOUR, 2 * DAY, random));
      const by = pick(PEOPLE.writers, random);
      events.push({ at, kind: 'commented', on: { issue: issue.id }, by, body: ask() });
      continue;
    }
    const pull = commentedAfterMerge[i - writerIssues.length];
    if (pull === undefined) throw new Error("more writers' comments than threads to write them on");
    const at = within((mergedAt.get(pull) ?? start) + between(HOUR, DAY, random));
    const by = pick(PEOPLE.writers, random);
    events.push({ at, kind: 'commented', on: { pull }, by, body: ask() });
  }
  for (let i = 0; i < month.agentCommentsByOutsiders; i += 1) {
    const own = formIssues[i];
    const issue = own ?? pick(writerIssues, random);
    const at = within((labelledAt.get(issue.id) ?? start) + between(30 * MINUTE, 3 * DAY, random));
    const by = own ? own.labelledBy : pick(PEOPLE.outsiders, random);
    events.push({
      at,
      kind: 'commented',
      on: { issue: issue.id },
      by,
      body: '/agent please document this',
    });
  }

  const order = new Map(events.map((event, i) => [event, i]));
  events.sort((a, b) => a.at - b.at || (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { start, end, pulls, pushes, issues, events };
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/** The outcomes of `count` jobs in order: each block of 20 in the stated shares, in a seeded order. */
export function jobOutcomes(count: number, month: Month = MONTH, seed = month.seed + 1): Outcome[] {
  const random = seededRandom(seed);
  const block = (Object.entries(month.outcomesPer20) as Array<[Outcome, number]>).flatMap(
    ([outcome, n]) => Array<Outcome>(n).fill(outcome),
  );
  const out: Outcome[] = [];
  while (out.length < count) out.push(...shuffled(block, random));
  return out.slice(0, count);
}
