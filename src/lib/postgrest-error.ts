/**
 * Reading a PostgREST error (supabase-js's PostgrestError, our public client's
 * PostgrestRequestError, or the JSON an Edge Function passed on) without importing either:
 * duck-typed, so a public page does not pull supabase-js in for it.
 */

/** A text field of a PostgREST error (code, message, details, hint), or '' when it has none. */
export function errorField(error: unknown, name: 'code' | 'message' | 'details' | 'hint'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The error's `code` (SQLSTATE such as 23514, or PGRST…), or '' when it has none. */
export function errorCode(error: unknown): string {
  return errorField(error, 'code');
}

/**
 * What a table of refusals makes of an error: its entry for "code details" (e.g.
 * 'PT409 last_owner'), else for the code alone, else undefined.
 */
export function refusalOf<Meaning extends string>(
  error: unknown,
  meanings: Readonly<Partial<Record<string, Meaning>>>,
): Meaning | undefined {
  const code = errorCode(error);
  if (!code) return undefined;
  return meanings[`${code} ${errorField(error, 'details')}`] ?? meanings[code];
}
