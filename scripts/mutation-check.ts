// The standing mutation check (.ci/run, after `npm run mutate`): reads Stryker's JSON report and
// fails when a module's mutation score, or the overall score, is below its floor in
// mutation-floors.json, or when a module listed under `accounted` has a mutant no test detects and
// no `// Stryker disable` comment accounts for. Prints every module it checked. docs/verification.md
// explains the scores.
//
//   tsx scripts/mutation-check.ts [--report .tmp/mutation/mutation.json] [--floors mutation-floors.json]
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
        `${s.file}: mutation score ${show(s.score)} is below its floor of ${floor} %: add tests that kill its survivors (open .tmp/mutation/mutation.html), or account for them in docs/verification.md`,
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

function main(args: string[]): number {
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
  };
  const reportPath = option('--report', '.tmp/mutation/mutation.json');
  const floorsPath = option('--floors', 'mutation-floors.json');
  let report: Report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  } catch (error) {
    console.error(
      `no mutation report at ${reportPath} (${(error as Error).message}): run npm run mutate first`,
    );
    return 1;
  }
  const floors = JSON.parse(readFileSync(floorsPath, 'utf8')) as Floors;
  const { lines, failures } = check(report, floors);
  console.log(`mutation scores from ${reportPath}, floors from ${floorsPath}:`);
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
