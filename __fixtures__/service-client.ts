// The real service client pointed at an emulator, for the client's unit tests.
import { expect } from '@jest/globals';
import type { Emulator } from '../emulator/index.js';
import { createRedactor } from '../src/common/redact.js';
import { AgentJobClient, type ClientOptions } from '../src/service/client.js';
import { RequestFailure } from '../src/service/failure.js';

export function clientOf(emu: Emulator, overrides: Partial<ClientOptions> = {}): AgentJobClient {
  return new AgentJobClient({
    baseUrl: new URL(`${emu.url}/`),
    projectId: emu.projectId,
    apiKey: emu.apiKey,
    userAgent: 'agent-job-action/test',
    requestTimeoutMs: 10_000,
    redact: createRedactor([emu.apiKey]),
    ...overrides,
  });
}

/** A call's options: a signal nobody aborts. */
export const call = () => ({ signal: new AbortController().signal });

/** The RequestFailure a call rejects with; fails the test when it resolves or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<RequestFailure> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(RequestFailure);
  return caught as RequestFailure;
}
