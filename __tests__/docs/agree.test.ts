// The docs agree with the examples and the action.yml files wherever they state the same fact
// (scripts/docs-agree.ts): the live files first, then copies with one fact changed in one place
// only, each of which the check must catch, saying which file states what and where the YAML
// says otherwise.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIONS } from '../../scripts/actions.js';
import { docsAgreement, repoSources, type AgreementSources } from '../../scripts/docs-agree.js';
import { repoRoot } from '../../scripts/readme.js';

const live = repoSources();

/** The repository with `file` changed by `edit`, which must change it. */
function changed(file: string, edit: (text: string) => string, base = live): AgreementSources {
  const text = base.read(file);
  const next = edit(text);
  if (next === text) throw new Error(`the edit of ${file} changed nothing`);
  return { ...base, read: (path) => (path === file ? next : base.read(path)) };
}

const before = new Set(docsAgreement(live));

/** The disagreements `sources` has that the live files do not. */
function caught(sources: AgreementSources): string[] {
  return docsAgreement(sources).filter((problem) => !before.has(problem));
}

describe('the docs, the examples and the action.yml files', () => {
  test('agree wherever they state the same fact', () => {
    const problems = docsAgreement();
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} places where the docs and the examples or the action.yml files disagree:\n${problems.join('\n')}`,
      );
    }
  });
});

describe('a permission changed in one place only is caught', () => {
  test('`checks: write` taken from pull-request-docs.yml: its header, usage.md and reference.md still say it needs it', () => {
    const problems = caught(
      changed('examples/pull-request-docs.yml', (t) => t.replace(/\n +checks: write # [^\n]*/, '')),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^examples\/pull-request-docs\.yml:\d+: says pull-request-docs\.yml needs `checks: write`, but its job grants `pull-requests: write`, `issues: write`, `contents: read` \(examples\/pull-request-docs\.yml:\d+\)$/,
        ),
        expect.stringMatching(
          /^docs\/usage\.md:\d+: says pull-request-docs\.yml needs `checks: write`, but its job grants /,
        ),
        expect.stringMatching(
          /^docs\/reference\.md:\d+: lists pull-request-docs\.yml as needing `checks: write`, but its job grants /,
        ),
      ]),
    );
  });

  test("`checks: write` granted to docs-digest.yml and said nowhere: its header's Needs:, usage.md and reference.md's list leave it out", () => {
    const problems = caught(
      changed('examples/docs-digest.yml', (t) =>
        t.replace(
          '      issues: write # the digest thread\n',
          '      issues: write # the digest thread\n      checks: write # a check run\n',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/docs-digest\.yml:\d+: its header's "Needs:" leaves out `checks: write`, which its job grants \(examples\/docs-digest\.yml:\d+\)$/,
      ),
      expect.stringMatching(
        /^docs\/reference\.md:\d+: lists the examples that need `checks: write` but leaves out docs-digest\.yml, whose job grants it \(examples\/docs-digest\.yml\)$/,
      ),
      // usage.md says what docs-digest.yml's job grants.
      expect.stringMatching(
        /^docs\/usage\.md:\d+: says what docs-digest\.yml needs but leaves out `checks: write`, which its job grants \(examples\/docs-digest\.yml:\d+\)$/,
      ),
    ]);
  });

  test('a docs passage that lists what one example needs names all of it, and only what it grants', () => {
    const problems = caught(
      changed('docs/usage.md', (t) =>
        t.replace(
          "docs-on-push.yml's job grants\n`contents: read` (the compare) and",
          "docs-on-push.yml's job grants `issues: write` and",
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/usage\.md:\d+: says docs-on-push\.yml needs `issues: write`, but its job grants `contents: read`, `pull-requests: write` \(examples\/docs-on-push\.yml:\d+\)$/,
      ),
      expect.stringMatching(
        /^docs\/usage\.md:\d+: says what docs-on-push\.yml needs but leaves out `contents: read`, which its job grants \(examples\/docs-on-push\.yml:\d+\)$/,
      ),
    ]);
  });

  test('"needs no permissions" said of an example that grants some', () => {
    const problems = caught(
      changed('examples/automation-trigger.yml', (t) =>
        t.replace(
          'permissions: {}\n\njobs:\n  automation:\n',
          'permissions: {}\n\njobs:\n  automation:\n    permissions:\n      issues: write\n',
        ),
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^examples\/automation-trigger\.yml:\d+: says automation-trigger\.yml needs no permissions, but its job grants `issues: write`/,
        ),
        expect.stringMatching(
          /^docs\/usage\.md:\d+: says automation-trigger\.yml needs no permissions, but its job grants `issues: write`/,
        ),
      ]),
    );
  });

  test('a list of the examples that need a scope that leaves one out, or names one that does not grant it', () => {
    const problems = caught(
      changed('docs/reference.md', (t) =>
        t.replace(
          'labelled pull request: docs-on-push.yml, pull-request-docs.yml.',
          'labelled pull request: pull-request-docs.yml, schedule.yml.',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/reference\.md:\d+: lists the examples that need `contents: read` but leaves out docs-on-push\.yml, whose job grants it \(examples\/docs-on-push\.yml\)$/,
      ),
      expect.stringMatching(
        /^docs\/reference\.md:\d+: lists schedule\.yml as needing `contents: read`, but its job grants `issues: write` \(examples\/schedule\.yml:\d+\)$/,
      ),
    ]);
  });
});

describe('how often: a cron changed in one place only is caught', () => {
  test('sweep.yml\'s cron made half-hourly: every "hourly" said of it, with the file and line that says it', () => {
    const problems = caught(
      changed('examples/sweep.yml', (t) =>
        t.replace("cron: '17 8-17 * * 1-5'", "cron: '17,47 8-17 * * 1-5'"),
      ),
    );
    const at = (file: string) =>
      expect.stringMatching(
        new RegExp(
          `^${file.replace(/[.]/g, '\\.')}:\\d+: says (?:sweep\\.yml|it) runs "hourly", but its cron '17,47 8-17 \\* \\* 1-5' \\(examples/sweep\\.yml:\\d+\\) runs every 30 minutes on weekdays, 08:17–17:47 UTC$`,
        ),
      );
    // The comment beside the cron and the header, and the README.
    expect(problems).toEqual(expect.arrayContaining([at('examples/sweep.yml'), at('README.md')]));
    expect(
      problems.filter((p) => p.startsWith('examples/sweep.yml:')).length,
    ).toBeGreaterThanOrEqual(3);
    // The header's own alternative ("make it hourly around the clock ('17 * * * *')") is held to
    // that cron, not to the example's.
    expect(problems.filter((p) => p.includes("'17 * * * *'"))).toEqual([]);
  });

  test('docs-digest.yml\'s cron made weekly: "twice a week" and "Mondays and Thursdays", in its header, the README and the changelog', () => {
    const problems = caught(
      changed('examples/docs-digest.yml', (t) =>
        t.replace("cron: '17 6 * * 1,4'", "cron: '17 6 * * 1'"),
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^examples\/docs-digest\.yml:\d+: says it runs "Mondays and Thursdays", but its cron '17 6 \* \* 1' \(examples\/docs-digest\.yml:\d+\) runs on Mondays$/,
        ),
        expect.stringMatching(
          /^examples\/docs-digest\.yml:\d+: says docs-digest\.yml runs "twice a week", but its cron '17 6 \* \* 1' \(examples\/docs-digest\.yml:\d+\) runs once a week$/,
        ),
        expect.stringMatching(/^README\.md:\d+: says docs-digest\.yml runs "twice a week"/),
        expect.stringMatching(/^CHANGELOG\.md:\d+: says docs-digest\.yml runs "twice a week"/),
      ]),
    );
    // Its header's own alternative ("for once a week, make the cron '17 6 * * 1'") is held to
    // that cron, not to the example's.
    expect(problems.filter((p) => p.includes('"once a week"'))).toEqual([]);
  });

  test('a frequency beside a cron of its own is held to that cron', () => {
    const problems = caught(
      changed('examples/docs-digest.yml', (t) =>
        t.replace(
          "for once a week, make the cron '17 6 * * 1'",
          "for once a week, make the cron '17 6 * * 1,3'",
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/docs-digest\.yml:\d+: says it runs "once a week", but its cron '17 6 \* \* 1,3' \(the cron '17 6 \* \* 1,3' beside it\) runs twice a week$/,
      ),
    ]);
  });

  test('a frequency said of an example with no schedule', () => {
    const problems = caught(
      changed('README.md', (t) =>
        t.replace(
          'docs-follow-code.yml (a job per\nmerge)',
          'docs-follow-code.yml (a job\nevery day)',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md:\d+: says docs-follow-code\.yml runs "every day", but it has no schedule \(examples\/docs-follow-code\.yml:\d+\)$/,
      ),
    ]);
  });
});

describe('events changed in one place only are caught', () => {
  test('workflow_dispatch taken from schedule.yml: its header still runs it by hand', () => {
    const problems = caught(
      changed('examples/schedule.yml', (t) => t.replace('  workflow_dispatch: {}\n', '')),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^examples\/schedule\.yml:\d+: says schedule\.yml runs "by hand", but its on: has no workflow_dispatch \(examples\/schedule\.yml:\d+\)$/,
        ),
      ]),
    );
  });

  test('an example that also runs by hand described as running only on a schedule', () => {
    const problems = caught(
      changed('examples/schedule.yml', (t) =>
        t.replace(
          '# Starts a job: the schedule, once a week,',
          '# Starts a job: only on a schedule, once a week,',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/schedule\.yml:\d+: says schedule\.yml runs "only on a schedule", but its on: has workflow_dispatch too: it also runs by hand \(examples\/schedule\.yml:\d+\)$/,
      ),
    ]);
  });

  test("an event added to an example's on: that its header never speaks of", () => {
    const problems = caught(
      changed('examples/schedule.yml', (t) =>
        t.replace('  workflow_dispatch: {}\n', '  workflow_dispatch: {}\n  push: {}\n'),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/schedule\.yml:1: its header never says it runs on `push`, which its on: has \(examples\/schedule\.yml:\d+\)$/,
      ),
    ]);
    const typed = caught(
      changed('examples/issue-labelled.yml', (t) =>
        t.replace('types: [labeled]', 'types: [labeled, edited]'),
      ),
    );
    expect(typed).toEqual([
      expect.stringMatching(
        /^examples\/issue-labelled\.yml:1: its header never says what `issues` \(edited\) does/,
      ),
    ]);
  });

  test('an event named in code for an example whose on: lacks it', () => {
    const problems = caught(
      changed('SECURITY.md', (t) =>
        t.replace(
          'with docs-follow-code.yml on `pull_request_target`',
          'with docs-follow-code.yml on `pull_request`',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^SECURITY\.md:\d+: says docs-follow-code\.yml runs on `pull_request`, but its on: has `pull_request_target` \(examples\/docs-follow-code\.yml:\d+\)$/,
      ),
    ]);
  });
});

describe('inputs changed in one place only are caught', () => {
  test('a docs snippet gives an action an input it does not declare, naming the action that takes it', () => {
    const problems = caught(
      changed('docs/usage.md', (t) =>
        t.replace(
          '    merged-since: last-digest\n',
          '    merged-since: last-digest\n    give-up-after: 2h\n',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/usage\.md:\d+: gives `give-up-after` to OWNER\/agent-job-action\/digest@v1, but the digest action \(digest\/action\.yml\) has no input give-up-after: it is an input of the sweep action \(sweep\/action\.yml\)$/,
      ),
    ]);
    const root = caught(
      changed('docs/usage.md', (t) =>
        t.replace('- uses: OWNER/agent-job-action/digest@v1', '- uses: OWNER/agent-job-action@v1'),
      ),
    );
    expect(root).toEqual([
      expect.stringMatching(
        /gives `merged-since` to OWNER\/agent-job-action@v1, but the action \(action\.yml\) has no input merged-since: it is an input of the digest action/,
      ),
    ]);
  });

  test('a `with:` of no action that names an input none of the four has, and a YAML block that does not parse', () => {
    const problems = caught(
      changed('docs/usage.md', (t) =>
        t
          .replace('with:\n  paths: |', 'with:\n  pathz: |')
          .replace('env:\n  HTTPS_PROXY:', 'env:\n HTTPS_PROXY:'),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/usage\.md:\d+: gives `pathz`, which is an input of none of the four actions$/,
      ),
      expect.stringMatching(/^docs\/usage\.md:\d+: this YAML does not parse: /),
    ]);
  });

  test('an input named for an example whose action does not take it, and "the sweep\'s `x`"', () => {
    const header = caught(
      changed('examples/sweep.yml', (t) =>
        t.replace('A round older than `give-up-after` gets', 'A round older than `timeout` gets'),
      ),
    );
    expect(header).toEqual([
      expect.stringMatching(
        /^examples\/sweep\.yml:\d+: names `timeout` for sweep\.yml, which uses the sweep action \(sweep\/action\.yml\) \(examples\/sweep\.yml\): `timeout` is an input of the action \(action\.yml\), the digest action \(digest\/action\.yml\), the automation action \(automation\/action\.yml\), not one of its inputs or outputs$/,
      ),
    ]);
    const possessive = caught(
      changed('docs/usage.md', (t) =>
        t.replace("the sweep's `give-up-after`", "the sweep's `timeout`"),
      ),
    );
    expect(possessive).toEqual([
      expect.stringMatching(
        /^docs\/usage\.md:\d+: says "sweep's `timeout`", but the sweep action \(sweep\/action\.yml\) has no input or output `timeout`$/,
      ),
    ]);
  });

  test('`sweep: true`, an input no action has any more, wherever it is written', () => {
    const problems = caught(
      changed('README.md', (t) =>
        t.replace('The sweep posts the results', 'The sweep (`sweep: true`) posts the results'),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md:\d+: says `sweep: true`, but no action has the input `sweep` any more: use the sweep action \(OWNER\/agent-job-action\/sweep@v1\)$/,
      ),
    ]);
  });

  test('an input or output of an action that the README and the reference never name', () => {
    const problems = caught(
      changed('sweep/action.yml', (t) =>
        t.replace(
          '  dry-run:\n',
          '  look-back:\n    description: x\n    default: 1h\n  dry-run:\n',
        ),
      ),
    );
    expect(problems).toEqual([
      'README.md, docs/reference.md: never name `look-back` of the sweep action (sweep/action.yml)',
    ]);
  });
});

describe('what a sentence is about', () => {
  // Two examples of the live repository, and a page of prose about them.
  const page = (text: string): AgreementSources => ({
    ...live,
    pages: ['PAGE.md'],
    read: (path) => (path === 'PAGE.md' ? text : live.read(path)),
  });
  const about = (text: string) =>
    docsAgreement(page(text)).filter((problem) => problem.startsWith('PAGE.md'));

  test('the example a parenthesis follows, among others the sentence names', () => {
    expect(
      about('Pick docs-follow-code.yml (a job per merge) or docs-digest.yml (a job every day).\n'),
    ).toEqual([expect.stringContaining('says docs-digest.yml runs "every day"')]);
  });

  test('nothing, when a clause names two examples or another clause names one', () => {
    expect(about('docs-digest.yml and schedule.yml run every day.\n')).toEqual([]);
    expect(about('It runs every day; docs-digest.yml is for merges.\n')).toEqual([]);
  });

  test('the one example the passage names, for a sentence that names none', () => {
    expect(about('Install docs-digest.yml. It runs every day.\n')).toEqual([
      expect.stringContaining('says docs-digest.yml runs "every day"'),
    ]);
  });

  test('"the sweep" and "the digest" are their examples for how often, never for permissions or inputs; "a sweep" may be any', () => {
    expect(about('The sweep runs every day.\n')).toEqual([
      expect.stringContaining('says sweep.yml runs "every day"'),
    ]);
    expect(about('The digest runs every day.\n')).toEqual([
      expect.stringContaining('says docs-digest.yml runs "every day"'),
    ]);
    expect(about('A sweep every hour is 24 short runs a day.\n')).toEqual([]);
    expect(about('The sweep needs `contents: read` and takes `wait: false` rounds.\n')).toEqual([]);
  });

  test('a clause ends at a colon: what follows may be about another example', () => {
    expect(
      about('The run does not wait (`give-up-after: 1h`): sweep.yml posts the result.\n'),
    ).toEqual([]);
    expect(about('sweep.yml posts the result: it takes `give-up-after: 1h`.\n')).toEqual([]);
    expect(about('sweep.yml takes `prompt: x`.\n')).toEqual([
      expect.stringContaining('names `prompt` for sweep.yml'),
    ]);
  });

  test("a header's field is about its own example, whatever other example it names", () => {
    const problems = caught(
      changed('examples/label-no-wait.yml', (t) =>
        t.replace(
          '`issues: write` for the job, and\n#   sweep.yml',
          '`issues: write` and `checks: write` for the job, and\n#   sweep.yml',
        ),
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/label-no-wait\.yml:\d+: says label-no-wait\.yml needs `checks: write`, but its job grants `issues: write`/,
      ),
    ]);
  });
});

describe('a copy of the repository on disk', () => {
  test('is read as the live files are: a fact changed in the copy is caught there', () => {
    const root = mkdtempSync(join(tmpdir(), 'agree-'));
    try {
      for (const path of ['README.md', 'SECURITY.md', 'CHANGELOG.md', 'docs', 'examples']) {
        cpSync(join(repoRoot, path), join(root, path), { recursive: true });
      }
      for (const { manifest } of ACTIONS) cpSync(join(repoRoot, manifest), join(root, manifest));
      expect(docsAgreement(repoSources(root))).toEqual(docsAgreement(live));
      const file = join(root, 'examples', 'schedule.yml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace("cron: '17 6 * * 1'", "cron: '17 6 * * 2'"),
      );
      expect(docsAgreement(repoSources(root))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^examples\/schedule\.yml:\d+: says it runs "Mondays", but its cron '17 6 \* \* 2' \(examples\/schedule\.yml:\d+\) runs on Tuesdays$/,
          ),
        ]),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
