import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMPANY } from '@/lib/company';
import { resourcesFor } from '@/lib/i18n/eager-resources';
import { PRIVACY_FACTS } from '@/lib/privacy-facts';
import { renderInLanguage } from '@/testing/render-in-language';
import type { Language } from '#common/languages';

import { PrivacyPage } from './privacy-page';

// The backend is out of reach here, so the owner's setting is never read: the periods it sets
// show their wording for any setting. privacy-page.stack.test.tsx reads the real one.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/**
 * What each language's notice must say: its title, its six headings, the three periods while
 * the owner's setting is unknown (the longest the setting allows for requests and spam; a failed
 * lookup's address: its 15-minute window plus the 5 minutes between purges, issue #48).
 */
const EXPECTED: Record<
  Language,
  {
    title: string;
    headings: string[];
    periods: [string, string, string];
    /** Among the e-mails it names: the one saying we cannot carry out a transport (#49). */
    rejection: string;
  }
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
      'Frist von höchstens 36 Monaten ab ihrem Eingang',
      'Frist von höchstens 365 Tagen',
      'spätestens nach 20 Minuten',
    ],
    rejection: 'wenn wir den Transport nicht übernehmen können, eine Nachricht darüber',
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
    periods: [
      'after a period we set, at most 36 months after they reach us',
      'after a period we set, at most 365 days after they reach us',
      'within 20 minutes',
    ],
    rejection: 'if we cannot carry out the transport, a message saying so',
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
      'un délai que nous fixons, au plus tard 36 mois après leur réception',
      'un délai que nous fixons, au plus tard 365 jours après leur réception',
      'au plus tard au bout de 20 minutes',
    ],
    rejection: 'si nous ne pouvons pas effectuer le transport, un message vous en informant',
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
    periods: [
      'un termine da noi stabilito, al più tardi 36 mesi dopo la ricezione',
      'un termine da noi stabilito, al più tardi 365 giorni dopo la ricezione',
      'entro 20 minuti',
    ],
    rejection: 'se non possiamo effettuare il trasporto, un messaggio per informarLa',
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
      'un plazo que fijamos nosotros, como máximo 36 meses después de su recepción',
      'un plazo que fijamos nosotros, como máximo 365 días después de su recepción',
      'en un plazo máximo de 20 minutos',
    ],
    rejection: 'si no podemos realizar el transporte, un mensaje para comunicárselo',
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
    periods: [
      'een door ons vastgestelde termijn, uiterlijk 36 maanden na ontvangst',
      'een door ons vastgestelde termijn, uiterlijk 365 dagen na ontvangst',
      'binnen 20 minuten',
    ],
    rejection: 'als wij het transport niet kunnen uitvoeren, een bericht daarover',
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
      'ustalonego przez nas okresu, najpóźniej po 36 miesiącach od ich otrzymania',
      'ustalonego przez nas okresu, najpóźniej po 365 dniach od ich otrzymania',
      'najpóźniej po 20 minutach',
    ],
    rejection: 'jeśli nie możemy zrealizować transportu, wiadomość z tą informacją',
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

  it('names the rejection of a request among the e-mails it sends', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderInLanguage(<PrivacyPage />, { lang });
    const stored = screen.getByRole('region', { name: expected.headings[1] });
    expect(stored.textContent).toContain(expected.rejection);
  });

  it('says how long requests, spam and failed lookups are kept, without the owner’s setting', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderInLanguage(<PrivacyPage />, { lang });
    // Asked, and refused: what is shown is the answer to "unreachable", not to "not asked yet".
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
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

  it('names the controller from the company facts, and the processors not yet known by placeholders in its language', () => {
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
    const bundle = resourcesFor(lang)[lang]!.privacy as {
      placeholders: Record<keyof typeof PRIVACY_FACTS, string>;
    };
    const { placeholders } = bundle;
    const shown = (name: keyof typeof PRIVACY_FACTS) => PRIVACY_FACTS[name] ?? placeholders[name];
    const processors = screen.getByRole('region', { name: expected.headings[4] });
    for (const name of ['backendRegion', 'mailProvider', 'websiteHost'] as const) {
      expect(processors).toHaveTextContent(shown(name));
    }
    expect(processors).toHaveTextContent('Supabase, Inc.');
    const rights = screen.getByRole('region', { name: expected.headings[5] });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
    expect(rights).toHaveTextContent(shown('supervisoryAuthority'));
    // The German placeholders once stood on every page (review X-5).
    if (lang !== 'de') expect(document.body).not.toHaveTextContent('Platzhalter');
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
