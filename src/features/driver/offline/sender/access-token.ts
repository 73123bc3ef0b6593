import type { SenderConnection } from './sender-connection';

/**
 * The session's access token, refreshed by auth-js when it has expired; `null` when the driver
 * must sign in again; `undefined` when the refresh itself could not reach the server.
 */
export async function accessToken(
  { auth }: SenderConnection,
  refresh = false,
): Promise<string | null | undefined> {
  const { data, error } = refresh ? await auth.refreshSession() : await auth.getSession();
  if (data.session) return data.session.access_token;
  if (error && error.name === 'AuthRetryableFetchError') return undefined;
  return null;
}
