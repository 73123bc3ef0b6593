import { errorField, refusalOf } from '@/lib/postgrest-error';
import { ServerUnreachableError } from '@/lib/request-error';
import { isSessionRejected } from '@/lib/session-rejected';

/** A field of the offer dialog the database refused, and why (22023 detail `field:reason`). */
export type OfferRefusal =
  | 'priceRequired'
  | 'priceMax'
  | 'priceControl'
  | 'validUntilMin'
  | 'validUntilMax'
  | 'noteMax'
  | 'noteControl';

export type RequestWriteFailure =
  | { kind: 'conflict' }
  | { kind: 'closed' }
  | { kind: 'alreadyConverted' }
  | { kind: 'gone' }
  | { kind: 'refused'; field: 'price' | 'validUntil' | 'note'; reason: OfferRefusal }
  | { kind: 'unreachable' }
  | { kind: 'sessionRejected' }
  | { kind: 'forbidden' }
  | { kind: 'unexpected' };

const REFUSALS: Record<string, Extract<RequestWriteFailure, { kind: 'refused' }>> = {
  'price:required': { kind: 'refused', field: 'price', reason: 'priceRequired' },
  'price:max': { kind: 'refused', field: 'price', reason: 'priceMax' },
  'price:control': { kind: 'refused', field: 'price', reason: 'priceControl' },
  'valid_until:min': { kind: 'refused', field: 'validUntil', reason: 'validUntilMin' },
  'valid_until:max': { kind: 'refused', field: 'validUntil', reason: 'validUntilMax' },
  'note:max': { kind: 'refused', field: 'note', reason: 'noteMax' },
  'note:control': { kind: 'refused', field: 'note', reason: 'noteControl' },
};

const MEANINGS = {
  'PT409 stale_updated_at': 'conflict',
  'PT409 request_closed': 'closed',
  'PT409 already_converted': 'alreadyConverted',
  'P0002 no_transport_request': 'gone',
  '42501': 'forbidden',
} as const;

/** What a failed request write means to staff (the contract's codes). */
export function requestWriteFailure(error: unknown): RequestWriteFailure {
  if (error instanceof ServerUnreachableError) return { kind: 'unreachable' };
  if (error instanceof Error && isSessionRejected(error)) return { kind: 'sessionRejected' };
  const meaning = refusalOf(error, MEANINGS);
  if (meaning) return { kind: meaning };
  if (errorField(error, 'code') === '22023') {
    const refusal = REFUSALS[errorField(error, 'details')];
    if (refusal) return refusal;
  }
  return { kind: 'unexpected' };
}
