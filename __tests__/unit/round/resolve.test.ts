// The choice of job for a round (src/round/resolve.ts), with the issue's jobs and the service's answer given.
import { describe, expect, test } from '@jest/globals';
import type { ThreadJob } from '../../../src/github/marker.js';
import type { RoundPlan, RoundDescription } from '../../../src/round/plan.js';
import {
  claimOf,
  resolveRound,
  stopsRound,
  type Claim,
  type ResolvableMode,
  type RoundThread,
  type StatusLookup,
} from '../../../src/round/resolve.js';
import type { Conversation } from '../../../src/settings/conversation.js';
import type { JobInput, PullEvent, Settings } from '../../../src/settings/types.js';

const ASK: JobInput = { source: 'comment', prompt: 'Fix the typo' };
const SETTINGS = { asked: { kind: 'create', ask: ASK }, projectId: 'proj_1' } as Settings;
const STARTS: RoundDescription = {
  action: 'start',
  request: { text: 'Fix the typo' },
  documentsPullRequest: false,
};
/** The round the settings ask for, unchanged by the thread. */
const CREATE: RoundPlan = { kind: 'create', ask: ASK, shown: STARTS };

const instruction: Conversation = {
  kind: 'instruction',
  commentId: 9,
  text: 'Fix the typo',
  author: 'ann',
};
const ask: Conversation = { kind: 'ask', commentId: 9, author: 'ann' };

/** The thread as a round reads it: its jobs, and the claim (👀) on the comment. */
function issue(jobs: { latest?: ThreadJob; ownRound?: ThreadJob }, claim: Claim = 'claimed') {
  const acknowledged: Array<number | string> = [];
  const order: string[] = [];
  let reads = 0;
  const report: RoundThread = {
    number: 7,
    claim: async (on) => {
      acknowledged.push(on.kind === 'comment' ? on.commentId : `merge #${on.number}`);
      order.push('claim');
      return claim;
    },
    readJobs: async () => {
      reads += 1;
      order.push('read');
      return jobs;
    },
  };
  return { report, acknowledged, order, reads: () => reads };
}

function decide(
  settings: Partial<Settings>,
  report: RoundThread | undefined,
  status: string | undefined | ((jobId: string) => string | undefined),
  rerun = false,
) {
  const lines: string[] = [];
  const asked: string[] = [];
  const lookup: StatusLookup = async (jobId) => {
    asked.push(jobId);
    return typeof status === 'function' ? status(jobId) : status;
  };
  const all = { ...SETTINGS, ...settings };
  const round = resolveRound(
    all.asked as ResolvableMode,
    all,
    report,
    lookup,
    (line) => lines.push(line),
    rerun,
  );
  return { round, lines, asked };
}

describe('resolveRound', () => {
  test('no issue, no conversation: the settings as they are', async () => {
    const { round, asked } = decide({}, undefined, 'active');
    expect(await round).toEqual(CREATE);
    expect(asked).toEqual([]);
  });

  test('the phrase alone with no issue and no job-id: nothing to check on', async () => {
    expect(
      await decide({ conversation: ask, asked: { kind: 'check-thread' } }, undefined, 'active')
        .round,
    ).toEqual({
      kind: 'no-job',
    });
  });

  test('the phrase alone with a job-id: that job', async () => {
    const settings = {
      conversation: ask,
      asked: { kind: 'watch', jobId: 'job_given' } as const,
    };
    const { round } = decide(settings, undefined, 'active');
    expect(await round).toMatchObject({ kind: 'watch', jobId: 'job_given' });
  });

  test('an instruction is acknowledged, then goes to the issue’s job while it is usable', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'completed' } });
    const { round, lines, asked } = decide(
      { conversation: instruction },
      thread.report,
      'completed',
    );
    expect(await round).toEqual({
      kind: 'follow-up',
      jobId: 'job_old',
      ask: ASK,
      shown: { ...STARTS, action: 'follow-up' },
    });
    expect(thread.acknowledged).toEqual([9]);
    expect(asked).toEqual(['job_old']);
    expect(lines).toEqual(['#7 has job job_old: sending the instruction of ann to it']);
  });

  test('the comment’s status is used when the service cannot say', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'failed' } });
    const { round, lines } = decide({ conversation: instruction }, thread.report, undefined);
    expect(await round).toEqual(CREATE);
    expect(lines).toEqual(['The last job on #7 (job_old) failed: starting a new job']);
  });

  test.each([
    ['failed', 'failed'],
    ['archived', 'archived'],
    ['gone', 'no longer exists'],
  ])('a job that is %s gets a new job instead', async (status, said) => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'completed' } });
    const { round, lines } = decide({ conversation: instruction }, thread.report, status);
    expect(await round).toEqual(CREATE);
    expect(lines).toEqual([`The last job on #7 (job_old) ${said}: starting a new job`]);
  });

  test('an unknown status counts as usable: the wait will tell', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'completed' } });
    const { round } = decide({ conversation: instruction }, thread.report, 'paused');
    expect(await round).toMatchObject({ kind: 'follow-up', jobId: 'job_old' });
  });

  test('an instruction on an issue without a job starts one, and says so', async () => {
    const thread = issue({});
    const { round, lines } = decide({ conversation: instruction }, thread.report, 'active');
    expect(await round).toEqual(CREATE);
    expect(lines).toEqual(['#7 has no job yet: starting one']);
  });

  test('a re-run checks on its job without reading a merged pull request for a prompt it does not send', async () => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
    const settings = {
      asked: {
        kind: 'create',
        ask: { source: 'pull-request', pullRequest: { number: 31 } },
      } as const,
    };
    const { round } = decide(settings, thread.report, 'active', true);
    // A watch has no ask: there is nothing to compose, so no pull request to read.
    expect(await round).toEqual({
      kind: 'watch',
      jobId: 'job_mine',
      shown: { action: 'start', request: undefined, documentsPullRequest: true },
    });
  });

  test('the phrase alone checks on the issue’s latest job, sending nothing', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'active' } });
    const { round, lines, asked } = decide(
      { conversation: ask, asked: { kind: 'check-thread' } },
      thread.report,
      'active',
    );
    expect(await round).toEqual({
      kind: 'watch',
      jobId: 'job_old',
      shown: { action: 'check', request: undefined, documentsPullRequest: false },
    });
    expect(asked).toEqual([]);
    expect(lines).toEqual(['Checking on job job_old, the latest of #7']);
  });

  test('the phrase alone on an issue without a job: nothing to check on', async () => {
    const thread = issue({});
    expect(
      await decide({ conversation: ask, asked: { kind: 'check-thread' } }, thread.report, 'active')
        .round,
    ).toEqual({
      kind: 'no-job',
    });
  });

  test('a re-run whose round already reached a job checks on it instead of sending again', async () => {
    const thread = issue({
      latest: { jobId: 'job_latest', status: 'active' },
      ownRound: { jobId: 'job_mine', status: 'active' },
    });
    const { round, lines, asked } = decide({}, thread.report, 'active', true);
    expect(await round).toEqual({ kind: 'watch', jobId: 'job_mine', shown: STARTS });
    expect(asked).toEqual(['job_mine']);
    expect(lines).toEqual([
      'An earlier attempt of this run already reached job job_mine: checking on it instead of sending anything again',
    ]);
  });

  test.each([
    ['failed', 'failed'],
    ['archived', 'archived'],
    ['completed', 'completed'],
    ['cannot say', undefined],
  ])('a re-run checks on its round’s job also when the service says: %s', async (_, status) => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
    const { round } = decide({}, thread.report, status, true);
    expect(await round).toMatchObject({ kind: 'watch', jobId: 'job_mine' });
  });

  test('a re-run whose job the service no longer knows does what the run asks, and says so', async () => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
    const { round, lines } = decide({}, thread.report, 'gone', true);
    expect(await round).toEqual(CREATE);
    expect(lines).toEqual([
      'Job job_mine, which an earlier attempt of this run reached, no longer exists: doing what the run asks',
    ]);
  });

  test('a re-run of an automation trigger whose round has a job never triggers again, whatever the service says of the job', async () => {
    const thread = issue({ ownRound: { jobId: 'bg_1', status: 'triggered' } });
    const asked = { kind: 'automation', automationId: 'auto_weekly' } as const;
    const { round, asked: looked } = decide({ asked }, thread.report, 'gone', true);
    expect(await round).toEqual({
      kind: 'watch',
      jobId: 'bg_1',
      shown: { action: 'start', request: undefined, documentsPullRequest: false },
    });
    expect(looked).toEqual([]);
  });

  test('an automation trigger with no earlier attempt is planned as itself', async () => {
    const asked = { kind: 'automation', automationId: 'auto_weekly' } as const;
    const { round } = decide({ asked }, undefined, 'active');
    expect(await round).toEqual({
      kind: 'automation',
      automationId: 'auto_weekly',
      shown: { action: 'start', request: undefined, documentsPullRequest: false },
    });
  });

  test('a re-run whose round has no job yet does what the run asks, without asking the service', async () => {
    const thread = issue({ latest: { jobId: 'job_other', status: 'active' } });
    const { round, lines, asked } = decide({}, thread.report, 'active', true);
    expect(await round).toEqual(CREATE);
    expect(thread.reads()).toBe(1);
    expect(asked).toEqual([]);
    expect(lines).toEqual([]);
  });

  test('a re-run of a follow-up with a given job-id checks on its job instead of sending the message again', async () => {
    const thread = issue({ ownRound: { jobId: 'job_given', status: 'completed' } });
    const settings = {
      asked: {
        kind: 'follow-up',
        jobId: 'job_given',
        ask: { source: 'prompt', prompt: 'x' },
      } as const,
    };
    const { round } = decide(settings, thread.report, 'completed', true);
    expect(await round).toEqual({
      kind: 'watch',
      jobId: 'job_given',
      shown: { action: 'follow-up', request: { text: 'x' }, documentsPullRequest: false },
    });
  });

  test('a re-run of a follow-up whose earlier attempt did not reach the job sends it', async () => {
    const thread = issue({});
    const settings = { asked: { kind: 'follow-up', jobId: 'job_given', ask: ASK } as const };
    const { round } = decide(settings, thread.report, 'completed', true);
    expect(await round).toMatchObject({ kind: 'follow-up', jobId: 'job_given' });
    expect(thread.reads()).toBe(1);
  });

  test('a re-run of a watch with a given job-id sends nothing: the thread is not read for it', async () => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
    const settings = { asked: { kind: 'watch', jobId: 'job_given' } as const };
    const { round } = decide(settings, thread.report, 'active', true);
    expect(await round).toMatchObject({ kind: 'watch', jobId: 'job_given' });
    expect(thread.reads()).toBe(0);
  });

  test.each([
    ['an instruction', instruction],
    ['the phrase alone', ask],
  ])(
    'a re-run of a watch from %s on the thread checks on its round’s job, not the given one',
    async (_, conversation) => {
      const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
      const settings = { conversation, asked: { kind: 'watch', jobId: 'job_given' } as const };
      const { round, lines } = decide(settings, thread.report, 'active', true);
      expect(await round).toEqual({
        kind: 'watch',
        jobId: 'job_mine',
        shown: { action: 'check', request: undefined, documentsPullRequest: false },
      });
      expect(thread.reads()).toBe(1);
      expect(lines).toEqual([
        'An earlier attempt of this run already reached job job_mine: checking on it instead of sending anything again',
      ]);
    },
  );

  test('a re-run of a watch with a given job-id and no conversation on the thread: the given job, unread', async () => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } });
    const skipped: Conversation = { kind: 'skip', reason: 'not an instruction' };
    const settings = {
      conversation: skipped,
      asked: { kind: 'watch', jobId: 'job_given' } as const,
    };
    const { round } = decide(settings, thread.report, 'active', true);
    expect(await round).toEqual({
      kind: 'watch',
      jobId: 'job_given',
      shown: { action: 'check', request: undefined, documentsPullRequest: false },
    });
    expect(thread.reads()).toBe(0);
  });

  test('a re-run of an instruction checks on its round’s job rather than sending the instruction to the issue’s latest', async () => {
    const thread = issue(
      {
        latest: { jobId: 'job_latest', status: 'active' },
        ownRound: { jobId: 'job_mine', status: 'active' },
      },
      'taken',
    );
    const { round } = decide({ conversation: instruction }, thread.report, 'active', true);
    expect(await round).toMatchObject({ kind: 'watch', jobId: 'job_mine' });
    expect(thread.order).toEqual(['claim', 'read']);
  });

  test('a first attempt that finds the comment claimed does nothing: no read, no request to the service', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'active' } }, 'taken');
    const { round, asked, lines } = decide({ conversation: instruction }, thread.report, 'active');
    expect(await round).toEqual({ kind: 'taken', on: { kind: 'comment', commentId: 9 } });
    expect(thread.acknowledged).toEqual([9]);
    expect(thread.reads()).toBe(0);
    expect(asked).toEqual([]);
    expect(lines).toEqual([]);
  });

  test('the phrase alone, claimed already on a first attempt: nothing either', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'active' } }, 'taken');
    expect(
      await decide({ conversation: ask, asked: { kind: 'check-thread' } }, thread.report, 'active')
        .round,
    ).toEqual({ kind: 'taken', on: { kind: 'comment', commentId: 9 } });
  });

  test.each<Claim>(['claimed', 'unknown'])(
    'a claim that is %s lets the round go on',
    async (claim) => {
      const thread = issue({}, claim);
      const { round } = decide({ conversation: instruction }, thread.report, 'active');
      expect(await round).toEqual(CREATE);
    },
  );

  test('a re-run that finds its own claim (200) goes on as a re-run', async () => {
    const thread = issue({}, 'taken');
    const { round } = decide({ conversation: instruction }, thread.report, 'active', true);
    expect(await round).toEqual(CREATE);
  });

  test('a run that is neither a re-run nor a conversation does not read the thread', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'active' } });
    await decide({}, thread.report, 'active').round;
    expect(thread.reads()).toBe(0);
    expect(thread.acknowledged).toEqual([]);
  });

  test('a job-id given with an instruction: the thread is not read', async () => {
    const thread = issue({ latest: { jobId: 'job_old', status: 'active' } });
    const settings = {
      conversation: instruction,
      asked: { kind: 'follow-up', jobId: 'job_given', ask: ASK } as const,
    };
    const { round } = decide(settings, thread.report, 'active');
    expect(await round).toMatchObject({ kind: 'follow-up', jobId: 'job_given' });
    expect(thread.reads()).toBe(0);
    expect(thread.acknowledged).toEqual([9]);
  });
});

describe('the claim of a merge', () => {
  const merged = (action: PullEvent['action']) =>
    ({ action, pr: { number: 12 }, head: 'a'.repeat(40) }) as PullEvent;
  const MERGE_ASK: JobInput = { source: 'pull-request', pullRequest: { number: 12 } };

  test('a merge that would start a job is claimed on its pull request; a first attempt that finds it taken does nothing', async () => {
    const thread = issue({}, 'taken');
    const settings = {
      asked: { kind: 'create', ask: MERGE_ASK } as const,
      pullEvent: merged('merged'),
    };
    const { round, asked } = decide(settings, thread.report, 'active');
    expect(await round).toEqual({ kind: 'taken', on: { kind: 'merge', number: 12 } });
    expect(thread.acknowledged).toEqual(['merge #12']);
    expect(thread.reads()).toBe(0);
    expect(asked).toEqual([]);
  });

  test('a re-run that finds the merge claimed checks on its own round’s job', async () => {
    const thread = issue({ ownRound: { jobId: 'job_mine', status: 'active' } }, 'taken');
    const settings = {
      asked: { kind: 'create', ask: MERGE_ASK } as const,
      pullEvent: merged('merged'),
    };
    const { round } = decide(settings, thread.report, 'active', true);
    expect(await round).toMatchObject({ kind: 'watch', jobId: 'job_mine' });
  });

  test('what is claimed: the comment before the merge; a merge only when a job would start', () => {
    const create = { kind: 'create', ask: MERGE_ASK } as const;
    expect(claimOf({ asked: create, pullEvent: merged('merged') })).toEqual({
      kind: 'merge',
      number: 12,
    });
    expect(claimOf({ asked: create, pullEvent: merged('merged'), conversation: ask })).toEqual({
      kind: 'comment',
      commentId: 9,
    });
    expect(
      claimOf({ asked: create, pullEvent: merged('merged'), conversation: instruction }),
    ).toEqual({ kind: 'comment', commentId: 9 });
    const followUp = { kind: 'follow-up', jobId: 'job_1', ask: MERGE_ASK } as const;
    expect(claimOf({ asked: followUp, pullEvent: merged('merged') })).toBeUndefined();
    expect(claimOf({ asked: create, pullEvent: merged('closed') })).toBeUndefined();
    expect(claimOf({ asked: create })).toBeUndefined();
    expect(
      claimOf({ asked: create, conversation: { kind: 'skip', reason: 'not an instruction' } }),
    ).toBeUndefined();
  });

  test('a claim stops the round only when another run holds it on a first attempt', () => {
    expect(stopsRound('taken', false)).toBe(true);
    expect(stopsRound('taken', true)).toBe(false);
    expect(stopsRound('claimed', false)).toBe(false);
    expect(stopsRound('unknown', false)).toBe(false);
  });
});
