import type { AxiosInstance, AxiosResponse } from 'axios';
import { axios, transportTellingWritten } from '../common/http.js';
import { parseJobRecord, type JobRecord } from './record.js';
import { parseAutomationRun, type AutomationRun } from './automation.js';
import { RequestFailure } from './failure.js';
import { shorten, type Redactor } from '../common/redact.js';
import { isLoopback } from '../common/loopback.js';
import { isSafeId } from '../common/ids.js';

export interface ClientOptions {
  /** The base address, ending in `/`; may carry a path prefix. */
  readonly baseUrl: URL;
  readonly projectId: string;
  readonly apiKey: string;
  readonly userAgent: string;
  /** The longest time limit of one request; a call may give a shorter one. */
  readonly requestTimeoutMs: number;
  readonly redact: Redactor;
}

export interface CallOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs?: number;
  /**
   * Told when the request is out: once written to its connection, and again when it has ended,
   * so that a request never written (refused, timed out, aborted) is told of too. Work that must
   * not delay the request waits for it.
   */
  readonly onOut?: () => void;
}

// Connection-level errors after which the service certainly did not see the request.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * The Agent Job Service over HTTP: one request per call, answers turned into job records or
 * RequestFailures. It never retries and never decides what a failure means for the run.
 * Ids are validated by the caller before they reach a path.
 */
export class AgentJobClient {
  private readonly http: AxiosInstance;

  constructor(private readonly options: ClientOptions) {
    this.http = axios.create({
      maxRedirects: 0,
      // Proxies come from HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case): this axios version
      // tunnels https through CONNECT, so the proxy never sees the bearer token. A loopback
      // base-url (plain http allowed) never goes through one: the request must not leave the
      // machine.
      ...(isLoopback(options.baseUrl.hostname) && { proxy: false as const }),
      responseType: 'text',
      // Stryker disable next-line ArrayDeclaration: with responseType 'text' axios' own transform returns the text as it is, so no transform at all reads the same
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      maxContentLength: MAX_BODY_BYTES,
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'User-Agent': options.userAgent,
        Accept: 'application/json',
      },
    });
  }

  createJob(prompt: string, call: CallOptions): Promise<JobRecord> {
    return this.send('POST', this.jobsPath(), call, { prompt });
  }

  sendMessage(jobId: string, prompt: string, call: CallOptions): Promise<JobRecord> {
    return this.send('POST', `${this.jobsPath()}/${jobId}/message`, call, { prompt });
  }

  getJob(jobId: string, call: CallOptions): Promise<JobRecord> {
    return this.send('GET', `${this.jobsPath()}/${jobId}`, call);
  }

  private jobsPath(): string {
    return `v2/agent/${this.options.projectId}/job`;
  }

  // ---- automations ---------------------------------------------------------------------

  /**
   * Starts a run of a scheduled automation now: `POST
   * v1/workflow/{projectId}/{automationId}/trigger` with no body. The id must already be safe in a
   * path (the caller validated it); an unsafe one is refused here before any request.
   */
  triggerAutomation(automationId: string, call: CallOptions): Promise<AutomationRun> {
    if (!isSafeId(automationId)) {
      return Promise.reject(new Error('an automation id that is not safe in a path'));
    }
    const path = `v1/workflow/${this.options.projectId}/${automationId}/trigger`;
    return this.exchange('POST', path, call, undefined, parseAutomationRun);
  }

  // ---- one request ---------------------------------------------------------------------

  private send(
    method: 'GET' | 'POST',
    path: string,
    call: CallOptions,
    body?: { prompt: string },
  ): Promise<JobRecord> {
    return this.exchange(method, path, call, body, parseJobRecord);
  }

  /** One request; a 2xx answer whose JSON `parse` cannot read is 'unreadable'. */
  private async exchange<T>(
    method: 'GET' | 'POST',
    path: string,
    call: CallOptions,
    body: { prompt: string } | undefined,
    parse: (json: unknown) => T | undefined,
  ): Promise<T> {
    const url = new URL(path, this.options.baseUrl).toString();
    // AbortSignal.timeout takes whole milliseconds; deadlines from a monotonic clock are
    // fractional.
    const limitMs = Math.min(call.timeoutMs ?? Infinity, this.options.requestTimeoutMs);
    const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(limitMs)));
    const { onOut } = call;
    let response: AxiosResponse<string>;
    try {
      response = await this.http.request<string>({
        method,
        url,
        signal: AbortSignal.any([call.signal, timeout]),
        ...(onOut && { transport: transportTellingWritten(onOut) }),
        ...(body && {
          data: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
        }),
        // A POST without a body (the trigger) declares no body type: axios would send a form's.
        ...(!body &&
          // Stryker disable next-line ConditionalExpression: axios sets no Content-Type on a GET without a body, so dropping it there too sends the same request
          method === 'POST' && { headers: { 'Content-Type': false } }),
      });
    } catch (error) {
      if (call.signal.aborted) throw call.signal.reason;
      if (timeout.aborted) throw new RequestFailure('timeout', {});
      const code = errorCode(error);
      throw new RequestFailure('network', { code, neverSent: code ? NEVER_SENT.has(code) : false });
    } finally {
      onOut?.();
    }
    return this.readAnswer(response, parse);
  }

  private readAnswer<T>(
    response: AxiosResponse<string>,
    parse: (json: unknown) => T | undefined,
  ): T {
    const { status } = response;
    // An answer to https that did not come over TLS is the proxy's refusal to open the tunnel
    // (https-proxy-agent replays it as the answer): the service never saw the request.
    if (this.options.baseUrl.protocol === 'https:' && !cameOverTls(response)) {
      throw new RequestFailure('proxy', { status });
    }
    const text = typeof response.data === 'string' ? response.data : '';
    if (status >= 300 && status < 400) {
      throw new RequestFailure('redirect', { status, location: header(response, 'location') });
    }
    // 3xx was thrown above as a redirect.
    if (status < 200 || status >= 400) {
      throw new RequestFailure('http', {
        status,
        retryAfter: header(response, 'retry-after'),
        serviceMessage: this.serviceMessage(text),
      });
    }
    const parsed = parse(parseJson(text));
    if (parsed === undefined) throw new RequestFailure('unreadable', { status });
    return parsed;
  }

  /**
   * The `error` text of a JSON error body, or what kind of body came instead. Untrusted: one short
   * printable line.
   */
  private serviceMessage(text: string): string | undefined {
    const json = parseJson(text);
    if (json && typeof json === 'object' && 'error' in json && typeof json.error === 'string') {
      const clean = json.error.replace(/[^\x20-\x7e\u00a0-\uffff]+/g, ' ').trim();
      return shorten(clean, 300, this.options.redact) || undefined;
    }
    if (/^\s*</.test(text)) return 'an HTML page instead of JSON, probably from a proxy or gateway';
    return text.trim() ? 'a body that is not the JSON error format' : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: no record.
  }
  return undefined;
}

function cameOverTls(response: AxiosResponse): boolean {
  const socket = (response.request as { socket?: { encrypted?: unknown } } | undefined)?.socket;
  return socket?.encrypted === true;
}

function header(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The system error code of a failed request, looking through axios' wrapping and Node's
 * AggregateError.
 */
function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, cause, errors } = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && code !== 'ERR_NETWORK' && !code.startsWith('ERR_BAD'))
      return code;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}
