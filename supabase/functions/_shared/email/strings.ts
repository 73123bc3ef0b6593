/**
 * The e-mails' texts per language (locales/*.json), and the four known statuses in the words
 * the public tracking page uses (locales/{lang}/tracking.json of the site: one source).
 */
import {
  FORMAT_LOCALES,
  isLanguage,
  type Language,
  LANGUAGES,
} from '../../../../src/lib/i18n/languages.ts';
import { knownStatus } from '../../../../src/lib/shipments/status.ts';
import siteDe from '../../../../locales/de/tracking.json' with { type: 'json' };
import siteEn from '../../../../locales/en/tracking.json' with { type: 'json' };
import siteEs from '../../../../locales/es/tracking.json' with { type: 'json' };
import siteFr from '../../../../locales/fr/tracking.json' with { type: 'json' };
import siteIt from '../../../../locales/it/tracking.json' with { type: 'json' };
import siteNl from '../../../../locales/nl/tracking.json' with { type: 'json' };
import sitePl from '../../../../locales/pl/tracking.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

export type EmailLanguage = Language;
export const EMAIL_LANGUAGES = LANGUAGES;
export { FORMAT_LOCALES, isLanguage };

/** English is the reference bundle: every other one has exactly its keys (locales.test.ts). */
export type EmailStrings = typeof en;

export const EMAIL_STRINGS: Record<EmailLanguage, EmailStrings> = { de, en, fr, it, es, nl, pl };

const SITE_STATUS: Record<EmailLanguage, typeof siteEn.status> = {
  de: siteDe.status,
  en: siteEn.status,
  fr: siteFr.status,
  it: siteIt.status,
  es: siteEs.status,
  nl: siteNl.status,
  pl: sitePl.status,
};

/** A known status in the reader's language; free text exactly as staff wrote it. */
export function statusText(status: string, language: EmailLanguage): string {
  const known = knownStatus(status);
  return known ? SITE_STATUS[language][known] : status;
}

/** `{{name}}` placeholders filled in; an unknown one stays visible rather than vanishing. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
