/**
 * The per-status totals behind shipment_status_counts('') and shipment_statuses()
 * (migration 20261127140000): kept by the shipments' own triggers, so the filter's counts never
 * count the table. Each test uses statuses no other test has and compares exact numbers.
 */
import { randomBytes } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { customer, staff } from './clients';
import { sql, stack, uniqueShipmentId } from './support';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

/** Statuses no other test uses. */
function statusFamily(): string {
  return `T${randomBytes(5).toString('hex')}`;
}

/** The totals row by row for one family, as the staff read them. */
async function countsOf(family: string): Promise<Record<string, number>> {
  const { data, error } = await desk.rpc('shipment_status_counts', { search: '' });
  if (error) throw new Error(error.message);
  return Object.fromEntries(
    data.filter((row) => row.status.startsWith(family)).map((row) => [row.status, row.count]),
  );
}

/** What counting the table says for the same family. */
async function countedOf(family: string): Promise<Record<string, number>> {
  const rows = await sql<{ status: string; count: string }>(
    `select status, count(*) as count from public.shipments where status like $1 group by status`,
    [`${family}%`],
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

async function insertRows(family: string, statuses: string[]): Promise<string[]> {
  const ids = statuses.map(() => uniqueShipmentId(family));
  await sql(
    `insert into public.shipments (id, shippername, recipientname, status)
     select i, 'Ana', 'Jean', s from unnest($1::text[], $2::text[]) as r(i, s)`,
    [ids, statuses.map((status) => `${family} ${status}`)],
  );
  return ids;
}

describe('shipment status totals', () => {
  it('follow inserts, status changes, other changes and deletes of many rows per statement', async () => {
    const f = statusFamily();
    const ids = await insertRows(f, ['A', 'A', 'A', 'B', 'C']);
    expect(await countsOf(f)).toEqual({ [`${f} A`]: 3, [`${f} B`]: 1, [`${f} C`]: 1 });

    // Two of A become B, one row changes something else only, C's only row becomes A.
    await sql(`update public.shipments set status = $2 where id = any ($1::text[])`, [
      [ids[0], ids[1]],
      `${f} B`,
    ]);
    await sql(`update public.shipments set shippername = 'Ana Maria' where id = $1`, [ids[2]]);
    await sql(`update public.shipments set status = $2 where id = $1`, [ids[4], `${f} A`]);
    expect(await countsOf(f)).toEqual({ [`${f} A`]: 2, [`${f} B`]: 3 });

    // A status whose last shipment goes is gone from the counts and the combobox.
    await sql(`delete from public.shipments where id = any ($1::text[])`, [[ids[2], ids[4]]]);
    expect(await countsOf(f)).toEqual({ [`${f} B`]: 3 });
    const statuses = await desk.rpc('shipment_statuses');
    expect(statuses.error).toBeNull();
    expect(statuses.data?.filter((status) => status.startsWith(f))).toEqual([`${f} B`]);
    expect(await countsOf(f)).toEqual(await countedOf(f));
  });

  it('follow the staff paths: create, route update, delete and restore', async () => {
    const f = statusFamily();
    const id = uniqueShipmentId(f);
    const created = await desk.rpc('create_shipment', {
      shipment: { id, shippername: 'Ana', recipientname: 'Jean', status: `${f} Creată` },
    });
    expect(created.error).toBeNull();
    expect(await countsOf(f)).toEqual({ [`${f} Creată`]: 1 });

    const event = await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: `${f} În tranzit`,
      location: 'Lyon',
    });
    expect(event.error).toBeNull();
    expect(await countsOf(f)).toEqual({ [`${f} În tranzit`]: 1 });

    const version = await sql<{ updated_at: string }>(
      `select to_json(updated_at) #>> '{}' as updated_at from public.shipments where id = $1`,
      [id],
    );
    const removed = await desk.rpc('delete_shipment', {
      tracking_number: id,
      expected_updated_at: version[0]?.updated_at ?? '',
    });
    expect(removed.error).toBeNull();
    expect(await countsOf(f)).toEqual({});

    const restored = await desk.rpc('restore_shipment', { tracking_number: id });
    expect(restored.error).toBeNull();
    expect(await countsOf(f)).toEqual({ [`${f} În tranzit`]: 1 });
  });

  it('count every one of many writes made at once, and nothing of a rolled-back one', async () => {
    const f = statusFamily();
    const writes = Array.from({ length: 12 }, () =>
      desk.rpc('create_shipment', {
        shipment: {
          id: uniqueShipmentId(f),
          shippername: 'Ana',
          recipientname: 'Jean',
          status: `${f} Nouă`,
        },
      }),
    );
    const results = await Promise.all(writes);
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));

    await withClient(stack.superuserDbUrl, async (client) => {
      await client.query('begin');
      await client.query(
        `insert into public.shipments (id, shippername, recipientname, status)
         values ($1, 'Ana', 'Jean', $2)`,
        [uniqueShipmentId(f), `${f} Nouă`],
      );
      await client.query('rollback');
    });
    expect(await countsOf(f)).toEqual({ [`${f} Nouă`]: 12 });
    expect(await countedOf(f)).toEqual({ [`${f} Nouă`]: 12 });
  });

  it('come from the totals, not from counting, and the recount repairs a write made with triggers off', async () => {
    const f = statusFamily();
    await insertRows(f, ['A']);
    // A data-only restore with --disable-triggers writes like this.
    await sql(
      `begin; set local session_replication_role = replica;
       insert into public.shipments (id, shippername, recipientname, status)
       values ('${uniqueShipmentId(f)}', 'Ana', 'Jean', '${f} A'), ('${uniqueShipmentId(f)}', 'Ana', 'Jean', '${f} B');
       commit;`,
    );
    expect(await countsOf(f)).toEqual({ [`${f} A`]: 1 });

    const [recount] = await sql<{ statuses: number }>(
      'select private.recount_shipment_statuses() as statuses',
    );
    expect(recount?.statuses).toBeGreaterThanOrEqual(2);
    expect(await countsOf(f)).toEqual({ [`${f} A`]: 2, [`${f} B`]: 1 });
    const all = await desk.rpc('shipment_status_counts', { search: '' });
    const counted = await sql<{ status: string; count: string }>(
      'select status, count(*) as count from public.shipments group by status order by status',
    );
    expect(all.data).toEqual(counted.map((row) => ({ ...row, count: Number(row.count) })));
  });

  it('are read by staff and the service role only, never counted for anyone else', async () => {
    const f = statusFamily();
    await insertRows(f, ['A']);
    const other = await customer();
    expect(await other.rpc('shipment_status_counts', { search: '' })).toMatchObject({
      status: 200,
      error: null,
      data: [],
    });
    expect(await other.rpc('shipment_statuses')).toMatchObject({
      status: 200,
      error: null,
      data: [],
    });
    // The table and its functions are not reachable through the API's roles.
    const grants = await sql<{ grantee: string }>(
      `select grantee from information_schema.role_table_grants
        where table_schema = 'private' and table_name = 'shipment_status_totals'
          and grantee in ('anon', 'authenticated', 'service_role')`,
    );
    expect(grants).toEqual([]);
    for (const fn of ['recount_shipment_statuses()', 'count_shipment_statuses()']) {
      const [row] = await sql<{ anon: boolean; authenticated: boolean; service: boolean }>(
        `select has_function_privilege('anon', 'private.${fn}', 'execute') as anon,
                has_function_privilege('authenticated', 'private.${fn}', 'execute') as authenticated,
                has_function_privilege('service_role', 'private.${fn}', 'execute') as service`,
      );
      expect({ fn, ...row }).toEqual({ fn, anon: false, authenticated: false, service: false });
    }
  });
});
