import { describe, expect, it } from 'vitest';

import { readInfoTexts } from './info-text-schema';

describe('readInfoTexts', () => {
  it('keeps exactly lang, title and content of each row', () => {
    const rows = [
      { lang: 'de', title: 'Hinweis', content: 'Text', updated_at: '2026-11-23T10:00:00Z' },
      { lang: 'pl', title: '', content: 'Zażółć gęślą jaźń <script>' },
    ];
    expect(readInfoTexts(rows)).toEqual([
      { lang: 'de', title: 'Hinweis', content: 'Text' },
      { lang: 'pl', title: '', content: 'Zażółć gęślą jaźń <script>' },
    ]);
  });

  it('reads an empty answer as no texts', () => {
    expect(readInfoTexts([])).toEqual([]);
  });

  it('refuses an answer that is not a list of rows', () => {
    for (const answer of [null, undefined, 'de', { lang: 'de', title: '', content: '' }]) {
      expect(() => readInfoTexts(answer)).toThrow(
        new TypeError('info_content: expected an array of rows'),
      );
    }
  });

  it('names the first row with an unknown language or a missing or non-text field', () => {
    const good = { lang: 'de', title: 'Hinweis', content: 'Text' };
    for (const bad of [
      { ...good, lang: 'ro' },
      { ...good, lang: 'DE' },
      { lang: 'de', content: 'Text' },
      { ...good, title: null },
      { ...good, content: 42 },
      null,
      'de',
    ]) {
      expect(() => readInfoTexts([good, bad])).toThrow(
        new TypeError('info_content row 1: expected { lang, title, content }'),
      );
    }
  });
});
