// The docs pull request, reached with docs-token through the run's API address: tied back to the
// pull request that asked for it, closed when that one closes unmerged, its reviewers asked when it
// merges. Without docs-token nothing here runs. GitHub's failures are one warning each: the
// round's result never depends on the documentation repository.
import { repositoryOf } from '../../github/client.js';
import {
  docsPullName,
  openDocsPull,
  type DocsPull,
  type DocsPullRequest,
} from '../../github/docs-pull.js';
import { openPullRequestHistory } from '../../github/pull-request.js';
import { githubProblem } from '../../github/retry.js';
import type { Round } from '../../steps/round.js';
import { askedByBody, closedBody, hasNote, noteMarker } from './notes.js';
import { reviewersFor } from './reviewers.js';

const DOCS_GRANT =
  'give docs-token write access to the pull requests and issues of the documentation repository (a GitHub App installed there, with pull-requests: write)';

/** The source pull request's page, built from the run's own addresses (never a payload's). */
function sourceUrl(env: NodeJS.ProcessEnv, number: number): string {
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/pull/${number}`;
}

/** The docs pull request with docs-token, or undefined when the workflow gives none. */
async function open(round: Round, pull: DocsPull): Promise<DocsPullRequest | undefined> {
  const { settings, env, log } = round;
  const repository = repositoryOf(env);
  if (!settings.docsToken || !repository) return undefined;
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

/** Runs `act` on the docs pull request; false (after one warning) when GitHub failed it. */
async function onDocsPull(
  round: Round,
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
    round.log.warning(
      `${githubProblem(error, `${what} ${docsPullName(pull)}`, DOCS_GRANT)}; the round's result is not affected`,
    );
    return false;
  }
}

/**
 * One comment on the docs pull request naming the pull request and job that asked for it (once: its
 * marker).
 */
export async function tieBack(
  round: Round,
  pull: DocsPull,
  number: number,
  jobId: string,
): Promise<void> {
  await onDocsPull(round, pull, 'comment on the docs pull request', async (docs) => {
    if (hasNote(await docs.listComments(), noteMarker('asked-by', jobId))) return;
    await docs.comment(askedByBody(sourceUrl(round.env, number), jobId));
    round.log.info(`Linked the docs pull request ${docsPullName(pull)} to #${number}`);
  });
}

/** Closes the docs pull request with a comment naming the source; undefined without docs-token. */
export async function closeDocsPull(
  round: Round,
  pull: DocsPull,
  number: number,
): Promise<boolean | undefined> {
  return onDocsPull(round, pull, 'close the docs pull request', async (docs) => {
    await docs.comment(closedBody(sourceUrl(round.env, number)));
    await docs.close();
    round.log.info(
      `Closed the docs pull request ${docsPullName(pull)}: #${number} was closed without being merged`,
    );
  });
}

/**
 * Asks the source pull request's author and approvers (people only, not the agent) to review the
 * docs pull request.
 */
export async function askReviews(
  round: Round,
  pull: DocsPull,
  number: number,
  author: string | undefined,
): Promise<void> {
  const { settings, env, log } = round;
  const repository = repositoryOf(env);
  if (!settings.docsToken || !repository) return;
  await onDocsPull(round, pull, 'ask for reviews on the docs pull request', async (docs) => {
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
    const reviewers = reviewersFor(author, await history.approvers(), await docs.author());
    if (reviewers.length === 0) {
      return log.info(
        `No one to ask for a review of ${docsPullName(pull)}: #${number} has no author or approver who is a person`,
      );
    }
    await docs.requestReviews(reviewers);
    log.info(`Asked ${reviewers.join(', ')} to review the docs pull request ${docsPullName(pull)}`);
  });
}
