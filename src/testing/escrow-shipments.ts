/**
 * Escrow shipments for the staff screens' stack tests (issue #53), made by a colleague (another
 * staff session) and answered by the buyer through their party link, as the site's users would.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '#common/database.types';

import { newClient } from './staff-sessions';

type Client = SupabaseClient<Database>;

/** The data of an accepted call; a refused one throws with its code and message. */
export async function ok<Data>(
  call: PromiseLike<{ data: Data; error: { code: string; message: string } | null }>,
): Promise<NonNullable<Data>> {
  const { data, error } = await call;
  if (error) throw new Error(`${error.code} ${error.message}`);
  if (data === null || data === undefined) throw new Error('no data');
  return data;
}

const today = () => new Date().toISOString().slice(0, 10);

let counter = 0;

export type EscrowSetUp = 'none' | 'awaiting_payment' | 'accepted' | 'withdrawn';

/**
 * A shipment (seller Agro Vest SRL) holding 90 000 EUR in escrow, taken to `state`: paid,
 * delivered by a route entry and answered by the buyer's party key for the last two.
 */
export async function escrowShipment(
  colleague: Client,
  state: EscrowSetUp,
  fields: Record<string, string> = {},
): Promise<string> {
  const id = `ESC-${Date.now().toString(36)}-${(counter += 1)}`;
  await ok(
    colleague.rpc('create_shipment', {
      shipment: {
        id,
        shippername: 'Agro Vest SRL',
        recipientname: 'Ferme Dubois',
        transportedgoods: 'Tractor',
        ...fields,
      },
    }),
  );
  if (state === 'none') return id;
  const version = async () =>
    (await ok(colleague.from('shipments').select('updated_at').eq('id', id).single())).updated_at;
  await ok(
    colleague.rpc('set_escrow', {
      tracking_number: id,
      expected_updated_at: await version(),
      amount: 90000,
    }),
  );
  if (state === 'awaiting_payment') return id;
  await ok(
    colleague.rpc('record_escrow_payment', {
      tracking_number: id,
      expected_updated_at: await version(),
      amount: 90000,
      received_on: today(),
      bank_reference: 'SEPA 1',
    }),
  );
  await ok(
    colleague.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Lyon',
    }),
  );
  const link = await ok(
    colleague.rpc('create_tracking_link', { tracking_number: id, party: 'recipient' }).single(),
  );
  await ok(
    newClient().rpc('answer_escrow', {
      tracking_number: id,
      party_key: link.key,
      decision: state === 'accepted' ? 'accept' : 'withdraw',
      ...(state === 'withdrawn' && { reason: 'Motorul nu pornește.' }),
    }),
  );
  return id;
}
