// Relative imports: the browser journeys (no `@/` alias) import this file too.
import type pg from 'pg';

import type { Database } from '#common/database.types';

export type StoredRequest = Database['public']['Tables']['transport_requests']['Insert'];

/**
 * Stores a request as submit_transport_request stores one: in one transaction under the audit
 * name the form's function gives it ('request form'), so the history reads as the form's. As the
 * database owner: the limits and the form's token are not what such a test is about.
 */
export async function storeAsTheForm(client: pg.Client, request: StoredRequest): Promise<void> {
  // The column names are the record's own keys (a test's constants); the values go as JSON.
  const columns = Object.keys(request).join(', ');
  await client.query('begin');
  try {
    await client.query(`select set_config('private.audit_actor', 'request form', true)`);
    await client.query(
      `insert into public.transport_requests (${columns})
       select ${columns} from jsonb_populate_record(null::public.transport_requests, $1)`,
      [JSON.stringify(request)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
