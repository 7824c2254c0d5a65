// A push's follow-up says that GitHub cut its list only when GitHub did: a push of a few files is
// listed whole, and says nothing of a cap (docs/usage.md, "The docs PR travels with the code PR").
// In-process (helpers.ts), against the job emulator and the GitHub fake.
import { afterEach, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { labeledPayload, synchronizePayload } from '../../__fixtures__/pull-request-payloads.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectSuccess,
  githubFake,
  REPO,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const sha = (n: number): string => createHash('sha1').update(`follow-up ${n}`).digest('hex');
const [BASE, C1, C2] = [sha(1), sha(2), sha(3)];
const FILE = { filename: 'src/retry.ts', patch: '@@ -1 +1 @@\n-old\n+retries: 3' };
const pullEvent = (payload: Record<string, unknown>, runId: string) => ({
  event: { name: 'pull_request', payload },
  env: { GITHUB_RUN_ID: runId },
});

test('a push of one file: listed whole, since the head the job saw, with no word of a cut list', async () => {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files: [FILE] }]);
  fake.addPullRequest(REPO, { number: 2, headSha: C1, baseSha: BASE, files: [FILE] });
  emu.scriptNextJob({ activeForMs: 50, followUps: [{ activeForMs: 50 }] });
  expectSuccess(await runWithGitHub(emu, fake, {}, pullEvent(labeledPayload(C1), '8001')));
  fake.addCommits(REPO, [{ sha: C2, parent: C1, files: [{ ...FILE, filename: 'src/b.ts' }] }]);
  fake.setPullHead(REPO, 2, C2);

  const pushed = await runWithGitHub(emu, fake, {}, pullEvent(synchronizePayload(C1, C2), '8002'));

  expectSuccess(pushed);
  const jobId = emu.jobIds()[0] ?? '';
  expect(pushed.stdout).toContain(
    `Sending job ${jobId} the push to #2: 1 changed files since ${C1.slice(0, 7)}\n`,
  );
  const [, push = ''] = emu.prompts(jobId);
  expect(push).toContain('src/b.ts');
  expect(push).not.toContain('GitHub lists no more than');
});

test('a re-run of a label’s round checks on the job: it reads no file again and sends nothing', async () => {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files: [FILE] }]);
  fake.addPullRequest(REPO, { number: 2, headSha: C1, baseSha: BASE, files: [FILE] });
  emu.scriptNextJob({ activeForMs: 50 });
  const label = pullEvent(labeledPayload(C1), '8101');
  expectSuccess(await runWithGitHub(emu, fake, {}, label));
  const read = fake.count('GET', /\/pulls\/2\/files$/);

  const again = await runWithGitHub(
    emu,
    fake,
    {},
    {
      ...label,
      env: { ...label.env, GITHUB_RUN_ATTEMPT: '2' },
    },
  );

  expectSuccess(again);
  expect(again.stdout).toContain('already reached job');
  expect(again.stdout).not.toContain('Documenting open pull request');
  expect(fake.count('GET', /\/pulls\/2\/files$/)).toBe(read);
  expect(emu.jobIds()).toHaveLength(1);
});
