// What one failed request says in the log (src/service/failure.ts): the line after "last:" in an
// outage and in every "status check failed" line.
import { describe, expect, test } from '@jest/globals';
import {
  RequestFailure,
  type FailureDetail,
  type FailureKind,
} from '../../../src/service/failure.js';

describe('RequestFailure', () => {
  test.each<[FailureKind, FailureDetail, string]>([
    ['http', { status: 503 }, 'HTTP 503'],
    ['http', { status: 400, serviceMessage: 'prompt too long' }, 'HTTP 400: prompt too long'],
    ['http', { status: 500, serviceMessage: '' }, 'HTTP 500'],
    ['network', { code: 'ECONNRESET' }, 'network error ECONNRESET'],
    ['network', {}, 'network error'],
    ['timeout', {}, 'no answer within the request time limit'],
    ['unreadable', { status: 200 }, 'unreadable answer (HTTP 200)'],
    ['redirect', { status: 302, location: 'https://x.example/' }, 'redirect (HTTP 302)'],
    ['proxy', { status: 407 }, 'the proxy refused the tunnel (HTTP 407)'],
  ])('%s %j: %j', (kind, detail, message) => {
    const failure = new RequestFailure(kind, detail);
    expect(failure.message).toBe(message);
    expect(failure.name).toBe('RequestFailure');
    expect(failure).toBeInstanceOf(Error);
    expect(failure.kind).toBe(kind);
    expect(failure.detail).toBe(detail);
  });
});
