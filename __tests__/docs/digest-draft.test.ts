// The digest's example, drafted in docs/drafts/ until action.yml declares `merged-since`: linted
// now as the examples are (actionlint, SchemaStore's workflow schema, the project's rules), with
// action.yml's inputs plus the one it adds. Phase two moves it to examples/ and drops this test.
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

const DRAFT = 'docs/drafts/docs-digest.yml';
const source = readFileSync(join(repoRoot, DRAFT), 'utf8');
const inputs = declaredInputs(readFileSync(join(repoRoot, 'action.yml'), 'utf8'));

interface Workflow {
  on: Record<string, unknown>;
  permissions: unknown;
  jobs: Record<
    string,
    {
      permissions: Record<string, string>;
      concurrency: unknown;
      steps: Array<{ with?: Record<string, unknown> }>;
    }
  >;
}

describe('the digest example (draft)', () => {
  test('passes the linters once merged-since is declared, and not before', async () => {
    const withDigest = new Map(inputs).set('merged-since', { required: false });
    const findings = await lintWorkflow(DRAFT, source, withDigest);
    expect(findings.map(formatFinding).join('\n')).toBe('');
    const today = await lintWorkflow(DRAFT, source, inputs);
    expect(today.map(formatFinding).join('\n')).toMatch(/`merged-since` is not declared/);
  }, 60_000);

  test('weekly and on demand, last-digest on a digest issue, with the least permissions', () => {
    const workflow = parseYaml(source) as Workflow;
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule).toEqual([{ cron: '17 6 * * 1' }]);
    expect(workflow.permissions).toEqual({});
    const job = workflow.jobs.digest;
    expect(job?.permissions).toEqual({ issues: 'write', 'pull-requests': 'write' });
    expect(job?.concurrency).toEqual({ group: 'docs-digest', 'cancel-in-progress': false });
    expect(job?.steps[0]?.with).toMatchObject({
      'merged-since': 'last-digest',
      'issue-number': '${{ vars.DOCS_DIGEST_ISSUE }}',
    });
  });
});
