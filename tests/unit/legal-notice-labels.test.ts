/**
 * The legal notice says the same thing in every language, each in its own words: every field
 * German names is labelled, not copied from German, and the person named is what German names,
 * the authorised managing director (§ 5 DDG), never a "responsible party" (a different legal
 * role, the one for editorial content).
 */
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '#common/languages';

import { flatten, loadBundle, wordPattern } from '../../test-support/locale-files';

const SOURCE = 'de';
const fieldsOf = (lang: string) =>
  new Map(
    [...flatten(loadBundle(lang, 'legal'))]
      .filter(([key]) => key.startsWith('fields.'))
      .map(([key, value]) => [key.slice('fields.'.length), value.trim()]),
  );

/** A label the same as German's because the language really writes it so. */
const SAME_AS_GERMAN_ALLOWED: Record<string, readonly string[]> = { pl: ['Telefon'] };

/** German legal terms, which no other language's label needs (W-IdNr. is a number's name). */
const GERMAN_TERMS = [
  'Amtsgericht',
  'Registergericht',
  'Handelsregister',
  'Geschäftsführer',
  'Vertretungsberechtigter',
  'Umsatzsteuer',
  'Impressum',
];

/** "Responsible" in each language: the wrong role for the person the notice names. */
const RESPONSIBLE: Record<string, readonly string[]> = {
  en: ['responsible'],
  fr: ['responsable'],
  it: ['responsabile'],
  es: ['responsable'],
  nl: ['verantwoordelijke'],
  pl: ['odpowiedzialna', 'odpowiedzialny', 'odpowiedzialnej'],
};

const others = LANGUAGES.filter((lang) => lang !== SOURCE);
const german = fieldsOf(SOURCE);

describe.each(others)('the legal notice in %s', (lang) => {
  const fields = fieldsOf(lang);

  it('labels every field German has', () => {
    expect(german.size).toBeGreaterThanOrEqual(8);
    for (const key of german.keys()) expect(fields.get(key), key).toMatch(/\p{L}/u);
  });

  it('labels them in its own words, not in German', () => {
    const allowed = SAME_AS_GERMAN_ALLOWED[lang] ?? [];
    const copied = [...german].filter(
      ([key, value]) => fields.get(key) === value && !allowed.includes(value),
    );
    expect(copied.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    const terms = wordPattern(GERMAN_TERMS, 'iu');
    const germanWords = [...fields].filter(([, value]) => terms.test(value));
    expect(germanWords.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it('names the authorised managing director, as German does', () => {
    const wrongRole = wordPattern(RESPONSIBLE[lang] ?? [], 'iu');
    const description = flatten(loadBundle(lang, 'common')).get('meta.legal.description') ?? '';
    expect(fields.get('responsible')).not.toMatch(wrongRole);
    expect(description).not.toMatch(wrongRole);
  });
});
