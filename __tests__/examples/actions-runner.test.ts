// The examples tier's runner decides as GitHub does: a pull request's default activity types, a
// schedule's own crons, the `branches` and `paths` filters (last match decides, `!` excludes), expressions through GitHub's
// evaluator with its string conversion, and a concurrency group's one pending run, replaced by a
// newer one.
import { describe, expect, test } from '@jest/globals';
import {
  ConcurrencyGroups,
  evaluate,
  interpolate,
  matchesFilters,
  readExample,
  triggers,
} from './actions-runner.js';

const workflow = (on: string) =>
  readExample(
    'examples/t.yml',
    `on:\n${on}\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n`,
  );
const pull = (action: string, base = 'main') => ({
  name: 'pull_request',
  payload: { action, pull_request: { base: { ref: base } } },
  files: ['src/a.ts'],
});

describe('the trigger', () => {
  test('a pull_request workflow without types hears opened, synchronize and reopened only', async () => {
    const wf = await workflow('  pull_request: {}');
    for (const action of ['opened', 'synchronize', 'reopened']) {
      expect(triggers(wf, pull(action))).toBe(true);
    }
    for (const action of ['labeled', 'closed', 'edited']) {
      expect(triggers(wf, pull(action))).toBe(false);
    }
    expect(triggers(wf, { ...pull('opened'), name: 'pull_request_target' })).toBe(false);
  });

  test('types, branches and paths all filter', async () => {
    const wf = await workflow(
      "  pull_request:\n    types: [closed]\n    branches: [main, 'release/**']\n    paths: ['src/**', '!src/gen/**']",
    );
    expect(triggers(wf, pull('closed'))).toBe(true);
    expect(triggers(wf, pull('closed', 'release/1.2'))).toBe(true);
    expect(triggers(wf, pull('closed', 'develop'))).toBe(false);
    expect(triggers(wf, { ...pull('closed'), files: ['src/gen/x.ts'] })).toBe(false);
    expect(triggers(wf, { ...pull('closed'), files: ['README.md', 'src/a.ts'] })).toBe(true);
  });

  test('a schedule starts a workflow on its own crons only; a delivery that names no cron starts every scheduled one', async () => {
    const wf = await workflow(
      "  schedule:\n    - cron: '17 8-17 * * 1-5'\n    - cron: '5 3 * * 0'",
    );
    const on = (schedule?: string) => ({
      name: 'schedule',
      payload: schedule === undefined ? {} : { schedule },
    });
    expect(triggers(wf, on('17 8-17 * * 1-5'))).toBe(true);
    expect(triggers(wf, on('5 3 * * 0'))).toBe(true);
    expect(triggers(wf, on('*/10 * * * *'))).toBe(false);
    expect(triggers(wf, on())).toBe(true);
    expect(triggers(await workflow('  workflow_dispatch: {}'), on('5 3 * * 0'))).toBe(false);
  });

  test("GitHub's filter patterns: * stays within a folder, ** crosses, the last match decides", () => {
    expect(matchesFilters(['src/*'], ['src/a/b.ts'])).toBe(false);
    expect(matchesFilters(['src/**'], ['src/a/b.ts'])).toBe(true);
    expect(matchesFilters(['**', '!docs/**', 'docs/keep.md'], ['docs/keep.md'])).toBe(true);
    expect(matchesFilters(['**', '!docs/**'], ['docs/x.md'])).toBe(false);
  });
});

describe('expressions', () => {
  const contexts = { github: { event: { labels: [{ name: 'a' }, { name: 'b' }] } }, vars: {} };
  test("through GitHub's evaluator: object filters, functions, a missing variable is ''", () => {
    expect(evaluate("contains(github.event.labels.*.name, 'b')", contexts).coerceString()).toBe(
      'true',
    );
    expect(interpolate('x-${{ vars.MISSING }}-${{ 1 == 1 }}', contexts)).toBe('x--true');
    expect(evaluate('success()', contexts, true).coerceString()).toBe('false');
    expect(evaluate('always()', contexts, true).coerceString()).toBe('true');
  });
});

describe('a concurrency group', () => {
  test('one runs, one waits; a newer pending run replaces the waiting one', async () => {
    const groups = new ConcurrencyGroups();
    expect(await groups.enter('g')).toBe(true);
    const second = groups.enter('g');
    const third = groups.enter('g');
    expect(await second).toBe(false);
    groups.leave('g');
    expect(await third).toBe(true);
    groups.leave('g');
    expect(await groups.enter('g')).toBe(true);
  });
});
