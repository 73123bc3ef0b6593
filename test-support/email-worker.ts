/** Running the customer e-mail worker (supabase/functions/email-outbox) as pg_cron would. */
import type { ProjectClient } from '../dev-support/node-supabase-client';

export interface WorkerTally {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  skipped: number;
}

/** One run, with the service key; the answer's status and body. */
export async function runWorker(
  apiUrl: string,
  key: string,
): Promise<{ status: number; body: Partial<WorkerTally> & { code?: string } }> {
  const response = await fetch(`${apiUrl}/functions/v1/email-outbox`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as Partial<WorkerTally> };
}

/** A status change as staff make it: a route entry with its status (save_shipment's event). */
export async function moveShipment(
  client: ProjectClient,
  id: string,
  status: string,
  location: string,
): Promise<void> {
  const version = await client.from('shipments').select('updated_at').eq('id', id).single();
  if (version.error) throw new Error(`${version.error.code} ${version.error.message}`);
  const { error } = await client.rpc('save_shipment', {
    tracking_number: id,
    expected_updated_at: version.data.updated_at,
    changes: {},
    event_status: status,
    event_location: location,
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
}

/** The List-Unsubscribe URL of a message's headers (`<url>`). */
export function oneClickUrlOf(headers: Record<string, string[]>): string {
  const value = headers['List-Unsubscribe']?.[0] ?? '';
  const match = /^<([^>]+)>$/.exec(value);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe URL in ${JSON.stringify(value)}`);
  return match[1];
}
