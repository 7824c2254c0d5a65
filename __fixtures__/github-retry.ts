// GitHub's retry policy for the unit tests of the modules that call GitHub: in virtual time, so its
// waits between tries pass at once.
import type { GitHubRetryDeps } from '../src/github/retry.js';
import { VirtualClock } from './virtual-clock.js';

/** Retries whose waits pass at once, with ten minutes of virtual time for each call. */
export function retryInVirtualTime(): GitHubRetryDeps {
  return { clock: new VirtualClock(), random: () => 0.5, budget: () => ({ deadline: 600_000 }) };
}
