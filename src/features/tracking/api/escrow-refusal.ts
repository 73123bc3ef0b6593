import { errorCode, errorField } from '@/lib/postgrest-error';

/**
 * What a refused answer means for the buyer (public.answer_escrow's errors): the inspection
 * period is over (PT409 escrow_period_over), the escrow has moved on since the page was read
 * (PT409 escrow_transition: answered already, or refused at delivery; PT404 no_escrow), the key
 * is not the buyer's (PT403 not_the_buyer), the link opens nothing (404 P0002, the lookup's
 * miss), too many misses (PT429), or anything else (network, server): try again.
 */
export type EscrowRefusal = 'periodOver' | 'moved' | 'notBuyer' | 'invalid' | 'throttled' | 'down';

// Read with errorCode and errorField, not refusalOf: that would bring refusalOf into the
// tracking and request pages' first paint (the form-parts chunk), 33 B for this lazy panel.
const MEANINGS: Readonly<Partial<Record<string, EscrowRefusal>>> = {
  'PT409 escrow_period_over': 'periodOver',
  'PT409 escrow_transition': 'moved',
  'PT404 no_escrow': 'moved',
  'PT403 not_the_buyer': 'notBuyer',
  'P0002 no_shipment': 'invalid',
};

export function escrowRefusal(error: unknown): EscrowRefusal {
  const code = errorCode(error);
  if (code === 'PT429') return 'throttled';
  return MEANINGS[`${code} ${errorField(error, 'details')}`] ?? 'down';
}

/** A refusal after which the panel shows the escrow as it now is, read again. */
export const SHOWS_NEW_STATE: readonly EscrowRefusal[] = ['periodOver', 'moved'];
