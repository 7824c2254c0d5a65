import { describe, expect, test } from '@jest/globals';
import {
  CancelledError,
  InputError,
  NothingToSend,
  oneLine,
  ServiceError,
  UserError,
} from '../../../src/common/errors.js';

describe('the kinds of failure', () => {
  test('each names itself, so a log line says which kind it was', () => {
    expect(new UserError('set project-id').name).toBe('UserError');
    expect(String(new UserError('set project-id'))).toBe('UserError: set project-id');
    expect(new ServiceError('try again later').name).toBe('ServiceError');
    expect(String(new ServiceError('try again later'))).toBe('ServiceError: try again later');
    expect(String(new NothingToSend('no file under paths'))).toBe(
      'NothingToSend: no file under paths',
    );
    expect(new CancelledError('SIGTERM').name).toBe('CancelledError');
    expect(String(new CancelledError('SIGTERM'))).toBe(
      'CancelledError: the workflow run was cancelled',
    );
  });

  test('a cancellation keeps the signal that caused it', () => {
    expect(new CancelledError('SIGINT').signalName).toBe('SIGINT');
  });

  test('an input error is a user error', () => {
    const error = new InputError('timeout must be a duration');
    expect(error).toBeInstanceOf(UserError);
    expect(error.name).toBe('UserError');
  });
});

describe('oneLine', () => {
  test('joins the lines of a message with single spaces', () => {
    expect(oneLine(new Error('first line  \r\n\n   second line\rthird'))).toBe(
      'first line second line third',
    );
  });

  test('trims the ends, line breaks or not', () => {
    expect(oneLine(new Error('\n  failed  \n'))).toBe('failed');
    expect(oneLine(new Error('  failed\t'))).toBe('failed');
  });

  test('anything that is not an Error becomes its text', () => {
    expect(oneLine('plain\ntext')).toBe('plain text');
    expect(oneLine(42)).toBe('42');
    expect(oneLine(undefined)).toBe('undefined');
  });
});
