import { errorCode } from '@/lib/postgrest-error';

export type TrackingErrorKind = 'notFound' | 'throttled' | 'general';

/**
 * What a failed lookup means for the customer (SPEC §8): no such number (PostgREST's
 * PGRST116 from .single()), too many misses (the database's PT429), or anything else.
 */
export function trackingErrorKind(error: unknown): TrackingErrorKind {
  const code = errorCode(error);
  if (code === 'PGRST116') return 'notFound';
  if (code === 'PT429') return 'throttled';
  return 'general';
}
