/**
 * A row the worker claimed (public.outbox_email, from claim_outbox_emails) turned into the
 * e-mail to render and the envelope to send. A payload that is not what the database writes
 * throws: the worker marks that row failed for good rather than sending something half-filled.
 */
import type { OutgoingEmail } from './mailer.ts';
import { escrowDigestFromPayload, escrowFromPayload } from './escrow-payload.ts';
import { field, type Payload } from './payload-field.ts';
import type { EmailMessage, StatusEvent } from './message.ts';
import { renderEmail } from './render.ts';
import { offerFromPayload, requestFromPayload, summaryFromPayload } from './request-payload.ts';
import { isLanguage, STAFF_LANGUAGE } from './strings.ts';

export interface OutboxEmail {
  id: string;
  kind: string;
  party: string;
  language: string;
  to_address: string;
  message_id: string;
  payload: unknown;
  unsubscribe_token: string | null;
  unsubscribe_url: string | null;
  site_url: string;
  attempts: number;
  /** This claim's; begin/finish_outbox_email act only with it. */
  claim_token: string;
}

/** A digest's count of requests: a whole number from 1. */
function count(payload: Payload): number {
  const value = payload.count;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error('payload.count is not a count');
  }
  return value;
}

function references(payload: Payload): string[] {
  const value = payload.references;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) {
    throw new Error('payload.references is not a list of references');
  }
  return value as string[];
}

function optional(payload: Payload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What a report from the road made of the change (private.status_email_payload); else null. */
function statusEvent(value: string | null): StatusEvent | null {
  return value === 'collected' || value === 'delivered' ? value : null;
}

export function messageFromOutbox(row: OutboxEmail): EmailMessage {
  const payload = row.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('payload is not an object');
  }
  const data = payload as Payload;
  // An offer and the customer's answer to it (issue #37).
  if (row.kind === 'offer') {
    const request = summaryFromPayload(data.request);
    return {
      kind: 'offer',
      language: isLanguage(row.language) ? row.language : request.language,
      siteUrl: row.site_url,
      reference: field(data, 'reference'),
      key: field(data, 'key'),
      offer: offerFromPayload(data.offer),
      request,
    };
  }
  if (row.kind === 'offer_accepted' || row.kind === 'offer_declined') {
    return {
      kind: row.kind,
      language: STAFF_LANGUAGE,
      siteUrl: row.site_url,
      reference: field(data, 'reference'),
      offer: offerFromPayload(data.offer),
      request: requestFromPayload(data.request),
      statusEmails: typeof data.status_emails === 'boolean' ? data.status_emails : null,
      reason: optional(data, 'reason'),
    };
  }
  // A transport request's e-mails (issue #36): no unsubscribe token, the answer to a request.
  if (row.kind === 'request_notice') {
    return {
      kind: 'request_notice',
      language: STAFF_LANGUAGE,
      siteUrl: row.site_url,
      reference: field(data, 'reference'),
      request: requestFromPayload(data.request),
    };
  }
  // To the customer's typed address: the summary only, and the request's link if it has one.
  if (row.kind === 'request_received' || row.kind === 'request_rejected') {
    const request = summaryFromPayload(data.request);
    return {
      kind: row.kind,
      language: isLanguage(row.language) ? row.language : request.language,
      siteUrl: row.site_url,
      reference: field(data, 'reference'),
      key: optional(data, 'key'),
      request,
    };
  }
  if (row.kind === 'request_digest') {
    return {
      kind: 'request_digest',
      language: STAFF_LANGUAGE,
      siteUrl: row.site_url,
      from: field(data, 'from'),
      to: field(data, 'to'),
      count: count(data),
      references: references(data),
    };
  }
  if (row.kind === 'escrow_digest') {
    return escrowDigestFromPayload(data, row.site_url);
  }
  const language = isLanguage(row.language) ? row.language : 'en';
  if (row.kind === 'escrow') {
    return escrowFromPayload(data, { language, party: row.party, siteUrl: row.site_url });
  }
  const trackingNumber = field(data, 'tracking_number');
  if (row.kind === 'link') {
    return {
      kind: 'link',
      language,
      siteUrl: row.site_url,
      trackingNumber,
      key: field(data, 'key'),
    };
  }
  if (row.kind === 'status') {
    // Every status e-mail carries its unsubscribe links (DECISIONS 22): none, no e-mail.
    if (!row.unsubscribe_url || !row.unsubscribe_token)
      throw new Error('unsubscribe token is missing');
    return {
      kind: 'status',
      language,
      siteUrl: row.site_url,
      trackingNumber,
      status: field(data, 'status'),
      location: optional(data, 'location'),
      at: field(data, 'at'),
      expectedFrom: optional(data, 'expected_from'),
      expectedTo: optional(data, 'expected_to'),
      event: statusEvent(optional(data, 'event')),
      unsubscribeUrl: row.unsubscribe_url,
    };
  }
  throw new Error(`unknown kind ${JSON.stringify(row.kind).slice(0, 40)}`);
}

/** `<id@host>`, whether or not the database stored the brackets. */
function bracketed(messageId: string): string {
  const bare = messageId.replace(/^<|>$/g, '');
  return `<${bare}>`;
}

/**
 * The one-click unsubscribe address (RFC 8058) mail clients POST to: the email-unsubscribe
 * function, which needs no JWT. `lang` lets its GET answer send a person to the right page.
 */
export function oneClickUrl(supabaseUrl: string, token: string, language: string): string {
  const query = new URLSearchParams({ token, lang: language });
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/email-unsubscribe?${query.toString()}`;
}

export async function outgoingEmail(
  row: OutboxEmail,
  options: { from: string; supabaseUrl: string },
): Promise<OutgoingEmail> {
  const rendered = await renderEmail(messageFromOutbox(row));
  const headers: Record<string, string> = {};
  if (row.kind === 'status' && row.unsubscribe_token !== null) {
    const url = oneClickUrl(options.supabaseUrl, row.unsubscribe_token, row.language);
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: options.from,
    to: row.to_address,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: bracketed(row.message_id),
    headers,
  };
}
