// Settings as the action reads them from its inputs, for the unit tests of the modules that take
// them: on a workflow_dispatch run unless another event is given.
import type { Emulator } from '../emulator/index.js';
import { createRedactor } from '../src/common/redact.js';
import type { GitHubEvent } from '../src/github/event.js';
import { readSettings } from '../src/settings/read.js';
import { readThreadSettings } from '../src/settings/thread.js';
import type { Settings } from '../src/settings/types.js';

const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };

/** The settings these inputs make (an input not given reads as ''), redacting the two secrets. */
export function settingsFrom(
  inputs: Readonly<Record<string, string>>,
  event: GitHubEvent = DISPATCH,
): Settings {
  const input = (name: string) => inputs[name] ?? '';
  const redact = createRedactor([inputs['api-key'] ?? '', inputs['github-token'] ?? '']);
  return readSettings(
    input,
    { workspace: '/tmp', event },
    readThreadSettings(input, event, redact),
    redact,
  );
}

/** The inputs that point a round at an emulator: its project, key and address. */
export function serviceInputs(emu: Emulator): Record<string, string> {
  return { 'project-id': emu.projectId, 'api-key': emu.apiKey, 'base-url': emu.url };
}
