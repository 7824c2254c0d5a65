/**
 * What the action asks of the runner's toolkit: masks, log lines, the step's result, outputs,
 * saved state and the job summary. Only the printing gate (common/log.ts) uses it. A run gets its
 * toolkit from its runtime: in a workflow, @actions/core (loadToolkit); in the in-process tests,
 * one that writes the same commands and files for that run alone.
 */
export interface Toolkit {
  setSecret(secret: string): void;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string): void;
  notice(message: string): void;
  /** The step fails, with this message as its error. */
  setFailed(message: string): void;
  setOutput(name: string, value: string): void;
  saveState(name: string, value: string): void;
  /**
   * Writes the job summary over what the step wrote before; nothing when the runner gave no summary
   * file.
   */
  writeSummary(markdown: string): Promise<void>;
}

/**
 * The runner's toolkit, @actions/core, loaded on demand (RunnerLog: at the first line, or once a
 * round's first request to the service is out). It pulls in an HTTP client for OIDC (undici) that
 * the bundler cannot drop and that takes ~50 ms to load, so the action sends its first requests
 * before the toolkit loads, and prints nothing before it has loaded (the mask comes first).
 * @actions/core reads the process's own environment, stdout and exit code: this is the toolkit of
 * the process the runner started, and of nothing else.
 */
export async function loadToolkit(): Promise<Toolkit> {
  const core = await import('@actions/core');
  return {
    setSecret: (secret) => core.setSecret(secret),
    info: (message) => core.info(message),
    debug: (message) => core.debug(message),
    warning: (message) => core.warning(message),
    notice: (message) => core.notice(message),
    setFailed: (message) => core.setFailed(message),
    setOutput: (name, value) => core.setOutput(name, value),
    saveState: (name, value) => core.saveState(name, value),
    writeSummary: async (markdown) => {
      // The toolkit writes to the file this variable names.
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.emptyBuffer().addRaw(markdown).write({ overwrite: true });
    },
  };
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
