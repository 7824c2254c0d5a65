/**
 * The runner's toolkit, @actions/core, loaded on demand. It pulls in an HTTP client for OIDC
 * (undici) that the bundler cannot drop and that takes ~50 ms to load, so the action sends its first
 * request while the toolkit loads, and prints nothing before it has loaded (the mask comes first).
 */
export type Toolkit = typeof import('@actions/core');

export function loadToolkit(): Promise<Toolkit> {
  return import('@actions/core');
}

/**
 * An input as the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased, hyphens
 * kept, trimmed; '' when unset. The same rule as the toolkit's getInput, so that inputs can be read
 * before the toolkit has loaded (a unit test holds the two to the same answers).
 */
export function readInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/**
 * State the main step saved, as the runner hands it to the post step: `STATE_<name>`, '' when
 * unset. The same rule as the toolkit's getState, so that the post step of a run that reported
 * can end without loading the toolkit (a unit test holds the two to the same answers).
 */
export function readState(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return env[`STATE_${name}`] ?? '';
}
