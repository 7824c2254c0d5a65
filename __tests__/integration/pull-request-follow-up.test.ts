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

test('a push of one file: listed whole, with no word of a cut list', async () => {
  const emu = await emulator();
  const fake = await githubFake();
  fake.addCommits(REPO, [{ sha: BASE }, { sha: C1, parent: BASE, files: [FILE] }]);
  fake.addPullRequest(REPO, { number: 2, headSha: C1, baseSha: BASE, files: [FILE] });
  emu.scriptNextJob({ activeForMs: 50, followUps: [{ activeForMs: 50 }] });
  expectSuccess(await runWithGitHub(emu, fake, {}, pullEvent(labeledPayload(C1), '8001')));
  fake.addCommits(REPO, [{ sha: C2, parent: C1, files: [{ ...FILE, filename: 'src/b.ts' }] }]);
  fake.setPullHead(REPO, 2, C2);

  expectSuccess(await runWithGitHub(emu, fake, {}, pullEvent(synchronizePayload(C1, C2), '8002')));

  const [, push = ''] = emu.prompts(emu.jobIds()[0] ?? '');
  expect(push).toContain('src/b.ts');
  expect(push).not.toContain('GitHub lists no more than');
});
