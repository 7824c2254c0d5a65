// `npm start`: runs the bundled action against a local emulator of the Agent Job Service (or,
// with AGENT_API_KEY and AGENT_PROJECT_ID set, against that service) and shows the log, the
// step outputs and the job summary, the way a workflow run would.
import { existsSync } from 'node:fs';
import { actionEntry, runAction } from './run-action.js';

const SAMPLE_PROMPT =
  'Document the new `rateLimit` option of the SDK client on the configuration page, with an example.';

const useColor = process.stdout.isTTY === true && !('NO_COLOR' in process.env);
const paint = (code: number) => (text: string) =>
  useColor ? `\u001b[${code}m${text}\u001b[0m` : text;
const dim = paint(2);
const bold = paint(1);
const red = paint(31);
const yellow = paint(33);
const cyan = paint(36);

interface Target {
  label: string;
  baseUrl: string;
  apiKey: string;
  projectId: string;
  pollInterval: string;
  close: () => Promise<void>;
}

async function main(): Promise<number> {
  if (!existsSync(actionEntry)) {
    console.error(red(`${actionEntry} is missing: run \`npm run build\` first.`));
    return 1;
  }
  const target = await chooseTarget();
  try {
    return await runAgainst(target);
  } finally {
    await target.close();
  }
}

async function chooseTarget(): Promise<Target> {
  const { AGENT_API_KEY: apiKey, AGENT_PROJECT_ID: projectId } = process.env;
  if (apiKey && projectId) {
    const baseUrl = process.env.AGENT_BASE_URL || 'https://api.mintlify.com';
    // A real service: poll at the action's documented pace, not the emulator's.
    return {
      label: baseUrl,
      baseUrl,
      apiKey,
      projectId,
      pollInterval: '5s',
      close: async () => {},
    };
  }
  const { startEmulator } = await import('../emulator/index.js');
  const emulator = await startEmulator({ jobDurationMs: 3000 });
  return {
    label: `the local emulator at ${emulator.url} (set AGENT_API_KEY and AGENT_PROJECT_ID to use a real service)`,
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    projectId: emulator.projectId,
    pollInterval: '0.5s',
    close: () => emulator.close(),
  };
}

async function runAgainst(target: Target): Promise<number> {
  const prompt = process.env.AGENT_PROMPT || SAMPLE_PROMPT;
  const secrets = new Set([target.apiKey]);
  const redact = (text: string): string => {
    let out = text;
    for (const secret of secrets) if (secret) out = out.split(secret).join('***');
    return out;
  };

  const showDebug = process.env.RUNNER_DEBUG === '1';
  console.log(bold(`Running dist/index.js against ${target.label}`));
  console.log(dim(`prompt: ${prompt}`));
  if (!showDebug) console.log(dim('debug lines hidden, as on GitHub; RUNNER_DEBUG=1 shows them'));
  console.log();

  const log = new LogRenderer((line) => console.log(redact(line)), secrets, showDebug);
  const result = await runAction({
    env: showDebug ? { RUNNER_DEBUG: '1' } : {},
    inputs: {
      prompt,
      'project-id': target.projectId,
      'api-key': target.apiKey,
      'base-url': target.baseUrl,
      'poll-interval': target.pollInterval,
      comment: 'false',
    },
    timeoutMs: 35 * 60_000,
    onStdout: (line) => log.line(line),
    onStderr: (line) => console.log(redact(`${dim('stderr │')} ${line}`)),
  });

  console.log();
  console.log(bold('Step outputs'));
  const outputs = Object.entries(result.outputs);
  if (outputs.length === 0) console.log(dim('  (none)'));
  const width = Math.max(0, ...outputs.map(([name]) => name.length));
  for (const [name, value] of outputs)
    console.log(`  ${cyan(name.padEnd(width))}  ${redact(value)}`);

  console.log();
  console.log(bold('Job summary'));
  const summary = result.summary.trim();
  console.log(summary ? indent(redact(summaryAsText(summary))) : dim('  (empty)'));

  console.log();
  const code = result.exitCode ?? 1;
  const how = result.signal ? `killed by ${result.signal}` : `exit code ${code}`;
  const seconds = (result.durationMs / 1000).toFixed(1);
  console.log(
    code === 0 ? bold(`The step succeeded (${seconds} s).`) : red(`The step failed: ${how}.`),
  );
  return code;
}

/** Turns workflow commands (`::group::`, `::debug::`, …) into readable lines, as the runner's log view does. */
class LogRenderer {
  private depth = 0;

  constructor(
    private readonly print: (line: string) => void,
    private readonly secrets: Set<string>,
    private readonly showDebug: boolean,
  ) {}

  line(raw: string): void {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(raw);
    if (!command) {
      this.emit(raw);
      return;
    }
    const [, name = '', properties = '', data = ''] = command;
    const message = decodeData(data);
    switch (name) {
      case 'add-mask':
        this.secrets.add(message);
        return;
      case 'group':
        this.emit(bold(`▾ ${message}`));
        this.depth++;
        return;
      case 'endgroup':
        this.depth = Math.max(0, this.depth - 1);
        return;
      case 'debug':
        if (this.showDebug) this.emit(dim(`debug: ${message}`));
        return;
      case 'notice':
        this.emit(cyan(`notice: ${message}${where(properties)}`));
        return;
      case 'warning':
        this.emit(yellow(`warning: ${message}${where(properties)}`));
        return;
      case 'error':
        this.emit(red(`error: ${message}${where(properties)}`));
        return;
      default:
        this.emit(dim(raw));
    }
  }

  private emit(text: string): void {
    const prefix = dim('action │ ') + '  '.repeat(this.depth);
    for (const line of text.split('\n')) this.print(prefix + line);
  }
}

function decodeData(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function where(properties: string): string {
  return properties ? dim(` (${decodeData(properties)})`) : '';
}

/** The job summary is HTML (core.summary) or markdown; show HTML tables as aligned text. */
function summaryAsText(html: string): string {
  const cells = (row: string): string[] =>
    [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((m) => stripTags(m[1] ?? ''));
  const text = html.replace(/<table[^>]*>([\s\S]*?)<\/table>/g, (_table, body: string) => {
    const rows = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => cells(m[1] ?? ''));
    const width = Math.max(0, ...rows.map((row) => (row[0] ?? '').length));
    return `\n${rows.map(([first = '', ...rest]) => [first.padEnd(width), ...rest].join('  ')).join('\n')}\n`;
  });
  return stripTags(
    text
      .replace(/<h(\d)[^>]*>/g, (_h, level: string) => `${'#'.repeat(Number(level))} `)
      .replace(/<\/(h\d|p|li|div)>|<br\s*\/?>/g, '\n'),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(red(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  },
);
