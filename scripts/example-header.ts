// The header every example opens with, read for the README's "choose a workflow" table
// (`npm run readme`, <!-- generated:workflows -->): a title and what it does, then four fields.
//
//   # <Title>: <what it does>
//   #
//   # Starts a job: <events, and who must have asked>
//   # Costs: <credits and runner minutes>
//   # Needs: <secrets, variables, labels, permissions>
//   # Goes with: <other examples' file names, or "any other example">
//
// A field may go on over the next lines, each starting with `#   ` (hash and three spaces). An
// example without one of the fields is a problem of one line naming the file and the field, so a
// new example cannot reach the table half described.

const HEADER_FIELDS = ['Starts a job', 'Costs', 'Needs', 'Goes with'] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];

export interface ExampleHeader {
  /** examples/NAME.yml */
  file: string;
  /** The words before the first colon of the first line. */
  title: string;
  fields: Record<HeaderField, string>;
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

  const fields: Partial<Record<HeaderField, string>> = {};
  let current: HeaderField | undefined;
  for (const line of comment) {
    const field = HEADER_FIELDS.find((name) => line.startsWith(`# ${name}: `));
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
  return { header: { file, title, fields: fields as Record<HeaderField, string> }, problems };
}

/**
 * The "choose a workflow" table: one row per example, its file names in "Goes with" linked.
 * `examples` are the files that exist (examples/NAME.yml); a name in "Goes with" that is not
 * one of them is a problem.
 */
export function workflowsTable(
  headers: ExampleHeader[],
  examples: string[],
): { table: string; problems: string[] } {
  const problems: string[] = [];
  const link = (name: string): string => `[${name}](examples/${name})`;
  const rows = headers.map((header) => {
    const named: string[] = header.fields['Goes with'].match(/[\w.-]+\.ya?ml\b/g) ?? [];
    for (const name of named) {
      if (!examples.includes(`examples/${name}`)) {
        problems.push(`${header.file}: "Goes with:" names ${name}, which is not in examples/`);
      }
    }
    const others = examples
      .map((example) => example.replace(/^examples\//, ''))
      .filter((name) => `examples/${name}` !== header.file && !named.includes(name));
    // A list of nearly every other example reads better as the few it leaves out.
    const onlyNames = header.fields['Goes with'].replace(/[\w.-]+\.ya?ml\b|[,\s]/g, '') === '';
    const goesWith = !onlyNames
      ? header.fields['Goes with'].replace(/[\w.-]+\.ya?ml\b/g, (name) =>
          examples.includes(`examples/${name}`) ? link(name) : name,
        )
      : others.length === 0
        ? 'any other example'
        : others.length < named.length
          ? `any other but ${others.map(link).join(', ')}`
          : named.map(link).join(', ');
    const name = header.file.replace(/^examples\//, '');
    const cells = [
      `**${header.title}**: [${name}](${header.file})`,
      header.fields['Starts a job'],
      header.fields.Costs,
      header.fields.Needs,
      goesWith,
    ];
    return `| ${cells.map((value) => value.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  const table = [
    '| workflow | starts a job | costs | needs | goes with |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { table, problems };
}
