import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COMPANY } from '@/lib/company';
import type { Language } from '@/lib/i18n/languages';
import { PRIVACY_FACTS } from '@/lib/privacy-facts';
import { renderInLanguage } from '@/testing/render-in-language';

import { PrivacyPage } from './privacy-page';

afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * What each language's notice must say: its title, its six headings, the three periods (a failed
 * lookup's address: its 15-minute window plus the 5 minutes between purges, issue #48).
 */
const EXPECTED: Record<
  Language,
  { title: string; headings: string[]; periods: [string, string, string] }
> = {
  de: {
    title: 'Datenschutzerklärung',
    headings: [
      'Verantwortlicher',
      'Welche Daten wir speichern',
      'Zwecke und Rechtsgrundlagen',
      'Speicherdauer',
      'Auftragsverarbeiter',
      'Ihre Rechte',
    ],
    periods: [
      'automatisch nach 6 Monaten ab ihrem Eingang',
      'nach 30 Tagen',
      'spätestens nach 20 Minuten',
    ],
  },
  en: {
    title: 'Privacy notice',
    headings: [
      'Controller',
      'What we store',
      'Purposes and legal bases',
      'How long we keep data',
      'Who processes data on our behalf',
      'Your rights',
    ],
    periods: ['automatically 6 months after they reach us', 'after 30 days', 'within 20 minutes'],
  },
  fr: {
    title: 'Politique de confidentialité',
    headings: [
      'Responsable du traitement',
      'Les données que nous conservons',
      'Finalités et bases juridiques',
      'Durée de conservation',
      'Sous-traitants',
      'Vos droits',
    ],
    periods: [
      'automatiquement 6 mois après leur réception',
      'au bout de 30 jours',
      'au plus tard au bout de 20 minutes',
    ],
  },
  it: {
    title: 'Informativa sulla privacy',
    headings: [
      'Titolare del trattamento',
      'Quali dati conserviamo',
      'Finalità e basi giuridiche',
      'Per quanto tempo conserviamo i dati',
      'Responsabili del trattamento',
      'I Suoi diritti',
    ],
    periods: ['automaticamente 6 mesi dopo la ricezione', 'dopo 30 giorni', 'entro 20 minuti'],
  },
  es: {
    title: 'Política de privacidad',
    headings: [
      'Responsable del tratamiento',
      'Qué datos conservamos',
      'Finalidades y bases jurídicas',
      'Plazos de conservación',
      'Encargados del tratamiento',
      'Sus derechos',
    ],
    periods: [
      'automáticamente 6 meses después de su recepción',
      'al cabo de 30 días',
      'en un plazo máximo de 20 minutos',
    ],
  },
  nl: {
    title: 'Privacyverklaring',
    headings: [
      'Verwerkingsverantwoordelijke',
      'Welke gegevens wij bewaren',
      'Doeleinden en rechtsgronden',
      'Hoe lang wij gegevens bewaren',
      'Verwerkers',
      'Uw rechten',
    ],
    periods: ['6 maanden na ontvangst automatisch verwijderd', 'na 30 dagen', 'binnen 20 minuten'],
  },
  pl: {
    title: 'Polityka prywatności',
    headings: [
      'Administrator danych',
      'Jakie dane przechowujemy',
      'Cele i podstawy prawne',
      'Okres przechowywania',
      'Podmioty przetwarzające',
      'Państwa prawa',
    ],
    periods: [
      'usuwane po 6 miesiącach od ich otrzymania',
      'po 30 dniach',
      'najpóźniej po 20 minutach',
    ],
  },
};

const LANGUAGES = Object.keys(EXPECTED) as Language[];

describe.each(LANGUAGES)('PrivacyPage in %s', (lang) => {
  const expected = EXPECTED[lang];

  it('has its title and the six sections, in order, each a named region', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderInLanguage(<PrivacyPage />, { lang });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expected.headings,
    );
    for (const heading of expected.headings) {
      expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    }
    // Seven kinds of data, each under its own heading.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it('says how long requests, spam and failed tracking lookups are kept', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderInLanguage(<PrivacyPage />, { lang });
    const retention = screen.getByRole('region', { name: expected.headings[3] });
    const items = within(retention)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(9);
    const [requests, spam, , , tracking] = items;
    expect(requests).toContain(expected.periods[0]);
    expect(spam).toContain(expected.periods[1]);
    expect(tracking).toContain(expected.periods[2]);
    expect(retention.textContent).not.toMatch(/\{\{|units\./);
  });

  it('names the controller from the company facts and the processors’ placeholders', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderInLanguage(<PrivacyPage />, { lang });
    const controller = screen.getByRole('region', { name: expected.headings[0] });
    expect(controller.querySelector('address')).toHaveTextContent(COMPANY.name);
    expect(controller).toHaveTextContent(COMPANY.legal.responsible);
    expect(within(controller).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    expect(within(controller).getByRole('link', { name: COMPANY.phone.display })).toHaveAttribute(
      'href',
      `tel:${COMPANY.phone.tel}`,
    );
    const processors = screen.getByRole('region', { name: expected.headings[4] });
    for (const fact of [
      PRIVACY_FACTS.backendRegion,
      PRIVACY_FACTS.mailProvider,
      PRIVACY_FACTS.websiteHost,
    ]) {
      expect(processors).toHaveTextContent(fact);
    }
    expect(processors).toHaveTextContent('Supabase, Inc.');
    const rights = screen.getByRole('region', { name: expected.headings[5] });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
    expect(rights).toHaveTextContent(PRIVACY_FACTS.supervisoryAuthority);
    for (const article of [15, 16, 17, 18, 20, 21, 77]) {
      expect(rights.textContent).toMatch(new RegExp(`\\b${article}\\b`));
    }
  });

  it('mentions Google Maps only in a build with a maps key (DECISIONS 14)', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const { unmount } = renderInLanguage(<PrivacyPage />, { lang });
    const withoutKey = screen.getByRole('region', { name: expected.headings[4] });
    expect(withoutKey).toHaveTextContent('OpenStreetMap');
    expect(withoutKey).not.toHaveTextContent('Google');
    unmount();

    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    renderInLanguage(<PrivacyPage />, { lang });
    const withKey = screen.getByRole('region', { name: expected.headings[4] });
    expect(withKey).toHaveTextContent('Google Ireland Limited, Gordon House, Barrow Street');
    expect(withKey).not.toHaveTextContent('OpenStreetMap');
  });

  it('asks for no consent: the page has no checkbox or form', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const { container } = renderInLanguage(<PrivacyPage />, { lang });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
  });
});
