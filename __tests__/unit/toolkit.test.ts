import { afterEach, describe, expect, test } from '@jest/globals';
import * as core from '@actions/core';
import { readInput } from '../../src/toolkit.js';

// readInput stands in for core.getInput until the toolkit has loaded: they must agree.
describe('readInput', () => {
  const names = [
    'api-key',
    'project-id',
    'poll-interval',
    'prompt',
    'trigger phrase',
    'Mixed-Case',
  ];
  const values = ['', 'plain', '  padded  ', '\n multi\nline \n', 'ümlaut ✓', '${{ x }}'];
  const set: string[] = [];

  afterEach(() => {
    for (const key of set.splice(0)) delete process.env[key];
  });

  test.each(names.flatMap((name) => values.map((value) => [name, value] as const)))(
    'reads %j = %j exactly as core.getInput does',
    (name, value) => {
      const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
      process.env[key] = value;
      set.push(key);
      expect(readInput(name)).toBe(core.getInput(name));
    },
  );

  test('an input that is not set reads as empty, as with core.getInput', () => {
    expect(readInput('not-set-anywhere')).toBe('');
    expect(core.getInput('not-set-anywhere')).toBe('');
  });

  test('reads from the environment it is given', () => {
    expect(readInput('job-id', { 'INPUT_JOB-ID': ' job_1 ' })).toBe('job_1');
  });
});
