import { describe, expect, test } from '@jest/globals';
import { isKnownStatus, isTerminal, parseJobRecord } from '../../../src/service/record.js';

describe('parseJobRecord', () => {
  test('accepts a minimal record with id and status', () => {
    const record = parseJobRecord({ id: 'job_1', status: 'active' });
    expect(record).toEqual({
      id: 'job_1',
      status: 'active',
      repository: undefined,
      ref: undefined,
      model: undefined,
      prLink: undefined,
      createdAt: undefined,
      raw: { id: 'job_1', status: 'active' },
    });
  });

  test('reads the informative fields', () => {
    const record = parseJobRecord({
      id: 'job_1',
      status: 'completed',
      source: { repository: 'o/r', ref: 'main' },
      model: 'm-1',
      prLink: 'https://github.com/o/r/pull/3',
      createdAt: '2030-01-01T00:00:00Z',
    });
    expect(record).toMatchObject({
      repository: 'o/r',
      ref: 'main',
      model: 'm-1',
      prLink: 'https://github.com/o/r/pull/3',
      createdAt: '2030-01-01T00:00:00Z',
    });
  });

  test('drops optional fields of the wrong type instead of failing', () => {
    const body = {
      id: 'job_1',
      status: 'completed',
      source: 'o/r',
      model: 42,
      prLink: { href: 'https://github.com/o/r/pull/3' },
      createdAt: true,
    };
    const record = parseJobRecord(body);
    expect(record).toBeDefined();
    expect(record?.repository).toBeUndefined();
    expect(record?.model).toBeUndefined();
    expect(record?.prLink).toBeUndefined();
    expect(record?.createdAt).toBeUndefined();
    expect(record?.raw).toEqual(body);
  });

  test('drops a wrongly typed field inside source but keeps the rest', () => {
    const record = parseJobRecord({
      id: 'j',
      status: 'active',
      source: { repository: 5, ref: 'dev' },
    });
    expect(record?.repository).toBeUndefined();
    expect(record?.ref).toBe('dev');
  });

  test('null fields read as absent; an empty prLink is no pull request', () => {
    const record = parseJobRecord({
      id: 'j',
      status: 'completed',
      prLink: '',
      model: null,
      source: null,
    });
    expect(record?.prLink).toBeUndefined();
    expect(record?.model).toBeUndefined();
    expect(record?.repository).toBeUndefined();
  });

  test('keeps extra fields in raw, for the job output', () => {
    const body = { id: 'j', status: 'active', cost: 3, steps: [{ a: 1 }], nested: { deep: true } };
    expect(parseJobRecord(body)?.raw).toEqual(body);
  });

  test('keeps an unknown status as the service wrote it', () => {
    expect(parseJobRecord({ id: 'j', status: 'queued' })?.status).toBe('queued');
  });

  test.each<[string, unknown]>([
    ['no id', { status: 'active' }],
    ['no status', { id: 'job_1' }],
    ['an empty id', { id: '', status: 'active' }],
    ['an empty status', { id: 'job_1', status: '' }],
    ['a numeric id', { id: 7, status: 'active' }],
    ['a null status', { id: 'job_1', status: null }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'job_1'],
    ['a number', 7],
    ['an array', [{ id: 'job_1', status: 'active' }]],
    ['an error body', { error: 'not found' }],
  ])('rejects %s', (_name, body) => {
    expect(parseJobRecord(body)).toBeUndefined();
  });
});

describe('status helpers', () => {
  test.each([
    ['active', false, true],
    ['completed', true, true],
    ['archived', true, true],
    ['failed', true, true],
    ['queued', false, false],
    ['Completed', false, false],
    ['', false, false],
  ])('%j: terminal %s, known %s', (status, terminal, known) => {
    expect(isTerminal(status)).toBe(terminal);
    expect(isKnownStatus(status)).toBe(known);
  });
});
