import { codeSpan } from '../common/markdown.js';
import { MARKER_PREFIX } from '../github/marker.js';
import type { AskerRules } from '../settings/asker.js';
import type { Admission } from '../round/admission.js';

type Refusal = Extract<Admission, { kind: 'refused' }>;

/** Marks the note on a refused label: one per issue, never repeated. */
export const REFUSAL_MARKER = `${MARKER_PREFIX} refused -->`;

/** Who may start a job, in words. */
function whoMay(rules: AskerRules): string {
  const people = `people with ${rules.minPermission} access or more to this repository`;
  return rules.allowedBots === 'any' || rules.allowedBots.size > 0
    ? `${people}, and the bots the workflow lists,`
    : people;
}

/** When a person under rate-limit may ask again: the minute after, in UTC. */
function askAgainAt(until: number): string {
  const minute = new Date(Math.ceil(until / 60_000) * 60_000).toISOString();
  return `${minute.slice(0, 10)} ${minute.slice(11, 16)} UTC`;
}

/** The log's line: who asked, what they hold, and what it takes; the step succeeds. */
export function refusalNotice(
  refusal: Refusal,
  rules: AskerRules,
  /** GITHUB_REPOSITORY. */
  repository = 'this repository',
): string {
  const { limit } = refusal;
  if (limit) {
    return `Not started: ${refusal.login} already started ${limit.rounds} rounds of this workflow within rate-limit ${limit.text}; they may ask again from ${askAgainAt(limit.until)} (people with maintain access or more are not limited); nothing was sent to Mintlify`;
  }
  if (refusal.merge) {
    return `Not started: the pull request was merged by ${refusal.login}, a bot that allowed-bots does not list; a merge proves write access, but min-permission is ${rules.minPermission} and a bot has no permission GitHub can show: add it to allowed-bots to document its merges; nothing was sent to the service`;
  }
  const held =
    refusal.access === 'bot'
      ? `${refusal.login} is a bot that allowed-bots does not list`
      : `${refusal.login} has ${refusal.access === 'none' ? 'no' : refusal.access} access to ${repository}`;
  return `Not started: ${held}, and only ${whoMay(rules)} may start a job (min-permission: ${rules.minPermission}); nothing was sent to the service`;
}

/**
 * The one note on an issue whose label was refused: what happened, who may start a job, and how.
 */
export function refusalNote(refusal: Refusal, rules: AskerRules, label: string): string {
  const { limit } = refusal;
  if (limit) {
    return [
      `The documentation agent did not start: the label ${codeSpan(label)} was added by ${codeSpan(refusal.login)}, who already started as many rounds as this workflow allows (${limit.text}). The label was removed; it can be added again from ${askAgainAt(limit.until)}, or now by someone with maintain access.`,
      REFUSAL_MARKER,
    ].join('\n\n');
  }
  return [
    `The documentation agent did not start: the label ${codeSpan(label)} was added by ${codeSpan(refusal.login)}, and only ${whoMay(rules)} can start it. The label was removed; someone with that access can add it again to start the agent.`,
    REFUSAL_MARKER,
  ].join('\n\n');
}
