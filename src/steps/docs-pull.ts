// The docs pull request, reached with docs-token through the run's API address: tied back to what
// asked for it, closed when its code pull request closes unmerged, its reviewers asked. Without
// docs-token nothing here runs. GitHub's failures are one warning per run (a docs-token that may
// not write there refuses every call alike): the round's result never depends on the
// documentation repository.
import { serverUrlOf } from '../github/round-id.js';
import { repositoryOf } from '../github/client.js';
import {
  docsPullName,
  docsPullOf,
  openDocsPull,
  pageOn,
  type DocsPull,
  type DocsPullRequest,
} from '../github/docs-pull.js';
import { openPullRequestHistory } from '../github/pull-request.js';
import { GitHubCallError, githubProblem } from '../github/retry.js';
import {
  askedByBody,
  closedBody,
  hasNote,
  noteMarker,
  type AskedFor,
} from '../report/docs-notes.js';
import type { KindReport } from '../report/run-report.js';
import type { RunState } from '../report/round-view.js';
import type { JobPlan } from '../round/plan.js';
import { reviewersFor } from './reviewers.js';
import type { Round } from './round.js';

const DOCS_GRANT =
  'give docs-token write access to the pull requests and issues of the documentation repository (a GitHub App installed there, with pull-requests: write)';

const APPROVERS_GRANT = 'give the job `permissions: pull-requests: read`';

/** What these steps read of the round. */
type DocsRound = Pick<Round, 'settings' | 'env' | 'github'> & {
  readonly log: Pick<Round['log'], 'info' | 'warning' | 'redact'>;
};

/** The rounds whose docs-token GitHub refused once: said once, and no more calls. */
const refused = new WeakSet<DocsRound>();

/** The run's own address of issue or pull request `number` (never a payload's). */
function pageOf(env: NodeJS.ProcessEnv, what: 'issues' | 'pull', number: number): string {
  // Stryker disable next-line StringLiteral: reached only with GITHUB_REPOSITORY set (open and askedOf check it first)
  return pageOn(serverUrlOf(env), env.GITHUB_REPOSITORY ?? '', what, number);
}

/** The docs pull request with docs-token, or undefined when the workflow gives none. */
async function open(round: DocsRound, pull: DocsPull): Promise<DocsPullRequest | undefined> {
  const { settings, env, log } = round;
  const repository = repositoryOf(env);
  if (!settings.docsToken || !repository || refused.has(round)) return undefined;
  return openDocsPull(
    {
      token: settings.docsToken,
      apiUrl: repository.apiUrl,
      redact: log.redact,
      warn: (message) => log.warning(message),
    },
    pull,
    round.github,
  );
}

/**
 * Runs `act` on the docs pull request; false (after the run's one warning) when GitHub failed it.
 */
async function onDocsPull(
  round: DocsRound,
  pull: DocsPull,
  what: string,
  act: (docs: DocsPullRequest) => Promise<void>,
): Promise<boolean | undefined> {
  try {
    const docs = await open(round, pull);
    if (!docs) return undefined;
    await act(docs);
    return true;
  } catch (error) {
    refused.add(round);
    round.log.warning(
      `${githubProblem(error, `${what} ${docsPullName(pull)}`, DOCS_GRANT, 'docs-token')}; the round's result is not affected`,
    );
    return false;
  }
}

/**
 * One comment on the docs pull request naming what asked for it and the job, once: a comment with
 * its marker, by the docs token's own login or by someone with write access, is the note.
 */
async function tieBack(
  round: DocsRound,
  pull: DocsPull,
  asked: AskedFor,
  jobId: string,
): Promise<boolean | undefined> {
  return onDocsPull(round, pull, 'comment on the docs pull request', async (docs) => {
    const writer = await docs.ownLogin();
    if (hasNote(await docs.listComments(), noteMarker('asked-by', jobId), writer)) return;
    await docs.comment(askedByBody(asked, jobId));
    const what = asked.kind === 'digest' ? `${asked.urls.length} merged pull requests` : asked.url;
    round.log.info(`Linked the docs pull request ${docsPullName(pull)} to ${what}`);
  });
}

/**
 * Asks `candidates` to review it: people only, never the agent, within GitHub's limit, and never
 * twice (who is asked already or has reviewed it is not asked again: a re-run, or the next round
 * of the same docs pull request, notifies nobody twice). A docs pull request no longer open is
 * asked for no review.
 */
async function requestReviews(
  round: DocsRound,
  pull: DocsPull,
  candidates: readonly string[],
  nobody: string,
): Promise<void> {
  const { log } = round;
  const name = docsPullName(pull);
  await onDocsPull(round, pull, 'ask for reviews on the docs pull request', async (docs) => {
    const state = await docs.reviewState();
    if (!state.open) return log.info(`Asked no one to review ${name}: it is no longer open`);
    const people = reviewersFor(undefined, candidates, state.author);
    if (people.length === 0) return log.info(`No one to ask for a review of ${nobody}`);
    const already = new Set(state.asked.map((login) => login.toLowerCase()));
    const reviewers = people.filter((login) => !already.has(login.toLowerCase()));
    if (reviewers.length === 0) {
      return log.info(`Asked no one again to review ${name}: ${people.join(', ')} asked already`);
    }
    const asked = await requestEach(docs, reviewers);
    const refusedLogins = reviewers.filter((login) => !asked.includes(login));
    if (asked.length > 0) {
      log.info(`Asked ${asked.join(', ')} to review the docs pull request ${name}`);
    }
    if (refusedLogins.length > 0) {
      log.info(
        `GitHub would not ask ${refusedLogins.join(', ')} to review ${name} (422: not a collaborator of the documentation repository)`,
      );
    }
  });
}

const refusesSome = (error: unknown): boolean =>
  error instanceof GitHubCallError && error.status === 422;

/**
 * Asks all at once; when GitHub refuses the request (422: one of them is no collaborator there,
 * and it does not say which), asks each alone, so that the others are asked all the same. Who
 * was asked.
 */
async function requestEach(docs: DocsPullRequest, logins: readonly string[]): Promise<string[]> {
  try {
    await docs.requestReviews(logins);
    return [...logins];
  } catch (error) {
    if (!refusesSome(error) || logins.length < 2) throw error;
  }
  const asked: string[] = [];
  for (const login of logins) {
    try {
      await docs.requestReviews([login]);
      asked.push(login);
    } catch (error) {
      if (!refusesSome(error)) throw error;
    }
  }
  return asked;
}

/** Closes the docs pull request with a comment naming the source; undefined without docs-token. */
export async function closeDocsPull(
  round: DocsRound,
  pull: DocsPull,
  number: number,
): Promise<boolean | undefined> {
  return onDocsPull(round, pull, 'close the docs pull request', async (docs) => {
    await docs.comment(closedBody(pageOf(round.env, 'pull', number)));
    await docs.close();
    round.log.info(
      `Closed the docs pull request ${docsPullName(pull)}: #${number} was closed without being merged`,
    );
  });
}

/**
 * Asks the source pull request's author and approvers (people only, not the agent) to review the
 * docs pull request. The approvers are read with github-token: a failed read is its own warning,
 * and the author is asked all the same.
 */
export async function askReviews(
  round: DocsRound,
  pull: DocsPull,
  number: number,
  author: string | undefined,
): Promise<void> {
  const { settings, env, log } = round;
  const repository = repositoryOf(env);
  // A docs-token refused this round asks nothing more: not even the approvers are read.
  if (!settings.docsToken || !repository || refused.has(round)) return;
  // Stryker disable next-line ArrayDeclaration: what is no login is skipped either way (reviewersFor)
  let approvers: readonly string[] = [];
  try {
    const history = await openPullRequestHistory(
      {
        token: settings.githubToken,
        ...repository,
        number,
        redact: log.redact,
        warn: (message) => log.warning(message),
      },
      round.github,
    );
    approvers = await history.approvers();
  } catch (error) {
    log.warning(
      `${githubProblem(error, `read who approved #${number}`, APPROVERS_GRANT)}; asking its author only`,
    );
  }
  await requestReviews(
    round,
    pull,
    // Stryker disable next-line StringLiteral: '' and any other text that is no login are skipped alike (reviewersFor)
    [author ?? '', ...approvers],
    `${docsPullName(pull)}: #${number} has no author or approver who is a person`,
  );
}

/**
 * What asked for the round's job, as the docs pull request names it; undefined: nothing to name.
 */
function askedOf(round: DocsRound, plan: JobPlan): AskedFor | undefined {
  const { settings, env } = round;
  // Stryker disable next-line ConditionalExpression: without a repository open() reaches no docs pull request, so nothing is written either way
  if (!env.GITHUB_REPOSITORY) return undefined;
  const ask = plan.kind === 'watch' ? undefined : plan.ask;
  if (ask?.source === 'digest') {
    return { kind: 'digest', urls: ask.digest.pulls.map((p) => pageOf(env, 'pull', p.number)) };
  }
  if (ask?.source === 'pull-request') {
    const { number, fromEvent } = ask.pullRequest;
    const merged = fromEvent === undefined || fromEvent.merged;
    return { kind: merged ? 'merged-pull' : 'open-pull', url: pageOf(env, 'pull', number) };
  }
  const number = settings.issueNumber ?? settings.issue?.number;
  return number === undefined ? undefined : { kind: 'issue', url: pageOf(env, 'issues', number) };
}

/**
 * A round that got a docs pull request ties it back (with docs-token): one comment naming what
 * asked and the job; a digest also asks the covered pull requests' authors to review it.
 */
async function tieBackRound(round: DocsRound, plan: JobPlan, state: RunState): Promise<void> {
  const { env } = round;
  const pull = docsPullOf(state.record?.prLink, serverUrlOf(env));
  const asked = askedOf(round, plan);
  if (!pull || !asked || !state.jobId || state.end !== 'pr' || !round.settings.docsToken) return;
  const tied = await tieBack(round, pull, asked, state.jobId);
  if (!tied || plan.kind === 'watch' || plan.ask.source !== 'digest') return;
  const authors = plan.ask.digest.pulls.map((p) => p.author);
  await requestReviews(
    round,
    pull,
    authors,
    `${docsPullName(pull)}: no covered pull request has an author who is a person`,
  );
}

/** The kind's report, with the tie-back of its docs pull request once the round has ended. */
export function withTieBack(round: DocsRound, plan: JobPlan, kindReport?: KindReport): KindReport {
  return {
    view: (redact) => kindReport?.view(redact),
    ended: async (state, options) => {
      await tieBackRound(round, plan, state);
      await kindReport?.ended(state, options);
    },
  };
}
