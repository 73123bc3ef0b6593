import type { EmailLanguage } from './strings.ts';

/** The tracking link of a party, with its key (sent once, when staff send it). */
export interface LinkEmail {
  kind: 'link';
  language: EmailLanguage;
  /** The public site's origin, e.g. https://www.example.com (email_settings.site_url). */
  siteUrl: string;
  trackingNumber: string;
  key: string;
}

/** A new status for a party who asked for them: no key, no prices, no names. */
export interface StatusEmail {
  kind: 'status';
  language: EmailLanguage;
  siteUrl: string;
  trackingNumber: string;
  /** As stored: one of the four known statuses (translated) or free text (shown as written). */
  status: string;
  location: string | null;
  /** When the change happened (the database's time, ISO 8601). */
  at: string;
  /** Expected delivery, 'YYYY-MM-DD' dates; either may be null. */
  expectedFrom: string | null;
  expectedTo: string | null;
  /** The site's unsubscribe page for this party of this shipment (the visible link). */
  unsubscribeUrl: string;
}

export type EmailMessage = LinkEmail | StatusEmail;

export interface RenderedEmail {
  /** One line: never contains CR, LF or another control character. */
  subject: string;
  html: string;
  text: string;
}
