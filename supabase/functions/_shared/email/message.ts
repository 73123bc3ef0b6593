import type {
  RequestPayload,
  RequestPlace,
} from '#site/src/features/transport-requests/request-payload.ts';

import type { EmailLanguage, StaffLanguage } from './strings.ts';

export type { RequestPlace };

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

/**
 * A transport request as the outbox payload carries it (contract of issue #36: the normalised
 * request, snake_case as stored, without the honeypot). Texts are the customer's own, unescaped.
 */
export type TransportRequest = Omit<RequestPayload, 'website'>;

/** The customer's acknowledgement of their own request (issue #36): no price, no unsubscribe. */
export interface RequestReceivedEmail {
  kind: 'request_received';
  language: EmailLanguage;
  /** e.g. A-2026-00042 */
  reference: string;
  request: TransportRequest;
}

/** The staff notice of a new request, in the staff area's language. */
export interface RequestNoticeEmail {
  kind: 'request_notice';
  language: StaffLanguage;
  siteUrl: string;
  reference: string;
  request: TransportRequest;
}

export type EmailMessage = LinkEmail | StatusEmail | RequestReceivedEmail | RequestNoticeEmail;

export interface RenderedEmail {
  /** One line: never contains CR, LF or another control character. */
  subject: string;
  html: string;
  text: string;
}
