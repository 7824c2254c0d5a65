// The action's one HTTP client, axios, for the service's requests and GitHub's. Imported from here
// only (an ESLint rule): this is where it loads, with Node's fetch hidden from it
// (common/fetch-hidden.ts).
import { fetchClassesRestored } from './fetch-hidden.js';
import axios from 'axios';

fetchClassesRestored();

export { axios };
