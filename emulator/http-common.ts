// What the two local servers (the Agent Job Service emulator and the GitHub fake) share: the
// injectable fault queue, request body reading with its size caps, and listening.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Largest request body read; past it the request is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
// Past this much an upload is cut off rather than drained, so nothing can stream forever.
const HARD_BODY_CAP_BYTES = 16 * MAX_BODY_BYTES;

/** What a fault is matched and counted by; each server adds what it answers with. */
export interface FaultMatch {
  /** Match; default any. */
  method?: string;
  /** Match against the path; string = exact; default any. */
  path?: string | RegExp;
  /** How many matching requests it answers; default 1. */
  times?: number;
  /** How many matching requests it lets through first (answered normally); default 0. */
  skip?: number;
}

/** Faults in order of injection, each answering `times` matching requests. */
export class FaultQueue<F extends FaultMatch> {
  private readonly active: Array<{ fault: F; remaining: number; skip: number }> = [];

  add(fault: F): void {
    this.active.push({ fault, remaining: fault.times ?? 1, skip: fault.skip ?? 0 });
  }

  /**
   * The first fault matching the (upper-case) method and path, counted as used; else undefined.
   * While that fault still lets requests through (`skip`), the request passes unanswered by any fault.
   */
  take(method: string, path: string): F | undefined {
    const index = this.active.findIndex(({ fault }) => {
      if (fault.method !== undefined && fault.method.toUpperCase() !== method) return false;
      if (fault.path === undefined) return true;
      return typeof fault.path === 'string' ? fault.path === path : testPattern(fault.path, path);
    });
    if (index < 0) return undefined;
    const entry = this.active[index];
    if (!entry) return undefined;
    if (entry.skip > 0) {
      entry.skip -= 1;
      return undefined;
    }
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.active.splice(index, 1);
    return entry.fault;
  }
}

function testPattern(pattern: RegExp, value: string): boolean {
  // A /g or /y pattern keeps state between calls; start each test afresh.
  pattern.lastIndex = 0;
  return pattern.test(value);
}

export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** How many recorded requests have this method (case-insensitive) and a path matching the pattern. */
export function countRequests(
  requests: ReadonlyArray<{ method: string; path: string }>,
  method: string,
  pathPattern?: RegExp,
): number {
  const wanted = method.toUpperCase();
  return requests.filter(
    (r) => r.method === wanted && (!pathPattern || testPattern(pathPattern, r.path)),
  ).length;
}

/**
 * Reads the request body, keeping at most MAX_BODY_BYTES. Past HARD_BODY_CAP_BYTES, while no
 * answer has gone out, `cutOff` answers (a 413 with `Connection: close`) and the socket is closed
 * once that answer is sent. At the end of the body, `done` gets it (and whether it was too large)
 * unless an answer has already gone out.
 */
export function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  cutOff: () => void,
  done: (body: string, tooLarge: boolean) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  req.on('error', () => {
    // The client went away mid-request; there is nobody left to answer.
  });
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) {
      chunks.push(chunk);
    } else {
      tooLarge = true;
      if (size > HARD_BODY_CAP_BYTES && !res.headersSent) {
        res.once('finish', () => req.socket.destroy());
        cutOff();
      }
    }
  });
  req.on('end', () => {
    if (res.headersSent || res.destroyed) return;
    done(Buffer.concat(chunks).toString('utf8'), tooLarge);
  });
}

/**
 * How long an idle keep-alive connection stays open. With Node's 5 s a client (fetch closes its
 * idle connections a second before the server's announced time-out) can reuse one just as the
 * server closes it: ECONNRESET, which a busy machine, late to run the client's timer, brings
 * about. No test leaves a connection idle for 30 s.
 */
const KEEP_ALIVE_MS = 30_000;

/** Starts listening; resolves with the port bound (the one asked for if the address is not a port). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
