/**
 * Who may do what (issue "Data layer"), cell by cell, through supabase-js against the stack.
 * A denied read must return nothing; a denied write must change nothing (checked in SQL after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, customer, driver, owner, service, staff } from './clients';
import { collection, userId } from './drivers';
import { restoreInfoDefaults, sql, stack } from './support';
import { lookUp } from './tracking';
import { forgetRequests, formToken, submit, validRequest } from './transport-requests';

// A driver (issue #52) is a signed-in account with a role in private.staff that is not staff.
type Role = 'anon' | 'customer' | 'driver' | 'staff' | 'service_role';
const roles: Role[] = ['anon', 'customer', 'driver', 'staff', 'service_role'];
const allowedToManage: Record<Role, boolean> = {
  anon: false,
  customer: false,
  driver: false,
  staff: true,
  service_role: true,
};
/**
 * Who may write the tables themselves: the service key only. Staff write through functions
 * that check the version and audit (migration 20261125110000, issue #30).
 */
const allowedToWriteTables: Record<Role, boolean> = {
  anon: false,
  customer: false,
  driver: false,
  staff: false,
  service_role: true,
};

/** The info text of one public language (one row per language, DECISIONS 15). */
const INFO_LANG = 'de';
let clients: Record<Role, ProjectClient>;
let sequence = 0;

// The info text this file changes, back as the migration wrote it for the files after it.
afterAll(restoreInfoDefaults);
// The requests it sent, with their queued e-mails.
afterAll(forgetRequests);

beforeAll(async () => {
  clients = {
    anon: anon(),
    customer: await customer(),
    driver: await driver(),
    staff: await staff(),
    service_role: service(),
  };
});

/** A shipment made in SQL, so the test does not depend on the API it is testing. */
async function makeShipment(): Promise<string> {
  sequence += 1;
  const id = `MX-${Date.now().toString(36)}-${sequence}`;
  await sql(
    `insert into public.shipments (id, shippername, recipientname, history)
     values ($1, 'Matrix Shipper', 'Matrix Recipient', '[]')`,
    [id],
  );
  return id;
}

/** The shipment's version as SQL reads it, so a write's test does not read through the API. */
async function versionInSql(id: string): Promise<string> {
  const [{ version } = { version: '' }] = await sql<{ version: string }>(
    `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as version
       from public.shipments where id = $1`,
    [id],
  );
  return version;
}

/** An escrow shipment made in SQL (issue #53), awaiting payment. */
async function makeEscrowShipment(): Promise<string> {
  const id = await makeShipment();
  await sql(
    `insert into public.shipment_escrows (shipment_id, shipment_created_at, amount)
     select id, created_at, 500 from public.shipments where id = $1`,
    [id],
  );
  return id;
}

async function escrowStateInSql(id: string): Promise<string | undefined> {
  const [row] = await sql<{ state: string }>(
    'select state from public.shipment_escrows where shipment_id = $1',
    [id],
  );
  return row?.state;
}

type EscrowStep =
  | 'set_escrow'
  | 'record_escrow_payment'
  | 'record_escrow_payout'
  | 'record_escrow_refusal'
  | 'record_escrow_refund';

async function rowOf(id: string) {
  const rows = await sql<{ status: string; shippername: string; history: unknown[] }>(
    'select status, shippername, history from public.shipments where id = $1',
    [id],
  );
  return rows[0];
}

/** What PostgREST answers a role that may not touch a table or call a function at all. */
function permissionDenied(role: Role, kind: 'table' | 'function', name: string) {
  return {
    status: role === 'anon' ? 401 : 403,
    error: expect.objectContaining({
      code: '42501',
      message: `permission denied for ${kind} ${name}`,
    }),
  };
}

/** Rows a denied role's select gets: an error for anon, nothing for others (RLS). */
function noRows(role: Role) {
  return role === 'anon'
    ? permissionDenied(role, 'table', 'shipments')
    : { status: 200, error: null, data: [] };
}

/** What a function answers a signed-in user who is not staff: its own 42501. */
function notStaff(message: string) {
  return { status: 403, error: expect.objectContaining({ code: '42501', message }) };
}

describe.each(roles)('as %s', (role) => {
  const client = () => clients[role];
  const may = allowedToManage[role];
  const mayWrite = allowedToWriteTables[role];

  it(`${may ? 'lists' : 'cannot list'} shipments`, async () => {
    await makeShipment();
    const result = await client().from('shipments').select('id').order('id');
    const all = await sql<{ id: string }>('select id from public.shipments order by id');
    expect(result).toMatchObject(may ? { error: null, data: all } : noRows(role));
  });

  it(`${may ? 'reads' : 'cannot read'} a shipment row by id`, async () => {
    const id = await makeShipment();
    const result = await client().from('shipments').select('id').eq('id', id);
    expect(result).toMatchObject(may ? { error: null, data: [{ id }] } : noRows(role));
  });
  it('looks a shipment up by its exact number through track_shipment', async () => {
    const id = await makeShipment();
    const { data, error } = await lookUp(client(), id);
    expect(error).toBeNull();
    // The number alone is the journey only, for every role (DECISIONS 18): staff read the row.
    expect(data).toMatchObject({ id, access: 'number_only', shippername: null });
    // Bookkeeping columns are not part of what the public sees.
    expect(data).not.toHaveProperty('created_at');
  });

  it(`${may ? 'reads every' : 'cannot read a'} report from the road (issue #52)`, async () => {
    const id = await makeShipment();
    const [report] = await sql<{ id: string }>(
      `insert into public.shipment_reports (shipment_id, shipment_created_at, kind,
                                            idempotency_key, recorded_at, place, author_role)
       select id, created_at, 'collection', gen_random_uuid(), now(), 'Wien, AT', 'staff'
         from public.shipments where id = $1
       returning id`,
      [id],
    );
    const result = await client().from('shipment_reports').select('id').eq('shipment_id', id);
    expect(result).toMatchObject(
      may
        ? { error: null, data: [report] }
        : role === 'anon'
          ? permissionDenied(role, 'table', 'shipment_reports')
          : { status: 200, error: null, data: [] },
    );
  });

  it('cannot write the reports table: reports arrive through submit_shipment_report only', async () => {
    const id = await makeShipment();
    const result = await client().from('shipment_reports').insert({
      shipment_id: id,
      shipment_created_at: new Date().toISOString(),
      kind: 'position',
      idempotency_key: crypto.randomUUID(),
      recorded_at: new Date().toISOString(),
      author_role: 'staff',
    });
    expect(result).toMatchObject(permissionDenied(role, 'table', 'shipment_reports'));
    expect(await sql('select 1 from public.shipment_reports where shipment_id = $1', [id])).toEqual(
      [],
    );
  });

  it(`${may ? 'assigns' : 'cannot assign'} a driver, and ${may ? 'lists' : 'cannot list'} the drivers`, async () => {
    const id = await makeShipment();
    const someDriver = await userId(clients.driver);
    const version = await versionInSql(id);
    const assigned = await client().rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: version,
      driver_id: someDriver,
      vehicle_plate: 'W-1234',
    });
    const drivers = await client().rpc('list_drivers');
    if (may) {
      expect(assigned).toMatchObject({ status: 200, error: null });
      expect(drivers.data?.map((row) => row.user_id)).toContain(someDriver);
    } else if (role === 'anon') {
      expect(assigned).toMatchObject(permissionDenied(role, 'function', 'assign_driver'));
      expect(drivers).toMatchObject(permissionDenied(role, 'function', 'list_drivers'));
    } else {
      expect(assigned).toMatchObject(notStaff('only staff may assign drivers'));
      expect(drivers).toMatchObject(notStaff('only staff may list drivers'));
    }
    const [row] = await sql<{ driver_id: string | null }>(
      'select driver_id from public.shipments where id = $1',
      [id],
    );
    expect(row?.driver_id).toBe(may ? someDriver : null);
  });

  it(`${role === 'driver' ? 'reads' : 'has no'} a driver's list of shipments`, async () => {
    const result = await client().rpc('driver_shipments');
    if (role === 'driver') expect(result).toMatchObject({ status: 200, error: null });
    else if (role === 'anon')
      expect(result).toMatchObject(permissionDenied(role, 'function', 'driver_shipments'));
    else expect(result).toMatchObject(notStaff('only drivers have a list of shipments'));
  });

  it(`${role === 'staff' ? 'sends' : 'cannot send'} a report for a shipment not assigned to it`, async () => {
    const id = await makeShipment();
    const result = await client().rpc('submit_shipment_report', { report: collection(id) });
    if (role === 'staff') expect(result).toMatchObject({ status: 200, error: null });
    else if (role === 'anon')
      expect(result).toMatchObject(permissionDenied(role, 'function', 'submit_shipment_report'));
    else if (role === 'driver')
      expect(result).toMatchObject({
        status: 403,
        error: expect.objectContaining({ code: '42501', details: 'not_assigned' }),
      });
    else expect(result).toMatchObject(notStaff('only drivers and staff may send reports'));
    const stored = await sql('select 1 from public.shipment_reports where shipment_id = $1', [id]);
    expect(stored).toHaveLength(role === 'staff' ? 1 : 0);
  });

  it('asks its own role (the sign-in screen, issue #52)', async () => {
    const result = await client().rpc('my_role');
    const expected: Record<Role, string | null> = {
      anon: null,
      customer: null,
      driver: 'driver',
      staff: 'staff',
      service_role: null,
    };
    expect(result).toMatchObject(
      role === 'anon'
        ? permissionDenied(role, 'function', 'my_role')
        : { status: 200, error: null, data: expected[role] },
    );
  });

  it(`${may ? 'reads' : 'cannot read'} escrow rows (issue #53)`, async () => {
    const id = await makeEscrowShipment();
    const result = await client()
      .from('shipment_escrows')
      .select('shipment_id, state')
      .eq('shipment_id', id);
    expect(result).toMatchObject(
      may
        ? { error: null, data: [{ shipment_id: id, state: 'awaiting_payment' }] }
        : role === 'anon'
          ? permissionDenied(role, 'table', 'shipment_escrows')
          : { status: 200, error: null, data: [] },
    );
  });

  it('cannot write the escrow table: escrow moves through its functions only', async () => {
    const id = await makeEscrowShipment();
    const inserted = await client()
      .from('shipment_escrows')
      .insert({
        shipment_id: `${id}-x`,
        shipment_created_at: new Date().toISOString(),
        amount: 1,
      });
    const updated = await client()
      .from('shipment_escrows')
      .update({ state: 'closed' })
      .eq('shipment_id', id);
    expect(inserted).toMatchObject(permissionDenied(role, 'table', 'shipment_escrows'));
    expect(updated).toMatchObject(permissionDenied(role, 'table', 'shipment_escrows'));
    expect(await escrowStateInSql(id)).toBe('awaiting_payment');
  });

  it(`${may ? 'records' : 'cannot record'} the escrow steps (set, payment, refusal, refund, payout)`, async () => {
    const id = await makeShipment();
    const step = async (name: EscrowStep, args: Record<string, unknown>) =>
      client().rpc(name, {
        tracking_number: id,
        expected_updated_at: await versionInSql(id),
        ...args,
      } as never);
    const today = new Date().toISOString().slice(0, 10);
    const answers = {
      set_escrow: await step('set_escrow', { amount: 500 }),
      record_escrow_payment: await step('record_escrow_payment', {
        amount: 500,
        received_on: today,
        bank_reference: 'R',
      }),
      record_escrow_payout: await step('record_escrow_payout', { paid_on: today, reference: 'P' }),
      record_escrow_refusal: await step('record_escrow_refusal', {}),
      record_escrow_refund: await step('record_escrow_refund', {
        refunded_on: today,
        reference: 'B',
      }),
    };
    const messages: Record<EscrowStep, string> = {
      set_escrow: 'only staff may set an escrow',
      record_escrow_payment: 'only staff may record escrow payments',
      record_escrow_payout: 'only staff may record escrow payouts',
      record_escrow_refusal: 'only staff may record a refusal at delivery',
      record_escrow_refund: 'only staff may record escrow refunds',
    };
    for (const [name, answer] of Object.entries(answers) as [
      EscrowStep,
      (typeof answers)[EscrowStep],
    ][]) {
      if (!may)
        expect(answer).toMatchObject(
          role === 'anon' ? permissionDenied(role, 'function', name) : notStaff(messages[name]),
        );
      else if (name === 'record_escrow_payout')
        // Payment received: the payout waits for the buyer or the deadline.
        expect(answer).toMatchObject({
          status: 409,
          error: expect.objectContaining({ details: 'escrow_transition' }),
        });
      else expect(answer).toMatchObject({ status: 200, error: null });
    }
    expect(await escrowStateInSql(id)).toBe(may ? 'closed' : undefined);
  });

  it(`${may ? 'reads' : 'cannot read'} the escrow list and setting; none of them sets the period`, async () => {
    const todo = await client().rpc('escrow_todo');
    const settings = await client().rpc('escrow_settings');
    const set = await client().rpc('set_escrow_settings', { period_days: 20 });
    if (may) {
      expect(todo).toMatchObject({ status: 200, error: null, data: expect.any(Array) });
      expect(settings).toMatchObject({ status: 200, error: null, data: { period_days: 15 } });
      expect(set).toMatchObject({
        status: 403,
        error: expect.objectContaining({
          code: '42501',
          message: 'only an owner may change the escrow settings',
        }),
      });
    } else if (role === 'anon') {
      expect(todo).toMatchObject(permissionDenied(role, 'function', 'escrow_todo'));
      expect(settings).toMatchObject(permissionDenied(role, 'function', 'escrow_settings'));
      expect(set).toMatchObject(permissionDenied(role, 'function', 'set_escrow_settings'));
    } else {
      expect(todo).toMatchObject(notStaff('only staff may read the escrow list'));
      expect(settings).toMatchObject(notStaff('only staff may read the escrow settings'));
      expect(set).toMatchObject(notStaff('only staff may change the escrow settings'));
    }
    expect(await sql('select period_days from private.escrow_settings')).toEqual([
      { period_days: 15 },
    ]);
  });

  it('answers an escrow only with the buyer’s key, whoever calls', async () => {
    const id = await makeEscrowShipment();
    const result = await client().rpc('answer_escrow', {
      tracking_number: id,
      party_key: 'C'.repeat(32),
      decision: 'accept',
    });
    expect(result).toMatchObject({
      status: 404,
      error: expect.objectContaining({ code: 'P0002', details: 'no_shipment' }),
    });
    expect(await escrowStateInSql(id)).toBe('awaiting_payment');
  });

  it(`${mayWrite ? 'inserts' : 'cannot insert'} into the shipments table`, async () => {
    sequence += 1;
    const id = `INS-${role}-${Date.now().toString(36)}-${sequence}`;
    const result = await client()
      .from('shipments')
      .insert({ id, shippername: 'New Shipper', recipientname: 'New Recipient' });
    expect(result).toMatchObject(
      mayWrite ? { status: 201, error: null } : permissionDenied(role, 'table', 'shipments'),
    );
    expect(await rowOf(id)).toEqual(
      mayWrite ? expect.objectContaining({ shippername: 'New Shipper' }) : undefined,
    );
  });

  it(`${mayWrite ? 'updates' : 'cannot update'} the shipments table`, async () => {
    const id = await makeShipment();
    const result = await client()
      .from('shipments')
      .update({ shippername: 'Changed' })
      .eq('id', id)
      .select('id');
    expect(result).toMatchObject(
      mayWrite ? { error: null, data: [{ id }] } : permissionDenied(role, 'table', 'shipments'),
    );
    expect((await rowOf(id))?.shippername).toBe(mayWrite ? 'Changed' : 'Matrix Shipper');
  });

  it(`${mayWrite ? 'deletes' : 'cannot delete'} from the shipments table`, async () => {
    const id = await makeShipment();
    const result = await client().from('shipments').delete().eq('id', id).select('id');
    expect(result).toMatchObject(
      mayWrite ? { error: null, data: [{ id }] } : permissionDenied(role, 'table', 'shipments'),
    );
    expect(await rowOf(id)).toEqual(
      mayWrite ? undefined : expect.objectContaining({ shippername: 'Matrix Shipper' }),
    );
  });

  it(`${may ? 'deletes' : 'cannot delete'} a shipment through delete_shipment`, async () => {
    const id = await makeShipment();
    const version = await versionInSql(id);
    const result = await client().rpc('delete_shipment', {
      tracking_number: id,
      expected_updated_at: version,
    });
    if (may) expect(result).toMatchObject({ status: 200, error: null, data: { id } });
    else if (role === 'anon')
      expect(result).toMatchObject(permissionDenied(role, 'function', 'delete_shipment'));
    else expect(result).toMatchObject(notStaff('only staff may delete shipments'));
    expect(await rowOf(id)).toEqual(
      may ? undefined : expect.objectContaining({ shippername: 'Matrix Shipper' }),
    );
  });

  it(`${may ? 'adds' : 'cannot add'} a route-history event`, async () => {
    const id = await makeShipment();
    const result = await client().rpc('add_shipment_event', {
      tracking_number: id,
      status: 'În tranzit',
      location: 'Wien, AT',
    });
    const row = await rowOf(id);
    if (may) {
      expect(result.error).toBeNull();
      expect(row?.status).toBe('În tranzit');
      expect(row?.history).toEqual([
        {
          status: 'În tranzit',
          location: 'Wien, AT',
          date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    } else {
      expect(result).toMatchObject(
        role === 'anon'
          ? permissionDenied(role, 'function', 'add_shipment_event')
          : notStaff('only staff may add route history'),
      );
      expect(row?.history).toEqual([]);
    }
  });

  it(`${may ? 'lists' : 'cannot list'} transport requests`, async () => {
    const result = await client().from('transport_requests').select('id').order('id');
    const all = await sql<{ id: string }>('select id from public.transport_requests order by id');
    expect(result).toMatchObject(
      may
        ? { error: null, data: all }
        : role === 'anon'
          ? permissionDenied(role, 'table', 'transport_requests')
          : { status: 200, error: null, data: [] },
    );
  });

  it('sends a transport request with a form token (the request page, issue #36)', async () => {
    const token = await formToken();
    const result = await submit(client(), token, validRequest());
    expect(result).toMatchObject({
      error: null,
      data: { reference: expect.stringMatching(/^A-\d{4}-\d{5}$/) as string },
    });
    const form = await client().rpc('transport_request_form');
    expect(form).toMatchObject({ error: null, data: { token: expect.any(String) as string } });
  });

  it('reads the retention periods the privacy notice prints (issue #49)', async () => {
    const [setting] = await sql<{ keep_months: number; spam_keep_days: number }>(
      'select keep_months, spam_keep_days from private.transport_request_settings',
    );
    const result = await client().rpc('transport_request_retention');
    expect(result).toMatchObject({ error: null, data: [setting] });
  });

  it('reads the info text', async () => {
    const result = await client()
      .from('info_content')
      .select('title, content')
      .eq('lang', INFO_LANG)
      .single();
    const [row] = await sql<{ title: string; content: string }>(
      'select title, content from public.info_content where lang = $1',
      [INFO_LANG],
    );
    expect(result).toMatchObject({ error: null, data: row });
  });

  it(`${mayWrite ? 'updates' : 'cannot update'} the info text table`, async () => {
    const [before] = await sql<{ title: string }>(
      'select title from public.info_content where lang = $1',
      [INFO_LANG],
    );
    const title = `Titlu ${role} ${Date.now()}`;
    const result = await client()
      .from('info_content')
      .update({ title })
      .eq('lang', INFO_LANG)
      .select('title');
    expect(result).toMatchObject(
      mayWrite
        ? { error: null, data: [{ title }] }
        : permissionDenied(role, 'table', 'info_content'),
    );
    const [after] = await sql<{ title: string }>(
      'select title from public.info_content where lang = $1',
      [INFO_LANG],
    );
    expect(after?.title).toBe(mayWrite ? title : before?.title);
  });

  it(`${may ? 'saves' : 'cannot save'} the info text through save_info_content`, async () => {
    const [before] = await sql<{ title: string; version: string }>(
      `select title, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as version
         from public.info_content where lang = $1`,
      [INFO_LANG],
    );
    const title = `Titlu ${role} ${Date.now()}`;
    const result = await client().rpc('save_info_content', {
      lang: INFO_LANG,
      expected_updated_at: before?.version ?? '',
      title,
    });
    if (may) expect(result).toMatchObject({ status: 200, error: null, data: { title } });
    else if (role === 'anon')
      expect(result).toMatchObject(permissionDenied(role, 'function', 'save_info_content'));
    else expect(result).toMatchObject(notStaff('only staff may edit the info text'));
    const [after] = await sql<{ title: string }>(
      'select title from public.info_content where lang = $1',
      [INFO_LANG],
    );
    expect(after?.title).toBe(may ? title : before?.title);
  });
});

describe('as owner', () => {
  it('sets the escrow period (1 to 30 days), audited', async () => {
    const boss = await owner();
    try {
      expect(await boss.rpc('set_escrow_settings', { period_days: 31 })).toMatchObject({
        status: 400,
        error: expect.objectContaining({ code: '22023', details: 'invalid_period_days' }),
      });
      expect(await boss.rpc('set_escrow_settings', { period_days: 20 })).toMatchObject({
        status: 204,
        error: null,
      });
      expect(await boss.rpc('escrow_settings')).toMatchObject({ data: { period_days: 20 } });
      const [change] = await sql<{ changes: unknown }>(
        `select changes from audit.config_changes where table_name = 'private.escrow_settings' order by id desc limit 1`,
      );
      expect(change?.changes).toEqual({ period_days: { from: 15, to: 20 } });
    } finally {
      await sql('update private.escrow_settings set period_days = 15');
    }
  });
});

describe('anonymous access', () => {
  it('is refused select * on shipments although shipments exist', async () => {
    const [{ count } = { count: '0' }] = await sql<{ count: string }>(
      'select count(*) from public.shipments',
    );
    expect(Number(count)).toBeGreaterThanOrEqual(5);
    const result = await anon().from('shipments').select('*');
    expect(result).toMatchObject({ data: null, ...permissionDenied('anon', 'table', 'shipments') });
  });

  it('gets no description of the API at /rest/v1/', async () => {
    // PostgREST's OpenAPI output would list tables, columns and functions (with methods the
    // caller may not use); it is switched off (local-stack/postgrest.ts).
    for (const key of [stack.anonKey, stack.serviceRoleKey]) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/`, {
        headers: { apikey: key, accept: 'application/openapi+json' },
      });
      expect({ status: response.status, body: await response.text() }).toEqual({
        status: 404,
        body: '{}',
      });
    }
  });

  it('cannot call the internal lookup or grant itself staff', async () => {
    const grant = await anon().rpc('grant_staff', {
      user_id: 'a1b2c3d4-0000-4000-8000-00000000aaaa',
    });
    expect(grant).toMatchObject(permissionDenied('anon', 'function', 'grant_staff'));
    const customerClient = await customer();
    const { data: user } = await customerClient.auth.getUser();
    const selfGrant = await customerClient.rpc('grant_staff', { user_id: user.user?.id ?? '' });
    expect(selfGrant).toMatchObject(permissionDenied('customer', 'function', 'grant_staff'));
    expect(await sql('select 1 from private.staff where user_id = $1', [user.user?.id])).toEqual(
      [],
    );
  });
});
