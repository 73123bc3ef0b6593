import type { AuthChangeEvent, AuthError, Session } from '@supabase/auth-js';

import { auth } from '@/lib/supabase-auth';

/**
 * Calls `listener` with the current session once known (INITIAL_SESSION), then on every
 * change: sign-in, sign-out (here, in another tab, or a refresh token the server refused),
 * token refresh. auth-js refreshes the token itself. Returns the unsubscribe function.
 */
export function watchSession(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}

/**
 * Ends this browser's session, on the server too. Local scope: signing out on one device
 * leaves a colleague's or one's other devices signed in. A refused token (401/403) still
 * signs out here; only an unreachable or failing server leaves the session as it was.
 */
export async function signOutHere(): Promise<AuthError | null> {
  const { error } = await auth.signOut({ scope: 'local' });
  return error;
}
