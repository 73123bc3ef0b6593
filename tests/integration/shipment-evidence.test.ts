/**
 * The shipment-evidence bucket (issue #51, DECISIONS 26), through the gateway with supabase-js:
 * staff store and read files under a shipment's number (supabase/schemas/storage/); anon and a
 * signed-in customer are refused as hosted Storage refuses them; a party gets short-lived signed
 * URLs from the shipment-evidence function only with its link's key, answered and throttled as
 * the tracking lookup answers and throttles a key.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { plain, refusal } from '../../test-support/storage';
import { anon, customer, newAddress, staff } from './clients';
import {
  BUCKET,
  JPEG,
  newShipment,
  partyEvidence,
  partyKey,
  PDF,
  store,
  storedVersion,
} from './evidence';
import { sql } from './support';
import { forgetMisses, MAX_MISSES, missingNumber, rawLookup } from './tracking';

const denied = refusal('403', 'new row violates row-level security policy');
const hidden = refusal('404', 'Object not found');

/** The one answer to a number that is not there and to a key that does not open it. */
const NOT_FOUND = {
  status: 404,
  body: { code: 'not_found', message: 'No shipment with this number and key.' },
};

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

describe('staff', () => {
  it('store, read, list, rename and remove files under a shipment’s number', async () => {
    const id = await newShipment(desk, 'EVSTAFF');
    const files = desk.storage.from(BUCKET);
    expect(
      plain(await files.upload(`${id}/cmr.pdf`, PDF, { contentType: 'application/pdf' })),
    ).toEqual({
      data: { path: `${id}/cmr.pdf`, id: expect.any(String), fullPath: `${BUCKET}/${id}/cmr.pdf` },
      error: null,
    });
    const { data, error } = await files.download(`${id}/cmr.pdf`);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(PDF);

    expect(plain(await files.move(`${id}/cmr.pdf`, `${id}/signed/cmr.pdf`))).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    await store(desk, `${id}/pickup.jpg`);
    expect((await files.list(id)).data?.map((entry) => entry.name)).toEqual([
      'pickup.jpg',
      'signed',
    ]);
    const removed = await files.remove([`${id}/pickup.jpg`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([`${id}/pickup.jpg`]);
    expect(await storedVersion(`${id}/pickup.jpg`)).toBeNull();
  });

  it('are refused a file under a number no shipment has, outside a folder, or of another type', async () => {
    const id = await newShipment(desk, 'EVPLACE');
    const files = desk.storage.from(BUCKET);
    const pdf = { contentType: 'application/pdf' };
    expect(plain(await files.upload(`${missingNumber()}/cmr.pdf`, PDF, pdf))).toEqual(denied);
    expect(plain(await files.upload('cmr.pdf', PDF, pdf))).toEqual(denied);
    await store(desk, `${id}/pickup.jpg`);
    expect(plain(await files.move(`${id}/pickup.jpg`, `${missingNumber()}/pickup.jpg`))).toEqual(
      denied,
    );
    expect(plain(await files.upload(`${id}/notes.txt`, 'text'))).toEqual(
      refusal('415', 'mime type text/plain;charset=UTF-8 is not supported'),
    );
  });
});

describe('anon and a signed-in customer', () => {
  it('can store nothing, see nothing and remove nothing', async () => {
    const id = await newShipment(desk, 'EVOTHERS');
    await store(desk, `${id}/pickup.jpg`);
    for (const caller of [anon(), await customer()]) {
      const files = caller.storage.from(BUCKET);
      expect(
        plain(await files.upload(`${id}/theirs.jpg`, JPEG, { contentType: 'image/jpeg' })),
      ).toEqual(denied);
      expect(plain(await files.download(`${id}/pickup.jpg`))).toEqual(hidden);
      expect(plain(await files.info(`${id}/pickup.jpg`))).toEqual(hidden);
      expect(plain(await files.createSignedUrl(`${id}/pickup.jpg`, 60))).toEqual(hidden);
      expect(plain(await files.list(id))).toEqual({ data: [], error: null });
      expect(plain(await files.remove([`${id}/pickup.jpg`]))).toEqual({ data: [], error: null });
    }
    expect(await storedVersion(`${id}/pickup.jpg`)).toEqual(expect.any(String));
    expect(await storedVersion(`${id}/theirs.jpg`)).toBeNull();
  });
});

/** The client's misses in the lookup throttle's log. */
async function missesOf(address: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from private.tracking_miss_log where client = $1',
    [address],
  );
  return row?.n ?? -1;
}

/** A key of a party link's form that no link has. */
const wrongKey = () => `${'x'.repeat(24)}${Date.now().toString(36).padStart(8, '0').slice(-8)}`;

describe('a party, through the shipment-evidence function', () => {
  let id: string;
  let key: string;

  beforeAll(async () => {
    id = await newShipment(desk, 'EVPARTY');
    await store(desk, `${id}/cmr.pdf`, PDF, 'application/pdf');
    await store(desk, `${id}/pickup/front.jpg`);
    key = await partyKey(desk, id);
  });
  beforeEach(() => forgetMisses());

  it('gets a signed URL per file with its key, which downloads the bytes with no key', async () => {
    const { status, body } = await partyEvidence(newAddress(), {
      tracking_number: id,
      party_key: key,
    });
    expect(status).toBe(200);
    const file = (name: string, size: number, type: string) => ({
      name,
      size,
      content_type: type,
      created_at: expect.any(String),
      signed_url: expect.stringContaining(`/storage/v1/object/sign/${BUCKET}/${name}?token=`),
    });
    expect(body).toEqual({
      expires_in: 300,
      files: [
        file(`${id}/cmr.pdf`, PDF.length, 'application/pdf'),
        file(`${id}/pickup/front.jpg`, JPEG.length, 'image/jpeg'),
      ],
      missing: [],
    });
    const [pdf] = (body as { files: { signed_url: string }[] }).files;
    const token = new URL(pdf!.signed_url).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(300);
    const download = await fetch(pdf!.signed_url);
    expect([download.status, download.headers.get('content-type')]).toEqual([
      200,
      'application/pdf',
    ]);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it('gets only the files it names, and is told which of them the shipment does not have', async () => {
    const { status, body } = await partyEvidence(newAddress(), {
      tracking_number: id,
      party_key: key,
      paths: [`${id}/pickup/front.jpg`, `${id}/nothing.jpg`],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      expires_in: 300,
      files: [expect.objectContaining({ name: `${id}/pickup/front.jpg` })],
      missing: [`${id}/nothing.jpg`],
    });
  });

  it('gets the answer of a number that is not there for a wrong, malformed or revoked key, each a miss', async () => {
    const from = newAddress();
    const other = await newShipment(desk, 'EVREVOKED');
    await store(desk, `${other}/cmr.pdf`, PDF, 'application/pdf');
    const revoked = await partyKey(desk, other);
    expect((await desk.rpc('revoke_tracking_links', { tracking_number: other })).error).toBeNull();

    const asked = [
      { tracking_number: missingNumber(), party_key: key },
      { tracking_number: id, party_key: wrongKey() },
      { tracking_number: id, party_key: 'not-a-key' },
      { tracking_number: other, party_key: revoked },
      // The key of another shipment.
      { tracking_number: other, party_key: key },
    ];
    for (const body of asked) {
      expect(await partyEvidence(from, body)).toEqual(NOT_FOUND);
    }
    expect(await missesOf(from)).toBe(asked.length);
  });

  it('is throttled with the tracking lookup: past the misses a client may make, refused alike, but its key still works', async () => {
    const from = newAddress();
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      if (miss % 2 === 0) {
        expect((await rawLookup({ from, number: missingNumber() })).text).toBe('[]');
      } else {
        expect(await partyEvidence(from, { tracking_number: id, party_key: wrongKey() })).toEqual(
          NOT_FOUND,
        );
      }
    }
    const throttled = {
      status: 429,
      body: {
        code: 'tracking_throttled',
        message: 'too many tracking lookups without a match from this client',
        hint: 'Try again in a few minutes.',
      },
    };
    expect(await partyEvidence(from, { tracking_number: id, party_key: wrongKey() })).toEqual(
      throttled,
    );
    expect(await partyEvidence(from, { tracking_number: missingNumber(), party_key: key })).toEqual(
      throttled,
    );
    expect((await rawLookup({ from, number: id })).status).toBe(429);
    const right = await partyEvidence(from, { tracking_number: id, party_key: key });
    expect(right.status).toBe(200);
    expect(await missesOf(from)).toBe(MAX_MISSES);
  });

  it('gets a URL that is refused once it has expired', async () => {
    const { status, body } = await partyEvidence(newAddress(), {
      tracking_number: id,
      party_key: key,
      paths: [`${id}/cmr.pdf`],
      expires_in: 1,
    });
    expect(status).toBe(200);
    const url = (body as { files: { signed_url: string }[] }).files[0]!.signed_url;
    await expect
      .poll(async () => (await fetch(url)).status, { timeout: 10_000, interval: 250 })
      .toBe(400);
    const expired = await fetch(url);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('is told what is wrong with a request it got wrong, and nothing is counted', async () => {
    const from = newAddress();
    const refused = (message: string) => ({ status: 400, body: { code: 'bad_request', message } });
    expect(await partyEvidence(from, { tracking_number: id })).toEqual(
      refused('party_key must be a non-empty string.'),
    );
    expect(await partyEvidence(from, { party_key: key })).toEqual(
      refused('tracking_number must be a non-empty string.'),
    );
    expect(await partyEvidence(from, [id, key])).toEqual({
      status: 400,
      body: { code: 'bad_json', message: 'The body must be a JSON object.' },
    });
    expect(
      await partyEvidence(from, { tracking_number: id, party_key: key, paths: `${id}/cmr.pdf` }),
    ).toEqual(refused('paths, when given, must be a list of 1 to 100 file names.'));
    expect(
      await partyEvidence(from, { tracking_number: id, party_key: key, expires_in: 301 }),
    ).toEqual(refused('expires_in, when given, must be a whole number of seconds from 1 to 300.'));
    expect(await partyEvidence(from, null, 'GET')).toEqual({
      status: 405,
      body: { code: 'method_not_allowed' },
    });
    expect(await missesOf(from)).toBe(0);
  });
});
