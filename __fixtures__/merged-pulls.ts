// A repository's merged pull requests for the digest's tests and bench: N pull requests merged into
// main with merge times spread over days, plus some closed without merging and some merged into
// another branch, seeded into the GitHub fake. Title, description, author and head branch come
// from GitHub's real `pull_request` payload (@octokit/webhooks-examples); only the number, the
// times and the changed files differ from one pull request to the next.
import type { FakePullRequestFile, GitHubFake } from '../emulator/github-fake.js';
import { mergedPayload, pullRequestOf } from './pull-request-payloads.js';

export interface MergedPullsSeed {
  /** Pull requests merged into `base` within the span. */
  readonly count: number;
  /** The newest merge is just before this moment (epoch ms). */
  readonly now: number;
  /** The merges are spread evenly over this many days before `now`; default 7. */
  readonly days?: number;
  /** The number of the first pull request; default 1. */
  readonly first?: number;
  /** Default 'main'. */
  readonly base?: string;
  /** After every k-th merged one, one closed without merging; default none. */
  readonly unmergedEvery?: number;
  /** After every k-th merged one, one merged into `release`; default none. */
  readonly otherBaseEvery?: number;
  /** The changed files of pull request `n`; default three small source files. */
  readonly files?: (n: number) => FakePullRequestFile[];
}

export interface SeededPulls {
  /** Merged into the base, oldest merge first. */
  readonly merged: number[];
  readonly unmerged: number[];
  readonly otherBase: number[];
  /** Merge time of each merged pull request (epoch ms), by number. */
  readonly mergedAt: Map<number, number>;
}

const DAY = 86_400_000;

function defaultFiles(n: number): FakePullRequestFile[] {
  return [
    {
      filename: `src/feature${n}.ts`,
      patch: `@@ -1,2 +1,3 @@\n export const a${n} = 1;\n-old\n+new\n+more`,
    },
    { filename: `src/feature${n}.test.ts`, status: 'added', patch: `@@ -0,0 +1 @@\n+test${n}` },
    { filename: 'package-lock.json', patch: '@@ -1 +1 @@\n-"a"\n+"b"' },
  ];
}

export function seedMergedPulls(
  fake: GitHubFake,
  repo: string,
  seed: MergedPullsSeed,
): SeededPulls {
  const real = pullRequestOf(mergedPayload());
  const user = real.user as { login: string };
  const head = real.head as { ref: string };
  const title = String(real.title);
  const body = String(real.body ?? '');
  const span = (seed.days ?? 7) * DAY;
  const base = seed.base ?? 'main';
  const files = seed.files ?? defaultFiles;
  const out: SeededPulls = { merged: [], unmerged: [], otherBase: [], mergedAt: new Map() };
  let number = seed.first ?? 1;
  const at = (i: number): number =>
    Math.floor((seed.now - span + ((i + 0.5) * span) / Math.max(1, seed.count)) / 1000) * 1000;
  const iso = (ms: number): string => new Date(ms).toISOString();
  for (let i = 0; i < seed.count; i += 1) {
    const mergedAt = at(i);
    fake.addPullRequest(repo, {
      number,
      title: `${title} (${number})`,
      body,
      login: user.login,
      headRef: `${head.ref}-${number}`,
      baseRef: base,
      merged: true,
      createdAt: iso(mergedAt - DAY),
      mergedAt: iso(mergedAt),
      files: files(number),
    });
    out.merged.push(number);
    out.mergedAt.set(number, mergedAt);
    number += 1;
    if (seed.unmergedEvery && (i + 1) % seed.unmergedEvery === 0) {
      fake.addPullRequest(repo, {
        number,
        title: `${title} (${number}, not merged)`,
        body,
        login: user.login,
        state: 'closed',
        createdAt: iso(mergedAt - DAY),
        updatedAt: iso(mergedAt + 1000),
        files: files(number),
      });
      out.unmerged.push(number);
      number += 1;
    }
    if (seed.otherBaseEvery && (i + 1) % seed.otherBaseEvery === 0) {
      fake.addPullRequest(repo, {
        number,
        title: `${title} (${number}, into release)`,
        body,
        login: user.login,
        baseRef: 'release',
        merged: true,
        createdAt: iso(mergedAt - DAY),
        mergedAt: iso(mergedAt + 2000),
        files: files(number),
      });
      out.otherBase.push(number);
      number += 1;
    }
  }
  return out;
}
