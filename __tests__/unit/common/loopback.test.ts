import { expect, test } from '@jest/globals';
import { isLoopback } from '../../../src/common/loopback.js';

test.each(['localhost', '[::1]', '127.0.0.1', '127.1.2.3', '127.0.0.10', '127.255.255.255'])(
  '%s is loopback',
  (hostname) => {
    expect(isLoopback(hostname)).toBe(true);
  },
);

test.each([
  'example.com',
  '10.0.0.1',
  '128.0.0.1',
  '1127.0.0.1',
  '10.127.0.0.1',
  'x127.0.0.1',
  '127.0.0.1.example.com',
  '127.0.0.1000',
  '127.0.0',
  '127.localhost',
  '::1',
  '[::2]',
  'localhost.example.com',
  '',
])('%s is not loopback', (hostname) => {
  expect(isLoopback(hostname)).toBe(false);
});
