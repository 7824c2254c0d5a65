// Axios decides as it loads whether it could send with Node's fetch: it reads FormData, Request,
// Response and ReadableStream through `globalThis` (which it keeps as its global object), and the
// global fetch by name. Reading any of those classes makes Node load its bundled undici (about
// 1 MB of JavaScript, 15–30 ms before the round's first request), for a fetch adapter the action
// never uses: axios sends with node:http, GitHub's requests included (github/transport.ts).
// So while axios loads, `globalThis` names a view of the global object without those classes
// (common/global-view.ts; Node's own properties are never touched, which on Node 22 and later
// would load undici all the same), and the global object has no fetch (an ordinary property on
// every Node the action runs on). common/http.ts imports this module just before axios and calls
// fetchClassesRestored just after, in the same synchronous evaluation of modules, so no other code
// runs meanwhile; then `globalThis` and fetch come back with the very descriptors Node gave them,
// and the view axios keeps reads everything as the global object does.
// Stryker disable all: only the bundle shows what this module does (__tests__/e2e/startup.test.ts
// watches a whole round on Node 20 and 24); jest's test environment gives its global object
// properties of its own, so a unit test there sees the same with or without it. The view itself is
// tested on its own (global-view.test.ts).
import { globalView } from './global-view.js';

const global = globalThis;
const named = (name: string) => Object.getOwnPropertyDescriptor(global, name) as PropertyDescriptor;
const saved = { fetch: named('fetch'), globalThis: named('globalThis') };
const { view, reveal } = globalView(global, ['FormData', 'Request', 'Response', 'ReadableStream']);

Object.defineProperty(global, 'fetch', { value: undefined, configurable: true });
Object.defineProperty(global, 'globalThis', { ...saved.globalThis, value: view });

/** Puts fetch and `globalThis` back as Node defined them; the view then hides nothing. */
export function fetchClassesRestored(): void {
  Object.defineProperty(global, 'fetch', saved.fetch);
  Object.defineProperty(global, 'globalThis', saved.globalThis);
  reveal();
}
