/**
 * The customer e-mail outbox (issue #26, items 3 to 5 and 8): what the database queues with a
 * change (same transaction, coalesced within the settle time), the worker's claim / begin /
 * finish state machine (and finish_and_begin, one row's finish and the next one's begin in one
 * call) with leases, back-off and attempts, the link e-mail, and the staff view.
 * Through the gateway with supabase-js as the worker and staff call it; the outbox checked with SQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Database } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { linkPagePath } from '../../src/lib/routes/route-manifest';
import { anon, customer, service, staff } from './clients';
import {
  contactShipment,
  forgetUnsentEmailsOf,
  outboxOf,
  type OutboxRow,
  setEmailSettings,
} from './customer-email';
import { deleteShipment, versionOf } from './staff-writes';
import { sql } from './support';
import { forgetMisses, lookUp } from './tracking';

const INTERRUPTED =
  'interrupted: the worker stopped while handing it to the mail server; it may have arrived';

let desk: ProjectClient;
let deskEmail: string;
const worker = service();

beforeAll(async () => {
  desk = await staff();
  const { data, error } = await desk.auth.getUser();
  if (error) throw error;
  deskEmail = data.user.email ?? '';
});
afterAll(() => setEmailSettings({}));
afterAll(() => forgetUnsentEmailsOf(desk));

function addEvent(id: string, status: string, location: string) {
  return desk.rpc('add_shipment_event', { tracking_number: id, status, location });
}

/** The claim token each row was last handed out with (begin / finish act only with it). */
const tokens = new Map<string, string>();

/** The worker's claim, keeping only the rows of `ids` (other tests' rows may be due too). */
/**
 * Claims as the worker until every row of `ids` is claimed or nothing due is left, and returns
 * this test's rows. Oldest first: e-mails earlier tests left queued come first, and in shuffled
 * order (the soak) they filled whole batches before this test's row.
 */
async function claim(ids: string[], batchSize?: number) {
  const mine: Database['public']['CompositeTypes']['outbox_email'][] = [];
  for (;;) {
    const { data, error } = await worker.rpc(
      'claim_outbox_emails',
      batchSize === undefined ? {} : { batch_size: batchSize },
    );
    if (error) throw new Error(`${error.code} ${error.message}`);
    mine.push(...data.filter((row) => ids.includes(row.id ?? '')));
    if (data.length === 0 || ids.every((id) => mine.some((row) => row.id === id))) break;
  }
  for (const row of mine) tokens.set(row.id ?? '', row.claim_token ?? '');
  return mine;
}

/** Begin as the worker that made the row's newest claim, or with `token`. */
// A row never claimed in this file gets a token no claim made.
async function begin(id: string, token = tokens.get(id) ?? crypto.randomUUID()) {
  const { data, error } = await worker.rpc('begin_outbox_email', { id, claim_token: token });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

async function finish(
  id: string,
  error?: string,
  permanent?: boolean,
  token = tokens.get(id) ?? crypto.randomUUID(),
) {
  const result = await worker.rpc('finish_outbox_email', {
    id,
    claim_token: token,
    ...(error === undefined ? {} : { error }),
    ...(permanent === undefined ? {} : { permanent }),
  });
  if (result.error) throw new Error(`${result.error.code} ${result.error.message}`);
}

/**
 * A lane's call between two rows: `done`'s outcome (`error` undefined: sent) and the begin of
 * `next`, each with its own row's newest claim token unless given.
 */
async function finishAndBegin(
  done: string,
  next: string,
  outcome: { error?: string; permanent?: boolean } = {},
  given: { finishToken?: string; nextToken?: string } = {},
) {
  const { data, error } = await worker.rpc('finish_and_begin_outbox_email', {
    finish_id: done,
    finish_claim_token: given.finishToken ?? tokens.get(done) ?? crypto.randomUUID(),
    next_id: next,
    next_claim_token: given.nextToken ?? tokens.get(next) ?? crypto.randomUUID(),
    ...outcome,
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data;
}

async function expireLease(rowId: string) {
  await sql(
    `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
    [rowId],
  );
}

/** What begin / finish may change of a row (outboxOf's due_in moves with the clock). */
async function stateOf(rowId: string) {
  const [row] = await sql(
    `select status, attempts, lease_until, last_error, next_attempt_at, sent_at, payload,
            claim_token
       from private.email_outbox where id = $1`,
    [rowId],
  );
  return row;
}

/** A shipment whose recipient asked for e-mails, moved once: one status row, due at once. */
async function oneQueued() {
  const shipment = await contactShipment(desk);
  expect((await addEvent(shipment.id, 'În tranzit', 'Lyon, Franța')).error).toBeNull();
  const [row, ...more] = await outboxOf(shipment.id);
  expect(more).toEqual([]);
  return { ...shipment, rowId: row!.id };
}

async function makeDue(rowId: string) {
  await sql('update private.email_outbox set next_attempt_at = now() where id = $1', [rowId]);
}

describe('status e-mails are queued with the change', () => {
  beforeEach(() => setEmailSettings({ settle_seconds: 60 }));

  it('one row per party that asked, in their language, due after the settle time', async () => {
    const { id, shipperEmail, recipientEmail } = await contactShipment(desk, {
      notifyshipper: true,
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
    expect(await outboxOf(id)).toEqual([]);
    expect((await addEvent(id, 'În tranzit', 'Lyon, Franța')).error).toBeNull();

    const rows = await outboxOf(id);
    expect(rows.map((row) => [row.party, row.language, row.to_address]).sort()).toEqual([
      ['recipient', 'fr', recipientEmail],
      ['shipper', 'de', shipperEmail],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'status',
        status: 'queued',
        attempts: 0,
        created_by: deskEmail,
        message_id: `<${row.id}@transport-site.invalid>`,
      });
      expect(row.due_in).toBeGreaterThan(55);
      expect(row.due_in).toBeLessThanOrEqual(60);
      // No key, no price, no names: exactly these keys.
      expect(row.payload).toEqual({
        tracking_number: id,
        status: 'În tranzit',
        location: 'Lyon, Franța',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expected_from: '2026-12-01',
        expected_to: '2026-12-03',
      });
    }
  });

  it('a status changed without a route entry is one row, without a place', async () => {
    const { id } = await contactShipment(desk);
    const saved = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { status: 'Vămuire' },
    });
    expect(saved.error).toBeNull();
    const rows = await outboxOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ status: 'Vămuire', location: null });
  });

  it('nothing for a party that did not ask, nor for a save that moves nothing', async () => {
    const { id } = await contactShipment(desk, { notifyrecipient: false });
    expect((await addEvent(id, 'În tranzit', 'Lyon, Franța')).error).toBeNull();
    const other = await contactShipment(desk);
    const saved = await desk.rpc('save_shipment', {
      tracking_number: other.id,
      expected_updated_at: await versionOf(desk, other.id),
      changes: { transportedgoods: 'Tractor', expecteddeliveryfrom: '2026-12-10' },
    });
    expect(saved.error).toBeNull();
    expect(await outboxOf(id)).toEqual([]);
    expect(await outboxOf(other.id)).toEqual([]);
  });

  it('a save that fails queues nothing', async () => {
    const { id } = await contactShipment(desk);
    const version = await versionOf(desk, id);
    expect((await addEvent(id, 'În tranzit', 'Viena')).error).toBeNull();
    const before = await outboxOf(id);
    expect(before).toHaveLength(1);

    const stale = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: version,
      changes: {},
      event_status: 'Livrat',
      event_location: 'Chartres',
    });
    expect(stale.error?.code).toBe('PT409');
    const refused = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { recipientemail: 'not an address' },
      event_status: 'Livrat',
      event_location: 'Chartres',
    });
    expect(refused.error?.code).toBe('23514');
    const withoutClock = (rows: OutboxRow[]) => rows.map(({ due_in: _dueIn, ...row }) => row);
    expect(withoutClock(await outboxOf(id))).toEqual(withoutClock(before));
  });

  it('changes within the settle time become one e-mail with the newest state', async () => {
    const { id } = await contactShipment(desk);
    expect((await addEvent(id, 'În tranzit', 'Viena')).error).toBeNull();
    expect((await addEvent(id, 'În tranzit', 'München')).error).toBeNull();
    const saved = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { expecteddeliveryfrom: '2026-12-02' },
      event_status: 'Vămuire',
      event_location: 'Strasbourg',
    });
    expect(saved.error).toBeNull();
    const rows = await outboxOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      status: 'Vămuire',
      location: 'Strasbourg',
      expected_from: '2026-12-02',
    });
  });

  it('without a settle time, each change is its own e-mail', async () => {
    await setEmailSettings({ settle_seconds: 0 });
    const { id } = await contactShipment(desk);
    expect((await addEvent(id, 'În tranzit', 'Viena')).error).toBeNull();
    expect((await addEvent(id, 'În tranzit', 'München')).error).toBeNull();
    expect((await outboxOf(id)).map((row) => row.payload.location)).toEqual(['Viena', 'München']);
  });
});

describe('status e-mails per party per hour', () => {
  it('are capped: changes beyond merge into one e-mail, due when the hour allows, none lost', async () => {
    await setEmailSettings({ settle_seconds: 0, status_emails_per_hour: 2 });
    const { id } = await contactShipment(desk, { notifyshipper: true });
    for (const place of ['Viena', 'München', 'Linz', 'Salzburg']) {
      expect((await addEvent(id, 'În tranzit', place)).error).toBeNull();
    }
    const rows = await outboxOf(id);
    for (const party of ['shipper', 'recipient']) {
      const mine = rows.filter((row) => row.party === party);
      // Two now; Linz and Salzburg in one e-mail telling the newest, an hour after the first.
      expect(mine.map((row) => row.payload.location)).toEqual(['Viena', 'München', 'Salzburg']);
      expect(mine.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
      expect(mine[0]?.due_in).toBeLessThanOrEqual(0);
      expect(mine[1]?.due_in).toBeLessThanOrEqual(0);
      expect(mine[2]?.due_in).toBeGreaterThan(3590);
      expect(mine[2]?.due_in).toBeLessThanOrEqual(3600);
    }
    // The worker takes the two now; the merged one when it is due.
    const ids = rows.map((row) => row.id);
    expect((await claim(ids)).map((row) => row.payload)).toHaveLength(4);
    const merged = rows.filter((row) => row.payload.location === 'Salzburg').map((row) => row.id);
    for (const rowId of merged) await makeDue(rowId);
    const later = await claim(ids);
    expect(
      later.map((row) => [row.party, (row.payload as { location: string }).location]).sort(),
    ).toEqual([
      ['recipient', 'Salzburg'],
      ['shipper', 'Salzburg'],
    ]);
  });
});

describe('a status e-mail names no party in its place', () => {
  it("tells 'Depozit' where the place repeats or contains a party's address, the town as typed", async () => {
    await setEmailSettings({ settle_seconds: 0 });
    const { id } = await contactShipment(desk, {
      notifyshipper: true,
      shipperaddress: 'Heidestraße 17, 51147 Köln',
      recipientaddress: '3 Rue Haute, 69001 Lyon',
    });
    for (const place of [
      'Abholung Heidestr. 17',
      'Köln, Germania',
      'Livré 69001 Lyon, rue Haute',
    ]) {
      expect((await addEvent(id, 'În tranzit', place)).error).toBeNull();
    }
    const told = (await outboxOf(id)).map((row) => [row.party, row.payload.location]);
    expect(told).toEqual([
      ['shipper', 'Depozit'],
      ['recipient', 'Depozit'],
      ['shipper', 'Köln, Germania'],
      ['recipient', 'Köln, Germania'],
      ['shipper', 'Depozit'],
      ['recipient', 'Depozit'],
    ]);
  });

  it("tells 'Depozit' for the other party's street written another way, or a short name (issue #48)", async () => {
    await setEmailSettings({ settle_seconds: 0 });
    const { id } = await contactShipment(desk, {
      notifyshipper: true,
      shipperaddress: 'Heidestraße 17, 51147 Köln',
      recipientname: 'Ng',
      recipientaddress: 'ul. Długa 5, 00-238 Warszawa',
    });
    for (const place of ['Heide-Straße 17', 'Hiedestraße 17', 'Abholung bei Ng', 'Ulica Długa']) {
      expect((await addEvent(id, 'În tranzit', place)).error).toBeNull();
    }
    const told = (await outboxOf(id)).map((row) => [row.party, row.payload.location]);
    expect(told).toEqual(
      [
        'shipper',
        'recipient',
        'shipper',
        'recipient',
        'shipper',
        'recipient',
        'shipper',
        'recipient',
      ].map((party) => [party, 'Depozit']),
    );
  });
});

describe('the worker', () => {
  beforeEach(() => setEmailSettings({ settle_seconds: 0 }));

  it('claims a due row once, with its unsubscribe token and URL in the party’s language', async () => {
    const { rowId, recipientEmail } = await oneQueued();
    const [claimed, ...more] = await claim([rowId]);
    expect(more).toEqual([]);
    expect(claimed).toMatchObject({
      id: rowId,
      kind: 'status',
      party: 'recipient',
      language: 'fr',
      to_address: recipientEmail,
      message_id: `<${rowId}@transport-site.invalid>`,
      site_url: 'http://127.0.0.1:5173',
      attempts: 0,
    });
    const token = claimed!.unsubscribe_token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The page the site serves for it (route manifest), not a copy of its slug.
    expect(claimed?.unsubscribe_url).toBe(
      `http://127.0.0.1:5173${linkPagePath('unsubscribe', 'fr', `?token=${token}`)}`,
    );
    // Only the hash is kept.
    const stored = await sql<{ hashed: number; clear: number }>(
      `select count(*) filter (where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))::int as hashed,
              count(*) filter (where token_hash = $1)::int as clear
         from private.email_unsubscribe_tokens`,
      [token],
    );
    expect(stored).toEqual([{ hashed: 1, clear: 0 }]);
    const [state] = await sql<{ status: string; lease: number }>(
      `select status, extract(epoch from lease_until - now())::float as lease
         from private.email_outbox where id = $1`,
      [rowId],
    );
    expect(state?.status).toBe('claimed');
    expect(state?.lease).toBeGreaterThan(290);
    expect(await claim([rowId])).toEqual([]);
  });

  it('does not claim a row before it is due, and honours the batch size', async () => {
    await setEmailSettings({ settle_seconds: 60 });
    const { rowId } = await oneQueued();
    expect(await claim([rowId])).toEqual([]);
    await setEmailSettings({ settle_seconds: 0 });
    const a = await oneQueued();
    const b = await oneQueued();
    const { data, error } = await worker.rpc('claim_outbox_emails', { batch_size: 1 });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const rest = await claim([a.rowId, b.rowId, rowId], 50);
    expect(rest.map((row) => row.id)).not.toContain(rowId);
    expect([...data!.map((row) => row.id), ...rest.map((row) => row.id)]).toEqual(
      expect.arrayContaining([a.rowId, b.rowId]),
    );
  });

  it('begin hands a claimed row over once; finish marks it sent', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    expect(await begin(rowId)).toBe(true);
    expect(await begin(rowId)).toBe(false);
    await finish(rowId);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, lease_until: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(await begin(rowId)).toBe(false);
  });

  it('takes back a claim whose lease ran out: queued, and claimed again', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    await sql(
      `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [rowId],
    );
    const again = await claim([rowId]);
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[rowId, 0]]);
    expect((await outboxOf(id))[0]?.status).toBe('claimed');
  });

  it('fails, and never resends, a row whose worker died while handing it over', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    expect(await begin(rowId)).toBe(true);
    await sql(
      `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [rowId],
    );
    expect(await claim([rowId])).toEqual([]);
    expect((await outboxOf(id))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: INTERRUPTED,
    });
    expect(await begin(rowId)).toBe(false);
    expect(await claim([rowId])).toEqual([]);
  });

  it('a claim whose lease ran out can neither begin nor finish once another worker claimed the row', async () => {
    const { id, rowId } = await oneQueued();
    const [first] = await claim([rowId]);
    await sql(
      `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [rowId],
    );
    const [second] = await claim([rowId]);
    expect(first?.claim_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.claim_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.claim_token).not.toBe(first?.claim_token);
    // Worker A, late: the row is 'claimed' again, but not by A.
    expect(await begin(rowId, first?.claim_token ?? '')).toBe(false);
    expect((await outboxOf(id))[0]).toMatchObject({ status: 'claimed', attempts: 0 });
    expect(await begin(rowId, second?.claim_token ?? '')).toBe(true);
    const handedOver = await stateOf(rowId);
    expect(handedOver).toMatchObject({ status: 'sending', attempts: 1 });
    // A's outcome, success or error, changes nothing of B's hand-over.
    await finish(rowId, undefined, undefined, first?.claim_token ?? '');
    await finish(rowId, '550 rejected', true, first?.claim_token ?? '');
    expect(await stateOf(rowId)).toEqual(handedOver);
    await finish(rowId, undefined, undefined, second?.claim_token ?? '');
    expect((await outboxOf(id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a wrong claim token begins nothing and records nothing', async () => {
    const { rowId } = await oneQueued();
    await claim([rowId]);
    const claimed = await stateOf(rowId);
    expect(claimed).toMatchObject({ status: 'claimed', attempts: 0 });
    expect(await begin(rowId, crypto.randomUUID())).toBe(false);
    expect(await stateOf(rowId)).toEqual(claimed);
    expect(await begin(rowId)).toBe(true);
    const sending = await stateOf(rowId);
    for (const error of [undefined, '421 try later', '550 rejected']) {
      await finish(rowId, error, error?.startsWith('5'), crypto.randomUUID());
    }
    expect(await stateOf(rowId)).toEqual(sending);
  });

  it('records a late success of an interrupted row only with its claim token', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    expect(await begin(rowId)).toBe(true);
    await sql(
      `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [rowId],
    );
    expect(await claim([rowId])).toEqual([]);
    const interrupted = await stateOf(rowId);
    expect(interrupted).toMatchObject({ status: 'failed', last_error: INTERRUPTED });
    await finish(rowId, undefined, undefined, crypto.randomUUID());
    expect(await stateOf(rowId)).toEqual(interrupted);
    await finish(rowId);
    expect((await outboxOf(id))[0]).toMatchObject({ status: 'sent', last_error: null });
  });

  it('has no begin, finish or finish_and_begin without claim tokens (PGRST202)', async () => {
    const { rowId } = await oneQueued();
    await claim([rowId]);
    // The calls an old worker makes; the generated types (rightly) reject them.
    const begun = await worker.rpc('begin_outbox_email', { id: rowId } as never);
    expect(begun.error?.code).toBe('PGRST202');
    const finished = await worker.rpc('finish_outbox_email', {
      id: rowId,
      error: 'timeout',
      permanent: false,
    } as never);
    expect(finished.error?.code).toBe('PGRST202');
    const both = await worker.rpc('finish_and_begin_outbox_email', {
      finish_id: rowId,
      next_id: rowId,
    } as never);
    expect(both.error?.code).toBe('PGRST202');
    const [row] = await sql<{ status: string; attempts: number }>(
      'select status, attempts from private.email_outbox where id = $1',
      [rowId],
    );
    expect(row).toEqual({ status: 'claimed', attempts: 0 });
  });

  it('finish_and_begin records one row’s outcome and begins the next, in one call', async () => {
    const [a, b, c] = [await oneQueued(), await oneQueued(), await oneQueued()];
    expect(await claim([a.rowId, b.rowId, c.rowId])).toHaveLength(3);
    expect(await begin(a.rowId)).toBe(true);
    // Only the row being handed over is `sending`: the lane's next rows wait as claimed.
    expect([(await stateOf(b.rowId))?.status, (await stateOf(c.rowId))?.status]).toEqual([
      'claimed',
      'claimed',
    ]);

    expect(await finishAndBegin(a.rowId, b.rowId)).toBe(true);
    expect((await outboxOf(a.id))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      lease_until: null,
    });
    expect(await stateOf(b.rowId)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await stateOf(c.rowId)).toMatchObject({ status: 'claimed', attempts: 0 });

    // A temporary failure is queued again with back-off; the next row is begun all the same.
    expect(await finishAndBegin(b.rowId, c.rowId, { error: '421 try later' })).toBe(true);
    const [retried] = await outboxOf(b.id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, last_error: '421 try later' });
    expect(retried?.due_in).toBeGreaterThan(0);
    expect(await stateOf(c.rowId)).toMatchObject({ status: 'sending', attempts: 1 });
    await finish(c.rowId, '550 rejected', true);
    expect((await outboxOf(c.id))[0]).toMatchObject({
      status: 'failed',
      last_error: '550 rejected',
    });

    // A row being handed over already is not begun again (false: do not send it twice), and
    // the outcome of a row already recorded is not recorded again.
    expect(await begin(a.rowId)).toBe(false);
    const d = await oneQueued();
    await claim([d.rowId]);
    expect(await begin(d.rowId)).toBe(true);
    const sending = await stateOf(d.rowId);
    expect(await finishAndBegin(a.rowId, d.rowId, { error: '550 rejected', permanent: true })).toBe(
      false,
    );
    expect(await stateOf(d.rowId)).toEqual(sending);
    expect((await outboxOf(a.id))[0]).toMatchObject({ status: 'sent', last_error: null });
  });

  it('finish_and_begin with a stale token: that half does nothing, the other half still acts', async () => {
    const a = await oneQueued();
    const next = [await oneQueued(), await oneQueued(), await oneQueued(), await oneQueued()];
    await claim([a.rowId, ...next.map((row) => row.rowId)]);
    expect(await begin(a.rowId)).toBe(true);
    const sendingA = await stateOf(a.rowId);

    // The finished row's token is not its newest: no outcome recorded, whatever it says; the
    // next row is begun all the same.
    const outcomes = [{}, { error: '421 try later' }, { error: '550 rejected', permanent: true }];
    for (const [i, outcome] of outcomes.entries()) {
      const rowId = next[i + 1]?.rowId ?? '';
      expect(
        await finishAndBegin(a.rowId, rowId, outcome, { finishToken: crypto.randomUUID() }),
      ).toBe(true);
      expect(await stateOf(rowId)).toMatchObject({ status: 'sending', attempts: 1 });
    }
    expect(await stateOf(a.rowId)).toEqual(sendingA);

    // The next row's token is not its newest: not begun (false: do not send it); the outcome
    // of the row handed over is recorded all the same.
    const stale = next[0]?.rowId ?? '';
    const claimed = await stateOf(stale);
    expect(claimed).toMatchObject({ status: 'claimed', attempts: 0 });
    expect(await finishAndBegin(a.rowId, stale, {}, { nextToken: crypto.randomUUID() })).toBe(
      false,
    );
    expect(await stateOf(stale)).toEqual(claimed);
    expect((await outboxOf(a.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('finish_and_begin from a run whose lease ran out: the late success is recorded, the row another run claimed is not begun', async () => {
    const a = await oneQueued();
    const b = await oneQueued();
    // Run A claims both and hands `a` over; then its leases run out.
    await claim([a.rowId, b.rowId]);
    const runA = { a: tokens.get(a.rowId) ?? '', b: tokens.get(b.rowId) ?? '' };
    expect(await begin(a.rowId)).toBe(true);
    await expireLease(a.rowId);
    await expireLease(b.rowId);
    // Run B: `a` may have arrived, so it is given up as interrupted; `b` is claimed again.
    const runB = await claim([a.rowId, b.rowId]);
    expect(runB.map((row) => [row.id, row.attempts])).toEqual([[b.rowId, 0]]);
    expect(await stateOf(a.rowId)).toMatchObject({ status: 'failed', last_error: INTERRUPTED });
    const claimedByB = await stateOf(b.rowId);

    // Run A, late: `a` did arrive; `b` is B's now.
    expect(
      await finishAndBegin(a.rowId, b.rowId, {}, { finishToken: runA.a, nextToken: runA.b }),
    ).toBe(false);
    expect((await outboxOf(a.id))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
    expect(await stateOf(b.rowId)).toEqual(claimedByB);
    expect(await begin(b.rowId)).toBe(true);
  });

  it('a worker that dies between two rows leaves the rows it had not reached claimed; only the one it handed over ends interrupted', async () => {
    const [a, b, c] = [await oneQueued(), await oneQueued(), await oneQueued()];
    await claim([a.rowId, b.rowId, c.rowId]);
    expect(await begin(a.rowId)).toBe(true);
    expect(await finishAndBegin(a.rowId, b.rowId)).toBe(true);
    // Handing `b` over, the worker dies: the leases of `b` and of `c` (not reached) run out.
    await expireLease(b.rowId);
    await expireLease(c.rowId);
    const again = await claim([a.rowId, b.rowId, c.rowId]);
    // `c` was never begun: claimed again, no attempt counted, to be sent once.
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[c.rowId, 0]]);
    expect(await stateOf(b.rowId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: INTERRUPTED,
    });
    expect((await outboxOf(a.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await begin(c.rowId)).toBe(true);
  });

  it('retries with doubling back-off, then fails after the last attempt', async () => {
    await setEmailSettings({ settle_seconds: 0, base_retry_seconds: 30, max_attempts: 3 });
    const { id, rowId } = await oneQueued();
    for (const [attempt, delay] of [
      [1, 30],
      [2, 60],
    ] as const) {
      expect(await claim([rowId])).toHaveLength(1);
      expect(await begin(rowId)).toBe(true);
      await finish(rowId, `421 try later (${attempt})`);
      const [row] = await outboxOf(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      expect(row?.last_error).toBe(`421 try later (${attempt})`);
      expect(row?.due_in).toBeGreaterThan(delay - 5);
      expect(row?.due_in).toBeLessThanOrEqual(delay);
      expect(await claim([rowId])).toEqual([]);
      await makeDue(rowId);
    }
    expect(await claim([rowId])).toHaveLength(1);
    expect(await begin(rowId)).toBe(true);
    await finish(rowId, 'x'.repeat(2000));
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'x'.repeat(500) });
  });

  it('caps the back-off at one hour', async () => {
    await setEmailSettings({ settle_seconds: 0, base_retry_seconds: 3000 });
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, 'timeout');
    await makeDue(rowId);
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, 'timeout');
    const [row] = await outboxOf(id);
    expect(row?.attempts).toBe(2);
    expect(row?.due_in).toBeGreaterThan(3595);
    expect(row?.due_in).toBeLessThanOrEqual(3600);
  });

  it('keeps retrying a temporary failure for a day after it was queued, then fails it', async () => {
    await setEmailSettings({ settle_seconds: 0, base_retry_seconds: 30 });
    const { id, rowId } = await oneQueued();
    // A long outage: queued 23 hours ago, 20 tries failed (the old rule gave up after 6).
    await sql(
      `update private.email_outbox set created_at = now() - interval '23 hours', attempts = 20
        where id = $1`,
      [rowId],
    );
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, 'smtp: connect ECONNREFUSED 127.0.0.1:465');
    const [waiting] = await outboxOf(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 21 });
    // At most an hour apart, and never past the day: here both are an hour away.
    expect(waiting?.due_in).toBeGreaterThan(3590);
    expect(waiting?.due_in).toBeLessThanOrEqual(3600);

    // Staff see when the next try is and until when it is retried.
    const listed = (await desk.rpc('shipment_emails', { tracking_number: id })).data?.[0];
    const [{ created_at: queuedAt } = { created_at: new Date(0) }] = await sql<{
      created_at: Date;
    }>('select created_at from private.email_outbox where id = $1', [rowId]);
    expect(new Date(listed?.next_attempt_at ?? 0).getTime()).toBe(
      waiting?.next_attempt_at.getTime(),
    );
    expect(new Date(listed?.retry_until ?? 0).getTime()).toBe(
      queuedAt.getTime() + 24 * 3600 * 1000,
    );

    // The day is over at the next try: failed, and nothing more to show as retrying.
    await sql(
      `update private.email_outbox set created_at = now() - interval '24 hours 1 second'
        where id = $1`,
      [rowId],
    );
    await makeDue(rowId);
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, 'smtp: connect ECONNREFUSED 127.0.0.1:465');
    expect((await outboxOf(id))[0]).toMatchObject({ status: 'failed', attempts: 22 });
    const failed = (await desk.rpc('shipment_emails', { tracking_number: id })).data?.[0];
    expect(failed).toMatchObject({ status: 'failed', next_attempt_at: null, retry_until: null });
  });

  it('fails at once on a permanent error', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, '550 mailbox unavailable', true);
    expect((await outboxOf(id))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '550 mailbox unavailable',
    });
  });

  it('is service_role only: anon, customers and staff get 42501', async () => {
    const { rowId } = await oneQueued();
    for (const client of [anon(), await customer(), desk]) {
      const claimed = await client.rpc('claim_outbox_emails', {});
      expect(claimed.error?.code).toBe('42501');
      const begun = await client.rpc('begin_outbox_email', { id: rowId, claim_token: rowId });
      expect(begun.error?.code).toBe('42501');
      const finished = await client.rpc('finish_outbox_email', {
        id: rowId,
        claim_token: rowId,
      });
      expect(finished.error?.code).toBe('42501');
      const both = await client.rpc('finish_and_begin_outbox_email', {
        finish_id: rowId,
        finish_claim_token: rowId,
        next_id: rowId,
        next_claim_token: rowId,
      });
      expect(both.error?.code).toBe('42501');
    }
    expect(
      (
        await sql<{ status: string }>('select status from private.email_outbox where id = $1', [
          rowId,
        ])
      )[0]?.status,
    ).toBe('queued');
  });

  it('keeps the outbox, settings and tokens away from every API role', async () => {
    const read = await anon()
      .from('email_outbox' as 'shipments')
      .select('*');
    // PostgREST serves `public` only: the table is not there for it (42P01).
    expect(read.error?.code).toBe('42P01');
    const grants = await sql<{ role: string; table: string; any: boolean }>(
      `select r as role, t as table,
              has_table_privilege(r, t, 'select, insert, update, delete') as any
         from unnest(array['anon', 'authenticated', 'service_role']) as r,
              unnest(array['private.email_outbox', 'private.email_settings',
                           'private.email_unsubscribe_tokens']) as t`,
    );
    expect(grants.filter((grant) => grant.any)).toEqual([]);
  });
});

describe('send_tracking_link_email', () => {
  beforeEach(forgetMisses);

  it('makes the party link and queues it to the party’s address in their language', async () => {
    const { id, recipientEmail } = await contactShipment(desk);
    const { data, error } = await desk.rpc('send_tracking_link_email', {
      tracking_number: id,
      party: 'recipient',
    });
    expect(error).toBeNull();
    const [made] = data ?? [];
    expect(made?.link.party).toBe('recipient');
    expect(made?.link.state).toBe('active');
    expect(made?.key).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [row, ...more] = await outboxOf(id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: 'link',
      party: 'recipient',
      language: 'fr',
      to_address: recipientEmail,
      status: 'queued',
      payload: { tracking_number: id, key: made?.key },
      created_by: deskEmail,
    });
    expect(row?.due_in).toBeLessThanOrEqual(0);
    expect((await lookUp(anon(), id, made?.key)).data?.access).toBe('full');

    // The key is in the outbox until it is handed over, then gone.
    const [claimed] = await claim([row!.id]);
    expect(claimed).toMatchObject({ kind: 'link', unsubscribe_token: null, unsubscribe_url: null });
    expect(claimed?.payload).toEqual({ tracking_number: id, key: made?.key });
    await begin(row!.id);
    await finish(row!.id);
    expect((await outboxOf(id))[0]?.payload).toEqual({ tracking_number: id });

    // Sending again replaces the link (replace defaults to true).
    const again = await desk.rpc('send_tracking_link_email', {
      tracking_number: id,
      party: 'recipient',
    });
    expect(again.error).toBeNull();
    expect((await lookUp(anon(), id, made?.key)).data?.access).toBe('key_refused');
  });

  it('removes the key from a link e-mail that failed for good, ran out of attempts or was interrupted', async () => {
    // Every way a link e-mail ends without a "sent": the row keeps the number only (toEqual,
    // not toMatchObject, which would pass with the key still there).
    const endings: Record<string, (rowId: string) => Promise<unknown>> = {
      'refused for good': (rowId) => finish(rowId, '550 no such user', true),
      'out of attempts': (rowId) => finish(rowId, '421 try again later'),
      interrupted: async (rowId) => {
        await sql(
          `update private.email_outbox set lease_until = now() - interval '1 second' where id = $1`,
          [rowId],
        );
        return claim([rowId]);
      },
    };
    await setEmailSettings({ max_attempts: 1 });
    try {
      for (const [ending, end] of Object.entries(endings)) {
        const { id } = await contactShipment(desk);
        await desk.rpc('send_tracking_link_email', { tracking_number: id, party: 'shipper' });
        const [row] = await outboxOf(id);
        await claim([row!.id]);
        expect(await begin(row!.id), ending).toBe(true);
        await end(row!.id);
        const [after] = await outboxOf(id);
        expect({ status: after?.status, payload: after?.payload }, ending).toEqual({
          status: 'failed',
          payload: { tracking_number: id },
        });
      }
    } finally {
      await setEmailSettings({});
    }
  });

  it('refuses a party without an address (22023 no_party_email) and makes no link', async () => {
    const { id } = await contactShipment(desk, { shipperemail: null });
    const { data, error } = await desk.rpc('send_tracking_link_email', {
      tracking_number: id,
      party: 'shipper',
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.details).toBe('no_party_email');
    expect((await desk.rpc('tracking_links', { tracking_number: id })).data).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
  });

  it('is staff only (42501)', async () => {
    const { id } = await contactShipment(desk);
    for (const client of [anon(), await customer()]) {
      const { error } = await client.rpc('send_tracking_link_email', {
        tracking_number: id,
        party: 'recipient',
      });
      expect(error?.code).toBe('42501');
    }
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe('staff see the e-mails and send a failed one again', () => {
  beforeEach(() => setEmailSettings({ settle_seconds: 0 }));

  it('lists a shipment’s e-mails newest first, for staff only', async () => {
    const { id, rowId, recipientEmail } = await oneQueued();
    await desk.rpc('send_tracking_link_email', { tracking_number: id, party: 'recipient' });
    const { data, error } = await desk.rpc('shipment_emails', { tracking_number: id });
    expect(error).toBeNull();
    expect(data?.map((email) => [email.kind, email.party, email.to_address, email.status])).toEqual(
      [
        ['link', 'recipient', recipientEmail, 'queued'],
        ['status', 'recipient', recipientEmail, 'queued'],
      ],
    );
    expect(data?.[1]).toMatchObject({
      id: rowId,
      attempts: 0,
      last_error: null,
      created_by: deskEmail,
    });
    for (const client of [anon(), await customer()]) {
      expect((await client.rpc('shipment_emails', { tracking_number: id })).error?.code).toBe(
        '42501',
      );
    }
  });

  it('sends a failed status e-mail again with the shipment’s current state', async () => {
    const { id, rowId } = await oneQueued();
    await claim([rowId]);
    await begin(rowId);
    await finish(rowId, '550 rejected', true);

    const queuedYet = await oneQueued();
    const notFailed = await desk.rpc('resend_shipment_email', { id: queuedYet.rowId });
    expect(notFailed.error?.code).toBe('PT409');
    expect(notFailed.error?.details).toBe('not_failed');

    const saved = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { recipientemail: 'corrigee@example.fr', recipientlanguage: 'nl' },
    });
    expect(saved.error).toBeNull();
    const { data, error } = await desk.rpc('resend_shipment_email', { id: rowId });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      kind: 'status',
      party: 'recipient',
      to_address: 'corrigee@example.fr',
      language: 'nl',
      status: 'queued',
      attempts: 0,
      created_by: deskEmail,
    });
    const rows = await outboxOf(id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'queued']);
    expect(rows[1]?.payload).toMatchObject({ status: 'În tranzit', location: 'Lyon, Franța' });
    expect(rows[1]?.due_in).toBeLessThanOrEqual(0);

    expect((await anon().rpc('resend_shipment_email', { id: rowId })).error?.code).toBe('42501');
    const unknown = await desk.rpc('resend_shipment_email', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('P0002');
  });

  it('refuses to resend a failed status e-mail once its party unsubscribed (22023 notify_off)', async () => {
    const { id, rowId } = await oneQueued();
    const [claimed] = await claim([rowId]);
    await begin(rowId);
    await finish(rowId, '550 rejected', true);
    const unsubscribed = await anon().rpc('unsubscribe_status_emails', {
      token: claimed?.unsubscribe_token ?? '',
    });
    expect(unsubscribed).toMatchObject({ data: 'unsubscribed', error: null });

    const { data, error } = await desk.rpc('resend_shipment_email', { id: rowId });
    expect(data).toBeNull();
    expect([error?.code, error?.details]).toEqual(['22023', 'notify_off']);
    expect((await outboxOf(id)).map((row) => [row.id, row.status])).toEqual([[rowId, 'failed']]);
  });

  it('refuses to resend a failed link e-mail: its key is gone', async () => {
    const { id } = await contactShipment(desk);
    await desk.rpc('send_tracking_link_email', { tracking_number: id, party: 'recipient' });
    const [row] = await outboxOf(id);
    await claim([row!.id]);
    await begin(row!.id);
    await finish(row!.id, '550 rejected', true);
    const { error } = await desk.rpc('resend_shipment_email', { id: row!.id });
    expect(error?.code).toBe('22023');
    expect(error?.details).toBe('link_needs_new_key');
    expect(await outboxOf(id)).toHaveLength(1);
  });
});

describe('purge_deleted_shipments', () => {
  it('takes the e-mails and unsubscribe tokens of a shipment purged for good, not of others', async () => {
    await setEmailSettings({ settle_seconds: 0 });
    const gone = await oneQueued();
    const kept = await oneQueued();
    await claim([gone.rowId, kept.rowId]);
    await desk.rpc('send_tracking_link_email', { tracking_number: gone.id, party: 'recipient' });
    expect(await outboxOf(gone.id)).toHaveLength(2);
    expect((await deleteShipment(desk, gone.id)).error).toBeNull();

    const tokensOf = async (id: string) =>
      (
        await sql<{ n: number }>(
          'select count(*)::int as n from private.email_unsubscribe_tokens where shipment_id = $1',
          [id],
        )
      )[0]?.n;
    expect(await tokensOf(gone.id)).toBe(1);
    // Within the window nothing goes: the shipment can still come back.
    await sql('select private.purge_deleted_shipments()');
    expect(await outboxOf(gone.id)).toHaveLength(2);

    await sql(
      `begin; set local session_replication_role = replica;
       update audit.shipment_changes
          set changed_at = changed_at - make_interval(days => (select restore_days + 1 from private.tracking_settings))
        where shipment_id = '${gone.id}';
       commit;`,
    );
    await sql('select private.purge_deleted_shipments()');
    expect(await outboxOf(gone.id)).toEqual([]);
    expect(await tokensOf(gone.id)).toBe(0);
    expect(await outboxOf(kept.id)).toHaveLength(1);
    expect(await tokensOf(kept.id)).toBe(1);
  });
});
