/**
 * 20261125100000_first_route_entry_without_party_data.sql on rows that existed before it
 * (issue #30): a database of its own, next to the stack's, built with the migrations before
 * that one, filled the way the old create_shipment filled it, then migrated.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { databaseBefore, type MigrationDatabase } from './migration-database';

const MIGRATION = '20261125100000_first_route_entry_without_party_data.sql';

let database: MigrationDatabase;
const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  database.query<Row>(text, values);

const entry = (status: string, location: string) => ({
  status,
  location,
  date: '2026-11-20T08:00:00.000Z',
});

const HUBER = {
  id: 'MIG-HUBER',
  shippername: 'Landtechnik Huber GmbH',
  shipperaddress: 'Heidestraße 17, 51147 Köln',
  recipientname: 'Ferme Dubois EARL',
  recipientaddress: '12 Route de Chartres, 28000 Chartres',
  history: [
    // What the old create_shipment wrote, and what staff may have typed since.
    entry('Expediere creată', ' heidestraße 17, 51147 Köln '),
    entry('În tranzit', 'Köln, DE'),
    entry('În tranzit', 'Abholung bei LANDTECHNIK Huber GmbH'),
    entry('În tranzit', 'Ferme Dubois EARL'),
    entry('Livrat', '12 Route de Chartres, 28000 Chartres'),
    entry('Livrat', 'Chartres, FR'),
  ],
};
/** Names of two letters: a part of a town's name is no match, the whole name is. */
const SHORT = {
  id: 'MIG-SHORT',
  shippername: 'Li',
  shipperaddress: '',
  recipientname: 'Bo',
  recipientaddress: '',
  history: [entry('În tranzit', 'Lille, FR'), entry('În tranzit', 'Bologna, IT'), entry('x', 'LI')],
};
const CLEAN = {
  id: 'MIG-CLEAN',
  shippername: 'Motos García S.L.',
  shipperaddress: 'Calle de Alcalá 210, 28028 Madrid',
  recipientname: 'Jan Kowalski',
  recipientaddress: 'ul. Marszałkowska 84, 00-514 Warszawa',
  history: [entry('Expediere creată', 'Madrid, ES'), entry('În tranzit', '')],
};
/** Deleted before the migration: its delete record keeps the address in the history. */
const DELETED = {
  id: 'MIG-DELETED',
  shippername: 'Agri Services SARL',
  shipperaddress: '5 Rue des Moissons, 51100 Reims',
  recipientname: 'Hofgemeinschaft Schneider GbR',
  recipientaddress: '',
  history: [entry('Expediere creată', '5 Rue des Moissons, 51100 Reims')],
};
/** The same, but restored only once every later migration has run (restore was redefined since). */
const DELETED_LONG_AGO = {
  ...DELETED,
  id: 'MIG-DELETED-LONG-AGO',
  history: [entry('Expediere creată', 'Hofgemeinschaft Schneider GbR, Hof 3, Fulda')],
};

/** Each row's updated_at before the migration. */
const versionsBefore = new Map<string, string>();

beforeAll(async () => {
  database = await databaseBefore(`party_location_migration_${process.pid}`, MIGRATION);

  for (const row of [HUBER, SHORT, CLEAN, DELETED, DELETED_LONG_AGO]) {
    await query(
      `insert into public.shipments
         (id, shippername, shipperaddress, recipientname, recipientaddress, history)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        row.id,
        row.shippername,
        row.shipperaddress,
        row.recipientname,
        row.recipientaddress,
        JSON.stringify(row.history),
      ],
    );
  }
  await query('delete from public.shipments where id = any($1)', [
    [DELETED.id, DELETED_LONG_AGO.id],
  ]);
  for (const { id, updated_at } of await query<{ id: string; updated_at: Date }>(
    'select id, updated_at from public.shipments',
  )) {
    versionsBefore.set(id, updated_at.toISOString());
  }

  expect(await database.migrateThis()).toEqual([MIGRATION]);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

interface Row {
  history: { location: string }[];
  shipperaddress: string;
  recipientaddress: string;
  updated_at: Date;
}

async function stored(id: string): Promise<Row | undefined> {
  const [row] = await query<Row>(
    'select history, shipperaddress, recipientaddress, updated_at from public.shipments where id = $1',
    [id],
  );
  return row;
}

async function updates(id: string) {
  return query<{ actor: string; actor_id: string | null; changes: unknown }>(
    `select actor, actor_id, changes from audit.shipment_changes
      where shipment_id = $1 and action = 'update' order by id`,
    [id],
  );
}

const locations = (row: Row | undefined) => row?.history.map((e) => e.location);

describe('route entries that name a party', () => {
  it("move to 'Depozit': a party's address or name, whole or inside, any case", async () => {
    const row = await stored(HUBER.id);
    expect(locations(row)).toEqual([
      'Depozit',
      'Köln, DE',
      'Depozit',
      'Depozit',
      'Depozit',
      'Chartres, FR',
    ]);
    // Status and date of each entry stay.
    expect(row?.history).toEqual(
      HUBER.history.map((old, n) => ({ ...old, location: locations(row)?.[n] })),
    );
    expect(row).toMatchObject({
      shipperaddress: HUBER.shipperaddress,
      recipientaddress: HUBER.recipientaddress,
    });
  });

  it('a name shorter than 3 characters only when it is the whole location', async () => {
    expect(locations(await stored(SHORT.id))).toEqual(['Lille, FR', 'Bologna, IT', 'Depozit']);
  });

  it('are recorded in the audit trail with the old locations, as a system change', async () => {
    const row = await stored(HUBER.id);
    expect(await updates(HUBER.id)).toEqual([
      {
        actor: 'system',
        actor_id: null,
        changes: { history: { from: HUBER.history, to: row?.history } },
      },
    ]);
    expect(row?.updated_at.toISOString()).not.toBe(versionsBefore.get(HUBER.id));
  });
});

describe('a history that names no party', () => {
  it('is left alone: no audit record, same version', async () => {
    const row = await stored(CLEAN.id);
    expect(locations(row)).toEqual(['Madrid, ES', '']);
    expect(await updates(CLEAN.id)).toEqual([]);
    expect(row?.updated_at.toISOString()).toBe(versionsBefore.get(CLEAN.id));
  });
});

/** restore_shipment as the service role, in the migrated database. */
async function restoreAsService(id: string): Promise<Row | undefined> {
  return withClient(database.superuserUrl, async (client) => {
    await client.query('begin');
    await client.query('set local role service_role');
    await client.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
    const { rows } = await client.query<Row>('select * from public.restore_shipment($1)', [id]);
    await client.query('commit');
    return rows[0];
  });
}

describe('a shipment deleted before the migration', () => {
  it('comes back from restore_shipment without the address in its route', async () => {
    const restored = await restoreAsService(DELETED.id);
    expect(locations(restored)).toEqual(['Depozit']);
    expect(restored?.shipperaddress).toBe(DELETED.shipperaddress);
  });

  it('still does once every later migration has run (each redefines restore_shipment)', async () => {
    const { later, applied } = await database.migrateLater();
    expect(applied).toEqual(later);
    const restored = await restoreAsService(DELETED_LONG_AGO.id);
    expect(locations(restored)).toEqual(['Depozit']);
    expect(restored?.shipperaddress).toBe(DELETED_LONG_AGO.shipperaddress);
  }, 60_000);
});
