// The one living comment per job on the triggering issue or pull request (interface.md, Comment;
// Issues and conversations for the issue as the prompt, include-issue-context and remove-label):
// the bundle against the job emulator and the GitHub fake.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  EMULATOR_JOB_ID,
  expectFailure,
  expectNoKeyInGitHub,
  expectSuccess,
  GH_COMMENT_PATH,
  GH_COMMENTS_PATH,
  GH_LABEL_PATH,
  githubFake,
  githubRequestsOf,
  issuesEvent,
  markedComments,
  markerJobIds,
  MESSAGE_PATH,
  REPO,
  renderedText,
  RUN_URL,
  runWithGitHub,
  warningLines,
} from './helpers.js';
import type { ActionResult, Emulator, FakeComment, GitHubFake } from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const ISSUE = 7;
const TITLE = 'Document the retry option';
const BODY = 'The retry option has no page yet. Add one under Configuration.';

/** The one comment the action keeps on #`issue` (fails unless there is exactly one). */
function theComment(fake: GitHubFake, issue = ISSUE): FakeComment {
  const marked = markedComments(fake, issue);
  expect(marked).toHaveLength(1);
  const [comment] = marked;
  if (!comment) throw new Error('no comment');
  return comment;
}

function posts(fake: GitHubFake): number {
  return fake.count('POST', GH_COMMENTS_PATH);
}

function patches(fake: GitHubFake): number {
  return fake.count('PATCH', GH_COMMENT_PATH);
}

/** The only job the emulator knows. */
function onlyJob(emu: Emulator): string {
  const ids = emu.jobIds();
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

/** The markdown links `[text](url)` in a body that are live (the `[` not escaped). */
function liveLinks(body: string): string[] {
  return [...body.matchAll(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)/g)].map((m) => m[2] ?? '');
}

describe('the comment of a job started by labelling an issue', () => {
  test('the issue is the prompt; one comment is created at the start and updated in place with the outcome, PR link and run link', async () => {
    const emu = await emulator({ jobDurationMs: 300 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const id = onlyJob(emu);
    expect(emu.prompts(id)).toEqual([
      `${TITLE}\n\n${BODY}\n\nhttps://github.com/${REPO}/issues/${ISSUE}`,
    ]);
    expect(posts(fake)).toBe(1);
    const create = githubRequestsOf(fake, 'POST', GH_COMMENTS_PATH)[0];
    expect(create?.path).toBe(`/repos/${REPO}/issues/${ISSUE}/comments`);
    // The comment as it stood while the job ran.
    const whileRunning = (JSON.parse(create?.body ?? '{}') as { body?: string }).body ?? '';
    expect(markerJobIds(whileRunning)).toEqual([id]);
    expect(renderedText(whileRunning)).toMatch(/working on it/i);
    expect(whileRunning).toContain(`](${RUN_URL})`);
    // The end: the same comment, updated in place (no second create).
    expect(patches(fake)).toBeGreaterThanOrEqual(1);
    const comment = theComment(fake);
    const patch = githubRequestsOf(fake, 'PATCH', GH_COMMENT_PATH).at(-1);
    expect(patch?.path).toBe(`/repos/${REPO}/issues/comments/${comment.id}`);
    expect(markerJobIds(comment.body)).toEqual([id]);
    expect(comment.body).toMatch(/status=completed/);
    const prLink = result.outputs['pr-link'] ?? '';
    expect(prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(liveLinks(comment.body)).toEqual(expect.arrayContaining([prLink, RUN_URL]));
    expect(renderedText(comment.body)).toContain(
      `The agent finished job ${id} and opened a pull request.`,
    );
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expect(result.outputs['comment-url']).toMatch(
      new RegExp(`^https://github\\.com/acme/docs/issues/${ISSUE}#issuecomment-${comment.id}$`),
    );
  });
});

describe('exactly one comment per job', () => {
  test('a watch and a follow-up of the job update its comment; a different job gets its own', async () => {
    const emu = await emulator({ jobDurationMs: 200 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const created = await runWithGitHub(emu, fake, {}, { event });
    expectSuccess(created);
    const id = created.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    const first = theComment(fake);
    expect(created.outputs['comment-url']).toBe(first.html_url);
    const firstPr = created.outputs['pr-link'] ?? '';

    // A watch (a re-run with job-id, e.g. after a time-out): the same comment, updated.
    const patchesBefore = patches(fake);
    const watched = await runWithGitHub(emu, fake, { 'job-id': id }, { event });
    expectSuccess(watched);
    expect(posts(fake)).toBe(1);
    expect(patches(fake)).toBeGreaterThan(patchesBefore);
    expect(theComment(fake).id).toBe(first.id);
    expect(watched.outputs['comment-url']).toBe(first.html_url);

    // A follow-up: a message to the same job, its comment updated with the new PR link.
    const followedUp = await runWithGitHub(
      emu,
      fake,
      { 'job-id': id, prompt: 'Also add an example.' },
      { event },
    );
    expectSuccess(followedUp);
    expect(emu.count('POST', MESSAGE_PATH)).toBe(1);
    expect(emu.count('POST', CREATE_PATH)).toBe(1);
    expect(posts(fake)).toBe(1);
    const afterFollowUp = theComment(fake);
    expect(afterFollowUp.id).toBe(first.id);
    expect(markerJobIds(afterFollowUp.body)).toEqual([id]);
    const newPr = followedUp.outputs['pr-link'] ?? '';
    expect(newPr).not.toBe(firstPr);
    expect(afterFollowUp.body).toContain(`](${newPr})`);
    expect(followedUp.outputs['comment-url']).toBe(first.html_url);

    // Another job on the same issue (workflow_dispatch with issue-number): a comment of its own.
    const other = await runWithGitHub(emu, fake, {
      prompt: 'Fix the typos in the quick start.',
      'issue-number': String(ISSUE),
    });
    expectSuccess(other);
    const otherId = other.outputs['job-id'] ?? '';
    expect(otherId).not.toBe(id);
    const marked = markedComments(fake, ISSUE);
    expect(marked.map((c) => markerJobIds(c.body))).toEqual([[id], [otherId]]);
    expect(marked[0]?.body).toBe(afterFollowUp.body);
    expect(other.outputs['comment-url']).toBe(marked[1]?.html_url);
  });

  test('a watch finds the job’s comment past the first page of a long thread (> 100 comments) and updates it', async () => {
    const emu = await emulator();
    const id = emu.seedJob({ activeForMs: 0 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    for (let i = 0; i < 130; i += 1) {
      fake.addComment(REPO, ISSUE, { body: `comment ${i}`, login: `user${i % 7}` });
    }
    // The comment an earlier run of the action left (written with the workflow's token).
    const earlier = fake.addComment(REPO, ISSUE, {
      body: `<!-- agent-job-action job-id=${id} status=active -->\n### 🤖 Agent job \`${id}\` is working on it\n`,
      login: 'github-actions[bot]',
    });
    fake.addComment(REPO, ISSUE, { body: 'any news?', login: 'octocat' });

    const watched = await runWithGitHub(emu, fake, { 'job-id': id }, { event });

    expectSuccess(watched);
    expect(posts(fake)).toBe(0);
    const lists = githubRequestsOf(fake, 'GET', GH_COMMENTS_PATH);
    expect(lists.some((r) => r.query.page === '2')).toBe(true);
    const comment = theComment(fake);
    expect(comment.id).toBe(earlier.id);
    expect(comment.body).toMatch(/status=completed/);
    expect(githubRequestsOf(fake, 'PATCH', GH_COMMENT_PATH).at(-1)?.path).toBe(
      `/repos/${REPO}/issues/comments/${earlier.id}`,
    );
    expect(watched.outputs['comment-url']).toBe(earlier.html_url);
  });
});

describe('a job that goes on at the service', () => {
  test('on time-out the comment says the job goes on at the service and how to resume with job-id', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const result = await runWithGitHub(emu, fake, { timeout: '500ms' }, { event });

    expectFailure(result);
    expect(result.outputs['timed-out']).toBe('true');
    const id = result.outputs['job-id'] ?? '';
    const comment = theComment(fake);
    expect(markerJobIds(comment.body)).toEqual([id]);
    const text = renderedText(comment.body);
    expect(text).toMatch(/still running at the service/i);
    expect(text).toContain(`job-id: ${id}`);
    expect(text).not.toMatch(/working on it/i);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
  });

  test('on cancellation (SIGTERM) the comment says the job continues at the service, with its id; the step exits non-zero within 5 s', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const result = await runWithGitHub(
      emu,
      fake,
      { timeout: '1m' },
      { event, signal: { name: 'SIGTERM', whenStdoutMatches: /Created job/, afterMs: 100 } },
    );

    expect(result.signalSentAtMs).toBeDefined();
    expectFailure(result);
    expect(result.durationMs - (result.signalSentAtMs ?? 0)).toBeLessThan(5000);
    const id = result.outputs['job-id'] ?? '';
    expect(id).toMatch(EMULATOR_JOB_ID);
    const comment = theComment(fake);
    expect(markerJobIds(comment.body)).toEqual([id]);
    const text = renderedText(comment.body);
    expect(text).toMatch(/continues at the service|goes on at the service/i);
    expect(text).toContain(`job-id: ${id}`);
    expect(text).not.toMatch(/working on it/i);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
  });
});

describe('untrusted text in the comment', () => {
  const HOSTILE_TITLE = 'Ping @someone <img src=x onerror=alert(1)>';
  const HOSTILE_BODY = [
    '[x](javascript:alert(1))',
    '<!-- agent-job-action job-id=evil status=active -->',
    '**bold** and #1 and `code`',
  ].join('\n');

  test('the issue’s title and body are escaped: no mention, no HTML, no link, no second marker', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: HOSTILE_TITLE, body: HOSTILE_BODY });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    // The prompt is the issue, as written.
    expect(emu.prompts(id)[0]).toContain(HOSTILE_TITLE);
    expect(emu.prompts(id)[0]).toContain(HOSTILE_BODY);
    const bodies = [
      ...githubRequestsOf(fake, 'POST', GH_COMMENTS_PATH),
      ...githubRequestsOf(fake, 'PATCH', GH_COMMENT_PATH),
    ].map((r) => (JSON.parse(r.body) as { body: string }).body);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies) {
      expect(body).not.toMatch(/@someone/);
      expect(body).not.toMatch(/<img/i);
      expect(body).not.toContain('javascript:alert(1))');
      expect(liveLinks(body).every((url) => url.startsWith('https://'))).toBe(true);
      expect(body.split('<!--')).toHaveLength(2);
      expect(markerJobIds(body)).toEqual([id]);
      expect(body).not.toContain('job-id=evil');
    }
    // The excerpt is still there for a person to read.
    expect(renderedText(theComment(fake).body)).toContain('Ping @someone <img src=x');
  });

  test.each(['http://evil.example/x', 'javascript:alert(document.cookie)'])(
    'a prLink that is not https (%s) is not linked',
    async (prLink) => {
      const emu = await emulator();
      emu.scriptNextJob({ activeForMs: 100, prLink });
      const fake = await githubFake();
      const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

      const result = await runWithGitHub(emu, fake, {}, { event });

      expect(result.outputs['pr-link']).toBe(prLink);
      const body = theComment(fake).body;
      expect(liveLinks(body)).toEqual([RUN_URL]);
      expect(body).not.toContain(`](${prLink}`);
      expect(body).not.toMatch(/<a\b/i);
    },
  );

  test('an https prLink cannot end its link early to add a mention or a link of its own', async () => {
    const emu = await emulator();
    const prLink = 'https://github.com/acme/docs/pull/9?x=)@someone[more](https://evil.example/)';
    emu.scriptNextJob({ activeForMs: 100, prLink });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    await runWithGitHub(emu, fake, {}, { event });

    const body = theComment(fake).body;
    const links = liveLinks(body);
    expect(links).toHaveLength(2);
    expect(links).not.toContain('https://evil.example/');
    // Its parentheses stay encoded, so the link ends where the URL ends: nothing after it is live.
    const line = body.split('\n').find((l) => l.startsWith('**Pull request:**')) ?? '';
    const destination = /\]\((.*)\)$/.exec(line)?.[1] ?? '';
    expect(destination).not.toMatch(/[()]/);
  });
});

describe('a comment that cannot be written', () => {
  test('403 on creating it: a warning naming the permission; the step’s result, outputs and exit code do not change', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    fake.injectFault({
      method: 'POST',
      path: GH_COMMENTS_PATH,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
        status: '403',
      },
      times: 10,
    });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    expect(result.outputs).toMatchObject({ status: 'completed', 'comment-url': '' });
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    expect(result.outputs['pr-link']).toMatch(/^https:\/\//);
    const warnings = warningLines(result);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.some((w) => /issues: write/.test(w) && /403/.test(w))).toBe(true);
    expect(markedComments(fake, ISSUE)).toHaveLength(0);
  });

  test('a create answered 502 after GitHub made the comment is not repeated: the end updates that comment', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, status: 502, afterHandling: true });

    const result = await runWithGitHub(emu, fake, {}, { event });

    expectSuccess(result);
    const comment = theComment(fake);
    expect(fake.comments(REPO, ISSUE)).toHaveLength(1);
    expect(comment.body).toMatch(/status=completed/);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
  });
});

describe('where the comment goes', () => {
  test('GitHub Enterprise Server: the API under /api/v3 (GITHUB_API_URL), the run link on GITHUB_SERVER_URL', async () => {
    const emu = await emulator();
    const fake = await githubFake({ basePath: '/api/v3' });
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    const server = 'https://ghe.acme.example';

    const result = await runWithGitHub(
      emu,
      fake,
      {},
      { event, env: { GITHUB_SERVER_URL: server } },
    );

    expectSuccess(result);
    // Every request was under the base path (anything else would be recorded with its full path).
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) expect(r.path).toMatch(/^\/repos\/acme\/docs\//);
    const comment = theComment(fake);
    expect(comment.body).toContain(`](${server}/${REPO}/actions/runs/4242)`);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
    expect(comment.html_url.startsWith(fake.url.replace(/\/api\/v3$/, ''))).toBe(true);
  });

  test('comment: false sends no request to GitHub at all', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const result = await runWithGitHub(emu, fake, { comment: 'false' }, { event });

    expectSuccess(result);
    expect(fake.requests).toHaveLength(0);
    expect(result.outputs['comment-url']).toBe('');
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
  });

  test('issue-number on workflow_dispatch: the comment goes on that issue', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: 12, title: 'Tracking: docs refresh' });

    const result = await runWithGitHub(emu, fake, {
      prompt: 'Refresh the quick start.',
      'issue-number': '12',
    });

    expectSuccess(result);
    const id = result.outputs['job-id'] ?? '';
    expect(emu.prompts(id)).toEqual(['Refresh the quick start.']);
    const comment = theComment(fake, 12);
    expect(markerJobIds(comment.body)).toEqual([id]);
    expect(result.outputs['comment-url']).toBe(comment.html_url);
  });

  test('no issue in the event and no issue-number: no request to GitHub, the step succeeds', async () => {
    const emu = await emulator();
    const fake = await githubFake();

    const result = await runWithGitHub(emu, fake, { prompt: 'Refresh the quick start.' });

    expectSuccess(result);
    expect(fake.requests).toHaveLength(0);
    expect(result.outputs['comment-url']).toBe('');
    expect(warningLines(result)).toEqual([]);
  });
});

describe('issue events', () => {
  test('include-issue-context: the given prompt, followed by the issue’s title, body and URL', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    const prompt = 'Write the page the issue asks for.';

    const result = await runWithGitHub(
      emu,
      fake,
      { prompt, 'include-issue-context': 'true', comment: 'false' },
      { event },
    );

    expectSuccess(result);
    const sent = emu.prompts(result.outputs['job-id'] ?? '')[0] ?? '';
    expect(sent.startsWith(prompt)).toBe(true);
    const context = sent.slice(prompt.length);
    const at = (text: string) => context.indexOf(text);
    expect(at(TITLE)).toBeGreaterThan(0);
    expect(at(BODY)).toBeGreaterThan(at(TITLE));
    expect(at(`https://github.com/${REPO}/issues/${ISSUE}`)).toBeGreaterThan(at(BODY));
  });

  test('without include-issue-context a given prompt is sent alone', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    const prompt = 'Write the page the issue asks for.';

    const result = await runWithGitHub(emu, fake, { prompt, comment: 'false' }, { event });

    expectSuccess(result);
    expect(emu.prompts(result.outputs['job-id'] ?? '')).toEqual([prompt]);
  });

  test('remove-label: the triggering label is removed once the job has ended (completed), other labels stay', async () => {
    const emu = await emulator({ jobDurationMs: 400 });
    const fake = await githubFake();
    const event = issuesEvent(fake, {
      number: ISSUE,
      title: TITLE,
      body: BODY,
      labels: ['agent', 'docs'],
    });

    // Sample the label while the job runs: it must stay until the job has ended.
    const removedWhileActive: boolean[] = [];
    const sampler = setInterval(() => {
      const [id] = emu.jobIds();
      const status = id ? emu.job(id)?.status : undefined;
      if (status === 'active') removedWhileActive.push(!fake.labels(REPO, ISSUE).includes('agent'));
    }, 20);
    const result = await runWithGitHub(
      emu,
      fake,
      { 'remove-label': 'true', comment: 'false' },
      { event },
    ).finally(() => clearInterval(sampler));

    expectSuccess(result);
    expect(result.outputs.status).toBe('completed');
    expect(removedWhileActive.length).toBeGreaterThan(0);
    expect(removedWhileActive.every((removed) => !removed)).toBe(true);
    expect(fake.labels(REPO, ISSUE)).toEqual(['docs']);
    const removals = githubRequestsOf(fake, 'DELETE', GH_LABEL_PATH);
    expect(removals.map((r) => r.path)).toEqual([`/repos/${REPO}/issues/${ISSUE}/labels/agent`]);
  });

  test('remove-label: the label stays when the wait times out (the job still runs)', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    const result = await runWithGitHub(
      emu,
      fake,
      { 'remove-label': 'true', timeout: '500ms', comment: 'false' },
      { event },
    );

    expect(result.outputs['timed-out']).toBe('true');
    expect(fake.labels(REPO, ISSUE)).toEqual(['agent']);
    expect(fake.count('DELETE')).toBe(0);
  });
});

describe('secrets in the comment', () => {
  test('the api-key never reaches GitHub, even when the service echoes it in an error after the job was created', async () => {
    const emu = await emulator();
    emu.scriptNextJob({ activeForMs: 60_000 });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });
    emu.injectFault({
      method: 'GET',
      status: 400,
      body: JSON.stringify({ error: `bad request for key ${emu.apiKey}` }),
      times: 100,
    });

    const result: ActionResult = await runWithGitHub(emu, fake, {}, { event });

    expectFailure(result);
    const comment = theComment(fake);
    expect(comment.body).not.toContain(emu.apiKey);
    expect(comment.body).not.toContain(emu.apiKey.slice(emu.apiKey.indexOf('_') + 1));
    expectNoKeyInGitHub(fake, emu.apiKey);
  });

  test('the api-key never reaches GitHub when the service echoes it in the prLink', async () => {
    const emu = await emulator();
    emu.scriptNextJob({
      activeForMs: 100,
      prLink: `https://github.com/acme/docs/pull/9?token=${emu.apiKey}`,
    });
    const fake = await githubFake();
    const event = issuesEvent(fake, { number: ISSUE, title: TITLE, body: BODY });

    await runWithGitHub(emu, fake, {}, { event });

    expect(theComment(fake).body).toMatch(/status=completed/);
    expectNoKeyInGitHub(fake, emu.apiKey);
  });

  test('the api-key never reaches GitHub when the prompt contains it (the comment shows an excerpt of the prompt)', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.addIssue(REPO, { number: 12 });

    await runWithGitHub(emu, fake, {
      prompt: `Call the API with ${emu.apiKey} and document what it returns.`,
      'issue-number': '12',
    });

    expect(markedComments(fake, 12)).toHaveLength(1);
    expectNoKeyInGitHub(fake, emu.apiKey);
  });
});
