// The runner starts the action twice: the main step (action.yml `runs.main`, dist/index.js) and,
// when the job ends, the post step (`runs.post`, dist/post.js, which only imports this bundle).
// The stage is told by the file the runner started, not by saved state as some actions do: a
// main step cancelled in its first milliseconds has saved nothing, and a post step that took
// itself for the main step would start a job nobody wants. Each stage loads its own code only
// (two chunks), so that the post step of a run that reported costs a few milliseconds.
import { basename } from 'node:path';
import { REPORTED_STATE } from './report/saved-round.js';
import { readState } from './toolkit.js';

if (basename(process.argv[1] ?? '') !== 'post.js') {
  const { run } = await import('./main.js');
  await run();
} else if (readState(REPORTED_STATE) !== 'true') {
  // Only a main step that did not report leaves the post step anything to do: otherwise nothing
  // more is loaded and no request is sent.
  const { post } = await import('./post.js');
  await post();
}
