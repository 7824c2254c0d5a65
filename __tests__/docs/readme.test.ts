// The README cannot drift from action.yml, examples/ or CHANGELOG.md: its Inputs, Outputs and
// Permissions tables, the table of what each example needs, its workflow and its release line are
// generated (`npm run readme`), and these tests fail when the committed README is not what the
// generator writes. Then what a docs team reads in it, and CONTRIBUTING.md.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTION_REF } from '../../scripts/lint-workflows.js';
import { render } from '../../__fixtures__/github-render.js';
import { exampleNeeds, needsTable } from '../../scripts/example-needs.js';
import {
  examplePermissions,
  latestRelease,
  listExamples,
  permissionsTable,
  readActionMetadata,
  releaseStatus,
  renderReadme,
  repoRoot,
  versionProblems,
  withReleaseStatus,
} from '../../scripts/readme.js';

const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const readme = read('README.md');
const contributing = read('CONTRIBUTING.md');
const actionYaml = read('action.yml');

describe('README generated parts', () => {
  test('README.md is exactly what `npm run readme` writes from action.yml and examples/', async () => {
    const { text, problems } = await renderReadme(readme);
    expect(problems).toEqual([]);
    if (text !== readme) {
      throw new Error(
        'README.md is out of date with action.yml or examples/: run `npm run readme` and commit README.md',
      );
    }
  });

  test('a changed input description in action.yml makes the README out of date', async () => {
    const changed = actionYaml.replace(
      /(\n {2}timeout:\n {4}description: >-\n {6})/,
      '$1Changed for this test only. ',
    );
    expect(changed).not.toBe(actionYaml);
    const { text } = await renderReadme(readme, { actionYaml: changed });
    expect(text).not.toBe(readme);
    expect(text).toContain('Changed for this test only.');
  });

  test('an edited example makes the README out of date', async () => {
    const { text } = await renderReadme(readme, {
      readFile: (path) =>
        path === 'examples/issue-labelled.yml'
          ? read(path).replace('timeout-minutes: 40', 'timeout-minutes: 41')
          : read(path),
    });
    expect(text).not.toBe(readme);
  });

  test('a changed permission in any example makes the permissions table out of date', async () => {
    const { text } = await renderReadme(readme, {
      readFile: (path) =>
        path === 'examples/schedule.yml'
          ? read(path).replace(
              'issues: write # the comment on the tracking issue',
              'pull-requests: write # changed for this test',
            )
          : read(path),
    });
    expect(text).not.toBe(readme);
    expect(text).toMatch(
      /\| \[schedule\.yml\]\(examples\/schedule\.yml\) .*`pull-requests: write` +\| changed for this test/,
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
    const section = readme.slice(
      readme.indexOf('<!-- generated:example-needs -->'),
      readme.indexOf('<!-- /generated:example-needs -->'),
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
      /\| \[label-no-wait\.yml\]\(examples\/label-no-wait\.yml\) +\| `AGENT_API_KEY` +\| `AGENT_PROJECT_ID` +\| `docs-agent`, `agent-working` +\| `issues: write` +\|/,
    );
  });

  test('a variable added to an example makes the table of needs out of date', async () => {
    const { text } = await renderReadme(readme, {
      readFile: (path) =>
        path === 'examples/schedule.yml'
          ? read(path).replace('${{ vars.DOCS_TRACKING_ISSUE }}', '${{ vars.ANOTHER_ISSUE }}')
          : read(path),
    });
    expect(text).not.toBe(readme);
    expect(text).toMatch(
      /\| \[schedule\.yml\]\(examples\/schedule\.yml\) +\| `AGENT_API_KEY` +\| `AGENT_PROJECT_ID`, `ANOTHER_ISSUE` +\|/,
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

  test('an example neither shown nor linked is a problem', async () => {
    const { problems } = await renderReadme(
      readme
        .replace(/<!-- generated:permissions -->[\s\S]*?<!-- \/generated:permissions -->/, '')
        .replace(/<!-- generated:example-needs -->[\s\S]*?<!-- \/generated:example-needs -->/, '')
        .replaceAll('](examples/schedule.yml)', '](#)'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'README.md has no <!-- generated:permissions --> block',
        'README.md has no <!-- generated:example-needs --> block',
        'examples/schedule.yml is neither shown nor linked in README.md',
      ]),
    );
  });

  test('the tables list every input and output of action.yml, with its default', () => {
    const metadata = readActionMetadata(actionYaml);
    expect(metadata.inputs.length).toBeGreaterThan(10);
    for (const input of metadata.inputs) {
      const row = new RegExp(`^\\| \`${input.name}\` +\\| (.*?) +\\|`, 'm').exec(readme);
      expect(row).not.toBeNull();
      const shown = row?.[1] ?? '';
      if (input.required) expect(shown).toBe('**required**');
      else if (!input.default) expect(shown).toBe('_empty_');
      else expect(shown).toBe(`\`${input.default}\``);
    }
    for (const output of metadata.outputs) {
      expect(readme).toMatch(new RegExp(`^\\| \`${output.name}\` +\\|`, 'm'));
    }
  });

  test('every workflow in the README is a generated copy of a linted example', () => {
    const outside = readme.replace(
      /<!-- generated:example [^\n]+ -->\n[\s\S]*?<!-- \/generated:example -->/g,
      '',
    );
    const blocks = [...outside.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    for (const block of blocks) expect(block).not.toMatch(/^jobs:/m);
    expect(readme).toContain('<!-- generated:example examples/issue-labelled.yml -->');
    for (const example of listExamples()) expect(readme).toContain(`](${example})`);
  });
});

describe('README content', () => {
  test('is for a docs team and short: at most 490 lines', () => {
    // 330 before the quick start, the words it uses, who can start a job, the table of what each
    // example needs and the credits by kind of round; about 100 of its lines are generated tables
    // and the first example.
    expect(readme.split('\n').length).toBeLessThanOrEqual(490);
  });

  test('opens with what it does, then a quick start whose set-up commands are a block of their own', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings[0]).toBe('Quick start');
    expect(readme.slice(0, readme.indexOf('## Quick start'))).toMatch(
      /hands the issue to the \[Mintlify\]\(https:\/\/www\.mintlify\.com\) documentation agent/,
    );
    const quickStart = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1),
    );
    const block = /```sh\n([\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    const lines = block.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^npm ci && npm start +# try it locally: \S/);
    expect(lines[1]).toMatch(/^npm ci && npm test +# run the tests: \S/);
    // What `npm start` shows, as scripts/start.ts prints it.
    expect(quickStart.replace(/\s+/g, ' ')).toMatch(
      /prints the action's log, its outputs, the comment left on the issue and the job summary as GitHub renders them \(with HTML copies in `\.tmp\/start\/`\)/,
    );
    // The first run is a dry run, and says what it checks and what it does not do.
    expect(quickStart.replace(/\s+/g, ' ')).toMatch(
      /Add `dry-run: true` under `with:` .*It starts no job and spends no credit; the step fails when a check fails.* Its outputs are empty but `status`, which is `dry-run`/,
    );
  });

  test('CI runs the test command the README gives', () => {
    const ci = read('.ci/run');
    expect(readme).toContain('npm ci && npm test');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test\b/m);
  });

  test('explains its words before it uses them: round, working note, sweep, digest', () => {
    const glossary = readme.indexOf('## Words used here');
    expect(glossary).toBeGreaterThan(0);
    const before = readme.slice(0, glossary);
    const section = readme.slice(glossary, readme.indexOf('\n## ', glossary + 1));
    for (const [word, pattern] of [
      ['Round', /\brounds?\b/i],
      ['Working note', /\bworking notes?\b/i],
      ['Sweep', /\bsweep/i],
      ['Digest', /\bdigest/i],
    ] as const) {
      expect({ word, usedBefore: pattern.exec(before)?.[0] }).toEqual({
        word,
        usedBefore: undefined,
      });
      expect(section).toContain(`- **${word}**: `);
    }
  });

  test('says who can start a job, and why that is safe on a public repository', () => {
    const start = readme.indexOf('## Who can start a job');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
    expect(section).toMatch(
      /whoever added the label \(not the issue's author\), wrote the `\/agent` comment, dispatched the workflow or merged the pull request/,
    );
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

  test('states the duration rule and its exception, merged-since', () => {
    const text = readme.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Durations (`poll-interval`, `max-poll-interval`, `timeout`) are a number of seconds (`5`, `0.25`) or a number with `ms`, `s`, `m` or `h`',
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
    expect(section).toMatch(/144 runs a day/);
    expect(section).toMatch(/private repository/);
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
      'Pin a version',
      'More workflows',
      'Who can start a job',
      'Permissions',
      'Inputs',
      'Outputs',
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
    expect(text).toMatch(
      /`pull_request_target`, a fork author's pull request title and description reach the prompt once a maintainer merges it/,
    );
    expect(text).toMatch(/a commenter whose association is listed in `allowed-associations`/);
    expect(text).toContain('runner version 2.327.1 or later');
    expect(text).toMatch(
      /`OWNER` in `uses: OWNER\/agent-job-action@v1` is a placeholder: it is replaced with the account that publishes the action/,
    );
    expect(text).toMatch(/full 40-character commit SHA/);
    expect(text).toMatch(/Every output but `job` holds only characters a shell leaves alone/);
  });

  test('says why the examples have no concurrency group per issue', () => {
    expect(readme).toMatch(/\*\*Why the examples have no `concurrency:` group per issue\.\*\*/);
    expect(readme.replace(/\s+/g, ' ')).toMatch(
      /GitHub keeps at most one pending run per group and cancels it when another run is queued/,
    );
  });

  test('renders on GitHub: its tables are tables and its picture is an image', () => {
    const rendered = render(readme);
    // Inputs, Outputs, Permissions, what each example needs, pinning, and credits by round.
    expect(rendered.tags.filter((tag) => tag === 'table').length).toBe(6);
    expect(rendered.tags).toContain('img');
    expect(rendered.text).not.toMatch(/\| ---/);
    expect(rendered.text).not.toContain('generated:');
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

  test.each(['README.md', 'CONTRIBUTING.md', 'docs/usage.md'])(
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

  test('every in-page link points at a heading', () => {
    const anchors = new Set(
      [...readme.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
        (m[1] ?? '')
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const m of readme.matchAll(/\]\(#([^)]+)\)/g)) expect(anchors).toContain(m[1]);
  });

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
