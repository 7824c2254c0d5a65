import { describe, expect, test } from '@jest/globals';
import {
  commentBody,
  JobComment,
  jobsInThread,
  marker,
  MAX_COMMENT_LENGTH,
  type CommentView,
} from '../../src/report/comment.js';
import { GitHubCallError, type IssueThread, type ThreadComment } from '../../src/report/github.js';
import { renderedText } from '../../__fixtures__/rendered.js';

const JOB = 'job_1_abcd1234';
const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242';
const PR = 'https://github.com/acme/docs/pull/12';
const MARKER_PATTERN = /<!-- agent-job-action job-id=(\S+) status=([a-z-]+) -->/g;

function view(fields: Partial<CommentView> = {}): CommentView {
  return {
    jobId: JOB,
    status: 'completed',
    mode: 'create',
    phase: 'pr',
    sentence: `The agent finished job ${JOB} and opened a pull request.`,
    prLink: PR,
    request: 'Document the retry option.',
    runUrl: RUN_URL,
    waitedMs: 95_000,
    ...fields,
  };
}

/** Live markdown links `[text](url)` (the `[` not escaped). */
function liveLinks(body: string): string[] {
  return [...body.matchAll(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)/g)].map((m) => m[2] ?? '');
}

function markers(body: string): Array<[string, string]> {
  return [...body.matchAll(MARKER_PATTERN)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

/** The positions of unpaired UTF-16 surrogates (invalid characters) in a string. */
function loneSurrogates(text: string): number[] {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  return [...text.matchAll(lone)].map((m) => m.index);
}

describe('marker', () => {
  test('carries the job id and the status, hidden in an HTML comment', () => {
    expect(marker(JOB, 'active')).toBe(`<!-- agent-job-action job-id=${JOB} status=active -->`);
  });

  test('keeps only lower-case letters and hyphens of the status, so it cannot close the comment', () => {
    const hostile = marker(JOB, 'done --> <b>@x</b>');
    expect(hostile).toMatch(new RegExp(`^<!-- agent-job-action job-id=${JOB} status=[a-z-]+ -->$`));
    expect(hostile.split('-->')).toHaveLength(2);
    expect(marker(JOB, 'ÄÖ')).toBe(`<!-- agent-job-action job-id=${JOB} status=unknown -->`);
    expect(marker(JOB, '')).toMatch(/status=unknown -->$/);
  });
});

describe('commentBody', () => {
  test('starts with exactly one marker for the job and its status', () => {
    const body = commentBody(view());
    expect(body.startsWith(marker(JOB, 'completed'))).toBe(true);
    expect(markers(body)).toEqual([[JOB, 'completed']]);
  });

  test('working: says it is working, the request excerpt and the run link; no outcome, no time', () => {
    const body = commentBody(
      view({ phase: 'working', status: 'active', sentence: undefined, prLink: undefined }),
    );
    expect(body).toMatch(/working on it/);
    expect(body).toContain(`\`${JOB}\``);
    expect(renderedText(body)).toContain('Document the retry option.');
    expect(liveLinks(body)).toEqual([RUN_URL]);
    expect(body).not.toMatch(/Waited/);
    expect(markers(body)).toEqual([[JOB, 'active']]);
  });

  test('working on a follow-up says so', () => {
    const body = commentBody(
      view({ phase: 'working', mode: 'follow-up', status: 'active', sentence: undefined }),
    );
    expect(body).toMatch(/working on the follow-up/);
  });

  test('pr: the outcome sentence, the PR linked, the run linked, the time waited', () => {
    const body = commentBody(view());
    expect(body).toMatch(/opened a pull request/);
    expect(renderedText(body)).toContain(
      `The agent finished job ${JOB} and opened a pull request.`,
    );
    expect(liveLinks(body)).toEqual([PR, RUN_URL]);
    expect(body).toMatch(/Waited 1m 35s/);
  });

  test.each<[CommentView['phase'], RegExp]>([
    ['no-pr', /without changes/],
    ['failed', /failed/],
    ['archived', /archived/],
    ['timeout', /still running/],
    ['running', /running/],
    ['cancelled', /continues at the service/],
    ['error', /needs attention/],
  ])('%s has its own heading', (phase, heading) => {
    const body = commentBody(view({ phase, prLink: undefined }));
    const title = body.split('\n')[1] ?? '';
    expect(title).toMatch(/^### /);
    expect(title).toMatch(heading);
    expect(title).toContain(`\`${JOB}\``);
  });

  test('timeout and cancellation carry the sentence that says how to resume', () => {
    const sentence = `Stopped waiting after 30m: job ${JOB} is still running at the service; run again with job-id: ${JOB} to resume waiting.`;
    const body = commentBody(view({ phase: 'timeout', status: 'active', sentence, prLink: '' }));
    expect(renderedText(body)).toContain(`job-id: ${JOB}`);
    expect(markers(body)).toEqual([[JOB, 'active']]);
  });

  test('text from the issue is escaped: no mention, no reference, no HTML, no link, no marker', () => {
    const request = [
      'Hi @someone see #12',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '<!-- agent-job-action job-id=evil status=active -->',
      '**bold** `code` | table | ~~strike~~',
    ].join('\n');
    const body = commentBody(view({ request }));
    expect(body).not.toMatch(/@someone/);
    expect(body).not.toMatch(/#12/);
    expect(body).not.toMatch(/<img/);
    expect(body).not.toContain('](javascript:');
    expect(liveLinks(body)).toEqual([PR, RUN_URL]);
    expect(body.split('<!--')).toHaveLength(2);
    expect(markers(body)).toEqual([[JOB, 'completed']]);
    // A person still reads what was asked, on one line of the quote.
    const asked = body.split('\n').find((line) => line.startsWith('> **Asked:**')) ?? '';
    expect(renderedText(asked)).toContain('Hi @someone see #12 <img src=x onerror=alert(1)>');
  });

  test('the sentence is escaped too', () => {
    const body = commentBody(
      view({ sentence: 'Job x said <b>@team</b> [y](https://evil.example)' }),
    );
    expect(body).not.toMatch(/<b>|@team|\]\(https:\/\/evil/);
    expect(liveLinks(body)).toEqual([PR, RUN_URL]);
  });

  test('a long request is cut to an excerpt', () => {
    const body = commentBody(view({ request: 'a'.repeat(5000) }));
    expect(body.length).toBeLessThan(1000);
    expect(body).toContain('…');
  });

  test.each([
    'http://evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:secret@github.com/acme/docs/pull/1',
    '//github.com/acme/docs/pull/1',
    'not a url',
  ])('a prLink that is not a plain https URL (%s) is shown, escaped, and not linked', (prLink) => {
    const body = commentBody(view({ prLink }));
    expect(liveLinks(body)).toEqual([RUN_URL]);
    expect(body).not.toContain(`](${prLink}`);
    expect(body).not.toMatch(/<script/);
  });

  test('an https prLink with a parenthesis cannot close its link early and add markup after it', () => {
    const prLink = 'https://github.com/acme/docs/pull/1?x=)@someone[evil](https://evil.example)';
    const body = commentBody(view({ prLink }));
    const line = body.split('\n').find((l) => l.startsWith('**Pull request:**')) ?? '';
    // The link destination must not contain a bare `(` or `)`: the first `)` would end the link.
    const destination = /\]\((.*)\)$/.exec(line)?.[1] ?? '';
    expect(destination).not.toMatch(/[()]/);
    expect(liveLinks(body)).toHaveLength(2);
    expect(liveLinks(body)).not.toContain('https://evil.example');
  });

  test('no run URL, no run link', () => {
    expect(liveLinks(commentBody(view({ runUrl: undefined })))).toEqual([PR]);
  });

  test(`is capped at ${MAX_COMMENT_LENGTH} characters`, () => {
    const huge = 'x'.repeat(200_000);
    const body = commentBody(view({ sentence: huge, request: huge }));
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(markers(body)).toEqual([[JOB, 'completed']]);
    expect(body.endsWith('…\n')).toBe(true);
    expect(MAX_COMMENT_LENGTH).toBe(65_536);
  });

  test('the cap never cuts a character in half (a surrogate pair of an emoji)', () => {
    for (const pad of ['', 'x']) {
      const body = commentBody(view({ sentence: pad + '😀'.repeat(70_000) }));
      // GitHub counts characters (code points).
      expect(Array.from(body).length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
      expect(loneSurrogates(body)).toEqual([]);
    }
  });
});

function threadComment(fields: Partial<ThreadComment> & { id: number }): ThreadComment {
  return {
    body: '',
    url: `https://github.com/acme/docs/issues/7#issuecomment-${fields.id}`,
    authorType: 'Bot',
    association: 'NONE',
    ...fields,
  };
}

describe('jobsInThread', () => {
  test('lists the jobs of the action’s comments, oldest first, with their status and comment', () => {
    const a = threadComment({ id: 1, body: `${marker('job_a', 'completed')}\ntext` });
    const other = threadComment({ id: 2, body: 'thanks!', authorType: 'User' });
    const b = threadComment({ id: 3, body: marker('job_b', 'active') });
    expect(jobsInThread([a, other, b])).toEqual([
      { jobId: 'job_a', status: 'completed', comment: a },
      { jobId: 'job_b', status: 'active', comment: b },
    ]);
  });

  test.each(['OWNER', 'MEMBER', 'COLLABORATOR'])(
    'trusts a marker written by a user with write access (%s)',
    (association) => {
      const c = threadComment({
        id: 1,
        body: marker('job_a', 'active'),
        authorType: 'User',
        association,
      });
      expect(jobsInThread([c]).map((j) => j.jobId)).toEqual(['job_a']);
    },
  );

  test.each(['NONE', 'CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'MANNEQUIN'])(
    'ignores a marker planted by a user without write access (%s)',
    (association) => {
      const c = threadComment({
        id: 1,
        body: marker('job_x', 'active'),
        authorType: 'User',
        association,
      });
      expect(jobsInThread([c])).toEqual([]);
    },
  );

  test.each([
    ['a path', '../../other/job'],
    ['a query', 'job?x=1'],
    ['a leading hyphen', '-job'],
    ['an encoded slash', 'job%2Fx'],
    ['too long', `j${'a'.repeat(256)}`],
  ])('ignores a marker whose job id is not a safe id (%s)', (_, id) => {
    const c = threadComment({
      id: 1,
      body: `<!-- agent-job-action job-id=${id} status=active -->`,
    });
    expect(jobsInThread([c])).toEqual([]);
  });

  test('ignores comments without a well-formed marker', () => {
    const comments = [
      threadComment({ id: 1, body: '<!-- agent-job-action -->' }),
      threadComment({ id: 2, body: '<!-- agent-job-action job-id=job_a -->' }),
      threadComment({ id: 3, body: '<!-- agent-job-action job-id=job_a status=ACTIVE -->' }),
      threadComment({ id: 4, body: '' }),
    ];
    expect(jobsInThread(comments)).toEqual([]);
  });
});

// ---- JobComment with an in-memory thread ----------------------------------------------------

type Call = 'list' | 'create' | 'update' | 'react' | 'removeLabel';

class MemoryThread implements IssueThread {
  readonly number = 7;
  comments: ThreadComment[] = [];
  calls: Call[] = [];
  private nextId = 100;
  /** Failures to throw, per operation, in order. `afterWrite`: the write happens, then the error. */
  failures: Partial<Record<Call, Array<{ error: unknown; afterWrite?: boolean }>>> = {};

  private fail(call: Call): { error: unknown; afterWrite?: boolean } | undefined {
    return this.failures[call]?.shift();
  }

  async listComments(): Promise<ThreadComment[]> {
    this.calls.push('list');
    const failure = this.fail('list');
    if (failure) throw failure.error;
    return this.comments.map((c) => ({ ...c }));
  }

  async createComment(body: string): Promise<ThreadComment> {
    this.calls.push('create');
    const failure = this.fail('create');
    if (failure && !failure.afterWrite) throw failure.error;
    this.nextId += 1;
    const comment = threadComment({ id: this.nextId, body });
    this.comments.push(comment);
    if (failure) throw failure.error;
    return { ...comment };
  }

  async updateComment(id: number, body: string): Promise<ThreadComment> {
    this.calls.push('update');
    const failure = this.fail('update');
    if (failure) throw failure.error;
    const index = this.comments.findIndex((c) => c.id === id);
    const existing = this.comments[index];
    if (!existing) throw new GitHubCallError(404, 'Not Found');
    const updated = { ...existing, body };
    this.comments[index] = updated;
    return { ...updated };
  }

  async react(): Promise<void> {
    this.calls.push('react');
  }

  async removeLabel(): Promise<void> {
    this.calls.push('removeLabel');
  }

  marked(jobId = JOB): ThreadComment[] {
    return jobsInThread(this.comments)
      .filter((j) => j.jobId === jobId)
      .map((j) => j.comment);
  }
}

function setup(): { thread: MemoryThread; comment: JobComment; warnings: string[] } {
  const thread = new MemoryThread();
  const warnings: string[] = [];
  const comment = new JobComment(thread, (message) => warnings.push(message));
  return { thread, comment, warnings };
}

const working = view({
  phase: 'working',
  status: 'active',
  sentence: undefined,
  prLink: undefined,
});
const done = view();

describe('JobComment', () => {
  test('creates the comment once, then updates it in place; url is the comment’s', async () => {
    const { thread, comment, warnings } = setup();
    expect(comment.url).toBe('');
    await comment.show(working);
    const [created] = thread.comments;
    expect(comment.url).toBe(created?.url);
    await comment.show(done);
    expect(thread.calls).toEqual(['create', 'update']);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]?.body).toBe(commentBody(done));
    expect(comment.url).toBe(created?.url);
    expect(warnings).toEqual([]);
  });

  test('adopt: an existing comment is updated, none created', async () => {
    const { thread, comment } = setup();
    const existing = threadComment({ id: 5, body: marker(JOB, 'active') });
    thread.comments.push(existing);
    comment.adopt(existing);
    await comment.show(done);
    expect(thread.calls).toEqual(['update']);
    expect(thread.comments).toHaveLength(1);
    expect(comment.url).toBe(existing.url);
  });

  test('find: the job’s trusted comment (the latest when several) is found and updated', async () => {
    const { thread, comment } = setup();
    thread.comments.push(
      threadComment({ id: 1, body: marker(JOB, 'completed') }),
      threadComment({ id: 2, body: marker('job_other', 'active') }),
      threadComment({ id: 3, body: marker(JOB, 'active') }),
      threadComment({
        id: 4,
        body: marker(JOB, 'active'),
        authorType: 'User',
        association: 'NONE',
      }),
    );
    await comment.find(JOB);
    await comment.show(done);
    expect(thread.calls).toEqual(['list', 'update']);
    expect(thread.comments.find((c) => c.id === 3)?.body).toBe(commentBody(done));
    expect(thread.comments.find((c) => c.id === 4)?.body).toBe(marker(JOB, 'active'));
    expect(comment.url).toMatch(/issuecomment-3$/);
  });

  test('find: no comment for the job → the next show creates one', async () => {
    const { thread, comment } = setup();
    thread.comments.push(threadComment({ id: 2, body: marker('job_other', 'active') }));
    await comment.find(JOB);
    await comment.show(done);
    expect(thread.calls).toEqual(['list', 'create']);
    expect(thread.marked()).toHaveLength(1);
  });

  test('find: a listing that fails is a warning; the show then creates', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.list = [{ error: new GitHubCallError(500, 'Server Error') }];
    await comment.find(JOB);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not read the comments on #7 \(500: Server Error\)/);
    await comment.show(done);
    expect(thread.marked()).toHaveLength(1);
  });

  test('an update answered 404 (the comment was deleted) creates a new one', async () => {
    const { thread, comment, warnings } = setup();
    await comment.show(working);
    thread.comments = [];
    await comment.show(done);
    expect(thread.calls).toEqual(['create', 'update', 'create']);
    expect(thread.marked()).toHaveLength(1);
    expect(thread.comments[0]?.body).toBe(commentBody(done));
    expect(comment.url).toBe(thread.comments[0]?.url);
    expect(warnings).toEqual([]);
  });

  test('an update that fails otherwise is a warning, and no second comment is made', async () => {
    const { thread, comment, warnings } = setup();
    await comment.show(working);
    thread.failures.update = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    await comment.show(done);
    expect(thread.calls).toEqual(['create', 'update']);
    expect(thread.comments).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/502/);
  });

  test.each([
    ['a 502', new GitHubCallError(502, 'Bad Gateway')],
    ['a 500', new GitHubCallError(500, 'Server Error')],
    ['a network error (no status)', new GitHubCallError(undefined, 'socket hang up')],
    ['an unknown error', new Error('boom')],
  ])(
    'a create that failed ambiguously (%s) is not repeated blindly: the next show lists first and updates what GitHub made',
    async (_, error) => {
      const { thread, comment, warnings } = setup();
      thread.failures.create = [{ error, afterWrite: true }];
      await comment.show(working);
      expect(warnings).toHaveLength(1);
      expect(thread.comments).toHaveLength(1);
      await comment.show(done);
      expect(thread.calls).toEqual(['create', 'list', 'update']);
      expect(thread.comments).toHaveLength(1);
      expect(thread.comments[0]?.body).toBe(commentBody(done));
      expect(comment.url).toBe(thread.comments[0]?.url);
    },
  );

  test('a create that failed ambiguously and made nothing: the next show lists, then creates once', async () => {
    const { thread, comment } = setup();
    thread.failures.create = [{ error: new GitHubCallError(504, 'Gateway Timeout') }];
    await comment.show(working);
    expect(thread.comments).toHaveLength(0);
    await comment.show(done);
    expect(thread.calls).toEqual(['create', 'list', 'create']);
    expect(thread.marked()).toHaveLength(1);
  });

  test('a create refused with a 4xx made nothing: the next show creates without listing', async () => {
    const { thread, comment } = setup();
    thread.failures.create = [{ error: new GitHubCallError(422, 'Validation Failed') }];
    await comment.show(working);
    await comment.show(done);
    expect(thread.calls).toEqual(['create', 'create']);
    expect(thread.marked()).toHaveLength(1);
  });

  test('403: a warning that names the permission to grant, never a throw', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [
      { error: new GitHubCallError(403, 'Resource not accessible by integration') },
    ];
    await expect(comment.show(working)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('#7');
    expect(warnings[0]).toContain('Resource not accessible by integration');
    expect(warnings[0]).toMatch(/permissions: issues: write/);
    expect(warnings[0]).toMatch(/pull-requests: write/);
    expect(warnings[0]).toMatch(/comment: false/);
    expect(comment.url).toBe('');
  });

  test('any other failure is a warning saying the job is not affected', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [{ error: new GitHubCallError(422, 'Validation Failed') }];
    await comment.show(working);
    expect(warnings).toEqual([
      'could not comment on #7 (422: Validation Failed); the job is not affected',
    ]);
  });
});
