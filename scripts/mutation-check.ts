// The standing mutation check (.ci/run, after `npm run mutate`): reads Stryker's JSON report and
// fails when a module's mutation score, or the overall score, is below its floor in
// mutation-floors.json, or when a module listed under `accounted` has a mutant no test detects and
// no `// Stryker disable` comment accounts for. Prints every module it checked. docs/verification.md
// explains the scores.
//
//   tsx scripts/mutation-check.ts [--report FILE]… [--floors mutation-floors.json]
//
// Without --report, the last reports of both tiers (stryker.config.mjs): .tmp/mutation/ and
// .tmp/mutation-in-process/. A module is in one tier's report only; the check reads them as one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Floors {
  /** The lowest overall score, in per cent. */
  readonly overall: number;
  /** The floor of a module not listed in `files`. */
  readonly default: number;
  readonly files: Readonly<Record<string, number>>;
  /** Modules whose every undetected mutant must be accounted for: killed, or marked equivalent. */
  readonly accounted?: readonly string[];
}

/** Stryker's mutation-testing-report-schema, as far as this check reads it. */
interface Report {
  readonly files: Readonly<
    Record<
      string,
      {
        readonly mutants: ReadonlyArray<{
          readonly status: string;
          readonly mutatorName?: string;
          readonly location?: { readonly start: { readonly line: number } };
        }>;
      }
    >
  >;
}

export interface ModuleScore {
  readonly file: string;
  readonly killed: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly timeout: number;
  /** Detected (killed or timed out) of all valid mutants, in per cent; undefined with no valid mutant. */
  readonly score: number | undefined;
}

export interface CheckResult {
  readonly lines: string[];
  readonly failures: string[];
}

/** Counts per module. Compile and runtime errors and ignored mutants are not valid mutants (Stryker's own rule). */
export function moduleScores(report: Report): ModuleScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (status: string) => mutants.filter((m) => m.status === status).length;
      const killed = count('Killed');
      const survived = count('Survived');
      const noCoverage = count('NoCoverage');
      const timeout = count('Timeout');
      return {
        file,
        killed,
        survived,
        noCoverage,
        timeout,
        score: percent(killed + timeout, killed + timeout + survived + noCoverage),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The counts of all modules together, and the score they make. */
export function overallScore(scores: readonly ModuleScore[]): Omit<ModuleScore, 'file'> {
  const sum = (pick: (s: ModuleScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const killed = sum((s) => s.killed);
  const survived = sum((s) => s.survived);
  const noCoverage = sum((s) => s.noCoverage);
  const timeout = sum((s) => s.timeout);
  const score = percent(killed + timeout, killed + timeout + survived + noCoverage);
  return { killed, survived, noCoverage, timeout, score };
}

function percent(part: number, whole: number): number | undefined {
  return whole === 0 ? undefined : (100 * part) / whole;
}

const show = (score: number) => `${score.toFixed(1)} %`;

export function check(report: Report, floors: Floors): CheckResult {
  const lines: string[] = [];
  const failures: string[] = [];
  const scores = moduleScores(report);
  const width = Math.max(...scores.map((s) => s.file.length));
  for (const s of scores) {
    const floor = floors.files[s.file] ?? floors.default;
    const counts = `killed ${s.killed}, survived ${s.survived}, no coverage ${s.noCoverage}, timeout ${s.timeout}`;
    if (s.score === undefined) {
      lines.push(`  n/a    ${s.file.padEnd(width)}  no valid mutants`);
      continue;
    }
    const below = s.score < floor;
    lines.push(
      `  ${below ? 'BELOW' : 'ok   '}  ${s.file.padEnd(width)}  ${show(s.score).padStart(7)} (floor ${floors.files[s.file] === undefined ? `${floor}, the default` : floor})  ${counts}`,
    );
    if (below) {
      failures.push(
        `${s.file}: mutation score ${show(s.score)} is below its floor of ${floor} %: add tests that kill its survivors (open mutation.html under .tmp/mutation/, or .tmp/mutation-in-process/ for an entry point), or account for them in docs/verification.md`,
      );
    }
  }
  for (const file of floors.accounted ?? []) {
    for (const m of report.files[file]?.mutants ?? []) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      failures.push(
        `${file}:${m.location?.start.line ?? '?'}: a mutant (${m.mutatorName ?? '?'}) ${m.status === 'Survived' ? 'survived' : 'is reached by no test'}: kill it with a test, or, if no input can tell it from the code, mark it with a "// Stryker disable next-line ${m.mutatorName ?? ''}: <why>" comment`,
      );
    }
  }
  for (const file of [...Object.keys(floors.files), ...(floors.accounted ?? [])]) {
    if (!report.files[file]) {
      failures.push(
        `${file} is named in mutation-floors.json but is not mutated: remove or rename it there`,
      );
    }
  }
  const total = overallScore(scores);
  const overall = total.score ?? 0;
  const valid = total.killed + total.timeout + total.survived + total.noCoverage;
  lines.push(`overall: ${show(overall)} of ${valid} mutants detected (floor ${floors.overall} %)`);
  if (overall < floors.overall) {
    failures.push(
      `the overall mutation score ${show(overall)} is below its floor of ${floors.overall} %`,
    );
  }
  return { lines, failures };
}

/** The last report of each tier, as `npm run mutate` and `npm run mutate:in-process` write them. */
const TIER_REPORTS = [
  { path: '.tmp/mutation/mutation.json', command: 'npm run mutate' },
  { path: '.tmp/mutation-in-process/mutation.json', command: 'npm run mutate:in-process' },
] as const;

/** The report files named by `--report` (each one), or the two tiers' last reports. */
export function reportPaths(args: readonly string[]): string[] {
  const named = args.flatMap((arg, i) => (arg === '--report' && args[i + 1] ? [args[i + 1]!] : []));
  return named.length > 0 ? named : TIER_REPORTS.map((tier) => tier.path);
}

/**
 * The reports read as one: their modules together. Throws a one-line error naming the file that
 * could not be read, and for a tier's own report the command that writes it.
 */
export function readReports<R extends { readonly files: Readonly<Record<string, unknown>> }>(
  paths: readonly string[],
): R {
  const files: Record<string, unknown> = {};
  for (const path of paths) {
    let report: R;
    try {
      report = JSON.parse(readFileSync(path, 'utf8')) as R;
    } catch (error) {
      const command = TIER_REPORTS.find((tier) => tier.path === path)?.command ?? 'npm run mutate';
      throw new Error(
        `no mutation report at ${path} (${(error as Error).message}): run ${command} first`,
        { cause: error },
      );
    }
    Object.assign(files, report.files);
  }
  return { files } as unknown as R;
}

function main(args: string[]): number {
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
  };
  const paths = reportPaths(args);
  const floorsPath = option('--floors', 'mutation-floors.json');
  let report: Report;
  try {
    report = readReports<Report>(paths);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const floors = JSON.parse(readFileSync(floorsPath, 'utf8')) as Floors;
  const { lines, failures } = check(report, floors);
  console.log(`mutation scores from ${paths.join(' and ')}, floors from ${floorsPath}:`);
  for (const line of lines) console.log(line);
  for (const failure of failures) console.error(failure);
  console.log(
    failures.length === 0
      ? `mutation check passed: ${moduleScores(report).length} modules checked`
      : `mutation check failed: ${failures.length} problem(s)`,
  );
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
