/**
 * An escrow shipment in its inspection period (issue #53), made as staff make it, through the
 * escrow functions with the service_role key: set_escrow, record_escrow_payment, a Livrat route
 * entry (the delivery starts the period), then a party link for each side. For the tracking
 * page's tests (unit:stack and the browser journey), which need a buyer's and a seller's link.
 */
import type { ProjectClient } from '../dev-support/node-supabase-client';

async function version(admin: ProjectClient, id: string): Promise<string> {
  const { data, error } = await admin.from('shipments').select('updated_at').eq('id', id).single();
  if (error) throw error;
  return data.updated_at;
}

function check<T>({ data, error }: { data: T; error: { code: string; message: string } | null }) {
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

export async function escrowInInspection(
  admin: ProjectClient,
  id: string,
  amount: number,
): Promise<{ buyerKey: string; sellerKey: string }> {
  check(
    await admin.from('shipments').insert({
      id,
      shippername: 'Landtechnik Huber GmbH',
      recipientname: 'Gospodarstwo Rolne Nowak',
      transportedgoods: 'Fendt 724 Vario',
      status: 'În tranzit',
    }),
  );
  check(
    await admin.rpc('set_escrow', {
      tracking_number: id,
      expected_updated_at: await version(admin, id),
      amount,
    }),
  );
  check(
    await admin.rpc('record_escrow_payment', {
      tracking_number: id,
      expected_updated_at: await version(admin, id),
      amount,
      received_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
        new Date(),
      ),
      bank_reference: 'SEPA REF 4711',
    }),
  );
  check(
    await admin.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Poznań, PL',
    }),
  );
  const link = async (party: 'recipient' | 'shipper') => {
    const made = check(
      await admin.rpc('create_tracking_link', { tracking_number: id, party }).single(),
    );
    if (!made) throw new Error(`no ${party} link for ${id}`);
    return made.key;
  };
  return { buyerKey: await link('recipient'), sellerKey: await link('shipper') };
}
