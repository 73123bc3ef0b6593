/** Helpers for the transport request tests (issue #36): tokens of any age, requests, counts. */
import { REQUEST_RULES } from '#common/requests/request-rules';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { dayFromToday, sampleRequest } from '../../src/testing/sample-request';
import { fetchFrom, newAddress, visitor } from './clients';
import { sql, stack } from './support';

export type RequestObject = Record<string, unknown>;

let requestCounter = 0;
/** A unique e-mail address (the per-address limit counts them). */
export function requestEmail(label = 'req'): string {
  requestCounter += 1;
  return `${label}-${Date.now().toString(36)}-${requestCounter}@example.com`;
}

/** A complete, valid request with every key, as the page sends it. */
export function validRequest(overrides: RequestObject = {}): RequestObject {
  return {
    ...sampleRequest({
      company: 'Hof Mustermann',
      email: requestEmail(),
      phone: '+49 170 1234567',
      value_eur: 120000,
      listing_url: 'https://www.example.com/listing/42',
      pickup: { address: 'Dorfstraße 1', postcode: '94032', town: 'Passau', country: 'DE' },
      earliest_pickup: dayFromToday(7),
      latest_delivery: dayFromToday(21),
      escrow: true,
      message: 'Bitte mit Rückruf.\nDanke!',
    }),
    ...overrides,
  };
}

/**
 * A form token issued `ageSeconds` ago, made as the superuser through the same signing function
 * the page's transport_request_form() uses: a test need not wait 3 s, and the check is unchanged.
 */
export async function formToken(ageSeconds = 10): Promise<string> {
  const [row] = await sql<{ token: string }>(
    `select private.transport_request_token(clock_timestamp() - make_interval(secs => $1)) as token`,
    [ageSeconds],
  );
  if (!row) throw new Error('no token');
  return row.token;
}

/** Several tokens at once (a flood from many visitors). */
export async function formTokens(count: number, ageSeconds = 10): Promise<string[]> {
  const rows = await sql<{ token: string }>(
    `select private.transport_request_token(clock_timestamp() - make_interval(secs => $1)) as token
       from generate_series(1, $2)`,
    [ageSeconds, count],
  );
  return rows.map((row) => row.token);
}

export function submit(client: ProjectClient, token: string | null, request: unknown) {
  return client.rpc('submit_transport_request', {
    form_token: token as string,
    request: request as never,
  });
}

/** A visitor from its own address sends a valid request with a fresh token. */
export async function submitFrom(address: string, request: RequestObject = validRequest()) {
  return submit(visitor(address), await formToken(), request);
}

/** The body as plain HTTP through the gateway, e.g. one larger than supabase-js would send. */
export async function rawSubmit(body: string, from = newAddress()) {
  const response = await fetchFrom(from)(`${stack.apiUrl}/rest/v1/rpc/submit_transport_request`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** Another loopback address in the same /24 network as `address`. */
export function sameNetwork(address: string): string {
  const parts = address.split('.');
  const last = Number(parts[3]);
  return [...parts.slice(0, 3), String(last >= 250 ? last - 1 : last + 1)].join('.');
}

export interface Counts {
  requests: number;
  nonces: number;
  outbox: number;
  audit: number;
  counters: number;
}

/** How many rows a submit could have written, to show that a refusal wrote none. */
export async function counts(): Promise<Counts> {
  const [row] = await sql<Record<keyof Counts, string>>(`
    select (select count(*) from public.transport_requests) as requests,
           (select count(*) from private.transport_request_nonces) as nonces,
           (select count(*) from private.email_outbox where request_id is not null) as outbox,
           (select count(*) from audit.transport_request_changes) as audit,
           (select coalesce(sum(last_number), 0) from private.transport_request_counters) as counters`);
  return {
    requests: Number(row?.requests),
    nonces: Number(row?.nonces),
    outbox: Number(row?.outbox),
    audit: Number(row?.audit),
    counters: Number(row?.counters),
  };
}

/**
 * Every request gone (their e-mails with them, and staff's hourly digests), so the limits, busy
 * mode and the hourly e-mail caps, which count all requests of the last hour or day, start from
 * nothing in each test.
 */
export async function forgetRequests(): Promise<void> {
  await sql(`delete from public.transport_requests; delete from private.transport_request_nonces;
             delete from private.email_outbox where kind = 'request_digest'`);
}

export const RULES = REQUEST_RULES;

export interface SentRequest {
  id: string;
  reference: string;
}

/** A visitor sends a valid request (with `overrides`); its id and reference. */
export async function sendRequest(overrides: RequestObject = {}): Promise<SentRequest> {
  const answer = await submit(visitor(), await formToken(), validRequest(overrides));
  if (answer.error) throw new Error(answer.error.message);
  const reference = (answer.data as { reference: string }).reference;
  const [row] = await sql<{ id: string }>(
    'select id from public.transport_requests where reference = $1',
    [reference],
  );
  if (!row) throw new Error(`no request ${reference}`);
  return { id: row.id, reference };
}

/** The request's version (updated_at) to the microsecond, as staff send it back. */
export async function versionOf(id: string): Promise<string> {
  const [row] = await sql<{ v: string }>(
    `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v
       from public.transport_requests where id = $1`,
    [id],
  );
  if (!row) throw new Error(`no request ${id}`);
  return row.v;
}
