/**
 * Reports from the road (issue #52): submit_shipment_report stores a report once per
 * idempotency key, refuses a report naming a file not stored (nothing written), and applies a
 * collection, a position and a delivery to the shipment in the same transaction, with the
 * status e-mail saying "collected" / "delivered"; a party's tracking view shows the reports,
 * the number alone never.
 */
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import {
  type Account,
  assignedShipment,
  collection,
  newDriver,
  reportFolder,
  reportsOf,
  roadState,
  storePhoto,
  submit,
} from './drivers';
import { partyKey } from './evidence';
import { sql, stack } from './support';
import { lookUp } from './tracking';

let desk: ProjectClient;
let road: Account;

beforeAll(async () => {
  desk = await staff();
  road = await newDriver();
});

/** The status e-mails queued for the shipper: their payload's event and status. */
async function statusEmails(id: string) {
  return sql<{ event: string | null; status: string }>(
    `select payload ->> 'event' as event, payload ->> 'status' as status
       from private.email_outbox
      where shipment_id = $1 and party = 'shipper' and kind = 'status'
      order by created_at, id`,
    [id],
  );
}

describe('a collection', () => {
  it('is stored once with its photo, adds the route entry, sets În tranzit, queues "collected"', async () => {
    const id = await assignedShipment(desk, road, 'collect', { notifyshipper: true });
    const report = collection(id);
    const photo = `${reportFolder(id, report.idempotency_key)}/photo-1.jpg`;
    await storePhoto(road.client, photo);

    const sent = await submit(road.client, { ...report, photos: [photo] });

    expect(sent).toMatchObject({
      status: 200,
      error: null,
      data: { report_id: expect.any(String) },
    });
    const state = await roadState(id);
    expect(state?.status).toBe('În tranzit');
    expect(state?.history.at(-1)).toEqual({
      status: 'În tranzit',
      location: 'București, RO',
      date: new Date(report.recorded_at).toISOString(),
    });
    expect(state?.delivered_at).toBeNull();
    expect(await statusEmails(id)).toEqual([{ event: 'collected', status: 'În tranzit' }]);
    const [stored] = await sql(
      `select kind, photos, author_id, author_role, phoned, damage, handed_over
         from public.shipment_reports where id = $1`,
      [sent.data?.report_id],
    );
    expect(stored).toEqual({
      kind: 'collection',
      photos: [photo],
      author_id: road.id,
      author_role: 'driver',
      phoned: false,
      damage: report.damage,
      handed_over: report.handed_over,
    });
  });

  it('writes the position as "lat, lng" when no place was typed, which the number alone never sees', async () => {
    const id = await assignedShipment(desk, road, 'collect-pos');
    const sent = await submit(road.client, collection(id, { place: null }));
    expect(sent.error).toBeNull();
    expect((await roadState(id))?.history.at(-1)?.location).toBe('44.42680, 26.10250');
    // The shipper's yard: shown as the neutral place to the number alone, as a party's address.
    const alone = await lookUp(anon(), id);
    expect((alone.data?.history as { location: string }[]).at(-1)?.location).toBe('Depozit');
    const party = await lookUp(anon(), id, await partyKey(desk, id));
    expect((party.data?.history as { location: string }[]).at(-1)?.location).toBe(
      '44.42680, 26.10250',
    );
  });

  it('is audited in the shipment trail', async () => {
    const id = await assignedShipment(desk, road, 'collect-audit');
    const sent = await submit(road.client, collection(id));
    const trail = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(trail.error).toBeNull();
    expect(trail.data?.find((change) => change.action === 'report')).toMatchObject({
      actor_id: road.id,
      changes: { report: { id: sent.data?.report_id, kind: 'collection' } },
    });
  });
});

describe('the same report sent again', () => {
  it('is stored once, and the second answer equals the first, whatever the copy says', async () => {
    const id = await assignedShipment(desk, road, 'twice');
    const report = collection(id);
    const first = await submit(road.client, report);
    const historyAfterFirst = (await roadState(id))?.history;
    const second = await submit(road.client, { ...report, note: 'changed on the phone' });

    expect(first.error).toBeNull();
    expect(second).toEqual(first);
    expect(await reportsOf(id)).toEqual([
      expect.objectContaining({
        id: first.data?.report_id,
        idempotency_key: report.idempotency_key,
      }),
    ]);
    expect((await roadState(id))?.history).toEqual(historyAfterFirst);
  });

  it('gives the stored id when the first answer was lost (the request ran, the phone never heard)', async () => {
    const id = await assignedShipment(desk, road, 'lost');
    const report = collection(id);
    // The phone's request is held in the database until the phone has given up on it.
    const release = await holdShipment(id);
    const { data: session } = await road.client.auth.getSession();
    const controller = new AbortController();
    const lost = fetch(`${stack.apiUrl}/rest/v1/rpc/submit_shipment_report`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${session.session?.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ report }),
      signal: controller.signal,
    }).then(
      () => 'answered',
      (error: Error) => error.name,
    );
    await waitFor(async () => (await lockWaiters()) > 0);
    controller.abort();
    expect(await lost).toBe('AbortError');
    await release();
    await waitFor(async () => (await reportsOf(id)).length === 1);

    const retried = await submit(road.client, report);

    const stored = await reportsOf(id);
    expect(retried).toMatchObject({ error: null, data: { report_id: stored[0]?.id } });
    expect(stored).toHaveLength(1);
  });

  it('is refused when another account used the key (PT409 idempotency_key_taken)', async () => {
    const id = await assignedShipment(desk, road, 'taken');
    const report = collection(id);
    expect((await submit(road.client, report)).error).toBeNull();
    const other = await submit(desk, report);
    expect(other).toMatchObject({
      status: 409,
      error: { code: 'PT409', details: 'idempotency_key_taken' },
    });
  });
});

/** Holds the shipment's row lock in a transaction of its own; the returned function ends it. */
async function holdShipment(id: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: stack.superuserDbUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from public.shipments where id = $1 for update', [id]);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** Requests waiting for a row lock in submit_shipment_report. */
async function lockWaiters(): Promise<number> {
  const [row] = await sql<{ waiting: string }>(
    `select count(*) as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like '%submit_shipment_report%'
        and pid <> pg_backend_pid()`,
  );
  return Number(row?.waiting);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a report naming a file that is not stored', () => {
  it('is refused with file_missing naming the path, and nothing is written', async () => {
    const id = await assignedShipment(desk, road, 'missing');
    const report = collection(id);
    const stored = `${reportFolder(id, report.idempotency_key)}/photo-1.jpg`;
    const missing = `${reportFolder(id, report.idempotency_key)}/photo-2.jpg`;
    await storePhoto(road.client, stored);
    const before = await roadState(id);

    const sent = await submit(road.client, { ...report, photos: [stored, missing] });

    expect(sent).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        details: 'file_missing',
        hint: missing,
        message: `file ${missing} is not stored: upload it first`,
      },
    });
    expect(await reportsOf(id)).toEqual([]);
    expect(await roadState(id)).toEqual(before);
  });

  it('is refused when a path is outside the report folder (bad_report naming the field)', async () => {
    const id = await assignedShipment(desk, road, 'outside');
    const sent = await submit(road.client, collection(id, { signature: `${id}/signature.png` }));
    expect(sent).toMatchObject({
      status: 400,
      error: { code: '22023', details: 'bad_report', hint: 'signature' },
    });
    expect(await reportsOf(id)).toEqual([]);
  });
});

describe('bad reports', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['kind', { kind: 'arrival' }, 'report field kind must be collection, position or delivery'],
    [
      'recorded_at',
      { recorded_at: 'yesterday' },
      'report field recorded_at must be an ISO timestamp',
    ],
    [
      'recorded_at',
      { recorded_at: new Date(Date.now() + 3_600_000).toISOString() },
      'report field recorded_at is in the future',
    ],
    [
      'position',
      { position: { lat: 91, lng: 0 } },
      'report field position must be {lat, lng} in range, or null',
    ],
    [
      'place',
      { place: null, position: null },
      'report field place is required when there is no position',
    ],
    [
      'damage',
      { damage: { state: 'marked', marks: [{ zone: 'roof', text: 'dent' }] } },
      'report field damage is missing or not valid',
    ],
    [
      'phoned',
      { phoned: true },
      'report field phoned is for staff typing a report a driver phoned in',
    ],
    ['colour', { colour: 'red' }, 'report field colour is not a field of a report'],
  ];
  it.each(cases)('names the field %s', async (field, changes, message) => {
    const id = await assignedShipment(desk, road, 'bad');
    const sent = await submit(road.client, collection(id, changes));
    expect(sent).toMatchObject({
      status: 400,
      error: { code: '22023', details: 'bad_report', hint: field, message },
    });
    expect(await reportsOf(id)).toEqual([]);
  });

  it('refuses a shipment not assigned to the driver (not_assigned), and an unknown number', async () => {
    const other = await newDriver();
    const id = await assignedShipment(desk, other, 'not-mine');
    expect(await submit(road.client, collection(id))).toMatchObject({
      status: 403,
      error: { code: '42501', details: 'not_assigned' },
    });
    // P0002, as every function answers a number that is not there (PostgREST: HTTP 500).
    expect(await submit(desk, collection(`${id}-none`))).toMatchObject({
      status: 500,
      error: { code: 'P0002', details: 'no_shipment' },
    });
    expect(await reportsOf(id)).toEqual([]);
  });
});

describe('a position', () => {
  it('moves the map position and adds a route entry only when asked', async () => {
    const id = await assignedShipment(desk, road, 'position');
    const before = await roadState(id);
    const position = { lat: 47.4979, lng: 19.0402 };
    const report = collection(id, { kind: 'position', position, place: null, damage: null });
    expect((await submit(road.client, report)).error).toBeNull();
    expect(await roadState(id)).toEqual({ ...before, currentposition: position });

    const withEntry = collection(id, {
      kind: 'position',
      position,
      place: 'Budapest, HU',
      route_entry: true,
    });
    expect((await submit(road.client, withEntry)).error).toBeNull();
    expect((await roadState(id))?.history.at(-1)).toMatchObject({
      status: before?.status,
      location: 'Budapest, HU',
    });
  });
});

describe('a delivery', () => {
  it('sets Livrat and delivered_at to when it was recorded, and queues "delivered"', async () => {
    const id = await assignedShipment(desk, road, 'deliver', { notifyshipper: true });
    const recordedAt = new Date(Date.now() - 120_000).toISOString();
    const report = collection(id, {
      kind: 'delivery',
      recorded_at: recordedAt,
      place: 'Lyon, FR',
      name: 'Jean Martin',
      reservations: 'Mirror cracked.',
    });
    expect((await submit(road.client, report)).error).toBeNull();
    const state = await roadState(id);
    expect(state?.status).toBe('Livrat');
    expect(state?.delivered_at?.toISOString()).toBe(recordedAt);
    expect(state?.history.at(-1)).toEqual({
      status: 'Livrat',
      location: 'Lyon, FR',
      date: recordedAt,
    });
    expect(await statusEmails(id)).toEqual([{ event: 'delivered', status: 'Livrat' }]);
  });

  it('a status staff set to Livrat by hand stamps delivered_at now; the e-mail is a plain status one', async () => {
    const id = await assignedShipment(desk, road, 'by-hand', { notifyshipper: true });
    const added = await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Lyon, FR',
    });
    expect(added.error).toBeNull();
    const [row] = await sql<{ stamped: boolean }>(
      `select delivered_at between now() - interval '1 minute' and now() as stamped
         from public.shipments where id = $1`,
      [id],
    );
    expect(row?.stamped).toBe(true);
    expect(await statusEmails(id)).toEqual([{ event: null, status: 'Livrat' }]);
  });
});

describe('staff for a driver who phoned', () => {
  it('send the report with phoned, stored with author_role staff', async () => {
    const id = await assignedShipment(desk, road, 'phoned');
    const sent = await submit(desk, collection(id, { phoned: true }));
    expect(sent.error).toBeNull();
    expect(await reportsOf(id)).toEqual([expect.objectContaining({ author_role: 'staff' })]);
  });
});

describe("a party's tracking view", () => {
  afterEach(async () => {
    await sql('update private.tracking_settings set number_shows_everything = false');
  });

  it('shows the reports to a party key, never to the number alone', async () => {
    const id = await assignedShipment(desk, road, 'party');
    const report = collection(id);
    const photo = `${reportFolder(id, report.idempotency_key)}/photo-1.jpg`;
    await storePhoto(road.client, photo);
    const sent = await submit(road.client, { ...report, photos: [photo] });
    const key = await partyKey(desk, id);

    const party = await lookUp(anon(), id, key);
    expect(party.data?.reports).toEqual([
      {
        id: sent.data?.report_id,
        kind: 'collection',
        recorded_at: expect.any(String),
        place: 'București, RO',
        position: report.position,
        damage: report.damage,
        note: report.note,
        name: report.name,
        signature: null,
        photos: [photo],
        handed_over: report.handed_over,
        reservations: null,
        corrects: null,
        phoned: false,
      },
    ]);
    const [shown] = party.data?.reports as { recorded_at: string }[];
    expect(new Date(shown?.recorded_at ?? '').toISOString()).toBe(report.recorded_at);

    const alone = await lookUp(anon(), id);
    expect(alone.data).toMatchObject({ access: 'number_only', reports: null });

    await sql('update private.tracking_settings set number_shows_everything = true');
    const everything = await lookUp(anon(), id);
    expect(everything.data).toMatchObject({
      access: 'full',
      shippername: 'Ana Popescu',
      reports: null,
    });
    const wrongKey = await lookUp(anon(), id, 'C'.repeat(32));
    expect(wrongKey.data).toMatchObject({ access: 'full', reports: null });
    const withKey = await lookUp(anon(), id, key);
    expect(withKey.data?.reports).toHaveLength(1);
  });

  it("says which reports the office typed for a driver who phoned (the party's condition report prints it)", async () => {
    const id = await assignedShipment(desk, road, 'party-phoned');
    await submit(desk, collection(id, { phoned: true }));
    const key = await partyKey(desk, id);
    const party = await lookUp(anon(), id, key);
    expect(party.error).toBeNull();
    expect(party.data?.reports).toEqual([expect.objectContaining({ phoned: true })]);
  });

  it('is an empty list for a party when nothing was reported', async () => {
    const id = await assignedShipment(desk, null, 'party-none');
    const key = await partyKey(desk, id);
    expect((await lookUp(anon(), id, key)).data).toMatchObject({ access: 'full', reports: [] });
  });
});

describe('a correction', () => {
  it('is a new report naming the one it corrects, and changes nothing of the shipment', async () => {
    const id = await assignedShipment(desk, road, 'correct');
    const first = await submit(road.client, collection(id));
    const before = await roadState(id);
    const fix = await submit(
      road.client,
      collection(id, { corrects: first.data?.report_id, note: 'Two straps, not one.' }),
    );
    expect(fix.error).toBeNull();
    expect(await roadState(id)).toEqual(before);
    expect(await reportsOf(id)).toHaveLength(2);
    const elsewhere = await assignedShipment(desk, road, 'correct-other');
    expect(
      await submit(road.client, collection(elsewhere, { corrects: first.data?.report_id })),
    ).toMatchObject({ status: 400, error: { details: 'bad_report', hint: 'corrects' } });
  });
});
