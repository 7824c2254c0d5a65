// A step's output read back the way the GitHub runner reads it (actions/runner:
// src/Runner.Worker/Handlers/OutputManager.cs, ActionCommandManager.cs and
// src/Runner.Common/ActionCommand.cs): split into lines at CR and LF, each line tried as a
// workflow command in the current form (`::name key=value::data`, past leading white space) and
// in the old one (`##[name key=value]data` anywhere in the line), with stop-commands and
// add-mask obeyed as the runner obeys them. The tests assert on the commands it finds.

/** The commands the runner knows (ActionCommandManager's extensions and stop-commands). */
const REGISTERED = [
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
];

interface RunnerCommand {
  /** As written (the runner compares names ignoring case). */
  readonly name: string;
  readonly properties: Readonly<Record<string, string>>;
  /** The data, unescaped as the runner does. */
  readonly data: string;
  /** The line it came from. */
  readonly line: string;
  /** `::name::` (the current form) or `##[name]` (the old one). */
  readonly form: 'current' | 'old';
}

export interface Replay {
  /** Every command the runner obeyed, in order (stop-commands and its resume token included). */
  readonly commands: RunnerCommand[];
  /** The other lines, as the log shows them: every masked value replaced by `***`. */
  readonly shown: string[];
  /** The values added with add-mask, each once. */
  readonly masks: string[];
}

// .NET's String.TrimStart(): Char.IsWhiteSpace.
const LEADING_SPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

function unescape(text: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.reduce((out, [escaped, char]) => out.split(escaped).join(char), text);
}

const DATA_ESCAPES = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%25', '%'],
] as const;
const PROPERTY_ESCAPES = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%3A', ':'],
  ['%2C', ','],
  ['%25', '%'],
] as const;
const OLD_ESCAPES = [
  ['%3B', ';'],
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%5D', ']'],
  ['%25', '%'],
] as const;

function isRegistered(name: string, registered: ReadonlySet<string>): boolean {
  return registered.has(name.toLowerCase());
}

/** ActionCommand.TryParseV2. */
function parseCurrent(line: string, registered: ReadonlySet<string>): RunnerCommand | undefined {
  const message = line.replace(LEADING_SPACE, '');
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!isRegistered(name, registered)) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter(Boolean)) {
      const [key, value] = splitPair(pair);
      if (key !== undefined && value !== undefined)
        properties[key] = unescape(value, PROPERTY_ESCAPES);
    }
  }
  return {
    name,
    properties,
    data: unescape(message.slice(end + 2), DATA_ESCAPES),
    line,
    form: 'current',
  };
}

/** ActionCommand.TryParse: the old form, found anywhere in the line. */
function parseOld(line: string, registered: ReadonlySet<string>): RunnerCommand | undefined {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const bracket = line.indexOf(']', prefix);
  if (bracket < 0) return undefined;
  const info = line.slice(prefix + 3, bracket);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!isRegistered(name, registered)) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const [key, value] = splitPair(pair);
      if (key !== undefined && value !== undefined) properties[key] = unescape(value, OLD_ESCAPES);
    }
  }
  return {
    name,
    properties,
    data: unescape(line.slice(bracket + 1), OLD_ESCAPES),
    line,
    form: 'old',
  };
}

/** `key=value` split at the first `=`, empty parts dropped (String.Split with RemoveEmptyEntries, count 2). */
function splitPair(pair: string): [string | undefined, string | undefined] {
  const at = pair.indexOf('=');
  if (at < 0) return [pair || undefined, undefined];
  const parts = [pair.slice(0, at), pair.slice(at + 1)].filter(Boolean);
  return [parts[0], parts[1]];
}

/** Reads `output` (stdout and stderr as the runner receives them) line by line, as the runner does. */
export function replayLog(output: string): Replay {
  const registered = new Set(REGISTERED);
  const commands: RunnerCommand[] = [];
  const shown: string[] = [];
  const masks: string[] = [];
  let stopToken: string | undefined;
  const mask = (line: string) =>
    [...masks]
      .sort((a, b) => b.length - a.length)
      .reduce((out, m) => out.split(m).join('***'), line);
  for (const line of output.split(/\r\n|\r|\n/)) {
    const command =
      line.includes('##[') || line.includes('::')
        ? (parseCurrent(line, registered) ?? parseOld(line, registered))
        : undefined;
    if (!command) {
      shown.push(mask(line));
      continue;
    }
    if (stopToken !== undefined) {
      if (command.name.toLowerCase() === stopToken.toLowerCase()) {
        commands.push(command);
        registered.delete(stopToken.toLowerCase());
        stopToken = undefined;
      } else {
        shown.push(mask(line));
      }
      continue;
    }
    commands.push(command);
    const name = command.name.toLowerCase();
    if (name === 'stop-commands') {
      stopToken = command.data;
      registered.add(stopToken.toLowerCase());
    } else if (name === 'add-mask' && command.data.trim()) {
      // The value, and each of its lines (AddMaskCommandExtension).
      const parts = command.data.split(/[\r\n]+/).map((part) => part.trim());
      for (const value of [command.data, ...parts]) {
        if (value && !masks.includes(value)) masks.push(value);
      }
    }
  }
  return { commands, shown, masks };
}
