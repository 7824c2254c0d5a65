import { call, octokitFor, viewerLogin, type GitHubAccess } from './client.js';
import { GitHubCallError, type GitHubRetryDeps } from './retry.js';
import type { ThreadComment } from './thread.js';
import { isBot } from './event.js';

/** GitHub's repository roles, least first: a role grants everything a role before it does. */
export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What GitHub says of a login's access: a role, `none` (no access at all), or `unknown` (GitHub
 * knows no such login: 404).
 */
export type Access = Role | 'none' | 'unknown';

/** Whether `access` grants at least `least`. */
export function grants(access: Access, least: Role): boolean {
  return ROLES.indexOf(access as Role) >= ROLES.indexOf(least);
}

/**
 * The role in GitHub's answer. `role_name` is the real one (`permission` folds triage into read and
 * maintain into write); a custom role's name is none of the five, so its base, which `permission`
 * gives, decides. Anything else grants nothing.
 */
export function roleOfAnswer(answer: { permission?: unknown; role_name?: unknown }): Access {
  for (const field of [answer.role_name, answer.permission]) {
    if (typeof field === 'string' && (ROLES as readonly string[]).includes(field)) {
      return field as Role;
    }
  }
  return 'none';
}

/** The repository whose permissions are read, and how to reach it. */
export interface RepositoryAccess extends GitHubAccess {
  readonly owner: string;
  readonly repo: string;
}

/** A marker counts by who wrote it (see Permissions.trusts). */
export interface MarkerTrust {
  trusts(comment: ThreadComment): Promise<boolean>;
}

/**
 * Who may do what in the repository, as GitHub says, each login read once per run: the collaborator
 * permission of a login (GitHub's `role_name`), and the login this action posts as (GraphQL's
 * `viewer`, which an installation token such as the workflow's may read, unlike `GET /user`).
 * A read GitHub does not answer throws a GitHubCallError, after the retry policy's tries.
 */
export class Permissions implements MarkerTrust {
  private readonly access = new Map<string, Promise<Access>>();
  private own?: Promise<string>;
  private client?: ReturnType<typeof octokitFor>;

  constructor(
    private readonly repository: RepositoryAccess,
    private readonly retry: GitHubRetryDeps,
    /** min-permission: the least role whose markers count. */
    private readonly least: Role,
  ) {}

  /** The login's access to the repository; `unknown` when GitHub knows no such login (404). */
  accessOf(login: string): Promise<Access> {
    // Stryker disable next-line MethodExpression: GitHub's logins ignore case; either case serves as the key
    const key = login.toLowerCase();
    let found = this.access.get(key);
    if (!found) {
      found = this.readAccess(login);
      this.access.set(key, found);
      // A failed read is not kept: a later question asks GitHub again.
      found.catch(() => this.access.delete(key));
    }
    return found;
  }

  /** The login this action's token posts as. */
  ownLogin(): Promise<string> {
    if (!this.own) {
      this.own = this.readOwnLogin();
      this.own.catch(() => (this.own = undefined));
    }
    return this.own;
  }

  /**
   * A hidden marker counts only when its comment was written by the login this action posts as,
   * or by a person who holds min-permission: text that imitates a marker (a bot or a workflow that
   * copies an issue's text, an outsider's comment) cannot steer a round to a job of its choosing.
   */
  async trusts(comment: ThreadComment): Promise<boolean> {
    if (!comment.login) return false;
    if (comment.login.toLowerCase() === (await this.ownLogin()).toLowerCase()) return true;
    if (isBot({ login: comment.login, type: comment.authorType })) return false;
    return grants(await this.accessOf(comment.login), this.least);
  }

  private async readAccess(login: string): Promise<Access> {
    const octokit = await this.octokit();
    const { owner, repo } = this.repository;
    try {
      return await call(async () => {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner,
          repo,
          username: login,
        });
        return roleOfAnswer(data);
      });
    } catch (error) {
      if (error instanceof GitHubCallError && error.status === 404) return 'unknown';
      throw error;
    }
  }

  private async readOwnLogin(): Promise<string> {
    const login = await viewerLogin(await this.octokit());
    if (!login) throw new GitHubCallError(200, 'GitHub did not say which login the token is');
    return login;
  }

  private octokit(): ReturnType<typeof octokitFor> {
    this.client ??= octokitFor(this.repository, this.retry);
    return this.client;
  }
}
