/** Staff writes as the site makes them: through the database's functions, on a version. */
import type { ProjectClient } from '../../dev-support/node-supabase-client';

/** The shipment's version (updated_at) as this client reads it now. */
export async function versionOf(client: ProjectClient, id: string): Promise<string> {
  const { data, error } = await client.from('shipments').select('updated_at').eq('id', id).single();
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data.updated_at;
}

/** Deletes the shipment as the list does: delete_shipment on the version just read. */
export async function deleteShipment(client: ProjectClient, id: string) {
  return client.rpc('delete_shipment', {
    tracking_number: id,
    expected_updated_at: await versionOf(client, id),
  });
}
