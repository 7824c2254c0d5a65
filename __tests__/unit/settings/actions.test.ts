import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { InputError } from '../../../src/common/errors.js';
import {
  ACTION_INPUTS,
  ACTION_OUTPUTS,
  actionInputs,
  checkGivenInputs,
  usesOf,
} from '../../../src/settings/actions.js';
import type { ActionName } from '../../../src/settings/types.js';

const MANIFESTS: Record<ActionName, string> = {
  root: 'action.yml',
  digest: 'digest/action.yml',
  sweep: 'sweep/action.yml',
  automation: 'automation/action.yml',
};

function declared(action: ActionName, section: 'inputs' | 'outputs' = 'inputs'): string[] {
  const manifest = parse(
    readFileSync(new URL(`../../../${MANIFESTS[action]}`, import.meta.url), 'utf8'),
  ) as Record<typeof section, Record<string, unknown>>;
  return Object.keys(manifest[section]);
}

/** The error checkGivenInputs throws for this step environment, or undefined. */
function refusal(action: ActionName, env: NodeJS.ProcessEnv): string | undefined {
  try {
    checkGivenInputs(action, env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
}

describe('each action reads the inputs its action.yml declares, and no other', () => {
  test.each(Object.keys(MANIFESTS) as ActionName[])('%s: the lists agree', (action) => {
    expect([...ACTION_INPUTS[action]].sort()).toEqual(declared(action).sort());
    expect([...ACTION_OUTPUTS[action]].sort()).toEqual(declared(action, 'outputs').sort());
  });

  test('a declared input is read as the runner passes it, trimmed; any other reads as empty', () => {
    const env = {
      INPUT_PROMPT: '  Fix it  ',
      'INPUT_MERGED-SINCE': '7d',
      'INPUT_GIVE-UP-AFTER': '1h',
    };
    const root = actionInputs('root', env);
    expect(root('prompt')).toBe('Fix it');
    expect(root('merged-since')).toBe('');
    const digest = actionInputs('digest', env);
    expect(digest('merged-since')).toBe('7d');
    expect(digest('prompt')).toBe('Fix it');
    expect(digest('give-up-after')).toBe('');
    expect(actionInputs('sweep', env)('give-up-after')).toBe('1h');
    expect(actionInputs('sweep', env)('prompt')).toBe('');
  });

  test('no input of the root action’s changes meaning in a sub-action: only the shared ones are shared', () => {
    const shared = ACTION_INPUTS.sweep.filter((name) => ACTION_INPUTS.root.includes(name));
    expect(shared.sort()).toEqual([
      'api-key',
      'base-url',
      'dry-run',
      'github-token',
      'project-id',
      'working-label',
    ]);
    expect(ACTION_INPUTS.root).not.toContain('merged-since');
    expect(ACTION_INPUTS.root).not.toContain('automation-id');
    expect(ACTION_INPUTS.root).not.toContain('sweep');
    expect(ACTION_INPUTS.root).not.toContain('give-up-after');
  });
});

describe('an input the action does not declare is an input error that names where it belongs', () => {
  test('the root action given a sub-action’s input names that action, as the runner names the repository', () => {
    const env = {
      'INPUT_MERGED-SINCE': 'last-digest',
      GITHUB_ACTION_REPOSITORY: 'acme/agent-job-action',
      GITHUB_ACTION_REF: 'v1.2.0',
    };
    expect(refusal('root', env)).toBe(
      'this action has no input merged-since: it is an input of the digest action; use uses: acme/agent-job-action/digest@v1.2.0 for that, or remove merged-since',
    );
  });

  test('outside a run that names the action’s repository, OWNER and v1 stand in', () => {
    expect(refusal('root', { INPUT_SWEEP: 'true' })).toBe(
      'this action has no input sweep: the sweep is an action of its own; use uses: OWNER/agent-job-action/sweep@v1 for that, or remove sweep',
    );
    expect(refusal('root', { 'INPUT_AUTOMATION-ID': 'auto_1' })).toBe(
      'this action has no input automation-id: it is an input of the automation action; use uses: OWNER/agent-job-action/automation@v1 for that, or remove automation-id',
    );
    expect(
      refusal('root', {
        'INPUT_GIVE-UP-AFTER': '2h',
        GITHUB_ACTION_REPOSITORY: ' ',
        GITHUB_ACTION_REF: ' ',
      }),
    ).toBe(
      'this action has no input give-up-after: it is an input of the sweep action; use uses: OWNER/agent-job-action/sweep@v1 for that, or remove give-up-after',
    );
  });

  test('a sub-action given the root action’s input names the root action', () => {
    expect(refusal('sweep', { INPUT_PROMPT: 'Fix it' })).toBe(
      'the sweep action has no input prompt: it is an input of the main action; use uses: OWNER/agent-job-action@v1 for that, or remove prompt',
    );
    expect(refusal('digest', { 'INPUT_JOB-ID': 'job_1' })).toMatch(
      /^the digest action has no input job-id: it is an input of the main action; /,
    );
  });

  test('an input no action has: said so, with a word on spelling', () => {
    expect(refusal('sweep', { INPUT_PROMT: 'x' })).toBe(
      "the sweep action has no input promt: remove it from the step's with: (check its spelling against the action's inputs)",
    );
  });

  test('the first of several, by name', () => {
    expect(refusal('automation', { INPUT_PROMPT: 'x', 'INPUT_ISSUE-NUMBER': '3' })).toMatch(
      /^the automation action has no input issue-number: /,
    );
  });

  test('an input given empty, or only spaces, is as good as not given; declared ones pass', () => {
    expect(
      refusal('root', {
        'INPUT_AUTOMATION-ID': '',
        'INPUT_MERGED-SINCE': '  ',
        'INPUT_GIVE-UP-AFTER': undefined,
        INPUT_PROMPT: 'x',
        'INPUT_PROJECT-ID': 'p',
        PROMPT: 'not an input',
      }),
    ).toBeUndefined();
  });
});

describe('what a workflow writes in uses:', () => {
  test('the root action at the repository, each sub-action at its folder', () => {
    const env = { GITHUB_ACTION_REPOSITORY: 'acme/agent-job-action', GITHUB_ACTION_REF: 'main' };
    expect(usesOf('root', env)).toBe('acme/agent-job-action@main');
    expect(usesOf('digest', env)).toBe('acme/agent-job-action/digest@main');
    expect(usesOf('sweep', {})).toBe('OWNER/agent-job-action/sweep@v1');
  });
});
