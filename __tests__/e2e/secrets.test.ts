// The api-key is masked first and never printed, also when the service echoes it back: in an
// error body (create, follow-up, a retried poll), an HTML page, a redirect target, and the fields
// of a job record; also in part (text is redacted before it is cut), and in everything sent to
// GitHub (the comment and its hidden marker are public). Every test here asserts it explicitly;
// helpers.ts also sweeps every e2e run.
// Tests run concurrently, each with its own emulator.
import { expect, test } from '@jest/globals';
import { startGitHubFake } from '../../emulator/github-fake.js';
import {
  CREATE_PATH,
  expectNoKeyInGitHub,
  expectNoKeyLeak,
  expectOneLineError,
  expectSuccess,
  GET_PATH,
  githubEnv,
  issuesEvent,
  jobOutput,
  leakedFragment,
  logLines,
  markedComments,
  run,
  TIMEOUT_UNDER_LOAD,
  withEmulator,
} from './helpers.js';

const PROMPT = 'Document the rateLimit option.';

/** A key in the public service's shape; its secret part (after `mint_`) must not leak either. */
const KEY = 'mint_0f1e2d3c4b5a69788796a5b4c3d2e1f0';

test.concurrent('::add-mask:: for the key is the first line, before any other output', () =>
  withEmulator(
    async (emu) => {
      emu.scriptNextJob({ activeForMs: 100 });

      const result = await run(emu, { prompt: PROMPT });

      expectSuccess(result);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe(`::add-mask::${KEY}`);
      expect(result.stderr).toBe('');
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('in the JSON error body of a create (500): not in the message', () =>
  withEmulator(
    async (emu) => {
      emu.injectFault({
        method: 'POST',
        status: 500,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: `upstream rejected Authorization: Bearer ${KEY}` }),
      });

      const result = await run(emu, { prompt: PROMPT });

      const message = expectOneLineError(result, /500/, /upstream rejected/);
      expect(message).toContain('***');
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('in an HTML error page from a gateway, on a create', () =>
  withEmulator(
    async (emu) => {
      emu.injectFault({
        method: 'POST',
        status: 502,
        headers: { 'Content-Type': 'text/html' },
        body: `<html><body><h1>502</h1><pre>GET / HTTP/1.1\nAuthorization: Bearer ${KEY}</pre></body></html>`,
      });

      const result = await run(emu, { prompt: PROMPT });

      expectOneLineError(result, /502/);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('in the error bodies (JSON and HTML) of retried status checks', () =>
  withEmulator(
    async (emu) => {
      emu.scriptNextJob({ activeForMs: 150 });
      emu.injectFault({
        method: 'GET',
        status: 503,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: `key ${KEY} is over quota; secret ${KEY.slice(5)}` }),
      });
      emu.injectFault({
        method: 'GET',
        status: 502,
        headers: { 'Content-Type': 'text/html' },
        body: `<html><body>Bearer ${KEY}</body></html>`,
      });

      const result = await run(emu, { prompt: PROMPT });

      expectSuccess(result);
      expect(logLines(result, /Status check failed/)).toHaveLength(2);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('in the error body of a follow-up (404)', () =>
  withEmulator(
    async (emu) => {
      const id = emu.seedJob({ activeForMs: 0 });
      emu.injectFault({
        method: 'POST',
        status: 404,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: `no job for key ${KEY}` }),
      });

      const result = await run(emu, { 'job-id': id, prompt: PROMPT });

      expectOneLineError(result, /404/);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('in the Location of a refused redirect', () =>
  withEmulator(
    async (emu) => {
      emu.injectFault({
        method: 'POST',
        path: CREATE_PATH,
        status: 307,
        headers: { Location: `https://login.example.com/?token=${KEY}` },
        body: '',
      });

      const result = await run(emu, { prompt: PROMPT });

      expectOneLineError(result, /redirect/i);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent(
  'in the fields of a job record: log, debug lines, outputs and summary stay clean',
  () =>
    withEmulator(
      async (emu) => {
        emu.scriptNextJob({
          activeForMs: 100,
          override: {
            model: KEY,
            source: {
              repository: `https://x-access-token:${KEY}@github.com/acme/docs`,
              ref: KEY,
            },
            note: `called with Bearer ${KEY}`,
            request: { headers: { authorization: `Bearer ${KEY}` } },
          },
        });

        const result = await run(emu, { prompt: PROMPT });

        expectSuccess(result);
        expect(jobOutput(result).model).toBe('***');
        expectNoKeyLeak(result, KEY);
      },
      { apiKey: KEY },
    ),
);

test.concurrent('in the pull request link of the result', () =>
  withEmulator(
    async (emu) => {
      emu.scriptNextJob({
        activeForMs: 100,
        prLink: `https://github.com/acme/docs/pull/9?token=${KEY}`,
      });

      const result = await run(emu, { prompt: PROMPT });

      expectSuccess(result);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent('as the status of the job, until timeout', () =>
  withEmulator(
    async (emu) => {
      emu.scriptNextJob({ polls: [KEY] });

      // The job stays in that status: the wait ends at the time-out, after checks that saw it.
      const result = await run(emu, {
        prompt: PROMPT,
        timeout: TIMEOUT_UNDER_LOAD,
        'fail-on': '',
      });

      expectSuccess(result);
      expect(result.outputs['timed-out']).toBe('true');
      expect(emu.count('GET', GET_PATH)).toBeGreaterThanOrEqual(1);
      expectNoKeyLeak(result, KEY);
    },
    { apiKey: KEY },
  ),
);

test.concurrent(
  'in a job id the service returns: not in the comment, its heading or its hidden marker',
  () =>
    withEmulator(
      async (emu) => {
        // A valid id that carries the key: it passes the id rule, so it is used, and it 404s on the poll.
        const id = `job.${KEY}`;
        emu.scriptNextJob({ override: { id } });
        const fake = await startGitHubFake();
        try {
          const event = issuesEvent(fake, { number: 12, title: 'Document retries' });

          const result = await run(emu, { prompt: PROMPT }, { event, env: githubEnv(fake) });

          expectOneLineError(result, /404/);
          // Redacted, the id is `job.***`, which fails the id rule (a shell would expand `*`): the
          // job-id output is left empty rather than carry either.
          expect(result.outputs['job-id']).toBe('');
          const [comment, ...others] = markedComments(fake, 12);
          expect(others).toHaveLength(0);
          // The redacted id fails the id rule, so the marker names no job rather than the key.
          expect(comment?.body).toContain('job-id=- ');
          expect(comment?.body).toContain('`job.***`');
          // Every byte sent to GitHub: the working comment, the final one, their markers.
          expect(fake.requests.filter((r) => r.method !== 'GET').length).toBeGreaterThanOrEqual(2);
          expectNoKeyInGitHub(fake, KEY);
          expectNoKeyLeak(result, KEY);
        } finally {
          await fake.close();
        }
      },
      { apiKey: KEY },
    ),
);

test.concurrent(
  'in an unknown status longer than the log shows: redacted before it is cut, no part of the key',
  () =>
    withEmulator(
      async (emu) => {
        // 7 + 37 characters: the log line cuts the status at 40, inside the key.
        emu.scriptNextJob({ polls: [`queued:${KEY}`] });

        const result = await run(emu, {
          prompt: PROMPT,
          timeout: TIMEOUT_UNDER_LOAD,
          'fail-on': '',
        });

        expectSuccess(result);
        expect(logLines(result, /unknown status 'queued:\*\*\*'/)).toHaveLength(1);
        expect(leakedFragment(result.stdout.replace(/^::add-mask::.*$/gm, ''), KEY)).toBe(
          undefined,
        );
        expectNoKeyLeak(result, KEY);
      },
      { apiKey: KEY },
    ),
);

test.concurrent(
  'in an unsafe job id quoted in the error: redacted before it is cut, no part of the key',
  () =>
    withEmulator(
      async (emu) => {
        // The error quotes the id cut at 60 characters, inside the key.
        emu.scriptNextJob({ override: { id: `../${'x'.repeat(40)}/${KEY}` } });

        const result = await run(emu, { prompt: PROMPT });

        const message = expectOneLineError(result, /not safe to use in a request/);
        expect(message).toContain(`'../${'x'.repeat(40)}/***'`);
        expect(emu.count('GET')).toBe(0);
        expectNoKeyLeak(result, KEY);
      },
      { apiKey: KEY },
    ),
);
