// The import rules of src/ (.dependency-cruiser.mjs), run as `npm run lint` runs them (the
// package.json script lint:imports) on small made-up source trees in a temp directory: a tree
// that follows the rules passes, and each kind of wrong import is refused with a line that names
// the rule, the importing file and the imported one.
import { afterEach, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const LINT_IMPORTS = packageJson.scripts['lint:imports'] ?? '';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project holding `files` (path → source), the repository's rules and a NodeNext tsconfig. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  temps.push(root);
  copyFileSync(join(repoRoot, '.dependency-cruiser.mjs'), join(root, '.dependency-cruiser.mjs'));
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
  );
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** Runs the lint:imports script in `root`, as npm would (the repository's binaries on PATH). */
function lintImports(root: string): { status: number | null; output: string } {
  const result = spawnSync('sh', ['-c', LINT_IMPORTS], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${join(repoRoot, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One module per folder, each importing the one below it, as the pipeline does. */
const DOWNWARD: Record<string, string> = {
  'src/index.ts': "import { run } from './main.js';\nawait run();\n",
  'src/main.ts': [
    "import { report } from './report/run-report.js';",
    "import { work } from './job/work.js';",
    'export async function run(): Promise<void> { report(work()); }',
  ].join('\n'),
  'src/report/run-report.ts': [
    "import type { Plan } from '../round/plan.js';",
    "import { words } from './words.js';",
    'export const report = (plan: Plan): string => words(plan.prompt);',
  ].join('\n'),
  'src/report/words.ts': 'export const words = (text: string): string => text;\n',
  'src/job/work.ts': [
    "import { plan, type Plan } from '../round/plan.js';",
    'export const work = (): Plan => plan();',
  ].join('\n'),
  'src/round/plan.ts': [
    "import { readSettings } from '../settings/read.js';",
    'export interface Plan { prompt: string }',
    'export const plan = (): Plan => ({ prompt: readSettings().prompt });',
  ].join('\n'),
  'src/settings/read.ts': [
    "import { eventName } from '../github/event.js';",
    "import { baseUrl } from '../service/client.js';",
    'export const readSettings = () => ({ prompt: `${eventName()} ${baseUrl()}` });',
  ].join('\n'),
  'src/github/event.ts': [
    "import { oneLine } from '../common/errors.js';",
    "export const eventName = (): string => oneLine('issues');",
  ].join('\n'),
  'src/service/client.ts': [
    "import { oneLine } from '../common/errors.js';",
    "export const baseUrl = (): string => oneLine('http://127.0.0.1');",
  ].join('\n'),
  'src/common/errors.ts': [
    "import { cut } from './text.js';",
    'export const oneLine = (text: string): string => cut(text);',
  ].join('\n'),
  'src/common/text.ts': 'export const cut = (text: string): string => text.slice(0, 100);\n',
};

describe('the import rules (npm run lint:imports)', () => {
  test('the lint script runs the rules of .dependency-cruiser.mjs on src/', () => {
    expect(LINT_IMPORTS).toMatch(/^depcruise src --config \.dependency-cruiser\.mjs /);
    expect(packageJson.scripts.lint).toContain('npm run --silent lint:imports');
  });

  test('accepts a tree whose folders import only downward, with .js suffixes and type imports', () => {
    const { status, output } = lintImports(project(DOWNWARD));
    expect(output).toContain('no dependency violations found');
    // Every module and import of the tree was seen: 11 modules, 12 imports.
    expect(output).toMatch(/11 modules, 12 dependencies cruised/);
    expect(status).toBe(0);
  });

  test('refuses an upward import, naming the rule and both files', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/round/plan.ts': [
          "import { words } from '../report/words.js';",
          'export interface Plan { prompt: string }',
          "export const plan = (): Plan => ({ prompt: words('x') });",
        ].join('\n'),
      }),
    );
    expect(output).toContain(
      'error round-imports-only-below: src/round/plan.ts → src/report/words.ts',
    );
    expect(output).toContain(
      'src/round/ may import only settings/, github/, service/, common/ and itself',
    );
    expect(output).toContain('1 dependency violations');
    expect(status).not.toBe(0);
  });

  test('refuses an upward import of a type alone', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/settings/read.ts': [
          "import type { Plan } from '../round/plan.js';",
          "export const readSettings = (): Plan => ({ prompt: '' });",
        ].join('\n'),
      }),
    );
    expect(output).toContain(
      'error settings-imports-only-below: src/settings/read.ts → src/round/plan.ts',
    );
    expect(status).not.toBe(0);
  });

  test('refuses an import between the two folders of one level (job and report)', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/job/work.ts': [
          "import { plan, type Plan } from '../round/plan.js';",
          "import { words } from '../report/words.js';",
          'export const work = (): Plan => ({ prompt: words(plan().prompt) });',
        ].join('\n'),
      }),
    );
    expect(output).toContain('error job-imports-only-below: src/job/work.ts → src/report/words.ts');
    expect(status).not.toBe(0);
  });

  test('refuses a cycle inside a folder, naming the rule and the files of the loop', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/common/text.ts': [
          "import { oneLine } from './errors.js';",
          'export const cut = (text: string): string => oneLine(text).slice(0, 100);',
        ].join('\n'),
      }),
    );
    expect(output).toMatch(
      /error no-cycle: src\/common\/(errors|text)\.ts →\s+src\/common\/(errors|text)\.ts →\s+src\/common\/(errors|text)\.ts/,
    );
    expect(output).toContain('src/common/errors.ts');
    expect(output).toContain('src/common/text.ts');
    expect(status).not.toBe(0);
  });

  test('refuses a folder importing an entry point', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/report/words.ts': [
          "import { run } from '../main.js';",
          'export const words = (text: string): string => `${typeof run} ${text}`;',
        ].join('\n'),
      }),
    );
    expect(output).toContain(
      'error no-import-of-an-entry-point: src/report/words.ts → src/main.ts',
    );
    expect(status).not.toBe(0);
  });

  test('refuses a folder that has no place in the table', () => {
    const { status, output } = lintImports(
      project({
        ...DOWNWARD,
        'src/helpers/text.ts': 'export const shout = (text: string): string => text + "!";\n',
        'src/report/words.ts': [
          "import { shout } from '../helpers/text.js';",
          'export const words = (text: string): string => shout(text);',
        ].join('\n'),
      }),
    );
    expect(output).toContain(
      'error folder-not-in-the-table: src/report/words.ts → src/helpers/text.ts',
    );
    expect(status).not.toBe(0);
  });
});
