import type { Clock } from './common/clock.js';
import { runnerRuntime, type Runtime } from './common/runtime.js';
import { RunnerLog } from './common/log.js';
import { describeStopped } from './report/outcome.js';
import { wordsFor } from './report/outcome-words.js';
import { type RoundEnd, type RoundView } from './report/round-view.js';
import { ThreadReport } from './report/thread-report.js';
import { runUrlOf } from './github/round-id.js';
import { readSavedRound, ROUND_STATE, type SavedRound } from './report/saved-round.js';
import { summaryMarkdown } from './report/summary.js';
import { readInput, readState } from './common/toolkit.js';
import { readAskerRules } from './settings/asker.js';
import { githubRetry } from './github/retry.js';
import type { InputReader } from './settings/types.js';

/** How long the post step's GitHub calls and their retries may go on. */
const POST_GITHUB_MS = 30_000;

/**
 * The post step of a run whose main step did not report: the runner killed it (after the cancel
 * grace, or at `timeout-minutes`), or GitHub did not take its last write. From what the main step
 * saved as the round went, it ends the round as the main step would have: the thread (the
 * working note says the run stopped and the job goes on; a new comment when there is no note),
 * the label removed if asked, the job summary. A round that had ended gets the end it reached.
 * After a main step that reported, the post entry ends before loading any of this
 * (dist/post.js, written by scripts/clean-dist.mjs).
 */
export async function post(runtime: Runtime = runnerRuntime): Promise<void> {
  const { clock, env, random } = runtime;
  const input = (name: string) => readInput(name, env);
  const log = new RunnerLog(input('api-key'), runtime.toolkit); // masks the key before anything is printed
  const token = input('github-token');
  log.addSecret(token);
  const saved = readSavedRound(readState(ROUND_STATE, env));
  const end: RoundEnd = saved.end ?? 'stopped';
  const view: RoundView = {
    round: saved.round,
    jobId: saved.jobId && log.redact(saved.jobId),
    status: saved.status,
    action: saved.action ?? 'start',
    prLink: saved.prLink,
    failure: saved.failure,
    mention: saved.mention,
    runUrl: runUrlOf(env),
    waitedMs: saved.startedAt === undefined ? undefined : clock.wallNow() - saved.startedAt,
    triggerPhrase: input('trigger-phrase') || '/agent',
    until: saved.until,
  };
  const headline = describeStopped(saved.jobId);
  if (saved.end) {
    // The main step wrote the outcome to the log and the summary; only the thread missed it.
    log.warning(
      `The main step could not write the round's end on the thread; writing it now: ${wordsFor(view, end).heading}`,
    );
  } else {
    log.warning(headline);
  }
  if (saved.jobId && !saved.end) {
    const facts = { jobId: saved.jobId, waitedMs: view.waitedMs ?? 0, headline };
    const markdown = summaryMarkdown(facts, view, 'stopped', log.redact);
    await log.writeSummary(markdown);
  }
  await answerOnThread(
    saved,
    view,
    end,
    token,
    input,
    { env, clock, random, startedAt: clock.now() },
    log,
  );
  await log.flushed(); // everything printed before the step ends
}

/** The round's end on its thread, when the main step had opened one. */
async function answerOnThread(
  saved: SavedRound,
  view: RoundView,
  end: RoundEnd,
  token: string,
  input: InputReader,
  {
    env,
    clock,
    random,
    startedAt,
  }: { env: NodeJS.ProcessEnv; clock: Clock; random: () => number; startedAt: number },
  log: RunnerLog,
): Promise<void> {
  // Only a round the main step saved (its comments are found by it); ThreadReport.open answers
  // nothing without an issue number.
  if (saved.round === undefined) return;
  // The main step read these inputs before it saved a round: they are well-formed.
  const askerRules = readAskerRules(input, log.redact);
  const issue = await ThreadReport.open(
    {
      comment: saved.comment === true,
      issueNumber: saved.issue,
      githubToken: token,
      labelToRemove: saved.label,
      askerRules,
    },
    {
      env,
      redact: log.redact,
      info: (message) => log.info(message),
      warn: (message) => log.warning(message),
      // Its own bound: the runner gives a post step little time, and a rate limit is not waited out
      // past it.
      github: githubRetry({ clock, random }, () => ({ deadline: startedAt + POST_GITHUB_MS }), log),
      round: { id: saved.round, legacy: saved.round },
    },
  );
  if (!issue) return;
  if (saved.workingId !== undefined) issue.resumeWorking(saved.workingId);
  await issue.finished(view, end);
}
