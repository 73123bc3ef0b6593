/**
 * The e-mails' texts per language (locales/*.json), and what the public tracking page already
 * says in the reader's words (locales/{lang}/tracking.json of the site: one source): the four
 * known statuses, the neutral place and the line that explains a problem.
 */
import {
  ADMIN_LANGUAGE,
  FORMAT_LOCALES,
  isLanguage,
  type Language,
  LANGUAGES,
} from '#site/src/lib/i18n/languages.ts';
import { isNeutralPlace } from '#site/src/lib/shipments/neutral-place.ts';
import { knownStatus } from '#site/src/lib/shipments/status.ts';
import siteDe from '#site/locales/de/tracking.json' with { type: 'json' };
import siteEn from '#site/locales/en/tracking.json' with { type: 'json' };
import siteEs from '#site/locales/es/tracking.json' with { type: 'json' };
import siteFr from '#site/locales/fr/tracking.json' with { type: 'json' };
import siteIt from '#site/locales/it/tracking.json' with { type: 'json' };
import siteNl from '#site/locales/nl/tracking.json' with { type: 'json' };
import sitePl from '#site/locales/pl/tracking.json' with { type: 'json' };
import staffRequests from '#site/locales/ro/requests.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import ro from './locales/ro.json' with { type: 'json' };

export type EmailLanguage = Language;
export const EMAIL_LANGUAGES = LANGUAGES;
export { FORMAT_LOCALES, isLanguage };

/** English is the reference bundle: every other one has exactly its keys (locales.test.ts). */
export type EmailStrings = typeof en;

export const EMAIL_STRINGS: Record<EmailLanguage, EmailStrings> = { de, en, fr, it, es, nl, pl };

/** The staff e-mails' language (the staff area's). */
export type StaffLanguage = typeof ADMIN_LANGUAGE;
export const STAFF_LANGUAGE: StaffLanguage = ADMIN_LANGUAGE;

/**
 * What a transport request's summary calls things (labels, kinds, loading methods), in the
 * seven languages and in Romanian for the staff notice: the same keys everywhere (tested). The
 * Romanian words are the staff screens' own (locales/ro/requests.json `request`): the request
 * page and the notice name a load alike.
 */
export type RequestStrings = EmailStrings['request'];
export const REQUEST_STRINGS: Record<EmailLanguage | StaffLanguage, RequestStrings> = {
  de: de.request,
  en: en.request,
  fr: fr.request,
  it: it.request,
  es: es.request,
  nl: nl.request,
  pl: pl.request,
  ro: staffRequests.request,
};

/** The staff e-mails' own texts (locales/ro.json). */
export const STAFF_STRINGS = ro;

const SITE_TRACKING: Record<EmailLanguage, typeof siteEn> = {
  de: siteDe,
  en: siteEn,
  fr: siteFr,
  it: siteIt,
  es: siteEs,
  nl: siteNl,
  pl: sitePl,
};

/** A known status in the reader's language; free text exactly as staff wrote it. */
export function statusText(status: string, language: EmailLanguage): string {
  const known = knownStatus(status);
  return known ? SITE_TRACKING[language].status[known] : status;
}

/** The neutral place ("Depozit" as stored) as the page writes it; any other place as stored. */
export function placeText(location: string, language: EmailLanguage): string {
  return isNeutralPlace(location) ? SITE_TRACKING[language].result.depot : location;
}

/** The page's line under a shipment with the status "issues": what happens next. */
export function issuesText(status: string, language: EmailLanguage): string | null {
  return knownStatus(status) === 'issues' ? SITE_TRACKING[language].progress.issues : null;
}

/** `{{name}}` placeholders filled in; an unknown one stays visible rather than vanishing. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
