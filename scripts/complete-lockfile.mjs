// Completes package-lock.json for `npm ci` on other platforms.
//
// The registry mirror this project is developed against serves only the native packages of its own
// platform, so `npm install` leaves the other platforms' optional bindings (e.g. unrs-resolver's,
// used by jest) out of the lock, and `npm ci` then refuses the lock as out of sync. This adds an
// entry for each missing optional dependency, with the os/cpu/libc that its name states, so that
// npm skips it on every platform it is not for. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const PLATFORM =
  /-(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/;

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match = PLATFORM.exec(name);
    if (lock.packages[key] || !match) continue;
    const [, os, cpu, abi] = match;
    const libc = abi?.startsWith('gnu')
      ? ['glibc']
      : abi?.startsWith('musl')
        ? ['musl']
        : undefined;
    lock.packages[key] = {
      version,
      cpu: [cpu],
      ...(entry.dev && { dev: true }),
      ...(libc && { libc }),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} entries for other platforms' optional packages`);
