// The digest's prompt as sent: each described pull request's changed files read from GitHub (a
// few at a time), then digestPrompt. A prompt the workflow gave leads; the digest follows it as
// data, as docs follow code's context follows a given prompt.
import type { RepositoryReader } from '../../github/merged-pulls.js';
import type { Digest } from '../../settings/types.js';
import { digestPrompt, splitAtCap, type DigestPull } from './prompt.js';
import { fromGitHub } from './round.js';

/** Pull requests whose files are read at once: GitHub's secondary rate limits frown on more. */
const AT_ONCE = 4;

export interface ComposeDeps {
  readonly repository: () => Promise<RepositoryReader>;
  readonly info: (message: string) => void;
  readonly signal?: AbortSignal;
}

export async function composeDigest(
  digest: Digest,
  given: string | undefined,
  diffBudget: number,
  deps: ComposeDeps,
): Promise<string> {
  const { described, named } = splitAtCap(digest.pulls);
  const repository = await deps.repository();
  const detailed: DigestPull[] = [];
  // Stryker disable next-line EqualityOperator: one more pass slices an empty batch, which sends nothing
  for (let i = 0; i < described.length; i += AT_ONCE) {
    const batch = described.slice(i, i + AT_ONCE);
    detailed.push(
      ...(await Promise.all(
        batch.map(async (pull) => ({
          ...pull,
          ...(await fromGitHub(
            `read the changed files of pull request #${pull.number}`,
            deps.signal,
            () => repository.files(pull.number, diffBudget > 0),
          )),
        })),
      )),
    );
  }
  const data = digestPrompt(digest, detailed, named, { diffBudget, base: digest.base });
  const prompt = given ? `${given}\n\n---\n${data}` : data;
  const n = (value: number): string => value.toLocaleString('en-US');
  deps.info(
    `Digest of ${n(digest.pulls.length)} merged pull requests: ${n(detailed.length)} described${named.length ? `, ${n(named.length)} named by number` : ''}, ${diffBudget > 0 ? `diffs within ${n(diffBudget)} characters` : 'no diffs (diff-budget: 0)'}; prompt of ${n(prompt.length)} characters`,
  );
  return prompt;
}
