import { afterEach, describe, expect, test } from '@jest/globals';
import * as core from '@actions/core';
import { readInput, readState } from '../../../src/common/toolkit.js';

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

// readState lets the post step of a run that reported end without loading the toolkit: it must
// read saved state exactly as core.getState does.
describe('readState', () => {
  const set: string[] = [];
  afterEach(() => {
    for (const key of set.splice(0)) delete process.env[key];
  });

  test.each(
    ['reported', 'round', 'Mixed'].flatMap((name) =>
      ['', 'true', '  padded  ', '{"jobId":"job_1"}'].map((value) => [name, value] as const),
    ),
  )('reads %j = %j exactly as core.getState does', (name, value) => {
    process.env[`STATE_${name}`] = value;
    set.push(`STATE_${name}`);
    expect(readState(name)).toBe(core.getState(name));
  });

  test('state that was never saved reads as empty, as with core.getState', () => {
    expect(readState('never-saved')).toBe('');
    expect(core.getState('never-saved')).toBe('');
  });

  test('reads from the environment it is given', () => {
    expect(readState('reported', { STATE_reported: 'true' })).toBe('true');
  });
});
