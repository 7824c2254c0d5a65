// Rules of a whole run that no single module holds: how the inputs, the runtime's clock and its
// random numbers reach the waiter; the log a person watches (a line per status change, a heartbeat
// a minute, the whole records behind debug, service text cut and redacted); the step's writes
// before a GitHub call that could hang; the last outputs on cancellation; no @mention of a bot.
// Each runs a whole step in-process (runInProcess); the waits run in virtual time (VirtualClock:
// half an hour of polling takes milliseconds), against the emulator's scripted polls.
import { afterEach, expect, test } from '@jest/globals';
import { realEvent } from '../../__fixtures__/webhooks.js';
import {
  runInProcess,
  settleKilledSteps,
  type InProcessOptions,
} from '../../__fixtures__/run-in-process.js';
import { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import { sawRequest } from '../../__fixtures__/wait-for.js';
import type { ActionResult } from '../../scripts/run-action.js';
import {
  EMULATOR_JOB_ID,
  closeEmulators,
  closeGitHubFakes,
  GET_PATH,
  GH_COMMENTS_PATH,
  REPO,
  emulator,
  expectOneLineError,
  expectSuccess,
  githubEnv,
  githubFake,
  inputsFor,
  issuesEvent,
  jobOutput,
  logLines,
  markedComments,
  recordForKeySweep,
  requestsOf,
  type Emulator,
} from './helpers.js';

const PROMPT = 'Document the retry policy.';

afterEach(async () => {
  await closeGitHubFakes();
  await closeEmulators();
  await settleKilledSteps();
});

/** A step in-process against `emu`, swept for the key like every run of the helpers. */
async function step(
  emu: Emulator,
  inputs: Record<string, string | undefined>,
  options: InProcessOptions = {},
): Promise<ActionResult> {
  const all = inputsFor(emu, { prompt: PROMPT, ...inputs });
  return recordForKeySweep(await runInProcess({ ...options, inputs: all }), all['api-key'], emu);
}

/** `n` polls that find the job active, then one that finds it completed. */
function activeFor(n: number): string[] {
  return [...Array<string>(n).fill('active'), 'completed'];
}

/** The debug lines that carry a job record, parsed. */
function debugRecords(result: ActionResult): Array<Record<string, unknown>> {
  return logLines(result, /^::debug::job record: /).map(
    (line) =>
      JSON.parse(line.replace(/^::debug::job record: /, '').replace(/%25/g, '%')) as Record<
        string,
        unknown
      >,
  );
}

test('poll-interval and max-poll-interval reach the waiter: the first gap is poll-interval, the longest max-poll-interval', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: activeFor(30) });
  const clock = new VirtualClock();

  const result = await step(
    emu,
    { 'poll-interval': '7s', 'max-poll-interval': '9s', timeout: '30m' },
    { clock },
  );

  expectSuccess(result);
  expect(emu.count('GET', GET_PATH)).toBe(31);
  expect(clock.sleeps[0]).toBe(7000);
  expect(Math.min(...clock.sleeps)).toBe(7000);
  expect(Math.max(...clock.sleeps)).toBe(9000);
});

test('a heartbeat about once a minute, with the time waited; nothing between two of them but status changes', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: activeFor(30) });
  const clock = new VirtualClock();

  const result = await step(
    emu,
    { 'poll-interval': '10s', 'max-poll-interval': '10s', timeout: '30m' },
    { clock },
  );

  expectSuccess(result);
  const beats = logLines(result, /is still active after/).map((line) =>
    line.replace(/^Job \S+ is still active after /, ''),
  );
  // 300 s of polling every 10 s while active, then the check that finds it completed: a beat at
  // each minute, none at the end (the end has its own line).
  expect(beats).toEqual(['1m', '2m', '3m', '4m', '5m']);
});

test('a line for each status change, and only then: the status as the service sent it, cut and redacted', async () => {
  const emu = await emulator();
  // An unknown status long enough to be cut, with the key inside it (the service echoing it back).
  const odd = `paused-${'z'.repeat(30)}${emu.apiKey}`;
  emu.scriptNextJob({ polls: ['active', 'active', odd, odd, 'completed'] });

  const result = await step(
    emu,
    { 'poll-interval': '1s', 'max-poll-interval': '1s' },
    { clock: new VirtualClock() },
  );

  expectSuccess(result);
  const changes = logLines(result, /^Job \S+: /).map((line) => line.replace(/^Job \S+: /, ''));
  const shown = `paused-${'z'.repeat(30)}***`;
  expect(shown.length).toBeLessThanOrEqual(40);
  expect(changes).toEqual([`active → ${shown}`, `${shown} → completed`]);

  // Cut at 40 characters, after redaction: no part of the key is left at the cut.
  const longer = `paused-${'y'.repeat(60)}`;
  const emu2 = await emulator();
  emu2.scriptNextJob({ polls: [longer, 'completed'] });
  const cut = await step(
    emu2,
    { 'poll-interval': '1s', 'max-poll-interval': '1s' },
    { clock: new VirtualClock() },
  );
  const lines = logLines(cut, /^Job \S+: /).map((line) => line.replace(/^Job \S+: /, ''));
  expect(lines).toEqual([
    `active → ${longer.slice(0, 40)}…`,
    `${longer.slice(0, 40)}… → completed`,
  ]);
});

test('every record the run sees goes whole to the debug log, in order', async () => {
  const emu = await emulator();
  const title = `A long title ${'t'.repeat(3000)}`;
  emu.scriptNextJob({ polls: ['active', 'completed'], override: { title } });

  const result = await step(
    emu,
    { 'poll-interval': '1s', 'max-poll-interval': '1s' },
    { clock: new VirtualClock() },
  );

  expectSuccess(result);
  const records = debugRecords(result);
  // The create's answer, then each of the two polls.
  expect(records.map((r) => r.status)).toEqual(['active', 'active', 'completed']);
  for (const record of records) expect(record.title).toBe(title);
  expect(records[2]).toEqual(jobOutput(result));
});

test('the pull request line in the log is cut and redacted, however long the link the service sent', async () => {
  const emu = await emulator();
  // The key just before the cut: cut first and redacted after, a piece of it would be left.
  const prLink = `https://github.com/acme/docs/pull/7#${'a'.repeat(460)}${emu.apiKey}${'b'.repeat(900)}`;
  emu.scriptNextJob({ polls: ['completed'], prLink });

  const result = await step(emu, {}, { clock: new VirtualClock() });

  expectSuccess(result);
  const [line, ...more] = logLines(result, /^Pull request: /);
  expect(more).toEqual([]);
  expect(line).toBe(
    `Pull request: ${`${prLink.slice(0, 496)}***${'b'.repeat(900)}`.slice(0, 500)}…`,
  );
  expect(jobOutput(result).prLink).toBe(prLink.replace(emu.apiKey, '***'));
});

test('the service’s wait between failed status checks is jittered with the run’s random numbers', async () => {
  const sleepsWith = async (random: number) => {
    const emu = await emulator();
    emu.scriptNextJob({ polls: ['active', 'completed'] });
    emu.injectFault({ method: 'GET', path: GET_PATH, status: 502, times: 1 });
    const clock = new VirtualClock();
    const result = await step(
      emu,
      { 'poll-interval': '4s', 'max-poll-interval': '8s' },
      { clock, random: () => random },
    );
    expectSuccess(result);
    return clock.sleeps;
  };

  // The first gap, then the retry: full jitter, a random share of poll-interval (the first back-off).
  expect(await sleepsWith(0.5)).toEqual([4000, 2000, 4000]);
  expect(await sleepsWith(0.25)).toEqual([4000, 1000, 4000]);
});

test('a create the service asks to send again (503) waits a jittered back-off from the run’s random numbers', async () => {
  const firstWait = async (random: number) => {
    const emu = await emulator();
    emu.scriptNextJob({ polls: ['completed'] });
    emu.injectFault({ method: 'POST', status: 503, times: 1 });
    const clock = new VirtualClock();
    const result = await step(emu, {}, { clock, random: () => random });
    expectSuccess(result);
    expect(emu.count('POST')).toBe(2);
    return clock.sleeps[0] ?? NaN;
  };

  const half = await firstWait(0.5);
  expect(half).toBeGreaterThan(0);
  expect(await firstWait(0.25)).toBe(half / 2);
});

test('status checks failing for 10 × max-poll-interval end the wait: the outage rule', async () => {
  const outageAfter = async (maxPoll: string) => {
    const emu = await emulator();
    emu.scriptNextJob({ polls: ['active'] });
    emu.injectFault({ method: 'GET', path: GET_PATH, status: 502, times: 10_000 });
    const clock = new VirtualClock();
    const result = await step(
      emu,
      { 'poll-interval': '5s', 'max-poll-interval': maxPoll, timeout: '2h' },
      { clock, random: () => 1 },
    );
    const line = expectOneLineError(result, /failed every status check for/, /job-id/);
    expect(result.outputs['job-id']).toMatch(EMULATOR_JOB_ID);
    return /for (\S+(?: \S+s)?) \(/.exec(line)?.[1];
  };

  // 10 × 10 s: the failure at or after 100 s of failing ends it (the waits: 5, 10, 10, … s).
  expect(await outageAfter('10s')).toBe('1m 45s');
  // 10 × 60 s is past the 5-minute cap: the cap ends it.
  expect(await outageAfter('60s')).toBe('5m 15s');
});

test('the outputs and the summary name the job before the working note is posted: a kill while GitHub hangs leaves them', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['active'] });
  const fake = await githubFake();
  fake.injectFault({ method: 'POST', path: GH_COMMENTS_PATH, action: 'hang', times: 10 });
  const event = issuesEvent(fake, { number: 5 });

  const result = await step(
    emu,
    { 'poll-interval': '1s', 'max-poll-interval': '1s' },
    {
      event,
      env: githubEnv(fake),
      signal: { name: 'SIGKILL', when: () => sawRequest(fake, 'POST', GH_COMMENTS_PATH) },
    },
  );

  expect(result.signal).toBe('SIGKILL');
  const id = result.outputs['job-id'] ?? '';
  expect(id).toMatch(EMULATOR_JOB_ID);
  expect(jobOutput(result).id).toBe(id);
  expect(result.summary).toContain(id);
  // Not a single status check yet: the note comes first, while the round waits.
  expect(emu.count('GET', GET_PATH)).toBe(0);
});

test('the working note is on the thread before the first status check, however slowly GitHub answers', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['completed'] });
  const fake = await githubFake();
  fake.injectFault({
    method: 'POST',
    path: GH_COMMENTS_PATH,
    action: 'slow',
    delayMs: 500,
    times: 1,
  });
  const event = issuesEvent(fake, { number: 5 });

  const result = await step(emu, { 'poll-interval': '50ms' }, { event, env: githubEnv(fake) });

  expectSuccess(result);
  const [note] = fake.requests.filter((r) => r.method === 'POST' && GH_COMMENTS_PATH.test(r.path));
  const [firstCheck] = requestsOf(emu, 'GET', GET_PATH);
  expect(note && firstCheck).toBeTruthy();
  expect((firstCheck?.at ?? 0) - (note?.at ?? 0)).toBeGreaterThanOrEqual(450);
  // One comment for the round: the result; the note was removed.
  expect(markedComments(fake, 5)).toHaveLength(1);
});

test('cancelled while waiting: the last record seen reaches the outputs and the summary', async () => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['paused'] });

  const result = await step(
    emu,
    { 'poll-interval': '50ms', 'max-poll-interval': '50ms', timeout: '1m' },
    { signal: { name: 'SIGTERM', whenStdoutMatches: /unknown status 'paused'/ } },
  );

  expectOneLineError(result, /the workflow run was cancelled/);
  expect(jobOutput(result).status).toBe('paused');
  expect(result.outputs.status).toBe('paused');
  expect(result.outputs['job-id']).toBe(jobOutput(result).id);
  expect(result.summary).toMatch(/cancelled|stopped/i);
  expect(result.summary).toContain(jobOutput(result).id);
});

test.each([
  ['a bot by its type', { 'sender.login': 'docs-helper', 'sender.type': 'Bot' as const }],
  ['a bot by its login', { 'sender.login': 'renovate[bot]', 'sender.type': 'User' as const }],
])('the result does not @mention a sender that is %s; a person is', async (_name, sender) => {
  const emu = await emulator();
  emu.scriptNextJob({ polls: ['completed'] });
  const fake = await githubFake();
  fake.addIssue(REPO, { number: 9, labels: ['agent'] });
  const event = realEvent('issues', 'labeled', {
    'issue.number': 9,
    'issue.title': 'Issue 9',
    'issue.body': '',
    'issue.html_url': `https://github.com/${REPO}/issues/9`,
    'label.name': 'agent',
    ...sender,
  });

  const result = await step(emu, {}, { event, env: githubEnv(fake) });

  expectSuccess(result);
  const [comment] = markedComments(fake, 9);
  expect(comment?.body).not.toContain(`@${sender['sender.login']}`);

  const person = await emulator();
  person.scriptNextJob({ polls: ['completed'] });
  fake.addIssue(REPO, { number: 10, labels: ['agent'] });
  const byPerson = issuesEvent(fake, { number: 10 });
  expectSuccess(await step(person, {}, { event: byPerson, env: githubEnv(fake) }));
  const login = (byPerson.payload.sender as { login: string }).login;
  expect(markedComments(fake, 10)[0]?.body).toContain(`@${login}`);
});
