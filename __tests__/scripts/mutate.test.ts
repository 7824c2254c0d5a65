// `npm run mutate` (scripts/mutate.ts) leaves no absolute path in the incremental file it keeps:
// not the directory Stryker ran in, not its sandbox's or node_modules' paths in the reasons; and
// a reason keeps what failed, not jest's stack.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portableIncrementalReport, portablePaths, withoutStack } from '../../scripts/mutate.js';
import { repoRoot } from '../../scripts/readme.js';

// An absolute path on the machine that ran Stryker, as a reason would show one: after a space, a
// quote or a parenthesis, directories down to the repository's own (src, the tests, node_modules,
// .tmp). A path a test asserts on (`"/repos/o/r/issues/7/comments"`) is none.
const ABSOLUTE = /(?:^|[\s("'])\/(?:[\w.-]+\/)+(?:src|__tests__|node_modules|\.tmp)\//m;

describe('the incremental file made portable', () => {
  test('paths in a stack, from the run directory, its sandbox and node_modules, become relative', () => {
    const root = '/srv/build/agent-job-action';
    const stack = [
      'Error: expect(received).toBe(expected)',
      `    at ${root}/.tmp/stryker/sandbox-m15KxL/__tests__/unit/comment.test.ts:100:20`,
      `    at Object.<anonymous> (${root}/node_modules/jest-each/build/index.js:80:140)`,
      '    at Object.<anonymous> (/srv/ci/other-checkout/node_modules/jest-circus/build/a.js:1:2)',
      '    at /srv/ci/other-checkout/.tmp/stryker/sandbox-Zz9/__tests__/unit/wait.test.ts:3:4',
      `    at ${root}/src/wait.ts:5:6`,
      'expected "https://github.com/acme/docs/pull/12" and "/agent " unchanged',
    ].join('\n');
    const portable = portablePaths(stack, root);
    expect(portable).toContain('at __tests__/unit/comment.test.ts:100:20');
    expect(portable).toContain('(node_modules/jest-each/build/index.js:80:140)');
    expect(portable).toContain('(node_modules/jest-circus/build/a.js:1:2)');
    expect(portable).toContain('at __tests__/unit/wait.test.ts:3:4');
    expect(portable).toContain('at src/wait.ts:5:6');
    expect(portable).toContain('"https://github.com/acme/docs/pull/12" and "/agent "');
    expect(portable).not.toMatch(ABSOLUTE);
  });

  test.each(['stryker-incremental.json', 'stryker-incremental-in-process.json'])(
    'the committed %s, made portable, has none left and is otherwise unchanged',
    (file) => {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      const report = JSON.parse(text) as { projectRoot?: string };
      const portable = portableIncrementalReport(text, report.projectRoot ?? repoRoot);
      const reread = JSON.parse(portable) as Record<string, unknown>;
      expect(reread.projectRoot).toBe('.');
      const reasons = JSON.stringify(reread).match(/"statusReason":"(?:[^"\\]|\\.)*"/g) ?? [];
      for (const reason of reasons) {
        expect(JSON.parse(reason.slice('"statusReason":'.length)) as string).not.toMatch(ABSOLUTE);
      }
      // Running it again changes nothing, and only reasons and projectRoot differ from the original.
      expect(portableIncrementalReport(portable, repoRoot)).toBe(portable);
      const strip = (json: string): string =>
        JSON.stringify(JSON.parse(json), (key, value: unknown) =>
          key === 'statusReason' || key === 'projectRoot' ? undefined : value,
        );
      expect(strip(portable)).toBe(strip(text));
    },
  );

  test("a reason keeps the assertion's message and loses its stack", () => {
    const reason = [
      'Error: expect(received).toEqual(expected) // deep equality',
      '',
      'Expected: "Job job_42 is active"',
      'Received: "Job job_42 is "',
      '    at Object.<anonymous> (__tests__/unit/job/progress-log.test.ts:100:20)',
      '    at Promise.finally.completed (node_modules/jest-circus/build/jestAdapterInit.js:1834:28)',
    ].join('\n');
    expect(withoutStack(reason)).toBe(
      [
        'Error: expect(received).toEqual(expected) // deep equality',
        '',
        'Expected: "Job job_42 is active"',
        'Received: "Job job_42 is "',
      ].join('\n'),
    );
    expect(withoutStack('Survived with no test failing')).toBe('Survived with no test failing');
  });

  test('a long reason is cut at 1,000 characters', () => {
    const long = `Expected: "${'x'.repeat(2_000)}"`;
    const cut = withoutStack(long);
    expect(cut).toHaveLength(1_000);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('Expected: "xxx')).toBe(true);
    expect(withoutStack('y'.repeat(1_000))).toBe('y'.repeat(1_000));
  });
});
