import * as v from 'valibot';

// ---- automation runs (the trigger's answer) ------------------------------------------------

// The service's description marks none of the three fields required, and the run is queued once
// the service answered 2xx: a field missing or of the wrong type is dropped (the caller decides
// what it can still do without it) rather than failing the run.
const optionalId = v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined);

const AutomationRunSchema = v.looseObject({
  schemaId: optionalId,
  instanceId: optionalId,
  jobId: optionalId,
});

/** A run of a scheduled automation that a trigger queued, as the service described it. */
export interface AutomationRun {
  /** The automation's id. */
  readonly schemaId?: string;
  /** The run, as the dashboard's run history names it. */
  readonly instanceId?: string;
  /** The background job processing the run; untrusted, checked before it enters a path. */
  readonly jobId?: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

/** The run in the body, or undefined when the body is not a JSON object. */
export function parseAutomationRun(body: unknown): AutomationRun | undefined {
  // valibot's object schemas take an array for an object.
  if (Array.isArray(body)) return undefined;
  const result = v.safeParse(AutomationRunSchema, body);
  if (!result.success) return undefined;
  const { schemaId, instanceId, jobId } = result.output;
  return { schemaId, instanceId, jobId, raw: body as Record<string, unknown> };
}
