import { dayFromToday, sampleRequest } from '../src/testing/sample-request';
import { newStaffAccount } from './accounts';
import { anonClient, asDatabaseOwner, type StackAccess } from './database';

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
export const inDays = dayFromToday;

/**
 * A German request sent through the API as the page sends it, with a form token minted as if
 * opened 10 s ago: its reference and the (unique) address it came from. `domain` is the
 * calling spec's own: the requests it sent earlier are deleted first (the limits count them),
 * and no other spec's.
 */
export async function submittedGermanRequest(
  env: StackAccess,
  label: string,
  domain = 'offer.example.com',
  change: Parameters<typeof sampleRequest>[0] = {},
): Promise<{ reference: string; email: string }> {
  const token = await asDatabaseOwner(env, async (client) => {
    await client.query('delete from public.transport_requests where email like $1', [
      `%@${domain}`,
    ]);
    const { rows } = await client.query<{ token: string }>(
      `select private.transport_request_token(clock_timestamp() - interval '10 seconds') as token`,
    );
    return rows[0]!.token;
  });
  const email = `${label}.${Date.now().toString(36)}@${domain}`;
  const { data, error } = await anonClient(env).rpc('submit_transport_request', {
    form_token: token,
    request: sampleRequest({ ...change, email }),
  });
  if (error) throw error;
  return { reference: (data as { reference: string }).reference, email };
}

/**
 * Staff send an offer on `reference` through the API, signed in as a staff account of their
 * own; the key of the customer's link, as the offer e-mail in the outbox carries it.
 */
export async function sentOffer(env: StackAccess, reference: string): Promise<string> {
  const staff = anonClient(env);
  const signedIn = await staff.auth.signInWithPassword(await newStaffAccount(env));
  if (signedIn.error) throw signedIn.error;
  const { data: row, error: readError } = await staff
    .from('transport_requests')
    .select('updated_at')
    .eq('reference', reference)
    .single();
  if (readError) throw readError;
  const { error } = await staff.rpc('send_transport_offer', {
    reference,
    expected_updated_at: row.updated_at,
    price: '4.850 EUR netto zzgl. MwSt.',
    valid_until: inDays(14),
    note: 'Abholung mit Tieflader.\nBegleitfahrzeug inklusive.',
  });
  if (error) throw error;
  return asDatabaseOwner(env, async (client) => {
    const { rows } = await client.query<{ key: string }>(
      `select payload ->> 'key' as key from private.email_outbox
        where kind = 'offer' and payload ->> 'reference' = $1`,
      [reference],
    );
    return rows[0]!.key;
  });
}
