// How Octokit's requests reach GitHub: through axios, the HTTP client the action already has for
// the service, given to @actions/github's getOctokit as its `fetch`. Its own would send them with
// undici, a second HTTP stack with a proxy chosen once for the address the process names, and
// Node's `fetch` is another.
import type { AxiosResponse } from 'axios';
import { axios } from '../common/http.js';
import { isLoopback } from '../common/loopback.js';

/**
 * `fetch` as Octokit calls it, sent with axios. Proxies as for the service: HTTPS_PROXY /
 * HTTP_PROXY / NO_PROXY (either case), never for a loopback address. As `fetch` does, any status
 * is an answer, a signal that ends the request rejects with its reason, and a request that got no
 * answer is a TypeError whose cause carries the system's code (ECONNREFUSED, ENOTFOUND, …).
 */
export async function axiosFetch(url: string, init: RequestInit): Promise<AxiosAnswer> {
  let answer: AxiosResponse<ArrayBuffer>;
  try {
    answer = await axios.request<ArrayBuffer>({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      data: init.body,
      signal: init.signal as AbortSignal | undefined,
      responseType: 'arraybuffer',
      validateStatus: () => true,
      ...(isLoopback(new URL(url).hostname) && { proxy: false as const }),
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw new TypeError((error as Error).message, { cause: error });
  }
  return new AxiosAnswer(url, answer);
}

/**
 * What Octokit reads of a `fetch` answer (status, address, headers, body), from axios's answer. Not
 * a `Response`: building one loads Node's undici, which nothing else in a round needs.
 */
class AxiosAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Map<string, string>;
  private readonly bytes: Buffer;

  constructor(
    /** `fetch`'s answer names the address it answered for: Octokit's pagination reads it. */
    readonly url: string,
    answer: AxiosResponse<ArrayBuffer>,
  ) {
    this.status = answer.status;
    this.statusText = answer.statusText;
    // Names as Node received them, in lower case, which is how Octokit asks for them.
    this.headers = new Map(
      Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
    );
    this.bytes = Buffer.from(answer.data);
  }

  async text(): Promise<string> {
    return this.bytes.toString('utf8');
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer; // a copy of exactly these bytes
  }
}
