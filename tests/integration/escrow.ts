/**
 * What the escrow tests share (issue #53): an escrow shipment with both parties' e-mail addresses
 * and languages, the staff steps on the shipment's current version, the buyer's answer, the
 * schedule as the scheduler runs it, and the escrow row and its e-mails as SQL sees them.
 */
import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { assignedShipment } from './drivers';
import { versionOf } from './staff-writes';
import { sql } from './support';

export const AMOUNT = 90000;

/** A shipment with both parties' addresses in their languages; escrow holding AMOUNT. */
export async function escrowShipment(
  desk: ProjectClient,
  label: string,
  languages: { shipper: string; recipient: string } = { shipper: 'de', recipient: 'pl' },
): Promise<string> {
  const id = await assignedShipment(desk, null, label, {
    shipperlanguage: languages.shipper,
    recipientlanguage: languages.recipient,
  });
  await ok(
    desk.rpc('set_escrow', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      amount: AMOUNT,
    }),
  );
  return id;
}

/** Throws with the code and message of a refused call; the data of an accepted one. */
export async function ok<Data>(
  call: PromiseLike<{ data: Data; error: { code: string; message: string } | null }>,
): Promise<Data> {
  const { data, error } = await call;
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

export async function recordPayment(desk: ProjectClient, id: string, amount = AMOUNT) {
  return desk.rpc('record_escrow_payment', {
    tracking_number: id,
    expected_updated_at: await versionOf(desk, id),
    amount,
    received_on: today(),
    bank_reference: 'SEPA 2026-12-07 REF 4711',
  });
}

/** The delivery as staff add it: a route entry with Livrat. */
export async function deliver(desk: ProjectClient, id: string) {
  return desk.rpc('add_shipment_event', {
    tracking_number: id,
    status: 'Livrat',
    location: 'Lyon, FR',
  });
}

export function answer(
  client: ProjectClient,
  id: string,
  key: string,
  decision: string,
  reason?: string,
) {
  return client.rpc('answer_escrow', {
    tracking_number: id,
    party_key: key,
    decision,
    ...(reason === undefined ? {} : { reason }),
  });
}

export async function closeEscrow(
  desk: ProjectClient,
  id: string,
  step: 'record_escrow_payout' | 'record_escrow_refund',
) {
  const expected_updated_at = await versionOf(desk, id);
  return step === 'record_escrow_payout'
    ? desk.rpc(step, {
        tracking_number: id,
        expected_updated_at,
        paid_on: today(),
        reference: 'OUT 1',
      })
    : desk.rpc(step, {
        tracking_number: id,
        expected_updated_at,
        refunded_on: today(),
        reference: 'BACK 1',
      });
}

/** Today as the company's calendar has it (Europe/Berlin). */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** One run of the schedule, as pg_cron (and the local stack's SQL jobs) run it: the superuser. */
export async function runSchedule() {
  const [row] = await sql<{
    result: { period_over: number; reminded: number };
  }>('select private.escrow_schedule() as result');
  return row!.result;
}

export interface EscrowRow {
  state: string;
  amount: string;
  payment_amount: string | null;
  payment_reference: string | null;
  delivered_at: Date | null;
  escrow_deadline: Date | null;
  answer: string | null;
  withdraw_reason: string | null;
  paid_out_on: string | null;
  refunded_on: string | null;
  closed_at: Date | null;
  reminded_5_at: Date | null;
  reminded_1_at: Date | null;
}

export async function escrowOf(id: string): Promise<EscrowRow | undefined> {
  const [row] = await sql<EscrowRow>(
    `select state, amount, payment_amount, payment_reference, delivered_at, escrow_deadline,
            answer, withdraw_reason, paid_out_on::text, refunded_on::text, closed_at,
            reminded_5_at, reminded_1_at
       from public.shipment_escrows where shipment_id = $1`,
    [id],
  );
  return row;
}

/** The escrow e-mails queued for a shipment, oldest first: party, language, event, state, whose view. */
export function escrowEmails(id: string) {
  return sql<{ party: string; language: string; event: string; state: string; view: string }>(
    `select party, language, payload ->> 'event' as event, payload ->> 'state' as state,
            payload ->> 'party' as view
       from private.email_outbox where shipment_id = $1 and kind = 'escrow'
      order by created_at, id`,
    [id],
  );
}

/** The e-mails of one step: to the seller and the buyer, each in their language. */
export function toBoth(
  event: string,
  state: string,
  languages = { shipper: 'de', recipient: 'pl' },
) {
  return [
    { party: 'shipper', language: languages.shipper, event, state, view: 'seller' },
    { party: 'recipient', language: languages.recipient, event, state, view: 'buyer' },
  ];
}

/** Moves the inspection deadline (the schedule and the answer compare it with now()). */
export async function setDeadline(id: string, interval: string) {
  await sql(
    `update public.shipment_escrows set escrow_deadline = now() + $2::interval where shipment_id = $1`,
    [id, interval],
  );
}

/** The escrow steps in the shipment's trail: actor and changed state. */
export function escrowTrail(id: string) {
  return sql<{ actor: string; state: string | null }>(
    `select actor, changes -> 'state' ->> 'to' as state from audit.shipment_changes
      where shipment_id = $1 and action = 'escrow' order by id`,
    [id],
  );
}
