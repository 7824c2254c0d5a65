import * as v from 'valibot';

export type JobStatus = 'active' | 'completed' | 'archived' | 'failed';
export type TerminalStatus = Exclude<JobStatus, 'active'>;

// Read with a status that may be missing (no record yet), which is not an end.
const TERMINAL: ReadonlySet<string | undefined> = new Set<TerminalStatus>([
  'completed',
  'archived',
  'failed',
]);
const KNOWN: ReadonlySet<string> = new Set<JobStatus>([
  'active',
  'completed',
  'archived',
  'failed',
]);

/** Whether the job has ended; no status (no record yet) is not an end. */
export function isTerminal(status: string | undefined): status is TerminalStatus {
  return TERMINAL.has(status);
}

export function isKnownStatus(status: string): status is JobStatus {
  return KNOWN.has(status);
}

// Only `id` and `status` are needed to work; every other field is informative, so a field of
// the wrong type is dropped rather than failing the run.
const optionalText = v.fallback(v.optional(v.nullable(v.string())), undefined);

const JobRecordSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  status: v.pipe(v.string(), v.minLength(1)),
  source: v.fallback(
    v.optional(v.nullable(v.looseObject({ repository: optionalText, ref: optionalText }))),
    undefined,
  ),
  model: optionalText,
  prLink: optionalText,
  createdAt: optionalText,
  archivedAt: optionalText,
});

/**
 * A job record as the service sent it: the typed fields the action uses, and the whole object for
 * the `job` output.
 */
export interface JobRecord {
  readonly id: string;
  /** As the service wrote it; not necessarily one of the four known values. */
  readonly status: string;
  readonly repository?: string;
  readonly ref?: string;
  readonly model?: string;
  readonly prLink?: string;
  readonly createdAt?: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * The record in the body, or undefined when the body is not a job record (no string `id` and
 * `status`).
 */
export function parseJobRecord(body: unknown): JobRecord | undefined {
  const result = v.safeParse(JobRecordSchema, body);
  if (!result.success) return undefined;
  const r = result.output;
  return {
    id: r.id,
    status: r.status,
    repository: r.source?.repository ?? undefined,
    ref: r.source?.ref ?? undefined,
    model: r.model ?? undefined,
    prLink: r.prLink || undefined,
    createdAt: r.createdAt ?? undefined,
    raw: body as Record<string, unknown>,
  };
}
