import { call, octokitFor, type GitHubAccess } from './client.js';
import type { Role } from './permission.js';
import type { GitHubCallError, GitHubRetryDeps } from './retry.js';

/** What a dry run reads of the repository: nothing here writes. */
export interface SetUpReader {
  /**
   * The role GitHub reports the token's account holds on the repository (`none` for no grant at
   * all); undefined when GitHub does not say, as for the workflow's own installation token.
   */
  tokenRole(): Promise<Role | 'none' | undefined>;
  /**
   * Whether the number is an issue or a pull request; undefined when the repository has none (404,
   * 410).
   */
  threadKind(number: number): Promise<'issue' | 'pull request' | undefined>;
  /** Whether the repository has the label (GitHub compares names case-insensitively). */
  hasLabel(name: string): Promise<boolean>;
}

/** The `permissions` of a repository as GitHub answers it for a user's token, most first. */
const FLAGS = [
  ['admin', 'admin'],
  ['maintain', 'maintain'],
  ['push', 'write'],
  ['triage', 'triage'],
  ['pull', 'read'],
] as const;

/**
 * Reads the repository through the one retry policy; a read GitHub does not answer throws a
 * GitHubCallError.
 */
export function setUpReader(
  repository: GitHubAccess & { readonly owner: string; readonly repo: string },
  retry: GitHubRetryDeps,
): SetUpReader {
  const { owner, repo } = repository;
  let client: ReturnType<typeof octokitFor> | undefined;
  const octokit = () => (client ??= octokitFor(repository, retry));
  /** The answer, or `absent` when GitHub has no such thing (one of `statuses`). */
  const unlessAbsent = async <T>(read: () => Promise<T>, statuses: number[]) => {
    try {
      return await call(read);
    } catch (error) {
      // call() throws GitHubCallErrors only.
      if (statuses.includes((error as GitHubCallError).status ?? 0)) return 'absent' as const;
      throw error;
    }
  };
  return {
    tokenRole: () =>
      call(async () => {
        const { data } = await (await octokit()).rest.repos.get({ owner, repo });
        const granted = data.permissions as Partial<Record<string, boolean>> | undefined;
        if (!granted) return undefined;
        return FLAGS.find(([flag]) => granted[flag])?.[1] ?? 'none';
      }),
    threadKind: async (number) => {
      const found = await unlessAbsent(
        async () =>
          (
            await (
              await octokit()
            ).rest.issues.get({
              owner,
              repo,
              issue_number: number,
            })
          ).data,
        [404, 410],
      );
      if (found === 'absent') return undefined;
      return found.pull_request ? 'pull request' : 'issue';
    },
    hasLabel: async (name) =>
      (await unlessAbsent(
        async () => (await (await octokit()).rest.issues.getLabel({ owner, repo, name })).data,
        [404],
      )) !== 'absent',
  };
}
