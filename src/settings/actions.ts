// The four actions of this repository, one per job to be done: the root action (the rounds a person
// or an event asks for) and the digest, sweep and automation actions, each a folder with its own
// action.yml over the same dist/. An action reads only the inputs its action.yml declares, so that
// no input means one thing here and another there; one it does not declare is an input error that
// names the action that takes it. A test holds these lists to the action.yml files.
import { InputError } from '../common/errors.js';
import { readInput } from '../common/toolkit.js';
import type { ActionName, InputReader } from './types.js';

const SERVICE = ['project-id', 'api-key', 'base-url'];
const WAITING = ['poll-interval', 'max-poll-interval', 'timeout'];

/** The inputs each action's action.yml declares. */
export const ACTION_INPUTS: Readonly<Record<ActionName, readonly string[]>> = {
  root: [
    'prompt',
    'prompt-file',
    ...SERVICE,
    'job-id',
    'wait',
    ...WAITING,
    'fail-on',
    'comment',
    'issue-number',
    'github-token',
    'include-issue-context',
    'diff-budget',
    'paths',
    'docs-token',
    'check-name',
    'trigger-phrase',
    'allowed-associations',
    'min-permission',
    'allowed-bots',
    'rate-limit',
    'dry-run',
    'remove-label',
    'working-label',
  ],
  digest: [
    ...SERVICE,
    'merged-since',
    'issue-number',
    'prompt',
    'paths',
    'diff-budget',
    ...WAITING,
    'fail-on',
    'comment',
    'github-token',
    'docs-token',
    'dry-run',
  ],
  sweep: [...SERVICE, 'working-label', 'give-up-after', 'github-token', 'dry-run'],
  automation: [...SERVICE, 'automation-id', 'wait', ...WAITING, 'fail-on', 'dry-run'],
};

const JOB_OUTPUTS = ['job-id', 'status', 'pr-link', 'timed-out', 'job'];

/** The outputs each action's action.yml declares: the only ones it sets. */
export const ACTION_OUTPUTS: Readonly<Record<ActionName, readonly string[]>> = {
  root: [...JOB_OUTPUTS, 'comment-url'],
  digest: [...JOB_OUTPUTS, 'comment-url'],
  sweep: ['swept', 'status'],
  automation: ['automation-run-id', ...JOB_OUTPUTS],
};

/** The inputs of `action` as the runner passes them; '' for any input the action does not declare. */
export function actionInputs(action: ActionName, env: NodeJS.ProcessEnv): InputReader {
  const declared = new Set(ACTION_INPUTS[action]);
  return (name) => (declared.has(name) ? readInput(name, env) : '');
}

/** What a workflow writes in `uses:` for `action`. */
export function usesOf(action: ActionName, env: NodeJS.ProcessEnv): string {
  // The runner names the action's repository and ref for the step that runs it.
  const repository = env.GITHUB_ACTION_REPOSITORY?.trim() || 'OWNER/agent-job-action';
  const ref = env.GITHUB_ACTION_REF?.trim() || 'v1';
  return `${repository}${action === 'root' ? '' : `/${action}`}@${ref}`;
}

/**
 * Throws an InputError for the first input the step was given (an INPUT_ variable with a value)
 * that `action` does not declare, naming the action that takes it. The runner itself only warns.
 */
export function checkGivenInputs(action: ActionName, env: NodeJS.ProcessEnv): void {
  const declared = new Set(ACTION_INPUTS[action]);
  const given = Object.entries(env)
    .filter(
      ([key, value]) => key.startsWith('INPUT_') && value !== undefined && value.trim() !== '',
    )
    .map(([key]) => key.slice('INPUT_'.length).toLowerCase())
    .filter((name) => !declared.has(name))
    .sort();
  const [name] = given;
  if (name === undefined) return;
  const here = action === 'root' ? 'this action' : `the ${action} action`;
  // `sweep: true` asked the root action for a sweep before the sweep was an action of its own.
  const owner =
    name === 'sweep'
      ? 'sweep'
      : (Object.keys(ACTION_INPUTS) as ActionName[]).find((other) =>
          ACTION_INPUTS[other].includes(name),
        );
  if (owner === undefined) {
    throw new InputError(
      `${here} has no input ${name}: remove it from the step's with: (check its spelling against the action's inputs)`,
    );
  }
  const what =
    owner === 'root'
      ? 'it is an input of the main action'
      : owner === name
        ? `the ${owner} is an action of its own`
        : `it is an input of the ${owner} action`;
  throw new InputError(
    `${here} has no input ${name}: ${what}; use uses: ${usesOf(owner, env)} for that, or remove ${name}`,
  );
}
