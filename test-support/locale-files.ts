/** The translation bundles as the unit tests read them: one JSON file per language and namespace. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site's own bundles, and those the e-mails read too (common/locales). */
const LOCALE_FOLDERS = ['../locales', '../common/locales'].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);

export type Tree = { [key: string]: string | Tree };

export function loadBundle(lang: string, ns: string): Tree {
  const file = LOCALE_FOLDERS.map((folder) => path.join(folder, lang, `${ns}.json`)).find(
    existsSync,
  );
  if (!file) throw new Error(`no bundle ${lang}/${ns}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** 'a.b.0.c' → text, arrays included (their indexes become keys). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [k, v] of flatten(value, full)) entries.set(k, v);
  }
  return entries;
}

/** Every namespace a language has on disk (the staff language has only `admin`). */
export function namespacesOf(lang: string): string[] {
  return LOCALE_FOLDERS.flatMap((folder) =>
    existsSync(path.join(folder, lang)) ? readdirSync(path.join(folder, lang)) : [],
  ).map((file) => file.replace(/\.json$/, ''));
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words or phrases only: \b does not know ș, ł or é, so letters are Unicode classes. */
export function wordPattern(words: readonly string[], flags = 'giu'): RegExp {
  const alternatives = words.map(escape).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);
}

/**
 * Texts a bundle writes in another language on purpose: the offer dialog's price examples, one
 * in each customer's language ("1.850 EUR zzgl. 19 % MwSt."). Not words of the bundle's own.
 */
const IN_ANOTHER_LANGUAGE = ['requests:offer.priceExamples.'];

/** The words of 4+ letters of every text a language has, lower case. */
function wordsOf(lang: string): Set<string> {
  const found = new Set<string>();
  for (const ns of namespacesOf(lang)) {
    for (const [key, text] of flatten(loadBundle(lang, ns))) {
      if (IN_ANOTHER_LANGUAGE.some((prefix) => `${ns}:${key}`.startsWith(prefix))) continue;
      for (const [word] of text.toLowerCase().matchAll(/\p{L}{4,}/gu)) found.add(word);
    }
  }
  return found;
}

/**
 * Words only the staff area's Romanian has: every word of 4+ letters in locales/ro that no
 * public language's texts use ("container" or "tractor" are English too). A customer-facing
 * text holding one was written for staff (issue #49).
 */
export function romanianOnlyWords(publicLanguages: readonly string[]): Set<string> {
  const publicWords = new Set(publicLanguages.flatMap((lang) => [...wordsOf(lang)]));
  return new Set([...wordsOf('ro')].filter((word) => !publicWords.has(word)));
}

/** The Romanian-only words (romanianOnlyWords) among a text's words. */
export function romanianWordsIn(text: string, romanian: Set<string>): string[] {
  return [...text.toLowerCase().matchAll(/\p{L}{4,}/gu)]
    .map(([word]) => word)
    .filter((word) => romanian.has(word));
}
