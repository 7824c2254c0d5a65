// Every set of examples the README offers together (its "Sets that pay once per change"), installed
// as a whole and run as GitHub runs it (actions-runner.ts) through the changes of a team's weeks:
// an issue labelled and refined, a pull request labelled, pushed to and merged, one merged without
// a label, a push straight to the default branch, and the digest's schedule. Each change is paid for
// once: the service is asked for exactly the jobs, follow-ups and automation runs the set's
// examples say they start, no more, and no run fails.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lint-workflows.js';
import {
  closeEmulators,
  closeGitHubFakes,
  issueCommentEvent,
  issuesEvent,
  REPO,
} from '../integration/helpers.js';
import type { Delivery, Example, Repository, RunRecord } from './actions-runner.js';
import {
  DIGEST_ISSUE,
  DOCS_PULL,
  PullRequest,
  automationRuns,
  examples,
  failedRuns,
  followUpsSent,
  goesWith,
  jobsCreated,
  pullOpenedBy,
  repository,
  scheduled,
  send,
} from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

const QUICK_START = ['label-no-wait.yml', 'issue-comment.yml', 'sweep.yml'];

/** The sets of the README's Cost section, each as the examples it installs. */
function offeredSets(): string[][] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('- **Sets that pay once per change.**');
  expect(start).toBeGreaterThan(0);
  const lines = readme.slice(start).split('\n').slice(1);
  const sets: string[][] = [];
  for (const line of lines) {
    if (!line.startsWith('  - ')) {
      if (sets.length > 0) break;
      continue;
    }
    const named = line.match(/[\w-]+\.yml/g) ?? [];
    const quick = /the quick start/.test(line) ? QUICK_START : [];
    sets.push([...new Set([...quick, ...named])]);
  }
  return sets;
}

/** What each set is asked to pay for the changes below: jobs, follow-ups, automation runs. */
interface Paid {
  jobs: number;
  followUps: number;
  automationRuns: number;
}

/**
 * Each set with what its examples say it pays for the changes of `changes()`: the labelled issue
 * (a job) and its `/agent …` (a follow-up) always; the labelled pull request (a job, a follow-up for
 * its push) only with pull-request-docs.yml; each merge once (docs-follow-code.yml or
 * docs-on-push.yml), or all of them in one digest, but the labelled one already documented; the
 * direct push with docs-on-push.yml; each merge into the default branch with automation-trigger.yml.
 */
const EXPECTED: Array<[string[], Paid]> = [
  [QUICK_START, { jobs: 1, followUps: 1, automationRuns: 0 }],
  [[...QUICK_START, 'pull-request-docs.yml'], { jobs: 2, followUps: 2, automationRuns: 0 }],
  [
    [...QUICK_START, 'docs-follow-code.yml', 'docs-on-push.yml'],
    { jobs: 4, followUps: 1, automationRuns: 0 },
  ],
  [[...QUICK_START, 'docs-digest.yml'], { jobs: 2, followUps: 1, automationRuns: 0 }],
  [[...QUICK_START, 'automation-trigger.yml'], { jobs: 1, followUps: 1, automationRuns: 2 }],
  [
    [...QUICK_START, 'pull-request-docs.yml', 'docs-follow-code.yml', 'docs-on-push.yml'],
    { jobs: 4, followUps: 2, automationRuns: 0 },
  ],
  [
    [...QUICK_START, 'pull-request-docs.yml', 'docs-digest.yml'],
    { jobs: 3, followUps: 2, automationRuns: 0 },
  ],
];

/** The same as a set, in any order. */
const key = (set: string[]) => [...set].sort().join(' ');

/** Both runs of a merge at once: its pull request's `closed` and its push to the default branch. */
async function atOnce(repo: Repository, wf: Example[], events: Delivery[]): Promise<RunRecord[]> {
  return (await Promise.all(events.map((event) => send(repo, wf, event)))).flat();
}

/** A team's changes, delivered to the whole set; every run returned. */
async function changes(repo: Repository, wf: Example[]): Promise<RunRecord[]> {
  const runs: RunRecord[] = [];
  const issue = { number: 12, title: 'Document the retry option' };
  repo.fake.addIssue(REPO, { number: DIGEST_ISSUE, title: 'Docs digest' });
  // An issue labelled, its docs pull request, and a comment that refines it: the job has ended
  // when its docs pull request arrives, and so has the follow-up at the next sweep.
  const ended = { status: 'completed', prLink: DOCS_PULL };
  repo.emu.scriptNextJob({ polls: [ended], followUps: [{ polls: [ended] }] });
  runs.push(
    ...(await send(
      repo,
      wf,
      issuesEvent(repo.fake, issue, { label: 'docs-agent', sender: { login: 'Codertocat' } }),
    )),
  );
  runs.push(...(await send(repo, wf, pullOpenedBy(repo))));
  runs.push(
    ...(await send(
      repo,
      wf,
      issueCommentEvent(repo.fake, issue, {
        body: '/agent also mention the maximum',
        login: 'Codertocat',
        association: 'OWNER',
      }),
    )),
  );
  // A pull request labelled while it is reviewed, pushed to, merged.
  const labelled = new PullRequest(repo);
  runs.push(...(await send(repo, wf, labelled.label('docs-agent-pr'))));
  runs.push(...(await send(repo, wf, labelled.push())));
  runs.push(...(await atOnce(repo, wf, [labelled.merge(), labelled.mergePush()])));
  // A pull request nobody labelled, merged.
  const plain = new PullRequest(repo);
  runs.push(...(await send(repo, wf, plain.opened())));
  runs.push(...(await atOnce(repo, wf, [plain.merge(), plain.mergePush()])));
  // A push straight to the default branch: its commits belong to no merged pull request.
  runs.push(...(await send(repo, wf, new PullRequest(repo).pushedWithoutMerging())));
  // The digest's day, and the sweep's hour.
  runs.push(...(await send(repo, wf, scheduled('17 6 * * 1,4'))));
  runs.push(...(await send(repo, wf, scheduled())));
  return runs;
}

describe('the sets the README offers together', () => {
  test('are the sets this tier pays through, and every example of a set says it goes with every other', () => {
    const offered = offeredSets();
    expect(offered.map(key)).toEqual(EXPECTED.map(([set]) => key(set)));
    for (const set of offered) {
      for (const a of set) {
        for (const b of set.filter((other) => other !== a)) {
          expect({ a, goesWith: goesWith(a).includes(b) }).toEqual({ a, goesWith: b && true });
        }
      }
    }
  });

  test.each(EXPECTED.map(([set, paid]) => [set.join(', '), set, paid] as const))(
    '%s: each change paid once, no failed run',
    async (_, set, paid) => {
      const repo = await repository();
      const wf = await examples(...set);
      const runs = await changes(repo, wf);
      expect(failedRuns(runs)).toEqual([]);
      expect({
        jobs: jobsCreated(repo),
        followUps: followUpsSent(repo),
        automationRuns: automationRuns(repo),
      }).toEqual(paid);
    },
  );

  test('quick start, pull-request-docs.yml and docs-digest.yml: the digest leaves out the pull request documented while it was reviewed, and says so', async () => {
    const repo = await repository();
    const wf = await examples(...QUICK_START, 'pull-request-docs.yml', 'docs-digest.yml');
    const runs = await changes(repo, wf);
    const digest = runs.find((run) => run.file === 'examples/docs-digest.yml' && run.runnerStarted);
    const log = digest?.steps.find((s) => s.result)?.result?.stdout ?? '';
    expect(log).toMatch(/1 merged pull request left out of this digest as already documented/);
    const prompt = repo.emu.requests.filter((r) => r.method === 'POST').at(-1)?.body ?? '';
    expect(prompt).toContain('/pull/');
    expect(jobsCreated(repo)).toBe(3);
  });
});
