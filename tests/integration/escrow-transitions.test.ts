/**
 * Escrow's bad input and races (issue #53 item 6): every step the state does not allow is PT409
 * escrow_transition (or escrow_period_over, escrow_unpaid) with nothing written; two staff
 * recording one payment at once, and the buyer answering while staff record a refusal, are
 * serialised: one wins, the other gets the exact refusal. The races hold the row both wait for
 * in a transaction of their own until both calls are waiting on it, so they really overlap.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import { type Account, collection, newDriver, reportsOf, roadState, submit } from './drivers';
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
  setDeadline,
  today,
} from './escrow';
import { partyKey } from './evidence';
import { versionOf } from './staff-writes';
import { sql, stack } from './support';

let desk: ProjectClient;
let road: Account;

beforeAll(async () => {
  desk = await staff();
  road = await newDriver();
});

/** PostgREST's answer to a refused step: its HTTP status and the error's code and detail. */
function refused(status: number, code: string, details: string, message?: string) {
  return {
    status,
    data: null,
    error: expect.objectContaining({
      code,
      details,
      ...(message === undefined ? {} : { message }),
    }),
  };
}

const transition = (message: string) => refused(409, 'PT409', 'escrow_transition', message);

/** Everything a refused step could have written: the escrow row, its trail and e-mails, the shipment's version. */
async function everything(id: string) {
  return {
    escrow: await escrowOf(id),
    trail: await escrowTrail(id),
    emails: await escrowEmails(id),
    version: (
      await sql<{ v: string }>('select updated_at::text as v from public.shipments where id = $1', [
        id,
      ])
    )[0]?.v,
  };
}

async function inInspection(label: string) {
  const id = await escrowShipment(desk, label);
  await ok(recordPayment(desk, id));
  await ok(deliver(desk, id));
  return { id, key: await partyKey(desk, id, 'recipient') };
}

describe('the buyer', () => {
  it('cannot accept twice', async () => {
    const { id, key } = await inInspection('twice');
    await ok(answer(anon(), id, key, 'accept'));
    const before = await everything(id);
    expect(await answer(anon(), id, key, 'accept')).toMatchObject(
      transition(`the escrow of shipment ${id} is accepted: accepting is not possible`),
    );
    expect(await everything(id)).toEqual(before);
  });

  it('cannot accept after withdrawing', async () => {
    const { id, key } = await inInspection('withdrawn');
    await ok(answer(anon(), id, key, 'withdraw', 'Not as described.'));
    const before = await everything(id);
    expect(await answer(anon(), id, key, 'accept')).toMatchObject(
      transition(`the escrow of shipment ${id} is withdrawn: accepting is not possible`),
    );
    expect(await everything(id)).toEqual(before);
  });

  it('cannot withdraw after the deadline, even before the schedule marked the period over', async () => {
    const { id, key } = await inInspection('late');
    await setDeadline(id, '-1 second');
    const before = await everything(id);
    expect(await answer(anon(), id, key, 'withdraw', 'Too late?')).toMatchObject(
      refused(
        409,
        'PT409',
        'escrow_period_over',
        `the inspection period of shipment ${id} is over: the amount goes to the seller`,
      ),
    );
    expect(await everything(id)).toEqual(before);
  });

  it('cannot withdraw without a reason, nor answer anything but accept or withdraw', async () => {
    const { id, key } = await inInspection('no-reason');
    const before = await everything(id);
    expect(await answer(anon(), id, key, 'withdraw', '   ')).toMatchObject(
      refused(400, '22023', 'bad_reason'),
    );
    expect(await answer(anon(), id, key, 'withdraw', 'x'.repeat(2001))).toMatchObject(
      refused(400, '22023', 'bad_reason'),
    );
    expect(await answer(anon(), id, key, 'maybe')).toMatchObject(
      refused(400, '22023', 'bad_decision'),
    );
    expect(await everything(id)).toEqual(before);
  });

  it('cannot answer before delivery', async () => {
    const id = await escrowShipment(desk, 'early');
    await ok(recordPayment(desk, id));
    expect(await answer(anon(), id, await partyKey(desk, id, 'recipient'), 'accept')).toMatchObject(
      transition(`the escrow of shipment ${id} is payment_received: accepting is not possible`),
    );
  });
});

describe('staff', () => {
  it('cannot record the payout before the buyer accepted or the period ended', async () => {
    const { id } = await inInspection('early-payout');
    const before = await everything(id);
    expect(await closeEscrow(desk, id, 'record_escrow_payout')).toMatchObject(
      transition(
        `the escrow of shipment ${id} is inspection: recording the payout is not possible`,
      ),
    );
    expect(await everything(id)).toEqual(before);
  });

  it('cannot refund an accepted escrow, nor pay out a withdrawn one', async () => {
    const accepted = await inInspection('refund-accepted');
    await ok(answer(anon(), accepted.id, accepted.key, 'accept'));
    expect(await closeEscrow(desk, accepted.id, 'record_escrow_refund')).toMatchObject(
      transition(
        `the escrow of shipment ${accepted.id} is accepted: recording the refund is not possible`,
      ),
    );
    const withdrawn = await inInspection('payout-withdrawn');
    await ok(answer(anon(), withdrawn.id, withdrawn.key, 'withdraw', 'Broken axle.'));
    expect(await closeEscrow(desk, withdrawn.id, 'record_escrow_payout')).toMatchObject(
      transition(
        `the escrow of shipment ${withdrawn.id} is withdrawn: recording the payout is not possible`,
      ),
    );
  });

  it('cannot record a payment that is not the amount held, nor one dated tomorrow', async () => {
    const id = await escrowShipment(desk, 'short');
    const before = await everything(id);
    expect(await recordPayment(desk, id, AMOUNT - 1)).toMatchObject(
      refused(400, '22023', 'payment_amount_differs'),
    );
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await desk.rpc('record_escrow_payment', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        amount: AMOUNT,
        received_on: tomorrow,
        bank_reference: 'REF',
      }),
    ).toMatchObject(refused(400, '22023', 'bad_received_on'));
    expect(await everything(id)).toEqual(before);
  });

  it('cannot change the amount once the payment is recorded', async () => {
    const id = await escrowShipment(desk, 'amount-late');
    await ok(recordPayment(desk, id));
    expect(
      await desk.rpc('set_escrow', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        amount: 1,
      }),
    ).toMatchObject(
      transition(
        `the escrow of shipment ${id} is payment_received: changing the amount is not possible`,
      ),
    );
    expect((await escrowOf(id))?.amount).toBe('90000.00');
  });

  it('cannot record a payment on a stale version of the shipment', async () => {
    const id = await escrowShipment(desk, 'stale');
    const old = await versionOf(desk, id);
    await ok(deskSave(id));
    expect(
      await desk.rpc('record_escrow_payment', {
        tracking_number: id,
        expected_updated_at: old,
        amount: AMOUNT,
        received_on: today(),
        bank_reference: 'REF',
      }),
    ).toMatchObject(refused(409, 'PT409', 'stale_updated_at'));
    expect((await escrowOf(id))?.state).toBe('awaiting_payment');
  });
});

/** Any staff save: the shipment's version moves on. */
async function deskSave(id: string) {
  return desk.rpc('save_shipment', {
    tracking_number: id,
    expected_updated_at: await versionOf(desk, id),
    changes: { info: 'Papers checked.' },
  });
}

describe('the delivery of an escrow shipment awaiting payment', () => {
  const unpaid = (id: string) =>
    refused(
      409,
      'PT409',
      'escrow_unpaid',
      `shipment ${id} is an escrow shipment whose payment is not recorded: record the payment before the delivery`,
    );

  it('is refused for a save with Livrat and a route entry, nothing written', async () => {
    const id = await escrowShipment(desk, 'unpaid-save');
    const before = { ...(await everything(id)), road: await roadState(id) };
    expect(
      await desk.rpc('save_shipment', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        changes: { status: 'Livrat' },
      }),
    ).toMatchObject(unpaid(id));
    expect(await deliver(desk, id)).toMatchObject(unpaid(id));
    expect({ ...(await everything(id)), road: await roadState(id) }).toEqual(before);
  });

  it("is refused for a driver's delivery report, no report stored", async () => {
    const id = await escrowShipment(desk, 'unpaid-report');
    await ok(
      desk.rpc('assign_driver', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        driver_id: road.id,
        vehicle_plate: 'B-123-ABC',
      }),
    );
    const before = { ...(await everything(id)), road: await roadState(id) };
    const sent = await submit(
      road.client,
      collection(id, { kind: 'delivery', name: 'Jean Martin' }),
    );
    expect(sent).toMatchObject(unpaid(id));
    expect(await reportsOf(id)).toEqual([]);
    expect({ ...(await everything(id)), road: await roadState(id) }).toEqual(before);
  });

  it('is allowed once the payment is recorded, and the report starts the inspection from its time', async () => {
    const id = await escrowShipment(desk, 'paid-report');
    await ok(recordPayment(desk, id));
    await ok(
      desk.rpc('assign_driver', {
        tracking_number: id,
        expected_updated_at: await versionOf(desk, id),
        driver_id: road.id,
        vehicle_plate: 'B-123-ABC',
      }),
    );
    const report = collection(id, { kind: 'delivery', name: 'Jean Martin' });
    expect((await submit(road.client, report)).error).toBeNull();
    const escrow = await escrowOf(id);
    expect(escrow?.state).toBe('inspection');
    expect(escrow?.delivered_at?.toISOString()).toBe(report.recorded_at);
    // The end of the 15th day after delivery, Europe/Berlin.
    const [expected] = await sql<{ deadline: Date }>(
      `select ((($1::timestamptz at time zone 'Europe/Berlin')::date + 16)::timestamp
                at time zone 'Europe/Berlin') as deadline`,
      [report.recorded_at],
    );
    expect(escrow?.escrow_deadline).toEqual(expected?.deadline);
    const trail = await escrowTrail(id);
    expect(trail.at(-1)).toEqual({ actor: expect.stringContaining('@'), state: 'inspection' });
  });
});

/**
 * Holds `lock` (a statement taking a row lock) in a transaction of its own, starts the calls,
 * waits until `waiting` backends wait for a lock, then lets go and returns the calls' answers.
 */
async function overlapping<Answers extends unknown[]>(
  lock: { text: string; values: unknown[] },
  waiting: number,
  calls: () => { [K in keyof Answers]: PromiseLike<Answers[K]> },
): Promise<Answers> {
  const holder = new pg.Client({ connectionString: stack.superuserDbUrl });
  await holder.connect();
  try {
    const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    await holder.query('begin');
    await holder.query(lock.text, lock.values);
    const started = Promise.all(calls());
    await expect
      .poll(
        async () =>
          Number(
            (
              await sql<{ n: string }>(
                `select count(*) as n from pg_stat_activity
                  where wait_event_type = 'Lock' and pid <> $1`,
                [rows[0]?.pid],
              )
            )[0]?.n,
          ),
        { timeout: 10_000, interval: 50 },
      )
      .toBeGreaterThanOrEqual(waiting);
    await holder.query('rollback');
    return await started;
  } finally {
    await holder.end();
  }
}

describe('at the same time', () => {
  it('two staff recording the same payment record it once; the other gets the stale version', async () => {
    const id = await escrowShipment(desk, 'race-payment');
    const other = await staff();
    const version = await versionOf(desk, id);
    const pay = (client: ProjectClient, reference: string) =>
      client.rpc('record_escrow_payment', {
        tracking_number: id,
        expected_updated_at: version,
        amount: AMOUNT,
        received_on: today(),
        bank_reference: reference,
      });
    const answers = await overlapping(
      { text: 'select 1 from public.shipments where id = $1 for update', values: [id] },
      2,
      () => [pay(desk, 'REF A'), pay(other, 'REF B')],
    );
    const won = answers.filter((one) => one.error === null);
    const lost = answers.filter((one) => one.error !== null);
    expect(won).toHaveLength(1);
    expect(lost).toEqual([expect.objectContaining(refused(409, 'PT409', 'stale_updated_at'))]);
    const escrow = await escrowOf(id);
    expect(escrow?.state).toBe('payment_received');
    expect(['REF A', 'REF B']).toContain(escrow?.payment_reference);
    expect(
      (await escrowTrail(id)).filter((step) => step.state === 'payment_received'),
    ).toHaveLength(1);
    expect(
      (await escrowEmails(id)).filter((email) => email.event === 'payment_received'),
    ).toHaveLength(2);
  });

  it('the buyer accepting while staff record a refusal: one step, the other refused', async () => {
    const { id, key } = await inInspection('race-refusal');
    const version = await versionOf(desk, id);
    const [accepted, refusal] = await overlapping(
      {
        text: 'select 1 from public.shipment_escrows where shipment_id = $1 for update',
        values: [id],
      },
      2,
      () => [
        answer(anon(), id, key, 'accept'),
        desk.rpc('record_escrow_refusal', { tracking_number: id, expected_updated_at: version }),
      ],
    );
    expect(accepted.error).toBeNull();
    expect(refusal).toMatchObject(refused(409, 'PT409', 'escrow_transition'));
    expect(refusal.error?.message).toMatch(
      new RegExp(
        `^the escrow of shipment ${id} is (inspection|accepted): recording a refusal at delivery is not possible$`,
      ),
    );
    expect(await escrowOf(id)).toMatchObject({ state: 'accepted', answer: 'accept' });
    expect((await escrowTrail(id)).map((step) => step.state)).toEqual([
      'awaiting_payment',
      'payment_received',
      'inspection',
      'accepted',
    ]);
    // The refusal's move of the shipment's version went with it.
    expect(await versionOf(desk, id)).toBe(version);
  });
});
