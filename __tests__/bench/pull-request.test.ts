import { describe, expect, it } from '@jest/globals';
import { pullRequestReport } from '../../bench/pull-request.js';

const push = (files: number, githubRequests: number, promptChars: number) => ({
  files,
  patchBytes: files * 17_000,
  githubRequests,
  promptChars,
  wallMs: 640,
});

describe("the pull request's docs job rows", () => {
  const report = pullRequestReport({
    push: [push(10, 7, 35_707), push(3_000, 7, 60_469)],
    series: [
      {
        wait: true,
        pushes: 10,
        runMs: [5_000, 5_600, 6_000, 5_400],
        githubRequests: 97,
        serviceRequests: 22,
      },
      { wait: false, pushes: 10, runMs: [400, 900, 500], githubRequests: 75, serviceRequests: 11 },
    ],
  });
  const lines = report.split('\n');

  it("prints a push's rows in docs follow code's columns", () => {
    expect(lines).toContain(
      '| Changed files | Patches on GitHub | GitHub requests | Prompt (characters) | Run, spawn → exit |',
    );
    expect(lines).toContain('| 10 | 0.17 MB | 7 | 35,707 | 0.6 s |');
    expect(lines).toContain('| 3,000 | 51.00 MB | 7 | 60,469 | 0.6 s |');
  });

  it('sums the runs into runner time and takes their median', () => {
    expect(lines).toContain('| `wait: true` | 4 | 22.0 s | 5.5 s | 97 | 22 |');
    expect(lines).toContain('| `wait: false` | 3 | 1.8 s | 0.5 s | 75 | 11 |');
  });

  it('says how many pushes the series had (10, or 2 in a quick run)', () => {
    expect(lines).toContain("A pull request with 10 pushes (a pull request's docs job):");
    const quick = pullRequestReport({
      push: [],
      series: [{ wait: true, pushes: 2, runMs: [1, 2, 3], githubRequests: 1, serviceRequests: 1 }],
    });
    expect(quick.split('\n')).toContain(
      "A pull request with 2 pushes (a pull request's docs job):",
    );
    expect(quick).toMatch(/- 2 pushes: a label, then 2 pushes .* the 3 runs count/);
  });
});
