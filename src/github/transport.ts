// How Octokit's requests reach GitHub: through axios, the HTTP client the action already has for
// the service. @actions/github would send them with its own copy of undici (about 1 MB to load
// before the round's first request, and the memory of a second HTTP stack), and Node's `fetch` is
// a second stack too.
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import axios, { type AxiosResponse } from 'axios';
import { isLoopback } from '../common/loopback.js';

/**
 * The Octokit of @actions/github: with its REST methods and pagination. Here, with the transport,
 * so that a run loads all it needs to reach GitHub in one piece, on its first call.
 */
export const GitHubOctokit = Octokit.plugin(restEndpointMethods, paginateRest);

/**
 * `fetch` as Octokit calls it, sent with axios. Proxies as for the service: HTTPS_PROXY /
 * HTTP_PROXY / NO_PROXY (either case), never for a loopback address. As `fetch` does, any status
 * is an answer, a signal that ends the request rejects with its reason, and a request that got no
 * answer is a TypeError whose cause carries the system's code (ECONNREFUSED, ENOTFOUND, …).
 */
export async function axiosFetch(url: string, init: RequestInit): Promise<Response> {
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
  const body = Buffer.from(answer.data);
  const response = new Response(body.length > 0 ? body : null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers as Record<string, string>,
  });
  // A constructed Response names no address, where `fetch`'s names the one it answered for:
  // Octokit's pagination reads it from a listing that counts its items (`total_count`).
  Object.defineProperty(response, 'url', { value: url });
  return response;
}
