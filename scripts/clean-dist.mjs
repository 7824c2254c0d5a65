// Starts dist/ afresh before ncc builds it: ncc does not empty its output folder (chunks of an
// earlier build would linger), and it emits ES modules only where dist/package.json says so.
// dist/post.js is the post step's entry (action.yml `runs.post`): the same bundle, which tells
// its stage by the file the runner started (see src/index.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
writeFileSync(
  'dist/post.js',
  "// The action's post step (action.yml runs.post): the bundle, started by this file's name.\nimport './index.js';\n",
);
