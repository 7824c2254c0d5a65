import { isSafeId } from '../common/ids.js';
import type { RoundEnd } from './round-view.js';

/**
 * What the main step saves, as the round goes, for the post step (`core.saveState`): enough to
 * end the round on the thread and in the summary should the runner kill the main step before it
 * reports. Small, and nothing secret (the runner prints saved state in its debug log): ids, the
 * issue, the label, who asked. The post step reads the inputs (the token) again itself.
 *
 * The runner reads the step's GITHUB_STATE file when the step ends, also when it killed it, and
 * gives the post step each name as `STATE_<name>`; the last value saved under a name wins.
 */
export interface SavedRound {
  /** The round's id, for the marker of its comments. */
  readonly round?: string;
  /** The issue or pull request the round answers on. */
  readonly issue?: number;
  /** Whether the round comments on it (`comment`). */
  readonly comment?: boolean;
  /** The label to remove when the round ends. */
  readonly label?: string;
  /** The login of the person who asked. */
  readonly mention?: string;
  readonly action?: 'start' | 'follow-up' | 'check';
  readonly jobId?: string;
  /** The last status seen. */
  readonly status?: string;
  /** The round's working note on the thread. */
  readonly workingId?: number;
  /** When the run started (epoch milliseconds), for the time waited. */
  readonly startedAt?: number;
  /**
   * How the round ended, once it has: the post step writes that end when the main step could not.
   */
  readonly end?: RoundEnd;
  readonly prLink?: string;
  /** The failure line of an `error` end. */
  readonly failure?: string;
  /**
   * A digest's round: where its window ended, for the marker (a digest that is killed loses no pull
   * request).
   */
  readonly until?: string;
}

const ENDS: ReadonlySet<string> = new Set<RoundEnd>([
  'pr',
  'no-pr',
  'failed',
  'archived',
  'timeout',
  'running',
  'cancelled',
  'stopped',
  'error',
  'no-job',
  'triggered',
]);

/**
 * The state names: the round as it stands, and the flag the main step sets once it has reported.
 */
export const ROUND_STATE = 'round';
export const REPORTED_STATE = 'reported';

/** The saved round as the post step gets it back; anything malformed is left out. */
export function readSavedRound(text: string | undefined): SavedRound {
  let raw: unknown;
  try {
    // Stryker disable next-line StringLiteral: JSON.parse refuses any other word as it refuses ''
    raw = JSON.parse(text ?? '');
  } catch {
    // Not JSON: nothing of it is read.
  }
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const text_ = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const count = (v: unknown) =>
    Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : undefined;
  const action = r.action;
  return {
    round: text_(r.round),
    issue: count(r.issue),
    comment: r.comment === true,
    label: text_(r.label),
    mention: text_(r.mention),
    action: action === 'start' || action === 'follow-up' || action === 'check' ? action : undefined,
    jobId: typeof r.jobId === 'string' && isSafeId(r.jobId) ? r.jobId : undefined,
    status: text_(r.status),
    workingId: count(r.workingId),
    startedAt:
      typeof r.startedAt === 'number' && Number.isFinite(r.startedAt) ? r.startedAt : undefined,
    end: typeof r.end === 'string' && ENDS.has(r.end) ? (r.end as RoundEnd) : undefined,
    prLink: text_(r.prLink),
    failure: text_(r.failure),
    until:
      typeof r.until === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(r.until)
        ? r.until
        : undefined,
  };
}

/**
 * The round's saved state, as it goes: each change saved at once under ROUND_STATE, and
 * REPORTED_STATE once the round has its last word (the post step then has nothing to do).
 */
export class SavedRoundState {
  private saved: SavedRound;

  constructor(
    private readonly log: { saveState(name: string, value: string): void },
    /** When the run started (epoch milliseconds). */
    startedAt: number,
  ) {
    this.saved = { startedAt };
  }

  get current(): SavedRound {
    return this.saved;
  }

  save(change: Partial<SavedRound>): void {
    this.saved = { ...this.saved, ...change };
    this.log.saveState(ROUND_STATE, JSON.stringify(this.saved));
  }

  reported(): void {
    this.log.saveState(REPORTED_STATE, 'true');
  }
}
