import { describe, expect, test } from '@jest/globals';
import { workflowFileOf } from '../../../src/github/workflow-runs.js';

describe('workflowFileOf', () => {
  test.each([
    ['acme/docs/.github/workflows/docs.yml@refs/heads/main', 'docs.yml'],
    ['acme/docs/.github/workflows/agent.yaml@refs/pull/7/merge', 'agent.yaml'],
  ])('%j: %j', (ref, file) => {
    expect(workflowFileOf({ GITHUB_WORKFLOW_REF: ref })).toBe(file);
  });

  test.each([
    undefined,
    '',
    'acme/docs/.github/workflows/docs.yml',
    'acme/docs/.github/workflows/@refs/heads/main',
    'acme/docs/.github/workflows/sub/docs.yml@refs/heads/main',
    'acme/docs/github/workflows/docs.yml@refs/heads/main',
  ])('%j: none', (ref) => {
    expect(workflowFileOf(ref === undefined ? {} : { GITHUB_WORKFLOW_REF: ref })).toBeUndefined();
  });
});
