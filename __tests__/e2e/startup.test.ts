// What the bundle does as it starts, as the runner runs it, watched by a preload (`--import`,
// through NODE_OPTIONS) that writes what it saw to a file at exit:
// - A whole round reads none of Node's fetch globals. Axios probes them as it loads
//   (common/fetch-hidden.ts hides them from it), and a constructed Response would read them too
//   (github/transport.ts answers Octokit without one); either read makes Node load its bundled
//   undici before the round's first request.
// - The create request is written before Node's undici or the runner's toolkit has loaded: the
//   toolkit waits for it (RunnerLog.holdingToolkit), and its first line is the first thing the
//   step prints.
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
  type ActionResult,
  type Emulator,
  type GitHubFake,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const WATCHED = ['fetch', 'Request', 'Response', 'FormData'];

/** A preload that notes each read of the watched globals. */
const READS_PRELOAD = `import { writeFileSync } from 'node:fs';
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
process.on('exit', () => writeFileSync(process.env.PRELOAD_FILE, JSON.stringify(reads)));
`;

/**
 * A preload that notes, in order, each request written (through Node's diagnostics channel) and
 * the first thing printed, each with whether Node's undici had loaded by then.
 */
const ORDER_PRELOAD = `import dc from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
const events = [];
const undici = () => process.moduleLoadList.some((m) => m.includes('internal/deps/undici'));
dc.subscribe('http.client.request.start', ({ request }) => {
  const what = request.method + ' ' + request.path;
  request.once('finish', () => events.push({ written: what, undici: undici() }));
});
const write = process.stdout.write;
let printed = false;
process.stdout.write = function (...args) {
  if (!printed) events.push({ printed: true, undici: undici() });
  printed = true;
  return write.apply(this, args);
};
process.on('exit', () => writeFileSync(process.env.PRELOAD_FILE, JSON.stringify(events)));
`;

/** A labelled issue's round on the bundle with `preload`; what the preload wrote, and the run. */
async function labelledRound(
  preload: string,
  inputs: Record<string, string> = {},
): Promise<{ emu: Emulator; fake: GitHubFake; result: ActionResult; seen: unknown }> {
  const dir = await mkdtemp(join(tmpdir(), 'startup-'));
  try {
    const preloadFile = join(dir, 'preload.mjs');
    const seenFile = join(dir, 'seen.json');
    await writeFile(preloadFile, preload);
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
      { wait: 'false', ...inputs },
      {
        event,
        env: {
          NODE_OPTIONS: `--import ${pathToFileURL(preloadFile).href}`,
          PRELOAD_FILE: seenFile,
        },
      },
    );
    return { emu, fake, result, seen: JSON.parse(await readFile(seenFile, 'utf8')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('what the bundle loads', () => {
  test('a labelled issue’s round reads none of fetch, Request, Response or FormData', async () => {
    const { emu, fake, result, seen } = await labelledRound(READS_PRELOAD);
    expectSuccess(result);
    // The round read the asker's permission, created the job and wrote on the issue.
    expect(emu.requests.filter((r) => CREATE_PATH.test(r.path))).toHaveLength(1);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        `GET /repos/${REPO}/collaborators/maintainer/permission`,
        `POST /repos/${REPO}/issues/5/comments`,
      ]),
    );
    expect(seen).toEqual([]);
  });

  test('the create is written before Node’s undici or the toolkit loads, and before any line', async () => {
    // No comment on the issue: the round's first line comes as it plans its job, just before the
    // create (a round that reads its thread first loads the toolkit then, while GitHub answers).
    const { result, seen } = await labelledRound(ORDER_PRELOAD, { comment: 'false' });
    expectSuccess(result);
    const events = seen as { written?: string; printed?: boolean; undici: boolean }[];
    const create = events.findIndex(
      (e) => e.written !== undefined && CREATE_PATH.test(e.written.split(' ')[1] ?? ''),
    );
    const printed = events.findIndex((e) => e.printed);
    expect(events[0]).toEqual({
      written: `GET /repos/${REPO}/collaborators/maintainer/permission`,
      undici: false,
    });
    expect(events[create]).toMatchObject({
      written: expect.stringMatching(/^POST /),
      undici: false,
    });
    expect(printed).toBeGreaterThan(create);
  });
});
