import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';

import type { KeyedLink } from './request-link-rpc';

/** One end of the journey as the offer page shows it (no street: contract of issue #37, 4). */
export interface OfferPlace {
  postcode: string | null;
  town: string;
  country: string;
}

/** The offer as staff wrote it (private.transport_offer_payload). */
interface OfferTerms {
  price: string;
  valid_until: string;
  note: string | null;
  number: number;
}

/** What became of an offer, as its link tells it (private.transport_offer_state). */
export const OFFER_STATES = [
  'open',
  'accepted',
  'converted',
  'declined',
  'expired',
  'replaced',
  'closed',
] as const;
type OfferState = (typeof OFFER_STATES)[number];

interface OfferLink {
  link: 'offer';
  reference: string;
  language: string;
}

/**
 * `transport_request_link`'s answer to the key of an open offer: the offer and a summary of the
 * request, nothing personal.
 */
export interface OpenOffer extends OfferLink {
  state: 'open';
  offer: OfferTerms;
  answered_at: null;
  request: {
    name: string;
    kind: string;
    goods: string;
    quantity: number;
    length_m: number | null;
    width_m: number | null;
    height_m: number | null;
    weight_kg: number | null;
    pickup: OfferPlace;
    delivery: OfferPlace;
    earliest_pickup: string | null;
    latest_delivery: string | null;
    escrow: boolean;
  };
}

/** An offer answered, expired or closed since (issue #49): the offer and the answer only. */
export interface EndedOffer extends OfferLink {
  state: Exclude<OfferState, 'open' | 'replaced'>;
  offer: OfferTerms;
  /** When the customer accepted or declined; null if they never answered through the link. */
  answered_at: string | null;
  status_emails: boolean;
}

/** An offer a newer one replaced: when; the newer offer is in its own e-mail. */
export interface ReplacedOffer extends OfferLink {
  state: 'replaced';
  replaced_at: string;
}

/** `transport_request_link`'s answer to an offer's key. */
export type TransportOffer = OpenOffer | EndedOffer | ReplacedOffer;

/** The new status an answer returns (a JSON string: the function answers jsonb, see no_offer). */
function status(answer: unknown): string {
  if (typeof answer !== 'string') throw new TypeError('the answer has no status');
  return answer;
}

/** Accepts the offer (function 5); the answer is the new status, `accepted`. */
export async function acceptTransportOffer(
  link: KeyedLink,
  statusEmails: boolean,
): Promise<string> {
  const { rpcValue } = await loadPublicFetch();
  return status(
    await rpcValue('accept_transport_offer', {
      reference: link.reference,
      key: link.key,
      status_emails: statusEmails,
    }),
  );
}

/** Declines the offer (function 6) with an optional reason; the answer is `rejected`. */
export async function declineTransportOffer(
  link: KeyedLink,
  reason: string | null,
): Promise<string> {
  const { rpcValue } = await loadPublicFetch();
  return status(
    await rpcValue('decline_transport_offer', {
      reference: link.reference,
      key: link.key,
      reason: reason ?? undefined,
    }),
  );
}
