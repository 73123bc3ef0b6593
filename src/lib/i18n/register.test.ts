/**
 * Every public page speaks formally (DECISIONS 19). A bundle that slips into the informal
 * address, or mixes both, is caught here by the pronouns and the few verb forms that can only
 * address one reader informally. Verb endings in general cannot be told apart by a word list, so
 * imperatives are left to review; pronouns carry the register in every sentence that has one.
 */
import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Words = {
  informal: readonly string[];
  formal: readonly string[];
  /** German capitalises the formal pronouns; lower-case "sie"/"ihr" mean she/they/her. */
  formalCaseSensitive?: boolean;
};

const REGISTER_WORDS: Record<string, Words> = {
  de: {
    informal: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'],
    formal: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres'],
    formalCaseSensitive: true,
  },
  fr: {
    // "ton" is left out: it is also "tone"; "ta"/"tes"/"te" catch the same slip.
    informal: ['tu', 'te', 'toi', 'ta', 'tes', 't’', "t'"],
    formal: ['vous', 'votre', 'vos'],
  },
  it: {
    informal: ['tu', 'ti', 'te', 'tuo', 'tua', 'tuoi', 'tue', 'hai', 'puoi', 'vuoi', 'sai'],
    // "La"/"Le" are left out: at a sentence start they are the articles, not the pronouns.
    formal: ['Lei', 'Suo', 'Sua', 'Suoi', 'Sue'],
    formalCaseSensitive: true,
  },
  es: {
    informal: ['tú', 'te', 'ti', 'tu', 'tus', 'contigo', 'tuyo', 'tuya'],
    // "su"/"sus" are left out: they are just as much "his/her/their".
    formal: ['usted', 'ustedes'],
  },
  nl: {
    informal: ['jij', 'je', 'jou', 'jouw', 'jullie'],
    formal: ['u', 'uw'],
  },
  pl: {
    // "ci" is left out: it is also "those" (ci klienci); "cię"/"tobie" catch the pronoun.
    informal: [
      'ty',
      'ciebie',
      'cię',
      'tobie',
      'tobą',
      'twój',
      'twoja',
      'twoje',
      'twojego',
      'twojej',
      'twoim',
      'twoją',
      'twoich',
      'twoimi',
      'jesteś',
      'masz',
      'możesz',
      'chcesz',
      'wiesz',
    ],
    formal: ['państwo', 'państwa', 'państwu', 'państwem', 'pan', 'pani', 'pana', 'panu', 'panią'],
  },
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function texts(lang: string): string[] {
  return Object.entries(bundles)
    .filter(([file]) => file.includes(`/locales/${lang}/`))
    .flatMap(([, bundle]) => strings(bundle));
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: \b does not know ł, ś or é, so letters are spelled out as Unicode classes. */
function wordPattern(words: readonly string[], caseSensitive: boolean): RegExp {
  const alternatives = words.map(escape).join('|');
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`,
    caseSensitive ? 'gu' : 'giu',
  );
}

function hits(lang: string, words: readonly string[], caseSensitive: boolean): string[] {
  const pattern = wordPattern(words, caseSensitive);
  return texts(lang).flatMap((text) =>
    [...text.matchAll(pattern)].map((match) => `${match[0]} … ${text.slice(0, 60)}`),
  );
}

describe.each(Object.entries(REGISTER_WORDS))('register of %s', (lang, words) => {
  const informal = hits(lang, words.informal, false);
  const formal = hits(lang, words.formal, words.formalCaseSensitive ?? false);

  it('has texts to check', () => {
    expect(texts(lang).length).toBeGreaterThan(100);
  });

  it('does not mix the formal and the informal address', () => {
    expect(informal.length === 0 || formal.length === 0, informal.join('\n')).toBe(true);
  });

  it('addresses the reader formally (DECISIONS 19)', () => {
    expect(informal).toEqual([]);
  });
});

describe('the word lists', () => {
  it('find an informal word between punctuation and a formal one in a mixed sentence', () => {
    const pattern = wordPattern(REGISTER_WORDS.pl!.informal, false);
    expect('Prosimy o kontakt, Twój transport'.match(pattern)).toEqual(['Twój']);
    expect('Wiadomość dla Państwa – masz pytania?'.match(pattern)).toEqual(['masz']);
    expect('twojemu'.match(pattern)).toBeNull();
    expect('Skontaktujemy się z Państwem. Sprawdzimy, czy ci klienci'.match(pattern)).toBeNull();
    expect('Il tuo carico'.match(wordPattern(REGISTER_WORDS.it!.informal, false))).toEqual(['tuo']);
    expect('Inserisca il Suo numero'.match(wordPattern(REGISTER_WORDS.it!.formal, true))).toEqual([
      'Suo',
    ]);
  });
});
