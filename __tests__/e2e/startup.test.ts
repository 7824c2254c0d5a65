// What the bundle loads as it starts, as the runner runs it: a whole round reads none of Node's
// fetch globals. Axios probes them as it loads (common/fetch-hidden.ts hides them from it), and a
// constructed Response would read them too (github/transport.ts answers Octokit without one);
// either read makes Node load its bundled undici before the round's first request. The globals are
// watched by a preload (`--import`, through NODE_OPTIONS) that notes every read.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectSuccess,
  githubFake,
  issuesEvent,
  REPO,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const WATCHED = ['fetch', 'Request', 'Response', 'FormData'];

/** A preload that notes each read of the watched globals and writes the list at exit. */
const PRELOAD = `import { writeFileSync } from 'node:fs';
const reads = [];
for (const name of ${JSON.stringify(WATCHED)}) {
  const node = Object.getOwnPropertyDescriptor(globalThis, name);
  let value;
  let known = false;
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: node.enumerable,
    get() {
      reads.push(name);
      if (!known) value = node.get ? node.get.call(globalThis) : node.value;
      known = true;
      return value;
    },
    set(given) {
      value = given;
      known = true;
    },
  });
}
process.on('exit', () => writeFileSync(process.env.WATCHED_READS_FILE, JSON.stringify(reads)));
`;

describe('what the bundle loads', () => {
  test('a labelled issue’s round reads none of fetch, Request, Response or FormData', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'startup-'));
    try {
      const preload = join(dir, 'watch-fetch.mjs');
      const readsFile = join(dir, 'reads.json');
      await writeFile(preload, PRELOAD);
      const emu = await emulator();
      const fake = await githubFake();
      fake.setPermission(REPO, 'maintainer', 'maintain');
      const event = issuesEvent(
        fake,
        { number: 5, title: 'Document the CLI', body: 'Please.' },
        { label: 'docs-agent', sender: { login: 'maintainer', type: 'User' } },
      );

      const result = await runWithGitHub(
        emu,
        fake,
        { wait: 'false' },
        {
          event,
          env: {
            NODE_OPTIONS: `--import ${pathToFileURL(preload).href}`,
            WATCHED_READS_FILE: readsFile,
          },
        },
      );

      expectSuccess(result);
      // The round read the asker's permission, created the job and wrote on the issue.
      expect(emu.requests.filter((r) => CREATE_PATH.test(r.path))).toHaveLength(1);
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([
          `GET /repos/${REPO}/collaborators/maintainer/permission`,
          `POST /repos/${REPO}/issues/5/comments`,
        ]),
      );
      expect(JSON.parse(await readFile(readsFile, 'utf8'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
