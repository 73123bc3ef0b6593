/**
 * Tracking privacy (DECISIONS 18, issue #14): what a number alone gets, what a party link gets,
 * which keys are refused (and counted as misses), and how staff manage the links. Through the
 * gateway with supabase-js and raw HTTP, checked against the database with SQL.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { knownStatus } from '#common/shipments/status';

import { SEED_RECIPIENT_KEY } from '../../dev-support/demo-seed';
import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { PARTY_DETAIL_COLUMNS } from '../../src/lib/shipments/columns';
import { dayFromToday } from '../../src/testing/sample-request';
import { anon, customer, newAddress, service, staff, visitor } from './clients';
import { deleteShipment, versionOf } from './staff-writes';
import { sql, stack, uniqueShipmentId } from './support';
import { forgetMisses, lookUp, missingNumber, rawLookup, SEEDED } from './tracking';

/** Columns a number alone never gets (SPEC's personal, goods and money fields, and the note). */
const PERSONAL = PARTY_DETAIL_COLUMNS;

/** Seeded values of 482913 that must not leave the database without its key. */
const SEEDED_PERSONAL = [
  'Landtechnik Huber',
  'Industriestraße 14',
  'Ferme Dubois',
  'Route de Chartres',
  'Fendt',
  'Frontlader',
  '118.500,00',
  '1.450,00',
  'Transportversicherung',
  '120.130,00',
  'Treuhandkonto',
];

const LINK_COLUMNS = [
  'created_at',
  'created_by',
  'expires_at',
  'expiry_set',
  'id',
  'last_used_at',
  'party',
  'revoked_at',
  'revoked_by',
  'state',
];

/** The per-shipment note of newShipment's shipments: names and a phone number. */
const NOTE = 'Sunați-o pe dna Ionescu la 0721 000 111 înainte de livrare.';

let desk: ProjectClient;
let deskEmail: string;

beforeAll(async () => {
  desk = await staff();
  const { data, error } = await desk.auth.getUser();
  if (error) throw error;
  deskEmail = data.user.email ?? '';
});
beforeEach(forgetMisses);

async function newShipment(label: string, extra: Record<string, string> = {}): Promise<string> {
  const id = uniqueShipmentId(label);
  const { error } = await desk.rpc('create_shipment', {
    shipment: {
      id,
      shippername: 'Ana Popescu',
      shipperaddress: 'Strada Lungă 1, Brașov',
      recipientname: 'Jean Martin',
      recipientaddress: '3 Rue Haute, Lyon',
      totalamount: '9.999,00 EUR',
      // A note, as staff write them: a number alone must not get it (DECISIONS 18).
      info: NOTE,
      currentposition: { lat: 45.65, lng: 25.6 },
      ...extra,
    },
  });
  if (error) throw new Error(error.message);
  return id;
}

async function createLink(id: string, party: 'shipper' | 'recipient', replace = false) {
  const { data, error } = await desk
    .rpc('create_tracking_link', { tracking_number: id, party, replace })
    .single();
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

async function listLinks(id: string) {
  const { data, error } = await desk.rpc('tracking_links', { tracking_number: id });
  if (error) throw new Error(error.message);
  return data;
}

async function missesOf(address: string): Promise<number> {
  const [row] = await sql<{ misses: string }>('select private.tracking_misses($1) as misses', [
    address,
  ]);
  return Number(row?.misses);
}

describe('a number alone', () => {
  it('gets status, route and position, and null for every personal field (supabase-js)', async () => {
    const { data, error } = await lookUp(visitor(), SEEDED);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: SEEDED,
      status: 'În tranzit',
      access: 'number_only',
      currentposition: { lat: 48.5734, lng: 7.7521 },
    });
    expect(data?.history).toHaveLength(3);
    for (const field of PERSONAL) expect(data?.[field], field).toBeNull();
  });

  it('gets no personal value on the wire, and is not counted as a miss (raw HTTP)', async () => {
    const address = newAddress();
    const answer = await rawLookup({ from: address, number: SEEDED });
    expect(answer.status).toBe(200);
    const [body = {}] = JSON.parse(answer.text) as Record<string, unknown>[];
    expect(Object.fromEntries(PERSONAL.map((field) => [field, body[field]]))).toEqual(
      Object.fromEntries(PERSONAL.map((field) => [field, null])),
    );
    expect(body.access).toBe('number_only');
    for (const value of SEEDED_PERSONAL) expect(answer.text).not.toContain(value);
    expect(await missesOf(address)).toBe(0);
  });

  it('gets no per-shipment note: info is null on the wire', async () => {
    const id = await newShipment('PL-note');
    const answer = await rawLookup({ from: newAddress(), number: id });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject([{ id, access: 'number_only', info: null }]);
    expect(answer.text).not.toContain('0721 000 111');
  });

  it('an empty key is no key: number only, no miss', async () => {
    const address = newAddress();
    const { data } = await lookUp(visitor(address), SEEDED, '');
    expect(data).toMatchObject({ access: 'number_only', shippername: null });
    expect(await missesOf(address)).toBe(0);
  });
});

describe('a party link', () => {
  it('opens everything with the seeded demo key, and records when it was used', async () => {
    const { data, error } = await lookUp(visitor(), SEEDED, SEED_RECIPIENT_KEY);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      access: 'full',
      shippername: 'Landtechnik Huber GmbH',
      recipientname: 'Ferme Dubois EARL',
      totalamount: '120.130,00 EUR',
      paymentmethod: 'Treuhandkonto (Überweisung)',
    });
    const [used] = await sql<{ recent: boolean }>(
      `select last_used_at > now() - interval '1 minute' as recent from private.tracking_links
        where key_hash = sha256(convert_to($1, 'UTF8'))`,
      [SEED_RECIPIENT_KEY],
    );
    expect(used?.recent).toBe(true);
  });

  it('created by staff opens its shipment for anyone holding it, raw HTTP included', async () => {
    const id = await newShipment('PL-full');
    const { link, key } = await createLink(id, 'recipient');
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link).toMatchObject({
      party: 'recipient',
      created_by: deskEmail,
      expires_at: null,
      expiry_set: false,
      state: 'active',
      last_used_at: null,
    });

    const { data } = await lookUp(anon(), id, key);
    expect(data).toMatchObject({
      access: 'full',
      recipientname: 'Jean Martin',
      recipientaddress: '3 Rue Haute, Lyon',
      totalamount: '9.999,00 EUR',
      info: NOTE,
    });
    const raw = await rawLookup({ from: newAddress(), number: id, partyKey: key });
    expect(raw.status).toBe(200);
    expect(JSON.parse(raw.text)).toMatchObject([{ access: 'full', shippername: 'Ana Popescu' }]);
  });

  it('makes a new key every time: 100 keys of 32 characters, all different, none stored', async () => {
    const id = await newShipment('PL-random');
    const keys = new Set<string>();
    for (let round = 0; round < 50; round += 1) {
      keys.add((await createLink(id, 'shipper', round > 0)).key ?? '');
      keys.add((await createLink(id, 'recipient', round > 0)).key ?? '');
    }
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await sql<{ row: string }>(
      'select row_to_json(l)::text as row from private.tracking_links l where shipment_id = $1',
      [id],
    );
    expect(stored).toHaveLength(100);
    for (const key of keys) {
      expect(stored.some(({ row }) => row.includes(key))).toBe(false);
    }
  });
});

describe('a refused key shows the number-only view and counts as a miss', () => {
  let id: string;
  let other: string;
  let key: string;
  let otherKey: string;

  beforeEach(async () => {
    id = await newShipment('PL-refused');
    other = await newShipment('PL-other');
    key = (await createLink(id, 'recipient')).key ?? '';
    otherKey = (await createLink(other, 'recipient')).key ?? '';
  });

  async function expectRefused(partyKey: string, status = 'Expediere creată') {
    const address = newAddress();
    const { data, error } = await lookUp(visitor(address), id, partyKey);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, access: 'key_refused', status, info: null });
    for (const field of PERSONAL) expect(data?.[field], field).toBeNull();
    expect(await missesOf(address)).toBe(1);
  }

  it('a wrong key of the right form', async () => {
    await expectRefused('A'.repeat(32));
  });

  it("another shipment's key", async () => {
    await expectRefused(otherKey);
  });

  it('a malformed key: short, long, foreign characters, filter- or SQL-looking', async () => {
    for (const bad of [
      'abc',
      `${key}x`,
      key.slice(0, 31),
      `${key.slice(0, 31)}=`,
      "' or 1=1 --",
      `${key.slice(0, 30)}ș!`,
    ]) {
      await expectRefused(bad);
    }
  });

  it('a revoked key', async () => {
    const { data, error } = await desk.rpc('revoke_tracking_links', { tracking_number: id });
    expect(error).toBeNull();
    expect(data?.map((link) => [link.party, link.state, link.revoked_by])).toEqual([
      ['recipient', 'revoked', deskEmail],
    ]);
    await expectRefused(key);
  });

  it('an expired key: the date staff set has passed', async () => {
    await sql(
      `update private.tracking_links set expires_at = now() - interval '1 second'
        where key_hash = sha256(convert_to($1, 'UTF8'))`,
      [key],
    );
    await expectRefused(key);
    expect((await listLinks(id))?.[0]?.state).toBe('expired');
  });

  it('an expired key: 60 days after delivery', async () => {
    const saved = await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Lyon',
    });
    expect(saved.error).toBeNull();
    const [link] = (await listLinks(id)) ?? [];
    const [delivery] = await sql<{ delivered_at: Date }>(
      'select delivered_at from private.shipment_deliveries where shipment_id = $1',
      [id],
    );
    expect(new Date(link?.expires_at ?? 0).getTime()).toBe(
      (delivery?.delivered_at.getTime() ?? 0) + 60 * 24 * 3600 * 1000,
    );
    expect((await lookUp(anon(), id, key)).data?.access).toBe('full');

    await sql(
      `update private.shipment_deliveries set delivered_at = now() - interval '60 days 1 second'
        where shipment_id = $1`,
      [id],
    );
    await expectRefused(key, 'Livrat');
  });

  it('a throttled client is answered with a valid key, and refused without one', async () => {
    const address = newAddress();
    const client = visitor(address);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookUp(client, id, 'B'.repeat(32))).data?.access).toBe('key_refused');
    }
    // 192 random bits are no oracle: the customer holding the link is never locked out.
    expect((await lookUp(client, id, key)).data).toMatchObject({ id, access: 'full' });
    expect((await lookUp(client, id, 'C'.repeat(32))).error?.code).toBe('PT429');
    expect((await lookUp(client, id)).error?.code).toBe('PT429');
    expect((await lookUp(client, missingNumber(), key)).error?.code).toBe('PT429');
  });
});

describe('the delivery date', () => {
  it('is set when a shipment becomes Livrat and forgotten when it leaves it', async () => {
    const id = await newShipment('PL-delivery');
    const deliveredAt = async () =>
      (
        await sql<{ delivered_at: Date }>(
          'select delivered_at from private.shipment_deliveries where shipment_id = $1',
          [id],
        )
      )[0]?.delivered_at;
    expect(await deliveredAt()).toBeUndefined();
    await desk.rpc('add_shipment_event', { tracking_number: id, status: 'Livrat', location: 'x' });
    const first = await deliveredAt();
    expect(first).toBeInstanceOf(Date);
    // Another entry with the same status keeps the first delivery date.
    await desk.rpc('add_shipment_event', { tracking_number: id, status: 'Livrat', location: 'y' });
    expect(await deliveredAt()).toEqual(first);
    await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Probleme',
      location: 'z',
    });
    expect(await deliveredAt()).toBeUndefined();
  });

  it.each(['livrat', ' LIVRAT ', 'LivraT'])(
    'counts %j as delivered: the links expire after the default period',
    async (status) => {
      const id = await newShipment('PL-delivered-case');
      const { key } = await createLink(id, 'recipient');
      const saved = await desk.rpc('save_shipment', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        changes: { status },
      });
      expect(saved.error).toBeNull();
      expect(saved.data?.status).toBe(status);
      const [link] = (await listLinks(id)) ?? [];
      expect(link?.expires_at).toEqual(expect.any(String));

      await sql(
        `update private.shipment_deliveries set delivered_at = now() - interval '60 days 1 second'
          where shipment_id = $1`,
        [id],
      );
      expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('key_refused');
    },
  );

  it('counts as delivered exactly the statuses the site shows as delivered', async () => {
    const statuses = [
      'Livrat',
      'livrat',
      ' LIVRAT ',
      '\u3000Livrat\n',
      'Lívrat',
      'LİVRAT',
      'Livrat.',
      'Nelivrat',
      'În tranzit',
    ];
    const rows = await sql<{ status: string; delivered: boolean }>(
      'select s as status, private.is_delivered_status(s) as delivered from unnest($1::text[]) s',
      [statuses],
    );
    expect(rows).toEqual(
      statuses.map((status) => ({ status, delivered: knownStatus(status) === 'delivered' })),
    );
    expect(rows.filter((row) => row.delivered)).toHaveLength(4);
  });

  it('does not count a status that only contains the word, or another known one', async () => {
    const id = await newShipment('PL-not-delivered');
    for (const status of ['Nelivrat', 'Livrat parțial', 'În tranzit']) {
      const saved = await desk.rpc('save_shipment', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        changes: { status },
      });
      expect(saved.error).toBeNull();
      expect(
        await sql('select 1 from private.shipment_deliveries where shipment_id = $1', [id]),
        status,
      ).toEqual([]);
    }
  });
});

describe('a key opens its own shipment only', () => {
  it('not another shipment created in the same transaction (same created_at)', async () => {
    const [a, b] = [uniqueShipmentId('PL-same-a'), uniqueShipmentId('PL-same-b')];
    // One statement in one transaction: now() is the same for both rows.
    await sql(
      `insert into public.shipments (id, shippername, recipientname, recipientaddress, info)
       values ($1, 'Ana Popescu', 'Jean Martin', '3 Rue Haute, Lyon', $3),
              ($2, 'Ion Vasile', 'Marie Curie', '9 Rue Basse, Paris', $3)`,
      [a, b, NOTE],
    );
    const created = await sql<{ same: boolean }>(
      'select count(distinct created_at) = 1 as same from public.shipments where id in ($1, $2)',
      [a, b],
    );
    expect(created).toEqual([{ same: true }]);
    const { key } = await createLink(a, 'recipient');

    const address = newAddress();
    const other = await lookUp(visitor(address), b, key ?? '');
    expect(other.error).toBeNull();
    expect(other.data).toMatchObject({ id: b, access: 'key_refused' });
    for (const field of PERSONAL) expect(other.data?.[field], field).toBeNull();
    expect(await missesOf(address)).toBe(1);

    expect((await lookUp(visitor(), a, key ?? '')).data).toMatchObject({
      id: a,
      access: 'full',
      recipientname: 'Jean Martin',
    });
  });
});

describe('links and the life of a shipment', () => {
  it('come back when a deleted shipment is restored', async () => {
    const id = await newShipment('PL-restore');
    const { key } = await createLink(id, 'shipper');
    expect((await deleteShipment(desk, id)).error).toBeNull();
    expect((await lookUp(anon(), id, key ?? '')).error?.code).toBe('PGRST116');
    expect((await desk.rpc('restore_shipment', { tracking_number: id })).error).toBeNull();
    expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('full');
  });

  it('never open a new shipment that reuses a deleted number, which gets links of its own', async () => {
    const id = await newShipment('PL-reuse');
    const { key } = await createLink(id, 'recipient');
    expect((await deleteShipment(desk, id)).error).toBeNull();
    await newShipment('unused', { id });
    expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('key_refused');
    expect(await listLinks(id)).toEqual([]);

    // The old shipment's link neither blocks nor is touched by the new one's.
    const fresh = await createLink(id, 'recipient');
    expect((await lookUp(anon(), id, fresh.key ?? '')).data?.access).toBe('full');
    const { data } = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(
      data?.filter((change) => change.action.startsWith('link_')).map((c) => c.action),
    ).toEqual(['link_create', 'link_create']);
  });

  it('keep the delivery date of a restored shipment, so an expired link stays expired', async () => {
    const id = await newShipment('PL-restore-expired');
    const { key } = await createLink(id, 'shipper');
    await desk.rpc('add_shipment_event', { tracking_number: id, status: 'Livrat', location: 'x' });
    await sql(
      `update private.shipment_deliveries set delivered_at = now() - interval '61 days'
        where shipment_id = $1`,
      [id],
    );
    expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('key_refused');
    expect((await deleteShipment(desk, id)).error).toBeNull();
    expect((await desk.rpc('restore_shipment', { tracking_number: id })).error).toBeNull();
    expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('key_refused');
    expect((await listLinks(id))?.map((link) => link.state)).toEqual(['expired']);
  });

  it("fail closed when the shipment's created_at is edited", async () => {
    const id = await newShipment('PL-created-at');
    const { key } = await createLink(id, 'recipient');
    // No staff path edits created_at; the owner could, with SQL or the service key.
    const edited = await service()
      .from('shipments')
      .update({ created_at: '2020-01-01T00:00:00Z' })
      .eq('id', id)
      .select('id');
    expect(edited.error).toBeNull();
    expect((await lookUp(anon(), id, key ?? '')).data?.access).toBe('key_refused');
  });
});

describe('staff manage links', () => {
  it('lists metadata, never the key or its hash', async () => {
    const id = await newShipment('PL-list');
    await createLink(id, 'shipper');
    await createLink(id, 'recipient');
    const links = (await listLinks(id)) ?? [];
    expect(links.map((link) => link.party)).toEqual(['recipient', 'shipper']);
    for (const link of links) expect(Object.keys(link).sort()).toEqual(LINK_COLUMNS);
  });

  it('refuses a second valid link for a party, and replaces it only when asked', async () => {
    const id = await newShipment('PL-exists');
    const first = await createLink(id, 'recipient');
    const again = await desk
      .rpc('create_tracking_link', { tracking_number: id, party: 'recipient' })
      .single();
    expect(again.error).toMatchObject({ code: 'PT409', details: 'link_exists' });
    expect(again.data).toBeNull();

    const second = await createLink(id, 'recipient', true);
    expect((await lookUp(anon(), id, first.key ?? '')).data?.access).toBe('key_refused');
    expect((await lookUp(anon(), id, second.key ?? '')).data?.access).toBe('full');
    expect((await listLinks(id))?.map((link) => link.state)).toEqual(['active', 'revoked']);
  });

  it('gives exactly one of two simultaneous creators the link', async () => {
    const id = await newShipment('PL-race');
    const other = await staff();
    const answers = await Promise.all(
      [desk, other].map((client) =>
        client.rpc('create_tracking_link', { tracking_number: id, party: 'shipper' }).single(),
      ),
    );
    expect(answers.map((answer) => answer.error?.code ?? 'created').sort()).toEqual([
      'PT409',
      'created',
    ]);
    expect(await listLinks(id)).toHaveLength(1);
  });

  it('replaces an expired link without being asked', async () => {
    const id = await newShipment('PL-expired');
    const { link } = await createLink(id, 'recipient');
    await sql(
      `update private.tracking_links set expires_at = now() - interval '1 second' where id = $1`,
      [link?.id],
    );
    const fresh = await createLink(id, 'recipient');
    expect((await lookUp(anon(), id, fresh.key ?? '')).data?.access).toBe('full');
  });

  it('set an expiry date, refuse one in the past, and go back to the default', async () => {
    const id = await newShipment('PL-expiry');
    const { link } = await createLink(id, 'shipper');
    const linkId = link?.id ?? '';
    // Ahead of whatever day the suite runs on: the function refuses a moment in the past.
    const day = dayFromToday(90);
    const set = await desk.rpc('set_tracking_link_expiry', {
      link_id: linkId,
      expires_at: `${day}T12:00:00+00:00`,
    });
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ expiry_set: true, state: 'active' });
    expect(new Date(set.data?.expires_at ?? 0).toISOString()).toBe(`${day}T12:00:00.000Z`);

    const past = await desk.rpc('set_tracking_link_expiry', {
      link_id: linkId,
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.error).toMatchObject({ code: '22023', details: 'expiry_in_past' });

    const back = await desk.rpc('set_tracking_link_expiry', { link_id: linkId });
    expect(back.data).toMatchObject({ expiry_set: false, expires_at: null });

    const gone = await desk.rpc('set_tracking_link_expiry', {
      link_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.error).toMatchObject({ code: 'P0002', details: 'no_link' });
  });

  it('answer a clear error for an unknown shipment or party', async () => {
    const missing = await desk
      .rpc('create_tracking_link', { tracking_number: 'NO-SUCH-1', party: 'shipper' })
      .single();
    expect(missing.error).toMatchObject({ code: 'P0002', details: 'no_shipment' });
    const id = await newShipment('PL-party');
    const party = await desk
      .rpc('create_tracking_link', { tracking_number: id, party: 'driver' })
      .single();
    expect(party.error).toMatchObject({ code: '22023', details: 'bad_party' });
  });

  it('record every action in the audit trail, with who did it', async () => {
    const id = await newShipment('PL-audit');
    const { link } = await createLink(id, 'recipient');
    await createLink(id, 'recipient', true);
    const day = dayFromToday(30);
    await desk.rpc('set_tracking_link_expiry', {
      link_id: (await listLinks(id))?.[0]?.id ?? '',
      expires_at: `${day}T00:00:00Z`,
    });
    await desk.rpc('revoke_tracking_links', { tracking_number: id });
    const { data, error } = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(error).toBeNull();
    const trail = (data ?? [])
      .filter((change) => change.action.startsWith('link_'))
      .reverse()
      .map((change) => {
        const { link: recorded, ...rest } = change.changes as Record<string, unknown>;
        expect(recorded).toEqual(expect.any(String));
        return [change.action, change.actor, rest];
      });
    expect(trail).toEqual([
      ['link_create', deskEmail, { party: 'recipient' }],
      ['link_revoke', deskEmail, { party: 'recipient', reason: 'replaced' }],
      ['link_create', deskEmail, { party: 'recipient' }],
      [
        'link_expiry',
        deskEmail,
        { party: 'recipient', expires_at: `${day}T00:00:00+00:00`, set: true },
      ],
      ['link_revoke', deskEmail, { party: 'recipient', reason: 'revoked' }],
    ]);
    expect(link?.id).toEqual(expect.any(String));
  });
});

describe('nobody reads keys or links through the API', () => {
  it('anon and signed-in customers may not list, create, revoke or re-date links', async () => {
    for (const client of [anon(), await customer()]) {
      const calls = [
        client.rpc('tracking_links', { tracking_number: SEEDED }),
        client.rpc('create_tracking_link', { tracking_number: SEEDED, party: 'shipper' }),
        client.rpc('revoke_tracking_links', { tracking_number: SEEDED }),
        client.rpc('set_tracking_link_expiry', {
          link_id: '00000000-0000-4000-8000-000000000000',
        }),
      ];
      for (const { data, error } of await Promise.all(calls)) {
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
      }
    }
    // Nothing was revoked by the attempts: the demo link still opens.
    expect((await lookUp(anon(), SEEDED, SEED_RECIPIENT_KEY)).data?.access).toBe('full');
  });

  it('the private schema with the links is not served by the API, to any key (grants: database-lints)', async () => {
    const session = (await desk.auth.getSession()).data.session;
    const tokens = [stack.anonKey, session?.access_token ?? '', stack.serviceRoleKey];
    for (const token of tokens) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/tracking_links?select=*`, {
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'accept-profile': 'private',
        },
      });
      expect(response.status).toBe(406);
      expect(await response.json()).toMatchObject({ code: 'PGRST106' });
    }
  });
});

describe("the owner's setting", () => {
  afterEach(async () => {
    await sql('update private.tracking_settings set number_shows_everything = false');
  });

  it('is off by default', async () => {
    const [row] = await sql<{ on: boolean }>(
      'select number_shows_everything as on from private.tracking_settings',
    );
    expect(row?.on).toBe(false);
  });

  it('restores SPEC: the number alone shows everything, a wrong key is ignored', async () => {
    await sql('update private.tracking_settings set number_shows_everything = true');
    const address = newAddress();
    const { data } = await lookUp(visitor(address), SEEDED);
    expect(data).toMatchObject({ access: 'full', shippername: 'Landtechnik Huber GmbH' });
    const wrong = await lookUp(visitor(address), SEEDED, 'C'.repeat(32));
    expect(wrong.data).toMatchObject({ access: 'full', totalamount: '120.130,00 EUR' });
    expect(await missesOf(address)).toBe(0);
  });
});
