import { describe, expect, test } from '@jest/globals';
import { InputError } from '../../../src/common/errors.js';
import { parseBaseUrl } from '../../../src/settings/values.js';

const keep = (text: string): string => text;

describe('base-url: https, or plain http on the machine itself', () => {
  test.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['http://localhost/api', 'http://localhost/api/'],
    ['https://localhost', 'https://localhost/'],
  ])('%j is taken as %j', (text, href) => {
    expect(parseBaseUrl(text, keep).href).toBe(href);
  });

  test.each([
    ['ftp://127.0.0.1:2121/x', 'ftp://127.0.0.1:2121/x'],
    ['ftp://localhost', 'ftp://localhost/'],
    ['ws://localhost:8080', 'ws://localhost:8080/'],
    ['wss://127.0.0.1', 'wss://127.0.0.1/'],
  ])('another scheme %j is refused, on the machine itself too', (text, shown) => {
    const read = () => parseBaseUrl(text, keep);
    expect(read).toThrow(InputError);
    expect(read).toThrow(
      `base-url '${shown}' must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`,
    );
  });

  test.each([
    ['htps://api.example.test/v1', 'htps://api.example.test/v1'],
    ['file:///etc/passwd', 'file:///etc/passwd'],
  ])(
    'a scheme the URL standard does not know, %j, is named as written (not as null)',
    (text, shown) => {
      expect(() => parseBaseUrl(text, keep)).toThrow(
        `base-url '${shown}' must use https: the api-key is only sent over https (plain http is allowed for 127.0.0.1 and localhost only)`,
      );
    },
  );
});
