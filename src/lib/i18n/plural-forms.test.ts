/**
 * Counted words take their language's plural form, picked by i18next from the count: Polish
 * has four ("1 rok, 2 lata, 5 lat, 22 lata, 25 lat"), German or English two. Run through the
 * site's own i18next set-up with the real bundles.
 */
import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '#common/languages';

import { resourcesFor } from './eager-resources';
import { createI18n } from './i18n';

/** Every bundle, as the prerender hands them to i18next. */
const resources: Resource = Object.assign({}, ...LANGUAGES.map(resourcesFor)) as Resource;

function texts(lang: string) {
  const i18n = createI18n({ lng: lang, resources });
  return {
    years: (count: number) => i18n.t('home:stats.years', { count }),
    transports: (count: number) => i18n.t('home:stats.transports', { count }),
    experience: (count: number) =>
      i18n.t('special:system.experience', { count, transports: String(count) }),
  };
}

describe('Polish', () => {
  const pl = texts('pl');

  it.each([
    [1, 'rok doświadczenia'],
    [2, 'lata doświadczenia'],
    [5, 'lat doświadczenia'],
    [12, 'lat doświadczenia'],
    [22, 'lata doświadczenia'],
    [25, 'lat doświadczenia'],
  ])('says %i %s', (count, expected) => {
    expect(pl.years(count)).toBe(expected);
  });

  it.each([
    [1, 'zrealizowany transport'],
    [2, 'zrealizowane transporty'],
    [5, 'zrealizowanych transportów'],
    [22, 'zrealizowane transporty'],
    [25, 'zrealizowanych transportów'],
    [5000, 'zrealizowanych transportów'],
  ])('labels %i as %s', (count, expected) => {
    expect(pl.transports(count)).toBe(expected);
  });

  it.each([
    [1, 'transportu'],
    [2, 'transportów'],
    [5, 'transportów'],
    [22, 'transportów'],
    [25, 'transportów'],
  ])('puts %i after "podczas" in the genitive: %s', (count, noun) => {
    expect(pl.experience(count)).toBe(`Doświadczenie zdobyte podczas ponad ${count} ${noun}`);
  });
});

describe.each([
  [
    'de',
    'Jahr Erfahrung',
    'Jahre Erfahrung',
    'durchgeführter Transport',
    'durchgeführte Transporte',
  ],
  [
    'en',
    'year of experience',
    'years of experience',
    'transport completed',
    'transports completed',
  ],
  ['fr', 'an d’expérience', 'ans d’expérience', 'transport effectué', 'transports effectués'],
  [
    'it',
    'anno di esperienza',
    'anni di esperienza',
    'trasporto effettuato',
    'trasporti effettuati',
  ],
  [
    'es',
    'año de experiencia',
    'años de experiencia',
    'transporte realizado',
    'transportes realizados',
  ],
  ['nl', 'jaar ervaring', 'jaar ervaring', 'uitgevoerd transport', 'uitgevoerde transporten'],
] as const)('%s', (lang, oneYear, years, oneTransport, transports) => {
  const t = texts(lang);

  it('has a singular for one and a plural for more, including a million', () => {
    expect([t.years(1), t.years(2), t.years(6), t.years(1_000_000)]).toEqual([
      oneYear,
      years,
      years,
      years,
    ]);
    expect([t.transports(1), t.transports(5000), t.transports(1_000_000)]).toEqual([
      oneTransport,
      transports,
      transports,
    ]);
    expect(t.experience(1)).not.toBe(t.experience(2).replace('2', '1'));
  });
});
