import { env } from '@/lib/env';

/** What the unsubscribe page says after the button (issue #26). */
export type UnsubscribeOutcome = 'done' | 'already' | 'unknown' | 'error';

/**
 * Stops the status e-mails the token's e-mail was about (public.unsubscribe_status_emails):
 * 'unsubscribed' the first time, 'already' after that; an unknown, forged or malformed token
 * (or its shipment gone) is P0002. Anything else (network, server) is an error to retry.
 *
 * The request lib/public-api/postgrest.ts sends (apikey and bearer, JSON), written out here:
 * importing that module would make it a chunk of its own and cost every tracking page's first
 * paint about 200 bytes (e2e/budget.spec.ts).
 */
export async function unsubscribeStatusEmails(token: string): Promise<UnsubscribeOutcome> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/unsubscribe_status_emails`, {
      method: 'POST',
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ token }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      if (body === 'unsubscribed') return 'done';
      if (body === 'already') return 'already';
    } else if (isRecord(body) && body.code === 'P0002') {
      return 'unknown';
    }
    console.error('unsubscribe_status_emails', response.status, body);
    return 'error';
  } catch (error) {
    console.error(error);
    return 'error';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
