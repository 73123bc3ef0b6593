/**
 * The e-mails' texts per language (common/email-texts/*.json), and what the public tracking page
 * already says in the reader's words (common/locales/{lang}/tracking.json, the site's bundle: one
 * source): the four known statuses, the neutral place and the line that explains a problem.
 */
import {
  ADMIN_LANGUAGE,
  FORMAT_LOCALES,
  isLanguage,
  type Language,
  LANGUAGES,
} from '#common/languages.ts';
import { isNeutralPlace } from '#common/shipments/neutral-place.ts';
import { knownStatus } from '#common/shipments/status.ts';
import siteDe from '#common/locales/de/tracking.json' with { type: 'json' };
import siteEn from '#common/locales/en/tracking.json' with { type: 'json' };
import siteEs from '#common/locales/es/tracking.json' with { type: 'json' };
import siteFr from '#common/locales/fr/tracking.json' with { type: 'json' };
import siteIt from '#common/locales/it/tracking.json' with { type: 'json' };
import siteNl from '#common/locales/nl/tracking.json' with { type: 'json' };
import sitePl from '#common/locales/pl/tracking.json' with { type: 'json' };
import staffRequests from '#common/locales/ro/requests.json' with { type: 'json' };
import de from '#common/email-texts/de.json' with { type: 'json' };
import en from '#common/email-texts/en.json' with { type: 'json' };
import es from '#common/email-texts/es.json' with { type: 'json' };
import fr from '#common/email-texts/fr.json' with { type: 'json' };
import it from '#common/email-texts/it.json' with { type: 'json' };
import nl from '#common/email-texts/nl.json' with { type: 'json' };
import pl from '#common/email-texts/pl.json' with { type: 'json' };
import ro from '#common/email-texts/ro.json' with { type: 'json' };

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
 * Romanian words are the staff screens' own (common/locales/ro/requests.json `request`): the request
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

/** The staff e-mails' own texts (common/email-texts/ro.json). */
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
