/**
 * delete_shipment (issue #27, item 2): one database function states the version it deletes,
 * as save_shipment does; the answer tells "changed meanwhile" (PT409) from "gone" (P0002).
 * Checked in SQL after every call: the row, and the audit trail's delete record.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, customer, staff } from './clients';
import { versionOf } from './staff-writes';
import { sql, uniqueShipmentId } from './support';

let desk: ProjectClient;
let colleague: ProjectClient;
let deskEmail: string;

beforeAll(async () => {
  [desk, colleague] = await Promise.all([staff(), staff()]);
  deskEmail = (await desk.auth.getUser()).data.user?.email ?? '';
});

async function newShipment(label: string): Promise<string> {
  const id = uniqueShipmentId(label);
  const { error } = await desk.rpc('create_shipment', {
    shipment: { id, shippername: 'Ana Popescu', recipientname: 'Jean Martin' },
  });
  if (error) throw new Error(error.message);
  return id;
}

async function stored(id: string) {
  const [row] = await sql<{ shippername: string }>(
    'select shippername from public.shipments where id = $1',
    [id],
  );
  return row;
}

async function deleteRecords(id: string) {
  return sql<{ actor: string }>(
    `select actor from audit.shipment_changes where shipment_id = $1 and action = 'delete'`,
    [id],
  );
}

const remove = (client: ProjectClient, id: string, version: string) =>
  client.rpc('delete_shipment', { tracking_number: id, expected_updated_at: version });

describe('delete_shipment', () => {
  it('deletes the version it names, returns the row and leaves a delete record by who did it', async () => {
    const id = await newShipment('DEL-ok');
    const { status, data, error } = await remove(desk, id, await versionOf(desk, id));
    expect({ status, error }).toEqual({ status: 200, error: null });
    expect(data).toMatchObject({ id, shippername: 'Ana Popescu' });
    expect(await stored(id)).toBeUndefined();
    expect(await deleteRecords(id)).toEqual([{ actor: deskEmail }]);
    // And the undo still brings it back.
    expect((await desk.rpc('restore_shipment', { tracking_number: id })).error).toBeNull();
    expect(await stored(id)).toEqual({ shippername: 'Ana Popescu' });
  });

  it("refuses a stale version with PT409 'stale_updated_at': the colleague's save stays", async () => {
    const id = await newShipment('DEL-stale');
    const seen = await versionOf(desk, id);
    const saved = await colleague.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: seen,
      changes: { shippername: 'Saved meanwhile' },
    });
    expect(saved.error).toBeNull();

    const { status, data, error } = await remove(desk, id, seen);
    expect({ status, data }).toEqual({ status: 409, data: null });
    expect(error).toMatchObject({ code: 'PT409', details: 'stale_updated_at' });
    expect(await stored(id)).toEqual({ shippername: 'Saved meanwhile' });
    expect(await deleteRecords(id)).toEqual([]);
  });

  it("answers P0002 'no_shipment' when it is gone already, and records nothing more", async () => {
    const id = await newShipment('DEL-gone');
    const seen = await versionOf(desk, id);
    expect((await remove(colleague, id, seen)).error).toBeNull();

    const { status, error } = await remove(desk, id, seen);
    // PostgREST answers every P0 code but P0001 with 500; the site reads the code.
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: 'P0002', details: 'no_shipment' });
    expect(await deleteRecords(id)).toHaveLength(1);
    const never = await remove(desk, uniqueShipmentId('DEL-never'), seen);
    expect(never.error).toMatchObject({ code: 'P0002', details: 'no_shipment' });
  });

  it('deletes once when two staff delete the same version at the same time', async () => {
    const id = await newShipment('DEL-race');
    const seen = await versionOf(desk, id);
    const answers = await Promise.all([remove(desk, id, seen), remove(colleague, id, seen)]);
    expect(answers.map((answer) => answer.error?.code ?? 'deleted').sort()).toEqual([
      'P0002',
      'deleted',
    ]);
    expect(await deleteRecords(id)).toHaveLength(1);
  });

  it('refuses a missing version with 22023', async () => {
    const id = await newShipment('DEL-missing');
    const { error } = await desk.rpc('delete_shipment', {
      tracking_number: id,
      expected_updated_at: null as unknown as string,
    });
    expect(error).toMatchObject({ code: '22023', details: 'missing_expected_updated_at' });
    expect(await stored(id)).toEqual({ shippername: 'Ana Popescu' });
  });

  it('refuses anon and signed-in customers with 42501, deleting nothing', async () => {
    const id = await newShipment('DEL-refused');
    const seen = await versionOf(desk, id);
    expect(await remove(anon(), id, seen)).toMatchObject({
      status: 401,
      data: null,
      error: { code: '42501', message: 'permission denied for function delete_shipment' },
    });
    expect(await remove(await customer(), id, seen)).toMatchObject({
      status: 403,
      data: null,
      error: { code: '42501', message: 'only staff may delete shipments' },
    });
    expect(await stored(id)).toEqual({ shippername: 'Ana Popescu' });
    expect(await deleteRecords(id)).toEqual([]);
  });
});
