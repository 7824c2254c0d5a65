// Axios probes for fetch as it loads: it reads the global FormData, Request and Response and
// builds a Request and a Response, which makes Node load its bundled undici (about 1 MB of
// JavaScript, 20–30 ms before the round's first request) for a fetch adapter the action never
// uses: axios sends with node:http, GitHub's requests included (github/transport.ts). This module
// hides them while axios loads. common/http.ts imports it just before axios and calls
// fetchClassesRestored just after, in the same synchronous evaluation of modules, so no other code
// runs while they are hidden, and each comes back with the very descriptor Node gave it.
// On Node 20 these globals are lazy getters, which reading a descriptor leaves alone. From Node 22
// on they are lazy data properties, which any reading loads: there undici loads here rather than
// in axios, and only the probe's Request and Response are saved.
// Stryker disable all: only the bundle shows what this module does (__tests__/e2e/startup.test.ts
// watches the four globals through a whole round, on Node 20 and 24); jest's test environment
// gives its global object accessors of its own, so a unit test there sees the same with or without
// the hiding.
const HIDDEN = ['fetch', 'Request', 'Response', 'FormData'] as const;

// Every Node the action runs on (20 and later) defines all four.
const saved = HIDDEN.map(
  (name) =>
    [name, Object.getOwnPropertyDescriptor(globalThis, name) as PropertyDescriptor] as const,
);
for (const [name] of saved) {
  Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
}

/** Puts fetch and its classes back on the global object as Node defined them. */
export function fetchClassesRestored(): void {
  for (const [name, descriptor] of saved) Object.defineProperty(globalThis, name, descriptor);
}
