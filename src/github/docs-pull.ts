import { call, octokitFor, viewerLogin, type GitHubAccess } from './client.js';
import type { GitHubRetryDeps } from './retry.js';
import { openThread, type ThreadComment } from './thread.js';

/** A docs pull request: the one a job opened in the documentation repository. */
export interface DocsPull {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9_.-]{1,100}$/;
const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * The docs pull request a job's `prLink` names, only when it is a pull request's page on this
 * run's GitHub (`GITHUB_SERVER_URL`): `https://<server>/<owner>/<repo>/pull/<n>`, nothing more.
 * The pull request is then reached through the run's API address, never the link.
 */
export function docsPullOf(link: string | undefined, serverUrl: string): DocsPull | undefined {
  if (!link) return undefined;
  const url = URL.parse(link);
  const server = URL.parse(serverUrl);
  if (!url || !server || url.protocol !== 'https:' || url.username || url.password)
    return undefined;
  if (url.host.toLowerCase() !== server.host.toLowerCase() || url.search || url.hash) {
    return undefined;
  }
  const prefix = server.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${prefix}/`)) return undefined;
  const parts = url.pathname
    .slice(prefix.length + 1)
    .replace(/\/$/, '')
    .split('/');
  // Stryker disable next-line StringLiteral: the defaults are never taken: parts has four entries here
  const [owner = '', repo = '', pull, number = ''] = parts;
  if (parts.length !== 4 || pull !== 'pull') return undefined;
  return pullOf(owner, repo, number);
}

function pullOf(owner: string, repo: string, number: string): DocsPull | undefined {
  if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..') return undefined;
  return NUMBER.test(number) ? { owner, repo, number: Number(number) } : undefined;
}

/** The page of issue or pull request `number` of `repository` (`owner/repo`) on `serverUrl`. */
export function pageOn(
  serverUrl: string,
  repository: string,
  what: 'issues' | 'pull',
  number: number,
): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/${what}/${number}`;
}

/** The docs pull request's page on this run's GitHub, as docsPullOf reads it. */
export function docsPullPage(pull: DocsPull, serverUrl: string): string {
  return pageOn(serverUrl, `${pull.owner}/${pull.repo}`, 'pull', pull.number);
}

/** The docs pull request as a marker field records it: `owner:repo:number`. */
export function docsPullField(pull: DocsPull): string {
  return `${pull.owner}:${pull.repo}:${pull.number}`;
}

/** The docs pull request a marker field names, if well formed. */
export function docsPullOfField(field: string | undefined): DocsPull | undefined {
  // Stryker disable next-line StringLiteral: '' and any other text without two colons name no pull request alike
  const parts = (field ?? '').split(':');
  // Stryker disable next-line StringLiteral: the fallbacks are never taken: parts has three entries here
  return parts.length === 3 ? pullOf(parts[0] ?? '', parts[1] ?? '', parts[2] ?? '') : undefined;
}

/** `owner/repo#n`, as people write a pull request. */
export function docsPullName(pull: DocsPull): string {
  return `${pull.owner}/${pull.repo}#${pull.number}`;
}

/** A docs pull request's reviews as they stand: whom asking again would only notify twice. */
interface ReviewState {
  /** Who opened it (the agent's account), '' when GitHub does not say. */
  readonly author: string;
  /** Still open: a closed or merged one is asked for no review. */
  readonly open: boolean;
  /** Asked already, or reviewed already (any review): logins as GitHub spells them. */
  readonly asked: readonly string[];
}

/** What the action does on a docs pull request, with the docs token. */
export interface DocsPullRequest {
  /** The login the docs token writes as (GraphQL's viewer): the author of the action's notes. */
  ownLogin(): Promise<string>;
  reviewState(): Promise<ReviewState>;
  listComments(): Promise<ThreadComment[]>;
  comment(body: string): Promise<void>;
  close(): Promise<void>;
  /** Asks these people for a review (GitHub: at most 15 at once). */
  requestReviews(logins: readonly string[]): Promise<void>;
}

/**
 * Opens the docs pull request with the docs token, through the run's API address (see octokitFor).
 */
export async function openDocsPull(
  access: GitHubAccess & { readonly redact: (text: string) => string },
  pull: DocsPull,
  retry: GitHubRetryDeps,
): Promise<DocsPullRequest> {
  const octokit = await octokitFor(access, retry);
  const thread = await openThread({ ...access, ...pull }, retry);
  const where = { owner: pull.owner, repo: pull.repo, pull_number: pull.number };
  return {
    ownLogin: () => viewerLogin(octokit),
    reviewState: () =>
      call(async () => {
        const { data } = await octokit.rest.pulls.get(where);
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
          ...where,
          per_page: 100,
        });
        const asked = [
          ...(data.requested_reviewers ?? []).map((user) => user.login),
          ...reviews.map((review) => review.user?.login ?? ''),
        ];
        return {
          author: data.user?.login ?? '',
          open: data.state === 'open',
          asked: asked.filter((login) => login !== ''),
        };
      }),
    listComments: () => thread.listComments(),
    comment: async (body) => {
      await thread.createComment(body);
    },
    close: () =>
      call(async () => {
        await octokit.rest.pulls.update({
          ...where,
          state: 'closed',
        });
      }),
    requestReviews: (logins) =>
      call(async () => {
        await octokit.rest.pulls.requestReviewers({ ...where, reviewers: [...logins] });
      }),
  };
}
