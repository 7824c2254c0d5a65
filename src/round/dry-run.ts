import { oneLine } from '../common/errors.js';
import { code, say, type Words } from '../common/words.js';
import { grants, type Access, type Role } from '../github/permission.js';
import { githubProblem } from '../github/retry.js';
import type { SetUpReader } from '../github/setup-check.js';
import { describeFailure } from '../service/describe.js';
import { RequestFailure } from '../service/failure.js';
import { botAllowed, type Asker } from '../settings/asker.js';
import type { RoundMode, Settings } from '../settings/types.js';
import { admit, type AccessLookup } from './admission.js';
import { roundWaits } from './plan.js';

// A dry run (dry-run: true): the checks of a workflow's set-up, each over the lookup it is given.
// Nothing here writes, on GitHub or at the service: a status request and GitHub's reads only.

/**
 * One check: what was checked, whether it passed, and in words the outcome first, then what to fix.
 */
export interface Check {
  readonly topic: string;
  /** `note`: GitHub cannot tell; the line says what to make sure of. Never a failure. */
  readonly state: 'passed' | 'failed' | 'note';
  readonly words: Words;
}

/** What the checks read: the service, GitHub and who asked, never anything that writes. */
export interface SetUpLookups {
  /** The repository as the lines name it (`owner/repo`, or `this repository`). */
  readonly repository: string;
  /** The service's answer to a status request for the job (AgentJobClient.getJob). */
  readonly jobStatus: (jobId: string) => Promise<unknown>;
  /** GitHub's reads; undefined without a github-token or a repository. */
  readonly github: SetUpReader | undefined;
  /** How who asked is checked: the run's lookup of a login's access (RunReport.accessLookup). */
  readonly accessOf: AccessLookup;
}

/**
 * A job id no service hands out: a status request for it answers 404 to a key the service accepts.
 */
export const NO_SUCH_JOB = 'agent-job-action-dry-run';

const passed = (topic: string, words: Words): Check => ({ topic, state: 'passed', words });
const failed = (topic: string, words: Words): Check => ({ topic, state: 'failed', words });

/**
 * Every check that applies to the run's settings, in the order of the checklist: the key and
 * project, then what the run would read and write on GitHub (the thread, the token's permissions,
 * the labels), then who asked. A check that does not apply is left out.
 */
export async function checkSetUp(settings: Settings, lookups: SetUpLookups): Promise<Check[]> {
  const checks = [await checkService(settings, lookups.jobStatus)];
  const use = githubUse(settings);
  if (use) checks.push(...(await checkGitHub(settings, use, lookups)));
  if (settings.asked.kind !== 'skip') checks.push(await checkAsker(settings, lookups));
  return checks;
}

// ---- the key and project ----------------------------------------------------------------

const SERVICE = 'Key and project';

async function checkService(
  settings: Settings,
  jobStatus: SetUpLookups['jobStatus'],
): Promise<Check> {
  const { projectId } = settings;
  try {
    await jobStatus(NO_SUCH_JOB);
  } catch (error) {
    // Anything but the service's answer (the run was cancelled) ends the dry run.
    if (!(error instanceof RequestFailure)) throw error;
    if (!keyAccepted(error)) {
      return failed(SERVICE, [describeFailure(error, { operation: 'check', projectId }).message]);
    }
  }
  const scope = sends(settings.asked)
    ? say`; a status request needs only the key's 'read' scope, and this run also needs 'write'`
    : [];
  return passed(
    SERVICE,
    say`accepted: the service at ${settings.baseUrl.host} accepted the api-key for project ${code(projectId)}${scope}`,
  );
}

/**
 * 404 for a job that does not exist is the answer to a key the service accepts; not when it says
 * the project is missing.
 */
function keyAccepted(failure: RequestFailure): boolean {
  // No message reads as 'undefined': neither word.
  const said = String(failure.detail.serviceMessage);
  return (
    failure.kind === 'http' &&
    failure.detail.status === 404 &&
    (!/project/i.test(said) || /job/i.test(said))
  );
}

/** Whether the run would send the service a prompt or a trigger (a POST, which takes 'write'). */
function sends(asked: RoundMode): boolean {
  return !['watch', 'check-thread', 'sweep', 'skip'].includes(asked.kind);
}

// ---- GitHub: the thread, the token's permissions, the labels ----------------------------

interface GitHubUse {
  /** The issue or pull request the run answers on; a sweep finds its own. */
  readonly thread?: number;
  /** What the run would write on GitHub, in words. */
  readonly writes: Words[];
  /** Whether a write changes labels, which takes triage where a comment takes read. */
  readonly labels: boolean;
  /** Why the job needs pull-requests: write whatever the thread is. */
  readonly pullRequestsFor?: Words;
  /** The labels that must exist: the event's (`Label`) and working-label. */
  readonly mustExist: readonly { readonly topic: string; readonly name: string }[];
}

/** What the run would read and write on GitHub; undefined when nothing. */
function githubUse(settings: Settings): GitHubUse | undefined {
  const { asked, comment, conversation, eventLabel } = settings;
  const sweep = asked.kind === 'sweep';
  const thread = sweep ? undefined : settings.issueNumber;
  const working = String(settings.workingLabel);
  // A round that does not wait leaves working-label on its thread (a sweep has none), with its
  // working note.
  const leaves = !roundWaits(settings) && comment && thread !== undefined;
  const writes: Words[] = [];
  const mustExist: { topic: string; name: string }[] = [];
  if (thread !== undefined && comment) writes.push(say`comment`);
  if (conversation?.kind === 'instruction' || conversation?.kind === 'ask') {
    writes.push(say`react to the comment`);
  }
  if (eventLabel !== undefined) {
    writes.push(say`remove the label ${code(eventLabel)}`);
    mustExist.push({ topic: 'Label', name: eventLabel });
  }
  if (leaves || sweep) mustExist.push({ topic: 'working-label', name: working });
  if (leaves) writes.push(say`add working-label ${code(working)}`);
  if (sweep) {
    writes.push(
      say`comment on the issues and pull requests labelled ${code(working)}, and remove the label`,
    );
  }
  const digestNotes = asked.kind === 'digest' && comment;
  if (digestNotes) writes.push(say`comment on the merged pull requests`);
  if (thread === undefined && writes.length === 0) return undefined;
  return {
    thread,
    writes,
    labels: eventLabel !== undefined || leaves || sweep,
    pullRequestsFor: sweep
      ? say`the labelled pull requests`
      : digestNotes
        ? say`the comments on the merged pull requests`
        : undefined,
    mustExist,
  };
}

async function checkGitHub(
  settings: Settings,
  use: GitHubUse,
  lookups: SetUpLookups,
): Promise<Check[]> {
  const { github, repository } = lookups;
  if (!github) {
    return [
      failed(
        'GitHub',
        settings.githubToken
          ? say`not checked: GITHUB_REPOSITORY is not set, so the repository is unknown; run the action in a workflow`
          : say`not checked: github-token is empty; leave it out to use the workflow's own token, or give a token that may read and write the repository's issues`,
      ),
    ];
  }
  const checks: Check[] = [];
  let kind: 'issue' | 'pull request' | undefined;
  if (use.thread !== undefined) {
    const read = await checkThread(settings, use.thread, github, repository);
    checks.push(read.check);
    kind = read.kind;
  }
  if (use.writes.length > 0) {
    const pullRequestsFor =
      kind === 'pull request' ? say`#${Number(use.thread)}, a pull request` : use.pullRequestsFor;
    checks.push(await checkPermissions(use, pullRequestsFor, github, repository));
  }
  for (const label of use.mustExist) checks.push(await checkLabel(label, github, repository));
  return checks;
}

const THREAD = 'Issue or pull request';

async function checkThread(
  settings: Settings,
  number: number,
  github: SetUpReader,
  repository: string,
): Promise<{ check: Check; kind?: 'issue' | 'pull request' }> {
  const named = settings.issue?.number === number ? `#${number}` : `issue-number ${number}`;
  try {
    const kind = await github.threadKind(number);
    if (!kind) {
      return {
        check: failed(
          THREAD,
          say`${named} does not exist in ${repository}: give the number of an issue or pull request of ${repository}`,
        ),
      };
    }
    return {
      check: passed(
        THREAD,
        say`${named} is ${kind === 'issue' ? 'an issue' : 'a pull request'} of ${repository}, and the token can read it`,
      ),
      kind,
    };
  } catch (error) {
    const problem = githubProblem(
      error,
      `read #${number} of ${repository}`,
      'give the job permissions: issues: read (and pull-requests: read for a pull request)',
    );
    return { check: failed(THREAD, [problem]) };
  }
}

const PERMISSIONS = "Token's permissions";

async function checkPermissions(
  use: GitHubUse,
  pullRequestsFor: Words | undefined,
  github: SetUpReader,
  repository: string,
): Promise<Check> {
  const what = listed(use.writes);
  const least: Role = use.labels ? 'triage' : 'read';
  let role: Access | undefined;
  try {
    role = await github.tokenRole();
  } catch (error) {
    const problem = githubProblem(
      error,
      `read ${repository}`,
      "give the token read access to the repository's metadata",
    );
    return failed(PERMISSIONS, [problem]);
  }
  if (role === undefined) {
    const pullRequests = pullRequestsFor
      ? say` and ${code('pull-requests: write')} (for ${pullRequestsFor})`
      : [];
    return {
      topic: PERMISSIONS,
      state: 'note',
      words: say`not reported: GitHub does not say what this token may do (the workflow's own token never says); to ${what}, the job's ${code('permissions:')} must grant ${code('issues: write')}${pullRequests}`,
    };
  }
  const held = say`GitHub reports ${role === 'none' ? 'no' : role} access to ${repository} for the token's account`;
  if (grants(role, least)) return passed(PERMISSIONS, say`allowed: ${held}, enough to ${what}`);
  return failed(
    PERMISSIONS,
    say`not allowed: ${held}, and to ${what} it needs ${least} access or more: give that account ${least} access, or use the workflow's own token with the job's ${code('permissions:')} granting ${code('issues: write')}`,
  );
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly Words[]): Words {
  return items.flatMap((item, i) => {
    const separator = i === 0 ? [] : [i === items.length - 1 ? ' and ' : ', '];
    return [...separator, ...item];
  });
}

async function checkLabel(
  label: GitHubUse['mustExist'][number],
  github: SetUpReader,
  repository: string,
): Promise<Check> {
  const { topic, name } = label;
  let exists: boolean;
  try {
    exists = await github.hasLabel(name);
  } catch (error) {
    const problem = githubProblem(
      error,
      `read the label '${name}' of ${repository}`,
      'give the job permissions: issues: read',
    );
    return failed(topic, [problem]);
  }
  if (exists) return passed(topic, say`${code(name)} exists in ${repository}`);
  const sweepFinds =
    topic === 'working-label'
      ? say`, or set working-label to one it has: a sweep finds the rounds that did not wait by it`
      : [];
  return failed(
    topic,
    say`${code(name)} does not exist in ${repository}: create the label ${code(name)} in the repository${sweepFinds}`,
  );
}

// ---- who asked ----------------------------------------------------------------------------

const ASKER = 'Who asked';

/** Whether who asked may start a job, decided as a run decides it (admit), and never acted on. */
async function checkAsker(settings: Settings, lookups: SetUpLookups): Promise<Check> {
  const { asker, askerRules: rules, eventLabel } = settings;
  const { repository } = lookups;
  const least = rules.minPermission;
  // The access admit reads, for the line: none when the event itself proves enough.
  let held: Access | undefined;
  const lookup = lookups.accessOf;
  const accessOf: AccessLookup = lookup && (async (login) => (held = await lookup(login)));
  let admission: Awaited<ReturnType<typeof admit>>;
  try {
    admission = await admit(settings, repository, accessOf);
  } catch (error) {
    return failed(ASKER, [oneLine(error)]);
  }
  if (admission.kind === 'refused') {
    const { login, access } = admission;
    const bot = access === 'bot';
    const who = admission.merge
      ? say`${code(login)} is a bot that allowed-bots does not list, and its merge proves write access only, while min-permission is ${least}`
      : bot
        ? say`${code(login)} is a bot that allowed-bots does not list`
        : say`${code(login)} has ${access === 'none' ? 'no' : access} access to ${repository}, and min-permission is ${least}`;
    const label = eventLabel === undefined ? [] : say` and remove the label ${code(eventLabel)}`;
    const fix = bot
      ? say`add it to allowed-bots if it may start jobs`
      : say`someone with ${least} access or more must ask, or lower min-permission`;
    return failed(ASKER, say`not allowed: ${who}: a run would start nothing${label}; ${fix}`);
  }
  if (settings.asked.kind === 'sweep') {
    return passed(
      ASKER,
      say`nobody needs to: a sweep starts nothing, whoever sent its event (the workflow file is the authority)`,
    );
  }
  if (asker.kind === 'nobody') {
    return passed(
      ASKER,
      say`nobody: a scheduled run may start jobs (the workflow file is the authority)`,
    );
  }
  // admit throws for an asker it cannot tell: this one has a login.
  const { login } = asker as Extract<Asker, { login: string }>;
  if (asker.kind === 'bot' && botAllowed(rules, login)) {
    return passed(ASKER, say`allowed: ${code(login)} is a bot that allowed-bots lists`);
  }
  const why =
    held === undefined
      ? asker.kind === 'bot'
        ? say`merged the pull request, as only those with write access can (a merge bot or queue is no bot asking)`
        : say`sent an event that only people with write access can send`
      : say`has ${held} access to ${repository}`;
  return passed(ASKER, say`allowed: ${code(login)} ${why}, and min-permission is ${least}`);
}
