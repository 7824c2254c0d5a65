// End-to-end tests that fail on purpose, with plain expectations, for
// __tests__/e2e/failure-report.test.ts: it runs this file in a child jest (it is not matched by
// the suite's testMatch) and checks that each failure message carries the report of the test's
// runs and of the requests the servers saw.
import { afterEach, expect, test } from '@jest/globals';
import {
  closeEmulators,
  closeGitHubFakes,
  emulator,
  githubFake,
  issuesEvent,
  run,
  runWithGitHub,
  withEmulator,
} from '../../__tests__/e2e/helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

test('one at a time: a plain expect on a count fails', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['completed'] });
  const fake = await githubFake();
  const event = issuesEvent(fake, { number: 7, title: 'Document retries' });

  await runWithGitHub(emu, fake, { prompt: 'first test prompt' }, { event });

  expect(emu.count('GET')).toBe(99);
});

test('one at a time, the next test: its report shows its own run only', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['failed'] });

  await run(emu, { prompt: 'second test prompt' });

  expect(emu.count('POST')).toBe(42);
});

test.concurrent('concurrent: a plain expect fails inside withEmulator', () =>
  withEmulator(async (emu) => {
    emu.scriptNextJob({ polls: ['completed'] });

    const result = await run(emu, { prompt: 'concurrent test prompt' });

    expect(result.outputs.status).toBe('never this');
  }),
);
