// The cost of a pull request's docs job: the checkout's bundle (dist/index.js, through run-action)
// on `pull_request` events against the service emulator and the GitHub fake, as
// bench/docs-follow.ts measures docs follow code. First, a push's follow-up: a label starts the job
// (its marker records the head), then one push of 10, 300 or 3,000 changed files with ~17 KB of
// patch each (docs follow code's patch): the GitHub requests of the push's run and the size of the
// follow-up prompt. Then the runner time of a pull request with 10 pushes (2 in a quick run), with
// and without `wait`.
import { createHash } from 'node:crypto';
import { labeledPayload, synchronizePayload } from '../__fixtures__/pull-request-payloads.js';
import { startGitHubFake, type GitHubFake } from '../emulator/github-fake.js';
import { startEmulator, type Emulator } from '../emulator/server.js';
import { runAction, type ActionResult } from '../scripts/run-action.js';

/** The figures of one push's run, in docs follow code's columns. */
interface PushFigures {
  readonly files: number;
  readonly patchBytes: number;
  readonly githubRequests: number;
  readonly promptChars: number;
  readonly wallMs: number;
}

/** One pull request's story: a label, then `pushes` pushes, each run after the one before. */
interface PushSeriesFigures {
  readonly wait: boolean;
  readonly pushes: number;
  /** Every run's spawn → exit, the label's first. */
  readonly runMs: readonly number[];
  readonly githubRequests: number;
  readonly serviceRequests: number;
}

export interface PullRequestFigures {
  readonly push: readonly PushFigures[];
  readonly series: readonly PushSeriesFigures[];
}

const SIZES = [10, 300, 3_000] as const;
/** Pushes of the runner-time series: 10, or 2 in a quick run (its waiting runs take real seconds). */
const PUSHES = 10;
const QUICK_PUSHES = 2;
const REPO = 'acme/docs'; // runAction's GITHUB_REPOSITORY
const NUMBER = 2; // the pull request of GitHub's example payloads
// About 17 KB per file, as bench/docs-follow.ts: 3,000 files make a ~51 MB diff.
const PATCH = `@@ -1,1 +1,1214 @@\n${'+const x = 1;\n'.repeat(1_214)}`;
/** The emulator's job: active this long after each create or message, then completed. */
const JOB_MS = 1_500;

const sha = (n: number): string => createHash('sha1').update(`bench commit ${n}`).digest('hex');
const small = (n: number): string => `@@ -1 +1 @@\n-const step = ${n - 1};\n+const step = ${n};`;

let runId = 9000;

/** A fresh emulator and GitHub fake with the open pull request at its first commit. */
async function seeded(): Promise<{ emu: Emulator; github: GitHubFake }> {
  const emu = await startEmulator({
    host: '127.0.0.1',
    rateLimitPerHour: 1_000_000,
    jobDurationMs: JOB_MS,
  });
  const github = await startGitHubFake();
  const first = { filename: 'src/retry.ts', patch: small(1) };
  github.addCommits(REPO, [{ sha: sha(0) }, { sha: sha(1), parent: sha(0), files: [first] }]);
  github.addPullRequest(REPO, {
    number: NUMBER,
    login: 'Codertocat',
    headSha: sha(1),
    baseSha: sha(0),
    files: [first],
  });
  return { emu, github };
}

/** One workflow run on a `pull_request` event; throws with the end of its log when it failed. */
async function step(
  emu: Emulator,
  github: GitHubFake,
  payload: Record<string, unknown>,
  wait: boolean,
  what: string,
): Promise<ActionResult> {
  runId += 1;
  const result = await runAction({
    inputs: {
      'project-id': emu.projectId,
      'api-key': emu.apiKey,
      'base-url': emu.url,
      wait: String(wait),
    },
    env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(runId) },
    event: { name: 'pull_request', payload },
    timeoutMs: 60_000,
  });
  if (result.exitCode !== 0) throw new Error(`${what} failed: ${result.stdout.slice(-500)}`);
  return result;
}

/** A push of `files` files after the label: only the push's run counts. */
async function measurePush(files: number): Promise<PushFigures> {
  const { emu, github } = await seeded();
  try {
    await step(
      emu,
      github,
      labeledPayload(sha(1)),
      false,
      `the label before the ${files}-file push`,
    );
    github.addCommits(REPO, [
      {
        sha: sha(2),
        parent: sha(1),
        files: Array.from({ length: files }, (_, i) => ({
          filename: `packages/p${Math.floor(i / 100)}/src/module${i}.ts`,
          patch: PATCH,
        })),
      },
    ]);
    github.setPullHead(REPO, NUMBER, sha(2));
    const before = github.requests.length;
    const what = `the ${files}-file push`;
    const result = await step(emu, github, synchronizePayload(sha(1), sha(2)), false, what);
    const [id] = emu.jobIds();
    const prompt = id === undefined ? undefined : emu.prompts(id)[1];
    if (prompt === undefined || emu.jobIds().length !== 1) {
      throw new Error(`${what} sent no follow-up: ${result.stdout.slice(-500)}`);
    }
    return {
      files,
      patchBytes: PATCH.length * files,
      githubRequests: github.requests.length - before,
      promptChars: prompt.length,
      wallMs: result.durationMs,
    };
  } finally {
    await github.close();
    await emu.close();
  }
}

/** The label, then `pushes` pushes of one small file each, run one after the other. */
async function measureSeries(wait: boolean, pushes: number): Promise<PushSeriesFigures> {
  const { emu, github } = await seeded();
  try {
    const runMs: number[] = [];
    const label = await step(emu, github, labeledPayload(sha(1)), wait, 'the label');
    runMs.push(label.durationMs);
    for (let n = 2; n <= pushes + 1; n += 1) {
      const file = { filename: `src/step${n}.ts`, patch: small(n) };
      github.addCommits(REPO, [{ sha: sha(n), parent: sha(n - 1), files: [file] }]);
      github.setPullHead(REPO, NUMBER, sha(n));
      const pushed = synchronizePayload(sha(n - 1), sha(n));
      runMs.push((await step(emu, github, pushed, wait, `push ${n - 1}`)).durationMs);
    }
    const [id] = emu.jobIds();
    const sent = id === undefined ? 0 : emu.prompts(id).length;
    if (emu.jobIds().length !== 1 || sent !== pushes + 1) {
      throw new Error(
        `expected one job with ${pushes + 1} prompts, got ${emu.jobIds().length} job(s), ${sent} prompt(s)`,
      );
    }
    return {
      wait,
      pushes,
      runMs,
      githubRequests: github.requests.length,
      serviceRequests: emu.requests.length,
    };
  } finally {
    await github.close();
    await emu.close();
  }
}

export async function measurePullRequest(
  progress: (text: string) => void,
  quick = false,
): Promise<PullRequestFigures> {
  const pushes = quick ? QUICK_PUSHES : PUSHES;
  const push: PushFigures[] = [];
  for (const files of SIZES) {
    progress(`a pull request's docs job: a push of ${files} files after the label`);
    push.push(await measurePush(files));
  }
  const series: PushSeriesFigures[] = [];
  for (const wait of [true, false]) {
    progress(`a pull request's docs job: a label and ${pushes} pushes, wait: ${wait}`);
    series.push(await measureSeries(wait, pushes));
  }
  return { push, series };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? Number.NaN) + hi) / 2;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function pullRequestReport(figures: PullRequestFigures): string {
  const pushes = figures.series[0]?.pushes ?? PUSHES;
  const pushRows = figures.push.map(
    (f) =>
      `| ${f.files.toLocaleString('en-US')} | ${(f.patchBytes / 1e6).toFixed(2)} MB | ${f.githubRequests} | ${f.promptChars.toLocaleString('en-US')} | ${seconds(f.wallMs)} |`,
  );
  const seriesRows = figures.series.map((s) => {
    const total = s.runMs.reduce((sum, ms) => sum + ms, 0);
    return `| \`wait: ${s.wait}\` | ${s.runMs.length} | ${seconds(total)} | ${seconds(median(s.runMs))} | ${s.githubRequests} | ${s.serviceRequests} |`;
  });
  return [
    "A push's follow-up (a pull request's docs job), in docs follow code's columns:",
    '',
    '| Changed files | Patches on GitHub | GitHub requests | Prompt (characters) | Run, spawn → exit |',
    '| --- | --- | --- | --- | --- |',
    ...pushRows,
    '',
    `A pull request with ${pushes} pushes (a pull request's docs job):`,
    '',
    '| How | Runs | Runner time (sum of the runs) | Run, median | GitHub requests | Service requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...seriesRows,
    '',
    "- A push's follow-up: the checkout's `dist/index.js` on `pull_request` events (the real `labeled` and `synchronize` payloads; `wait: false`, `comment` and `check-name` at their defaults, `diff-budget` at its default 50k) against the emulator and the GitHub fake. A label starts the job, whose marker on the pull request records the head; then one push whose commit changes that many files with ~17 KB of patch each. Only the push's run counts: its GitHub requests (the sender's permission, the thread's comments, who the token is, the compare of the recorded head with the new one, the check run, the working note and its label) and the follow-up prompt the emulator received. GitHub's compare lists at most 300 files, so a larger push is cut there.",
    `- ${pushes} pushes: a label, then ${pushes} pushes of one small file each, run one after the other, each run a new workflow run; all the requests of the ${pushes + 1} runs count. The emulator's job stays active ${seconds(JOB_MS)} after each create or message; \`wait: true\` checks on it at the action's default polling (first check after 5 s), so each waiting run holds the runner for at least one poll interval. A real job takes minutes, and a waiting run holds the runner for all of them.`,
  ].join('\n');
}
