import { createHash } from 'node:crypto';
import type { MarkedComment } from './marker.js';

/**
 * The inputs that make a round, as the workflow wrote them: where it goes (project, job, thread)
 * and what it sends (the prompt, or the file it comes from). Not the api-key: a re-run with a new
 * key is the same round.
 */
export const ROUND_INPUTS = ['project-id', 'prompt', 'prompt-file', 'job-id', 'issue-number'];

/** The round id's longest form: the marker's round rule (marker.ts) allows no more. */
const MAX_ROUND_LENGTH = 120;
const DIGEST_LENGTH = 8;

export interface RoundIdentity {
  /** This round, as its comments' markers name it: `run.job.step.digest`. */
  readonly id: string;
  /**
   * The same round as earlier versions of the action named it (`run.step`), so that a re-run of a
   * run such a version started still finds its comment. Two jobs of one run shared that name.
   */
  readonly legacy: string;
}

/**
 * The round: this workflow run (`GITHUB_RUN_ID`), job (`GITHUB_JOB`) and step (`GITHUB_ACTION`),
 * and a digest of the round's inputs. A re-run of the run keeps all of them (same workflow file,
 * same event), so it finds the comment its earlier attempt wrote; another run, job or step is
 * another round.
 *
 * The digest tells apart matrix legs, which share run, job and step. The runner gives a step no
 * way to know that it is a matrix leg (the matrix is an expression context, not an environment
 * variable), so the digest is always there: it costs eight characters and keeps the id one shape.
 * It covers run, job and step too, so cutting a long id to the marker's limit keeps rounds apart.
 * Only characters the marker allows remain.
 */
export function roundOf(env: NodeJS.ProcessEnv, input: (name: string) => string): RoundIdentity {
  const run = env.GITHUB_RUN_ID?.trim() || 'local';
  const job = env.GITHUB_JOB?.trim() ?? '';
  const step = env.GITHUB_ACTION?.trim() ?? '';
  const digest = createHash('sha256')
    .update(JSON.stringify([run, job, step, ...ROUND_INPUTS.map((name) => input(name))]))
    .digest('hex')
    .slice(0, DIGEST_LENGTH);
  const readable = safe([run, job, step].filter(Boolean).join('.'));
  return {
    id: `${readable.slice(0, MAX_ROUND_LENGTH - DIGEST_LENGTH - 1)}.${digest}`,
    legacy: safe([run, step].filter(Boolean).join('.')).slice(0, MAX_ROUND_LENGTH),
  };
}

function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/**
 * Another attempt of a workflow run (GitHub's "Re-run"): its round may already have a job and a
 * comment.
 */
export function isRerun(env: NodeJS.ProcessEnv): boolean {
  return Number(env.GITHUB_RUN_ATTEMPT) > 1;
}

/**
 * This round's comments on the thread, oldest first: those with its id, or, on a re-run
 * (`rerun`) that finds none, those an earlier version of the action wrote for the same run and
 * step, as long as they name one job at most (several jobs there are several rounds that version
 * could not tell apart, and taking one of them could overwrite another round's result). A first
 * attempt has no earlier comments: another job of its run that uses an earlier version is not it.
 */
export function ownComments(
  marked: readonly MarkedComment[],
  round: RoundIdentity,
  rerun: boolean,
): MarkedComment[] {
  const own = marked.filter((m) => m.marker.round === round.id);
  if (own.length > 0 || !rerun) return own;
  const legacy = marked.filter((m) => m.marker.round === round.legacy);
  const jobs = new Set(legacy.map((m) => m.marker.jobId).filter(Boolean));
  return jobs.size > 1 ? [] : legacy;
}

/** This run's GitHub (`GITHUB_SERVER_URL`; github.com when the runner does not say). */
export function serverUrlOf(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_SERVER_URL || 'https://github.com';
}

/**
 * A workflow run's page, where its log is: this run's (`GITHUB_RUN_ID`), or another's of this
 * repository (as a round that did not wait recorded it). The one place that builds the address.
 */
export function runUrlOf(
  env: NodeJS.ProcessEnv,
  runId: string | undefined = env.GITHUB_RUN_ID,
): string | undefined {
  return env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && runId
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${runId}`
    : undefined;
}
