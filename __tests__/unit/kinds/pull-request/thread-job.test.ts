// A pull request's docs job as its thread records it (src/kinds/pull-request/thread-job.ts): the
// newest job a comment names, the head its comments say reached it, and its docs pull request.
import { describe, expect, test } from '@jest/globals';
import { marker, type MarkedComment, type Marker } from '../../../../src/github/marker.js';
import { pullJobOf } from '../../../../src/kinds/pull-request/thread-job.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);

function marked(m: Marker): MarkedComment {
  return {
    marker: m,
    comment: {
      id: 1,
      body: marker(m),
      url: '',
      login: 'github-actions[bot]',
      authorType: 'Bot',
      association: 'NONE',
    },
  };
}

describe('pullJobOf', () => {
  test('no comment, or none that names a job: no job', () => {
    expect(pullJobOf([])).toBeUndefined();
    expect(pullJobOf([marked({ status: 'error', kind: 'result', head: A })])).toBeUndefined();
  });

  test('the newest job named, with the status of the newest comment about it', () => {
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'completed', kind: 'result' }),
        marked({ jobId: 'j2', status: 'active', kind: 'working' }),
        marked({ status: 'error', kind: 'result' }),
      ]),
    ).toStrictEqual({ jobId: 'j2', status: 'active' });
  });

  test('its head: the newest comment about it that reached it', () => {
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'active', kind: 'working', head: A }),
        marked({ jobId: 'j1', status: 'completed', kind: 'result', head: B }),
        marked({ jobId: 'j1', status: 'completed', kind: 'result' }),
      ]),
    ).toStrictEqual({ jobId: 'j1', status: 'completed', head: B });
  });

  test('a round that never reached the job records no head: that push is still to send', () => {
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'completed', kind: 'result', head: A }),
        marked({ jobId: 'j1', status: 'active', kind: 'result', head: B, sent: false }),
      ]),
    ).toStrictEqual({ jobId: 'j1', status: 'active', head: A });
    expect(
      pullJobOf([marked({ jobId: 'j1', status: 'active', kind: 'result', head: B, sent: false })]),
    ).toStrictEqual({ jobId: 'j1', status: 'active' });
  });

  test('its docs pull request: the newest comment about it that names one', () => {
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'completed', kind: 'result', docsPr: 'acme:docs:1' }),
        marked({ jobId: 'j1', status: 'completed', kind: 'result', docsPr: 'acme:docs:2' }),
        marked({ jobId: 'j1', status: 'active', kind: 'working', head: C }),
      ]),
    ).toStrictEqual({ jobId: 'j1', status: 'active', head: C, docsPr: 'acme:docs:2' });
  });

  test('an older job’s head and docs pull request are not the newer job’s', () => {
    expect(
      pullJobOf([
        marked({ jobId: 'j1', status: 'completed', kind: 'result', head: A, docsPr: 'a:b:1' }),
        marked({ jobId: 'j2', status: 'active', kind: 'working' }),
      ]),
    ).toStrictEqual({ jobId: 'j2', status: 'active' });
  });
});
