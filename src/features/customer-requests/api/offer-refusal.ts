import { errorCode } from '@/lib/postgrest-error';

/**
 * What a failed offer read or answer means for the customer: the link opens nothing (P0002:
 * a key no offer of the request had, or the request is gone), the offer is no longer open
 * (PT409 offer_closed: answered, replaced or expired since the page was opened: read the link
 * again to say what became of it), too many misses from this client (PT429, the tracking
 * throttle), or anything else (network, server): try again.
 */
export type OfferRefusal = 'invalid' | 'closed' | 'throttled' | 'down';

export function offerRefusal(error: unknown): OfferRefusal {
  const code = errorCode(error);
  if (code === 'P0002') return 'invalid';
  if (code === 'PT409') return 'closed';
  if (code === 'PT429') return 'throttled';
  return 'down';
}
