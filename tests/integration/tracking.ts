/** Helpers for the tracking lookup and its miss throttle (DECISIONS 2 and 17). */
import type pg from 'pg';
import { vi } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { fetchFrom } from './clients';
import { sql, stack } from './support';

export const SEEDED = '482913';
export const MAX_MISSES = 10;
export const MISSES_PER_WINDOW = 200;
/**
 * A network's allowance once all clients together have spent MISSES_PER_WINDOW: one client's
 * own (busy mode never lowers a client's limit, issue #34).
 */
export const MAX_MISSES_PER_NETWORK_WHEN_BUSY = 10;
/** Misses of all the addresses of one network (IPv4 /24, IPv6 /48) per window. */
export const MISSES_PER_NETWORK = 30;

/**
 * The lookup as the site makes it (src/lib/public-api/postgrest.ts rpcSingle): a list is asked
 * for, and no row (or several) is PGRST116. `.single()` itself is refused by the database
 * (PT406), because PostgREST would roll back the miss it records.
 */
export async function lookUp(client: ProjectClient, number: string, partyKey?: string) {
  const { data, error } = await client.rpc('track_shipment', {
    tracking_number: number,
    ...(partyKey === undefined ? {} : { party_key: partyKey }),
  });
  if (error) return { data: null, error };
  if (data.length !== 1) return { data: null, error: { code: 'PGRST116' as const } };
  return { data: data[0]!, error: null };
}

/** Seconds left in the database's current 15-minute throttle window. */
async function windowSecondsLeft(): Promise<number> {
  const [row] = await sql<{ left: string }>(
    `select length - extract(epoch from clock_timestamp()) % length as left
       from extract(epoch from private.tracking_miss_window()) as length`,
  );
  return Number(row?.left);
}

/**
 * Forget every miss (the global budget is shared by every test of the run), and start a test
 * well inside a window: counters restart with each 15-minute window, so a test running across
 * the edge would see its misses vanish halfway.
 */
export async function forgetMisses(): Promise<void> {
  const MARGIN_SECONDS = 15;
  if ((await windowSecondsLeft()) < MARGIN_SECONDS) {
    // vi.waitFor, not expect.poll: this also runs in beforeAll, where expect.poll is refused.
    await vi.waitFor(
      async () => {
        // A new window has begun once more than the margin is left again.
        if ((await windowSecondsLeft()) < MARGIN_SECONDS)
          throw new Error('still in the old throttle window');
      },
      { timeout: 20_000, interval: 250 },
    );
  }
  await sql('select private.reset_tracking_throttle()');
}

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * The lookup as plain HTTP through the gateway, from a loopback address of its own, with the
 * headers the site sends (a list is asked for) plus any the caller adds.
 */
export async function rawLookup(options: {
  from: string;
  number: string;
  /** A party link's key (POST only). */
  partyKey?: string;
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
}): Promise<RawAnswer> {
  const { from, number, partyKey, method = 'POST', headers = {} } = options;
  const url = new URL(`${stack.apiUrl}/rest/v1/rpc/track_shipment`);
  if (method !== 'POST') url.searchParams.set('tracking_number', number);
  const response = await fetchFrom(from)(url, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      accept: 'application/json',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body:
      method === 'POST'
        ? JSON.stringify({
            tracking_number: number,
            ...(partyKey === undefined ? {} : { party_key: partyKey }),
          })
        : undefined,
  });
  return { status: response.status, text: await response.text() };
}

export type Outcome = 'found' | 'not found' | `refused ${string}`;

/**
 * Looks numbers up the way PostgREST runs a POST on hosted Supabase: as anon, in a read-write
 * transaction, with the request headers as the platform delivers them (its proxies append to
 * the caller's X-Forwarded-For and set cf-connecting-ip). Lets a test choose addresses the
 * local gateway cannot produce (IPv6, a spoofed X-Forwarded-For next to a real address).
 */
export async function asDelivered<T>(
  work: (
    lookUp: (number: string, headers: Record<string, string>) => Promise<Outcome>,
  ) => Promise<T>,
): Promise<T> {
  return withClient(stack.superuserDbUrl, async (client: pg.Client) => {
    const delivered = async (number: string, headers: Record<string, string>) => {
      await client.query('begin');
      try {
        await client.query('set local role anon');
        await client.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify(headers),
        ]);
        const { rows } = await client.query('select id from public.track_shipment($1)', [number]);
        await client.query('commit');
        return rows.length === 1 ? 'found' : 'not found';
      } catch (error) {
        await client.query('rollback');
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string') throw error;
        return `refused ${code}` as const;
      }
    };
    return work(delivered);
  });
}

/** Headers of a request from `address` that claims to come from `forwardedFor`. */
export function hostedHeaders(address: string, forwardedFor?: string): Record<string, string> {
  return {
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${address}` : address,
    'cf-connecting-ip': address,
  };
}

/** A different made-up number for every miss, none of which exists. */
let nextMiss = 0;
export function missingNumber(): string {
  nextMiss += 1;
  return `NX-${Date.now().toString(36)}-${nextMiss}`;
}
