import { InputError } from './errors.js';

/**
 * `paths`: which changed files count when a round documents a code change, in GitHub's filter
 * pattern syntax (as `on.<event>.paths` reads it).
 *
 * Hand-written on purpose: picomatch and minimatch read `?` as "any one character" and `+(…)` as
 * an extglob, while GitHub reads `?` as "zero or one of the preceding character" and `+` as "one
 * or more of it", and its `[]` takes only letters and digits. A workflow author who copies the
 * patterns of their `on.push.paths` must get the same files.
 */
export interface PathFilter {
  /** Whether the file counts: the last pattern that matches decides; none matching, it does not. */
  matches(path: string): boolean;
  /** The patterns as written (`!` kept), for the log and the prompt. */
  readonly patterns: readonly string[];
}

interface Rule {
  readonly include: boolean;
  readonly regex: RegExp;
}

/** A file of a change: its path, and where it was before when it was renamed. */
export interface PathOfChange {
  readonly filename: string;
  readonly previousFilename?: string;
}

/**
 * Reads `paths`: patterns one per line or comma-separated (`\,` keeps a comma). Empty: undefined,
 * every file counts. A pattern GitHub would not read the same way is an InputError.
 */
export function parsePathFilter(text: string): PathFilter | undefined {
  const patterns = text
    .split(/\r?\n|(?<!\\),/)
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
  if (patterns.length === 0) return undefined;
  const rules = patterns.map(ruleOf);
  if (!rules.some((rule) => rule.include)) {
    throw new InputError(
      `paths has only patterns that exclude (!): add one that includes first, e.g. '**' before '${patterns[0]}'`,
    );
  }
  return {
    patterns,
    matches: (path) =>
      rules.reduce((counted, rule) => (rule.regex.test(path) ? rule.include : counted), false),
  };
}

/**
 * The files that count under `paths` (a rename counts when either of its paths does), and how
 * many were left out. No filter: every file counts.
 */
export function splitByPaths<T extends PathOfChange>(
  files: readonly T[],
  filter: PathFilter | undefined,
): { readonly counted: readonly T[]; readonly leftOut: number } {
  if (!filter) return { counted: files, leftOut: 0 };
  const counted = files.filter(
    (file) =>
      filter.matches(file.filename) ||
      (file.previousFilename !== undefined && filter.matches(file.previousFilename)),
  );
  return { counted, leftOut: files.length - counted.length };
}

function ruleOf(pattern: string): Rule {
  const include = !pattern.startsWith('!');
  const body = include ? pattern : pattern.slice(1);
  const fail = (what: string): never => {
    throw new InputError(`paths pattern '${pattern}' ${what}`);
  };
  if (body === '') fail('excludes nothing: write the path after the !');
  if (body.startsWith('/')) {
    fail(`starts with '/': paths are relative to the repository root, write '${body.slice(1)}'`);
  }
  return { include, regex: new RegExp(`^${translate(body, fail)}$`) };
}

/** One pattern's body (no `!`) as a regular expression's source. */
function translate(body: string, fail: (what: string) => never): string {
  let source = '';
  // Whether the last piece is one character that `?` or `+` may repeat.
  let repeatable = false;
  let at = 0;
  // Stryker disable next-line EqualityOperator: one more turn at the end reads '' (charAt past the end), which adds nothing
  while (at < body.length) {
    const char = body.charAt(at);
    if (char === '*') {
      const double = body.charAt(at + 1) === '*';
      if (double && body.charAt(at + 2) === '/' && (at === 0 || body.charAt(at - 1) === '/')) {
        // `**/` as a whole folder part: any folders, or none (`**/README.md` matches README.md).
        source += '(?:.*/)?';
        at += 3;
      } else {
        source += double ? '.*' : '[^/]*';
        at += double ? 2 : 1;
      }
      repeatable = false;
    } else if (char === '?' || char === '+') {
      if (!repeatable) {
        fail(
          `has '${char}' with no character before it to repeat: GitHub reads '${char}' as a repeat of the character before; write '\\${char}' for the character itself`,
        );
      }
      source += char;
      at += 1;
      repeatable = false;
    } else if (char === '[') {
      const end = body.indexOf(']', at + 1);
      if (end === -1)
        fail("has '[' with no ']': close it, or write '\\[' for the character itself");
      source += bracketOf(body.slice(at + 1, end), fail);
      at = end + 1;
      repeatable = true;
    } else if (char === '\\') {
      if (at + 1 === body.length) fail("ends with '\\': escape a character after it, or remove it");
      source += escapeChar(body.charAt(at + 1));
      at += 2;
      repeatable = true;
    } else {
      source += escapeChar(char);
      at += 1;
      repeatable = true;
    }
  }
  return source;
}

const RANGE_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/];

/** `[…]`: letters and digits, and ranges within a-z, A-Z or 0-9, as GitHub allows. */
function bracketOf(inside: string, fail: (what: string) => never): string {
  const items = inside.match(/.-.|./g) ?? [];
  if (items.length === 0) fail("has an empty '[]': list the letters or digits it may match");
  for (const item of items) {
    const [from, to] = [item.charAt(0), item.charAt(item.length - 1)];
    const sameClass = RANGE_CLASSES.some((range) => range.test(from) && range.test(to));
    if (!sameClass || from > to) {
      fail(
        `has '[${inside}]': brackets take only letters, digits and ranges within a-z, A-Z or 0-9`,
      );
    }
  }
  return `[${inside}]`;
}

function escapeChar(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\]/, '\\$&');
}
