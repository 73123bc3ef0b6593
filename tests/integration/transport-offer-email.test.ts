/**
 * The offer e-mail end to end (issue #37) on the shared stack: staff send an offer through
 * send_transport_offer, the worker (supabase/functions/email-outbox, run here as pg_cron would)
 * renders and sends the outbox row it queued — no longer failing it as an unknown kind — and
 * the mail catcher holds the customer's e-mail, in their language, with the accept link on the
 * request page that opens exactly this offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { pathFor } from '../../src/lib/routes/route-manifest';
import { dayFromToday } from '../../src/testing/sample-request';
import { runWorker } from '../../test-support/email-worker';
import { waitForMessageTo } from '../../test-support/inbox';
import { staff, visitor } from './clients';
import { setEmailSettings } from './customer-email';
import { sql, stack } from './support';
import { forgetRequests, requestEmail, sendRequest, versionOf } from './transport-requests';

const SITE = 'http://127.0.0.1:5173';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
  // Due at once, and links to the local site.
  await setEmailSettings({ settle_seconds: 0, site_url: SITE });
});
// Its queued e-mails must not reach the worker tests of later files.
afterAll(forgetRequests);
afterAll(() => setEmailSettings({}));

interface OfferRow {
  status: string;
  attempts: number;
  last_error: string | null;
  language: string;
  to_address: string;
  key: string | null;
}

async function offerRowOf(requestId: string): Promise<OfferRow | undefined> {
  const [row] = await sql<OfferRow>(
    `select status::text as status, attempts, last_error, language, to_address,
            payload ->> 'key' as key
       from private.email_outbox where request_id = $1 and kind = 'offer'`,
    [requestId],
  );
  return row;
}

describe('the offer e-mail', () => {
  it('is sent to a French customer with the accept link that opens the offer', async () => {
    const email = requestEmail('offer-mail');
    const request = await sendRequest({ language: 'fr', email });
    const validUntil = dayFromToday(14);
    const sent = await desk.rpc('send_transport_offer', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
      price: '3 900 € HT <b>tout compris</b>',
      valid_until: validUntil,
      note: 'Enlèvement en semi-surbaissée.\nEscorte comprise.',
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ status: 'offer_sent', offer_count: 1 });

    // The key is in the queued row in clear until it is sent (then the database clears it).
    const key = (await offerRowOf(request.id))?.key ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const since = new Date(Date.now() - 1000);
    expect((await runWorker(stack.apiUrl, stack.serviceRoleKey)).status).toBe(200);
    // The offer goes before the acknowledgement queued with the request (the outbox's lanes).
    const mail = await waitForMessageTo(stack.inboxUrl, email, { since, subject: 'Notre offre' });

    const row = await offerRowOf(request.id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      language: 'fr',
      to_address: email,
      key: null,
    });

    expect(mail.Subject).toBe(`Notre offre pour votre demande ${request.reference}`);
    expect(mail.HTML).toContain('lang="fr"');
    const link = `${SITE}${pathFor('request', 'fr')}?ref=${request.reference}&k=${key}`;
    expect(link).toContain('/fr/demande-de-transport?ref=');
    expect(mail.Text).toContain(`\nAccepter l’offre\u00a0:\n${link}\n`);
    expect(mail.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    // The price as staff typed it: text in the text part, escaped markup in the HTML part.
    expect(mail.Text).toContain('3 900 € HT <b>tout compris</b>');
    expect(mail.HTML).toContain('3 900 € HT &lt;b&gt;tout compris&lt;/b&gt;');
    expect(mail.HTML).not.toContain('<b>tout compris</b>');
    expect(mail.Text).toContain('\n> Enlèvement en semi-surbaissée.\n> Escorte comprise.\n');

    // The link's reference and key are the ones the offer page reads the offer with.
    const page = await visitor().rpc('transport_request_link', {
      reference: request.reference,
      key,
    });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({
      link: 'offer',
      reference: request.reference,
      state: 'open',
      language: 'fr',
      offer: { price: '3 900 € HT <b>tout compris</b>', valid_until: validUntil, number: 1 },
    });
  });

  it('ends, accepted without status e-mails and converted, with the tracking link in the customer’s language', async () => {
    const email = requestEmail('number');
    const request = await sendRequest({ language: 'pl', email });
    const offered = await desk.rpc('send_transport_offer', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
      price: '4 200 EUR netto',
      valid_until: dayFromToday(14),
    });
    expect(offered.error).toBeNull();
    const key = (await offerRowOf(request.id))?.key ?? '';
    // The offer goes out first, so the next e-mail to the customer is the one after converting.
    expect((await runWorker(stack.apiUrl, stack.serviceRoleKey)).status).toBe(200);
    await waitForMessageTo(stack.inboxUrl, email);
    const accepted = await visitor().rpc('accept_transport_offer', {
      reference: request.reference,
      key,
      status_emails: false,
    });
    expect(accepted.error).toBeNull();
    const converted = await desk.rpc('convert_transport_request', {
      reference: request.reference,
      expected_updated_at: await versionOf(request.id),
    });
    expect(converted.error).toBeNull();
    const number = converted.data as string;

    const since = new Date(Date.now() - 1000);
    expect((await runWorker(stack.apiUrl, stack.serviceRoleKey)).status).toBe(200);
    // The request asked for escrow: its first e-mail follows the link e-mail (issue #53).
    const mail = await waitForMessageTo(stack.inboxUrl, email, { since, subject: 'Osobisty link' });
    expect(mail.Subject).toBe(`Osobisty link do Państwa przesyłki ${number}`);
    expect(mail.HTML).toContain('lang="pl"');
    expect(mail.Text).toMatch(
      new RegExp(`${SITE}${pathFor('tracking', 'pl')}\\?id=${number}&k=[A-Za-z0-9_-]{32}\\n`),
    );
    const [shipment] = await sql('select notifyshipper from public.shipments where id = $1', [
      number,
    ]);
    expect(shipment).toEqual({ notifyshipper: false });
  });
});
