import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';

import type { KeyedLink } from './request-link-rpc';

/** One end of the journey as the offer page shows it (no street: contract of issue #37, 4). */
export interface OfferPlace {
  postcode: string | null;
  town: string;
  country: string;
}

/**
 * `transport_request_link`'s answer to an offer's key: the offer and a summary of the request,
 * nothing personal.
 */
export interface TransportOffer {
  link: 'offer';
  reference: string;
  /** As stored, except `expired` once the validity has passed unanswered. */
  status: string;
  language: string;
  offer: { price: string; valid_until: string; note: string | null; number: number };
  answered_at: string | null;
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
