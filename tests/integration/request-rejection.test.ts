/**
 * Rejecting a transport request tells the customer (issue #49) against the local stack:
 * reject_transport_request queues `request_rejected` to the address typed into the form, in the
 * request's language, in lane 1 of the outbox, with nothing the visitor wrote (the summary, as
 * the acknowledgement has it) and a new key of the request's own link when the acknowledgement
 * had one; staff may say not to; spam, and a request already rejected, e-mail no one; the
 * worker sends it, and its link opens the request, which says the company declined it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { pathFor } from '../../src/lib/routes/route-manifest';
import { dayFromToday } from '../../src/testing/sample-request';
import { runWorker } from '../../test-support/email-worker';
import { waitForMessageTo } from '../../test-support/inbox';
import { RAISE_REQUEST_EMAIL_CAPS_SQL } from '../../test-support/request-email-caps';
import { newAddress, staff, visitor } from './clients';
import { setEmailSettings } from './customer-email';
import { missesOf } from './keyed-links';
import { sql, stack } from './support';
import {
  forgetRequests,
  requestEmail,
  sendRequest,
  type SentRequest,
  versionOf,
} from './transport-requests';

const SITE = 'http://127.0.0.1:5173';

let desk: ProjectClient;
let deskEmail: string;

beforeAll(async () => {
  desk = await staff();
  deskEmail = (await desk.auth.getUser()).data.user?.email ?? '';
  await setEmailSettings({ settle_seconds: 0, site_url: SITE });
});
beforeEach(forgetRequests);
// Their queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);
afterAll(() => setEmailSettings({}));
afterAll(() => sql(RAISE_REQUEST_EMAIL_CAPS_SQL));

function reject(request: SentRequest, options: { spam?: boolean; notify_customer?: boolean } = {}) {
  return versionOf(request.id).then((version) =>
    desk.rpc('reject_transport_request', {
      reference: request.reference,
      expected_updated_at: version,
      ...options,
    }),
  );
}

interface OutboxRow {
  party: string;
  kind: string;
  language: string;
  to_address: string;
  lane: number;
  status: string;
  created_by: string;
  payload: { reference: string; key?: string; request: unknown };
}

async function emailsOf(request: SentRequest, kind: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select party, kind, language, to_address, lane, status, created_by, payload
       from private.email_outbox where request_id = $1 and kind = $2 order by created_at`,
    [request.id, kind],
  );
}

/** The request view's state through a key of the request's own link. */
async function requestState(reference: string, key: string): Promise<unknown> {
  const { data, error } = await visitor().rpc('transport_request_link', { reference, key });
  if (error) throw new Error(error.message);
  return data;
}

async function requestKeyCount(request: SentRequest): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from private.transport_request_keys where request_id = $1',
    [request.id],
  );
  return row?.n ?? -1;
}

async function sendOffer(request: SentRequest): Promise<string> {
  const sent = await desk.rpc('send_transport_offer', {
    reference: request.reference,
    expected_updated_at: await versionOf(request.id),
    price: '2.450 EUR',
    valid_until: dayFromToday(14),
  });
  if (sent.error) throw new Error(sent.error.message);
  const [row] = await sql<{ key: string }>(
    `select payload ->> 'key' as key from private.email_outbox
      where request_id = $1 and kind = 'offer' order by created_at desc limit 1`,
    [request.id],
  );
  return row?.key ?? '';
}

describe('rejecting a request', () => {
  it('queues the polite no to the customer in their language: lane 1, the summary only, a new key of the request’s link', async () => {
    const email = requestEmail('rejected');
    const request = await sendRequest({ language: 'it', email });
    const [acknowledgement] = await emailsOf(request, 'request_received');
    const answer = await reject(request);
    expect(answer).toMatchObject({ status: 200, error: null, data: { status: 'rejected' } });

    const [rejected, ...more] = await emailsOf(request, 'request_rejected');
    expect(more).toEqual([]);
    expect(rejected).toEqual({
      party: 'customer',
      kind: 'request_rejected',
      language: 'it',
      to_address: email,
      // Caused by staff, one request at a time: the customers' lane, not the form's.
      lane: 1,
      status: 'queued',
      created_by: deskEmail,
      payload: {
        reference: request.reference,
        key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        // The acknowledgement's summary exactly: no text the visitor wrote (DECISIONS 25).
        request: acknowledgement?.payload.request,
      },
    });
    const key = rejected!.payload.key!;
    expect(key).not.toBe(acknowledgement?.payload.key);
    // Both links open the request, which says that the company declined it.
    expect(await requestKeyCount(request)).toBe(2);
    for (const link of [key, acknowledgement!.payload.key!]) {
      expect(await requestState(request.reference, link)).toMatchObject({
        link: 'request',
        state: 'closed',
      });
    }
    // Staff see it among the request's e-mails.
    const listed = await desk.rpc('transport_request_emails', { reference: request.reference });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((row) => row.kind)).toContain('request_rejected');
  });

  it('tells no one when staff say not to', async () => {
    const request = await sendRequest();
    expect(await reject(request, { notify_customer: false })).toMatchObject({
      error: null,
      data: { status: 'rejected' },
    });
    expect(await emailsOf(request, 'request_rejected')).toEqual([]);
    expect(await requestKeyCount(request)).toBe(1);
  });

  it('never e-mails for spam, even when asked to', async () => {
    const request = await sendRequest();
    expect(await reject(request, { spam: true, notify_customer: true })).toMatchObject({
      error: null,
      data: { status: 'spam' },
    });
    expect(await emailsOf(request, 'request_rejected')).toEqual([]);
  });

  it('does not tell a customer who declined the offer a second time, nor one already told', async () => {
    const declined = await sendRequest();
    const offerKey = await sendOffer(declined);
    const answer = await visitor().rpc('decline_transport_offer', {
      reference: declined.reference,
      key: offerKey,
    });
    expect(answer.data).toBe('rejected');
    expect((await reject(declined)).error).toBeNull();
    expect(await emailsOf(declined, 'request_rejected')).toEqual([]);

    const told = await sendRequest();
    expect((await reject(told)).error).toBeNull();
    expect((await reject(told)).error).toBeNull();
    expect(await emailsOf(told, 'request_rejected')).toHaveLength(1);
  });

  it('tells a customer who had accepted, and their offer link says the company declined', async () => {
    const request = await sendRequest({ language: 'nl' });
    const offerKey = await sendOffer(request);
    const accepted = await visitor().rpc('accept_transport_offer', {
      reference: request.reference,
      key: offerKey,
    });
    expect(accepted.data).toBe('accepted');
    expect((await reject(request)).error).toBeNull();
    expect(await emailsOf(request, 'request_rejected')).toMatchObject([{ language: 'nl' }]);
    expect(await requestState(request.reference, offerKey)).toMatchObject({
      link: 'offer',
      state: 'closed',
    });
  });

  it('goes without a link for a request whose acknowledgement had none (beyond the hourly cap)', async () => {
    await sql('update private.transport_request_settings set acknowledgements_per_hour = 0');
    const request = await sendRequest();
    await sql(RAISE_REQUEST_EMAIL_CAPS_SQL);
    expect(await emailsOf(request, 'request_received')).toMatchObject([{ status: 'cancelled' }]);
    expect(await requestKeyCount(request)).toBe(0);

    expect((await reject(request)).error).toBeNull();
    const [rejected] = await emailsOf(request, 'request_rejected');
    expect(rejected?.payload).toEqual({
      reference: request.reference,
      request: expect.objectContaining({ kind: 'tractor' }),
    });
    expect(await requestKeyCount(request)).toBe(0);
  });
});

describe('the rejection e-mail', () => {
  it('is sent by the worker to a Polish customer, with the link that opens the request', async () => {
    const email = requestEmail('rejected-mail');
    const request = await sendRequest({ language: 'pl', email });
    expect((await reject(request)).error).toBeNull();
    const [queued] = await emailsOf(request, 'request_rejected');
    const key = queued?.payload.key ?? '';

    const since = new Date(Date.now() - 1000);
    expect((await runWorker(stack.apiUrl, stack.serviceRoleKey)).status).toBe(200);
    // Lane 1: it goes before the acknowledgement queued with the request.
    const mail = await waitForMessageTo(stack.inboxUrl, email, {
      since,
      // The acknowledgement's subject begins alike.
      subject: `Państwa zapytanie o transport ${request.reference}: `,
    });
    expect(mail.Subject).toBe(
      `Państwa zapytanie o transport ${request.reference}: nasza odpowiedź`,
    );
    expect(mail.HTML).toContain('lang="pl"');
    expect(mail.Text).toContain('niestety nie możemy zrealizować tego transportu');
    const link = `${SITE}${pathFor('request', 'pl')}?ref=${request.reference}&k=${key}`;
    expect(mail.Text).toContain(`\nZobacz zapytanie:\n${link}\n`);
    expect(mail.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    // Sent: the key is no longer kept in clear.
    expect(await emailsOf(request, 'request_rejected')).toMatchObject([
      { status: 'sent', payload: { reference: request.reference } },
    ]);
    expect((await emailsOf(request, 'request_rejected'))[0]?.payload).not.toHaveProperty('key');

    // The link from the e-mail opens the request, and is no miss.
    const address = newAddress();
    const page = await visitor(address).rpc('transport_request_link', {
      reference: request.reference,
      key,
    });
    expect(page.data).toMatchObject({
      link: 'request',
      reference: request.reference,
      state: 'closed',
    });
    expect(await missesOf(address)).toBe(0);
  });
});
