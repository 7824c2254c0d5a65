import { readFileSync } from 'node:fs';
import type { PullRequest } from './pull-request.js';

/**
 * The workflow event that triggered the run, read from GITHUB_EVENT_PATH. Its text is untrusted.
 */
export interface GitHubEvent {
  readonly name: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** GITHUB_ACTOR: who started the run (a workflow_dispatch names them in its sender too). */
  readonly actor?: string;
}

/**
 * The issue or pull request an event is about, as a thread: what it says, and which of the two it
 * is.
 */
export interface IssueRef extends Omit<PullRequest, 'baseRef'> {
  readonly isPullRequest: boolean;
}

export function readEvent(env: NodeJS.ProcessEnv): GitHubEvent {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const actor = env.GITHUB_ACTOR || undefined;
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return { name, payload: {}, actor };
  try {
    const payload: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return {
      name,
      payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
      actor,
    };
  } catch {
    return { name, payload: {}, actor };
  }
}

/** The issue or pull request the event is about, if any. */
export function issueOfEvent(event: GitHubEvent): IssueRef | undefined {
  const item = (event.payload.issue ?? event.payload.pull_request) as
    Record<string, unknown> | undefined;
  // A value that is not an object has no number either.
  if (typeof item?.number !== 'number') return undefined;
  return {
    number: item.number,
    title: typeof item.title === 'string' ? item.title : '',
    body: typeof item.body === 'string' ? item.body : '',
    url: typeof item.html_url === 'string' ? item.html_url : '',
    isPullRequest: 'pull_request' in event.payload || 'pull_request' in item,
  };
}

/**
 * The issue as an instruction: its title, body and address. Goes into the prompt and nowhere else.
 */
export function issueAsPrompt(issue: IssueRef): string {
  return [issue.title.trim(), issue.body.trim(), issue.url].filter(Boolean).join('\n\n');
}

/**
 * A GitHub user object (a sender, a comment's author) that is an app or bot: never @mentioned,
 * never an instruction.
 */
export function isBot(
  user: { readonly login?: unknown; readonly type?: unknown } | undefined,
): boolean {
  return user?.type === 'Bot' || (typeof user?.login === 'string' && user.login.endsWith('[bot]'));
}
