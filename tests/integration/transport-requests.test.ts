/**
 * The request page's database side (issue #36): the form token, the check of every field with
 * its exact refusal, normalisation, the honeypot, and what a stored request leaves behind (its
 * trail, its e-mails). Every refusal writes nothing and does not use the token up.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { dayFromToday } from '../../src/testing/sample-request';
import { newAddress, visitor } from './clients';
import { sql, stack } from './support';
import {
  counts,
  forgetRequests,
  formToken,
  rawSubmit,
  type RequestObject,
  RULES,
  submit,
  validRequest,
} from './transport-requests';

beforeEach(forgetRequests);
// Their queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);

const REFERENCE = /^A-\d{4}-\d{5}$/;

function refusedField(detail: string) {
  return {
    data: null,
    status: 400,
    error: { code: '22023', message: 'invalid transport request', details: detail, hint: null },
  };
}

/** Sends `request` with a good token and expects a refusal that wrote nothing, token kept. */
async function expectRefused(request: unknown, detail: string) {
  const client = visitor();
  const token = await formToken();
  const before = await counts();
  const answer = await submit(client, token, request);
  expect({ data: answer.data, status: answer.status, error: answer.error }).toEqual(
    refusedField(detail),
  );
  expect(await counts()).toEqual(before);
  return { client, token };
}

describe('a valid request', () => {
  it('answers exactly {reference, acknowledged} and stores the normalised request', async () => {
    const request = validRequest({ email: 'Max.Muster@Example.com' });
    const answer = await submit(visitor(), await formToken(), request);
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual({
      reference: expect.stringMatching(REFERENCE),
      acknowledged: true,
    });
    const reference = (answer.data as { reference: string }).reference;
    // The year is the database's (UTC), not this process's: the test does not hang on the clock.
    const [made] = await sql<{ year: string }>(
      `select extract(year from created_at at time zone 'UTC')::text as year
         from public.transport_requests where reference = $1`,
      [reference],
    );
    expect(reference.slice(2, 6)).toBe(made?.year);

    const [row] = await sql(
      `select reference, status, language, name, company, email, phone, kind, goods, quantity,
              drivable, running_gear, with_attachments, container_size, container_loaded,
              length_m::float8, width_m::float8, height_m::float8, weight_kg::float8,
              value_eur::float8, listing_url, pickup_address, pickup_postcode, pickup_town,
              pickup_country, delivery_address, delivery_postcode, delivery_town, delivery_country,
              earliest_pickup::text, latest_delivery::text, pickup_loading, delivery_loading,
              escrow, message
         from public.transport_requests where reference = $1`,
      [reference],
    );
    expect(row).toEqual({
      reference,
      status: 'new',
      language: 'de',
      name: 'Max Mustermann',
      company: 'Hof Mustermann',
      email: 'Max.Muster@Example.com',
      phone: '+49 170 1234567',
      kind: 'tractor',
      goods: 'Fendt 724 Vario',
      quantity: 1,
      drivable: true,
      running_gear: 'wheels',
      with_attachments: false,
      container_size: null,
      container_loaded: null,
      length_m: 5.2,
      width_m: 2.75,
      height_m: 3.2,
      weight_kg: 8900,
      value_eur: 120000,
      listing_url: 'https://www.example.com/listing/42',
      pickup_address: 'Dorfstraße 1',
      pickup_postcode: '94032',
      pickup_town: 'Passau',
      pickup_country: 'DE',
      delivery_address: null,
      delivery_postcode: '00-001',
      delivery_town: 'Warszawa',
      delivery_country: 'PL',
      earliest_pickup: request.earliest_pickup,
      latest_delivery: request.latest_delivery,
      pickup_loading: 'drives_on',
      delivery_loading: 'ramp',
      escrow: true,
      message: 'Bitte mit Rückruf.\nDanke!',
    });
  });

  it('numbers references per year without gaps, refusals included', async () => {
    const first = await submit(visitor(), await formToken(), validRequest());
    await expectRefused(validRequest({ name: null }), 'name:required');
    const second = await submit(visitor(), await formToken(), validRequest());
    const number = (answer: typeof first) =>
      Number((answer.data as { reference: string }).reference.slice(7));
    expect(number(second)).toBe(number(first) + 1);
  });

  it('fills defaults, rounds to the kept decimals and keeps only the kind’s own questions', async () => {
    const request = validRequest({
      kind: 'car',
      quantity: null,
      width_m: 2.555,
      weight_kg: 1499.5,
      running_gear: 'tracks',
      container_size: '20',
      pickup_loading: null,
      escrow: null,
      company: '   ',
    });
    delete request.delivery_loading;
    const answer = await submit(visitor(), await formToken(), request);
    expect(answer.error).toBeNull();
    const [row] = await sql(
      `select quantity, width_m::text, weight_kg::text, drivable, running_gear, container_size,
              pickup_loading, delivery_loading, escrow, company
         from public.transport_requests`,
    );
    expect(row).toEqual({
      quantity: 1,
      width_m: '2.56',
      weight_kg: '1500',
      drivable: true,
      running_gear: null,
      container_size: null,
      pickup_loading: 'unknown',
      delivery_loading: 'unknown',
      escrow: false,
      company: null,
    });
  });

  it('removes zero-width and bidirectional characters, trims, and composes to NFC', async () => {
    const answer = await submit(
      visitor(),
      await formToken(),
      validRequest({
        name: '\u200B Mu\u0308ller\u202E \u2066Max\u2069\uFEFF\r\n',
        goods: '\u200FJohn Deere\u200D 6R',
        message: '\u202AZeile 1\r\nZeile 2\t!\u202C',
        pickup: { address: null, postcode: null, town: '\u2060Linz\u00A0', country: 'AT' },
      }),
    );
    expect(answer.error).toBeNull();
    const [row] = await sql(
      'select name, goods, message, pickup_town from public.transport_requests',
    );
    expect(row).toEqual({
      name: 'Müller Max',
      goods: 'John Deere 6R',
      message: 'Zeile 1\r\nZeile 2\t!',
      pickup_town: 'Linz',
    });
  });

  it('trims exactly what JavaScript trim() (zod) trims, every such character', async () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const ch = String.fromCharCode(code);
      if (ch.trim() === '') trimmed.push(ch);
    }
    // Around a name, and one that trim() keeps (U+180E, no longer a space) for contrast.
    const names = [...trimmed, '\u180E'].map((ch) => `${ch}${ch}Ab${ch}`);
    const rows = await sql<{ given: string; kept: string | null }>(
      `select n as given,
              (private.check_transport_request(jsonb_set($1::jsonb, '{name}', to_jsonb(n)))).normalised
                ->> 'name' as kept
         from unnest($2::text[]) as n`,
      [JSON.stringify(validRequest()), names],
    );
    expect(trimmed).toHaveLength(25);
    expect(rows.map((row) => row.kept)).toEqual(names.map((name) => name.trim()));
  });

  it('is audited, and queues the acknowledgement (summary and link key only) and the staff notices (the whole request) with it', async () => {
    const request = validRequest({ language: 'pl' });
    const answer = await submit(visitor(), await formToken(), request);
    const reference = (answer.data as { reference: string }).reference;
    const [saved] = await sql<{ id: string }>(
      'select id from public.transport_requests where reference = $1',
      [reference],
    );
    const audit = await sql(
      `select action, actor, changes -> 'reference' ->> 'to' as reference,
              changes -> 'email' ->> 'to' as email
         from audit.transport_request_changes where request_id = $1`,
      [saved?.id],
    );
    expect(audit).toEqual([
      { action: 'insert', actor: 'request form', reference, email: request.email },
    ]);

    const outbox = await sql<{ kind: string; to_address: string }>(
      `select kind, party, language, to_address, payload, status, created_by, shipment_id
         from private.email_outbox where request_id = $1`,
      [saved?.id],
    );
    const wanted = await sql<{ email: string }>(
      `select u.email from private.staff s join auth.users u on u.id = s.user_id
        where coalesce(s.request_notices, s.role = 'owner') and u.email_confirmed_at is not null
          and (u.banned_until is null or u.banned_until <= now())
        order by u.email`,
    );
    const { website: _website, ...withoutHoneypot } = request;
    const whole: Record<string, unknown> = {
      ...withoutHoneypot,
      // Not a container: its questions are not kept.
      container_size: null,
      container_loaded: null,
    };
    const [key] = await sql<{ key: string }>(
      `select o.payload ->> 'key' as key from private.email_outbox o
         join private.transport_request_keys k on k.request_id = o.request_id
        where o.request_id = $1 and o.kind = 'request_received'
          and k.key_hash = sha256(convert_to(o.payload ->> 'key', 'UTF8'))`,
      [saved?.id],
    );
    expect(key?.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The acknowledgement goes to whatever address was typed: no text the visitor wrote.
    const summary = {
      language: whole.language,
      kind: whole.kind,
      quantity: whole.quantity,
      drivable: whole.drivable,
      running_gear: whole.running_gear,
      with_attachments: whole.with_attachments,
      container_size: null,
      container_loaded: null,
      length_m: whole.length_m,
      width_m: whole.width_m,
      height_m: whole.height_m,
      weight_kg: whole.weight_kg,
      pickup: { country: (whole.pickup as { country: string }).country },
      delivery: { country: (whole.delivery as { country: string }).country },
      earliest_pickup: whole.earliest_pickup,
      latest_delivery: whole.latest_delivery,
    };
    const row = (kind: string, party: string, language: string, to: string) => ({
      kind,
      party,
      language,
      to_address: to,
      payload:
        kind === 'request_received'
          ? { reference, key: key?.key, request: summary }
          : { reference, request: whole },
      status: 'queued',
      created_by: 'request form',
      shipment_id: null,
    });
    const byKindAndAddress = (a: { kind: string; to_address: string }, b: typeof a) =>
      a.kind === b.kind ? (a.to_address < b.to_address ? -1 : 1) : a.kind < b.kind ? -1 : 1;
    expect(wanted.length).toBeGreaterThan(0);
    expect([...outbox].sort(byKindAndAddress)).toEqual(
      [
        row('request_received', 'customer', 'pl', request.email as string),
        ...wanted.map((member) => row('request_notice', 'staff', 'ro', member.email)),
      ].sort(byKindAndAddress),
    );
  });
});

describe('the honeypot', () => {
  it('answers a filled website field like a success, stores spam and e-mails no one', async () => {
    const before = await counts();
    const answer = await submit(
      visitor(),
      await formToken(),
      validRequest({ website: 'https://spam.example' }),
    );
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual({
      reference: expect.stringMatching(REFERENCE),
      acknowledged: true,
    });
    const rows = await sql('select status from public.transport_requests');
    expect(rows).toEqual([{ status: 'spam' }]);
    const after = await counts();
    expect(after.outbox).toBe(before.outbox);
    expect(after.requests).toBe(before.requests + 1);
  });
});

describe('the form token', () => {
  const tokenRefusal = (status: number, code: string, message: string, details: string) => ({
    data: null,
    status,
    error: { code, message, details, hint: null },
  });
  const answerOf = (answer: Awaited<ReturnType<typeof submit>>) => ({
    data: answer.data,
    status: answer.status,
    error: answer.error,
  });

  it('is refused when missing, garbled or forged (PT400), writing nothing', async () => {
    const good = await formToken();
    const [issued, nonce, signature] = good.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = [
      null,
      '',
      'not-a-token',
      `${issued}.${nonce}.${flipped}`,
      // An older time under the same signature: the signature covers the time.
      `${Number(issued) - 60_000}.${nonce}.${signature}`,
      `${good}.`,
      ` ${good}`,
    ];
    const before = await counts();
    for (const token of forged) {
      expect(answerOf(await submit(visitor(), token, validRequest()))).toEqual(
        tokenRefusal(400, 'PT400', 'invalid form token', 'form_token_invalid'),
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('is refused within 3 s of issue (PT425), and works once they have passed', async () => {
    const client = visitor();
    const { data, error } = await client.rpc('transport_request_form');
    expect(error).toBeNull();
    const token = (data as { token: string }).token;
    expect(data).toEqual({ token: expect.stringMatching(/^\d+\.[\w-]{22}\.[\w-]{43}$/) });
    const request = validRequest();
    const before = await counts();
    expect(answerOf(await submit(client, token, request))).toEqual(
      tokenRefusal(425, 'PT425', 'form sent too fast', 'form_token_too_fast'),
    );
    expect(await counts()).toEqual(before);
    // The page's own token, once 3 s old, is taken.
    await expect
      .poll(async () => (await submit(client, token, request)).status, {
        timeout: 10_000,
        interval: 500,
      })
      .toBe(200);
  });

  it('issues a new token each time and writes nothing when it does', async () => {
    const before = await counts();
    const first = await visitor().rpc('transport_request_form');
    const second = await visitor().rpc('transport_request_form');
    expect(first.data).not.toEqual(second.data);
    expect(await counts()).toEqual(before);
  });

  it('is refused after 24 hours (PT410)', async () => {
    const before = await counts();
    const answer = await submit(visitor(), await formToken(24 * 3600 + 5), validRequest());
    expect(answerOf(answer)).toEqual(
      tokenRefusal(410, 'PT410', 'form token expired', 'form_token_expired'),
    );
    expect(await counts()).toEqual(before);
    // Just under a day is still good.
    expect(
      (await submit(visitor(), await formToken(24 * 3600 - 60), validRequest())).error,
    ).toBeNull();
  });

  it('works once: a second request with it is refused (PT409)', async () => {
    const token = await formToken();
    expect((await submit(visitor(), token, validRequest())).error).toBeNull();
    const before = await counts();
    expect(answerOf(await submit(visitor(), token, validRequest()))).toEqual(
      tokenRefusal(409, 'PT409', 'form token already used', 'form_token_used'),
    );
    expect(await counts()).toEqual(before);
  });

  it('works once when two requests race with it', async () => {
    const token = await formToken();
    const answers = await Promise.all([1, 2].map(() => submit(visitor(), token, validRequest())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await counts()).requests).toBe(1);
  });

  it('is not used up by a refused request: corrected, it goes through', async () => {
    const { client, token } = await expectRefused(validRequest({ width_m: 99 }), 'width_m:max');
    expect((await submit(client, token, validRequest({ width_m: 3.1 }))).error).toBeNull();
  });

  it('keeps used nonces only while their tokens could still be sent (the daily purge)', async () => {
    await sql(
      `insert into private.transport_request_nonces (nonce, issued_at)
       values ('old-nonce-of-a-token-25', clock_timestamp() - interval '25 hours'),
              ('new-nonce-of-a-token-23', clock_timestamp() - interval '23 hours')`,
    );
    await sql('select private.purge_expired_transport_requests()');
    const left = await sql<{ nonce: string }>(
      `select nonce from private.transport_request_nonces where nonce like '%-nonce-of-a-token-%'`,
    );
    expect(left).toEqual([{ nonce: 'new-nonce-of-a-token-23' }]);
  });

  it('is refused by GET before anything is looked at (PT405)', async () => {
    const url = new URL(`${stack.apiUrl}/rest/v1/rpc/submit_transport_request`);
    url.searchParams.set('form_token', await formToken());
    url.searchParams.set('request', JSON.stringify(validRequest()));
    const before = await counts();
    const response = await fetch(url, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({
      code: 'PT405',
      message: 'transport requests must be sent with POST',
    });
    expect(await counts()).toEqual(before);
  });

  it('is checked before the fields', async () => {
    const answer = await submit(visitor(), 'forged', { foo: 1 });
    expect(answer.error?.code).toBe('PT400');
  });
});

/** Each field rule of REQUEST_RULES with the refusal it gives (the page's zod schema agrees). */
function fieldCases(): Array<[string, RequestObject, string]> {
  const cases: Array<[string, RequestObject, string]> = [];
  const over = (max: number) => 'x'.repeat(max + 1);
  const texts = RULES.textMax;
  for (const field of ['name', 'company', 'goods'] as const) {
    cases.push([`${field} too long`, { [field]: over(texts[field]) }, `${field}:max`]);
    cases.push([`${field} not a text`, { [field]: 42 }, `${field}:type`]);
    cases.push([`${field} with a control character`, { [field]: 'a\u0007b' }, `${field}:control`]);
  }
  cases.push(['email too long', { email: `${'a'.repeat(texts.email)}@example.com` }, 'email:max']);
  cases.push(['phone too long', { phone: '1'.repeat(texts.phone + 1) }, 'phone:max']);
  cases.push([
    'listing_url too long',
    { listing_url: `https://example.com/${'a'.repeat(texts.listing_url)}` },
    'listing_url:max',
  ]);
  cases.push(['message too long', { message: over(texts.message) }, 'message:max']);
  cases.push(['website too long', { website: over(texts.website) }, 'website:max']);
  for (const place of ['pickup', 'delivery'] as const) {
    for (const field of ['address', 'postcode', 'town'] as const) {
      cases.push([
        `${place}.${field} too long`,
        { [place]: { town: 'Linz', country: 'AT', [field]: over(texts[field]) } },
        `${place}.${field}:max`,
      ]);
    }
    cases.push([`${place} missing`, { [place]: undefined }, `${place}:required`]);
    cases.push([`${place} a text`, { [place]: 'Linz' }, `${place}:type`]);
    cases.push([`${place}.town missing`, { [place]: { country: 'AT' } }, `${place}.town:required`]);
    cases.push([
      `${place}.country missing`,
      { [place]: { town: 'Linz' } },
      `${place}.country:required`,
    ]);
    cases.push([
      `${place}.country lower case`,
      { [place]: { town: 'Linz', country: 'at' } },
      `${place}.country:format`,
    ]);
    cases.push([
      `${place} with an unknown key`,
      { [place]: { town: 'Linz', country: 'AT', street: 'x' } },
      `${place}.street:unknown`,
    ]);
    cases.push([
      `${place}.town with CRLF`,
      { [place]: { town: 'Linz\r\nBcc: x', country: 'AT' } },
      `${place}.town:control`,
    ]);
  }
  for (const field of RULES.required) {
    cases.push([`${field} missing`, { [field]: undefined }, `${field}:required`]);
    if (field !== 'pickup' && field !== 'delivery') {
      cases.push([`${field} blank`, { [field]: ' \u200B ' }, `${field}:required`]);
    }
  }
  for (const [field, bounds] of Object.entries(RULES.numbers)) {
    const step = 10 ** -bounds.decimals;
    cases.push([`${field} below ${bounds.min}`, { [field]: bounds.min - step }, `${field}:min`]);
    cases.push([`${field} above ${bounds.max}`, { [field]: bounds.max + step }, `${field}:max`]);
    cases.push([`${field} as a text`, { [field]: '3,20' }, `${field}:type`]);
  }
  for (const field of ['drivable', 'with_attachments', 'container_loaded', 'escrow']) {
    cases.push([`${field} not a boolean`, { [field]: 'yes' }, `${field}:type`]);
  }
  cases.push(['language unknown', { language: 'ro' }, 'language:format']);
  cases.push(['kind unknown', { kind: 'boat' }, 'kind:format']);
  cases.push(['running_gear unknown', { running_gear: 'legs' }, 'running_gear:format']);
  cases.push(['container_size unknown', { container_size: '30' }, 'container_size:format']);
  cases.push(['pickup_loading unknown', { pickup_loading: 'catapult' }, 'pickup_loading:format']);
  cases.push([
    'delivery_loading unknown',
    { delivery_loading: 'crane ' + 'x' },
    'delivery_loading:format',
  ]);
  cases.push(['email not an address', { email: 'max(at)example.com' }, 'email:format']);
  cases.push([
    'email with CRLF',
    { email: 'max@example.com\r\nBcc: a@b.example' },
    'email:control',
  ]);
  cases.push(['name with CRLF', { name: 'Max\r\nBcc: a@b.example' }, 'name:control']);
  cases.push(['name with a lone LF', { name: 'Max\nMuster' }, 'name:control']);
  cases.push(['phone with letters', { phone: '+49 call me' }, 'phone:format']);
  cases.push([
    'listing_url not http',
    { listing_url: 'javascript:alert(1)' },
    'listing_url:format',
  ]);
  cases.push(['listing_url ftp', { listing_url: 'ftp://example.com/x' }, 'listing_url:format']);
  cases.push(['message with a control character', { message: 'a\u001Bb' }, 'message:control']);
  cases.push([
    'earliest_pickup not a date',
    { earliest_pickup: '01.12.2026' },
    'earliest_pickup:format',
  ]);
  cases.push([
    'earliest_pickup impossible',
    { earliest_pickup: '2026-02-30' },
    'earliest_pickup:format',
  ]);
  cases.push([
    'earliest_pickup too far back',
    { earliest_pickup: dayFromToday(-RULES.dates.pastDays - 1) },
    'earliest_pickup:min',
  ]);
  cases.push([
    'earliest_pickup too far ahead',
    { earliest_pickup: dayFromToday(RULES.dates.futureDays + 1) },
    'earliest_pickup:max',
  ]);
  cases.push([
    'latest_delivery before earliest_pickup',
    { earliest_pickup: dayFromToday(10), latest_delivery: dayFromToday(9) },
    'latest_delivery:order',
  ]);
  cases.push(['an unknown key', { foo: 1 }, 'foo:unknown']);
  return cases;
}

describe('each field rule', () => {
  it.each(fieldCases())('refuses %s', async (_name, change, detail) => {
    const request = validRequest(change);
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete request[key];
    await expectRefused(request, detail);
  });

  it('refuses a request that is not an object', async () => {
    for (const request of [[], 'text', 42, null]) await expectRefused(request, 'request:type');
  });

  it('takes the bounds themselves', async () => {
    const edges: RequestObject = {
      earliest_pickup: dayFromToday(-RULES.dates.pastDays),
      latest_delivery: dayFromToday(-RULES.dates.pastDays),
      name: 'n'.repeat(RULES.textMax.name),
      message: 'm'.repeat(RULES.textMax.message),
    };
    for (const [field, bounds] of Object.entries(RULES.numbers)) edges[field] = bounds.max;
    expect((await submit(visitor(), await formToken(), validRequest(edges))).error).toBeNull();
  });
});

describe('hostile sizes', () => {
  it('refuses a 1 MB message as too long, writing nothing', async () => {
    const before = await counts();
    const body = JSON.stringify({
      form_token: await formToken(),
      request: validRequest({ message: 'x'.repeat(1_000_000) }),
    });
    const answer = await rawSubmit(body, newAddress());
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      code: '22023',
      message: 'invalid transport request',
      details: 'message:max',
      hint: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body over the 1 MiB limit before the database sees it', async () => {
    const before = await counts();
    const body = JSON.stringify({
      form_token: await formToken(),
      request: validRequest({ message: 'x'.repeat(1024 * 1024) }),
    });
    const answer = await rawSubmit(body, newAddress());
    expect(answer.status).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe('the e-mail worker', () => {
  it('claims the request e-mails without an unsubscribe token or link', async () => {
    await submit(visitor(), await formToken(), validRequest());
    // Claimed inside a transaction that is rolled back: other files' e-mails stay as they were.
    const claimed = await withClient(stack.superuserDbUrl, async (client) => {
      await client.query('begin');
      try {
        // The request lane goes only while shipments' e-mails are neither due nor in hand.
        await client.query(
          `update private.email_outbox set status = 'sent' where lane = 1 and status <> 'sent'`,
        );
        return (
          await client.query<{
            kind: string;
            party: string;
            token: string | null;
            url: string | null;
          }>(
            `select kind, party, unsubscribe_token as token, unsubscribe_url as url
               from private.claim_outbox_emails(500) where kind like 'request%'`,
          )
        ).rows;
      } finally {
        await client.query('rollback');
      }
    });
    expect(claimed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(claimed.map((row) => `${row.kind}/${row.party}`))).toEqual(
      new Set(['request_received/customer', 'request_notice/staff']),
    );
    expect(claimed.every((row) => row.token === null && row.url === null)).toBe(true);
  });
});
