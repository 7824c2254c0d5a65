// The harness itself: it must read outputs and pass inputs exactly as the runner does, or the
// end-to-end tests prove nothing.
import { describe, expect, test } from '@jest/globals';
import {
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
