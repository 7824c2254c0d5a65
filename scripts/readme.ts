// `npm run readme`: writes the generated parts of README.md and docs/reference.md, between
// marker comments (GENERATED_PAGES says which page must have which):
//
//   <!-- generated:workflows --> … <!-- /generated:workflows -->
//                                                              the README's "choose a workflow"
//                                                              table, from each example's header
//                                                              (scripts/example-header.ts)
//   <!-- generated:release --> … <!-- /generated:release -->   whether a version is released,
//                                                              from CHANGELOG.md's dated sections
//                                                              and package.json (npm run release
//                                                              rewrites it in its commit)
//   <!-- generated:inputs -->  … <!-- /generated:inputs -->    the Inputs table, from action.yml
//   <!-- generated:outputs --> … <!-- /generated:outputs -->   the Outputs table, from action.yml
//   <!-- generated:inputs digest --> … <!-- /generated:inputs -->
//                                                              the same for a sub-action, from
//                                                              its folder's action.yml (digest/,
//                                                              sweep/, automation/)
//   <!-- generated:permissions --> … <!-- /generated:permissions -->
//                                                              each example's events and the
//                                                              permissions its jobs grant, with
//                                                              the comment that says why
//   <!-- generated:example-needs --> … <!-- /generated:example-needs -->
//                                                              the secrets, variables, labels and
//                                                              permissions each example needs
//                                                              (scripts/example-needs.ts)
//   <!-- generated:example examples/NAME.yml --> … <!-- /generated:example -->
//                                                              that example workflow, verbatim
//
// then formats each page with prettier. `npm run readme -- --check` changes nothing and exits 1
// when a page is not what the generator would write (an input's description changed in
// action.yml, an example or its header was edited, an example is not linked, the changelog and
// package.json disagree on the version) or an example's header lacks a field, which is how CI
// catches drift.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { isMap, isPair, isScalar, parse as parseYaml, parseDocument } from 'yaml';
import { type ExampleHeader, exampleHeader, workflowsTable } from './example-header.js';
import { exampleNeeds, needsTable } from './example-needs.js';
import { ACTIONS } from './actions.js';
import { describeRhythm, rhythmOf } from './cron.js';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface ActionMetadata {
  inputs: Array<{ name: string; description: string; required: boolean; default?: string }>;
  outputs: Array<{ name: string; description: string }>;
}

export interface RenderResult {
  /** The README as the generator would write it. */
  text: string;
  /** What the generator could not fix by itself (an unknown marker, an example not shown). */
  problems: string[];
}

/** Reads the inputs and outputs of an action.yml, in their order. */
export function readActionMetadata(actionYaml: string): ActionMetadata {
  const manifest: unknown = parseYaml(actionYaml);
  const root = isRecord(manifest) ? manifest : {};
  const section = (key: string): Array<[string, Record<string, unknown>]> => {
    const value = root[key];
    if (!isRecord(value)) return [];
    return Object.entries(value).map(([name, spec]) => [name, isRecord(spec) ? spec : {}]);
  };
  return {
    inputs: section('inputs').map(([name, spec]) => ({
      name,
      description: text(spec.description),
      required: spec.required === true && spec.default === undefined,
      ...(spec.default !== undefined && spec.default !== null && { default: String(spec.default) }),
    })),
    outputs: section('outputs').map(([name, spec]) => ({
      name,
      description: text(spec.description),
    })),
  };
}

export function inputsTable(metadata: ActionMetadata): string {
  const rows = metadata.inputs.map((input) => {
    const dflt = input.required
      ? '**required**'
      : input.default === undefined || input.default === ''
        ? '_empty_'
        : code(input.default);
    return `| ${code(input.name)} | ${dflt} | ${cell(input.description)} |`;
  });
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(metadata: ActionMetadata): string {
  const rows = metadata.outputs.map(
    (output) => `| ${code(output.name)} | ${cell(output.description)} |`,
  );
  return ['| output | description |', '| --- | --- |', ...rows].join('\n');
}

export interface ExamplePermissions {
  /** examples/NAME.yml */
  file: string;
  /** The events that start it, with their activity types: `issues` (labeled). */
  events: string[];
  /** Each permission a job grants, with the comment beside it in the file. */
  grants: Array<{ scope: string; level: string; why: string }>;
}

/** The events and job permissions of an example workflow, read from its YAML (comments kept). */
export function examplePermissions(file: string, source: string): ExamplePermissions {
  const doc = parseDocument(source);
  const on: unknown = doc.toJS()?.on;
  const events =
    typeof on === 'string'
      ? [on]
      : Array.isArray(on)
        ? on.map(String)
        : isRecord(on)
          ? Object.entries(on).map(([event, spec]) => {
              const types = isRecord(spec) && Array.isArray(spec.types) ? spec.types : [];
              return types.length > 0 ? `${event} (${types.join(', ')})` : event;
            })
          : [];
  const grants: ExamplePermissions['grants'] = [];
  const jobs = doc.get('jobs', true);
  if (isMap(jobs)) {
    for (const job of jobs.items) {
      if (!isPair(job) || !isMap(job.value)) continue;
      const permissions = job.value.get('permissions', true);
      if (!isMap(permissions)) continue;
      for (const pair of permissions.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value)) continue;
        grants.push({
          scope: String(pair.key.value),
          level: String(pair.value.value),
          why: (pair.value.comment ?? '').trim(),
        });
      }
    }
  }
  return { file, events, grants };
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  labeled: 'labelled',
  synchronize: 'pushed to',
};

/**
 * The events an example runs on, in a few words for the README's table: `an issue labelled`,
 * `twice a week` (from its crons, scripts/cron.ts), `by hand`.
 */
export function eventsInShort(source: string): string {
  const on: unknown = parseDocument(source).toJS()?.on;
  const spec: Record<string, unknown> =
    typeof on === 'string'
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((event) => [String(event), null]))
        : isRecord(on)
          ? on
          : {};
  const said = Object.entries(spec).map(([event, value]) => {
    const types = isRecord(value) && Array.isArray(value.types) ? value.types.map(String) : [];
    const typed = (thing: string) =>
      types.length === 0
        ? thing
        : `${thing} ${types
            .map((type) => TYPE_WORDS[type] ?? type)
            .join(', ')
            .replace(/, ([^,]+)$/, ' or $1')}`;
    if (event === 'schedule') {
      const crons = Array.isArray(value)
        ? value.map((item) => (isRecord(item) ? String(item.cron) : ''))
        : [];
      const rhythm = rhythmOf(crons);
      return rhythm ? describeRhythm(rhythm) : 'a schedule';
    }
    if (event === 'workflow_dispatch') return 'by hand';
    if (event === 'issues') return typed('an issue');
    if (event === 'issue_comment') return 'a comment';
    if (event === 'pull_request' || event === 'pull_request_target') return typed('a pull request');
    if (event === 'push') return 'a push';
    return `\`${event}\``;
  });
  return said.join(', ');
}

export function permissionsTable(examples: ExamplePermissions[]): string {
  const rows = examples.map((example) => {
    const name = example.file.replace(/^examples\//, '');
    const grants =
      example.grants.length === 0
        ? 'none'
        : example.grants.map((g) => code(`${g.scope}: ${g.level}`)).join(', ');
    const why = example.grants.map((g) => g.why).filter((w) => w !== '');
    const events = example.events.map((e) => e.replace(/^(\S+)/, '`$1`'));
    return `| [${name}](${example.file}) | ${cell(events.join(', '))} | ${grants} | ${cell(why.join('; '))} |`;
  });
  return [
    '| workflow | runs on | the job needs | for |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The newest `## [X.Y.Z] - YYYY-MM-DD` section of CHANGELOG.md (npm run release writes them). */
export function latestRelease(changelog: string): { version: string; date: string } | undefined {
  const match = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})[ \t]*$/m.exec(changelog);
  return match ? { version: match[1] ?? '', date: match[2] ?? '' } : undefined;
}

/** The README's line on what is released: nothing before the release command's first tag. */
export function releaseStatus(changelog: string): string {
  const latest = latestRelease(changelog);
  if (!latest) {
    return [
      '**No version is released yet**: there is no tag, so `@v1` does not resolve. Until the first',
      'release, pin a commit of `main` by its full SHA.',
    ].join('\n');
  }
  const major = latest.version.split('.')[0] ?? '';
  return `**Latest release: v${latest.version}** (${latest.date}; see [CHANGELOG.md](CHANGELOG.md)). \`@v${major}\` points at it.`;
}

/** What disagrees between CHANGELOG.md and package.json's version, if anything. */
export function versionProblems(changelog: string, packageJson: string): string[] {
  const latest = latestRelease(changelog);
  const { version } = JSON.parse(packageJson) as { version?: string };
  if (latest && latest.version !== version) {
    return [
      `CHANGELOG.md's latest release is ${latest.version} but package.json says ${String(version)}: only \`npm run release\` sets either`,
    ];
  }
  return [];
}

const RELEASE_BLOCK = /(<!-- generated:release -->\n)[\s\S]*?(<!-- \/generated:release -->)/;

/** The README with its release line made from `changelog` (what npm run release commits). */
export function withReleaseStatus(readme: string, changelog: string): string {
  return readme.replace(RELEASE_BLOCK, (_block, open: string, close: string) => {
    return `${open}\n${releaseStatus(changelog)}\n\n${close}`;
  });
}

const BLOCK =
  /<!-- generated:(inputs|outputs|permissions|example-needs|release|workflows|example)(?: ([^\s]+))? -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/** The pages with generated parts, the blocks each must have, and where it sits. */
export const GENERATED_PAGES = [
  { file: 'README.md', blocks: ['workflows', 'release'] },
  {
    file: 'docs/reference.md',
    blocks: [
      ...ACTIONS.flatMap(({ name }) =>
        ['inputs', 'outputs'].map((kind) => (name === 'root' ? kind : `${kind} ${name}`)),
      ),
      'permissions',
      'example-needs',
    ],
  },
] as const;

type PageFile = (typeof GENERATED_PAGES)[number]['file'];

interface RenderOptions {
  root?: string;
  actionYaml?: string;
  readFile?: (path: string) => string;
}

/**
 * The README with every generated block filled in from `files` (action.yml and examples/*.yml,
 * read from `root` by default), formatted with prettier.
 */
export function renderReadme(readme: string, options: RenderOptions = {}): Promise<RenderResult> {
  return renderPage('README.md', readme, options);
}

/**
 * A page (README.md or docs/reference.md) with every generated block filled in from action.yml,
 * examples/*.yml and CHANGELOG.md (read from `root` by default), formatted with prettier. The
 * examples' links are written relative to the page.
 */
export async function renderPage(
  file: PageFile,
  page: string,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const root = options.root ?? repoRoot;
  const readFile = options.readFile ?? ((path: string) => readFileSync(join(root, path), 'utf8'));
  const metadata = readActionMetadata(options.actionYaml ?? readFile('action.yml'));
  /** The metadata of the action a block names: a sub-action's folder, or the root action. */
  const metadataOf = (arg: string | undefined): ActionMetadata | undefined => {
    if (arg === undefined) return metadata;
    const action = ACTIONS.find((known) => known.name === arg && known.name !== 'root');
    return action && readActionMetadata(readFile(action.manifest));
  };
  const toExamples = file.includes('/') ? '../examples/' : 'examples/';
  const problems: string[] = [];
  const shown = new Set<string>();
  // An example whose header lacks a field has no row: its own problem says why.
  const undescribed = new Set<string>();

  const filled = page.replace(BLOCK, (block, kind: string, arg: string | undefined) => {
    const open = `<!-- generated:${kind}${arg ? ` ${arg}` : ''} -->`;
    const close = `<!-- /generated:${kind} -->`;
    let body: string;
    if (kind === 'inputs' || kind === 'outputs') {
      const of = metadataOf(arg);
      if (!of) {
        problems.push(`${open}: name digest, sweep or automation, or no action for action.yml`);
        return block;
      }
      body = kind === 'inputs' ? inputsTable(of) : outputsTable(of);
    } else if (kind === 'permissions') {
      body = permissionsTable(
        listExamples(root).map((example) => examplePermissions(example, readFile(example))),
      );
    } else if (kind === 'example-needs') {
      const workingLabel =
        metadata.inputs.find((input) => input.name === 'working-label')?.default ?? '';
      body = needsTable(
        listExamples(root).map((example) => exampleNeeds(example, readFile(example), workingLabel)),
      );
    } else if (kind === 'workflows') {
      const examples = listExamples(root);
      const headers: ExampleHeader[] = [];
      for (const example of examples) {
        const read = exampleHeader(example, readFile(example));
        problems.push(...read.problems);
        if (read.header) headers.push(read.header);
        else undescribed.add(example);
      }
      const runsOn = Object.fromEntries(
        examples.map((example) => [example, eventsInShort(readFile(example))]),
      );
      const made = workflowsTable(headers, examples, runsOn);
      problems.push(...made.problems);
      body = made.table;
    } else if (kind === 'release') {
      body = releaseStatus(readFile('CHANGELOG.md'));
    } else {
      if (!arg || !/^examples\/[\w.-]+\.ya?ml$/.test(arg)) {
        problems.push(`${open}: name a file in examples/`);
        return block;
      }
      if (!existsSync(join(root, arg))) {
        problems.push(`${open}: ${arg} does not exist`);
        return block;
      }
      shown.add(arg);
      body = ['```yaml', readFile(arg).trimEnd(), '```'].join('\n');
    }
    body = body.replaceAll('](examples/', `](${toExamples}`);
    return `${open}\n\n${body}\n\n${close}`;
  });

  // The release line is the README's, and so is the question whether it can be true.
  if (file === 'README.md') {
    problems.push(...versionProblems(readFile('CHANGELOG.md'), readFile('package.json')));
  }
  const spec = GENERATED_PAGES.find((candidate) => candidate.file === file);
  for (const kind of spec?.blocks ?? []) {
    if (!filled.includes(`<!-- generated:${kind} -->`)) {
      problems.push(`${file} has no <!-- generated:${kind} --> block`);
    }
  }
  // The README shows or links every example (its table of workflows has a row for each).
  if (file === 'README.md') {
    for (const example of listExamples(root)) {
      if (!shown.has(example) && !undescribed.has(example) && !filled.includes(`](${example})`)) {
        problems.push(`${example} is neither shown nor linked in README.md`);
      }
    }
  }

  const config = (await prettier.resolveConfig(join(root, file))) ?? {};
  const text = await prettier.format(filled, { ...config, filepath: join(root, file) });
  return { text, problems };
}

export function listExamples(root = repoRoot): string[] {
  const dir = join(root, 'examples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `examples/${name}`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function cell(value: string): string {
  return value.replace(/\|/g, '\\|');
}

function code(value: string): string {
  const ticks = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${cell(value)}${pad}${ticks}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const sources = 'the action.yml files, examples/ and CHANGELOG.md';
  let failed = false;
  for (const { file } of GENERATED_PAGES) {
    const path = join(repoRoot, file);
    const current = readFileSync(path, 'utf8');
    const { text: next, problems } = await renderPage(file, current);
    for (const problem of problems) console.error(`readme: ${problem}`);
    // A page with a problem is left as it is: fixing the problem comes first.
    if (problems.length > 0) failed = true;
    else if (next === current) {
      console.log(`${file} matches ${sources}`);
    } else if (check) {
      console.error(
        `readme: ${file} is out of date with ${sources}: run \`npm run readme\` and commit ${file}`,
      );
      failed = true;
    } else {
      writeFileSync(path, next);
      console.log(`${file} updated from ${sources}`);
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
