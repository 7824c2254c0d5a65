import { InputError } from '../common/errors.js';
import { quoteForLog } from '../common/ids.js';
import type { Redactor } from '../common/redact.js';
import { isBot, type GitHubEvent } from '../github/event.js';
import { ROLES, type Role } from '../github/permission.js';

/**
 * Who asked for the round, as the event says: whoever added the label, wrote the comment,
 * dispatched the workflow or sent any other event. Nobody asks on a schedule (the workflow file is
 * the authority) nor outside a workflow, nor for a sweep, which starts nothing (readThreadSettings);
 * `unknown` when an event that someone sends names nobody.
 */
export type Asker =
  | { readonly kind: 'nobody' }
  /** Who asked cannot be told: `why` completes "could not tell who asked: …". */
  | { readonly kind: 'unknown'; readonly why: string }
  | {
      readonly kind: 'person' | 'bot';
      readonly login: string;
      /** The event itself proves write access: GitHub lets only people with it send one. */
      readonly provesWrite: boolean;
      /**
       * The event is a pull request's merge (its `closed` event, merged): whoever merged it holds
       * write access, a merge bot or merge queue (`mergify[bot]`, `github-merge-queue[bot]`) too,
       * which is then no bot asking but a merge.
       */
      readonly merge?: true;
    };

/** Who may ask: min-permission and allowed-bots. */
export interface AskerRules {
  readonly minPermission: Role;
  /** Logins in lower case, without `[bot]`; `any` for `*`. */
  readonly allowedBots: ReadonlySet<string> | 'any';
}

/** Events nobody sends: a schedule, and a run outside a workflow. */
const NOBODY_ASKS = new Set(['schedule', '']);
/**
 * Events only people with write access can send: running a workflow by hand, a push, a dispatch
 * through the API (and a merge: isMerge).
 */
const WRITE_ONLY = new Set(['workflow_dispatch', 'push', 'repository_dispatch']);
/**
 * A pull request's `closed` event that merged it (`pull_request` or `pull_request_target`): only
 * those with write access can merge, and a merge bot or queue merges for them.
 */
function isMerge({ name, payload }: GitHubEvent): boolean {
  if (name !== 'pull_request' && name !== 'pull_request_target') return false;
  const pull = payload.pull_request as { merged?: unknown } | null | undefined;
  return payload.action === 'closed' && pull?.merged === true;
}
/**
 * A login as GitHub gives them (letters, digits and hyphens; an app's ends in `[bot]`): nothing
 * else goes into a request's path.
 */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/;

export function askerOf(event: GitHubEvent): Asker {
  if (NOBODY_ASKS.has(event.name)) return { kind: 'nobody' };
  const { payload } = event;
  const user = (
    event.name === 'issue_comment'
      ? (payload.comment as { user?: unknown } | undefined)?.user
      : payload.sender
  ) as { login?: unknown; type?: unknown } | undefined;
  const login =
    typeof user?.login === 'string' && user.login
      ? user.login
      : event.name === 'workflow_dispatch'
        ? event.actor
        : undefined;
  if (!login) return { kind: 'unknown', why: `the ${event.name} event names nobody` };
  if (!LOGIN.test(login)) {
    return { kind: 'unknown', why: `the ${event.name} event names a login GitHub does not give` };
  }
  const merge = isMerge(event);
  return {
    kind: isBot({ login, type: user?.login === login ? user.type : undefined }) ? 'bot' : 'person',
    login,
    provesWrite: merge || WRITE_ONLY.has(event.name),
    ...(merge && { merge }),
  };
}

/**
 * Reads min-permission and allowed-bots (`input` as the toolkit reads inputs: trimmed, '' when
 * unset).
 */
export function readAskerRules(input: (name: string) => string, redact: Redactor): AskerRules {
  const permissionText = (input('min-permission') || 'triage').toLowerCase();
  if (!(ROLES as readonly string[]).includes(permissionText)) {
    throw new InputError(
      `min-permission ${quoteForLog(input('min-permission'), redact)} is not a repository permission: use one of ${ROLES.join(', ')}`,
    );
  }
  const bots = input('allowed-bots')
    .split(',')
    .map((login) =>
      login
        .trim()
        .toLowerCase()
        .replace(/\[bot\]$/, ''),
    )
    .filter(Boolean);
  for (const login of bots) {
    if (login !== '*' && !/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(login)) {
      throw new InputError(
        `allowed-bots has ${quoteForLog(login, redact)}, which is not a bot's login: list logins such as renovate[bot], comma-separated, or * for any bot`,
      );
    }
  }
  return {
    minPermission: permissionText as Role,
    allowedBots: bots.includes('*') ? 'any' : new Set(bots),
  };
}

/** Whether allowed-bots lists this bot. */
export function botAllowed(rules: Pick<AskerRules, 'allowedBots'>, login: string): boolean {
  const name = login.toLowerCase().replace(/\[bot\]$/, '');
  return rules.allowedBots === 'any' || rules.allowedBots.has(name);
}
