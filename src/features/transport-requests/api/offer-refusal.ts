import { errorCode } from '@/lib/postgrest-error';

/**
 * What a failed offer read or answer means for the customer: the link no longer works
 * (P0002: wrong, replaced, expired or already answered), too many misses from this client
 * (PT429, the tracking throttle), or anything else (network, server): try again.
 */
export type OfferRefusal = 'invalid' | 'throttled' | 'down';

export function offerRefusal(error: unknown): OfferRefusal {
  const code = errorCode(error);
  if (code === 'P0002') return 'invalid';
  if (code === 'PT429') return 'throttled';
  return 'down';
}
