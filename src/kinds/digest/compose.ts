// The digest's prompt as sent: each described pull request's changed files read from GitHub (a
// few at a time), then digestPrompt. A prompt the workflow gave leads; the digest follows it as
// data, as docs follow code's context follows a given prompt.
import type { RepositoryReader } from '../../github/merged-pulls.js';
import type { Digest } from '../../settings/types.js';
import { digestPrompt, splitAtCap, type DigestPull } from './prompt.js';
import { FILES_AT_ONCE as AT_ONCE, fromGitHub } from './round.js';
import { splitByPaths, type PathFilter } from '../../common/path-filter.js';

export interface ComposeDeps {
  readonly repository: () => Promise<RepositoryReader>;
  readonly info: (message: string) => void;
  readonly signal?: AbortSignal;
  /** paths: each pull request's files that count; the others are counted as left out. */
  readonly paths?: PathFilter;
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
        batch.map(async (pull) => {
          const read = await fromGitHub(
            `read the changed files of pull request #${pull.number}`,
            deps.signal,
            () => repository.files(pull.number, diffBudget > 0),
          );
          const { counted, leftOut } = splitByPaths(read.files, deps.paths);
          return {
            ...pull,
            ...read,
            files: counted,
            changedFiles: read.changedFiles - leftOut,
            leftOut,
          };
        }),
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
