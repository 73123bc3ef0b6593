/**
 * The schedule does the counting (issue #53 item 4): run as pg_cron and the local stack's SQL
 * jobs run it (the superuser), it marks an inspection period whose deadline has passed as over,
 * queues one staff digest per run that found any, and the buyer can no longer withdraw; it
 * reminds the buyer 5 days and 1 day before the deadline, once each.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import {
  answer,
  closeEscrow,
  deliver,
  escrowEmails,
  escrowOf,
  escrowShipment,
  escrowTrail,
  ok,
  recordPayment,
  runSchedule,
  setDeadline,
  toBoth,
} from './escrow';
import { partyKey } from './evidence';
import { sql } from './support';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

async function inInspection(label: string) {
  const id = await escrowShipment(desk, label);
  await ok(recordPayment(desk, id));
  await ok(deliver(desk, id));
  return { id, key: await partyKey(desk, id, 'recipient') };
}

/** The staff digests that list this shipment: their address and the numbers they list. */
function digestsListing(id: string) {
  return sql<{ to_address: string; language: string; numbers: string[] }>(
    `select to_address, language,
            (select array_agg(s ->> 'tracking_number') from jsonb_array_elements(payload -> 'shipments') s) as numbers
       from private.email_outbox
      where kind = 'escrow_digest' and party = 'staff'
        and payload -> 'shipments' @> jsonb_build_array(jsonb_build_object('tracking_number', $1::text))`,
    [id],
  );
}

/** Who gets the digest: the staff accounts that want notices (base/staff.sql). */
async function noticeRecipients() {
  return (
    await sql<{ address: string }>(
      'select private.request_notice_recipients() as address order by 1',
    )
  ).map((row) => row.address);
}

describe('a deadline in the past', () => {
  it('is marked period_over by the job, with one digest per staff recipient, and the buyer can no longer withdraw', async () => {
    const { id, key } = await inInspection('over');
    const other = await inInspection('over-too');
    await setDeadline(id, '-1 minute');
    await setDeadline(other.id, '-2 minutes');

    // (The stack's own scheduler, every minute, may be the run that finds them.)
    await runSchedule();
    expect(await escrowOf(id)).toMatchObject({ state: 'period_over' });
    expect((await escrowTrail(id)).at(-1)).toEqual({ actor: 'schedule', state: 'period_over' });
    expect((await escrowEmails(id)).slice(-2)).toEqual(toBoth('period_over', 'period_over'));

    // One digest per recipient lists both (the stack's own scheduler may have been the run).
    const recipients = await noticeRecipients();
    expect(recipients.length).toBeGreaterThan(0);
    const digests = await digestsListing(id);
    expect(digests.map((digest) => digest.to_address).sort()).toEqual(recipients);
    for (const digest of digests) {
      expect(digest.language).toBe('ro');
      expect(digest.numbers).toEqual(expect.arrayContaining([id, other.id]));
    }

    // Another run finds nothing new: no second digest, no second e-mail.
    await runSchedule();
    expect(await digestsListing(id)).toHaveLength(recipients.length);
    expect((await escrowEmails(id)).filter((email) => email.event === 'period_over')).toHaveLength(
      2,
    );

    expect(await answer(anon(), id, key, 'withdraw', 'Too late.')).toMatchObject({
      status: 409,
      error: expect.objectContaining({ code: 'PT409', details: 'escrow_period_over' }),
    });
    expect(await escrowOf(id)).toMatchObject({ state: 'period_over', answer: null });

    // The amount goes to the seller.
    await ok(closeEscrow(desk, id, 'record_escrow_payout'));
    expect((await escrowOf(id))?.state).toBe('closed');
  });

  it('leaves an answered escrow as it is', async () => {
    const { id, key } = await inInspection('answered');
    await ok(answer(anon(), id, key, 'accept'));
    await setDeadline(id, '-1 minute');
    await runSchedule();
    expect(await escrowOf(id)).toMatchObject({ state: 'accepted' });
    expect(await digestsListing(id)).toEqual([]);
  });
});

describe('the reminders', () => {
  const reminders = async (id: string) =>
    (await escrowEmails(id)).filter((email) => email.event.startsWith('reminder_'));

  it('go to the buyer 5 days and 1 day before the deadline, once each', async () => {
    const { id } = await inInspection('remind');
    await runSchedule();
    expect(await reminders(id)).toEqual([]);

    await setDeadline(id, '5 days - 1 minute');
    await runSchedule();
    await runSchedule();
    expect(await reminders(id)).toEqual([
      {
        party: 'recipient',
        language: 'pl',
        event: 'reminder_5',
        state: 'inspection',
        view: 'buyer',
      },
    ]);

    await setDeadline(id, '1 day - 1 minute');
    await runSchedule();
    await runSchedule();
    expect(await reminders(id)).toEqual([
      {
        party: 'recipient',
        language: 'pl',
        event: 'reminder_5',
        state: 'inspection',
        view: 'buyer',
      },
      {
        party: 'recipient',
        language: 'pl',
        event: 'reminder_1',
        state: 'inspection',
        view: 'buyer',
      },
    ]);
    const escrow = await escrowOf(id);
    expect(escrow?.reminded_5_at).not.toBeNull();
    expect(escrow?.reminded_1_at).not.toBeNull();
    expect(escrow?.state).toBe('inspection');
  });

  it('skips the 5-day reminder when it is already the last day', async () => {
    const { id } = await inInspection('remind-late');
    await setDeadline(id, '12 hours');
    await runSchedule();
    expect((await reminders(id)).map((email) => email.event)).toEqual(['reminder_1']);
  });
});
