// Minifies what ncc emitted in dist/: the entry and every chunk, each with its source map carried
// through. ncc's own --minify mangles the entry only, without compressing: code no path reaches
// (most of valibot, whose functions the action does not use) stays in, and the chunks
// (Octokit, the runner's toolkit) are left as they were written. Every byte of the entry is
// parsed before the round's first request, and a chunk's bytes before its first use.
// Names of functions and classes are kept: errors and stack traces name them. Then each module
// factory goes in parentheses, for V8 to compile it at once (scripts/eager-factories.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';
import { eagerFactories } from './eager-factories.mjs';

const DIST = 'dist';

for (const file of readdirSync(DIST).filter((name) => /^(?:\d+\.)?index\.js$/.test(name))) {
  const path = join(DIST, file);
  const map = `${file}.map`;
  const result = await minify(readFileSync(path, 'utf8'), {
    module: true,
    compress: true,
    mangle: true,
    keep_classnames: true,
    keep_fnames: true,
    sourceMap: { content: readFileSync(join(DIST, map), 'utf8'), url: map, includeSources: true },
  });
  const eager = eagerFactories(result.code, String(result.map));
  writeFileSync(path, eager.code);
  writeFileSync(join(DIST, map), eager.map);
}
