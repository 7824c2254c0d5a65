import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { USER_AGENT } from '../../../src/common/version.js';

test('the User-Agent names the action, its version from package.json and the Node version', () => {
  const { version } = JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  expect(USER_AGENT).toBe(`agent-job-action/${version} (node ${process.versions.node})`);
});
