/**
 * Reading a PostgREST error (supabase-js's PostgrestError, our public client's
 * PostgrestRequestError, or the JSON an Edge Function passed on) without importing either:
 * duck-typed, so a public page does not pull supabase-js in for it.
 */

/** A text field of a PostgREST error (code, message, details, hint), or '' when it has none. */
export function errorField(
  error: unknown,
  name: 'code' | 'message' | 'details' | 'hint',
): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The error's `code` (SQLSTATE such as 23514, or PGRST…), or '' when it has none. */
export function errorCode(error: unknown): string {
  return errorField(error, 'code');
}
