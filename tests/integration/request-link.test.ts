/**
 * The request's own link (issue #48, DECISIONS 25) against the local stack: the acknowledgement
 * carries no text the visitor wrote, so its link shows the whole request. Its key is made with
 * the acknowledgement (32 base64url characters, only the hash stored), read through the same
 * function as an offer's key (transport_request_link, which tells the two apart), answers how
 * far the request got, opens nothing else (no offer to accept), goes with the request at
 * retention, and a wrong one is answered and counted exactly as a wrong offer key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { dayFromToday } from '../../src/testing/sample-request';
import { runWorker } from '../../test-support/email-worker';
import { newAddress, staff, visitor } from './clients';
import { endLeases } from './customer-email';
import { missesOf, NO_OFFER, rawCall } from './keyed-links';
import { sql, stack } from './support';
import { forgetMisses, MAX_MISSES } from './tracking';
import {
  forgetRequests,
  sendRequest,
  type SentRequest,
  validRequest,
  versionOf,
} from './transport-requests';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(async () => {
  await forgetRequests();
  await forgetMisses();
});
afterAll(forgetRequests);
afterAll(forgetMisses);

interface Linked extends SentRequest {
  key: string;
}

/** A request as the page sends it, and the key its acknowledgement carries. */
async function linkedRequest(overrides: Record<string, unknown> = {}): Promise<Linked> {
  const request = await sendRequest(overrides);
  const [row] = await sql<{ key: string }>(
    `select payload ->> 'key' as key from private.email_outbox
      where request_id = $1 and kind = 'request_received'`,
    [request.id],
  );
  if (!row?.key) throw new Error('no acknowledgement key');
  return { ...request, key: row.key };
}

function read(client: ProjectClient, link: { reference: string; key: string }) {
  return client.rpc('transport_request_link', { reference: link.reference, key: link.key });
}

async function stateOf(link: Linked): Promise<unknown> {
  const { data, error } = await read(visitor(), link);
  if (error) throw new Error(error.message);
  return (data as { state: string }).state;
}

async function sendOffer(request: SentRequest): Promise<string> {
  const { error } = await desk.rpc('send_transport_offer', {
    reference: request.reference,
    expected_updated_at: await versionOf(request.id),
    price: '2.450 EUR',
    valid_until: dayFromToday(14),
  });
  if (error) throw new Error(error.message);
  const [row] = await sql<{ key: string }>(
    `select payload ->> 'key' as key from private.email_outbox
      where request_id = $1 and kind = 'offer' order by created_at desc limit 1`,
    [request.id],
  );
  return row?.key ?? '';
}

describe('the key', () => {
  it('is made with the acknowledgement: 32 base64url characters, only its hash stored', async () => {
    const request = await linkedRequest();
    expect(request.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      await sql(
        `select encode(key_hash, 'hex') = encode(sha256(convert_to($2, 'UTF8')), 'hex') as hashed
           from private.transport_request_keys where request_id = $1`,
        [request.id, request.key],
      ),
    ).toEqual([{ hashed: true }]);
  });

  it('is gone from the outbox once the acknowledgement is sent, and still opens the request', async () => {
    const request = await linkedRequest();
    // Until the lanes are empty (the worker sends the request lane once nothing else is in hand).
    await endLeases();
    for (let run = 0; run < 10; run += 1) {
      const { body } = await runWorker(stack.apiUrl, stack.serviceRoleKey);
      if (body.claimed === 0) break;
    }
    expect(
      await sql(
        `select status, payload ? 'key' as has_key from private.email_outbox
          where request_id = $1 and kind = 'request_received'`,
        [request.id],
      ),
    ).toEqual([{ status: 'sent', has_key: false }]);
    expect((await read(visitor(), request)).data).toMatchObject({ link: 'request' });
  });
});

describe('the request page’s read with the request’s key', () => {
  it('answers the whole request as the customer sent it, and counts no miss', async () => {
    const sent = validRequest({ language: 'it', message: 'Prima riga.\nSeconda riga.' });
    const request = await linkedRequest(sent);
    const address = newAddress();
    const { data, error, status } = await read(visitor(address), request);
    expect({ error, status }).toEqual({ error: null, status: 200 });
    const { website: _website, ...typed } = sent;
    expect(data).toEqual({
      link: 'request',
      reference: request.reference,
      state: 'received',
      language: 'it',
      received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      request: { ...typed, container_size: null, container_loaded: null },
    });
    expect(await missesOf(address)).toBe(0);
  });

  it('tells how far the request got: received, offer sent, expired, accepted, converted', async () => {
    const request = await linkedRequest();
    expect(await stateOf(request)).toBe('received');
    await sendOffer(request);
    expect(await stateOf(request)).toBe('offer_sent');
    await sql(
      `update public.transport_requests set offer_valid_until = current_date - 1 where id = $1`,
      [request.id],
    );
    expect(await stateOf(request)).toBe('expired');
    const offerKey = await sendOffer(request);
    const accepted = await visitor().rpc('accept_transport_offer', {
      reference: request.reference,
      key: offerKey,
    });
    expect(accepted.data).toBe('accepted');
    expect(await stateOf(request)).toBe('accepted');
    const converted = await desk.rpc('convert_transport_request', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
    });
    expect(converted.error).toBeNull();
    expect(await stateOf(request)).toBe('converted');
  });

  it('tells a declined offer from a request the company declined', async () => {
    const declined = await linkedRequest();
    const offerKey = await sendOffer(declined);
    await visitor().rpc('decline_transport_offer', {
      reference: declined.reference,
      key: offerKey,
    });
    expect(await stateOf(declined)).toBe('declined');
    const rejected = await linkedRequest();
    const answer = await desk.rpc('reject_transport_request', {
      reference: rejected.reference,
      expected_updated_at: await versionOf(rejected.id),
    });
    expect(answer.error).toBeNull();
    expect(await stateOf(rejected)).toBe('closed');
  });

  it('tells a request the company rejected after the customer accepted as closed, not declined by them (issue #49)', async () => {
    const request = await linkedRequest();
    const offerKey = await sendOffer(request);
    const accepted = await visitor().rpc('accept_transport_offer', {
      reference: request.reference,
      key: offerKey,
    });
    expect(accepted.data).toBe('accepted');
    const answer = await desk.rpc('reject_transport_request', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
    });
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ status: 'rejected', answered_at: expect.any(String) });
    expect(await stateOf(request)).toBe('closed');
  });

  it('and the offer’s key, side by side: each opens its own', async () => {
    const request = await linkedRequest();
    const offerKey = await sendOffer(request);
    expect((await read(visitor(), request)).data).toMatchObject({ link: 'request' });
    expect(
      (await read(visitor(), { reference: request.reference, key: offerKey })).data,
    ).toMatchObject({ link: 'offer', state: 'open' });
  });

  it('answers a valid key whatever the client’s misses', async () => {
    const request = await linkedRequest();
    const address = newAddress();
    const client = visitor(address);
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      await read(client, { reference: request.reference, key: 'x'.repeat(32) });
    }
    expect((await read(client, request)).data).toMatchObject({ link: 'request' });
  });
});

describe('a key that opens nothing', () => {
  it('is answered 404 with the offer links’ body and counted as one miss, whatever it was meant for', async () => {
    const request = await linkedRequest();
    const other = await linkedRequest();
    const address = newAddress();
    for (const key of [
      'x'.repeat(32),
      'no key',
      other.key,
      request.key.slice(0, 31),
      request.key.toLowerCase() === request.key
        ? request.key.toUpperCase()
        : request.key.toLowerCase(),
    ]) {
      expect(
        await rawCall(address, 'transport_request_link', { reference: request.reference, key }),
      ).toEqual({ status: 404, body: NO_OFFER.error });
    }
    expect(await missesOf(address)).toBe(5);
  });

  it('refuses the client once it has missed too often, as the offer links and tracking do', async () => {
    const request = await linkedRequest();
    const address = newAddress();
    const client = visitor(address);
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect(
        await read(client, { reference: request.reference, key: 'y'.repeat(32) }),
      ).toMatchObject(NO_OFFER);
    }
    expect(await read(client, { reference: request.reference, key: 'y'.repeat(32) })).toMatchObject(
      { status: 429, error: { code: 'PT429', details: 'tracking_throttled' } },
    );
  });

  it('opens no offer: the request’s key cannot accept or decline, each try a miss', async () => {
    const request = await linkedRequest();
    await sendOffer(request);
    const address = newAddress();
    const client = visitor(address);
    expect(
      await client.rpc('accept_transport_offer', {
        reference: request.reference,
        key: request.key,
      }),
    ).toMatchObject(NO_OFFER);
    expect(
      await client.rpc('decline_transport_offer', {
        reference: request.reference,
        key: request.key,
      }),
    ).toMatchObject(NO_OFFER);
    expect(await missesOf(address)).toBe(2);
    expect(await stateOf(request)).toBe('offer_sent');
  });

  it('goes with the request at retention', async () => {
    const request = await linkedRequest();
    await sql(
      `update public.transport_requests set created_at = now() - interval '7 months' where id = $1`,
      [request.id],
    );
    await sql('select private.purge_expired_transport_requests()');
    expect(
      await sql(
        'select count(*)::int as n from private.transport_request_keys where request_id = $1',
        [request.id],
      ),
    ).toEqual([{ n: 0 }]);
    expect(await read(visitor(), request)).toMatchObject(NO_OFFER);
  });
});
