// Puts each module factory of an ncc (webpack) bundle file in parentheses, its source map moved
// along. V8 pre-parses a function it meets in a script and parses it again, in full, when the
// function first runs; a function in parentheses it compiles at once. Every factory of the entry
// and of a chunk runs as soon as the file loads (the entry's before the round's first request,
// GitHub's chunk before its first call), so the pre-parse is work thrown away: on Node 24 it costs
// about 17 ms before the round's first request (docs/performance.md). Terser drops such
// parentheses, so they go in after it.
import { parse } from 'acorn';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * The factories of `code`: the values of an object whose keys are all numbers and whose values
 * are all functions, as webpack writes its table of modules (`{123:(e,t,n)=>{…},…}`), by their
 * [start, end) offsets.
 */
function factoryRanges(code) {
  const ranges = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      node.properties.every(
        (p) =>
          p.type === 'Property' &&
          p.key.type === 'Literal' &&
          typeof p.key.value === 'number' &&
          (p.value.type === 'FunctionExpression' || p.value.type === 'ArrowFunctionExpression'),
      )
    ) {
      for (const p of node.properties) ranges.push([p.value.start, p.value.end]);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return ranges;
}

/**
 * `code` with its factories in parentheses, and `map` (a source map v3, as JSON text) with every
 * generated column moved by the characters put in before it on its line.
 */
export function eagerFactories(code, map) {
  const inserts = factoryRanges(code)
    .flatMap(([start, end]) => [
      [start, '('],
      [end, ')'],
    ])
    .sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [at, text] of inserts) {
    out += code.slice(from, at) + text;
    from = at;
  }
  out += code.slice(from);

  // Where each insert falls: its line, and its column on that line.
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const columnsByLine = new Map();
  let line = 0;
  for (const [at] of inserts) {
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= at) line += 1;
    const columns = columnsByLine.get(line) ?? [];
    columns.push(at - lineStarts[line]);
    columnsByLine.set(line, columns);
  }
  const source = JSON.parse(map);
  const lines = decode(source.mappings);
  for (const [index, columns] of columnsByLine) {
    for (const segment of lines[index] ?? []) {
      // A character put in at column c moves everything from c on, the segment that starts there too.
      let before = 0;
      while (before < columns.length && columns[before] <= segment[0]) before += 1;
      segment[0] += before;
    }
  }
  source.mappings = encode(lines);
  return { code: out, map: JSON.stringify(source) };
}
