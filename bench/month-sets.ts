// The sets of examples a month is played through, as data: each the files of examples/ the README
// offers together (read from disk when the month is played, so a changed example is measured as it
// is), an input a set may override for a step of this repository's actions, and the model of
// Mintlify's own guide workflow. Edit the lists to measure another set.

/** An example of examples/ by file name, with inputs given to its steps of this repository's actions. */
export interface ExampleUse {
  readonly file: string;
  /** Overrides the step's `with:` (as a team would edit the copy it installs). */
  readonly with?: Readonly<Record<string, string>>;
}

export interface ExampleSet {
  readonly name: string;
  readonly examples: readonly (string | ExampleUse)[];
}

/** A workflow that is not one of examples/ (Mintlify's guide), as its YAML. */
export interface ModelledWorkflow {
  readonly name: string;
  /** The name its runs are shown under. */
  readonly file: string;
  readonly yaml: string;
}

/** The README's quick start: no runner held while the agent works; the sweep posts every result. */
const QUICK_START: readonly (string | ExampleUse)[] = [
  'label-no-wait.yml',
  'issue-comment.yml',
  'sweep.yml',
];

/** The quick start before it stopped waiting: a label and `/agent …` that each wait for the job. */
const QUICK_START_WAITING: readonly (string | ExampleUse)[] = [
  'issue-labelled.yml',
  { file: 'issue-comment.yml', with: { wait: 'true' } },
];

/** What the README offers beside the quick start (its "Sets that pay once per change"). */
const ADDITIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['pull-request-docs', ['pull-request-docs.yml']],
  ['docs-follow-code', ['docs-follow-code.yml']],
  ['docs-follow-code + docs-on-push', ['docs-follow-code.yml', 'docs-on-push.yml']],
  ['docs-digest', ['docs-digest.yml']],
  ['automation-trigger', ['automation-trigger.yml']],
  [
    'pull-request-docs + docs-follow-code + docs-on-push',
    ['pull-request-docs.yml', 'docs-follow-code.yml', 'docs-on-push.yml'],
  ],
  ['pull-request-docs + docs-digest', ['pull-request-docs.yml', 'docs-digest.yml']],
];

const QUICK_STARTS: ReadonlyArray<readonly [string, readonly (string | ExampleUse)[]]> = [
  ['quick start', QUICK_START],
  ['old quick start, waiting', QUICK_START_WAITING],
];

/** The sets measured: the quick start first, then the old one, each with what the README offers beside it. */
export const EXAMPLE_SETS: readonly ExampleSet[] = [
  ...QUICK_STARTS.map(([name, examples]) => ({ name, examples })),
  // "issue-labelled.yml may take label-no-wait.yml's place".
  {
    name: 'quick start, issue-labelled in place of label-no-wait',
    examples: ['issue-labelled.yml', 'issue-comment.yml', 'sweep.yml'],
  },
  ...ADDITIONS.flatMap(([added, files]) =>
    QUICK_STARTS.map(([name, examples]) => ({
      name: `${name} + ${added}`,
      examples: [...examples, ...files],
    })),
  ),
];

/**
 * Mintlify's guide workflow ("Automate the agent"): on every push to the default branch, no
 * `paths`, one job asking the agent to update the documentation for the push, and the run waits
 * for it. Modelled with this action so that it runs as the examples do: a prompt (so every push
 * starts a job) and `allowed-bots: '*'` (the guide's script asks nobody's permission, so a bot's
 * push starts one too).
 */
export const MINTLIFY_GUIDE: ModelledWorkflow = {
  name: "Mintlify's guide: a job per push to the default branch, waiting",
  file: 'mintlify-guide.yml',
  yaml: `name: Update docs on push (Mintlify's guide)
on:
  push: {}
permissions: {}
jobs:
  docs:
    if: github.ref == format('refs/heads/{0}', github.event.repository.default_branch)
    runs-on: ubuntu-latest
    steps:
      - uses: OWNER/agent-job-action@v1
        with:
          project-id: \${{ vars.AGENT_PROJECT_ID }}
          api-key: \${{ secrets.AGENT_API_KEY }}
          prompt: Update the documentation for our recent pushes to the default branch.
          allowed-bots: '*'
`,
};

/** The quick variant (`--quick`, CI): the first set over the month's first days, to prove it runs. */
export const QUICK = { sets: 1, days: 3 } as const;

/** The file an example use names, and how the table shows it (an override is marked). */
export function exampleLabel(use: string | ExampleUse): string {
  if (typeof use === 'string') return use;
  const given = Object.entries(use.with ?? {}).map(([name, value]) => `${name}: ${value}`);
  return given.length === 0 ? use.file : `${use.file} (${given.join(', ')})`;
}
