/**
 * "Șterse recent" and the restore window (issue #27, items 1 and 4): search_deleted_shipments
 * (staff only, paged by PostgREST, searchable), tracking_periods, restore_shipment's answers for
 * a number in use and a purged record, and private.purge_deleted_shipments.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, customer, staff } from './clients';
import { ageRecords } from './restore-window';
import { deleteShipment } from './staff-writes';
import { sql, uniqueShipmentId } from './support';

let desk: ProjectClient;
let deskEmail: string;

beforeAll(async () => {
  desk = await staff();
  deskEmail = (await desk.auth.getUser()).data.user?.email ?? '';
});

async function deletedShipment(label: string, recipientname = 'Jean Martin'): Promise<string> {
  const id = uniqueShipmentId(label);
  const created = await desk.rpc('create_shipment', {
    shipment: { id, shippername: 'Ana Popescu', recipientname, transportedgoods: 'Mobilă' },
  });
  if (created.error) throw new Error(created.error.message);
  const deleted = await deleteShipment(desk, id);
  if (deleted.error) throw new Error(deleted.error.message);
  return id;
}

/** The audit records of a number, oldest first, as SQL sees them. */
async function records(id: string) {
  return sql<{ action: string; actor: string; changes: Record<string, unknown>; purged: boolean }>(
    `select action, actor, changes, purged_at is not null as purged
       from audit.shipment_changes where shipment_id = $1 order by id`,
    [id],
  );
}

describe('search_deleted_shipments', () => {
  it('is refused to anon and to a signed-in customer with 42501', async () => {
    const [visitor, client] = [anon(), await customer()];
    for (const caller of [visitor, client]) {
      const { error } = await caller.rpc('search_deleted_shipments', { search: '' });
      expect(error?.code).toBe('42501');
    }
  });

  it('lists the deleted, not restored, latest first, with goods, recipient and who; pages and counts on the server', async () => {
    const tag = uniqueShipmentId('DELLIST');
    const first = await deletedShipment(`${tag}-a`);
    const second = await deletedShipment(`${tag}-b`, 'Ștefan Ionescu');
    const third = await deletedShipment(`${tag}-c`);

    const page = await desk
      .rpc('search_deleted_shipments', { search: tag }, { count: 'exact' })
      .range(0, 1);
    expect(page.error).toBeNull();
    expect(page.count).toBe(3);
    expect(page.data?.map((row) => row.tracking_number)).toEqual([third, second]);
    expect(page.data?.[1]).toMatchObject({
      transportedgoods: 'Mobilă',
      recipientname: 'Ștefan Ionescu',
      shippername: 'Ana Popescu',
      deleted_by: deskEmail,
    });
    const next = await desk.rpc('search_deleted_shipments', { search: tag }).range(2, 3);
    expect(next.data?.map((row) => row.tracking_number)).toEqual([first]);

    // Case and accents ignored, as in the list; a restored one leaves the list.
    const byName = await desk.rpc('search_deleted_shipments', { search: `${tag.toLowerCase()}-b` });
    expect(byName.data?.map((row) => row.tracking_number)).toEqual([second]);
    const byRecipient = await desk.rpc('search_deleted_shipments', { search: 'stefan ionescu' });
    expect(byRecipient.data?.map((row) => row.tracking_number)).toContain(second);
    expect((await desk.rpc('restore_shipment', { tracking_number: second })).error).toBeNull();
    const after = await desk.rpc('search_deleted_shipments', { search: tag });
    expect(after.data?.map((row) => row.tracking_number)).toEqual([third, first]);
  });
});

describe('restore_shipment', () => {
  it("answers 23505 'tracking_number_in_use' when a new shipment took the number; it stays listed", async () => {
    const id = await deletedShipment('DELTAKEN');
    const created = await desk.rpc('create_shipment', {
      shipment: { id, shippername: 'Alt expeditor', recipientname: 'Alt destinatar' },
    });
    expect(created.error).toBeNull();
    const { error } = await desk.rpc('restore_shipment', { tracking_number: id });
    expect(error).toMatchObject({ code: '23505', details: 'tracking_number_in_use' });
    expect(error?.message).toContain('shipments_pkey');
    const listed = await desk.rpc('search_deleted_shipments', { search: id });
    expect(listed.data?.map((row) => row.recipientname)).toEqual(['Jean Martin']);
  });
});

describe('tracking_periods', () => {
  it('gives staff both periods and refuses anon and customers with 42501', async () => {
    const { data, error } = await desk.rpc('tracking_periods').single();
    expect(error).toBeNull();
    const [settings] = await sql<{ default_link_days: number; restore_days: number }>(
      'select default_link_days, restore_days from private.tracking_settings',
    );
    expect(data).toEqual(settings);
    for (const caller of [anon(), await customer()]) {
      expect((await caller.rpc('tracking_periods')).error?.code).toBe('42501');
    }
  });

  it('has restore_days 90 by default, checked within 1..3650', async () => {
    const [column] = await sql<{ column_default: string }>(
      `select column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'tracking_settings'
          and column_name = 'restore_days'`,
    );
    expect(column?.column_default).toBe('90');
    await expect(sql('update private.tracking_settings set restore_days = 0')).rejects.toThrow(
      /tracking_settings_restore_days/,
    );
  });
});

describe('purge_deleted_shipments', () => {
  it('strips the personal data past the window, keeps the audit facts, and leaves younger deletes alone', async () => {
    const [{ restore_days: days } = { restore_days: 0 }] = await sql<{ restore_days: number }>(
      'select restore_days from private.tracking_settings',
    );
    const old = await deletedShipment('PURGEOLD');
    const young = await deletedShipment('PURGEYOUNG');
    await ageRecords(old, days + 1);
    await ageRecords(young, days - 1);
    const youngBefore = await records(young);

    await sql('select private.purge_deleted_shipments()');

    const purged = await records(old);
    expect(purged.map(({ action, actor, purged: gone }) => ({ action, actor, gone }))).toEqual([
      { action: 'insert', actor: deskEmail, gone: true },
      { action: 'delete', actor: deskEmail, gone: true },
    ]);
    for (const record of purged) {
      expect(Object.keys(record.changes).sort()).toEqual([
        'created_at',
        'id',
        'status',
        'updated_at',
      ]);
    }
    expect(JSON.stringify(purged)).not.toContain('Jean Martin');
    expect(await records(young)).toEqual(youngBefore);
    expect(youngBefore.at(-1)?.changes).toHaveProperty('recipientname', {
      from: 'Jean Martin',
      to: null,
    });

    // Gone from the list, and a clear refusal to restore.
    const listed = await desk.rpc('search_deleted_shipments', { search: old });
    expect(listed.data).toEqual([]);
    const restored = await desk.rpc('restore_shipment', { tracking_number: old });
    expect(restored.error).toMatchObject({ code: '55000', details: 'restore_window_passed' });
  });

  it('removes the reports from the road of a purged shipment and their records, not of a younger one (issue #52)', async () => {
    const [{ restore_days: days } = { restore_days: 0 }] = await sql<{ restore_days: number }>(
      'select restore_days from private.tracking_settings',
    );
    const withReport = async (label: string) => {
      const id = uniqueShipmentId(label);
      const created = await desk.rpc('create_shipment', {
        shipment: { id, shippername: 'Ana Popescu', recipientname: 'Jean Martin' },
      });
      if (created.error) throw new Error(created.error.message);
      const sent = await desk.rpc('submit_shipment_report', {
        report: {
          idempotency_key: crypto.randomUUID(),
          tracking_number: id,
          kind: 'delivery',
          recorded_at: new Date().toISOString(),
          place: 'Lyon, FR',
          name: 'Jean Martin',
          phoned: true,
        },
      });
      if (sent.error) throw new Error(sent.error.message);
      const deleted = await deleteShipment(desk, id);
      if (deleted.error) throw new Error(deleted.error.message);
      return id;
    };
    const reportsOf = (id: string) =>
      sql('select name from public.shipment_reports where shipment_id = $1', [id]);
    const old = await withReport('PURGEREPORT');
    const young = await withReport('KEEPREPORT');
    await ageRecords(old, days + 1);

    await sql('select private.purge_deleted_shipments()');

    expect(await reportsOf(old)).toEqual([]);
    expect(JSON.stringify(await records(old))).not.toContain('Jean Martin');
    expect(await reportsOf(young)).toEqual([{ name: 'Jean Martin' }]);
  });

  it('is not callable through the API, and the audit table stays append-only outside it', async () => {
    const id = await deletedShipment('PURGEAPI');
    await expect(
      sql(`update audit.shipment_changes set purged_at = now() where shipment_id = $1`, [id]),
    ).rejects.toThrow(/audit records cannot be changed/);
    const [grant] = await sql<{ allowed: boolean }>(
      `select has_function_privilege('service_role', 'private.purge_deleted_shipments()', 'execute')
           or has_function_privilege('authenticated', 'private.purge_deleted_shipments()', 'execute')
           as allowed`,
    );
    expect(grant?.allowed).toBe(false);
  });
});
