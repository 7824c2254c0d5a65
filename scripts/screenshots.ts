// `npm run screenshots`: pictures of what a person sees on GitHub after a round, written to docs/:
// the action's comment for each way a round ends (docs/comment-<outcome>.png), its working note,
// and the job summary of a round that opened a pull request (docs/summary-pr.png). Each body is
// built by the action's own functions (workingBody, resultBody, summaryMarkdown) from a sample
// label round, rendered to HTML by cmark-gfm (GitHub's renderer), shown in a small GitHub-like
// page and photographed by headless Chromium.
//
// NOT run by CI: it needs Chromium (Debian package `chromium`, with `fonts-noto-core` and
// `fonts-noto-color-emoji` for GitHub's fonts) and cmark-gfm. Run it after changing the words of
// a comment or the summary, look at every picture, and commit them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describeOutcome } from '../src/report/outcome.js';
import { resultBody, workingBody } from '../src/report/comment-body.js';
import { type RoundEnd, type RoundView } from '../src/report/round-view.js';
import type { RunState } from '../src/report/round-view.js';
import { summaryMarkdown } from '../src/report/summary.js';
import { CMARK_MISSING, githubPage, hasCmarkGfm, renderMarkdown } from './github-page.js';
import { repoRoot } from './run-action.js';

const WIDTH = 860;
/** Tall enough for any comment; the picture is then cut just below the content. */
const RENDER_HEIGHT = 2400;
const MARGIN_BELOW = 16;

// A label round on an issue of acme/docs: mona labelled issue #42, the run is 13579246801.
const RUN_ID = '13579246801';
const JOB_ID = 'job_5f2c8e41a9d3';
const PR_LINK = 'https://github.com/acme/docs/pull/58';
const SAMPLE: RoundView = {
  round: `${RUN_ID}.agent`,
  jobId: JOB_ID,
  action: 'start',
  request: {
    title: 'Document the retry option',
    text: 'The SDK client retries failed requests, but no page says how to configure it.\nAdd a section to the Configuration page, with an example.',
  },
  mention: 'mona',
  runUrl: `https://github.com/acme/docs/actions/runs/${RUN_ID}`,
  waitedMs: 4 * 60_000 + 12_000,
  triggerPhrase: '/agent',
};

interface Picture {
  readonly file: string;
  readonly title: string;
  readonly markdown: string;
  readonly kind: 'comment' | 'summary';
}

/** The comment of each way a round ends, as the action writes it for the sample round. */
function comments(): Picture[] {
  const result = (name: string, end: RoundEnd, view: Partial<RoundView>): Picture => ({
    file: `comment-${name}.png`,
    title: `The comment when the round ends: ${name}`,
    markdown: resultBody({ ...SAMPLE, ...view }, end),
    kind: 'comment',
  });
  return [
    {
      file: 'comment-working.png',
      title: 'The working note',
      markdown: workingBody({ ...SAMPLE, status: 'active' }),
      kind: 'comment',
    },
    result('pr', 'pr', { status: 'completed', prLink: PR_LINK }),
    result('no-pr', 'no-pr', { status: 'completed' }),
    result('failed', 'failed', { status: 'failed' }),
    result('archived', 'archived', { status: 'archived' }),
    result('timeout', 'timeout', { status: 'active', waitedMs: 30 * 60_000 }),
    result('cancelled', 'cancelled', { status: 'active', waitedMs: 7 * 60_000 + 30_000 }),
    result('error', 'error', {
      jobId: undefined,
      waitedMs: undefined,
      failure:
        'authentication failed (401) while creating the job: the api-key was refused, and admin keys expire (after 90 days unless set otherwise); create a new admin key in the dashboard and update the secret',
    }),
  ];
}

/** The job summary of the sample round that opened a pull request. */
function summary(): Picture {
  const state: RunState = {
    jobId: JOB_ID,
    record: {
      id: JOB_ID,
      status: 'completed',
      repository: 'https://github.com/acme/docs',
      ref: 'main',
      model: 'claude-sonnet-4',
      prLink: PR_LINK,
      raw: {},
    },
    timedOut: false,
    waitedMs: SAMPLE.waitedMs ?? 0,
    end: 'pr',
    headline: describeOutcome('pr', JOB_ID, SAMPLE.waitedMs ?? 0),
    commentUrl: 'https://github.com/acme/docs/issues/42#issuecomment-2712345678',
  };
  const view = { ...SAMPLE, status: 'completed', prLink: PR_LINK };
  return {
    file: 'summary-pr.png',
    title: 'The job summary when the round opened a pull request',
    markdown: summaryMarkdown(state, view, 'pr', (text) => text),
    kind: 'summary',
  };
}

/** The first Chromium that runs here: $CHROMIUM, else the usual names. */
function findChromium(): string | undefined {
  const candidates = process.env.CHROMIUM
    ? [process.env.CHROMIUM]
    : ['chromium', 'chromium-browser', 'google-chrome'];
  return candidates.find((name) => {
    const probe = spawnSync(name, ['--version'], { encoding: 'utf8' });
    return probe.error === undefined && probe.status === 0;
  });
}

/** A PNG of the page, `WIDTH` wide, as tall as the page's content. */
function photograph(chromium: string, html: string, work: string): Buffer {
  const page = join(work, 'page.html');
  const shot = join(work, 'shot.png');
  writeFileSync(page, html);
  const profile = mkdtempSync(join(work, 'profile-'));
  const run = spawnSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      '--hide-scrollbars',
      `--screenshot=${shot}`,
      `--window-size=${WIDTH},${RENDER_HEIGHT}`,
      `file://${page}`,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (run.error || run.status !== 0) {
    throw new Error(
      `chromium could not take the screenshot: ${run.error?.message ?? run.stderr.trim()}`,
    );
  }
  rmSync(profile, { recursive: true, force: true });
  return cropBelowContent(PNG.sync.read(readShot(shot)));
}

function readShot(path: string): Buffer {
  if (!existsSync(path)) throw new Error(`chromium wrote no screenshot to ${path}`);
  return readFileSync(path);
}

/** Cuts the picture MARGIN_BELOW pixels below its last row that is not plain white. */
function cropBelowContent(png: PNG): Buffer {
  let last = 0;
  for (let y = png.height - 1; y >= 0 && last === 0; y--) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] !== 255 || png.data[i + 1] !== 255 || png.data[i + 2] !== 255) {
        last = y;
        break;
      }
    }
  }
  if (last >= png.height - 1) {
    throw new Error(
      `the content is taller than ${RENDER_HEIGHT} pixels: raise RENDER_HEIGHT in scripts/screenshots.ts`,
    );
  }
  const height = Math.min(png.height, last + 1 + MARGIN_BELOW);
  const out = new PNG({ width: png.width, height });
  png.data.copy(out.data, 0, 0, png.width * height * 4);
  return PNG.sync.write(out);
}

function main(): number {
  if (!hasCmarkGfm()) {
    console.error(`npm run screenshots: ${CMARK_MISSING}`);
    return 1;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      'npm run screenshots: Chromium is not installed: on Debian or Ubuntu, `sudo apt-get install chromium fonts-noto-core fonts-noto-color-emoji` (or set CHROMIUM to a Chrome binary)',
    );
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), 'agent-job-action-screenshots-'));
  try {
    for (const picture of [...comments(), summary()]) {
      const html = githubPage({
        title: picture.title,
        kind: picture.kind,
        html: renderMarkdown(picture.markdown),
      });
      const file = join(repoRoot, 'docs', picture.file);
      writeFileSync(file, photograph(chromium, html, work));
      console.log(`wrote docs/${picture.file}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`npm run screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
