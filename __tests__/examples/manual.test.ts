// manual-dispatch.yml, run by hand as GitHub runs it (actions-runner.ts): its report step says what
// became of the job also when the job failed, since the job's id is what to follow up on.
import { afterEach, describe, expect, test } from '@jest/globals';
import { realPayload } from '../../__fixtures__/webhooks.js';
import { closeEmulators, closeGitHubFakes } from '../integration/helpers.js';
import type { Delivery } from './actions-runner.js';
import { examples, failedRuns, jobsCreated, repository, send } from './scenario.js';

afterEach(closeEmulators);
afterEach(closeGitHubFakes);

/** A run by hand of a workflow whose form has these fields. */
function dispatched(inputs: Record<string, unknown>): Delivery {
  const payload = realPayload('workflow_dispatch');
  payload.inputs = inputs;
  return { name: 'workflow_dispatch', payload, ref: 'refs/heads/master' };
}

describe('manual-dispatch.yml', () => {
  test('a job that fails: the step fails, and the summary step still reports the job', async () => {
    const repo = await repository();
    repo.emu.scriptNextJob({ polls: ['failed'] });
    const [manual] = await examples('manual-dispatch.yml');
    const [run] = await send(
      repo,
      [manual!],
      dispatched({ prompt: 'Document the retry option', 'issue-number': '', wait: true }),
    );
    expect(jobsCreated(repo)).toBe(1);
    expect(run?.conclusion).toBe('failure');
    expect(run?.steps.map((step) => [step.id ?? 'summary', step.conclusion])).toEqual([
      ['agent', 'failure'],
      ['summary', 'success'],
    ]);
  });

  test('a job that ends with a pull request: both steps succeed', async () => {
    const repo = await repository();
    repo.emu.scriptNextJob({ polls: ['completed'] });
    const [manual] = await examples('manual-dispatch.yml');
    const runs = await send(
      repo,
      [manual!],
      dispatched({ prompt: 'Document the retry option', 'issue-number': '', wait: true }),
    );
    expect(failedRuns(runs)).toEqual([]);
    expect(runs[0]?.steps.map((step) => step.conclusion)).toEqual(['success', 'success']);
  });
});
