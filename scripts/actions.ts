// The repository's four actions, as a workflow names them and as the runner finds them: the root
// action (action.yml) and the digest, sweep and automation actions (digest/action.yml, …), each
// with its own inputs, outputs and `runs.main` over the one dist/. The scripts and the tests that
// read an action.yml, run an action or check a workflow's step take the action from here.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { ActionName } from '../src/settings/types.js';

export type { ActionName };

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface ActionInfo {
  readonly name: ActionName;
  /** Its action.yml, relative to the repository. */
  readonly manifest: string;
  /** What a workflow writes in `uses:` (OWNER stands for the account that publishes it). */
  readonly uses: string;
  /** How the documentation names it. */
  readonly title: string;
}

export const ACTIONS: readonly ActionInfo[] = [
  { name: 'root', manifest: 'action.yml', uses: 'OWNER/agent-job-action@v1', title: 'the action' },
  {
    name: 'digest',
    manifest: 'digest/action.yml',
    uses: 'OWNER/agent-job-action/digest@v1',
    title: 'the digest action',
  },
  {
    name: 'sweep',
    manifest: 'sweep/action.yml',
    uses: 'OWNER/agent-job-action/sweep@v1',
    title: 'the sweep action',
  },
  {
    name: 'automation',
    manifest: 'automation/action.yml',
    uses: 'OWNER/agent-job-action/automation@v1',
    title: 'the automation action',
  },
];

export function actionInfo(name: ActionName): ActionInfo {
  const info = ACTIONS.find((action) => action.name === name);
  if (!info) throw new Error(`no action ${name}`);
  return info;
}

/**
 * The action a step's `uses:` names: `OWNER/agent-job-action@ref` the root action,
 * `OWNER/agent-job-action/sweep@ref` the sweep action, `./` and `./sweep` in this repository;
 * undefined for any other action, or a folder of this repository that is no action.
 */
export function actionOfUses(uses: string): ActionName | undefined {
  const local = /^\.\/?([a-z]*)\/?$/.exec(uses);
  const remote = /^[^/@\s]+\/agent-job-action(?:\/([a-z]+))?@[^\s]+$/.exec(uses);
  const folder = local ? (local[1] ?? '') : remote ? (remote[1] ?? '') : undefined;
  if (folder === undefined) return undefined;
  if (folder === '') return 'root';
  return ACTIONS.find((action) => action.name === folder && action.name !== 'root')?.name;
}

/** An action.yml as YAML, parsed. */
export function readManifest(
  name: ActionName,
  repoRoot = root,
): {
  inputs?: Record<string, { default?: unknown; required?: boolean } | null>;
  outputs?: Record<string, unknown>;
  runs?: { main?: string; post?: string };
} {
  return parseYaml(readFileSync(join(repoRoot, actionInfo(name).manifest), 'utf8')) as ReturnType<
    typeof readManifest
  >;
}

/** The script the runner starts for the action's main step: its `runs.main`, from its folder. */
export function mainEntry(name: ActionName, repoRoot = root): string {
  const { manifest } = actionInfo(name);
  const main = readManifest(name, repoRoot).runs?.main;
  if (!main) throw new Error(`${manifest} has no runs.main`);
  return resolve(repoRoot, dirname(manifest), main);
}
