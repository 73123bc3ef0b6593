/**
 * A transport request becomes a shipment (issue #37, convert_transport_request): every field
 * mapped exactly, in the request's language (issue #49), the request linked to it, the conflicts
 * (twice, closed, stale), who may, the customer's link e-mail always, the trail naming the
 * request, and retention keeping a converted request exactly as long as its shipment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LANGUAGES } from '#common/languages';
import { type LoadMeasures, oversizeVerdict } from '#common/loads/oversize';
import { REQUEST_RULES } from '#common/requests/request-rules';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { dayFromToday } from '../../src/testing/sample-request';
import { romanianOnlyWords, romanianWordsIn } from '../../test-support/locale-files';
import { anon, customer, staff, visitor } from './clients';
import { sql } from './support';
import { forgetRequests, formToken, submit, validRequest } from './transport-requests';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(forgetRequests);
// Their queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);
afterAll(async () => {
  await sql('update private.transport_request_settings set keep_months = 6, spam_keep_days = 30');
});

interface Sent {
  id: string;
  reference: string;
}

async function sendRequest(overrides = {}): Promise<Sent> {
  const answer = await submit(visitor(), await formToken(), validRequest(overrides));
  if (answer.error) throw new Error(answer.error.message);
  const reference = (answer.data as { reference: string }).reference;
  const [row] = await sql<{ id: string }>(
    'select id from public.transport_requests where reference = $1',
    [reference],
  );
  return { id: row?.id ?? '', reference };
}

/** Puts the request where the offer functions would (as the superuser); its new version. */
async function setState(id: string, state: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(state);
  const [row] = await sql<{ updated_at: Date }>(
    `update public.transport_requests
        set ${columns.map((column, n) => `${column} = $${n + 2}`).join(', ')}
      where id = $1 returning updated_at`,
    [id, ...Object.values(state)],
  );
  if (!row) throw new Error('no request');
  return row.updated_at.toISOString();
}

async function versionOf(id: string): Promise<string> {
  const [row] = await sql<{ v: string }>(
    `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v
       from public.transport_requests where id = $1`,
    [id],
  );
  return row?.v ?? '';
}

const ACCEPTED = {
  status: 'accepted',
  offer_price: '2.450 EUR netto zzgl. 19 % MwSt.',
  offer_valid_until: dayFromToday(10),
  offer_sent_at: new Date(),
  offer_sent_by: 'staff@example.com',
  offer_count: 1,
  answered_at: new Date(),
};

/** The instant a day starts in the company's time zone (Europe/Berlin: UTC+1, or +2 in summer). */
function midnightInBerlin(day: string): Date {
  const wallTime = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const instant = [1, 2]
    .map((hours) => new Date(`${day}T00:00:00+0${hours}:00`))
    .find((candidate) => wallTime.format(candidate) === `${day} 00:00`);
  if (!instant) throw new Error(`no Berlin midnight for ${day}`);
  return instant;
}

function convert(client: ProjectClient, reference: string, expected: string) {
  return client.rpc('convert_transport_request', {
    reference,
    expected_updated_at: expected,
  });
}

describe('convert_transport_request', () => {
  it('makes the shipment with every field mapped and links the request to it', async () => {
    const request = await sendRequest();
    await setState(request.id, ACCEPTED);
    const { data: number, error } = await convert(
      desk,
      request.reference,
      await versionOf(request.id),
    );
    expect(error).toBeNull();
    expect(number).toMatch(/^[1-9][0-9]{5}$/);

    const [shipment] = await sql<Record<string, unknown>>(
      `select id, status, shippername, shipperaddress, recipientname, recipientaddress,
              transportedgoods, accessories, info, purchaseprice, shippingcosts,
              additionalservices, totalamount, paymentmethod, currentposition,
              shipperemail, shipperlanguage, notifyshipper, recipientemail, recipientlanguage,
              notifyrecipient, expecteddeliveryfrom::text, expecteddeliveryto::text,
              length_m::text, width_m::text, height_m::text, weight_kg::text, permit,
              permit_number, permit_valid_until, escort, pickup_window_from, pickup_window_to,
              delivery_window_from, delivery_window_to, request_reference,
              shipperphone, recipientphone, driver_notes, driver_id, vehicle_plate, delivered_at,
              jsonb_array_length(history) as entries, history -> 0 ->> 'location' as first_place,
              history -> 0 ->> 'status' as first_status
         from public.shipments where id = $1`,
      [number],
    );
    const sent = validRequest();
    expect(shipment).toEqual({
      id: number,
      status: 'Expediere creată',
      shippername: 'Max Mustermann (Hof Mustermann)',
      shipperaddress: 'Dorfstraße 1\n94032 Passau\nDeutschland',
      recipientname: 'Max Mustermann (Hof Mustermann)',
      recipientaddress: '00-001 Warszawa\nPolen',
      transportedgoods: '1 × Fendt 724 Vario (Traktor)',
      accessories: '',
      info: null,
      purchaseprice: '',
      shippingcosts: '2.450 EUR netto zzgl. 19 % MwSt.',
      additionalservices: 'Treuhandservice',
      totalamount: '2.450 EUR netto zzgl. 19 % MwSt.',
      paymentmethod: '',
      currentposition: null,
      shipperemail: expect.stringMatching(/@example\.com$/),
      shipperlanguage: 'de',
      notifyshipper: false,
      recipientemail: null,
      recipientlanguage: 'de',
      notifyrecipient: false,
      expecteddeliveryfrom: sent.earliest_pickup,
      expecteddeliveryto: sent.latest_delivery,
      // As the request stored them (its numeric keeps the form's two decimals).
      length_m: '5.20',
      width_m: '2.75',
      height_m: '3.20',
      weight_kg: '8900',
      // 2.75 m is wider than 2.55 m, and 3.20 m on a 0.90 m deck higher than 4.00 m: a permit case.
      permit: 'requested',
      permit_number: null,
      permit_valid_until: null,
      escort: 'one',
      pickup_window_from: midnightInBerlin(sent.earliest_pickup as string),
      pickup_window_to: null,
      delivery_window_from: null,
      delivery_window_to: null,
      request_reference: request.reference,
      // The requester is the sender: the driver calls them at collection (issue #52).
      shipperphone: '+49 170 1234567',
      recipientphone: null,
      driver_notes: null,
      driver_id: null,
      vehicle_plate: null,
      delivered_at: null,
      entries: 1,
      first_place: 'Passau, Deutschland',
      first_status: 'Expediere creată',
    });
    const [stored] = await sql<{ email: string }>(
      'select email from public.transport_requests where id = $1',
      [request.id],
    );
    expect(shipment?.shipperemail).toBe(stored?.email);

    const [linked] = await sql(
      `select r.status, r.shipment_id, r.shipment_created_at = s.created_at as same_created
         from public.transport_requests r join public.shipments s on s.id = r.shipment_id
        where r.id = $1`,
      [request.id],
    );
    expect(linked).toEqual({ status: 'converted', shipment_id: number, same_created: true });
  });

  it('maps a request without company, offer, escrow or latest delivery', async () => {
    const request = await sendRequest({
      company: null,
      kind: 'other',
      goods: 'Holzspalter',
      quantity: 2,
      drivable: null,
      running_gear: null,
      with_attachments: null,
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
      latest_delivery: null,
      escrow: false,
      pickup: { address: null, postcode: null, town: 'Linz', country: 'AT' },
    });
    const { data: number, error } = await convert(
      desk,
      request.reference,
      await versionOf(request.id),
    );
    expect(error).toBeNull();
    const [shipment] = await sql(
      `select shippername, recipientname, shipperaddress, transportedgoods, shippingcosts,
              totalamount, additionalservices, length_m, width_m, height_m, weight_kg,
              expecteddeliveryto, history -> 0 ->> 'location' as first_place
         from public.shipments where id = $1`,
      [number],
    );
    expect(shipment).toEqual({
      shippername: 'Max Mustermann',
      recipientname: 'Max Mustermann',
      shipperaddress: 'Linz\nÖsterreich',
      transportedgoods: '2 × Holzspalter',
      shippingcosts: '',
      totalamount: '',
      additionalservices: '',
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
      expecteddeliveryto: null,
      first_place: 'Linz, Österreich',
    });
  });

  it('makes an escrow shipment holding the value when the request asked for escrow (issue #53)', async () => {
    const request = await sendRequest();
    const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
    const escrow = await sql(
      'select state, amount, currency from public.shipment_escrows where shipment_id = $1',
      [number],
    );
    expect(escrow).toEqual([{ state: 'awaiting_payment', amount: '120000.00', currency: 'EUR' }]);
  });

  it('leaves the shipment without escrow when the request asked for escrow without a value', async () => {
    const request = await sendRequest({ value_eur: null });
    const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
    expect(
      await sql('select 1 from public.shipment_escrows where shipment_id = $1', [number]),
    ).toEqual([]);
  });

  it('writes what the customer reads in their language: no Romanian word, no country code', async () => {
    const romanian = romanianOnlyWords(LANGUAGES);
    // The check itself: words of the staff area are caught, words a public page uses are not.
    expect(
      ['expediere', 'autorizație', 'însoțire', 'container', 'tractor'].filter((word) =>
        romanian.has(word),
      ),
    ).toEqual(['expediere', 'autorizație', 'însoțire']);
    const kinds = REQUEST_RULES.kinds;
    const converted: Array<Record<string, string>> = [];
    for (const [n, language] of LANGUAGES.entries()) {
      for (const [k, kind] of kinds.entries()) {
        // Every kind in every language, spread over the countries the page offers.
        const request = await sendRequest({
          language,
          kind,
          goods: 'Claas Lexion 770',
          pickup: {
            address: null,
            postcode: null,
            town: 'Passau',
            country: (n + k) % 2 ? 'DE' : 'FR',
          },
          delivery: { address: null, postcode: null, town: 'Poznań', country: k % 2 ? 'PL' : 'RO' },
        });
        const { data: number, error } = await convert(
          desk,
          request.reference,
          await versionOf(request.id),
        );
        expect(error).toBeNull();
        const [shown] = await sql<Record<string, string>>(
          `select shipperlanguage || '/' || recipientlanguage as languages, transportedgoods,
                  additionalservices, shipperaddress, recipientaddress,
                  history -> 0 ->> 'location' as first_place
             from public.shipments where id = $1`,
          [number],
        );
        converted.push({ language, kind, ...shown });
      }
    }
    const faults = converted.flatMap((shipment) => {
      const { language, kind, languages, ...visible } = shipment;
      const text = Object.values(visible).join('\n');
      return [
        ...(languages === `${language}/${language}` ? [] : [`${language} ${kind}: ${languages}`]),
        ...romanianWordsIn(text, romanian).map((word) => `${language} ${kind}: ${word}`),
        ...[...text.matchAll(/(?:^|, |\n)([A-Z]{2})(?:$|\n)/g)].map(
          ([, code]) => `${language} ${kind}: code ${code}`,
        ),
      ];
    });
    expect(faults).toEqual([]);
    expect(converted.find((s) => s.language === 'de' && s.kind === 'combine_harvester')).toEqual(
      expect.objectContaining({
        transportedgoods: '1 × Claas Lexion 770 (Mähdrescher)',
        additionalservices: 'Treuhandservice',
        shipperaddress: 'Passau\nDeutschland',
        recipientaddress: 'Poznań\nPolen',
        first_place: 'Passau, Deutschland',
      }),
    );
    expect(converted.find((s) => s.language === 'pl' && s.kind === 'car')).toEqual(
      expect.objectContaining({
        transportedgoods: '1 × Claas Lexion 770 (samochód osobowy)',
        additionalservices: 'Usługa escrow',
        recipientaddress: 'Poznań\nPolska',
      }),
    );
  });

  it('sets permit and escort as the load’s verdict says, the same verdict as the page’s', async () => {
    // The database's verdict is the TypeScript one over a grid around every limit.
    const loads: LoadMeasures[] = [];
    for (const length_m of [null, 13.6, 13.61])
      for (const width_m of [null, 2.55, 2.56, 3.7, 3.71])
        for (const height_m of [null, 3.1, 3.11, 4, 4.01])
          for (const [weight_kg, quantity] of [
            [null, 1],
            [24000, 1],
            [24001, 1],
            [12001, 2],
          ] as const)
            loads.push({ length_m, width_m, height_m, weight_kg, quantity });
    const verdicts = await sql<{ verdict: string }>(
      `select private.oversize_verdict((l ->> 'length_m')::numeric, (l ->> 'width_m')::numeric,
                (l ->> 'height_m')::numeric, (l ->> 'weight_kg')::numeric,
                (l ->> 'quantity')::integer) as verdict
         from jsonb_array_elements($1::jsonb) with ordinality as t(l, n)
        order by n`,
      [JSON.stringify(loads)],
    );
    expect(verdicts.map((row) => row.verdict)).toEqual(loads.map((load) => oversizeVerdict(load)));
    expect(new Set(verdicts.map((row) => row.verdict))).toEqual(
      new Set(['normal', 'permit', 'beyond']),
    );

    const cases = [
      {
        load: { length_m: 6, width_m: 2.5, height_m: 3, weight_kg: 9000 },
        permit: 'not_needed',
        escort: 'none',
      },
      {
        load: { length_m: 6, width_m: 3.2, height_m: 3, weight_kg: 9000 },
        permit: 'requested',
        escort: 'one',
      },
      {
        load: { length_m: 6, width_m: 3.2, height_m: 4.2, weight_kg: 9000 },
        permit: 'requested',
        escort: 'two',
      },
    ];
    for (const { load, permit, escort } of cases) {
      const request = await sendRequest({ kind: 'combine_harvester', ...load });
      const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
      expect(
        await sql('select permit, escort from public.shipments where id = $1', [number]),
      ).toEqual([{ permit, escort }]);
    }
  });

  it('refuses a second convert with already_converted, and nothing more is made', async () => {
    const request = await sendRequest();
    const version = await versionOf(request.id);
    const first = await convert(desk, request.reference, version);
    expect(first.error).toBeNull();
    const again = await convert(desk, request.reference, await versionOf(request.id));
    expect(again).toMatchObject({
      status: 409,
      data: null,
      error: { code: 'PT409', details: 'already_converted' },
    });
    const stale = await convert(desk, request.reference, version);
    expect(stale.error).toMatchObject({ code: 'PT409', details: 'already_converted' });
    expect(
      await sql('select count(*)::int as n from public.shipments where request_reference = $1', [
        request.reference,
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it.each(['rejected', 'spam', 'expired'])(
    'refuses a %s request with request_closed',
    async (status) => {
      const request = await sendRequest();
      const version = await setState(request.id, { status });
      const answer = await convert(desk, request.reference, version);
      expect(answer).toMatchObject({
        status: 409,
        data: null,
        error: { code: 'PT409', details: 'request_closed' },
      });
      expect(
        await sql('select count(*)::int as n from public.shipments where request_reference = $1', [
          request.reference,
        ]),
      ).toEqual([{ n: 0 }]);
    },
  );

  it('converts new and offer_sent requests too (agreed by phone)', async () => {
    const fresh = await sendRequest();
    expect((await convert(desk, fresh.reference, await versionOf(fresh.id))).error).toBeNull();
    const offered = await sendRequest();
    await setState(offered.id, { ...ACCEPTED, status: 'offer_sent', answered_at: null });
    expect((await convert(desk, offered.reference, await versionOf(offered.id))).error).toBeNull();
  });

  it('refuses a stale version with stale_updated_at, and writes nothing', async () => {
    const request = await sendRequest();
    const seen = await versionOf(request.id);
    await setState(request.id, { opened_at: new Date(), opened_by: 'other@example.com' });
    const answer = await convert(desk, request.reference, seen);
    expect(answer).toMatchObject({
      status: 409,
      error: { code: 'PT409', details: 'stale_updated_at' },
    });
    const [row] = await sql(
      'select status, shipment_id from public.transport_requests where id = $1',
      [request.id],
    );
    expect(row).toEqual({ status: 'new', shipment_id: null });
  });

  it('answers P0002 no_transport_request for an unknown reference', async () => {
    const answer = await convert(desk, 'A-2026-99999', new Date().toISOString());
    expect(answer.error).toMatchObject({ code: 'P0002', details: 'no_transport_request' });
  });

  it('refuses anon and a signed-in customer', async () => {
    const request = await sendRequest();
    const version = await versionOf(request.id);
    const fromAnon = await convert(anon(), request.reference, version);
    expect(fromAnon).toMatchObject({
      status: 401,
      error: {
        code: '42501',
        message: 'permission denied for function convert_transport_request',
      },
    });
    const fromCustomer = await convert(await customer(), request.reference, version);
    expect(fromCustomer).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'only staff may convert transport requests' },
    });
    const [row] = await sql('select status from public.transport_requests where id = $1', [
      request.id,
    ]);
    expect(row).toEqual({ status: 'new' });
  });

  it.each([true, false])(
    'queues the customer’s tracking link e-mail in their language (status e-mails: %s)',
    async (statusEmails) => {
      const request = await sendRequest({ language: 'pl' });
      await setState(request.id, { ...ACCEPTED, status_emails: statusEmails });
      const { data: number, error } = await convert(
        desk,
        request.reference,
        await versionOf(request.id),
      );
      expect(error).toBeNull();
      const mails = await sql(
        `select o.kind, o.party, o.language, o.to_address = r.email as to_customer,
              o.payload ->> 'tracking_number' as tracking_number,
              (o.payload ->> 'key') ~ '^[A-Za-z0-9_-]{32}$' as has_key
         from private.email_outbox o
         join public.transport_requests r on r.shipment_id = o.shipment_id
        where o.shipment_id = $1
        order by o.created_at`,
        [number],
      );
      expect(mails).toEqual([
        // The escrow the request asked for (issue #53): told to the customer at once.
        {
          kind: 'escrow',
          party: 'shipper',
          language: 'pl',
          to_customer: true,
          tracking_number: number,
          has_key: null,
        },
        {
          kind: 'link',
          party: 'shipper',
          language: 'pl',
          to_customer: true,
          tracking_number: number,
          has_key: true,
        },
      ]);
      // Status e-mails stay what the customer chose.
      const [shipment] = await sql('select notifyshipper from public.shipments where id = $1', [
        number,
      ]);
      expect(shipment).toEqual({ notifyshipper: statusEmails });
    },
  );

  it('records the request’s reference in the shipment’s insert record', async () => {
    const request = await sendRequest();
    const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
    const trail = await sql(
      `select action, actor, changes -> 'request_reference' as reference
         from audit.shipment_changes where shipment_id = $1 order by id`,
      [number],
    );
    expect(trail).toEqual([
      {
        action: 'insert',
        actor: expect.stringContaining('@'),
        reference: { from: null, to: request.reference },
      },
      // The escrow the request asked for (issue #53).
      { action: 'escrow', actor: expect.stringContaining('@'), reference: null },
      // The customer's link, made for the e-mail that carries it.
      { action: 'link_create', actor: expect.stringContaining('@'), reference: null },
    ]);
  });

  it('takes request_reference from no one but a conversion', async () => {
    const { error } = await desk.rpc('create_shipment', {
      shipment: {
        id: '900001',
        shippername: 'A',
        recipientname: 'B',
        request_reference: 'A-2026-00001',
      },
    });
    expect(error).toMatchObject({ code: '22023', details: 'unknown_field: request_reference' });
  });
});

/** What purge_deleted_shipments does after the restore window, without waiting 90 days. */
async function markDeleteRecordPurged(trackingNumber: string): Promise<void> {
  if (!/^[0-9]{6}$/.test(trackingNumber)) throw new Error(`not a drawn number: ${trackingNumber}`);
  // One transaction: the flag the trail's append-only trigger lets the purge through with.
  await sql(`begin;
    select set_config('private.purging_deleted_shipments', 'on', true);
    update audit.shipment_changes set purged_at = clock_timestamp()
     where shipment_id = '${trackingNumber}' and action = 'delete';
    commit;`);
}

describe('retention of converted requests', () => {
  it('keeps a converted request while its shipment exists, purges it once the shipment is gone', async () => {
    const request = await sendRequest();
    const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
    await sql(
      `update public.transport_requests set created_at = clock_timestamp() - interval '3 years'
        where id = $1`,
      [request.id],
    );
    const left = () =>
      sql('select count(*)::int as n from public.transport_requests where id = $1', [request.id]);

    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 0 }]);
    expect(await left()).toEqual([{ n: 1 }]);

    // Deleted: still restorable, so the request stays.
    const [shipment] = await sql<{ v: string }>(
      `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v
         from public.shipments where id = $1`,
      [number],
    );
    const deleted = await desk.rpc('delete_shipment', {
      tracking_number: number!,
      expected_updated_at: shipment!.v,
    });
    expect(deleted.error).toBeNull();
    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 0 }]);
    expect(await left()).toEqual([{ n: 1 }]);

    // Past the restore window and purged: the shipment is gone, the request goes too.
    await markDeleteRecordPurged(number!);
    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 1 }]);
    expect(await left()).toEqual([{ n: 0 }]);
  });

  it('keeps a recent converted request whose shipment is gone until its period ends', async () => {
    const request = await sendRequest();
    const { data: number } = await convert(desk, request.reference, await versionOf(request.id));
    await sql(`delete from public.shipments where id = $1`, [number]);
    await markDeleteRecordPurged(number!);
    expect(await sql('select private.purge_expired_transport_requests() as n')).toEqual([{ n: 0 }]);
  });
});
