import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';

/** One end of the journey as the offer page shows it (no street: contract of issue #37, 4). */
export interface OfferPlace {
  postcode: string | null;
  town: string;
  country: string;
}

/** `transport_offer`'s answer: the offer and a summary of the request, nothing personal. */
export interface TransportOffer {
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

/** The offer link's two parts, read from the page's URL. */
export interface OfferLink {
  reference: string;
  key: string;
}

/** The new status an answer returns (a JSON string: the function answers jsonb, see no_offer). */
function status(answer: unknown): string {
  if (typeof answer !== 'string') throw new TypeError('the answer has no status');
  return answer;
}

function isOffer(value: unknown): value is TransportOffer {
  const offer = value as Partial<TransportOffer> | null;
  return (
    typeof offer?.reference === 'string' &&
    typeof offer.offer?.price === 'string' &&
    typeof offer.request?.goods === 'string'
  );
}

/**
 * The offer behind a link (function 4): refused with P0002 for a key that is not the
 * reference's current one, PT429 when this client has missed too often (the tracking throttle).
 */
export async function fetchTransportOffer(
  link: OfferLink,
  signal?: AbortSignal,
): Promise<TransportOffer> {
  const { rpcValue } = await loadPublicFetch();
  const answer = await rpcValue(
    'transport_offer',
    { reference: link.reference, key: link.key },
    signal,
  );
  if (!isOffer(answer)) throw new TypeError('the answer is not an offer');
  return answer;
}

/** Accepts the offer (function 5); the answer is the new status, `accepted`. */
export async function acceptTransportOffer(
  link: OfferLink,
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
  link: OfferLink,
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
