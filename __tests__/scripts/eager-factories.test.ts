// scripts/eager-factories.mjs: each module factory of a minified bundle file in parentheses, and
// its source map still pointing every generated position at the same source.
import { describe, expect, test } from '@jest/globals';
import { decode } from '@jridgewell/sourcemap-codec';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { repoRoot } from '../../scripts/readme.js';

const { eagerFactories } = (await import(
  pathToFileURL(join(repoRoot, 'scripts', 'eager-factories.mjs')).href
)) as { eagerFactories: (code: string, map: string) => { code: string; map: string } };

/** A chunk and an entry as ncc writes them (before terser), two lines apart. */
const SOURCE = `export const id = 7;
export const modules = {
  12: (module, exports, require) => { module.exports = require(34) + 1; },
  34: function (module) { module.exports = { answer: 41 }; },
};
var table = { 56: (module) => { module.exports = 'entry'; } };
var options = { retries: function () { return 3; }, 2: 'two' };
export const all = [table, options];
`;

async function minified(): Promise<{ code: string; map: string }> {
  const result = await minify(
    { 'chunk.js': SOURCE },
    { module: true, compress: false, mangle: false, format: { max_line_len: 60 }, sourceMap: true },
  );
  return { code: result.code ?? '', map: String(result.map) };
}

describe('eagerFactories', () => {
  test('puts each function of a table of modules in parentheses, and nothing else', async () => {
    const before = await minified();
    const { code } = eagerFactories(before.code, before.map);
    expect(code).toMatch(/12:\(\(module,exports,require\)=>\{[^}]*\}\)/);
    expect(code).toMatch(/34:\(function\(module\)\{[^}]*\}\}\)/);
    expect(code).toMatch(/56:\(module=>\{[^}]*\}\)/);
    // Functions keyed by name, and an object with a key that is not a number's, stay as they were.
    expect(code).toMatch(/retries:function\(\)\{/);
    expect(code.length).toBe(before.code.length + 6);
    // The entry (the bundle the e2e tests run) is the proof that the code still runs as it did.
  });

  test('the source map moves with the code: every mapped position holds the same text, from the same source', async () => {
    const before = await minified();
    expect(before.code.split('\n').length).toBeGreaterThan(2); // inserts on several lines
    const after = eagerFactories(before.code, before.map);
    const oldLines = before.code.split('\n');
    const newLines = after.code.split('\n');
    const oldMap = decode((JSON.parse(before.map) as { mappings: string }).mappings);
    const newMap = decode((JSON.parse(after.map) as { mappings: string }).mappings);
    expect(newMap.map((segments) => segments.length)).toEqual(
      oldMap.map((segments) => segments.length),
    );
    let moved = 0;
    oldMap.forEach((segments, line) => {
      segments.forEach((segment, i) => {
        const now = newMap[line]?.[i] ?? [];
        // Where it comes from is unchanged; where it is, is the same text.
        expect(now.slice(1)).toEqual(segment.slice(1));
        // The token there: a name or a number, else one character.
        const token = (text: string | undefined, column: number) =>
          /^[\w$]+|^[^]/.exec(text?.slice(column) ?? '')?.[0];
        expect(token(newLines[line], now[0] ?? -1)).toBe(token(oldLines[line], segment[0]));
        if (now[0] !== segment[0]) moved += 1;
      });
    });
    expect(moved).toBeGreaterThan(0);
    // Everything else in the map is kept.
    const withoutMappings = (map: string) => ({ ...(JSON.parse(map) as object), mappings: '' });
    expect(withoutMappings(after.map)).toEqual(withoutMappings(before.map));
  });

  test('a file without a table of modules is left as it is', async () => {
    const result = await minify('export const a = { x: function () { return 1; } };', {
      module: true,
      sourceMap: true,
    });
    const code = result.code ?? '';
    expect(eagerFactories(code, String(result.map))).toEqual({
      code,
      map: JSON.stringify(JSON.parse(String(result.map))),
    });
  });
});
