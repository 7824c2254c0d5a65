// Waiting for something to happen (a request a server saw, a line a process printed, a log line
// written), for the tests: never a guessed sleep. The condition is checked again every few
// milliseconds until it holds; the overall limit is generous, because the machine that runs the
// suite is shared and often busy, and only a condition that never comes should reach it.

/** Overall limit of a wait: far beyond anything a loaded machine takes, well within a test's time-out. */
const WAIT_LIMIT_MS = 20_000;

const CHECK_EVERY_MS = 10;

/**
 * Resolves with the first value of `check` that is neither undefined, null nor false; rejects with
 * `what` (and `detail()`, when given) if none comes within `limitMs`.
 */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  options: { limitMs?: number; detail?: () => string | Promise<string> } = {},
): Promise<T> {
  const limitMs = options.limitMs ?? WAIT_LIMIT_MS;
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() - started >= limitMs) {
      const detail = options.detail ? `\n${await options.detail()}` : '';
      throw new Error(`waited ${limitMs} ms for ${what}, in vain${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
}

/** A request as both local servers record it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The status answered, once the answer is sent. */
  status?: number;
}

/**
 * Whether `server` (the service emulator or the GitHub fake) has received a request with this
 * method and a path matching `path` (and, with `answered`, has sent its answer): for `waitFor`,
 * or for run-action's `signal.when`, which asks it again until it holds.
 */
export function sawRequest(
  server: { readonly requests: readonly SeenRequest[] },
  method: string,
  path: RegExp = /(?:)/,
  options: { answered?: boolean } = {},
): boolean {
  return server.requests.some(
    (r) =>
      r.method === method &&
      path.test(r.path) &&
      (options.answered !== true || r.status !== undefined),
  );
}
