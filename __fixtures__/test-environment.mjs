// jest's test environment for this project: Node's, plus one thing for the end-to-end tests. When
// a test fails, whatever the reason (a helper's check or a plain expect), the failure message gets
// the report of what the test's runs printed and which requests the local servers saw
// (__tests__/e2e/helpers.ts registers it under the hook below; in other tests nothing changes).
import { TestEnvironment as NodeEnvironment } from 'jest-environment-node';

const WITNESS_HOOK = Symbol.for('agent-job-action.e2e.witness');

export default class TestEnvironment extends NodeEnvironment {
  handleTestEvent(event) {
    const hook = this.global[WITNESS_HOOK];
    if (!hook) return;
    if (event.name === 'test_start') hook.start();
    if (event.name === 'test_fn_failure') hook.describe(event.error);
  }
}
