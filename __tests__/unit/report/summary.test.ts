import { describe, expect, test } from '@jest/globals';
import { jobRecord } from '../../../__fixtures__/jobs.js';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';
import type { RoundEnd, RoundView } from '../../../src/report/round-view.js';
import type { RunState } from '../../../src/report/round-view.js';
import { summaryMarkdown } from '../../../src/report/summary.js';
import { createRedactor } from '../../../src/common/redact.js';

const PR = 'https://github.com/acme/docs/pull/12';
const KEY = 'mint_s3cr3tK3yValue9';
const redact = createRedactor([KEY]);

function state(
  fields: Readonly<Record<string, unknown>> & { status: string },
  more: Partial<RunState> = {},
): RunState {
  return {
    jobId: 'job_1',
    record: jobRecord(fields),
    timedOut: false,
    waitedMs: 95_000,
    commentUrl: '',
    ...more,
  };
}

const view: RoundView = { action: 'start', triggerPhrase: '/agent', prLink: PR };

function summary(s: RunState, end: RoundEnd, v: Partial<RoundView> = {}) {
  return render(summaryMarkdown(s, { ...view, ...v }, end, redact));
}

describe('the job summary, as GitHub renders it', () => {
  test('leads with the outcome and the pull request, then the job, repository and branch, model and time waited', () => {
    const rendered = summary(
      state({
        status: 'completed',
        prLink: PR,
        source: { repository: 'https://github.com/acme/handbook', ref: 'docs-agent' },
        model: 'model-7',
      }),
      'pr',
    );
    expect(rendered.root.querySelector('h3')?.textContent).toBe(
      '✅ Pull request ready: acme/docs#12',
    );
    expect(rendered.links[0]).toEqual({ href: PR, text: 'acme/docs#12' });
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'Job: job_1 (completed)',
      'Documentation repository: https://github.com/acme/handbook, branch docs-agent',
      'Model: model-7',
      'Waited: 1m 35s',
    ]);
    expect(rendered.text).not.toMatch(/\bmode\b|create|Field|Value/i);
    expectSafelyRendered(rendered, { links: [PR] });
  });

  test('invisible characters from the service are shown: repository, branch, model, status', () => {
    const rendered = summary(
      state({
        status: 'act\u202eive',
        source: {
          repository: 'https://github.com\u2060.evil.example/handbook',
          ref: 'fix-\u202etxt.exe',
        },
        model: 'model\u200b-7',
      }),
      'running',
    );
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'Job: job_1 (act<U+202E>ive)',
      'Documentation repository: https://github.com<U+2060>.evil.example/handbook, branch fix-<U+202E>txt.exe',
      'Model: model<U+200B>-7',
      'Waited: 1m 35s',
    ]);
    expect(rendered.links).toEqual([{ href: 'https://github.com', text: 'https://github.com' }]);
    expectSafelyRendered(rendered);
  });

  test('a time-out says the job is still running and how to resume', () => {
    const rendered = summary(
      state(
        { status: 'active' },
        {
          timedOut: true,
          headline:
            'Stopped waiting after 1m 35s; the job goes on at the service: run again with job-id: job_1 to resume waiting.',
        },
      ),
      'timeout',
      { waitedMs: 95_000, prLink: undefined },
    );
    expect(rendered.root.querySelector('h3')?.textContent).toBe('⏳ Still running after 1m 35s');
    expect(rendered.text).toContain('run again with job-id: job_1 to resume waiting.');
    expect(rendered.text).toContain('Job: job_1 (active, still running)');
  });

  test('every value from the service is shown as text: no HTML, no link of its own, no mention', () => {
    const rendered = summary(
      state({
        status: 'completed<img src=x>',
        source: { repository: '<script>x</script> @octocat', ref: 'main`<b>' },
        model: '[m](javascript:alert(1)) #1',
      }),
      'no-pr',
    );
    expectSafelyRendered(rendered);
    expect(rendered.text).toContain('<script>x</script> @octocat');
    expect(rendered.text).toContain("branch main'<b>");
  });

  test('missing fields are left out', () => {
    const rendered = summary(state({ status: 'failed' }), 'failed');
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'Job: job_1 (failed)',
      'Waited: 1m 35s',
    ]);
  });

  test('never shows the api-key, even split by escaping: it is redacted first', () => {
    const echoed = `${KEY}_x*`;
    const rendered = summary(
      state(
        { status: echoed, source: { repository: echoed, ref: echoed }, model: echoed },
        { jobId: KEY },
      ),
      'running',
    );
    expect(rendered.text).not.toContain('s3cr3tK3yValue9');
    expect(summaryMarkdown(state({ status: echoed }), view, 'running', redact)).not.toMatch(
      /s3cr3t/,
    );
  });
});

describe('a digest', () => {
  test('the covered pull requests follow the facts', () => {
    const covered =
      '**Pull request covered** (1, merged from 2026-11-18 to 2026-11-25):\n\n- [#3](https://github.com/acme/app/pull/3) Retry option';
    const rendered = summary(state({ status: 'completed', prLink: PR }), 'pr', { covered });
    expect(rendered.text).toMatch(/Waited: 1m 35s\s+Pull request covered \(1, merged from/);
    expect(rendered.links.map((l) => l.href)).toContain('https://github.com/acme/app/pull/3');
  });
});

describe('the summary of a round that triggered an automation', () => {
  test('a run not followed: the heading, why, and the run started, with its id; the job out of the way', () => {
    const rendered = summary(
      { jobId: 'bg_1', timedOut: false, waitedMs: 1_000, commentUrl: '', automationRunId: 'run_1' },
      'triggered',
      {
        prLink: undefined,
        automation: { automationId: 'auto_weekly', runId: 'run_1' },
      },
    );
    const s = {
      ...rendered,
      paragraphs: rendered.root.querySelectorAll('p').map((p) => p.textContent),
    };
    expect(rendered.root.querySelector('h3')?.textContent).toBe('🤖 Automation run started');
    expect(s.paragraphs).toContain(
      "This workflow started a run of the service's automation auto_weekly (run run_1).",
    );
    expect(rendered.root.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'Job: bg_1',
      'Waited: 1s',
    ]);
    expectSafelyRendered(rendered);
  });

  test('a followed run that opened a pull request says both', () => {
    const rendered = summary(state({ status: 'completed', prLink: PR }), 'pr', {
      automation: { automationId: 'auto_weekly', runId: 'run_1' },
    });
    expect(rendered.text).toContain(
      "This workflow started a run of the service's automation auto_weekly (run run_1).",
    );
  });
});
