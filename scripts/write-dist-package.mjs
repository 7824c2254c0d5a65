// ncc emits ES modules; this tells Node (and the runner) to load dist/*.js as ESM.
import { writeFileSync } from 'node:fs';

writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
