import { asDatabaseOwner } from '../../test-support/database';

/**
 * Forgets every miss of the lookup throttle. Every browser of the e2e run is one client
 * (127.0.0.1) to it, all count towards its global budget, and a refused party key is a miss
 * too: specs that look shipments up call this before each test.
 */
export async function forgetTrackingMisses(superuserDbUrl: string): Promise<void> {
  await asDatabaseOwner({ superuserDbUrl }, (client) =>
    client.query('select private.reset_tracking_throttle()'),
  );
}
