// A failed end-to-end test says why: its message ends with what the test's runs printed and the
// requests the service emulator and the GitHub fake saw, in order, with their answers (helpers.ts,
// __fixtures__/test-environment.mjs). Proven on tests that fail on purpose with plain expectations
// (__fixtures__/failing-e2e), run in a child jest as `npm test` runs the suite.
import { beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/run-action.js';

interface JestJson {
  testResults: Array<{
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
  }>;
}

let messages: Map<string, string>;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'failure-report-'));
  try {
    const outputFile = join(dir, 'results.json');
    const jest = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
    const args = [
      '--experimental-vm-modules',
      jest,
      '--ci',
      '--testMatch',
      '<rootDir>/__fixtures__/failing-e2e/*.ts',
      '--json',
      `--outputFile=${outputFile}`,
    ];
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'ignore' });
    await new Promise((resolve) => child.once('close', resolve));
    const results = JSON.parse(await readFile(outputFile, 'utf8')) as JestJson;
    messages = new Map(
      results.testResults
        .flatMap((file) => file.assertionResults)
        .map((a) => [a.title, `${a.status}\n${a.failureMessages.join('\n')}`]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);

function messageOf(titleStart: string): string {
  const entry = [...messages].find(([title]) => title.startsWith(titleStart));
  if (!entry) throw new Error(`no result for "${titleStart}": ${[...messages.keys()].join(', ')}`);
  return entry[1];
}

const CREATE_LINE = /\+\d+\.\d{3} s {2}POST \/v2\/agent\/proj_demo\/job → 201/;

test('a plain expect that fails shows the runs (exit, stdout, outputs) and the requests of both servers, in order', () => {
  const message = messageOf('one at a time: a plain expect');
  expect(message).toMatch(/^failed\n/);
  // The expectation's own message first.
  expect(message).toContain('Expected: 99');
  expect(message).toContain('==== what this test saw');
  expect(message).toMatch(
    /---- run 1, started at \+\d+\.\d{3} s: exit code 0, signal null, \d+ ms/,
  );
  expect(message).toMatch(
    /-- stdout --\n[^]*\(prompt from prompt, 17 characters\)[^]*Created job job_/,
  );
  expect(message).toContain('"status": "completed"');
  // The service emulator's requests with their answers, then the GitHub fake's.
  expect(message).toMatch(/---- service emulator at http:\/\/127\.0\.0\.1:\d+: 2 requests\n/);
  expect(message).toMatch(CREATE_LINE);
  const create = message.search(CREATE_LINE);
  const poll = message.search(/ {2}GET \/v2\/agent\/proj_demo\/job\/job_\S+ → 200/);
  expect(create).toBeGreaterThan(0);
  expect(poll).toBeGreaterThan(create);
  expect(message).toMatch(/---- GitHub fake at http:\/\/127\.0\.0\.1:\d+: \d+ requests\n/);
  expect(message).toMatch(/POST \/repos\/acme\/docs\/issues\/7\/comments → 201/);
  // What the action was given is not repeated: the key stays out of the log.
  expect(message).not.toMatch(/emu_[0-9a-f]{32}/);
});

test('the next test one at a time reports its own run and requests only', () => {
  const message = messageOf('one at a time, the next test');
  expect(message).toContain('Expected: 42');
  expect(message).toMatch(/---- run 1, started at .*: exit code 1/);
  expect(message).not.toContain('---- run 2');
  expect(message).not.toContain('GitHub fake');
  expect(message).not.toContain('/issues/7/');
});

test('a concurrent test reports the runs and requests of its own emulator', () => {
  const message = messageOf('concurrent: a plain expect');
  expect(message).toContain('Expected: "never this"');
  expect(message).toMatch(/---- run 1, started at .*: exit code 0/);
  // Its own run (a 22-character prompt), not those of the tests beside it.
  expect(message).toContain('(prompt from prompt, 22 characters)');
  expect(message).not.toContain('---- run 2');
  expect(message).not.toContain('GitHub fake');
  expect(message).toMatch(CREATE_LINE);
  expect(message.match(/==== what this test saw/g)).toHaveLength(1);
});
