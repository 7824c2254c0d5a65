// The runner starts the action twice: the main step (action.yml `runs.main`, dist/index.js) and,
// when the job ends, the post step (`runs.post`, dist/post.js). The digest, sweep and automation
// actions (digest/action.yml, …) start dist/digest.js, dist/sweep.js and dist/automation.js, which
// import this bundle (scripts/clean-dist.mjs writes them). The stage and the action are told by the
// file the runner started, not by saved state as some actions do: a main step cancelled in its first
// milliseconds has saved nothing, and a post step that took itself for the main step would start
// a job nobody wants. dist/post.js (scripts/clean-dist.mjs) ends at once, loading nothing, when
// the main step reported; otherwise it imports this bundle, which then runs the post step.
// Stryker disable all: only the bundle runs this file (the end-to-end tests start dist/index.js and
// dist/post.js); the tests in-process call run() and post() themselves.
import { basename } from 'node:path';
import { run } from './main.js';
import type { ActionName } from './settings/types.js';

const SUB_ACTIONS: Readonly<Record<string, ActionName>> = {
  'digest.js': 'digest',
  'sweep.js': 'sweep',
  'automation.js': 'automation',
};
const started = basename(process.argv[1] ?? '');

if (started === 'post.js') {
  const { post } = await import('./post.js');
  await post();
} else {
  await run(undefined, SUB_ACTIONS[started] ?? 'root');
}
