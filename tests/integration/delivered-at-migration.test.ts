/**
 * 20261207182217_drivers_and_road_reports.sql on shipments that existed before it (issue #52):
 * one delivered before delivered_at existed gets the delivery date its party links count from,
 * recorded in its trail; one on the road keeps none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { databaseBefore, type MigrationDatabase } from './migration-database';

const MIGRATION = '20261207182217_drivers_and_road_reports.sql';
const DELIVERED_ON = '2026-11-30T09:15:00.000Z';

let database: MigrationDatabase;

beforeAll(async () => {
  database = await databaseBefore(`delivered_at_migration_${process.pid}`, MIGRATION);
  await database.query(
    `insert into public.shipments (id, shippername, recipientname, status)
     values ('MIG-DELIVERED', 'Ana Popescu', 'Jean Martin', 'Livrat'),
            ('MIG-ON-THE-ROAD', 'Ana Popescu', 'Jean Martin', 'În tranzit')`,
  );
  await database.query(
    `update private.shipment_deliveries set delivered_at = $1 where shipment_id = 'MIG-DELIVERED'`,
    [DELIVERED_ON],
  );
  expect(await database.migrateThis()).toEqual([MIGRATION]);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

it('gives a delivered shipment its delivery date, and no other one', async () => {
  const rows = await database.query<{ id: string; delivered_at: Date | null }>(
    `select id, delivered_at from public.shipments order by id`,
  );
  expect(rows.map((row) => [row.id, row.delivered_at?.toISOString() ?? null])).toEqual([
    ['MIG-DELIVERED', DELIVERED_ON],
    ['MIG-ON-THE-ROAD', null],
  ]);
  const [record] = await database.query<{ changes: unknown }>(
    `select changes from audit.shipment_changes
      where shipment_id = 'MIG-DELIVERED' and action = 'update'`,
  );
  expect(record?.changes).toEqual({
    delivered_at: { from: null, to: expect.stringMatching(/^2026-11-30T09:15:00/) },
  });
});
