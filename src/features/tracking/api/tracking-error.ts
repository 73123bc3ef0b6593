export type TrackingErrorKind = 'notFound' | 'throttled' | 'general';

/**
 * What a failed lookup means for the customer (SPEC §8): no such number (PostgREST's
 * PGRST116 from .single()), too many misses (the database's PT429), or anything else.
 */
export function trackingErrorKind(error: unknown): TrackingErrorKind {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'PGRST116') return 'notFound';
  if (code === 'PT429') return 'throttled';
  return 'general';
}
