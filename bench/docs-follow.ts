// The cost of docs follow code: the checkout's bundle (dist/index.js, through run-action) on a
// merged pull_request_target event against the service emulator and the GitHub fake, for pull
// requests of 10, 300 and 3,000 changed files with ~17 KB of patch each (~50 MB at 3,000): how many
// GitHub requests the prompt costs, and how large the prompt gets with the default diff-budget.
// Then the 300-file pull request again with `paths` matching 10 of its files.
import { startGitHubFake } from '../emulator/github-fake.js';
import { startEmulator } from '../emulator/server.js';
import { runAction } from '../scripts/run-action.js';

export interface DocsFollowFigures {
  readonly files: number;
  /** With `paths`: the files that match it. */
  readonly matching?: number;
  readonly serviceRequests: number;
  readonly patchBytes: number;
  readonly githubRequests: number;
  readonly promptChars: number;
  readonly wallMs: number;
}

/** Each run: its changed files, and with `paths` the ten that match it. */
const CASES: readonly { readonly files: number; readonly paths?: string }[] = [
  { files: 10 },
  { files: 300 },
  { files: 3_000 },
  // module0.ts … module9.ts of packages/p0: 10 of the 300.
  { files: 300, paths: 'packages/p0/src/module[0-9].ts' },
];
const MATCHING = 10;
const REPO = 'acme/docs';
// About 17 KB per file: 3,000 files make a ~51 MB diff.
const PATCH = `@@ -1,1 +1,1214 @@\n${'+const x = 1;\n'.repeat(1_214)}`;

function payload(number: number, changedFiles: number): Record<string, unknown> {
  return {
    action: 'closed',
    number,
    pull_request: {
      number,
      title: 'A change to measure',
      body: 'Measured by npm run bench.',
      html_url: `https://github.com/${REPO}/pull/${number}`,
      state: 'closed',
      merged: true,
      merged_at: '2026-01-01T00:00:00Z',
      base: { ref: 'main' },
      changed_files: changedFiles,
      additions: changedFiles * 1_214,
      deletions: 0,
    },
    repository: { full_name: REPO },
    sender: { login: 'octocat', type: 'User' },
  };
}

export async function measureDocsFollow(
  progress: (text: string) => void,
): Promise<DocsFollowFigures[]> {
  const out: DocsFollowFigures[] = [];
  for (const { files, paths } of CASES) {
    progress(
      `docs follow code: a merged pull request of ${files} files${paths ? `, ${MATCHING} under paths` : ''}`,
    );
    const emulator = await startEmulator({ host: '127.0.0.1', rateLimitPerHour: 1_000_000 });
    const github = await startGitHubFake();
    try {
      github.addPullRequest(REPO, {
        number: 7,
        merged: true,
        files: Array.from({ length: files }, (_, i) => ({
          filename: `packages/p${Math.floor(i / 100)}/src/module${i}.ts`,
          patch: PATCH,
        })),
      });
      const result = await runAction({
        inputs: {
          'project-id': emulator.projectId,
          'api-key': emulator.apiKey,
          'base-url': emulator.url,
          wait: 'false',
          comment: 'false',
          ...(paths && { paths }),
        },
        env: { GITHUB_API_URL: github.url },
        event: { name: 'pull_request_target', payload: payload(7, files) },
        timeoutMs: 60_000,
      });
      const [id] = emulator.jobIds();
      const prompt = id === undefined ? undefined : emulator.prompts(id)[0];
      if (result.exitCode !== 0 || prompt === undefined) {
        throw new Error(`the ${files}-file run failed: ${result.stdout.slice(-500)}`);
      }
      out.push({
        files,
        ...(paths && { matching: MATCHING }),
        serviceRequests: emulator.requests.length,
        patchBytes: PATCH.length * files,
        githubRequests: github.requests.length,
        promptChars: prompt.length,
        wallMs: result.durationMs,
      });
    } finally {
      await github.close();
      await emulator.close();
    }
  }
  return out;
}

export function docsFollowReport(figures: readonly DocsFollowFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.files.toLocaleString('en-US')}${f.matching === undefined ? '' : `, ${f.matching} under \`paths\``} | ${(f.patchBytes / 1e6).toFixed(2)} MB | ${f.githubRequests} | ${f.serviceRequests} | ${f.promptChars.toLocaleString('en-US')} | ${(f.wallMs / 1000).toFixed(1)} s |`,
  );
  return [
    '| Changed files | Patches on GitHub | GitHub requests | Service requests | Prompt (characters) | Run, spawn → exit |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    "- Docs follow code: the checkout's `dist/index.js` on a merged `pull_request_target` event (`wait: false`, `comment: false`, `diff-budget` at its default 50k) against the emulator and the GitHub fake, whose files have ~17 KB of patch each. The pull request comes from the payload; every request is a page of 100 files (`GET …/pulls/{n}/files`), stopping at 1,000 files. The prompt is bounded by the file list (100,000 characters at most) plus the diff budget. With `paths`, the same pages are read, and only the matching files and their diffs are sent.",
  ].join('\n');
}
