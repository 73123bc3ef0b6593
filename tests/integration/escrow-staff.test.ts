/**
 * Escrow as staff keep it (issue #53 item 2): the list "Escrow: de făcut", the owner's period
 * copied at delivery, the amount changed while awaiting payment, the escrow of a deleted
 * shipment kept for its restore and purged with it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import {
  AMOUNT,
  answer,
  deliver,
  escrowEmails,
  escrowOf,
  escrowShipment,
  escrowTrail,
  ok,
  recordPayment,
  toBoth,
} from './escrow';
import { partyKey } from './evidence';
import { ageRecords } from './restore-window';
import { deleteShipment, versionOf } from './staff-writes';
import { sql } from './support';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

afterEach(async () => {
  await sql('update private.escrow_settings set period_days = 15');
});

describe('escrow_todo', () => {
  it('lists what waits for staff: money due first, then payments awaited, with the shipment’s version', async () => {
    const awaiting = await escrowShipment(desk, 'todo-pay');
    const accepted = await escrowShipment(desk, 'todo-payout');
    await ok(recordPayment(desk, accepted));
    await ok(deliver(desk, accepted));
    await ok(answer(anon(), accepted, await partyKey(desk, accepted, 'recipient'), 'accept'));
    const inspecting = await escrowShipment(desk, 'todo-none');
    await ok(recordPayment(desk, inspecting));
    await ok(deliver(desk, inspecting));

    const { data, error } = await desk.rpc('escrow_todo');
    expect(error).toBeNull();
    const mine = (data ?? []).filter((row) =>
      [awaiting, accepted, inspecting].includes(row.tracking_number),
    );
    expect(mine).toEqual([
      {
        tracking_number: accepted,
        shippername: 'Ana Popescu',
        recipientname: 'Jean Martin',
        state: 'accepted',
        due: 'payout',
        amount: AMOUNT,
        currency: 'EUR',
        escrow_deadline: expect.any(String),
        since: expect.any(String),
        updated_at: await versionOf(desk, accepted),
      },
      {
        tracking_number: awaiting,
        shippername: 'Ana Popescu',
        recipientname: 'Jean Martin',
        state: 'awaiting_payment',
        due: 'payment',
        amount: AMOUNT,
        currency: 'EUR',
        escrow_deadline: null,
        since: expect.any(String),
        updated_at: await versionOf(desk, awaiting),
      },
    ]);
  });
});

describe('the inspection period', () => {
  it('is the owner’s setting when the shipment is delivered, and stays as copied', async () => {
    const id = await escrowShipment(desk, 'period');
    await ok(recordPayment(desk, id));
    await sql('update private.escrow_settings set period_days = 3');
    await ok(deliver(desk, id));
    await sql('update private.escrow_settings set period_days = 20');
    const [row] = await sql<{ period_days: number; days: number }>(
      `select period_days,
              (escrow_deadline at time zone 'Europe/Berlin')::date
                - (delivered_at at time zone 'Europe/Berlin')::date as days
         from public.shipment_escrows where shipment_id = $1`,
      [id],
    );
    expect(row).toEqual({ period_days: 3, days: 4 });
  });
});

describe('set_escrow', () => {
  it('changes the amount while awaiting payment and tells both parties the new amount', async () => {
    const id = await escrowShipment(desk, 'amount');
    await ok(
      desk.rpc('set_escrow', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        amount: 85000.5,
      }),
    );
    expect((await escrowOf(id))?.amount).toBe('85000.50');
    expect(await escrowEmails(id)).toEqual([
      ...toBoth('escrow_started', 'awaiting_payment'),
      ...toBoth('escrow_started', 'awaiting_payment'),
    ]);
  });

  it('refuses a delivered shipment, and an amount of zero or with three decimals', async () => {
    const id = await escrowShipment(desk, 'amount-bad');
    for (const amount of [0, -5, 10.005]) {
      expect(
        await desk.rpc('set_escrow', {
          tracking_number: id,
          expected_updated_at: await versionOf(desk, id),
          amount,
        }),
      ).toMatchObject({
        status: 400,
        error: expect.objectContaining({ code: '22023', details: 'bad_amount' }),
      });
    }
    const [delivered] = await sql<{ id: string }>(
      `insert into public.shipments (id, shippername, recipientname, status)
       values ($1, 'A', 'B', 'Livrat') returning id`,
      [`${id}-d`],
    );
    expect(
      await desk.rpc('set_escrow', {
        tracking_number: delivered!.id,
        expected_updated_at: await versionOf(desk, delivered!.id),
        amount: 10,
      }),
    ).toMatchObject({
      status: 409,
      error: expect.objectContaining({
        code: 'PT409',
        details: 'escrow_transition',
        message: `shipment ${delivered!.id} is already delivered: escrow is set before delivery`,
      }),
    });
    expect(await escrowOf(delivered!.id)).toBeUndefined();
  });
});

describe('a deleted escrow shipment', () => {
  it('keeps its escrow to be restored, out of the list and the schedule, and loses it with the purge', async () => {
    const id = await escrowShipment(desk, 'deleted');
    await ok(recordPayment(desk, id));
    expect((await deleteShipment(desk, id)).error).toBeNull();
    expect((await escrowOf(id))?.state).toBe('payment_received');
    const listed = await desk.rpc('escrow_todo');
    expect(listed.data?.map((row) => row.tracking_number)).not.toContain(id);

    expect((await desk.rpc('restore_shipment', { tracking_number: id })).error).toBeNull();
    expect((await escrowOf(id))?.state).toBe('payment_received');

    expect((await deleteShipment(desk, id)).error).toBeNull();
    const [{ restore_days: days } = { restore_days: 0 }] = await sql<{ restore_days: number }>(
      'select restore_days from private.tracking_settings',
    );
    await ageRecords(id, days + 1);
    await sql('select private.purge_deleted_shipments()');
    expect(await escrowOf(id)).toBeUndefined();
    // The trail keeps the steps, without what they said.
    const trail = await escrowTrail(id);
    expect(trail.length).toBeGreaterThan(0);
    const [kept] = await sql<{ changes: unknown }>(
      `select changes from audit.shipment_changes where shipment_id = $1 and action = 'escrow' order by id desc limit 1`,
      [id],
    );
    expect(JSON.stringify(kept?.changes)).not.toContain('SEPA');
  });
});
