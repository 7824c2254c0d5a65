import { describe, expect, it } from '@jest/globals';
import { pushReport } from '../../bench/push.js';

describe('the push rows', () => {
  it("prints one row per run in docs follow code's columns, with the service's requests", () => {
    const lines = pushReport([
      { commits: 3, githubRequests: 9, serviceRequests: 1, promptChars: 51_234, wallMs: 1_240 },
    ]).split('\n');
    expect(lines).toContain(
      '| Commits pushed | GitHub requests | Service requests | Prompt (characters) | Run, spawn → exit |',
    );
    expect(lines).toContain('| 3 | 9 | 1 | 51,234 | 1.2 s |');
  });
});
