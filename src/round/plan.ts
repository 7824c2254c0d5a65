import type { JobInput, RoundMode, Digest, Settings } from '../settings/types.js';

/** What the round does with a job: the compiler ties each kind to what it needs. */
export type JobPlan =
  | { readonly kind: 'create'; readonly ask: JobInput }
  | { readonly kind: 'follow-up'; readonly jobId: string; readonly ask: JobInput }
  | { readonly kind: 'watch'; readonly jobId: string };

/**
 * Trigger the service's automation (automation-id), then follow the job of its run when the service
 * lets it.
 */
export interface AutomationPlan {
  readonly kind: 'automation';
  readonly automationId: string;
}

/** A round that reaches the service: with a job, or through an automation's run. */
export type ServicePlan = (JobPlan | AutomationPlan) & { readonly shown: RoundDescription };

/**
 * What a round claims before it sends anything: the instruction comment it answers (👀), or the
 * merged pull request whose merge it documents (🚀).
 */
export type ClaimTarget =
  | { readonly kind: 'comment'; readonly commentId: number }
  | { readonly kind: 'merge'; readonly number: number };

/**
 * What this round does, resolved from the settings and the thread: work with a job, trigger an
 * automation, answer that the thread has none, or nothing, because another run took the
 * instruction.
 */
export type RoundPlan =
  | ServicePlan
  | { readonly kind: 'no-job' }
  /** Another run holds the round's claim (round/resolve.ts). */
  | { readonly kind: 'taken'; readonly on: ClaimTarget };

/**
 * What was asked, as a person wrote it: the issue's title and body, or an instruction. Plain text.
 */
export interface Request {
  readonly title?: string;
  readonly text: string;
}

/**
 * The round as the thread and the summary tell it. Usually the plan itself; a re-run that checks
 * on the job its earlier attempt reached shows what that attempt asked.
 */
export interface RoundDescription {
  /** Starts a job, sends a follow-up to one, or checks on one. */
  readonly action: 'start' | 'follow-up' | 'check';
  readonly request?: Request;
  /**
   * The round documents a merged pull request: a result without a pull request means none was
   * needed.
   */
  readonly documentsPullRequest: boolean;
  /** A digest: its window and the pull requests it covers. */
  readonly digest?: Digest;
}

/** The plan, shown as itself. */
export function planned<P extends JobPlan | AutomationPlan>(
  plan: P,
  settings: Settings,
): P & { readonly shown: RoundDescription } {
  return { ...plan, shown: shownOf(plan, settings) };
}

/** How a plan, or what the workflow asked, reads on the thread. */
export function shownOf(
  plan:
    | JobPlan
    | AutomationPlan
    | Exclude<RoundMode, { kind: 'skip' | 'digest' | 'pull-request' | 'push' }>,
  settings: Settings,
): RoundDescription {
  const ask = plan.kind === 'create' || plan.kind === 'follow-up' ? plan.ask : undefined;
  const starts = plan.kind === 'create' || plan.kind === 'automation';
  return {
    action: starts ? 'start' : plan.kind === 'follow-up' ? 'follow-up' : 'check',
    request: ask && requestOf(ask, settings),
    documentsPullRequest: ask?.source === 'pull-request' || ask?.source === 'push',
    ...(ask?.source === 'digest' && { digest: ask.digest }),
  };
}

/**
 * What the person asked, for quoting in the result: the issue's title and body apart, or the
 * instruction.
 */
function requestOf(ask: JobInput, settings: Settings): Request | undefined {
  if (ask.source === 'pull-request' || ask.source === 'push') return undefined;
  if (ask.source === 'digest') return ask.given && { text: ask.given.prompt };
  if (ask.source === 'issue' && settings.issue) {
    return { title: settings.issue.title, text: settings.issue.body };
  }
  if (ask.source === 'comment' && settings.conversation?.kind === 'instruction') {
    return { text: settings.conversation.text };
  }
  return { text: ask.prompt };
}

/**
 * Whether the round follows its job to the end: the workflow asked it to (`wait`). Otherwise the
 * job goes on at the service, and on a thread the sweep writes the result. The one place that
 * reads `wait`.
 */
export function roundWaits(settings: Pick<Settings, 'wait'>): boolean {
  return settings.wait;
}
