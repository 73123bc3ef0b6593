/**
 * What the parties see of an escrow and who may answer it (issue #53 item 3, "Done when"): the
 * escrow object for a valid party key only, never for the number alone (whatever
 * number_shows_everything says); only the recipient's (the buyer's) key answers; a wrong key is
 * the lookup's miss, counted for the client.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, newAddress, staff, visitor } from './clients';
import { assignedShipment } from './drivers';
import { answer, deliver, escrowOf, escrowShipment, ok, recordPayment } from './escrow';
import { partyKey } from './evidence';
import { missesOf, rawCall } from './keyed-links';
import { sql } from './support';
import { forgetMisses, lookUp } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
  await forgetMisses();
});
afterAll(forgetMisses);

afterEach(async () => {
  await sql('update private.tracking_settings set number_shows_everything = false');
});

describe('the escrow field', () => {
  it('shows each party their side of the escrow, with no bank reference', async () => {
    const id = await escrowShipment(desk, 'look');
    await ok(recordPayment(desk, id));
    const buyer = await lookUp(anon(), id, await partyKey(desk, id, 'recipient'));
    expect(buyer.data?.escrow).toEqual({
      state: 'payment_received',
      amount: 90000,
      currency: 'EUR',
      period_days: 15,
      deadline: null,
      last_day: null,
      party: 'buyer',
      withdraw_reason: null,
      steps: {
        payment_received_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        delivered_at: null,
        answered_at: null,
        answer: null,
        period_over_at: null,
        refused_at: null,
        paid_out_on: null,
        refunded_on: null,
        closed_at: null,
      },
    });
    const seller = await lookUp(anon(), id, await partyKey(desk, id, 'shipper'));
    expect(seller.data?.escrow).toMatchObject({ state: 'payment_received', party: 'seller' });
    expect(JSON.stringify([buyer.data, seller.data])).not.toContain('SEPA');
  });

  it('gives the deadline and the last day once delivered: the end of the 15th day after, Berlin time', async () => {
    const id = await escrowShipment(desk, 'look-deadline');
    await ok(recordPayment(desk, id));
    await ok(deliver(desk, id));
    await sql(
      `update public.shipment_escrows
          set delivered_at = '2026-12-07T10:00:00Z', escrow_deadline = private.escrow_deadline('2026-12-07T10:00:00Z', 15)
        where shipment_id = $1`,
      [id],
    );
    const buyer = await lookUp(anon(), id, await partyKey(desk, id, 'recipient'));
    expect(buyer.data?.escrow).toMatchObject({
      state: 'inspection',
      deadline: '2026-12-22T23:00:00+00:00',
      last_day: '2026-12-22',
    });
  });

  it('is null for the number alone, also with number_shows_everything, and for a wrong key', async () => {
    const id = await escrowShipment(desk, 'alone');
    expect((await lookUp(anon(), id)).data).toMatchObject({ access: 'number_only', escrow: null });
    await sql('update private.tracking_settings set number_shows_everything = true');
    expect((await lookUp(anon(), id)).data).toMatchObject({ access: 'full', escrow: null });
    expect((await lookUp(anon(), id, 'C'.repeat(32))).data).toMatchObject({
      access: 'full',
      escrow: null,
    });
  });

  it('is null for a shipment without escrow', async () => {
    const id = await assignedShipment(desk, null, 'plain');
    const party = await lookUp(anon(), id, await partyKey(desk, id, 'recipient'));
    expect(party.data).toMatchObject({ access: 'full', escrow: null });
  });
});

describe('answer_escrow', () => {
  it("refuses the shipper's key: only the buyer answers", async () => {
    const id = await escrowShipment(desk, 'seller-key');
    await ok(recordPayment(desk, id));
    await ok(deliver(desk, id));
    expect(await answer(anon(), id, await partyKey(desk, id, 'shipper'), 'accept')).toMatchObject({
      status: 403,
      data: null,
      error: expect.objectContaining({
        code: 'PT403',
        details: 'not_the_buyer',
        message: 'only the buyer (the recipient) answers the escrow',
      }),
    });
    expect(await escrowOf(id)).toMatchObject({ state: 'inspection', answer: null });
  });

  it('answers a wrong key or an unknown number as the lookup misses: 404, counted', async () => {
    const id = await escrowShipment(desk, 'wrong-key');
    await ok(recordPayment(desk, id));
    await ok(deliver(desk, id));
    const address = newAddress();
    const miss = {
      status: 404,
      body: {
        code: 'P0002',
        message: 'no shipment under this number and party key',
        details: 'no_shipment',
        hint: null,
      },
    };
    const body = { party_key: 'C'.repeat(32), decision: 'accept', reason: null };
    expect(await rawCall(address, 'answer_escrow', { ...body, tracking_number: id })).toEqual(miss);
    expect(
      await rawCall(address, 'answer_escrow', { ...body, tracking_number: `${id}-no` }),
    ).toEqual(miss);
    expect(await missesOf(address)).toBe(2);
    // supabase-js shows it as the error.
    expect(await answer(visitor(), id, 'C'.repeat(32), 'accept')).toMatchObject({
      status: 404,
      error: expect.objectContaining({ code: 'P0002', details: 'no_shipment' }),
    });
    expect(await escrowOf(id)).toMatchObject({ state: 'inspection' });
  });

  it('refuses a GET and a rolled-back call, which would try keys for free', async () => {
    const id = await escrowShipment(desk, 'get');
    const body = { tracking_number: id, party_key: 'C'.repeat(32), decision: 'accept' };
    const address = newAddress();
    expect((await rawCall(address, 'answer_escrow', body, { method: 'GET' })).status).toBe(405);
    expect(
      await rawCall(address, 'answer_escrow', body, { headers: { prefer: 'tx=rollback' } }),
    ).toMatchObject({ status: 405 });
    expect(await missesOf(address)).toBe(0);
  });

  it('says a shipment without escrow has none', async () => {
    const id = await assignedShipment(desk, null, 'plain-answer');
    expect(await answer(anon(), id, await partyKey(desk, id, 'recipient'), 'accept')).toMatchObject(
      {
        status: 404,
        error: expect.objectContaining({ code: 'PT404', details: 'no_escrow' }),
      },
    );
  });
});
