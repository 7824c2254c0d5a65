// Which round a run is (src/github/round-id.ts): the id its comments' markers carry, the same id
// on a re-run, another id for another job, step or matrix leg, and the markers of earlier versions.
import { describe, expect, test } from '@jest/globals';
import { marker, markedComments, readMarker } from '../../../src/github/marker.js';
import type { ThreadComment } from '../../../src/github/thread.js';
import { markerTrust, OWN_LOGIN } from '../../../__fixtures__/marker-trust.js';
import {
  isRerun,
  ownComments,
  ROUND_INPUTS,
  roundOf,
  runUrlOf,
  serverUrlOf,
  type RoundIdentity,
} from '../../../src/github/round-id.js';

const ENV = { GITHUB_RUN_ID: '4242', GITHUB_JOB: 'docs', GITHUB_ACTION: 'agent' };
const INPUTS: Record<string, string> = {
  'project-id': 'proj_1',
  prompt: 'Update the docs',
  'prompt-file': '',
  'job-id': '',
  'issue-number': '7',
  'api-key': 'key_1',
  timeout: '30m',
};

function idOf(env: NodeJS.ProcessEnv = ENV, inputs: Record<string, string> = INPUTS): string {
  return roundOf(env, (name) => inputs[name] ?? '').id;
}

describe('roundOf', () => {
  test('run, job and step, readable, then eight hex characters of the inputs', () => {
    expect(idOf()).toMatch(/^4242\.docs\.agent\.[0-9a-f]{8}$/);
  });

  test('the same run, job, step and inputs: the same round (another attempt changes nothing)', () => {
    expect(idOf({ ...ENV, GITHUB_RUN_ATTEMPT: '2' })).toBe(
      idOf({ ...ENV, GITHUB_RUN_ATTEMPT: '1' }),
    );
  });

  test.each([
    ['another run', { GITHUB_RUN_ID: '4243' }],
    ['another job of the run (docs-en, docs-fr)', { GITHUB_JOB: 'docs-fr' }],
    ['another step of the job', { GITHUB_ACTION: 'agent2' }],
  ])('%s is another round', (_, change) => {
    expect(idOf({ ...ENV, ...change })).not.toBe(idOf());
  });

  test('run, job and step are read as the runner sets them, spaces around them aside', () => {
    const spaced = { GITHUB_RUN_ID: ' 4242 ', GITHUB_JOB: ' docs ', GITHUB_ACTION: ' agent ' };
    expect(idOf(spaced)).toBe(idOf());
  });

  test.each(ROUND_INPUTS)('matrix legs that differ only in %s are different rounds', (name) => {
    expect(idOf(ENV, { ...INPUTS, [name]: `${INPUTS[name] ?? ''}x` })).not.toBe(idOf());
  });

  test('the inputs that make the round are the project, the prompt or its file, the job and the issue', () => {
    expect(ROUND_INPUTS).toEqual(['project-id', 'prompt', 'prompt-file', 'job-id', 'issue-number']);
  });

  test.each(['api-key', 'timeout'])(
    '%s is not part of the round (a re-run with a new one is the same round)',
    (name) => {
      expect(idOf(ENV, { ...INPUTS, [name]: 'changed' })).toBe(idOf());
    },
  );

  test('a prompt split differently between inputs is another round (the inputs are kept apart)', () => {
    const a = idOf(ENV, { ...INPUTS, prompt: 'a', 'prompt-file': 'b' });
    const b = idOf(ENV, { ...INPUTS, prompt: 'ab', 'prompt-file': '' });
    expect(a).not.toBe(b);
  });

  test('no run id: local; no job or step: left out', () => {
    expect(idOf({})).toMatch(/^local\.[0-9a-f]{8}$/);
    expect(idOf({ GITHUB_RUN_ID: '  ', GITHUB_JOB: ' ', GITHUB_ACTION: '' })).toMatch(
      /^local\.[0-9a-f]{8}$/,
    );
  });

  test('hostile or odd names keep to the marker’s characters, and the marker carries the id whole', () => {
    const env = {
      GITHUB_RUN_ID: '1 -->',
      GITHUB_JOB: 'a\nb',
      GITHUB_ACTION: '__owner/repo<b>',
    };
    const id = idOf(env);
    expect(id).toMatch(/^[A-Za-z0-9_.-]{1,120}$/);
    expect(id).toMatch(/^1_--_\.a_b\.__owner_repo_b_\.[0-9a-f]{8}$/);
    const written = marker({ round: id, jobId: 'job_1', status: 'active', kind: 'result' });
    expect(readMarker(written)?.round).toBe(id);
  });

  test('a long id is cut to 120 characters and keeps its digest, which tells long names apart', () => {
    const long = 'j'.repeat(200);
    const a = idOf({ ...ENV, GITHUB_JOB: `${long}a` });
    const b = idOf({ ...ENV, GITHUB_JOB: `${long}b` });
    expect(a).toHaveLength(120);
    expect(a).toMatch(/^4242\.j+\.[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(readMarker(marker({ round: a, status: 'active', kind: 'result' }))?.round).toBe(a);
  });

  test('legacy: the run and step as earlier versions named the round', () => {
    expect(roundOf(ENV, () => '').legacy).toBe('4242.agent');
    expect(roundOf({ GITHUB_RUN_ID: '9', GITHUB_ACTION: '__a/b' }, () => '').legacy).toBe(
      '9.__a_b',
    );
    expect(roundOf({}, () => '').legacy).toBe('local');
    expect(roundOf({ ...ENV, GITHUB_ACTION: 's'.repeat(200) }, () => '').legacy).toHaveLength(120);
  });
});

describe('isRerun', () => {
  test.each([
    [undefined, false],
    ['1', false],
    ['', false],
    ['x', false],
    ['2', true],
    ['3', true],
  ])('GITHUB_RUN_ATTEMPT=%j: %s', (attempt, expected) => {
    expect(isRerun({ GITHUB_RUN_ATTEMPT: attempt })).toBe(expected);
  });
});

describe('ownComments', () => {
  const ROUND: RoundIdentity = { id: '4242.docs.agent.0123abcd', legacy: '4242.agent' };
  let nextId = 1;
  function comment(round: string | undefined, jobId?: string): ThreadComment {
    nextId += 1;
    return {
      id: nextId,
      body: marker({ round, jobId, status: 'completed', kind: 'result' }),
      url: `https://github.com/acme/docs/issues/7#issuecomment-${nextId}`,
      login: OWN_LOGIN,
      authorType: 'Bot',
      association: 'NONE',
    };
  }
  const ids = async (comments: ThreadComment[], rerun = true) =>
    ownComments(await markedComments(comments, markerTrust()), ROUND, rerun).map(
      (m) => m.comment.id,
    );

  test('the comments with this round’s id, oldest first; other rounds’ are not', async () => {
    const mine = [comment(ROUND.id, 'job_1'), comment(ROUND.id, 'job_1')];
    const others = [comment('4242.docs-fr.agent.0123abcd', 'job_2'), comment(undefined, 'job_3')];
    expect(await ids([others[0]!, mine[0]!, others[1]!, mine[1]!])).toEqual(mine.map((c) => c.id));
  });

  test('none with this id: an earlier version’s comments of the same run and step, when they name one job', async () => {
    const legacy = [comment(ROUND.legacy), comment(ROUND.legacy, 'job_1')];
    expect(await ids([comment('9.agent', 'job_9'), ...legacy])).toEqual(legacy.map((c) => c.id));
  });

  test('a first attempt takes no earlier version’s comments: they are another job’s of its run', async () => {
    const mine = comment(ROUND.id, 'job_1');
    expect(await ids([comment(ROUND.legacy, 'job_2')], false)).toEqual([]);
    expect(await ids([comment(ROUND.legacy, 'job_2'), mine], false)).toEqual([mine.id]);
  });

  test('an earlier version’s comments that name two jobs were two rounds: none is taken', async () => {
    expect(await ids([comment(ROUND.legacy, 'job_en'), comment(ROUND.legacy, 'job_fr')])).toEqual(
      [],
    );
  });

  test('once this round has a comment with its id, the earlier version’s are not taken', async () => {
    const mine = comment(ROUND.id, 'job_1');
    expect(await ids([comment(ROUND.legacy, 'job_1'), mine])).toEqual([mine.id]);
  });
});

describe('serverUrlOf', () => {
  test('the runner’s GitHub; github.com when it names none or an empty one', () => {
    expect(serverUrlOf({ GITHUB_SERVER_URL: 'https://ghe.example' })).toBe('https://ghe.example');
    expect(serverUrlOf({})).toBe('https://github.com');
    expect(serverUrlOf({ GITHUB_SERVER_URL: '' })).toBe('https://github.com');
  });
});

describe('runUrlOf', () => {
  const env = {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '4242',
  };

  test("the run's page", () => {
    expect(runUrlOf(env)).toBe('https://github.com/acme/docs/actions/runs/4242');
  });

  test.each(['GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_RUN_ID'])(
    'none without %s',
    (name) => {
      expect(runUrlOf({ ...env, [name]: '' })).toBeUndefined();
    },
  );
});
