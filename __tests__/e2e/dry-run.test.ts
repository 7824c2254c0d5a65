// A dry run as the runner runs the action (dist/index.js in a child process): a set-up that passes
// and one that fails, with the real toolkit's masks, annotations and job summary. Every check and
// its words are proven in-process, where mutation testing sees them
// (__tests__/integration/dry-run.test.ts).
import { afterEach, expect, test } from '@jest/globals';
import { FAKE_GITHUB_TOKEN } from '../../scripts/run-action.js';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  githubFake,
  githubWrites,
  issuesEvent,
  noticeLines,
  REPO,
  runWithGitHub,
  summaryText,
} from './helpers.js';
import type { ActionResult, Emulator, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 5;
const LABEL = 'docs-agent';

const labelledBy = (fake: GitHubFake, login: string) =>
  issuesEvent(
    fake,
    { number: ISSUE, title: 'Document the CLI' },
    { label: LABEL, sender: { login } },
  );

/** Nothing but a status request reached the service, nothing but reads reached GitHub, and the label stays. */
function expectNothingDone(result: ActionResult, emu: Emulator, fake: GitHubFake): void {
  expect(emu.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /v2/agent/${emu.projectId}/job/agent-job-action-dry-run`,
  ]);
  expect(githubWrites(fake)).toEqual([]);
  expect(fake.labels(REPO, ISSUE)).toEqual([LABEL]);
  expect(fake.comments(REPO, ISSUE)).toEqual([]);
  expect(result.outputs).toEqual({ status: 'dry-run' });
  expect(result.stdout + result.summary + result.outputsRaw).not.toContain(FAKE_GITHUB_TOKEN);
}

test('a set-up that works: the checklist, a notice, the summary; nothing started or written', async () => {
  const emu = await emulator();
  const fake = await githubFake();
  const result = await runWithGitHub(
    emu,
    fake,
    { 'dry-run': 'true' },
    { event: labelledBy(fake, 'Codertocat') },
  );

  expectSuccess(result);
  expectNoKeyLeak(result, emu.apiKey);
  expect(result.stdout).toContain('\n✅ Label: `docs-agent` exists in acme/docs\n');
  expect(noticeLines(result)).toEqual([
    'dry run: all 6 checks passed; the line marked ℹ️ says what to make sure of in the workflow file; nothing was started or written: remove dry-run (or set it to false) to start jobs',
  ]);
  expect(summaryText(result)).toContain('✅ Dry run: the set-up works');
  expectNothingDone(result, emu, fake);
  // The post step has nothing to do after it.
  expect(result.state).toEqual({ reported: 'true' });
});

test('a refused key and a stranger’s label: one ::error line counting them, each line saying what to fix', async () => {
  const emu = await emulator();
  const fake = await githubFake();
  fake.setPermission(REPO, 'newcomer', 'read');
  const result = await runWithGitHub(
    emu,
    fake,
    { 'dry-run': 'true', 'api-key': 'emu_revokedkeyabcdef' },
    { event: labelledBy(fake, 'newcomer') },
  );

  expectOneLineError(
    result,
    /^dry run: 2 of 6 checks failed \(Key and project, Who asked\): each line of the checklist says what to fix$/,
  );
  expectNoKeyLeak(result, 'emu_revokedkeyabcdef');
  expect(result.stdout).toContain(
    '\n❌ Key and project: authentication failed (401) while checking the api-key and project:',
  );
  expect(result.stdout).toContain(
    '\n❌ Who asked: not allowed: `newcomer` has read access to acme/docs',
  );
  const summary = summaryText(result);
  expect(summary).toContain('❌ Dry run: 2 of 6 checks failed');
  expect(summary).toContain('create a new admin key in the dashboard and update the secret');
  expectNothingDone(result, emu, fake);
});
