// The README cannot drift from action.yml or from examples/: its Inputs and Outputs tables and its
// workflows are generated (`npm run readme`), and these tests fail when the committed README is
// not what the generator writes.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ACTION_REF } from '../../scripts/lint-workflows.js';
import { listExamples, readActionMetadata, renderReadme, repoRoot } from '../../scripts/readme.js';

const read = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');
const readme = read('README.md');
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
        path === 'examples/schedule.yml'
          ? read(path).replace("'17 6 * * 1'", "'18 6 * * 1'")
          : read(path),
    });
    expect(text).not.toBe(readme);
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
    for (const example of listExamples()) {
      expect(readme).toContain(`<!-- generated:example ${example} -->`);
    }
  });
});

describe('README content', () => {
  test('keeps the two quick-start commands', () => {
    expect(readme).toContain('```sh\nnpm ci && npm start\n```');
    expect(readme).toContain('```sh\nnpm ci && npm test\n```');
  });

  test('has the sections a newcomer needs, in reading order', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const wanted = [
      'Quick start',
      'Usage',
      'Permissions',
      'Inputs',
      'Outputs',
      'Security',
      'Proxies',
      'GitHub Enterprise Server',
      'Troubleshooting',
      'Local runs',
    ];
    const positions = wanted.map((heading) => headings.indexOf(heading));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
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
    const refs = [...readme.matchAll(/uses: ([^\s]*agent-job-action[^\s]*)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(new Set(refs)).toEqual(new Set([ACTION_REF]));
  });

  test('every `npm run` script it mentions exists', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    const named = new Set([...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? ''));
    for (const name of named) expect(Object.keys(scripts)).toContain(name);
  });

  test('every relative link points at a file that exists', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:|#)[^)\s]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((link) => !existsSync(join(repoRoot, link.replace(/#.*$/, ''))));
    expect(missing).toEqual([]);
  });

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
