/**
 * Where supabase-js keeps the staff session. Known without loading supabase-js, so public
 * pages load the auth code only for a visitor who has a session (keeps it out of first paint).
 */
export const AUTH_STORAGE_KEY = 'transport-site-auth';

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
