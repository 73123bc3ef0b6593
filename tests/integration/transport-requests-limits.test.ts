/**
 * The request page's limits (issue #36): 5 an hour per client (its cf-connecting-ip), 3 a day per
 * e-mail address, and busy mode, which lets each network one request an hour once more than 30
 * arrived site-wide, so a flood from many networks cannot lock out a visitor from another one.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { newAddress, visitor } from './clients';
import { sql } from './support';
import {
  counts,
  forgetRequests,
  formTokens,
  requestEmail,
  sameNetwork,
  submit,
  submitFrom,
  validRequest,
} from './transport-requests';

const PER_CLIENT = 5;
const PER_ADDRESS = 3;
/** Busy mode: more than this many requests site-wide in the last hour. */
const BUSY_AFTER = 30;

beforeEach(forgetRequests);
// Their queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);

function tooMany(detail: string) {
  return {
    data: null,
    status: 429,
    error: {
      code: 'PT429',
      message: 'too many requests',
      details: detail,
      hint: expect.stringMatching(/^\d+$/),
    },
  };
}

const answerOf = (answer: Awaited<ReturnType<typeof submit>>) => ({
  data: answer.data,
  status: answer.status,
  error: answer.error,
});

/** The hint as seconds. */
const hintOf = (answer: Awaited<ReturnType<typeof submit>>) => Number(answer.error?.hint);

describe('per client', () => {
  it(`takes ${PER_CLIENT} requests an hour from one address, then refuses with the wait`, async () => {
    const address = newAddress();
    for (let sent = 0; sent < PER_CLIENT; sent += 1) {
      expect((await submitFrom(address)).error).toBeNull();
    }
    const before = await counts();
    const refused = await submitFrom(address);
    expect(answerOf(refused)).toEqual(tooMany('client_limit'));
    expect(hintOf(refused)).toBeGreaterThan(3500);
    expect(hintOf(refused)).toBeLessThanOrEqual(3600);
    expect(await counts()).toEqual(before);
    // Another address of the same network is another client.
    expect((await submitFrom(sameNetwork(address))).error).toBeNull();
  });

  it('holds when many requests from one client arrive at once', async () => {
    const address = newAddress();
    const tokens = await formTokens(PER_CLIENT * 2);
    const answers = await Promise.all(
      tokens.map((token) => submit(visitor(address), token, validRequest())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(PER_CLIENT).fill(200),
      ...Array<number>(PER_CLIENT).fill(429),
    ]);
    expect((await counts()).requests).toBe(PER_CLIENT);
  });

  it('counts spam too', async () => {
    const address = newAddress();
    for (let sent = 0; sent < PER_CLIENT; sent += 1) {
      const spam = await submitFrom(address, validRequest({ website: 'x' }));
      expect(spam.error).toBeNull();
    }
    expect(answerOf(await submitFrom(address))).toEqual(tooMany('client_limit'));
  });

  it('keys on the address the gateway saw, not on a header the client sends', async () => {
    const address = newAddress();
    const tokens = await formTokens(PER_CLIENT + 1);
    for (const [index, token] of tokens.entries()) {
      const client = visitor(address);
      const answer = await client
        .rpc('submit_transport_request', {
          form_token: token,
          request: validRequest() as never,
        })
        .setHeader('cf-connecting-ip', `203.0.113.${index}`)
        .setHeader('x-forwarded-for', `198.51.100.${index}`);
      expect(answer.status).toBe(index < PER_CLIENT ? 200 : 429);
    }
  });
});

describe('per e-mail address', () => {
  it(`takes ${PER_ADDRESS} a day for one address, whatever its case, from anywhere`, async () => {
    const email = requestEmail('limited');
    for (let sent = 0; sent < PER_ADDRESS; sent += 1) {
      const spelled = sent % 2 === 0 ? email : email.toUpperCase();
      expect((await submitFrom(newAddress(), validRequest({ email: spelled }))).error).toBeNull();
    }
    const before = await counts();
    const refused = await submitFrom(newAddress(), validRequest({ email: ` ${email} ` }));
    expect(answerOf(refused)).toEqual(tooMany('address_limit'));
    expect(hintOf(refused)).toBeGreaterThan(86_000);
    expect(hintOf(refused)).toBeLessThanOrEqual(86_400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'case, +tags, Gmail’s dots and googlemail.com',
      ['Victim.Name+1@gmail.com', 'victimname+2@googlemail.com', 'V.I.C.T.I.M.N.A.M.E@GMAIL.COM'],
      'victim.name+3@gmail.com',
    ],
    [
      'an internationalised domain in Unicode and in punycode',
      ['kunde@müller.example', 'Kunde+Angebot@xn--mller-kva.example', 'KUNDE@MÜLLER.EXAMPLE'],
      'kunde+4@XN--MLLER-KVA.example',
    ],
  ])(
    `counts one mailbox written ${PER_ADDRESS + 1} ways (%s) as one address`,
    async (_ways, accepted, refusedAddress) => {
      for (const email of accepted) {
        expect((await submitFrom(newAddress(), validRequest({ email }))).error).toBeNull();
      }
      const before = await counts();
      const refused = await submitFrom(newAddress(), validRequest({ email: refusedAddress }));
      expect(answerOf(refused)).toEqual(tooMany('address_limit'));
      expect(await counts()).toEqual(before);
    },
  );

  it('stores an internationalised domain as the mail system writes it', async () => {
    const answer = await submitFrom(newAddress(), validRequest({ email: 'Kunde@Bücher.example' }));
    expect(answer.error).toBeNull();
    const reference = (answer.data as { reference: string }).reference;
    expect(
      await sql('select email from public.transport_requests where reference = $1', [reference]),
    ).toEqual([{ email: 'Kunde@xn--bcher-kva.example' }]);
  });
});

describe('busy mode', () => {
  /** BUSY_AFTER + 1 requests, each from a network of its own. */
  async function flood(): Promise<string[]> {
    const tokens = await formTokens(BUSY_AFTER + 1);
    const addresses: string[] = [];
    for (const token of tokens) {
      const address = newAddress();
      addresses.push(address);
      const answer = await submit(visitor(address), token, validRequest());
      expect(answer.error).toBeNull();
    }
    return addresses;
  }

  it('is off below the threshold: one network may send several', async () => {
    const address = newAddress();
    expect((await submitFrom(address)).error).toBeNull();
    expect((await submitFrom(sameNetwork(address))).error).toBeNull();
  });

  it('lets a visitor from a network that sent nothing through, however many networks flood', async () => {
    await flood();
    for (let visitorNumber = 0; visitorNumber < 3; visitorNumber += 1) {
      const answer = await submitFrom(newAddress());
      expect(answer.error).toBeNull();
      expect(answer.data).toEqual({
        reference: expect.stringMatching(/^A-\d{4}-\d{5}$/),
        acknowledged: true,
      });
    }
  });

  it('refuses a network that already sent one this hour, with the wait', async () => {
    const [flooder = ''] = await flood();
    const before = await counts();
    // The same client and another address of its network alike.
    for (const address of [flooder, sameNetwork(flooder)]) {
      const refused = await submitFrom(address);
      expect(answerOf(refused)).toEqual(tooMany('busy'));
      expect(hintOf(refused)).toBeGreaterThan(3500);
      expect(hintOf(refused)).toBeLessThanOrEqual(3600);
    }
    expect(await counts()).toEqual(before);
  });
});
