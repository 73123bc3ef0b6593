/** Every language is first-class: same keys everywhere, nothing empty, nothing left in English. */
import { describe, expect, it } from 'vitest';

import { ADMIN_LANGUAGE, LANGUAGES } from '#common/languages';

import { flatten, loadBundle as load, namespacesOf } from '../../test-support/locale-files';

/** Words other languages really use as they are (checked with native speakers' usage). */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  // Spanish and Italian "No" (the request form's answers); Dutch "Postcode".
  'No',
  'Postcode',
  'Contact',
  'Menu',
  'E-mail',
  'Home',
  'Impressum',
  'Status',
  'Error',
  'Name',
  'Notifications',
  // Dutch for a depot, as in English.
  'Depot',
  // German marks a field it does not require "optional", as English does.
  'optional',
  // French writes a report's signature and photos as English does (the proof, issue #52).
  'Signature',
  'Photos',
  // French counts minutes as English does (the privacy notice's periods).
  '{{count}} minute',
  '{{count}} minutes',
]);

/** Keys that are not words but CLDR patterns, which many languages share with English. */
const PATTERN_KEYS = new Set(['result.dateTimePattern', 'dayPattern']);

const publicNamespaces = namespacesOf('en');

/** i18next's plural suffixes: a counted word has one key per plural form of its language. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** 'stats.years_few' → 'stats.years_#': the forms differ per language, the word does not. */
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '_#');

/** Each counted word's plural forms in a bundle: base → suffixes, sorted. */
function pluralForms(bundle: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of bundle.keys()) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[1];
    if (suffix) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), suffix].sort());
  }
  return forms;
}

/** The forms a language needs (Polish: one, few, many, other), as i18next asks Intl for them. */
const categoriesOf = (lang: string) =>
  [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();

/** 'word: forms ≠ needed' for each counted word whose forms are not exactly its language's. */
function pluralMismatches(bundle: Map<string, string>, lang: string): string[] {
  const needed = categoriesOf(lang).join(',');
  return [...pluralForms(bundle)]
    .filter(([, suffixes]) => suffixes.join(',') !== needed)
    .map(([word, suffixes]) => `${lang}:${word}: ${suffixes.join(',')} ≠ ${needed}`);
}

describe.each(publicNamespaces)('namespace %s', (ns) => {
  const english = flatten(load('en', ns));

  it.each(LANGUAGES)('has every key, non-empty, in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    const words = (keys: Iterable<string>) => [...new Set([...keys].map(pluralBase))].sort();
    expect(words(bundle.keys())).toEqual(words(english.keys()));
    for (const [key, value] of bundle) expect(value.trim(), `${lang}:${key}`).not.toBe('');
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('is not left in English in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    const untranslated = [...bundle].filter(
      ([key, value]) =>
        value === english.get(key) && !SAME_AS_ENGLISH_ALLOWED.has(value) && !PATTERN_KEYS.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('has exactly the plural forms %s needs for every counted word', (lang) => {
    expect(pluralMismatches(flatten(load(lang, ns)), lang)).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the interpolation placeholders in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of bundle) {
      // A plural form English lacks (Polish "few") keeps the placeholders of English "other".
      const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      expect(placeholders(value), `${lang}:${key}`).toEqual(placeholders(source));
    }
  });
});

describe('language specifics', () => {
  it('never uses "escroc" in French (DECISIONS 7)', () => {
    for (const ns of publicNamespaces) {
      expect(JSON.stringify(load('fr', ns)).toLowerCase()).not.toContain('escroc');
    }
  });

  it('puts a no-break space before : ; ? ! in French, as the other texts do', () => {
    for (const ns of publicNamespaces) {
      for (const [key, value] of flatten(load('fr', ns))) {
        expect(value, `fr:${ns}:${key}`).not.toMatch(/ [:;?!]/);
      }
    }
  });

  it.each(LANGUAGES)('writes apostrophes as ’, never a typewriter quote, in %s', (lang) => {
    for (const ns of publicNamespaces) {
      for (const [key, value] of flatten(load(lang, ns))) {
        // A CLDR pattern quotes its literals so ("d 'de' MMM 'de' yyyy"): not text anyone reads.
        if (PATTERN_KEYS.has(key)) continue;
        expect(value, `${lang}:${ns}:${key}`).not.toContain("'");
      }
    }
  });

  it.each(['admin', 'shipments', 'requests'])(
    'keeps the staff area in Romanian, in namespaces of its own: %s',
    (ns) => {
      const staff = flatten(load(ADMIN_LANGUAGE, ns));
      expect(staff.size).toBeGreaterThan(0);
      expect(publicNamespaces).not.toContain(ns);
      expect(pluralMismatches(staff, ADMIN_LANGUAGE)).toEqual([]);
    },
  );

  it('finds a counted word that lacks a form or has one its language does not use', () => {
    const planted = new Map([
      ['stats.years_one', '{{count}} rok'],
      ['stats.years_many', '{{count}} lat'],
      ['stats.years_other', '{{count}} roku'],
      ['stats.trucks_one', '{{count}} ciężarówka'],
      ['stats.trucks_few', '{{count}} ciężarówki'],
      ['stats.trucks_many', '{{count}} ciężarówek'],
      ['stats.trucks_other', '{{count}} ciężarówki'],
    ]);
    expect(pluralMismatches(planted, 'pl')).toEqual([
      'pl:stats.years_#: many,one,other ≠ few,many,one,other',
    ]);
    expect(pluralMismatches(planted, 'en')).toEqual([
      'en:stats.years_#: many,one,other ≠ one,other',
      'en:stats.trucks_#: few,many,one,other ≠ one,other',
    ]);
  });
});
