// The cost of docs follow pushes: the checkout's bundle (dist/index.js, through run-action) on a
// `push` of 3 commits to main against the service emulator and the GitHub fake, as
// bench/docs-follow.ts measures docs follow code. The push's commits belong to one merged pull
// request (its merge commit is the push's last), so the run also looks up each commit's pull
// requests, claims the one it finds and answers on it: the GitHub and service requests of one
// push, and the size of its prompt.
import { createHash } from 'node:crypto';
import { startGitHubFake } from '../emulator/github-fake.js';
import { startEmulator } from '../emulator/server.js';
import { runAction } from '../scripts/run-action.js';

export interface PushRunFigures {
  readonly commits: number;
  readonly githubRequests: number;
  readonly serviceRequests: number;
  readonly promptChars: number;
  readonly wallMs: number;
}

const REPO = 'acme/docs'; // runAction's GITHUB_REPOSITORY
const COMMITS = 3;
const FILES_PER_COMMIT = 10;
// About 17 KB per file, as bench/docs-follow.ts.
const PATCH = `@@ -1,1 +1,1214 @@\n${'+const x = 1;\n'.repeat(1_214)}`;

const sha = (n: number): string => createHash('sha1').update(`bench push ${n}`).digest('hex');

/** `runs` pushes of 3 commits, each against a fresh emulator and GitHub fake. */
export async function measurePush(
  progress: (text: string) => void,
  runs = 3,
): Promise<PushRunFigures[]> {
  const out: PushRunFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    progress(`docs follow pushes: a push of ${COMMITS} commits (${run} of ${runs})`);
    const emulator = await startEmulator({ host: '127.0.0.1', rateLimitPerHour: 1_000_000 });
    const github = await startGitHubFake();
    try {
      github.addCommits(REPO, [
        { sha: sha(0) },
        ...Array.from({ length: COMMITS }, (_, i) => ({
          sha: sha(i + 1),
          parent: sha(i),
          files: Array.from({ length: FILES_PER_COMMIT }, (_, f) => ({
            filename: `src/c${i}/module${f}.ts`,
            patch: PATCH,
          })),
        })),
      ]);
      github.addPullRequest(REPO, { number: 7, merged: true, mergeSha: sha(COMMITS) });
      const result = await runAction({
        inputs: {
          'project-id': emulator.projectId,
          'api-key': emulator.apiKey,
          'base-url': emulator.url,
          wait: 'false',
        },
        env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(9500 + run) },
        event: {
          name: 'push',
          payload: {
            ref: 'refs/heads/main',
            before: sha(0),
            after: sha(COMMITS),
            created: false,
            deleted: false,
            sender: { login: 'octocat', type: 'User' },
          },
        },
        timeoutMs: 60_000,
      });
      const [id] = emulator.jobIds();
      const prompt = id === undefined ? undefined : emulator.prompts(id)[0];
      if (result.exitCode !== 0 || prompt === undefined) {
        throw new Error(`the push's run failed: ${result.stdout.slice(-500)}`);
      }
      out.push({
        commits: COMMITS,
        githubRequests: github.requests.length,
        serviceRequests: emulator.requests.length,
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

export function pushReport(figures: readonly PushRunFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.commits} | ${f.githubRequests} | ${f.serviceRequests} | ${f.promptChars.toLocaleString('en-US')} | ${(f.wallMs / 1000).toFixed(1)} s |`,
  );
  return [
    '| Commits pushed | GitHub requests | Service requests | Prompt (characters) | Run, spawn → exit |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `- Docs follow pushes: the checkout's \`dist/index.js\` on a \`push\` of ${COMMITS} commits of ${FILES_PER_COMMIT} files each (~17 KB of patch a file; \`wait: false\`, \`diff-budget\` at its default 50k), whose last commit is a merged pull request's merge commit. GitHub: the compare of the two commits, each commit's pull requests, the claim of the merged pull request (🚀), and its thread (the working note).`,
  ].join('\n');
}
