import { describe, expect, test } from '@jest/globals';
import { latestJob, marker, markedComments, readMarker } from '../../../src/github/marker.js';
import {
  MAX_COMMENT_LENGTH,
  REQUEST_EXCERPT_LENGTH,
  resultBody,
  workingBody,
} from '../../../src/report/comment-body.js';
import { type RoundEnd, type RoundView } from '../../../src/report/round-view.js';
import type { ThreadComment } from '../../../src/github/thread.js';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';
import { markerTrust, OWN_LOGIN } from '../../../__fixtures__/marker-trust.js';

const JOB = 'job_1_abcd1234';
const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242';
const PR = 'https://github.com/acme/docs/pull/12';

function view(fields: Partial<RoundView> = {}): RoundView {
  return {
    round: '4242.agent',
    jobId: JOB,
    status: 'completed',
    action: 'start',
    prLink: PR,
    request: { title: 'Document the retry option', text: 'The SDK retries now.\nSay how.' },
    mention: 'alice',
    runUrl: RUN_URL,
    waitedMs: 95_000,
    triggerPhrase: '/agent',
    ...fields,
  };
}

function comment(fields: Partial<ThreadComment>): ThreadComment {
  return {
    id: 1,
    body: '',
    url: 'https://github.com/acme/docs/issues/7#issuecomment-1',
    login: OWN_LOGIN,
    authorType: 'Bot',
    association: 'NONE',
    ...fields,
  };
}

/** The first line a person reads: the heading. */
function heading(body: string): string {
  return render(body).root.querySelector('h3')?.textContent ?? '';
}

const EVERY_END: RoundEnd[] = [
  'pr',
  'no-pr',
  'failed',
  'archived',
  'timeout',
  'running',
  'cancelled',
  'stopped',
  'error',
  'no-job',
  'triggered',
];

describe('the marker', () => {
  test('a digest round carries where its window ended (until=), after the kind and before sent=no; read back', () => {
    const until = '2026-11-25T19:05:06Z';
    const text = marker({ jobId: JOB, status: 'active', kind: 'result', until, sent: false });
    expect(text).toBe(
      `<!-- agent-job-action job-id=${JOB} status=active kind=result until=${until} sent=no -->`,
    );
    expect(readMarker(text)).toEqual({
      round: undefined,
      jobId: JOB,
      status: 'active',
      kind: 'result',
      sent: false,
      until,
    });
  });

  test.each([
    '2026-11-25',
    '2026-11-25T19:05:06.123Z',
    '2026-11-25T19:05:06+00:00',
    'x2026-11-25T19:05:06Z',
    '2026-11-25T19:05:06Zx',
  ])(
    'a window end that is not UTC whole seconds (%j) is never written, and left out when read',
    (until) => {
      expect(marker({ jobId: JOB, status: 'active', kind: 'result', until })).toBe(
        `<!-- agent-job-action job-id=${JOB} status=active kind=result -->`,
      );
      const planted = `<!-- agent-job-action job-id=${JOB} status=active kind=result until=${until} -->`;
      const read = readMarker(planted);
      if (read)
        expect(read).toEqual({ round: undefined, jobId: JOB, status: 'active', kind: 'result' });
    },
  );

  test('a marker without until (every earlier one) reads as before', () => {
    expect(readMarker(marker({ jobId: JOB, status: 'active', kind: 'result' }))).not.toHaveProperty(
      'until',
    );
  });

  test('carries the round, the job, its status and the kind of comment, hidden in an HTML comment', () => {
    const text = marker({ round: '4242.agent', jobId: JOB, status: 'active', kind: 'working' });
    expect(text).toBe(
      `<!-- agent-job-action round=4242.agent job-id=${JOB} status=active kind=working -->`,
    );
    expect(readMarker(`text\n${text}`)).toEqual({
      round: '4242.agent',
      jobId: JOB,
      status: 'active',
      kind: 'working',
    });
  });

  test('a round that ended before any job says so with job-id=-', () => {
    const text = marker({ round: '1.a', status: 'error', kind: 'result' });
    expect(text).toContain('job-id=-');
    expect(readMarker(text)?.jobId).toBeUndefined();
  });

  test('keeps only lower-case letters and hyphens of a status, so it cannot close the comment', () => {
    const hostile = marker({ jobId: JOB, status: 'done --> <b>x</b>', kind: 'result' });
    expect(hostile.split('-->')).toHaveLength(2);
    expect(readMarker(hostile)?.status).toBe('done--bxb');
  });

  test('an id that fails the id rule is never written into the marker', () => {
    expect(marker({ jobId: 'a b -->', status: 'active', kind: 'result' })).toContain('job-id=-');
  });

  test.each(['a b', 'x -->', 'a:b', 'r'.repeat(121)])(
    'a round that fails the round rule (%j) is left out of the marker',
    (round) => {
      const text = marker({ round, jobId: JOB, status: 'active', kind: 'result' });
      expect(text).toBe(`<!-- agent-job-action job-id=${JOB} status=active kind=result -->`);
      expect(readMarker(text)).toEqual({
        round: undefined,
        jobId: JOB,
        status: 'active',
        kind: 'result',
      });
    },
  );

  test('a status is cut to 20 characters, so that the marker can be read back', () => {
    const text = marker({
      jobId: JOB,
      status: 'waiting-for-the-service-to-answer',
      kind: 'result',
    });
    expect(text).toContain(' status=waiting-for-the-serv kind=');
    expect(readMarker(text)?.status).toBe('waiting-for-the-serv');
  });

  test('a status with no lower-case letter or hyphen is written as unknown', () => {
    expect(readMarker(marker({ jobId: JOB, status: 'OK 200', kind: 'result' }))?.status).toBe(
      'unknown',
    );
  });

  test('a round whose prompt did not reach its job says so last, with sent=no', () => {
    const text = marker({ round: '1.a', jobId: JOB, status: 'error', kind: 'result', sent: false });
    expect(text).toBe(
      `<!-- agent-job-action round=1.a job-id=${JOB} status=error kind=result sent=no -->`,
    );
    expect(readMarker(text)).toEqual({
      round: '1.a',
      jobId: JOB,
      status: 'error',
      kind: 'result',
      sent: false,
    });
  });

  test.each([
    ['sent', { jobId: JOB, sent: true }],
    ['not said', { jobId: JOB }],
    ['not sent, but no job', { sent: false }],
    ['not sent, to a job id that fails the id rule', { jobId: 'a b', sent: false }],
  ])('%s: no sent field, and read back as sent', (_, fields) => {
    const text = marker({ round: '1.a', status: 'active', kind: 'result', ...fields });
    expect(text).not.toContain('sent=');
    expect(readMarker(text)).not.toHaveProperty('sent');
  });

  test.each(['sent=yes', 'sent=No', 'sent=nope', 'unsent=no'])(
    'a marker with %s is read as sent',
    (field) => {
      const text = `<!-- agent-job-action job-id=${JOB} status=active kind=result ${field} -->`;
      expect(readMarker(text)).toEqual({
        round: undefined,
        jobId: JOB,
        status: 'active',
        kind: 'result',
      });
    },
  );

  test('the working note and the result carry a pull request’s head and docs pull request', () => {
    const head = 'c'.repeat(40);
    const docsPr = 'acme:handbook:12';
    for (const body of [
      workingBody(view({ head, docsPr })),
      resultBody(view({ head, docsPr }), 'pr'),
    ]) {
      expect(readMarker(body)).toMatchObject({ head, docsPr });
    }
    expect(readMarker(workingBody(view()))).not.toHaveProperty('head');
    expect(readMarker(resultBody(view(), 'pr'))).not.toHaveProperty('docsPr');
  });

  test('the working note and the result carry the round’s sent=no', () => {
    expect(readMarker(workingBody(view({ sent: false })))?.sent).toBe(false);
    expect(readMarker(resultBody(view({ sent: false }), 'error'))?.sent).toBe(false);
    expect(readMarker(resultBody(view({ sent: true }), 'pr'))).not.toHaveProperty('sent');
  });

  test('the first version’s markers still name their job', () => {
    expect(readMarker(`<!-- agent-job-action job-id=${JOB} status=completed -->`)).toEqual({
      round: undefined,
      jobId: JOB,
      status: 'completed',
      kind: 'result',
    });
  });

  test.each([
    ['no marker', 'just text'],
    ['an id with a slash', '<!-- agent-job-action job-id=../x status=active kind=result -->'],
    ['no status', `<!-- agent-job-action job-id=${JOB} kind=result -->`],
    ['a round with a space', `<!-- agent-job-action round=a%20b job-id=${JOB} status=active -->`],
    ['a round with a colon', `<!-- agent-job-action round=a:b job-id=${JOB} status=active -->`],
    ['a round with a tilde', `<!-- agent-job-action round=~r job-id=${JOB} status=active -->`],
    [
      'a round of 121 characters',
      `<!-- agent-job-action round=${'r'.repeat(121)} job-id=${JOB} status=active -->`,
    ],
    [
      'an id starting with a hyphen',
      '<!-- agent-job-action job-id=-job status=active kind=result -->',
    ],
    [
      'an id starting with a dot',
      '<!-- agent-job-action job-id=.job status=active kind=result -->',
    ],
    ['an empty id', '<!-- agent-job-action job-id= status=active kind=result -->'],
    ['a status with a capital before it', `<!-- agent-job-action job-id=${JOB} status=Xactive -->`],
    ['a status with a digit after it', `<!-- agent-job-action job-id=${JOB} status=active1 -->`],
    [
      'a status of 21 characters',
      `<!-- agent-job-action job-id=${JOB} status=${'a'.repeat(21)} -->`,
    ],
    ['no space before its end', `<!-- agent-job-action job-id=${JOB} status=active-->`],
  ])('a comment with %s has no marker', (_, body) => {
    expect(readMarker(body)).toBeUndefined();
  });
});

describe('the issue’s jobs, from the action’s comments', () => {
  const result = (jobId: string, extra: Partial<ThreadComment> = {}) =>
    comment({ body: marker({ round: 'r', jobId, status: 'completed', kind: 'result' }), ...extra });

  test('the latest job is the newest trusted comment that names one', async () => {
    const marked = await markedComments(
      [
        result('job_old', { id: 1 }),
        result('job_new', { id: 2 }),
        comment({ id: 3, body: marker({ round: 'r2', status: 'error', kind: 'result' }) }),
      ],
      markerTrust(),
    );
    expect(latestJob(marked)).toEqual({ jobId: 'job_new', status: 'completed' });
  });

  test('a marker counts only when the trust vouches for its author; only marked comments are asked about', async () => {
    const planted = result('job_planted', { id: 9, login: 'outsider', authorType: 'User' });
    const maintainer = result('job_member', { id: 8, login: 'maintainer', authorType: 'User' });
    const copier = result('job_copied', { id: 10, login: 'echo[bot]' });
    const plain = comment({ id: 11, login: 'chatty', body: 'thanks!' });
    const trust = markerTrust(['maintainer']);
    const marked = await markedComments([maintainer, planted, copier, plain], trust);
    expect(marked.map((m) => m.marker.jobId)).toEqual(['job_member']);
    expect(trust.asked).toEqual(['maintainer', 'outsider', 'echo[bot]']);
  });

  test('no marked comment, no job', async () => {
    expect(
      latestJob(await markedComments([comment({ body: 'thanks!' })], markerTrust())),
    ).toBeUndefined();
  });
});

describe('a digest round', () => {
  const until = '2026-11-25T19:05:06Z';
  const covered =
    '**Pull requests covered** (1):\n\n- [#3](https://github.com/acme/app/pull/3) Retry option';

  test('the working note and the result carry the window end in their markers', () => {
    expect(readMarker(workingBody(view({ until })))?.until).toBe(until);
    expect(readMarker(resultBody(view({ until }), 'pr'))?.until).toBe(until);
  });

  test('the result lists the covered pull requests after what was asked; the working note does not', () => {
    const body = resultBody(view({ until, covered }), 'pr');
    expect(body).toContain(`Say how\\.\n\n${covered}\n\n<sub>`);
    expect(workingBody(view({ until, covered }))).not.toContain('Pull requests covered');
    expect(resultBody(view(), 'pr')).not.toContain('covered');
  });
});

describe('the working note', () => {
  test('names the job and links the run; says a new comment will follow; mentions nobody', () => {
    const rendered = render(workingBody(view({ status: 'active' })));
    expect(heading(workingBody(view()))).toBe('🤖 Working on it');
    expect(rendered.text).toContain(JOB);
    expect(rendered.text).toMatch(/new comment will follow/);
    expect(rendered.links).toEqual([{ href: RUN_URL, text: 'Workflow run' }]);
    expectSafelyRendered(rendered, { links: [RUN_URL] });
  });

  test('of a round that does not wait: says the next scheduled check posts the result, and carries the facts hidden before the marker', () => {
    const facts = '<!-- agent-job-action-round d=eyJ2IjoxfQ -->';
    const body = workingBody(view(), facts);
    const rendered = render(body);
    expect(rendered.text).toContain(
      'The agent is on it. A new comment will follow here with the result: the next scheduled check after the job ends posts it.',
    );
    expect(rendered.text).not.toMatch(/when it ends/);
    expect(body.indexOf(facts)).toBeGreaterThan(body.indexOf('<sub>'));
    expect(body.indexOf(facts)).toBeLessThan(body.indexOf('<!-- agent-job-action round='));
    expect(body).toContain(`</sub>\n\n${facts}\n\n<!-- agent-job-action round=`);
    expect(workingBody(view())).not.toContain('agent-job-action-round');
    expect(workingBody(view())).not.toContain('\n\n\n');
  });

  test('of a round that waits: says a new comment follows when the job ends, and nothing stands between the footer and the marker', () => {
    const body = workingBody(view());
    expect(render(body).text).toContain(
      'The agent is on it. A new comment will follow here when it ends.',
    );
    expect(body).not.toMatch(/scheduled check/);
    expect(body).toMatch(/<\/sub>\n\n<!-- agent-job-action round=[^\n]*-->\n$/);
  });

  test('shows no time waited: the round has only begun', () => {
    const rendered = render(workingBody(view({ waitedMs: 95_000 })));
    expect(rendered.root.querySelector('sub')?.textContent).toBe(`Job ${JOB} · Workflow run`);
  });

  test('its marker says the job is active unless told otherwise', () => {
    expect(readMarker(workingBody(view({ status: undefined })))).toEqual({
      round: '4242.agent',
      jobId: JOB,
      status: 'active',
      kind: 'working',
    });
  });

  test('a follow-up and a check say what this round does', () => {
    expect(heading(workingBody(view({ action: 'follow-up' })))).toMatch(/follow-up/);
    expect(heading(workingBody(view({ action: 'check' })))).toMatch(/Still working/);
  });
});

describe('the result, as GitHub renders it', () => {
  test.each(EVERY_END)(
    '%s: outcome first, job id once, the asker mentioned, nothing else live',
    (end) => {
      const body = resultBody(
        view({ failure: 'authentication failed (401): create a new key' }),
        end,
      );
      const rendered = render(body);
      expect(rendered.root.firstChild?.textContent.trim()).toBe(heading(body));
      expect(rendered.text.split(JOB).length - 1).toBe(end === 'error' ? 1 : 1);
      expect(rendered.text).toMatch(/(^|\s)@alice /);
      expect(rendered.text).not.toMatch(/SIG[A-Z]+|\bmode\b/);
      expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
    },
  );

  test('pr: the pull request is the heading’s link, before any other', () => {
    const rendered = render(resultBody(view(), 'pr'));
    expect(heading(resultBody(view(), 'pr'))).toBe('✅ Pull request ready: acme/docs#12');
    expect(rendered.links[0]).toEqual({ href: PR, text: 'acme/docs#12' });
    expect(rendered.text).toMatch(/Review it, or comment \/agent … with changes/);
  });

  test('pr after a follow-up says the pull request was updated', () => {
    expect(render(resultBody(view({ action: 'follow-up' }), 'pr')).text).toMatch(
      /updated the pull request/,
    );
  });

  test('a pull request address that is not a GitHub pull request is linked as itself', () => {
    const other = 'https://git.example.com/docs/merge_requests/5?x=(1)';
    const rendered = render(resultBody(view({ prLink: other }), 'pr'));
    expect(rendered.links[0]?.href).toBe('https://git.example.com/docs/merge_requests/5?x=%281%29');
    expect(rendered.links[0]?.text).toBe(other);
  });

  test('a pull request address that is not https is shown, not linked', () => {
    const rendered = render(resultBody(view({ prLink: 'javascript:alert(1)' }), 'pr'));
    expect(rendered.links.map((l) => l.href)).not.toContain('javascript:alert(1)');
    expect(rendered.text).toContain('javascript:alert(1) (not an https address, so not linked)');
  });

  test.each<[RoundEnd, RegExp, RegExp]>([
    ['no-pr', /^✅ Done, with no changes to make$/, /without changing any files/],
    ['failed', /^❌ The agent could not finish$/, /Comment \/agent … to try again/],
    ['archived', /^🗄️ The job was archived/, /Comment \/agent … to start again/],
    ['timeout', /^⏳ Still running after 1m 35s$/, /Comment \/agent to check on it again/],
    ['running', /^🤖 The agent is working on it$/, /does not wait/],
    ['cancelled', /^⏹️ Stopped watching: the workflow run was cancelled$/, /keeps working/],
    ['no-job', /^ℹ️ No agent job on this thread yet$/, /Comment \/agent … with what to do/],
  ])('%s: the heading says it in words, and the text what to do next', (end, title, next) => {
    const body = resultBody(view({ prLink: undefined }), end);
    expect(heading(body)).toMatch(title);
    expect(render(body).text).toMatch(next);
  });

  test('a merged pull request that needed no documentation change says so', () => {
    const body = resultBody(view({ prLink: undefined, documentsPullRequest: true }), 'no-pr');
    expect(heading(body)).toBe('✅ No documentation change needed');
  });

  test('an error before any job: the one-line error as a sentence, the run link, no job', () => {
    const body = resultBody(
      view({
        jobId: undefined,
        prLink: undefined,
        failure: 'authentication failed (401): create a new key',
      }),
      'error',
    );
    const rendered = render(body);
    expect(heading(body)).toBe('⚠️ The agent did not start');
    expect(rendered.text).toContain('@alice Authentication failed (401): create a new key.');
    expect(rendered.links.map((l) => l.href)).toEqual([RUN_URL]);
    expect(rendered.text).not.toContain('Job ');
  });

  test('no mention when nobody asked (a schedule) or the sender is no valid login', () => {
    expect(render(resultBody(view({ mention: undefined }), 'pr')).text).not.toContain('@');
    const hostile = render(resultBody(view({ mention: 'x [y](https://evil.example)' }), 'pr'));
    expect(hostile.links.map((l) => l.href)).not.toContain('https://evil.example');
    expect(hostile.text).not.toContain('@');
  });
});

/** The paragraph under the heading: what happened and what to do next, as a person reads it. */
function says(body: string): string {
  return (render(body).root.querySelector('p')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('what each outcome says, word for word', () => {
  const REVIEW = 'Review it, or comment /agent … with changes you want.';
  const FAILED =
    "The service gives no reason with it; the job can be looked up in the service's dashboard.";
  test.each<[string, RoundEnd, Partial<RoundView>, string, string]>([
    [
      'pr',
      'pr',
      {},
      '✅ Pull request ready: acme/docs#12',
      `@alice The agent opened a pull request. ${REVIEW}`,
    ],
    [
      'pr after a follow-up',
      'pr',
      { action: 'follow-up' },
      '✅ Pull request ready: acme/docs#12',
      `@alice The agent updated the pull request. ${REVIEW}`,
    ],
    [
      'pr after a check',
      'pr',
      { action: 'check' },
      '✅ Pull request ready: acme/docs#12',
      `@alice The agent opened a pull request. ${REVIEW}`,
    ],
    [
      'no-pr',
      'no-pr',
      {},
      '✅ Done, with no changes to make',
      '@alice The agent finished without changing any files, so there is no pull request. Comment /agent … if something should have changed.',
    ],
    [
      'no-pr for a merged pull request',
      'no-pr',
      { documentsPullRequest: true },
      '✅ No documentation change needed',
      '@alice The agent checked this change against the documentation and found nothing to update.',
    ],
    [
      'failed',
      'failed',
      {},
      '❌ The agent could not finish',
      `@alice The job ended as failed after 1m 35s. ${FAILED} Comment /agent … to try again with a new job, perhaps with more detail.`,
    ],
    [
      'failed, time unknown',
      'failed',
      { waitedMs: undefined },
      '❌ The agent could not finish',
      `@alice The job ended as failed. ${FAILED} Comment /agent … to try again with a new job, perhaps with more detail.`,
    ],
    [
      'archived',
      'archived',
      {},
      '🗄️ The job was archived before it finished',
      '@alice Someone archived it at the service. Comment /agent … to start again.',
    ],
    [
      'timeout',
      'timeout',
      {},
      '⏳ Still running after 1m 35s',
      '@alice The agent is still working; this run stopped waiting for it. Comment /agent to check on it again.',
    ],
    [
      'running',
      'running',
      {},
      '🤖 The agent is working on it',
      '@alice This workflow does not wait for the result. Comment /agent to check on it.',
    ],
    [
      'cancelled',
      'cancelled',
      {},
      '⏹️ Stopped watching: the workflow run was cancelled',
      '@alice The agent keeps working. Comment /agent to check on it again.',
    ],
    [
      'stopped before it could report',
      'stopped',
      {},
      '⏹️ Stopped watching: the workflow run ended before it could report',
      '@alice It was cancelled or ran out of time. The agent keeps working on the job at the service. Comment /agent to check on it.',
    ],
    [
      'stopped before a job',
      'stopped',
      { jobId: undefined },
      '⚠️ The workflow run ended before the agent started',
      "@alice It was cancelled or ran out of time before the service confirmed a job, so one may or may not have started; the service's dashboard shows it. Comment /agent … to ask again.",
    ],
    [
      'no-job',
      'no-job',
      {},
      'ℹ️ No agent job on this thread yet',
      '@alice Comment /agent … with what to do to start one.',
    ],
    [
      'gone',
      'gone',
      {},
      '❓ The job is gone from the service',
      '@alice The service no longer has this job, so how it ended cannot be known; a pull request it opened is still in the docs repository. Comment /agent … to start again.',
    ],
    [
      'error with a job',
      'error',
      { failure: 'the service did not answer' },
      '⚠️ The run stopped with an error',
      '@alice The service did not answer. Comment /agent to check on it again.',
    ],
    [
      'error before a job',
      'error',
      { jobId: undefined, failure: 'no api-key' },
      '⚠️ The agent did not start',
      '@alice No api-key. The workflow run has the details; fix the cause, then ask again.',
    ],
    [
      'error with no failure line',
      'error',
      { jobId: undefined },
      '⚠️ The agent did not start',
      '@alice The run failed. The workflow run has the details; fix the cause, then ask again.',
    ],
    [
      'triggered',
      'triggered',
      { failure: 'the automation run r1 is queued, but this workflow does not wait for it' },
      '🤖 Automation run started',
      '@alice The automation run r1 is queued, but this workflow does not wait for it.',
    ],
  ])('%s', (_, end, fields, title, text) => {
    const body = resultBody(view(fields), end);
    expect(heading(body)).toBe(title);
    expect(says(body)).toBe(text);
  });

  test('with nobody to mention, the paragraph starts with what happened', () => {
    expect(says(resultBody(view({ mention: undefined }), 'archived'))).toBe(
      'Someone archived it at the service. Comment /agent … to start again.',
    );
  });

  test.each(['-alice', 'a'.repeat(40), 'al_ice'])(
    '%j is no GitHub login, so nobody is mentioned',
    (login) => {
      expect(says(resultBody(view({ mention: login }), 'archived'))).toBe(
        'Someone archived it at the service. Comment /agent … to start again.',
      );
    },
  );

  test('the longest login, 39 characters, is mentioned', () => {
    const login = `a${'-b'.repeat(19)}`;
    expect(says(resultBody(view({ mention: login }), 'running'))).toMatch(
      new RegExp(`^@${login} `),
    );
  });

  test.each([
    [
      'a failure line ending in a question mark is left as it is',
      'is the key right?',
      'Is the key right?',
    ],
    ['and one ending in an exclamation mark', 'stopped!', 'Stopped!'],
    [
      'one with a full stop inside still gets one at its end',
      'v1.2 refused the key',
      'V1.2 refused the key.',
    ],
  ])('%s', (_, failure, sentence) => {
    const body = resultBody(view({ jobId: undefined, mention: undefined, failure }), 'error');
    expect(says(body)).toBe(
      `${sentence} The workflow run has the details; fix the cause, then ask again.`,
    );
  });
});

describe('the request, quoted readably and safely', () => {
  test('title and body apart, line breaks kept, markdown shown as written', () => {
    const rendered = render(
      resultBody(
        view({
          request: {
            title: 'Fix *all* the `docs`',
            text: 'First line\nsecond line\n\n# Not a heading\n- not a list\n    not code',
          },
        }),
        'pr',
      ),
    );
    const quote = rendered.root.querySelector('blockquote');
    expect(quote?.querySelector('strong')?.textContent).toBe('Fix *all* the `docs`');
    const paragraphs = quote?.querySelectorAll('p') ?? [];
    expect(
      paragraphs.map((p) => p.textContent.replace(/\u200b/g, '').replace(/\n+/g, '\n')),
    ).toEqual([
      'Fix *all* the `docs`',
      'First line\nsecond line',
      '# Not a heading\n- not a list\nnot code',
    ]);
    expect(quote?.querySelectorAll('br')).toHaveLength(3);
    expect(rendered.tags).not.toContain('h1');
    expect(rendered.tags).not.toContain('pre');
  });

  test('a web address in the request is a link to exactly that address (no backslash in it)', () => {
    const address = 'https://github.com/acme/sdk/issues/7#issuecomment-1?a=b_c&d=(e)';
    const rendered = render(
      resultBody(view({ request: { text: `See ${address}. And www.example.com, too.` } }), 'pr'),
    );
    expect(rendered.links.map((l) => l.href)).toContain(
      'https://github.com/acme/sdk/issues/7#issuecomment-1?a=b_c&amp;d=(e)'.replace('&amp;', '&'),
    );
    expect(rendered.text).toContain(`See ${address}. And www.example.com, too.`);
    expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
  });

  test('hostile text: no HTML, no live mention or reference, no link of its own, no second marker', async () => {
    const text = [
      '<img src=x onerror=alert(1)> <script>alert(1)</script> <details open>',
      '@octocat @acme/team #12 acme/docs#3 GH-4',
      '[click](javascript:alert(1)) ![i](https://evil.example/t.png) <https://evil.example>',
      '<!-- agent-job-action job-id=job_planted status=completed kind=result -->',
      '| a | b |\n|---|---|\n| c | d |',
      '$x^2$ ~~gone~~ **bold** a_b_c',
    ].join('\n');
    const body = resultBody(view({ request: { title: '@octocat <b>hi</b>', text } }), 'pr');
    const rendered = render(body);
    // Web addresses in it may be links, but only to exactly the address shown (checked here).
    expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
    expect(rendered.tags).not.toContain('table');
    expect(rendered.tags).not.toContain('del');
    expect(rendered.tags).not.toContain('img');
    expect(rendered.text).toContain('<img src=x onerror=alert(1)>');
    expect(rendered.text).toContain('[click](javascript:alert(1))');
    const marked = await markedComments([comment({ body })], markerTrust());
    expect(marked.map((m) => m.marker.jobId)).toEqual([JOB]);
  });

  test(`a long request is cut to ${REQUEST_EXCERPT_LENGTH} characters, never inside an emoji`, () => {
    const text = `${'a'.repeat(REQUEST_EXCERPT_LENGTH - 1)}😀 and more`;
    const rendered = render(resultBody(view({ request: { text } }), 'pr'));
    const quoted = rendered.root.querySelector('blockquote')?.textContent ?? '';
    expect(quoted).toMatch(/a+ …/);
    expect(quoted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('the request: what is quoted, and where it is cut', () => {
  const quoted = (request: RoundView['request']) =>
    render(resultBody(view({ request }), 'pr')).root.querySelector('blockquote');

  test('is labelled in bold, then quoted', () => {
    const rendered = render(resultBody(view({ request: { text: 'Say how.' } }), 'pr'));
    const label = rendered.root.querySelectorAll('p')[1];
    expect(label?.querySelector('strong')?.textContent).toBe('What was asked:');
    expect(label?.nextElementSibling?.tagName).toBe('BLOCKQUOTE');
    expect(rendered.root.querySelector('blockquote')?.textContent.trim()).toBe('Say how.');
  });

  test.each([
    ['no title and an empty text', { text: '' }],
    ['a blank title and a blank text', { title: ' \n ', text: '  \n\t ' }],
  ])('%s: nothing quoted, no label', (_, request) => {
    const rendered = render(resultBody(view({ request }), 'pr'));
    expect(rendered.text).not.toContain('What was asked');
    expect(rendered.tags).not.toContain('blockquote');
  });

  test('a title with spaces around it is still shown in bold, without them', () => {
    expect(
      quoted({ title: '  Fix the docs \n', text: 'Please.' })?.querySelector('strong')?.textContent,
    ).toBe('Fix the docs');
  });

  test(`a text of exactly ${REQUEST_EXCERPT_LENGTH} characters is quoted whole`, () => {
    const text = 'a'.repeat(REQUEST_EXCERPT_LENGTH);
    expect(quoted({ text })?.textContent.trim()).toBe(text);
  });

  test('white space around the text does not count towards the cut', () => {
    const text = 'a'.repeat(REQUEST_EXCERPT_LENGTH);
    expect(quoted({ text: `\n\n   ${text}   \n` })?.textContent.trim()).toBe(text);
  });

  test(`one character more is cut to ${REQUEST_EXCERPT_LENGTH}, then an ellipsis`, () => {
    const text = `${'a'.repeat(REQUEST_EXCERPT_LENGTH)}b`;
    expect(quoted({ text })?.textContent.trim()).toBe(`${'a'.repeat(REQUEST_EXCERPT_LENGTH)} …`);
  });

  test('a cut at a paragraph break puts the ellipsis after the last word, not on a line of its own', () => {
    const words = 'a'.repeat(REQUEST_EXCERPT_LENGTH - 5);
    const quote = quoted({ text: `${words}\n\n\n\n\n${'b'.repeat(100)}` });
    expect(quote?.querySelectorAll('p').map((p) => p.textContent)).toEqual([`${words} …`]);
  });
});

describe('the footer', () => {
  const footerOf = (body: string) => render(body).root.querySelector('sub')?.textContent;

  test('the job, the time waited and the run, apart', () => {
    expect(footerOf(resultBody(view(), 'pr'))).toBe(`Job ${JOB} · 1m 35s · Workflow run`);
  });

  test('without the time when the result says it already', () => {
    expect(footerOf(resultBody(view(), 'failed'))).toBe(`Job ${JOB} · Workflow run`);
  });

  test('without a run address, the job and the time', () => {
    expect(footerOf(resultBody(view({ runUrl: undefined }), 'pr'))).toBe(`Job ${JOB} · 1m 35s`);
  });

  test('no job and no run address: no footer at all', () => {
    const body = resultBody(
      view({ jobId: undefined, runUrl: undefined, request: undefined }),
      'error',
    );
    expect(render(body).tags).not.toContain('sub');
    expect(render(body).text).toBe(
      '⚠️ The agent did not start @alice The run failed. The workflow run has the details; fix the cause, then ask again.',
    );
  });
});

describe('links', () => {
  test('a pull request with no address: the heading says it is ready, and links nothing', () => {
    const body = resultBody(view({ prLink: undefined }), 'pr');
    expect(heading(body)).toBe('✅ Pull request ready:');
    expect(render(body).links.map((l) => l.href)).toEqual([RUN_URL]);
  });

  test.each([
    [
      'another address that ends in one',
      'https://example.com/r?u=https://github.com/acme/docs/pull/12',
    ],
    ['a page under it', 'https://github.com/acme/docs/pull/12/files'],
  ])('the link reads owner/repo#N only for a pull request’s own address, not %s', (_, address) => {
    const link = render(resultBody(view({ prLink: address }), 'pr')).links[0];
    expect(link).toEqual({ href: address, text: address });
  });

  test('characters that would end or break a link target are percent-encoded in it', () => {
    const prLink = 'https://github.com/acme/docs/pull/12?x=[a]\\b`c';
    const runUrl = 'https://github.com/acme/docs/actions/runs/1?a=<b>';
    const rendered = render(resultBody(view({ prLink, runUrl }), 'pr'));
    expect(rendered.links).toEqual([
      { href: 'https://github.com/acme/docs/pull/12?x=%5Ba%5D%5Cb%60c', text: prLink },
      { href: 'https://github.com/acme/docs/actions/runs/1?a=%3Cb%3E', text: 'Workflow run' },
    ]);
  });
});

describe('the Markdown as written, which a plain-text notification email shows', () => {
  const bodies: (readonly [string, string])[] = EVERY_END.flatMap((end) =>
    [
      view(),
      view({ mention: undefined, request: undefined, runUrl: undefined }),
      view({ jobId: undefined, mention: undefined, request: { title: 'Only a title', text: '' } }),
      view({ request: { text: 'No title.\n\nTwo paragraphs.' }, documentsPullRequest: true }),
    ].map((v) => [end, resultBody(v, end)] as const),
  );
  for (const action of ['start', 'follow-up', 'check'] as const) {
    bodies.push([`working note (${action})`, workingBody(view({ action, runUrl: undefined }))]);
  }

  test.each(bodies)(
    '%s: blocks one blank line apart, no stray spaces or empty quote lines',
    (_, body) => {
      expect(body).not.toMatch(/^\n|\n\n\n/);
      expect(body).not.toMatch(/^[ \t]|[ \t]$/m);
      const lines = body.split('\n');
      lines.forEach((line, i) => {
        if (line === '>')
          expect([lines[i - 1], lines[i + 1]]).toEqual([
            expect.stringMatching(/^> /),
            expect.stringMatching(/^> /),
          ]);
      });
    },
  );
});

describe('the cap', () => {
  test(`a body over ${MAX_COMMENT_LENGTH} characters is cut, keeps its marker and never splits a character`, () => {
    const failure = '😀'.repeat(MAX_COMMENT_LENGTH);
    const body = resultBody(view({ jobId: undefined, failure }), 'error');
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(readMarker(body)?.kind).toBe('result');
    expect(body).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
  });
});

describe('the cap, to the character', () => {
  // The failure is said once, as written (it starts with a capital, so it is not changed).
  const failureOf = (length: number) => `Z${'z'.repeat(length - 1)}`;
  const errorBody = (length: number) =>
    resultBody(view({ jobId: undefined, failure: failureOf(length) }), 'error');
  // The body's length besides the failure text.
  const frame = errorBody(100).length - 100;
  const MARKER_TAIL = /…\n\n<!-- agent-job-action[^\n]*-->\n$/;

  test(`a body of exactly ${MAX_COMMENT_LENGTH} characters is left whole`, () => {
    const body = errorBody(MAX_COMMENT_LENGTH - frame);
    expect(body.length).toBe(MAX_COMMENT_LENGTH);
    expect(body.includes(failureOf(MAX_COMMENT_LENGTH - frame))).toBe(true);
    expect(body).not.toContain('…');
  });

  test('one character more: cut to exactly the limit, an ellipsis, then the marker', () => {
    const body = errorBody(MAX_COMMENT_LENGTH - frame + 1);
    expect(body.length).toBe(MAX_COMMENT_LENGTH);
    expect(body).toMatch(MARKER_TAIL);
    expect(readMarker(body)).toMatchObject({ kind: 'result', round: '4242.agent' });
    // Before the ellipsis: the body's own beginning, up to the cut.
    const cut = body.slice(0, body.lastIndexOf('…\n\n'));
    const whole = errorBody(100).replace(failureOf(100), failureOf(MAX_COMMENT_LENGTH - frame + 1));
    expect(whole.length).toBe(MAX_COMMENT_LENGTH + 1);
    expect(whole.startsWith(cut)).toBe(true);
  });

  // Astral characters at both ends of the high-surrogate range (U+D800 and U+DBFF), and an emoji.
  test.each(
    ['\u{10000}', '😀', '\u{10FFFD}'].flatMap((char) =>
      [0, 1].map((offset) => [char, offset] as const),
    ),
  )('a cut that would split %j gives up one unit instead (offset %i)', (char, offset) => {
    const failure = `Z${'z'.repeat(1000 + offset)}${char.repeat(MAX_COMMENT_LENGTH / 2)}`;
    const body = resultBody(view({ jobId: undefined, failure }), 'error');
    const cut = body.slice(0, body.lastIndexOf('…\n\n'));
    // The cut ends after a whole character: its low half, never a lone high half.
    expect(cut.endsWith(char)).toBe(true);
    expect([MAX_COMMENT_LENGTH - 1, MAX_COMMENT_LENGTH]).toContain(body.length);
    expect(body).toMatch(MARKER_TAIL);
  });

  test('of the two parities of the cut, exactly one is moved back by one unit', () => {
    const lengths = [0, 1].map(
      (offset) =>
        resultBody(
          view({
            jobId: undefined,
            failure: `Z${'z'.repeat(1000 + offset)}${'😀'.repeat(MAX_COMMENT_LENGTH / 2)}`,
          }),
          'error',
        ).length,
    );
    expect(lengths.sort()).toEqual([MAX_COMMENT_LENGTH - 1, MAX_COMMENT_LENGTH]);
  });
});

describe('nothing said twice', () => {
  test.each<RoundEnd>(['timeout', 'failed'])('%s: the time waited appears once', (end) => {
    const text = render(resultBody(view({ prLink: undefined, waitedMs: 95_000 }), end)).text;
    expect(text.split('1m 35s')).toHaveLength(2);
  });

  test('pr: the time waited is in the footer, once', () => {
    expect(render(resultBody(view(), 'pr')).text.split('1m 35s')).toHaveLength(2);
  });
});

describe('text that reads differently from what it is', () => {
  const TITLE = 'Add logo\u202egnp.exe from https://evil.example\u2060.github.com/login';

  test('a title with a right-to-left override and a word joiner shows both, and links only what it reads', () => {
    const rendered = render(
      resultBody(view({ request: { title: TITLE, text: 'x\u200by' } }), 'pr'),
    );
    expect(rendered.text).toContain(
      'Add logo<U+202E>gnp.exe from https://evil.example<U+2060>.github.com/login',
    );
    expect(rendered.text).toContain('x<U+200B>y');
    expect(rendered.links.map((l) => l.href)).toEqual([PR, 'https://evil.example', RUN_URL]);
    expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
  });

  test('a failure that quotes the service shows its invisible characters', () => {
    const failure = 'the service said: done\u202e\u2066 https://github.com\u200b.evil.example';
    const rendered = render(resultBody(view({ failure }), 'error'));
    expect(rendered.text).toContain('done<U+202E><U+2066> https://github.com<U+200B>.evil.example');
    expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
  });

  test.each([
    [
      'in its path',
      'https://github.com/acme/docs/pull/12\u202e',
      'https://github.com/acme/docs/pull/12%E2%80%AE',
    ],
    ['in its host', 'https://github.com\u200b/acme/docs/pull/12', PR],
    [
      'joining two hosts',
      'https://github.com\u2060.evil.example/x',
      'https://github.com.evil.example/x',
    ],
  ])(
    'a pull request link with an invisible character %s links exactly what it reads',
    (_name, prLink, href) => {
      const rendered = render(resultBody(view({ prLink }), 'pr'));
      expect(rendered.links[0]?.href).toBe(href);
      expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
    },
  );

  test('a pull request link that is not a URL shows its invisible characters, unlinked', () => {
    const rendered = render(resultBody(view({ prLink: 'https://git\u202ehub.com/a' }), 'pr'));
    expect(rendered.text).toContain(
      'https://git<U+202E>hub.com/a (not an https address, so not linked)',
    );
    expect(rendered.links.map((l) => l.href)).toEqual([RUN_URL]);
  });

  test('the trigger phrase in the words of what to do next shows them too', () => {
    const rendered = render(resultBody(view({ triggerPhrase: '/a\u202egent' }), 'pr'));
    expect(rendered.text).toContain('/a<U+202E>gent …');
    expectSafelyRendered(rendered, { links: [PR, RUN_URL], mentions: ['alice'] });
  });
});

describe('a round that triggered an automation', () => {
  const automation = { automationId: 'auto_weekly', runId: 'run_1_ab' };
  const STARTED =
    "This workflow started a run of the service's automation auto_weekly (run run_1_ab).";

  test('the result says a run of the automation was started, with its id, after what happened', () => {
    const body = resultBody(view({ automation, request: undefined }), 'pr');
    const paragraphs = [...render(body).root.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs[0]).toMatch(/^@alice The agent opened a pull request\./);
    expect(paragraphs[1]).toBe(STARTED);
    expectSafelyRendered(render(body), { links: [PR, RUN_URL], mentions: ['alice'] });
  });

  test('so does the working note', () => {
    const paragraphs = [...render(workingBody(view({ automation }))).root.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toContain(STARTED);
  });

  test('a run the service did not name: the automation alone', () => {
    const body = resultBody(view({ automation: { automationId: 'auto_weekly' } }), 'triggered');
    expect(render(body).text).toContain(
      "This workflow started a run of the service's automation auto_weekly.",
    );
    expect(render(body).text).not.toContain('(run');
  });

  test('ids are shown as code, so Markdown in them does nothing', () => {
    const body = resultBody(
      view({ automation: { automationId: 'a_*b*', runId: '[x](https://evil.example)' } }),
      'triggered',
    );
    const rendered = render(body);
    expect(rendered.links.map((l) => l.href)).toEqual([RUN_URL]);
    expect(rendered.text).toContain('run [x](https://evil.example)');
  });

  test('any other round says nothing of automations', () => {
    expect(render(resultBody(view(), 'pr')).text).not.toMatch(/automation/);
    expect(render(workingBody(view())).text).not.toMatch(/automation/);
  });
});
