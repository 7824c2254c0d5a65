import { describe, expect, test } from '@jest/globals';
import { marker, readMarker, type MarkedComment, type Marker } from '../../../src/github/marker.js';
import { markerTrust, OWN_LOGIN } from '../../../__fixtures__/marker-trust.js';
import { GitHubCallError } from '../../../src/github/retry.js';
import { type IssueThread, type ThreadComment } from '../../../src/github/thread.js';
import { RoundComment } from '../../../src/report/round-comment.js';

const ROUND = '4242.agent';
type Call = 'list' | 'create' | 'update' | 'delete' | 'react' | 'removeLabel' | 'addLabel';

/** An issue thread in memory, with failures to inject per call. `afterWrite`: the write happens, then the error. */
class MemoryThread implements IssueThread {
  readonly number = 7;
  comments: ThreadComment[] = [];
  calls: Call[] = [];
  private nextId = 100;
  failures: Partial<Record<Call, Array<{ error: unknown; afterWrite?: boolean }>>> = {};

  private fail(call: Call) {
    this.calls.push(call);
    return this.failures[call]?.shift();
  }

  async listComments(): Promise<ThreadComment[]> {
    const failure = this.fail('list');
    if (failure) throw failure.error;
    return this.comments.map((c) => ({ ...c }));
  }

  async createComment(body: string): Promise<ThreadComment> {
    const failure = this.fail('create');
    if (failure && !failure.afterWrite) throw failure.error;
    this.nextId += 1;
    const comment = {
      id: this.nextId,
      body,
      url: `https://github.com/acme/docs/issues/7#issuecomment-${this.nextId}`,
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
    this.comments.push(comment);
    if (failure) throw failure.error;
    return { ...comment };
  }

  async updateComment(id: number, body: string): Promise<ThreadComment> {
    const failure = this.fail('update');
    if (failure) throw failure.error;
    const index = this.comments.findIndex((c) => c.id === id);
    const existing = this.comments[index];
    if (!existing) throw new GitHubCallError(404, 'Not Found');
    this.comments[index] = { ...existing, body };
    return { ...existing, body };
  }

  async deleteComment(id: number): Promise<void> {
    const failure = this.fail('delete');
    if (failure) throw failure.error;
    const before = this.comments.length;
    this.comments = this.comments.filter((c) => c.id !== id);
    if (this.comments.length === before) throw new GitHubCallError(404, 'Not Found');
  }

  async react(): Promise<'created'> {
    this.fail('react');
    return 'created';
  }

  async reactToIssue(): Promise<'created'> {
    this.fail('react');
    return 'created';
  }

  async whoReacted(): Promise<string[]> {
    this.fail('react');
    return [];
  }

  async removeLabel(): Promise<void> {
    this.fail('removeLabel');
  }

  async addLabel(): Promise<void> {
    this.fail('addLabel');
  }

  /** Kinds of the action's comments on the thread, oldest first. */
  kinds(): string[] {
    return marked(this.comments).map((m) => m.marker.kind);
  }
}

/** The comments that carry a marker, as markedComments finds them when it trusts every author. */
function marked(comments: readonly ThreadComment[]): MarkedComment[] {
  return comments.flatMap((comment) => {
    const found = readMarker(comment.body);
    return found ? [{ marker: found, comment }] : [];
  });
}

const body = (kind: Marker['kind'], text: string, round = ROUND) =>
  `${text}\n\n${marker({ round, jobId: 'job_1', status: 'active', kind })}`;

function setup(existing: ThreadComment[] = []) {
  const thread = new MemoryThread();
  thread.comments.push(...existing);
  const warnings: string[] = [];
  const comment = new RoundComment(thread, ROUND, (m) => warnings.push(m), markerTrust());
  comment.adopt(marked(existing).filter((m) => m.marker.round === ROUND));
  return { thread, comment, warnings };
}

describe('a round on the thread', () => {
  test('a working note, then the result as a new comment and the note removed: one comment per finished round', async () => {
    const { thread, comment } = setup();
    await comment.showWorking(body('working', 'working'));
    expect(thread.kinds()).toEqual(['working']);
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'delete']);
    expect(thread.kinds()).toEqual(['result']);
    expect(comment.url).toBe(thread.comments[0]?.url);
  });

  test('earlier rounds are left as they are', async () => {
    const earlier = {
      id: 5,
      body: body('result', 'first PR', '1111.agent'),
      url: 'u5',
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
    const { thread, comment } = setup([earlier]);
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'second PR'));
    expect(thread.comments.map((c) => c.body.split('\n')[0])).toEqual(['first PR', 'second PR']);
  });

  test('a re-run of the same workflow run updates its round’s result instead of adding one', async () => {
    const previous = {
      id: 5,
      body: body('result', 'attempt 1'),
      url: 'u5',
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
    const { thread, comment } = setup([previous]);
    await comment.showWorking(body('working', 'attempt 2 working'));
    await comment.showResult(body('result', 'attempt 2 done'));
    expect(thread.calls).toEqual(['update', 'update']);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]?.body).toMatch(/^attempt 2 done/);
  });

  test('a result with no working note (the job had already ended) is one new comment', async () => {
    const { thread, comment } = setup();
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create']);
  });

  test('a result post that failed and did not land (the listing says so) is posted again: a new comment, notified', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'create', 'delete']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([]);
  });

  test('a result that cannot be posted, and a listing that fails too: folded into the working note, never left on working', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    thread.failures.list = [{ error: new GitHubCallError(504, 'Gateway Timeout') }];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'update']);
    expect(thread.comments.map((c) => c.body.split('\n')[0])).toEqual(['done']);
    expect(thread.kinds()).toEqual(['result']);
    expect(comment.url).toBe(thread.comments[0]?.url);
    expect(warnings).toEqual([
      'could not post the result as a new comment on #7 (502: Bad Gateway); it is in the working note instead (an edit, so GitHub notifies nobody)',
    ]);
  });

  test('posted again at most twice when each post fails without landing; then folded', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.create = [
      { error: new GitHubCallError(502, 'Bad Gateway') },
      { error: new GitHubCallError(500, 'Server Error') },
    ];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'create', 'list', 'update']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([
      expect.stringMatching(/\(500: Server Error\); it is in the working note/),
    ]);
  });

  test('a rate limit the time left cannot wait out: GitHub made nothing, so no listing; folded into the working note', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    const limited = new GitHubCallError(403, 'You have exceeded a secondary rate limit', {
      headers: { 'retry-after': '3600' },
    });
    limited.waitRefusedMs = 3_600_000;
    thread.failures.create = [{ error: limited }];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'update']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([
      "could not post the result as a new comment on #7: GitHub's secondary rate limit asks to wait 1h, longer than the time left; it is in the working note instead (an edit, so GitHub notifies nobody)",
    ]);
  });

  test('a secondary rate limit on the working note is not a missing permission: the result is still posted', async () => {
    const { thread, comment, warnings } = setup();
    const limited = new GitHubCallError(403, 'You have exceeded a secondary rate limit', {
      headers: { 'retry-after': '60' },
    });
    thread.failures.create = [{ error: limited }];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toMatch(/permission|issues: write/);
    expect(warnings[0]).toMatch(/secondary rate limit.*; the job is not affected$/);
  });

  test('401: the token was refused, once; nothing more is written', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [{ error: new GitHubCallError(401, 'Bad credentials') }];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create']);
    expect(warnings).toEqual([
      'could not comment on #7: GitHub refused the token (401): check github-token',
    ]);
  });

  test('a create that failed after GitHub made the comment is not repeated; the working note is removed', async () => {
    const { thread, comment } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway'), afterWrite: true }];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'delete']);
    expect(thread.kinds()).toEqual(['result']);
  });

  test('a working note that cannot be removed is a warning; the result stands', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.delete = [{ error: new GitHubCallError(500, 'Server Error') }];
    await comment.showResult(body('result', 'done'));
    expect(thread.kinds()).toEqual(['working', 'result']);
    expect(warnings).toEqual([
      expect.stringMatching(/could not remove the working comment from #7 \(500: /),
    ]);
  });

  test('403: one warning naming the permission, and nothing more is written', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [
      { error: new GitHubCallError(403, 'Resource not accessible by integration') },
    ];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/403.*issues: write/);
  });

  test('403 on the result: not folded into the working note, and nothing more is written', async () => {
    const { thread, comment, warnings } = setup();
    await comment.showWorking(body('working', 'working'));
    thread.failures.create = [
      { error: new GitHubCallError(403, 'Resource not accessible by integration') },
    ];
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create']);
    expect(thread.kinds()).toEqual(['working']);
    expect(warnings).toEqual([
      expect.stringMatching(/^could not comment on #7 \(403: .*issues: write/),
    ]);
    await comment.showWorking(body('working', 'again'));
    await comment.showResult(body('result', 'again'));
    expect(thread.calls).toEqual(['create', 'create']);
    expect(warnings).toHaveLength(1);
  });

  test('a working note someone deleted is written again', async () => {
    const { thread, comment } = setup();
    await comment.showWorking(body('working', 'one'));
    thread.comments = [];
    await comment.showWorking(body('working', 'two'));
    expect(thread.calls).toEqual(['create', 'update', 'create']);
    expect(thread.comments).toHaveLength(1);
  });

  test('any other failure is a warning saying the job is not affected', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [{ error: new GitHubCallError(422, 'Validation Failed') }];
    await comment.showResult(body('result', 'done'));
    expect(warnings).toEqual([
      expect.stringMatching(/422: Validation Failed\); the job is not affected/),
    ]);
  });
});

describe('a working note whose create failed after GitHub made it', () => {
  test('is found and removed when the result is posted', async () => {
    const { thread, comment, warnings } = setup();
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway'), afterWrite: true }];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'delete']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([expect.stringMatching(/502/)]);
  });

  test('a create refused with a 4xx made nothing: no listing', async () => {
    const { thread, comment } = setup();
    thread.failures.create = [{ error: new GitHubCallError(422, 'Validation Failed') }];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create']);
  });
});

describe('a cancelled round', () => {
  test('updates its working note in place: one write, no new comment, no delete', async () => {
    const { thread, comment } = setup();
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'cancelled'), { inPlace: true });
    expect(thread.calls).toEqual(['create', 'update']);
    expect(thread.kinds()).toEqual(['result']);
    expect(comment.url).toBe(thread.comments[0]?.url);
  });

  test('without a working note it posts the result', async () => {
    const { thread, comment } = setup();
    await comment.showResult(body('result', 'cancelled'), { inPlace: true });
    expect(thread.calls).toEqual(['create']);
  });
});

// The post step of a killed run needs to know whether the main step's result reached the thread,
// and which comment is the working note, to end the round in it.
describe('what the post step is told of the round', () => {
  test('the result reached the thread: ended; until then, not', async () => {
    const { comment } = setup();
    expect(comment.ended).toBe(false);
    await comment.showWorking(body('working', 'working'));
    expect(comment.ended).toBe(false);
    await comment.showResult(body('result', 'done'));
    expect(comment.ended).toBe(true);
  });

  test('a result GitHub did not take: not ended', async () => {
    const { thread, comment } = setup();
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    thread.failures.list = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    await comment.showResult(body('result', 'done'));
    expect(comment.ended).toBe(false);
  });

  test('a token GitHub refused: nothing more is written, and the round is not ended', async () => {
    const { thread, comment } = setup();
    thread.failures.create = [{ error: new GitHubCallError(403, 'Forbidden') }];
    await comment.showWorking(body('working', 'working'));
    await comment.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create']);
    expect(comment.ended).toBe(false);
  });

  test('the working note’s id: the note, or the result of an earlier attempt that a re-run shows working', async () => {
    const fresh = setup();
    expect(fresh.comment.workingId).toBeUndefined();
    await fresh.comment.showWorking(body('working', 'working'));
    expect(fresh.comment.workingId).toBe(fresh.thread.comments[0]?.id);

    const previous = {
      id: 5,
      body: body('result', 'attempt 1'),
      url: 'u5',
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
    const rerun = setup([previous]);
    await rerun.comment.showWorking(body('working', 'attempt 2 working'));
    expect(rerun.comment.workingId).toBe(5);
  });

  test('a working note resumed by its id is where the round’s end goes, in place', async () => {
    const note = {
      id: 9,
      body: body('working', 'working'),
      url: 'u9',
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
    const { thread, comment } = setup();
    thread.comments.push(note);
    comment.resume(9);
    await comment.showResult(body('result', 'stopped'), { inPlace: true });
    expect(thread.calls).toEqual(['update']);
    expect(thread.comments.map((c) => c.id)).toEqual([9]);
    expect(thread.comments[0]?.body).toMatch(/^stopped/);
    expect(comment.url).toBe('u9');
    expect(comment.ended).toBe(true);
  });

  test('a resumed note someone deleted: the round’s end is a new comment', async () => {
    const { thread, comment } = setup();
    comment.resume(9);
    await comment.showResult(body('result', 'stopped'), { inPlace: true });
    expect(thread.calls).toEqual(['update', 'create']);
    expect(thread.kinds()).toEqual(['result']);
  });
});

/** A thread whose listing still shows the comments as they were at `snapshot` (GitHub's listing lagging behind an edit). */
class LaggingThread extends MemoryThread {
  snapshot?: ThreadComment[];

  override async listComments(): Promise<ThreadComment[]> {
    const current = await super.listComments();
    return this.snapshot ? this.snapshot.map((c) => ({ ...c })) : current;
  }
}

/** One of the action's comments as GitHub lists it. */
const onThread = (id: number, text: string): ThreadComment => ({
  id,
  body: text,
  url: `u${id}`,
  login: OWN_LOGIN,
  authorType: 'Bot',
  association: 'NONE',
});

describe('more of a round on the thread', () => {
  // A re-run whose earlier attempt left its working note beside its result (the delete failed):
  // the note is the one marked working, not the latest of the round's comments, and it is removed.
  test('a re-run removes the working note an earlier attempt left beside its result', async () => {
    const { thread, comment: round } = setup([
      onThread(3, body('working', 'attempt 1 working')),
      onThread(5, body('result', 'attempt 1 done')),
    ]);
    await round.showResult(body('result', 'attempt 2 done'));
    expect(thread.calls).toEqual(['update', 'delete']);
    expect(thread.comments.map((c) => [c.id, c.body.split('\n')[0]])).toEqual([
      [5, 'attempt 2 done'],
    ]);
  });

  // A re-run whose earlier attempt was killed left only its working note: it is updated while the
  // round runs, and the result is still a new comment (GitHub notifies on new comments only).
  test('a re-run that took over an earlier working note still posts its result as a new comment', async () => {
    const {
      thread,
      comment: round,
      warnings,
    } = setup([onThread(3, body('working', 'attempt 1 working'))]);
    await round.showWorking(body('working', 'attempt 2 working'));
    await round.showResult(body('result', 'attempt 2 done'));
    expect(thread.calls).toEqual(['update', 'create', 'delete']);
    expect(thread.comments.map((c) => [c.id, c.body.split('\n')[0]])).toEqual([
      [101, 'attempt 2 done'],
    ]);
    expect(round.url).toBe('https://github.com/acme/docs/issues/7#issuecomment-101');
    expect(warnings).toEqual([]);
  });

  // The earlier attempt's result, deleted while the re-run ran: the result is a new comment, and
  // nothing else is deleted (the deleted result is no working note).
  test('a re-run whose earlier result was deleted meanwhile posts a new one and deletes nothing', async () => {
    const {
      thread,
      comment: round,
      warnings,
    } = setup([onThread(5, body('result', 'attempt 1 done'))]);
    await round.showWorking(body('working', 'attempt 2 working'));
    thread.comments = [];
    await round.showResult(body('result', 'attempt 2 done'));
    expect(thread.calls).toEqual(['update', 'update', 'create']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([]);
  });

  // Only a 404 means "deleted meanwhile"; any other failed edit is a warning, and no second note is made.
  test('an edit of the working note that fails (not a 404) is a warning, not a new note', async () => {
    const {
      thread,
      comment: round,
      warnings,
    } = setup([onThread(5, body('result', 'attempt 1 done'))]);
    thread.failures.update = [{ error: new GitHubCallError(500, 'Server Error') }];
    await round.showWorking(body('working', 'attempt 2 working'));
    expect(thread.calls).toEqual(['update']);
    expect(thread.comments.map((c) => c.body.split('\n')[0])).toEqual(['attempt 1 done']);
    expect(warnings).toEqual([
      'could not comment on #7 (500: Server Error); the job is not affected',
    ]);
  });

  // Whether a result landed is read from this round's marker only: another round's result is not it.
  test('a result post that did not land is posted again, whatever earlier rounds left on the thread', async () => {
    const earlier = onThread(5, body('result', 'first PR', '1111.agent'));
    const { thread, comment: round, warnings } = setup([earlier]);
    await round.showWorking(body('working', 'working'));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    await round.showResult(body('result', 'second PR'));
    expect(thread.calls).toEqual(['create', 'create', 'list', 'create', 'delete']);
    expect(thread.comments.map((c) => [c.id, c.body.split('\n')[0]])).toEqual([
      [5, 'first PR'],
      [102, 'second PR'],
    ]);
    expect(warnings).toEqual([]);
  });

  // A working note someone deleted before the round ended is already gone: no warning.
  test('a working note deleted before the result: the result is posted, and no warning', async () => {
    const { thread, comment: round, warnings } = setup();
    await round.showWorking(body('working', 'working'));
    thread.comments = [];
    await round.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'delete']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([]);
  });

  // A post that never reached GitHub (no connection, after the policy's retries) made nothing:
  // no listing and no second post; the result goes into the working note.
  test('a result post that never reached GitHub is folded into the working note, without a listing', async () => {
    const { thread, comment: round, warnings } = setup();
    await round.showWorking(body('working', 'working'));
    thread.failures.create = [
      { error: new GitHubCallError(undefined, 'connect ECONNREFUSED', { neverSent: true }) },
    ];
    await round.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'update']);
    expect(thread.kinds()).toEqual(['result']);
    expect(warnings).toEqual([
      'could not post the result as a new comment on #7 (no answer: connect ECONNREFUSED); it is in the working note instead (an edit, so GitHub notifies nobody)',
    ]);
  });

  // A working note whose create failed may exist: it is looked for and removed, also when the
  // result was folded into the other working note.
  test('a result folded into the working note: a note that may have been made besides is found and removed', async () => {
    const { thread, comment: round, warnings } = setup();
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway'), afterWrite: true }];
    await round.showWorking(body('working', 'one'));
    await round.showWorking(body('working', 'two'));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    thread.failures.list = [{ error: new GitHubCallError(504, 'Gateway Timeout') }];
    await round.showResult(body('result', 'done'));
    expect(thread.calls).toEqual([
      'create',
      'create',
      'create',
      'list',
      'update',
      'list',
      'delete',
    ]);
    expect(thread.comments.map((c) => [c.id, c.body.split('\n')[0]])).toEqual([[102, 'done']]);
    expect(warnings).toEqual([
      'could not comment on #7 (502: Bad Gateway); the job is not affected',
      'could not post the result as a new comment on #7 (502: Bad Gateway); it is in the working note instead (an edit, so GitHub notifies nobody)',
    ]);
  });

  // The comment that holds the result is never deleted as a working note, even when a listing
  // that lags behind the edit still shows it as one.
  test('a listing that still shows the folded note as working: the result is not deleted', async () => {
    const thread = new LaggingThread();
    const warnings: string[] = [];
    const round = new RoundComment(thread, ROUND, (m) => warnings.push(m), markerTrust());
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    await round.showWorking(body('working', 'one'));
    await round.showWorking(body('working', 'two'));
    thread.snapshot = thread.comments.map((c) => ({ ...c }));
    thread.failures.create = [{ error: new GitHubCallError(502, 'Bad Gateway') }];
    thread.failures.list = [{ error: new GitHubCallError(504, 'Gateway Timeout') }];
    await round.showResult(body('result', 'done'));
    expect(thread.calls).toEqual(['create', 'create', 'create', 'list', 'update', 'list']);
    expect(thread.comments.map((c) => [c.id, c.body.split('\n')[0]])).toEqual([[101, 'done']]);
    expect(round.ended).toBe(true);
  });
});

// The post step takes over the working note by its id alone: it knows no address for it until
// GitHub answers an edit of it.
describe('a working note resumed by its id', () => {
  test('has no address until GitHub answers; then the address GitHub gives', async () => {
    const { thread, comment: round } = setup();
    thread.comments.push(onThread(9, body('working', 'working')));
    round.resume(9);
    expect(round.url).toBe('');
    await round.showWorking(body('working', 'still working'));
    expect(thread.calls).toEqual(['update']);
    expect(round.url).toBe('u9');
  });

  test('an edit of it that fails: a warning, and still no address', async () => {
    const { thread, comment: round, warnings } = setup();
    thread.comments.push(onThread(9, body('working', 'working')));
    thread.failures.update = [{ error: new GitHubCallError(500, 'Server Error') }];
    round.resume(9);
    await round.showResult(body('result', 'stopped'), { inPlace: true });
    expect(thread.calls).toEqual(['update']);
    expect(round.url).toBe('');
    expect(round.ended).toBe(false);
    expect(warnings).toEqual([
      'could not comment on #7 (500: Server Error); the job is not affected',
    ]);
  });
});
