// `npm run mutate [-- Stryker options]`: runs Stryker (stryker.config.mjs), then makes the
// incremental file it wrote portable: Stryker records the absolute directory it ran in
// (`projectRoot`) and absolute paths of its sandbox and of node_modules inside the reasons it
// keeps for each mutant (a failed assertion's stack). Those are rewritten relative to the
// repository, so the committed stryker-incremental.json is the same whoever made it, and a reason's
// stack is dropped. Stryker reads neither back: `projectRoot` is informational and a reason is
// only shown again.
//
// `--incrementalFile FILE` (as .ci/run gives, to work on a copy in .tmp/) names the file;
// otherwise the one stryker.config.mjs names.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

// A directory path from the root up to a Stryker sandbox (`…/.tmp/stryker/sandbox-AbC123/`), or
// up to `node_modules/`: everything before what the repository itself names.
const SANDBOX = /\/(?:[^\s/"'`():\\]+\/)*?\.tmp\/stryker\/sandbox-[^\s/"'`():\\]+\//g;
const BEFORE_NODE_MODULES = /(?<![\w.-])\/(?:[^\s/"'`():\\]+\/)+?(?=node_modules\/)/g;

/** The text with absolute paths made relative to the repository. */
export function portablePaths(text: string, root: string): string {
  const rootSlash = root.endsWith('/') ? root : `${root}/`;
  return text.replace(SANDBOX, '').replace(BEFORE_NODE_MODULES, '').split(rootSlash).join('');
}

// A stack frame of a failed assertion: `    at f (file:1:2)`.
const STACK_FRAME = /\n\s+at .*/s;
const REASON_MAX = 1_000;

/**
 * A reason without its stack and at most REASON_MAX characters: what failed stays, where jest's
 * frames were does not. The stacks were most of the file's size, for nothing a reader uses.
 */
export function withoutStack(reason: string): string {
  const message = reason.replace(STACK_FRAME, '');
  return message.length > REASON_MAX ? `${message.slice(0, REASON_MAX - 1)}…` : message;
}

/** An incremental report (Stryker's JSON) with no absolute path and no stack left in it. */
export function portableIncrementalReport(json: string, root: string): string {
  const report = JSON.parse(json) as {
    projectRoot?: string;
    files?: Record<string, { mutants?: Array<{ statusReason?: string }> }>;
  };
  if (report.projectRoot !== undefined) report.projectRoot = '.';
  for (const file of Object.values(report.files ?? {})) {
    for (const mutant of file.mutants ?? []) {
      if (typeof mutant.statusReason === 'string') {
        mutant.statusReason = withoutStack(portablePaths(mutant.statusReason, root));
      }
    }
  }
  // As Stryker writes it, so that an unchanged run leaves the file byte for byte the same.
  return JSON.stringify(report, null, 2);
}

function incrementalFile(args: string[]): string {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--incrementalFile') return args[i + 1] ?? '';
    if (arg.startsWith('--incrementalFile=')) return arg.slice('--incrementalFile='.length);
  }
  return process.env.MUTATE_TIER === 'in-process'
    ? 'stryker-incremental-in-process.json'
    : 'stryker-incremental.json';
}

function main(): number {
  const args = process.argv.slice(2);
  const stryker = spawnSync(join(repoRoot, 'node_modules', '.bin', 'stryker'), ['run', ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const file = resolve(repoRoot, incrementalFile(args));
  if (existsSync(file)) {
    const before = readFileSync(file, 'utf8');
    const after = portableIncrementalReport(before, repoRoot);
    if (after !== before) writeFileSync(file, after);
  }
  return stryker.status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main();
}
