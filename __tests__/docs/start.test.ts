// `npm start` (scripts/start.ts) shows what a person would see after a label round: it runs the
// bundle on a real `issues` `labeled` payload against the emulator and the GitHub fake, and shows
// the comment left on the issue and the job summary as GitHub renders them (cmark-gfm), as HTML
// files and as terminal text; without cmark-gfm, as Markdown source with a hint how to install it.
import { describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlToText, linkMentions, renderMarkdown } from '../../scripts/github-page.js';

interface StartRun {
  code: number | null;
  out: string;
}

/** Runs `npm start`'s script as `npm start` does (through tsx), without a key, without colours. */
function npmStart(env: Record<string, string> = {}): Promise<StartRun> {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...env };
  for (const name of ['AGENT_API_KEY', 'AGENT_PROJECT_ID', 'AGENT_PROMPT', 'RUNNER_DEBUG']) {
    delete base[name];
  }
  const child = spawn(tsx, ['scripts/start.ts'], {
    cwd: process.cwd(),
    env: base,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  child.stderr.on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const PR = 'https://github.com/acme/docs/pull/1';

describe('npm start', () => {
  test('shows the comment left on the issue and the job summary as GitHub renders them, and writes them as HTML', async () => {
    const { code, out } = await npmStart();

    expect(code).toBe(0);
    expect(out).toContain("Codertocat labels issue Codertocat/Hello-World#1 'docs-agent'");
    // The round's working note is removed when the result is posted: one comment is left.
    const heading = 'On the issue Codertocat/Hello-World#1: 1 comment\n';
    expect(out).toContain(heading);
    const issue = out.slice(out.indexOf(heading));
    expect(issue).not.toContain('Working on it');
    // The result comment, rendered: the outcome with the PR's link, the sender mentioned, the
    // request quoted with title and body apart, no Markdown source.
    expect(issue).toContain(`✅ Pull request ready: acme/docs#1 <${PR}>`);
    expect(issue).toContain('@Codertocat The agent opened a pull request.');
    expect(issue).toMatch(
      /│ Document the rateLimit option\n\s+│\n\s+│ The SDK client has a new `rateLimit` option, and no page mentions it\.\n\s+│ Document it/,
    );
    expect(issue).toContain("labels: bug ('docs-agent' removed)");
    expect(issue).not.toMatch(/###|\\\.|<sub>|agent-job-action round=/);
    // The job summary, rendered.
    const summary = issue.slice(issue.indexOf('Job summary'));
    expect(summary).toContain(`✅ Pull request ready: acme/docs#1 <${PR}>`);
    expect(summary).toMatch(/• Job: job_\w+ \(completed\)/);
    expect(summary).toContain(
      '• Documentation repository: https://github.com/acme/docs, branch main',
    );

    // The HTML files whose paths it printed: GitHub-like pages of cmark-gfm's output.
    const files = [...out.matchAll(/^\s+(\.tmp\/start\/\S+\.html)$/gm)].map((m) => m[1] ?? '');
    expect(files).toContain('.tmp/start/summary.html');
    const pages = files.map((file) => readFileSync(join(process.cwd(), file), 'utf8'));
    const result = pages.find((page) => page.includes('Pull request ready'));
    expect(result).toContain(`<h3>✅ Pull request ready: <a href="${PR}">acme/docs#1</a></h3>`);
    expect(result).toContain('github-actions');
    expect(result).toContain('href="https://github.com/Codertocat">@Codertocat</a>');
    expect(pages.at(-1)).toContain(`<a href="${PR}">acme/docs#1</a>`);
  }, 60_000);

  test('without cmark-gfm, shows the Markdown source and says how to install cmark-gfm', async () => {
    const missing = join(process.cwd(), '.tmp', 'no-such-cmark-gfm');
    expect(existsSync(missing)).toBe(false);

    const { code, out } = await npmStart({ CMARK_GFM: missing });

    expect(code).toBe(0);
    expect(out).toContain(`### ✅ Pull request ready: [acme/docs#1](${PR})`);
    expect(out).toContain('@Codertocat The agent opened a pull request.');
    expect(out).toContain("cmark-gfm (GitHub's Markdown renderer) is not installed");
    expect(out).toContain('apt-get install cmark-gfm');
  }, 60_000);
});

describe('the terminal rendering of GitHub HTML', () => {
  test('headings bold, links as text <url>, quotes behind a bar, list items behind a bullet, line breaks kept', () => {
    const html = renderMarkdown(
      [
        '### Done: [acme/docs#3](https://github.com/acme/docs/pull/3)',
        'See <https://example.com/a> and `code`.',
        '> **Title**\n>\n> line one\\\n> line two',
        '- **Job:** `j1`\n- two',
        '<sub>Job · [Workflow run](https://github.com/r/1)</sub>',
        '<!-- hidden marker -->',
      ].join('\n\n'),
    );
    const text = htmlToText(html, { bold: (s) => `*${s}*` });
    expect(text).toBe(
      [
        '*Done: acme/docs#3 <https://github.com/acme/docs/pull/3>*',
        '',
        'See https://example.com/a and code.',
        '',
        '│ *Title*',
        '│',
        '│ line one',
        '│ line two',
        '',
        '• *Job:* j1',
        '• two',
        '',
        'Job · Workflow run <https://github.com/r/1>',
      ].join('\n'),
    );
  });

  test('a mention GitHub would make live is linked; one behind a zero-width space, in code or in a link is not', () => {
    const html = renderMarkdown('@mona asked. @\u200bnobody, `@code`, [@link](https://x.test/)');
    const linked = linkMentions(html);
    expect(linked).toContain('<a class="user-mention" href="https://github.com/mona">@mona</a>');
    expect(linked.match(/user-mention/g)).toHaveLength(1);
  });
});
