// Sentences for both the log and the job summary (src/common/words.ts): text, and values shown as
// code; the Markdown checked as GitHub renders it.
import { describe, expect, test } from '@jest/globals';
import { code, say, wordsMarkdown, wordsText } from '../../../src/common/words.js';
import { expectSafelyRendered, render } from '../../../__fixtures__/github-render.js';

const keep = (text: string): string => text;

describe('say: text and values as words', () => {
  test('keeps the text around each value, a number as text, a code value as it is', () => {
    expect(say`the label ${code('agent')} on #${12} of ${'acme/docs'}.`).toEqual([
      'the label ',
      { code: 'agent' },
      ' on #',
      '12',
      ' of ',
      'acme/docs',
      '.',
    ]);
  });

  test('words inside words are spliced in, part by part', () => {
    const inner = say`remove ${code('agent')}`;
    expect(say`to ${inner} and comment`).toEqual([
      'to ',
      'remove ',
      { code: 'agent' },
      '',
      ' and comment',
    ]);
  });

  test('no values: the text alone', () => {
    expect(say`comment`).toEqual(['comment']);
  });
});

describe('wordsText: a line of the log', () => {
  test('a value between backquotes, the text as it is', () => {
    expect(wordsText(say`create the label ${code('docs agent')} in ${'acme/docs'}`)).toBe(
      'create the label `docs agent` in acme/docs',
    );
  });
});

describe('wordsMarkdown: inline Markdown, as GitHub renders it', () => {
  test('a value as inline code, the text escaped', () => {
    const markdown = wordsMarkdown(say`the label ${code('*agent*')} is on #${12}: <b>ok</b>`, keep);
    expect(markdown).toBe('the label `*agent*` is on \\#\u200b12\\: &lt;b&gt;ok&lt;/b&gt;');
    const rendered = render(markdown);
    expectSafelyRendered(rendered);
    expect(rendered.text).toBe('the label *agent* is on #12: <b>ok</b>');
    expect(rendered.tags).toEqual(['p', 'code']);
  });

  test('each part is redacted before it is escaped, so an escape cannot hide a secret', () => {
    const redact = (text: string) => text.replaceAll('s3c_ret', '***');
    expect(wordsMarkdown(say`key s3c_ret in ${code('s3c_ret')}`, redact)).toBe(
      'key \\*\\*\\* in `***`',
    );
  });
});
