// Starts dist/ afresh before ncc builds it: ncc does not empty its output folder (chunks of an
// earlier build would linger), and it emits ES modules only where dist/package.json says so.
// dist/post.js is the post step's entry (action.yml `runs.post`). After a main step that
// reported (the saved state `reported`, which the runner passes as STATE_reported, the way the
// toolkit's getState reads it) it ends at once, loading nothing and sending nothing; otherwise it
// imports the bundle, which tells its stage by this file's name (see src/index.ts).
// dist/digest.js, dist/sweep.js and dist/automation.js are the main entries of the sub-actions
// (digest/action.yml, …): each imports the bundle, which tells the action by the file's name.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
writeFileSync(
  'dist/post.js',
  [
    "// The action's post step (action.yml runs.post): nothing to do after a main step that reported.",
    "if (process.env.STATE_reported !== 'true') await import('./index.js');",
    '',
  ].join('\n'),
);
for (const action of ['digest', 'sweep', 'automation']) {
  writeFileSync(
    `dist/${action}.js`,
    [
      `// The ${action} action's main step (${action}/action.yml runs.main): the bundle, told by this file's name.`,
      "await import('./index.js');",
      '',
    ].join('\n'),
  );
}
