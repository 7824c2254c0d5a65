// The header every example opens with, read for the README's "choose a workflow" table
// (`npm run readme`, <!-- generated:workflows -->): a title and what it does, then the fields.
//
//   # <Title>: <what it does>
//   #
//   # Use it when: <one short line to choose it by>          (optional)
//   # Starts a job: <events, and who must have asked>
//   # Costs: <credits and runner minutes>
//   # Needs: <secrets, variables, labels, permissions>
//   # Goes with: <other examples' file names, or "any other example">
//
// A field may go on over the next lines, each starting with `#   ` (hash and three spaces). An
// example without one of the four fields is a problem of one line naming the file and the
// field, so a new example cannot reach the table half described; without "Use it when:" its row
// says what it does, from the first sentence of its first line. The table's row is short: the
// title, when to use it, the events it runs on (read from its YAML) and what it costs, in the
// words of "Costs:" before its first comma, colon or semicolon (parentheses left out); the
// details stay in the example's header.

const HEADER_FIELDS = ['Starts a job', 'Costs', 'Needs', 'Goes with'] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];
const OPTIONAL_FIELDS = ['Use it when'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

export interface ExampleHeader {
  /** examples/NAME.yml */
  file: string;
  /** The words before the first colon of the first line. */
  title: string;
  /** The first sentence of what it does, without its parentheses: the row's fallback. */
  summary: string;
  fields: Record<HeaderField, string> & Partial<Record<OptionalField, string>>;
}

/** The header of an example (`file` is examples/NAME.yml), or the lines that say what it lacks. */
export function exampleHeader(
  file: string,
  source: string,
): { header?: ExampleHeader; problems: string[] } {
  const comment: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('#')) break;
    comment.push(line);
  }
  const problems: string[] = [];
  const title = /^# ([^:]+?):\s/.exec(comment[0] ?? '')?.[1]?.trim() ?? '';
  if (title === '') problems.push(`${file}: its first line is not "# <Title>: <what it does>"`);

  const fields: Partial<Record<HeaderField | OptionalField, string>> = {};
  let current: HeaderField | OptionalField | undefined;
  for (const line of comment) {
    const field = [...HEADER_FIELDS, ...OPTIONAL_FIELDS].find((name) =>
      line.startsWith(`# ${name}: `),
    );
    if (field) {
      current = field;
      fields[field] = line.slice(`# ${field}: `.length).trim();
    } else if (current && line.startsWith('#   ')) {
      fields[current] = `${fields[current] ?? ''} ${line.slice(4).trim()}`;
    } else {
      current = undefined;
    }
  }
  for (const name of HEADER_FIELDS) {
    if (!fields[name]) problems.push(`${file}: its header has no "# ${name}: " line`);
  }
  if (problems.length > 0) return { problems };
  return {
    header: { file, title, summary: summaryOf(comment), fields: fields as ExampleHeader['fields'] },
    problems,
  };
}

/** The first sentence of the header's first paragraph after the title, its parentheses left out. */
function summaryOf(comment: string[]): string {
  const paragraph: string[] = [];
  for (const line of comment) {
    const text = line.replace(/^# ?/, '');
    if (text.trim() === '') break;
    paragraph.push(text.trim());
  }
  const what = paragraph.join(' ').replace(/^[^:]+?:\s/, '');
  const sentence = /^.*?[.!?](?=\s|$)/.exec(what)?.[0] ?? what;
  return firstClause(firstWords(withoutParentheses(sentence)), 10).replace(/[.!?]$/, '');
}

/** The text up to its first comma that has at least `words` words before it (outside code). */
function firstClause(text: string, words: number): string {
  for (const comma of text.matchAll(/,\s/g)) {
    const before = text.slice(0, comma.index);
    if ((before.match(/`/g) ?? []).length % 2 === 0 && before.split(/\s+/).length >= words) {
      return before;
    }
  }
  return text;
}

/** Text without its parentheses (those outside code), and the spaces they leave. */
function withoutParentheses(text: string): string {
  let out = '';
  let depth = 0;
  let inCode = false;
  for (const ch of text) {
    if (ch === '`' && depth === 0) inCode = !inCode;
    if (!inCode && ch === '(') depth++;
    if (depth === 0) out += ch;
    if (!inCode && ch === ')' && depth > 0) depth--;
  }
  return out
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words before the first colon or semicolon (outside code). */
function firstWords(text: string): string {
  const cut = /^(?:[^`:;]|`[^`]*`)*?(?=[:;]\s|$)/.exec(text)?.[0] ?? text;
  return cut.trim();
}

/** What a row says it costs: the words of "Costs:" before its first parenthesis, comma, colon or semicolon. */
export function costInShort(costs: string): string {
  return firstClause(firstWords(withoutParentheses(costs.split(/\.\s/)[0] ?? costs)), 1);
}

/**
 * The "choose a workflow" table: one short row per example. `examples` are the files that exist
 * (examples/NAME.yml): a name in "Goes with" that is not one of them is a problem. `runsOn` says,
 * for each example, the events it runs on in a few words (read from its YAML by the caller).
 */
export function workflowsTable(
  headers: ExampleHeader[],
  examples: string[],
  runsOn: Readonly<Record<string, string>> = {},
): { table: string; problems: string[] } {
  const problems: string[] = [];
  const rows = headers.map((header) => {
    const named: string[] = header.fields['Goes with'].match(/[\w.-]+\.ya?ml\b/g) ?? [];
    for (const name of named) {
      if (!examples.includes(`examples/${name}`)) {
        problems.push(`${header.file}: "Goes with:" names ${name}, which is not in examples/`);
      }
    }
    const name = header.file.replace(/^examples\//, '');
    const cells = [
      `**${header.title}**: [${name}](${header.file})`,
      header.fields['Use it when'] ?? header.summary,
      runsOn[header.file] ?? '',
      costInShort(header.fields.Costs),
    ];
    return `| ${cells.map((value) => value.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  const table = [
    '| workflow | use it when | runs on | costs |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { table, problems };
}
