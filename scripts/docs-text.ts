// The prose of the docs and of the examples' headers, cut into the pieces scripts/docs-agree.ts
// reads a fact from: passages (a paragraph, a list item, a table row, a field of a header), their
// sentences, and the clauses of a sentence (split at `;`, `:` and ` — `; each parenthesis a clause
// of its own, tied to the example named just before it). Generated blocks are left out: what they
// say is made from the files they describe (scripts/readme.ts).

export interface Passage {
  readonly file: string;
  /** The line the passage starts on (1-based). */
  readonly line: number;
  /** Its lines as written, with their numbers. */
  readonly lines: ReadonlyArray<{ readonly n: number; readonly text: string }>;
  /** The words as one line: links reduced to their text (and the example file they point at). */
  readonly text: string;
  readonly kind: 'paragraph' | 'item' | 'row' | 'header';
}

export interface CodeBlock {
  readonly file: string;
  /** The line of its first line of code. */
  readonly line: number;
  readonly lang: string;
  readonly text: string;
}

export interface Clause {
  readonly text: string;
  /** The examples it names. */
  readonly names: readonly string[];
  /** For a parenthesis right after an example's name: that example. */
  readonly boundTo?: string;
  /** For a parenthesis: the examples the clause it stands in names. */
  readonly hostNames?: readonly string[];
}

export interface Sentence {
  readonly text: string;
  /** The examples it names outside its parentheses. */
  readonly names: readonly string[];
  readonly clauses: readonly Clause[];
}

/** The passages and the code blocks of a Markdown page. */
export function readMarkdown(
  file: string,
  source: string,
): { passages: Passage[]; code: CodeBlock[] } {
  const passages: Passage[] = [];
  const code: CodeBlock[] = [];
  let current: { kind: Passage['kind']; lines: Array<{ n: number; text: string }> } | undefined;
  const end = (): void => {
    if (current) passages.push(passage(file, current.kind, current.lines));
    current = undefined;
  };
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const n = i + 1;
    const fence = /^\s*(`{3,})(\w*)/.exec(text);
    if (fence) {
      end();
      const body: string[] = [];
      const indent = /^\s*/.exec(text)![0].length;
      let j = i + 1;
      while (j < lines.length && !lines[j]!.trim().startsWith(fence[1]!)) {
        body.push(lines[j]!.slice(Math.min(indent, /^\s*/.exec(lines[j]!)![0].length)));
        j++;
      }
      code.push({ file, line: n + 1, lang: fence[2]!.toLowerCase(), text: body.join('\n') });
      i = j;
      continue;
    }
    const generated = /^<!-- generated:(\S+)/.exec(text);
    if (generated) {
      end();
      while (i < lines.length && !lines[i]!.startsWith(`<!-- /generated:`)) i++;
      continue;
    }
    if (text.trim() === '' || /^#{1,6}\s/.test(text) || /^\s*<!--.*-->\s*$/.test(text)) {
      end();
      continue;
    }
    if (/^\s*\|/.test(text)) {
      end();
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(text)) passages.push(passage(file, 'row', [{ n, text }]));
      continue;
    }
    if (/^\s*(?:[-*+]|\d+\.)\s+/.test(text)) {
      end();
      current = { kind: 'item', lines: [{ n, text }] };
      continue;
    }
    current ??= { kind: 'paragraph', lines: [] };
    current.lines.push({ n, text });
  }
  end();
  return { passages, code };
}

/**
 * The header an example opens with, as passages: its paragraphs, and each field (`# Needs: …`
 * with the lines that go on from it) on its own.
 */
export function readHeader(file: string, source: string): Passage[] {
  const passages: Passage[] = [];
  let current: Array<{ n: number; text: string }> = [];
  const end = (): void => {
    if (current.length > 0) passages.push(passage(file, 'header', current));
    current = [];
  };
  const lines = source.split('\n');
  for (let i = 0; i < lines.length && lines[i]!.startsWith('#'); i++) {
    const text = lines[i]!.replace(/^# ?/, '');
    if (text.trim() === '') end();
    else {
      // A field starts a passage of its own; its lines go on indented.
      if (/^(?:Starts a job|Costs|Needs|Goes with|Use it when): /.test(text)) end();
      current.push({ n: i + 1, text });
    }
  }
  end();
  return passages;
}

function passage(
  file: string,
  kind: Passage['kind'],
  lines: Array<{ n: number; text: string }>,
): Passage {
  const joined = lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/^(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\|\s*|\s*\|\s*$/g, '')
    .replace(/\s+\|\s+/g, '; ');
  return { file, line: lines[0]?.n ?? 0, lines, text: plain(joined), kind };
}

/** Links to their text, an example they point at kept; emphasis dropped. */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)\)/g, (_all, label: string, url: string) => {
      const example = /(?:^|\/)([\w.-]+\.ya?ml)(?:#.*)?$/.exec(url)?.[1];
      return example && !label.includes(example) ? `${label} ${example}` : label;
    })
    .replace(/\*\*|__/g, '');
}

/** The example files (`sweep.yml`) a text names, each once, in order. */
export function examplesNamed(text: string, examples: readonly string[]): string[] {
  const names = [...text.matchAll(/\b([a-z0-9][\w-]*\.ya?ml)\b/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => examples.includes(name)))];
}

/** The sentences of a passage, each cut into its clauses. */
export function sentencesOf(text: string, examples: readonly string[]): Sentence[] {
  return splitOutsideCode(text, /(?<=[.!?])\s+(?=[A-Z`"(])/, ['e.g.', 'i.e.', 'etc.']).map(
    (sentence) => {
      const { outside, groups } = parentheses(sentence, examples);
      const clauses: Clause[] = [];
      for (const part of splitOutsideCode(outside, /[;:]\s+|\s+—\s+/)) {
        const text = part.replace(/⟦\d+⟧/g, ' ').replace(/\s+/g, ' ').trim();
        const names = examplesNamed(text, examples);
        clauses.push({ text, names });
        // Each parenthesis stands in the clause that holds its mark.
        for (const mark of part.matchAll(/⟦(\d+)⟧/g)) {
          clauses.push({ ...groups[Number(mark[1])]!, hostNames: names });
        }
      }
      const plain = outside.replace(/⟦\d+⟧/g, ' ');
      return { text: sentence, names: examplesNamed(plain, examples), clauses };
    },
  );
}

/** The text outside its top-level parentheses, and each parenthesis as a clause. */
function parentheses(
  text: string,
  examples: readonly string[],
): { outside: string; groups: Clause[] } {
  const groups: Clause[] = [];
  let outside = '';
  let depth = 0;
  let inCode = false;
  let group = '';
  for (const ch of text) {
    if (ch === '`') inCode = !inCode;
    if (!inCode && ch === '(') {
      depth++;
      if (depth === 1) {
        group = '';
        continue;
      }
    }
    if (!inCode && ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        const before = /([\w.-]+\.ya?ml)\s*$/.exec(outside)?.[1];
        const boundTo = before && examples.includes(before) ? before : undefined;
        groups.push({
          text: group,
          names: examplesNamed(group, examples),
          ...(boundTo && { boundTo }),
        });
        outside += `⟦${groups.length - 1}⟧`;
        continue;
      }
    }
    if (depth > 0) group += ch;
    else outside += ch;
  }
  // An unclosed parenthesis stays in the text.
  if (depth > 0) outside += `(${group}`;
  return { outside, groups };
}

/** `text` split where `separator` matches outside code spans (and not after an abbreviation). */
function splitOutsideCode(text: string, separator: RegExp, keep: readonly string[] = []): string[] {
  // Code spans and abbreviations stand aside while splitting.
  const held: string[] = [];
  const hold = (s: string): string => `⟪${held.push(s) - 1}⟫`;
  let masked = text.replace(/`[^`]*`/g, hold);
  for (const word of keep) masked = masked.split(word).join(hold(word));
  return masked
    .split(separator)
    .map((part) => part.replace(/⟪(\d+)⟫/g, (_m, i: string) => held[Number(i)]!).trim())
    .filter((part) => part !== '');
}

/** The line of a passage where `phrase` starts (its first few words), else where it starts. */
export function lineOf(passage: Passage, phrase: string): number {
  const start = phrase.replace(/\s+/g, ' ').trim().slice(0, 24);
  const found = passage.lines.find((l) => l.text.replace(/\s+/g, ' ').includes(start));
  return found?.n ?? passage.line;
}
