// The README cannot drift from action.yml or from examples/: its Inputs, Outputs and Permissions
// tables and its workflow are generated (`npm run readme`), and these tests fail when the committed
// README is not what the generator writes. Then what a docs team reads in it, and CONTRIBUTING.md.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTION_REF } from '../../scripts/lint-workflows.js';
import { render } from '../../__fixtures__/github-render.js';
import {
  examplePermissions,
  listExamples,
  permissionsTable,
  readActionMetadata,
  renderReadme,
  repoRoot,
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

  test('an example neither shown nor linked is a problem', async () => {
    const { problems } = await renderReadme(
      readme
        .replace(/<!-- generated:permissions -->[\s\S]*?<!-- \/generated:permissions -->/, '')
        .replaceAll('](examples/schedule.yml)', '](#)'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'README.md has no <!-- generated:permissions --> block',
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
  test('is for a docs team and short: at most 330 lines', () => {
    // 320 before the sweep's two inputs, output and two examples added five generated table rows.
    expect(readme.split('\n').length).toBeLessThanOrEqual(330);
  });

  test('has the sections a docs team needs, in reading order', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const wanted = [
      'Label an issue, get a pull request',
      'Pin a version',
      'More workflows',
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
    // Inputs, Outputs, Permissions and the pinning table.
    expect(rendered.tags.filter((tag) => tag === 'table').length).toBe(4);
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

  test('refers to this action only as OWNER/agent-job-action@v1', () => {
    const refs = [...readme.matchAll(/uses: ([^\s`]*agent-job-action[^\s`]*)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(new Set(refs)).toEqual(new Set([ACTION_REF]));
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
