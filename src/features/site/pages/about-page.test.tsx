import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { AboutPage } from './about-page';

const SECTIONS = {
  en: [
    'Special transport',
    'Family business',
    'Individual solutions',
    'Safety',
    'Communication',
    'Partnership',
  ],
  de: [
    'Spezialtransporte',
    'Familienbetrieb',
    'Individuelle Lösungen',
    'Sicherheit',
    'Kommunikation',
    'Partnerschaft',
  ],
} as const;

describe('AboutPage', () => {
  it.each(['en', 'de'] as const)('has six titled sections, each with its text (%s)', (lang) => {
    renderInLanguage(<AboutPage />, { lang });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      lang === 'en' ? 'About us' : 'Über uns',
    );
    for (const title of SECTIONS[lang]) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(within(section).getByRole('paragraph').textContent?.length).toBeGreaterThan(100);
    }
  });

  it('asks the insurance question instead of claiming cover', () => {
    renderInLanguage(<AboutPage />, { lang: 'en' });
    expect(screen.getByRole('region', { name: 'Safety' })).toHaveTextContent(
      'how is my load insured in transit, and up to what value?',
    );
  });

  it('takes the permit limits from the constants, written per language', () => {
    renderInLanguage(<AboutPage />, { lang: 'de' });
    expect(screen.getByRole('region', { name: 'Spezialtransporte' })).toHaveTextContent(
      'Ladungen bis 4,0 m Höhe und 3,70 m Breite',
    );
  });
});
