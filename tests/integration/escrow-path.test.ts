/**
 * Escrow's whole path (issue #53, "Done when"): payment recorded → delivered → the buyer accepts
 * through the recipient's party link → accepted → payout recorded → closed, with an e-mail to
 * each party in their language at every step; the trail names each step's actor. Then the
 * other ending: withdrawn → refunded.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import {
  AMOUNT,
  answer,
  closeEscrow,
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
import { lookUp } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

describe.each([
  { shipper: 'de', recipient: 'pl' },
  { shipper: 'fr', recipient: 'it' },
])('escrow with the seller in $shipper and the buyer in $recipient', (languages) => {
  it('runs payment → delivered → accepted → paid out → closed, e-mailing both at each step', async () => {
    const id = await escrowShipment(desk, `escrow-path-${languages.shipper}`, languages);
    expect(await escrowEmails(id)).toEqual(toBoth('escrow_started', 'awaiting_payment', languages));

    await ok(recordPayment(desk, id));
    expect((await escrowOf(id))?.state).toBe('payment_received');

    await ok(deliver(desk, id));
    const delivered = await escrowOf(id);
    expect(delivered?.state).toBe('inspection');
    expect(delivered?.delivered_at).not.toBeNull();

    const buyerKey = await partyKey(desk, id, 'recipient');
    const accepted = await answer(anon(), id, buyerKey, 'accept');
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({
      state: 'accepted',
      amount: AMOUNT,
      currency: 'EUR',
      party: 'buyer',
      period_days: 15,
      withdraw_reason: null,
      steps: { answer: 'accept', answered_at: expect.any(String) },
    });

    await ok(closeEscrow(desk, id, 'record_escrow_payout'));
    const closed = await escrowOf(id);
    expect(closed).toMatchObject({
      state: 'closed',
      paid_out_on: expect.any(String),
      refunded_on: null,
    });

    expect(await escrowEmails(id)).toEqual([
      ...toBoth('escrow_started', 'awaiting_payment', languages),
      ...toBoth('payment_received', 'payment_received', languages),
      ...toBoth('inspection_started', 'inspection', languages),
      ...toBoth('accepted', 'accepted', languages),
      ...toBoth('paid_out', 'closed', languages),
    ]);
    const staffEmail = (await desk.auth.getUser()).data.user?.email;
    expect(await escrowTrail(id)).toEqual([
      { actor: staffEmail, state: 'awaiting_payment' },
      { actor: staffEmail, state: 'payment_received' },
      { actor: staffEmail, state: 'inspection' },
      { actor: 'buyer', state: 'accepted' },
      { actor: staffEmail, state: 'closed' },
    ]);

    // The seller's link shows the outcome, without the bank references.
    const seller = await lookUp(anon(), id, await partyKey(desk, id, 'shipper'));
    expect(seller.data?.escrow).toMatchObject({ state: 'closed', party: 'seller' });
    expect(JSON.stringify(seller.data?.escrow)).not.toMatch(/REF 4711|OUT 1/);
  });
});

describe('the other ending', () => {
  it('withdrawn with a reason → refunded → closed, the reason shown to both parties', async () => {
    const id = await escrowShipment(desk, 'escrow-withdraw');
    await ok(recordPayment(desk, id));
    await ok(deliver(desk, id));
    const withdrawn = await answer(
      anon(),
      id,
      await partyKey(desk, id, 'recipient'),
      'withdraw',
      '  The engine does not start.  ',
    );
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data).toMatchObject({
      state: 'withdrawn',
      withdraw_reason: 'The engine does not start.',
    });
    const seller = await lookUp(anon(), id, await partyKey(desk, id, 'shipper'));
    expect(seller.data?.escrow).toMatchObject({
      state: 'withdrawn',
      withdraw_reason: 'The engine does not start.',
    });

    await ok(closeEscrow(desk, id, 'record_escrow_refund'));
    expect(await escrowOf(id)).toMatchObject({
      state: 'closed',
      refunded_on: expect.any(String),
      paid_out_on: null,
    });
    expect((await escrowEmails(id)).slice(-4)).toEqual([
      ...toBoth('withdrawn', 'withdrawn'),
      ...toBoth('refunded', 'closed'),
    ]);
  });
});
