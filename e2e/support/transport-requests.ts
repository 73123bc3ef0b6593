import { asDatabaseOwner } from './database';

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
