// `npm start`: shows what a person would see after a label round, without a key. It starts a local
// emulator of the Agent Job Service and a local GitHub fake (emulator/github-fake.ts, on
// 127.0.0.1), seeds an issue there, and runs the bundled action (dist/index.js) the way the runner
// runs it on an `issues` `labeled` event, with GITHUB_API_URL pointing at the fake. Then it shows
// the log, the step outputs, and what the issue and the run's page show: the comments left on the
// issue and the job summary, rendered by cmark-gfm (GitHub's renderer) both as HTML pages in
// .tmp/start/ and as text in the terminal.
//
// With AGENT_API_KEY and AGENT_PROJECT_ID set, the job runs on that service (AGENT_BASE_URL for
// another deployment); GitHub is still the local fake. AGENT_PROMPT replaces the issue's body.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { realPayload } from '../__fixtures__/webhooks.js';
import { startGitHubFake, type GitHubFake } from '../emulator/github-fake.js';
import {
  CMARK_MISSING,
  githubPage,
  hasCmarkGfm,
  htmlToText,
  renderMarkdown,
} from './github-page.js';
import { actionEntry, repoRoot, runAction } from './run-action.js';

const ISSUE_TITLE = 'Document the rateLimit option';
const ISSUE_BODY =
  'The SDK client has a new `rateLimit` option, and no page mentions it.\nDocument it on the configuration page, with an example.';
const LABEL = 'docs-agent';
/** Where the rendered comments and summary go (git-ignored). */
const OUT_DIR = join(repoRoot, '.tmp', 'start');

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

interface LabeledEvent {
  payload: Record<string, unknown>;
  /** owner/name, as the payload names the repository. */
  repository: string;
  number: number;
  sender: string;
}

async function main(): Promise<number> {
  if (!existsSync(actionEntry)) {
    console.error(red(`${actionEntry} is missing: run \`npm run build\` first.`));
    return 1;
  }
  const target = await chooseTarget();
  const github = await startGitHubFake();
  try {
    return await runAgainst(target, github);
  } finally {
    await Promise.all([target.close(), github.close()]);
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
  const emulator = await startEmulator({ jobDurationMs: 1000 });
  return {
    label: `the local emulator at ${emulator.url} (set AGENT_API_KEY and AGENT_PROJECT_ID to use a real service)`,
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    projectId: emulator.projectId,
    pollInterval: '0.5s',
    close: () => emulator.close(),
  };
}

/**
 * An `issues` `labeled` event as GitHub sends it: the real payload of @octokit/webhooks-examples
 * (about Codertocat/Hello-World#1), with only the fields of this demo changed: the label's name
 * (the example workflow's label), and the issue's title and body (a documentation request instead
 * of the example's spelling report).
 */
function labeledEvent(body: string): LabeledEvent {
  const payload = realPayload('issues', 'labeled', {
    'label.name': LABEL,
    'issue.title': ISSUE_TITLE,
    'issue.body': body,
  }) as Record<string, unknown> & {
    issue: { number: number };
    repository: { full_name: string };
    sender: { login: string };
  };
  return {
    payload,
    repository: payload.repository.full_name,
    number: payload.issue.number,
    sender: payload.sender.login,
  };
}

async function runAgainst(target: Target, github: GitHubFake): Promise<number> {
  const event = labeledEvent(process.env.AGENT_PROMPT || ISSUE_BODY);
  const [owner = ''] = event.repository.split('/');
  github.addIssue(event.repository, {
    number: event.number,
    title: ISSUE_TITLE,
    body: (event.payload.issue as { body: string | null }).body ?? '',
    labels: ['bug', LABEL],
  });
  const secrets = new Set([target.apiKey]);
  const redact = (text: string): string => {
    let out = text;
    for (const secret of secrets) if (secret) out = out.split(secret).join('***');
    return out;
  };

  const showDebug = process.env.RUNNER_DEBUG === '1';
  const issueRef = `${event.repository}#${event.number}`;
  console.log(bold(`${event.sender} labels issue ${issueRef} '${LABEL}'`));
  console.log(dim(`the action (dist/index.js) runs against ${target.label}`));
  console.log(dim(`GitHub is a local fake at ${github.url}`));
  if (!showDebug) console.log(dim('debug lines hidden, as on GitHub; RUNNER_DEBUG=1 shows them'));
  console.log();

  const log = new LogRenderer((line) => console.log(redact(line)), secrets, showDebug);
  const result = await runAction({
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: event.repository,
      GITHUB_REPOSITORY_OWNER: owner,
      GITHUB_ACTOR: event.sender,
      ...(showDebug ? { RUNNER_DEBUG: '1' } : {}),
    },
    event: { name: 'issues', payload: event.payload },
    inputs: {
      'project-id': target.projectId,
      'api-key': target.apiKey,
      'base-url': target.baseUrl,
      'poll-interval': target.pollInterval,
      'remove-label': 'true',
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

  const rendered = hasCmarkGfm();
  if (rendered) await mkdir(OUT_DIR, { recursive: true });
  const show = async (markdown: string, file: string, kind: 'comment' | 'summary') => {
    if (!rendered) {
      console.log(indent(redact(markdown.trim())));
      return;
    }
    const html = renderMarkdown(redact(markdown));
    const path = join(OUT_DIR, file);
    await writeFile(path, githubPage({ title: file, kind, html }));
    console.log(dim(`  ${relative(process.cwd(), path)}`));
    console.log(indent(htmlToText(html, { bold })));
  };

  console.log();
  const comments = github.comments(event.repository, event.number);
  console.log(bold(`On the issue ${issueRef}: ${plural(comments.length, 'comment')}`));
  for (const [i, comment] of comments.entries()) {
    console.log();
    console.log(`  ${bold(comment.user.login)} ${dim('commented')}`);
    await show(comment.body, `comment-${i + 1}.html`, 'comment');
  }
  const labels = github.labels(event.repository, event.number);
  console.log();
  console.log(
    `  labels: ${labels.join(', ') || dim('(none)')}${labels.includes(LABEL) ? '' : dim(` ('${LABEL}' removed)`)}`,
  );

  console.log();
  console.log(bold('Job summary'));
  const summary = result.summary.trim();
  if (summary) await show(summary, 'summary.html', 'summary');
  else console.log(dim('  (empty)'));
  if (!rendered) {
    console.log();
    console.log(yellow(`RoundDescription as Markdown source: ${CMARK_MISSING}`));
  }

  console.log();
  const code = result.exitCode ?? 1;
  const how = result.signal ? `killed by ${result.signal}` : `exit code ${code}`;
  const seconds = (result.durationMs / 1000).toFixed(1);
  console.log(
    code === 0 ? bold(`The step succeeded (${seconds} s).`) : red(`The step failed: ${how}.`),
  );
  return code;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
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
