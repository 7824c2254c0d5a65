// The docs agree with the examples and the action.yml files wherever they state the same fact
// (`npm test` runs it: __tests__/docs/agree.test.ts; `tsx scripts/docs-agree.ts` prints what
// disagrees). Read from the live files: the README, docs/*.md, SECURITY.md, CHANGELOG.md and each
// example's header, held to each example's YAML and to the four action.yml files:
//
// - permissions: a scope (`checks: write`) said of an example is one its job grants, an example's
//   header ("Needs:") names every scope its job grants, and so does a passage of the docs that
//   says what one example needs; a list item that opens with a scope names exactly the examples
//   that grant it;
// - inputs: an input said of an example is one the action it uses declares (or an output of it),
//   "the sweep's `x`" is the sweep action's, and a ```yaml block's step uses only the inputs of
//   the action it names;
// - events: an example's header speaks of every event its `on:` has, and nothing said of an
//   example runs it by hand, on its schedule or on an event its `on:` lacks;
// - how often: "every 10 minutes", "twice a week", "144 runs a day", "Mondays", "06:17 UTC" said
//   of an example (or beside a cron) is what its cron gives (scripts/cron.ts).
//
// What a clause is about: the example a parenthesis follows, else the one example the clause
// names (a parenthesis: the clause it stands in); none when another clause of its sentence names
// one; for how often, "the sweep" and "the digest" in the clause name the example of that
// action; else the example whose header it is, or the one example its passage names.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { ACTIONS, actionOfUses, type ActionName } from './actions.js';
import { describeRhythm, rhythmOf, WEEKDAY_NAMES } from './cron.js';
import {
  examplesNamed,
  lineOf,
  readHeader,
  readMarkdown,
  sentencesOf,
  type Clause,
  type Passage,
  type Sentence,
} from './docs-text.js';
import { frequenciesIn, holds, type Frequency } from './frequency.js';
import { readActionMetadata } from './readme.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Where the facts are read: the repository, or a copy of it with a fact changed. */
export interface AgreementSources {
  read(path: string): string;
  /** examples/NAME.yml */
  readonly examples: readonly string[];
  /** The pages whose prose is held to the examples. */
  readonly pages: readonly string[];
}

export function repoSources(repoRoot = root): AgreementSources {
  const list = (dir: string, ext: RegExp) =>
    readdirSync(join(repoRoot, dir))
      .filter((name) => ext.test(name))
      .sort()
      .map((name) => `${dir}/${name}`);
  return {
    read: (path) => readFileSync(join(repoRoot, path), 'utf8'),
    examples: list('examples', /\.ya?ml$/),
    pages: ['README.md', 'SECURITY.md', 'CHANGELOG.md', ...list('docs', /\.md$/)],
  };
}

interface Grant {
  readonly scope: string;
  readonly level: string;
  readonly line: number;
}

/** What an example's YAML says, with the lines that say it. */
interface ExampleFacts {
  /** examples/NAME.yml */
  readonly file: string;
  /** NAME.yml */
  readonly name: string;
  /** Each event of `on:` with its activity types (none: any). */
  readonly events: ReadonlyMap<string, readonly string[]>;
  readonly onLine: number;
  readonly crons: ReadonlyArray<{ cron: string; line: number; comment: string }>;
  readonly grants: readonly Grant[];
  /** The first line of the jobs' `permissions:`, or of `jobs:`. */
  readonly grantsLine: number;
  /** The repository's actions its steps use. */
  readonly actions: readonly ActionName[];
  readonly header: readonly Passage[];
}

function exampleFacts(file: string, source: string): ExampleFacts {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const lineAt = (node: unknown): number =>
    node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)
      ? counter.linePos(node.range[0] as number).line
      : 0;
  const events = new Map<string, string[]>();
  const crons: Array<{ cron: string; line: number; comment: string }> = [];
  const on = doc.get('on', true) as Node | undefined;
  if (isScalar(on)) events.set(String(on.value), []);
  if (isSeq(on))
    for (const item of on.items) if (isScalar(item)) events.set(String(item.value), []);
  if (isMap(on)) {
    for (const pair of on.items) {
      if (!isScalar(pair.key)) continue;
      const event = String(pair.key.value);
      const spec = pair.value;
      const types = isMap(spec) ? spec.get('types', true) : undefined;
      events.set(
        event,
        isSeq(types) ? types.items.map((t) => String(isScalar(t) ? t.value : t)) : [],
      );
      if (event === 'schedule' && isSeq(spec)) {
        for (const item of spec.items) {
          const cron = isMap(item) ? item.get('cron', true) : undefined;
          if (!isScalar(cron)) continue;
          crons.push({
            cron: String(cron.value),
            line: lineAt(cron),
            comment: (cron.comment ?? '').trim(),
          });
        }
      }
    }
  }
  const grants: Grant[] = [];
  const actions = new Set<ActionName>();
  const jobs = doc.get('jobs', true);
  let grantsLine = lineAt(jobs);
  if (isMap(jobs)) {
    for (const job of jobs.items) {
      if (!isPair(job) || !isMap(job.value)) continue;
      const permissions = job.value.get('permissions', true);
      if (isMap(permissions)) {
        grantsLine = lineAt(permissions) - 1 || grantsLine;
        for (const pair of permissions.items) {
          if (!isScalar(pair.key) || !isScalar(pair.value)) continue;
          grants.push({
            scope: String(pair.key.value),
            level: String(pair.value.value),
            line: lineAt(pair.key),
          });
        }
      }
      const steps = job.value.get('steps', true);
      if (!isSeq(steps)) continue;
      for (const step of steps.items) {
        const uses = isMap(step) ? step.get('uses') : undefined;
        const action = typeof uses === 'string' ? actionOfUses(uses) : undefined;
        if (action) actions.add(action);
      }
    }
  }
  return {
    file,
    name: file.replace(/^examples\//, ''),
    events,
    onLine: lineAt(on) - 1,
    crons,
    grants,
    grantsLine,
    actions: [...actions],
    header: readHeader(file, source),
  };
}

const SCOPES =
  'actions|attestations|checks|contents|deployments|discussions|id-token|issues|models|packages|pages|pull-requests|repository-projects|security-events|statuses';
const CLAIM = new RegExp(`\`(${SCOPES}): (read|write|none)\``, 'g');
const NO_PERMISSIONS = /\b(?:needs?|grants?|and|with|takes?) no permissions\b/i;

/** Inputs that no action takes any more, and what takes their place. */
const RETIRED: Readonly<Record<string, string>> = {
  sweep: 'the sweep action (OWNER/agent-job-action/sweep@v1)',
};

/** Words that say a workflow runs by hand, on its schedule, and only on its schedule. */
const BY_HAND = /\bby hand\b|\bActions tab\b|\bgh workflow run\b|\bon demand\b|\bRun workflow\b/i;
const ON_SCHEDULE = /\bon a schedule\b|\bthe schedule\b|\bits schedule\b/i;
const ONLY_SCHEDULED =
  /\bonly on (?:a|its|the) schedule\b|\bon (?:a|its) schedule only\b|\bonly scheduled\b/i;
const EVENTS =
  'push|pull_request_target|pull_request|issues|issue_comment|schedule|workflow_dispatch|workflow_run|repository_dispatch|release|merge_group';

/** How an example's header must speak of each event, and of each activity type. */
const EVENT_WORDS: Readonly<Record<string, RegExp>> = {
  push: /\bpush/i,
  issues: /\bissue/i,
  issue_comment: /\bcomment/i,
  pull_request: /\bpull request/i,
  pull_request_target: /\bpull request/i,
  schedule: /\bschedule|\bevery\b|\bonce an?\b|\btwice\b|\b(?:hourly|daily|weekly)\b/i,
  workflow_dispatch: BY_HAND,
};
const TYPE_WORDS: Readonly<Record<string, RegExp>> = {
  labeled: /\blabel/i,
  unlabeled: /\blabel/i,
  opened: /\bopen|\barriv/i,
  reopened: /\breopen/i,
  closed: /\bclose|\bclosing|\bmerg/i,
  synchronize: /\bpush/i,
  created: /\bcomment|\bcreat/i,
  edited: /\bedit/i,
};

interface Action {
  readonly name: ActionName;
  readonly inputs: ReadonlySet<string>;
  readonly outputs: ReadonlySet<string>;
}

interface Context {
  readonly examples: ReadonlyMap<string, ExampleFacts>;
  readonly actions: ReadonlyMap<ActionName, Action>;
  /** Every input of any action. */
  readonly allInputs: ReadonlySet<string>;
  /** `sweep` → sweep.yml: the one example of an action a passage may call by its name. */
  readonly aliases: ReadonlyArray<{ word: RegExp; example: string }>;
  readonly problems: string[];
}

/** Every disagreement, one line each: the file and line that says what, and where it is not so. */
export function docsAgreement(sources: AgreementSources = repoSources()): string[] {
  const actions = new Map<ActionName, Action>(
    ACTIONS.map(({ name, manifest }) => {
      const metadata = readActionMetadata(sources.read(manifest));
      return [
        name,
        {
          name,
          inputs: new Set(metadata.inputs.map((i) => i.name)),
          outputs: new Set(metadata.outputs.map((o) => o.name)),
        },
      ];
    }),
  );
  const examples = new Map<string, ExampleFacts>();
  for (const file of sources.examples) {
    const facts = exampleFacts(file, sources.read(file));
    examples.set(facts.name, facts);
  }
  const aliases = (['sweep', 'digest'] as const).flatMap((action) => {
    const using = [...examples.values()].filter((e) => e.actions.includes(action));
    // "The sweep", not "a sweep every 10 minutes", which may be any.
    return using.length === 1
      ? [{ word: new RegExp(`\\bthe ${action}s?\\b`, 'i'), example: using[0]!.name }]
      : [];
  });
  const ctx: Context = {
    examples,
    actions,
    allInputs: new Set([...actions.values()].flatMap((a) => [...a.inputs])),
    aliases,
    problems: [],
  };

  for (const example of examples.values()) {
    checkHeaderEvents(ctx, example);
    checkHeaderNeeds(ctx, example);
    for (const { cron, line, comment } of example.crons) {
      checkFrequencies(ctx, `${example.file}:${line}`, comment, {
        cron,
        where: `${example.file}:${line}`,
      });
    }
    for (const passage of example.header) checkPassage(ctx, passage, example.name);
  }
  for (const page of sources.pages) {
    const { passages, code } = readMarkdown(page, sources.read(page));
    for (const passage of passages) {
      const named = examplesNamed(passage.text, [...examples.keys()]);
      checkPassage(ctx, passage, named.length === 1 ? named[0] : undefined);
      checkScopeList(ctx, passage);
    }
    for (const block of code)
      if (block.lang === 'yaml' || block.lang === 'yml') checkYamlBlock(ctx, block);
  }
  checkEveryNameDocumented(ctx, sources);
  return ctx.problems;
}

// ---- one passage ---------------------------------------------------------------------------

type Subject = { example: string } | { cron: string } | undefined;

/** What a clause is about, by the rules at the top of this file. */
function subjectOf(
  ctx: Context,
  clause: Clause,
  sentence: Sentence,
  passageSubject: string | undefined,
  options: { aliases: boolean; cron: boolean },
): Subject {
  if (options.cron) {
    const cron = cronLiteral(clause.text);
    if (cron) return { cron };
  }
  if (clause.boundTo) return { example: clause.boundTo };
  if (clause.names.length > 1) return undefined;
  if (clause.names.length === 1) return { example: clause.names[0]! };
  // A parenthesis is about what the clause it stands in is about; a clause is not about what
  // another clause of its sentence names.
  const host = clause.hostNames ?? [];
  if (host.length > 1) return undefined;
  if (host.length === 1) return { example: host[0]! };
  if (sentence.names.length > 0) return undefined;
  if (options.aliases) {
    // "The sweep is 144 runs a day", in the clause that says how often.
    const called = ctx.aliases.filter((alias) => alias.word.test(clause.text));
    if (called.length === 1) return { example: called[0]!.example };
  }
  return passageSubject === undefined ? undefined : { example: passageSubject };
}

function ownField(passage: Passage): boolean {
  return (
    passage.kind === 'header' &&
    /^(?:Starts a job|Costs|Needs|Goes with|Use it when):/.test(passage.text)
  );
}

function cronLiteral(text: string): string | undefined {
  for (const m of text.matchAll(/'([^']+)'|`([^`]+)`/g)) {
    const candidate = (m[1] ?? m[2] ?? '').replace(/^cron:\s*/, '').replace(/^'|'$/g, '');
    if (rhythmOf([candidate])) return candidate;
  }
  return undefined;
}

function checkPassage(ctx: Context, passage: Passage, passageSubject: string | undefined): void {
  const names = [...ctx.examples.keys()];
  const claimedOf = new Map<string, Set<string>>();
  for (const sentence of sentencesOf(passage.text, names)) {
    for (const clause of sentence.clauses) {
      // A header's field ("Needs: …") says what its own example needs, whatever else it names.
      const plain = ownField(passage)
        ? { example: passageSubject! }
        : subjectOf(ctx, clause, sentence, passageSubject, { aliases: false, cron: false });
      const example = plain && 'example' in plain ? ctx.examples.get(plain.example) : undefined;
      if (example) {
        const claims = checkClaims(ctx, passage, clause, example);
        const set = claimedOf.get(example.name) ?? new Set();
        for (const claim of claims) set.add(claim);
        claimedOf.set(example.name, set);
        checkInputsSaid(ctx, passage, clause, example);
        checkEventsSaid(ctx, passage, clause, example);
      }
      // An action has no schedule of its own: "the sweep" that runs every 10 minutes is the
      // example of the sweep action.
      const often = subjectOf(ctx, clause, sentence, passageSubject, { aliases: true, cron: true });
      if (often && 'cron' in often) {
        checkFrequencies(ctx, `${passage.file}:${lineOf(passage, clause.text)}`, clause.text, {
          cron: often.cron,
          where: `the cron '${often.cron}' beside it`,
        });
      } else if (often) {
        checkExampleFrequencies(ctx, passage, clause.text, ctx.examples.get(often.example)!);
      }
    }
    checkPossessives(ctx, passage, sentence.text);
  }
  // A passage of the docs that says what its one example needs names all of it (a list item of
  // the examples that need one scope is checkScopeList's).
  if (passage.kind !== 'header' && passageSubject !== undefined && !opensWithScope(passage)) {
    const example = ctx.examples.get(passageSubject)!;
    const claimed = claimedOf.get(passageSubject);
    if (claimed && claimed.size > 0) {
      const left = example.grants.filter((g) => !claimed.has(`${g.scope}: ${g.level}`));
      for (const grant of left) {
        ctx.problems.push(
          `${passage.file}:${passage.line}: says what ${example.name} needs but leaves out \`${grant.scope}: ${grant.level}\`, which its job grants (${example.file}:${grant.line})`,
        );
      }
    }
  }
}

/** The scopes a clause says its example needs, each checked against what the job grants. */
function checkClaims(
  ctx: Context,
  passage: Passage,
  clause: Clause,
  example: ExampleFacts,
): string[] {
  const claims = [...clause.text.matchAll(CLAIM)].map((m) => `${m[1]}: ${m[2]}`);
  const granted = example.grants.map((g) => `${g.scope}: ${g.level}`);
  for (const claim of claims) {
    if (!granted.includes(claim)) {
      ctx.problems.push(
        `${passage.file}:${lineOf(passage, claim)}: says ${example.name} needs \`${claim}\`, but its job grants ${grantsSaid(example)}`,
      );
    }
  }
  if (NO_PERMISSIONS.test(clause.text) && granted.length > 0) {
    ctx.problems.push(
      `${passage.file}:${lineOf(passage, 'no permission')}: says ${example.name} needs no permissions, but its job grants ${grantsSaid(example)}`,
    );
  }
  return claims;
}

function grantsSaid(example: ExampleFacts): string {
  const list = example.grants.map((g) => `\`${g.scope}: ${g.level}\``).join(', ');
  return `${list || 'none'} (${example.file}:${example.grantsLine})`;
}

/** An input named in a clause about an example is one its action declares, or an output of it. */
function checkInputsSaid(
  ctx: Context,
  passage: Passage,
  clause: Clause,
  example: ExampleFacts,
): void {
  if (example.actions.length === 0) return;
  const known = new Set(
    example.actions.flatMap((name) => {
      const action = ctx.actions.get(name)!;
      return [...action.inputs, ...action.outputs];
    }),
  );
  for (const name of inputsNamed(ctx, clause.text)) {
    if (known.has(name)) continue;
    const takes = [...ctx.actions.values()].filter((a) => a.inputs.has(name)).map(actionTitle);
    const instead =
      RETIRED[name] ?? (takes.length > 0 ? `an input of ${takes.join(', ')}` : 'no input');
    ctx.problems.push(
      `${passage.file}:${lineOf(passage, name)}: names \`${name}\` for ${example.name}, which uses ${example.actions.map(actionTitle).join(' and ')} (${example.file}): \`${name}\` is ${instead}, not one of its inputs or outputs`,
    );
  }
}

function actionTitle(action: Action | ActionName): string {
  const name = typeof action === 'string' ? action : action.name;
  return name === 'root' ? 'the action (action.yml)' : `the ${name} action (${name}/action.yml)`;
}

/** The inputs a text names: in code (`timeout`, `wait: false`), or a hyphenated name in words. */
function inputsNamed(ctx: Context, text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/`([a-z][\w-]*)(?::[^`]*)?`/g)) {
    if (ctx.allInputs.has(m[1]!) || m[1]! in RETIRED) names.add(m[1]!);
  }
  const words = text.replace(/`[^`]*`/g, ' ');
  for (const input of ctx.allInputs) {
    if (!input.includes('-')) continue;
    if (new RegExp(`(?<![\\w./-])${input}(?![\\w-]|\\.ya?ml)`).test(words)) names.add(input);
  }
  return [...names];
}

/** "the sweep's `timeout`": a name said to be a sub-action's is one of its inputs or outputs. */
function checkPossessives(ctx: Context, passage: Passage, text: string): void {
  for (const m of text.matchAll(
    /\b(sweep|digest|automation)(?: action)?'s `([a-z][\w-]*)(?::[^`]*)?`/gi,
  )) {
    const action = ctx.actions.get(m[1]!.toLowerCase() as ActionName)!;
    const name = m[2]!;
    if (!ctx.allInputs.has(name) && !(name in RETIRED)) continue;
    if (action.inputs.has(name) || action.outputs.has(name)) continue;
    ctx.problems.push(
      `${passage.file}:${lineOf(passage, m[0])}: says "${m[0]}", but ${actionTitle(action)} has no input or output \`${name}\``,
    );
  }
  for (const m of text.matchAll(/`([a-z][\w-]*): [^`]*`/g)) {
    const instead = RETIRED[m[1]!];
    if (instead) {
      ctx.problems.push(
        `${passage.file}:${lineOf(passage, m[0])}: says ${m[0]}, but no action has the input \`${m[1]}\` any more: use ${instead}`,
      );
    }
  }
}

/** Nothing said of an example runs it by hand, on a schedule or on an event its `on:` lacks. */
function checkEventsSaid(
  ctx: Context,
  passage: Passage,
  clause: Clause,
  example: ExampleFacts,
): void {
  const where = `${example.file}:${example.onLine}`;
  const has = (event: string) => example.events.has(event);
  const say = (phrase: string, but: string) =>
    ctx.problems.push(
      `${passage.file}:${lineOf(passage, phrase)}: says ${example.name} ${but} (${where})`,
    );
  const byHand = BY_HAND.exec(clause.text);
  if (byHand && !has('workflow_dispatch')) {
    say(byHand[0], `runs "${byHand[0]}", but its on: has no workflow_dispatch`);
  }
  const only = ONLY_SCHEDULED.exec(clause.text);
  if (only && has('workflow_dispatch')) {
    say(only[0], `runs "${only[0]}", but its on: has workflow_dispatch too: it also runs by hand`);
  }
  const scheduled = ON_SCHEDULE.exec(clause.text);
  if (scheduled && !has('schedule'))
    say(scheduled[0], `runs "${scheduled[0]}", but its on: has no schedule`);
  for (const m of clause.text.matchAll(new RegExp(`\`(${EVENTS})\``, 'g'))) {
    if (!has(m[1]!)) {
      say(
        m[0],
        `runs on ${m[0]}, but its on: has ${[...example.events.keys()].map((e) => `\`${e}\``).join(', ')}`,
      );
    }
  }
}

// ---- the examples' headers ---------------------------------------------------------------

/** An example's header speaks of each event and type of its `on:`, and its fields of no other. */
function checkHeaderEvents(ctx: Context, example: ExampleFacts): void {
  const text = example.header.map((p) => p.text).join(' ');
  const line = example.header[0]?.line ?? 1;
  for (const [event, types] of example.events) {
    const words = EVENT_WORDS[event];
    if (words && !words.test(text)) {
      ctx.problems.push(
        `${example.file}:${line}: its header never says it runs on \`${event}\`, which its on: has (${example.file}:${example.onLine})`,
      );
    }
    for (const type of types) {
      const typeWords = TYPE_WORDS[type];
      if (typeWords && !typeWords.test(text)) {
        ctx.problems.push(
          `${example.file}:${line}: its header never says what \`${event}\` (${type}) does, which its on: has (${example.file}:${example.onLine})`,
        );
      }
    }
  }
  const starts = example.header.find((p) => p.text.startsWith('Starts a job:'));
  if (starts && /\bschedule\b/i.test(starts.text) && !example.events.has('schedule')) {
    ctx.problems.push(
      `${example.file}:${starts.line}: its "Starts a job:" speaks of a schedule, but its on: has none (${example.file}:${example.onLine})`,
    );
  }
}

/** Every scope an example's job grants is named in its header's "Needs:". */
function checkHeaderNeeds(ctx: Context, example: ExampleFacts): void {
  const needs = example.header.find((p) => p.text.startsWith('Needs:'));
  if (!needs) return;
  const said = new Set([...needs.text.matchAll(CLAIM)].map((m) => `${m[1]}: ${m[2]}`));
  for (const grant of example.grants) {
    if (said.has(`${grant.scope}: ${grant.level}`)) continue;
    ctx.problems.push(
      `${example.file}:${needs.line}: its header's "Needs:" leaves out \`${grant.scope}: ${grant.level}\`, which its job grants (${example.file}:${grant.line})`,
    );
  }
}

// ---- how often -------------------------------------------------------------------------------

function checkExampleFrequencies(
  ctx: Context,
  passage: Passage,
  text: string,
  example: ExampleFacts,
): void {
  const stated = frequenciesIn(text);
  if (stated.length === 0) return;
  if (example.crons.length === 0) {
    for (const { phrase } of stated) {
      ctx.problems.push(
        `${passage.file}:${lineOf(passage, phrase)}: says ${example.name} runs "${phrase}", but it has no schedule (${example.file}:${example.onLine})`,
      );
    }
    return;
  }
  const crons = example.crons.map((c) => c.cron);
  const where = `${example.file}:${example.crons[0]!.line}`;
  checkFrequencies(ctx, `${passage.file}:${lineOf(passage, stated[0]!.phrase)}`, text, {
    cron: crons.join("', '"),
    crons,
    where,
    of: example.name,
  });
}

function checkFrequencies(
  ctx: Context,
  at: string,
  text: string,
  schedule: { cron: string; crons?: readonly string[]; where: string; of?: string },
): void {
  const rhythm = rhythmOf(schedule.crons ?? [schedule.cron]);
  if (!rhythm) return;
  for (const { phrase, frequency } of frequenciesIn(text)) {
    if (holds(frequency, rhythm)) continue;
    const whose = schedule.of ? `${schedule.of} runs` : 'it runs';
    ctx.problems.push(
      `${at}: says ${whose} "${phrase}", but its cron '${schedule.cron}' (${schedule.where}) runs ${actually(frequency, rhythm)}`,
    );
  }
}

function actually(frequency: Frequency, rhythm: NonNullable<ReturnType<typeof rhythmOf>>): string {
  if (frequency.kind === 'weekdays') {
    return `on ${[...rhythm.weekdays]
      .sort()
      .map((d) => WEEKDAY_NAMES[d])
      .join(', ')}`;
  }
  if (frequency.kind === 'time') return `at ${[...rhythm.times].slice(0, 3).join(', ')} UTC`;
  return describeRhythm(rhythm);
}

// ---- lists of scopes, YAML in the docs, every name documented ---------------------------------

/** A list item that opens with a scope (`` `checks: write`: ``) names the examples that grant it. */
function checkScopeList(ctx: Context, passage: Passage): void {
  const first = opensWithScope(passage);
  if (!first) return;
  const claim = `${first[1]}: ${first[2]}`;
  const named = examplesNamed(passage.text, [...ctx.examples.keys()]);
  const granting = [...ctx.examples.values()]
    .filter((e) => e.grants.some((g) => `${g.scope}: ${g.level}` === claim))
    .map((e) => e.name);
  for (const name of granting.filter((n) => !named.includes(n))) {
    ctx.problems.push(
      `${passage.file}:${passage.line}: lists the examples that need \`${claim}\` but leaves out ${name}, whose job grants it (${ctx.examples.get(name)!.file})`,
    );
  }
  for (const name of named.filter((n) => !granting.includes(n))) {
    ctx.problems.push(
      `${passage.file}:${passage.line}: lists ${name} as needing \`${claim}\`, but its job grants ${grantsSaid(ctx.examples.get(name)!)}`,
    );
  }
}

function opensWithScope(passage: Passage): RegExpExecArray | undefined {
  if (passage.kind !== 'item') return undefined;
  return new RegExp(`^\`(${SCOPES}): (read|write|none)\`:`).exec(passage.text) ?? undefined;
}

/** A YAML block parses, and each step of this repository's actions gives only their inputs. */
function checkYamlBlock(ctx: Context, block: { file: string; line: number; text: string }): void {
  const counter = new LineCounter();
  const doc = parseDocument(block.text, { lineCounter: counter });
  if (doc.errors.length > 0) {
    ctx.problems.push(
      `${block.file}:${block.line}: this YAML does not parse: ${doc.errors[0]!.message.split('\n')[0]}`,
    );
    return;
  }
  const lineAt = (node: Node) => block.line - 1 + counter.linePos(node.range?.[0] ?? 0).line;
  const visit = (node: unknown): void => {
    if (isSeq(node)) for (const item of node.items) visit(item);
    if (!isMap(node)) return;
    const uses = node.get('uses');
    const withs = node.get('with', true);
    if (isMap(withs)) {
      const action = typeof uses === 'string' ? actionOfUses(uses) : undefined;
      for (const pair of withs.items) {
        if (!isScalar(pair.key)) continue;
        const name = String(pair.key.value);
        const at = `${block.file}:${lineAt(pair.key as Node)}`;
        if (action) {
          if (ctx.actions.get(action)!.inputs.has(name)) continue;
          const takes = [...ctx.actions.values()]
            .filter((a) => a.inputs.has(name))
            .map(actionTitle);
          const instead = RETIRED[name] ?? (takes.length > 0 ? takes.join(' or ') : 'no action');
          ctx.problems.push(
            `${at}: gives \`${name}\` to ${uses}, but ${actionTitle(action)} has no input ${name}: it is an input of ${instead}`,
          );
        } else if (uses === undefined && !ctx.allInputs.has(name)) {
          ctx.problems.push(
            `${at}: gives \`${name}\`, which is an input of none of the four actions`,
          );
        }
      }
    }
    for (const pair of node.items) if (isPair(pair)) visit(pair.value);
  };
  visit(doc.contents);
}

/** Every input and output of every action is named in the README or docs/reference.md. */
function checkEveryNameDocumented(ctx: Context, sources: AgreementSources): void {
  const pages = ['README.md', 'docs/reference.md'].map((page) => sources.read(page)).join('\n');
  for (const action of ctx.actions.values()) {
    for (const name of [...action.inputs, ...action.outputs]) {
      if (!pages.includes(`\`${name}\``)) {
        ctx.problems.push(
          `README.md, docs/reference.md: never name \`${name}\` of ${actionTitle(action)}`,
        );
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problems = docsAgreement();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? 'The docs agree with the examples and the action.yml files.'
      : `${problems.length} disagreements`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
