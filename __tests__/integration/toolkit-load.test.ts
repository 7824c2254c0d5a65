// When the runner's toolkit loads (src/common/log.ts, RunnerLog.holdingToolkit): a round holds it
// from planning its job until the first request to the service is written, so that compiling it
// (tens of milliseconds on Node 24) does not come just before the request; and it does not wait
// for the service's answer. Here the round's first line comes as it plans its job (no comment on
// the issue, as in the bench's round); a round that reads its thread first loads the toolkit
// then, while GitHub answers. Watched in-process: the create request through Node's diagnostics
// channel, the load through the step's runtime. The bundle's own order is shown in
// __tests__/e2e/startup.test.ts.
import { afterEach, describe, expect, test } from '@jest/globals';
import dc from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import {
  closeEmulators,
  closeGitHubFakes,
  CREATE_PATH,
  emulator,
  expectSuccess,
  githubFake,
  issuesEvent,
  REPO,
  runWithGitHub,
} from './helpers.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

describe('the runner’s toolkit', () => {
  test('loads once the create request is written, before the service has answered it', async () => {
    const emu = await emulator();
    const fake = await githubFake();
    fake.setPermission(REPO, 'maintainer', 'maintain');
    const event = issuesEvent(
      fake,
      { number: 5, title: 'Document the CLI', body: 'Please.' },
      { label: 'docs-agent', sender: { login: 'maintainer', type: 'User' } },
    );
    // The service answers the create only once the toolkit has loaded.
    let toolkitLoaded = () => {};
    const loaded = new Promise<void>((resolve) => (toolkitLoaded = resolve));
    emu.injectFault({ method: 'POST', action: 'hold', afterHandling: true, until: loaded });
    let createWritten = false;
    let writtenWhenLoaded: boolean | undefined;
    const watch = (message: unknown) => {
      const { request } = message as { request: ClientRequest };
      if (request.method === 'POST' && CREATE_PATH.test(request.path)) {
        request.once('finish', () => (createWritten = true));
      }
    };
    dc.subscribe('http.client.request.start', watch);
    try {
      const result = await runWithGitHub(
        emu,
        fake,
        { wait: 'false', comment: 'false' },
        {
          event,
          onToolkitLoad: () => {
            writtenWhenLoaded ??= createWritten;
            toolkitLoaded();
          },
        },
      );
      expectSuccess(result);
    } finally {
      dc.unsubscribe('http.client.request.start', watch);
    }
    expect(emu.requests.filter((r) => CREATE_PATH.test(r.path))).toHaveLength(1);
    expect(writtenWhenLoaded).toBe(true);
  });
});
