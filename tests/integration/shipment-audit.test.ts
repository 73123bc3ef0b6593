/**
 * The audit trail, undo of a delete and the duplicate-number race (issue #11), through the
 * gateway and PostgREST as the site calls them, checked against the database with SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Json } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { SHIPMENT_COLUMNS } from '../../src/lib/shipments/shipment-columns';
import { anon, customer, service, staff, visitor } from './clients';
import { deleteShipment } from './staff-writes';
import { sql, stack, uniqueShipmentId } from './support';
import { lookUp } from './tracking';

let client: ProjectClient;
let account: { id: string; email: string };

beforeAll(async () => {
  client = await staff();
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  account = { id: data.user.id, email: data.user.email ?? '' };
});

const COLUMNS = [...SHIPMENT_COLUMNS].sort();

type Row = Record<string, Json>;

async function create(shipment: Record<string, Json>): Promise<Row> {
  const { data, error } = await client.rpc('create_shipment', { shipment });
  if (error) throw new Error(error.message);
  return data;
}

/** The row as Postgres turns it into JSON (what the audit trigger records). */
async function storedRow(id: string): Promise<Row | undefined> {
  const [found] = await sql<{ row: Row }>(
    'select to_jsonb(s) as row from public.shipments s where s.id = $1',
    [id],
  );
  return found?.row;
}

async function changes(id: string) {
  const { data, error } = await client.rpc('shipment_changes', { tracking_number: id });
  if (error) throw new Error(error.message);
  return data;
}

describe('audit trail', () => {
  it('records an insert with every column, by the staff account that made it', async () => {
    const id = uniqueShipmentId('AUD-INS');
    const created = await create({ id, shippername: 'Șerban', recipientname: 'Zoë', info: 'x' });
    const stored = await storedRow(id);
    const records = await changes(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      shipment_id: id,
      action: 'insert',
      actor_id: account.id,
      actor: account.email,
    });
    expect(Object.keys(records[0]?.changes as object).sort()).toEqual(COLUMNS);
    expect(records[0]?.changes).toEqual(
      Object.fromEntries(COLUMNS.map((column) => [column, { from: null, to: stored?.[column] }])),
    );
    expect((records[0]?.changes as Record<string, { to: Json }>).shippername?.to).toBe(
      created.shippername,
    );
  });

  it('records an update with only the changed fields, and appended route entries as added', async () => {
    const id = uniqueShipmentId('AUD-UPD');
    const created = await create({ id, shippername: 'A', recipientname: 'B', info: 'old' });
    const saved = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: created.updated_at as string,
      changes: { shippername: 'A2', info: null, recipientname: 'B' },
    });
    expect(saved.error).toBeNull();
    const moved = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: saved.data!.updated_at,
      changes: {},
      event_status: 'În tranzit',
      event_location: 'Viena',
    });
    expect(moved.error).toBeNull();
    const event = await client.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Lyon',
    });
    expect(event.error).toBeNull();
    const history = event.data!.history as Json[];

    const [added, second, first] = await changes(id);
    expect(first).toMatchObject({ action: 'update', actor_id: account.id, actor: account.email });
    expect(first?.changes).toEqual({
      shippername: { from: 'A', to: 'A2' },
      info: { from: 'old', to: null },
    });
    expect(second?.changes).toEqual({
      status: { from: 'Expediere creată', to: 'În tranzit' },
      history: { added: [history[1]] },
    });
    expect(added?.changes).toEqual({
      status: { from: 'În tranzit', to: 'Livrat' },
      history: { added: [history[2]] },
      // Stamped as the status became Livrat (issue #52).
      delivered_at: { from: null, to: expect.any(String) },
    });
  });

  it('records a delete with the whole row, by the account that deleted it', async () => {
    const id = uniqueShipmentId('AUD-DEL');
    await create({
      id,
      shippername: 'A',
      recipientname: 'B',
      currentposition: { lat: 44.43, lng: 26.1 },
    });
    const before = await storedRow(id);
    const deleted = await deleteShipment(client, id);
    expect(deleted).toMatchObject({ error: null, data: { id } });

    const [record] = await changes(id);
    expect(record).toMatchObject({ action: 'delete', actor_id: account.id, actor: account.email });
    expect(record?.changes).toEqual(
      Object.fromEntries(COLUMNS.map((column) => [column, { from: before?.[column], to: null }])),
    );
  });

  it("records writes made with the service key as 'service_role', without an account id", async () => {
    const id = uniqueShipmentId('AUD-SVC');
    const inserted = await service()
      .from('shipments')
      .insert({ id, shippername: 'A', recipientname: 'B' });
    expect(inserted.error).toBeNull();
    const [record] = await changes(id);
    expect(record).toMatchObject({ action: 'insert', actor_id: null, actor: 'service_role' });
  });
});

describe('audit trail is not writable', () => {
  const row = { shipment_id: 'forged', action: 'delete', actor: 'x', changes: {} };
  const notExposed = {
    status: 406,
    code: 'PGRST106',
    message: 'The schema must be one of the following: public',
  };

  it('through the API: audit is not an exposed schema, for staff, customer, anon and service_role', async () => {
    const [target] = await sql<{ id: string }>(
      'select id::text from audit.shipment_changes order by id limit 1',
    );
    const clients = {
      staff: client,
      customer: await customer(),
      anon: anon(),
      service_role: service(),
    };
    const [before] = await sql<{ count: string; latest: string }>(
      'select count(*) as count, max(id)::text as latest from audit.shipment_changes',
    );

    for (const [who, api] of Object.entries(clients)) {
      // supabase-js's schema() is typed to the exposed schemas; 'audit' is the point here.
      const audit = api.schema('audit' as 'public');
      const table = 'shipment_changes' as 'shipments';
      const attempts = {
        select: audit.from(table).select('*'),
        insert: audit.from(table).insert(row as never),
        update: audit
          .from(table)
          .update({ actor: 'x' } as never)
          .eq('id', target?.id ?? ''),
        delete: audit
          .from(table)
          .delete()
          .eq('id', target?.id ?? ''),
        upsert: audit.from(table).upsert(row as never),
      };
      for (const [what, attempt] of Object.entries(attempts)) {
        const { status, error } = await attempt;
        expect({ who, what, status, code: error?.code, message: error?.message }).toEqual({
          who,
          what,
          ...notExposed,
        });
      }
      // And no table of that name in the exposed schema (PostgREST 12 answers a write to a
      // missing table with 404 and an empty object).
      const readPublic = await api.from(table).select('*');
      const writePublic = await api.from(table).insert(row as never);
      expect({
        who,
        read: [readPublic.status, readPublic.error?.code, readPublic.error?.message],
        write: [writePublic.status, writePublic.error],
      }).toEqual({
        who,
        read: [404, '42P01', 'relation "public.shipment_changes" does not exist'],
        write: [404, {}],
      });
    }

    const [after] = await sql<{ count: string; latest: string }>(
      'select count(*) as count, max(id)::text as latest from audit.shipment_changes',
    );
    expect(after).toEqual(before);
  });

  it('in SQL: UPDATE, DELETE and TRUNCATE raise, as postgres and as the superuser', async () => {
    const refused = {
      code: '42501',
      message: 'audit records cannot be changed or removed',
      detail: 'audit_append_only',
    };
    const statements = [
      `update audit.shipment_changes set actor = 'forged'`,
      'delete from audit.shipment_changes',
      'truncate audit.shipment_changes',
    ];
    const [before] = await sql<{ count: string }>(
      'select count(*) as count from audit.shipment_changes',
    );
    for (const url of [stack.dbUrl, stack.superuserDbUrl]) {
      for (const statement of statements) {
        await expect(
          withClient(url, (db) => db.query(statement)),
          statement,
        ).rejects.toMatchObject(refused);
      }
    }
    const [after] = await sql<{ count: string }>(
      'select count(*) as count from audit.shipment_changes',
    );
    expect(after).toEqual(before);
  });
});

describe('restore_shipment', () => {
  it('brings a deleted shipment back exactly, for the public lookup too, with a restore record', async () => {
    const id = uniqueShipmentId('RST');
    const created = await create({
      id,
      shippername: 'Ștefan',
      shipperaddress: 'Str. Lungă 1, Brașov',
      recipientname: 'Łucja',
      info: 'fragil',
      totalamount: '1.450,00 EUR',
      currentposition: { lat: 47.1585, lng: 27.6014 },
    });
    const saved = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: created.updated_at as string,
      changes: { transportedgoods: 'Tractor' },
      event_status: 'În tranzit',
      event_location: 'Viena',
    });
    expect(saved.error).toBeNull();
    const { data: listed } = await client.from('shipments').select('*').eq('id', id).single();
    const before = await storedRow(id);
    expect(before?.history).toHaveLength(2);

    expect((await deleteShipment(client, id)).error).toBeNull();
    const missing = await lookUp(visitor(), id);
    expect(missing.error?.code).toBe('PGRST116');
    const { data: deleted } = await client.rpc('deleted_shipments');
    expect(deleted?.find((shipment) => shipment.tracking_number === id)).toEqual({
      tracking_number: id,
      status: 'În tranzit',
      shippername: 'Ștefan',
      recipientname: 'Łucja',
      deleted_at: expect.any(String),
      deleted_by: account.email,
    });

    // Not for a customer: the shipment stays deleted.
    const refused = await (await customer()).rpc('restore_shipment', { tracking_number: id });
    expect(refused.error?.code).toBe('42501');
    expect(await storedRow(id)).toBeUndefined();

    const restored = await client.rpc('restore_shipment', { tracking_number: id });
    expect(restored.error).toBeNull();
    expect(restored.data).toEqual(listed);
    expect(await storedRow(id)).toEqual(before);

    const found = await lookUp(visitor(), id);
    expect(found.error).toBeNull();
    // The journey is back; a place that repeats a party's address stays out of the number-only
    // answer (DECISIONS 18).
    expect(found.data).toMatchObject({
      id,
      history: (before?.history as { location: string }[]).map((entry) => ({
        ...entry,
        location: entry.location === before?.shipperaddress ? '' : entry.location,
      })),
      currentposition: { lat: 47.1585, lng: 27.6014 },
    });

    const [record] = await changes(id);
    expect(record).toMatchObject({ action: 'restore', actor_id: account.id, actor: account.email });
    expect(record?.changes).toEqual(
      Object.fromEntries(COLUMNS.map((column) => [column, { from: null, to: before?.[column] }])),
    );
    const { data: deletedAfter } = await client.rpc('deleted_shipments');
    expect(deletedAfter?.map((shipment) => shipment.tracking_number)).not.toContain(id);
  });

  it('refuses a second restore with 23505 on shipments_pkey', async () => {
    const id = uniqueShipmentId('RST2');
    await create({ id, shippername: 'A', recipientname: 'B' });
    expect((await deleteShipment(client, id)).error).toBeNull();
    expect((await client.rpc('restore_shipment', { tracking_number: id })).error).toBeNull();
    const again = await client.rpc('restore_shipment', { tracking_number: id });
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('shipments_pkey');
  });

  it('says P0002 when nothing with that number was deleted', async () => {
    const { error } = await client.rpc('restore_shipment', {
      tracking_number: uniqueShipmentId('NEVER'),
    });
    expect(error).toMatchObject({ code: 'P0002', details: 'no_deleted_shipment' });
  });
});

describe('duplicate-number race', () => {
  it('lets exactly one of two simultaneous creates win; the other gets 23505 on shipments_pkey', async () => {
    const [first, second] = [client, await staff()];
    for (let round = 0; round < 5; round += 1) {
      const id = uniqueShipmentId('RACE');
      const results = await Promise.all(
        [first, second].map((api, n) =>
          api.rpc('create_shipment', {
            shipment: { id, shippername: `Staff ${n}`, recipientname: 'B' },
          }),
        ),
      );
      const winners = results.filter((result) => result.error === null);
      const losers = results.filter((result) => result.error !== null);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect(losers[0]?.status).toBe(409);
      expect(losers[0]?.error?.code).toBe('23505');
      expect(losers[0]?.error?.message).toContain('shipments_pkey');
      const inserts = await sql(
        `select 1 from audit.shipment_changes where shipment_id = $1 and action = 'insert'`,
        [id],
      );
      expect(inserts).toHaveLength(1);
    }
  });
});
