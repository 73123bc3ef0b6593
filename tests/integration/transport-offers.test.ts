/**
 * Transport offers (issue #37) against the local stack: the customer's link with keys no offer
 * of the request had (wrong, another request's, not a key) — 404 + P0002 no_offer, nothing
 * changed, each a tracking miss — and the throttle over them; a key whose offer ended since
 * (replaced, expired, answered, converted, the request rejected) still says what became of the
 * offer and is refused an answer with PT409 offer_closed, no miss (issue #49); answering twice,
 * after a decline or a conversion; offers on closed requests, two staff sending at once, a
 * second offer replacing the first; who may call the staff functions and touch the table;
 * hostile text kept exactly; one audit record per step with its actor.
 */
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { dayFromToday } from '../../src/testing/sample-request';
import { anon, customer, newAddress, owner, staff, visitor } from './clients';
import { missesOf, NO_OFFER, rawCall } from './keyed-links';
import { sql, stack } from './support';
import { forgetMisses, lookUp, MAX_MISSES, missingNumber } from './tracking';
import { forgetRequests, sendRequest, type SentRequest, versionOf } from './transport-requests';

let desk: ProjectClient;
let otherDesk: ProjectClient;
let deskEmail: string;
let deskId: string;

beforeAll(async () => {
  [desk, otherDesk] = [await staff(), await staff()];
  // An owner hears of requests by default: the answers' staff notices have someone to go to.
  await owner();
  const { data } = await desk.auth.getUser();
  if (!data.user?.email) throw new Error('not signed in');
  [deskEmail, deskId] = [data.user.email, data.user.id];
});
beforeEach(async () => {
  await forgetRequests();
  await forgetMisses();
});
// Their queued e-mails must not reach the worker tests of later files, nor the misses later lookups.
afterAll(forgetRequests);
afterAll(forgetMisses);

const OFFER = {
  price: '2.450 EUR netto zzgl. 19 % MwSt.',
  valid_until: dayFromToday(14),
  note: 'Abholung mit Tieflader.\nBegleitfahrzeug inklusive.',
};

interface Link {
  reference: string;
  key: string;
}
interface Offered extends SentRequest, Link {}

function sendOffer(
  client: ProjectClient,
  reference: string,
  expected: string,
  offer: { price?: string; valid_until?: string; note?: string | null } = {},
) {
  const { note, ...rest } = { ...OFFER, ...offer };
  return client.rpc('send_transport_offer', {
    reference,
    expected_updated_at: expected,
    ...rest,
    ...(note === null ? {} : { note }),
  });
}

/** The key of the newest offer e-mail of the request, as the customer gets it. */
async function newestKey(id: string): Promise<string> {
  const [row] = await sql<{ key: string }>(
    `select payload ->> 'key' as key from private.email_outbox
      where request_id = $1 and kind = 'offer' order by created_at desc, id desc limit 1`,
    [id],
  );
  if (!row) throw new Error('no offer e-mail');
  return row.key;
}

/** A request with an offer sent by `desk`; its link. */
async function offered(offer: Parameters<typeof sendOffer>[3] = {}): Promise<Offered> {
  const request = await sendRequest();
  const answer = await sendOffer(desk, request.reference, await versionOf(request.id), offer);
  if (answer.error) throw new Error(answer.error.message);
  return { ...request, key: await newestKey(request.id) };
}

/** The request page's read of an e-mailed link (with an offer's key here). */
function readOffer(client: ProjectClient, link: Link) {
  return client.rpc('transport_request_link', { reference: link.reference, key: link.key });
}

function accept(client: ProjectClient, link: Link, statusEmails = true) {
  return client.rpc('accept_transport_offer', {
    reference: link.reference,
    key: link.key,
    status_emails: statusEmails,
  });
}

function decline(client: ProjectClient, link: Link, reason?: string) {
  return client.rpc('decline_transport_offer', {
    reference: link.reference,
    key: link.key,
    ...(reason === undefined ? {} : { reason }),
  });
}

/** The answer to a key of the request's offer that is no longer open: no miss is counted. */
const OFFER_CLOSED = {
  status: 409,
  data: null,
  error: {
    code: 'PT409',
    message: 'the offer behind this link is no longer open',
    details: 'offer_closed',
    hint: 'Read the link again (transport_request_link) to see what became of it.',
  },
};

const THROTTLED = {
  status: 429,
  data: null,
  error: {
    code: 'PT429',
    message: 'too many tracking lookups without a match from this client',
    details: 'tracking_throttled',
    hint: 'Try again in a few minutes.',
  },
};

interface KeyRow {
  hash: string;
  state: string;
  ended_at: string | null;
}

/**
 * All a customer's call could have changed: the row as staff read it, the offers' keys, the
 * request's e-mails and its trail.
 */
async function stateOf(request: SentRequest) {
  const { data: row, error } = await desk
    .from('transport_requests')
    .select('*')
    .eq('id', request.id)
    .single();
  if (error) throw error;
  const [extra] = await sql<{ keys: KeyRow[] | null; emails: number; changes: number }>(
    // The key's columns through to_jsonb: the same query reads keys without a state (as they
    // were before issue #49), so a test run there fails on what it finds, not on the query.
    `select (select jsonb_agg(jsonb_build_object('hash', encode(k.key_hash, 'hex'),
                                                 'state', to_jsonb(k) -> 'state',
                                                 'ended_at', to_jsonb(k) -> 'ended_at')
                              order by k.created_at, k.key_hash)
               from private.transport_offer_keys k where k.request_id = $1) as keys,
            (select count(*)::int from private.email_outbox where request_id = $1) as emails,
            (select count(*)::int from audit.transport_request_changes
              where request_id = $1) as changes`,
    [request.id],
  );
  return { row, ...extra };
}

async function keyRows(id: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from private.transport_offer_keys where request_id = $1',
    [id],
  );
  return row?.n ?? -1;
}

/** Puts the offer's validity `days` from today (past dates are refused by the staff function). */
async function validUntil(id: string, days: number): Promise<void> {
  await sql('update public.transport_requests set offer_valid_until = $2 where id = $1', [
    id,
    dayFromToday(days),
  ]);
}

async function expireOffers(): Promise<number> {
  const [row] = await sql<{ n: number }>('select private.expire_transport_offers() as n');
  return row?.n ?? -1;
}

/**
 * `call` made while `hold` has changed the request in a transaction not yet committed: waits
 * until the call is blocked on the request's row lock, commits, and gives the call's answer.
 */
async function whileHeld<T>(
  hold: (client: pg.Client) => Promise<void>,
  name: string,
  call: () => PromiseLike<T>,
): Promise<T> {
  return withClient(stack.superuserDbUrl, async (holder) => {
    await holder.query('begin');
    await holder.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
    await hold(holder);
    // A query builder runs when awaited: Promise.resolve starts it now.
    const pending = Promise.resolve(call());
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike $1`,
              [`%${name}%`],
            )
          )[0]?.n,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(1);
    await holder.query('commit');
    return pending;
  });
}

describe('a key no offer of the request had', () => {
  const cases: [string, () => Promise<{ request: SentRequest; link: Link }>][] = [
    [
      'a wrong key',
      async () => {
        const request = await offered();
        return { request, link: { reference: request.reference, key: 'A'.repeat(32) } };
      },
    ],
    [
      'a key that is no key (not 32 base64url characters)',
      async () => {
        const request = await offered();
        return { request, link: { reference: request.reference, key: `${request.key}x` } };
      },
    ],
    [
      'another request’s key',
      async () => {
        const request = await offered();
        const other = await offered();
        return { request, link: { reference: request.reference, key: other.key } };
      },
    ],
  ];

  it.each(cases)(
    '%s: read, accept and decline answer 404 no_offer, change nothing and count a miss each',
    async (_, setUp) => {
      const { request, link } = await setUp();
      const before = await stateOf(request);
      const address = newAddress();
      const client = visitor(address);

      // PostgREST's own shape for a P0002, with the status set by the function.
      const body = { reference: link.reference, key: link.key };
      expect(await rawCall(address, 'transport_request_link', body)).toEqual({
        status: 404,
        body: NO_OFFER.error,
      });
      expect(await accept(client, link)).toMatchObject(NO_OFFER);
      expect(await decline(client, link, 'Zu teuer.')).toMatchObject(NO_OFFER);

      expect(await missesOf(address)).toBe(3);
      expect(await stateOf(request)).toEqual(before);
    },
  );

  it('a reference that looks like SQL with the real key is a miss, and changes nothing', async () => {
    const request = await offered();
    const before = await stateOf(request);
    const address = newAddress();
    const link = { reference: `${request.reference}' or '1'='1`, key: request.key };
    expect(await accept(visitor(address), link)).toMatchObject(NO_OFFER);
    expect(await missesOf(address)).toBe(1);
    expect(await stateOf(request)).toEqual(before);
  });

  it('GET and Prefer: tx=rollback are refused before the key is looked at, and not counted', async () => {
    const request = await offered();
    const before = await stateOf(request);
    const address = newAddress();
    const link = { reference: request.reference, key: request.key };
    for (const name of [
      'transport_request_link',
      'accept_transport_offer',
      'decline_transport_offer',
    ]) {
      expect(await rawCall(address, name, link, { method: 'GET' }), name).toEqual({
        status: 405,
        body: {
          code: 'PT405',
          message: 'request and offer links must be sent with POST',
          details: null,
          hint: 'Send the reference and key in the body of a POST request.',
        },
      });
      expect(
        await rawCall(
          address,
          name,
          { ...link, key: 'D'.repeat(32) },
          {
            headers: { prefer: 'tx=rollback' },
          },
        ),
        name,
      ).toEqual({
        status: 406,
        body: {
          code: 'PT406',
          message: 'request and offer links cannot be rolled back',
          details: null,
          hint: 'Send the request without Prefer: tx=rollback.',
        },
      });
    }
    expect(await missesOf(address)).toBe(0);
    expect(await stateOf(request)).toEqual(before);
  });

  it('an unknown reference with a real key is a miss like any other', async () => {
    const request = await offered();
    const address = newAddress();
    const link = { reference: 'A-2026-99999', key: request.key };
    expect(await readOffer(visitor(address), link)).toMatchObject(NO_OFFER);
    expect(await accept(visitor(address), link)).toMatchObject(NO_OFFER);
    expect(await missesOf(address)).toBe(2);
    expect((await stateOf(request)).row.status).toBe('offer_sent');
  });
});

/** A moment as the database writes it into JSON (the views' answered_at, replaced_at). */
async function jsonMoment(query: string, id: string): Promise<string> {
  const [row] = await sql<{ moment: string }>(`select to_jsonb((${query})) #>> '{}' as moment`, [
    id,
  ]);
  if (!row?.moment) throw new Error(`no moment: ${query}`);
  return row.moment;
}

const answeredAt = (id: string) =>
  jsonMoment('select answered_at from public.transport_requests where id = $1', id);

/** What the link of an offer that ended shows: the offer and the answer, nothing of the request. */
async function endedView(request: Offered, state: string, statusEmails = false) {
  const { row } = await stateOf(request);
  return {
    link: 'offer',
    reference: request.reference,
    state,
    language: 'de',
    offer: { price: OFFER.price, valid_until: row.offer_valid_until, note: OFFER.note, number: 1 },
    answered_at: row.answered_at === null ? null : await answeredAt(request.id),
    status_emails: statusEmails,
  };
}

function staffRequestCall(name: 'convert_transport_request' | 'reject_transport_request') {
  return async (request: Offered, extra: Record<string, unknown> = {}) => {
    const answer = await desk.rpc(name, {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
      ...extra,
    });
    expect(answer.error).toBeNull();
  };
}
const convert = staffRequestCall('convert_transport_request');
const reject = staffRequestCall('reject_transport_request');

describe('a key whose offer ended (issue #49)', () => {
  const cases: [string, () => Promise<{ request: Offered; view: unknown }>][] = [
    [
      'replaced by a newer offer: when, and nothing of either offer',
      async () => {
        const request = await offered();
        expect(
          (await sendOffer(desk, request.reference, await versionOf(request.id))).error,
        ).toBeNull();
        return {
          request,
          view: {
            link: 'offer',
            reference: request.reference,
            state: 'replaced',
            language: 'de',
            replaced_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        };
      },
    ],
    [
      'past its validity, before the daily expiry',
      async () => {
        const request = await offered();
        await validUntil(request.id, -1);
        return { request, view: await endedView(request, 'expired') };
      },
    ],
    [
      'ended by the daily expiry',
      async () => {
        const request = await offered();
        await validUntil(request.id, -1);
        expect(await expireOffers()).toBe(1);
        return { request, view: await endedView(request, 'expired') };
      },
    ],
    [
      'accepted, with status e-mails',
      async () => {
        const request = await offered();
        expect((await accept(visitor(), request, true)).data).toBe('accepted');
        return { request, view: await endedView(request, 'accepted', true) };
      },
    ],
    [
      'declined',
      async () => {
        const request = await offered();
        expect((await decline(visitor(), request, 'Zu teuer.')).data).toBe('rejected');
        return { request, view: await endedView(request, 'declined') };
      },
    ],
    [
      'accepted and converted',
      async () => {
        const request = await offered();
        expect((await accept(visitor(), request, false)).data).toBe('accepted');
        await convert(request);
        return { request, view: await endedView(request, 'converted') };
      },
    ],
    [
      'converted by staff without an answer (accepted by phone)',
      async () => {
        const request = await offered();
        await convert(request);
        return { request, view: await endedView(request, 'converted') };
      },
    ],
    [
      'its request rejected by staff',
      async () => {
        const request = await offered();
        await reject(request);
        return { request, view: await endedView(request, 'closed') };
      },
    ],
    [
      'its request rejected by staff after the customer accepted',
      async () => {
        const request = await offered();
        expect((await accept(visitor(), request, false)).data).toBe('accepted');
        await reject(request);
        return { request, view: await endedView(request, 'closed') };
      },
    ],
    [
      'its request marked spam',
      async () => {
        const request = await offered();
        await reject(request, { spam: true });
        return { request, view: await endedView(request, 'closed') };
      },
    ],
  ];

  it.each(cases)(
    '%s: read says so without a miss; accept and decline answer 409 offer_closed, change nothing, count no miss',
    async (_, setUp) => {
      const { request, view } = await setUp();
      const before = await stateOf(request);
      const address = newAddress();
      const client = visitor(address);

      expect(await readOffer(client, request)).toMatchObject({ status: 200, error: null });
      expect((await readOffer(client, request)).data).toEqual(view);
      expect(await accept(client, request)).toMatchObject(OFFER_CLOSED);
      expect(await decline(client, request, 'Doch nicht.')).toMatchObject(OFFER_CLOSED);

      expect(await missesOf(address)).toBe(0);
      expect(await stateOf(request)).toEqual(before);
    },
  );

  it('keeps every key hashed, with its state, for as long as the request, and drops them with it', async () => {
    const request = await offered();
    expect(
      (await sendOffer(desk, request.reference, await versionOf(request.id))).error,
    ).toBeNull();
    const second = await newestKey(request.id);
    expect((await accept(visitor(), { ...request, key: second })).data).toBe('accepted');
    // Only the hashes (private.link_key_hash: SHA-256), never a key.
    const hashOf = async (key: string) =>
      (
        await sql<{ hash: string }>(
          `select encode(sha256(convert_to($1, 'UTF8')), 'hex') as hash`,
          [key],
        )
      )[0]?.hash;
    const { keys, row } = await stateOf(request);
    expect(keys).toEqual([
      { hash: await hashOf(request.key), state: 'replaced', ended_at: expect.any(String) },
      { hash: await hashOf(second), state: 'accepted', ended_at: row.answered_at },
    ]);
    await sql(
      `update public.transport_requests set created_at = now() - interval '7 months' where id = $1`,
      [request.id],
    );
    await sql('select private.purge_expired_transport_requests()');
    expect(await keyRows(request.id)).toBe(0);
    const address = newAddress();
    expect(await readOffer(visitor(address), request)).toMatchObject(NO_OFFER);
    expect(await readOffer(visitor(address), { ...request, key: second })).toMatchObject(NO_OFFER);
    expect(await missesOf(address)).toBe(2);
  });
});

describe('the current key', () => {
  it('reads the offer and a summary of the request, nothing personal, without counting a miss', async () => {
    const request = await offered();
    const address = newAddress();
    const { data, error, status } = await readOffer(visitor(address), request);
    expect({ error, status }).toEqual({ error: null, status: 200 });
    expect(data).toEqual({
      link: 'offer',
      reference: request.reference,
      state: 'open',
      language: 'de',
      offer: { price: OFFER.price, valid_until: OFFER.valid_until, note: OFFER.note, number: 1 },
      answered_at: null,
      request: {
        name: 'Max Mustermann',
        kind: 'tractor',
        goods: 'Fendt 724 Vario',
        quantity: 1,
        length_m: 5.2,
        width_m: 2.75,
        height_m: 3.2,
        weight_kg: 8900,
        pickup: { postcode: '94032', town: 'Passau', country: 'DE' },
        delivery: { postcode: '00-001', town: 'Warszawa', country: 'PL' },
        earliest_pickup: dayFromToday(7),
        latest_delivery: dayFromToday(21),
        escrow: true,
      },
    });
    expect(await missesOf(address)).toBe(0);
  });
});

describe('an offer past its date', () => {
  it('before the expiry runs: read as expired, not accepted or declined (offer_closed), no miss', async () => {
    const request = await offered();
    await validUntil(request.id, -1);
    const before = await stateOf(request);
    const address = newAddress();
    const client = visitor(address);

    const read = await readOffer(client, request);
    expect(read).toMatchObject({ status: 200, error: null });
    expect(read.data).toMatchObject({
      reference: request.reference,
      state: 'expired',
      offer: { price: OFFER.price, valid_until: dayFromToday(-1), note: OFFER.note, number: 1 },
      answered_at: null,
    });
    expect(await accept(client, request)).toMatchObject(OFFER_CLOSED);
    expect(await decline(client, request)).toMatchObject(OFFER_CLOSED);
    expect(await missesOf(address)).toBe(0);
    expect(await stateOf(request)).toEqual(before);
  });

  it('the expiry ends offers before today only, keeps their keys and records itself', async () => {
    const past = await offered();
    const today = await offered();
    await validUntil(past.id, -1);
    await validUntil(today.id, 0);

    expect(await expireOffers()).toBe(1);
    expect((await stateOf(past)).row.status).toBe('expired');
    expect((await stateOf(past)).keys).toEqual([
      { hash: expect.any(String), state: 'current', ended_at: null },
    ]);
    const [record] = await sql(
      `select action, actor, changes from audit.transport_request_changes
        where request_id = $1 order by id desc limit 1`,
      [past.id],
    );
    expect(record).toEqual({
      action: 'update',
      actor: 'offer expiry',
      changes: { status: { from: 'offer_sent', to: 'expired' } },
    });
    expect((await readOffer(visitor(), past)).data).toMatchObject({ state: 'expired' });

    // Valid until today is valid all of today (UTC).
    expect((await stateOf(today)).row.status).toBe('offer_sent');
    expect(await accept(visitor(), today)).toMatchObject({
      status: 200,
      error: null,
      data: 'accepted',
    });
    expect(await expireOffers()).toBe(0);
  });

  it('staff may send a new offer on an expired request, and its key works', async () => {
    const request = await offered();
    await validUntil(request.id, -1);
    await expireOffers();
    const again = await sendOffer(desk, request.reference, await versionOf(request.id));
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ status: 'offer_sent', offer_count: 2 });
    const key = await newestKey(request.id);
    expect((await readOffer(visitor(), { ...request, key })).data).toMatchObject({
      state: 'open',
      offer: { number: 2 },
    });
    expect((await readOffer(visitor(), request)).data).toMatchObject({ state: 'replaced' });
  });
});

describe('the throttle', () => {
  it(`refuses a client after ${MAX_MISSES} misses over the three functions (PT429), as tracking does`, async () => {
    const request = await offered();
    const wrong = { reference: request.reference, key: 'B'.repeat(32) };
    const address = newAddress();
    const client = visitor(address);
    const calls = [readOffer, accept, decline] as const;
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect(await calls[miss % 3]!(client, wrong)).toMatchObject(NO_OFFER);
    }
    expect(await missesOf(address)).toBe(MAX_MISSES);

    for (const call of calls) expect(await call(client, wrong)).toMatchObject(THROTTLED);
    // One budget with the tracking lookup: its misses are refused too.
    expect((await lookUp(client, missingNumber())).error).toMatchObject({
      code: 'PT429',
      details: 'tracking_throttled',
    });
    // A refusal is not counted (nothing is stored when the function raises).
    expect(await missesOf(address)).toBe(MAX_MISSES);

    // Another client, from another network, is not held back by this one.
    expect(await accept(visitor(), wrong)).toMatchObject(NO_OFFER);

    // As a tracking party link's key (tracking-links.test.ts), the current key is answered
    // whatever its client's misses: 192 random bits are no oracle, and the customer holding
    // the link is not locked out by a neighbour.
    expect((await readOffer(client, request)).data).toMatchObject({ state: 'open' });
    expect(await accept(client, request)).toMatchObject({ status: 200, data: 'accepted' });
    // Answered, the key still opens the answer (issue #49): closed, neither a miss nor throttled.
    expect(await accept(client, request)).toMatchObject(OFFER_CLOSED);
    expect((await readOffer(client, request)).data).toMatchObject({ state: 'accepted' });
    expect((await stateOf(request)).row.status).toBe('accepted');
    expect(await missesOf(address)).toBe(MAX_MISSES);
  });

  it('counts misses made at once exactly', async () => {
    const request = await offered();
    const address = newAddress();
    const wrong = { reference: request.reference, key: 'C'.repeat(32) };
    const answers = await Promise.all(
      Array.from({ length: MAX_MISSES + 4 }, () => accept(visitor(address), wrong)),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(MAX_MISSES);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(await missesOf(address)).toBe(MAX_MISSES);
  });
});

describe('answering an offer', () => {
  it('accepts once: the second accept is refused as closed, changes nothing and is no miss', async () => {
    const request = await offered();
    const address = newAddress();
    const client = visitor(address);
    const first = await accept(client, request, true);
    expect(first).toMatchObject({ status: 200, error: null, data: 'accepted' });

    const after = await stateOf(request);
    expect(after.row).toMatchObject({
      status: 'accepted',
      status_emails: true,
      decline_reason: null,
      offer_price: OFFER.price,
      offer_count: 1,
    });
    expect(after.row.answered_at).not.toBeNull();
    expect(after.keys).toEqual([
      { hash: expect.any(String), state: 'accepted', ended_at: after.row.answered_at },
    ]);

    // The staff notice goes to whoever hears of new requests (the same rule), in Romanian.
    const notices = await sql<{ to_address: string; kind: string }>(
      `select to_address, kind, party, language, payload from private.email_outbox
        where request_id = $1 and kind in ('request_notice', 'offer_accepted')
        order by to_address`,
      [request.id],
    );
    const accepted = notices.filter((notice) => notice.kind === 'offer_accepted');
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.map((notice) => notice.to_address)).toEqual(
      notices.filter((notice) => notice.kind === 'request_notice').map((n) => n.to_address),
    );
    const [offerEmail] = await sql<{ payload: { request: unknown } }>(
      `select payload from private.email_outbox where request_id = $1 and kind = 'offer'`,
      [request.id],
    );
    for (const notice of accepted) {
      expect(notice).toMatchObject({
        party: 'staff',
        language: 'ro',
        payload: {
          reference: request.reference,
          offer: {
            price: OFFER.price,
            valid_until: OFFER.valid_until,
            note: OFFER.note,
            number: 1,
          },
          request: offerEmail?.payload.request,
          status_emails: true,
        },
      });
    }

    expect(await accept(client, request, false)).toMatchObject(OFFER_CLOSED);
    expect(await stateOf(request)).toEqual(after);
    expect(await missesOf(address)).toBe(0);
  });

  it('takes one answer when accept and decline race: the others are refused as closed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const request = await offered();
      const answers = await Promise.all([
        accept(visitor(), request),
        decline(visitor(), request, 'Nein'),
        accept(visitor(), request, false),
      ]);
      const answered = answers.filter((answer) => answer.status === 200);
      expect(answered).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(2);
      for (const answer of refused) expect(answer).toMatchObject(OFFER_CLOSED);
      const { row } = await stateOf(request);
      expect(row.status).toBe(answered[0]?.data);
      const [notices] = await sql<{ kinds: string[] }>(
        `select array_agg(distinct kind) as kinds from private.email_outbox
          where request_id = $1 and kind in ('offer_accepted', 'offer_declined')`,
        [request.id],
      );
      expect(notices?.kinds).toEqual([
        row.status === 'accepted' ? 'offer_accepted' : 'offer_declined',
      ]);
    }
  });

  it('declines with a trimmed reason; an accept afterwards is refused as closed and changes nothing', async () => {
    const request = await offered();
    const address = newAddress();
    const client = visitor(address);
    expect(await decline(client, request, '  Der Preis ist zu hoch.\nDanke.  \n')).toMatchObject({
      status: 200,
      error: null,
      data: 'rejected',
    });
    const after = await stateOf(request);
    expect(after.row).toMatchObject({
      status: 'rejected',
      decline_reason: 'Der Preis ist zu hoch.\nDanke.',
      status_emails: false,
    });
    expect(after.keys).toEqual([
      { hash: expect.any(String), state: 'declined', ended_at: after.row.answered_at },
    ]);
    const declined = await sql<{ reason: string }>(
      `select payload ->> 'reason' as reason from private.email_outbox
        where request_id = $1 and kind = 'offer_declined'`,
      [request.id],
    );
    expect(declined.length).toBeGreaterThan(0);
    expect(new Set(declined.map((row) => row.reason))).toEqual(
      new Set(['Der Preis ist zu hoch.\nDanke.']),
    );

    expect(await accept(client, request)).toMatchObject(OFFER_CLOSED);
    expect((await readOffer(client, request)).data).toMatchObject({ state: 'declined' });
    expect(await stateOf(request)).toEqual(after);
    expect(await missesOf(address)).toBe(0);
  });

  it('refuses a reason over 1,000 characters before the key is looked at', async () => {
    const request = await offered();
    const before = await stateOf(request);
    const address = newAddress();
    expect(await decline(visitor(address), request, 'x'.repeat(1001))).toMatchObject({
      status: 400,
      data: null,
      error: { code: '22023', message: 'invalid transport request', details: 'reason:max' },
    });
    expect(await stateOf(request)).toEqual(before);
    expect(await missesOf(address)).toBe(0);
    expect((await decline(visitor(), request, 'x'.repeat(1000))).data).toBe('rejected');
  });

  it('after a conversion the link says the transport is ordered; answers are refused as closed', async () => {
    const request = await offered();
    const converted = await desk.rpc('convert_transport_request', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
    });
    expect(converted.error).toBeNull();
    const after = await stateOf(request);
    expect(after.row).toMatchObject({ status: 'converted', shipment_id: converted.data });
    expect(after.keys).toEqual([{ hash: expect.any(String), state: 'current', ended_at: null }]);
    const address = newAddress();
    const read = await readOffer(visitor(address), request);
    expect(read.data).toMatchObject({ state: 'converted', answered_at: null });
    // The tracking number goes by e-mail with the personal link, never through the offer's.
    expect(JSON.stringify(read.data)).not.toContain(String(converted.data));
    expect(await accept(visitor(address), request)).toMatchObject(OFFER_CLOSED);
    expect(await decline(visitor(address), request)).toMatchObject(OFFER_CLOSED);
    expect(await stateOf(request)).toEqual(after);
    expect(await missesOf(address)).toBe(0);
  });
});

describe('send_transport_offer', () => {
  const closers: [string, (request: Offered) => PromiseLike<unknown>][] = [
    [
      'converted',
      async (request) =>
        desk.rpc('convert_transport_request', {
          reference: request.reference,
          expected_updated_at: await versionOf(request.id),
        }),
    ],
    [
      'rejected',
      async (request) =>
        desk.rpc('reject_transport_request', {
          reference: request.reference,
          expected_updated_at: await versionOf(request.id),
        }),
    ],
    [
      'spam',
      async (request) =>
        desk.rpc('reject_transport_request', {
          reference: request.reference,
          expected_updated_at: await versionOf(request.id),
          spam: true,
        }),
    ],
    ['accepted', (request) => accept(visitor(), request)],
  ];

  it.each(closers)(
    'refuses an offer on a request that is %s (request_closed), writing nothing',
    async (status, close) => {
      const request = await offered();
      expect(await close(request)).toMatchObject({ error: null });
      const before = await stateOf(request);
      expect(before.row.status).toBe(status);
      const answer = await sendOffer(desk, request.reference, await versionOf(request.id), {
        price: '1 EUR',
      });
      expect(answer).toMatchObject({
        status: 409,
        data: null,
        error: { code: 'PT409', details: 'request_closed' },
      });
      expect(await stateOf(request)).toEqual(before);
    },
  );

  it('answers P0002 no_transport_request for an unknown reference', async () => {
    // PostgREST answers a raised P0002 (a PL/pgSQL class) with HTTP 500; the code is the answer.
    expect(await sendOffer(desk, 'A-2026-99999', new Date().toISOString())).toMatchObject({
      status: 500,
      error: { code: 'P0002', details: 'no_transport_request' },
    });
  });

  it('lets exactly one of two staff sending at once win; the other gets stale_updated_at', async () => {
    const other = (await otherDesk.auth.getUser()).data.user?.email;
    for (let round = 0; round < 4; round += 1) {
      const request = await sendRequest();
      const seen = await versionOf(request.id);
      const answers = await Promise.all([
        sendOffer(desk, request.reference, seen, { price: `${round} A EUR` }),
        sendOffer(otherDesk, request.reference, seen, { price: `${round} B EUR` }),
      ]);
      const won = answers.findIndex((answer) => answer.error === null);
      expect(won).not.toBe(-1);
      expect(answers[1 - won]).toMatchObject({
        status: 409,
        data: null,
        error: { code: 'PT409', details: 'stale_updated_at' },
      });
      const price = `${round} ${won === 0 ? 'A' : 'B'} EUR`;
      const state = await stateOf(request);
      expect(state.row).toMatchObject({
        status: 'offer_sent',
        offer_count: 1,
        offer_price: price,
        offer_sent_by: won === 0 ? deskEmail : other,
      });
      const emails = await sql<{ price: string }>(
        `select payload -> 'offer' ->> 'price' as price from private.email_outbox
          where request_id = $1 and kind = 'offer'`,
        [request.id],
      );
      expect(emails).toEqual([{ price }]);
      expect(await keyRows(request.id)).toBe(1);
      expect(
        (await readOffer(visitor(), { ...request, key: await newestKey(request.id) })).data,
      ).toMatchObject({ offer: { price, number: 1 } });
    }
  });

  it('an accept with the old key waiting while the offer is replaced is refused as closed', async () => {
    const request = await offered();
    const version = await versionOf(request.id);
    const address = newAddress();
    const answer = await whileHeld(
      async (holder) => {
        await holder.query(
          `select * from private.send_transport_offer($1, $2, 'zweites Angebot', $3, null)`,
          [request.reference, version, dayFromToday(20)],
        );
      },
      'accept_transport_offer',
      () => accept(visitor(address), request),
    );
    expect(answer).toMatchObject(OFFER_CLOSED);
    const { row, keys } = await stateOf(request);
    expect(row).toMatchObject({
      status: 'offer_sent',
      offer_count: 2,
      offer_price: 'zweites Angebot',
      answered_at: null,
    });
    expect(keys?.map((key) => key.state)).toEqual(['replaced', 'current']);
    expect(await missesOf(address)).toBe(0);
    const key = await newestKey(request.id);
    expect(await accept(visitor(), { ...request, key })).toMatchObject({ data: 'accepted' });
  });

  it('a read waiting while staff reject the request says the company declined it', async () => {
    const request = await offered();
    const version = await versionOf(request.id);
    const answer = await whileHeld(
      async (holder) => {
        await holder.query('select * from private.reject_transport_request($1, $2, false, true)', [
          request.reference,
          version,
        ]);
      },
      'transport_request_link',
      () => readOffer(visitor(), request),
    );
    expect(answer).toMatchObject({ status: 200, error: null, data: { state: 'closed' } });
    expect((await stateOf(request)).row.status).toBe('rejected');
  });

  it('an offer waiting while the customer accepts is refused with request_closed', async () => {
    const request = await offered();
    const version = await versionOf(request.id);
    const answer = await whileHeld(
      async (holder) => {
        const { rows } = await holder.query(
          'select private.answer_transport_offer($1, $2, true, true, null) as status',
          [request.reference, request.key],
        );
        expect(rows).toEqual([{ status: 'accepted' }]);
      },
      'send_transport_offer',
      () => sendOffer(desk, request.reference, version),
    );
    expect(answer).toMatchObject({
      status: 409,
      data: null,
      error: { code: 'PT409', details: 'request_closed' },
    });
    expect((await stateOf(request)).row).toMatchObject({ status: 'accepted', offer_count: 1 });
    expect((await stateOf(request)).keys?.map((key) => key.state)).toEqual(['accepted']);
  });

  it('replaces the offer: count 2, the old key says so, the new one works', async () => {
    const request = await offered();
    const firstVersion = await versionOf(request.id);
    const second = await sendOffer(desk, request.reference, firstVersion, {
      price: '2.300 EUR netto',
      valid_until: dayFromToday(30),
      note: null,
    });
    expect(second).toMatchObject({
      status: 200,
      error: null,
      data: {
        reference: request.reference,
        status: 'offer_sent',
        offer_price: '2.300 EUR netto',
        offer_valid_until: dayFromToday(30),
        offer_note: null,
        offer_count: 2,
        offer_sent_by: deskEmail,
        answered_at: null,
      },
    });
    const key = await newestKey(request.id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(key).not.toBe(request.key);
    expect(await keyRows(request.id)).toBe(2);

    const replaced = (await stateOf(request)).keys?.[0];
    expect(replaced).toMatchObject({ state: 'replaced', ended_at: expect.any(String) });
    expect((await readOffer(visitor(), request)).data).toEqual({
      link: 'offer',
      reference: request.reference,
      state: 'replaced',
      language: 'de',
      // When this offer was replaced: the key's end.
      replaced_at: replaced?.ended_at,
    });
    expect((await readOffer(visitor(), { ...request, key })).data).toMatchObject({
      state: 'open',
      offer: { price: '2.300 EUR netto', valid_until: dayFromToday(30), note: null, number: 2 },
    });

    const emails = await sql<{ payload: Record<string, unknown> }>(
      `select payload from private.email_outbox
        where request_id = $1 and kind = 'offer' order by created_at, id`,
      [request.id],
    );
    expect(emails).toHaveLength(2);
    expect(emails[1]?.payload).toEqual({
      reference: request.reference,
      key,
      offer: { price: '2.300 EUR netto', valid_until: dayFromToday(30), note: null, number: 2 },
      request: emails[0]?.payload.request,
    });
    // The first offer's version is stale now.
    expect(await sendOffer(desk, request.reference, firstVersion)).toMatchObject({
      status: 409,
      error: { code: 'PT409', details: 'stale_updated_at' },
    });
    expect(await accept(visitor(), { ...request, key })).toMatchObject({ data: 'accepted' });
  });

  it('takes a validity from today (UTC) to a year ahead', async () => {
    for (const days of [0, 365]) {
      const request = await sendRequest();
      const answer = await sendOffer(desk, request.reference, await versionOf(request.id), {
        valid_until: dayFromToday(days),
      });
      expect(answer.error).toBeNull();
      expect(answer.data).toMatchObject({ offer_valid_until: dayFromToday(days) });
    }
  });

  it.each([
    ['an empty price', { price: ' \t ' }, 'price:required'],
    ['a price over 200 characters', { price: 'x'.repeat(201) }, 'price:max'],
    [
      'a price with CR LF and a header',
      { price: '100 EUR\r\nBcc: all@example.com' },
      'price:control',
    ],
    ['a price with a tab', { price: '100\tEUR' }, 'price:control'],
    ['a validity before today', { valid_until: dayFromToday(-1) }, 'valid_until:min'],
    ['a validity over a year ahead', { valid_until: dayFromToday(366) }, 'valid_until:max'],
    ['a note over 2,000 characters', { note: 'n'.repeat(2001) }, 'note:max'],
    ['a note with a control character', { note: 'Hallo\u0007 Welt' }, 'note:control'],
    ['a note with an escape sequence', { note: '\u001b[31mrot' }, 'note:control'],
  ])('refuses %s (22023 %s), writing nothing', async (_, offer, details) => {
    const request = await sendRequest();
    const before = await stateOf(request);
    expect(
      await sendOffer(desk, request.reference, await versionOf(request.id), offer),
    ).toMatchObject({
      status: 400,
      data: null,
      error: { code: '22023', message: 'invalid transport request', details },
    });
    expect(await stateOf(request)).toEqual(before);
  });
});

describe('hostile text in the price and the note', () => {
  const price = `<script>alert("price")</script> 1.200 € \u202Eteuer\u202C ' OR 1=1; --`;
  const note = [
    '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
    'Bcc: victim@example.com',
    'Subject: =?utf-8?b?ZXZpbA==?=',
    '\u202Eكلمة עברית\u202C',
    "'); drop table public.shipments; --",
    '{{constructor.constructor("alert(1)")()}} ${7*7}',
  ].join('\r\n');
  const longNote = `${note}\n${'ä'.repeat(2000 - note.length - 1)}`;

  it('are stored, e-mailed and read back exactly as typed, up to the limits', async () => {
    const limitPrice = `${price}${'€'.repeat(200 - price.length)}`;
    for (const [p, n] of [
      [price, note],
      [limitPrice, longNote],
    ] as const) {
      expect(p.length).toBeLessThanOrEqual(200);
      expect(n.length).toBeLessThanOrEqual(2000);
      const request = await offered({ price: p, note: n });
      const stored = await stateOf(request);
      expect(stored.row).toMatchObject({ offer_price: p, offer_note: n });
      const [email] = await sql<{ offer: unknown }>(
        `select payload -> 'offer' as offer from private.email_outbox
          where request_id = $1 and kind = 'offer'`,
        [request.id],
      );
      expect(email?.offer).toEqual({
        price: p,
        valid_until: OFFER.valid_until,
        note: n,
        number: 1,
      });
      const read = await readOffer(visitor(), request);
      expect(read.error).toBeNull();
      expect(read.data).toMatchObject({ offer: { price: p, note: n } });
    }
    expect(longNote).toHaveLength(2000);
  });

  it('a decline’s reason is kept as typed too, apart from the trim', async () => {
    const request = await offered();
    expect(await decline(visitor(), request, ` \n${note}\n `)).toMatchObject({ data: 'rejected' });
    expect((await stateOf(request)).row.decline_reason).toBe(note);
    const reasons = await sql<{ reason: string }>(
      `select payload ->> 'reason' as reason from private.email_outbox
        where request_id = $1 and kind = 'offer_declined'`,
      [request.id],
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((row) => row.reason === note)).toBe(true);
  });

  it('one character over the limits is refused with the length check’s error', async () => {
    const request = await sendRequest();
    const version = await versionOf(request.id);
    expect(
      (await sendOffer(desk, request.reference, version, { note: `${longNote}ä` })).error,
    ).toMatchObject({ code: '22023', details: 'note:max' });
    expect(
      (
        await sendOffer(desk, request.reference, version, {
          price: `${price}${'€'.repeat(201 - price.length)}`,
        })
      ).error,
    ).toMatchObject({ code: '22023', details: 'price:max' });
    expect((await stateOf(request)).row).toMatchObject({ status: 'new', offer_count: 0 });
  });
});

describe('who may', () => {
  interface StaffCall {
    name: string;
    message: string;
    call: (client: ProjectClient, request: Offered, version: string) => PromiseLike<unknown>;
  }
  const staffCalls: StaffCall[] = [
    {
      name: 'open_transport_request',
      message: 'only staff may open transport requests',
      call: (client, request) =>
        client.rpc('open_transport_request', { reference: request.reference }),
    },
    {
      name: 'send_transport_offer',
      message: 'only staff may send offers',
      call: (client, request, version) => sendOffer(client, request.reference, version),
    },
    {
      name: 'reject_transport_request',
      message: 'only staff may reject transport requests',
      call: (client, request, version) =>
        client.rpc('reject_transport_request', {
          reference: request.reference,
          expected_updated_at: version,
          spam: true,
        }),
    },
    {
      name: 'convert_transport_request',
      message: 'only staff may convert transport requests',
      call: (client, request, version) =>
        client.rpc('convert_transport_request', {
          reference: request.reference,
          expected_updated_at: version,
        }),
    },
    {
      name: 'transport_request_emails',
      message: 'only staff may read transport request e-mails',
      call: (client, request) =>
        client.rpc('transport_request_emails', { reference: request.reference }),
    },
  ];

  it('refuses anon (401) and a signed-in non-staff user (403) every staff function', async () => {
    const request = await offered();
    const version = await versionOf(request.id);
    const before = await stateOf(request);
    const signedIn = await customer();
    for (const { name, message, call } of staffCalls) {
      expect(await call(anon(), request, version), name).toMatchObject({
        status: 401,
        data: null,
        error: { code: '42501', message: `permission denied for function ${name}` },
      });
      expect(await call(signedIn, request, version), name).toMatchObject({
        status: 403,
        data: null,
        error: { code: '42501', message },
      });
    }
    // The expiry is no API function at all.
    for (const client of [anon(), signedIn, desk]) {
      expect(await client.rpc('expire_transport_offers' as never)).toMatchObject({
        status: 404,
        error: { code: 'PGRST202' },
      });
    }
    expect(await stateOf(request)).toEqual(before);
  });

  it('lets neither anon nor a signed-in non-staff user read or write the table', async () => {
    const request = await offered();
    const before = await stateOf(request);
    const signedIn = await customer();
    const table = (client: ProjectClient) => client.from('transport_requests');
    const denied = {
      status: 401,
      data: null,
      error: { code: '42501', message: 'permission denied for table transport_requests' },
    };

    expect(await table(anon()).select('reference')).toMatchObject(denied);
    expect(await table(signedIn).select('reference, offer_price')).toMatchObject({
      status: 200,
      error: null,
      data: [],
    });
    const row = { reference: 'A-2026-99998', name: 'X', email: 'x@example.com' };
    for (const [client, status] of [
      [anon(), 401],
      [signedIn, 403],
    ] as const) {
      const refused = {
        status,
        data: null,
        error: { code: '42501', message: 'permission denied for table transport_requests' },
      };
      expect(
        await table(client)
          .insert(row as never)
          .select('id'),
      ).toMatchObject(refused);
      expect(
        await table(client).update({ status: 'accepted' }).eq('id', request.id).select('id'),
      ).toMatchObject(refused);
      expect(await table(client).delete().eq('id', request.id).select('id')).toMatchObject(refused);
    }
    expect(await stateOf(request)).toEqual(before);
  });
});

describe('the trail', () => {
  async function records(id: string) {
    return sql<{ action: string; actor: string; actor_id: string | null; keys: string[] }>(
      `select action, actor, actor_id,
              array(select jsonb_object_keys(changes) order by 1) as keys
         from audit.transport_request_changes where request_id = $1 order by id`,
      [id],
    );
  }

  it('has one record per step with its actor: arrival, opening, offer, accept, conversion', async () => {
    const request = await sendRequest();
    const staffStep = { actor: deskEmail, actor_id: deskId, action: 'update' };
    const steps: [() => PromiseLike<{ error: unknown }>, Record<string, unknown>][] = [
      [
        () => desk.rpc('open_transport_request', { reference: request.reference }),
        {
          ...staffStep,
          keys: ['opened_at', 'opened_by'],
        },
      ],
      // A second opening changes nothing and records nothing.
      [() => desk.rpc('open_transport_request', { reference: request.reference }), {}],
      [
        async () => sendOffer(desk, request.reference, await versionOf(request.id)),
        {
          ...staffStep,
          keys: [
            'offer_count',
            'offer_note',
            'offer_price',
            'offer_sent_at',
            'offer_sent_by',
            'offer_valid_until',
            'status',
          ],
        },
      ],
      [
        async () => accept(anon(), { ...request, key: await newestKey(request.id) }),
        {
          action: 'update',
          actor: 'customer (offer link)',
          actor_id: null,
          keys: ['answered_at', 'status', 'status_emails'],
        },
      ],
      [
        async () =>
          desk.rpc('convert_transport_request', {
            reference: request.reference,
            expected_updated_at: await versionOf(request.id),
          }),
        { ...staffStep, keys: ['shipment_created_at', 'shipment_id', 'status'] },
      ],
    ];
    const trail = await records(request.id);
    expect(trail).toEqual([
      { action: 'insert', actor: 'request form', actor_id: null, keys: expect.any(Array) },
    ]);
    for (const [step, record] of steps) {
      expect((await step()).error).toBeNull();
      const now = await records(request.id);
      if (Object.keys(record).length === 0) {
        expect(now).toEqual(trail);
        continue;
      }
      expect(now.slice(0, -1)).toEqual(trail);
      expect(now.at(-1)).toEqual(record);
      trail.push(now.at(-1)!);
    }
  });

  it('records a decline as the customer’s and a rejection as the staff member’s', async () => {
    const declined = await offered();
    expect((await decline(anon(), declined, 'Nein')).error).toBeNull();
    expect((await records(declined.id)).at(-1)).toEqual({
      action: 'update',
      actor: 'customer (offer link)',
      actor_id: null,
      keys: ['answered_at', 'decline_reason', 'status'],
    });

    const rejected = await offered();
    const before = (await records(rejected.id)).length;
    expect(
      (
        await desk.rpc('reject_transport_request', {
          reference: rejected.reference,
          expected_updated_at: await versionOf(rejected.id),
        })
      ).error,
    ).toBeNull();
    const trail = await records(rejected.id);
    expect(trail).toHaveLength(before + 1);
    expect(trail.at(-1)).toEqual({
      action: 'update',
      actor: deskEmail,
      actor_id: deskId,
      keys: ['status'],
    });
  });
});
