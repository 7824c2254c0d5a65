// Settings as the action reads them from its inputs, for the unit tests of the modules that take
// them: on a workflow_dispatch run unless another event is given.
import type { Emulator } from '../emulator/index.js';
import { createRedactor } from '../src/common/redact.js';
import type { GitHubEvent } from '../src/github/event.js';
import { readSettings } from '../src/settings/read.js';
import { readThreadSettings } from '../src/settings/thread.js';
import { ACTION_INPUTS } from '../src/settings/actions.js';
import type { ActionName, Settings } from '../src/settings/types.js';

const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };

/**
 * The settings these inputs make for `action` (an input not given reads as ''), redacting the two
 * secrets. An input the action does not declare is a mistake of the test.
 */
export function settingsFrom(
  inputs: Readonly<Record<string, string>>,
  event: GitHubEvent = DISPATCH,
  action: ActionName = 'root',
): Settings {
  const undeclared = Object.keys(inputs).filter((name) => !ACTION_INPUTS[action].includes(name));
  if (undeclared.length > 0) {
    throw new Error(`the ${action} action does not declare ${undeclared.join(', ')}`);
  }
  const input = (name: string) => inputs[name] ?? '';
  const redact = createRedactor([inputs['api-key'] ?? '', inputs['github-token'] ?? '']);
  return readSettings(
    input,
    { workspace: '/tmp', event, action },
    readThreadSettings(input, event, redact, action),
    redact,
  );
}

/** The inputs that point a round at an emulator: its project, key and address. */
export function serviceInputs(emu: Emulator): Record<string, string> {
  return { 'project-id': emu.projectId, 'api-key': emu.apiKey, 'base-url': emu.url };
}
