// The head= and docs-pr= fields of the action's hidden marker (src/github/marker.ts): what a pull
// request's docs job records on its thread, written and read back, and left out when malformed.
import { describe, expect, test } from '@jest/globals';
import { marker, readMarker, type Marker } from '../../../src/github/marker.js';

const A = 'a'.repeat(40);
const SHA = '0123456789abcdef0123456789abcdef01234567';

const base: Marker = { jobId: 'j1', status: 'completed', kind: 'result' };

describe('head= and docs-pr=', () => {
  test('written after the other fields, before sent=, and read back', () => {
    const m: Marker = {
      round: '77.docs.1.abc',
      jobId: 'j1',
      status: 'active',
      kind: 'working',
      sent: false,
      until: '2026-11-25T19:05:06Z',
      head: SHA,
      docsPr: 'acme:docs.site:12',
    };
    const written = marker(m);
    expect(written).toBe(
      `<!-- agent-job-action round=77.docs.1.abc job-id=j1 status=active kind=working until=2026-11-25T19:05:06Z head=${SHA} docs-pr=acme:docs.site:12 sent=no -->`,
    );
    // Every field at once: eight.
    expect(readMarker(`Some text\n\n${written}\n`)).toStrictEqual(m);
  });

  test('each alone', () => {
    expect(marker({ ...base, head: A })).toBe(
      `<!-- agent-job-action job-id=j1 status=completed kind=result head=${A} -->`,
    );
    expect(readMarker(marker({ ...base, head: A }))).toStrictEqual({
      ...base,
      head: A,
      round: undefined,
    });
    expect(marker({ ...base, docsPr: 'a:b:1' })).toBe(
      '<!-- agent-job-action job-id=j1 status=completed kind=result docs-pr=a:b:1 -->',
    );
    expect(readMarker(marker({ ...base, docsPr: 'a:b:1' }))).toStrictEqual({
      ...base,
      docsPr: 'a:b:1',
      round: undefined,
    });
  });

  test.each([A.slice(1), `${A}a`, A.toUpperCase(), `g${A.slice(1)}`, 'HEAD', ''])(
    'a head that is not 40 lower-case hex digits (%s) is left out',
    (head) => {
      const written = marker({ ...base, head });
      expect(written).not.toContain('head=');
      expect(readMarker(written)).toStrictEqual({ ...base, round: undefined });
      const forged = `<!-- agent-job-action job-id=j1 status=completed kind=result head=${head || '-'} -->`;
      expect(readMarker(forged)).toStrictEqual({ ...base, round: undefined });
    },
  );

  test.each([
    'acme/docs#12',
    'acme:docs',
    'acme:docs:12:1',
    'acme:docs:0',
    'acme:docs:012',
    'acme:docs:12345678901',
    'ac_me:docs:1',
    `${'a'.repeat(40)}:docs:1`,
    `acme:${'d'.repeat(101)}:1`,
    ':docs:1',
    'acme::1',
  ])('a docs pull request that is not owner:repo:number (%s) is left out', (docsPr) => {
    const written = marker({ ...base, docsPr });
    expect(written).not.toContain('docs-pr=');
    const forged = `<!-- agent-job-action job-id=j1 status=completed kind=result docs-pr=${docsPr.replace(/[^A-Za-z0-9_.:~-]/g, 'x')} -->`;
    expect(readMarker(forged)?.docsPr).toBeUndefined();
  });

  test('the longest names GitHub allows, and ten digits', () => {
    const docsPr = `${'a'.repeat(39)}:${'r'.repeat(100)}:9999999999`;
    expect(readMarker(marker({ ...base, docsPr }))?.docsPr).toBe(docsPr);
    expect(readMarker(marker({ ...base, docsPr: 'a-b:r_.-x:1' }))?.docsPr).toBe('a-b:r_.-x:1');
  });

  test('more than eight fields is no marker', () => {
    expect(
      readMarker(
        `<!-- agent-job-action round=r job-id=j1 status=active kind=working until=2026-11-25T19:05:06Z head=${A} docs-pr=a:b:1 sent=no extra=1 -->`,
      ),
    ).toBeUndefined();
  });
});
