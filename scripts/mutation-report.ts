// The mutation tables of docs/verification.md, made from Stryker's JSON reports (both tiers' last,
// unless --report names others) so that they say what the last runs measured: the score of every
// module, and every mutant not detected with its account. An equivalent mutant is accounted for
// where it lives, by a `// Stryker disable` comment whose reason Stryker copies into the report; a
// survivor with no such comment is "open".
//
//   tsx scripts/mutation-report.ts [--report FILE]… [--floors mutation-floors.json]
//                                  [--write docs/verification.md --region NAME] [--scores-only]
//
// With --write, replaces the text between `<!-- mutation-report:NAME -->` and
// `<!-- mutation-report:NAME:end -->` in the file; without it, prints the Markdown.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  moduleScores,
  overallScore,
  readReports,
  reportPaths,
  type Floors,
} from './mutation-check.js';

interface Position {
  readonly line: number;
  readonly column: number;
}

interface Mutant {
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: string;
  readonly statusReason?: string;
  readonly location: { readonly start: Position; readonly end: Position };
}

/** Stryker's mutation-testing-report-schema, as far as this script reads it. */
export interface Report {
  readonly files: Readonly<
    Record<string, { readonly source: string; readonly mutants: readonly Mutant[] }>
  >;
}

const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * A static mutant the run did not test (`ignoreStatic`: one in a module-level constant runs the
 * whole suite, so the standing check leaves them out): ignored, but not equivalent.
 */
export function staticNotRun(m: Pick<Mutant, 'status' | 'statusReason'>): boolean {
  return m.status === 'Ignored' && /ignoreStatic/.test(m.statusReason ?? '');
}

/** Marked equivalent where it lives (a `// Stryker disable` comment). */
const equivalent = (m: Mutant) => m.status === 'Ignored' && !staticNotRun(m);
const STATUS_WORDS: Readonly<Record<string, string>> = {
  Survived: 'survived',
  NoCoverage: 'no coverage',
  Ignored: 'equivalent',
};

/** The code a mutant replaces (columns are 1-based in the report), on one line. */
function original(source: string, { start, end }: Mutant['location']): string {
  const lines = source.split('\n');
  const from = lines[start.line - 1] ?? '';
  const text =
    start.line === end.line
      ? from.slice(start.column - 1, end.column - 1)
      : [
          from.slice(start.column - 1),
          ...lines.slice(start.line, end.line - 1),
          (lines[end.line - 1] ?? '').slice(0, end.column - 1),
        ].join(' ');
  return oneLine(text);
}

function oneLine(text: string, max = 60): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

/** Inline code that holds any text: a fence longer than its longest run of backticks. */
function code(text: string): string {
  if (text === '') return '(empty)';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`.replaceAll('|', '\\|');
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

const show = (score: number | undefined) => (score === undefined ? 'n/a' : `${score.toFixed(1)} %`);

/** The scores table: one row per module, then the overall score; with the floors when given. */
export function scoresTable(report: Report, floors?: Floors): string[] {
  const scores = moduleScores(report);
  const ignored = (file: string) => report.files[file]!.mutants.filter(equivalent).length;
  const notRun = (file: string) => report.files[file]!.mutants.filter(staticNotRun).length;
  const rows = scores
    .filter((s) => s.score !== undefined)
    .map((s) => [
      `\`${s.file}\``,
      show(s.score),
      String(s.killed),
      String(s.timeout),
      String(s.survived),
      String(s.noCoverage),
      String(ignored(s.file)),
      String(notRun(s.file)),
      ...(floors ? [`${floors.files[s.file] ?? floors.default} %`] : []),
    ]);
  const overall = overallScore(scores);
  rows.push([
    '**overall**',
    `**${show(overall.score)}**`,
    String(overall.killed),
    String(overall.timeout),
    String(overall.survived),
    String(overall.noCoverage),
    String(scores.reduce((total, s) => total + ignored(s.file), 0)),
    String(scores.reduce((total, s) => total + notRun(s.file), 0)),
    ...(floors ? [`${floors.overall} %`] : []),
  ]);
  const head = [
    'module',
    'score',
    'killed',
    'timeout',
    'survived',
    'no coverage',
    'equivalent',
    'static, not run',
  ];
  return table(floors ? [...head, 'floor'] : head, rows);
}

/** Every mutant not detected, in file and line order, with its account (static ones not run are counted in the scores table). */
export function accountsTable(report: Report): string[] {
  const rows: string[][] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const open = mutants
      .filter((m) => UNDETECTED.has(m.status) || equivalent(m))
      .sort(
        (a, b) =>
          a.location.start.line - b.location.start.line ||
          a.location.start.column - b.location.start.column,
      );
    for (const m of open) {
      const account =
        m.status === 'Ignored' ? oneLine(m.statusReason ?? 'equivalent', 200) : 'open';
      rows.push([
        `\`${file}:${m.location.start.line}\``,
        STATUS_WORDS[m.status] ?? m.status,
        m.mutatorName,
        `${code(original(source, m.location))} → ${code(oneLine(m.replacement ?? ''))}`,
        account.replaceAll('|', '\\|'),
      ]);
    }
  }
  if (rows.length === 0) return ['Every mutant of these modules is detected.'];
  return table(['where', 'status', 'mutator', 'change', 'account'], rows);
}

/** Scores with floors and every account; or, for a run that is no standing check, the scores alone. */
export function reportMarkdown(report: Report, floors: Floors | undefined): string {
  const scores = scoresTable(report, floors);
  return (floors ? [...scores, '', ...accountsTable(report)] : scores).join('\n');
}

/** `text` with the region NAME replaced by `content`; throws when the region is missing. */
export function replaceRegion(text: string, name: string, content: string): string {
  const begin = `<!-- mutation-report:${name} -->`;
  const end = `<!-- mutation-report:${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no region ${begin} … ${end}`);
  return `${text.slice(0, from + begin.length)}\n\n${content}\n\n${text.slice(to)}`;
}

function main(args: string[]): number {
  const option = (name: string, fallback?: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const report = readReports<Report>(reportPaths(args));
  const floors = args.includes('--scores-only')
    ? undefined
    : (JSON.parse(readFileSync(option('--floors', 'mutation-floors.json')!, 'utf8')) as Floors);
  const markdown = reportMarkdown(report, floors);
  const target = option('--write');
  if (!target) {
    console.log(markdown);
    return 0;
  }
  const region = option('--region', 'checked')!;
  writeFileSync(target, replaceRegion(readFileSync(target, 'utf8'), region, markdown));
  console.log(`wrote the ${region} mutation tables into ${target}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
