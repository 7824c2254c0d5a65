// The action's one HTTP client, axios, for the service's requests and GitHub's. Imported from here
// only (an ESLint rule): this is where it loads, with Node's fetch and its classes hidden from it
// (common/fetch-hidden.ts).
import { fetchClassesRestored } from './fetch-hidden.js';
import axios from 'axios';
import http from 'node:http';
import https from 'node:https';

fetchClassesRestored();

export { axios };

/**
 * The transport axios uses for a request that follows no redirect (Node's http or https, by the
 * protocol it has settled on, the proxy's when there is one), telling `written` once the request
 * has been written to its connection. Axios takes it as its `transport` option.
 */
export function transportTellingWritten(written: () => void) {
  return {
    request(
      options: http.RequestOptions,
      answered: (response: http.IncomingMessage) => void,
    ): http.ClientRequest {
      const transport = options.protocol === 'https:' ? https : http;
      return transport.request(options, answered).once('finish', written);
    },
  };
}
