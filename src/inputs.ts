import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDuration } from './duration.js';
import { InputError } from './errors.js';
import { isSafeId, quoteForLog } from './ids.js';
import { afterTriggerPhrase, readConversation, type Conversation } from './conversation.js';
import { DEFAULT_DIFF_BUDGET, pullRequestOfPayload, type PullRequestInfo } from './docs-prompt.js';
import { issueAsPrompt, issueOfEvent, type GitHubEvent, type IssueRef } from './event.js';

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
  const projectId = safeId(
    'project-id',
    required(input, 'project-id', "set it to the project's id from the dashboard"),
  );
  const jobIdText = input('job-id');
  const jobId = jobIdText ? safeId('job-id', jobIdText) : undefined;
  const baseUrl = parseBaseUrl(input('base-url') || 'https://api.mintlify.com');

  const pollIntervalMs = parseDuration(input('poll-interval') || '5s', 'poll-interval');
  const maxPollIntervalMs = parseDuration(input('max-poll-interval') || '30s', 'max-poll-interval');
  const timeoutMs = parseDuration(input('timeout') || '30m', 'timeout');
  if (maxPollIntervalMs < pollIntervalMs) {
    throw new InputError(
      `max-poll-interval (${input('max-poll-interval')}) is shorter than poll-interval (${input('poll-interval')}): raise max-poll-interval or lower poll-interval`,
    );
  }

  const thread = readThreadSettings(input, context.event);
  const issue = issueOfEvent(context.event);
  const conversation =
    context.event.name === 'issue_comment'
      ? readConversation(context.event, {
          triggerPhrase: thread.triggerPhrase,
          allowedAssociations: parseAssociations(
            input('allowed-associations') || 'OWNER,MEMBER,COLLABORATOR',
          ),
        })
      : undefined;
  const { prompt, promptSource } = readPrompt(input, context, jobId, conversation);
  const includeIssueContext = boolean(input, 'include-issue-context', false);
  return {
    ...thread,
    ...readDocsFollowCode(context.event, {
      prompt,
      jobId,
      includeIssueContext,
      issueNumberText: input('issue-number'),
    }),
    diffBudget: parseDiffBudget(input('diff-budget')),
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
    wait: boolean(input, 'wait', true),
    pollIntervalMs,
    maxPollIntervalMs,
    timeoutMs,
    failOn: parseFailOn(input('fail-on')),
    issue,
    includeIssueContext,
    conversation,
  };
}

/**
 * Where the round is answered, and to whom: the comment switch, the issue or pull request, the
 * token, the label to remove and the person who asked. Throws an InputError like readSettings.
 */
export function readThreadSettings(input: InputReader, event: GitHubEvent): ThreadSettings {
  const issueNumberText = input('issue-number');
  if (issueNumberText && !/^[1-9]\d{0,9}$/.test(issueNumberText)) {
    throw new InputError(
      `issue-number ${quoteForLog(issueNumberText)} is not an issue number: give a positive whole number, or leave it empty`,
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
    comment: boolean(input, 'comment', true),
    issueNumber: issueNumberText ? Number(issueNumberText) : issueOfEvent(event)?.number,
    githubToken: input('github-token'),
    labelToRemove:
      boolean(input, 'remove-label', false) &&
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
): Pick<Settings, 'prompt' | 'promptSource'> {
  const text = input('prompt');
  const file = input('prompt-file');
  if (text && file) {
    throw new InputError(
      'prompt and prompt-file are both set: give the instruction in only one of them',
    );
  }
  const given = file ? readPromptFile(file, context.workspace) : text;
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
function parseDiffBudget(text: string): number {
  if (!text) return DEFAULT_DIFF_BUDGET;
  const match = /^(\d+(?:\.\d+)?)\s*(k?)$/i.exec(text);
  const value = match ? Math.round(Number(match[1]) * (match[2] ? 1000 : 1)) : Number.NaN;
  if (!Number.isFinite(value) || value > MAX_DIFF_BUDGET) {
    throw new InputError(
      `diff-budget ${quoteForLog(text)} is not a size in characters up to 1000k: give e.g. 50k or 20000, or 0 to leave the diff out`,
    );
  }
  return value;
}

function isIssueOrPullRequestEvent(name: string): boolean {
  return name === 'issues' || name === 'pull_request' || name === 'pull_request_target';
}

function readPromptFile(file: string, workspace: string): string {
  const path = resolve(workspace, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'does not exist'
        : code === 'EISDIR'
          ? 'is a directory'
          : `cannot be read (${code ?? 'error'})`;
    throw new InputError(
      `prompt-file ${quoteForLog(file)} ${why}: give a path relative to the workspace, and check out the repository (actions/checkout) first`,
    );
  }
  const prompt = text.trim();
  if (!prompt)
    throw new InputError(`prompt-file ${quoteForLog(file)} is empty: write the instruction in it`);
  return prompt;
}

function required(input: InputReader, name: string, hint: string): string {
  const value = input(name);
  if (!value) throw new InputError(`${name} is required: ${hint}`);
  return value;
}

function safeId(name: string, value: string): string {
  if (!isSafeId(value)) {
    throw new InputError(
      `${name} ${quoteForLog(value)} is not a valid id: use the id exactly as the service shows it (letters, digits and _ . : ~ -, starting with a letter or digit)`,
    );
  }
  return value;
}

// The YAML 1.2 core schema's booleans, as the toolkit's getBooleanInput accepts them.
function boolean(input: InputReader, name: string, fallback: boolean): boolean {
  const value = input(name);
  if (!value) return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`${name} ${quoteForLog(value)} is not a boolean: use true or false`);
}

function parseFailOn(text: string): ReadonlySet<FailOn> {
  const words = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  for (const word of words) {
    if (!FAIL_ON_WORDS.includes(word as FailOn)) {
      throw new InputError(
        `fail-on has an unknown outcome ${quoteForLog(word)}: use a comma-separated list of ${FAIL_ON_WORDS.join(', ')}, or leave it empty`,
      );
    }
  }
  return new Set(words as FailOn[]);
}

function parseAssociations(text: string): ReadonlySet<string> {
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
        `allowed-associations has an unknown association ${quoteForLog(word)}: use a comma-separated list of ${ASSOCIATIONS.join(', ')}`,
      );
    }
  }
  return new Set(words);
}

/** The base address, normalised to end in `/` so that paths resolve below its prefix. */
export function parseBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `base-url ${quoteForLog(text)} is not a URL: use e.g. https://api.mintlify.com`,
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
      `base-url ${quoteForLog(url.origin + url.pathname)} must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`,
    );
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
