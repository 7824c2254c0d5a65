import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';
import { isSafeId, quoteForLog } from '../common/ids.js';
import { afterTriggerPhrase, readConversation, type Conversation } from './conversation.js';
import {
  DEFAULT_DIFF_BUDGET,
  pullRequestOfPayload,
  type PullRequestInfo,
} from '../round/docs-prompt.js';
import { isLoopback } from '../common/loopback.js';
import { createRedactor, type Redactor } from '../common/redact.js';
import { issueAsPrompt, issueOfEvent, type GitHubEvent, type IssueRef } from '../github/event.js';

export type Mode = 'create' | 'follow-up' | 'watch';
export type FailOn = 'failed' | 'archived' | 'timeout' | 'no-pr';

// A megabyte of diff is already more than an agent can take in at once.
const MAX_DIFF_BUDGET = 1_000_000;
const FAIL_ON_WORDS: readonly FailOn[] = ['failed', 'archived', 'timeout', 'no-pr'];
// GitHub's author_association values.
const ASSOCIATIONS: readonly string[] = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
];

/** Everything the action was asked to do, parsed and validated. */
export interface Settings {
  readonly mode: Mode;
  /** The instruction sent in create and follow-up modes. */
  readonly prompt?: string;
  /** Where the prompt came from, for the log. */
  readonly promptSource?: 'prompt' | 'prompt-file' | 'issue' | 'comment' | 'pull-request';
  readonly projectId: string;
  readonly apiKey: string;
  readonly baseUrl: URL;
  readonly jobId?: string;
  readonly wait: boolean;
  readonly pollIntervalMs: number;
  readonly maxPollIntervalMs: number;
  readonly timeoutMs: number;
  readonly failOn: ReadonlySet<FailOn>;
  readonly comment: boolean;
  /** The issue or pull request to comment on: `issue-number`, else the event's. */
  readonly issueNumber?: number;
  readonly githubToken: string;
  /** The event's issue or pull request, if any. Its text is untrusted. */
  readonly issue?: IssueRef;
  readonly includeIssueContext: boolean;
  /** On `issue_comment` events: the instruction in the comment, or why the comment is skipped. */
  readonly conversation?: Conversation;
  /** On a `labeled` event with remove-label: the label to remove when the round ends. */
  readonly labelToRemove?: string;
  /** The person who asked (the event's sender, unless a bot): mentioned in the round's result. */
  readonly sender?: string;
  readonly triggerPhrase: string;
  /** A failure before any job is answered on the thread: not for a comment that was no instruction. */
  readonly answersFailures: boolean;
  /** Nothing to do, and why (a pull request closed without being merged): a notice, no request. */
  readonly skip?: string;
  /** A merged pull request whose change goes into the prompt (docs follow code); read from GitHub before the job starts. */
  readonly pullRequestContext?: PullRequestSource;
  /** This run documents a merged pull request: the prompt asks for no change when none is needed, so a completed job without a PR means no documentation change was needed. */
  readonly pullRequestToDocument?: { readonly number: number };
  /** diff-budget: the most characters of a pull request's diff in the prompt; 0 leaves the diff out. */
  readonly diffBudget: number;
}

/** Where a pull request's data comes from: the event's payload, or GitHub (issue-number on workflow_dispatch). */
export interface PullRequestSource {
  readonly number: number;
  readonly fromEvent?: PullRequestInfo;
}

/** The part of the settings that says where the round is answered: enough to answer an input error too. */
export type ThreadSettings = Pick<
  Settings,
  | 'comment'
  | 'issueNumber'
  | 'githubToken'
  | 'labelToRemove'
  | 'sender'
  | 'triggerPhrase'
  | 'answersFailures'
>;

/** `getInput` as the toolkit has it: the value trimmed, '' when unset. */
export type InputReader = (name: string) => string;

export interface InputContext {
  /** GITHUB_WORKSPACE: prompt-file is relative to it. */
  readonly workspace: string;
  readonly event: GitHubEvent;
}

/** Reads and checks every input; throws an InputError naming what to change. Reads the prompt file, sends nothing. */
export function readSettings(input: InputReader, context: InputContext): Settings {
  const apiKey = required(
    input,
    'api-key',
    'pass the admin key from a secret: api-key: ${{ secrets.AGENT_API_KEY }}',
  );
  if (/[\s\p{Cc}]/u.test(apiKey)) {
    throw new InputError(
      'api-key contains spaces or line breaks: store the key alone in the secret',
    );
  }
  // Inputs are quoted in errors, cut short: a secret pasted into the wrong input must not show in part.
  const redact = createRedactor([apiKey, input('github-token')]);
  const projectId = safeId(
    'project-id',
    required(input, 'project-id', "set it to the project's id from the dashboard"),
    redact,
  );
  const jobIdText = input('job-id');
  const jobId = jobIdText ? safeId('job-id', jobIdText, redact) : undefined;
  const baseUrl = parseBaseUrl(input('base-url') || 'https://api.mintlify.com', redact);

  const { pollIntervalMs, maxPollIntervalMs } = readPollIntervals(input);
  const timeoutMs = parseDuration(input('timeout') || '30m', 'timeout');

  const thread = readThreadSettings(input, context.event, redact);
  const issue = issueOfEvent(context.event);
  const conversation =
    context.event.name === 'issue_comment'
      ? readConversation(context.event, {
          triggerPhrase: thread.triggerPhrase,
          allowedAssociations: parseAssociations(
            input('allowed-associations') || 'OWNER,MEMBER,COLLABORATOR',
            redact,
          ),
        })
      : undefined;
  const { prompt, promptSource } = readPrompt(input, context, jobId, conversation, redact);
  const includeIssueContext = boolean(input, 'include-issue-context', false, redact);
  return {
    ...thread,
    ...readDocsFollowCode(context.event, {
      prompt,
      jobId,
      includeIssueContext,
      issueNumberText: input('issue-number'),
    }),
    diffBudget: parseDiffBudget(input('diff-budget'), redact),
    mode:
      jobId || conversation?.kind === 'ask'
        ? prompt === undefined
          ? 'watch'
          : 'follow-up'
        : 'create',
    prompt,
    promptSource,
    projectId,
    apiKey,
    baseUrl,
    jobId,
    wait: boolean(input, 'wait', true, redact),
    pollIntervalMs,
    maxPollIntervalMs,
    timeoutMs,
    failOn: parseFailOn(input('fail-on'), redact),
    issue,
    includeIssueContext,
    conversation,
  };
}

/**
 * Where the round is answered, and to whom: the comment switch, the issue or pull request, the
 * token, the label to remove and the person who asked. Throws an InputError like readSettings.
 */
export function readThreadSettings(
  input: InputReader,
  event: GitHubEvent,
  redact: Redactor = createRedactor([input('api-key'), input('github-token')]),
): ThreadSettings {
  const issueNumberText = input('issue-number');
  if (issueNumberText && !/^[1-9]\d{0,9}$/.test(issueNumberText)) {
    throw new InputError(
      `issue-number ${quoteForLog(issueNumberText, redact)} is not an issue number: give a positive whole number, or leave it empty`,
    );
  }
  const { action, label, sender, comment } = event.payload as {
    action?: unknown;
    label?: { name?: unknown };
    sender?: { login?: unknown; type?: unknown };
    comment?: { body?: unknown };
  };
  const login = typeof sender?.login === 'string' ? sender.login : undefined;
  const isBot = sender?.type === 'Bot' || login?.endsWith('[bot]') === true;
  const triggerPhrase = input('trigger-phrase') || '/agent';
  const commentBody = typeof comment?.body === 'string' ? comment.body : '';
  return {
    comment: boolean(input, 'comment', true, redact),
    issueNumber: issueNumberText ? Number(issueNumberText) : issueOfEvent(event)?.number,
    githubToken: input('github-token'),
    labelToRemove:
      boolean(input, 'remove-label', false, redact) &&
      action === 'labeled' &&
      typeof label?.name === 'string'
        ? label.name
        : undefined,
    sender: login && !isBot ? login : undefined,
    triggerPhrase,
    answersFailures:
      event.name !== 'issue_comment' ||
      (!isBot && afterTriggerPhrase(commentBody, triggerPhrase) !== undefined),
  };
}

/**
 * The prompt as sent: the instruction, with the issue appended as context when asked for, and
 * for a new job started from a comment (a follow-up goes to a job that has the issue already).
 */
export function promptToSend(settings: Settings): string {
  const prompt = settings.prompt ?? '';
  const { issue } = settings;
  const startedFromComment =
    settings.conversation?.kind === 'instruction' && settings.mode === 'create';
  if (
    !issue ||
    settings.promptSource === 'issue' ||
    !(settings.includeIssueContext || startedFromComment)
  ) {
    return prompt;
  }
  const kind = issue.isPullRequest ? 'pull request' : 'issue';
  return `${prompt}\n\n---\nContext: GitHub ${kind} #${issue.number}\n\n${issueAsPrompt(issue)}`;
}

function readPrompt(
  input: InputReader,
  context: InputContext,
  jobId: string | undefined,
  conversation: Conversation | undefined,
  redact: Redactor,
): Pick<Settings, 'prompt' | 'promptSource'> {
  const text = input('prompt');
  const file = input('prompt-file');
  if (text && file) {
    throw new InputError(
      'prompt and prompt-file are both set: give the instruction in only one of them',
    );
  }
  const given = file ? readPromptFile(file, context.workspace, redact) : text;
  // On issue_comment events the comment is the instruction; a given prompt stands before it.
  if (conversation?.kind === 'instruction') {
    return {
      prompt: [given, conversation.text].filter(Boolean).join('\n\n'),
      promptSource: 'comment',
    };
  }
  if (conversation?.kind === 'skip' || conversation?.kind === 'ask') return {};
  if (given) return { prompt: given, promptSource: file ? 'prompt-file' : 'prompt' };
  if (jobId) return {};
  if (
    closedPullRequest(context.event) ||
    (context.event.name === 'workflow_dispatch' && input('issue-number'))
  ) {
    return { promptSource: 'pull-request' };
  }
  const issue = issueOfEvent(context.event);
  const fromIssue =
    issue && isIssueOrPullRequestEvent(context.event.name) ? issueAsPrompt(issue) : '';
  if (fromIssue) return { prompt: fromIssue, promptSource: 'issue' };
  throw new InputError(
    'no prompt: set prompt or prompt-file to start a job, or job-id to wait for an existing one',
  );
}

/** The pull request of a `pull_request` / `pull_request_target` event with action `closed`. */
function closedPullRequest(event: GitHubEvent): PullRequestInfo | undefined {
  const isPullRequestEvent = event.name === 'pull_request' || event.name === 'pull_request_target';
  if (!isPullRequestEvent || event.payload.action !== 'closed') return undefined;
  return pullRequestOfPayload(event.payload);
}

/**
 * Docs follow code: a merged pull request (closed event, or issue-number on workflow_dispatch) is
 * documented when there is no prompt, and is context for a given prompt with include-issue-context.
 * A pull request closed without merging is skipped.
 */
function readDocsFollowCode(
  event: GitHubEvent,
  given: {
    prompt: string | undefined;
    jobId: string | undefined;
    includeIssueContext: boolean;
    issueNumberText: string;
  },
): Pick<Settings, 'skip' | 'pullRequestContext' | 'pullRequestToDocument'> {
  const documenting = given.prompt === undefined && given.jobId === undefined;
  const closed = closedPullRequest(event);
  if (closed) {
    const { number } = closed;
    if (documenting) {
      return closed.merged
        ? { pullRequestContext: { number, fromEvent: closed }, pullRequestToDocument: { number } }
        : { skip: `pull request #${number} was closed without being merged` };
    }
    return closed.merged && given.includeIssueContext && given.prompt !== undefined
      ? { pullRequestContext: { number, fromEvent: closed } }
      : {};
  }
  if (event.name === 'workflow_dispatch' && documenting && given.issueNumberText) {
    const number = Number(given.issueNumberText);
    return { pullRequestContext: { number }, pullRequestToDocument: { number } };
  }
  return {};
}

/** diff-budget: characters, as a whole number or with a `k` (thousands) suffix; 0 turns the diff off. */
function parseDiffBudget(text: string, redact: Redactor): number {
  if (!text) return DEFAULT_DIFF_BUDGET;
  const match = /^(\d+(?:\.\d+)?)\s*(k?)$/i.exec(text);
  const value = match ? Math.round(Number(match[1]) * (match[2] ? 1000 : 1)) : Number.NaN;
  if (!Number.isFinite(value) || value > MAX_DIFF_BUDGET) {
    throw new InputError(
      `diff-budget ${quoteForLog(text, redact)} is not a size in characters up to 1000k: give e.g. 50k or 20000, or 0 to leave the diff out`,
    );
  }
  return value;
}

function isIssueOrPullRequestEvent(name: string): boolean {
  return name === 'issues' || name === 'pull_request' || name === 'pull_request_target';
}

/** The largest prompt-file read; a longer instruction belongs in the repository, pointed to from the prompt. */
export const MAX_PROMPT_FILE_BYTES = 1024 * 1024;

/**
 * The prompt file's text. A pull request can commit any file or link: only a regular file inside
 * the workspace once links are resolved, of at most MAX_PROMPT_FILE_BYTES, is read, and never
 * more than that bound is loaded (a link to /dev/zero or /proc/self/environ is refused, not read).
 */
function readPromptFile(file: string, workspace: string, redact: Redactor): string {
  const problem = (what: string, todo: string) =>
    new InputError(`prompt-file ${quoteForLog(file, redact)} ${what}: ${todo}`);
  const giveAFile = 'give a regular file inside the workspace (the repository checked out there)';
  let path: string;
  try {
    const root = realpathSync(workspace);
    path = realpathSync(resolve(root, file));
    const inside = relative(root, path);
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw problem('leads outside the workspace once links are resolved', giveAFile);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error, problem);
  }
  let fd: number;
  try {
    // Non-blocking: opening a FIFO must not wait for a writer; fstat below refuses it.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    throw unreadable(error, problem);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw problem(`is ${kindOf(stat)}, not a regular file`, giveAFile);
    const tooLarge = problem(
      `is larger than ${MAX_PROMPT_FILE_BYTES / 1024 / 1024} MiB`,
      'shorten the instruction, or keep the details in the repository and name them in the prompt',
    );
    if (stat.size > MAX_PROMPT_FILE_BYTES) throw tooLarge;
    // The size can change after fstat: read one byte past the bound, never more.
    const buffer = Buffer.alloc(MAX_PROMPT_FILE_BYTES + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > MAX_PROMPT_FILE_BYTES) throw tooLarge;
    }
    const prompt = buffer.toString('utf8', 0, length).trim();
    if (!prompt) throw problem('is empty', 'write the instruction in it');
    return prompt;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error, problem);
  } finally {
    closeSync(fd);
  }
}

function unreadable(
  error: unknown,
  problem: (what: string, todo: string) => InputError,
): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  const hint =
    'give a path relative to the workspace, and check out the repository (actions/checkout) first';
  if (code === 'ENOENT' || code === 'ENOTDIR') return problem('does not exist', hint);
  if (code === 'ELOOP') return problem('is a link that loops', hint);
  if (code === 'EISDIR') return problem('is a directory, not a regular file', hint);
  return problem(`cannot be read (${code ?? 'error'})`, hint);
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

const DEFAULT_POLL_INTERVAL_MS = 5_000;
const DEFAULT_MAX_POLL_INTERVAL_MS = 30_000;

/**
 * A default follows the value the workflow set (poll-interval: 45s alone stretches the longest
 * gap to 45s); only two values the workflow set itself can contradict each other.
 */
function readPollIntervals(
  input: InputReader,
): Pick<Settings, 'pollIntervalMs' | 'maxPollIntervalMs'> {
  const pollText = input('poll-interval');
  const maxText = input('max-poll-interval');
  const poll = pollText ? parseDuration(pollText, 'poll-interval') : undefined;
  const max = maxText ? parseDuration(maxText, 'max-poll-interval') : undefined;
  if (poll !== undefined && max !== undefined && max < poll) {
    throw new InputError(
      `max-poll-interval (${maxText}) is shorter than poll-interval (${pollText}): raise max-poll-interval or lower poll-interval`,
    );
  }
  return {
    pollIntervalMs: poll ?? Math.min(DEFAULT_POLL_INTERVAL_MS, max ?? Infinity),
    maxPollIntervalMs: max ?? Math.max(DEFAULT_MAX_POLL_INTERVAL_MS, poll ?? 0),
  };
}

function required(input: InputReader, name: string, hint: string): string {
  const value = input(name);
  if (!value) throw new InputError(`${name} is required: ${hint}`);
  return value;
}

function safeId(name: string, value: string, redact: Redactor): string {
  if (!isSafeId(value)) {
    throw new InputError(
      `${name} ${quoteForLog(value, redact)} is not a valid id: use the id exactly as the service shows it (letters, digits and _ . : ~ -, starting with a letter or digit)`,
    );
  }
  return value;
}

// The YAML 1.2 core schema's booleans, as the toolkit's getBooleanInput accepts them.
function boolean(input: InputReader, name: string, fallback: boolean, redact: Redactor): boolean {
  const value = input(name);
  if (!value) return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`${name} ${quoteForLog(value, redact)} is not a boolean: use true or false`);
}

function parseFailOn(text: string, redact: Redactor): ReadonlySet<FailOn> {
  const words = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  for (const word of words) {
    if (!FAIL_ON_WORDS.includes(word as FailOn)) {
      throw new InputError(
        `fail-on has an unknown outcome ${quoteForLog(word, redact)}: use a comma-separated list of ${FAIL_ON_WORDS.join(', ')}, or leave it empty`,
      );
    }
  }
  return new Set(words as FailOn[]);
}

function parseAssociations(text: string, redact: Redactor): ReadonlySet<string> {
  const words = text
    .split(',')
    .map((w) => w.trim().toUpperCase())
    .filter(Boolean);
  if (words.length === 0) {
    throw new InputError(
      'allowed-associations is empty: list who may instruct the agent, e.g. OWNER,MEMBER,COLLABORATOR',
    );
  }
  for (const word of words) {
    if (!ASSOCIATIONS.includes(word)) {
      throw new InputError(
        `allowed-associations has an unknown association ${quoteForLog(word, redact)}: use a comma-separated list of ${ASSOCIATIONS.join(', ')}`,
      );
    }
  }
  return new Set(words);
}

/** The base address, normalised to end in `/` so that paths resolve below its prefix. */
export function parseBaseUrl(text: string, redact: Redactor): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `base-url ${quoteForLog(text, redact)} is not a URL: use e.g. https://api.mintlify.com`,
    );
  }
  // Checked first, and never echoed: a URL with credentials or a query may carry a secret.
  if (url.username || url.password) {
    throw new InputError(
      'base-url must not carry a user name or password: the key goes in api-key',
    );
  }
  if (url.search || url.hash) {
    throw new InputError(
      'base-url must not have a query or fragment: give the address only, e.g. https://api.mintlify.com',
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new InputError(
      `base-url ${quoteForLog(url.origin + url.pathname, redact)} must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`,
    );
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}
