import { describe, expect, it } from 'vitest';

import { type InfoText, shownInfo } from './info-text';

const german: InfoText = { lang: 'de', title: 'Hinweis', content: 'Text' };
const english: InfoText = { lang: 'en', title: 'Notice', content: 'Text' };
const blankPolish: InfoText = { lang: 'pl', title: '  ', content: '\n' };

describe('shownInfo (DECISIONS 15)', () => {
  it("shows the page's own language", () => {
    expect(shownInfo([german, english], 'en')).toBe(english);
    expect(shownInfo([german, english], 'de')).toBe(german);
  });

  it('falls back to German when the language has no text or only blanks', () => {
    expect(shownInfo([german, english], 'fr')).toBe(german);
    expect(shownInfo([german, blankPolish], 'pl')).toBe(german);
  });

  it('counts a title or a content alone as text', () => {
    const titleOnly: InfoText = { lang: 'it', title: 'Avviso', content: '' };
    expect(shownInfo([german, titleOnly], 'it')).toBe(titleOnly);
  });

  it('shows nothing when neither the language nor German has text', () => {
    expect(shownInfo([blankPolish, { ...german, title: '', content: '' }], 'pl')).toBeNull();
    expect(shownInfo([], 'en')).toBeNull();
  });
});
