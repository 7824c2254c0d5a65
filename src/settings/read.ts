import { parseDuration } from '../common/duration.js';
import { InputError } from '../common/errors.js';
import { parsePathFilter } from '../common/path-filter.js';
import { parseRateLimit } from './rate-limit.js';
import type { Redactor } from '../common/redact.js';
import { issueOfEvent } from '../github/event.js';
import { readAutomationId } from './automation-id.js';
import { readConversation } from './conversation.js';
import { readDigestAsked } from './merged-since.js';
import { askedOf, readPrompt } from './prompt-input.js';
import { pullRequestAsked, readCheckName, readDocsToken, readPullEvent } from './pull-event.js';
import type { RoundMode, InputContext, InputReader, Settings, ThreadSettings } from './types.js';
import type { Conversation } from './conversation.js';
import {
  boolean,
  parseAssociations,
  parseBaseUrl,
  parseDiffBudget,
  parseFailOn,
  readPollIntervals,
  required,
  safeId,
} from './values.js';

/**
 * Reads and checks every input; throws an InputError naming what to change. Reads the prompt file,
 * sends nothing.
 */
export function readSettings(
  input: InputReader,
  context: InputContext,
  /**
   * Where the round is answered: read first (readThreadSettings), so that an input error is
   * answered too.
   */
  thread: ThreadSettings,
  /**
   * The log's: inputs are quoted in errors, cut short, and a secret pasted into the wrong input
   * must not show in part.
   */
  redact: Redactor,
): Settings {
  const apiKey = required(
    input,
    'api-key',
    'pass the admin key from a secret: api-key: ${{ secrets.AGENT_API_KEY }}',
  );
  if (/[\s\p{Cc}]/u.test(apiKey)) {
    throw new InputError(
      'api-key contains spaces or line breaks: store the key alone in the secret',
    );
  }
  const projectId = safeId(
    'project-id',
    required(input, 'project-id', "set it to the project's id from the dashboard"),
    redact,
  );
  const automationId = readAutomationId(input, redact);
  const jobIdText = input('job-id');
  const sweep = boolean(input, 'sweep', false, redact);
  if (sweep) checkSweepAlone(input);
  const jobId = jobIdText ? safeId('job-id', jobIdText, redact) : undefined;
  const baseUrl = parseBaseUrl(input('base-url') || 'https://api.mintlify.com', redact);

  const { pollIntervalMs, maxPollIntervalMs } = readPollIntervals(input);
  const timeoutMs = parseDuration(input('timeout') || '30m', 'timeout');

  const issue = issueOfEvent(context.event);
  const conversation =
    context.event.name === 'issue_comment'
      ? readConversation(context.event, {
          triggerPhrase: thread.triggerPhrase,
          allowedBots: thread.askerRules.allowedBots,
          allowedAssociations: parseAssociations(
            input('allowed-associations') || 'OWNER,MEMBER,COLLABORATOR',
            redact,
          ),
        })
      : undefined;
  const includeIssueContext = boolean(input, 'include-issue-context', false, redact);
  const docsToken = readDocsToken(input);
  const pullEvent = readPullEvent(context.event);
  const promptAsked = (): RoundMode => {
    const given = readPrompt(input, context, jobId, conversation, redact);
    return (
      pullRequestAsked(given, pullEvent, { jobId, comment: thread.comment, docsToken }) ??
      askedOf(given, {
        event: context.event,
        jobId,
        conversation,
        includeIssueContext,
        issueNumberText: input('issue-number'),
      })
    );
  };
  const asked: RoundMode = sweep
    ? { kind: 'sweep' }
    : automationId !== undefined
      ? automationAsked(automationId, conversation)
      : (readDigestAsked(input, { ...context, jobId, comment: thread.comment }, redact) ??
        promptAsked());
  return {
    ...thread,
    // A sweep starts nothing and sends nothing but status checks: who sent its event (a person, an
    // outsider, the agent's own app opening its docs pull request) asks for nothing.
    asker: asked.kind === 'sweep' ? { kind: 'nobody' } : thread.asker,
    diffBudget: parseDiffBudget(input('diff-budget'), redact),
    paths: parsePathFilter(input('paths')),
    rateLimit: parseRateLimit(input('rate-limit')),
    asked,
    projectId,
    apiKey,
    baseUrl,
    wait: boolean(input, 'wait', true, redact),
    pollIntervalMs,
    maxPollIntervalMs,
    timeoutMs,
    failOn: parseFailOn(input('fail-on'), redact),
    issue,
    includeIssueContext,
    conversation,
    docsToken,
    checkName: readCheckName(input),
    pullEvent,
  };
}

/**
 * automation-id triggers the automation, unless the run is a comment that asks nothing of the
 * action.
 */
function automationAsked(automationId: string, conversation: Conversation | undefined): RoundMode {
  if (conversation?.kind === 'skip') return { kind: 'skip', reason: conversation.reason };
  return { kind: 'automation', automationId };
}

/** A sweep starts nothing: an input that would start or name a round is a mistake. */
function checkSweepAlone(input: InputReader): void {
  const set = ['prompt', 'prompt-file', 'job-id', 'merged-since', 'automation-id'].filter(
    (name) => input(name) !== '',
  );
  if (set.length > 0) {
    throw new InputError(
      `sweep: true finishes the rounds that did not wait and starts nothing, but ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set: remove ${set.length === 1 ? 'it' : 'them'}, or run the sweep in a workflow of its own`,
    );
  }
}
