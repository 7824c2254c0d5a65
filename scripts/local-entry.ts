// The entry @github/local-action calls for a sub-action (npm run local-action -- --action NAME):
// the action's run(), for the action scripts/local-action.ts names. The bundle tells it by the file
// the runner starts (src/index.ts); local-action calls an entry's run() with no arguments.
import { run as runAction } from '../src/main.js';
import type { ActionName } from '../src/settings/types.js';

export function run(): Promise<void> {
  return runAction(undefined, process.env.LOCAL_ACTION_NAME as ActionName);
}
