/**
 * Who may read transport requests and change their settings (issue #36): staff read the table,
 * nobody writes it; the notices switch and the retention settings with their exact refusals;
 * the retention purge (expired and spam requests go, converted ones stay, the trail keeps a
 * skeleton).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, customer, owner, service, staff, visitor } from './clients';
import { sql, uniqueShipmentId } from './support';
import { forgetRequests, formToken, submit, validRequest } from './transport-requests';

beforeEach(forgetRequests);
// Their queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);
afterAll(async () => {
  await sql('update private.transport_request_settings set keep_months = 6, spam_keep_days = 30');
});

async function sendRequest(overrides = {}): Promise<{ id: string; reference: string }> {
  const answer = await submit(visitor(), await formToken(), validRequest(overrides));
  if (answer.error) throw new Error(answer.error.message);
  const reference = (answer.data as { reference: string }).reference;
  const [row] = await sql<{ id: string }>(
    'select id from public.transport_requests where reference = $1',
    [reference],
  );
  return { id: row?.id ?? '', reference };
}

async function userIdOf(client: ProjectClient): Promise<string> {
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('not signed in');
  return data.user.id;
}

function permissionDenied(kind: 'table' | 'function', name: string) {
  return {
    status: 401,
    error: expect.objectContaining({
      code: '42501',
      message: `permission denied for ${kind} ${name}`,
    }),
  };
}

function refused(message: string) {
  return { status: 403, error: expect.objectContaining({ code: '42501', message }) };
}

describe('the table', () => {
  it('is read by staff only: anon is refused, a signed-in customer sees nothing', async () => {
    const { reference } = await sendRequest();
    expect(await anon().from('transport_requests').select('reference')).toMatchObject(
      permissionDenied('table', 'transport_requests'),
    );
    expect(await (await customer()).from('transport_requests').select('reference')).toMatchObject({
      status: 200,
      error: null,
      data: [],
    });
    expect(await (await staff()).from('transport_requests').select('reference')).toMatchObject({
      status: 200,
      error: null,
      data: [{ reference }],
    });
  });

  it('is written by nobody through the API, staff included', async () => {
    const { id } = await sendRequest();
    const staffMember = await staff();
    for (const client of [anon(), await customer(), staffMember]) {
      const update = await client
        .from('transport_requests')
        .update({ status: 'spam' })
        .eq('id', id)
        .select('id');
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('transport_requests').delete().eq('id', id).select('id');
      expect(remove.error?.code).toBe('42501');
    }
    const [row] = await sql('select status from public.transport_requests where id = $1', [id]);
    expect(row).toEqual({ status: 'new' });
  });
});

describe('the retention settings', () => {
  it('are read by staff, refused to others', async () => {
    expect(await anon().rpc('transport_request_settings')).toMatchObject(
      permissionDenied('function', 'transport_request_settings'),
    );
    expect(await (await customer()).rpc('transport_request_settings')).toMatchObject(
      refused('only staff may read the request settings'),
    );
    expect(await (await staff()).rpc('transport_request_settings')).toMatchObject({
      error: null,
      data: { keep_months: 6, spam_keep_days: 30 },
    });
  });

  it('are set by an owner only, within range, and audited', async () => {
    // The stack's caps (raised for the other tests: test-support/request-email-caps.ts).
    const [caps = { acknowledgements_per_hour: -1, notices_per_hour: -1 }] = await sql<{
      acknowledgements_per_hour: number;
      notices_per_hour: number;
    }>(
      'select acknowledgements_per_hour, notices_per_hour from private.transport_request_settings',
    );
    const kept = { keep_months: 6, spam_keep_days: 30, ...caps };
    const args = {
      keep_months: 12,
      spam_keep_days: 14,
      acknowledgements_per_hour: 0,
      notices_per_hour: 3,
    };
    expect(await anon().rpc('set_transport_request_settings', args)).toMatchObject(
      permissionDenied('function', 'set_transport_request_settings'),
    );
    expect(await (await customer()).rpc('set_transport_request_settings', args)).toMatchObject(
      refused('only staff may change the request settings'),
    );
    expect(await (await staff()).rpc('set_transport_request_settings', args)).toMatchObject(
      refused('only an owner may change the request settings'),
    );
    const boss = await owner();
    for (const [bad, detail] of [
      [{ keep_months: 0 }, 'invalid_keep_months'],
      [{ keep_months: 37 }, 'invalid_keep_months'],
      [{ spam_keep_days: 0 }, 'invalid_spam_keep_days'],
      [{ spam_keep_days: 366 }, 'invalid_spam_keep_days'],
      [{ acknowledgements_per_hour: -1 }, 'invalid_acknowledgements_per_hour'],
      [{ acknowledgements_per_hour: 1001 }, 'invalid_acknowledgements_per_hour'],
      [{ notices_per_hour: -1 }, 'invalid_notices_per_hour'],
      [{ notices_per_hour: 1001 }, 'invalid_notices_per_hour'],
    ] as const) {
      expect(
        (await boss.rpc('set_transport_request_settings', { ...kept, ...bad })).error,
      ).toMatchObject({ code: '22023', details: detail });
    }
    // The table's check is the one place the range is written; the refusal quotes it.
    expect(
      (await boss.rpc('set_transport_request_settings', { ...kept, keep_months: 37 })).error,
    ).toMatchObject({
      message:
        'keep_months is outside its range: CHECK (((keep_months >= 1) AND (keep_months <= 36)))',
    });
    expect(
      await sql(
        `select keep_months, spam_keep_days, acknowledgements_per_hour, notices_per_hour
           from private.transport_request_settings`,
      ),
    ).toEqual([kept]);
    expect((await boss.rpc('set_transport_request_settings', args)).error).toBeNull();
    expect((await boss.rpc('transport_request_settings')).data).toEqual(args);
    const [audit] = await sql(
      `select action, changes from audit.config_changes
        where table_name = 'private.transport_request_settings' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'update',
      changes: {
        keep_months: { from: 6, to: 12 },
        spam_keep_days: { from: 30, to: 14 },
        acknowledgements_per_hour: { from: caps.acknowledgements_per_hour, to: 0 },
        notices_per_hour: { from: caps.notices_per_hour, to: 3 },
      },
    });
    expect((await boss.rpc('set_transport_request_settings', kept)).error).toBeNull();
  });
});

describe('the notices switch', () => {
  it('defaults to owners yes, staff no, and decides who gets a notice', async () => {
    const [ownerA, staffB, staffC, ownerD] = [
      await owner(),
      await staff(),
      await staff(),
      await owner(),
    ];
    expect(
      (await staffC.rpc('set_request_notices', { user_id: await userIdOf(staffC), wanted: true }))
        .error,
    ).toBeNull();
    expect(
      (await ownerA.rpc('set_request_notices', { user_id: await userIdOf(ownerD), wanted: false }))
        .error,
    ).toBeNull();

    const listed = await ownerA.rpc('staff_accounts');
    expect(listed.error).toBeNull();
    const noticeOf = async (client: ProjectClient) => {
      const id = await userIdOf(client);
      return listed.data?.find((account) => account.user_id === id)?.request_notices;
    };
    expect([
      await noticeOf(ownerA),
      await noticeOf(staffB),
      await noticeOf(staffC),
      await noticeOf(ownerD),
    ]).toEqual([true, false, true, false]);
    const cli = await service().rpc('list_staff');
    expect(
      cli.data?.find((row) => row.user_id === (listed.data?.[0]?.user_id ?? '')),
    ).toHaveProperty('request_notices');

    const { id } = await sendRequest();
    const notified = (
      await sql<{ to_address: string }>(
        `select to_address from private.email_outbox where request_id = $1 and kind = 'request_notice'`,
        [id],
      )
    ).map((row) => row.to_address);
    const emailOf = async (client: ProjectClient) => (await client.auth.getUser()).data.user?.email;
    expect(notified).toContain(await emailOf(ownerA));
    expect(notified).toContain(await emailOf(staffC));
    expect(notified).not.toContain(await emailOf(staffB));
    expect(notified).not.toContain(await emailOf(ownerD));
  });

  it('lets staff change only their own; an owner anyone’s; nobody else', async () => {
    const [member, other, boss] = [await staff(), await staff(), await owner()];
    const otherId = await userIdOf(other);
    expect(
      await member.rpc('set_request_notices', { user_id: otherId, wanted: true }),
    ).toMatchObject(refused("only an owner may change another account's request notices"));
    expect(
      await (await customer()).rpc('set_request_notices', { user_id: otherId, wanted: true }),
    ).toMatchObject(refused('only staff may change request notices'));
    expect(
      await anon().rpc('set_request_notices', { user_id: otherId, wanted: true }),
    ).toMatchObject(permissionDenied('function', 'set_request_notices'));
    expect(
      (await boss.rpc('set_request_notices', { user_id: otherId, wanted: true })).error,
    ).toBeNull();
    const rows = await sql<{ request_notices: boolean }>(
      'select request_notices from private.staff where user_id = $1',
      [otherId],
    );
    expect(rows).toEqual([{ request_notices: true }]);
    const [audit] = await sql(
      `select action, changes from audit.staff_changes where target_id = $1 order by id desc limit 1`,
      [otherId],
    );
    expect(audit).toEqual({
      action: 'set_request_notices',
      changes: { request_notices: { from: null, to: true } },
    });
    // An account that is not staff.
    const stranger = await userIdOf(await customer());
    expect(
      (await boss.rpc('set_request_notices', { user_id: stranger, wanted: true })).error,
    ).toMatchObject({
      code: 'PT404',
      details: 'not_staff',
    });
  });
});

describe('retention', () => {
  async function age(id: string, interval: string, status?: string) {
    await sql(
      `update public.transport_requests
          set created_at = clock_timestamp() - $2::interval, status = coalesce($3, status)
        where id = $1`,
      [id, interval, status ?? null],
    );
  }

  it('deletes expired requests and old spam, keeps converted ones and a skeleton of the trail', async () => {
    const expired = await sendRequest();
    const converted = await sendRequest();
    const recent = await sendRequest();
    const oldSpam = await sendRequest({ website: 'x' });
    const newSpam = await sendRequest({ website: 'x' });
    await age(expired.id, '6 months 1 day', 'offer_sent');
    // A converted request has its shipment (issue #37), which is live: it stays.
    await sql(
      `with s as (insert into public.shipments (id, shippername, recipientname)
                  values ($2, 'A', 'B') returning id, created_at)
       update public.transport_requests r
          set shipment_id = s.id, shipment_created_at = s.created_at, status = 'converted',
              created_at = clock_timestamp() - interval '3 years'
         from s where r.id = $1`,
      [converted.id, uniqueShipmentId('CONV')],
    );
    await age(recent.id, '5 months');
    await age(oldSpam.id, '31 days');
    await age(newSpam.id, '29 days');
    expect(
      await sql('select count(*)::int as n from private.email_outbox where request_id = $1', [
        expired.id,
      ]),
    ).not.toEqual([{ n: 0 }]);

    const [purged] = await sql('select private.purge_expired_transport_requests() as n');
    expect(purged).toEqual({ n: 2 });
    const left = await sql<{ id: string }>(
      'select id from public.transport_requests order by created_at',
    );
    expect(left.map((row) => row.id)).toEqual([converted.id, recent.id, newSpam.id]);
    expect(
      await sql('select count(*)::int as n from private.email_outbox where request_id = $1', [
        expired.id,
      ]),
    ).toEqual([{ n: 0 }]);

    for (const gone of [expired, oldSpam]) {
      const trail = await sql<{ action: string; actor: string; keys: string[]; purged: boolean }>(
        `select action, actor, purged_at is not null as purged,
                array(select jsonb_object_keys(changes) order by 1) as keys
           from audit.transport_request_changes where request_id = $1 order by id`,
        [gone.id],
      );
      expect(trail.map((record) => record.action)).toEqual(['insert', 'update', 'delete']);
      expect(trail.at(-1)?.actor).toBe('retention');
      for (const record of trail) {
        expect(record.purged).toBe(true);
        expect(
          record.keys.every((key) => ['id', 'reference', 'status', 'created_at'].includes(key)),
        ).toBe(true);
      }
      expect(trail[0]?.keys).toEqual(['created_at', 'id', 'reference', 'status']);
    }
    const [insertRecord] = await sql(
      `select changes -> 'reference' ->> 'to' as reference from audit.transport_request_changes
        where request_id = $1 and action = 'insert'`,
      [expired.id],
    );
    expect(insertRecord).toEqual({ reference: expired.reference });
    // The kept requests' trail is whole.
    const [kept] = await sql(
      `select changes ? 'email' as has_email from audit.transport_request_changes
        where request_id = $1 and action = 'insert'`,
      [recent.id],
    );
    expect(kept).toEqual({ has_email: true });
  });

  it('follows the owner’s settings', async () => {
    const request = await sendRequest();
    const spam = await sendRequest({ website: 'x' });
    await age(request.id, '2 months');
    await age(spam.id, '2 days');
    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 0 }]);
    await sql('update private.transport_request_settings set keep_months = 1, spam_keep_days = 1');
    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 2 }]);
    expect(await sql('select count(*)::int as n from public.transport_requests')).toEqual([
      { n: 0 },
    ]);
    await sql('update private.transport_request_settings set keep_months = 6, spam_keep_days = 30');
  });

  it('refuses any other change to the trail', async () => {
    const { id } = await sendRequest();
    await expect(
      sql(`update audit.transport_request_changes set changes = '{}' where request_id = $1`, [id]),
    ).rejects.toThrow('audit records cannot be changed or removed');
    await expect(
      sql(`delete from audit.transport_request_changes where request_id = $1`, [id]),
    ).rejects.toThrow('audit records cannot be changed or removed');
  });
});
