import { describe, expect, test } from '@jest/globals';
import { ServiceError, UserError } from '../../../src/common/errors.js';
import { describeFailure, type FailureContext } from '../../../src/service/describe.js';
import { RequestFailure, type FailureDetail } from '../../../src/service/failure.js';

const create: FailureContext = { operation: 'create', projectId: 'proj_1' };
const get: FailureContext = { operation: 'get', projectId: 'proj_1', jobId: 'job_9' };
const http = (status: number, detail: FailureDetail = {}) =>
  new RequestFailure('http', { status, ...detail });

function expectOneLine(error: Error): void {
  expect(error.message).not.toMatch(/[\r\n]/);
  expect(error.message).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

describe('describeFailure', () => {
  test("a proxy's refusal of the tunnel (403) is the proxy's, not the service's", () => {
    const error = describeFailure(new RequestFailure('proxy', { status: 403 }), create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^the proxy \(HTTPS_PROXY\) refused to open a tunnel/);
    expect(error.message).not.toMatch(/api-key|scope/);
    expect(error.message).toContain('NO_PROXY');
    expectOneLine(error);
  });

  test.each([429, 500, 502, 504])(
    'a proxy that answers the tunnel with %i: a ServiceError, try again later',
    (status) => {
      const error = describeFailure(new RequestFailure('proxy', { status }), {
        ...create,
        attempts: 3,
      });
      expect(error).toBeInstanceOf(ServiceError);
      expect(error.message).toBe(
        `the proxy (HTTPS_PROXY) could not open a tunnel to the service (HTTP ${status}) while creating the job after 3 attempts; the service was not reached: check the proxy, or try again later`,
      );
    },
  );

  test.each([400, 403, 407, 499])(
    'a proxy that refuses the tunnel with %i: a UserError, allow CONNECT or bypass the proxy',
    (status) => {
      const error = describeFailure(new RequestFailure('proxy', { status }), get);
      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toBe(
        `the proxy (HTTPS_PROXY) refused to open a tunnel to the service (HTTP ${status}) while checking the job; the service was not reached: allow CONNECT to the base-url's host and port on the proxy, or add the host to NO_PROXY`,
      );
    },
  );

  test('401: a UserError that says to create a new key', () => {
    const error = describeFailure(http(401), create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^authentication failed \(401\) while creating the job: /);
    expect(error.message).toContain('create a new admin key');
    expect(error.message).toContain('admin keys expire (after 90 days unless set otherwise)');
    expect(error.message).not.toMatch(/run (it |the workflow )?again|try again/);
    expectOneLine(error);
  });

  test('403: a UserError about the key scope or the allowlist', () => {
    const error = describeFailure(http(403), { operation: 'message', projectId: 'p', jobId: 'j' });
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/^permission denied \(403\) while sending the follow-up message/);
    expect(error.message).toContain('scope');
    expect(error.message).toContain(
      "give the key that scope, or add the runner's address to the allowlist",
    );
    expect(error.message).not.toMatch(/run (it |the workflow )?again|try again/);
    expectOneLine(error);
  });

  test("a dry run's check of the key and project says so", () => {
    const check: FailureContext = { operation: 'check', projectId: 'proj_1' };
    expect(describeFailure(http(401), check).message).toMatch(
      /^authentication failed \(401\) while checking the api-key and project: the api-key was refused/,
    );
    expect(describeFailure(http(404), check).message).toBe(
      "not found (404) while checking the api-key and project: project 'proj_1' does not exist for this key; check project-id",
    );
  });

  test('404 with a job id: names the job and the project, says to check both', () => {
    const error = describeFailure(http(404), get);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain("job 'job_9' does not exist in project 'proj_1'");
    expect(error.message).toContain('check job-id and project-id');
  });

  test('404 without a job id: names the project', () => {
    const error = describeFailure(http(404), create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain("project 'proj_1' does not exist for this key");
    expect(error.message).toContain('check project-id');
    expect(error.message).not.toContain('job-id');
  });

  test("400: a UserError that shows the service's reason", () => {
    const error = describeFailure(http(400, { serviceMessage: 'prompt is too long' }), create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('the service refused the request (400) while creating the job');
    expect(error.message).toContain('(the service said: prompt is too long)');
    expect(error.message).toContain('change the prompt or inputs');
    expectOneLine(error);
  });

  test('400 without a reason says so', () => {
    expect(describeFailure(http(400), create).message).toContain('(no reason given)');
  });

  test('429: a ServiceError that says to run again later, with the attempts made', () => {
    const error = describeFailure(http(429), { ...create, attempts: 5 });
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('rate limited (429) while creating the job after 5 attempts');
    expect(error.message).toContain('run again later');
  });

  test.each([500, 502, 503, 504])('%i: a ServiceError that says to try again later', (status) => {
    const error = describeFailure(http(status, { serviceMessage: 'upstream down' }), get);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain(`the service failed (HTTP ${status}) while checking the job`);
    expect(error.message).toContain('the service said: upstream down');
    expect(error.message).toContain('try again later');
    expectOneLine(error);
  });

  test('a single attempt is not called "after 1 attempts"', () => {
    expect(describeFailure(http(503), { ...get, attempts: 1 }).message).not.toContain('attempts');
  });

  test("network: a ServiceError with the error code, pointing at base-url and the runner's network", () => {
    const failure = new RequestFailure('network', { code: 'ENOTFOUND', neverSent: true });
    const error = describeFailure(failure, { ...create, attempts: 3 });
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain(
      'could not reach the service while creating the job after 3 attempts (ENOTFOUND)',
    );
    expect(error.message).toContain('check base-url');
  });

  test.each([
    [
      true,
      "could not reach the service while checking the job (network error); check base-url and the runner's network",
    ],
    [
      false,
      'the connection to the service broke while checking the job (network error); try again later',
    ],
  ])('network without an error code (never sent: %s)', (neverSent, message) => {
    const error = describeFailure(new RequestFailure('network', { neverSent }), get);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(message);
  });

  test('a broken connection with its code and the attempts made', () => {
    const failure = new RequestFailure('network', { code: 'ECONNRESET', neverSent: false });
    expect(describeFailure(failure, { ...get, attempts: 2 }).message).toBe(
      'the connection to the service broke while checking the job after 2 attempts (ECONNRESET); try again later',
    );
  });

  test('timeout: a ServiceError', () => {
    const error = describeFailure(new RequestFailure('timeout', {}), get);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('did not answer in time while checking the job');
  });

  test('unreadable: a ServiceError naming the HTTP status', () => {
    const error = describeFailure(new RequestFailure('unreadable', { status: 200 }), get);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toContain('not a readable job record (HTTP 200)');
  });

  test('redirect: a UserError that says to set base-url to the final address', () => {
    const failure = new RequestFailure('redirect', {
      status: 301,
      location: 'https://api2.example.com/v2/agent/proj_1/job',
    });
    const error = describeFailure(failure, create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain(
      'redirect (301 to https://api2.example.com/v2/agent/proj_1/job)',
    );
    expect(error.message).toContain("set base-url to the service's final address");
    expectOneLine(error);
  });

  test('redirect without a target', () => {
    const error = describeFailure(new RequestFailure('redirect', { status: 307 }), create);
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      "the service answered creating the job with a redirect (307), which is not followed; set base-url to the service's final address",
    );
  });
});
