// The README and docs/reference.md cannot drift from action.yml, examples/ or CHANGELOG.md: the
// README's table of workflows (from each example's header) and release line, and the reference
// page's Inputs, Outputs and Permissions tables and the table of what each example needs, are
// generated (`npm run readme`), and these tests fail when a committed page is not what the
// generator writes. Then what a docs team reads in them, SECURITY.md, and CONTRIBUTING.md.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTION_REF } from '../../scripts/lint-workflows.js';
import { ACTIONS } from '../../scripts/actions.js';
import { render } from '../../__fixtures__/github-render.js';
import { costInShort, exampleHeader, workflowsTable } from '../../scripts/example-header.js';
import { exampleNeeds, needsTable } from '../../scripts/example-needs.js';
import {
  eventsInShort,
  examplePermissions,
  GENERATED_PAGES,
  latestRelease,
  listExamples,
  permissionsTable,
  readActionMetadata,
  releaseStatus,
  renderPage,
  renderReadme,
  repoRoot,
  versionProblems,
  withReleaseStatus,
} from '../../scripts/readme.js';

const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const readme = read('README.md');
const reference = read('docs/reference.md');
const security = read('SECURITY.md');
const contributing = read('CONTRIBUTING.md');
const actionYaml = read('action.yml');

describe('README generated parts', () => {
  test.each(GENERATED_PAGES.map((page) => page.file))(
    '%s is exactly what `npm run readme` writes from action.yml and examples/',
    async (file) => {
      const page = read(file);
      const { text, problems } = await renderPage(file, page);
      expect(problems).toEqual([]);
      if (text !== page) {
        throw new Error(
          `${file} is out of date with action.yml or examples/: run \`npm run readme\` and commit ${file}`,
        );
      }
    },
  );

  test('a changed input description in action.yml makes the reference page out of date', async () => {
    const changed = actionYaml.replace(
      /(\n {2}timeout:\n {4}description: >-\n {6})/,
      '$1Changed for this test only. ',
    );
    expect(changed).not.toBe(actionYaml);
    const { text } = await renderPage('docs/reference.md', reference, { actionYaml: changed });
    expect(text).not.toBe(reference);
    expect(text).toContain('Changed for this test only.');
  });

  test("an edited example header makes the README's table of workflows out of date", async () => {
    const { text } = await renderReadme(readme, {
      readFile: (path) =>
        path === 'examples/issue-labelled.yml'
          ? read(path).replace('# Costs: one job per label added', '# Costs: edited for this test')
          : read(path),
    });
    expect(text).not.toBe(readme);
    expect(text).toMatch(
      /\| \*\*Docs agent \(label\)\*\*: \[issue-labelled\.yml\]\(examples\/issue-labelled\.yml\) +\| .* \| edited for this test/,
    );
  });

  test('a changed permission in any example makes the permissions table out of date', async () => {
    const { text } = await renderPage('docs/reference.md', reference, {
      readFile: (path) =>
        path === 'examples/schedule.yml'
          ? read(path).replace(
              'issues: write # the comment on the tracking issue',
              'pull-requests: write # changed for this test',
            )
          : read(path),
    });
    expect(text).not.toBe(reference);
    // Linked from docs/, the examples are one folder up.
    expect(text).toMatch(
      /\| \[schedule\.yml\]\(\.\.\/examples\/schedule\.yml\) .*`pull-requests: write` +\| changed for this test/,
    );
  });

  test('the permissions table is read from each example: events, grants and the comment beside each', () => {
    const example = examplePermissions(
      'examples/x.yml',
      [
        'on:',
        '  issues:',
        '    types: [labeled, opened]',
        '  workflow_dispatch: {}',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    permissions:',
        '      issues: write # comment on the issue',
        '      contents: read',
        '    steps: []',
        '  b:',
        '    steps: []',
      ].join('\n'),
    );
    expect(example).toEqual({
      file: 'examples/x.yml',
      events: ['issues (labeled, opened)', 'workflow_dispatch'],
      grants: [
        { scope: 'issues', level: 'write', why: 'comment on the issue' },
        { scope: 'contents', level: 'read', why: '' },
      ],
    });
    expect(
      permissionsTable([example, { file: 'examples/y.yml', events: ['schedule'], grants: [] }]),
    ).toBe(
      [
        '| workflow | runs on | the job needs | for |',
        '| --- | --- | --- | --- |',
        '| [x.yml](examples/x.yml) | `issues` (labeled, opened), `workflow_dispatch` | `issues: write`, `contents: read` | comment on the issue |',
        '| [y.yml](examples/y.yml) | `schedule` | none |  |',
      ].join('\n'),
    );
  });

  test('what each example needs is read from the file: secrets, variables, labels, permissions; not from comments', () => {
    const example = exampleNeeds(
      'examples/x.yml',
      [
        '# Needs: secrets.IN_A_COMMENT, vars.IN_A_COMMENT',
        'on:',
        '  issues:',
        '    types: [labeled]',
        'permissions: {}',
        'jobs:',
        '  a:',
        "    if: always() && 'docs' == github.event.label.name && vars.GATE != ''",
        '    permissions:',
        '      issues: write',
        '    steps:',
        '      - uses: OWNER/agent-job-action@v1',
        '        with:',
        '          api-key: ${{ secrets.KEY }}',
        "          project-id: ${{ vars['PROJECT'] }}",
        '          github-token: ${{ secrets.GITHUB_TOKEN }}',
        '          wait: false',
        '  b:',
        '    if: github.event.label.name == ' + "'other'",
        '    permissions:',
        '      issues: write',
        '      pull-requests: write',
        '    steps:',
        '      - uses: OWNER/agent-job-action@v1',
        '        with:',
        '          api-key: ${{ secrets.KEY }}',
        '          sweep: true',
        '          working-label: swept',
        '      - uses: OWNER/agent-job-action@v1',
        '        with:',
        '          wait: ${{ inputs.wait }}',
        '          working-label: maybe',
        '      - uses: OWNER/agent-job-action@v1',
        '        with:',
        '          working-label: never',
      ].join('\n'),
      'agent-working',
    );
    expect(example).toEqual({
      file: 'examples/x.yml',
      // GITHUB_TOKEN is every run's own: nobody has to set it.
      secrets: ['KEY'],
      variables: ['GATE', 'PROJECT'],
      // The labels the jobs' conditions compare with, then those the steps may leave.
      labels: [
        { name: 'docs' },
        { name: 'other' },
        { name: 'agent-working' },
        { name: 'swept' },
        { name: 'maybe', when: '`wait` is false' },
      ],
      permissions: ['issues: write', 'pull-requests: write'],
    });
    expect(
      needsTable([example, { ...example, file: 'examples/y.yml', secrets: [], labels: [] }]),
    ).toBe(
      [
        '| workflow | secrets | variables | labels that must exist | permissions |',
        '| --- | --- | --- | --- | --- |',
        '| [x.yml](examples/x.yml) | `KEY` | `GATE`, `PROJECT` | `docs`, `other`, `agent-working`, `swept`, `maybe` (when `wait` is false) | `issues: write`, `pull-requests: write` |',
        '| [y.yml](examples/y.yml) | none | `GATE`, `PROJECT` | none | `issues: write`, `pull-requests: write` |',
      ].join('\n'),
    );
  });

  test('the table of needs lists every setting the examples read, the labels that must exist among them', () => {
    const section = reference.slice(
      reference.indexOf('<!-- generated:example-needs -->'),
      reference.indexOf('<!-- /generated:example-needs -->'),
    );
    for (const name of [
      'AGENT_API_KEY',
      'AGENT_PROJECT_ID',
      'AGENT_AUTOMATION_ID',
      'DOCS_DIGEST_ISSUE',
      'DOCS_TRACKING_ISSUE',
      'docs-agent',
      'agent-working',
    ]) {
      expect(section).toContain(`\`${name}\``);
    }
    expect(section).toMatch(
      /\| \[label-no-wait\.yml\]\(\.\.\/examples\/label-no-wait\.yml\) +\| `AGENT_API_KEY` +\| `AGENT_PROJECT_ID` +\| `docs-agent`, `agent-working` +\| `issues: write` +\|/,
    );
    // The sweep action finds its rounds by the working label: it must exist.
    expect(section).toMatch(
      /\| \[sweep\.yml\]\(\.\.\/examples\/sweep\.yml\) +\| [^|]+\| [^|]+\| `agent-working` +\|/,
    );
  });

  test('a variable added to an example makes the table of needs out of date', async () => {
    const { text } = await renderPage('docs/reference.md', reference, {
      readFile: (path) =>
        path === 'examples/schedule.yml'
          ? read(path).replace('${{ vars.DOCS_TRACKING_ISSUE }}', '${{ vars.ANOTHER_ISSUE }}')
          : read(path),
    });
    expect(text).not.toBe(reference);
    expect(text).toMatch(
      /\| \[schedule\.yml\]\(\.\.\/examples\/schedule\.yml\) +\| `AGENT_API_KEY` +\| `AGENT_PROJECT_ID`, `ANOTHER_ISSUE` +\|/,
    );
  });

  test('the release line follows CHANGELOG.md: nothing is released before a dated section', async () => {
    const unreleased = '# Changelog\n\n## [Unreleased]\n\n- x\n';
    const released =
      '## [Unreleased]\n\n## [1.2.0] - 2026-12-01\n\n- y\n\n## [1.1.0] - 2026-11-30\n';
    expect(latestRelease(unreleased)).toBeUndefined();
    expect(latestRelease(released)).toEqual({ version: '1.2.0', date: '2026-12-01' });
    expect(releaseStatus(unreleased)).toMatch(/^\*\*No version is released yet\*\*/);
    expect(releaseStatus(released)).toBe(
      '**Latest release: v1.2.0** (2026-12-01; see [CHANGELOG.md](CHANGELOG.md)). `@v1` points at it.',
    );
    // What the release command writes is what the generator writes, prettier included.
    const { text } = await renderReadme(withReleaseStatus(readme, released), {
      readFile: (path) =>
        path === 'CHANGELOG.md'
          ? released
          : path === 'package.json'
            ? '{"version":"1.2.0"}'
            : read(path),
    });
    expect(text).toBe(withReleaseStatus(readme, released));
    expect(text).toContain('**Latest release: v1.2.0**');
  });

  test('CHANGELOG.md and package.json must agree on the latest release', () => {
    const released = '## [1.2.0] - 2026-12-01\n';
    expect(versionProblems(released, '{"version":"1.2.0"}')).toEqual([]);
    expect(versionProblems(released, '{"version":"1.1.0"}')).toEqual([
      "CHANGELOG.md's latest release is 1.2.0 but package.json says 1.1.0: only `npm run release` sets either",
    ]);
    expect(versionProblems('## [Unreleased]\n', '{"version":"0.1.0"}')).toEqual([]);
  });

  test('an example neither shown nor linked is a problem, and so is a page without its blocks', async () => {
    const { problems } = await renderReadme(
      readme
        .replace(/<!-- generated:workflows -->[\s\S]*?<!-- \/generated:workflows -->/, '')
        .replaceAll('](examples/schedule.yml)', '](#)'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'README.md has no <!-- generated:workflows --> block',
        'examples/schedule.yml is neither shown nor linked in README.md',
      ]),
    );
    const { problems: onReference } = await renderPage(
      'docs/reference.md',
      reference
        .replace(/<!-- generated:permissions -->[\s\S]*?<!-- \/generated:permissions -->/, '')
        .replace(/<!-- generated:example-needs -->[\s\S]*?<!-- \/generated:example-needs -->/, ''),
    );
    expect(onReference).toEqual([
      'docs/reference.md has no <!-- generated:permissions --> block',
      'docs/reference.md has no <!-- generated:example-needs --> block',
    ]);
  });

  test('the tables list every input and output of action.yml, with its default', () => {
    const metadata = readActionMetadata(actionYaml);
    expect(metadata.inputs.length).toBeGreaterThan(10);
    for (const input of metadata.inputs) {
      const row = new RegExp(`^\\| \`${input.name}\` +\\| (.*?) +\\|`, 'm').exec(reference);
      expect(row).not.toBeNull();
      const shown = row?.[1] ?? '';
      if (input.required) expect(shown).toBe('**required**');
      else if (!input.default) expect(shown).toBe('_empty_');
      else expect(shown).toBe(`\`${input.default}\``);
    }
    for (const output of metadata.outputs) {
      expect(reference).toMatch(new RegExp(`^\\| \`${output.name}\` +\\|`, 'm'));
    }
  });

  test.each(['README.md', 'docs/reference.md', 'docs/usage.md', 'SECURITY.md'])(
    'no whole workflow in %s is written by hand: the workflows are the linted examples',
    (file) => {
      const outside = read(file).replace(
        /<!-- generated:example [^\n]+ -->\n[\s\S]*?<!-- \/generated:example -->/g,
        '',
      );
      const blocks = [...outside.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
      for (const block of blocks) expect(block).not.toMatch(/^jobs:/m);
    },
  );

  test('the README links every example, in its table of workflows', () => {
    const table = readme.slice(
      readme.indexOf('<!-- generated:workflows -->'),
      readme.indexOf('<!-- /generated:workflows -->'),
    );
    for (const example of listExamples()) expect(table).toContain(`](${example})`);
  });
});

describe("the examples' headers and the table of workflows", () => {
  const header = [
    '# Docs agent (test): label an issue, get a pull request,',
    '# in two lines.',
    '#',
    '# Starts a job: the label `x` added by someone holding triage,',
    '#   on an issue.',
    '# Costs: one job per label (typically 40–180 credits) | runner minutes',
    '# Needs: the secret AGENT_API_KEY',
    '# Goes with: b.yml, c.yml',
    '#',
    '# More prose: Costs: not a field here.',
    'on: push',
  ].join('\n');

  test('reads the title, what it does and the four fields, a field going on over `#   ` lines', () => {
    expect(exampleHeader('examples/a.yml', header)).toEqual({
      header: {
        file: 'examples/a.yml',
        title: 'Docs agent (test)',
        summary: 'label an issue, get a pull request, in two lines',
        fields: {
          'Starts a job': 'the label `x` added by someone holding triage, on an issue.',
          Costs: 'one job per label (typically 40–180 credits) | runner minutes',
          Needs: 'the secret AGENT_API_KEY',
          'Goes with': 'b.yml, c.yml',
        },
      },
      problems: [],
    });
  });

  test('an example without a field is one line naming the file and the field', () => {
    const withoutCosts = header.replace(/^# Costs: .*\n/m, '');
    expect(exampleHeader('examples/a.yml', withoutCosts)).toEqual({
      problems: ['examples/a.yml: its header has no "# Costs: " line'],
    });
    expect(exampleHeader('examples/b.yml', 'on: push\n').problems).toEqual([
      'examples/b.yml: its first line is not "# <Title>: <what it does>"',
      'examples/b.yml: its header has no "# Starts a job: " line',
      'examples/b.yml: its header has no "# Costs: " line',
      'examples/b.yml: its header has no "# Needs: " line',
      'examples/b.yml: its header has no "# Goes with: " line',
    ]);
    // A field below the YAML's first line is not the header's.
    expect(exampleHeader('examples/c.yml', `${withoutCosts}\n# Costs: late\n`).problems).toEqual([
      'examples/c.yml: its header has no "# Costs: " line',
    ]);
  });

  test('the table has a short row per example: title, when to use it, its events and its cost in a few words', () => {
    const read = (file: string, goesWith: string, extra = '') =>
      exampleHeader(
        file,
        header.replace('b.yml, c.yml', goesWith).replace('#\n# Starts', `#\n${extra}# Starts`),
      ).header!;
    const examples = ['a', 'b', 'c'].map((name) => `examples/${name}.yml`);
    const { table, problems } = workflowsTable(
      [
        read('examples/a.yml', 'b.yml, c.yml'),
        read('examples/b.yml', 'any other example', '# Use it when: you want it\n#   short.\n'),
        read('examples/c.yml', 'a.yml, zz.yml (not beside b.yml)'),
      ],
      examples,
      { 'examples/a.yml': 'an issue labelled', 'examples/b.yml': 'twice a week, by hand' },
    );
    expect(table.split('\n')).toEqual([
      '| workflow | use it when | runs on | costs |',
      '| --- | --- | --- | --- |',
      // Without "Use it when:", what it does; the cost up to its first parenthesis or comma.
      '| **Docs agent (test)**: [a.yml](examples/a.yml) | label an issue, get a pull request, in two lines | an issue labelled | one job per label \\| runner minutes |',
      '| **Docs agent (test)**: [b.yml](examples/b.yml) | you want it short. | twice a week, by hand | one job per label \\| runner minutes |',
      '| **Docs agent (test)**: [c.yml](examples/c.yml) | label an issue, get a pull request, in two lines |  | one job per label \\| runner minutes |',
    ]);
    expect(problems).toEqual([
      'examples/c.yml: "Goes with:" names zz.yml, which is not in examples/',
    ]);
  });

  test('what a row says it costs: the words of "Costs:" before a parenthesis, comma, colon or semicolon', () => {
    expect(costInShort('one job per label added (typically 40–180 credits); runner minutes')).toBe(
      'one job per label added',
    );
    expect(costInShort('no credits; 144 short runs a day')).toBe('no credits');
    expect(costInShort('one job per `/agent …` on a thread without one, else the follow-up')).toBe(
      'one job per `/agent …` on a thread without one',
    );
    expect(costInShort('credits: `a; b` first. Then more')).toBe('credits');
    expect(costInShort('one job per `a, b` run. Then more')).toBe('one job per `a, b` run');
  });

  test('a long first sentence is cut at its first comma after ten words; a short one is kept whole', () => {
    const first = (line: string) =>
      exampleHeader(
        'examples/a.yml',
        header.replace(/^# Docs agent \(test\): [^\n]*\n# in two lines\.\n/, `${line}\n`),
      ).header!.summary;
    expect(
      first('# T: label an issue `a, b`, get a pull request (and a note), without a runner.'),
    ).toBe('label an issue `a, b`, get a pull request, without a runner');
    expect(
      first(
        '# T: twice a week, the agent brings the docs in line with all that merged, in one job. More.',
      ),
    ).toBe('twice a week, the agent brings the docs in line with all that merged');
    expect(first('# T: do this: and that.')).toBe('do this');
  });

  test("the events column is read from the example's on:, a schedule in words from its crons", () => {
    expect(eventsInShort('on:\n  issues:\n    types: [labeled]\n')).toBe('an issue labelled');
    expect(
      eventsInShort("on:\n  schedule:\n    - cron: '17 6 * * 1,4'\n  workflow_dispatch: {}\n"),
    ).toBe('twice a week, by hand');
    expect(eventsInShort('on:\n  pull_request:\n    types: [labeled, synchronize, closed]\n')).toBe(
      'a pull request labelled, pushed to or closed',
    );
    expect(eventsInShort('on: [push, issue_comment]')).toBe('a push, a comment');
    expect(eventsInShort('on: pull_request_target')).toBe('a pull request');
    expect(eventsInShort("on:\n  schedule:\n    - cron: 'not a cron'\n")).toBe('a schedule');
    expect(eventsInShort('on: release')).toBe('`release`');
  });

  test('a new example appears in the README by itself, and one without a field fails the check', async () => {
    const root = mkdtempSync(join(tmpdir(), 'readme-'));
    try {
      for (const path of ['action.yml', 'CHANGELOG.md', 'package.json', 'examples']) {
        cpSync(join(repoRoot, path), join(root, path), { recursive: true });
      }
      const newExample = header.replace('b.yml, c.yml', 'any other example');
      writeFileSync(join(root, 'examples', 'zz-new.yml'), newExample);
      const { text, problems } = await renderReadme(readme, { root });
      expect(problems).toEqual([]);
      expect(text).toContain('**Docs agent (test)**: [zz-new.yml](examples/zz-new.yml)');

      writeFileSync(
        join(root, 'examples', 'zz-new.yml'),
        newExample.replace(/^# Needs: .*\n/m, ''),
      );
      const failed = await renderReadme(readme, { root });
      expect(failed.problems).toEqual(['examples/zz-new.yml: its header has no "# Needs: " line']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('README content', () => {
  test('is for the first hour and short: at most 300 lines, the reference tables on a page of their own', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    for (const block of ['inputs', 'outputs', 'permissions', 'example-needs']) {
      expect(readme).not.toContain(`<!-- generated:${block} -->`);
      expect(reference).toContain(`<!-- generated:${block} -->`);
    }
    expect(readme).toContain('](docs/reference.md)');
  });

  test('opens with what it does, then a quick start for a repository, then the two commands that try it locally', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings[0]).toBe('Quick start');
    expect(readme.slice(0, readme.indexOf('## Quick start'))).toMatch(
      /hands the issue to the \[Mintlify\]\(https:\/\/www\.mintlify\.com\) documentation agent/,
    );
    const quickStart = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1),
    );
    // A team's quick start is about its repository; the clone's commands come right after it.
    expect(quickStart).not.toContain('npm ci');
    expect(headings[1]).toBe('Try it locally, without a key');
    const local = readme.slice(
      readme.indexOf('## Try it locally'),
      readme.indexOf('\n## ', readme.indexOf('## Try it locally') + 1),
    );
    const block = /```sh\n([\s\S]*?)```/.exec(local)?.[1] ?? '';
    const lines = block.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^npm ci && npm start +# try it locally: \S/);
    expect(lines[1]).toMatch(/^npm ci && npm test +# run the tests: \S/);
    // What `npm start` shows, as scripts/start.ts prints it.
    expect(local.replace(/\s+/g, ' ')).toMatch(
      /prints the log, the outputs, the comment and the job summary as GitHub renders them \(HTML copies in `\.tmp\/start\/`\)/,
    );
    // The three workflows, one step each: the label without waiting; the answer on the issue
    // invites `/agent …`, which only issue-comment.yml hears; the sweep posts both's results.
    const steps = [...quickStart.matchAll(/^\d+\. \*\*(.+?)\*\*([\s\S]*?)(?=^\d+\. |^\S)/gm)];
    const stepOf = (file: string) => steps.findIndex((m) => m[2]?.includes(`](examples/${file})`));
    const labelStep = stepOf('label-no-wait.yml');
    expect(labelStep).toBeGreaterThanOrEqual(0);
    expect(stepOf('issue-comment.yml')).toBe(labelStep + 1);
    expect(stepOf('sweep.yml')).toBe(labelStep + 2);
    expect(steps[labelStep + 1]?.[2]?.replace(/\s+/g, ' ')).toMatch(
      /invites `\/agent …` replies, and only this workflow hears them/,
    );
    // Each is pasted as a dry run first, checked, and the dry run removed once every line passes:
    // before the step that labels an issue for real.
    const text = (step: number) => `${steps[step]?.[1]} ${steps[step]?.[2]}`.replace(/\s+/g, ' ');
    expect(text(labelStep)).toMatch(/add `dry-run: true` under `with:`/);
    expect(text(labelStep + 1)).toContain('with `dry-run: true` too');
    expect(text(labelStep + 2)).toContain('with `dry-run: true` too');
    expect(text(labelStep + 3)).toMatch(
      /It starts no job and spends no credit; the step fails when a check fails.* Its outputs are empty but `status`, which is `dry-run`\. Remove `dry-run: true` from the three workflows once every line passes/,
    );
    expect(text(labelStep + 4)).toMatch(/^Label an issue\./);
    // The labels the three need, and the key's expiry.
    expect(quickStart).toMatch(/Create the labels `docs-agent` .* and `agent-working`/s);
    expect(quickStart.replace(/\s+/g, ' ')).toMatch(
      /Admin keys expire after 90 days by default: note the date, and before it create a new key and update the secret/,
    );
    // The waiting alternative is offered as such.
    expect(quickStart.replace(/\s+/g, ' ')).toMatch(
      /install \[examples\/issue-labelled\.yml\]\(examples\/issue-labelled\.yml\) in place of label-no-wait\.yml/,
    );
  });

  test('CI runs the test command the README gives', () => {
    const ci = read('.ci/run');
    expect(readme).toContain('npm ci && npm test');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test\b/m);
  });

  test('explains its words before it uses them: round, thread, working note, hidden marker, claim, sweep, digest, custom schedule', () => {
    const glossary = readme.indexOf('## Words used here');
    expect(glossary).toBeGreaterThan(0);
    // An example's file name (sweep.yml) is its name, not the word used.
    const before = readme.slice(0, glossary).replace(/[\w-]+\.yml\b/g, '');
    const section = readme.slice(glossary, readme.indexOf('\n## ', glossary + 1));
    for (const [word, pattern] of [
      ['Round', /\brounds?\b/i],
      ['Thread', /\bthreads?\b/i],
      ['Working note', /\bworking notes?\b/i],
      ['Hidden marker', /\bmarkers?\b/i],
      ['Claim', /\bclaim/i],
      ['Sweep', /\bsweep/i],
      ['Digest', /\bdigest/i],
      ['Custom schedule', /\bcustom schedule/i],
    ] as const) {
      expect({ word, usedBefore: pattern.exec(before)?.[0] }).toEqual({
        word,
        usedBefore: undefined,
      });
      expect(section).toMatch(new RegExp(`\\*\\*${word}\\*\\*`, 'i'));
    }
  });

  test('says who can start a job, and why that is safe on a public repository', () => {
    const start = readme.indexOf('## Who can start a job');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
    expect(section).toMatch(
      /whoever added the label \(not the issue's author\), wrote the `\/agent` comment, dispatched the workflow, pushed, or merged the pull request/,
    );
    expect(section).toMatch(/\*\*`allowed-associations`\*\* .* is a first filter/);
    expect(section).toMatch(/\*\*`rate-limit`\*\* .* each person below `maintain`/);
    expect(section).toMatch(/\*\*`min-permission`\*\* \(default `triage`/);
    expect(section).toMatch(
      /read from GitHub's collaborator permission .*never from the event's `author_association`/,
    );
    expect(section).toContain('**`allowed-bots`**');
    expect(section).toMatch(/A refused label is removed, and the issue gets one note/);
    expect(section).toMatch(/a refused comment gets no reply and no reaction/);
    expect(section).toMatch(/issue form/);
    expect(section).toMatch(/labelling app/);
    expect(section).toMatch(/fork/);
    expect(section).toMatch(
      /the issue's text reaches the prompt only when someone holding the permission asked/,
    );
  });

  test('the reference states the duration rule and its exception, merged-since', () => {
    const text = reference.replace(/\s+/g, ' ');
    expect(text).toContain(
      "Durations (`poll-interval`, `max-poll-interval`, `timeout`, and the sweep's `give-up-after`) are a number of seconds (`5`, `0.25`) or a number with `ms`, `s`, `m` or `h`",
    );
    expect(text).toMatch(
      /`merged-since` is the exception: its duration must have a unit and may also be in days \(`7d`.*a bare `7` is refused.*ISO 8601 date/,
    );
  });

  test('gives the credits of each kind of round with their source, and the sweep its fixed cost', () => {
    const start = readme.indexOf('## Cost and limits');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
    expect(section).toMatch(/Mintlify's published guidance/);
    expect(section).toMatch(/not measurements of ours/);
    expect(section).toMatch(/\| a follow-up: /);
    expect(section).toMatch(/\| a digest /);
    expect(section).toMatch(
      /\| `\/agent` alone, `job-id` without a prompt, a sweep, a dry run, a refused request \| none/,
    );
    // The quick start's month as docs/performance.md measured it: the same figures in both.
    expect(section).toMatch(/private repository/);
    const minutesOf = (set: string): string | undefined =>
      read('docs/performance.md')
        .split('\n')
        .find((line) => line.startsWith(`| ${set} `) && line.includes('of 78'))
        ?.split('|')[5]
        ?.trim();
    expect(minutesOf('quick start')).toMatch(/^\d/);
    expect(section).toContain(`bills ${minutesOf('quick start')} runner minutes, measured`);
    expect(section).toContain(`Rounds that wait billed ${minutesOf('old quick start, waiting')}.`);
    expect(section).toContain('[a month of a team](docs/performance.md#a-month-of-a-team)');
    expect(read('examples/sweep.yml')).toContain("cron: '17 8-17 * * 1-5'");
    // An open pull request's pushes are follow-ups; a push workflow costs per push under `paths`.
    expect(section).toMatch(/a follow-up per push: 10 pushes cost about 11 jobs' worth/);
    expect(section).toMatch(
      /`examples\/docs-on-push\.yml`\) +\| one job per push that touches `paths`/,
    );
    // The digest's arithmetic is the example's schedule: twice a week.
    expect(section).toMatch(/2 with the twice-weekly \[docs-digest\.yml\]/);
    expect(read('examples/docs-digest.yml')).toContain("cron: '17 6 * * 1,4'");
  });

  test('troubleshooting says that keys expire, and what a scope or an IP allowlist looks like', () => {
    const start = readme.indexOf('## Troubleshooting');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
    expect(section).toMatch(/Admin keys expire after 90 days by default/);
    expect(section).toMatch(/IP allowlist/);
  });

  test('has the sections a docs team needs, in reading order', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const wanted = [
      'Quick start',
      'Words used here',
      'Choose a workflow',
      'Who can start a job',
      'Pin a version',
      'Cost and limits',
      'Security',
      'GitHub Enterprise Server',
      'Troubleshooting',
      'FAQ',
    ];
    const positions = wanted.map((heading) => headings.indexOf(heading));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('answers the first questions: which service, which key, which repository, cost, forks, pinning', () => {
    const text = readme.replace(/\s+/g, ' ');
    expect(text).toContain('[Mintlify](https://www.mintlify.com)');
    expect(text).toMatch(
      /Keys start with `mint_`; create one on the \*\*API keys\*\* page of the Mintlify dashboard/,
    );
    expect(text).toMatch(/secret/);
    expect(text).toMatch(
      /the documentation repository connected to your Mintlify project .*not the repository the workflow runs in/,
    );
    expect(text).toContain('typically uses 40–180 credits');
    expect(text).toContain('100 new jobs and follow-ups per project per hour');
    expect(text).toMatch(/generally uses fewer credits than one job per merge/);
    expect(text).toContain('runner version 2.327.1 or later');
    expect(text).toMatch(
      /`OWNER` in `uses: OWNER\/agent-job-action@v1` is a placeholder: it is replaced with the account that publishes the action/,
    );
    expect(text).toMatch(/full 40-character commit SHA/);
    expect(reference.replace(/\s+/g, ' ')).toMatch(
      /Every output but `job` holds only characters a shell leaves alone/,
    );
  });

  test('the reference says why the examples have no concurrency group per issue', () => {
    expect(reference).toMatch(/\*\*Why the examples have no `concurrency:` group per issue\.\*\*/);
    expect(reference.replace(/\s+/g, ' ')).toMatch(
      /GitHub keeps at most one pending run per group and cancels it when another run is queued/,
    );
  });

  test('renders on GitHub: its tables are tables and its picture is an image', () => {
    const rendered = render(readme);
    // The workflows to choose from, pinning, and credits by round.
    expect(rendered.tags.filter((tag) => tag === 'table').length).toBe(3);
    expect(rendered.tags).toContain('img');
    expect(rendered.text).not.toMatch(/\| ---/);
    expect(rendered.text).not.toContain('generated:');
    // Inputs and Outputs of each of the four actions, Permissions and what each example needs.
    const onReference = render(reference);
    expect(onReference.tags.filter((tag) => tag === 'table').length).toBe(10);
    expect(onReference.text).not.toMatch(/\| ---/);
    expect(onReference.text).not.toContain('generated:');
  });

  test('troubleshooting covers 401, 403, 429, the token permission error and time-outs', () => {
    const section = readme.slice(readme.indexOf('## Troubleshooting'));
    for (const text of ['(401)', '(403)', '(429)', 'Resource not accessible by integration']) {
      expect(section).toContain(text);
    }
    expect(section).toMatch(/timed-out/);
    expect(section).toMatch(/job-id/);
  });

  test('refers to this action only as OWNER/agent-job-action@v1, or pinned as the pin table says', () => {
    const refs = [...readme.matchAll(/uses: ([^\s`]*agent-job-action[^\s`]*)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(new Set(refs)).toEqual(new Set([ACTION_REF]));
    // The other three actions by their folder, as scripts/actions.ts names them.
    const others = [...readme.matchAll(/`(OWNER\/agent-job-action\/[^`]+)`/g)].map((m) => m[1]);
    expect(others.length).toBeGreaterThan(0);
    for (const ref of others) {
      expect(ACTIONS.map((a) => a.uses)).toContain(ref!.replace(/@<40-hex-sha>$/, '@v1'));
    }
    const pins = [...readme.matchAll(/^\| `(OWNER\/agent-job-action@[^`]+)`/gm)].map((m) => m[1]);
    expect(pins).toEqual([
      'OWNER/agent-job-action@<40-hex-sha> # main as of …',
      'OWNER/agent-job-action@v1',
      'OWNER/agent-job-action@v1.2.3',
    ]);
  });

  test("calls nothing released that CHANGELOG.md does not: the release line is the changelog's", () => {
    const changelog = read('CHANGELOG.md');
    expect(readme).toContain(releaseStatus(changelog));
    if (!latestRelease(changelog)) {
      // Before the first release: no dated section, no version tag named as if it existed.
      expect(changelog).not.toMatch(/^## \[\d/m);
      expect(changelog).not.toMatch(/^\[\d+\.\d+\.\d+\]: /m);
      expect(changelog).toMatch(
        /^\[Unreleased\]: https:\/\/github\.com\/OWNER\/agent-job-action\/commits\/main$/m,
      );
      expect(readme).not.toContain('@v1.0.0');
    }
    expect(versionProblems(changelog, read('package.json'))).toEqual([]);
  });

  test.each([
    ['README.md', readme],
    ['CONTRIBUTING.md', contributing],
  ])('every `npm run` script %s mentions exists', (_file, text) => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    const named = new Set([...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? ''));
    for (const name of named) expect(Object.keys(scripts)).toContain(name);
  });

  test.each(['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'docs/usage.md', 'docs/reference.md'])(
    'every relative link in %s points at a file that exists',
    (file) => {
      const text = read(file);
      const dir = join(repoRoot, file, '..');
      const links = [...text.matchAll(/\]\(((?!https?:|#)[^)\s]+)\)/g)].map((m) => m[1] ?? '');
      expect(links.length).toBeGreaterThan(0);
      const missing = links.filter((link) => !existsSync(join(dir, link.replace(/#.*$/, ''))));
      expect(missing).toEqual([]);
    },
  );

  test.each(['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'docs/usage.md', 'docs/reference.md'])(
    'every link to a heading in %s, on the page or on another, points at one',
    (file) => {
      const anchors = (page: string): Set<string> =>
        new Set(
          [...read(page).matchAll(/^#{1,4} (.+)$/gm)].map((m) =>
            (m[1] ?? '')
              .toLowerCase()
              .replace(/[^\w\- ]/g, '')
              .replace(/ /g, '-'),
          ),
        );
      const links = [...read(file).matchAll(/\]\(([^)\s#]*\.md)?#([^)]+)\)/g)];
      expect(links.length).toBeGreaterThan(0);
      for (const [, target, anchor] of links) {
        const page = target ? join(file, '..', target).replace(/\\/g, '/') : file;
        expect({ page, anchor, found: anchors(page).has(anchor ?? '') }).toEqual({
          page,
          anchor,
          found: true,
        });
      }
    },
  );

  test('action.yml is valid YAML with a description for every input and output', () => {
    const manifest = parseYaml(actionYaml) as {
      inputs: Record<string, { description?: string }>;
      outputs: Record<string, { description?: string }>;
    };
    for (const spec of [...Object.values(manifest.inputs), ...Object.values(manifest.outputs)]) {
      expect(typeof spec.description).toBe('string');
    }
  });
});

describe('SECURITY.md, from the trust model', () => {
  const text = security.replace(/\s+/g, ' ');

  test('says who may start a job: min-permission, allowed-bots, allowed-associations, rate-limit', () => {
    expect(text).toMatch(
      /\*\*`min-permission`\*\* .* read from GitHub's collaborator permission, once per round, never from the event's `author_association`/,
    );
    expect(text).toMatch(/\*\*`allowed-bots`\*\*: a bot .* may ask only when this lists it/);
    expect(text).toMatch(/\*\*`allowed-associations`\*\* .* is a first filter/);
    expect(text).toMatch(/\*\*`rate-limit`\*\* .* for people below `maintain`/);
    expect(text).toMatch(/When GitHub cannot say .* no job starts, the step fails/);
  });

  test("says which version gets fixes as the README's release line does: no `@v1` to reference before a release", () => {
    const start = security.indexOf('## Supported versions');
    const section = security
      .slice(start, security.indexOf('\n## ', start + 1))
      .replace(/\s+/g, ' ');
    expect(section).toContain('[Pin a version](README.md#pin-a-version)');
    expect(section).toMatch(
      /Before the first release .* there is no tag and `@v1` does not resolve: .* pin a commit of `main` by its full SHA/,
    );
    expect(section).toMatch(/From the first release on, .* reference the action as `@v1`/);
    // The README says the same of the release at hand.
    if (!latestRelease(read('CHANGELOG.md'))) expect(readme).toContain('`@v1` does not resolve');
  });

  test('says what the docs-token writes and how to scope it to the documentation repository', () => {
    const start = security.indexOf('## The docs-token');
    const section = security.slice(start).replace(/\s+/g, ' ');
    expect(start).toBeGreaterThan(0);
    expect(section).toMatch(/one comment on the docs pull request naming what asked for it/);
    expect(section).toMatch(/review requests on the docs pull request/);
    expect(section).toMatch(
      /the closing of a docs pull request whose source pull request closed without merging/,
    );
    expect(section).toMatch(
      /\*\*Pull requests: Read and write\*\* and at most \*\*Contents: Read-only\*\*/,
    );
    expect(section).toMatch(/Install it on the documentation repository only/);
    expect(section).toContain('actions/create-github-app-token');
    expect(section).toMatch(/repositories: \$\{\{ vars\.DOCS_REPOSITORY \}\}/);
  });

  test('says what reaches the prompt, what forks get, and what becomes of the key', () => {
    expect(text).toMatch(/untrusted/);
    expect(text).toMatch(/puts this text into the prompt and nowhere else/);
    expect(text).toMatch(/Wherever it is shown .* it is escaped/);
    expect(text).toMatch(
      /`pull_request_target`, a fork author's pull request title and description reach the prompt once a maintainer merges it/,
    );
    expect(text).toMatch(/a commenter whose association is listed in `allowed-associations`/);
    expect(text).toMatch(
      /\*\*`pull_request` from a fork\*\* runs with no secrets and a read-only token/,
    );
    expect(text).toMatch(/never check out or run the pull request's code/);
    expect(text).toMatch(/masked \(`::add-mask::`\)/);
    expect(text).toMatch(/text is redacted before it is cut short, never after/);
    expect(security).toContain('## Reporting a vulnerability');
  });
});

describe('words a user reads', () => {
  test('say Mintlify where a user would read "the service"', () => {
    const manifest = parseYaml(actionYaml) as {
      description: string;
      inputs: Record<string, { description: string }>;
      outputs: Record<string, { description: string }>;
    };
    const descriptions = [
      manifest.description,
      ...Object.values(manifest.inputs).map((spec) => spec.description),
      ...Object.values(manifest.outputs).map((spec) => spec.description),
    ];
    for (const description of descriptions) expect(description).not.toMatch(/\bthe service\b/i);
    // docs/usage.md quotes one error message of the action's as it is printed.
    const usage = read('docs/usage.md').replace('`could not reach the service`', '');
    for (const page of [readme, reference, security, usage]) {
      expect(page).not.toMatch(/\bthe service\b|Agent Job Service/i);
    }
  });

  test('the changelog and the user pages speak of what a user gets, not of tests', () => {
    for (const file of ['CHANGELOG.md', 'docs/usage.md', 'docs/screenshots.md', 'SECURITY.md']) {
      expect({
        file,
        found: read(file).match(/mutation|\btests?\b|jest|stryker|npm run bench/gi),
      }).toEqual({ file, found: null });
    }
  });
});

describe('CONTRIBUTING.md', () => {
  test('keeps the two quick-start commands and says how to run some tests', () => {
    expect(contributing).toContain('```sh\nnpm ci && npm start\n```');
    expect(contributing).toContain('```sh\nnpm ci && npm test\n```');
    expect(contributing).toContain('`npm test -- <file or pattern>`');
    expect(contributing).toContain('npm run emulator -- --outcome failed');
    expect(contributing).toContain('npm run release -- 1.2.3');
  });
});

describe('the repository speaks of itself', () => {
  // Pages and tools a reader of the repository sees: no number of an issue they cannot open, no
  // file outside the repository, no path of the machine that wrote them.
  const files = [
    'README.md',
    'CONTRIBUTING.md',
    'CHANGELOG.md',
    'SECURITY.md',
    'stryker.config.mjs',
    'mutation-floors.json',
    '.ci/run',
    ...['docs', 'scripts', 'emulator', 'examples', 'bench'].flatMap((dir) =>
      readdirSync(join(repoRoot, dir))
        .filter((name) => /\.(md|ts|mjs|yml)$/.test(name))
        .map((name) => `${dir}/${name}`),
    ),
  ];

  test.each(files)('%s', (file) => {
    const text = read(file);
    expect(text.match(/\bissues? \d+\b|\binterface\.md\b|\/work\/|\/shared\//gi)).toBeNull();
  });
});
