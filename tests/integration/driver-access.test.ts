/**
 * What a driver may read and write (issue #52), through supabase-js against the stack: only the
 * shipments assigned to them, only what the road needs (never a price), only their own reports
 * and report files, never a change to a report; a driver is not staff anywhere. And staff's
 * side: assign_driver's refusals and conflicts, list_drivers.
 */
import { randomUUID } from 'node:crypto';

import { Upload } from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import {
  GUIDE_OPTIONS,
  refusalOf,
  runUpload,
} from '../../local-stack/storage/resumable/tus-test-client';
import { plain, refusal } from '../../test-support/storage';
import { anon, customer, owner, staff } from './clients';
import {
  type Account,
  assignedShipment,
  collection,
  newDriver,
  NONE,
  reported,
  reportFolder,
  storePhoto,
  userId,
} from './drivers';
import { BUCKET, JPEG, partyKey, store } from './evidence';
import { versionOf } from './staff-writes';
import { sql, stack, uniqueEmail } from './support';

let desk: ProjectClient;
let alice: Account;
let bob: Account;
let aliceShipment: string;
let bobShipment: string;
let aliceReport: string;
let bobReport: string;

/** Every field of a driver's shipment, in the type's order (public.driver_shipment). */
const DRIVER_FIELDS = [
  'id',
  'status',
  'shippername',
  'shipperaddress',
  'shipperphone',
  'recipientname',
  'recipientaddress',
  'recipientphone',
  'transportedgoods',
  'accessories',
  'length_m',
  'width_m',
  'height_m',
  'weight_kg',
  'pickup_window_from',
  'pickup_window_to',
  'delivery_window_from',
  'delivery_window_to',
  'expecteddeliveryfrom',
  'expecteddeliveryto',
  'permit',
  'permit_number',
  'permit_valid_until',
  'escort',
  'driver_notes',
  'vehicle_plate',
  'collected_at',
  'delivered_at',
  'updated_at',
];

beforeAll(async () => {
  desk = await staff();
  [alice, bob] = [await newDriver(), await newDriver()];
  aliceShipment = await assignedShipment(desk, alice, 'alice');
  bobShipment = await assignedShipment(desk, bob, 'bob');
  aliceReport = await reported(alice.client, collection(aliceShipment));
  bobReport = await reported(bob.client, collection(bobShipment));
});

describe("a driver's shipments", () => {
  it('are only the ones assigned to them, with the road facts and never a price', async () => {
    const { data, error } = await alice.client.rpc('driver_shipments');
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([aliceShipment]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(DRIVER_FIELDS);
    expect(data?.[0]).toMatchObject({
      shipperphone: '+40 721 000 111',
      recipientphone: '+33 6 12 34 56 78',
      driver_notes: 'Call before arriving.',
      vehicle_plate: 'B-123-ABC',
      status: 'În tranzit',
      collected_at: expect.any(String),
    });
    // No column of the type holds money, an e-mail address, a language or the route.
    const types = await sql<{ name: string }>(
      `select a.attname as name from pg_attribute a
        where a.attrelid = 'public.driver_shipment'::regclass and a.attnum > 0
        order by a.attnum`,
    );
    expect(types.map((row) => row.name)).toEqual(DRIVER_FIELDS);
  });

  it('come next event first: the collection window until collected, then the delivery window', async () => {
    const carol = await newDriver();
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const later = await assignedShipment(desk, carol, 'later', {
      pickup_window_from: at(3),
      delivery_window_from: at(4),
    });
    const sooner = await assignedShipment(desk, carol, 'sooner', {
      pickup_window_from: at(1),
      delivery_window_from: at(5),
    });
    const undated = await assignedShipment(desk, carol, 'undated');
    const order = async () =>
      (await carol.client.rpc('driver_shipments')).data?.map((row) => row.id);
    expect(await order()).toEqual([sooner, later, undated]);
    // Collected: now its delivery (day 5) comes after the other's collection (day 3).
    await reported(carol.client, collection(sooner));
    expect(await order()).toEqual([later, sooner, undated]);
  });

  it('are not in the shipments table for a driver (no row, so no price)', async () => {
    const all = await alice.client.from('shipments').select('*');
    expect(all).toMatchObject({ status: 200, error: null, data: [] });
    const own = await alice.client.from('shipments').select('totalamount').eq('id', aliceShipment);
    expect(own).toMatchObject({ status: 200, error: null, data: [] });
  });

  it('leave the list when unassigned, and a delivered one after two days', async () => {
    const id = await assignedShipment(desk, alice, 'leaves');
    const ids = async () => (await alice.client.rpc('driver_shipments')).data?.map((r) => r.id);
    expect(await ids()).toContain(id);
    await sql(
      `update public.shipments set status = 'Livrat', delivered_at = now() - interval '3 days'
        where id = $1`,
      [id],
    );
    expect(await ids()).not.toContain(id);
    await sql(`update public.shipments set delivered_at = now() - interval '1 day' where id = $1`, [
      id,
    ]);
    expect(await ids()).toContain(id);
    const unassigned = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      driver_id: NONE,
      vehicle_plate: NONE,
    });
    expect(unassigned.error).toBeNull();
    expect(await ids()).not.toContain(id);
  });

  it('are refused to anyone who is not a driver', async () => {
    for (const client of [desk, await customer()]) {
      expect(await client.rpc('driver_shipments')).toMatchObject({
        status: 403,
        error: { code: '42501', message: 'only drivers have a list of shipments' },
      });
    }
    expect(await anon().rpc('driver_shipments')).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for function driver_shipments' },
    });
  });
});

describe('reports', () => {
  it('a driver reads only their own, staff all, anyone else none', async () => {
    const ids = async (client: ProjectClient) =>
      (await client.from('shipment_reports').select('id').order('id')).data?.map((r) => r.id);
    expect(await ids(alice.client)).toEqual([aliceReport]);
    expect(await ids(bob.client)).toEqual([bobReport]);
    expect(await ids(desk)).toEqual(expect.arrayContaining([aliceReport, bobReport]));
    expect(await ids(await customer())).toEqual([]);
    expect(await anon().from('shipment_reports').select('id')).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for table shipment_reports' },
    });
  });

  it('a driver cannot read the reports of a shipment no longer assigned to them', async () => {
    const id = await assignedShipment(desk, alice, 'reassigned');
    const report = await reported(alice.client, collection(id));
    const reassigned = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      driver_id: bob.id,
      vehicle_plate: 'CJ-01-XYZ',
    });
    expect(reassigned.error).toBeNull();
    const read = await alice.client.from('shipment_reports').select('id').eq('id', report);
    expect(read).toMatchObject({ status: 200, error: null, data: [] });
    // Nor Bob, who did not write it.
    const byBob = await bob.client.from('shipment_reports').select('id').eq('id', report);
    expect(byBob).toMatchObject({ status: 200, error: null, data: [] });
  });

  it('cannot be changed or removed, by a driver, staff, or the database owner', async () => {
    for (const client of [alice.client, desk]) {
      const update = await client
        .from('shipment_reports')
        .update({ note: 'x' })
        .eq('id', aliceReport);
      expect(update).toMatchObject({
        status: 403,
        error: { code: '42501', message: 'permission denied for table shipment_reports' },
      });
      const remove = await client.from('shipment_reports').delete().eq('id', aliceReport);
      expect(remove).toMatchObject({
        status: 403,
        error: { code: '42501', message: 'permission denied for table shipment_reports' },
      });
      const insert = await client.from('shipment_reports').insert({
        shipment_id: aliceShipment,
        shipment_created_at: new Date().toISOString(),
        kind: 'position',
        idempotency_key: randomUUID(),
        recorded_at: new Date().toISOString(),
        author_role: 'driver',
      });
      expect(insert).toMatchObject({
        status: 403,
        error: { code: '42501', message: 'permission denied for table shipment_reports' },
      });
    }
    for (const statement of [
      `update public.shipment_reports set note = 'x' where id = $1`,
      'delete from public.shipment_reports where id = $1',
    ]) {
      await expect(sql(statement, [aliceReport])).rejects.toMatchObject({
        code: '42501',
        detail: 'report_append_only',
        message: 'a report cannot be changed or removed; send a correcting report instead',
      });
    }
    const [kept] = await sql<{ note: string }>(
      'select note from public.shipment_reports where id = $1',
      [aliceReport],
    );
    expect(kept?.note).toBe('Loaded with straps.');
  });
});

describe("a driver's report files", () => {
  const denied = refusal('403', 'new row violates row-level security policy');

  it('go only under the reports folder of their own shipments', async () => {
    const key = randomUUID();
    const inside = `${reportFolder(aliceShipment, key)}/photo-1.jpg`;
    await storePhoto(alice.client, inside);
    const files = alice.client.storage.from(BUCKET);
    for (const outside of [
      `${aliceShipment}/photo.jpg`,
      `${aliceShipment}/papers/${key}/photo.jpg`,
      `${aliceShipment}/reports/not-a-key/photo.jpg`,
      `${aliceShipment}/reports/${key}/deeper/photo.jpg`,
      `${reportFolder(bobShipment, key)}/photo-1.jpg`,
      `${reportFolder(`${aliceShipment}-none`, key)}/photo-1.jpg`,
    ]) {
      expect(plain(await files.upload(outside, JPEG, { contentType: 'image/jpeg' }))).toEqual(
        denied,
      );
    }
    // A retry of a stored file is told it is there (the phone takes that as sent).
    expect(plain(await files.upload(inside, JPEG, { contentType: 'image/jpeg' }))).toEqual(
      refusal('409', 'The resource already exists'),
    );
    // Never replaced: no update policy (an upsert is refused), nor removed.
    expect(
      plain(await files.upload(inside, JPEG, { contentType: 'image/jpeg', upsert: true })),
    ).toEqual(denied);
    expect((await files.remove([inside])).data).toEqual([]);
    const [row] = await sql(
      'select owner_id from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, inside],
    );
    expect(row).toEqual({ owner_id: alice.id });
  });

  it('go up resumably (TUS) only there too: the upload is created under insert RLS', async () => {
    const { data } = await alice.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    const options = (objectName: string) => ({
      ...GUIDE_OPTIONS,
      endpoint: `${stack.apiUrl}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey },
      metadata: { bucketName: BUCKET, objectName, contentType: 'image/jpeg', cacheControl: '3600' },
    });
    const inside = `${reportFolder(aliceShipment, randomUUID())}/photo-1.jpg`;
    await runUpload(new Upload(JPEG, options(inside)));
    const outside = `${reportFolder(bobShipment, randomUUID())}/photo-1.jpg`;
    expect(await refusalOf(new Upload(JPEG, options(outside)))).toEqual({
      status: 403,
      body: 'new row violates row-level security policy',
    });
    expect(
      await sql('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        BUCKET,
        [inside, outside],
      ]),
    ).toEqual([{ name: inside }]);
  });

  it('are read back by their driver only; staff files and other folders stay hidden', async () => {
    const key = randomUUID();
    const mine = `${reportFolder(aliceShipment, key)}/photo-1.jpg`;
    await storePhoto(alice.client, mine);
    const byStaff = `${reportFolder(aliceShipment, key)}/photo-2.jpg`;
    await store(desk, byStaff);
    await store(desk, `${aliceShipment}/cmr.jpg`);

    const listed = await alice.client.storage.from(BUCKET).list(reportFolder(aliceShipment, key));
    expect(listed.error).toBeNull();
    expect(listed.data?.map((file) => file.name)).toEqual(['photo-1.jpg']);
    expect((await alice.client.storage.from(BUCKET).download(mine)).error).toBeNull();
    expect(plain(await alice.client.storage.from(BUCKET).download(byStaff))).toEqual(
      refusal('404', 'Object not found'),
    );
    expect(
      (await bob.client.storage.from(BUCKET).list(reportFolder(aliceShipment, key))).data,
    ).toEqual([]);
  });

  it('and the bucket shows nothing to anon, a customer or a party (signed URLs only)', async () => {
    const key = await partyKey(desk, aliceShipment);
    expect(key).toEqual(expect.any(String));
    for (const client of [anon(), await customer()]) {
      for (const folder of ['', aliceShipment, `${aliceShipment}/reports`]) {
        expect(plain(await client.storage.from(BUCKET).list(folder))).toEqual({
          data: [],
          error: null,
        });
      }
    }
  });
});

describe('a driver is not staff', () => {
  it('is_staff and is_owner say no, my_role says driver', async () => {
    expect(await alice.client.rpc('is_staff')).toMatchObject({ error: null, data: false });
    expect(await alice.client.rpc('is_owner')).toMatchObject({ error: null, data: false });
    expect(await alice.client.rpc('my_role')).toMatchObject({ error: null, data: 'driver' });
    expect(await desk.rpc('my_role')).toMatchObject({ error: null, data: 'staff' });
    expect(await (await owner()).rpc('my_role')).toMatchObject({ error: null, data: 'owner' });
    expect(await (await customer()).rpc('my_role')).toMatchObject({ error: null, data: null });
  });

  it('cannot call staff functions', async () => {
    const version = await versionOf(desk, aliceShipment);
    const calls: [string, Record<string, unknown>, string][] = [
      [
        'save_shipment',
        {
          tracking_number: aliceShipment,
          expected_updated_at: version,
          changes: { totalamount: '1 EUR' },
        },
        'only staff may edit shipments',
      ],
      [
        'assign_driver',
        {
          tracking_number: aliceShipment,
          expected_updated_at: version,
          driver_id: alice.id,
          vehicle_plate: 'X',
        },
        'only staff may assign drivers',
      ],
      ['list_drivers', {}, 'only staff may list drivers'],
      ['shipment_changes', { tracking_number: aliceShipment }, ''],
      ['staff_accounts', {}, 'only an owner may manage staff'],
      [
        'set_request_notices',
        { user_id: alice.id, wanted: true },
        'only staff may change request notices',
      ],
    ];
    for (const [name, args, message] of calls) {
      const answer = await alice.client.rpc(name as 'list_drivers', args as never);
      if (name === 'shipment_changes') {
        // Security invoker: the trail's policy lets staff only.
        expect(answer).toMatchObject({ error: null, data: [] });
      } else {
        expect({ name, ...answer }).toMatchObject({
          name,
          status: 403,
          error: { code: '42501', message },
        });
      }
    }
    expect(await versionOf(desk, aliceShipment)).toBe(version);
  });

  it('never hears of a transport request, even with request_notices set', async () => {
    const boss = await owner();
    const refused = await boss.rpc('set_request_notices', { user_id: alice.id, wanted: true });
    expect(refused).toMatchObject({ status: 404, error: { code: 'PT404', details: 'not_staff' } });
    await sql('update private.staff set request_notices = true where user_id = $1', [alice.id]);
    const [email] = await sql<{ email: string }>('select email from auth.users where id = $1', [
      alice.id,
    ]);
    const recipients = await sql<{ address: string }>(
      'select private.request_notice_recipients() as address',
    );
    expect(recipients.map((row) => row.address)).not.toContain(email?.email);
    expect(recipients.length).toBeGreaterThan(0);
  });

  it('shows in the staff accounts as a driver, and an owner may invite one', async () => {
    const boss = await owner();
    const { data, error } = await boss.rpc('staff_accounts');
    expect(error).toBeNull();
    expect(data?.find((account) => account.user_id === alice.id)).toMatchObject({
      role: 'driver',
      state: 'active',
      request_notices: false,
    });
    const email = uniqueEmail('new-driver');
    const invite = await boss
      .rpc('authorize_staff_action', { action: 'invite', email, role: 'driver' })
      .single();
    expect(invite).toMatchObject({
      error: null,
      data: { target_user_id: null, target_email: email, target_role: 'driver' },
    });
    expect(
      await boss.rpc('authorize_staff_action', { action: 'invite', email, role: 'chauffeur' }),
    ).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        details: 'invalid_role',
        message: 'role must be owner, staff or driver',
      },
    });
  });
});

describe('set_staff_role', () => {
  it('turns a staff member into a driver, who is staff no more', async () => {
    const boss = await owner();
    const member = await staff();
    const id = await userId(member);
    const changed = await boss.rpc('set_staff_role', { user_id: id, role: 'driver' });
    expect(changed).toMatchObject({ status: 200, error: null, data: 'driver' });
    expect(await member.rpc('is_staff')).toMatchObject({ error: null, data: false });
    expect(await member.rpc('my_role')).toMatchObject({ error: null, data: 'driver' });
    expect(await boss.rpc('list_drivers')).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ user_id: id })]),
    });
  });
});

describe('assign_driver and list_drivers (staff)', () => {
  it('lists the active drivers', async () => {
    const { data, error } = await desk.rpc('list_drivers');
    expect(error).toBeNull();
    expect(data?.map((row) => row.user_id)).toEqual(expect.arrayContaining([alice.id, bob.id]));
    expect(data?.map((row) => row.user_id)).not.toContain(await userId(desk));
  });

  it('refuses an account that is not a driver, and a stale version', async () => {
    const id = await assignedShipment(desk, null, 'assign');
    const version = await versionOf(desk, id);
    const notDriver = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: version,
      driver_id: await userId(desk),
      vehicle_plate: 'B-1-XYZ',
    });
    expect(notDriver).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        details: 'not_a_driver',
        message: 'the account is not an active driver',
      },
    });
    const assigned = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: version,
      driver_id: alice.id,
      vehicle_plate: ' B-1-XYZ ',
    });
    expect(assigned).toMatchObject({ status: 200, error: null, data: expect.any(String) });
    expect(await versionOf(desk, id)).toBe(assigned.data);
    const stale = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: version,
      driver_id: bob.id,
      vehicle_plate: NONE,
    });
    expect(stale).toMatchObject({
      status: 409,
      error: { code: 'PT409', details: 'stale_updated_at' },
    });
    const [row] = await sql('select driver_id, vehicle_plate from public.shipments where id = $1', [
      id,
    ]);
    expect(row).toEqual({ driver_id: alice.id, vehicle_plate: 'B-1-XYZ' });
    const trail = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(trail.data?.[0]).toMatchObject({
      action: 'update',
      changes: {
        driver_id: { from: null, to: alice.id },
        vehicle_plate: { from: null, to: 'B-1-XYZ' },
      },
    });
  });
});
