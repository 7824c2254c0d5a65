// A local Agent Job Service (the service's API as documented): a real HTTP server on node:http, so the
// bundled action can be exercised end to end over the network, with scriptable job lives and
// injectable transport faults.
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  countRequests,
  FaultQueue,
  listen,
  MAX_BODY_BYTES,
  normalizeBasePath,
  readBody,
} from './http-common.js';

export type JobStatus = 'active' | 'completed' | 'archived' | 'failed';

export interface JobRecordJson {
  id: string;
  status: string;
  source?: { repository: string; ref: string | null };
  model?: string;
  prLink?: string | null;
  createdAt?: string;
  archivedAt?: string | null;
  [extra: string]: unknown;
}

/** One round of a job's life: the create, or one follow-up message. */
export interface RoundScript {
  /**
   * Status in the POST answer (create or message). Default 'active'. For a follow-up, any other
   * value answers with the previous round's record under that status (a stale answer).
   */
  initialStatus?: string;
  /**
   * Records served by successive GETs of this round: each entry a status string or a partial
   * record merged over the job; the last entry repeats forever. When given (non-empty),
   * time-based progress is off for this round. A partial without `status` keeps the status of
   * the entry before it (the POST answer's status for the first).
   */
  polls?: Array<string | Partial<JobRecordJson>>;
  /** Time-based progress when `polls` is absent: active for this many ms (default options.jobDurationMs), then `outcome`. */
  activeForMs?: number;
  /** Default 'completed'. */
  outcome?: 'completed' | 'failed' | 'archived';
  /**
   * prLink at the end of the round. Default: a NEW https://github.com/acme/docs/pull/<n> (n
   * increments per PR) when completed, null otherwise. Explicit null: completed with no PR.
   */
  prLink?: string | null;
}

export interface JobScript extends RoundScript {
  /** Fields forced onto every record of this job as served; a key set to undefined removes that field. */
  override?: Partial<JobRecordJson>;
  /** Scripts for successive follow-up messages; past the list, a default round. */
  followUps?: RoundScript[];
}

// ---- automations (the trigger endpoint) ------------------------------------------------

/** A scheduled automation of the project, as the dashboard would have configured it. */
export interface AutomationScript {
  /** The automation's id (the trigger path's last id). */
  id: string;
  /**
   * 'active' (default): a trigger queues a run (202). 'inactive': 400, the automation is not
   * active. 'not-scheduled': 400, not a custom-schedule automation (e.g. on code changes).
   */
  state?: 'active' | 'inactive' | 'not-scheduled';
  /**
   * true (default): the 202's `jobId` is a job the get-job endpoint knows, living by `run`.
   * false: the `jobId` is a background job the agent API does not know (get-job answers 404).
   */
  jobKnown?: boolean;
  /** The life of the run's job when it is known; default the emulator's defaultRound. */
  run?: JobScript;
  /** The next this-many triggers of it answer 429 (Retry-After: retryAfterOn429, else '1'), queuing nothing. */
  rateLimited?: number;
}

/** One run a trigger queued (also when the answer was then lost to a fault). */
export interface TriggeredRun {
  automationId: string;
  schemaId: string;
  instanceId: string;
  jobId: string;
  /** Whether the get-job endpoint knows `jobId`. */
  jobKnown: boolean;
}

export interface Fault {
  /** Match; default any. */
  method?: string;
  /** Match against the path after basePath, without query; string = exact; default any. */
  path?: string | RegExp;
  /** Default 500 (with afterHandling + truncate and neither status nor body: the real answer's). */
  status?: number;
  /** Raw body; default JSON {"error":"<status text>"}. */
  body?: string;
  /** Or a function called when the answer is made (a Retry-After date counted from that moment). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Wait before answering (or resetting / truncating). */
  delayMs?: number;
  /**
   * reset: destroy the socket with no answer; hang: never answer (until close()); truncate: send
   * headers and half of the body, then destroy; hold: the real answer (the request is handled),
   * sent once `until` settles: a test's gate, so that two clients are certainly both waiting.
   * Default 'respond'.
   */
  action?: 'respond' | 'reset' | 'hang' | 'truncate' | 'hold';
  /** With hold: what the answer waits for. */
  until?: Promise<unknown>;
  /** How many matching requests it answers; default 1. */
  times?: number;
  /** How many matching requests it lets through first (answered normally); default 0. */
  skip?: number;
  /** Handle the request normally first (the job IS created, the poll IS consumed), then answer with the fault. */
  afterHandling?: boolean;
}

export interface EmulatorOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Path prefix the service lives under, e.g. '/agent-api'; default ''. */
  basePath?: string;
  /** Read+write key; default 'emu_' + 32 random hex chars. */
  apiKey?: string;
  /** Key with only the 'read' scope: POSTs → 403; default 'emu_' + random hex. */
  readOnlyKey?: string;
  /** The one project that exists; default 'proj_demo'. */
  projectId?: string;
  /** Default 2000. */
  jobDurationMs?: number;
  /** Creates + messages per project per sliding hour; default 100. */
  rateLimitPerHour?: number;
  /** Retry-After header value sent with rate-limit 429s; default none. */
  retryAfterOn429?: string;
  /** Clock for time-based progress, the rate-limit window and `RecordedRequest.at`; default Date.now. */
  now?: () => number;
  /**
   * The script of every round (a create or a follow-up) that is not given one by
   * scriptNextJob() or a job's followUps: how `npm run emulator -- --outcome failed` makes every
   * job fail. Default {}: active for jobDurationMs, then completed with a new pull request.
   */
  defaultRound?: RoundScript;
  /** Called once per request with a line like 'GET /v2/agent/p/job/j → 200' (addition: used by the CLI). */
  log?: (line: string) => void;
  /** The project's automations the trigger endpoint knows; default none (every trigger: 404). */
  automations?: AutomationScript[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status code answered, once the answer is sent; absent while pending or when none was (reset, hang, cut). */
  status?: number;
}

export interface Emulator {
  /** 'http://127.0.0.1:PORT' + basePath */
  readonly url: string;
  readonly apiKey: string;
  readonly readOnlyKey: string;
  readonly projectId: string;
  /** Every request received, in order of arrival (path without basePath and query). */
  readonly requests: RecordedRequest[];
  /** Queue: each create takes the next script, else default behaviour. */
  scriptNextJob(script: JobScript): void;
  /** Create a job directly (no request, not rate-counted, does not take a queued script); returns its id. */
  seedJob(script?: JobScript): string;
  /** Queue; checked in order before normal handling. */
  injectFault(fault: Fault): void;
  /** The record a GET would serve now (without consuming a `polls` entry), or undefined. */
  job(id: string): JobRecordJson | undefined;
  /** The prompts the job received (create first, then follow-ups); [] for an unknown job. */
  prompts(id: string): string[];
  /** The ids of every job that exists (created by a request or seeded), oldest first. */
  jobIds(): string[];
  /**
   * The service no longer knows this job (it was deleted, or the project moved): every later GET
   * or message answers 404 Job not found. False when there was no such job.
   */
  forgetJob(id: string): boolean;
  /** Requests received whose method (case-insensitive) and path match. */
  count(method: string, pathPattern?: RegExp): number;
  /** Closes the server and ends hanging sockets. */
  close(): Promise<void>;
  /** Adds (or replaces, by id) an automation the trigger endpoint knows. */
  addAutomation(automation: AutomationScript): void;
  /** The runs triggers queued, oldest first; of one automation when an id is given. */
  triggered(automationId?: string): TriggeredRun[];
}

const HOUR_MS = 60 * 60 * 1000;
const REPOSITORY = 'https://github.com/acme/docs';

interface RoundState {
  script: RoundScript;
  startedAt: number;
  /** GETs served in this round: the index of the next `polls` entry. */
  served: number;
  /** Resolved lazily, so PR numbers are handed out in the order rounds complete. */
  prLink?: string | null;
  archivedAt?: string;
}

interface JobState {
  id: string;
  createdAt: string;
  override: Partial<JobRecordJson> | undefined;
  followUps: RoundScript[];
  followUpsUsed: number;
  round: RoundState;
  prompts: string[];
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

function jsonAnswer(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json', ...headers },
  };
}

const errorAnswer = (status: number, message: string, headers?: Record<string, string>): Answer =>
  jsonAnswer(status, { error: message }, headers);

/** Shallow merge where a key set to undefined removes the field. */
function mergeRecord(
  base: JobRecordJson,
  patch: Partial<JobRecordJson> | undefined,
): JobRecordJson {
  const out: JobRecordJson = { ...base };
  if (!patch) return out;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

type Route =
  | { kind: 'create'; projectId: string }
  | { kind: 'get'; projectId: string; jobId: string }
  | { kind: 'message'; projectId: string; jobId: string };

function matchRoute(method: string, path: string): Route | undefined {
  const parts = path.split('/');
  // ['', 'v2', 'agent', projectId, 'job', jobId?, 'message'?]
  if (parts[0] !== '' || parts[1] !== 'v2' || parts[2] !== 'agent' || parts[4] !== 'job') {
    return undefined;
  }
  const projectId = decodeSegment(parts[3] ?? '');
  if (!projectId) return undefined;
  if (parts.length === 5) return method === 'POST' ? { kind: 'create', projectId } : undefined;
  const jobId = decodeSegment(parts[5] ?? '');
  if (!jobId) return undefined;
  if (parts.length === 6) return method === 'GET' ? { kind: 'get', projectId, jobId } : undefined;
  if (parts.length === 7 && parts[6] === 'message' && method === 'POST') {
    return { kind: 'message', projectId, jobId };
  }
  return undefined;
}

/** `POST /v1/workflow/{projectId}/{automationId}/trigger`; ids as sent (decoded), unchecked. */
function matchTriggerRoute(
  method: string,
  path: string,
): { projectId: string; automationId: string } | undefined {
  const parts = path.split('/');
  // ['', 'v1', 'workflow', projectId, automationId, 'trigger']
  if (parts.length !== 6 || parts[0] !== '' || parts[1] !== 'v1' || parts[2] !== 'workflow') {
    return undefined;
  }
  if (parts[5] !== 'trigger' || method !== 'POST') return undefined;
  const projectId = decodeSegment(parts[3] ?? '');
  const automationId = decodeSegment(parts[4] ?? '');
  if (projectId === undefined || automationId === undefined) return undefined;
  return { projectId, automationId };
}

// What the emulator takes for a well-formed automation id (the service documents no format).
const AUTOMATION_ID = /^[A-Za-z0-9_-]{1,128}$/;

function parseBearer(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/** Validates a POST body; returns the prompt or a 400 answer. */
function parsePrompt(headers: IncomingHttpHeaders, body: string): string | Answer {
  const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return errorAnswer(400, 'Content-Type must be application/json');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorAnswer(400, 'Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return errorAnswer(400, 'Request body must be a JSON object');
  }
  const prompt: unknown = (parsed as Record<string, unknown>).prompt;
  if (prompt === undefined) return errorAnswer(400, 'prompt is required');
  if (typeof prompt !== 'string') return errorAnswer(400, 'prompt must be a string');
  if (prompt.length < 1) return errorAnswer(400, 'prompt must be at least 1 character');
  return prompt;
}

export function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const basePath = normalizeBasePath(options.basePath);
  const apiKey = options.apiKey ?? `emu_${randomHex(16)}`;
  const readOnlyKey = options.readOnlyKey ?? `emu_${randomHex(16)}`;
  const projectId = options.projectId ?? 'proj_demo';
  const jobDurationMs = options.jobDurationMs ?? 2000;
  const rateLimit = options.rateLimitPerHour ?? 100;
  const now = options.now ?? Date.now;
  const log = options.log;
  const defaultRound = options.defaultRound ?? {};

  const jobs = new Map<string, JobState>();
  const scriptQueue: JobScript[] = [];
  const faults = new FaultQueue<Fault>();
  const requests: RecordedRequest[] = [];
  const rateWindow: number[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<Socket>();
  let jobCounter = 0;
  let prCounter = 0;
  const automations = new Map<string, AutomationScript & { limited: number }>();
  const runs: TriggeredRun[] = [];
  const addAutomation = (a: AutomationScript): void => {
    automations.set(a.id, { ...a, limited: a.rateLimited ?? 0 });
  };
  for (const a of options.automations ?? []) addAutomation(a);

  // ---- job state -------------------------------------------------------------------------

  const newRound = (script: RoundScript): RoundState => ({ script, startedAt: now(), served: 0 });

  function createJob(script: JobScript, prompt: string | undefined): JobState {
    jobCounter += 1;
    const job: JobState = {
      id: `job_${jobCounter}_${randomHex(4)}`,
      createdAt: new Date(now()).toISOString(),
      override: script.override,
      followUps: script.followUps ?? [],
      followUpsUsed: 0,
      round: newRound(script),
      prompts: prompt === undefined ? [] : [prompt],
    };
    jobs.set(job.id, job);
    return job;
  }

  function roundPrLink(round: RoundState, status: string): string | null {
    if (round.script.prLink !== undefined) return round.script.prLink;
    if (status !== 'completed') return null;
    if (round.prLink === undefined) {
      prCounter += 1;
      round.prLink = `${REPOSITORY}/pull/${prCounter}`;
    }
    return round.prLink;
  }

  /** The record with this status, before the round's poll patch and the job's override. */
  function baseRecord(
    job: JobState,
    status: string,
    archivedAtMs: number,
    patch?: Partial<JobRecordJson>,
  ): JobRecordJson {
    const round = job.round;
    // A poll entry that brings its own prLink must not use up a PR number.
    const linkGiven = patch !== undefined && Object.hasOwn(patch, 'prLink');
    let archivedAt: string | null = null;
    if (status === 'archived') {
      round.archivedAt ??= new Date(archivedAtMs).toISOString();
      archivedAt = round.archivedAt;
    }
    return {
      id: job.id,
      status,
      source: { repository: REPOSITORY, ref: 'main' },
      model: 'claude-sonnet-4',
      // prLink is null while active, and for any status the service does not document.
      prLink:
        linkGiven || !['completed', 'failed', 'archived'].includes(status)
          ? null
          : roundPrLink(round, status),
      createdAt: job.createdAt,
      archivedAt,
    };
  }

  /** What a JSON round trip of the record gives, so callers see exactly what is served. */
  const served = (record: JobRecordJson): JobRecordJson =>
    JSON.parse(JSON.stringify(record)) as JobRecordJson;

  function roundRecord(job: JobState, consume: boolean): JobRecordJson {
    const round = job.round;
    const polls = round.script.polls;
    if (polls && polls.length > 0) {
      const index = Math.min(round.served, polls.length - 1);
      if (consume) round.served += 1;
      const entry = polls[index];
      const patch = typeof entry === 'string' ? undefined : entry;
      const base = baseRecord(job, pollStatus(polls, index, round.script), now(), patch);
      return mergeRecord(base, patch);
    }
    const activeFor = round.script.activeForMs ?? jobDurationMs;
    const endsAt = round.startedAt + activeFor;
    const status = now() < endsAt ? 'active' : (round.script.outcome ?? 'completed');
    return baseRecord(job, status, endsAt);
  }

  function pollStatus(
    polls: Array<string | Partial<JobRecordJson>>,
    index: number,
    script: RoundScript,
  ): string {
    for (let i = index; i >= 0; i -= 1) {
      const entry = polls[i];
      if (typeof entry === 'string') return entry;
      if (typeof entry?.status === 'string') return entry.status;
    }
    return script.initialStatus ?? 'active';
  }

  const withOverride = (job: JobState, record: JobRecordJson): JobRecordJson =>
    served(mergeRecord(record, job.override));

  function postAnswerRecord(job: JobState): JobRecordJson {
    const status = job.round.script.initialStatus ?? 'active';
    const base = baseRecord(job, status, now());
    return withOverride(job, base);
  }

  function sendMessage(job: JobState, prompt: string): JobRecordJson {
    // The record as it stood before the message, for a scripted stale answer.
    const previous = roundRecord(job, false);
    const script = job.followUps[job.followUpsUsed] ?? defaultRound;
    job.followUpsUsed += 1;
    job.round = newRound(script);
    job.prompts.push(prompt);
    const initial = script.initialStatus ?? 'active';
    if (initial === 'active') return postAnswerRecord(job);
    return withOverride(job, { ...previous, status: initial });
  }

  // ---- rate limit ------------------------------------------------------------------------

  function pruneWindow(): void {
    const cutoff = now() - HOUR_MS;
    while (rateWindow.length > 0 && (rateWindow[0] ?? 0) <= cutoff) rateWindow.shift();
  }

  // ---- automations -----------------------------------------------------------------------

  /** The trigger, after authentication: queue a run of an active scheduled automation. */
  function handleTrigger(
    scope: 'read' | 'write',
    route: { projectId: string; automationId: string },
    body: string,
  ): Answer {
    if (scope !== 'write') {
      return errorAnswer(403, "API key lacks the 'write' scope required for this request");
    }
    if (body !== '') return errorAnswer(400, 'This endpoint takes no request body');
    if (!AUTOMATION_ID.test(route.automationId)) return errorAnswer(400, 'Invalid automation ID');
    const automation = automations.get(route.automationId);
    if (route.projectId !== projectId || !automation) {
      return errorAnswer(404, 'Automation not found');
    }
    if (automation.limited > 0) {
      automation.limited -= 1;
      return errorAnswer(429, 'Rate limit exceeded', {
        'Retry-After': options.retryAfterOn429 ?? '1',
      });
    }
    const state = automation.state ?? 'active';
    if (state === 'inactive') return errorAnswer(400, 'Automation is not active');
    if (state === 'not-scheduled') {
      return errorAnswer(400, 'Only automations with a custom schedule can be triggered');
    }
    const jobKnown = automation.jobKnown ?? true;
    const jobId = jobKnown
      ? createJob(automation.run ?? defaultRound, undefined).id
      : `bg_${randomHex(8)}`;
    const run: TriggeredRun = {
      automationId: automation.id,
      schemaId: automation.id,
      instanceId: `run_${runs.length + 1}_${randomHex(4)}`,
      jobId,
      jobKnown,
    };
    runs.push(run);
    return jsonAnswer(202, {
      schemaId: run.schemaId,
      instanceId: run.instanceId,
      jobId: run.jobId,
    });
  }

  // ---- request handling ------------------------------------------------------------------

  function handle(req: IncomingMessage, path: string, body: string, tooLarge: boolean): Answer {
    const method = req.method ?? '';
    const key = parseBearer(req.headers.authorization);
    const scope = key === apiKey ? 'write' : key === readOnlyKey ? 'read' : undefined;
    if (!scope) return errorAnswer(401, 'Invalid API key');
    if (tooLarge) return errorAnswer(413, `Request body too large (limit ${MAX_BODY_BYTES} bytes)`);

    const trigger = matchTriggerRoute(method, path);
    if (trigger) return handleTrigger(scope, trigger, body);

    const route = matchRoute(method, path);
    if (!route) return errorAnswer(404, 'Not found');
    if (method === 'POST' && scope !== 'write') {
      return errorAnswer(403, "API key lacks the 'write' scope required for this request");
    }
    if (route.projectId !== projectId) return errorAnswer(404, 'Project not found');

    if (route.kind === 'get') {
      const job = jobs.get(route.jobId);
      if (!job) return errorAnswer(404, 'Job not found');
      return jsonAnswer(200, withOverride(job, roundRecord(job, true)));
    }

    const job = route.kind === 'message' ? jobs.get(route.jobId) : undefined;
    if (route.kind === 'message' && !job) return errorAnswer(404, 'Job not found');
    const prompt = parsePrompt(req.headers, body);
    if (typeof prompt !== 'string') return prompt;

    pruneWindow();
    if (rateWindow.length >= rateLimit) {
      const headers: Record<string, string> =
        options.retryAfterOn429 !== undefined ? { 'Retry-After': options.retryAfterOn429 } : {};
      return errorAnswer(429, `Rate limit exceeded: ${rateLimit} requests per hour`, headers);
    }
    rateWindow.push(now());

    if (job) return jsonAnswer(200, sendMessage(job, prompt));
    const created = createJob(scriptQueue.shift() ?? defaultRound, prompt);
    return jsonAnswer(201, postAnswerRecord(created));
  }

  function send(res: ServerResponse, answer: Answer): void {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(answer.status, {
      ...answer.headers,
      'Content-Length': String(Buffer.byteLength(answer.body)),
    });
    res.end(answer.body);
  }

  function faultAnswer(fault: Fault, real: Answer | undefined): Answer {
    const headers = typeof fault.headers === 'function' ? fault.headers() : fault.headers;
    // Truncating the real answer is what "an unreadable body after the job was created" needs.
    if (
      real &&
      fault.action === 'truncate' &&
      fault.status === undefined &&
      fault.body === undefined
    ) {
      return { ...real, headers: { ...real.headers, ...headers } };
    }
    const status = fault.status ?? 500;
    if (fault.body !== undefined) {
      return { status, body: fault.body, headers: { ...headers } };
    }
    return errorAnswer(status, STATUS_CODES[status] ?? 'Error', headers);
  }

  function applyFault(
    fault: Fault,
    real: Answer | undefined,
    req: IncomingMessage,
    res: ServerResponse,
    line: string,
  ): void {
    const action = fault.action ?? 'respond';
    const socket = req.socket;
    if (action === 'hold') {
      const held = real ?? errorAnswer(500, 'hold needs afterHandling');
      const answer = (): void => {
        if (socket.destroyed) return;
        log?.(`${line} → ${held.status} (held)`);
        send(res, held);
      };
      // A gate that fails opens too: the test reports its own failure.
      void (fault.until ?? Promise.resolve()).then(answer, answer);
      return;
    }
    if (action === 'hang') {
      hanging.add(socket);
      socket.once('close', () => hanging.delete(socket));
      log?.(`${line} → hang (fault)`);
      return;
    }
    const act = (): void => {
      if (socket.destroyed) return;
      if (action === 'reset') {
        log?.(`${line} → reset (fault)`);
        socket.resetAndDestroy();
        return;
      }
      const answer = faultAnswer(fault, real);
      if (action === 'truncate') {
        log?.(`${line} → ${answer.status} truncated (fault)`);
        const bytes = Buffer.from(answer.body);
        res.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(bytes.length) });
        res.flushHeaders();
        res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => socket.destroy());
        return;
      }
      log?.(`${line} → ${answer.status} (fault)`);
      send(res, answer);
    };
    const delay = fault.delayMs ?? 0;
    if (delay <= 0) {
      act();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      act();
    }, delay);
    timers.add(timer);
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const method = (req.method ?? '').toUpperCase();
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.search(/[?#]/);
    const fullPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
    const inBase = basePath === '' || fullPath === basePath || fullPath.startsWith(`${basePath}/`);
    const path = inBase ? fullPath.slice(basePath.length) || '/' : fullPath;
    const recorded: RecordedRequest = { method, path, headers: req.headers, body: '', at: now() };
    requests.push(recorded);
    res.once('finish', () => (recorded.status = res.statusCode));
    const line = `${method} ${path}`;

    const cutOff = (): void => {
      log?.(`${line} → 413 (upload cut off)`);
      res.setHeader('Connection', 'close');
      send(res, errorAnswer(413, `Request body too large (limit ${MAX_BODY_BYTES} bytes)`));
    };
    readBody(req, res, cutOff, (body, tooLarge) => {
      recorded.body = body;
      const fault = faults.take(method, path);
      if (fault && !fault.afterHandling) {
        applyFault(fault, undefined, req, res, line);
        return;
      }
      let answer: Answer;
      try {
        answer = inBase
          ? handle(req, path, recorded.body, tooLarge)
          : errorAnswer(404, 'Not found');
      } catch (error) {
        // Never let an odd request take the emulator down; report it as the service would.
        answer = errorAnswer(500, `Internal emulator error: ${String(error)}`);
      }
      if (fault) {
        applyFault(fault, answer, req, res, line);
        return;
      }
      log?.(`${line} → ${answer.status}`);
      send(res, answer);
    });
  }

  // ---- server ----------------------------------------------------------------------------

  const server = createServer(onRequest);
  let closing: Promise<void> | undefined;

  return listen(server, options.port ?? 0, host).then((port) => {
    const emulator: Emulator = {
      url: `http://${host}:${port}${basePath}`,
      apiKey,
      readOnlyKey,
      projectId,
      requests,
      scriptNextJob(script) {
        scriptQueue.push(script);
      },
      seedJob(script = {}) {
        return createJob(script, undefined).id;
      },
      injectFault(fault) {
        faults.add(fault);
      },
      job(id) {
        const job = jobs.get(id);
        return job ? withOverride(job, roundRecord(job, false)) : undefined;
      },
      prompts(id) {
        return [...(jobs.get(id)?.prompts ?? [])];
      },
      jobIds() {
        return [...jobs.keys()];
      },
      forgetJob(id) {
        return jobs.delete(id);
      },
      count(method, pathPattern) {
        return countRequests(requests, method, pathPattern);
      },
      close() {
        closing ??= new Promise<void>((done) => {
          for (const timer of timers) clearTimeout(timer);
          timers.clear();
          server.close(() => done());
          server.closeAllConnections();
          for (const socket of hanging) socket.destroy();
          hanging.clear();
        });
        return closing;
      },
      addAutomation,
      triggered(automationId) {
        return runs.filter((r) => automationId === undefined || r.automationId === automationId);
      },
    };
    return emulator;
  });
}
