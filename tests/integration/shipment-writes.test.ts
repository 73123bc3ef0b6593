/** Nothing a staff member saves is lost (DECISIONS 3), and bad values get clear codes. */
import { beforeAll, describe, expect, it } from 'vitest';

import type { TablesInsert } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { service, staff } from './clients';
import { sql, uniqueShipmentId } from './support';

let client: ProjectClient;

beforeAll(async () => {
  client = await staff();
});

/**
 * Inserts what a caller may send, including values of the wrong type: the table's checks
 * decide. With the service key: staff write only through create_shipment and save_shipment.
 */
async function insert(values: { id: string } & Record<string, unknown>) {
  const row = { shippername: 'Shipper', recipientname: 'Recipient', ...values };
  return service()
    .from('shipments')
    .insert(row as TablesInsert<'shipments'>)
    .select()
    .single();
}

describe('route history', () => {
  it('keeps every one of 100 concurrent add_shipment_event calls', async () => {
    const id = uniqueShipmentId('CONC');
    expect((await insert({ id })).error).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        client.rpc('add_shipment_event', {
          tracking_number: id,
          status: `Etapa ${n}`,
          location: `Loc ${n}`,
        }),
      ),
    );
    expect(results.filter((result) => result.error)).toEqual([]);
    const [row] = await sql<{ history: Array<{ status: string }> }>(
      'select history from public.shipments where id = $1',
      [id],
    );
    expect(row?.history).toHaveLength(100);
    expect(new Set(row?.history.map((entry) => entry.status)).size).toBe(100);
  });

  it('reports an unknown tracking number', async () => {
    const { error } = await client.rpc('add_shipment_event', {
      tracking_number: 'does-not-exist',
      status: 'Livrat',
      location: 'Nowhere',
    });
    expect(error?.code).toBe('P0002');
  });
});

describe('optimistic concurrency (the table itself, for writes with the service key or SQL)', () => {
  it('refuses an update carrying a stale updated_at and leaves the row as it was', async () => {
    const id = uniqueShipmentId('OCC');
    const created = await insert({ id });
    const readAt = created.data?.updated_at as string;

    const first = await service()
      .from('shipments')
      .update({ shippername: 'First editor', updated_at: readAt })
      .eq('id', id)
      .select()
      .single();
    expect(first.error).toBeNull();
    expect(first.data?.updated_at).not.toBe(readAt);

    const second = await service()
      .from('shipments')
      .update({ shippername: 'Second editor', updated_at: readAt })
      .eq('id', id)
      .select()
      .single();
    expect(second.error?.code).toBe('PT409');
    const [row] = await sql<{ shippername: string }>(
      'select shippername from public.shipments where id = $1',
      [id],
    );
    expect(row?.shippername).toBe('First editor');
  });

  it('refuses a change of tracking number', async () => {
    const id = uniqueShipmentId('IMM');
    await insert({ id });
    const { error } = await service()
      .from('shipments')
      .update({ id: `${id}-x` })
      .eq('id', id);
    expect(error?.code).toBe('PT400');
  });
});

describe('values', () => {
  const tricky = {
    sql: "'; drop table shipments; -- ' or 1=1",
    emoji: 'Traktor 🚜 mit Anhänger 🛻',
    rtl: 'شحنة إلى القاهرة — משלוח',
    script: '<script>alert(1)</script>',
  };

  it.each(Object.entries(tricky))('round-trips %s text unchanged', async (_label, text) => {
    const id = uniqueShipmentId('TXT');
    const { data, error } = await insert({
      id,
      transportedgoods: text,
      shippername: text,
      info: text,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ transportedgoods: text, shippername: text, info: text });
    const [row] = await sql<{ transportedgoods: string }>(
      'select transportedgoods from public.shipments where id = $1',
      [id],
    );
    expect(row?.transportedgoods).toBe(text);
  });

  it('accepts a valid position and refuses one off the globe', async () => {
    expect(
      (await insert({ id: uniqueShipmentId('POS'), currentposition: { lat: 48.1, lng: -11.5 } }))
        .error,
    ).toBeNull();
    for (const position of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: 180.5 },
      { lat: '48', lng: 11 },
      [1, 2],
      'x',
    ]) {
      const { error } = await insert({ id: uniqueShipmentId('POS'), currentposition: position });
      expect(error?.code).toBe('23514');
      expect(error?.message).toMatch(/shipments_currentposition_range/);
    }
  });

  it.each([
    ['empty tracking number', { id: '' }, 'shipments_id_format'],
    ['tracking number with a space', { id: '12 34' }, 'shipments_id_format'],
    ['65-character tracking number', { id: '9'.repeat(65) }, 'shipments_id_format'],
    [
      '10,000-character goods',
      { transportedgoods: 'x'.repeat(10_000) },
      'shipments_transportedgoods_length',
    ],
    ['10,000-character name', { shippername: 'x'.repeat(10_000) }, 'shipments_shippername_length'],
    ['blank recipient', { recipientname: '   ' }, 'shipments_recipientname_length'],
    ['malformed history', { history: [{ status: 1 }] }, 'shipments_history_format'],
  ])('refuses %s with a named check', async (_label, values, constraint) => {
    const { error } = await insert({ id: uniqueShipmentId('BAD'), ...values });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses a wrong type with a clear code', async () => {
    const { error } = await insert({ id: uniqueShipmentId('TYPE'), history: 'not json' });
    expect(error?.code).toMatch(/^(22P02|23514)$/);
  });

  it('refuses a duplicate tracking number', async () => {
    const id = uniqueShipmentId('DUP');
    await insert({ id });
    expect((await insert({ id })).error?.code).toBe('23505');
  });
});

describe('tracking numbers (the form’s rule, in the database too)', () => {
  const create = (id: string) =>
    client.rpc('create_shipment', { shipment: { id, shippername: 'S', recipientname: 'R' } });

  it.each([
    ['a zero-width space', '4829\u200B13'],
    ['a left-to-right mark', '\u200E482913'],
    ['a right-to-left override', '482\u202E913'],
    ['full-width digits', '４８２９１３'],
    ['full-width letters and a digit', 'ＬＫ１'],
    ['a soft hyphen', '4829\u00AD13'],
    ['a no-break space', '4829\u00A013'],
    ['a byte order mark', '\uFEFF482913'],
    ['a decomposed accent (not NFKC)', 'COLE\u0301T-1'],
    ['a ligature (not NFKC)', 'ﬁ-482913'],
    ['a private-use character', '482913\uE000'],
    ['an unassigned code point', '482913\u0378'],
    ['a tag character', '482913\u{E0041}'],
  ])('refuses %s: 23514 shipments_id_format, nothing written', async (_label, id) => {
    const { status, error } = await create(id);
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: '23514',
      message: 'new row for relation "shipments" violates check constraint "shipments_id_format"',
    });
    // The service key writes the table directly: the same check.
    expect((await insert({ id })).error).toMatchObject({ code: '23514' });
    expect(await sql('select id from public.shipments where id = $1', [id])).toEqual([]);
  });

  it.each([
    ['letters, digits and dashes', () => uniqueShipmentId('label-xyz')],
    ['composed accents and ß', () => `${uniqueShipmentId('ȘȚĂ')}-Straße`],
    ['64 characters', () => `${uniqueShipmentId('L')}`.padEnd(64, '9')],
  ])('accepts %s', async (_label, make) => {
    const id = make();
    const { data, error } = await create(id);
    expect(error).toBeNull();
    expect(data?.id).toBe(id);
  });
});
