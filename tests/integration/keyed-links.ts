/**
 * What the tests of the request page's e-mailed links share (issues #37, #48): a wrong key's
 * answer, the same call as plain HTTP, and a client's counted misses.
 */
import { fetchFrom } from './clients';
import { sql, stack } from './support';

/** The customer functions' answer to a key that is not the current one. */
export const NO_OFFER = {
  status: 404,
  data: null,
  error: {
    code: 'P0002',
    message: 'no offer under this reference and key',
    details: 'no_offer',
    hint: null,
  },
};

/** The same call as plain HTTP, to see the status and body PostgREST itself sends. */
export async function rawCall(
  from: string,
  name: string,
  body: Record<string, unknown>,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
) {
  const { method = 'POST', headers = {} } = options;
  const url = new URL(`${stack.apiUrl}/rest/v1/rpc/${name}`);
  if (method === 'GET') {
    for (const [field, value] of Object.entries(body)) url.searchParams.set(field, String(value));
  }
  const response = await fetchFrom(from)(url, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The misses counted against a client (supabase/schemas/base/throttle.sql). */
export async function missesOf(address: string): Promise<number> {
  const [row] = await sql<{ misses: string }>('select private.tracking_misses($1) as misses', [
    address,
  ]);
  return Number(row?.misses);
}
