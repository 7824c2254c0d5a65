// The harness itself: it must read outputs and pass inputs exactly as the runner does, or the
// end-to-end tests prove nothing.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  actionNode,
  FAKE_GITHUB_TOKEN,
  inputEnvName,
  parseFileCommands,
  readDeclaredInputs,
  runAction,
} from '../../scripts/run-action.js';

describe('the runAction harness', () => {
  test('names input variables as the runner does: upper case, spaces to _, hyphens kept', () => {
    expect(inputEnvName('poll-interval')).toBe('INPUT_POLL-INTERVAL');
    expect(inputEnvName('my input')).toBe('INPUT_MY_INPUT');
  });

  test('fills in action.yml defaults, evaluating ${{ github.token }}', async () => {
    const inputs = await readDeclaredInputs();
    const byName = new Map(inputs.map((input) => [input.name, input.default]));
    expect(byName.get('github-token')).toBe(FAKE_GITHUB_TOKEN);
    expect(byName.get('fail-on')).toBe('failed,timeout');
    expect(byName.has('api-key')).toBe(true);
    expect(byName.get('api-key')).toBeUndefined();
  });

  test('rejects an input that action.yml does not declare', async () => {
    await expect(runAction({ inputs: { 'poll-intervall': '1s' } })).rejects.toThrow(
      /poll-intervall/,
    );
  });

  test('parses heredoc and name=value lines of a file-command file', () => {
    const text = [
      'job-id<<ghadelimiter_1',
      'job_1',
      'ghadelimiter_1',
      'job<<EOF',
      '{"a":1}',
      'line two',
      'EOF',
      'status=completed',
      'pr-link=',
      'empty<<ghadelimiter_2',
      'ghadelimiter_2',
      '',
    ].join('\n');
    expect(parseFileCommands(text)).toEqual({
      'job-id': 'job_1',
      job: '{"a":1}\nline two',
      status: 'completed',
      'pr-link': '',
      empty: '',
    });
  });

  test('rejects an unterminated heredoc or a line the runner would refuse', () => {
    expect(() => parseFileCommands('job<<EOF\nvalue\n')).toThrow(/EOF/);
    expect(() => parseFileCommands('just words\n')).toThrow(/invalid/);
  });
});

describe('the node that runs the action (ACTION_NODE)', () => {
  /** A script run in the action's place: it writes the version of the node running it as an output. */
  async function versionScript(dir: string): Promise<string> {
    const script = join(dir, 'version.mjs');
    await writeFile(
      script,
      "import { appendFileSync } from 'node:fs';\n" +
        'appendFileSync(process.env.GITHUB_OUTPUT, `version=${process.version}\\n`);\n',
    );
    return script;
  }

  test('runAction starts the action with the binary ACTION_NODE names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'action-node-'));
    const saved = process.env.ACTION_NODE;
    try {
      const wrapper = join(dir, 'node');
      await writeFile(
        wrapper,
        `#!/bin/sh\necho "started through ACTION_NODE"\nexec "${process.execPath}" "$@"\n`,
        { mode: 0o755 },
      );
      const entry = await versionScript(dir);
      process.env.ACTION_NODE = wrapper;
      const result = await runAction({ entry });
      expect(result.stdout).toContain('started through ACTION_NODE');
      expect(result.outputs.version).toBe(process.version);
      expect(actionNode({})).toBe(process.execPath);
      expect(actionNode({ ACTION_NODE: ' ' })).toBe(process.execPath);
    } finally {
      if (saved === undefined) delete process.env.ACTION_NODE;
      else process.env.ACTION_NODE = saved;
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the action runs on the node ACTION_NODE names (Node 24 in .ci/run), else on this one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'action-node-'));
    try {
      const result = await runAction({ entry: await versionScript(dir) });
      const expected = execFileSync(actionNode(), ['--version'], { encoding: 'utf8' }).trim();
      expect(result.outputs.version).toBe(expected);
      if (process.env.ACTION_NODE) expect(expected).toMatch(/^v24\./);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
