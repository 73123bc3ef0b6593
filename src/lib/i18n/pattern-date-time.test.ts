import { describe, expect, it } from 'vitest';

import { FORMAT_LOCALES, LANGUAGES } from '#common/languages';

import { formatPatternDateTime } from './pattern-date-time';

type TrackingTexts = { result: { dateTimePattern: string; months: string } };
const texts = import.meta.glob<TrackingTexts>('/common/locales/*/tracking.json', {
  eager: true,
  import: 'default',
});

function trackingTexts(lang: string): TrackingTexts['result'] {
  const found = texts[`/common/locales/${lang}/tracking.json`];
  if (!found) throw new Error(`no tracking texts for ${lang}`);
  return found.result;
}

type EscrowTexts = { dayPattern: string; months: string };
const escrowTexts = import.meta.glob<EscrowTexts>('/locales/*/escrow.json', {
  eager: true,
  import: 'default',
});

describe('formatPatternDateTime', () => {
  // Every month, single- and double-digit days and hours, midnight and the last minute.
  const moments = Array.from({ length: 12 }, (_, month) => [
    new Date(2026, month, 5, 9, 7),
    new Date(2027, month, 28, 0, 0),
    new Date(2025, month, 14, 23, 59),
  ]).flat();

  it.each(LANGUAGES)('writes %s as Intl does (CLDR medium date, short time)', (lang) => {
    const { dateTimePattern, months } = trackingTexts(lang);
    const intl = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const ours = moments.map((m) =>
      formatPatternDateTime(m.toISOString(), dateTimePattern, months),
    );
    expect(ours).toEqual(moments.map((m) => intl.format(m)));
  });

  it.each(LANGUAGES)(
    'writes the escrow panel’s days in %s as Intl does (CLDR long date), Spanish literals too',
    (lang) => {
      const { dayPattern, months } = escrowTexts[`/locales/${lang}/escrow.json`]!;
      const intl = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'long' });
      const ours = moments.map((m) => formatPatternDateTime(m.toISOString(), dayPattern, months));
      expect(ours).toEqual(moments.map((m) => intl.format(m)));
    },
  );

  it('has twelve month names in every language', () => {
    for (const lang of LANGUAGES) {
      expect({ lang, months: trackingTexts(lang).months.split(' ').length }).toEqual({
        lang,
        months: 12,
      });
    }
  });

  it('gives null for a date it cannot read', () => {
    expect(formatPatternDateTime('not a date', 'd MMM yyyy', 'a b c d e f g h i j k l')).toBeNull();
  });
});
