import type { Asker, AskerRules } from './asker.js';
import type { Conversation } from './conversation.js';
import type { GitHubEvent, IssueRef } from '../github/event.js';
import type { MergedPull } from '../github/merged-pulls.js';
import type { PullRequestInfo } from '../github/pull-request.js';
import type { PathFilter } from '../common/path-filter.js';
import type { RateLimit } from './rate-limit.js';

export type FailOn = 'failed' | 'archived' | 'timeout' | 'no-pr';

/** Everything the action was asked to do, parsed and validated. */
export interface Settings {
  /**
   * What the round is asked to do: start a job, follow up on one, or check on one (see RoundMode).
   */
  readonly asked: RoundMode;
  readonly projectId: string;
  readonly apiKey: string;
  readonly baseUrl: URL;
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
  /**
   * working-label: the label a round that does not wait leaves on its thread, for a sweep to find
   * (undefined in the post step, which never leaves a round for a sweep).
   */
  readonly workingLabel?: string;
  /** The person who asked (the event's sender, unless a bot): mentioned in the round's result. */
  readonly sender?: string;
  /** Who asked for the round (settings/asker.ts), whose permission decides whether it starts. */
  readonly asker: Asker;
  /** min-permission and allowed-bots. */
  readonly askerRules: AskerRules;
  /** On a `labeled` event: the label that was added (a refused round removes it). */
  readonly eventLabel?: string;
  readonly triggerPhrase: string;
  /**
   * A failure before any job is answered on the thread: not for a comment that was no instruction,
   * nor in a dry run.
   */
  readonly answersFailures: boolean;
  /**
   * dry-run: check the set-up and print a checklist; start nothing, send no prompt, write nothing
   * on GitHub.
   */
  readonly dryRun?: boolean;
  /**
   * diff-budget: the most characters of a pull request's diff in the prompt; 0 leaves the diff out.
   */
  readonly diffBudget: number;
  /**
   * paths: which changed files count when a round documents a code change; undefined: every file
   * counts.
   */
  readonly paths: PathFilter | undefined;
  /** rate-limit: at most so many rounds per person below maintain in a window; undefined: none. */
  readonly rateLimit?: RateLimit;
  /**
   * docs-token: writes to the documentation repository (its docs pull requests); '' never touches
   * it.
   */
  readonly docsToken: string;
  /** check-name: the check run on a pull request's head commit; '' for none. */
  readonly checkName: string;
  /** A `pull_request` / `pull_request_target` event's pull request, as its docs job follows it. */
  readonly pullEvent?: PullEvent;
}

/** What happened to the pull request of the event, for the docs PR that travels with it. */
export interface PullEvent {
  readonly action: 'labeled' | 'synchronize' | 'closed' | 'merged' | 'other';
  readonly pr: PullRequestInfo;
  /** head.sha: 40 hex digits, lower case. */
  readonly head: string;
  /** Who opened it, unless a bot: asked to review its docs pull request. */
  readonly author?: string;
}

/** A `push` event, as docs follow pushes reads it. */
export interface PushEvent {
  /** The branch (or tag) pushed to, as people name it. */
  readonly branch: string;
  /** The commit the push left the branch at: 40 hex digits, lower case. */
  readonly after: string;
  /** The commit the branch was at before; absent when the push created the branch. */
  readonly before?: string;
}

/**
 * What the workflow, or the comment, asks of the round, before the thread is read (one of the
 * contract's three modes, or a question to the thread, or nothing to do): the compiler ties each
 * mode to what it needs.
 */
export type RoundMode =
  | { readonly kind: 'create'; readonly ask: JobInput }
  | { readonly kind: 'follow-up'; readonly jobId: string; readonly ask: JobInput }
  | { readonly kind: 'watch'; readonly jobId: string }
  /** The trigger phrase alone and no job-id: check on the thread's latest job. */
  | { readonly kind: 'check-thread' }
  /** The automation action: trigger the service's automation instead of sending a prompt. */
  | { readonly kind: 'automation'; readonly automationId: string }
  /**
   * The sweep action: finish the rounds that did not wait (their `working-label`), start nothing;
   * a round started longer than `giveUpAfterMs` ago gets the "still running" result.
   */
  | { readonly kind: 'sweep'; readonly giveUpAfterMs: number }
  /**
   * Nothing to do, and why (a comment that is no instruction, a pull request closed unmerged): a
   * notice, no request.
   */
  | { readonly kind: 'skip'; readonly reason: string }
  /**
   * A pull request's docs job: started by a label, followed on each push, let go when it closes
   * unmerged.
   */
  | { readonly kind: 'pull-request'; readonly event: PullEvent }
  /** A push with no prompt: what it brought, documented (docs follow pushes). */
  | { readonly kind: 'push'; readonly push: PushEvent }
  /**
   * The digest action: the pull requests merged since merged-since; the job is the thread's to
   * choose.
   */
  | {
      readonly kind: 'digest';
      readonly since: MergedSince;
      /** prompt: it leads, and the merged pull requests follow as data. */
      readonly given?: { readonly prompt: string; readonly source: 'prompt' };
    };

/** Where the instruction came from, for the log and for quoting what was asked. */
export type PromptSource = 'prompt' | 'prompt-file' | 'issue' | 'comment';

/**
 * What is sent to the job: an instruction, or a merged pull request to document (docs follow code).
 */
export type JobInput =
  | {
      readonly source: PromptSource;
      readonly prompt: string;
      /** With include-issue-context on a merged pull request: its change, read into the prompt. */
      readonly pullRequest?: PullRequestSource;
    }
  /**
   * The merged pull request is the prompt: it asks for no change when none is needed, so a job
   * that completes without a pull request means no documentation change was needed.
   */
  | { readonly source: 'pull-request'; readonly pullRequest: PullRequestSource }
  /** A push: what it brought (docs follow pushes); no change needed: no pull request. */
  | { readonly source: 'push'; readonly push: PushEvent }
  /** A digest: the pull requests merged in its window, after the given prompt if any. */
  | {
      readonly source: 'digest';
      readonly digest: Digest;
      readonly given?: { readonly prompt: string; readonly source: 'prompt' };
    };

/** merged-since: where a digest's window starts (settings/merged-since.ts reads it). */
export type MergedSince =
  | { readonly kind: 'last-digest' }
  | { readonly kind: 'duration'; readonly ms: number }
  | { readonly kind: 'date'; readonly at: number };

/** What a digest round covers: its window (epoch ms, [from, to)) and what merged in it. */
export interface Digest {
  readonly from: number;
  readonly to: number;
  /** The branch they were merged into: the repository's default branch. */
  readonly base: string;
  /** Oldest merge first. */
  readonly pulls: readonly MergedPull[];
  /**
   * Merged in the window but left out, oldest merge first: each already had its docs job (its
   * open pull request's, or its merge's own round). Absent when none was.
   */
  readonly documented?: readonly MergedPull[];
}

/**
 * Where a pull request's data comes from: the event's payload, or GitHub (issue-number on
 * workflow_dispatch).
 */
export interface PullRequestSource {
  readonly number: number;
  readonly fromEvent?: PullRequestInfo;
}

/**
 * The part of the settings that says where the round is answered: enough to answer an input error
 * too.
 */
export type ThreadSettings = Pick<
  Settings,
  | 'comment'
  | 'issueNumber'
  | 'githubToken'
  | 'labelToRemove'
  | 'workingLabel'
  | 'sender'
  | 'asker'
  | 'askerRules'
  | 'eventLabel'
  | 'triggerPhrase'
  | 'answersFailures'
  | 'dryRun'
>;

/**
 * The repository's four actions: the root action (the rounds a person or an event asks for) and
 * the digest, sweep and automation actions, each with its own action.yml (settings/actions.ts).
 */
export type ActionName = 'root' | 'digest' | 'sweep' | 'automation';

/** `getInput` as the toolkit has it: the value trimmed, '' when unset. */
export type InputReader = (name: string) => string;

export interface InputContext {
  /** GITHUB_WORKSPACE: prompt-file is relative to it. */
  readonly workspace: string;
  readonly event: GitHubEvent;
}
