// Starts dist/ afresh before ncc builds it: ncc does not empty its output folder (chunks of an
// earlier build would linger), and it emits ES modules only where dist/package.json says so.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
