import { errorCode, errorField } from '@/lib/postgrest-error';

/** What a failed send means for the visitor (the refusals of issue #36's contract). */
export type SubmitRefusal =
  | { kind: 'tooFast' }
  /** Forged, expired or used: a new token and another send put it right. */
  | { kind: 'token' }
  /** A field the database refused: `field` as the request names it ('pickup.town'). */
  | { kind: 'invalid'; field: string; rule: string }
  | { kind: 'clientLimit' | 'addressLimit' | 'busy'; retryAfterSeconds: number }
  /** Anything else: the backend is down or answered something unexpected. */
  | { kind: 'down' };

const LIMITS = {
  client_limit: 'clientLimit',
  address_limit: 'addressLimit',
  busy: 'busy',
} as const;

export function submitRefusal(error: unknown): SubmitRefusal {
  const code = errorCode(error);
  const details = errorField(error, 'details');
  if (code === 'PT425') return { kind: 'tooFast' };
  if (code === 'PT400' || code === 'PT409' || code === 'PT410') return { kind: 'token' };
  if (code === '22023') {
    const [field = '', rule = ''] = details.split(':');
    return { kind: 'invalid', field, rule };
  }
  if (code === 'PT429') {
    const seconds = Number.parseInt(errorField(error, 'hint'), 10);
    const kind = LIMITS[details as keyof typeof LIMITS] ?? 'busy';
    return { kind, retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
  }
  return { kind: 'down' };
}
