import type { RequestPayload, RequestPlace } from '#common/requests/request-payload.ts';

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

/** A status change a report from the road made: the shipment was collected or delivered. */
export type StatusEvent = 'collected' | 'delivered';

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
  /** The driver's report that made the change (issue #52): its own wording; null for others. */
  event: StatusEvent | null;
  /** The site's unsubscribe page for this party of this shipment (the visible link). */
  unsubscribeUrl: string;
}

/**
 * A transport request as the staff notice's outbox payload carries it (contract of issue #36: the normalised
 * request, snake_case as stored, without the honeypot). Texts are the customer's own, unescaped.
 */
export type NoticeRequest = Omit<RequestPayload, 'website'>;

/**
 * What an e-mail to the address typed into the form may say of the request (DECISIONS 25,
 * private.transport_request_summary): the kind and its answers, the numbers, the dates and the
 * two countries. No text the visitor wrote: not even the towns, which could hold a message.
 */
export type RequestSummary = Pick<
  NoticeRequest,
  | 'language'
  | 'kind'
  | 'quantity'
  | 'drivable'
  | 'running_gear'
  | 'with_attachments'
  | 'container_size'
  | 'container_loaded'
  | 'length_m'
  | 'width_m'
  | 'height_m'
  | 'weight_kg'
  | 'earliest_pickup'
  | 'latest_delivery'
> & { pickup: Pick<RequestPlace, 'country'>; delivery: Pick<RequestPlace, 'country'> };

/**
 * The customer's acknowledgement of their own request (issue #36): no price, no unsubscribe;
 * the summary, and the link to the whole request (issue #48).
 */
export interface RequestReceivedEmail {
  kind: 'request_received';
  language: EmailLanguage;
  siteUrl: string;
  /** e.g. A-2026-00042 */
  reference: string;
  /**
   * The request link's key (stored hashed; the e-mail is its only copy). Null only in a row
   * queued before the link existed (20261207…_request_mail_caps): it goes without the link.
   */
  key: string | null;
  request: RequestSummary;
}

/**
 * The company's polite no to a request (issue #49), in the request's language: the reference
 * and the summary, as the acknowledgement; no reason (staff write none) and no price.
 */
export interface RequestRejectedEmail {
  kind: 'request_rejected';
  language: EmailLanguage;
  siteUrl: string;
  reference: string;
  /**
   * A key of the request's own link (stored hashed; the e-mail is its only copy), or null for a
   * request whose acknowledgement went without one (beyond the hourly cap).
   */
  key: string | null;
  request: RequestSummary;
}

/** The staff notice of a new request, in the staff area's language. */
export interface RequestNoticeEmail {
  kind: 'request_notice';
  language: StaffLanguage;
  siteUrl: string;
  reference: string;
  request: NoticeRequest;
}

/** The current offer as the outbox payload carries it (private.transport_offer_payload). */
export interface TransportOffer {
  /** As staff wrote it, e.g. "1.850 EUR plus TVA": shown exactly, never parsed. */
  price: string;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  note: string | null;
  /** 1 for the first offer; from 2 the e-mail says it replaces the earlier one. */
  number: number;
}

/** An offer to the customer (issue #37), in the request's language, with its accept link. */
export interface OfferEmail {
  kind: 'offer';
  language: EmailLanguage;
  siteUrl: string;
  reference: string;
  /** The offer's key for the accept link (stored hashed; the e-mail is its only copy). */
  key: string;
  offer: TransportOffer;
  request: RequestSummary;
}

/** The staff notice that the customer accepted or declined the offer, in Romanian. */
export interface OfferAnswerEmail {
  kind: 'offer_accepted' | 'offer_declined';
  language: StaffLanguage;
  siteUrl: string;
  reference: string;
  offer: TransportOffer;
  request: NoticeRequest;
  /** Accepted: whether the customer wants an e-mail at each status change. */
  statusEmails: boolean | null;
  /** Declined: the customer's reason, if they gave one. */
  reason: string | null;
}

/**
 * Staff's digest of one hour's new requests beyond their notice cap (issue #48): one e-mail
 * instead of one per request.
 */
export interface RequestDigestEmail {
  kind: 'request_digest';
  language: StaffLanguage;
  siteUrl: string;
  /** The hour, ISO 8601 instants. */
  from: string;
  to: string;
  /** How many requests; `references` lists the first of them. */
  count: number;
  references: string[];
}

/** The escrow steps an e-mail tells of (issue #53): the payload's `event`. */
export const ESCROW_EVENTS = [
  'escrow_started',
  'payment_received',
  'inspection_started',
  'reminder_5',
  'reminder_1',
  'accepted',
  'withdrawn',
  'period_over',
  'refused_at_delivery',
  'paid_out',
  'refunded',
] as const;
export type EscrowEvent = (typeof ESCROW_EVENTS)[number];

/** The reminders go to the buyer alone. */
export const BUYER_ONLY_EVENTS: readonly EscrowEvent[] = ['reminder_5', 'reminder_1'];

/**
 * A step of a shipment's escrow, to the seller (the shipper) or the buyer (the recipient), sent
 * whatever their status e-mail choice (DECISIONS 28): never bank details, never a request to pay.
 */
export interface EscrowEmail {
  kind: 'escrow';
  language: EmailLanguage;
  siteUrl: string;
  trackingNumber: string;
  party: 'seller' | 'buyer';
  event: EscrowEvent;
  /** The amount held, as stored (numeric(14,2)). */
  amount: number;
  /** ISO 4217, 'EUR' unless the shipment says otherwise. */
  currency: string;
  /** The first instant after the inspection period (escrow_deadline, ISO 8601), or null before delivery. */
  deadline: string | null;
  /**
   * The party's key, when the database made one for this e-mail: the button then opens the
   * party link itself. Null: the button opens the shipment's page and the e-mail points to
   * the personal link the party already has (as the status e-mails do).
   */
  key: string | null;
}

/** Staff's digest of the shipments whose inspection period ended without an answer. */
export interface EscrowDigestEmail {
  kind: 'escrow_digest';
  language: StaffLanguage;
  siteUrl: string;
  shipments: Array<{
    trackingNumber: string;
    /** The shipper (seller) and the recipient (buyer) as staff wrote them; staff may read them. */
    seller: string | null;
    buyer: string | null;
    amount: number;
    currency: string;
    deadline: string;
  }>;
}

export type EmailMessage =
  | LinkEmail
  | StatusEmail
  | RequestReceivedEmail
  | RequestRejectedEmail
  | RequestNoticeEmail
  | RequestDigestEmail
  | OfferEmail
  | OfferAnswerEmail
  | EscrowEmail
  | EscrowDigestEmail;

export interface RenderedEmail {
  /** One line: never contains CR, LF or another control character. */
  subject: string;
  html: string;
  text: string;
}
