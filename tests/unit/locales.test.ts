/** Every language is first-class: same keys everywhere, nothing empty, nothing left in English. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ADMIN_LANGUAGE, LANGUAGES } from '../../src/lib/i18n/languages';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));

/** Words other languages really use as they are (checked with native speakers' usage). */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Contact',
  'Menu',
  'E-mail',
  'Home',
  'Impressum',
  'Status',
  'Error',
  'Name',
  'Notifications',
]);

type Tree = { [key: string]: string | Tree };

function load(lang: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [k, v] of flatten(value, full)) entries.set(k, v);
  }
  return entries;
}

const publicNamespaces = readdirSync(path.join(LOCALES, 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

describe.each(publicNamespaces)('namespace %s', (ns) => {
  const english = flatten(load('en', ns));

  it.each(LANGUAGES)('has every key, non-empty, in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    expect([...bundle.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of bundle) expect(value.trim(), `${lang}:${key}`).not.toBe('');
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('is not left in English in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    const untranslated = [...bundle].filter(
      ([key, value]) => value === english.get(key) && !SAME_AS_ENGLISH_ALLOWED.has(value),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('keeps the interpolation placeholders in %s', (lang) => {
    const bundle = flatten(load(lang, ns));
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of english) {
      expect(placeholders(bundle.get(key) ?? ''), `${lang}:${key}`).toEqual(placeholders(value));
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
        expect(value, `${lang}:${ns}:${key}`).not.toContain("'");
      }
    }
  });

  it('keeps the staff area in Romanian, in a namespace of its own', () => {
    const admin = flatten(load(ADMIN_LANGUAGE, 'admin'));
    expect(admin.size).toBeGreaterThan(0);
    expect(publicNamespaces).not.toContain('admin');
  });
});
