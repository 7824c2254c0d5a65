// Waiting rounds against rounds that do not wait plus a scheduled sweep, for 1, 10 and 100 rounds
// of a 20-minute job, in virtual time: every status check is a real GET to the service emulator
// (whose clock is the virtual one), counted by the emulator; the waiting rounds run the real
// waiter (src/job/wait.ts, poll-interval 5s growing to 30s); the sweeps run the sweep's real decision
// and bounded runner (src/kinds/sweep/). What no local run can measure (a hosted runner's set-up, a
// request's round trip to GitHub, GitHub's schedule delays) is a stated constant, never a sleep.
import { VirtualClock } from '../__fixtures__/virtual-clock.js';
import { startEmulator, type Emulator } from '../emulator/server.js';
import { timeline } from '../emulator/timeline.js';
import { parseJobRecord, type JobRecord } from '../src/service/record.js';
import { decide, type JobSeen } from '../src/kinds/sweep/decide.js';
import { forEachBounded } from '../src/kinds/sweep/bounded.js';
import { waitForJob, type WaitEvents } from '../src/job/wait.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const JOB_MS = 20 * MINUTE;
const SWEEP_EVERY_MS = 10 * MINUTE;
const ROUND_COUNTS = [1, 10, 100] as const;
/** GitHub Free's limit on concurrent jobs (GitHub-hosted runners). */
const FREE_CONCURRENT_JOBS = 20;

/**
 * Assumed, not measured: a hosted runner's job set-up and tear-down around the step (a job with
 * one `uses:` step), and one request's round trip from a hosted runner to GitHub or the service.
 */
const JOB_OVERHEAD_MS = 10 * SECOND;
const REQUEST_MS = 300;
/** The sweep's concurrency for status checks and GitHub writes. */
const SWEEP_CONCURRENCY = 8;
/** The sweep's timeout (the default `30m`): a 20-minute job never reaches it. */
const SWEEP_TIMEOUT_MS = 30 * MINUTE;
/** GitHub requests of a sweep per issue it checks (its comments), and per round it finishes. */
const GITHUB_PER_CHECK = 1;
const GITHUB_PER_FINISH = 3; // the result, the working note removed, the label removed

interface ModeFigures {
  /** Runner time held, summed over every job (set-up included). */
  readonly runnerMs: number;
  /** Minutes billed: each job rounded up to a whole minute, as GitHub bills. */
  readonly billedMinutes: number;
  /** Requests the service received (counted by the emulator): creates and status checks. */
  readonly serviceRequests: number;
  /** GitHub requests for listing and writing results (the sweep's; a waiting round's are alike per round). */
  readonly githubRequests: number;
  /** Runners held at once at the busiest moment. */
  readonly peakRunners: number;
  /** From the job ending to the result on the thread: mean and worst over the rounds. */
  readonly noticeMeanMs: number;
  readonly noticeMaxMs: number;
  /** The same under GitHub Free's 20 concurrent jobs (rounds past 20 queue for a runner). */
  readonly noticeMaxCappedMs: number;
  readonly jobs: number;
}

export interface SweepFigures {
  readonly rounds: number;
  readonly waiting: ModeFigures;
  readonly sweep: ModeFigures;
  /** Sweep runs from the first request to the last result. */
  readonly sweepRuns: number;
}

const quiet: WaitEvents = {
  statusChanged: () => {},
  heartbeat: () => {},
  recordSeen: () => {},
  unknownStatus: () => {},
  pollFailed: () => {},
  staleResultAccepted: () => {},
};

/** Round i of n asks at an even spread over one sweep interval, never on a sweep's tick. */
const askedAt = (i: number, n: number): number => ((i + 0.5) * SWEEP_EVERY_MS) / n;

const billed = (heldMs: number): number => Math.ceil(heldMs / MINUTE);

async function serviceCall(e: Emulator, path: string, body?: string): Promise<Response> {
  return fetch(`${e.url}/v2/agent/${e.projectId}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${e.apiKey}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body,
  });
}

async function recordOf(res: Response): Promise<JobRecord> {
  const record = parseJobRecord(await res.json());
  if (!res.ok || !record) throw new Error(`the emulator answered ${res.status}`);
  return record;
}

/** A round's job, created by a real POST at the emulator's current (virtual) time. */
async function createJob(e: Emulator): Promise<JobRecord> {
  e.scriptNextJob(timeline({ activeForMs: JOB_MS }, 'pr'));
  return recordOf(await serviceCall(e, '/job', JSON.stringify({ prompt: 'Document the API' })));
}

/** How long each round holds its runner, and when it posts its result, for rounds that wait. */
async function measureWaiting(n: number): Promise<ModeFigures> {
  let clock = new VirtualClock({ start: 0 });
  const emulator = await startEmulator({ now: () => clock.now(), rateLimitPerHour: 1_000_000 });
  try {
    const holds: number[] = [];
    const notices: number[] = [];
    for (let i = 0; i < n; i += 1) {
      // Each round in its own virtual time from its start: the rounds do not share a runner.
      clock = new VirtualClock({ start: 0 });
      const created = await createJob(emulator);
      await waitForJob(
        { projectId: emulator.projectId, jobId: created.id, record: created, afterFollowUp: false },
        {
          pollIntervalMs: 5 * SECOND,
          maxPollIntervalMs: 30 * SECOND,
          startedAt: 0,
          deadline: 2 * JOB_MS,
          outageAfterMs: 5 * MINUTE,
          heartbeatMs: MINUTE,
          requestTimeoutMs: 30 * SECOND,
        },
        {
          clock,
          random: () => 0.5,
          signal: new AbortController().signal,
          events: quiet,
          poll: async () => recordOf(await serviceCall(emulator, `/job/${created.id}`)),
        },
      );
      const detected = clock.now();
      holds.push(JOB_OVERHEAD_MS + detected + REQUEST_MS * GITHUB_PER_FINISH);
      notices.push(detected - JOB_MS + REQUEST_MS);
    }
    // Under a cap on concurrent jobs, a round waits for a free runner before it even asks.
    const capped = queueUnderCap(
      holds.map((hold, i) => ({ at: askedAt(i, n), hold })),
      FREE_CONCURRENT_JOBS,
    );
    return {
      runnerMs: holds.reduce((a, b) => a + b, 0),
      billedMinutes: holds.reduce((a, h) => a + billed(h), 0),
      serviceRequests: emulator.requests.length,
      githubRequests: n * (GITHUB_PER_CHECK + GITHUB_PER_FINISH),
      peakRunners: peakOverlap(holds.map((hold, i) => [askedAt(i, n), askedAt(i, n) + hold])),
      noticeMeanMs: notices.reduce((a, b) => a + b, 0) / n,
      noticeMaxMs: Math.max(...notices),
      noticeMaxCappedMs: Math.max(...notices.map((notice, i) => notice + (capped[i] ?? 0))),
      jobs: n,
    };
  } finally {
    await emulator.close();
  }
}

/** The most intervals that overlap at one moment: runners held at once. */
function peakOverlap(intervals: ReadonlyArray<readonly [number, number]>): number {
  const edges = intervals.flatMap(([from, to]) => [
    [from, 1],
    [to, -1],
  ]);
  // At one instant an end frees its runner before a start takes one.
  edges.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
  let held = 0;
  let peak = 0;
  for (const [, change] of edges) {
    held += change ?? 0;
    peak = Math.max(peak, held);
  }
  return peak;
}

/** How long each job waits for a runner when at most `cap` run at once, first come first served. */
function queueUnderCap(jobs: ReadonlyArray<{ at: number; hold: number }>, cap: number): number[] {
  const freeAt: number[] = Array<number>(cap).fill(0);
  return jobs.map(({ at, hold }) => {
    const slot = freeAt.indexOf(Math.min(...freeAt));
    const start = Math.max(at, freeAt[slot] ?? 0);
    freeAt[slot] = start + hold;
    return start - at;
  });
}

/** Rounds that do not wait (a create, a few seconds) and a sweep every ten minutes that finishes them. */
async function measureSweep(n: number): Promise<{ figures: ModeFigures; runs: number }> {
  const clock = new VirtualClock({ start: 0 });
  const emulator = await startEmulator({ now: () => clock.now(), rateLimitPerHour: 1_000_000 });
  try {
    const rounds: Array<{ jobId: string; askedAt: number; endsAt: number; noticeAt?: number }> = [];
    let runnerMs = 0;
    let billedMinutes = 0;
    let githubRequests = 0;
    for (let i = 0; i < n; i += 1) {
      clock.advance(askedAt(i, n) - clock.now());
      const created = await createJob(emulator);
      rounds.push({ jobId: created.id, askedAt: clock.now(), endsAt: clock.now() + JOB_MS });
      // The thread read, the working note and the label; the step ends once the job exists.
      const hold = JOB_OVERHEAD_MS + REQUEST_MS * 3;
      runnerMs += hold;
      billedMinutes += billed(hold);
      githubRequests += 3;
    }
    const held: Array<readonly [number, number]> = rounds.map((r) => [
      r.askedAt,
      r.askedAt + JOB_OVERHEAD_MS + REQUEST_MS * 3,
    ]);
    let runs = 0;
    for (let tick = SWEEP_EVERY_MS; rounds.some((r) => r.noticeAt === undefined);) {
      clock.advance(tick - clock.now());
      runs += 1;
      const labelled = rounds.filter((r) => r.askedAt <= tick && r.noticeAt === undefined);
      const pages = Math.max(1, Math.ceil(labelled.length / 100));
      const results = await forEachBounded(
        labelled,
        async (round) => {
          const res = await serviceCall(emulator, `/job/${round.jobId}`);
          const seen: JobSeen =
            res.status === 404
              ? { kind: 'unknown' }
              : { kind: 'record', record: await recordOf(res) };
          return decide(
            { jobId: round.jobId, startedAt: round.askedAt, answered: false },
            seen,
            clock.now(),
            SWEEP_TIMEOUT_MS,
          );
        },
        { concurrency: SWEEP_CONCURRENCY, clock, deadline: tick + SWEEP_TIMEOUT_MS },
      );
      const finished = results.filter((r) => r.kind === 'done' && r.value.kind !== 'leave');
      const requests =
        pages + labelled.length * (1 + GITHUB_PER_CHECK) + finished.length * GITHUB_PER_FINISH;
      const stepMs = (pages + Math.ceil((requests - pages) / SWEEP_CONCURRENCY)) * REQUEST_MS;
      for (const result of finished) result.item.noticeAt = tick + JOB_OVERHEAD_MS + stepMs;
      githubRequests += requests - labelled.length;
      runnerMs += JOB_OVERHEAD_MS + stepMs;
      held.push([tick, tick + JOB_OVERHEAD_MS + stepMs]);
      billedMinutes += billed(JOB_OVERHEAD_MS + stepMs);
      tick += SWEEP_EVERY_MS;
    }
    const notices = rounds.map((r) => (r.noticeAt ?? Number.NaN) - r.endsAt);
    return {
      runs,
      figures: {
        runnerMs,
        billedMinutes,
        serviceRequests: emulator.requests.length,
        githubRequests,
        peakRunners: peakOverlap(held),
        noticeMeanMs: notices.reduce((a, b) => a + b, 0) / n,
        noticeMaxMs: Math.max(...notices),
        noticeMaxCappedMs: Math.max(...notices),
        jobs: n + runs,
      },
    };
  } finally {
    await emulator.close();
  }
}

export async function measureSweeps(progress: (text: string) => void): Promise<SweepFigures[]> {
  progress('sweep: waiting rounds against a sweep every 10 minutes, in virtual time');
  const out: SweepFigures[] = [];
  for (const rounds of ROUND_COUNTS) {
    const waiting = await measureWaiting(rounds);
    const { figures: sweep, runs } = await measureSweep(rounds);
    out.push({ rounds, waiting, sweep, sweepRuns: runs });
  }
  return out;
}

const minutesText = (msValue: number): string =>
  msValue < MINUTE ? `${(msValue / SECOND).toFixed(0)} s` : `${(msValue / MINUTE).toFixed(1)} min`;

export function sweepReport(figures: readonly SweepFigures[]): string {
  const rows = figures.flatMap((f) =>
    (
      [
        ['waiting rounds', f.waiting, f.rounds],
        [`\`wait: false\` + ${f.sweepRuns} sweeps`, f.sweep, f.rounds + f.sweepRuns],
      ] as const
    ).map(
      ([mode, m, jobs]) =>
        `| ${f.rounds} | ${mode} | ${jobs} | ${Math.round(m.runnerMs / SECOND).toLocaleString('en-US')} s | ${m.billedMinutes.toLocaleString('en-US')} | ${m.peakRunners} | ${m.serviceRequests.toLocaleString('en-US')} | ${m.githubRequests.toLocaleString('en-US')} | ${minutesText(m.noticeMeanMs)} / ${minutesText(m.noticeMaxMs)} | ${minutesText(m.noticeMaxCappedMs)} |`,
    ),
  );
  return [
    '| Rounds | How | Jobs | Runner time | Billed minutes | Runners at once | Service requests | GitHub requests | Notice after the job ends (mean / worst) | Worst notice, 20 concurrent jobs (Free) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `- Sweep: each round is a 20-minute job, the rounds asked at an even spread over one 10-minute interval (never on a sweep's tick). Waiting rounds run the real waiter (\`src/job/wait.ts\`, poll-interval 5s growing to 30s) in virtual time; the sweeps run the sweep's real decision and bounded runner (\`src/kinds/sweep/\`, ${SWEEP_CONCURRENCY} at a time) at every 10-minute tick until every round has its result. Every status check and create is a real request to the emulator, which counts them (its clock is the virtual one).`,
    `- Assumed, not measured: ${JOB_OVERHEAD_MS / SECOND} s of a hosted runner's job set-up and tear-down per job, ${REQUEST_MS} ms per request from the runner. GitHub requests are counted from what each path does: a waiting round reads its thread, writes its working note and its result and removes the note (4); a round that does not wait reads its thread, writes its note and adds the label (3); a sweep reads one page per 100 labelled issues, ${GITHUB_PER_CHECK} request per issue it checks and ${GITHUB_PER_FINISH} per result (comment, note removed, label removed). Billed minutes round each job up to a whole minute, as GitHub does. GitHub's own delay in starting a scheduled run (often minutes at busy times) comes on top of the sweep's notice and is not in the table.`,
    `- An idle sweep every 10 minutes still runs 144 jobs a day: ${144 * billed(JOB_OVERHEAD_MS + REQUEST_MS)} billed minutes a day in a private repository (public repositories are not billed).`,
  ].join('\n');
}
