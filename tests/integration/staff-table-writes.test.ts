/**
 * Staff write only through the database's functions (issue #30, finding 10): a signed-in
 * staff token sent straight to the tables (raw HTTP, as a script would) is refused for every
 * write, so no write skips the version check or reattaches a deleted shipment's party links.
 * Reading stays as it was. Each refusal is checked in SQL afterwards: nothing changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import { deleteShipment, versionOf } from './staff-writes';
import { sql, stack, uniqueShipmentId } from './support';
import { lookUp } from './tracking';

let desk: ProjectClient;
let token: string;

beforeAll(async () => {
  desk = await staff();
  token = (await desk.auth.getSession()).data.session?.access_token ?? '';
  expect(token).not.toBe('');
});

/** One request to PostgREST with the staff member's token, as supabase-js would send it. */
async function asStaff(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code: answer.code, message: answer.message };
}

const refused = (table: string) => ({
  status: 403,
  code: '42501',
  message: `permission denied for table ${table}`,
});

async function newShipment(label: string): Promise<string> {
  const id = uniqueShipmentId(label);
  const { error } = await desk.rpc('create_shipment', {
    shipment: { id, shippername: 'Ana Popescu', recipientname: 'Jean Martin' },
  });
  if (error) throw new Error(error.message);
  return id;
}

async function storedRow(id: string) {
  const [row] = await sql<{ row: Record<string, unknown> }>(
    'select to_jsonb(s) as row from public.shipments s where s.id = $1',
    [id],
  );
  return row?.row;
}

describe('shipments', () => {
  it("refuses a PATCH without updated_at: a colleague's save is not overwritten unseen", async () => {
    const id = await newShipment('TW-patch');
    const before = await storedRow(id);
    const answer = await asStaff('PATCH', `shipments?id=eq.${id}`, { shippername: 'Overwritten' });
    expect(answer).toEqual(refused('shipments'));
    expect(await storedRow(id)).toEqual(before);
  });

  it('refuses a PATCH with the current updated_at too: save_shipment is the way', async () => {
    const id = await newShipment('TW-patch-version');
    const before = await storedRow(id);
    const answer = await asStaff('PATCH', `shipments?id=eq.${id}`, {
      shippername: 'Overwritten',
      updated_at: await versionOf(desk, id),
    });
    expect(answer).toEqual(refused('shipments'));
    expect(await storedRow(id)).toEqual(before);
  });

  it("refuses a POST carrying a deleted shipment's created_at: its party links stay its own", async () => {
    const id = await newShipment('TW-post');
    const { data: made, error } = await desk
      .rpc('create_tracking_link', { tracking_number: id, party: 'recipient' })
      .single();
    expect(error).toBeNull();
    const [{ created_at: createdAt } = { created_at: '' }] = await sql<{ created_at: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
         from public.shipments where id = $1`,
      [id],
    );
    expect((await deleteShipment(desk, id)).error).toBeNull();

    const answer = await asStaff('POST', 'shipments', {
      id,
      shippername: 'Someone else',
      recipientname: 'Someone else',
      created_at: createdAt,
    });
    expect(answer).toEqual(refused('shipments'));
    expect(await storedRow(id)).toBeUndefined();
    expect((await lookUp(anon(), id, made?.key ?? '')).error?.code).toBe('PGRST116');
  });

  it('refuses a POST of a new shipment: create_shipment is the way', async () => {
    const id = uniqueShipmentId('TW-post-new');
    const answer = await asStaff('POST', 'shipments', {
      id,
      shippername: 'A',
      recipientname: 'B',
    });
    expect(answer).toEqual(refused('shipments'));
    expect(await storedRow(id)).toBeUndefined();
  });

  it('refuses a DELETE, with or without a version: delete_shipment is the way', async () => {
    const id = await newShipment('TW-delete');
    const version = encodeURIComponent(await versionOf(desk, id));
    for (const path of [
      `shipments?id=eq.${id}`,
      `shipments?id=eq.${id}&updated_at=eq.${version}`,
    ]) {
      expect(await asStaff('DELETE', path)).toEqual(refused('shipments'));
    }
    expect(await storedRow(id)).toMatchObject({ id, shippername: 'Ana Popescu' });
    expect(
      await sql(
        `select 1 from audit.shipment_changes where shipment_id = $1 and action = 'delete'`,
        [id],
      ),
    ).toEqual([]);
  });

  it('still lets staff read: the row, the list and the search', async () => {
    const id = await newShipment('TW-read');
    expect(await desk.from('shipments').select('id, shippername').eq('id', id)).toMatchObject({
      status: 200,
      error: null,
      data: [{ id, shippername: 'Ana Popescu' }],
    });
    const found = await desk.rpc('search_shipments', { search: id });
    expect(found.error).toBeNull();
    expect(found.data?.map((row) => row.id)).toEqual([id]);
  });
});

describe('info text', () => {
  it('refuses a PATCH and a POST: save_info_content is the way', async () => {
    const [before] = await sql('select * from public.info_content where lang = $1', ['de']);
    expect(await asStaff('PATCH', 'info_content?lang=eq.de', { title: 'Direkt' })).toEqual(
      refused('info_content'),
    );
    expect(await asStaff('POST', 'info_content', { lang: 'de', title: 'Direkt' })).toEqual(
      refused('info_content'),
    );
    expect(await sql('select * from public.info_content where lang = $1', ['de'])).toEqual([
      before,
    ]);
  });
});
