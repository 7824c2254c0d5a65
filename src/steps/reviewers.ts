// Who reviews a docs pull request: a merged code pull request's author and those who approved it,
// or the authors of the pull requests a digest covers, as the service's own automations assign
// reviewers from source authors. Pure.

/** GitHub takes at most this many requested reviewers at once. */
export const REVIEWERS_CAP = 15;

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/**
 * The author, then the approvers, each once (GitHub compares logins without case): people only
 * (a bot's login ends in `[bot]` and is no login a person has), never the docs pull request's own
 * author (the agent's account, whom GitHub refuses to ask).
 */
export function reviewersFor(
  author: string | undefined,
  approvers: readonly string[],
  docsAuthor: string,
): string[] {
  const seen = new Set([docsAuthor.toLowerCase()]);
  const chosen: string[] = [];
  // Stryker disable next-line StringLiteral: '' and any other text that is no login are skipped alike
  for (const login of [author ?? '', ...approvers]) {
    if (!LOGIN.test(login) || seen.has(login.toLowerCase())) continue;
    seen.add(login.toLowerCase());
    chosen.push(login);
  }
  return chosen.slice(0, REVIEWERS_CAP);
}
