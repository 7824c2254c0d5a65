// The GitHub runner's own rules for `${{ }}` in action.yml. The runner reads the file with its
// template reader against a schema (repository actions/runner, file
// src/Runner.Worker/action_yaml.json): every string, key or value, at any depth, is scanned for
// `${{ … }}`, and an expression is accepted only where that schema gives the position a list of
// contexts. Anywhere else (a description, a name, `runs.main`) the runner refuses to load the
// action, e.g. `Unrecognized named-value: 'secrets'`, and the job stops at "Set up job".
// actionlint and the SchemaStore schema do not check this; this module does.
//
// The expressions themselves are parsed by @actions/expressions (GitHub's parser from
// actions/languageservices), given exactly the named-values and functions the position allows.
import { Lexer, Parser } from '@actions/expressions';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node } from 'yaml';

export interface RunnerFinding {
  line: number;
  column: number;
  message: string;
}

/**
 * What a position in action.yml is, after action_yaml.json: the contexts it adds (inherited by
 * everything below it), and what its keys and values are.
 */
interface Position {
  readonly context?: readonly string[];
  /** Named children of a mapping; other keys get `otherValues`. */
  readonly properties?: Readonly<Record<string, PositionName>>;
  readonly otherValues?: PositionName;
  /** The items of a sequence. */
  readonly items?: PositionName;
  /** One of several shapes, chosen from the node (as the runner picks a `one-of`). */
  readonly choose?: (node: unknown) => PositionName;
  /**
   * A mapping whose keys are `properties` only, each a non-empty string: any other key, or an
   * empty value, and the runner refuses the file ("Unexpected value").
   */
  readonly closed?: boolean;
}

// The contexts action_yaml.json lists, by its definition names.
const INPUT_DEFAULT = ['github', 'strategy', 'matrix', 'job', 'runner', 'hashFiles(1,255)'];
const OUTPUT_VALUE = ['github', 'strategy', 'matrix', 'steps', 'inputs', 'job', 'runner', 'env'];
const STEP = [
  'github',
  'inputs',
  'strategy',
  'matrix',
  'steps',
  'job',
  'runner',
  'env',
  'hashFiles(1,255)',
];
const CONTAINER = ['inputs'];

type PositionName =
  | 'root'
  | 'inputs'
  | 'input'
  | 'input-default'
  | 'outputs'
  | 'output'
  | 'output-value'
  | 'runs'
  | 'node-runs'
  | 'container-runs'
  | 'container-context'
  | 'composite-runs'
  | 'composite-steps'
  | 'composite-step'
  | 'step-context'
  | 'plain';

const POSITIONS: Record<PositionName, Position> = {
  root: {
    properties: { inputs: 'inputs', outputs: 'outputs', runs: 'runs' },
    otherValues: 'plain',
  },
  inputs: { otherValues: 'input' },
  input: { properties: { default: 'input-default' }, otherValues: 'plain' },
  'input-default': { context: INPUT_DEFAULT },
  outputs: { otherValues: 'output' },
  output: { properties: { value: 'output-value' }, otherValues: 'plain' },
  'output-value': { context: OUTPUT_VALUE },
  runs: { choose: runsShape },
  // node-runs in action_yaml.json: the stages of a JavaScript action (pre and post run, when
  // given, before and after the job's steps; pre-if and post-if are conditions such as `always()`).
  'node-runs': {
    closed: true,
    properties: {
      using: 'plain',
      main: 'plain',
      pre: 'plain',
      'pre-if': 'plain',
      post: 'plain',
      'post-if': 'plain',
    },
  },
  'container-runs': {
    properties: { args: 'container-context', env: 'container-context' },
    otherValues: 'plain',
  },
  'container-context': { context: CONTAINER, items: 'plain', otherValues: 'plain' },
  'composite-runs': { properties: { steps: 'composite-steps' }, otherValues: 'plain' },
  'composite-steps': { items: 'composite-step' },
  // run-step and uses-step: name, run, working-directory, env and with take the step contexts;
  // id, shell and uses take none.
  'composite-step': {
    properties: {
      name: 'step-context',
      run: 'step-context',
      'working-directory': 'step-context',
      env: 'step-context',
      with: 'step-context',
    },
    otherValues: 'plain',
  },
  'step-context': { context: STEP, items: 'plain', otherValues: 'plain' },
  // `any` and plain strings: no context of their own.
  plain: { items: 'plain', otherValues: 'plain' },
};

function runsShape(node: unknown): PositionName {
  const using = isMap(node) ? node.get('using') : undefined;
  if (typeof using !== 'string') return 'node-runs';
  if (using === 'composite') return 'composite-runs';
  if (using === 'docker') return 'container-runs';
  return 'node-runs';
}

/** Every place in action.yml where the runner would refuse an expression, with its reason. */
export function checkRunnerRules(source: string): RunnerFinding[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const findings: RunnerFinding[] = [];
  const report = (node: Node, path: string, offsetInSource: number, message: string): void => {
    const at = node.range ? Math.max(offsetInSource, node.range[0]) : 0;
    const pos = counter.linePos(at);
    findings.push({ line: pos.line, column: pos.col, message: `${path}: ${message}` });
  };

  const visit = (node: unknown, name: PositionName, context: readonly string[], path: string) => {
    const position = POSITIONS[name];
    const allowed = position.context ? [...context, ...position.context] : context;
    if (position.choose) {
      visit(node, position.choose(node), allowed, path);
      return;
    }
    if (isScalar(node)) {
      checkScalar(node, allowed, path, source, report);
    } else if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const keyPath = path ? `${path}.${key}` : key;
        if (isScalar(pair.key)) checkScalar(pair.key, allowed, keyPath, source, report);
        if (position.closed) checkClosed(pair, key, keyPath, position, report);
        const child = position.properties?.[key] ?? position.otherValues ?? 'plain';
        visit(pair.value, child, allowed, keyPath);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        visit(item, position.items ?? 'plain', allowed, `${path}[${index}]`);
      });
    }
  };
  visit(doc.contents, 'root', [], '');
  return findings;
}

/** A key of a closed mapping: one the runner knows, with a non-empty string value. */
function checkClosed(
  pair: { key: unknown; value: unknown },
  key: string,
  path: string,
  position: Position,
  report: (node: Node, path: string, offsetInSource: number, message: string) => void,
): void {
  const at = (isScalar(pair.key) ? pair.key : pair.value) as Node;
  if (!position.properties?.[key]) {
    const known = Object.keys(position.properties ?? {}).join(', ');
    report(at, path, 0, `the runner does not know this key (${known} only); it refuses the file`);
  } else if (!isScalar(pair.value) || typeof pair.value.value !== 'string' || !pair.value.value) {
    report(at, path, 0, 'the runner needs a non-empty string here; it refuses the file');
  }
}

function checkScalar(
  node: Node & { value: unknown },
  allowed: readonly string[],
  path: string,
  source: string,
  report: (node: Node, path: string, offsetInSource: number, message: string) => void,
): void {
  if (typeof node.value !== 'string') return;
  const raw = node.range ? source.slice(node.range[0], node.range[1]) : '';
  let searchFrom = 0;
  for (const found of expressionsIn(node.value)) {
    // Point at the `${{` in the file where the text shows it; else at the start of the value.
    const rawIndex = raw.indexOf('${{', searchFrom);
    if (rawIndex >= 0) searchFrom = rawIndex + 3;
    const offset = (node.range?.[0] ?? 0) + Math.max(rawIndex, 0);
    const problem = found.unclosed
      ? 'an unescaped `${{` is not closed by `}}`; the runner refuses the file'
      : judgeExpression(found.expression, allowed);
    if (problem) report(node, path, offset, problem);
  }
}

interface FoundExpression {
  expression: string;
  unclosed: boolean;
}

/**
 * The `${{ … }}` in a string as the runner finds them: from `${{` to the first `}}` outside a
 * single-quoted string literal (`''` is a quote inside one).
 */
export function expressionsIn(text: string): FoundExpression[] {
  const found: FoundExpression[] = [];
  let start = text.indexOf('${{');
  while (start >= 0) {
    let i = start + 3;
    let inString = false;
    let end = -1;
    while (i < text.length) {
      const ch = text[i];
      if (inString) {
        if (ch === "'" && text[i + 1] === "'") i += 1;
        else if (ch === "'") inString = false;
      } else if (ch === "'") {
        inString = true;
      } else if (ch === '}' && text[i + 1] === '}') {
        end = i;
        break;
      }
      i += 1;
    }
    if (end < 0) {
      found.push({ expression: text.slice(start + 3), unclosed: true });
      break;
    }
    found.push({ expression: text.slice(start + 3, end).trim(), unclosed: false });
    start = text.indexOf('${{', end + 2);
  }
  return found;
}

/** Why the runner would refuse `expression` where `allowed` contexts apply, or undefined. */
function judgeExpression(expression: string, allowed: readonly string[]): string | undefined {
  const shown = `\`\${{ ${expression} }}\``;
  const namedValues = allowed.filter((c) => !c.includes('('));
  const functions = allowed.flatMap((c) => {
    const match = /^(\w+)\((\d+),(\d+)\)$/.exec(c);
    return match
      ? [{ name: match[1] ?? '', minArgs: Number(match[2]), maxArgs: Number(match[3]) }]
      : [];
  });
  try {
    new Parser(new Lexer(expression).lex().tokens, namedValues, functions).parse();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `the runner refuses ${shown} (${reason}): ${allowedHere(allowed)}`;
  }
  if (allowed.length === 0) {
    return `the runner refuses ${shown}: ${allowedHere(allowed)}`;
  }
  return undefined;
}

function allowedHere(allowed: readonly string[]): string {
  if (allowed.length === 0) {
    return 'no expression is allowed here; write the text without `${{` (e.g. "secrets.NAME")';
  }
  return `only ${allowed.map((c) => c.replace(/\(.*\)$/, '()')).join(', ')} may be used here`;
}
