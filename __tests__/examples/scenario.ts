// A repository on GitHub with the examples installed, and the events a team's day sends it: GitHub's
// real payloads (@octokit/webhooks-examples) with only the fields a scenario needs edited (the
// number, head, labels, sender, where the head lives), and the GitHub fake kept in step with them
// (a push moves the head, a label is on the pull request, a merge merges it).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lint-workflows.js';
import type { VirtualClock } from '../../__fixtures__/virtual-clock.js';
import { realPayload } from '../../__fixtures__/webhooks.js';
import { CREATE_PATH, MESSAGE_PATH, REPO, emulator, githubFake } from '../integration/helpers.js';
import { ConcurrencyGroups, deliver, loadExample } from './actions-runner.js';
import type { Delivery, Example, Repository, RunRecord } from './actions-runner.js';

/** The documentation repository (vars.DOCS_REPOSITORY, under the same owner). */
export const DOCS_REPOSITORY = 'handbook';
const DOCS_REPO_FULL = `${REPO.split('/')[0]}/${DOCS_REPOSITORY}`;
/** The docs pull request every job opens. */
export const DOCS_PULL = `https://github.com/${DOCS_REPO_FULL}/pull/12`;
/** The issue the digest reports on (vars.DOCS_DIGEST_ISSUE). */
export const DIGEST_ISSUE = 50;
/** The Mintlify automation automation-trigger.yml triggers (vars.AGENT_AUTOMATION_ID). */
const AUTOMATION_ID = 'auto_1';
/** The default branch of the real payloads' repository. */
export const DEFAULT_BRANCH = 'master';

/**
 * A repository with every variable and secret the examples' headers ask for. With `clock` (a
 * VirtualClock), the service's jobs and this action's steps run in its virtual time.
 */
export async function repository(options: { clock?: VirtualClock } = {}): Promise<Repository> {
  const { clock } = options;
  // A job ends soon after it starts: the tier tests what the workflows start, not the waiting.
  // Each round's docs pull request is DOCS_PULL, in the documentation repository.
  const emu = await emulator({
    jobDurationMs: 20,
    defaultRound: { prLink: DOCS_PULL },
    // The dashboard's automation vars.AGENT_AUTOMATION_ID names.
    automations: [{ id: AUTOMATION_ID }],
    ...(clock && { now: () => clock.wallNow() }),
  });
  const fake = await githubFake();
  fake.setDefaultBranch(REPO, DEFAULT_BRANCH);
  fake.addPullRequest(DOCS_REPO_FULL, {
    number: 12,
    login: 'docs-writer[bot]',
    headRef: 'docs/retry',
  });
  return {
    emu,
    fake,
    vars: {
      AGENT_PROJECT_ID: emu.projectId,
      AGENT_AUTOMATION_ID: AUTOMATION_ID,
      DOCS_APP_ID: '123456',
      DOCS_REPOSITORY,
      DOCS_DIGEST_ISSUE: String(DIGEST_ISSUE),
      DOCS_TRACKING_ISSUE: '51',
    },
    secrets: {
      AGENT_API_KEY: emu.apiKey,
      DOCS_APP_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nfake\n-----END RSA PRIVATE KEY-----',
    },
    groups: new ConcurrencyGroups(),
    ...(clock && { clock }),
  };
}

/** The examples by file name, read once. */
const loaded = new Map<string, Promise<Example>>();
export function examples(...names: string[]): Promise<Example[]> {
  return Promise.all(
    names.map((name) => {
      const found = loaded.get(name) ?? loadExample(name);
      loaded.set(name, found);
      return found;
    }),
  );
}

/** Runs of the automation the service was asked to start. */
export const automationRuns = (repo: Repository): number =>
  repo.emu.requests.filter((r) => r.method === 'POST' && /\/trigger$/.test(r.path)).length;

/** Jobs the service was asked to create, and follow-ups it was sent. */
export const jobsCreated = (repo: Repository): number =>
  repo.emu.requests.filter((r) => r.method === 'POST' && CREATE_PATH.test(r.path)).length;
export const followUpsSent = (repo: Repository): number =>
  repo.emu.requests.filter((r) => r.method === 'POST' && MESSAGE_PATH.test(r.path)).length;

/** The runs GitHub would show as failed (a red cross on the event's author's screen). */
export const failedRuns = (runs: RunRecord[]): string[] =>
  runs
    .filter((run) => run.conclusion === 'failure')
    .map((run) => `${run.file}: ${run.steps.map((s) => s.error ?? lastError(s)).join(' ')}`);

function lastError(step: RunRecord['steps'][number]): string {
  return (step.result?.stdout ?? '')
    .split('\n')
    .filter((l) => l.startsWith('::error'))
    .join(' ');
}

const sha = (seed: string): string => createHash('sha1').update(seed).digest('hex');
const patch = (line: string) => `@@ -1 +1 @@\n-old\n+${line}`;

let pullCounter = 100;

/** Whose pull request it is: a branch of this repository, or a fork's. */
export interface PullOptions {
  /** The author; default Codertocat (an admin of the repository in the fake). */
  author?: string;
  fork?: boolean;
  /** Labels it carries from the start (put on before the workflows were installed). */
  labels?: string[];
  /** Its changed file; default src/retry.ts (docs-follow-code.yml's paths take it). */
  file?: string;
}

/** A pull request's life: each method changes it on GitHub (the fake) and returns the event. */
export class PullRequest {
  readonly number = ++pullCounter;
  head: string;
  private readonly base: string;
  private commits = 0;

  constructor(
    private readonly repo: Repository,
    private readonly options: PullOptions = {},
  ) {
    this.base = sha(`base ${this.number}`);
    this.head = sha(`head ${this.number} 0`);
    const files = [{ filename: this.file, patch: patch('retries: 3') }];
    repo.fake.addCommits(REPO, [{ sha: this.base }, { sha: this.head, parent: this.base, files }]);
    repo.fake.addPullRequest(REPO, {
      number: this.number,
      login: this.author,
      headSha: this.head,
      baseSha: this.base,
      baseRef: DEFAULT_BRANCH,
      files,
    });
    if (options.labels) {
      repo.fake.addIssue(REPO, {
        number: this.number,
        isPullRequest: true,
        labels: options.labels,
      });
    }
  }

  get author(): string {
    return this.options.author ?? 'Codertocat';
  }

  private get file(): string {
    return this.options.file ?? 'src/retry.ts';
  }

  /** `pull_request` (or `pull_request_target`, the same payload) with this pull request's fields. */
  private event(
    action: string,
    sender: string,
    edit: (p: Record<string, unknown>) => void = () => {},
  ): Delivery {
    const payload = realPayload('pull_request', action);
    payload.number = this.number;
    const pull = payload.pull_request as Record<string, unknown> & {
      head: { sha: string; repo: Record<string, unknown> & { owner: Record<string, unknown> } };
      base: { ref: string };
      user: Record<string, unknown>;
      labels: Array<Record<string, unknown>>;
    };
    pull.number = this.number;
    pull.head.sha = this.head;
    pull.base.ref = DEFAULT_BRANCH;
    pull.user.login = this.author;
    // Where the head lives: this repository, or the author's fork.
    pull.head.repo.full_name = this.options.fork ? `${this.author}/Hello-World` : REPO;
    pull.head.repo.fork = this.options.fork ?? false;
    pull.head.repo.owner.login = this.options.fork ? this.author : REPO.split('/')[0];
    const template = pull.labels[0] ?? { id: 1, name: '' };
    pull.labels = this.repo.fake.labels(REPO, this.number).map((name) => ({ ...template, name }));
    (payload.sender as Record<string, unknown>).login = sender;
    edit(payload);
    return {
      name: 'pull_request',
      payload,
      files: [this.file],
      ref: `refs/pull/${this.number}/merge`,
    };
  }

  opened(): Delivery {
    return this.event('opened', this.author);
  }

  /** Someone adds `label`: it is on the pull request, and the event says who added it. */
  label(name: string, sender = 'Codertocat'): Delivery {
    const labels = this.repo.fake.labels(REPO, this.number);
    this.repo.fake.addIssue(REPO, {
      number: this.number,
      isPullRequest: true,
      labels: [...labels, name],
    });
    return this.event('labeled', sender, (payload) => {
      (payload.label as Record<string, unknown>).name = name;
    });
  }

  /** A push of one commit that changes the file again (or `file`); the pusher is the sender. */
  push(pusher = this.author, file = this.file): Delivery {
    const before = this.head;
    this.commits += 1;
    this.head = sha(`head ${this.number} ${this.commits}`);
    this.repo.fake.addCommits(REPO, [
      {
        sha: this.head,
        parent: before,
        files: [{ filename: file, patch: patch(`retries: ${this.commits + 3}`) }],
      },
    ]);
    this.repo.fake.setPullHead(REPO, this.number, this.head);
    const event = this.event('synchronize', pusher, (payload) => {
      payload.before = before;
      payload.after = this.head;
    });
    return { ...event, files: [file] };
  }

  /** A maintainer closes it without merging. */
  close(closer = 'Codertocat'): Delivery {
    this.repo.fake.closeIssue(REPO, this.number);
    return this.event('closed', closer);
  }

  /** The commit its merge made on the default branch (the base, then the change). */
  get mergeSha(): string {
    return sha(`merge ${this.number}`);
  }

  /** A maintainer merges it: a merge commit on the default branch. */
  merge(merger = 'Codertocat'): Delivery {
    const files = [{ filename: this.file, patch: patch('retries: 3') }];
    this.repo.fake.addCommits(REPO, [{ sha: this.mergeSha, parent: this.base, files }]);
    this.repo.fake.addPullRequest(REPO, {
      mergeSha: this.mergeSha,
      number: this.number,
      login: this.author,
      headSha: this.head,
      baseSha: this.base,
      baseRef: DEFAULT_BRANCH,
      merged: true,
      // A second ago: a digest's window ends at its start, and takes a merge of that very second
      // for the next digest.
      mergedAt: new Date(Date.now() - 1000).toISOString(),
      files,
    });
    return this.event('closed', merger, (payload) => {
      const pull = payload.pull_request as Record<string, unknown>;
      pull.merged = true;
      pull.merged_at = pull.closed_at;
    });
  }

  /** Its change pushed straight to the default branch, without merging the pull request. */
  pushedWithoutMerging(): Delivery {
    const files = [{ filename: this.file, patch: patch('retries: 3') }];
    this.repo.fake.addCommits(REPO, [{ sha: this.mergeSha, parent: this.base, files }]);
    return this.mergePush();
  }

  /** The push its merge made to the default branch (merge() first), heard by `on: push`. */
  mergePush(pusher = 'Codertocat'): Delivery {
    return pushTo(DEFAULT_BRANCH, {
      before: this.base,
      after: this.mergeSha,
      sender: { login: pusher },
      files: [this.file],
    });
  }
}

/** The login of the agent's GitHub App, which opens the docs pull requests (sweep.yml's default). */
export const AGENT_APP = 'mintlify[bot]';

/**
 * A pull request opened in this repository by `sender` (default the agent's app opening its docs
 * pull request as its job ends, from a branch of this repository; `fork`: from a fork).
 */
export function pullOpenedBy(
  repo: Repository,
  sender = AGENT_APP,
  options: { fork?: boolean } = {},
): Delivery {
  const pull = new PullRequest(repo, {
    author: sender,
    fork: options.fork,
    file: 'docs/retry.mdx',
  });
  const event = pull.opened();
  const who = event.payload.sender as Record<string, unknown>;
  who.type = sender.endsWith('[bot]') ? 'Bot' : 'User';
  return event;
}

/** A run of the fallback schedule of sweep.yml (every workflow with a schedule hears it). */
export const scheduled = (cron = '17 8-17 * * 1-5'): Delivery => ({
  name: 'schedule',
  payload: { schedule: cron },
});

/** Delivers `event` to `installed` (all at once) and returns the runs. */
export function send(
  repo: Repository,
  installed: Example[],
  event: Delivery,
): Promise<RunRecord[]> {
  return deliver(repo, installed, event);
}

/** What a push changes in a scenario: the commits, who pushed, the files (for `paths`). */
export interface PushOptions {
  readonly before?: string;
  readonly after?: string;
  /** The sender; a bot's push is one whose sender is of type Bot. */
  readonly sender?: { readonly login: string; readonly type?: 'User' | 'Bot' };
  readonly files?: string[];
  /** The branch deleted (after all zeros). */
  readonly deleted?: boolean;
}

/** A push to `branch` of this repository (the default branch unless named), by Codertocat. */
export function pushTo(branch = DEFAULT_BRANCH, options: PushOptions = {}): Delivery {
  const payload = realPayload('push');
  payload.ref = `refs/heads/${branch}`;
  (payload.repository as Record<string, unknown>).default_branch = DEFAULT_BRANCH;
  if (options.before !== undefined) payload.before = options.before;
  if (options.after !== undefined) payload.after = options.after;
  if (options.deleted) Object.assign(payload, { deleted: true, after: '0'.repeat(40) });
  if (options.sender) {
    Object.assign(payload.sender as Record<string, unknown>, {
      login: options.sender.login,
      type: options.sender.type ?? 'User',
    });
  }
  return {
    name: 'push',
    payload,
    ref: `refs/heads/${branch}`,
    files: options.files ?? ['src/retry.ts'],
  };
}

/** The examples' file names, in examples/. */
export function exampleNames(): string[] {
  return readdirSync(join(repoRoot, 'examples'))
    .filter((name) => name.endsWith('.yml'))
    .sort();
}

/** The fields of an example's header (examples-header shape), each as one line of text. */
export function headerFields(name: string): Record<string, string> {
  const source = readFileSync(join(repoRoot, 'examples', name), 'utf8');
  const header = /^(?:#.*\n)+/.exec(source)?.[0] ?? '';
  const fields: Record<string, string> = {};
  let current: string | undefined;
  for (const line of header.split('\n')) {
    const field = /^# (Starts a job|Costs|Needs|Goes with): (.*)$/.exec(line);
    if (field) {
      current = field[1] ?? '';
      fields[current] = field[2] ?? '';
    } else if (current && line.startsWith('#   ')) {
      fields[current] += ` ${line.slice(4)}`;
    } else current = undefined;
  }
  return fields;
}

/** The examples an example says it goes with (every other one for "any other example"). */
export function goesWith(name: string): string[] {
  const said = headerFields(name)['Goes with'] ?? '';
  if (said === 'any other example') return exampleNames().filter((other) => other !== name);
  return said.split(/,\s*/).filter(Boolean);
}
