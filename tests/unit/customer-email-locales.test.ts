/**
 * The customer e-mails' texts (common/email-texts): the same keys and
 * the same {{placeholders}} in all seven languages, nothing empty, the formal address, and the
 * tracking page's slug as the site's route manifest spells it.
 */
import { describe, expect, it } from 'vitest';

import {
  EMAIL_LANGUAGES,
  EMAIL_STRINGS,
} from '../../supabase/functions/email-outbox/email/strings.ts';
import { flatten } from '../../test-support/locale-files';

const flat = (lang: (typeof EMAIL_LANGUAGES)[number]) => flatten(EMAIL_STRINGS[lang]);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('customer e-mail texts', () => {
  const reference = flat('en');

  it.each(EMAIL_LANGUAGES)('%s has exactly the English keys, none empty', (lang) => {
    const bundle = flat(lang);
    expect([...bundle.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of bundle) expect(value.trim(), `${lang}: ${key}`).not.toBe('');
  });

  it.each(EMAIL_LANGUAGES)('%s uses the same placeholders as English in every text', (lang) => {
    for (const [key, value] of flat(lang)) {
      expect(placeholders(value), `${lang}: ${key}`).toEqual(
        placeholders(reference.get(key) ?? ''),
      );
    }
  });

  // The polite form, and none of the familiar one (whole words, Unicode-aware).
  const FORMAL: Record<string, { polite: RegExp; familiar: RegExp }> = {
    de: {
      polite: /(?<!\p{L})(Sie|Ihre?n?)(?!\p{L})/u,
      familiar: /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu,
    },
    fr: {
      polite: /(?<!\p{L})vous(?!\p{L})/iu,
      familiar: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu,
    },
    it: {
      polite: /(?<!\p{L})(Sua|Suo|La)(?!\p{L})/u,
      familiar: /(?<!\p{L})(tu|tuo|tua|ti)(?!\p{L})/iu,
    },
    es: {
      polite: /(?<!\p{L})(su|le|usted)(?!\p{L})/iu,
      familiar: /(?<!\p{L})(tú|tu|te|ti)(?!\p{L})/iu,
    },
    nl: {
      polite: /(?<!\p{L})(u|uw)(?!\p{L})/iu,
      familiar: /(?<!\p{L})(je|jij|jou|jouw)(?!\p{L})/iu,
    },
    pl: { polite: /Państw/u, familiar: /(?<!\p{L})(ty|twoj\p{L}*|twój|ciebie|cię)(?!\p{L})/iu },
  };

  it.each(Object.keys(FORMAL))('%s addresses the reader formally', (lang) => {
    const texts = [...flat(lang as (typeof EMAIL_LANGUAGES)[number]).values()].join('\n');
    const rule = FORMAL[lang];
    expect(texts).toMatch(rule?.polite ?? /^$/);
    expect(texts).not.toMatch(rule?.familiar ?? /^$/);
  });
});
