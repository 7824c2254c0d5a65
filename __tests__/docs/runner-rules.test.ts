// action.yml follows the GitHub runner's rules for `${{ }}` (actions/runner,
// src/Runner.Worker/action_yaml.json): an expression anywhere but where the runner's schema lists
// contexts stops the action from loading. These tests break action.yml on purpose.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { ACTIONS } from '../../scripts/actions.js';
import { formatFinding, lintActionMetadata, repoRoot } from '../../scripts/lint-workflows.js';
import { checkRunnerRules, expressionsIn } from '../../scripts/runner-rules.js';
import { REPORTED_STATE } from '../../src/report/saved-round.js';

const actionYaml = readFileSync(join(repoRoot, 'action.yml'), 'utf8');

/** action.yml with one value replaced (a path of keys, as in `inputs.api-key.description`). */
function withValue(path: string[], value: string): string {
  const doc = parseDocument(actionYaml);
  doc.setIn(path, value);
  return doc.toString();
}

const runnerFindings = (source: string): string[] =>
  lintActionMetadata('action.yml', source)
    .filter((f) => f.kind === 'runner')
    .map(formatFinding);

describe("the runner's rules for expressions in action.yml", () => {
  test.each(ACTIONS.map((action) => action.manifest))("the repository's %s passes", (manifest) => {
    const source = readFileSync(join(repoRoot, manifest), 'utf8');
    expect(
      lintActionMetadata(manifest, source)
        .filter((f) => f.kind === 'runner')
        .map(formatFinding),
    ).toEqual([]);
  });

  test('the api-key description as it read in an early version is refused, with the runner’s reason', () => {
    const old = withValue(
      ['inputs', 'api-key', 'description'],
      'The admin API key (`<prefix>_<secret>`). Pass it from a secret, e.g. `${{ secrets.AGENT_API_KEY }}`; it is masked at once and never printed.',
    );
    const findings = runnerFindings(old);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^action\.yml:\d+:\d+: inputs\.api-key\.description: .*Unrecognized named-value: 'secrets'.*\[runner\]$/,
    );
  });

  test('the finding points at the `${{` in the file', () => {
    const source =
      'name: x\ndescription: y\nruns:\n  using: node24\n  main: "a ${{ secrets.X }}"\n';
    expect(checkRunnerRules(source)).toEqual([
      expect.objectContaining({
        line: 5,
        column: 12,
        message: expect.stringMatching(/^runs\.main:/),
      }),
    ]);
  });

  test('a description with `${{ secrets.X }}` fails; so does one with a literal expression', () => {
    expect(runnerFindings(withValue(['description'], 'Uses ${{ secrets.X }}.'))).toHaveLength(1);
    expect(runnerFindings(withValue(['description'], "Uses ${{ 'x' }}."))).toEqual([
      expect.stringMatching(/description: .*no expression is allowed here/),
    ]);
  });

  test('`default: ${{ github.token }}` passes; `default: ${{ secrets.X }}` fails', () => {
    const path = ['inputs', 'github-token', 'default'];
    expect(runnerFindings(withValue(path, '${{ github.token }}'))).toEqual([]);
    expect(runnerFindings(withValue(path, '${{ runner.temp }}/x'))).toEqual([]);
    expect(runnerFindings(withValue(path, "${{ hashFiles('**/package-lock.json') }}"))).toEqual([]);
    expect(runnerFindings(withValue(path, '${{ secrets.X }}'))).toEqual([
      expect.stringMatching(
        /inputs\.github-token\.default: .*Unrecognized named-value: 'secrets'.*only github, strategy, matrix, job, runner, hashFiles\(\) may be used here/,
      ),
    ]);
    expect(runnerFindings(withValue(path, '${{ steps.a.outputs.b }}'))).toHaveLength(1);
    expect(runnerFindings(withValue(path, '${{ github.token'))).toEqual([
      expect.stringMatching(/not closed/),
    ]);
  });

  test('keys, outputs and nested values are read too', () => {
    const key = actionYaml.replace('\n  prompt:\n', '\n  ${{ github.token }}:\n');
    expect(runnerFindings(key)).toEqual([expect.stringMatching(/inputs\.\$\{\{ github\.token/)]);
    expect(runnerFindings(withValue(['branding', 'color'], '${{ github.x }}'))).toHaveLength(1);
    expect(runnerFindings(withValue(['runs', 'main'], '${{ github.x }}'))).toHaveLength(1);
    // An output's value may read steps (composite actions); its description may not.
    expect(
      runnerFindings(withValue(['outputs', 'status', 'value'], '${{ steps.a.outputs.b }}')),
    ).toEqual([]);
    expect(
      runnerFindings(withValue(['outputs', 'status', 'description'], '${{ steps.a.outputs.b }}')),
    ).toHaveLength(1);
  });

  test('composite steps take the step contexts in run, with and env; not in uses', () => {
    const composite = [
      'name: c',
      'description: d',
      'runs:',
      '  using: composite',
      '  steps:',
      '    - run: echo ${{ inputs.x }} ${{ env.Y }}',
      '      shell: bash',
      '      env:',
      '        A: ${{ steps.s.outputs.v }}',
      '    - uses: actions/checkout@${{ inputs.ref }}',
      '      with:',
      '        ref: ${{ secrets.X }}',
    ].join('\n');
    expect(checkRunnerRules(composite).map((f) => f.message)).toEqual([
      expect.stringMatching(/^runs\.steps\[1\]\.uses: .*no expression is allowed here/),
      expect.stringMatching(/^runs\.steps\[1\]\.with\.ref: .*'secrets'/),
    ]);
  });
});

describe('finding the expressions in a string', () => {
  test('from `${{` to the first `}}` outside a quoted string', () => {
    expect(expressionsIn("a ${{ format('}}', github.x) }} b ${{ runner.os }}")).toEqual([
      { expression: "format('}}', github.x)", unclosed: false },
      { expression: 'runner.os', unclosed: false },
    ]);
    expect(expressionsIn("${{ 'it''s }}' }}")).toEqual([
      { expression: "'it''s }}'", unclosed: false },
    ]);
    expect(expressionsIn('no expression, only $ { {')).toEqual([]);
  });
});

describe("the runner's keys for a JavaScript action's runs", () => {
  test('main, and a post step that runs whatever the job did: keys the runner knows', () => {
    const runs = parseDocument(actionYaml).get('runs') as { toJSON(): unknown };
    expect(runs.toJSON()).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/post.js',
      'post-if': 'always()',
    });
    expect(runnerFindings(actionYaml)).toEqual([]);
  });

  test('both entries are files of the bundle; the post entry ends at once after a main step that reported', () => {
    expect(existsSync(join(repoRoot, 'dist', 'index.js'))).toBe(true);
    const post = readFileSync(join(repoRoot, 'dist', 'post.js'), 'utf8');
    expect(post).toContain(
      `if (process.env.STATE_${REPORTED_STATE} !== 'true') await import('./index.js');`,
    );
  });

  test.each([
    ['digest', 'digest.js', true],
    ['sweep', 'sweep.js', false],
    ['automation', 'automation.js', true],
  ])(
    'the %s action runs its own entry of the one bundle, from its folder',
    (folder, entry, hasPost) => {
      const manifest = readFileSync(join(repoRoot, folder, 'action.yml'), 'utf8');
      const runs = (
        parseDocument(manifest).get('runs') as { toJSON(): Record<string, string> }
      ).toJSON();
      expect(runs).toEqual({
        using: 'node24',
        main: `../dist/${entry}`,
        ...(hasPost && { post: '../dist/post.js', 'post-if': 'always()' }),
      });
      // The runner finds each file from the action's folder: all are files of the bundle, and the
      // sub-action's entry is the bundle, told by its own name.
      const main = join(repoRoot, folder, runs.main ?? '');
      expect(readFileSync(main, 'utf8')).toContain("await import('./index.js');");
      if (hasPost) expect(existsSync(join(repoRoot, folder, runs.post ?? ''))).toBe(true);
    },
  );

  test('a key the runner does not know, or an empty stage, is refused', () => {
    expect(runnerFindings(withValue(['runs', 'post-when'], 'always()'))).toEqual([
      expect.stringMatching(/runs\.post-when: the runner does not know this key/),
    ]);
    expect(runnerFindings(withValue(['runs', 'post'], ''))).toEqual([
      expect.stringMatching(/runs\.post: the runner needs a non-empty string here/),
    ]);
  });

  test('post-if is a condition, not an expression: `${{ always() }}` there is refused', () => {
    expect(runnerFindings(withValue(['runs', 'post-if'], '${{ always() }}'))).toEqual([
      expect.stringMatching(/runs\.post-if: .*no expression is allowed here/),
    ]);
  });
});
