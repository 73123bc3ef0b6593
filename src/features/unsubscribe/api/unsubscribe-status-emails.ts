import { PostgrestRequestError, rpcValue } from '@/lib/public-api/postgrest';

/** What the unsubscribe page says after the button (issue #26). */
export type UnsubscribeOutcome = 'done' | 'already' | 'unknown' | 'error';

/**
 * Stops the status e-mails the token's e-mail was about (public.unsubscribe_status_emails):
 * 'unsubscribed' the first time, 'already' after that; an unknown, forged or used-up shipment's
 * token is P0002. Anything else (network, server) is an error the reader may retry.
 */
export async function unsubscribeStatusEmails(token: string): Promise<UnsubscribeOutcome> {
  try {
    const answer = await rpcValue('unsubscribe_status_emails', { token });
    if (answer === 'unsubscribed') return 'done';
    return answer === 'already' ? 'already' : 'error';
  } catch (error) {
    if (error instanceof PostgrestRequestError && error.code === 'P0002') return 'unknown';
    console.error(error);
    return 'error';
  }
}
