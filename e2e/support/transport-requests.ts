import { anonClient, asDatabaseOwner } from './database';
import type { E2eEnv } from './e2e-env';

/** The domain of every address the request journeys send from. */
export const REQUEST_E2E_DOMAIN = 'request.example.com';

/**
 * Deletes the requests earlier journeys sent (their own domain), so the limits (5 an hour per
 * client, 3 a day per address) do not count them: every browser of the run is one client
 * (127.0.0.1), and a second run within the hour would otherwise be refused.
 */
export async function forgetTransportRequestLimits(superuserDbUrl: string): Promise<void> {
  await asDatabaseOwner({ superuserDbUrl }, (client) =>
    client.query('delete from public.transport_requests where email like $1', [
      `%@${REQUEST_E2E_DOMAIN}`,
    ]),
  );
}

/** The day `days` from today, as a date input writes it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A German request sent through the API as the page sends it, with a form token minted as if
 * opened 10 s ago. `domain` is the calling spec's own: the requests it sent earlier are
 * deleted first (the limits count them), and no other spec's.
 */
export async function submittedGermanRequest(
  env: E2eEnv,
  label: string,
  domain = 'offer.example.com',
): Promise<string> {
  const token = await asDatabaseOwner(env, async (client) => {
    await client.query('delete from public.transport_requests where email like $1', [
      `%@${domain}`,
    ]);
    const { rows } = await client.query<{ token: string }>(
      `select private.transport_request_token(clock_timestamp() - interval '10 seconds') as token`,
    );
    return rows[0]!.token;
  });
  const { data, error } = await anonClient(env).rpc('submit_transport_request', {
    form_token: token,
    request: {
      name: 'Max Mustermann',
      company: null,
      email: `${label}.${Date.now().toString(36)}@${domain}`,
      phone: null,
      language: 'de',
      kind: 'tractor',
      goods: 'Fendt 724 Vario',
      quantity: 1,
      drivable: true,
      running_gear: 'wheels',
      with_attachments: false,
      container_size: null,
      container_loaded: null,
      length_m: 5.2,
      width_m: 2.75,
      height_m: 3.2,
      weight_kg: 8900,
      value_eur: null,
      listing_url: null,
      pickup: { address: null, postcode: '94032', town: 'Passau', country: 'DE' },
      delivery: { address: null, postcode: '00-001', town: 'Warszawa', country: 'PL' },
      earliest_pickup: inDays(7),
      latest_delivery: null,
      pickup_loading: 'drives_on',
      delivery_loading: 'ramp',
      escrow: false,
      message: null,
      website: null,
    },
  });
  if (error) throw error;
  return (data as { reference: string }).reference;
}
