import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { REQUEST_EXCERPT_LENGTH } from './comment-body.js';

/**
 * What a sweep needs to write a round's result as the round itself would have, when the round
 * did not wait: recorded by the round in its working note, read back by the sweep. Every text is
 * plain and already redacted (the note is public); the sweep escapes it where it shows it.
 */
export interface RoundFacts {
  /** Wall-clock epoch ms the round started (kept to the second). */
  readonly startedAt: number;
  /** The login of the person who asked, mentioned in the result; never a bot. */
  readonly asker?: string;
  /** The label that started the round, removed with the result (`remove-label`). */
  readonly labelToRemove?: string;
  /** What was asked, quoted in the result: the title and body apart, or the instruction. */
  readonly request?: { readonly title?: string; readonly text: string };
  /** Starts a job, sends a follow-up to one, or checks on one: the result's words differ. */
  readonly action: 'start' | 'follow-up' | 'check';
  /** The round's workflow run (`GITHUB_RUN_ID`), linked from the result. */
  readonly runId?: string;
  /**
   * The round documents a merged pull request: a result without a pull request means none was
   * needed.
   */
  readonly documentsPullRequest?: boolean;
  /**
   * The round's project, as `projectTag` gives it: a sweep finishes only its own project's rounds.
   */
  readonly project?: string;
  /**
   * The name of the check run the round keeps on its pull request's head (`check-name`), which the
   * sweep ends with the result.
   */
  readonly checkName?: string;
  /** The round's `trigger-phrase`, which its result tells people to comment. */
  readonly triggerPhrase?: string;
}

/**
 * A project id in eight hex characters: enough to tell a sweep's project from another (or from a
 * mistyped one), and no longer than an id needs to be in a public comment.
 */
export function projectTag(projectId: string): string {
  return createHash('sha256').update(projectId).digest('hex').slice(0, 8);
}

// A second hidden comment beside the round's marker: the marker's own fields stay as every version
// of the action reads them (at most six `name=value` pairs of id characters), and free text
// (labels with spaces, the request) never enters it. The payload is JSON in base64url: only
// [A-Za-z0-9_-], so nothing in it can close the comment (`-->`), start markup or mention anyone.
const PREFIX = '<!-- agent-job-action-round d=';
const PATTERN = /<!-- agent-job-action-round d=([A-Za-z0-9_-]{1,16000}) -->/;

/** GitHub's own limits: a label name, an issue title. */
const MAX_LABEL_LENGTH = 50;
const MAX_TITLE_LENGTH = 256;
/** check-name's own limit (settings/pull-event.ts), and as much as a trigger phrase needs. */
const MAX_NAME_LENGTH = 100;
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const RUN_ID = /^\d{1,20}$/;
const PROJECT_TAG = /^[0-9a-f]{8}$/;
// C0 and C1 controls: a label name has none, and one that has is not this action's.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Seconds in [2001-09-09, 2286-11-20): anything else is not a time this action wrote.
const MIN_SECONDS = 1_000_000_000;
const MAX_SECONDS = 10_000_000_000;

const ACTIONS = { s: 'start', f: 'follow-up', c: 'check' } as const;
type ActionCode = keyof typeof ACTIONS;

// Field by field: one field out of shape is dropped, the others still count.
const text = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((s) => cut(s, max)),
      ),
    ),
    undefined,
  );
const PayloadSchema = v.object({
  v: v.literal(1),
  at: v.pipe(v.number(), v.integer(), v.minValue(MIN_SECONDS), v.maxValue(MAX_SECONDS - 1)),
  act: v.fallback(v.picklist(['s', 'f', 'c']), 's'),
  by: v.fallback(v.optional(v.pipe(v.string(), v.regex(LOGIN))), undefined),
  label: v.fallback(
    v.optional(v.pipe(v.string(), v.check(plainName(MAX_LABEL_LENGTH)))),
    undefined,
  ),
  run: v.fallback(v.optional(v.pipe(v.string(), v.regex(RUN_ID))), undefined),
  docs: v.fallback(v.optional(v.literal(1)), undefined),
  p: v.fallback(v.optional(v.pipe(v.string(), v.regex(PROJECT_TAG))), undefined),
  chk: v.fallback(v.optional(v.pipe(v.string(), v.check(plainName(MAX_NAME_LENGTH)))), undefined),
  tp: v.fallback(v.optional(v.pipe(v.string(), v.check(plainName(MAX_NAME_LENGTH)))), undefined),
  asked: v.fallback(
    v.optional(v.object({ t: text(MAX_TITLE_LENGTH), x: text(REQUEST_EXCERPT_LENGTH) })),
    undefined,
  ),
});

/**
 * The hidden comment that carries the facts, for the working note of a round that does not wait.
 * The facts pass the same schema as on reading, so what is written is what a sweep will read: a
 * field out of shape is left out, and facts without a plausible start time are not written at
 * all (the sweep then goes by the working note's creation time).
 */
export function roundFactsComment(facts: RoundFacts): string {
  const code = (Object.keys(ACTIONS) as ActionCode[]).find((k) => ACTIONS[k] === facts.action);
  const parsed = v.safeParse(PayloadSchema, {
    v: 1,
    at: Math.floor(facts.startedAt / 1000),
    act: code,
    by: facts.asker,
    label: facts.labelToRemove,
    run: facts.runId,
    docs: facts.documentsPullRequest ? 1 : undefined,
    p: facts.project,
    chk: facts.checkName,
    tp: facts.triggerPhrase,
    asked: facts.request && { t: facts.request.title, x: facts.request.text },
  });
  if (!parsed.success) return '';
  const json = JSON.stringify(parsed.output);
  return `${PREFIX}${Buffer.from(json, 'utf8').toString('base64url')} -->`;
}

/**
 * The facts in a working note's body, if it carries a well-formed payload of this version; only
 * call it on a note whose marker counts (written by the action or an allowed association).
 */
export function readRoundFacts(body: string): RoundFacts | undefined {
  const match = PATTERN.exec(body);
  if (!match?.[1]) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    // Not JSON: `json` stays undefined, which the schema refuses.
  }
  const parsed = v.safeParse(PayloadSchema, json);
  if (!parsed.success) return undefined;
  const p = parsed.output;
  return {
    startedAt: p.at * 1000,
    action: ACTIONS[p.act],
    ...(p.by && { asker: p.by }),
    ...(p.label && { labelToRemove: p.label }),
    ...(p.run && { runId: p.run }),
    ...(p.docs && { documentsPullRequest: true }),
    ...(p.p && { project: p.p }),
    ...(p.chk && { checkName: p.chk }),
    ...(p.tp && { triggerPhrase: p.tp }),
    ...(p.asked?.x !== undefined && {
      request: { ...(p.asked.t && { title: p.asked.t }), text: p.asked.x },
    }),
  };
}

/** A name as GitHub keeps a label's or a check run's: not blank, at most `max` long, one line. */
function plainName(max: number): (name: string) => boolean {
  return (name) => name.trim() !== '' && name.length <= max && !CONTROL.test(name);
}

/** At most `max` UTF-16 units, never splitting a surrogate pair (a shorter text is whole). */
function cut(value: string, max: number): string {
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
