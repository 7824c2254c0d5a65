/** What went wrong with one request, as far as the HTTP layer can tell. No policy here. */
export type FailureKind = 'http' | 'network' | 'timeout' | 'unreadable' | 'redirect' | 'proxy';

export interface FailureDetail {
  /** HTTP status, when an answer came. */
  readonly status?: number;
  /** The system error code of a network failure (ECONNREFUSED, ECONNRESET, …). */
  readonly code?: string;
  /**
   * True when the request certainly never reached the service (connection refused, name not
   * resolved).
   */
  readonly neverSent?: boolean;
  /** The raw Retry-After header. */
  readonly retryAfter?: string;
  /** The service's `error` text (sanitised, redacted), or a description of a non-JSON body. */
  readonly serviceMessage?: string;
  /** The redirect target, for a 3xx. */
  readonly location?: string;
}

export class RequestFailure extends Error {
  override readonly name = 'RequestFailure';
  constructor(
    readonly kind: FailureKind,
    readonly detail: FailureDetail,
  ) {
    super(describe(kind, detail));
  }
}

function describe(kind: FailureKind, d: FailureDetail): string {
  switch (kind) {
    case 'http':
      return `HTTP ${d.status}${d.serviceMessage ? `: ${d.serviceMessage}` : ''}`;
    case 'network':
      return `network error ${d.code ?? ''}`.trim();
    case 'timeout':
      return 'no answer within the request time limit';
    case 'unreadable':
      return `unreadable answer (HTTP ${d.status})`;
    case 'redirect':
      return `redirect (HTTP ${d.status})`;
    case 'proxy':
      return `the proxy refused the tunnel (HTTP ${d.status})`;
  }
}

/**
 * The service no longer knows the job (404 on its id): the one answer every reader of a job takes
 * as "gone" rather than as a failure (choosing the round's job, the digest's, a sweep's check).
 */
export function isGone(error: unknown): boolean {
  return error instanceof RequestFailure && error.detail.status === 404;
}
