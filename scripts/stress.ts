// npm run test:stress: the whole suite, three times in a row, while other processes keep every
// core busy (one node busy-loop per core, started and stopped here), to show that no test waits
// on the wall clock. Each run prints "N passed, N failed" from jest's JSON results, with the time
// it took and the load average seen; the script exits non-zero if any run failed.
//
//   npm run test:stress                      three runs of the whole suite
//   npm run test:stress -- --runs 1 __tests__/integration/faults.test.ts   one run of a part (jest args)
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './run-action.js';

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: Array<{
    name: string;
    message: string;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

interface RunCount {
  passed: number;
  failed: number;
  /** The failed tests by full name, and test files that failed outside any test. */
  failures: string[];
}

/** Passed and failed as .ci/run counts them: a file that fails outside its tests counts as one failure. */
function countResults(results: JestJson): RunCount {
  const failures: string[] = [];
  for (const file of results.testResults) {
    const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
    failures.push(...failedTests.map((a) => a.fullName));
    if (failedTests.length === 0 && file.message.trim() !== '') {
      failures.push(`${file.name.slice(repoRoot.length + 1)} (the file failed to run)`);
    }
  }
  const fileFailures = failures.length - results.numFailedTests;
  return {
    passed: results.numPassedTests,
    failed: results.numFailedTests + Math.max(0, fileFailures),
    failures,
  };
}

function parseArgs(argv: string[]): { runs: number; jestArgs: string[] } {
  const jestArgs: string[] = [];
  let runs = 3;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--runs') {
      runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
    } else {
      jestArgs.push(arg);
    }
  }
  return { runs, jestArgs };
}

/** One busy loop per core: a node process that spins until it is killed. */
function startLoad(): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

function stopLoad(loops: ChildProcess[]): Promise<void> {
  return Promise.all(
    loops.map(
      (loop) =>
        new Promise<void>((resolve) => {
          if (loop.exitCode !== null || loop.signalCode !== null) return resolve();
          loop.once('exit', () => resolve());
          loop.kill('SIGKILL');
        }),
    ),
  ).then(() => undefined);
}

/** Runs `npm test` with `args` and the JSON results written to `outputFile`; resolves when it exits. */
function runSuite(args: string[], outputFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['test', '--', ...args, '--json', `--outputFile=${outputFile}`], {
      cwd: repoRoot,
      // jest's own report goes to stderr: keep it (the failures), drop the JSON on stdout.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('close', () => resolve());
  });
}

async function main(): Promise<void> {
  const { runs, jestArgs } = parseArgs(process.argv.slice(2));
  const dir = join(repoRoot, '.tmp', 'stress');
  await mkdir(dir, { recursive: true });
  const loops = startLoad();
  const stop = (): void => {
    void stopLoad(loops).then(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const lines: string[] = [];
  let anyFailed = false;
  try {
    console.log(`${loops.length} busy loops keep the ${availableParallelism()} cores loaded`);
    for (let run = 1; run <= runs; run++) {
      const outputFile = join(dir, `run-${run}.json`);
      await rm(outputFile, { force: true });
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(loadavg()[0] ?? 0), 5000);
      const started = Date.now();
      await runSuite(jestArgs, outputFile);
      clearInterval(sampler);
      samples.push(loadavg()[0] ?? 0);
      const seconds = Math.round((Date.now() - started) / 1000);
      let count: RunCount;
      try {
        count = countResults(JSON.parse(await readFile(outputFile, 'utf8')) as JestJson);
      } catch {
        count = { passed: 0, failed: 1, failures: ['jest wrote no results'] };
      }
      const load = `1-minute load average ${Math.min(...samples).toFixed(1)}–${Math.max(...samples).toFixed(1)}`;
      const line = `run ${run}: ${count.passed} passed, ${count.failed} failed (${seconds} s, ${load})`;
      lines.push(line);
      console.log(`\n${line}`);
      for (const failure of count.failures) console.log(`  failed: ${failure}`);
      if (count.failed > 0 || count.passed === 0) anyFailed = true;
    }
  } finally {
    await stopLoad(loops);
  }
  console.log(`\n${lines.join('\n')}`);
  process.exitCode = anyFailed ? 1 : 0;
}

await main();
