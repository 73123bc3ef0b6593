import { isOneOf } from '@/lib/is-one-of';
import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';
import type { RequestPayload } from '#common/requests/request-payload';

import { OFFER_STATES, type TransportOffer } from './transport-offer-rpc';

/** The two parts of an e-mailed link (`?ref=…&k=…`), read from the page's URL. */
export interface KeyedLink {
  reference: string;
  key: string;
}

/** How far a request got, as its customer reads it (private.transport_request_state). */
const REQUEST_STATES = [
  'received',
  'offer_sent',
  'expired',
  'accepted',
  'declined',
  'closed',
  'converted',
] as const;
type RequestState = (typeof REQUEST_STATES)[number];

/**
 * `transport_request_link`'s answer to a request's own key (the acknowledgement's link, issue
 * #48): everything the customer sent, and how far it got.
 */
export interface RequestView {
  link: 'request';
  reference: string;
  state: RequestState;
  language: string;
  received_at: string;
  request: Omit<RequestPayload, 'website'>;
}

/** What a link opens: the request itself, or an offer (to answer, or what became of it). */
export type LinkTarget = RequestView | TransportOffer;

/** The answer's shape, checked as far as the page relies on it. */
function isLinkTarget(value: unknown): value is LinkTarget {
  const target = value as Record<string, unknown> | null;
  if (typeof target?.reference !== 'string' || typeof target.state !== 'string') return false;
  const request = target.request as { goods?: unknown } | undefined;
  const offer = target.offer as { price?: unknown } | undefined;
  if (target.link === 'request') {
    return isOneOf(REQUEST_STATES, target.state) && typeof request?.goods === 'string';
  }
  if (target.link !== 'offer' || !isOneOf(OFFER_STATES, target.state)) return false;
  if (target.state === 'replaced') return typeof target.replaced_at === 'string';
  return (
    typeof offer?.price === 'string' &&
    (target.state !== 'open' || typeof request?.goods === 'string')
  );
}

/**
 * What the link's key opens (one call for either kind of key): refused with P0002 for a key
 * that is neither the request's nor its current offer's, PT429 when this client has missed too
 * often (the tracking throttle).
 */
export async function fetchLinkTarget(link: KeyedLink, signal?: AbortSignal): Promise<LinkTarget> {
  const { rpcValue } = await loadPublicFetch();
  const answer = await rpcValue(
    'transport_request_link',
    { reference: link.reference, key: link.key },
    signal,
  );
  if (!isLinkTarget(answer)) throw new TypeError('the answer is neither a request nor an offer');
  return answer;
}
