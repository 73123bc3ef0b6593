/**
 * The site's paths that the e-mails link to as well: each page's canonical slug per language,
 * and the staff routes. The site's route manifest (src/lib/routes/route-manifest.ts) adds the
 * former slugs, the aliases and everything else a URL can be; the e-mails build their links
 * here, so a slug changed for the site changes in every e-mail too.
 */
import type { Language } from '../languages.ts';

export const PAGE_IDS = [
  'home',
  'about',
  'services',
  'special',
  'tracking',
  'contact',
  'request',
  'legal',
  'privacy',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The canonical slug per page and language ('' for home). */
export const PAGE_SLUGS: Record<PageId, Record<Language, string>> = {
  home: { de: '', en: '', fr: '', it: '', es: '', nl: '', pl: '' },
  about: {
    de: 'ueber-uns',
    en: 'about-us',
    fr: 'a-propos',
    it: 'chi-siamo',
    es: 'sobre-nosotros',
    nl: 'over-ons',
    pl: 'o-nas',
  },
  services: {
    de: 'treuhandservice',
    en: 'escrow-service',
    // DECISIONS 7: "services-escroc" reads "swindler services"; kept as an alias only.
    fr: 'service-sequestre',
    // "Servizio fiduciario" reads as a trust company; the menu says "Deposito a garanzia".
    it: 'deposito-a-garanzia',
    es: 'deposito-en-garantia',
    nl: 'escrow-service',
    pl: 'usluga-escrow',
  },
  special: {
    de: 'spezialtransporte',
    en: 'special-transport',
    fr: 'transport-special',
    it: 'trasporto-speciale',
    es: 'transporte-especial',
    nl: 'speciaal-transport',
    pl: 'transport-specjalistyczny',
  },
  tracking: {
    de: 'sendungsverfolgung',
    en: 'tracking',
    fr: 'suivi',
    it: 'tracciamento',
    es: 'seguimiento',
    nl: 'track-en-trace',
    pl: 'sledzenie-przesylek',
  },
  contact: {
    de: 'kontakt',
    en: 'contact',
    fr: 'contact',
    it: 'contatti',
    es: 'contacto',
    nl: 'contact',
    pl: 'kontakt',
  },
  request: {
    de: 'transportanfrage',
    en: 'transport-request',
    fr: 'demande-de-transport',
    it: 'richiesta-di-trasporto',
    es: 'solicitud-de-transporte',
    nl: 'transportaanvraag',
    pl: 'zapytanie-o-transport',
  },
  legal: {
    de: 'impressum',
    en: 'legal-notice',
    fr: 'mentions-legales',
    it: 'note-legali',
    es: 'aviso-legal',
    nl: 'colofon',
    pl: 'nota-prawna',
  },
  privacy: {
    de: 'datenschutz',
    en: 'privacy',
    fr: 'confidentialite',
    it: 'privacy',
    es: 'privacidad',
    nl: 'privacy',
    pl: 'polityka-prywatnosci',
  },
};

/** '/de/sendungsverfolgung' (+ the query string, kept as given). */
export function pathFor(page: PageId, lang: Language, search = ''): string {
  const slug = PAGE_SLUGS[page][lang];
  return `/${lang}${slug ? `/${slug}` : ''}${search}`;
}

/** Staff routes, outside the language prefix, never indexed. */
export const ADMIN_PATHS = {
  login: '/login',
  shipments: '/admin/tracking',
  // Issue #37: the transport requests ("Cereri") and one request by its reference.
  requests: '/admin/requests',
  request: '/admin/requests/:reference',
  // Issue #53: the escrows waiting for staff ("Escrow: de făcut").
  escrow: '/admin/escrow',
  info: '/admin/info',
  staff: '/admin/staff',
  content: '/admin/content',
} as const;
export type AdminRoute = keyof typeof ADMIN_PATHS;
